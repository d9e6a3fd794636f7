"""A record of a kind named by a title (the catalog's `titled`: a work order's "Replace
sensor head on GS-1011") named by its title's own words, or by its kind's word and words
of a title, opens its page, not the page of the device or site the title mentions (issue
#15, navigation/titles.py): "who's handling the sensor head replacement on gs-1011" is the
work order, "open GS-1011" the device; "the chlorine cell replacement ticket", which no
title of the caller's fits, is the work order page that says so.

The rules run on the product's catalog with ranked screens given here and the product's
API stood in by `httpx.MockTransport` (the whole navigator on Acme runs in `navex eval
routing`)."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

from typing import Any

import pytest
from stand_in_product import (  # noqa: F401  (catalog: a fixture)
    ALICE,
    catalog,
    stand_in_lookup,
)

from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import NeedsClarification, ResolvedLink, resolve_link
from navex.navigation.measured import measured_first
from navex.navigation.promote import promote_named_record
from navex.navigation.record_names import catalog_vocabulary
from navex.navigation.records import RecordLookup, one_read_per_request
from navex.navigation.titles import titled_first

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/sites": [
        {"id": 2, "name": "Houston refinery", "address": "Pasadena, TX"},
        {"id": 3, "name": "Rotterdam terminal", "address": "Europoort"},
    ],
    "/api/devices": [
        {"id": 9, "serial_number": "GS-1009", "name": "Tank farm north", "site_id": 2}
        | {"last_reading": {"co_ppm": 42.0, "h2s_ppm": 0.3, "battery": 66}},
        {"id": 11, "serial_number": "GS-1011", "name": "Flare stack", "site_id": 2}
        | {"last_reading": {"lel_pct": 0.0}},
        {"id": 14, "serial_number": "GS-1014", "name": "Portable - rescue team", "site_id": 2},
        {"id": 26, "serial_number": "CAM-3002", "name": "Flare stack thermal", "site_id": 2},
        {"id": 29, "serial_number": "GW-4002", "name": "Houston gateway", "site_id": 2},
        {"id": 30, "serial_number": "GW-4003", "name": "Rotterdam gateway", "site_id": 3},
        {"id": 44, "serial_number": "GX-5007", "name": "GIS bay 2", "site_id": 3}
        | {"last_reading": {"sf6_kpa": 580.0}},
    ],
    "/api/work-orders": [
        {"id": 1, "title": "Replace sensor head on GS-1011", "device_id": 11, "assignee_id": 4},
        {"id": 2, "title": "Investigate CO reading at tank farm north", "device_id": 9},
        {"id": 3, "title": "Bump test rescue team detectors", "device_id": 14},
        {"id": 4, "title": "Restore video on flare stack camera", "device_id": 26},
        {"id": 5, "title": "Upgrade Houston gateway firmware", "device_id": 29},
        {"id": 8, "title": "Locate SF6 leak in GIS bay 2", "device_id": 44},
        {"id": 9, "title": "Re-align thermal camera on transformer T2"},
    ],
    "/api/alerts": [
        {"id": 1, "device_id": 9, "message": "CO at 42 ppm on GS-1009 (Tank farm north)"},
    ],
    "/api/users": [{"id": 4, "full_name": "Tom Becker", "email": "tom.becker@acme.example"}],
}


def product_api(calls: list[str] | None = None) -> RecordLookup:
    return stand_in_lookup(RECORDS, calls=calls)


def ranked(*screens: str) -> list[ScreenMatch]:
    return [ScreenMatch(screen_name=name, score=0.3 - 0.05 * i) for i, name in enumerate(screens)]


async def first(
    catalog: Catalog, query: str, matches: list[ScreenMatch], calls: list[str] | None = None
) -> str:
    lookup = product_api(calls)
    lookup.known_words = catalog_vocabulary(catalog)  # as the navigator gives them
    with one_read_per_request():
        promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    return promoted[0].screen_name


@pytest.mark.parametrize(
    ("query", "ranker"),
    [
        # the title's own words beside the device it mentions, no word for a work order
        ("who's handling the sensor head replacement on gs-1011", "decommission_device"),
        ("mark the sensor head replacement on GS-1011 as done", "device_configuration"),
        ("status of the co investigation at tank farm north?", "system_status"),
        # the kind's word as the head, with words of the title that name the device too
        ("apri l'ordine di lavoro del gateway di Houston", "site_details"),
        # the title said whole but for one word for a kind, its "bump test" a screen's
        ("reassign the rescue team bump test to tom becker", "team_details"),
        ("hand the rescue team bump test over to tom", "team_details"),
    ],
)
async def test_a_work_order_named_by_its_title_opens_its_page(
    catalog: Catalog, query: str, ranker: str
) -> None:
    matches = ranked(ranker, "device_details", "site_details")
    assert await first(catalog, query, matches) == "work_order_details"


@pytest.mark.parametrize(
    ("query", "record"),
    [
        ("who's handling the sensor head replacement on gs-1011", 1),
        ("status of the co investigation at tank farm north?", 2),
        ("apri l'ordine di lavoro del gateway di Houston", 5),
        # a word of its title in another form, beside one as it is ("Re-align", "camera")
        ("the camera realignment ticket", 9),
    ],
)
async def test_its_link_opens_that_work_order(catalog: Catalog, query: str, record: int) -> None:
    lookup = product_api()
    lookup.known_words = catalog_vocabulary(catalog)
    with one_read_per_request():
        link = await resolve_link(
            catalog.screen("work_order_details"), query, ALICE, catalog, lookup
        )
    assert isinstance(link, ResolvedLink)
    assert link.records == {"work_order_id": record}


async def test_the_readings_of_the_device_its_title_mentions_do_not_take_over(
    catalog: Catalog,
) -> None:
    """ "co" is a word of the work order's title, not a reading asked of GS-1009, whose
    name the title mentions."""
    query = "status of the co investigation at tank farm north?"
    matches = ranked("work_order_details", "system_status", "device_details")
    assert await measured_first(query, matches, catalog, ALICE, product_api()) is None


async def test_a_title_that_only_mentions_the_device_leaves_its_readings(
    catalog: Catalog,
) -> None:
    """ "sf6 level in GIS bay 2 right now" says one word of the job "Locate SF6 leak in GIS
    bay 2" besides the device it mentions: the device's readings, whatever ranked first."""
    query = "sf6 level in GIS bay 2 right now"
    matches = ranked("work_order_details", "on_call_schedule", "device_details")
    moved = await measured_first(query, matches, catalog, ALICE, product_api())
    assert moved is not None and moved[0].screen_name == "device_telemetry"
    unsure = ranked("on_call_schedule", "device_details")
    assert await titled_first(query, unsure, catalog, ALICE, product_api()) is None


