"""Records by their number (issue #15): a number written as a word after a kind word
("pull up work order two", "alert number six") is that record's number, and a kind word
and a number open the record even when the ranker is sure of the form that creates one
("mark ticket 2 as done").

The rules run on the product's catalog with ranked screens given here and the product's
API stood in by `httpx.MockTransport`; one test runs the whole navigator on Acme."""

from collections.abc import Sequence
from pathlib import Path

import httpx
import pytest
from test_navigation_described import first, routed

from conftest import as_user
from navex.embeddings import local_encoder
from navex.embeddings.base import Vectors
from navex.navigation import Navigator, RecordLookup, ScreenIndex, load_catalog
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.catalog import Catalog
from navex.navigation.numbers import with_digits

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


@pytest.mark.parametrize(
    ("query", "read"),
    [
        ("pull up work order nine", "pull up work order 9"),
        ("alert number twelve", "alert number 12"),
        ("show alarm no. twenty-one please", "show alarm no. 21 please"),
        ("Auftrag zwölf", "Auftrag 12"),
        ("abre la orden treinta y dos", "abre la orden 32"),
        # an amount: a number in words before a unit, maybe with a half
        ("at around eighteen and a half degrees", "at around 18.5 degrees"),
        ("the detector on twelve ppm", "the detector on 12 ppm"),
        ("el termómetro a dieciocho y medio grados", "el termómetro a 18.5 grados"),
    ],
)
def test_a_number_in_words_after_a_kind_word_is_read_as_digits(
    catalog: Catalog, query: str, read: str
) -> None:
    assert with_digits(query, catalog) == read


@pytest.mark.parametrize(
    "query",
    ["show me two sensors", "the work order due friday", "the one with the cracked head"],
)
def test_other_number_words_keep_their_words(catalog: Catalog, query: str) -> None:
    assert with_digits(query, catalog) == query


async def test_a_kind_word_and_a_number_open_the_record_over_its_form(catalog: Catalog) -> None:
    form = (("create_work_order", 0.62), ("work_order_details", 0.55), ("integrations", 0.1))
    for query in ("mark ticket 2 as done", "reassign ticket 1 to alice"):
        assert await first(catalog, query, *form) == "work_order_details", query
    assert await first(catalog, "create a ticket for 2 sensors", *form) == "create_work_order"


@pytest.mark.parametrize(
    ("query", "route"),
    [
        ("alarm #11", "navigation"),  # whether or not it is the caller's: the page says
        ("I need job #7", "navigation"),
        ("ticket no. 4 please", "navigation"),
        ("#7 fjords and 3 llamas", "unclear"),  # no kind word before the number
    ],
)
async def test_a_kind_word_and_a_number_is_navigation(
    catalog: Catalog, query: str, route: str
) -> None:
    assert await routed(catalog, query, "unclear") == route


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def test_a_work_order_by_its_number_in_words(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    headers = {"Authorization": f"Bearer {alice.user_token}"}
    second = (await api.get("/api/work-orders/2", headers=headers)).json()
    result = await navigator.answer("pull up work order two", alice)
    assert result.answer is not None, result
    assert result.answer.screen_name == "work_order_details"
    assert result.records == {"work_order_id": second["id"]}


async def test_the_request_as_read_is_ranked_by_its_own_vector(
    index: ScreenIndex, api: httpx.AsyncClient
) -> None:
    """The gateway hands the navigator the vector of the words as typed (the router's); when
    the navigator reads them otherwise ("work order two": "work order 9"), it ranks the words
    as read, as `navex eval routing` measures it, not the typed words' vector."""
    encoder = local_encoder()
    asked: list[str] = []

    class Recording:
        name, dim = encoder.name, encoder.dim

        def encode(self, texts: Sequence[str]) -> Vectors:
            asked.extend(texts)
            return encoder.encode(texts)

    recording = Recording()
    navigator = Navigator(index, recording, MemorySemanticCache(), RecordLookup(api))
    alice = await as_user(api, "alice@acme.example")
    typed = "pull up work order two"
    result = await navigator.answer(typed, alice, encoder.encode([typed])[0])
    assert asked == ["pull up work order 2"]
    assert result.answer is not None and result.answer.screen_name == "work_order_details"
    asked.clear()
    same = "open the work orders"
    await navigator.answer(same, alice, encoder.encode([same])[0])
    assert asked == []  # read as typed: the router's vector serves
