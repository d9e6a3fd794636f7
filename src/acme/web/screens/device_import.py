"""Bulk device import: many devices from lines of text, all or none."""

from pydantic import ValidationError
from sqlalchemy.exc import IntegrityError

from acme.api.models import Device, Product, Site
from acme.api.schemas import DeviceCreate
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table
from acme.web.screens.forms import csrf_token, form_view
from acme.web.screens.listing import names
from acme.web.screens.registry import Saved, form, screen


def import_fields(products: dict[int, str], sites: dict[int, str]) -> list[Field]:
    """The form's one field, its example naming a product and a site of the caller's org."""
    product = next(iter(products.values()), "the product")
    site = next(iter(sites.values()), "the site")
    return [
        Field(
            "lines",
            "Devices, one per line",
            "textarea",
            required=True,
            help=f"Serial number, product, site[, name], e.g. “SN-2001, {product}, {site}”.",
        )
    ]


MAX_LINES = 500


@screen(
    "bulk_device_import",
    "Add many devices at once: one line per device with its serial number, product and site.",
)
async def bulk_device_import(ctx: ScreenContext) -> Content:
    products, sites = await names(ctx, Product), await names(ctx, Site)
    return Content(
        form=form_view(ctx, import_fields(products, sites), submit="Import devices"),
        tables=[
            Table("Products you can name", ["Product"], [[Cell(n)] for n in products.values()]),
            Table("Sites you can name", ["Site"], [[Cell(n)] for n in sites.values()]),
        ],
        links=[ctx.link("Onboard one device", "onboard_device")],
    )


async def parsed(ctx: ScreenContext, text: str) -> tuple[list[DeviceCreate], list[str]]:
    """The lines as device bodies, and what is wrong with each line that is not one."""
    products = {n.casefold(): i for i, n in (await names(ctx, Product)).items()}
    sites = {n.casefold(): i for i, n in (await names(ctx, Site)).items()}
    bodies, problems = [], []
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) > MAX_LINES:
        return [], [f"At most {MAX_LINES} lines at once."]
    for number, line in enumerate(lines, 1):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) not in (3, 4):
            problems.append(f"Line {number}: give serial number, product, site[, name].")
            continue
        serial, product, site, *name = parts
        if product.casefold() not in products or site.casefold() not in sites:
            missing = "product" if product.casefold() not in products else "site"
            problems.append(
                f"Line {number}: no {missing} called “{parts[1 if missing == 'product' else 2]}”."
            )
            continue
        try:
            bodies.append(
                DeviceCreate(
                    serial_number=serial,
                    product_id=products[product.casefold()],
                    site_id=sites[site.casefold()],
                    name=name[0] if name else None,
                )
            )
        except ValidationError as exc:
            problems.append(f"Line {number}: {exc.errors()[0]['msg']}.")
    return bodies, problems


@form("bulk_device_import")
async def import_devices(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    fields = import_fields(await names(ctx, Product), await names(ctx, Site))
    view = FormView(fields, dict(posted), submit="Import devices", csrf=csrf_token(ctx.caller))
    if not ctx.caller.may("operator"):
        view.error = f"Your role ({ctx.caller.role}) may not do this; it needs operator."
        return view
    bodies, problems = await parsed(ctx, posted.get("lines", ""))
    if problems or not bodies:
        view.errors["lines"] = " ".join(problems[:5]) or "Fill this in."
        return view
    for body in bodies:
        ctx.session.add(Device(org_id=ctx.org_id, **body.model_dump()))
    try:
        await ctx.session.commit()
    except IntegrityError:
        await ctx.session.rollback()
        view.errors["lines"] = "A serial number is already in your fleet (or twice here)."
        return view
    return Saved(f"{ctx.href('device_list')}?q=&saved=1")