async def test_a_title_none_of_the_callers_has_opens_the_kinds_page_that_says_so(
    catalog: Catalog,
) -> None:
    query = "the chlorine cell replacement ticket"  # another org's work order
    matches = ranked("spare_parts_inventory", "create_work_order", "maintenance_schedule")
    assert await first(catalog, query, matches) == "work_order_details"
    lookup = product_api()
    lookup.known_words = catalog_vocabulary(catalog)
    link = await resolve_link(catalog.screen("work_order_details"), query, ALICE, catalog, lookup)
    assert isinstance(link, NeedsClarification) and link.record == "none"


@pytest.mark.parametrize(
    ("query", "ranker"),
    [
        ("open GS-1011", "device_details"),  # the serial alone: the device
        ("current co reading at tank farm north", "device_telemetry"),  # one word of its own
        ("the co alarm on tank farm north", "alert_details"),  # another kind's head word
        ("did the rescue portable pass its last bump test", "device_calibration"),  # a screen's
        ("which firmware is the houston gateway running", "device_details"),
        ("which tickets are open for the sensor head replacement", "work_orders"),  # many
        ("create a ticket for the sensor head replacement on gs-1011", "create_work_order"),
        ("new chlorine cell replacement ticket", "create_work_order"),  # the form's word
    ],
)
async def test_the_device_its_readings_the_list_or_the_form_stay(
    catalog: Catalog, query: str, ranker: str
) -> None:
    matches = ranked(ranker, "work_order_details", "device_details")
    lookup = product_api()
    lookup.known_words = catalog_vocabulary(catalog)
    with one_read_per_request():
        assert await titled_first(query, matches, catalog, ALICE, lookup) is None


