"""Operations tools: create a site, create an alert rule, acknowledge an alert, open a
work order."""

import zoneinfo
from datetime import date
from typing import Annotated, Any, Literal

from fastmcp import FastMCP
from pydantic import Field

from acme.tools.api import Refusal, compact
from acme.tools.common import acme, annotations, meta
from acme.tools.phrasing import PHRASING

Priority = Literal["low", "medium", "high", "urgent"]
Severity = Literal["info", "warning", "critical"]
Comparison = Literal[">", ">=", "<", "<=", "=="]


async def create_site(
    name: Annotated[
        str, Field(description="Site name, e.g. 'Lyon plant'.", min_length=1, max_length=200)
    ],
    address: Annotated[
        str | None,
        Field(description="Optional postal address, e.g. '12 Rue X, Lyon'.", max_length=500),
    ] = None,
    timezone: Annotated[
        str | None,
        Field(description="IANA time zone, e.g. 'Europe/Paris'. Default UTC.", max_length=64),
    ] = None,
) -> dict[str, Any]:
    """Create a site (plant, facility)."""
    body: dict[str, Any] = {"name": name, "address": address}
    if timezone is not None:
        known = zoneinfo.available_timezones()
        if known and timezone not in known:
            raise Refusal(
                f"Unknown time zone {timezone!r}: use an IANA name such as 'Europe/Paris' "
                "or 'America/Chicago'. Nothing was created."
            )
        body["timezone"] = timezone
    async with acme() as api:
        site = await api.create("sites", body)
    return {"site": compact("sites", site), "performed_by": api.email}


async def create_alert_rule(
    name: Annotated[
        str, Field(description="Rule name, e.g. 'CO high'.", min_length=1, max_length=200)
    ],
    metric: Annotated[
        str,
        Field(
            description="Reading to watch, e.g. 'co_ppm', 'h2s_ppm', 'temperature_c', 'battery'.",
            min_length=1,
            max_length=64,
        ),
    ],
    comparison: Annotated[Comparison, Field(description="How to compare, e.g. '>'.")],
    threshold: Annotated[float, Field(description="The limit, e.g. 35.")],
    severity: Annotated[Severity, Field(description="How serious an alert is.")] = "warning",
    product: Annotated[
        str | None, Field(description="Only devices of this product, e.g. 'BW Ultra'.")
    ] = None,
    device_group: Annotated[
        str | None,
        Field(description="Only this device group, e.g. 'portable detectors'.", max_length=100),
    ] = None,
) -> dict[str, Any]:
    """Create an alert rule: alert when `metric` `comparison` `threshold`, e.g. co_ppm
    > 35, for a product or device group (or all devices)."""
    async with acme() as api:
        body: dict[str, Any] = {
            "name": name,
            "metric": metric,
            "comparison": comparison,
            "threshold": threshold,
            "severity": severity,
            "device_group": device_group,
        }
        product_name = None
        if product is not None:
            found = await api.resolve("products", product)
            body["product_id"], product_name = found["id"], found["name"]
        rule = await api.create("alert_rules", body)
    return {
        "alert_rule": compact("alert_rules", rule),
        "product": product_name,
        "performed_by": api.email,
    }


async def acknowledge_alert(
    alert: Annotated[
        str,
        Field(
            description="Which alert: its id ('12'), or the serial of the device it is on "
            "('GS-1009'), or words of its message ('CO on GS-1009'). An open alert is "
            "preferred; several matches come back as a list to choose from.",
            min_length=1,
            max_length=200,
        ),
    ],
) -> dict[str, Any]:
    """Acknowledge an open alert: someone is on it."""
    async with acme() as api:
        before = await api.resolve_alert(alert)
        ident = before["id"]
        acked = await api.request(
            "POST", f"/api/alerts/{ident}/acknowledge", what=f"acknowledge alert {ident}"
        )
    return {
        "alert": compact("alerts", acked),
        "previous_status": before["status"],
        "performed_by": api.email,
    }


async def create_work_order(
    title: Annotated[
        str,
        Field(description="What to do, e.g. 'Replace sensor head'.", min_length=1, max_length=200),
    ],
    device: Annotated[
        str | None, Field(description="Serial number or name of the device, e.g. 'GS-1011'.")
    ] = None,
    priority: Annotated[Priority, Field(description="How urgent.")] = "medium",
    due_date: Annotated[
        date | None, Field(description="Due date as YYYY-MM-DD, e.g. '2026-12-15'.")
    ] = None,
    assignee: Annotated[
        str | None, Field(description="Email or full name of who does it, e.g. 'Bob Operator'.")
    ] = None,
    description: Annotated[
        str | None, Field(description="Optional details.", max_length=4000)
    ] = None,
) -> dict[str, Any]:
    """Open a maintenance work order, optionally for a device and assigned to a user."""
    async with acme() as api:
        body: dict[str, Any] = {
            "title": title,
            "priority": priority,
            "description": description,
            "due_date": due_date.isoformat() if due_date else None,
        }
        names: dict[str, str | None] = dict.fromkeys(
            ("device", "device_name", "assignee", "assignee_name")
        )
        if device is not None:
            found = await api.resolve("devices", device)
            body["device_id"] = found["id"]
            names["device"], names["device_name"] = found["serial_number"], found["name"]
        if assignee is not None:
            person = await api.resolve("users", assignee)
            body["assignee_id"] = person["id"]
            names["assignee"], names["assignee_name"] = person["email"], person["full_name"]
        order = await api.create("work_orders", body)
    return {"work_order": compact("work_orders", order), **names, "performed_by": api.email}


def register(mcp: FastMCP) -> None:
    mcp.tool(create_site, annotations=annotations(), meta=meta(PHRASING["create_site"]))
    mcp.tool(create_alert_rule, annotations=annotations(), meta=meta(PHRASING["create_alert_rule"]))
    mcp.tool(
        acknowledge_alert,
        annotations=annotations(idempotent=True),
        meta=meta(PHRASING["acknowledge_alert"]),
    )
    mcp.tool(create_work_order, annotations=annotations(), meta=meta(PHRASING["create_work_order"]))
