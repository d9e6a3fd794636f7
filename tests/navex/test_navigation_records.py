"""Records by what people call them, a person's page, screens the role cannot open and the
alternatives under an answer (issue #15), on real parts: PostgreSQL + pgvector, the int8
MiniLM encoder, and Acme's API over HTTP as the asking user."""

import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import as_user, listed_as
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, RequestContext, Screen, ScreenIndex
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.name_words import read_name_words

NAME_WORDS = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "name_words.yaml"


class SlowPicker:
    """The model's pick, as slow as its timeout: a clarification must not wait for it."""

    def __init__(self) -> None:
        self.calls = 0

    async def pick(self, query: str, candidates: list[Screen]) -> str | None:
        self.calls += 1
        return None


@pytest.fixture
def picker() -> SlowPicker:
    return SlowPicker()


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient, picker: SlowPicker) -> Navigator:
    return Navigator(
        index,
        local_encoder(),
        MemorySemanticCache(),
        RecordLookup(api),
        picker=picker,
        pick_margin=1.0,
    )


async def record_id(api: httpx.AsyncClient, who: RequestContext, path: str, q: str) -> int:
    headers = {"Authorization": f"Bearer {who.user_token}"}
    items = (await api.get(path, params={"q": q}, headers=headers)).json()["items"]
    assert len(items) == 1, items
    return int(items[0]["id"])


async def test_a_device_by_its_name(navigator: Navigator, api: httpx.AsyncClient) -> None:
    alice = await as_user(api, "alice@acme.example")
    dock = await record_id(api, alice, "/api/devices", "Loading dock")
    result = await navigator.answer("open the loading dock sensor", alice)
    assert result.answer is not None, result
    assert result.answer.screen_name == "device_details"
    assert result.answer.url.endswith(f"/orgs/{alice.org_id}/devices/{dock}")


