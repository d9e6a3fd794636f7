"""The MCP tool server, end to end: a real Acme over HTTP, the tool server over streamable
HTTP in front of it, and fastmcp's Client sending each user's bearer token. Every effect
is checked through Acme's REST API, as the user who should (or should not) see it."""

import json
import re
from collections.abc import AsyncIterator, Generator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from fastmcp import Client
from fastmcp.client.transports import StreamableHttpTransport

import acme
from acme.tools import MCP_PATH, TOOL_NAMES, create_tool_server
from conftest import bearer, login, serve

USERS = {
    "alice": "alice@acme.example",
    "bob": "bob@acme.example",
    "carol": "carol@acme.example",
    "dave": "dave@globex.example",
}


@dataclass
class Stack:
    mcp_url: str
    rest: httpx.AsyncClient
    tokens: dict[str, str]

    def client(self, user: str | None) -> Client[StreamableHttpTransport]:
        headers = bearer(self.tokens[user]) if user else None
        return Client(StreamableHttpTransport(self.mcp_url, headers=headers))

    async def call(self, user: str | None, tool: str, /, **arguments: Any) -> dict[str, Any]:
        async with self.client(user) as client:
            result = await client.call_tool(tool, arguments, raise_on_error=False)
        assert not result.is_error, result.content[0].text
        assert isinstance(result.structured_content, dict)
        return result.structured_content

    async def fail(self, user: str | None, tool: str, /, **arguments: Any) -> str:
        """The error text of a call that must fail."""
        async with self.client(user) as client:
            result = await client.call_tool(tool, arguments, raise_on_error=False)
        assert result.is_error, f"{tool} should have failed: {result.structured_content}"
        return str(result.content[0].text)

    async def get(self, user: str, path: str, **params: Any) -> Any:
        response = await self.rest.get(path, params=params, headers=bearer(self.tokens[user]))
        assert response.status_code == 200, response.text
        return response.json()

    async def items(self, user: str, kind: str, q: str) -> list[dict[str, Any]]:
        page = await self.get(user, f"/api/{kind}", q=q, limit=200)
        return list(page["items"])

    async def one(self, user: str, kind: str, field: str, value: str) -> dict[str, Any]:
        found = [r for r in await self.items(user, kind, value) if r[field] == value]
        assert len(found) == 1, (kind, value, found)
        return found[0]


@pytest.fixture
async def stack(live_acme: str, mcp_url: str) -> AsyncIterator[Stack]:
    async with httpx.AsyncClient(base_url=live_acme) as rest:
        tokens = {name: await login(rest, email) for name, email in USERS.items()}
        yield Stack(mcp_url, rest, tokens)


# --- the tool list -----------------------------------------------------------------------


async def test_lists_exactly_the_spec_tools_with_annotations_and_versions(stack: Stack) -> None:
    async with stack.client("carol") as client:
        tools = {tool.name: tool for tool in await client.list_tools()}
    assert sorted(tools) == sorted(TOOL_NAMES)
    assert len(tools) == 14 and "find_screen" not in tools
    for name, tool in tools.items():
        hints = tool.annotations
        assert hints is not None, name
        assert tool.meta and tool.meta.get("version") == "1", name
        assert tool.description and len(tool.description) < 400, name
        if name in ("search_records", "get_record"):
            assert hints.read_only_hint is True, name
            continue
        assert hints.read_only_hint is False, name
        assert hints.destructive_hint is (name in ("decommission_device", "deactivate_user")), name
    assert tools["acknowledge_alert"].annotations.idempotent_hint is True
    assert tools["create_site"].annotations.idempotent_hint is False
    # enums are spelled out for the model
    props = {name: tool.input_schema["properties"] for name, tool in tools.items()}
    assert _enum(props["invite_user"]["role"]) == ["admin", "operator", "viewer"]
    assert _enum(props["create_work_order"]["priority"]) == ["low", "medium", "high", "urgent"]
    assert _enum(props["create_alert_rule"]["severity"]) == ["info", "warning", "critical"]
    assert _enum(props["create_alert_rule"]["comparison"]) == [">", ">=", "<", "<=", "=="]
    assert _enum(props["update_device"]["status"]) == ["active", "maintenance"]
    assert "work_orders" in _enum(props["search_records"]["kind"])
    assert "e.g." in props["register_product"]["manufacturer"]["description"]
    assert tools["register_product"].input_schema["required"] == [
        "name",
        "category",
        "manufacturer",
    ]


