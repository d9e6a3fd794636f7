"""The MCP tool server for Acme's API (FastMCP, streamable HTTP).

Every tool acts as the caller: it reads the bearer token of the incoming MCP HTTP request
on each call and sends it to Acme's REST API, which authenticates, scopes to the caller's
org and checks the role. Nothing here is privileged: no service account, no SQL. Chains
(look up a manufacturer, create it if missing, then create the product) are done by code,
so that a small model only has to pass the names the user said.
"""

import zoneinfo
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import date
from typing import Annotated, Any, Literal

import httpx
from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from fastmcp.server.dependencies import get_http_request
from fastmcp.server.lifespan import lifespan
from pydantic import Field
from starlette.applications import Starlette

from acme.tools.api import Api, Refusal, bearer_token, compact, describe
from acme.tools.phrasing import PHRASING, Phrasing

TOOL_VERSION = "1"
MCP_PATH = "/mcp"
DEFAULT_PORT = 8200

INSTRUCTIONS = (
    "Tools for Acme IoT Console, acting as the signed-in user (their role and org apply). "
    "Pass names exactly as the user said them: the tools look up ids themselves. When a "
    "tool answers that a name is ambiguous or unknown, ask the user which one they mean."
)

Kind = Literal[
    "devices",
    "users",
    "products",
    "sites",
    "alerts",
    "work_orders",
    "manufacturers",
    "categories",
    "teams",
    "alert_rules",
]
Role = Literal["admin", "operator", "viewer"]
Priority = Literal["low", "medium", "high", "urgent"]
Severity = Literal["info", "warning", "critical"]
Comparison = Literal[">", ">=", "<", "<=", "=="]
# what a person sets; a device goes "offline" by itself when it stops reporting, and
# "decommissioned" only through decommission_device (admins, with approval)
DeviceStatus = Literal["active", "maintenance"]

Config = dict[str, Any]
ConfigChange = Annotated[
    Config | None,
    Field(
        description="Settings to change, merged into the current ones, e.g. "
        '{"sample_interval_s": 30}. A key set to null is removed.'
    ),
]
DeviceRef = Annotated[
    str,
    Field(
        description="The device's serial number or name, e.g. 'GS-1020' or 'Jetty 3 H2S'.",
        min_length=1,
        max_length=200,
    ),
]
UserRef = Annotated[
    str,
    Field(
        description="The user's email or full name, e.g. 'tom.becker@acme.example' or "
        "'Tom Becker'.",
        min_length=1,
        max_length=320,
    ),
]


def _annotations(
    *, read_only: bool = False, destructive: bool = False, idempotent: bool = False
) -> dict[str, Any]:
    if read_only:
        return {"readOnlyHint": True, "openWorldHint": False}
    return {
        "readOnlyHint": False,
        "destructiveHint": destructive,
        "idempotentHint": idempotent,
        "openWorldHint": False,
    }


