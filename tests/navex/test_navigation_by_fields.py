"""Records described by what their fields hold, not by their names (issue #15,
navigation/by_fields.py): "our finance person" is the user whose department is Finance,
"the swedish camera maker" the manufacturer in Sweden, "whose phone starts with +44" the
person with such a number, "the gateway on 2.4.1" the device with that firmware.

The rules run on the product's catalog (its `described_by` fields) with rankings the
ranker gave development-set rows and the product's API stood in by
`httpx.MockTransport`; the last test runs the whole navigator on the real ranker and
Acme's API."""

from typing import Any

import httpx
import pytest
from stand_in_product import ALICE, catalog, stand_in_lookup

from conftest import as_user
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, ScreenIndex
from navex.navigation.by_fields import numbers_in, records_by_fields
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import NeedsClarification, ResolvedLink, resolve_link
from navex.navigation.promote import promote_named_record
from navex.navigation.record_names import names_kind_in_plural
from navex.navigation.second_look import second_look
from navex.routing import RouteDecision

__all__ = ["catalog"]

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/users": [
        {"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"}
        | {"department": "Operations", "phone": "+1 713 555 0100", "status": "active"},
        {"id": 3, "full_name": "Priya Raman", "email": "priya@acme.example"}
        | {"department": "Quality", "phone": "+44 20 7946 0101", "status": "active"},
        {"id": 5, "full_name": "Tom Okafor", "email": "tom@acme.example"}
        | {"department": "Health & Safety", "phone": "+31 10 555 0141", "status": "active"},
        {"id": 7, "full_name": "Tom Becker", "email": "tom.b@acme.example"}
        | {"department": "Maintenance", "phone": None, "status": "active"},
        {"id": 9, "full_name": "Mia Chen", "email": "mia@acme.example"}
        | {"department": "Quality", "phone": None, "status": "invited"},
        {"id": 14, "full_name": "Omar Haddad", "email": "omar@acme.example"}
        | {"department": "Finance", "phone": None, "status": "active"},
        {"id": 8, "full_name": "Lukas Meyer", "email": "lukas@acme.example"}
        | {"department": "IT", "phone": None, "status": "active"},
        {"id": 18, "full_name": "Nora Berg", "email": "nora@acme.example", "role": "operator"}
        | {"department": "IT", "phone": None, "status": "deactivated"},
    ],
    "/api/manufacturers": [
        {"id": 1, "name": "Honeywell", "country": "United States"},
        {"id": 2, "name": "Dräger", "country": "Germany"},
        {"id": 3, "name": "Axis Communications", "country": "Sweden"},
        {"id": 5, "name": "Siemens", "country": "Germany"},
    ],
    "/api/devices": [
        {"id": 28, "serial_number": "GW-4001", "name": "Lyon gateway", "firmware_version": "2.4.1"}
        | {"product_id": 8, "site_id": 1},
        {"id": 30, "serial_number": "GW-4003", "name": "Rotterdam gateway"}
        | {"firmware_version": "2.5.0", "product_id": 8, "site_id": 3},
        {"id": 4, "serial_number": "GS-1004", "name": "Loading dock", "firmware_version": "1.2"}
        | {"product_id": 2, "site_id": 1, "last_reading": {"co_ppm": 1.4, "battery": 9}},
        {"id": 23, "serial_number": "TH-2023", "name": "Kiln exhaust", "firmware_version": "10.2"}
        | {"product_id": 5, "site_id": 1, "last_reading": {"temperature_c": 342.0}},
        {"id": 1, "serial_number": "GS-1001", "name": "Boiler room CO", "firmware_version": "4.2"}
        | {"product_id": 2, "site_id": 1, "last_reading": {"co_ppm": 3.1, "battery": 87}},
        {"id": 17, "serial_number": "GS-1017", "name": "Vapour recovery"}
        | {"product_id": 3, "site_id": 3, "last_reading": {"lel_pct": 12.0, "battery": 40}},
        {"id": 9, "serial_number": "GS-1009", "name": "Tank farm north", "firmware_version": "1.2"}
        | {"product_id": 2, "site_id": 1, "last_reading": {"co_ppm": 42.0, "battery": 66}},
    ],
    "/api/work-orders": [
        {"id": 2, "title": "Inspect tank farm", "description": "Check the leak sensors"}
        | {"device_id": 4, "assignee_id": 5, "status": "open"},
    ],
    "/api/teams": [
        {"id": 1, "name": "Control Room", "description": "Round-the-clock monitoring."},
        {"id": 2, "name": "Maintenance", "description": "Bump tests and sensor repairs."},
        {"id": 3, "name": "Compliance", "description": "Gas-detection compliance and audits."},
    ],
    "/api/invoices": [
        {"id": 5, "number": "INV-2026-05", "period": "2026-05", "status": "paid"},
        {"id": 6, "number": "INV-2026-06", "period": "2026-06", "status": "open"},
    ],
    "/api/products": [
        {"id": 8, "name": "WISE-6610", "description": "LoRaWAN gateway"},
        {"id": 10, "name": "LeakSense SF6", "description": "SF6 leak detector"},
    ],
    "/api/alerts": [
        {"id": 1, "message": "CO high on GS-1009", "severity": "critical", "status": "open"},
        {"id": 2, "message": "H2S high on GS-1008", "severity": "critical", "status": "open"},
        {"id": 3, "message": "Battery low on GS-1004", "severity": "warning", "status": "open"},
    ],
    "/api/sites": [{"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"}],
}