def _enum(schema: dict[str, Any]) -> list[str]:
    for option in [schema, *schema.get("anyOf", [])]:
        if "enum" in option:
            return list(option["enum"])
    raise AssertionError(f"no enum in {schema}")


# --- phrasing: the product's words for each tool (its `_meta.phrasing`) -------------------

NAVIGATION = Path(acme.__file__).parent / "catalog" / "navigation.json"
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
OPTIONAL = re.compile(r"\[([^\[\]]*)\]")
READ_TOOLS = {"search_records", "get_record"}
NO_SCREEN = {"create_alert_rule"}  # no screen shows one alert rule


def _mandatory(template: str) -> list[str]:
    """Placeholders outside `[ ... ]` segments: they must always have a value."""
    return PLACEHOLDER.findall(OPTIONAL.sub("", template))


def _optional(template: str) -> list[str]:
    return [p for segment in OPTIONAL.findall(template) for p in PLACEHOLDER.findall(segment)]


def _screens() -> dict[str, set[str]]:
    """screen_name -> the placeholders of its web_url that a record must fill."""
    catalog = json.loads(NAVIGATION.read_text(encoding="utf-8"))
    return {
        screen["screen_name"]: set(PLACEHOLDER.findall(screen["web_url"])) - {"hostname", "org_id"}
        for screen in catalog["screens"]
    }


async def _tools(stack: Stack) -> dict[str, Any]:
    async with stack.client("carol") as client:
        return {tool.name: tool for tool in await client.list_tools()}


async def test_every_tool_brings_its_phrasing(stack: Stack) -> None:
    screens = _screens()
    tools = await _tools(stack)
    for name, tool in tools.items():
        phrasing = tool.meta["phrasing"]
        properties = tool.input_schema["properties"]
        required = set(tool.input_schema.get("required", []))
        assert phrasing["action"] == phrasing["action"].lower(), name
        assert phrasing["action"] and phrasing["summary"], name
        # the summary is read before the call: arguments only, each a real one; what is
        # always shown must be an argument that is always given
        summary = phrasing["summary"]
        assert all(p.startswith("args.") for p in PLACEHOLDER.findall(summary)), name
        assert {p.removeprefix("args.") for p in PLACEHOLDER.findall(summary)} <= set(properties), (
            name
        )
        assert {p.removeprefix("args.") for p in _mandatory(summary)} <= required, name
        if name in READ_TOOLS:
            assert set(phrasing) == {"action", "summary"}, name
            continue
        assert phrasing["done"], name
        templates = [phrasing["done"]]
        if name in NO_SCREEN:
            assert "record" not in phrasing, name
        else:
            record = phrasing["record"]
            assert record["screen"] in screens, (name, record["screen"])
            assert set(record["parameters"]) == screens[record["screen"]], name
            assert all(v.startswith("result.") for v in record["parameters"].values()), name
            assert record["label"], name
            templates.append(record["label"])
        for template in templates:
            for path in PLACEHOLDER.findall(template):
                root, _, rest = path.partition(".")
                assert root in ("args", "result") and rest, (name, path)
                if root == "args":
                    assert rest in properties, (name, path)


_MISSING = object()


def _lookup(path: str, values: dict[str, Any]) -> Any:
    """The value at dotted `path`; _MISSING when a key on the way does not exist (a null
    on the way ends the path with None: an optional part that is absent)."""
    current: Any = values
    for part in path.split("."):
        if current is None:
            return None
        if not isinstance(current, dict) or part not in current:
            return _MISSING
        current = current[part]
    return current


def _check_result_paths(phrasing: dict[str, Any], arguments: dict[str, Any], result: Any) -> None:
    """Each `{result.…}` of `done` and of the record exists in `result`; those outside
    `[ ... ]` (and the record's parameters) also have a value."""
    values = {"args": arguments, "result": result}
    record = phrasing.get("record")
    templates = [phrasing["done"], *([record["label"]] if record else [])]
    mandatory = [p for t in templates for p in _mandatory(t)]
    mandatory += list(record["parameters"].values()) if record else []
    for path in mandatory:
        value = _lookup(path, values)
        assert value not in (_MISSING, None, "", [], {}), (path, result)
    for path in (p for t in templates for p in _optional(t)):
        if path.startswith("result."):
            assert _lookup(path, values) is not _MISSING, (path, result)


