"""Device tools: onboard a device, change one, decommission one (admins, with approval)."""

from typing import Annotated, Any, Literal

from fastmcp import FastMCP
from pydantic import Field

from acme.tools.api import Refusal, compact
from acme.tools.common import (
    ConfigChange,
    DeviceRef,
    NewConfig,
    acme,
    annotations,
    merge_config,
    meta,
)
from acme.tools.phrasing import PHRASING

# what a person sets; a device goes "offline" by itself when it stops reporting, and
# "decommissioned" only through decommission_device (admins, with approval)
DeviceStatus = Literal["active", "maintenance"]


async def onboard_device(
    serial_number: Annotated[
        str,
        Field(description="The new device's serial number, e.g. 'GS-2001'.", min_length=1),
    ],
    product: Annotated[
        str, Field(description="Its product (model) name, e.g. 'BW Ultra'.", min_length=1)
    ],
    site: Annotated[
        str, Field(description="The site it is installed at, e.g. 'Lyon plant'.", min_length=1)
    ],
    name: Annotated[
        str | None, Field(description="Optional label, e.g. 'Boiler room'.", max_length=200)
    ] = None,
    config: NewConfig = None,
) -> dict[str, Any]:
    """Add (onboard) a new device: serial number, product name and site name."""
    async with acme() as api:
        model = await api.resolve("products", product)
        place = await api.resolve("sites", site)
        body: dict[str, Any] = {
            "serial_number": serial_number,
            "product_id": model["id"],
            "site_id": place["id"],
            "name": name,
            "config": config or {},
        }
        device = await api.create("devices", body)
    return {
        "device": compact("devices", device) | {"config": device.get("config")},
        "product": model["name"],
        "site": place["name"],
        "performed_by": api.email,
    }


async def update_device(
    device: DeviceRef,
    name: Annotated[str | None, Field(description="New label.", max_length=200)] = None,
    site: Annotated[
        str | None, Field(description="Move it to this site, e.g. 'Houston refinery'.")
    ] = None,
    status: Annotated[
        DeviceStatus | None,
        Field(
            description="'maintenance' while someone works on it, 'active' when back in "
            "service. Not a way to retire a device: that is decommission_device."
        ),
    ] = None,
    config: ConfigChange = None,
) -> dict[str, Any]:
    """Change a device's name, site, status or configuration. Only the fields given
    change."""
    async with acme() as api:
        record = await api.resolve("devices", device)
        body: dict[str, Any] = {}
        if name is not None:
            body["name"] = name
        if site is not None:
            body["site_id"] = (await api.resolve("sites", site))["id"]
        if status is not None:
            body["status"] = status
        if config is not None:
            body["config"] = merge_config(record.get("config") or {}, config)
        if not body:
            raise Refusal("Nothing to change: give name, site, status or config.")
        updated = await api.update("devices", record["id"], body)
    return {
        "device": compact("devices", updated) | {"config": updated.get("config")},
        "changed": sorted(body),
        "performed_by": api.email,
    }


async def decommission_device(device: DeviceRef) -> dict[str, Any]:
    """Retire a device from service for good (status 'decommissioned'). Admins only.
    Needs the user's approval."""
    async with acme() as api:
        record = await api.resolve("devices", device)
        updated = await api.request(
            "POST",
            f"/api/devices/{record['id']}/decommission",
            what=f"decommission device {record['serial_number']}",
        )
    return {
        "device": compact("devices", updated),
        "previous_status": record["status"],
        "performed_by": api.email,
    }


def register(mcp: FastMCP) -> None:
    mcp.tool(onboard_device, annotations=annotations(), meta=meta(PHRASING["onboard_device"]))
    mcp.tool(
        update_device,
        annotations=annotations(idempotent=True),
        meta=meta(PHRASING["update_device"]),
    )
    mcp.tool(
        decommission_device,
        annotations=annotations(destructive=True, idempotent=True),
        meta=meta(PHRASING["decommission_device"]),
    )
