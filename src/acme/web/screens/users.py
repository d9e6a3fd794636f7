"""Users and teams: people, their roles, invitations."""

from typing import Any, get_args

from sqlalchemy import select

from acme.api.models import Team, User, WorkOrder
from acme.api.schemas import UserRole, UserStatus
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, text
from acme.web.screens.forms import BY_PATH, form_view, save
from acme.web.screens.listing import ListFilter, ListSpec, id_options, listing, names, value_options
from acme.web.screens.registry import Saved, form, screen

ROLE_PERMISSIONS: dict[str, list[str]] = {
    "admin": [
        "Everything in the organization",
        "Manage users, teams and roles",
        "Billing, plans and organization settings",
        "Decommission devices and delete records",
    ],
    "operator": [
        "Create and update devices, products and sites",
        "Create and update alert rules and work orders",
        "Acknowledge alerts",
        "Read everything else except billing",
    ],
    "viewer": ["Read devices, products, sites, alerts and work orders", "No changes"],
}
ROLES = list(get_args(UserRole))


async def user_page(ctx: ScreenContext, user: User) -> Content:
    team = await ctx.name_of(Team, user.team_id)
    links = [
        ctx.link("Details", "user_details", user_id=user.id),
        ctx.link("Edit", "edit_user_details", user_id=user.id),
    ]
    if user.id == ctx.caller.user_id:
        links.append(ctx.link("Edit my profile", "edit_profile", user_id=user.id))
    return Content(
        heading=user.full_name,
        links=links,
        facts=[
            ("Full name", Cell(user.full_name)),
            ("Email", Cell(user.email)),
            ("Phone", Cell(text(user.phone))),
            ("Role", ctx.link(user.role, "edit_role", role_id=user.role)),
            ("Department", Cell(text(user.department))),
            ("Status", Cell(user.status)),
            ("Team", ctx.link(team, "team_details", team_id=user.team_id)),
        ],
    )


async def assigned_work(ctx: ScreenContext, user: User) -> Table:
    orders = await ctx.session.scalars(
        select(WorkOrder)
        .where(WorkOrder.org_id == ctx.org_id, WorkOrder.assignee_id == user.id)
        .order_by(WorkOrder.due_date.asc().nulls_last())
    )
    return Table(
        "Assigned work orders",
        ["Title", "Priority", "Status", "Due"],
        [
            [
                ctx.link(w.title, "work_order_details", work_order_id=w.id),
                Cell(w.priority),
                Cell(w.status),
                Cell(text(w.due_date)),
            ]
            for w in orders
        ],
        empty="No work orders assigned.",
    )


@screen(
    "user_list",
    "Everyone in your organization. Search by name, email or department, "
    "or narrow by role and status.",
)
async def user_list(ctx: ScreenContext) -> Content:
    teams = await names(ctx, Team)
    content = await listing(
        ctx,
        ListSpec(
            User,
            "Users",
            ["Name", "Email", "Role", "Department", "Team", "Status"],
            lambda u: [
                ctx.link(u.full_name, "user_details", user_id=u.id),
                Cell(u.email),
                Cell(u.role),
                Cell(text(u.department)),
                ctx.link(teams.get(u.team_id or 0), "team_details", team_id=u.team_id),
                Cell(u.status),
            ],
            order=[User.full_name],
            filters=[
                ListFilter("role", "Role", User.role, value_options(ROLES)),
                ListFilter("status", "Status", User.status, value_options(get_args(UserStatus))),
                ListFilter("team", "Team", User.team_id, id_options(teams), int),
            ],
            search_hint="Name, email or department",
        ),
    )
    content.links = [ctx.link("Invite a user", "invite_user")]
    return content


@screen("user_details", "One person: contact details, role, team and the work assigned to them.")
async def user_details(ctx: ScreenContext) -> Content:
    user: User = ctx.records["user_id"]
    content = await user_page(ctx, user)
    content.tables.append(await assigned_work(ctx, user))
    return content


async def user_fields(ctx: ScreenContext, editing: bool) -> list[Field]:
    teams = id_options(await names(ctx, Team))
    fields = [
        Field("full_name", "Full name", required=True),
        Field("email", "Email", "email", required=True),
        Field("role", "Role", "select", True, value_options(ROLES)),
        Field("phone", "Phone"),
        Field("department", "Department"),
        Field("team_id", "Team", "id", False, teams),
    ]
    if editing:
        fields.append(
            Field("status", "Status", "select", True, value_options(["active", "deactivated"]))
        )
    return fields


def user_after(ctx: ScreenContext) -> Any:
    return lambda u: ctx.href("user_details", user_id=u.id)


