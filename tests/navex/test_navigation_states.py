"""A question about what is in a state opens the list in that state (issue #15, annotation
rule v2; navigation/states.py): "what's under maintenance in Lyon" is the device list
filtered by status and site, not the maintenance schedule the ranker puts first, while
requests that only share a word with a state ("planned maintenance", "the maintenance
team", "dark mode") keep their screens.

The rule runs on the product's catalog with the rankings the ranker gave these requests
(development-set misses) and the product's API stood in by `httpx.MockTransport`; the last
test runs the whole navigator on the real ranker and Acme's API."""

from pathlib import Path
from typing import Any

import httpx
import pytest
from stand_in_product import stand_in_lookup

from conftest import as_user
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, ScreenIndex, load_catalog
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.catalog import Catalog
from navex.navigation.filters import choose_filters
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.promote import promote_named_record

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 4, "serial_number": "GS-1004", "name": "Loading dock"},
        {"id": 28, "serial_number": "GW-4001", "name": "Lyon gateway"},
    ],
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"},
        {"id": 2, "name": "Houston refinery", "address": "Pasadena, TX"},
    ],
    "/api/teams": [{"id": 3, "name": "Maintenance"}, {"id": 4, "name": "Control room"}],
    "/api/users": [{"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"}],
    "/api/work-orders": [{"id": 2, "title": "Replace Lyon gateway antenna"}],
}

ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


def ranked(*names: str) -> list[ScreenMatch]:
    return [ScreenMatch(screen_name=n, score=0.3 - 0.1 * i) for i, n in enumerate(names)]


async def first(catalog: Catalog, query: str, matches: list[ScreenMatch]) -> str:
    lookup = stand_in_lookup(RECORDS, by_id=False)
    promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    return promoted[0].screen_name


async def filters(catalog: Catalog, screen: str, query: str) -> dict[str, str]:
    lookup = stand_in_lookup(RECORDS, by_id=False)
    chosen = await choose_filters(catalog.screen(screen), query, ALICE, catalog, lookup)
    return {f.param: f.value for f in chosen}


@pytest.mark.parametrize(
    ("query", "ranking", "expected"),
    [  # the rankings the ranker gave these development-set rows
        (
            "what's in maintenance mode right now",
            ("team_details", "maintenance_schedule", "main_dashboard"),
            {"status": "maintenance"},
        ),
        (
            "anything not reporting at the moment?",  # the list is not ranked at all
            ("reports", "scheduled_reports", "system_status"),
            {"status": "offline"},
        ),
        (
            "what's under maintenance in Lyon",
            ("maintenance_schedule", "site_details", "work_orders"),
            {"status": "maintenance", "site": "1"},
        ),
        (
            "welke apparaten zijn offline?",
            ("device_map", "webhooks", "global_search"),
            {"status": "offline"},
        ),
        (
            "anything down at the lyon plant?",
            ("site_details", "floor_plans", "device_list"),
            {"status": "offline", "site": "1"},
        ),
        (
            "what's gone dark right now?",
            ("release_notes", "on_call_schedule"),
            {"status": "offline"},
        ),
        # "what is ..." in the catalog's other languages (the ranker's rankings)
        (
            "qu'est-ce qui est hors ligne ?",
            ("work_orders", "audit_log", "on_call_schedule"),
            {"status": "offline"},
        ),
        (
            "was ist gerade in Wartung?",
            ("maintenance_schedule", "system_status", "work_orders"),
            {"status": "maintenance"},
        ),
        (
            "o que está offline agora?",
            ("organization_billing", "on_call_schedule", "work_orders"),
            {"status": "offline"},
        ),
        ("cosa è offline adesso?", ("active_sessions", "webhooks"), {"status": "offline"}),
        # "is any ...": whether one exists, asked of the kind in the singular
        (
            "is any lyon plant device not reporting?",
            ("device_details", "device_list", "reports"),
            {"status": "offline", "site": "1"},
        ),
    ],
)
async def test_a_question_about_a_state_opens_the_list_in_that_state(
    catalog: Catalog, query: str, ranking: tuple[str, ...], expected: dict[str, str]
) -> None:
    assert await first(catalog, query, ranked(*ranking)) == "device_list", query
    assert await filters(catalog, "device_list", query) == expected, query