async def test_done_and_record_paths_are_in_the_real_results(stack: Stack) -> None:
    """Each write tool called for real: its phrasing's `{result.…}` paths find values."""
    phrasings = {name: tool.meta["phrasing"] for name, tool in (await _tools(stack)).items()}
    calls: list[tuple[str, str, dict[str, Any]]] = [
        ("bob", "register_product", {"name": "Wesco X", "category": "Gas", "manufacturer": "W"}),
        ("bob", "update_product", {"product": "Wesco X", "description": "Four-gas"}),
        (
            "bob",
            "onboard_device",
            {"serial_number": "GS-3001", "product": "Wesco X", "site": "Lyon plant"},
        ),
        (
            "bob",
            "onboard_device",
            {
                "serial_number": "GS-3002",
                "product": "BW Ultra",
                "site": "Lyon plant",
                "name": "Dock 2",
            },
        ),
        ("bob", "update_device", {"device": "GS-3001", "status": "maintenance"}),
        ("alice", "decommission_device", {"device": "GS-3001"}),
        ("alice", "decommission_device", {"device": "GS-3002"}),
        (
            "alice",
            "invite_user",
            {"email": "nina@acme.example", "full_name": "Nina Novak", "role": "viewer"},
        ),
        (
            "alice",
            "invite_user",
            {
                "email": "ole@acme.example",
                "full_name": "Ole Berg",
                "role": "operator",
                "team": "Maintenance",
            },
        ),
        ("alice", "update_user", {"user": "Tom Becker", "role": "operator"}),
        ("alice", "deactivate_user", {"user": "tom.okafor@acme.example"}),
        ("bob", "create_site", {"name": "Antwerp depot"}),
        (
            "bob",
            "create_site",
            {"name": "Ghent depot", "address": "Dok 3", "timezone": "Europe/Brussels"},
        ),
        (
            "bob",
            "create_alert_rule",
            {"name": "CO hi", "metric": "co_ppm", "comparison": ">", "threshold": 35},
        ),
        (
            "bob",
            "create_alert_rule",
            {
                "name": "O2 lo",
                "metric": "o2_pct",
                "comparison": "<",
                "threshold": 19.5,
                "product": "BW Ultra",
                "device_group": "portables",
            },
        ),
        ("bob", "acknowledge_alert", {"alert": "GS-1009"}),
        ("bob", "create_work_order", {"title": "Bump test"}),
        (
            "bob",
            "create_work_order",
            {
                "title": "Swap head",
                "device": "GS-1020",
                "due_date": "2026-12-15",
                "assignee": "Priya Raman",
            },
        ),
    ]
    assert {tool for _, tool, _ in calls} == set(TOOL_NAMES) - READ_TOOLS
    for user, tool, arguments in calls:
        result = await stack.call(user, tool, **arguments)
        _check_result_paths(phrasings[tool], arguments, result)
    # the full calls fill the optional parts too
    order = await stack.call(
        "bob", "create_work_order", title="Fix", device="GS-1020", assignee="Priya Raman"
    )
    for path in _optional(phrasings["create_work_order"]["done"]):
        if path != "result.work_order.due_date":
            assert _lookup(path, {"result": order}) not in (_MISSING, None), path


# --- register_product: the chain of the spec ---------------------------------------------


async def test_register_product_creates_a_missing_manufacturer_in_the_callers_org(
    stack: Stack,
) -> None:
    result = await stack.call(
        "alice",
        "register_product",
        name="Wesco gas sensor",
        category="Gas sensors",
        manufacturer="Wesco",
        description="Four-gas detector",
        config={"sample_interval_s": 15},
    )
    assert result["created_manufacturer"] is True
    assert result["created_category"] is False
    assert result["performed_by"] == "alice@acme.example"

    maker = await stack.one("alice", "manufacturers", "name", "Wesco")
    product = await stack.one("alice", "products", "name", "Wesco gas sensor")
    gas = await stack.one("alice", "categories", "name", "Gas sensors")
    assert product["manufacturer_id"] == maker["id"] == result["manufacturer"]["id"]
    assert product["category_id"] == gas["id"]
    assert product["config"] == {"sample_interval_s": 15}
    assert result["product"]["id"] == product["id"]
    # nothing in Globex
    assert await stack.items("dave", "manufacturers", "Wesco") == []
    assert await stack.items("dave", "products", "Wesco") == []