def ranked(*names: str) -> list[ScreenMatch]:
    return [ScreenMatch(screen_name=n, score=0.3 - 0.1 * i) for i, n in enumerate(names)]


async def link(catalog: Catalog, query: str, *ranking: str) -> ResolvedLink | NeedsClarification:
    """The first screen after the promotion rules, as a link for alice."""
    lookup = stand_in_lookup(RECORDS, by_id=False)
    promoted = await promote_named_record(query, ranked(*ranking), catalog, ALICE, lookup)
    screen = catalog.screen(promoted[0].screen_name)
    return await resolve_link(screen, query, ALICE, catalog, lookup)


@pytest.mark.parametrize(
    ("query", "ranking", "url"),
    [  # the rankings the ranker gave these development-set rows
        ("our finance person", ("organization_billing", "user_list", "profile"), "/users/14"),
        ("the sweedish camera maker", ("manufacturers", "product_catalog"), "/manufacturers/3"),
        (
            "whose phone starts with +44? open that person",
            ("device_details", "on_call_schedule", "profile"),
            "/users/3",
        ),
        (
            "who has the number +31 10 555 0141",
            ("work_order_details", "audit_log", "alert_details"),
            "/users/5",
        ),
        (
            "the gateway on 2.4.1",
            ("onboard_device", "firmware_updates", "device_map"),
            "/devices/28",
        ),
        (  # of the two in Quality, the one whose invitation is not accepted
            "the persn in quality who hasnt accepted yet",
            ("pending_invitations", "user_list", "audit_log"),
            "/users/9",
        ),
        (  # a version one gateway alone runs, beside words no screen knows ("draait")
            "de gateway die nog op firmware 2.4.1 draait",
            ("firmware_updates", "device_details", "work_order_details"),
            "/devices/28",
        ),
        (  # "fammi vedere": show me; "disattivato", the singular of a state's "disattivati"
            "fammi vedere l'utente disattivato del reparto IT",
            ("team_details", "maintenance_schedule", "user_list"),
            "/users/18",
        ),
    ],
)
async def test_a_record_described_by_its_fields_opens_its_page(
    catalog: Catalog, query: str, ranking: tuple[str, ...], url: str
) -> None:
    answer = await link(catalog, query, *ranking)
    assert isinstance(answer, ResolvedLink), answer
    assert answer.url.endswith(url), answer.url


