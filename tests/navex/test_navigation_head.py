"""A record described by its head word for a kind and words of its label (issue #15): "the
job to get the flare cam video back" is the work order "Restore video on flare stack
camera", "was the vapour recovery alarm resolved" the alert about the Vapour recovery
device, "the sensor head replacement job" the work order, not a device, whatever first
screen the ranker is sure of; not a device where something is done ("push firmware 5.2.1
to the loading dock sensor"), nor a number that is no record's ("raw sensor data should be
deleted after 3 months").

The rules run on the product's catalog with ranked screens given here and the product's
API stood in by `httpx.MockTransport` (the whole navigator on Acme runs in `navex eval
routing`)."""

from pathlib import Path
from typing import Any

import pytest
from stand_in_product import stand_in_lookup

from navex.navigation import RecordLookup, RequestContext, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.head_kind import head_kind
from navex.navigation.index import ScreenMatch
from navex.navigation.promote import promote_named_record
from navex.navigation.record_names import catalog_vocabulary

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 3, "serial_number": "GS-1003", "name": "Reactor hall B"},
        {"id": 4, "serial_number": "GS-1004", "name": "Loading dock"},
        {"id": 11, "serial_number": "GS-1011", "name": "Flare stack"},
        {"id": 17, "serial_number": "GS-1017", "name": "Vapour recovery"},
        {"id": 26, "serial_number": "CAM-3002", "name": "Flare stack thermal"},
    ],
    "/api/work-orders": [
        {"id": 1, "title": "Replace sensor head on GS-1011", "device_id": 11},
        {"id": 4, "title": "Restore video on flare stack camera", "device_id": 26},
        {"id": 5, "title": "Upgrade Houston gateway firmware"},
    ],
    "/api/products": [
        {"id": 3, "name": "Polytron 8700", "description": "Fixed infrared detector"},
        {"id": 8, "name": "WISE-6610", "description": "LoRaWAN gateway with LTE backhaul"},
    ],
    "/api/alerts": [
        {"id": 6, "message": "Video stream lost on CAM-3002 (Flare stack thermal)"},
        {"id": 7, "message": "LEL at 12% on GS-1017 (Vapour recovery)"},
    ],
}

ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


def product_api() -> RecordLookup:
    return stand_in_lookup(RECORDS)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


@pytest.mark.parametrize(
    ("query", "kind"),
    [
        ("the job to get the flare cam video back", "work_order_id"),
        ("who's assigned the flare camera video job", "work_order_id"),  # the last, ending it
        ("the sensor head swap job on the flare stack detector", "work_order_id"),
        ("alarm about the flare cam losing its stream", "alert_id"),
        ("was the vapour recovery alarm resolved", "alert_id"),  # the one kind said
        ("apri l'ordine di lavoro del gateway di Houston", "work_order_id"),
        ("open the calibration due alert for jetty 3", "alert_id"),  # a side names no kind
        ("push firmware 5.2.1 to the loading dock sensor", None),  # where, not what
        ("the status of the pump", None),
        ("when was the gateway firmware job i finished due", "work_order_id"),  # "job i ..."
        ("what's the due date on the flare camera job", "work_order_id"),  # a field of one
    ],
)
def test_the_head_word_says_the_kind(catalog: Catalog, query: str, kind: str | None) -> None:
    assert head_kind(query, catalog) == kind


def ranked(*screens: tuple[str, float]) -> list[ScreenMatch]:
    return [ScreenMatch(screen_name=name, score=score) for name, score in screens]


async def first(catalog: Catalog, query: str, matches: list[ScreenMatch]) -> str:
    lookup = product_api()
    lookup.known_words = catalog_vocabulary(catalog)  # as the navigator gives them
    promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    return promoted[0].screen_name


