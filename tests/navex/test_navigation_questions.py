"""Which screen a request names beyond the ranker (issue #15, annotation rule v2): questions
about what exists open the filtered list, a record of another kind does not replace the
form the request asks for, a page for no named record gives way to its list; whose page
"someone's" is; and the record lookups' manners (the caller's API rate, one read per list).

The promotion rules run on the product's catalog with ranked screens given here and the
product's API stood in by `httpx.MockTransport`; the last tests run the whole navigator on
the real ranker and Acme's API."""

from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from stand_in_product import stand_in_lookup

from conftest import as_user
from navex.embeddings import local_encoder
from navex.evals import RoutingRow, evaluate_routing
from navex.navigation import Navigator, RecordLookup, RequestContext, ScreenIndex, load_catalog
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.promote import promote_named_record
from navex.navigation.record_names import match_records, named_words, names_kind_in_plural
from navex.navigation.records import one_read_per_request

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 4, "serial_number": "GS-1004", "name": "Loading dock"},
        {"id": 20, "serial_number": "GS-1020", "name": "Jetty 3 H2S"},
        {"id": 28, "serial_number": "GW-4001", "name": "Lyon gateway"},
    ],
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"},
        {"id": 2, "name": "Houston refinery", "address": "Pasadena, TX"},
    ],
    "/api/alerts": [
        {"id": 7, "message": "LEL at 12% on GS-1017 (Vapour recovery) for 10 minutes"},
        {"id": 9, "message": "H2S at 12.4 ppm on GS-1020 (Jetty 3 H2S)"},
    ],
    "/api/users": [
        {"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"},
        {"id": 5, "full_name": "Tom Okafor", "email": "tom.okafor@acme.example"},
    ],
    "/api/work-orders": [{"id": 3, "title": "Bump test rescue team detectors", "assignee_id": 5}],
}

ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


def product_api(calls: list[str], status: Callable[[int], int] = lambda n: 200) -> RecordLookup:
    """A lookup over a stand-in of the product's list API; `status(n)` answers the n-th
    call (a 429 says Retry-After: 0.01); no record by id."""
    return stand_in_lookup(RECORDS, calls=calls, status=status, by_id=False)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


def ranked(*screens: tuple[str, float]) -> list[ScreenMatch]:
    return [ScreenMatch(screen_name=name, score=score) for name, score in screens]


async def first(catalog: Catalog, query: str, matches: list[ScreenMatch]) -> str:
    promoted = await promote_named_record(query, matches, catalog, ALICE, product_api([]))
    return promoted[0].screen_name


async def test_a_question_about_many_records_opens_their_filtered_list(catalog: Catalog) -> None:
    """The device list declares a site filter: a question about devices at a site is the
    list narrowed to it, not the site's page the ranker put first. A list without such a
    filter does not move ("which teams is Tom Okafor in" is the person's page)."""
    site_first = ranked(("site_details", 0.30), ("floor_plans", 0.11), ("device_list", 0.10))
    assert await first(catalog, "which gateways are at the Lyon plant?", site_first) == (
        "device_list"
    )
    assert await first(catalog, "wie viele Kameras haben wir in Houston?", site_first) == (
        "device_list"
    )
    asked = "il y a des capteurs déconnectés à la Houston refinery ?"  # "are there ..."
    assert await first(catalog, asked, site_first) == "device_list"
    assert await first(catalog, "where are the gateways at the Lyon plant", site_first) == (
        "site_details"
    ), "where something is, not what exists"
    category = ranked(("product_categories", 0.37), ("device_list", 0.13))
    assert await first(catalog, "what is the category 'Détecteurs portables' for?", category) == (
        "product_categories"
    ), "quoted text to search for is no filter"
    person = ranked(("user_details", 0.79), ("teams", 0.07), ("team_details", 0.03))
    assert await first(catalog, "which teams is Tom Okafor in", person) == "user_details"


async def test_a_list_keeps_its_place_for_a_question_about_its_records(catalog: Catalog) -> None:
    """An alert's message names GS-1020, yet "are there any open alerts on GS-1020?" asks
    what exists: the alert list, not that alert's page."""
    matches = ranked(("alerts_inbox", 0.33), ("device_details", 0.31), ("alert_details", 0.13))
    assert await first(catalog, "are there any open alerts on GS-1020?", matches) == (
        "alerts_inbox"
    )
    assert await first(catalog, "open the alert on GS-1020", matches) == "alert_details"