async def test_register_product_reuses_an_existing_manufacturer_and_category(
    stack: Stack,
) -> None:
    makers_before = (await stack.get("alice", "/api/manufacturers"))["total"]
    categories_before = (await stack.get("alice", "/api/categories"))["total"]
    result = await stack.call(
        "bob",  # operators may register products
        "register_product",
        name="BW Flex",
        category="gas sensor",  # singular, lower case
        manufacturer="honeywell",
    )
    assert result["created_manufacturer"] is False
    assert result["created_category"] is False
    assert result["manufacturer"]["name"] == "Honeywell"
    assert result["category"]["name"] == "Gas sensors"
    assert result["performed_by"] == "bob@acme.example"
    assert (await stack.get("alice", "/api/manufacturers"))["total"] == makers_before
    assert (await stack.get("alice", "/api/categories"))["total"] == categories_before
    honeywell = await stack.one("alice", "manufacturers", "name", "Honeywell")
    assert (await stack.one("alice", "products", "name", "BW Flex"))[
        "manufacturer_id"
    ] == honeywell["id"]

    # the same product again: refused before anything is written
    message = await stack.fail(
        "bob", "register_product", name="bw flex", category="Gas sensors", manufacturer="Acme X"
    )
    assert "already exists" in message
    assert await stack.items("alice", "manufacturers", "Acme X") == []


async def test_a_chain_that_fails_half_way_says_what_it_created(stack: Stack) -> None:
    # Acme refuses NUL characters in JSON (422) only when the product itself is created,
    # after the manufacturer and the category were.
    message = await stack.fail(
        "alice",
        "register_product",
        name="Broken sensor",
        category="Flow meters",
        manufacturer="Krohne",
        config={"note": "bad\x00value"},
    )
    assert "(422)" in message and "NUL" in message
    krohne = await stack.one("alice", "manufacturers", "name", "Krohne")
    flow = await stack.one("alice", "categories", "name", "Flow meters")
    assert "product was NOT created" in message
    assert f"manufacturer 'Krohne' (id {krohne['id']})" in message
    assert f"category 'Flow meters' (id {flow['id']})" in message
    assert await stack.items("alice", "products", "Broken sensor") == []


# --- every other tool, checked through the REST API --------------------------------------


async def test_device_tools(stack: Stack) -> None:
    onboarded = await stack.call(
        "bob",
        "onboard_device",
        serial_number="GS-2001",
        product="bw ultra",
        site="Lyon plant",
        name="Boiler room 2",
        config={"sample_interval_s": 10, "alarm_low": 5},
    )
    assert onboarded["performed_by"] == "bob@acme.example"
    device = await stack.one("alice", "devices", "serial_number", "GS-2001")
    lyon = await stack.one("alice", "sites", "name", "Lyon plant")
    bw = await stack.one("alice", "products", "name", "BW Ultra")
    assert (device["site_id"], device["product_id"], device["name"]) == (
        lyon["id"],
        bw["id"],
        "Boiler room 2",
    )

    updated = await stack.call(
        "bob",
        "update_device",
        device="Boiler room 2",
        site="Houston refinery",
        status="maintenance",
        config={"sample_interval_s": 30, "alarm_low": None},
    )
    assert updated["changed"] == ["config", "site_id", "status"]
    device = await stack.get("alice", f"/api/devices/{device['id']}")
    houston = await stack.one("alice", "sites", "name", "Houston refinery")
    assert device["site_id"] == houston["id"]
    assert device["status"] == "maintenance"
    assert device["config"] == {"sample_interval_s": 30}  # merged; null removed a key

    retired = await stack.call("alice", "decommission_device", device="GS-2001")
    assert retired["previous_status"] == "maintenance"
    assert retired["performed_by"] == "alice@acme.example"
    assert (await stack.get("alice", f"/api/devices/{device['id']}"))["status"] == (
        "decommissioned"
    )


