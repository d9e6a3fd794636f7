"""Many records narrowed by a record they belong to that no list filters by open that
record's page (navigation/narrowed.py with the catalog's `belongs_to`): "how many templink
thermometers are out there" is the TempLink T100 product's page (its devices), not the
device list; a site the device list is filtered by keeps the list."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

from typing import Any

import pytest
from stand_in_product import (  # noqa: F401  (catalog: a fixture)
    catalog,
    stand_in_lookup,
)

from navex.navigation import RequestContext
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.narrowed import page_of_narrowing_record

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/products": [{"id": 12, "name": "TempLink T100"}, {"id": 11, "name": "Sitrans TH320"}],
    "/api/sites": [{"id": 4, "name": "Springfield water works", "address": "Springfield, IL"}],
    "/api/devices": [{"id": 36, "serial_number": "GXT-6003", "name": "Lab refrigerator"}],
}

DAVE = RequestContext(hostname="acme.test", user_id=9, org_id=2, role="admin", user_token="t")


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("how many templink thermometers are out there", "product_details"),
        ("which sitrans sensors do we have", "product_details"),
        ("how many thermometers are at springfield water works", "device_list"),  # a filter
    ],
)
async def test_many_records_of_one_product(catalog: Catalog, query: str, page: str) -> None:
    matches = [ScreenMatch(screen_name="device_list", score=0.8)]
    moved = await page_of_narrowing_record(query, matches, catalog, DAVE, stand_in_lookup(RECORDS))
    assert (moved or matches)[0].screen_name == page
