"""User tools: invite a user, change one, deactivate one (admins; deactivation with
approval)."""

from typing import Annotated, Any, Literal

from fastmcp import FastMCP
from pydantic import Field

from acme.tools.api import Refusal, compact
from acme.tools.common import Role, UserRef, acme, annotations, meta
from acme.tools.phrasing import PHRASING


async def invite_user(
    email: Annotated[
        str,
        Field(description="Their email, e.g. 'nina@acme.example'.", min_length=3),
    ],
    full_name: Annotated[
        str, Field(description="First and last name, e.g. 'Nina Novak'.", min_length=1)
    ],
    role: Annotated[
        Role,
        Field(description="admin: everything; operator: devices and work; viewer: read."),
    ],
    team: Annotated[
        str | None, Field(description="Optional team name, e.g. 'Maintenance'.")
    ] = None,
    department: Annotated[
        str | None, Field(description="Optional department, e.g. 'Quality'.", max_length=100)
    ] = None,
) -> dict[str, Any]:
    """Invite a new user to the organization (they start as 'invited'). Admins only."""
    async with acme() as api:
        body: dict[str, Any] = {"email": email, "full_name": full_name, "role": role}
        team_name = None
        if team is not None:
            found = await api.resolve("teams", team)
            body["team_id"], team_name = found["id"], found["name"]
        if department is not None:
            body["department"] = department
        user = await api.create("users", body)
    return {"user": compact("users", user), "team": team_name, "performed_by": api.email}


async def update_user(
    user: UserRef,
    full_name: Annotated[str | None, Field(description="New full name.")] = None,
    email: Annotated[str | None, Field(description="New email address.")] = None,
    phone: Annotated[
        str | None, Field(description="New phone, e.g. '+33 6 12 34 56 78'.", max_length=40)
    ] = None,
    role: Annotated[Role | None, Field(description="New role.")] = None,
    department: Annotated[
        str | None, Field(description="New department, e.g. 'Maintenance'.", max_length=100)
    ] = None,
    status: Annotated[
        Literal["active"] | None,
        Field(
            description="'active' reactivates a deactivated user. To deactivate use "
            "deactivate_user; a user is 'invited' only by invite_user."
        ),
    ] = None,
    team: Annotated[str | None, Field(description="Move to this team, by name.")] = None,
) -> dict[str, Any]:
    """Change a user's name, email, phone, role, department, status or team. Only the
    fields given change. Admins only."""
    async with acme() as api:
        record = await api.resolve("users", user)
        body: dict[str, Any] = {
            key: value
            for key, value in {
                "full_name": full_name,
                "email": email,
                "phone": phone,
                "role": role,
                "department": department,
                "status": status,
            }.items()
            if value is not None
        }
        if team is not None:
            body["team_id"] = (await api.resolve("teams", team))["id"]
        if not body:
            raise Refusal(
                "Nothing to change: give full_name, email, phone, role, department, status or team."
            )
        updated = await api.update("users", record["id"], body)
    return {
        "user": compact("users", updated),
        "changed": sorted(body),
        "performed_by": api.email,
    }


async def deactivate_user(user: UserRef) -> dict[str, Any]:
    """Deactivate a user: they can no longer sign in. Admins only. Needs the user's
    approval."""
    async with acme() as api:
        record = await api.resolve("users", user)
        updated = await api.update("users", record["id"], {"status": "deactivated"})
    return {
        "user": compact("users", updated),
        "previous_status": record["status"],
        "performed_by": api.email,
    }


def register(mcp: FastMCP) -> None:
    mcp.tool(invite_user, annotations=annotations(), meta=meta(PHRASING["invite_user"]))
    mcp.tool(
        update_user, annotations=annotations(idempotent=True), meta=meta(PHRASING["update_user"])
    )
    mcp.tool(
        deactivate_user,
        annotations=annotations(destructive=True, idempotent=True),
        meta=meta(PHRASING["deactivate_user"]),
    )