async def test_a_record_page_for_no_named_record_gives_way_to_a_close_list(
    catalog: Catalog,
) -> None:
    matches = ranked(("alert_details", 0.44), ("alerts_inbox", 0.34), ("alert_rules", 0.03))
    assert await first(catalog, "open the alarm inbx", matches) == "alerts_inbox"
    for named in ("open alarm 99", "open Zed's alarm"):
        assert await first(catalog, named, matches) == "alert_details", named
    far = ranked(("alert_details", 0.44), ("alert_rules", 0.10), ("alerts_inbox", 0.10))
    assert await first(catalog, "open the alarm inbx", far) == "alert_details"
    tickets = ranked(("work_order_details", 0.44), ("work_orders", 0.25))
    assert await first(catalog, "open the tickit", tickets) == "work_orders"
    # one ticket of a person the list is filtered by: hers, not the list
    assert await first(catalog, "het ticket van tom okafor", tickets) == "work_order_details"
    # one ticket in a state the list is filtered by: that one, unless a list is asked for
    assert await first(catalog, "a ordem de serviço cancelada", tickets) == "work_order_details"
    assert await first(catalog, "the cancelled ticket list", tickets) == "work_orders"


async def test_a_record_of_another_kind_leaves_the_form_first(catalog: Catalog) -> None:
    """The site says where the new device goes; the form is the answer. A device named by
    its name still brings its own page up over the same form."""
    form = ranked(("onboard_device", 0.28), ("site_details", 0.20), ("floor_plans", 0.20))
    assert await first(catalog, "add a new sensor at the Lyon plant", form) == "onboard_device"
    job = ranked(("create_work_order", 0.26), ("device_details", 0.15))
    assert await first(catalog, "need a new job for the gateway GW-4001", job) == (
        "create_work_order"
    )
    dock = ranked(("onboard_device", 0.11), ("main_dashboard", 0.08), ("device_details", 0.07))
    assert await first(catalog, "open the loading dock sensor", dock) == "device_details"


async def test_one_word_shared_with_another_kind_is_no_name(catalog: Catalog) -> None:
    """ "form" is not "for" (a word of an alert's message), and one such word is too little
    to open a record of another kind than the first screen's."""
    alerts = RECORDS["/api/alerts"]
    found, _ = match_records("the edit form for Ines", catalog.parameters["alert_id"], alerts, [])
    assert found.outcome == "none"
    matches = ranked(("edit_user_details", 0.19), ("edit_profile", 0.08), ("alert_details", 0.03))
    assert await first(catalog, "open the edit form for Ines Moreau", matches) == (
        "edit_user_details"
    )
    spare = ranked(("spare_parts_inventory", 0.31), ("device_list", 0.13), ("floor_plans", 0.05))
    assert await first(catalog, "any h2s sensor cells left at lyon", spare) == (
        "spare_parts_inventory"
    ), "a gas in a device's name is no serial, a site's one word is no name"


def test_a_reading_in_a_label_is_not_a_serial(catalog: Catalog) -> None:
    alert = catalog.parameters["alert_id"]
    found, _ = match_records("what's the status of alert 12", alert, RECORDS["/api/alerts"], [])
    assert found.outcome == "none", "'12%' is a reading, not alert 12"
    found, _ = match_records("show the alert about GS-1020", alert, RECORDS["/api/alerts"], [])
    assert (found.outcome, found.whole) == ("one", True)


def test_a_kind_word_in_the_plural_names_no_record(catalog: Catalog) -> None:
    users = catalog.parameters["user_id"]
    assert named_words("let operators manage billing too", users, []) == [
        "manage",
        "billing",
        "too",
    ]


@pytest.mark.parametrize(
    ("query", "self_named", "someone_else"),
    [
        ("my profile", True, False),
        ("take me to my profile", True, False),
        ("my own profile please, not someone else's", True, False),
        ("i need to change someone's department, take me to their edit page", False, True),
        ("as an admin, where do i change somebody else's department", False, True),
        ("change my colleague's phone", False, True),
        ("i need to look at carol viewer's user page", False, False),
        ("what's my email", True, False),
        # "I" of a verb for looking is who asks, not whose record
        ("can I look at Erin Walsh from Globex?", False, False),
        ("can i see my own page", True, False),
    ],
)
def test_whose_record_the_request_means(
    catalog: Catalog, query: str, self_named: bool, someone_else: bool
) -> None:
    found, _ = match_records(query, catalog.parameters["user_id"], [], [])
    assert (found.self_named, found.someone_else) == (self_named, someone_else)


