"""Records and kinds typed or said otherwise (issue #15): a word for a kind typed one slip
away ("the cold room thermometr", "memebers of field service?"), a record's word typed so
("the portible bw ultra", "the wet wel chlorine sensor", "vapor recovery"), and records
described in another of the catalog's languages ("le capteur de la chambre froide": the
words for common parts of records' names are the product's data, `name_words.yaml`).

Pure functions on the product's catalog, the record matching with records given here, the
second look with the product's API stood in by `httpx.MockTransport`, and the whole
navigator on Acme once."""

from pathlib import Path
from typing import Any

import httpx
import pytest
from stand_in_product import stand_in_lookup

from conftest import as_user
from navex.embeddings import local_encoder
from navex.navigation import (
    Navigator,
    RecordLookup,
    RequestContext,
    ScreenIndex,
    load_catalog,
    read_name_words,
)
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.catalog import Catalog
from navex.navigation.fuzzy import one_slip
from navex.navigation.index import ScreenMatch
from navex.navigation.promote import promote_named_record
from navex.navigation.record_names import FoundRecord, match_records, words_besides
from navex.navigation.second_look import second_look
from navex.navigation.spelling import respelled
from navex.routing import RouteDecision

ACME_CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog"
CATALOG = ACME_CATALOG / "navigation.json"
NAME_WORDS = ACME_CATALOG / "name_words.yaml"


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


@pytest.mark.parametrize(
    ("typed", "meant", "slip"),
    [
        ("sensr", "sensor", True),  # left out
        ("memebers", "members", True),  # one too many
        ("portible", "portable", True),  # one wrong
        ("thermomter", "thermometer", True),
        ("sensro", "sensor", True),  # two swapped
        ("snesor", "sensor", True),
        ("senor", "sensors", False),  # two slips
    ],
)
def test_one_slip(typed: str, meant: str, slip: bool) -> None:
    assert one_slip(typed, meant) is slip


@pytest.mark.parametrize(
    ("query", "read"),
    [
        ("the cold room thermometr", "the cold room thermometer"),
        ("vapor recovery sensr at rotterdam", "vapor recovery sensor at rotterdam"),
        ("memebers of field service?", "members of field service?"),
        ("i need to see our invoces", "i need to see our invoices"),
        # one slip from two words for one kind ("detector", "detecteur"): either is a device
        ("the solvent store detecter", "the solvent store detector"),
        # one slip from a kind's words and from another word ("cara", which picks the
        # priciest): the kind's, as the screens write it ("camera", not "cámara")
        ("the camra at the jetty", "the camera at the jetty"),
        # a word that picks a record by its date (pick_words.yaml)
        ("the most recnt invoice", "the most recent invoice"),
        ("the invoice from six monhts back", "the invoice from six months back"),
        # a word for what records measure (measure_words.yaml)
        ("the gateway with the weakest signl", "the gateway with the weakest signal"),
    ],
)
def test_a_kind_word_one_slip_away_is_read_as_the_catalogs(
    catalog: Catalog, query: str, read: str
) -> None:
    assert respelled(query, catalog) == read


@pytest.mark.parametrize(
    ("query", "read"),
    [
        ("Standortseite Rotterdam", "standort seite Rotterdam"),
        ("zeig die Alarmliste", "zeig die alarm liste"),
        ("Gerätedetails für GS-1020", "gerate details für GS-1020"),
        ("the teambuilding event", "the teambuilding event"),  # too short a kind word
    ],
)
def test_a_compound_of_a_kind_word_is_read_as_two_words(
    catalog: Catalog, query: str, read: str
) -> None:
    assert respelled(query, catalog) == read


@pytest.mark.parametrize(
    "query",
    [
        "show the alert rules",  # "rules" is a word of the screens, not "roles"
        "which cameras are offline",  # a kind word's plural
        "often offline sensors",  # not "offen"
        "tell me a joke",  # short words
        "la factura de hace cuatro meses",  # a number, not a slip of the ordinal "cuarto"
    ],
)
def test_the_screens_own_words_stay_as_said(catalog: Catalog, query: str) -> None:
    assert respelled(query, catalog) == query


