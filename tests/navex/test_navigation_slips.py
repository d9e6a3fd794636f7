"""A letter replaced is read as a slip only when people make it (issue #15): a key beside
the right one, or a vowel for a vowel ("the boiler room co moniter" is the monitor);
another letter replaced makes another word as often ("control room team roster" is not
about a router, a word for a kind of Acme's devices)."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

from stand_in_product import (  # noqa: F401  (catalog: a fixture)
    catalog,
)

from navex.navigation.catalog import Catalog
from navex.navigation.fuzzy import likely_slip
from navex.navigation.spelling import respelled


def test_a_word_one_unlikely_letter_from_a_kind_word_stays(catalog: Catalog) -> None:
    assert respelled("control room team roster, who's on it?", catalog) == (
        "control room team roster, who's on it?"
    )


def test_likely_slips_are_still_read_as_the_kind_word(catalog: Catalog) -> None:
    assert respelled("pull up the boiler room co moniter", catalog).endswith("co monitor")
    assert respelled("the cold room thermometr", catalog) == "the cold room thermometer"
    assert respelled("the rotuer at leeds", catalog) == "the router at leeds"


def test_likely_slip() -> None:
    assert likely_slip("moniter", "monitor")  # a vowel for a vowel
    assert likely_slip("sensot", "sensor")  # t is beside r
    assert likely_slip("sensr", "sensor")  # a letter left out
    assert not likely_slip("roster", "router")
