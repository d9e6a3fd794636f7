"""Your organization: settings, branding, billing, audit, sign-in and integrations."""

from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import func, select

from acme.api.models import Alert, Device, Invoice, OrgOwned, Product, Site, User, WorkOrder
from acme.api.schemas import OrgUpdate
from acme.assistant import assistant_audit
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, money, text
from acme.web.screens.forms import (
    blank_required,
    body_values,
    csrf_token,
    form_view,
    validated,
)
from acme.web.screens.listing import ListFilter, ListSpec, listing, value_options
from acme.web.screens.registry import Saved, form, screen

ORG_FIELDS = [
    Field("name", "Name", required=True),
    Field("timezone", "Timezone", required=True, help="For example Europe/Paris."),
    Field("locale", "Locale", required=True, help="For example en-US."),
]
BRAND_FIELDS = [
    Field("primary_color", "Primary colour", "color", required=True),
    Field("logo_url", "Logo URL"),
]
PLANS = [
    ("starter", 50, "Email support"),
    ("professional", 1000, "SSO, webhooks, business-hours support"),
    ("enterprise", None, "Dedicated support, custom retention"),
]


async def save_org(
    ctx: ScreenContext, fields: list[Field], posted: dict[str, str]
) -> Saved | FormView:
    """PATCH /api/org as the console: admins only, OrgUpdate validates."""
    view = FormView(fields, dict(posted), csrf=csrf_token(ctx.caller))
    if not ctx.caller.may("admin"):
        view.error = f"Your role ({ctx.caller.role}) may not do this; it needs admin."
        return view
    values, errors = validated(OrgUpdate, body_values(fields, posted, True))
    view.errors = {**errors, **blank_required(fields, posted)}
    if view.errors:
        return view
    org = await ctx.org()
    for name, value in values.items():
        if value is not None or name == "logo_url":
            setattr(org, name, value)
    await ctx.session.commit()
    return Saved(ctx.path + "?saved=1")


@screen("manage_organization", "Your organization's name, time zone and language.")
async def manage_organization(ctx: ScreenContext) -> Content:
    org = await ctx.org()
    return Content(
        facts=[("Slug", Cell(org.slug)), ("Address", Cell(org.hostname)), ("Plan", Cell(org.plan))],
        form=form_view(ctx, ORG_FIELDS, org),
        links=[
            ctx.link("Branding", "branding_settings"),
            ctx.link("Billing", "organization_billing"),
        ],
    )


@form("manage_organization")
async def manage_organization_submit(
    ctx: ScreenContext, posted: dict[str, str]
) -> Saved | FormView:
    return await save_org(ctx, ORG_FIELDS, posted)


@screen(
    "branding_settings",
    "How the console looks for your organization: its colour and logo, at your own address.",
)
async def branding_settings(ctx: ScreenContext) -> Content:
    org = await ctx.org()
    return Content(
        facts=[("White-label address", Cell(org.hostname))], form=form_view(ctx, BRAND_FIELDS, org)
    )


@form("branding_settings")
async def branding_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    return await save_org(ctx, BRAND_FIELDS, posted)


@screen("organization_billing", "Your plan and invoices. Search by number or period.")
async def organization_billing(ctx: ScreenContext) -> Content:
    org = await ctx.org()
    content = await listing(
        ctx,
        ListSpec(
            Invoice,
            "Invoices",
            ["Number", "Period", "Amount", "Status"],
            lambda i: [
                ctx.link(i.number, "invoice_detail", invoice_id=i.id),
                Cell(i.period),
                Cell(money(i.amount_cents, i.currency)),
                Cell(i.status),
            ],
            order=[Invoice.created_at.desc()],
            filters=[
                ListFilter("status", "Status", Invoice.status, value_options(["paid", "open"]))
            ],
            search_hint="Invoice number or period",
        ),
    )
    due = await ctx.session.scalar(
        select(func.sum(Invoice.amount_cents)).where(
            Invoice.org_id == ctx.org_id, Invoice.status == "open"
        )
    )
    content.facts = [
        ("Plan", ctx.link(org.plan, "subscription_plans")),
        ("Open balance", Cell(money(int(due or 0), "USD"))),
    ]
    return content


@screen("invoice_detail", "One invoice: period, amount and whether it is paid.")
async def invoice_detail(ctx: ScreenContext) -> Content:
    invoice: Invoice = ctx.records["invoice_id"]
    return Content(
        heading=f"Invoice {invoice.number}",
        facts=[
            ("Number", Cell(invoice.number)),
            ("Period", Cell(invoice.period)),
            ("Amount", Cell(money(invoice.amount_cents, invoice.currency))),
            ("Status", Cell(invoice.status)),
            ("Issued", Cell(text(invoice.created_at))),
        ],
        links=[ctx.link("All invoices", "organization_billing")],
    )


@screen("subscription_plans", "The plans on offer, and how your fleet fits yours.")
async def subscription_plans(ctx: ScreenContext) -> Content:
    org = await ctx.org()
    devices = await ctx.count(Device, Device.status != "decommissioned")
    return Content(
        kpis=[("Your plan", org.plan), ("Devices in service", str(devices))],
        tables=[
            Table(
                "Plans",
                ["Plan", "Devices", "Includes", "Current"],
                [
                    [
                        Cell(p),
                        Cell(f"up to {n:,}" if n else "unlimited"),
                        Cell(i),
                        Cell("current plan" if p == org.plan else ""),
                    ]
                    for p, n, i in PLANS
                ],
            )
        ],
    )


