"""Alerts and incidents: what the devices raised, the rules that raise it, who answers."""

from typing import get_args
from urllib.parse import urlencode

from sqlalchemy import select

from acme.api.models import Alert, AlertRule, Device, Product, Team, User
from acme.api.routes import acknowledge
from acme.api.schemas import Comparison, Severity
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, text
from acme.web.screens.forms import BY_PATH, form_view, save
from acme.web.screens.listing import ListFilter, ListSpec, id_options, listing, names, value_options
from acme.web.screens.registry import Saved, form, screen

ALERT_STATUSES = ["open", "acknowledged", "resolved"]
SEVERITIES = list(get_args(Severity))


def alert_spec(ctx: ScreenContext, serials: dict[int, str], title: str, *where: object) -> ListSpec:
    return ListSpec(
        Alert,
        title,
        ["Severity", "Message", "Device", "Status", "Raised"],
        lambda a: [
            Cell(a.severity),
            ctx.link(a.message, "alert_details", alert_id=a.id),
            ctx.link(serials.get(a.device_id or 0), "device_details", device_id=a.device_id),
            Cell(a.status),
            Cell(text(a.created_at)),
        ],
        order=[Alert.created_at.desc()],
        where=list(where),
        filters=[
            ListFilter("severity", "Severity", Alert.severity, value_options(SEVERITIES)),
            ListFilter("status", "Status", Alert.status, value_options(ALERT_STATUSES)),
        ],
        search_hint="Alert message",
    )


@screen(
    "alerts_inbox",
    "Alerts your devices raised, newest first. Narrow by severity or "
    "status; open one to see its device and acknowledge it.",
)
async def alerts_inbox(ctx: ScreenContext) -> Content:
    serials = await names(ctx, Device, "serial_number")
    return await listing(ctx, alert_spec(ctx, serials, "Alerts"))


@screen("alert_details", "One alert: what was measured, on which device, and who acknowledged it.")
async def alert_details(ctx: ScreenContext) -> Content:
    alert: Alert = ctx.records["alert_id"]
    serial = await ctx.name_of(Device, alert.device_id, "serial_number")
    content = Content(
        heading=alert.message,
        facts=[
            ("Severity", Cell(alert.severity)),
            ("Message", Cell(alert.message)),
            ("Status", Cell(alert.status)),
            ("Device", ctx.link(serial, "device_details", device_id=alert.device_id)),
            ("Raised", Cell(text(alert.created_at))),
            ("Acknowledged by", Cell(text(alert.acknowledged_by))),
            ("Acknowledged at", Cell(text(alert.acknowledged_at))),
        ],
    )
    if alert.status == "open" and ctx.caller.may("operator"):
        content.form = form_view(ctx, [], submit="Acknowledge")
    return content


@form("alert_details")
async def acknowledge_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    alert: Alert = ctx.records["alert_id"]
    if not ctx.caller.may("operator"):
        view = form_view(ctx, [])
        view.error = f"Your role ({ctx.caller.role}) may not do this; it needs operator."
        return view
    if acknowledge(alert, ctx.caller):  # the API's own action
        await ctx.session.commit()
    return Saved(ctx.path + "?saved=1")


@screen(
    "alert_rules", "The conditions that raise alerts: which metric, which threshold, how severe."
)
async def alert_rules(ctx: ScreenContext) -> Content:
    products = await names(ctx, Product)
    content = await listing(
        ctx,
        ListSpec(
            AlertRule,
            "Alert rules",
            ["Name", "Applies to", "Condition", "Severity", "Enabled"],
            lambda r: [
                Cell(r.name),
                ctx.link(products[r.product_id], "product_details", product_id=r.product_id)
                if r.product_id in products
                else Cell(text(r.device_group)),
                Cell(f"{r.metric} {r.comparison} {r.threshold:g}"),
                Cell(r.severity),
                Cell(text(r.enabled)),
            ],
            order=[AlertRule.name],
            filters=[
                ListFilter("severity", "Severity", AlertRule.severity, value_options(SEVERITIES))
            ],
            search_hint="Rule name or metric",
        ),
    )
    content.links = [ctx.link("New alert rule", "create_alert_rule")]
    return content


