"""A misspelt word read as the catalog's word before the router decides (issue #15): a
long word a slip or two from a word of the screens' titles and descriptions ("alert
treshholds", "how much electricty did lyon burn in march"), without turning words of
their own into others ("roster" is not "router", "contract" not "contact"), short words,
other forms of a word ("alarmas", "installer") or words of the catalog's other languages
("voir tous les membres de l'organisation", "paramètres")."""

import pytest

from navex.assistant import router_from_settings, utterance_words
from navex.config import NavexSettings
from navex.embeddings import local_encoder
from navex.navigation import Respelling, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.fuzzy import likely_slips
from navex.navigation.spelling import respelled
from navex.routing import Router


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(NavexSettings().catalog_path)[0]


@pytest.fixture(scope="module")
def read(catalog: Catalog) -> Respelling:
    return Respelling(catalog, utterance_words(NavexSettings()))


@pytest.mark.parametrize(
    ("typed", "meant", "slips"),
    [
        ("electricty", "electricity", 1),  # a letter left out
        ("treshholds", "thresholds", 2),  # one left out, one too many
        ("maintanence", "maintenance", 2),  # two vowels for vowels
        ("roster", "router", 3),  # s is not beside u: no slip
        ("rostr", "router", 3),  # nor a letter left out and another added in its place
        ("thresholds", "thresholds", 0),
    ],
)
def test_likely_slips(typed: str, meant: str, slips: int) -> None:
    assert likely_slips(typed, meant) == slips


@pytest.mark.parametrize(
    ("query", "meant"),
    [
        ("alert treshholds", "alert thresholds"),
        ("how much electricty did lyon burn", "how much electricity did lyon burn"),
        ("open the maintanence schedule", "open the maintenance schedule"),
        ("which integratoins are connected", "which integrations are connected"),
    ],
)
def test_a_long_word_a_slip_or_two_away_is_read_as_the_screens(
    read: Respelling, catalog: Catalog, query: str, meant: str
) -> None:
    assert read(query) == meant
    assert respelled(query, catalog) == meant  # and so for the lookups


@pytest.mark.parametrize(
    "query",
    [
        "control room team roster",  # one unlikely letter from "router"
        "what are we paying for every month",  # short: not "paging"
        "carol's contract ended, remove her access",  # a word of the router's utterances
        "is the installer done",  # another form of "installed"
        "ver todas las alarmas",  # Spanish, not a slip of "alarms"
        "voir tous les membres de l'organisation",  # French, as the catalog's examples say
        "Einstellungen unserer Organisation, bitte",
        "paramètres des notifications",  # written with an accent: a word of its language
        "which sites are in germany",  # a country's name
    ],
)
def test_words_of_their_own_stay_as_said(read: Respelling, query: str) -> None:
    assert read(query) == query


def test_the_routers_words_are_known_to_the_reader(catalog: Catalog) -> None:
    query = "carol's contract ended, remove her access"
    assert Respelling(catalog)(query) == "carol's contact ended, remove her access"
    assert Respelling(catalog, {"contract"})(query) == query


@pytest.fixture(scope="module")
def router() -> Router:
    return router_from_settings(NavexSettings(), local_encoder())


@pytest.mark.parametrize(
    ("query", "intent"),
    [
        ("alert treshholds", "alert_rules"),
        ("how much electricty did lyon burn in march", "energy_usage_analytics"),
    ],
)
def test_the_router_decides_on_the_request_as_read(router: Router, query: str, intent: str) -> None:
    vector = router.encoder.encode([query])[0]  # the gateway's vector, of the words as typed
    decision = router.decide(query, vector)
    assert (decision.route, decision.intent) == ("navigation", intent)
    assert router.route(query).route == "navigation"


def test_a_router_without_a_reader_decides_on_the_words_as_typed(
    router: Router, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert router.route("firmwear updaets").route == "navigation"
    monkeypatch.setattr(router, "read", None)
    # the router learnt "alert treshholds" from its requests (session 23); this one it did not
    assert router.route("firmwear updaets").route == "unclear"
