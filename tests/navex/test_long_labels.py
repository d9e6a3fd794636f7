"""A record described by its whole label of three words or more, in any order, among
words of who carries it (navigation/long_labels.py, second_look.py): "portable carried by
the shift lead" is navigation to that device's page, not the teams' pages."""

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
from navex.navigation.long_labels import long_label_first
from navex.navigation.second_look import second_look
from navex.routing import RouteDecision

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 7, "serial_number": "GS-1007", "name": "Portable - shift lead"},
        {"id": 14, "serial_number": "GS-1014", "name": "Portable - rescue team"},
        {"id": 18, "serial_number": "GS-1018", "name": "Pump house"},
        {"id": 9, "serial_number": "GS-1009", "name": "Tank farm north"},
    ],
    "/api/work-orders": [{"id": 2, "title": "Investigate CO reading at tank farm north"}],
    "/api/teams": [{"id": 1, "name": "Control Room"}, {"id": 2, "name": "Maintenance"}],
    "/api/users": [{"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"}],
}


@pytest.mark.parametrize(
    ("query", "route"),
    [
        ("portable carried by the shift lead", "navigation"),
        ("the portable the lyon shift lead carries", "navigation"),
        ("portable carried by somebody", "unclear"),  # two words of a label: not it
    ],
)
async def test_a_whole_label_among_other_words(catalog: Catalog, query: str, route: str) -> None:
    decision = RouteDecision(route="unclear", scores={}, reason="closer to vague requests")
    looked = await second_look(decision, query, catalog, ALICE, stand_in_lookup(RECORDS))
    assert looked.route == route


@pytest.mark.parametrize(
    ("query", "first", "page"),
    [
        ("portable carried by the shift lead", "teams", "device_details"),
        ("the portable the rescue team carries", "team_details", "device_details"),
        ("show the maintenance team", "team_details", "team_details"),  # its team's page
        ("pump house", "teams", "teams"),  # two words: the other rules' call
        # the head word's own record: the ticket, not the device "Tank farm north"
        ("the ticket i'm on for tank farm north", "create_work_order", "create_work_order"),
    ],
)
async def test_its_page_comes_first(catalog: Catalog, query: str, first: str, page: str) -> None:
    matches = [
        ScreenMatch(screen_name=first, score=0.4),
        ScreenMatch(screen_name="teams", score=0.2),
    ]
    moved = await long_label_first(query, matches, catalog, ALICE, stand_in_lookup(RECORDS))
    assert (moved or matches)[0].screen_name == page