async def test_a_state_and_how_records_relate_to_the_caller_filter_by_both(
    catalog: Catalog,
) -> None:
    query = "anything assigned to me that's urgent?"  # no word for work orders
    ranking = ("notification_preferences", "help_center", "notifications")
    assert await first(catalog, query, ranked(*ranking)) == "work_orders"
    assert await filters(catalog, "work_orders", query) == {"priority": "urgent", "assignee": "1"}
    asked = "do i have anything urgent assigned?"  # "anything": whatever there is
    assert await first(catalog, asked, ranked(*ranking)) == "work_orders"
    offline = "is anything offline?"
    assert await first(catalog, offline, ranked("system_status", "device_list")) == "device_list"
    # the state alone with words that name no filter keeps the ranker's screen
    kept = "anything urgent to read in my notifications?"
    assert await first(catalog, kept, ranked(*ranking)) == "notification_preferences"


async def test_a_state_of_alerts_asked_in_dutch(catalog: Catalog) -> None:
    """ "meldingen": Acme's Dutch word for its alerts (the catalog's words); "nog": still."""
    dutch = "welke meldingen zijn nog niet bevestigd"
    notifications = ranked("notification_preferences", "organization_billing", "device_list")
    assert await first(catalog, dutch, notifications) == "alerts_inbox"
    assert await filters(catalog, "alerts_inbox", dutch) == {"status": "open"}


@pytest.mark.parametrize(
    ("query", "ranking"),
    [
        ("what maintenance is planned this week", ("maintenance_schedule", "work_orders")),
        ("any planned maintenance in Lyon?", ("maintenance_schedule", "site_details")),
        ("what's the maintenance team working on", ("team_details", "teams")),
        ("show the maintenance team", ("team_details", "teams")),
        ("when did you add dark mode?", ("release_notes", "branding_settings")),
        ("what's down: the platform or the api?", ("system_status", "api_usage")),
        ("any reports failing?", ("reports", "scheduled_reports")),
        ("what's in Lyon", ("site_details", "device_list")),  # a record, no state
    ],
)
async def test_a_word_shared_with_a_state_keeps_its_screen(
    catalog: Catalog, query: str, ranking: tuple[str, ...]
) -> None:
    assert await first(catalog, query, ranked(*ranking)) == ranking[0], query


async def test_several_lists_in_the_state_asked_keep_the_rankers_order(catalog: Catalog) -> None:
    """Work orders and alerts are both "open": the better ranked of them, none unranked."""
    both = ranked("main_dashboard", "work_orders", "alerts_inbox")
    assert await first(catalog, "what's open right now?", both) == "work_orders"
    neither = ranked("main_dashboard", "system_status")
    assert await first(catalog, "what's open right now?", neither) == "main_dashboard"


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def test_what_is_under_maintenance_at_a_site_is_the_list_filtered_by_both(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    carol = await as_user(api, "carol@acme.example")
    headers = {"Authorization": f"Bearer {carol.user_token}"}
    sites = (await api.get("/api/sites", params={"q": "Lyon"}, headers=headers)).json()
    lyon = sites["items"][0]["id"]
    result = await navigator.answer("what's under maintenance in Lyon", carol)
    assert result.answer is not None and result.answer.screen_name == "device_list", result
    assert result.answer.url.endswith(f"/devices?status=maintenance&site={lyon}")
    result = await navigator.answer("what's in maintenance mode right now", carol)
    assert result.answer is not None and result.answer.screen_name == "device_list", result
    assert result.answer.url.endswith("/devices?status=maintenance")