@pytest.mark.parametrize(
    ("query", "ranker", "page"),
    [
        ("the job to get the flare cam video back", "decommission_device", "work_order_details"),
        ("who's assigned the flare camera video job", "audit_log", "work_order_details"),
        ("the sensor head replacement job", "device_details", "work_order_details"),
        ("was the vapour recovery alarm resolved", "incident_history", "alert_details"),
        # a question about one record's field, over the list of such records
        ("what's the due date on the flare camera job", "work_orders", "work_order_details"),
        (
            "when was the gateway firmware job i finished due",
            "firmware_updates",
            "work_order_details",
        ),
        # a product by words of its description, none of its name
        ("the gateway product with LTE backhaul", "device_details", "product_details"),
        ("the product with a blue case", "device_details", "device_details"),  # none fits
    ],
)
async def test_a_record_described_by_its_head_word_opens_its_page(
    catalog: Catalog, query: str, ranker: str, page: str
) -> None:
    matches = ranked((ranker, 0.6), ("device_telemetry", 0.1), ("main_dashboard", 0.05))
    assert await first(catalog, query, matches) == page


async def test_of_several_described_so_the_one_on_the_record_named(catalog: Catalog) -> None:
    """Two jobs fit by two words each ("sensor head", "flare stack"): the one on the device
    the request names whole, the Flare stack detector; a word no record has ("swap") beside
    two words of a label leaves them named."""
    device = ranked(("onboard_device", 0.4), ("device_list", 0.1), ("decommission_device", 0.05))
    query = "the sensor head swap job on the flare stack detector"
    assert await first(catalog, query, device) == "work_order_details"


async def test_a_device_where_something_is_done_or_a_lone_number_keeps_the_screen(
    catalog: Catalog,
) -> None:
    firmware = ranked(("firmware_updates", 0.5), ("device_details", 0.2))
    assert await first(catalog, "push firmware 5.2.1 to the loading dock sensor", firmware) == (
        "firmware_updates"
    )
    retention = ranked(("data_retention_settings", 0.5), ("device_details", 0.2))
    query = "raw sensor data should be deleted after 3 months"
    assert await first(catalog, query, retention) == "data_retention_settings"


async def test_a_record_so_described_opens_over_the_form_unless_asked_to_create(
    catalog: Catalog,
) -> None:
    """The form that creates a record of the kind gives way to the one record described
    ("flare camera video ticket"), not when the request says a word of the form's
    ("create a flare camera video ticket", "new ...")."""
    form = ranked(("create_work_order", 0.62), ("work_order_details", 0.3))
    assert await first(catalog, "flare camera video ticket", form) == "work_order_details"
    for query in ("create a flare camera video ticket", "new flare camera video ticket"):
        assert await first(catalog, query, form) == "create_work_order", query


async def test_the_list_stays_for_many(catalog: Catalog) -> None:
    """A question about what exists keeps the list: "which jobs are open on the flare
    camera", "what jobs are open on the flare camera"."""
    listing = ranked(("work_orders", 0.6), ("work_order_details", 0.2))
    for query in (
        "which jobs are open on the flare camera",
        "what jobs are due on the flare camera",
    ):
        assert await first(catalog, query, listing) == "work_orders", query


def test_a_screens_home_kind_is_worked_out_once_per_catalog(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The kind a screen without a record is about ("Onboard a device" is about devices),
    which several rules ask on every request, is not searched for among every screen's
    lists each time."""
    fresh = Catalog.model_validate(catalog.model_dump())  # nothing worked out yet
    onboard = next(s for s in fresh.screens if s.web_url.endswith("/devices/onboard"))
    calls: list[str] = []
    original = Catalog.list_screen

    def counted(self: Catalog, screen: Any, parameter: str) -> Any:
        calls.append(parameter)
        return original(self, screen, parameter)

    monkeypatch.setattr(Catalog, "list_screen", counted)
    assert fresh.home_kind(onboard) == "device_id"
    first = len(calls)
    for _ in range(3):
        assert fresh.home_kind(onboard) == "device_id"
    assert len(calls) == first > 0