async def test_user_tools(stack: Stack) -> None:
    invited = await stack.call(
        "alice",
        "invite_user",
        email="nina@acme.example",
        full_name="Nina Novak",
        role="operator",
        team="maintenance",
    )
    assert invited["performed_by"] == "alice@acme.example"
    nina = await stack.one("alice", "users", "email", "nina@acme.example")
    team = await stack.one("alice", "teams", "name", "Maintenance")
    assert (nina["status"], nina["role"], nina["team_id"]) == ("invited", "operator", team["id"])

    await stack.call(
        "alice", "update_user", user="Tom Becker", phone="+31 6 1234 5678", role="admin"
    )
    tom = await stack.one("alice", "users", "email", "tom.becker@acme.example")
    assert (tom["phone"], tom["role"]) == ("+31 6 1234 5678", "admin")

    gone = await stack.call("alice", "deactivate_user", user="tom.okafor@acme.example")
    assert gone["previous_status"] == "active"
    okafor = await stack.one("alice", "users", "email", "tom.okafor@acme.example")
    assert okafor["status"] == "deactivated"

    # Acme's own rule comes back as the reason
    message = await stack.fail("alice", "deactivate_user", user="Alice Admin")
    assert "(409)" in message and "your own account" in message


async def test_catalog_site_alert_and_work_order_tools(stack: Stack) -> None:
    await stack.call(
        "bob",
        "update_product",
        product="Polytron 8700",
        description="Fixed IR detector",
        config={"output": "HART"},
    )
    polytron = await stack.one("alice", "products", "name", "Polytron 8700")
    assert polytron["description"] == "Fixed IR detector"
    assert polytron["config"] == {"range_lel_pct": 100, "output": "HART"}

    site = await stack.call(
        "bob", "create_site", name="Antwerp depot", address="Haven 12", timezone="Europe/Brussels"
    )
    assert site["performed_by"] == "bob@acme.example"
    antwerp = await stack.one("alice", "sites", "name", "Antwerp depot")
    assert (antwerp["address"], antwerp["timezone"]) == ("Haven 12", "Europe/Brussels")
    assert "Unknown time zone" in await stack.fail(
        "bob", "create_site", name="Nowhere", timezone="Mars/Olympus"
    )
    assert await stack.items("alice", "sites", "Nowhere") == []

    await stack.call(
        "bob",
        "create_alert_rule",
        name="O2 low",
        metric="o2_pct",
        comparison="<",
        threshold=19.5,
        severity="critical",
        product="BW Ultra",
    )
    rule = await stack.one("alice", "alert-rules", "name", "O2 low")
    bw = await stack.one("alice", "products", "name", "BW Ultra")
    assert (rule["product_id"], rule["comparison"], rule["threshold"], rule["severity"]) == (
        bw["id"],
        "<",
        19.5,
        "critical",
    )

    alert = (await stack.items("alice", "alerts", "GS-1009"))[0]
    assert alert["status"] == "open"
    acked = await stack.call("bob", "acknowledge_alert", alert=str(alert["id"]))
    assert acked["previous_status"] == "open"
    alert = await stack.get("alice", f"/api/alerts/{alert['id']}")
    assert (alert["status"], alert["acknowledged_by"]) == ("acknowledged", "bob@acme.example")

    order = await stack.call(
        "bob",
        "create_work_order",
        title="Bump test jetty 3",
        device="GS-1020",
        priority="high",
        due_date="2026-12-15",
        assignee="Priya Raman",
    )
    assert (order["device"], order["assignee"]) == ("GS-1020", "priya.raman@acme.example")
    saved = await stack.one("alice", "work-orders", "title", "Bump test jetty 3")
    priya = await stack.one("alice", "users", "email", "priya.raman@acme.example")
    jetty = await stack.one("alice", "devices", "serial_number", "GS-1020")
    assert (saved["device_id"], saved["assignee_id"], saved["priority"], saved["due_date"]) == (
        jetty["id"],
        priya["id"],
        "high",
        "2026-12-15",
    )