def test_the_callers_own_record_said_with_a_possessive_of_its_kind(catalog: Catalog) -> None:
    """ "my own team's page": the kind's word takes the possessive, the record is mine."""
    team = catalog.parameters["team_id"]
    found, _ = match_records("take me to my own team's page", team, [], [])
    assert found.self_named
    found, _ = match_records("take me to carol's team page", team, [], [])
    assert not found.self_named


async def test_a_lookup_over_the_callers_rate_waits_its_retry_after(catalog: Catalog) -> None:
    """Over the caller's API rate the product answers 429: the lookup waits as told and
    reads again, instead of "no device called GS-1020"."""
    calls: list[str] = []
    lookup = product_api(calls, status=lambda n: 429 if n == 1 else 200)
    found = await lookup.find(catalog.parameters["device_id"], "open GS-1020", "t")
    assert (found.outcome, [r.id for r in found.records]) == ("one", [20])
    assert calls == ["/api/devices", "/api/devices"]


async def test_a_request_reads_each_list_once(catalog: Catalog) -> None:
    calls: list[str] = []
    lookup = product_api(calls)
    devices = catalog.parameters["device_id"]
    with one_read_per_request():
        await lookup.find(devices, "open GS-1020", "t")
        await lookup.find(devices, "GS-1020 telemetry", "t")
    assert calls == ["/api/devices"]
    await lookup.find(devices, "open GS-1020", "t")
    assert calls == ["/api/devices"] * 2, "a new request reads afresh"


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def test_someone_elses_page_asks_whose(navigator: Navigator, api: httpx.AsyncClient) -> None:
    alice = await as_user(api, "alice@acme.example")
    other = await navigator.answer(
        "i have to edit somebody's phone number, open their edit page", alice
    )
    assert other.clarification is not None, other
    assert (other.clarification.screen_name, other.clarification.record) == (
        "edit_user_details",
        "ask",
    )
    own = await navigator.answer("my own profile please, not someone else's", alice)
    assert own.answer is not None and own.answer.screen_name == "profile", own


async def test_which_devices_at_a_site_is_the_list_filtered_by_it(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    headers = {"Authorization": f"Bearer {alice.user_token}"}
    sites = (await api.get("/api/sites", params={"q": "Houston"}, headers=headers)).json()
    houston = sites["items"][0]["id"]
    result = await navigator.answer("which gateways are at the Houston refinery?", alice)
    assert result.answer is not None and result.answer.screen_name == "device_list", result
    assert result.answer.url.endswith(f"/devices?site={houston}")


async def test_eval_routing_scores_the_routers_whole_decision(index: ScreenIndex) -> None:
    """A bare word is unclear by the router's rule, beside its classifier: the evaluation
    scores what the router decides, not the classifier's scores alone."""
    from navex.assistant import router_from_settings
    from navex.config import NavexSettings

    router = router_from_settings(NavexSettings(), local_encoder())
    rows = [RoutingRow(id="bare", query="webhook", route="unclear")]
    report = await evaluate_routing(router, index, rows)
    assert report.route_accuracy == 1.0


@pytest.mark.parametrize(
    ("query", "kind", "plural"),
    [
        ("mostra le fatture", "invoice_id", True),
        ("quali sensori sono in manutenzione?", "device_id", True),
        ("quali dispositivi abbiamo a Lione", "device_id", True),
        ("apri il sensore GS-1020", "device_id", False),
        ("la fattura di marzo", "invoice_id", False),
        # Dutch doubles a long vowel back in the singular: "facturen", "factuur"
        ("open de facturen", "invoice_id", True),
        ("de factuur van vorige maand", "invoice_id", False),
        # Portuguese: the catalog's words for an invoice and an alarm
        ("mostre as faturas", "invoice_id", True),
        ("detalhes do alarme de bateria fraca", "alert_id", False),
        # German plurals with an umlaut the catalog lists beside the singular
        ("zeig mir die offenen Aufträge", "work_order_id", True),
        ("den Auftrag 4 öffnen", "work_order_id", False),
        ("l'alarme de batterie", "alert_id", False),  # French for one alarm
    ],
)
def test_italian_dutch_and_portuguese_plurals_name_the_kind_in_the_plural(
    catalog: Catalog, query: str, kind: str, plural: bool
) -> None:
    assert names_kind_in_plural(query, catalog.parameters[kind]) is plural
