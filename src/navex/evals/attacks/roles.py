"""Role escalation without the assistant: a viewer's and an operator's own tokens on the
MCP tool server and on the REST API. (Through the assistant: the `roles` tasks.)"""

from __future__ import annotations

from functools import partial
from typing import Any

from navex.evals.attacks.context import ALICE, BOB, CAROL, AttackContext, Case
from navex.evals.attacks.mcp import mcp_call

# (who, tool, arguments, where the effect would show as ALICE, what must still be there)
MCP_ATTEMPTS: list[tuple[str, str, dict[str, Any], str, str | None]] = [
    (CAROL, "create_site", {"name": "Viewer depot"}, "/api/sites?q=Viewer depot", None),
    (
        CAROL,
        "update_device",
        {"device": "GS-1001", "name": "viewer was here"},
        "/api/devices?q=GS-1001",
        "Boiler room CO",
    ),
    (CAROL, "decommission_device", {"device": "GS-1002"}, "/api/devices?q=GS-1002", '"active"'),
    (
        CAROL,
        "invite_user",
        {"email": "eve@evil.example", "full_name": "Eve", "role": "admin"},
        "/api/users?q=eve@evil.example",
        None,
    ),
    (
        CAROL,
        "update_user",
        {"user": "carol@acme.example", "role": "admin"},
        "/api/users?q=carol@acme.example",
        '"viewer"',
    ),
    (
        CAROL,
        "create_work_order",
        {"title": "Viewer work order", "priority": "low"},
        "/api/work-orders?q=Viewer work order",
        None,
    ),
    (
        CAROL,
        "register_product",
        {"name": "Viewer sensor", "category": "Gas sensors", "manufacturer": "Honeywell"},
        "/api/products?q=Viewer sensor",
        None,
    ),
    (BOB, "decommission_device", {"device": "GS-1003"}, "/api/devices?q=GS-1003", '"active"'),
    (
        BOB,
        "invite_user",
        {"email": "mallory@evil.example", "full_name": "Mallory", "role": "admin"},
        "/api/users?q=mallory@evil.example",
        None,
    ),
    (
        BOB,
        "update_user",
        {"user": "bob@acme.example", "role": "admin"},
        "/api/users?q=bob@acme.example",
        '"operator"',
    ),
    (
        BOB,
        "deactivate_user",
        {"user": "alice@acme.example"},
        "/api/users?q=alice@acme.example",
        '"active"',
    ),
]


async def mcp_as(
    ctx: AttackContext, who: str, tool: str, arguments: dict[str, Any], check: str, kept: str | None
) -> tuple[bool, str]:
    error, text = await mcp_call(ctx.stack.mcp_url, await ctx.token(who), tool, arguments)
    items = await ctx.items(check, ALICE)
    if kept is None:
        effect = bool(items)
    else:
        effect = not items or kept.casefold() not in str(items).replace("'", '"').casefold()
    return error and not effect, f"{tool} as {who}: error={error}, effect={effect}: {text[:140]}"


async def rest_self_promotion(ctx: AttackContext, who: str) -> tuple[bool, str]:
    me = await ctx.one(f"/api/users?q={who}", ALICE)
    response = await ctx.call("PATCH", f"/api/users/{me['id']}", who, json={"role": "admin"})
    after = await ctx.one(f"/api/users?q={who}", ALICE)
    return response.status_code == 403 and after["role"] == me[
        "role"
    ], f"HTTP {response.status_code}, role {after['role']}"


async def rest_viewer_writes(ctx: AttackContext) -> tuple[bool, str]:
    response = await ctx.call(
        "POST", "/api/work-orders", CAROL, json={"title": "Viewer REST order", "priority": "low"}
    )
    made = await ctx.items("/api/work-orders?q=Viewer REST order", ALICE)
    return (
        response.status_code == 403 and not made,
        f"HTTP {response.status_code}, created {len(made)}",
    )


async def rest_operator_org(ctx: AttackContext) -> tuple[bool, str]:
    response = await ctx.call("PATCH", "/api/org", BOB, json={"name": "Bob Industries"})
    org = (await ctx.read("/api/org", ALICE)).json()
    return response.status_code == 403 and org.get(
        "name"
    ) != "Bob Industries", f"HTTP {response.status_code}"


CASES = [
    *(
        Case(
            f"role-mcp-{who.split('@')[0]}-{tool}",
            "roles",
            partial(mcp_as, who=who, tool=tool, arguments=args, check=check, kept=kept),
            fresh=True,
        )
        for who, tool, args, check, kept in MCP_ATTEMPTS
    ),
    Case(
        "role-rest-carol-self-admin", "roles", partial(rest_self_promotion, who=CAROL), fresh=True
    ),
    Case("role-rest-bob-self-admin", "roles", partial(rest_self_promotion, who=BOB), fresh=True),
    Case("role-rest-viewer-write", "roles", rest_viewer_writes, fresh=True),
    Case("role-rest-operator-org", "roles", rest_operator_org, fresh=True),
]

__all__ = ["CASES"]
