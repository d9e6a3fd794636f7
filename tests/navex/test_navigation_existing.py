"""A form that adds records gives way to one record the request speaks of as existing
(issue #15): "open ticket 10", "my open ticket" and "the overdue camra ticket" are a work
order's page, which opens it or says none of the caller's fits, not *Create a work order*,
which the ranker learnt from "open a ticket"."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

import pytest
from stand_in_product import catalog  # noqa: F401  (a fixture)

from navex.navigation.catalog import Catalog
from navex.navigation.existing import existing_over_form
from navex.navigation.index import ScreenMatch

RANKED = ("create_work_order", "work_order_details", "work_orders")


def _first(catalog: Catalog, query: str, *screens: str) -> str | None:
    matches = [ScreenMatch(screen_name=n, score=0.5 - i / 10) for i, n in enumerate(screens)]
    found = existing_over_form(query, matches, catalog)
    return found[0].screen_name if found else None


@pytest.mark.parametrize(
    "query",
    ["open ticket 10", "my open ticket", "the overdue camra ticket", "mein offener Auftrag"],
)
def test_a_record_spoken_of_as_existing_opens_its_page(catalog: Catalog, query: str) -> None:
    assert _first(catalog, query, *RANKED) == "work_order_details", query


@pytest.mark.parametrize(
    "query",
    [
        "open a ticket",
        "the new ticket form",
        "raise a ticket for GS-1011",
        "my open tickets",  # many: the list's business, not this rule's
        "create the work order for the broken gate camera",
    ],
)
def test_a_new_record_or_many_keep_the_form(catalog: Catalog, query: str) -> None:
    assert _first(catalog, query, *RANKED) is None, query


def test_a_screen_about_a_record_already_is_left_alone(catalog: Catalog) -> None:
    assert _first(catalog, "the ticket 4", "work_order_details", "create_work_order") is None
