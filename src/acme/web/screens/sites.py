"""Sites: the places your devices are installed."""

from sqlalchemy import select

from acme.api.models import Device, Site
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, text
from acme.web.screens.devices import device_table
from acme.web.screens.forms import BY_PATH, form_view, save
from acme.web.screens.listing import ListSpec, listing
from acme.web.screens.registry import Saved, form, screen


@screen(
    "site_list",
    "The plants, terminals and buildings where your devices are "
    "installed. Search by name or address.",
)
async def site_list(ctx: ScreenContext) -> Content:
    counts = await ctx.grouped(Device.site_id, Device)
    content = await listing(
        ctx,
        ListSpec(
            Site,
            "Sites",
            ["Name", "Address", "Timezone", "Devices"],
            lambda s: [
                ctx.link(s.name, "site_details", site_id=s.id),
                Cell(text(s.address)),
                Cell(s.timezone),
                Cell(str(counts.get(s.id, 0))),
            ],
            order=[Site.name],
            search_hint="Site name or address",
        ),
    )
    content.links = [ctx.link("Add a site", "create_site")]
    return content


def site_links(ctx: ScreenContext, site: Site) -> list[Cell]:
    return [
        ctx.link("Overview", "site_details", site_id=site.id),
        ctx.link("Floor plans", "floor_plans", site_id=site.id),
    ]


@screen("site_details", "One site: its address, time zone and the devices installed there.")
async def site_details(ctx: ScreenContext) -> Content:
    site: Site = ctx.records["site_id"]
    return Content(
        heading=site.name,
        links=site_links(ctx, site),
        facts=[
            ("Name", Cell(site.name)),
            ("Address", Cell(text(site.address))),
            ("Timezone", Cell(site.timezone)),
        ],
        tables=[await device_table(ctx, Device.site_id == site.id, title="Devices at this site")],
    )


SITE_FIELDS = [
    Field("name", "Name", required=True),
    Field("address", "Address"),
    Field("timezone", "Timezone", required=True, help="For example Europe/Paris."),
]


@screen("create_site", "Add a plant, terminal or building where devices will be installed.")
async def create_site(ctx: ScreenContext) -> Content:
    view = form_view(ctx, SITE_FIELDS, submit="Create site")
    view.values.setdefault("timezone", "UTC")
    return Content(form=view)


@form("create_site")
async def create_site_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    return await save(
        ctx, BY_PATH["sites"], SITE_FIELDS, posted, lambda s: ctx.href("site_details", site_id=s.id)
    )


@screen("floor_plans", "Where each device of this site is placed, by its name and status.")
async def floor_plans(ctx: ScreenContext) -> Content:
    site: Site = ctx.records["site_id"]
    devices = await ctx.session.scalars(
        select(Device)
        .where(Device.org_id == ctx.org_id, Device.site_id == site.id)
        .order_by(Device.name)
    )
    return Content(
        heading=site.name,
        links=site_links(ctx, site),
        tables=[
            Table(
                "Device placement",
                ["Placement", "Device", "Status"],
                [
                    [
                        Cell(text(d.name)),
                        ctx.link(d.serial_number, "device_details", device_id=d.id),
                        Cell(d.status),
                    ]
                    for d in devices
                ],
                empty="No devices placed at this site yet.",
            )
        ],
    )
