"""Many records narrowed by a record they belong to that no list filters by open that
record's page (navigation/narrowed.py with the catalog's `belongs_to`): "how many templink
thermometers are out there" is the TempLink T100 product's page (its devices), not the
device list, and so is a product described by its description's words ("how many turret
cameras do we have"); a site the device list is filtered by keeps the list."""

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
    "/api/products": [
        {
            "id": 12,
            "name": "TempLink T100",
            "manufacturer_id": 6,
            "description": "Battery-powered wireless thermometer for relay cabinets and kiosks.",
        },
        {
            "id": 11,
            "name": "Sitrans TH320",
            "manufacturer_id": 5,
            "description": "Head-mounted temperature transmitter for pumps and pipework.",
        },
        {
            "id": 14,
            "name": "DS-2CD2386G2-IU",
            "manufacturer_id": 7,
            "description": "8 MP turret camera for perimeter surveillance.",
        },
        {
            "id": 13,
            "name": "DS-2TD2617-10",
            "manufacturer_id": 7,
            "description": "Thermal camera that reports a hot spot within 24 hours.",
        },
    ],
    "/api/manufacturers": [
        {"id": 5, "name": "Siemens", "country": "Germany"},
        {"id": 6, "name": "Bosch", "country": "Germany"},
        {"id": 7, "name": "Hikvision", "country": "China"},
    ],
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
        # the product described by its description's words beside the devices' word
        ("how many turret cameras do we have", "product_details"),
        ("how many cameras do we have", "device_list"),  # two products' description
        ("which devices went offline in the last 24 hours", "device_list"),  # not "hours"
    ],
)
async def test_many_records_of_one_product(catalog: Catalog, query: str, page: str) -> None:
    matches = [ScreenMatch(screen_name="device_list", score=0.8)]
    moved = await page_of_narrowing_record(query, matches, catalog, DAVE, stand_in_lookup(RECORDS))
    assert (moved or matches)[0].screen_name == page


@pytest.mark.parametrize(
    ("query", "page"),
    [  # the maker named is the described product's: the product, finer than its maker
        ("how many of the bosch cabinet thermometers have we got out there", "product_details"),
        # a maker that does not make it: not one product's devices
        ("how many of the siemens cabinet thermometers have we got", "manufacturer_details"),
    ],
)
async def test_a_product_described_with_its_maker(catalog: Catalog, query: str, page: str) -> None:
    matches = [
        ScreenMatch(screen_name="manufacturer_details", score=0.5),
        ScreenMatch(screen_name="device_list", score=0.3),
    ]
    moved = await page_of_narrowing_record(query, matches, catalog, DAVE, stand_in_lookup(RECORDS))
    assert (moved or matches)[0].screen_name == page
