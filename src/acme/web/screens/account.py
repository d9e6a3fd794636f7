"""Your account: profile, password, sessions and how you sign in."""

from dataclasses import replace
from datetime import UTC, datetime

import jwt

from acme.api.auth import check_password, hash_password
from acme.api.models import Alert, User, WorkOrder
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, text
from acme.web.screens.forms import BY_PATH, csrf_token, form_view, save
from acme.web.screens.registry import Saved, form, screen
from acme.web.screens.users import assigned_work, user_page

PROFILE_FIELDS = [Field("full_name", "Full name", required=True), Field("phone", "Phone")]
PASSWORD_FIELDS = [
    Field("current", "Current password", "password", required=True),
    Field("new", "New password", "password", required=True, help="At least 10 characters."),
    Field("confirm", "Confirm new password", "password", required=True),
]
MIN_PASSWORD = 10


@screen("profile", "Your details as others in your organization see them.")
async def profile(ctx: ScreenContext) -> Content:
    user: User = ctx.records["user_id"]
    content = await user_page(ctx, user)
    content.tables.append(await assigned_work(ctx, user))
    return content


@screen("edit_profile", "Change your name and phone number.")
async def edit_profile(ctx: ScreenContext) -> Content:
    user: User = ctx.records["user_id"]
    return Content(heading=user.full_name, form=form_view(ctx, PROFILE_FIELDS, user))


@form("edit_profile")
async def edit_profile_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    user: User = ctx.records["user_id"]
    users = BY_PATH["users"]
    # everyone edits their own name and phone; someone else's profile is the admins'
    own = replace(users, write_role="viewer") if user.id == ctx.caller.user_id else users
    return await save(
        ctx, own, PROFILE_FIELDS, posted, lambda u: ctx.href("profile", user_id=u.id), record=user
    )


@screen("change_password", "Choose a new password for signing in.")
async def change_password(ctx: ScreenContext) -> Content:
    return Content(form=form_view(ctx, PASSWORD_FIELDS, submit="Change password"))


@form("change_password")
async def change_password_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    view = FormView(PASSWORD_FIELDS, {}, submit="Change password", csrf=csrf_token(ctx.caller))
    user = await ctx.session.get(User, ctx.caller.user_id)
    assert user is not None
    new = posted.get("new", "")
    if not check_password(posted.get("current", ""), user.password_hash):
        view.errors["current"] = "This is not your current password."
    if len(new) < MIN_PASSWORD:
        view.errors["new"] = f"Use at least {MIN_PASSWORD} characters."
    elif len(new) > 72:
        view.errors["new"] = "Use at most 72 characters."
    if posted.get("confirm", "") != new:
        view.errors["confirm"] = "The two new passwords differ."
    if view.errors:
        return view
    user.password_hash = hash_password(new, ctx.request.app.state.settings.bcrypt_rounds)
    await ctx.session.commit()
    return Saved(ctx.path + "?saved=1")


@screen(
    "notification_preferences",
    "What the console tells you about: open alerts by severity and the work assigned to you.",
)
async def notification_preferences(ctx: ScreenContext) -> Content:
    open_alerts = await ctx.grouped(Alert.severity, Alert, Alert.status == "open")
    mine = await ctx.count(
        WorkOrder,
        WorkOrder.assignee_id == ctx.caller.user_id,
        WorkOrder.status.in_(["open", "in_progress"]),
    )
    return Content(
        tables=[
            Table(
                "You are notified of",
                ["Event", "Channel", "Now"],
                [
                    [
                        Cell(f"{s.capitalize()} alerts"),
                        Cell("Console notifications"),
                        Cell(str(open_alerts.get(s, 0))),
                    ]
                    for s in ("critical", "warning", "info")
                ]
                + [
                    [
                        Cell("Work orders assigned to you"),
                        Cell("Console notifications"),
                        Cell(str(mine)),
                    ]
                ],
            )
        ],
        links=[ctx.link("Notifications", "notifications")],
    )


def token_claims(ctx: ScreenContext) -> dict[str, object]:
    return jwt.decode(ctx.caller.token, options={"verify_signature": False})  # verified already


def when(seconds: object) -> str:
    return (
        text(datetime.fromtimestamp(float(seconds), UTC))
        if isinstance(seconds, int | float)
        else "—"
    )


@screen("api_tokens", "How to call the REST API as yourself, and how long a token lasts.")
async def api_tokens(ctx: ScreenContext) -> Content:
    settings = ctx.request.app.state.settings
    claims = token_claims(ctx)
    return Content(
        facts=[
            ("Get a token", Cell("POST /api/auth/login with your email and password")),
            ("Token lifetime", Cell(f"{settings.token_ttl_seconds // 60} minutes")),
            ("Your current token expires", Cell(when(claims.get("exp")))),
            ("Public keys", Cell("/.well-known/jwks.json", "/.well-known/jwks.json")),
            ("API reference", Cell("/docs", "/docs")),
        ]
    )


@screen("two_factor_setup", "How your sign-in is protected.")
async def two_factor_setup(ctx: ScreenContext) -> Content:
    settings = ctx.request.app.state.settings
    return Content(
        facts=[
            ("Second factor", Cell("not enabled for your organization")),
            ("Password storage", Cell(f"bcrypt, cost {settings.bcrypt_rounds}")),
            (
                "Failed sign-ins before a wait",
                Cell(
                    str(settings.login_free_failures_account)
                    if settings.login_throttle
                    else "no limit"
                ),
            ),
            ("Sessions last", Cell(f"{settings.token_ttl_seconds // 60} minutes")),
        ],
        links=[ctx.link("Change password", "change_password")],
    )


@screen("active_sessions", "Where you are signed in now, and until when.")
async def active_sessions(ctx: ScreenContext) -> Content:
    claims = token_claims(ctx)
    client = ctx.request.client.host if ctx.request.client else "unknown"
    return Content(
        tables=[
            Table(
                "This session",
                ["Signed in", "Expires", "Address", "Browser"],
                [
                    [
                        Cell(when(claims.get("iat"))),
                        Cell(when(claims.get("exp"))),
                        Cell(client),
                        Cell(ctx.request.headers.get("user-agent", "—")[:120]),
                    ]
                ],
            )
        ],
        bullets=["Sign out (top right) to end this session."],
    )