def assistant_actions_table(entries: list[dict[str, Any]] | None) -> Table:
    """The assistant's tool calls in this org (its audit log, newest first), as text."""

    def when(value: Any) -> str:
        try:
            return text(datetime.fromisoformat(str(value)))
        except ValueError:
            return text(value)

    rows = [
        [
            Cell(when(e.get("started_at"))),
            Cell(text(e.get("email") or e.get("user_id"))),
            Cell(text(e.get("tool"))),
            Cell(text(e.get("outcome"))),
            Cell(text(e.get("error"))),
        ]
        for e in entries or []
    ]
    return Table(
        "Assistant actions",
        ["Time", "User", "Tool", "Outcome", "Error"],
        rows,
        empty="The assistant has not acted in this organization yet."
        if entries is not None
        else "The assistant's log cannot be read right now.",
    )


RECENT: list[tuple[str, type[OrgOwned], str]] = [
    ("device", Device, "serial_number"),
    ("user", User, "full_name"),
    ("work order", WorkOrder, "title"),
    ("site", Site, "name"),
    ("product", Product, "name"),
]


@screen("audit_log", "What changed lately in your organization, and what the assistant did.")
async def audit_log(ctx: ScreenContext) -> Content:
    changes: list[tuple[datetime, str, str]] = []
    for kind, model, label in RECENT:
        rows = await ctx.session.scalars(
            select(model)
            .where(model.org_id == ctx.org_id)
            .order_by(model.updated_at.desc())
            .limit(10)
        )
        changes += [(r.updated_at, kind, getattr(r, label)) for r in rows]
    changes.sort(key=lambda c: c[0], reverse=True)
    return Content(
        tables=[
            assistant_actions_table(await assistant_audit(ctx.request, ctx.caller)),
            Table(
                "Recent changes",
                ["Time", "Kind", "Record"],
                [[Cell(text(t)), Cell(k), Cell(text(n))] for t, k, n in changes[:20]],
            ),
        ]
    )


@screen(
    "data_retention_settings",
    "How much history your organization keeps: every record is kept until it is deleted.",
)
async def data_retention_settings(ctx: ScreenContext) -> Content:
    rows = []
    kinds: list[tuple[str, type[OrgOwned]]] = [
        ("Devices", Device),
        ("Alerts", Alert),
        ("Work orders", WorkOrder),
        ("Invoices", Invoice),
        ("Users", User),
    ]
    for label, model in kinds:
        oldest = await ctx.session.scalar(
            select(func.min(model.created_at)).where(model.org_id == ctx.org_id)
        )
        rows.append(
            [
                Cell(label),
                Cell(str(await ctx.count(model))),
                Cell(text(oldest)),
                Cell("until deleted"),
            ]
        )
    return Content(tables=[Table("Kept data", ["Data", "Records", "Oldest", "Kept"], rows)])


@screen("sso_settings", "How people of your organization sign in.")
async def sso_settings(ctx: ScreenContext) -> Content:
    org, settings = await ctx.org(), ctx.request.app.state.settings
    return Content(
        facts=[
            ("Method", Cell("Email and password")),
            ("Sign-in address", Cell(f"{org.hostname} (your accounts only)")),
            ("Token", Cell(f"RS256, issuer {settings.issuer}, audience {settings.audience}")),
            ("Public keys", Cell("/.well-known/jwks.json", "/.well-known/jwks.json")),
            ("Single sign-on (SAML / OIDC)", Cell("not configured")),
        ]
    )


@screen("integrations", "The ways other systems work with your organization's data.")
async def integrations(ctx: ScreenContext) -> Content:
    settings = ctx.request.app.state.settings
    return Content(
        tables=[
            Table(
                "Integrations",
                ["Integration", "Status", "Where"],
                [
                    [Cell("REST API"), Cell("on"), Cell("/docs", "/docs")],
                    [
                        Cell("Assistant"),
                        Cell("on" if settings.assistant_url else "off"),
                        Cell("the panel on every page"),
                    ],
                    [Cell("Webhooks"), Cell("none configured"), ctx.link("Webhooks", "webhooks")],
                ],
            )
        ]
    )


@screen(
    "webhooks",
    "Events your organization could send to other systems, and how often they happened this week.",
)
async def webhooks(ctx: ScreenContext) -> Content:
    since = datetime.now(UTC) - timedelta(days=7)
    events = [
        ("alert.raised", await ctx.count(Alert, Alert.created_at >= since)),
        ("work_order.created", await ctx.count(WorkOrder, WorkOrder.created_at >= since)),
        ("device.onboarded", await ctx.count(Device, Device.created_at >= since)),
    ]
    return Content(
        facts=[("Endpoints", Cell("none configured"))],
        tables=[
            Table(
                "Events in the last 7 days",
                ["Event", "Count"],
                [[Cell(e), Cell(str(n))] for e, n in events],
            )
        ],
    )


@screen("api_usage", "Your API limits, and what the assistant did through the API lately.")
async def api_usage(ctx: ScreenContext) -> Content:
    settings = ctx.request.app.state.settings
    entries = await assistant_audit(ctx.request, ctx.caller, limit=200)
    by_tool = Counter((e.get("tool"), e.get("outcome")) for e in entries or [])
    return Content(
        facts=[
            ("Requests per user", Cell(settings.rate_limit_user.replace(";", ", "))),
            ("Largest request body", Cell(f"{settings.max_body_bytes // 1024} KiB")),
        ],
        tables=[
            Table(
                "Assistant calls by tool",
                ["Tool", "Outcome", "Calls"],
                [
                    [Cell(text(t)), Cell(text(o)), Cell(str(n))]
                    for (t, o), n in by_tool.most_common()
                ],
                empty="No assistant calls recorded (or its log cannot be read now).",
            )
        ],
    )
