"""The caller's own record of a kind (issue #15): "my team's page" is the caller's team,
"list my teammates" the people list filtered by it. The caller's record holds a field
named like the kind's catalog parameter (a person's `team_id`), read through the
product's API as the caller (navigation/own.py).

Links and filters are worked out on the product's catalog with its API stood in by
`httpx.MockTransport` (the whole navigator on Acme runs in `navex eval routing`)."""

from pathlib import Path
from typing import Any

import pytest
from stand_in_product import stand_in_lookup

from navex.navigation import RequestContext, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.filters import choose_filters
from navex.navigation.index import ScreenMatch
from navex.navigation.links import NeedsClarification, ResolvedLink, resolve_link
from navex.navigation.own import says_own
from navex.navigation.promote import promote_named_record

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/users": [
        {"id": 1, "full_name": "Alice Admin", "email": "alice@x.example", "team_id": 1},
        {"id": 3, "full_name": "Carol Viewer", "email": "carol@x.example", "team_id": 3},
        {"id": 9, "full_name": "Hiroshi Tanaka", "email": "hiroshi@x.example", "team_id": None},
    ],
    "/api/teams": [
        {"id": 1, "name": "Control Room"},
        {"id": 3, "name": "Safety & Compliance"},
    ],
}
CAROL = RequestContext(hostname="x.test", user_id=3, org_id=1, role="viewer", user_token="t")
HIROSHI = CAROL.model_copy(update={"user_id": 9, "role": "admin"})


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


async def test_my_team_is_the_callers_team(catalog: Catalog) -> None:
    for query in ("my team's page", "open my team", "mon équipe", "take me to my own team's page"):
        lookup = stand_in_lookup(RECORDS)
        link = await resolve_link(catalog.screen("team_details"), query, CAROL, catalog, lookup)
        assert isinstance(link, ResolvedLink), query
        assert link.records == {"team_id": 3}, query


async def test_no_team_of_ones_own_asks_which(catalog: Catalog) -> None:
    lookup = stand_in_lookup(RECORDS)
    link = await resolve_link(catalog.screen("team_details"), "my team", HIROSHI, catalog, lookup)
    assert isinstance(link, NeedsClarification) and link.record == "ask"


async def test_my_teammates_are_the_people_of_my_team(catalog: Catalog) -> None:
    users = catalog.screen("user_list")
    lookup = stand_in_lookup(RECORDS)
    chosen = await choose_filters(users, "list my teammates", CAROL, catalog, lookup)
    assert [(f.field, f.value) for f in chosen] == [("team_id", "3")]
    matches = [ScreenMatch(screen_name="team_details", score=0.5)]
    promoted = await promote_named_record("list my teammates", matches, catalog, CAROL, lookup)
    assert promoted[0].screen_name == "user_list"


async def test_who_belongs_to_a_team_typed_one_slip_away(catalog: Catalog) -> None:
    lookup = stand_in_lookup(RECORDS)
    query = "who belongs to the saftey and compliance group"
    matches = [ScreenMatch(screen_name="compliance_reports", score=0.4)]
    promoted = await promote_named_record(query, matches, catalog, CAROL, lookup)
    assert promoted[0].screen_name == "user_list"


def test_my_before_a_word_of_the_kind() -> None:
    words = ("team", "teams", "équipe")
    assert says_own("show me my team mates", words)
    assert says_own("list my teammates", words)
    assert not says_own("my profile on the team page", words)
    assert not says_own("the maintenance team", words)


def test_the_kind_and_that_the_caller_is_in_it() -> None:
    words = ("team", "teams")
    assert says_own("the page of the team i'm in", words)
    assert says_own("open the team i belong to", words)
    assert says_own("the team I am on", words)
    assert not says_own("the team i want to see", words)
    assert not says_own("when i'm in the team page", words)
