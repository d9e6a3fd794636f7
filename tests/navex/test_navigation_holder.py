"""A record named after "with" says which record it belongs to (issue #15,
navigation/holder_named.py): "the portable with the battery alarm" is the device the
battery alert is about, not the alert, whatever the ranker put first; the word before
"with" must be the kind's word or a word of that device's name.

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
from navex.navigation.links import ResolvedLink, resolve_link
from navex.navigation.promote import promote_named_record

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 7, "serial_number": "GS-1007", "name": "Portable - shift lead"},
        {"id": 9, "serial_number": "GS-1009", "name": "Tank farm north"},
        {"id": 14, "serial_number": "GS-1014", "name": "Portable - rescue team"},
    ],
    "/api/alerts": [
        {"id": 1, "message": "CO at 42 ppm on GS-1009 (Tank farm north)", "device_id": 9},
        {"id": 3, "message": "Battery at 14% on GS-1014 (Portable - rescue team)"}
        | {"device_id": 14},
    ],
}


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("the portable with the battery alarm", "device_details"),  # a word of its name
        ("the sensor with the CO alarm", "device_details"),  # the kind's word
        ("the portable with the CO alarm", "alert_details"),  # the CO alarm is not a portable's
        ("the battery alarm", "alert_details"),  # no "with"
    ],
)
async def test_the_record_a_record_named_after_with_belongs_to(
    catalog: Catalog, query: str, page: str
) -> None:
    matches = [
        ScreenMatch(screen_name="alert_details", score=0.5),
        ScreenMatch(screen_name="device_details", score=0.3),
    ]
    promoted = await promote_named_record(query, matches, catalog, ALICE, stand_in_lookup(RECORDS))
    assert promoted[0].screen_name == page


async def test_its_link_opens_that_device(catalog: Catalog) -> None:
    """Of the two portables, the one the battery alert is about."""
    screen = catalog.screen("device_details")
    query = "the portable with the battery alarm"
    link = await resolve_link(screen, query, ALICE, catalog, stand_in_lookup(RECORDS))
    assert isinstance(link, ResolvedLink), link
    assert link.records == {"device_id": 14}