@pytest.mark.parametrize(
    "query",
    [
        "open GS-1011",
        "gs-1011 readings",
        "firmware of the houston gateway",
        "billing",
        "open the loading dock sensor",  # two words, nothing for a record a title mentions
    ],
)
async def test_no_work_order_is_read_for_a_request_that_cannot_say_a_title(
    catalog: Catalog, query: str
) -> None:
    """A request without two words that may be a title's own (not a serial, a kind's word
    or a screen's) and a third or a serial for the record it mentions reads no work
    order."""
    calls: list[str] = []
    matches = ranked("device_details", "device_telemetry")
    assert await titled_first(query, matches, catalog, ALICE, product_api(calls)) is None
    assert "/api/work-orders" not in calls


STATED: dict[str, list[dict[str, Any]]] = {
    **RECORDS,
    "/api/devices": [
        *RECORDS["/api/devices"],
        {"id": 48, "serial_number": "GXT-6005", "name": "Relay cabinet R3", "site_id": 3},
    ],
    "/api/work-orders": [
        {"id": 1, "title": "Replace sensor head on GS-1011", "device_id": 11, "assignee_id": 4}
        | {"status": "in_progress"},
        {"id": 4, "title": "Restore video on flare stack camera", "device_id": 26}
        | {"assignee_id": 4, "status": "open"},
        {"id": 5, "title": "Upgrade Houston gateway firmware", "device_id": 29}
        | {"assignee_id": 4, "status": "done"},
        {"id": 6, "title": "Relocate main gate camera", "device_id": 26}
        | {"assignee_id": 4, "status": "cancelled"},
        {"id": 11, "title": "Quarterly check of relay cabinet thermometers", "device_id": 48}
        | {"assignee_id": None, "status": "open"},
    ],
}


@pytest.mark.parametrize(
    ("query", "ranking", "screen", "record"),
    [
        # a state of work orders, a device the title mentions and a word of the title
        (
            "did the houston gateway upgrade get done",
            ("device_details", "device_telemetry", "subscription_plans"),
            "work_order_details",
            {"work_order_id": 5},
        ),
        (
            "the gateway upgrade i finished last week",
            ("subscription_plans", "device_details", "release_notes"),
            "work_order_details",
            {"work_order_id": 5},
        ),
        # no one holds it, and two words of its title: no device's page over it
        (
            "the unassigned thermometer check",
            ("work_order_details", "device_details", "device_telemetry"),
            "work_order_details",
            {"work_order_id": 11},
        ),
        # a state of devices, or no word of a title: the device
        ("is the houston gateway offline", ("device_details",), "device_details", None),
        ("the houston gateway is done", ("device_details",), "device_details", None),
    ],
)
async def test_a_state_and_a_word_of_its_title_name_a_work_order(
    catalog: Catalog,
    query: str,
    ranking: tuple[str, ...],
    screen: str,
    record: dict[str, int] | None,
) -> None:
    """ "Did the houston gateway upgrade get done": "upgrade" is a screen's word too, so
    the title has one word of its own; with "done", a state of work orders and of none of
    the device's, it is the work order "Upgrade Houston gateway firmware", not the
    gateway's page."""
    lookup = stand_in_lookup(STATED)
    lookup.known_words = catalog_vocabulary(catalog)
    with one_read_per_request():
        promoted = await promote_named_record(query, ranked(*ranking), catalog, ALICE, lookup)
        assert promoted[0].screen_name == screen, (query, promoted)
        if record is not None:
            link = await resolve_link(catalog.screen(screen), query, ALICE, catalog, lookup)
            assert isinstance(link, ResolvedLink) and link.records == record, (query, link)
