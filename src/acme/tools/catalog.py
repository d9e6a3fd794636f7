"""Catalog tools: register a product (creating its manufacturer and category when missing)
and change one."""

from typing import Annotated, Any

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from pydantic import Field

from acme.tools.api import Refusal
from acme.tools.common import (
    ConfigChange,
    NewConfig,
    acme,
    annotations,
    merge_config,
    meta,
    partial,
)
from acme.tools.phrasing import PHRASING


async def register_product(
    name: Annotated[
        str,
        Field(
            description="The new product's name, e.g. 'Wesco gas sensor'.",
            min_length=1,
            max_length=200,
        ),
    ],
    category: Annotated[
        str,
        Field(
            description="Category name, e.g. 'Gas sensors'. Created if it does not exist.",
            min_length=1,
            max_length=200,
        ),
    ],
    manufacturer: Annotated[
        str,
        Field(
            description="Manufacturer name, e.g. 'Wesco'. Created if it does not exist.",
            min_length=1,
            max_length=200,
        ),
    ],
    description: Annotated[
        str | None,
        Field(description="Optional text, e.g. 'Four-gas detector'.", max_length=2000),
    ] = None,
    config: NewConfig = None,
) -> dict[str, Any]:
    """Add a product (device model) to the catalog. Give names, not ids: the
    manufacturer and category are looked up by name and created when missing (the
    result says so)."""
    async with acme() as api:
        existing = await api.page("products", q=name.strip(), limit=200)
        for product in existing["items"]:
            if str(product["name"]).casefold() == name.strip().casefold():
                raise Refusal(
                    f"A product named {product['name']!r} already exists (id "
                    f"{product['id']}). Nothing was created; use update_product to change it."
                )
        created: list[str] = []  # what this call wrote, for a failure half-way
        try:
            made, created_manufacturer = await api.find_or_create("manufacturers", manufacturer)
            if created_manufacturer:
                created.append(f"manufacturer {made['name']!r} (id {made['id']})")
            cat, created_category = await api.find_or_create("categories", category)
            if created_category:
                created.append(f"category {cat['name']!r} (id {cat['id']})")
            body: dict[str, Any] = {
                "name": name,
                "manufacturer_id": made["id"],
                "category_id": cat["id"],
                "description": description,
                "config": config or {},
            }
            product = await api.create("products", body)
        except ToolError as exc:
            if created:
                raise partial(
                    exc,
                    f"The product was NOT created, but this call already created "
                    f"{' and '.join(created)}; they remain.",
                ) from exc
            raise
    return {
        "product": product,
        "manufacturer": {"id": made["id"], "name": made["name"]},
        "category": {"id": cat["id"], "name": cat["name"]},
        "created_manufacturer": created_manufacturer,
        "created_category": created_category,
        "performed_by": api.email,
    }


async def update_product(
    product: Annotated[
        str,
        Field(description="The product's name or id, e.g. 'BW Ultra'.", min_length=1),
    ],
    name: Annotated[str | None, Field(description="New name.", max_length=200)] = None,
    description: Annotated[
        str | None, Field(description="New description.", max_length=2000)
    ] = None,
    category: Annotated[
        str | None,
        Field(description="Name of an existing category, e.g. 'Thermometers'."),
    ] = None,
    manufacturer: Annotated[
        str | None,
        Field(description="Name of an existing manufacturer, e.g. 'Honeywell'."),
    ] = None,
    config: ConfigChange = None,
) -> dict[str, Any]:
    """Change a product's name, description, category, manufacturer or settings.
    Only the fields given change."""
    async with acme() as api:
        record = await api.resolve("products", product)
        body: dict[str, Any] = {}
        if name is not None:
            body["name"] = name
        if description is not None:
            body["description"] = description
        if category is not None:
            body["category_id"] = (await api.resolve("categories", category))["id"]
        if manufacturer is not None:
            body["manufacturer_id"] = (await api.resolve("manufacturers", manufacturer))["id"]
        if config is not None:
            body["config"] = merge_config(record.get("config") or {}, config)
        if not body:
            raise Refusal(
                "Nothing to change: give name, description, category, manufacturer or config."
            )
        updated = await api.update("products", record["id"], body)
    return {"product": updated, "changed": sorted(body), "performed_by": api.email}


def register(mcp: FastMCP) -> None:
    mcp.tool(register_product, annotations=annotations(), meta=meta(PHRASING["register_product"]))
    mcp.tool(
        update_product,
        annotations=annotations(idempotent=True),
        meta=meta(PHRASING["update_product"]),
    )
