"""A form that adds records gives way to one record the request speaks of as existing
(issue #15): "open ticket 10", "my open ticket" and "the overdue camra ticket" are a work
order's page, which opens it or says none of the caller's fits, not *Create a work order*,
which the ranker learnt from "open a ticket". The other way round, "new job ticket pls" is
the form, not a work order's page asking which one."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

import pytest
from stand_in_product import catalog  # noqa: F401  (a fixture)

from navex.navigation.catalog import Catalog
from navex.navigation.existing import existing_over_form, new_over_page
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


@pytest.mark.parametrize(
    ("query", "form", "page"),
    [
        ("jetty 1 gas detector", "onboard_device", "device_details"),
        ("teltonika router model", "register_product", "product_details"),
    ],
)
def test_a_name_and_its_kind_with_none_of_the_forms_verbs_is_that_record(
    catalog: Catalog, query: str, form: str, page: str
) -> None:
    """A name's word (a number, a word no screen uses) and the kind's word last, with none
    of the words the form's examples open with: a record already there."""
    assert _first(catalog, query, form) == page, query


@pytest.mark.parametrize(
    ("query", "form"),
    [
        ("install gas detector", "onboard_device"),  # a verb of the form's examples
        ("gas detector", "onboard_device"),  # no name
        ("register sensor", "onboard_device"),
        ("repair job", "create_work_order"),
    ],
)
def test_without_a_name_or_with_the_forms_verb_the_form_stays(
    catalog: Catalog, query: str, form: str
) -> None:
    assert _first(catalog, query, form) is None, query


def _form_first(catalog: Catalog, query: str, *screens: str) -> str | None:
    matches = [ScreenMatch(screen_name=n, score=0.5 - i / 10) for i, n in enumerate(screens)]
    found = new_over_page(query, matches, catalog)
    return found[0].screen_name if found else None


@pytest.mark.parametrize(
    ("query", "ranked"),
    [
        ("new job ticket pls", ("work_order_details", "work_orders", "create_work_order")),
        ("i need a new work order for the lyon pump", ("work_order_details", "create_work_order")),
        ("another gas sensor for jetty 2", ("device_details", "device_list", "onboard_device")),
        ("nouveau capteur", ("device_details", "onboard_device")),
    ],
)
def test_a_new_record_asked_for_is_the_form(
    catalog: Catalog, query: str, ranked: tuple[str, ...]
) -> None:
    """The best-ranked form that adds records of the page's kind, never the kind's list."""
    assert _form_first(catalog, query, *ranked) == ranked[-1], query


@pytest.mark.parametrize(
    ("query", "ranked"),
    [
        ("the new ticket", ("work_order_details", "create_work_order")),  # the latest one
        ("my new sensor", ("device_details", "onboard_device")),
        ("new ticket 10", ("work_order_details", "create_work_order")),  # a number: that one
        ("a ticket for the pump", ("work_order_details", "create_work_order")),  # an article
        ("new firmware for gs-1011", ("device_details", "onboard_device")),  # not the kind
        ("new job ticket", ("work_order_details", "work_orders")),  # no form ranked
        ("new job ticket", ("work_orders", "create_work_order")),  # not a record's page
    ],
)
def test_a_record_already_there_or_no_form_keeps_the_ranking(
    catalog: Catalog, query: str, ranked: tuple[str, ...]
) -> None:
    assert _form_first(catalog, query, *ranked) is None, query
