"""Overview: the dashboard, notifications and search across the org."""

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select

from acme.api.models import Alert, Device, Product, Site, User, WorkOrder
from acme.api.resources import search_condition
from acme.web.screens.alerts import alert_spec
from acme.web.screens.base import Cell, Content, ScreenContext, Table, text
from acme.web.screens.listing import SEARCH_COLUMNS, listing, names
from acme.web.screens.registry import screen

SEARCH_LIMIT = 20


@screen(
    "main_dashboard", "Your fleet at a glance: devices by status, open alerts and overdue work."
)
async def main_dashboard(ctx: ScreenContext) -> Content:
    by_status = await ctx.grouped(Device.status, Device)
    today = datetime.now(UTC).date()
    overdue = await ctx.count(
        WorkOrder, WorkOrder.status.in_(["open", "in_progress"]), WorkOrder.due_date < today
    )
    serials = await names(ctx, Device, "serial_number")
    recent = await listing(ctx, alert_spec(ctx, serials, "Open alerts", Alert.status == "open"))
    table = recent.tables[0]
    table.rows, table.pager = table.rows[:8], None
    return Content(
        kpis=[
            ("Devices", str(sum(by_status.values()))),
            ("Active", str(by_status.get("active", 0))),
            ("Offline", str(by_status.get("offline", 0))),
            ("In maintenance", str(by_status.get("maintenance", 0))),
            ("Open alerts", str(await ctx.count(Alert, Alert.status == "open"))),
            ("Overdue work orders", str(overdue)),
        ],
        tables=[table],
        links=[
            ctx.link("All alerts", "alerts_inbox"),
            ctx.link("Devices", "device_list"),
            ctx.link("Work orders", "work_orders"),
        ],
    )


@screen("notifications", "What needs your attention: open alerts and the work assigned to you.")
async def notifications(ctx: ScreenContext) -> Content:
    serials = await names(ctx, Device, "serial_number")
    content = await listing(ctx, alert_spec(ctx, serials, "Open alerts", Alert.status == "open"))
    mine = await ctx.session.scalars(
        select(WorkOrder).where(
            WorkOrder.org_id == ctx.org_id,
            WorkOrder.assignee_id == ctx.caller.user_id,
            WorkOrder.status.in_(["open", "in_progress"]),
        )
    )
    content.tables.append(
        Table(
            "Assigned to you",
            ["Work order", "Priority", "Due"],
            [
                [
                    ctx.link(w.title, "work_order_details", work_order_id=w.id),
                    Cell(w.priority),
                    Cell(text(w.due_date)),
                ]
                for w in mine
            ],
            empty="Nothing assigned to you.",
        )
    )
    return content


SEARCHED: list[tuple[str, Any, str, str, str, str]] = [
    # kind, model, label attribute, detail attribute, screen, its parameter
    ("device", Device, "serial_number", "name", "device_details", "device_id"),
    ("user", User, "full_name", "email", "user_details", "user_id"),
    ("product", Product, "name", "description", "product_details", "product_id"),
    ("site", Site, "name", "address", "site_details", "site_id"),
]


@screen("global_search", "Find a device, person, product or site by any part of its name.")
async def global_search(ctx: ScreenContext) -> Content:
    q = ctx.arg("q")
    content = Content(search_query=q, search_hint="Devices, users, products, sites")
    if not q:  # what there is to find
        content.kpis = [
            (kind.capitalize() + "s", str(await ctx.count(model))) for kind, model, *_ in SEARCHED
        ]
        return content
    rows: list[list[Cell]] = []
    for kind, model, label, detail, target, param in SEARCHED:
        found = await ctx.session.scalars(
            select(model)
            .where(model.org_id == ctx.org_id, search_condition(model, SEARCH_COLUMNS[model], q))
            .limit(SEARCH_LIMIT)
        )
        rows += [
            [
                Cell(kind),
                ctx.link(getattr(r, label), target, **{param: r.id}),
                Cell(text(getattr(r, detail))),
            ]
            for r in found
        ]
    content.tables.append(
        Table(f"Results for “{q}”", ["Kind", "Name", "Details"], rows, empty="No matches.")
    )
    return content
