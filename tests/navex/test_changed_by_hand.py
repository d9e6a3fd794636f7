"""A change whose object is a thing no tool changes is made on its screen, even with its
values (issue #15, annotation rule: "rename the cameras category to CCTV" is the
categories page): the catalog's `changed_here` words on that screen say which things, and
the thing a change is about is the head of the words after its verb ("the gas sensors
category"), not a thing they belong to ("product X9's category", "the category of the BW
Ultra": a product's change, which a tool makes)."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

from pathlib import Path

import pytest
import yaml
from stand_in_product import (  # noqa: F401  (catalog: a fixture)
    ALICE,
    catalog,
    stand_in_lookup,
)

from navex.navigation.by_hand import changed_by_hand
from navex.navigation.catalog import Catalog
from navex.navigation.second_look import second_look
from navex.routing import RouteDecision

ROUTES = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "routes.yaml"


@pytest.mark.parametrize(
    "query",
    [
        "rename the cameras category to CCTV",
        "rename the gateways category to routers & gateways",
        "rename the cameras category",
        "delete the thermometers category",
        "add a category called flame detectors",
        "renomme la catégorie caméras en vidéo",
    ],
)
def test_a_change_of_a_thing_no_tool_changes_is_its_screen(catalog: Catalog, query: str) -> None:
    assert changed_by_hand(query, catalog) == "product_categories", query


@pytest.mark.parametrize(
    "query",
    [
        "change product PTZ camera X9's category to cameras",
        "set the category of the BW Ultra to gas sensors",
        'add product "TempPro 200" in category thermometers by ThermoCo',
        "move product EdgeLink 3 to the gateways category",
        "create a product named GX-5 gas detector, manufacturer dräger, category gas sensors",
        "rename GS-1020 to Dock B",
    ],
)
def test_a_change_of_a_record_a_tool_changes_is_not(catalog: Catalog, query: str) -> None:
    assert changed_by_hand(query, catalog) is None, query


def test_no_execution_utterance_is_a_change_made_by_hand(catalog: Catalog) -> None:
    intents = yaml.safe_load(ROUTES.read_text())["routes"]["execution"]["intents"]
    by_hand = [u for texts in intents.values() for u in texts if changed_by_hand(u, catalog)]
    assert by_hand == []


async def test_the_second_look_sends_it_to_navigation(catalog: Catalog) -> None:
    decision = RouteDecision(route="execution", scores={}, reason="clear winner")
    lookup = stand_in_lookup({})
    query = "rename the cameras category to CCTV"
    assert (await second_look(decision, query, catalog, ALICE, lookup)).route == "navigation"
