"""Someone named by a possessive whom none of the caller's people is (issue #15): "frank
castillo's page" or "what's zed's email", asked by a user of another org, is a person's
page that says no such person is theirs, not the site or the scheduled reports the
ranker put first for the other words; a record named so ("the lyon plant's address") or a
person of the caller's ("priya's page") is left to the other rules."""

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
from navex.navigation.links import NeedsClarification, resolve_link
from navex.navigation.unknown_person import possessor_names, unknown_person_first

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/users": [
        {"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"},
        {"id": 7, "full_name": "Priya Raman", "email": "priya@acme.example"},
    ],
    "/api/sites": [{"id": 1, "name": "Lyon plant"}],
}
RANKED = (("site_details", 0.4), ("organization_billing", 0.2), ("user_details", 0.1))


async def _first(catalog: Catalog, query: str) -> str | None:
    matches = [ScreenMatch(screen_name=n, score=s) for n, s in RANKED]
    found = await unknown_person_first(query, matches, catalog, ALICE, stand_in_lookup(RECORDS))
    return found[0].screen_name if found else None


@pytest.mark.parametrize("query", ["frank castillo's page", "what's zed's email"])
async def test_someone_none_of_the_callers_is_is_a_persons_page(
    catalog: Catalog, query: str
) -> None:
    assert await _first(catalog, query) == "user_details", query
    link = await resolve_link(
        catalog.screen("user_details"), query, ALICE, catalog, stand_in_lookup(RECORDS)
    )
    assert isinstance(link, NeedsClarification) and link.record == "none", query


@pytest.mark.parametrize(
    "query",
    [
        "priya's page",
        "the lyon plant's address",
        "what's the plan",
        "gs-1011's settings",
        "open Zed's alarm",
    ],
)
async def test_a_known_person_or_a_record_is_left_alone(catalog: Catalog, query: str) -> None:
    assert await _first(catalog, query) is None, query


def test_the_possessor_is_a_name_no_screen_uses(catalog: Catalog) -> None:
    assert possessor_names("frank castillo's page", catalog) == ["frank", "castillo"]
    assert possessor_names("what's the plan", catalog) == []
    # what is owned is a record of another kind, its kind word the first or second after it
    assert possessor_names("zed's alarm", catalog) == []
    assert possessor_names("denver's lte router", catalog) == []
    assert possessor_names("zed's phone number", catalog) == ["zed"]


async def test_the_promotion_puts_the_persons_page_first(catalog: Catalog) -> None:
    from navex.navigation.promote import promote_named_record

    matches = [ScreenMatch(screen_name=n, score=s) for n, s in RANKED]
    lookup = stand_in_lookup(RECORDS)
    promoted = await promote_named_record("frank castillo's page", matches, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "user_details"


async def test_someone_none_of_the_callers_is_over_the_callers_own_page(
    catalog: Catalog,
) -> None:
    """ "open erin walsh's page" ranked *My profile* first: a person's page, which says no
    such person is the caller's, not the caller's own; the caller's own stays."""
    from navex.navigation.promote import promote_named_record

    lookup = stand_in_lookup(RECORDS)
    own = [ScreenMatch(screen_name="profile", score=0.6)]
    own.append(ScreenMatch(screen_name="user_details", score=0.5))
    promoted = await promote_named_record("open erin walsh's page", own, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "user_details"
    kept = await promote_named_record("open my profile", own, catalog, ALICE, lookup)
    assert kept[0].screen_name == "profile"