async def test_read_tools(stack: Stack) -> None:
    found = await stack.call("carol", "search_records", kind="devices", query="Jetty", limit=2)
    assert found["total"] == 4 and len(found["items"]) == 2
    assert all("Jetty" in item["name"] for item in found["items"])
    assert "created_at" not in found["items"][0]

    record = await stack.call("carol", "get_record", kind="devices", id_or_name="gs-1020")
    assert record["record"]["serial_number"] == "GS-1020"
    assert record["refers_to"] == {
        "product": f"BW Ultra (id {record['record']['product_id']})",
        "site": f"Rotterdam terminal (id {record['record']['site_id']})",
    }
    by_id = await stack.call(
        "carol", "get_record", kind="devices", id_or_name=str(record["record"]["id"])
    )
    assert by_id["record"] == record["record"]

    message = await stack.fail("carol", "get_record", kind="sites", id_or_name="Paris office")
    assert "No site matches 'Paris office'" in message and "Lyon plant" in message


# --- names, roles and tenants -------------------------------------------------------------


async def test_an_ambiguous_name_lists_the_candidates_and_changes_nothing(stack: Stack) -> None:
    users_before = await stack.items("alice", "users", "Tom")
    orders_before = (await stack.get("alice", "/api/work-orders"))["total"]

    message = await stack.fail("alice", "update_user", user="Tom", role="viewer")
    assert message.startswith("2 users match 'Tom'")
    assert "Tom Becker <tom.becker@acme.example>" in message
    assert "Tom Okafor <tom.okafor@acme.example>" in message

    message = await stack.fail("bob", "create_work_order", title="Check pump", assignee="tom")
    assert "Tom Becker" in message and "Tom Okafor" in message

    assert await stack.items("alice", "users", "Tom") == users_before
    assert (await stack.get("alice", "/api/work-orders"))["total"] == orders_before


async def test_an_alert_is_named_by_its_device_and_ambiguity_lists_the_alerts(
    stack: Stack,
) -> None:
    """A small model knows the device, not the alert's id: the tool finds the open alert."""
    message = await stack.fail("bob", "acknowledge_alert", alert="exceeds the")
    assert message.startswith("2 alerts match 'exceeds the'")
    assert "GS-1009" in message and "GS-1008" in message
    assert [a["status"] for a in await stack.items("alice", "alerts", "GS-1009")] == ["open"]
    assert "No alert matches" in await stack.fail("bob", "acknowledge_alert", alert="XQ-0000")

    acked = await stack.call("bob", "acknowledge_alert", alert="the CO alert on GS-1009")
    assert acked["previous_status"] == "open"
    assert "GS-1009" in acked["alert"]["message"]
    alert = (await stack.items("alice", "alerts", "GS-1009"))[0]
    assert (alert["status"], alert["acknowledged_by"]) == ("acknowledged", "bob@acme.example")
    assert [a["status"] for a in await stack.items("alice", "alerts", "GS-1008")] == ["open"]


async def test_a_viewer_cannot_write_and_nothing_is_written(stack: Stack) -> None:
    message = await stack.fail(
        "carol",
        "register_product",
        name="Wesco gas sensor",
        category="Gas sensors",
        manufacturer="Wesco",
    )
    assert "(403)" in message
    assert "Your role (viewer) may not do this; it needs operator or higher." in message
    assert await stack.items("alice", "manufacturers", "Wesco") == []
    assert await stack.items("alice", "products", "Wesco") == []

    message = await stack.fail("carol", "update_device", device="GS-1020", status="maintenance")
    assert "Your role (viewer) may not do this" in message
    jetty = await stack.one("alice", "devices", "serial_number", "GS-1020")
    assert jetty["status"] == "active"


async def test_an_operator_cannot_decommission(stack: Stack) -> None:
    message = await stack.fail("bob", "decommission_device", device="GS-1020")
    assert "(403)" in message and "Your role (operator) may not do this" in message
    jetty = await stack.one("alice", "devices", "serial_number", "GS-1020")
    assert jetty["status"] == "active"
    # nor through update_device's status (not even offered to the model)
    message = await stack.fail("bob", "update_device", device="GS-1020", status="decommissioned")
    assert "active" in message and "maintenance" in message  # the allowed values
    # nor set "offline", which only the device itself reports
    message = await stack.fail("bob", "update_device", device="GS-1020", status="offline")
    assert "active" in message and "maintenance" in message
    jetty = await stack.one("alice", "devices", "serial_number", "GS-1020")
    assert jetty["status"] == "active"