@screen("edit_user_details", "Change a person's contact details, role, team or status.")
async def edit_user_details(ctx: ScreenContext) -> Content:
    user: User = ctx.records["user_id"]
    content = await user_page(ctx, user)
    content.facts = []
    content.form = form_view(ctx, await user_fields(ctx, True), user, submit="Save changes")
    return content


@form("edit_user_details")
async def edit_user_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    return await save(
        ctx,
        BY_PATH["users"],
        await user_fields(ctx, True),
        posted,
        user_after(ctx),
        record=ctx.records["user_id"],
    )


@screen(
    "invite_user",
    "Invite someone to your organization: they get the role you choose "
    "and appear under pending invitations until they sign in.",
)
async def invite_user(ctx: ScreenContext) -> Content:
    view = form_view(ctx, await user_fields(ctx, False), submit="Send invitation")
    view.values.setdefault("role", "viewer")
    return Content(form=view)


@form("invite_user")
async def invite_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    return await save(ctx, BY_PATH["users"], await user_fields(ctx, False), posted, user_after(ctx))


@screen("roles_permissions", "What each role may do, and how many people have it.")
async def roles_permissions(ctx: ScreenContext) -> Content:
    counts = await ctx.grouped(User.role, User)
    return Content(
        tables=[
            Table(
                "Roles",
                ["Role", "May", "Users"],
                [
                    [
                        ctx.link(role, "edit_role", role_id=role),
                        Cell("; ".join(perms)),
                        Cell(str(counts.get(role, 0))),
                    ]
                    for role, perms in ROLE_PERMISSIONS.items()
                ],
            )
        ]
    )


@screen(
    "edit_role",
    "What this role may do, and who has it. A role's rights are the same in every "
    "organization: to change what someone may do, give them another role.",
)
async def edit_role(ctx: ScreenContext) -> Content:
    role = str(ctx.params["role_id"])
    people = await ctx.session.scalars(
        select(User).where(User.org_id == ctx.org_id, User.role == role).order_by(User.full_name)
    )
    return Content(
        heading=f"Role: {role}",
        bullets=ROLE_PERMISSIONS[role],
        tables=[
            Table(
                "People with this role",
                ["Name", "Email", "Status", "Role"],
                [
                    [
                        ctx.link(u.full_name, "user_details", user_id=u.id),
                        Cell(u.email),
                        Cell(u.status),
                        ctx.link("Change role", "edit_user_details", user_id=u.id),
                    ]
                    for u in people
                ],
                empty="Nobody has this role.",
            )
        ],
    )


@screen("teams", "The groups people work in. Search by name.")
async def teams(ctx: ScreenContext) -> Content:
    counts = await ctx.grouped(User.team_id, User)
    return await listing(
        ctx,
        ListSpec(
            Team,
            "Teams",
            ["Name", "Description", "Members"],
            lambda t: [
                ctx.link(t.name, "team_details", team_id=t.id),
                Cell(text(t.description)),
                Cell(str(counts.get(t.id, 0))),
            ],
            order=[Team.name],
            search_hint="Team name",
        ),
    )


@screen("team_details", "One team and its members.")
async def team_details(ctx: ScreenContext) -> Content:
    team: Team = ctx.records["team_id"]
    members = await ctx.session.scalars(
        select(User)
        .where(User.org_id == ctx.org_id, User.team_id == team.id)
        .order_by(User.full_name)
    )
    return Content(
        heading=team.name,
        facts=[("Name", Cell(team.name)), ("Description", Cell(text(team.description)))],
        tables=[
            Table(
                "Members",
                ["Name", "Email", "Role"],
                [
                    [
                        ctx.link(u.full_name, "user_details", user_id=u.id),
                        Cell(u.email),
                        Cell(u.role),
                    ]
                    for u in members
                ],
                empty="This team has no members.",
            )
        ],
    )


@screen("pending_invitations", "People invited who have not signed in yet.")
async def pending_invitations(ctx: ScreenContext) -> Content:
    content = await listing(
        ctx,
        ListSpec(
            User,
            "Invitations",
            ["Name", "Email", "Role", "Invited"],
            lambda u: [
                ctx.link(u.full_name, "user_details", user_id=u.id),
                Cell(u.email),
                Cell(u.role),
                Cell(text(u.created_at)),
            ],
            order=[User.created_at.desc()],
            where=[User.status == "invited"],
            empty="No pending invitation matches.",
            search_hint="Name or email",
        ),
    )
    content.links = [ctx.link("Invite a user", "invite_user")]
    return content
