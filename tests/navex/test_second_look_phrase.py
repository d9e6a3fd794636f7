"""A request that is only a description of a record, opened by an article and with no
clause of its own ("the old LEL alert from the vapour recovery unit", "the axis thermal
camera model"), asks to see that record: navigation, however much the router thought it an
action (issue #15). Not a sentence that acts on it ("the X-am 5600 belongs in the portable
detectors category, move it there"), nor one that names no record of the caller's."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

from typing import Any

import pytest
from stand_in_product import (  # noqa: F401  (catalog: a fixture)
    ALICE,
    catalog,
    stand_in_lookup,
)

from navex.navigation.asking import only_a_description
from navex.navigation.catalog import Catalog
from navex.navigation.second_look import second_look
from navex.routing import RouteDecision

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [{"id": 17, "serial_number": "GS-1017", "name": "Vapour recovery"}],
    "/api/alerts": [{"id": 7, "message": "LEL at 12% on GS-1017 (Vapour recovery)"}],
    "/api/products": [{"id": 6, "name": "Q1961-TE", "description": "Axis thermal camera"}],
}


async def _routed(catalog: Catalog, query: str) -> str:
    decision = RouteDecision(route="execution", scores={}, reason="clear winner")
    lookup = stand_in_lookup(RECORDS)
    return (await second_look(decision, query, catalog, ALICE, lookup)).route


@pytest.mark.parametrize(
    "query", ["the old LEL alert from the vapour recovery unit", "the vapour recovery sensor"]
)
async def test_a_description_of_a_record_is_navigation(catalog: Catalog, query: str) -> None:
    assert await _routed(catalog, query) == "navigation", query


@pytest.mark.parametrize(
    "query",
    [
        "the X-am 5600 belongs in the portable detectors category, move it there",
        "the Polytron 8700 description should read 'fixed point toxic gas transmitter'",
        "the old LEL alert from the marseille depot",
        "acknowledge the LEL alert from the vapour recovery unit",
    ],
)
async def test_a_sentence_or_no_record_stays_an_action(catalog: Catalog, query: str) -> None:
    assert await _routed(catalog, query) == "execution", query


def test_only_a_description() -> None:
    assert only_a_description("the old LEL alert from the vapour recovery unit")
    assert only_a_description("la alarma del GS-1017")
    assert not only_a_description("the vapour recovery sensor should be moved to Houston")
    assert not only_a_description("decommission the vapour recovery sensor")


async def _seen_again(catalog: Catalog, query: str) -> str:
    decision = RouteDecision(route="unclear", scores={}, reason="closer to vague requests")
    lookup = stand_in_lookup(RECORDS)
    return (await second_look(decision, query, catalog, ALICE, lookup)).route


@pytest.mark.parametrize(
    "query",
    ["the chlorination room detector", "the chlorine detector in the filter gallery"],
)
async def test_a_description_of_a_record_none_fits_is_navigation(
    catalog: Catalog, query: str
) -> None:
    assert await _seen_again(catalog, query) == "navigation", query


@pytest.mark.parametrize(
    "query",
    [
        "the thing with the sensor",
        "the camera thing again",
        "the lyon thing",
        "the sensor",
        "il fait quel temps à Lyon ?",
    ],
)
async def test_a_vague_description_stays_unclear(catalog: Catalog, query: str) -> None:
    assert await _seen_again(catalog, query) == "unclear", query


@pytest.mark.parametrize(
    ("query", "route"),
    [
        ("teltonika vendor", "unclear"),
        ("the hikvision camera", "unclear"),
        ("marseille depot site", "execution"),
    ],
)
async def test_a_name_and_a_word_for_its_kind_is_navigation(
    catalog: Catalog, query: str, route: str
) -> None:
    decision = RouteDecision(route=route, scores={}, reason="clear winner")  # type: ignore[arg-type]
    looked = await second_look(decision, query, catalog, ALICE, stand_in_lookup(RECORDS))
    assert looked.route == "navigation", query


@pytest.mark.parametrize(
    "query",
    [
        "retire hamburg",
        "pizza delivery",
        "the sensor",
        "decommission the zed camera",
        "zed stuff site",
    ],
)
def test_a_name_and_a_kind_word_needs_a_name_no_screen_uses(catalog: Catalog, query: str) -> None:
    from navex.navigation.descriptions import a_name_and_its_kind

    assert not a_name_and_its_kind(query, catalog), query