@pytest.mark.parametrize(
    ("query", "read"),
    [
        (
            "ouvre la fiche du capteur de la chambre froide",
            "ouvre la fiche du capteur de la room cold",
        ),
        ("il rilevatore del magazzino solventi", "il rilevatore del store solvent"),
        ("la cámara térmica del transformador T1", "la camera thermal del transformer T1"),
        ("abre el detector del cuarto de calderas", "abre el detector del room de boiler"),
        (
            "quali sensori sono in manutenzione a Lione?",
            "quali sensori sono in maintenance a lyon?",
        ),
        ("the thermometer in the lab fridge", "the thermometer in the lab refrigerator"),
        # a phrase of the table before its words one by one ("sala" alone is a room)
        ("il rilevatore della sala reattori B", "il rilevatore della reactor hall B"),
        ("quantos dispositivos temos em Roterdão?", "quantos dispositivos temos em rotterdam?"),
        # two of the table's words written as one, as German and Dutch write names
        ("der Chlorsensor im Nassschacht", "der Chlorsensor im wet well"),
        ("de camera bij de hoofdpoort", "de camera bij de main gate"),
        ("de camera bij het noordhek", "de camera bij het north fence"),  # "hek": short
        ("Kamera am Haupteingang in Springfield", "camera am main entrance in Springfield"),
        ("die Wartungsplanung", "die Wartungsplanung"),  # "wartung" and no word of the table
        ("il sensore SF6 della baia 3", "il sensore SF6 della bay 3"),
        ("der Chlorsensor an der Dosierpumpe", "der Chlorsensor an der dosing pump"),
        ("zeig mir die Wärmebildkamera an der Fackel", "zeig mir die thermal camera an der flare"),
    ],
)
def test_the_words_of_records_names_in_other_languages(query: str, read: str) -> None:
    assert read_name_words(NAME_WORDS).read(query) == read


def test_english_words_are_not_read_again() -> None:
    query = "open the cold room sensor at the Lyon plant"
    assert read_name_words(NAME_WORDS).read(query) == query
    plural = "which cameras are at the lyon plant?"  # "caméras" folded: English's own word
    assert read_name_words(NAME_WORDS).read(plural) == plural
    assert read_name_words(None).read("la chambre froide") == "la chambre froide"


DEVICES = "/api/devices"
RECORDS: dict[str, list[dict[str, Any]]] = {
    DEVICES: [
        {"id": 7, "serial_number": "GS-1007", "name": "Portable - shift lead"},
        {"id": 12, "serial_number": "GS-1012", "name": "Hydrotreater"},
        {"id": 17, "serial_number": "GS-1017", "name": "Vapour recovery"},
        {"id": 19, "serial_number": "GS-1019", "name": "Heat recovery"},
        {"id": 18, "serial_number": "GS-1018", "name": "Pump house"},
        {"id": 21, "serial_number": "TH-2001", "name": "Cold room 1"},
        {"id": 31, "serial_number": "GX-5001", "name": "Chlorine store"},
        {"id": 32, "serial_number": "GX-5002", "name": "Chlorination room"},
        {"id": 54, "serial_number": "GX-5011", "name": "Wet well"},
        {"id": 9, "serial_number": "GS-1009", "name": "Tank farm north"},
        {"id": 10, "serial_number": "GS-1010", "name": "Tank farm south"},
    ],
    "/api/users": [{"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"}],
}


def devices(catalog: Catalog, query: str, known: frozenset[str] = frozenset()) -> list[Any]:
    found, _ = match_records(query, catalog.parameters["device_id"], RECORDS[DEVICES], (), known)
    return [r.id for r in found.records]