async def test_another_org_cannot_touch_acme_records(stack: Stack) -> None:
    jetty = await stack.one("alice", "devices", "serial_number", "GS-1020")

    message = await stack.fail("dave", "update_device", device="GS-1020", status="maintenance")
    assert "No device matches 'GS-1020'" in message
    assert "GS-1020" not in message.split("Some devices:")[-1]
    message = await stack.fail("dave", "decommission_device", device=str(jetty["id"]))
    assert "No device matches" in message
    message = await stack.fail("dave", "get_record", kind="devices", id_or_name=str(jetty["id"]))
    assert "Jetty 3" not in message

    found = await stack.call("dave", "search_records", kind="devices", query="GS-10")
    assert found == {"kind": "devices", "query": "GS-10", "total": 0, "items": []}
    found = await stack.call("dave", "search_records", kind="users", query="acme.example")
    assert found["total"] == 0

    # Dave's own Honeywell is new in Globex; Acme's Honeywell stays Acme's alone
    acme_honeywell = await stack.one("alice", "manufacturers", "name", "Honeywell")
    result = await stack.call(
        "dave",
        "register_product",
        name="Globex H2S probe",
        category="Gas sensors",
        manufacturer="Honeywell",
    )
    assert result["created_manufacturer"] is True
    assert result["manufacturer"]["id"] != acme_honeywell["id"]
    assert result["performed_by"] == "dave@globex.example"
    assert await stack.items("alice", "products", "Globex H2S probe") == []
    assert (await stack.get("alice", f"/api/devices/{jetty['id']}")) == jetty


async def test_without_a_token_nothing_runs(stack: Stack) -> None:
    message = await stack.fail(None, "search_records", kind="devices", query="GS")
    assert "No bearer token" in message
    message = await stack.fail(None, "create_site", name="Ghost site")
    assert "No bearer token" in message

    stack.tokens["mallory"] = "not-a-jwt"
    message = await stack.fail("mallory", "create_site", name="Ghost site")
    assert "(401)" in message
    assert await stack.items("alice", "sites", "Ghost") == []


class _SwitchableBearer(httpx2.Auth):
    """Like navex's interceptor: the token may change between calls of one session."""

    def __init__(self, token: str) -> None:
        self.token = token

    def auth_flow(self, request: httpx2.Request) -> Generator[httpx2.Request, Any, None]:
        request.headers["Authorization"] = f"Bearer {self.token}"
        yield request


@pytest.mark.parametrize("stateful", [False, True], ids=["stateless", "stateful"])
async def test_the_token_is_read_on_every_call(
    stack: Stack, live_acme: str, stateful: bool
) -> None:
    """One MCP session, two users: each call acts as the token it carries, also when the
    server keeps sessions (`create_tool_server(...).http_app()`, as an embedding app may)."""
    auth = _SwitchableBearer(stack.tokens["alice"])
    with ExitStack() as servers:
        url = stack.mcp_url
        if stateful:
            app = create_tool_server(live_acme).http_app(path=MCP_PATH)
            url = servers.enter_context(serve(app, "the MCP tool server")) + MCP_PATH
        async with Client(StreamableHttpTransport(url, auth=auth)) as client:
            first = await client.call_tool("create_site", {"name": "Site by Alice"})
            auth.token = stack.tokens["carol"]
            second = await client.call_tool(
                "create_site", {"name": "Site by Carol"}, raise_on_error=False
            )
            auth.token = stack.tokens["bob"]
            third = await client.call_tool("create_site", {"name": "Site by Bob"})
    assert first.structured_content["performed_by"] == "alice@acme.example"
    assert second.is_error and "(403)" in second.content[0].text
    assert third.structured_content["performed_by"] == "bob@acme.example"
    assert await stack.items("alice", "sites", "Site by Carol") == []
    assert len(await stack.items("alice", "sites", "Site by")) == 2
