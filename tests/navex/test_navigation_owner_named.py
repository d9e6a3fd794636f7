"""The record a named record belongs to (issue #15, navigation/owner_named.py): on a
manufacturer's page, "who makes the x-am 5600? open their page" is the maker of the
product X-am 5600; on a site's page, "the site reactor hall a is at" is the device's site.
A serial none of the caller's records has stays none ("open sensor gs-1099" is no work
order's device).

The link is resolved on the product's catalog with the product's API stood in by
`httpx.MockTransport`."""

from typing import Any

import pytest
from stand_in_product import ALICE, catalog, stand_in_lookup

from navex.navigation.catalog import Catalog
from navex.navigation.links import NeedsClarification, ResolvedLink, resolve_link

__all__ = ["catalog"]

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/manufacturers": [
        {"id": 1, "name": "Honeywell", "country": "United States"},
        {"id": 2, "name": "Dräger", "country": "Germany"},
        {"id": 4, "name": "Advantech", "country": "Taiwan"},
        {"id": 5, "name": "Axis Communications", "country": "Sweden"},
    ],
    "/api/categories": [
        {"id": 1, "name": "Gas detectors"},
        {"id": 3, "name": "Cameras"},
    ],
    "/api/products": [
        {"id": 2, "name": "X-am 5600", "manufacturer_id": 2},
        {"id": 3, "name": "Polytron 8700", "manufacturer_id": 2},
        {"id": 4, "name": "BW Ultra", "manufacturer_id": 1},
        {"id": 6, "name": "WISE-2410", "manufacturer_id": 4},
        {"id": 7, "name": "WISE-6610", "manufacturer_id": 4},
        {"id": 8, "name": "P3265-LVE", "manufacturer_id": 5, "category_id": 3}
        | {"description": "Fixed dome network camera."},
    ],
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"},
        {"id": 2, "name": "Houston refinery", "address": "9200 Clinton Drive, Houston"},
    ],
    "/api/devices": [
        {"id": 2, "serial_number": "GS-1002", "name": "Reactor hall A", "site_id": 1}
        | {"product_id": 3},
        {"id": 11, "serial_number": "GS-1011", "name": "Flare stack", "site_id": 2}
        | {"product_id": 3},
        {"id": 15, "serial_number": "GS-1015", "name": "Jetty 1", "site_id": 3, "product_id": 2},
        {"id": 16, "serial_number": "GS-1016", "name": "Jetty 2", "site_id": 3, "product_id": 2},
        {"id": 27, "serial_number": "CAM-3003", "name": "Jetty overview", "site_id": 3}
        | {"product_id": 8},
    ],
    "/api/work-orders": [
        {"id": 1, "title": "Replace sensor head on GS-1011", "device_id": 11},
    ],
}


@pytest.mark.parametrize(
    ("screen", "query", "url"),
    [
        ("manufacturer_details", "who makes the x-am 5600? open their page", "/manufacturers/2"),
        ("manufacturer_details", "the maker of the bw ultra", "/manufacturers/1"),
        # several products named, all of one maker (fresh14)
        ("manufacturer_details", "the company that makes our wise sensors", "/manufacturers/4"),
        ("site_details", "the site reactor hall a is at", "/sites/1"),
        # of the devices called "Jetty ...", the camera (its product's category): fresh9
        ("product_details", "the product page of the jetty camera model", "/products/8"),
        ("product_details", "what model is our jetty cam", "/products/8"),
    ],
)
async def test_the_record_a_named_record_belongs_to(
    catalog: Catalog, screen: str, query: str, url: str
) -> None:
    lookup = stand_in_lookup(RECORDS, by_id=True)
    answer = await resolve_link(catalog.screen(screen), query, ALICE, catalog, lookup)
    assert isinstance(answer, ResolvedLink), (query, answer)
    assert answer.url.endswith(url), (query, answer.url)


async def test_records_of_two_owners_name_neither(catalog: Catalog) -> None:
    """The X-am 5600 is Dräger's and the WISE products Advantech's: no one maker."""
    lookup = stand_in_lookup(RECORDS, by_id=True)
    screen = catalog.screen("manufacturer_details")
    answer = await resolve_link(screen, "who makes our x-am and wise units", ALICE, catalog, lookup)
    assert not isinstance(answer, ResolvedLink), answer


async def test_a_serial_none_of_the_callers_has_stays_none(catalog: Catalog) -> None:
    lookup = stand_in_lookup(RECORDS, by_id=True)
    screen = catalog.screen("device_details")
    answer = await resolve_link(screen, "open sensor gs-1099", ALICE, catalog, lookup)
    assert isinstance(answer, NeedsClarification) and answer.record == "none", answer
