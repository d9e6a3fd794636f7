"""Records that are not the caller's, named by a serial (issue #15): a serial shaped like a
kind's serials that none of the caller's records has ("gx 5007 status" asked in another
org, "INV-ACME-2019-01") is that kind's page answering that no such record is theirs,
never another org's record, nor "several" invoices that share its letters, nor the system
status; and a screen the role cannot open says so, and that no such record is theirs. A
name of words no screen uses is none of the caller's records ("leeds pumping station
overview", "the chlorination room detector" where rooms are called otherwise), not a
sentence, nor a choice of the records sharing its other word; a list filter named so
("tickets assigned to grace", "how many devices does the Denver plant have") says
that none is theirs rather than show the whole list.

The rules run on the product's catalog with ranked screens given here and the product's
API stood in by `httpx.MockTransport`; the last test runs the whole navigator on Acme."""

from pathlib import Path
from typing import Any

import httpx
import pytest
from stand_in_product import stand_in_lookup

from conftest import as_user
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, RequestContext, ScreenIndex, load_catalog
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.catalog import Catalog
from navex.navigation.filters import none_named
from navex.navigation.index import ScreenMatch
from navex.navigation.promote import promote_named_record, serial_kinds
from navex.navigation.record_names import (
    catalog_vocabulary,
    match_records,
    query_serials,
    serial_shape,
)

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 4, "serial_number": "GS-1004", "name": "Loading dock"},
        {"id": 21, "serial_number": "TH-2001", "name": "Cold room 1"},
        {"id": 25, "serial_number": "CAM-3001", "name": "Main gate"},
        {"id": 1, "serial_number": "GS-1001", "name": "Boiler room CO"},
        {"id": 13, "serial_number": "GS-1013", "name": "Control room"},
    ],
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"},
        {"id": 3, "name": "Rotterdam terminal", "address": "Maasvlakteweg 951, Rotterdam"},
    ],
    "/api/users": [
        {"id": 4, "full_name": "Tom Becker", "email": "tom.becker@acme.example"},
        {"id": 5, "full_name": "Tom Okafor", "email": "tom.okafor@acme.example"},
    ],
    "/api/products": [
        {"id": 2, "name": "X-am 5600"},
        {"id": 5, "name": "WISE-2410"},
    ],
    "/api/invoices": [
        {"id": 1, "number": "INV-ACME-2026-05", "period": "2026-05"},
        {"id": 2, "number": "INV-ACME-2026-06", "period": "2026-06"},
    ],
    "/api/work-orders": [{"id": 51, "title": "Replace sensor head on GS-1004"}],
}

ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


def product_api() -> RecordLookup:
    return stand_in_lookup(RECORDS, by_id=False)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


@pytest.mark.parametrize(
    ("serial", "shape"),
    [
        ("GS-1020", "AA9999"),
        ("gs1020", "AA9999"),
        ("gx 5007", "AA9999"),
        ("INV-ACME-2026-06", "AAA-AAAA9999-99"),
        ("CAM-3001", "AAA9999"),
    ],
)
def test_a_serials_shape(serial: str, shape: str) -> None:
    assert serial_shape(serial) == shape


def test_the_catalogs_examples_say_whose_serials_are_shaped_so(catalog: Catalog) -> None:
    assert serial_kinds(catalog, "gx 5007") == ["device_id"]
    assert serial_kinds(catalog, "gxt6003") == ["device_id"]
    assert serial_kinds(catalog, "INV-ACME-2019-01") == ["invoice_id"]


def test_a_word_like_at_before_a_number_is_no_serial() -> None:
    """ "gx 5007" is a serial written with a space; "at 9200" of an address and "in 0193"
    of a phone number are a function word and a number."""
    assert query_serials("gx 5007 status") == ["gx 5007"]
    assert query_serials("the place at 9200 clinton drive") == []
    assert query_serials("who has the phone number ending in 0193") == []


def test_an_invoice_number_none_has_is_none_not_several(catalog: Catalog) -> None:
    invoice = catalog.parameters["invoice_id"]
    found, _ = match_records(
        "what did invoice INV-ACME-2019-01 cost", invoice, RECORDS["/api/invoices"], ()
    )
    assert (found.outcome, found.phrase, found.serial) == ("none", "INV-ACME-2019-01", True)
    found, _ = match_records("invoice INV-ACME-2026-06", invoice, RECORDS["/api/invoices"], ())
    assert [r.id for r in found.records] == [2]


def ranked(*screens: tuple[str, float]) -> list[ScreenMatch]:
    return [ScreenMatch(screen_name=name, score=score) for name, score in screens]


async def first(catalog: Catalog, query: str, matches: list[ScreenMatch]) -> str:
    lookup = product_api()
    lookup.known_words = catalog_vocabulary(catalog)  # as the navigator gives them
    promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    return promoted[0].screen_name