def _merge_config(current: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    merged = dict(current)
    for key, value in changes.items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = value
    return merged


def _partial(error: ToolError, created: str) -> ToolError:
    """The error of a chain's later step, plus what its earlier steps created."""
    message = f"{error} {created}"
    return Refusal(message) if isinstance(error, Refusal) else ToolError(message)


def create_tool_server(api_url: str) -> FastMCP:
    """The FastMCP server whose tools call Acme's REST API at `api_url` as the caller.

    Serve it with `create_tool_app` (or `server.http_app(path="/mcp")`); each request must
    carry `Authorization: Bearer <the user's Acme token>`.
    """
    base_url = api_url.rstrip("/")
    shared: dict[str, httpx.AsyncClient] = {}

    @lifespan
    async def http_client(server: FastMCP) -> AsyncIterator[dict[str, Any]]:
        async with httpx.AsyncClient(base_url=base_url, timeout=30.0) as client:
            shared["client"] = client
            try:
                yield {}
            finally:
                shared.pop("client", None)

    mcp = FastMCP(
        "acme-tools",
        instructions=INSTRUCTIONS,
        version="1.0.0",
        lifespan=http_client,
        mask_error_details=True,  # unexpected errors: no stack details to the model
    )

    @asynccontextmanager
    async def acme() -> AsyncIterator[Api]:
        """Acme as the caller of this tool call (the token is read per call)."""
        try:
            authorization = get_http_request().headers.get("authorization")
        except RuntimeError:
            authorization = None
        token = bearer_token(authorization)
        client = shared.get("client")
        if client is not None:
            yield Api(client, token)
            return
        async with httpx.AsyncClient(base_url=base_url, timeout=30.0) as own:
            yield Api(own, token)

    def meta(phrasing: Phrasing) -> dict[str, Any]:
        """The tool's version and how its work is told to a person (see acme.tools.phrasing)."""
        return {"version": TOOL_VERSION, "phrasing": phrasing}

    # --- read ---------------------------------------------------------------------------

    @mcp.tool(annotations=_annotations(read_only=True), meta=meta(PHRASING["search_records"]))
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

    @mcp.tool(annotations=_annotations(read_only=True), meta=meta(PHRASING["get_record"]))
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
            links = {
                "product_id": ("products", "product"),
                "site_id": ("sites", "site"),
                "manufacturer_id": ("manufacturers", "manufacturer"),
                "category_id": ("categories", "category"),
                "team_id": ("teams", "team"),
                "device_id": ("devices", "device"),
                "assignee_id": ("users", "assignee"),
            }
            for field, (ref_kind, label) in links.items():
                ident = record.get(field)
                if ident:
                    try:
                        refs[label] = describe(ref_kind, await api.get(ref_kind, ident))
                    except ToolError:
                        refs[label] = None
        return {"kind": kind, "record": record, "refers_to": refs}

    # --- catalog ------------------------------------------------------------------------

    @mcp.tool(annotations=_annotations(), meta=meta(PHRASING["register_product"]))
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
        config: Annotated[
            Config | None,
            Field(description='Optional settings, e.g. {"sample_interval_s": 15}.'),
        ] = None,
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
                    raise _partial(
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

    @mcp.tool(annotations=_annotations(idempotent=True), meta=meta(PHRASING["update_product"]))
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
                body["config"] = _merge_config(record.get("config") or {}, config)
            if not body:
                raise Refusal(
                    "Nothing to change: give name, description, category, manufacturer or config."
                )
            updated = await api.update("products", record["id"], body)
        return {"product": updated, "changed": sorted(body), "performed_by": api.email}

    # --- devices ------------------------------------------------------------------------

    @mcp.tool(annotations=_annotations(), meta=meta(PHRASING["onboard_device"]))
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
        config: Annotated[
            Config | None,
            Field(description='Optional settings, e.g. {"sample_interval_s": 15}.'),
        ] = None,
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

    @mcp.tool(annotations=_annotations(idempotent=True), meta=meta(PHRASING["update_device"]))
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
                body["config"] = _merge_config(record.get("config") or {}, config)
            if not body:
                raise Refusal("Nothing to change: give name, site, status or config.")
            updated = await api.update("devices", record["id"], body)
        return {
            "device": compact("devices", updated) | {"config": updated.get("config")},
            "changed": sorted(body),
            "performed_by": api.email,
        }

    @mcp.tool(
        annotations=_annotations(destructive=True, idempotent=True),
        meta=meta(PHRASING["decommission_device"]),
    )
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

    # --- users --------------------------------------------------------------------------

    @mcp.tool(annotations=_annotations(), meta=meta(PHRASING["invite_user"]))
    async def invite_user(
        email: Annotated[
            str,
            Field(description="Their email, e.g. 'nina@acme.example'.", min_length=3),
        ],
        full_name: Annotated[
            str, Field(description="First and last name, e.g. 'Nina Novak'.", min_length=1)
        ],
        role: Annotated[
            Role,
            Field(description="admin: everything; operator: devices and work; viewer: read."),
        ],
        team: Annotated[
            str | None, Field(description="Optional team name, e.g. 'Maintenance'.")
        ] = None,
        department: Annotated[
            str | None, Field(description="Optional department, e.g. 'Quality'.", max_length=100)
        ] = None,
    ) -> dict[str, Any]:
        """Invite a new user to the organization (they start as 'invited'). Admins only."""
        async with acme() as api:
            body: dict[str, Any] = {"email": email, "full_name": full_name, "role": role}
            team_name = None
            if team is not None:
                found = await api.resolve("teams", team)
                body["team_id"], team_name = found["id"], found["name"]
            if department is not None:
                body["department"] = department
            user = await api.create("users", body)
        return {"user": compact("users", user), "team": team_name, "performed_by": api.email}

    @mcp.tool(annotations=_annotations(idempotent=True), meta=meta(PHRASING["update_user"]))
    async def update_user(
        user: UserRef,
        full_name: Annotated[str | None, Field(description="New full name.")] = None,
        email: Annotated[str | None, Field(description="New email address.")] = None,
        phone: Annotated[
            str | None, Field(description="New phone, e.g. '+33 6 12 34 56 78'.", max_length=40)
        ] = None,
        role: Annotated[Role | None, Field(description="New role.")] = None,
        department: Annotated[
            str | None, Field(description="New department, e.g. 'Maintenance'.", max_length=100)
        ] = None,
        status: Annotated[
            Literal["active"] | None,
            Field(
                description="'active' reactivates a deactivated user. To deactivate use "
                "deactivate_user; a user is 'invited' only by invite_user."
            ),
        ] = None,
        team: Annotated[str | None, Field(description="Move to this team, by name.")] = None,
    ) -> dict[str, Any]:
        """Change a user's name, email, phone, role, department, status or team. Only the
        fields given change. Admins only."""
        async with acme() as api:
            record = await api.resolve("users", user)
            body: dict[str, Any] = {
                key: value
                for key, value in {
                    "full_name": full_name,
                    "email": email,
                    "phone": phone,
                    "role": role,
                    "department": department,
                    "status": status,
                }.items()
                if value is not None
            }
            if team is not None:
                body["team_id"] = (await api.resolve("teams", team))["id"]
            if not body:
                raise Refusal(
                    "Nothing to change: give full_name, email, phone, role, department, "
                    "status or team."
                )
            updated = await api.update("users", record["id"], body)
        return {
            "user": compact("users", updated),
            "changed": sorted(body),
            "performed_by": api.email,
        }

    @mcp.tool(
        annotations=_annotations(destructive=True, idempotent=True),
        meta=meta(PHRASING["deactivate_user"]),
    )
    async def deactivate_user(user: UserRef) -> dict[str, Any]:
        """Deactivate a user: they can no longer sign in. Admins only. Needs the user's
        approval."""
        async with acme() as api:
            record = await api.resolve("users", user)
            updated = await api.update("users", record["id"], {"status": "deactivated"})
        return {
            "user": compact("users", updated),
            "previous_status": record["status"],
            "performed_by": api.email,
        }

    # --- sites, alerts, work orders -----------------------------------------------------

    @mcp.tool(annotations=_annotations(), meta=meta(PHRASING["create_site"]))
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

    @mcp.tool(annotations=_annotations(), meta=meta(PHRASING["create_alert_rule"]))
    async def create_alert_rule(
        name: Annotated[
            str, Field(description="Rule name, e.g. 'CO high'.", min_length=1, max_length=200)
        ],
        metric: Annotated[
            str,
            Field(
                description="Reading to watch, e.g. 'co_ppm', 'h2s_ppm', 'temperature_c', "
                "'battery'.",
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

    @mcp.tool(annotations=_annotations(idempotent=True), meta=meta(PHRASING["acknowledge_alert"]))
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

    @mcp.tool(annotations=_annotations(), meta=meta(PHRASING["create_work_order"]))
    async def create_work_order(
        title: Annotated[
            str,
            Field(
                description="What to do, e.g. 'Replace sensor head'.", min_length=1, max_length=200
            ),
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

    return mcp


TOOL_NAMES = (
    "search_records",
    "get_record",
    "register_product",
    "update_product",
    "onboard_device",
    "update_device",
    "decommission_device",
    "invite_user",
    "update_user",
    "deactivate_user",
    "create_site",
    "create_alert_rule",
    "acknowledge_alert",
    "create_work_order",
)


def create_tool_app(api_url: str, *, stateless: bool = True) -> Starlette:
    """The ASGI app serving the tools at /mcp over streamable HTTP.

    Stateless by default: no MCP session lives in process memory, so replicas behind a
    load balancer need no sticky sessions (the token travels with every request anyway).
    """
    return create_tool_server(api_url).http_app(path=MCP_PATH, stateless_http=stateless)
