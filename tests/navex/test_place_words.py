"""A record named by the country its address writes, in the words people say for it
(`place_words.yaml`): "our french plant", "the uk pumping station"."""

from pathlib import Path
from typing import Any

import pytest
from stand_in_product import stand_in_lookup

from navex.navigation import RequestContext, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.name_text import words_of_label
from navex.navigation.second_look import second_look
from navex.routing import RouteDecision

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, 69007 Lyon, France"},
        {
            "id": 2,
            "name": "Houston refinery",
            "address": "9200 Clinton Dr, Houston, TX, United States",
        },
        {
            "id": 6,
            "name": "Leeds pumping station",
            "address": "Kirkstall Road, Leeds, United Kingdom",
        },
        {
            "id": 7,
            "name": "Denver pumping station",
            "address": "4100 Brighton Blvd, Denver, United States",
        },
    ],
}

ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


def test_a_country_is_named_by_its_words() -> None:
    assert {"french", "francais", "frankreich"} <= words_of_label("18 Rue de Gerland, Lyon, France")
    assert {"uk", "british"} <= words_of_label("Kirkstall Road, Leeds, United Kingdom")
    assert "french" not in words_of_label("Lyon plant")


@pytest.mark.parametrize(
    ("query", "route"),
    [
        ("our french plant", "navigation"),
        ("the uk pumping station", "navigation"),
        ("la planta francesa", "navigation"),
        ("book me a flight to france", "unclear"),  # names no record
    ],
)
async def test_a_record_by_its_country(catalog: Catalog, query: str, route: str) -> None:
    decision = RouteDecision(route="unclear", scores={}, reason="closer to vague requests")
    looked = await second_look(decision, query, catalog, ALICE, stand_in_lookup(RECORDS))
    assert looked.route == route


async def test_no_slip_of_a_country_word(catalog: Catalog) -> None:
    """ "frank" is one slip from Dutch "frans" (French): a person's name, not the site."""
    lookup = stand_in_lookup(RECORDS)
    found = await lookup.find(catalog.parameters["site_id"], "frank castillo's page", "t")
    assert found.outcome != "one"
