"""Products: the catalog of device models, their manufacturers and categories."""

from sqlalchemy import select

from acme.api.models import Category, Device, Manufacturer, Product
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, text
from acme.web.screens.devices import device_table
from acme.web.screens.forms import BY_PATH, form_view, save
from acme.web.screens.listing import ListFilter, ListSpec, id_options, listing, names
from acme.web.screens.registry import Saved, form, screen


@screen(
    "product_catalog",
    "The device models your organization uses. Search by name or "
    "description, or narrow by category or manufacturer.",
)
async def product_catalog(ctx: ScreenContext) -> Content:
    categories, makers = await names(ctx, Category), await names(ctx, Manufacturer)
    content = await listing(
        ctx,
        ListSpec(
            Product,
            "Products",
            ["Name", "Category", "Manufacturer", "Description"],
            lambda p: [
                ctx.link(p.name, "product_details", product_id=p.id),
                Cell(categories.get(p.category_id, "—")),
                ctx.link(
                    makers.get(p.manufacturer_id),
                    "manufacturer_details",
                    manufacturer_id=p.manufacturer_id,
                ),
                Cell(text(p.description)),
            ],
            order=[Product.name],
            filters=[
                ListFilter(
                    "category", "Category", Product.category_id, id_options(categories), int
                ),
                ListFilter(
                    "manufacturer", "Manufacturer", Product.manufacturer_id, id_options(makers), int
                ),
            ],
            search_hint="Product name or description",
        ),
    )
    content.links = [ctx.link("Register a product", "register_product")]
    return content


@screen(
    "product_details",
    "One product: who makes it, its default settings and the devices of this model; "
    "operators and admins change it here.",
)
async def product_details(ctx: ScreenContext) -> Content:
    product: Product = ctx.records["product_id"]
    category = await ctx.name_of(Category, product.category_id)
    maker = await ctx.name_of(Manufacturer, product.manufacturer_id)
    content = Content(
        heading=product.name,
        facts=[
            ("Name", Cell(product.name)),
            ("Category", Cell(text(category))),
            (
                "Manufacturer",
                ctx.link(maker, "manufacturer_details", manufacturer_id=product.manufacturer_id),
            ),
            ("Description", Cell(text(product.description))),
            ("Default configuration", Cell(text(product.config))),
        ],
        tables=[
            await device_table(
                ctx, Device.product_id == product.id, title="Devices of this product"
            )
        ],
    )
    if ctx.caller.may("operator"):  # who may change a product, as in the API
        fields = await product_fields(ctx)
        content.form = form_view(ctx, fields, product, submit="Save product")
    return content


async def product_fields(ctx: ScreenContext) -> list[Field]:
    return [
        Field("name", "Name", required=True),
        Field("category_id", "Category", "id", True, id_options(await names(ctx, Category))),
        Field(
            "manufacturer_id",
            "Manufacturer",
            "id",
            True,
            id_options(await names(ctx, Manufacturer)),
        ),
        Field("description", "Description", "textarea"),
    ]


@form("product_details")
async def edit_product_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    """The product's page edits it (the API's product update, operators and admins)."""
    return await save(
        ctx,
        BY_PATH["products"],
        await product_fields(ctx),
        posted,
        lambda p: ctx.href("product_details", product_id=p.id),
        record=ctx.records["product_id"],
    )


@screen(
    "register_product", "Add a device model to your catalog, with its category and manufacturer."
)
async def register_product(ctx: ScreenContext) -> Content:
    return Content(form=form_view(ctx, await product_fields(ctx), submit="Register product"))


@form("register_product")
async def register_product_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    return await save(
        ctx,
        BY_PATH["products"],
        await product_fields(ctx),
        posted,
        lambda p: ctx.href("product_details", product_id=p.id),
    )


@screen("manufacturers", "The companies that make your devices. Search by name.")
async def manufacturers(ctx: ScreenContext) -> Content:
    counts = await ctx.grouped(Product.manufacturer_id, Product)
    return await listing(
        ctx,
        ListSpec(
            Manufacturer,
            "Manufacturers",
            ["Name", "Country", "Website", "Products"],
            lambda m: [
                ctx.link(m.name, "manufacturer_details", manufacturer_id=m.id),
                Cell(text(m.country)),
                Cell(text(m.website)),
                Cell(str(counts.get(m.id, 0))),
            ],
            order=[Manufacturer.name],
            search_hint="Manufacturer name",
        ),
    )


@screen("manufacturer_details", "One manufacturer and the products of theirs you use.")
async def manufacturer_details(ctx: ScreenContext) -> Content:
    maker: Manufacturer = ctx.records["manufacturer_id"]
    products = await ctx.session.scalars(
        select(Product)
        .where(Product.org_id == ctx.org_id, Product.manufacturer_id == maker.id)
        .order_by(Product.name)
    )
    return Content(
        heading=maker.name,
        facts=[
            ("Name", Cell(maker.name)),
            ("Country", Cell(text(maker.country))),
            ("Website", Cell(text(maker.website))),
        ],
        tables=[
            Table(
                "Products",
                ["Name", "Description"],
                [
                    [
                        ctx.link(p.name, "product_details", product_id=p.id),
                        Cell(text(p.description)),
                    ]
                    for p in products
                ],
                empty="No products from this manufacturer.",
            )
        ],
    )


@screen(
    "product_categories",
    "How your products are grouped, and how many products each category holds.",
)
async def product_categories(ctx: ScreenContext) -> Content:
    counts = await ctx.grouped(Product.category_id, Product)
    return await listing(
        ctx,
        ListSpec(
            Category,
            "Categories",
            ["Name", "Description", "Products"],
            lambda c: [
                Cell(c.name, f"{ctx.href('product_catalog')}?category={c.id}"),
                Cell(text(c.description)),
                Cell(str(counts.get(c.id, 0))),
            ],
            order=[Category.name],
            search_hint="Category name",
        ),
    )