async def test_another_orgs_serial_opens_its_kinds_page(catalog: Catalog) -> None:
    status = ranked(("system_status", 0.52), ("device_details", 0.2), ("product_details", 0.1))
    assert await first(catalog, "gx 5007 status", status) == "device_details"
    assert await first(catalog, "gxt 6003 status", status) == "device_details"


async def test_a_serial_of_the_callers_or_of_another_kind_said_keeps_the_screen(
    catalog: Catalog,
) -> None:
    product = ranked(("product_details", 0.6), ("device_details", 0.2))
    assert await first(catalog, "x-am 5600 product sheet", product) == "product_details"
    assert await first(catalog, "open the x-am 5600", product) == "product_details"
    job = ranked(("work_order_details", 0.5), ("device_details", 0.2))
    assert await first(catalog, "show me job WO-1051", job) == "work_order_details"
    status = ranked(("system_status", 0.52), ("device_details", 0.2))
    assert await first(catalog, "system status", status) == "system_status"


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def test_a_screen_the_role_cannot_open_says_no_such_record_is_theirs(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    bob = await as_user(api, "bob@acme.example")  # an operator: no invoices
    result = await navigator.answer("what did invoice INV-ACME-2019-01 cost", bob)
    assert result.denied is not None and result.denied.screen_name == "invoice_detail"
    assert result.clarification is not None and result.clarification.record == "none"
    assert "cannot open it" in result.clarification.question
    assert "INV-ACME-2019-01" in result.clarification.question
    alice = await as_user(api, "alice@acme.example")  # Grace is the other org's
    result = await navigator.answer("tickets assigned to grace", alice)
    assert result.clarification is not None and result.clarification.record == "none"
    assert result.clarification.screen_name == "work_orders"
    assert "no user called “grace”" in result.clarification.question
    assert [o.url for o in result.clarification.options] == [
        "https://acme.localhost:8000/orgs/1/work-orders"
    ]


def search(catalog: Catalog, kind: str, path: str, query: str, known: bool = True) -> Any:
    words = catalog_vocabulary(catalog) if known else frozenset()
    return match_records(query, catalog.parameters[kind], RECORDS[path], (), words)[0]


def test_a_name_of_words_no_screen_uses_is_none_of_the_callers(catalog: Catalog) -> None:
    found = search(catalog, "site_id", "/api/sites", "leeds pumping station overview")
    assert (found.outcome, found.phrase) == ("none", "leeds pumping station")
    found = search(catalog, "device_id", "/api/devices", "the chlorination room detector")
    assert (found.outcome, found.phrase) == ("none", "chlorination room")


def test_words_of_the_screens_or_slips_of_them_are_no_name(catalog: Catalog) -> None:
    unnamed = search(catalog, "site_id", "/api/sites", "leeds pumping station overview", False)
    assert unnamed.outcome == "unnamed", "without the catalog's words, a sentence"
    assert search(catalog, "user_id", "/api/users", "who has admin rigths here").outcome == (
        "unnamed"
    )
    toms = search(catalog, "user_id", "/api/users", "tom's direct line")
    assert [r.id for r in toms.records] == [4, 5], "what is asked of them is no name"
    rooms = search(catalog, "device_id", "/api/devices", "the boiler room detector")
    assert [r.id for r in rooms.records] == [1]


async def test_one_record_none_has_opens_its_page_over_the_list(catalog: Catalog) -> None:
    listing = ranked(("device_list", 0.07), ("compliance_reports", 0.06), ("device_groups", 0.05))
    assert await first(catalog, "the chlorination room detector", listing) == "device_details"
    assert await first(catalog, "which detectors are in the chlorination room", listing) == (
        "device_list"
    )


def known_lookup(catalog: Catalog) -> RecordLookup:
    lookup = product_api()
    lookup.known_words = catalog_vocabulary(catalog)  # as the navigator gives them
    return lookup


async def test_a_list_filter_named_by_a_record_none_has_says_so(catalog: Catalog) -> None:
    work_orders, devices = catalog.screen("work_orders"), catalog.screen("device_list")
    lookup = known_lookup(catalog)
    found = await none_named(work_orders, "tickets assigned to grace", ALICE, catalog, lookup, [])
    assert found is not None and found[0] == "assignee" and found[1].phrase == "grace"
    query = "how many devices does the Denver plant have"  # a word for a site
    found = await none_named(devices, query, ALICE, catalog, lookup, [])
    assert found is not None and found[0] == "site" and found[1].phrase == "Denver"
    for query in ("work orders assigned to tom", "my open work orders", "urgent tickets"):
        assert await none_named(work_orders, query, ALICE, catalog, lookup, []) is None, query


async def test_a_record_named_by_words_no_screen_uses_is_not_its_list(catalog: Catalog) -> None:
    details = ranked(("site_details", 0.23), ("site_list", 0.13), ("create_site", 0.07))
    assert await first(catalog, "show the denver substation site", details) == "site_details"
    assert await first(catalog, "open the site lis", details) == "site_list", "a short slip"
