"""A question about what a named record measures opens its readings (issue #15): "what is
GS-1009 reading right now", "Wie hoch ist der H2S-Wert am GS-1008 gerade?", "gxt 6007
temps"; a value the record's own page shows ("battery of GS-1008") stays on that page.

The rule runs on the product's catalog with ranked screens given here and the product's
API stood in by `httpx.MockTransport`; one test runs the whole navigator on Acme."""

from pathlib import Path
from typing import Any

import httpx
import pytest
from stand_in_product import stand_in_lookup

from conftest import as_user
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, RequestContext, ScreenIndex, load_catalog
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.measured import measured_first

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

DEVICES: list[dict[str, Any]] = [
    {"id": 8, "serial_number": "GS-1008", "name": "Crude unit H2S", "site_id": 2}
    | {"last_reading": {"co_ppm": 4.2, "h2s_ppm": 12.4, "battery": 71}},
    {"id": 9, "serial_number": "GS-1009", "name": "Tank farm north", "site_id": 2}
    | {"last_reading": {"co_ppm": 42.0, "h2s_ppm": 0.3, "battery": 66}}
    | {"firmware_version": "2.9.3", "status": "active"},
    {"id": 47, "serial_number": "GXT-6007", "name": "Relay cabinet R3", "site_id": 4}
    | {"last_reading": {"temperature_c": 31.5}},
]
ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


def product_api() -> RecordLookup:
    return stand_in_lookup({"/api/devices": DEVICES})


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


DEVICE_FIRST = (("device_details", 0.5), ("device_configuration", 0.45), ("audit_log", 0.1))


async def first(
    catalog: Catalog, query: str, ranked: tuple[tuple[str, float], ...] = DEVICE_FIRST
) -> str:
    matches = [ScreenMatch(screen_name=name, score=score) for name, score in ranked]
    promoted = await measured_first(query, matches, catalog, ALICE, product_api())
    return (promoted or matches)[0].screen_name


@pytest.mark.parametrize(
    "query",
    [
        "what is GS-1009 reading right now",
        "Wie hoch ist der H2S-Wert am GS-1008 gerade?",
        "gxt 6007 temps",
        "co level on the tank farm north detector",
        "how warm is relay cabinet r3",  # a word people say for a temperature
        "il fait chaud dans relay cabinet r3 ?",
        "metingen van GS-1009",  # the languages' words for readings (measure_words.yaml)
        "les relevés de GS-1009",
        # a gas named as people name it, not by its formula ("co_ppm")
        "was misst GS-1009 an der Tankfarm Nord gerade an Kohlenmonoxid?",
        "carbon monoxide at GS-1009",
    ],
)
async def test_what_a_record_measures_is_its_readings_page(catalog: Catalog, query: str) -> None:
    assert await first(catalog, query) == "device_telemetry"


@pytest.mark.parametrize(
    "query",
    [
        "battery of GS-1008",  # the device's page shows its battery
        "what's the last reading of GS-1009",  # and its last reading
        "open crude unit h2s",  # a word of its name, not a reading asked for
        "the co detector at tank farm north",  # what it measures says which device
        "the carbon monoxide detector at tank farm north",
        "is GS-1009 online right now",
    ],
)
async def test_what_the_records_own_page_shows_stays(catalog: Catalog, query: str) -> None:
    assert await first(catalog, query) == "device_details"


async def test_a_question_about_a_records_field_opens_its_page(catalog: Catalog) -> None:
    """Over a screen about no device, a question that names a device whole and one of its
    fields that its page shows ("firmware version") opens that page; a change stays."""
    ranked = (("firmware_updates", 0.5), ("release_notes", 0.3), ("device_details", 0.2))
    for query in ("which firmware is tank farm north running", "firmware version on gs 1009?"):
        assert await first(catalog, query, ranked) == "device_details", query
    assert await first(catalog, "update the firmware of GS-1009", ranked) == "firmware_updates"


async def test_what_a_record_measures_over_a_screen_about_no_such_record(
    catalog: Catalog,
) -> None:
    ranked = (("release_notes", 0.3), ("sso_settings", 0.2), ("subscription_plans", 0.1))
    assert await first(catalog, "co level in tank farm north now", ranked) == "device_telemetry"
    alert = (("create_alert_rule", 0.4), ("alert_details", 0.3))
    assert await first(catalog, "tank farm north co alert", alert) == "create_alert_rule", (
        "a word for another kind: the alert"
    )


READINGS_FIRST = (("device_telemetry", 0.5), ("device_details", 0.45), ("audit_log", 0.1))


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("what's the battery level on gs1008?", "device_details"),
        ("battery level on the tank farm north detector?", "device_details"),
        ("battery history chart of GS-1008", "device_telemetry"),
        ("battery readings of GS-1008", "device_telemetry"),
        ("battery level of GS-1008 right now", "device_telemetry"),
        # the languages' words for a measure the page says ("battery")
        ("quanta batteria ha il GS-1008?", "device_details"),
        ("how much charge is left on GS-1008", "device_details"),
        # ... but readings are a page of their own
        ("les mesures du GS-1008", "device_telemetry"),
    ],
)
async def test_a_value_the_records_page_shows_is_that_page_over_its_readings(
    catalog: Catalog, query: str, page: str
) -> None:
    assert await first(catalog, query, READINGS_FIRST) == page


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def test_a_devices_reading_now_opens_its_telemetry(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    result = await navigator.answer("what is GS-1009 reading right now", alice)
    assert result.answer is not None, result
    assert result.answer.screen_name == "device_telemetry"
    assert result.answer.url.endswith(f"/devices/{result.records['device_id']}/telemetry")
