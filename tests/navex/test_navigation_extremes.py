"""A record picked by the highest or lowest of what it measures (navigation/extremes.py),
and a number that counts what a record measures rather than naming one ("8 sensors"):
read through Acme's API as the asking user, on real parts."""

from typing import Any

import httpx
import pytest

from conftest import as_user, listed_as
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, RequestContext, ScreenIndex
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.extremes import extreme_words
from navex.navigation.pick_words import pick_words


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


def _reading(device: dict[str, Any], key: str) -> float | None:
    value = (device.get("last_reading") or {}).get(key)
    return float(value) if isinstance(value, int | float) else None


async def _opens(navigator: Navigator, query: str, who: RequestContext, device_id: int) -> None:
    result = await navigator.answer(query, who)
    assert result.answer is not None, (query, result.clarification)
    assert result.answer.url.endswith(f"/devices/{device_id}"), (query, result.answer.url)


async def test_the_lowest_or_highest_of_a_measure_among_the_records_described(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    devices = await listed_as(api, alice, "/api/devices")
    products = {p["id"]: p["name"] for p in await listed_as(api, alice, "/api/products")}
    bw_ultra = [d for d in devices if products.get(d["product_id"]) == "BW Ultra"]
    weakest = min(bw_ultra, key=lambda d: _reading(d, "battery") or 101.0)
    flat = min(devices, key=lambda d: _reading(d, "battery") or 101.0)
    assert weakest["id"] != flat["id"], "the weakest of all is no BW Ultra"
    await _opens(
        navigator, "which bw ultra has the weakest battery? open that one", alice, weakest["id"]
    )
    signals = [d for d in devices if _reading(d, "signal_dbm") is not None]
    faint = min(signals, key=lambda d: _reading(d, "signal_dbm") or 0.0)
    await _opens(navigator, "the gateway with the weakest signl", alice, faint["id"])
    await _opens(navigator, "the router with the worst signal", alice, faint["id"])  # "worst"
    temperatures = [d for d in devices if _reading(d, "temperature_c") is not None]
    hottest = max(temperatures, key=lambda d: _reading(d, "temperature_c") or 0.0)
    await _opens(navigator, "the hottest thermometer", alice, hottest["id"])


async def test_the_most_or_least_of_a_measure_and_not_of_a_bound(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "most" and "least" pick by a measure ("the most sensors hanging off it", "the least
    storage"), "flattest" by the battery; "at least" bounds a value and picks nothing."""
    alice = await as_user(api, "alice@acme.example")
    devices = await listed_as(api, alice, "/api/devices")
    counted = [d for d in devices if _reading(d, "connected_devices") is not None]
    busiest = max(counted, key=lambda d: _reading(d, "connected_devices") or 0.0)
    await _opens(
        navigator, "the gateway that has the most sensors hanging off it", alice, busiest["id"]
    )
    stored = [d for d in devices if _reading(d, "storage_pct") is not None]
    emptiest = min(stored, key=lambda d: _reading(d, "storage_pct") or 101.0)
    await _opens(navigator, "the camera using the least storage", alice, emptiest["id"])
    flat = min(devices, key=lambda d: _reading(d, "battery") or 101.0)
    await _opens(navigator, "whichever detector has the flattest battery", alice, flat["id"])
    picks = pick_words()
    assert (
        picks.measure_rank_said(["devices", "with", "at", "least", "50", "percent", "battery"])
        is None
    )
    assert (
        picks.measure_rank_said(["the", "camera", "using", "the", "least", "storage"]) is not None
    )
    assert picks.rank_said(["the", "most", "recent", "invoice"]) is None  # an amount's: not "most"


async def test_a_number_before_a_word_for_the_kind_counts_and_names_no_record(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """ "8 sensors hanging off it" is the gateway with 8 connected, not device 8."""
    alice = await as_user(api, "alice@acme.example")
    devices = await listed_as(api, alice, "/api/devices")
    eight = [d for d in devices if _reading(d, "connected_devices") == 8.0]
    assert len(eight) == 1 and eight[0]["id"] != 8
    await _opens(
        navigator, "the gateway that only has 8 sensors hanging off it", alice, eight[0]["id"]
    )
    await _opens(navigator, "sensor 8", alice, 8)  # a kind word, then its number: that one


def test_the_words_of_an_extreme_say_which_record_not_what_to_show() -> None:
    """measured.py leaves them out of what a request asks of a record, so that "the gateway
    with the weakest signal" never moves the gateway's readings first."""
    assert extreme_words("the gateway with the weakest signal") == {"weakest", "signal"}
    assert extreme_words("el detector con la batería más débil") == {"mas", "debil"}
    assert extreme_words("what is the signal of the houston gateway") == set()
