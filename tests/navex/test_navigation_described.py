"""Records described rather than named (issue #15): alerts or work orders narrowed by a
record their list takes no filter for open that record's page ("alarms at denver" is the
site's page, annotation rule v2.1), and questions about what is going on are navigation
even without a kind word in the plural ("what's alarming at the houston refinery right
now").

The promotion rules run on the product's catalog with ranked screens given here and the
product's API stood in by `httpx.MockTransport` (the whole navigator on Acme runs in
`navex eval routing`)."""

from pathlib import Path
from typing import Any

import httpx
import pytest

from navex.navigation import RecordLookup, RequestContext, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.promote import promote_named_record
from navex.navigation.second_look import second_look
from navex.routing import Route, RouteDecision

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"},
        {"id": 2, "name": "Houston refinery", "address": "9200 Clinton Dr, Houston"},
        {"id": 3, "name": "Rotterdam terminal", "address": "Maasvlakteweg 951, Rotterdam"},
    ],
    "/api/devices": [
        {"id": 28, "serial_number": "GW-4001", "name": "Lyon gateway", "site_id": 1},
        {"id": 30, "serial_number": "GW-4003", "name": "Rotterdam gateway", "site_id": 3},
    ],
    "/api/teams": [{"id": 3, "name": "Night shift"}],
    "/api/alerts": [{"id": 6, "message": "Video stream lost on CAM-3002 (Flare stack thermal)"}],
    "/api/users": [{"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"}],
    "/api/manufacturers": [{"id": 2, "name": "Dräger"}],
}

ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


def product_api() -> RecordLookup:
    def handle(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"items": RECORDS.get(request.url.path, [])})

    return RecordLookup(
        httpx.AsyncClient(transport=httpx.MockTransport(handle), base_url="http://p")
    )


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


async def first(catalog: Catalog, query: str, *screens: tuple[str, float]) -> str:
    matches = [ScreenMatch(screen_name=name, score=score) for name, score in screens]
    promoted = await promote_named_record(query, matches, catalog, ALICE, product_api())
    return promoted[0].screen_name


async def routed(catalog: Catalog, query: str, route: Route) -> str:
    decision = RouteDecision(route=route, scores={}, reason="router")
    return (await second_look(decision, query, catalog, ALICE, product_api())).route


@pytest.mark.parametrize(
    ("query", "ranked"),
    [
        ("alarms at lyon", (("alerts_inbox", 0.60), ("alert_details", 0.10))),
        ("how many open tickets at rotterdam", (("work_orders", 0.70), ("site_details", 0.1))),
        ("what's alarming at the houston refinery right now", (("alerts_inbox", 0.5),)),
    ],
)
async def test_a_list_narrowed_by_a_record_it_takes_no_filter_for_opens_its_page(
    catalog: Catalog, query: str, ranked: tuple[tuple[str, float], ...]
) -> None:
    assert await first(catalog, query, *ranked) == "site_details"


async def test_a_list_that_takes_the_narrowing_record_stays(catalog: Catalog) -> None:
    devices = (("device_list", 0.60), ("site_details", 0.20))
    assert await first(catalog, "offline devices at lyon", *devices) == "device_list"
    alerts = (("alerts_inbox", 0.60), ("alert_details", 0.10))
    assert await first(catalog, "open alarms", *alerts) == "alerts_inbox", "nothing narrows"
    gateway = "open alarms on the rotterdam gateway"  # a device: no list is narrowed by one
    assert await first(catalog, gateway, *alerts) == "alerts_inbox"


async def test_what_is_going_on_by_a_lists_value_is_navigation(catalog: Catalog) -> None:
    for query in ("what's alarming at the houston refinery right now", "anything offline?"):
        assert await routed(catalog, query, "unclear") == "navigation", query
    assert await routed(catalog, "anything fun to do tonight?", "unclear") == "unclear"


async def test_a_list_asked_for_itself_stays(catalog: Catalog) -> None:
    alerts = (("alerts_inbox", 0.60), ("alert_details", 0.10))
    several = "are there unacknowledged critical alarms at the lyon plant right now?"
    assert await first(catalog, several, *alerts) == "alerts_inbox", "two of its own filters"
    tickets = (("work_orders", 0.60), ("site_details", 0.10))
    assert await first(catalog, "show me all the open tickets at lyon", *tickets) == ("work_orders")


async def test_who_changed_a_record_is_the_log_not_the_record(catalog: Catalog) -> None:
    settings = (("device_configuration", 0.65), ("audit_log", 0.18), ("device_telemetry", 0.1))
    assert await first(catalog, "who changed gw-4001's settings last week", *settings) == (
        "audit_log"
    )
    site = (("site_details", 0.59), ("audit_log", 0.08))
    which = "need to find out which admin changed the lyon plant's timezone yesterday"
    assert await first(catalog, which, *site) == "audit_log"
    acked = (("alert_details", 0.20), ("alerts_inbox", 0.19), ("escalation_policies", 0.09))
    assert (
        await first(catalog, "who acknowledged the flare stack thermal alarm?", *acked)
        == "alert_details"
    )


@pytest.mark.parametrize(
    "query", ["members of night shift team?", "chi fa parte del team night shift?"]
)
async def test_the_members_of_a_team_are_the_people_list_filtered(
    catalog: Catalog, query: str
) -> None:
    team = (("team_details", 0.96), ("user_list", 0.01))
    assert await first(catalog, query, *team) == "user_list"
