"""Records narrowed by the state the request names (navigation/in_state.py): of the
records its words fit, those in the state it says, read through Acme's API as the asking
user, on real parts."""

import httpx
import pytest

from conftest import as_user, listed_as
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, RequestContext, ScreenIndex
from navex.navigation.cache import MemorySemanticCache


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def _linked(navigator: Navigator, query: str, who: RequestContext) -> str:
    result = await navigator.answer(query, who)
    assert result.answer is not None, (query, result.clarification)
    return result.answer.url


async def test_one_word_of_a_name_gives_way_to_the_state_said(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "Chlorine store" is active: the chlorine detector that is offline is another."""
    dave = await as_user(api, "dave@globex.example")
    devices = await listed_as(api, dave, "/api/devices")
    named = next(d for d in devices if d["name"] == "Chlorine store")
    assert named["status"] == "active"
    products = {p["id"]: p for p in await listed_as(api, dave, "/api/products")}
    offline = [
        d
        for d in devices
        if d["status"] == "offline"
        and "chlorine" in products[d["product_id"]]["description"].lower()
    ]
    assert len(offline) == 1
    url = await _linked(navigator, "the chlorine detector that's offline", dave)
    assert url.endswith(f"/devices/{offline[0]['id']}")
    # named by its state and more of its name, it stays the record named
    url = await _linked(navigator, "the chlorine store sensor", dave)
    assert url.endswith(f"/devices/{named['id']}")


async def test_several_that_fit_are_narrowed_to_those_in_the_state(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    dave = await as_user(api, "dave@globex.example")
    users = await listed_as(api, dave, "/api/users")
    erin = next(u for u in users if u["full_name"].startswith("Erin"))
    hers = [
        w for w in await listed_as(api, dave, "/api/work-orders") if w["assignee_id"] == erin["id"]
    ]
    done = [w for w in hers if w["status"] == "done"]
    assert len(hers) > 1 and len(done) == 1
    url = await _linked(navigator, "erin's completed ticket", dave)
    assert url.endswith(f"/work-orders/{done[0]['id']}")


async def test_two_states_and_a_word_for_the_kind_name_one_record(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    orders = await listed_as(api, alice, "/api/work-orders")
    low_done = [w for w in orders if w["status"] == "done" and w["priority"] == "low"]
    assert len(low_done) == 1
    url = await _linked(navigator, "the finished low-priority job", alice)
    assert url.endswith(f"/work-orders/{low_done[0]['id']}")


async def test_a_title_named_by_two_of_its_words_stays_whatever_state_is_said(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "sensor" is a word for a device, but of this work order's title it is its own:
    "as done" is what to make it, not another work order that is done."""
    alice = await as_user(api, "alice@acme.example")
    orders = await listed_as(api, alice, "/api/work-orders")
    head = [w for w in orders if "sensor head" in w["title"].lower()]
    assert len(head) == 1 and head[0]["status"] != "done"
    assert any(w["status"] == "done" for w in orders)
    url = await _linked(navigator, "mark the sensor head job as done", alice)
    assert url.endswith(f"/work-orders/{head[0]['id']}")


async def test_a_record_described_by_more_than_its_kind_stays_whatever_state_is_said(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "down in houston" is where; the Honeywell thermometer at Houston is in maintenance,
    not offline, and stays the one described rather than an offline Houston device."""
    alice = await as_user(api, "alice@acme.example")
    sites = {s["name"]: s["id"] for s in await listed_as(api, alice, "/api/sites")}
    makers = {m["name"]: m["id"] for m in await listed_as(api, alice, "/api/manufacturers")}
    products = await listed_as(api, alice, "/api/products")
    honeywell = {p["id"] for p in products if p["manufacturer_id"] == makers["Honeywell"]}
    devices = await listed_as(api, alice, "/api/devices")
    meant = [
        d
        for d in devices
        if d["site_id"] == sites["Houston refinery"]
        and d["product_id"] in honeywell
        and d["serial_number"].startswith("TH-")
    ]
    assert len(meant) == 1 and meant[0]["status"] != "offline"
    url = await _linked(navigator, "the honeywell thermometer down in houston", alice)
    assert url.endswith(f"/devices/{meant[0]['id']}")


async def test_a_cut_choice_is_not_narrowed_to_the_few_it_shows(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """More Houston devices fit than a choice shows: the two in maintenance are not all
    among the first eight, so the answer stays a choice rather than the one it saw."""
    alice = await as_user(api, "alice@acme.example")
    sites = {s["name"]: s["id"] for s in await listed_as(api, alice, "/api/sites")}
    devices = await listed_as(api, alice, "/api/devices")
    houston = [d for d in devices if d["site_id"] == sites["Houston refinery"]]
    held = [d for d in houston if d["status"] == "maintenance"]
    assert len(held) == 2 and len(houston) > 8
    result = await navigator.answer("the houston device that's in maintenance mode", alice)
    assert result.answer is None
    assert result.clarification is not None and result.clarification.record == "several"
    # the choice is of the two in maintenance, not of the first eight at Houston
    offered = {o.url.rsplit("/", 1)[-1] for o in result.clarification.options}
    assert offered == {str(d["id"]) for d in held}
    # "unit" is a word for the kind, not the name of the active "Crude unit H2S"
    query = "whichever houston unit is flagged as under maintenance"
    result = await navigator.answer(query, alice)
    assert result.clarification is not None, result.answer
    offered = {o.url.rsplit("/", 1)[-1] for o in result.clarification.options}
    assert offered == {str(d["id"]) for d in held}


async def test_a_cut_choice_gives_way_to_the_one_in_the_state(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "lyon unit" fits more Lyon devices than a choice shows; one of them is offline."""
    alice = await as_user(api, "alice@acme.example")
    sites = {s["name"]: s["id"] for s in await listed_as(api, alice, "/api/sites")}
    devices = await listed_as(api, alice, "/api/devices")
    lyon = [d for d in devices if d["site_id"] == sites["Lyon plant"]]
    offline = [d for d in lyon if d["status"] == "offline"]
    assert len(offline) == 1 and len(lyon) > 8
    url = await _linked(navigator, "whichever lyon unit stopped reporting", alice)
    assert url.endswith(f"/devices/{offline[0]['id']}")


async def test_no_name_fits_but_a_product_word_and_the_state_do(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """No device is named "transmitter"; the product of the one in maintenance says it."""
    alice = await as_user(api, "alice@acme.example")
    products = {p["id"]: p for p in await listed_as(api, alice, "/api/products")}
    devices = await listed_as(api, alice, "/api/devices")
    assert not any("transmitter" in d["name"].lower() for d in devices)
    held = [
        d
        for d in devices
        if d["status"] == "maintenance"
        and "transmitter" in products[d["product_id"]]["description"].lower()
    ]
    assert len(held) == 1
    url = await _linked(navigator, "the temp transmitter flagged for maintenance", alice)
    assert url.endswith(f"/devices/{held[0]['id']}")
    # a word no device's name nor product holds: still none, not a guess
    result = await navigator.answer("the xyz sensor in maintenance", alice)
    assert result.clarification is not None and result.clarification.record == "none"


async def test_a_choice_none_of_which_is_in_the_state_gives_way_to_one_that_is(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "detector" fits the Lyon devices whose product says so, none of them offline; the
    offline Lyon device the request's words describe is the one meant."""
    alice = await as_user(api, "alice@acme.example")
    sites = {s["name"]: s["id"] for s in await listed_as(api, alice, "/api/sites")}
    devices = await listed_as(api, alice, "/api/devices")
    offline = [
        d for d in devices if d["site_id"] == sites["Lyon plant"] and d["status"] == "offline"
    ]
    assert len(offline) == 1
    url = await _linked(navigator, "the detector at lyon that's offline", alice)
    assert url.endswith(f"/devices/{offline[0]['id']}")


async def test_an_invoice_not_settled_is_the_one_still_open(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "settled" is paid in Acme's catalog, and "haven't settled" open."""
    alice = await as_user(api, "alice@acme.example")
    invoices = await listed_as(api, alice, "/api/invoices")
    still_open = [i for i in invoices if i["status"] == "open"]
    assert len(still_open) == 1 and len(invoices) > 1
    url = await _linked(navigator, "the invoice we haven't settled", alice)
    assert url.endswith(f"/invoices/{still_open[0]['id']}")
