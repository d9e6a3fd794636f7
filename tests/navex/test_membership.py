"""A change of who belongs to a group that no tool makes (navigation/membership.py): with
its values, it is still navigation to the group's page; an invitation into a group, a
field's value ("the maintenance department") or a device's status stay execution."""

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
from navex.navigation.membership import membership_change
from navex.navigation.promote import promote_named_record
from navex.navigation.second_look import second_look
from navex.routing import RouteDecision

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/users": [
        {"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"},
        {"id": 5, "full_name": "Tom Okafor", "email": "tom.okafor@acme.example"},
        {"id": 6, "full_name": "Priya Raman", "email": "priya.raman@acme.example"},
        {"id": 7, "full_name": "Hiroshi Tanaka", "email": "hiroshi.tanaka@acme.example"},
    ],
    "/api/teams": [
        {"id": 1, "name": "Control Room"},
        {"id": 2, "name": "Maintenance"},
        {"id": 3, "name": "Safety & Compliance"},
    ],
    "/api/devices": [{"id": 17, "serial_number": "GS-1017", "name": "Tank farm north"}],
}


@pytest.mark.parametrize(
    ("query", "route"),
    [
        ("add priya raman to maintenance", "navigation"),
        ("take tom okafor off the safety team", "navigation"),
        ("add hiroshi to the safety & compliance team", "navigation"),
        ("remove Priya Raman from control room", "navigation"),
        # a new person, a field's value, a device's status: the tools do these
        ("invite nora.kim@acme.example as an operator, maintenance team", "execution"),
        ("move Tom Okafor to the maintenance department", "execution"),
        ("change priya's department to Safety", "execution"),
        ("put gs-1017 in maintenance", "execution"),
    ],
)
async def test_a_change_of_members_is_made_on_the_groups_page(
    catalog: Catalog, query: str, route: str
) -> None:
    decision = RouteDecision(route="execution", scores={}, reason="clear winner")
    looked = await second_look(decision, query, catalog, ALICE, stand_in_lookup(RECORDS))
    assert looked.route == route


async def test_the_groups_page_comes_first_over_the_members(catalog: Catalog) -> None:
    """ "priya raman should also be a member of maintenance": the team's page, not hers,
    although the ranker put her page first; a request about her alone keeps her page."""
    lookup = stand_in_lookup(RECORDS)
    ranked = [ScreenMatch(screen_name="user_details", score=0.6)]
    ranked.append(ScreenMatch(screen_name="team_details", score=0.2))
    query = "priya raman should also be a member of maintenance"
    promoted = await promote_named_record(query, ranked, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "team_details"
    kept = await promote_named_record("open priya raman", ranked, catalog, ALICE, lookup)
    assert kept[0].screen_name == "user_details"


async def test_a_persons_account_beside_their_team_is_the_persons_page(catalog: Catalog) -> None:
    """ "the Okafor account in health and safety": a word for a person beside the name
    says the request is about the person, no change of his team; the team only says which
    Okafor."""
    lookup = stand_in_lookup(RECORDS)
    for query in (
        "the Okafor account in safety and compliance",
        "affiche-moi le compte de Tom Okafor, celui de safety & compliance",
        "je cherche Tom Okafor, le responsable safety & compliance",  # his role, a person's
    ):
        assert await membership_change(query, catalog, ALICE, lookup) is None, query
    still = "take tom okafor off the safety team"  # no word for a person beside his name
    assert await membership_change(still, catalog, ALICE, lookup) == "team_id"


async def test_a_person_named_before_their_team_to_be_seen_is_the_persons_page(
    catalog: Catalog,
) -> None:
    """ "pull up tom okafor from safety & compliance": a request to see, no change of his
    team; named first, he is the record, and the team only says which Tom."""
    lookup = stand_in_lookup(RECORDS)
    query = "pull up tom okafor from safety & compliance"
    assert await membership_change(query, catalog, ALICE, lookup) is None
    ranked = [ScreenMatch(screen_name="team_details", score=0.3)]  # unsure
    ranked.append(ScreenMatch(screen_name="user_details", score=0.25))
    promoted = await promote_named_record(query, ranked, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "user_details"
    team = "the safety & compliance team"
    assert (await promote_named_record(team, ranked, catalog, ALICE, lookup))[0].screen_name == (
        "team_details"
    )
