"""Maintenance: work orders, the schedule, spare parts."""

from datetime import UTC, datetime
from typing import get_args

from acme.api.models import Device, Product, User, WorkOrder
from acme.api.schemas import Priority, WorkOrderStatus
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, text
from acme.web.screens.forms import BY_PATH, form_view, save
from acme.web.screens.listing import ListFilter, ListSpec, id_options, listing, names, value_options
from acme.web.screens.registry import Saved, form, screen

STATUSES = list(get_args(WorkOrderStatus))
PRIORITIES = list(get_args(Priority))


async def work_order_spec(ctx: ScreenContext, title: str, *where: object) -> ListSpec:
    serials = await names(ctx, Device, "serial_number")
    people = await names(ctx, User, "full_name")
    return ListSpec(
        WorkOrder,
        title,
        ["Title", "Device", "Priority", "Status", "Due", "Assignee"],
        lambda w: [
            ctx.link(w.title, "work_order_details", work_order_id=w.id),
            ctx.link(serials.get(w.device_id or 0), "device_details", device_id=w.device_id),
            Cell(w.priority),
            Cell(w.status),
            Cell(text(w.due_date)),
            ctx.link(people.get(w.assignee_id or 0), "user_details", user_id=w.assignee_id),
        ],
        order=[WorkOrder.due_date.asc().nulls_last()],
        where=list(where),
        filters=[
            ListFilter("status", "Status", WorkOrder.status, value_options(STATUSES)),
            ListFilter("priority", "Priority", WorkOrder.priority, value_options(PRIORITIES)),
            ListFilter("assignee", "Assignee", WorkOrder.assignee_id, id_options(people), int),
        ],
        search_hint="Title or description",
    )


@screen("work_orders", "Maintenance jobs on your devices. Narrow by status, priority or assignee.")
async def work_orders(ctx: ScreenContext) -> Content:
    content = await listing(ctx, await work_order_spec(ctx, "Work orders"))
    content.links = [ctx.link("New work order", "create_work_order")]
    return content


@screen("maintenance_schedule", "Planned work that is not done yet, soonest due first.")
async def maintenance_schedule(ctx: ScreenContext) -> Content:
    today = datetime.now(UTC).date()
    upcoming = WorkOrder.status.in_(["open", "in_progress"])
    overdue = await ctx.count(WorkOrder, upcoming, WorkOrder.due_date < today)
    content = await listing(ctx, await work_order_spec(ctx, "Planned work", upcoming))
    content.kpis = [
        ("Planned", str(await ctx.count(WorkOrder, upcoming))),
        ("Overdue", str(overdue)),
    ]
    return content


@screen("work_order_details", "One work order: the job, its device, who does it and by when.")
async def work_order_details(ctx: ScreenContext) -> Content:
    order: WorkOrder = ctx.records["work_order_id"]
    serial = await ctx.name_of(Device, order.device_id, "serial_number")
    assignee = await ctx.name_of(User, order.assignee_id, "full_name")
    return Content(
        heading=order.title,
        facts=[
            ("Title", Cell(order.title)),
            ("Description", Cell(text(order.description))),
            ("Device", ctx.link(serial, "device_details", device_id=order.device_id)),
            ("Priority", Cell(order.priority)),
            ("Status", Cell(order.status)),
            ("Due", Cell(text(order.due_date))),
            ("Assignee", ctx.link(assignee, "user_details", user_id=order.assignee_id)),
        ],
    )


async def work_order_fields(ctx: ScreenContext) -> list[Field]:
    return [
        Field("title", "Title", required=True),
        Field(
            "device_id",
            "Device",
            "id",
            False,
            id_options(await names(ctx, Device, "serial_number")),
        ),
        Field("priority", "Priority", "select", True, value_options(PRIORITIES)),
        Field("due_date", "Due date", "date"),
        Field(
            "assignee_id", "Assignee", "id", False, id_options(await names(ctx, User, "full_name"))
        ),
        Field("description", "Description", "textarea"),
    ]


@screen(
    "create_work_order", "Plan a maintenance job: what to do, on which device, by when and by whom."
)
async def create_work_order(ctx: ScreenContext) -> Content:
    view = form_view(ctx, await work_order_fields(ctx), submit="Create work order")
    view.values.setdefault("priority", "medium")
    return Content(form=view)


@form("create_work_order")
async def create_work_order_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    return await save(
        ctx,
        BY_PATH["work-orders"],
        await work_order_fields(ctx),
        posted,
        lambda w: ctx.href("work_order_details", work_order_id=w.id),
    )


@screen(
    "spare_parts_inventory",
    "What your fleet may need spares for: devices in service "
    "per product, and how many are in maintenance or have open work.",
)
async def spare_parts_inventory(ctx: ScreenContext) -> Content:
    products = await names(ctx, Product)
    in_service = await ctx.grouped(Device.product_id, Device, Device.status != "decommissioned")
    repairing = await ctx.grouped(Device.product_id, Device, Device.status == "maintenance")
    return Content(
        tables=[
            Table(
                "Parts by product",
                ["Product", "In service", "In maintenance"],
                [
                    [
                        ctx.link(name, "product_details", product_id=pid),
                        Cell(str(in_service.get(pid, 0))),
                        Cell(str(repairing.get(pid, 0))),
                    ]
                    for pid, name in products.items()
                ],
                empty="No products yet.",
            )
        ]
    )