@pytest.mark.parametrize(
    ("query", "ids"),
    [
        ("the wet wel chlorine sensor", [54]),  # a letter left out, beside "wet"
        ("vapor recovery", [17]),
        ("the portible detector", [7]),
        ("chlorinaton room", [32]),
    ],
)
def test_a_records_word_one_slip_away_names_it(catalog: Catalog, query: str, ids: list) -> None:
    assert devices(catalog, query) == ids


def test_a_short_word_with_two_letters_swapped_beside_a_word_of_its_label(
    catalog: Catalog,
) -> None:
    known = frozenset({"open", "detector"})  # the screens' words: "fram" is none of them
    assert devices(catalog, "open the tank fram detector", known) == [9, 10]


def test_a_screens_word_is_not_read_as_a_records(catalog: Catalog) -> None:
    # "wel" alone is beside no word of Wet well's; a word the screens use stays as said
    assert devices(catalog, "wel") == []
    assert devices(catalog, "fram") == []  # beside no word of its label
    assert devices(catalog, "the portible detector", known=frozenset({"portible"})) == []


def test_a_word_one_slip_away_is_the_records_word_besides_it() -> None:
    wet_well = [FoundRecord(id=54, label="GX-5011 Wet well")]
    assert words_besides("the wet wel sensor", wet_well, frozenset({"the", "sensor"})) == []


ERIN = RequestContext(hostname="g.test", user_id=12, org_id=2, role="operator", user_token="t")


def product_api() -> RecordLookup:
    return stand_in_lookup(RECORDS)


@pytest.mark.parametrize(
    "query",
    [
        "the wet wel chlorine sensor",  # a typo in the record's name
        "the cl2 detector in the chlorination room",  # one word more, of a record named whole
    ],
)
async def test_a_record_named_so_with_its_kind_is_navigation(catalog: Catalog, query: str) -> None:
    decision = RouteDecision(route="unclear", scores={}, reason="router")
    assert (await second_look(decision, query, catalog, ERIN, product_api())).route == "navigation"


async def test_a_side_of_a_record_said_short_keeps_its_page(catalog: Catalog) -> None:
    """ "config" is how people shorten "configuration": an unsure configuration page ranked
    first stays, the device's own page close behind does not replace it."""
    ranked = [
        ScreenMatch(screen_name="device_configuration", score=0.28),
        ScreenMatch(screen_name="onboard_device", score=0.1),
        ScreenMatch(screen_name="device_details", score=0.06),
    ]
    for query, page in (
        ("opne the hydrotreter sensor config", "device_configuration"),
        ("opne the hydrotreter sensor", "device_details"),
    ):
        promoted = await promote_named_record(query, ranked, catalog, ERIN, product_api())
        assert promoted[0].screen_name == page, query


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(
        index,
        local_encoder(),
        MemorySemanticCache(),
        RecordLookup(api),
        name_words=read_name_words(NAME_WORDS),
    )


async def test_a_device_described_in_french_or_misspelt(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    headers = {"Authorization": f"Bearer {alice.user_token}"}
    found = (await api.get("/api/devices", params={"q": "TH-2001"}, headers=headers)).json()
    cold_room = found["items"][0]["id"]
    for query in ("ouvre la fiche du capteur de la chambre froide", "the cold room thermometr"):
        result = await navigator.answer(query, alice)
        assert result.answer is not None, (query, result)
        assert result.answer.screen_name == "device_details", query
        assert result.records == {"device_id": cold_room}, query


def test_a_compound_of_a_names_word_and_a_word_for_a_kind() -> None:
    """German joins a word and a kind's with an "s" ("Wartungsteam": maintenance team); a
    word that is a kind's word as it stands ("Wartungsaufträge") is kept whole."""
    kinds = frozenset({"team", "wartungsauftrage"})
    words = read_name_words(NAME_WORDS)
    assert words.read("wer ist im Wartungsteam?", kinds) == "wer ist im maintenance team?"
    assert words.read("Wartungsaufträge anzeigen", kinds) == "Wartungsaufträge anzeigen"
    assert words.read("wer ist im Wartungsteam?") == "wer ist im Wartungsteam?"  # no kinds