async def test_a_piece_of_a_hyphenated_name_said_alone_is_another_word(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "am" in "Thermometer am Tank 4" is German for "at the", not the product "X-am 5600"
    whose devices would leave out the thermometer meant; "the x-am" still names it."""
    alice = await as_user(api, "alice@acme.example")
    tank = await record_id(api, alice, "/api/devices", "Tank 4 product")
    x_am = await record_id(api, alice, "/api/products", "X-am 5600")
    result = await navigator.answer("Messwerte vom Thermometer am Tank 4 in Rotterdam", alice)
    assert result.answer is not None, result
    assert result.answer.url.endswith(f"/devices/{tank}/telemetry"), result.answer.url
    result = await navigator.answer("open the x-am product page", alice)
    assert result.answer is not None, result
    assert result.answer.url.endswith(f"/products/{x_am}"), result.answer.url


@pytest.mark.parametrize(
    ("who", "query", "name"),
    [
        ("alice@acme.example", "camera overlooking the jetties", "Jetty overview"),  # -ies
        ("alice@acme.example", "bw ultra covering the southern tank farm", "Tank farm south"),
        ("dave@globex.example", "high-lift pump one thermometer", "High-lift pump 1"),
    ],
)
async def test_a_plural_an_adjective_or_a_number_word_of_a_name(
    navigator: Navigator, api: httpx.AsyncClient, who: str, query: str, name: str
) -> None:
    navigator.name_words = read_name_words(NAME_WORDS)  # Acme's: "southern" is south
    caller = await as_user(api, who)
    device = await record_id(api, caller, "/api/devices", name)
    result = await navigator.answer(query, caller)
    assert result.answer is not None, result
    assert result.answer.url.endswith(f"/devices/{device}"), result.answer.url


async def test_one_names_no_number_but_after_a_word_of_the_name(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "the one at the jetty" is any jetty device, not Jetty 1."""
    alice = await as_user(api, "alice@acme.example")
    result = await navigator.answer("the one at the jetty", alice)
    assert result.clarification is not None and result.clarification.record == "several"


async def test_an_alert_called_a_warning_by_what_it_says(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """People call alerts warnings ("warnung" was the catalog's word, "warning" was not:
    the request opened a device search that found nothing)."""
    dave = await as_user(api, "dave@globex.example")
    alerts = await listed_as(api, dave, "/api/alerts")
    for query, starts in (
        ("that warning about the hot relay cabinet", "cabinet temperature"),
        ("the warning on the leeds outfall router", "router gxw-8004"),
        ("open the chlorine room warning", "chlorine at"),
    ):
        alert = next(a for a in alerts if a["message"].lower().startswith(starts))
        result = await navigator.answer(query, dave)
        assert result.answer is not None, (query, result)
        assert (result.answer.screen_name, result.records) == (
            "alert_details",
            {"alert_id": alert["id"]},
        ), query


async def test_a_serial_without_punctuation_or_case(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    for asked, serial in (("open gs1020", "GS-1020"), ("open GS 1004", "GS-1004")):
        expected = await record_id(api, alice, "/api/devices", serial)
        result = await navigator.answer(asked, alice)
        assert result.answer is not None, (asked, result)
        assert result.answer.url.endswith(f"/devices/{expected}"), (asked, result.answer.url)


async def test_a_possessive_names_the_person_not_s(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    priya = await record_id(api, alice, "/api/users", "Priya Raman")
    result = await navigator.answer("open Priya Raman's profile", alice)
    assert result.answer is not None, result
    assert result.answer.url.endswith(f"/orgs/{alice.org_id}/users/{priya}")
    zed = await navigator.answer("open Zed's profile", alice)
    assert zed.clarification is not None and zed.clarification.record == "none"
    assert "Zed" in zed.clarification.question and "“s”" not in zed.clarification.question


async def test_several_records_are_a_choice_of_ready_links(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    result = await navigator.answer("open Tom's profile", alice)
    assert result.answer is None and result.clarification is not None
    assert result.clarification.record == "several"
    links = {o.label: o.url for o in result.clarification.options}
    becker = await record_id(api, alice, "/api/users", "Tom Becker")
    okafor = await record_id(api, alice, "/api/users", "Tom Okafor")
    assert links == {
        "Tom Becker": f"https://acme.localhost:8000/orgs/{alice.org_id}/users/{becker}",
        "Tom Okafor": f"https://acme.localhost:8000/orgs/{alice.org_id}/users/{okafor}",
    }
    reactors = await navigator.answer("device details of reactor hall", alice)
    assert reactors.clarification is not None, reactors
    labels = [o.label for o in reactors.clarification.options]
    assert labels == ["GS-1002 Reactor hall A", "GS-1003 Reactor hall B"]
    dave = await as_user(api, "dave@globex.example")
    routers = await navigator.answer("the router out at leeds", dave)  # "out": not a name
    assert routers.clarification is not None, routers
    labels = [o.label for o in routers.clarification.options]
    assert labels == ["GXW-8004 Leeds outfall router", "GXW-8005 Leeds station router"]


async def test_a_list_filter_several_records_fit_is_a_choice_of_filtered_lists(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    result = await navigator.answer("work orders assigned to tom?", alice)
    assert result.answer is None and result.clarification is not None, "not every work order"
    assert result.clarification.record == "several"
    assert result.clarification.question == "Several users fit “tom”: which one do you mean?"
    becker = await record_id(api, alice, "/api/users", "Tom Becker")
    okafor = await record_id(api, alice, "/api/users", "Tom Okafor")
    lists = f"https://acme.localhost:8000/orgs/{alice.org_id}/work-orders?assignee="
    assert {o.label: o.url for o in result.clarification.options} == {
        "Tom Becker": f"{lists}{becker}",
        "Tom Okafor": f"{lists}{okafor}",
    }


async def test_no_record_says_so_and_offers_the_list(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    result = await navigator.answer("open sensor GS-9999", alice)
    assert result.clarification is not None and result.clarification.record == "none"
    assert "GS-9999" in result.clarification.question
    assert [(o.label, o.url) for o in result.clarification.options] == [
        ("All devices", f"https://acme.localhost:8000/orgs/{alice.org_id}/devices")
    ]
    # the site and the kind said too: still none, not a choice of the jetty's sensors
    result = await navigator.answer("pull up sensor GS-1027 on the rotterdam jetty", alice)
    assert result.clarification is not None and result.clarification.record == "none", result
    assert "GS-1027" in result.clarification.question


async def test_another_tenants_person_is_not_found(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    dave = await as_user(api, "dave@globex.example")
    result = await navigator.answer("open Priya Raman's profile", dave)
    assert result.answer is None and result.clarification is not None
    assert result.clarification.record == "none"
    assert "Priya Raman" in result.clarification.question
    assert all("/users/" not in o.url or "/orgs/2/" in o.url for o in result.clarification.options)


async def test_ones_own_page_is_the_profile(navigator: Navigator, api: httpx.AsyncClient) -> None:
    alice = await as_user(api, "alice@acme.example")
    for asked in ("open Alice Admin's profile", "my profile"):
        result = await navigator.answer(asked, alice)
        assert result.answer is not None, (asked, result)
        assert result.answer.screen_name == "profile", asked
        assert result.answer.url == f"https://acme.localhost:8000/users/{alice.user_id}/profile"


async def test_another_persons_page_is_user_details(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    okafor = await record_id(api, alice, "/api/users", "Tom Okafor")
    result = await navigator.answer("open Tom Okafor's profile", alice)
    assert result.answer is not None, result
    assert (result.answer.screen_name, result.answer.title) == ("user_details", "User details")
    assert result.answer.url == f"https://acme.localhost:8000/orgs/{alice.org_id}/users/{okafor}"
    assert "profile" not in {a.screen_name for a in result.answer.alternatives}


async def test_a_forbidden_screen_says_who_can(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    carol = await as_user(api, "carol@acme.example")
    result = await navigator.answer("go to billing", carol)
    assert result.answer is None, "no other screen swapped in"
    assert result.denied is not None and result.denied.screen_name == "organization_billing"
    assert result.clarification is not None
    question = result.clarification.question
    assert "Billing exists" in question and "viewer" in question and "admins" in question


async def test_alternatives_far_behind_are_left_out(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    billing = await navigator.answer("go to billing", alice)
    assert billing.answer is not None and billing.answer.screen_name == "organization_billing"
    assert len(billing.ranked) >= 3, "others ranked, far behind"
    assert billing.answer.alternatives == []
    battery = await navigator.answer("what's the battery level of GS-1020?", alice)
    assert battery.answer is not None
    assert "device_telemetry" in [a.screen_name for a in battery.answer.alternatives]


async def test_another_page_about_the_same_record_is_next(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """Under a page about one side of a record, its own page; under its own page, a page
    about one side of it: second, shown with its link, however low the ranker put it."""
    alice = await as_user(api, "alice@acme.example")
    dock = await record_id(api, alice, "/api/devices", "Loading dock")
    result = await navigator.answer("loading dock gas levels", alice)
    assert result.answer is not None and result.answer.screen_name != "device_details"
    assert result.ranked[1] == "device_details", result.ranked
    first = result.answer.alternatives[0]
    assert first.screen_name == "device_details"
    assert first.url is not None and first.url.endswith(f"/devices/{dock}")
    readings = await navigator.answer("gs-1020 readings", alice)
    assert readings.answer is not None and readings.answer.screen_name == "device_telemetry"
    assert [a.screen_name for a in readings.answer.alternatives][:1] == ["device_details"]
    site = await navigator.answer("the houston site", alice)
    assert site.answer is not None and site.answer.screen_name == "site_details"
    assert [a.screen_name for a in site.answer.alternatives][:1] == ["floor_plans"]


async def test_a_clarification_is_fast_and_waits_for_no_model(
    navigator: Navigator, api: httpx.AsyncClient, picker: SlowPicker
) -> None:
    alice = await as_user(api, "alice@acme.example")
    await navigator.answer("open the dashboard", alice)  # warm the encoder and the ranker
    picker.calls = 0
    started = time.perf_counter()
    result = await navigator.answer("open Tom's profile", alice)
    elapsed = time.perf_counter() - started
    print(f"clarification for 'open Tom's profile': {elapsed * 1000:.0f} ms")
    assert result.clarification is not None and result.clarification.record == "several"
    assert picker.calls == 0


async def test_eval_routing_scores_the_record_as_the_rows_user(
    navigator: Navigator, index: ScreenIndex, api: httpx.AsyncClient
) -> None:
    from navex.assistant import router_from_settings
    from navex.config import NavexSettings
    from navex.evals import RoutingRow, evaluate_routing
    from navex.evals.routing_product import row_navigation

    alice = await as_user(api, "alice@acme.example")
    rows = [
        RoutingRow(
            id="dock",
            query="open the loading dock sensor",
            route="navigation",
            screen="device_details",
            record={"device_id": 4},
        ),
        RoutingRow(
            id="toms",
            query="open Tom's profile",
            route="navigation",
            screen="user_details",
            record="several",
        ),
        RoutingRow(
            id="other-org",
            query="open Priya Raman's profile",
            route="navigation",
            screen="user_details",
            user="dave@globex.example",
            record="none",
        ),
        RoutingRow(
            id="wrong-on-purpose",
            query="open GS-1020",
            route="navigation",
            screen="device_details",
            record={"device_id": 19},
        ),
        RoutingRow(
            id="billing",
            query="go to billing",
            route="navigation",
            screen="organization_billing",
            user="carol@acme.example",
            denied=True,
        ),
        # a viewer may not read invoices: no link may hold one, and the row is not scored
        RoutingRow(
            id="viewer-invoice",
            query="open the latest invoice",
            route="navigation",
            screen="invoice_detail",
            user="carol@acme.example",
            denied=True,
            record={"invoice_id": _latest_invoice_id(await listed_as(api, alice, "/api/invoices"))},
        ),
    ]
    router = router_from_settings(NavexSettings(), local_encoder())
    navigation = await row_navigation(navigator, api, rows)
    report = await evaluate_routing(router, index, rows, navigation)
    assert (report.n_record, report.record_accuracy) == (4, 0.75)
    assert [m.id for m in report.record_misses] == ["wrong-on-purpose"]
    assert (report.n_record_unreadable, report.record_unreadable) == (1, ["viewer-invoice"])
    assert (report.n_denied, report.denied_accuracy) == (2, 1.0)
    assert report.nav_top1 == 1.0


def _latest_invoice_id(invoices: list[dict[str, Any]]) -> int:
    return int(max(invoices, key=lambda invoice: str(invoice["period"]))["id"])
