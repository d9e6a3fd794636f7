"""Read tools for any kind of record: search by text, read one with what it refers to."""

from typing import Annotated, Any

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from pydantic import Field

from acme.tools.api import compact, describe
from acme.tools.common import Kind, acme, annotations, meta
from acme.tools.phrasing import PHRASING

# a record's field -> (the kind it refers to, the label in get_record's answer)
REFERENCES: dict[str, tuple[str, str]] = {
    "product_id": ("products", "product"),
    "site_id": ("sites", "site"),
    "manufacturer_id": ("manufacturers", "manufacturer"),
    "category_id": ("categories", "category"),
    "team_id": ("teams", "team"),
    "device_id": ("devices", "device"),
    "assignee_id": ("users", "assignee"),
}


async def search_records(
    kind: Annotated[Kind, Field(description="What to search, e.g. 'devices' or 'users'.")],
    query: Annotated[
        str,
        Field(
            description="Text to find in names, serial numbers, emails or titles, "
            "e.g. 'GS-10', 'Tom', 'Lyon'. Empty string lists everything.",
            max_length=200,
        ),
    ] = "",
    limit: Annotated[int, Field(description="At most this many results.", ge=1, le=50)] = 10,
) -> dict[str, Any]:
    """Find records of one kind by text. Returns the matches (id and main fields) and
    the total count. Example: kind='devices', query='Jetty'."""
    async with acme() as api:
        page = await api.page(kind, q=query.strip() or None, limit=limit)
    return {
        "kind": kind,
        "query": query,
        "total": page["total"],
        "items": [compact(kind, r) for r in page["items"]],
    }


async def get_record(
    kind: Annotated[Kind, Field(description="The kind of record, e.g. 'devices'.")],
    id_or_name: Annotated[
        str,
        Field(
            description="Its id or what it is called: a name, a device serial number, "
            "a user's email or full name, e.g. '12', 'GS-1020', 'Lyon plant'.",
            min_length=1,
            max_length=320,
        ),
    ],
) -> dict[str, Any]:
    """Read one record with all its fields and the names of what it refers to
    (a device's product and site, a product's manufacturer and category, ...)."""
    async with acme() as api:
        record = await api.resolve(kind, id_or_name)
        refs: dict[str, Any] = {}
        for field, (ref_kind, label) in REFERENCES.items():
            ident = record.get(field)
            if ident:
                try:
                    refs[label] = describe(ref_kind, await api.get(ref_kind, ident))
                except ToolError:
                    refs[label] = None
    return {"kind": kind, "record": record, "refers_to": refs}


def register(mcp: FastMCP) -> None:
    read = annotations(read_only=True)
    mcp.tool(search_records, annotations=read, meta=meta(PHRASING["search_records"]))
    mcp.tool(get_record, annotations=read, meta=meta(PHRASING["get_record"]))