async def test_a_request_opened_by_a_kinds_word_describes_one_over_a_sure_screen(
    catalog: Catalog,
) -> None:
    """ "the team in charge of audits" is the team whose description says audits, though the
    ranker is sure of the audit log and "charge" is a word no record holds, and so is "the
    bump test and sensor repair crew", one phrase whose head is the kind's word; a request
    neither opened nor closed so keeps the sure screen."""
    lookup = stand_in_lookup(RECORDS, by_id=False)
    sure = [ScreenMatch(screen_name="audit_log", score=0.6), *ranked("team_details", "teams")]
    for query, first in (
        ("the team in charge of audits", "team_details"),
        ("audits by the compliance people", "audit_log"),
        ("the bump test and sensor repair crew", "team_details"),  # one phrase, its head last
        ("bump test and sensor repairs for the crew", "audit_log"),  # no article first
    ):
        promoted = await promote_named_record(query, sure, catalog, ALICE, lookup)
        assert promoted[0].screen_name == first, query
    # a screen's title said is that screen, though a team's description has its word
    titled = [ScreenMatch(screen_name="compliance_reports", score=0.4), *ranked("team_details")]
    promoted = await promote_named_record("compliance report", titled, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "compliance_reports"
    answer = await link(catalog, "the team in charge of audits", "audit_log", "teams")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/teams/3"), answer


@pytest.mark.parametrize(
    ("query", "ranking", "url"),
    [  # the rankings the ranker gave these development-set rows (fresh11)
        (  # "CO" is also a word of GS-1001's name, "42" the digits of its firmware 4.2
            "open the detector that's reading 42 ppm CO",
            ("device_telemetry", "alert_details", "alert_rules"),
            "/devices/9",
        ),
        ("the one reading 12% lel", ("alert_details", "device_telemetry"), "/devices/17"),
        (
            "zeig mir den Sensor mit 9 % Akku",
            ("decommission_device", "device_details"),
            "/devices/4",
        ),
    ],
)
async def test_a_record_described_by_an_amount_it_measures_opens_its_page(
    catalog: Catalog, query: str, ranking: tuple[str, ...], url: str
) -> None:
    """An amount and its unit ("42 ppm", "12% lel", "9 % Akku": the languages' words for a
    measure) describe the record that measures it: its page, not its readings ("reading"
    before an amount asks for nothing), not device 12 ("reading 12" is no number of one)."""
    answer = await link(catalog, query, *ranking)
    assert isinstance(answer, ResolvedLink), answer
    assert answer.url.endswith(url), answer.url


async def test_a_value_a_record_measures_describes_it(catalog: Catalog) -> None:
    answer = await link(
        catalog,
        "the thermometer showing 342 degrees, which one is it, open it",
        "device_details",
        "alert_details",
    )
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/devices/23"), answer
    lookup = stand_in_lookup(RECORDS, by_id=False)
    query = "the detector sitting at 9% battery"
    found = await records_by_fields("device_id", query, catalog, "t", lookup)
    assert found is not None and [r.id for r in found.search.records] == [4]
    # a small amount without the name of what it measures says nothing ("tank pit 9")
    assert (
        await records_by_fields("device_id", "the detector in pit 9", catalog, "t", lookup) is None
    )


@pytest.mark.parametrize(
    ("query", "device"),
    [
        ("the detector thats at 9% batery", 4),  # not device 9: an amount is no number
        ("zeig mir den Sensor mit 9 % Akku", 4),  # "mir" points at the caller among people only
        ("the detector that's down to 9 percent", 4),  # a battery's charge is a share
        ("the detector down to 9%", 4),
        ("the thermometer running at 342 degres", 23),
        ("the kiln thermometer running at 342 degrees", 23),
        ("the detector at 42 ppm co", 9),
        ("the detector at 42 ppm", 9),
    ],
)
async def test_an_amount_with_its_unit_describes_the_record_not_its_number(
    catalog: Catalog, query: str, device: int
) -> None:
    lookup = stand_in_lookup(RECORDS)  # device 9 answers by its number too
    screen = catalog.screen("device_details")
    answer = await resolve_link(screen, query, ALICE, catalog, lookup)
    assert isinstance(answer, ResolvedLink), answer
    assert answer.url.endswith(f"/devices/{device}"), (query, answer.url)


async def test_a_whole_number_and_its_unit_name_a_reading_with_decimals(catalog: Catalog) -> None:
    """ "Running at 48 degrees" is the reading of 48.2, the one "48" rounds; a number
    without a unit stays exact ("cabinet 3, it's done" is no reading of 3.4)."""
    records = {
        **RECORDS,
        "/api/devices": [
            {"id": 47, "serial_number": "GXT-6004", "name": "Relay cabinet R1"}
            | {"last_reading": {"temperature_c": 31.5}},
            {"id": 48, "serial_number": "GXT-6005", "name": "Relay cabinet R3"}
            | {"last_reading": {"temperature_c": 48.2}},
        ],
    }
    lookup = stand_in_lookup(records, by_id=False)
    screen = catalog.screen("device_details")
    query = "the cabinet thermometer running at 48 degres"
    answer = await resolve_link(screen, query, ALICE, catalog, lookup)
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/devices/48"), answer
    exact = await records_by_fields("device_id", "the cabinet at 48 now", catalog, "t", lookup)
    assert exact is None or [r.id for r in exact.search.records] != [48]
    # an amount said to be near: a reading within 5% of it
    query = "the cabinet thermometer sitting at around 48.5 degrees"
    answer = await resolve_link(screen, query, ALICE, catalog, lookup)
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/devices/48"), answer
    query = "the cabinet thermometer sitting at 48.5 degrees"
    exact = await records_by_fields("device_id", query, catalog, "t", lookup)
    assert exact is None or [r.id for r in exact.search.records] != [48], "exact unless near"


async def test_a_reading_with_decimals_or_a_measures_name_describes_its_record(
    catalog: Catalog,
) -> None:
    """ "The thermometer reading 48.2": an amount with decimals is the reading that holds
    it, without a unit. "The sf6 sensor at 1350 ppm": "sf6" is a word of what the
    detectors measure (`sf6_ppm`), not a name no record holds; "the sf6 sensor on 1.7.3"
    narrows the SF6 detectors to the one on that firmware. "The 48.2 degree alarm": the
    alert whose message writes that amount."""
    records = {
        **RECORDS,
        "/api/devices": [
            {"id": 43, "serial_number": "GX-5006", "name": "GIS bay 1", "product_id": 10}
            | {"firmware_version": "1.8.0", "last_reading": {"sf6_ppm": 210.0}},
            {"id": 44, "serial_number": "GX-5007", "name": "GIS bay 2", "product_id": 10}
            | {"firmware_version": "1.8.0", "last_reading": {"sf6_ppm": 1350.0}},
            {"id": 46, "serial_number": "GX-5009", "name": "Cable basement", "product_id": 10}
            | {"firmware_version": "1.7.3", "last_reading": {"sf6_ppm": 180.0}},
            {"id": 47, "serial_number": "GXT-6004", "name": "Relay cabinet R1"}
            | {"firmware_version": "1.2.5", "last_reading": {"temperature_c": 31.5}},
            {"id": 48, "serial_number": "GXT-6005", "name": "Relay cabinet R3"}
            | {"firmware_version": "1.2.5", "last_reading": {"temperature_c": 48.2}},
        ],
        "/api/alerts": [
            {"id": 9, "message": "SF6 at 1350 ppm on GX-5007 (GIS bay 2) exceeds 1000 ppm"},
            {"id": 10, "message": "Cabinet temperature 48.2 °C on GXT-6005 (Relay cabinet R3)"},
        ],
    }
    lookup = stand_in_lookup(records, by_id=False)
    for query, device in [
        ("the thermometer reading 48.2", 48),
        ("the sf6 sensor at 1350 ppm", 44),
        ("the sf6 sensor on 1.7.3", 46),
    ]:
        answer = await resolve_link(catalog.screen("device_details"), query, ALICE, catalog, lookup)
        assert isinstance(answer, ResolvedLink), (query, answer)
        assert answer.url.endswith(f"/devices/{device}"), (query, answer.url)
    alarm = "the 48.2 degree alarm"
    answer = await resolve_link(catalog.screen("alert_details"), alarm, ALICE, catalog, lookup)
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/alerts/10"), answer
    # a small whole number without the name of what it measures still says nothing
    assert await records_by_fields("device_id", "the cabinet at 48", catalog, "t", lookup) is None


async def test_an_amount_written_as_one_word_and_a_flag_describe_a_product(
    catalog: Catalog,
) -> None:
    """ "The 8mp turret model": "8 MP" of its description written as one word; "the
    din-rail gateway model": a flag its config sets (`{"din_rail": true}`), not a name no
    record holds."""
    records = {
        **RECORDS,
        "/api/products": [
            {"id": 14, "name": "DS-2CD2386G2-IU", "description": "8 MP turret camera."}
            | {"config": {"resolution": "3840x2160", "fps": 20}},
            {"id": 15, "name": "RUT955", "description": "Industrial LTE router."}
            | {"config": {"backhaul": "lte", "modbus": True}},
            {"id": 16, "name": "TRB245", "description": "Compact LTE gateway."}
            | {"config": {"backhaul": "lte", "modbus": True, "din_rail": True}},
        ],
    }
    lookup = stand_in_lookup(records, by_id=False)
    for query, product in [("the 8mp turret model", 14), ("the din-rail gateway model", 16)]:
        found = await records_by_fields("product_id", query, catalog, "t", lookup)
        assert found is not None, query
        assert [r.id for r in found.search.records] == [product], (query, found)
    # a flag no product sets says nothing
    assert await records_by_fields("product_id", "the poe model", catalog, "t", lookup) is None


async def test_a_describing_field_said_to_be_missing_is_an_empty_one(catalog: Catalog) -> None:
    """ "The colleague with no phone number on file" is the one person whose `phone` is
    empty; with two such people, a choice of them."""
    users = [u for u in RECORDS["/api/users"] if u["phone"] is not None or u["id"] == 9]
    lookup = stand_in_lookup({**RECORDS, "/api/users": users}, by_id=False)
    screen = catalog.screen("edit_user_details")
    query = "edit the record of the colleague with no phone number on file"
    answer = await resolve_link(screen, query, ALICE, catalog, lookup)
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/users/9/edit"), answer
    several = stand_in_lookup(RECORDS, by_id=False)
    answer = await resolve_link(screen, "the person without a phone", ALICE, catalog, several)
    assert isinstance(answer, NeedsClarification) and answer.record == "several", answer


async def test_a_number_one_record_holds_outranks_a_sure_screen(catalog: Catalog) -> None:
    query = "pull up the one unit still running firmware 2.5.0"
    matches = [ScreenMatch(screen_name="firmware_updates", score=0.8)]
    lookup = stand_in_lookup(RECORDS, by_id=False)
    promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "device_details"
    answer = await resolve_link(catalog.screen("device_details"), query, ALICE, catalog, lookup)
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/devices/30"), answer


async def test_who_and_a_surname_is_that_persons_page(catalog: Catalog) -> None:
    answer = await link(catalog, "who's meyer", "audit_log", "on_call_schedule", "profile")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/users/8"), answer


async def test_several_records_so_described_are_a_choice(catalog: Catalog) -> None:
    answer = await link(catalog, "the german vendor", "manufacturers", "manufacturer_details")
    assert isinstance(answer, NeedsClarification) and answer.record == "several", answer
    assert [o.label for o in answer.options] == ["Dräger", "Siemens"]


async def test_a_name_and_a_field_pick_one_of_several_named_alike(catalog: Catalog) -> None:
    answer = await link(catalog, "the health & safety tom", "user_details", "team_details")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/users/5"), answer


async def test_a_name_like_word_no_record_holds_describes_none(catalog: Catalog) -> None:
    lookup = stand_in_lookup(RECORDS, by_id=False)
    found = await records_by_fields("work_order_id", "the sf6 leak job", catalog, "t", lookup)
    assert found is None
    found = await records_by_fields("work_order_id", "the leak job", catalog, "t", lookup)
    assert found is not None and [r.id for r in found.search.records] == [2]


async def test_who_with_another_kinds_word_is_not_a_person_described(catalog: Catalog) -> None:
    answer = await link(
        catalog, "wer gehört zum Team Maintenance?", "team_details", "teams", "user_list"
    )
    assert isinstance(answer, ResolvedLink) and answer.screen.screen_name == "team_details"


async def test_a_state_and_a_kind_in_the_singular_is_a_choice_of_those_in_it(
    catalog: Catalog,
) -> None:
    """ "the critical alarm": one alert, of those that are critical; "critical alarms" is
    their list."""
    answer = await link(catalog, "the critical alarm", "alerts_inbox", "escalation_policies")
    assert isinstance(answer, NeedsClarification) and answer.record == "several", answer
    assert [o.url.rsplit("/", 1)[-1] for o in answer.options] == ["1", "2"]
    listed = await link(catalog, "the critical alarms", "alerts_inbox", "escalation_policies")
    assert isinstance(listed, ResolvedLink) and listed.screen.screen_name == "alerts_inbox"
    # "so far" says when, not which: the one resolved
    records = {
        **RECORDS,
        "/api/alerts": [
            *RECORDS["/api/alerts"],
            {"id": 7, "message": "LEL at 12% on GS-1017", "status": "resolved"},
        ],
    }
    lookup = stand_in_lookup(records, by_id=False)
    query = "the only alarm we've resolved so far"
    one = await resolve_link(catalog.screen("alert_details"), query, ALICE, catalog, lookup)
    assert isinstance(one, ResolvedLink) and one.url.endswith("/alerts/7"), one


async def test_the_head_word_says_the_kind_described(catalog: Catalog) -> None:
    """ "the sf6 detector model" is a product (its head word), not the devices of it."""
    RECORDS["/api/devices"][2] |= {"product_id": 10}
    try:
        answer = await link(
            catalog, "the sf6 detector model", "product_details", "register_product"
        )
    finally:
        RECORDS["/api/devices"][2] |= {"product_id": 2}
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/products/10"), answer


async def test_one_of_many_is_one_record_not_their_list(catalog: Catalog) -> None:
    query = "one of the lyon gateways, the page for it"
    answer = await link(catalog, query, "device_list", "device_groups")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/devices/28"), answer
    device = catalog.parameters["device_id"]
    assert names_kind_in_plural("the leeds chlorine detectors", device)
    assert not names_kind_in_plural("one of the leeds chlorine detectors", device)
    assert not names_kind_in_plural("l'un des détecteurs de Leeds", device)


async def test_a_first_screen_that_opens_such_a_record_stays(catalog: Catalog) -> None:
    """The edit form ranked first for a person described by their state stays first, and
    is filled with that person."""
    query = "edit the record of the deactivated operator"
    answer = await link(catalog, query, "edit_user_details", "user_details", "edit_role")
    assert isinstance(answer, ResolvedLink), answer
    assert answer.screen.screen_name == "edit_user_details" and answer.url.endswith("/18/edit")


async def test_the_end_of_a_serial_names_its_record(catalog: Catalog) -> None:
    query = "where's the page for the detector ending in 1004"
    answer = await link(catalog, query, "device_details", "device_configuration")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/devices/4"), answer
    query = "where's the page for the detector ending in 7777"
    answer = await link(catalog, query, "device_details", "device_configuration")
    assert isinstance(answer, NeedsClarification), answer


async def test_a_word_for_one_side_before_the_kind_word_says_its_kind(catalog: Catalog) -> None:
    """ "the gas detector at the loading dock": a gas detector's page, not its gas levels
    nor the first screen that takes a device."""
    query = "the gas detector at the loading dock"
    answer = await link(catalog, query, "device_list", "decommission_device", "onboard_device")
    assert isinstance(answer, ResolvedLink), answer
    assert answer.screen.screen_name == "device_details" and answer.url.endswith("/devices/4")


async def test_a_word_for_a_persons_page_after_another_kind_is_that_kinds(
    catalog: Catalog,
) -> None:
    """ "page" also names a person's page ("toms page"); after another kind's word it is
    that record's: "compliance team page" is the team, not the people in it."""
    RECORDS["/api/users"][2] |= {"team_id": 3}
    try:
        answer = await link(catalog, "compliance team page", "team_details", "compliance_reports")
    finally:
        RECORDS["/api/users"][2].pop("team_id")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/teams/3"), answer


async def test_a_state_names_the_one_record_in_it_on_a_page_under_its_list(
    catalog: Catalog,
) -> None:
    """Invoices' page sits under the billing page, which lists them with a status filter:
    "the one bill we still owe" is the open one."""
    answer = await link(
        catalog, "the one bill we still owe", "organization_billing", "invoice_detail"
    )
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/invoices/6"), answer


def test_numbers_as_written() -> None:
    assert [n.digits for n in numbers_in("firmware 2.4.1 and +44, tank 4")] == ["241", "44"]
    assert numbers_in("+31 10 555 0141")[0].leading


@pytest.mark.parametrize(
    ("query", "route"),
    [
        ("the german vendor", "navigation"),
        ("our finance person", "navigation"),
        ("the sweedish camera maker", "navigation"),
        ("recommend a german beer", "unclear"),
        ("what is the finance news today", "unclear"),
    ],
)
async def test_a_description_by_fields_is_navigation(
    catalog: Catalog, query: str, route: str
) -> None:
    decision = RouteDecision(route="unclear", scores={}, reason="router")
    lookup = stand_in_lookup(RECORDS, by_id=False)
    assert (await second_look(decision, query, catalog, ALICE, lookup)).route == route


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def test_the_navigator_finds_records_by_their_fields_on_acme(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    headers = {"Authorization": f"Bearer {alice.user_token}"}
    makers = (await api.get("/api/manufacturers", headers=headers)).json()["items"]
    swedish = [m["id"] for m in makers if m["country"] == "Sweden"]
    result = await navigator.answer("the swedish camera maker", alice)
    assert result.answer is not None and result.answer.screen_name == "manufacturer_details"
    assert swedish and result.answer.url.endswith(f"/manufacturers/{swedish[0]}"), result
    users = (await api.get("/api/users", headers=headers)).json()["items"]
    engineers = [u["id"] for u in users if u["department"] == "Process Engineering"]
    for query in ("the process engineering person", "our process engineer"):
        result = await navigator.answer(query, alice)  # a job's word is a person's (catalog)
        assert len(engineers) == 1 and result.answer is not None, (query, result)
        assert result.answer.url.endswith(f"/users/{engineers[0]}"), (query, result)
    # a department of the person's own over a team whose name has one of its words
    # ("Safety & Compliance"), also when one word is misspelt
    safety = [u["id"] for u in users if u["department"] == "Health & Safety"]
    for query in ("the health & safety guy's account", "our helth and safety guy"):
        result = await navigator.answer(query, alice)
        assert len(safety) == 1 and result.answer is not None, (query, result)
        assert result.answer.url.endswith(f"/users/{safety[0]}"), (query, result)
    # one word of a name ("Alice Admin", the caller's) gives way to the one person whose
    # department and role hold two: IT and admin
    it_admins = [u["id"] for u in users if u["department"] == "IT" and u["role"] == "admin"]
    assert any(u["full_name"] == "Alice Admin" for u in users) and len(it_admins) == 1
    result = await navigator.answer("our IT admin's account", alice)
    assert result.answer is not None and result.answer.screen_name == "user_details", result
    assert result.answer.url.endswith(f"/users/{it_admins[0]}"), result


async def test_who_acknowledged_an_alert_describes_it_by_their_name(catalog: Catalog) -> None:
    """The catalog's `acknowledged_by` holds an e-mail address: the name before its "@"
    describes the alert ("bob" is three letters, which an identifier's words leave out)."""
    records = {
        **RECORDS,
        "/api/alerts": [
            *RECORDS["/api/alerts"],
            {"id": 6, "message": "Video stream lost on CAM-3002", "severity": "warning"}
            | {"status": "acknowledged", "acknowledged_by": "bob@acme.example"},
            {"id": 7, "message": "LEL at 12% on GS-1017", "severity": "critical"}
            | {"status": "resolved", "acknowledged_by": "alice@acme.example"},
        ],
    }
    lookup = stand_in_lookup(records, by_id=False)
    screen = catalog.screen("alert_details")
    for query, alert in (("the alarm bob is handling", 6), ("the alarm alice took care of", 7)):
        answer = await resolve_link(screen, query, ALICE, catalog, lookup)
        assert isinstance(answer, ResolvedLink), (query, answer)
        assert answer.url.endswith(f"/alerts/{alert}"), (query, answer.url)


async def test_a_word_of_two_capitals_is_a_word_a_field_holds(catalog: Catalog) -> None:
    """ "our IT person": the people in department IT; "it" in lower case is a pronoun."""
    lookup = stand_in_lookup(RECORDS, by_id=False)
    fitted = await records_by_fields("user_id", "our IT person", catalog, "t", lookup)
    assert fitted is not None and {r.id for r in fitted.search.records} == {8, 18}
    pronoun = await records_by_fields("user_id", "is it a person", catalog, "t", lookup)
    assert pronoun is None


async def test_a_record_no_one_holds_is_one_whose_person_field_is_empty(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "the unassigned job": the work order whose assignee is empty (the field the work
    orders' list filters by a person), in any of the catalog's languages."""
    nobodys = {"id": 11, "title": "Quarterly check", "description": "Replace batteries"}
    orders = [*RECORDS["/api/work-orders"], nobodys | {"assignee_id": None, "status": "open"}]
    monkeypatch.setitem(RECORDS, "/api/work-orders", orders)
    lookup = stand_in_lookup(RECORDS, by_id=False)
    said = ("the unassigned job", "la orden de trabajo sin asignar", "the job nobody picked up")
    said = (*said, "the ticket nobody has picked up")
    for query in (*said, "the work order nobody is assigned to"):
        fitted = await records_by_fields("work_order_id", query, catalog, "t", lookup)
        assert fitted is not None and [r.id for r in fitted.search.records] == [11], query
    answer = await link(catalog, "open the unassigned ticket", "work_order_details")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/work-orders/11"), answer


async def test_a_time_zone_names_a_record_only_beside_a_word_for_time(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "the site on mountain time" is the one on America/Denver; "the paris site" is not
    the one on Europe/Paris (its address says Lyon)."""
    sites = [
        {"id": 1, "name": "Lyon plant", "address": "Lyon", "timezone": "Europe/Paris"},
        {"id": 2, "name": "Houston refinery", "address": "Houston", "timezone": "America/Chicago"},
        {"id": 5, "name": "Aurora reservoir", "address": "Aurora", "timezone": "America/Denver"},
    ]
    monkeypatch.setitem(RECORDS, "/api/sites", sites)
    lookup = stand_in_lookup(RECORDS, by_id=False)
    for query, site in (
        ("the site on mountain time", 5),
        ("the site that runs on chicago time", 2),
        ("le site à l'heure de Chicago", 2),
    ):
        fitted = await records_by_fields("site_id", query, catalog, "t", lookup)
        assert fitted is not None and [r.id for r in fitted.search.records] == [site], query
    assert await records_by_fields("site_id", "the paris site", catalog, "t", lookup) is None


async def test_a_question_about_people_that_says_a_word_of_two_capitals_describes_them(
    catalog: Catalog,
) -> None:
    """ "who's our IT admin": the people of department IT, not the admins' list ("IT" is not
    "it"); "who's our admin" is the admins' list."""
    answer = await link(catalog, "who's our IT admin", "user_list", "user_details")
    screen = answer.screen_name if isinstance(answer, NeedsClarification) else answer.screen
    assert getattr(screen, "screen_name", screen) == "user_details", answer
    plain = await link(catalog, "who's our admin", "user_list", "user_details")
    assert isinstance(plain, ResolvedLink) and plain.screen.screen_name == "user_list"


async def test_a_record_given_to_the_caller_is_assigned_to_them(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "the urgent ticket i was given": of the caller's work orders (given: assigned), the
    urgent one; "given" names no record."""
    orders = [
        {"id": 2, "title": "Investigate CO reading", "assignee_id": 1, "priority": "urgent"},
        {"id": 3, "title": "Bump test rescue team", "assignee_id": 1, "priority": "medium"},
        {"id": 4, "title": "Restore video", "assignee_id": 7, "priority": "urgent"},
    ]
    monkeypatch.setitem(RECORDS, "/api/work-orders", orders)
    mine = ("my urgent ticket", "the urgent ticket assigned to me")
    for query in (*mine, "the urgent ticket i was given", "the urgent job given to me"):
        answer = await link(catalog, query, "work_order_details")
        assert isinstance(answer, ResolvedLink) and answer.url.endswith("/work-orders/2"), query
    for query in ("the urgent ticket", "someone else's urgent ticket"):  # not the caller's
        answer = await link(catalog, query, "work_order_details")
        assert isinstance(answer, NeedsClarification) and answer.record == "several", query
    answer = await link(catalog, "my ticket", "work_order_details")  # two are alice's
    assert isinstance(answer, NeedsClarification) and len(answer.options) == 2
    assert "“my ticket”" in answer.question, answer.question
    # named only by its state: of the caller's, the one in it
    done = {**orders[1], "status": "done"}
    monkeypatch.setitem(RECORDS, "/api/work-orders", [orders[0], done, orders[2]])
    answer = await link(catalog, "my completed ticket", "work_order_details")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/work-orders/3"), answer


async def test_a_state_in_everyday_words_describes_a_person(catalog: Catalog) -> None:
    """The catalog's words for a state include those people say ("switched off")."""
    query = "the person whose account we switched off"
    answer = await link(catalog, query, "user_details", "user_list")
    assert isinstance(answer, ResolvedLink) and answer.url.endswith("/users/18"), answer
