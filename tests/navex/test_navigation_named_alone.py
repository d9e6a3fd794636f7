"""A record named by one word of its name (issue #15): after a word that asks to see it,
"pull up meyer" is Lukas Meyer's page, "show lyon" the Lyon plant's, when the word is no
screen's and one record has it; "apri la pagina di Priya" is Priya's page ("pagina" is a
word for a person's page in the catalog, as "page" and "Seite" are); "tom's ticket" is
the ticket of the one Tom who has one; "whats on franks plate" the work orders assigned to
Frank.

The promotion runs on the product's catalog with ranked screens given here and the
product's API stood in by `httpx.MockTransport`."""

from pathlib import Path
from typing import Any

import pytest
from stand_in_product import stand_in_lookup

from navex.navigation import RequestContext, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import ResolvedLink, resolve_link
from navex.navigation.promote import promote_named_record
from navex.navigation.second_look import second_look
from navex.routing import RouteDecision

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/users": [
        {"id": 4, "full_name": "Tom Becker", "email": "tom.becker@x.example"},
        {"id": 5, "full_name": "Tom Okafor", "email": "tom.okafor@x.example"},
        {"id": 6, "full_name": "Priya Raman", "email": "priya.raman@x.example"},
        {"id": 8, "full_name": "Lukas Meyer", "email": "lukas.meyer@x.example"},
        {"id": 9, "full_name": "Zora Quist", "email": "zq@x.example"},
    ],
    "/api/sites": [{"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"}],
    "/api/work-orders": [
        {"id": 1, "title": "Replace sensor head", "assignee_id": 4},
        {"id": 2, "title": "Bump test detectors", "assignee_id": 6},
    ],
}
ALICE = RequestContext(hostname="x.test", user_id=1, org_id=1, role="admin", user_token="t")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


async def first(catalog: Catalog, query: str, *ranked: tuple[str, float]) -> str:
    matches = [ScreenMatch(screen_name=name, score=score) for name, score in ranked]
    lookup = stand_in_lookup(RECORDS)
    return (await promote_named_record(query, matches, catalog, ALICE, lookup))[0].screen_name


@pytest.mark.parametrize(
    ("query", "ranked", "page"),
    [
        ("pull up meyer", (("subscription_plans", 0.3), ("user_list", 0.2)), "user_details"),
        ("show me quist", (("subscription_plans", 0.3),), "user_details"),
        ("show lyon", (("floor_plans", 0.3), ("site_details", 0.2)), "site_details"),
        (
            "apri la pagina di Priya",
            (("main_dashboard", 0.3), ("work_orders", 0.2), ("user_details", 0.1)),
            "user_details",
        ),
    ],
)
async def test_one_word_of_a_name_after_a_verb_opens_its_page(
    catalog: Catalog, query: str, ranked: tuple[tuple[str, float], ...], page: str
) -> None:
    assert await first(catalog, query, *ranked) == page


async def test_a_word_several_names_share_or_a_screens_word_keeps_the_ranking(
    catalog: Catalog,
) -> None:
    assert await first(catalog, "show me the billing", ("organization_billing", 0.3)) == (
        "organization_billing"
    )
    assert await first(catalog, "open tom", ("work_orders", 0.3)) == "work_orders"


async def test_of_several_people_a_name_fits_the_one_holding_such_records(
    catalog: Catalog,
) -> None:
    # "tom's ticket": two Toms, only Tom Becker has a ticket
    lookup = stand_in_lookup(RECORDS)
    screen = catalog.screen("work_order_details")
    link = await resolve_link(screen, "tom's ticket", ALICE, catalog, lookup)
    assert isinstance(link, ResolvedLink) and link.records == {"work_order_id": 1}


async def test_whats_on_someones_plate_without_an_apostrophe(catalog: Catalog) -> None:
    query = "whats on zoras plate"
    decision = RouteDecision(route="unclear", scores={}, reason="router")
    looked = await second_look(decision, query, catalog, ALICE, stand_in_lookup(RECORDS))
    assert looked.route == "navigation"
    ranked = (("branding_settings", 0.3), ("work_orders", 0.2))
    assert await first(catalog, query, *ranked) == "work_orders"
    menu = await second_look(
        decision, "whats on the menu tonight", catalog, ALICE, stand_in_lookup(RECORDS)
    )
    assert menu.route == "unclear"


@pytest.mark.parametrize(
    ("query", "ranked", "page"),
    [  # words the catalog does not know around a record's whole name: that record
        ("ábreme el termómetro del control kiosk", "main_dashboard", "device_details"),
        ("der Chlorsensor im wet well", "notification_preferences", "device_details"),
        ("la fiche de Zora Quist", "global_search", "user_details"),
        # a screen's words beside it: the ranker had something to go on
        ("energy usage at the control kiosk", "energy_usage_analytics", "energy_usage_analytics"),
        # one word of a name is not the name said whole
        ("ábreme el termómetro del kiosk", "main_dashboard", "main_dashboard"),
    ],
)
async def test_a_name_said_whole_among_unknown_words_opens_its_page(
    catalog: Catalog, query: str, ranked: str, page: str
) -> None:
    """The navigator reads "quiosco de control" as "kiosk de control" and "Nassschacht" as
    "wet well" (the catalog's name words); a sure first screen about no record gives way."""
    records = {
        **RECORDS,
        "/api/devices": [
            {"id": 54, "serial_number": "GX-5011", "name": "Wet well"},
            {"id": 57, "serial_number": "GXT-6007", "name": "Control kiosk"},
        ],
    }
    matches = [ScreenMatch(screen_name=ranked, score=0.6)]
    promoted = await promote_named_record(query, matches, catalog, ALICE, stand_in_lookup(records))
    assert promoted[0].screen_name == page
