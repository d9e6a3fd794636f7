"""Devices: the fleet list, one device's pages, onboarding, firmware, groups and map."""

from typing import Any, get_args

from sqlalchemy import select

from acme.api.models import Alert, Device, OrgOwned, Product, Site, WorkOrder
from acme.api.schemas import DeviceStatus
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, text
from acme.web.screens.forms import BY_PATH, form_view, save
from acme.web.screens.listing import ListFilter, ListSpec, id_options, listing, names, value_options
from acme.web.screens.registry import Saved, form, screen

STATUSES = list(get_args(DeviceStatus))
RELATED = [
    ("Overview", "device_details"),
    ("Telemetry", "device_telemetry"),
    ("Configuration", "device_configuration"),
    ("Calibration", "device_calibration"),
    ("Decommission", "decommission_device"),
]


async def device_table(ctx: ScreenContext, *where: Any, title: str = "Devices") -> Table:
    products = await names(ctx, Product)
    rows = await ctx.session.scalars(
        select(Device).where(Device.org_id == ctx.org_id, *where).order_by(Device.serial_number)
    )
    return Table(
        title,
        ["Serial number", "Name", "Product", "Status", "Last seen"],
        [
            [
                ctx.link(d.serial_number, "device_details", device_id=d.id),
                Cell(text(d.name)),
                ctx.link(products.get(d.product_id), "product_details", product_id=d.product_id),
                Cell(d.status),
                Cell(text(d.last_seen_at)),
            ]
            for d in rows
        ],
        empty="No devices.",
    )


async def device_page(ctx: ScreenContext) -> Content:
    """The facts every page of one device starts with."""
    device: Device = ctx.records["device_id"]
    product = await ctx.name_of(Product, device.product_id)
    site = await ctx.name_of(Site, device.site_id)
    return Content(
        heading=device.name or device.serial_number,
        links=[ctx.link(label, name, device_id=device.id) for label, name in RELATED],
        facts=[
            ("Serial number", Cell(device.serial_number)),
            ("Name", Cell(text(device.name))),
            ("Status", Cell(device.status)),
            ("Product", ctx.link(product, "product_details", product_id=device.product_id)),
            ("Site", ctx.link(site, "site_details", site_id=device.site_id)),
            ("Firmware", Cell(text(device.firmware_version))),
            ("Last reading", Cell(text(device.last_reading))),
            ("Last seen", Cell(text(device.last_seen_at))),
        ],
    )


@screen(
    "device_list",
    "Every sensor and gateway of your organization. Search by serial "
    "number or name, or narrow the list by status, site or product.",
)
async def device_list(ctx: ScreenContext) -> Content:
    products, sites = await names(ctx, Product), await names(ctx, Site)

    def row(d: Device) -> list[Cell]:
        return [
            ctx.link(d.serial_number, "device_details", device_id=d.id),
            Cell(text(d.name)),
            ctx.link(products.get(d.product_id), "product_details", product_id=d.product_id),
            ctx.link(sites.get(d.site_id or 0), "site_details", site_id=d.site_id),
            Cell(d.status),
            Cell(text(d.last_seen_at)),
        ]

    content = await listing(
        ctx,
        ListSpec(
            Device,
            "Devices",
            ["Serial number", "Name", "Product", "Site", "Status", "Last seen"],
            row,
            order=[Device.serial_number],
            filters=[
                ListFilter("status", "Status", Device.status, value_options(STATUSES)),
                ListFilter("site", "Site", Device.site_id, id_options(sites), int),
                ListFilter("product", "Product", Device.product_id, id_options(products), int),
            ],
            search_hint="Serial number or name",
        ),
    )
    if ctx.href("onboard_device"):
        content.links = [Cell("Onboard a device", ctx.href("onboard_device"))]
    return content


@screen(
    "device_details",
    "One device: where it is, what it last measured, and its alerts and work orders.",
)
async def device_details(ctx: ScreenContext) -> Content:
    content = await device_page(ctx)
    device: Device = ctx.records["device_id"]
    alerts = await ctx.session.scalars(
        select(Alert)
        .where(Alert.org_id == ctx.org_id, Alert.device_id == device.id)
        .order_by(Alert.created_at.desc())
    )
    content.tables.append(
        Table(
            "Alerts",
            ["Severity", "Message", "Status", "Raised"],
            [
                [
                    Cell(a.severity),
                    ctx.link(a.message, "alert_details", alert_id=a.id),
                    Cell(a.status),
                    Cell(text(a.created_at)),
                ]
                for a in alerts
            ],
            empty="No alerts for this device.",
        )
    )
    orders = await ctx.session.scalars(
        select(WorkOrder)
        .where(WorkOrder.org_id == ctx.org_id, WorkOrder.device_id == device.id)
        .order_by(WorkOrder.id)
    )
    content.tables.append(
        Table(
            "Work orders",
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
            empty="No work orders for this device.",
        )
    )
    return content


@screen("device_telemetry", "The latest readings this device sent, metric by metric.")
async def device_telemetry(ctx: ScreenContext) -> Content:
    content = await device_page(ctx)
    device: Device = ctx.records["device_id"]
    content.tables.append(
        Table(
            "Latest readings",
            ["Metric", "Value", "Received"],
            [
                [Cell(str(k)), Cell(text(v)), Cell(text(device.last_seen_at))]
                for k, v in (device.last_reading or {}).items()
            ],
            empty="No readings received yet.",
        )
    )
    return content


