"""A name and a word for its kind, nothing else ("teltonika vendor", "the hikvision
camera"), is one record of that kind (issue #15): its page comes first, over the list or
the form the ranker found for the kind word, and the link says whether the caller has
such a record; records in the plural keep their list ("hikvision cameras")."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

import pytest
from stand_in_product import catalog  # noqa: F401  (a fixture)

from navex.navigation.catalog import Catalog
from navex.navigation.descriptions import named_kind_first
from navex.navigation.index import ScreenMatch


def _first(catalog: Catalog, query: str, *screens: str) -> str | None:
    matches = [ScreenMatch(screen_name=n, score=0.3 - i / 10) for i, n in enumerate(screens)]
    found = named_kind_first(query, matches, catalog)
    return found[0].screen_name if found else None


@pytest.mark.parametrize(
    ("query", "ranked", "page"),
    [
        ("teltonika vendor", ("manufacturers", "manufacturer_details"), "manufacturer_details"),
        ("the hikvision camera", ("onboard_device", "device_details"), "device_details"),
        # names the catalog's examples write with a capital ("the site Antwerp depot",
        # "Axis Communications") are names here too
        ("the antwerp site", ("site_list", "create_site"), "site_details"),
        ("the axis camera", ("onboard_device", "product_details"), "device_details"),
    ],
)
def test_a_name_and_its_kind_opens_that_kinds_page(
    catalog: Catalog, query: str, ranked: tuple[str, ...], page: str
) -> None:
    assert _first(catalog, query, *ranked) == page, query


def test_in_the_plural_or_already_a_page_it_is_left_alone(catalog: Catalog) -> None:
    assert _first(catalog, "hikvision cameras", "device_list", "device_details") is None
    assert _first(catalog, "marseille depot site", "site_details", "site_list") is None
    assert _first(catalog, "open the alerts", "alerts_inbox") is None
    # a word the catalog writes in lower case somewhere is no name
    assert _first(catalog, "the billing site", "site_list", "create_site") is None
    # "page" asks for a screen, it is no word for a person here
    assert _first(catalog, "denver substation page", "help_center", "main_dashboard") is None


async def test_the_promotion_puts_the_page_first(catalog: Catalog) -> None:
    from stand_in_product import ALICE, stand_in_lookup

    from navex.navigation.promote import promote_named_record

    matches = [ScreenMatch(screen_name=n, score=0.2) for n in ("manufacturers", "api_usage")]
    lookup = stand_in_lookup({"/api/manufacturers": [{"id": 1, "name": "Dräger"}]})
    promoted = await promote_named_record("teltonika vendor", matches, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "manufacturer_details"
