"""The caller's own page asked for outright (issue #15): "pull up my own user page, i want
to check which teams i belong to" is 'My profile', which the ranker put below *Teams*;
what follows the first clause says why, not where (navigation/own_page.py)."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

import pytest
from stand_in_product import catalog  # noqa: F401  (a fixture)

from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.own_page import own_page_first


def _first(catalog: Catalog, query: str, *screens: str) -> str | None:
    matches = [ScreenMatch(screen_name=n, score=0.5 - i / 10) for i, n in enumerate(screens)]
    found = own_page_first(query, matches, catalog)
    return found[0].screen_name if found else None


@pytest.mark.parametrize(
    "query",
    [
        "pull up my own user page, i want to check which teams i belong to",
        "open my account page, i want to check which role i have",
        "take me to my own account details",
        "zeig mir mein Profil",
    ],
)
def test_my_own_page_is_my_profile(catalog: Catalog, query: str) -> None:
    assert _first(catalog, query, "teams", "user_details", "profile") == "profile", query


def test_my_profile_comes_first_even_when_not_ranked(catalog: Catalog) -> None:
    assert _first(catalog, "show my own user page", "teams", "user_list") == "profile"


@pytest.mark.parametrize(
    "query",
    [
        "edit my own profile",  # another page about it
        "which teams am i in? check my profile",  # the first clause asks something else
        "there's a login from an unknown ip on my account, where can i see it",
        "open tom's user page",  # not the caller's
        "my team's page",  # a kind with no page of one's own
    ],
)
def test_other_requests_keep_the_ranking(catalog: Catalog, query: str) -> None:
    assert _first(catalog, query, "teams", "user_details", "profile") is None, query


def test_my_profile_first_already_is_left_alone(catalog: Catalog) -> None:
    assert _first(catalog, "show my account", "profile", "teams") is None