@screen(
    "device_calibration",
    "Calibration and bump-test work on this device: its "
    "maintenance work orders and the readings it last reported.",
)
async def device_calibration(ctx: ScreenContext) -> Content:
    content = await device_page(ctx)
    device: Device = ctx.records["device_id"]
    orders = await ctx.session.scalars(
        select(WorkOrder)
        .where(WorkOrder.org_id == ctx.org_id, WorkOrder.device_id == device.id)
        .order_by(WorkOrder.due_date.desc().nulls_last())
    )
    content.tables.append(
        Table(
            "Maintenance and calibration work",
            ["Work order", "Status", "Due"],
            [
                [
                    ctx.link(w.title, "work_order_details", work_order_id=w.id),
                    Cell(w.status),
                    Cell(text(w.due_date)),
                ]
                for w in orders
            ],
            empty="No calibration or maintenance work recorded for this device.",
        )
    )
    return content


@screen(
    "decommission_device",
    "Retire a device from service: it stops reporting and "
    "leaves its alert rules; its history is kept.",
)
async def decommission_device(ctx: ScreenContext) -> Content:
    content = await device_page(ctx)
    device: Device = ctx.records["device_id"]
    content.bullets = [
        "The device stops reporting and no longer raises alerts.",
        "Its readings, alerts and work orders are kept.",
        "This cannot be undone from the console.",
    ]
    if device.status != "decommissioned":
        content.form = form_view(ctx, [], submit="Decommission this device")
        content.form.danger = True
    return content


@form("decommission_device")
async def decommission_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    device: Device = ctx.records["device_id"]
    if not ctx.caller.may("admin"):
        view = form_view(ctx, [])
        view.error = f"Your role ({ctx.caller.role}) may not do this; it needs admin."
        return view
    device.status = "decommissioned"
    await ctx.session.commit()
    return Saved((ctx.href("device_details", device_id=device.id) or ctx.path) + "?saved=1")


async def onboard_fields(ctx: ScreenContext) -> list[Field]:
    products, sites = await names(ctx, Product), await names(ctx, Site)
    return [
        Field("serial_number", "Serial number", required=True, help="As printed on the device."),
        Field("product_id", "Product", "id", True, id_options(products)),
        Field("site_id", "Site", "id", False, id_options(sites)),
        Field("name", "Name", help="Where it is, e.g. “Dock B”."),
        Field("firmware_version", "Firmware version"),
    ]


@screen("onboard_device", "Add a new device to your fleet: its serial number, product and site.")
async def onboard_device(ctx: ScreenContext) -> Content:
    return Content(form=form_view(ctx, await onboard_fields(ctx), submit="Onboard device"))


@form("onboard_device")
async def onboard_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    return await save(
        ctx,
        BY_PATH["devices"],
        await onboard_fields(ctx),
        posted,
        lambda d: ctx.href("device_details", device_id=d.id),
    )


@screen("firmware_updates", "Which firmware each product's devices run, to plan updates.")
async def firmware_updates(ctx: ScreenContext) -> Content:
    products = await names(ctx, Product)
    rows = await ctx.session.execute(
        select(Device.product_id, Device.firmware_version, Device.id)
        .where(Device.org_id == ctx.org_id, Device.status != "decommissioned")
        .order_by(Device.product_id, Device.firmware_version)
    )
    counts: dict[tuple[int, str], int] = {}
    for product_id, firmware, _ in rows.all():
        key = (product_id, firmware or "unknown")
        counts[key] = counts.get(key, 0) + 1
    return Content(
        tables=[
            Table(
                "Firmware in service",
                ["Product", "Firmware", "Devices"],
                [
                    [
                        ctx.link(products.get(p), "product_details", product_id=p),
                        Cell(f),
                        Cell(str(n)),
                    ]
                    for (p, f), n in counts.items()
                ],
                empty="No devices in service.",
            )
        ]
    )


@screen(
    "device_groups",
    "Your devices grouped by product and by site, with how many are "
    "active, offline or in maintenance.",
)
async def device_groups(ctx: ScreenContext) -> Content:
    tables = []
    groups: list[tuple[str, Any, type[OrgOwned], str, str]] = [
        ("By product", Device.product_id, Product, "product_details", "product_id"),
        ("By site", Device.site_id, Site, "site_details", "site_id"),
    ]
    for title, column, model, detail, param in groups:
        labels = await names(ctx, model)
        counts = await ctx.grouped(column, Device)
        tables.append(
            Table(
                title,
                ["Group", "Devices"],
                [
                    [ctx.link(labels.get(k or 0, "No site"), detail, **{param: k}), Cell(str(n))]
                    for k, n in sorted(counts.items(), key=lambda kv: labels.get(kv[0] or 0, ""))
                ],
            )
        )
    return Content(tables=tables)


@screen(
    "device_map", "Where your devices are: each site's address and how many devices report from it."
)
async def device_map(ctx: ScreenContext) -> Content:
    sites = list(
        await ctx.session.scalars(select(Site).where(Site.org_id == ctx.org_id).order_by(Site.name))
    )
    active = await ctx.grouped(Device.site_id, Device, Device.status == "active")
    total = await ctx.grouped(Device.site_id, Device)
    return Content(
        tables=[
            Table(
                "Sites",
                ["Site", "Address", "Devices", "Active"],
                [
                    [
                        ctx.link(s.name, "site_details", site_id=s.id),
                        Cell(text(s.address)),
                        Cell(str(total.get(s.id, 0))),
                        Cell(str(active.get(s.id, 0))),
                    ]
                    for s in sites
                ],
                empty="No sites yet.",
            )
        ]
    )