async def rule_fields(ctx: ScreenContext) -> list[Field]:
    return [
        Field("name", "Name", required=True),
        Field(
            "product_id",
            "Product",
            "id",
            False,
            id_options(await names(ctx, Product)),
            help="Leave empty to name a device group instead.",
        ),
        Field("device_group", "Device group"),
        Field("metric", "Metric", required=True, help="As the device reports it, e.g. co_ppm."),
        Field("comparison", "Comparison", "select", True, [(c, c) for c in get_args(Comparison)]),
        Field("threshold", "Threshold", "number", required=True),
        Field("severity", "Severity", "select", True, value_options(SEVERITIES)),
    ]


@screen("create_alert_rule", "Raise an alert when a metric crosses a threshold.")
async def create_alert_rule(ctx: ScreenContext) -> Content:
    view = form_view(ctx, await rule_fields(ctx), submit="Create rule")
    view.values.setdefault("severity", "warning")
    view.values.setdefault("comparison", ">")
    return Content(form=view)


@form("create_alert_rule")
async def create_rule_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    return await save(
        ctx,
        BY_PATH["alert-rules"],
        await rule_fields(ctx),
        posted,
        lambda r: f"{ctx.href('alert_rules')}?{urlencode({'q': r.name})}",
    )


@screen(
    "incident_history", "Alerts that were acknowledged or resolved: what happened and who answered."
)
async def incident_history(ctx: ScreenContext) -> Content:
    serials = await names(ctx, Device, "serial_number")
    spec = alert_spec(ctx, serials, "Past incidents", Alert.status != "open")
    spec.columns = [*spec.columns, "Acknowledged by"]
    row = spec.row
    spec.row = lambda a: [*row(a), Cell(text(a.acknowledged_by))]
    return await listing(ctx, spec)


async def responders(ctx: ScreenContext) -> list[tuple[User, str]]:
    teams = await names(ctx, Team)
    people = await ctx.session.scalars(
        select(User)
        .where(User.org_id == ctx.org_id, User.status == "active", User.role != "viewer")
        .order_by(User.team_id, User.full_name)
    )
    return [(u, teams.get(u.team_id or 0, "No team")) for u in people]


@screen("on_call_schedule", "Who can answer alerts: the active operators and admins, by team.")
async def on_call_schedule(ctx: ScreenContext) -> Content:
    return Content(
        tables=[
            Table(
                "On call",
                ["Team", "Name", "Role", "Phone"],
                [
                    [
                        Cell(team),
                        ctx.link(u.full_name, "user_details", user_id=u.id),
                        Cell(u.role),
                        Cell(text(u.phone)),
                    ]
                    for u, team in await responders(ctx)
                ],
                empty="Nobody can acknowledge alerts yet: invite an operator.",
            )
        ]
    )


@screen(
    "escalation_policies",
    "Who is told when an alert is raised, by severity, and how "
    "many rules and open alerts each severity has.",
)
async def escalation_policies(ctx: ScreenContext) -> Content:
    rules = await ctx.grouped(AlertRule.severity, AlertRule, AlertRule.enabled.is_(True))
    open_alerts = await ctx.grouped(Alert.severity, Alert, Alert.status == "open")
    who = {
        "critical": "Operators, then admins",
        "warning": "Operators",
        "info": "Nobody (inbox only)",
    }
    return Content(
        tables=[
            Table(
                "Escalation by severity",
                ["Severity", "Notified", "Enabled rules", "Open alerts"],
                [
                    [
                        ctx.link(s, "alerts_inbox"),
                        Cell(who[s]),
                        Cell(str(rules.get(s, 0))),
                        Cell(str(open_alerts.get(s, 0))),
                    ]
                    for s in reversed(SEVERITIES)
                ],
            )
        ]
    )
