"""Records named the way fresh17's requests named them (issue #15): a status said with
"not" or "haven't" ("the oldest invoice we haven't paid"), "open" as a state rather than
the verb ("the oldest open invoice"), the first of an amount ("the first invoice at
5,124"), an invoice by its month ("la facture de juin"), a letter O typed for a zero
("gs-1o15"), a device that "ne répond plus", a job past its due date, a battery "nearly
flat" (and "that's" naming no unit), "the other admin besides me" (over the people list
too), a person named with their organization's e-mail domain ("tom becker at globex"), a
product narrowed by a word of its device's, a thermometer asked for in Spanish, a site by
its US state ("our colorado site": the address says "CO 80216"), and a person by their
phone's country; and fresh18's: a "dead battery" is the lowest, a place made a German
adjective ("das Rotterdamer Gateway") is the place. Each rule on Acme's catalog with the
product's API stood in by `httpx.MockTransport`, as the navigator gives the lookup its
words (`known_words`) and reads the request (`read_request`, with Acme's name words)."""

from typing import Any

import pytest
from stand_in_product import ALICE, catalog, stand_in_lookup

from navex.config import NavexSettings
from navex.navigation.besides_caller import besides_the_caller
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import NeedsClarification, ResolvedLink, resolve_link
from navex.navigation.measure_names import names_of_measure
from navex.navigation.name_text import catalog_vocabulary, places_named
from navex.navigation.name_words import read_name_words
from navex.navigation.one_of_many import one_picked_of_many
from navex.navigation.promote import promote_named_record
from navex.navigation.reading import read_request
from navex.navigation.records import RecordLookup
from navex.navigation.second_look import second_look
from navex.routing import RouteDecision

__all__ = ["catalog"]

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 1, "serial_number": "GS-1001", "name": "Boiler room CO", "product_id": 2}
        | {"site_id": 1, "status": "active", "last_reading": {"co_ppm": 3.0, "battery": 80}},
        {"id": 4, "serial_number": "GS-1004", "name": "Loading dock", "product_id": 2}
        | {"site_id": 1, "status": "offline"}
        | {"last_reading": {"co_ppm": 1.4, "battery": 9}},
        {"id": 15, "serial_number": "GS-1015", "name": "Jetty 1", "product_id": 2}
        | {"site_id": 3, "status": "active", "last_reading": {"co_ppm": 1.8, "battery": 80}},
        {"id": 21, "serial_number": "TH-2001", "name": "Cold room 1", "product_id": 5}
        | {"site_id": 1, "status": "active"}
        | {"last_reading": {"temperature_c": 4.2, "battery": 91}},
        {"id": 22, "serial_number": "TH-2002", "name": "Pump P-101 bearing", "product_id": 5}
        | {"site_id": 2, "status": "active"}
        | {"last_reading": {"temperature_c": 61.3, "vibration_mm_s": 2.8, "battery": 76}},
        {"id": 26, "serial_number": "CAM-3002", "name": "Flare stack thermal", "product_id": 6}
        | {"site_id": 2, "status": "offline", "last_reading": {"fps": 0}},
        {"id": 25, "serial_number": "CAM-3001", "name": "Main gate", "product_id": 7}
        | {"site_id": 1, "status": "active", "last_reading": {"fps": 25}},
        {"id": 23, "serial_number": "TH-2003", "name": "Crude heater outlet", "product_id": 4}
        | {"site_id": 2, "status": "maintenance", "last_reading": {"temperature_c": 312.0}},
        {"id": 28, "serial_number": "GW-4001", "name": "Lyon gateway", "product_id": 8}
        | {"site_id": 1, "status": "active", "last_reading": {"signal_dbm": -71}},
        {"id": 59, "serial_number": "GXW-8004", "name": "Leeds outfall router"}
        | {"product_id": 8, "site_id": 6, "status": "offline"},
        {"id": 60, "serial_number": "GXW-8005", "name": "Leeds station router"}
        | {"product_id": 8, "site_id": 6, "status": "active"},
        {"id": 52, "serial_number": "GXW-8003", "name": "Denver router"}
        | {"product_id": 8, "site_id": 5, "status": "active"},
        {"id": 44, "serial_number": "GX-5007", "name": "GIS bay 2", "product_id": 2}
        | {"site_id": 5, "status": "active"},
        {"id": 48, "serial_number": "GXT-6005", "name": "Relay cabinet R3", "product_id": 5}
        | {"site_id": 5, "status": "active"},
    ],
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon, France"},
        {"id": 2, "name": "Houston refinery", "address": "9200 Clinton Dr, Houston, TX"},
        {"id": 3, "name": "Rotterdam terminal"}
        | {"address": "Maasvlakteweg 951, 3199 LZ Rotterdam, Netherlands"},
        {"id": 6, "name": "Leeds pumping station", "address": "Kirkstall Road, Leeds"},
        {"id": 5, "name": "Denver substation"}
        | {"address": "4100 Brighton Blvd, Denver, CO 80216, United States"},
    ],
    "/api/categories": [
        {"id": 1, "name": "Gas sensors", "description": "Gas detectors."},
        {"id": 2, "name": "Thermometers", "description": "Temperature sensors."},
        {"id": 3, "name": "Cameras", "description": "Visual and thermal cameras."},
        {"id": 4, "name": "Gateways", "description": "LoRaWAN gateways."},
    ],
    "/api/products": [
        {"id": 1, "name": "BW Ultra", "manufacturer_id": 2, "category_id": 1}
        | {"description": "Portable multi-gas detector (O2, H2S, CO, LEL) with 24-hour runtime."},
        {"id": 2, "name": "X-am 5600", "manufacturer_id": 2, "category_id": 1}
        | {"description": "Compact multi-gas monitor with IR LEL sensor for confined-space entry."},
        {"id": 5, "name": "WISE-2410", "manufacturer_id": 4, "category_id": 2},
        {"id": 6, "name": "Q1961-TE", "manufacturer_id": 3, "category_id": 3}
        | {"description": "Thermal camera for temperature monitoring of flares."},
        {"id": 7, "name": "P3265-LVE", "manufacturer_id": 3, "category_id": 3}
        | {"description": "Outdoor 1080p dome camera with IR illumination."},
        {"id": 8, "name": "WISE-6610", "manufacturer_id": 4, "category_id": 4},
    ],
    "/api/manufacturers": [
        {"id": 2, "name": "Dräger", "country": "Germany"},
        {"id": 3, "name": "Axis Communications", "country": "Sweden"},
        {"id": 4, "name": "Advantech", "country": "Taiwan"},
    ],
    "/api/invoices": [
        {"id": i, "number": f"INV-ACME-2026-{month:02d}", "period": f"2026-{month:02d}"}
        | {"amount_cents": cents, "currency": "EUR", "status": status}
        for i, (month, cents, status) in enumerate(
            [
                (6, 489000, "paid"),
                (7, 489000, "paid"),
                (8, 512400, "paid"),
                (9, 512400, "paid"),
                (10, 518900, "open"),
                (11, 523700, "open"),
            ],
            start=1,
        )
    ],
    "/api/users": [
        {"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example", "role": "admin"},
        {"id": 2, "full_name": "Bob Operator", "email": "bob@acme.example", "role": "operator"},
        {"id": 7, "full_name": "Hiroshi Tanaka", "email": "hiroshi@acme.example"}
        | {"role": "admin"},
        {"id": 8, "full_name": "Lukas Meyer", "email": "lukas@acme.example", "role": "operator"}
        | {"phone": "+31 10 555 0193"},
        {"id": 17, "full_name": "Leo Fischer", "email": "leo@acme.example", "role": "operator"}
        | {"phone": "+44 113 496 0721"},
    ],
    "/api/alerts": [
        {"id": 8, "device_id": 4, "severity": "critical", "status": "open", "message": "CO high"},
        {"id": 15, "device_id": 15, "severity": "critical", "status": "acknowledged"}
        | {"message": "LEL high"},
        {"id": 14, "device_id": 22, "severity": "critical", "status": "resolved"}
        | {"message": "Hot spot"},
        {"id": 9, "device_id": 59, "severity": "warning", "status": "open", "message": "Offline"},
        {"id": 10, "device_id": 60, "severity": "warning", "status": "open", "message": "Weak"},
        {"id": 13, "device_id": 21, "severity": "info", "status": "acknowledged"}
        | {"message": "Not reported"},
        {"id": 11, "device_id": 44, "severity": "warning", "status": "acknowledged"}
        | {"message": "SF6"},
        {"id": 16, "device_id": 48, "severity": "warning", "status": "acknowledged"}
        | {"message": "Cabinet hot"},
    ],
    "/api/work-orders": [
        {"id": 4, "title": "Restore video on flare stack camera", "device_id": 26}
        | {"priority": "high", "status": "open", "due_date": "2026-01-04", "assignee_id": 7},
        {"id": 5, "title": "Upgrade Houston gateway firmware", "device_id": 28}
        | {"priority": "low", "status": "done", "due_date": "2026-01-02", "assignee_id": 2},
        {"id": 6, "title": "Calibrate the jetty detector", "device_id": 15}
        | {"priority": "low", "status": "open", "due_date": "2099-01-02", "assignee_id": 2},
    ],
}


def lookup_for(catalog: Catalog) -> RecordLookup:
    lookup = stand_in_lookup(RECORDS)
    lookup.known_words = catalog_vocabulary(catalog)  # as the navigator gives them
    return lookup


async def opened(catalog: Catalog, screen: str, query: str) -> str:
    read = read_request(query, catalog, read_name_words(NavexSettings().name_words_path), set())
    answer = await resolve_link(catalog.screen(screen), read, ALICE, catalog, lookup_for(catalog))
    if isinstance(answer, NeedsClarification):
        return f"{answer.record}: {answer.question}"
    assert isinstance(answer, ResolvedLink)
    return answer.url.removeprefix("https://acme.test/orgs/1")


@pytest.mark.parametrize(
    ("query", "url"),
    [
        # "haven't paid", "not paid": the status turned round
        ("the oldest invoice we haven't paid", "/billing/invoices/5"),
        ("the oldest invoice that is not paid", "/billing/invoices/5"),
        ("the oldest invoice we havent paid", "/billing/invoices/5"),  # no apostrophe
        # "open" after "the oldest" is the state, not the verb
        ("the oldest open invoice", "/billing/invoices/5"),
        ("open the oldest invoice", "/billing/invoices/1"),
        # the first and the latest of an amount, not of all
        ("the first invoice at 5,124", "/billing/invoices/3"),
        ("the latest invoice of 5,124", "/billing/invoices/4"),
        ("the first of the 5124 euro invoices", "/billing/invoices/3"),
        ("the first $5,124 bill", "/billing/invoices/3"),
        ("the first 5124 euro invoice", "/billing/invoices/3"),
        # by the month it is for, in the catalog's languages
        ("the june invoice", "/billing/invoices/1"),
        ("la facture de juin", "/billing/invoices/1"),
        ("die Rechnung vom Oktober", "/billing/invoices/5"),
        ("the october 2026 invoice", "/billing/invoices/5"),
        # "have", "che abbiamo" name no invoice
        ("la fattura più vecchia che abbiamo", "/billing/invoices/1"),
        # the latest of those in a state the catalog's words name, not of all
        ("la dernière facture payée", "/billing/invoices/4"),
        ("l'ultima fattura pagata", "/billing/invoices/4"),
        ("the latest paid invoice", "/billing/invoices/4"),
    ],
)
async def test_an_invoice_by_its_state_amount_and_month(
    catalog: Catalog, query: str, url: str
) -> None:
    assert await opened(catalog, "invoice_detail", query) == url


async def test_not_yet_paid_in_the_other_languages_is_open(catalog: Catalog) -> None:
    """ "non ancora pagata", "pas encore payée": the open invoices (two), not none."""
    for query in (
        "la fattura non ancora pagata",
        "la facture pas encore payée",
        "die Rechnung, die noch offen ist",
    ):
        assert (await opened(catalog, "invoice_detail", query)).startswith("several"), query


async def test_may_is_a_month_only_where_a_month_may_stand(catalog: Catalog) -> None:
    assert await opened(catalog, "invoice_detail", "may i see the latest invoice") == (
        "/billing/invoices/6"
    )
    assert (await opened(catalog, "invoice_detail", "the may invoice")).startswith("none")


@pytest.mark.parametrize(
    ("query", "url"),
    [
        ("gs-1o15", "/devices/15"),  # a letter O typed for a zero
        ("le routeur de Leeds qui ne répond plus", "/devices/59"),
        ("der Router in Leeds, der nicht antwortet", "/devices/59"),
        ("the camera of ours that dropped offline", "/devices/26"),
        ("open the sensor that's nearly flat, the one at 9%", "/devices/4"),
        ("the sensor that's nearly flat", "/devices/4"),
        ("el termómetro de la cámara frigorífica de Lyon", "/devices/21"),
        ("il termometro di Lione", "/devices/21"),
        # fresh18's: a dead battery is the lowest; a place made a German adjective
        ("the lyon gas monitor with the dead battery", "/devices/4"),
        ("zeig mir das Lyoner Gateway", "/devices/28"),
        # no device has the number: the one whose serial has its digits
        ("need the page for sensor 1015 (the GS one)", "/devices/15"),
        ("device 3002", "/devices/26"),
    ],
)
async def test_a_device_as_people_describe_it(catalog: Catalog, query: str, url: str) -> None:
    assert await opened(catalog, "device_details", query) == url


def test_a_unit_of_one_letter_names_no_measure() -> None:
    assert "s" not in names_of_measure("vibration_mm_s")  # "that's" says no vibration
    assert "vibration" in names_of_measure("vibration_mm_s")


async def test_a_job_past_its_due_date_is_overdue(catalog: Catalog) -> None:
    assert await opened(catalog, "work_order_details", "the job that's past its due date") == (
        "/work-orders/4"
    )


@pytest.mark.parametrize(
    "query", ["the other admin in acme besides me", "l'autre admin", "the admin except me"]
)
async def test_the_other_person_besides_the_caller(catalog: Catalog, query: str) -> None:
    assert besides_the_caller(query)
    assert await opened(catalog, "user_details", query) == "/users/7"


async def test_an_organizations_domain_names_no_colleague(catalog: Catalog) -> None:
    # every colleague's e-mail ends in acme.example: "acme" picks none of them
    found = await opened(catalog, "user_details", "is there a tom becker at acme?")
    assert not found.startswith("several"), found
    assert await opened(catalog, "user_details", "lukas at acme") == "/users/8"
    assert await opened(catalog, "user_details", "hiroshi@acme.example") == "/users/7"


async def test_a_name_asked_after_is_there_is_a_name(catalog: Catalog) -> None:
    # lower case and "her": pointed at, but "is there a" introduces the name
    query = "is there a zed novak in our org? open her"
    assert await opened(catalog, "user_details", query) == (
        "none: I found no user called “zed novak” that you can see."
    )


async def test_a_product_narrowed_by_a_word_of_its_device(catalog: Catalog) -> None:
    # Axis makes two cameras; "flare" is a word of one's device and description
    assert await opened(catalog, "product_details", "the flare camera model from axis") == (
        "/products/6"
    )


async def test_a_product_by_its_description_with_a_unit_said_short(catalog: Catalog) -> None:
    # BW Ultra's description: "Portable multi-gas detector ... with 24-hour runtime"
    query = "portable multi-gas detector model with the 24h runtime"
    assert await opened(catalog, "product_details", query) == "/products/1"
    assert await opened(catalog, "product_details", "the detector with a 24-hour runtime") == (
        "/products/1"
    )


async def test_a_site_by_the_us_state_its_address_writes(catalog: Catalog) -> None:
    assert await opened(catalog, "site_details", "our colorado site") == "/sites/5"
    # "CO" before no ZIP code is carbon monoxide, not Colorado
    assert names_of_measure("co_ppm") and "colorado" not in places_named("Boiler room CO")


async def test_a_record_of_a_site_named_by_a_word_a_device_shares(catalog: Catalog) -> None:
    # "denver": the Denver router (no alert) and the Denver substation (GIS bay 2's alert)
    assert await opened(catalog, "alert_details", "the warning alarm at denver") == (
        "several: Several alerts fit “the warning alarm at denver”: which one do you mean?"
    )


async def test_a_site_by_the_part_of_the_world_its_country_is_in(catalog: Catalog) -> None:
    # Lyon's address says France, Rotterdam's the Netherlands: both are in Europe
    assert await opened(catalog, "site_details", "our european site") == (
        "several: Several sites fit “european”: which one do you mean?"
    )
    assert await opened(catalog, "site_details", "our american site") == "/sites/5"
    assert "european" in places_named("Maasvlakteweg 951, 3199 LZ Rotterdam, Netherlands")


async def test_a_person_by_the_country_of_their_phone(catalog: Catalog) -> None:
    query = "the operator with the british phone number"
    assert await opened(catalog, "user_details", query) == "/users/17"
    assert "british" in places_named("+44 113 496 0721")
    assert not places_named("44 113 496 0721")  # no "+": no calling code


async def test_a_makers_page_asked_by_a_possessive_is_the_makers(catalog: Catalog) -> None:
    # "page" is a word for a person too ("tom's page"); any record has a page
    ranked = [
        ScreenMatch(screen_name=n, score=s)
        for n, s in (("user_details", 0.30), ("manufacturer_details", 0.20))
    ]
    lookup = lookup_for(catalog)
    promoted = await promote_named_record("dräger's page", ranked, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "manufacturer_details"
    kept = await promote_named_record("hiroshi's page", ranked, catalog, ALICE, lookup)
    assert kept[0].screen_name == "user_details"


async def test_the_other_person_opens_their_page_over_the_people_list(catalog: Catalog) -> None:
    matches = [
        ScreenMatch(screen_name=n, score=s) for n, s in (("user_list", 0.6), ("profile", 0.2))
    ]
    query = "the other admin in acme besides me"
    promoted = await one_picked_of_many(query, matches, catalog, ALICE, lookup_for(catalog))
    assert promoted is not None and promoted[0].screen_name == "user_details"
    # the other admins: a list, not one person
    assert (
        await one_picked_of_many("the other admins", matches, catalog, ALICE, lookup_for(catalog))
        is None
    )


@pytest.mark.parametrize(
    ("query", "ids"),
    [
        # a pick by states beside a word or two: a choice of those in the states
        ("the warning that's open at globex", "9, 10"),
        # "open it" is the verb: not resolved, whatever else
        ("that unresolved critical alarm, open it", "8, 15"),
    ],
)
async def test_alerts_picked_by_their_states(catalog: Catalog, query: str, ids: str) -> None:
    read = read_request(query, catalog, read_name_words(NavexSettings().name_words_path), set())
    lookup = lookup_for(catalog)
    answer = await resolve_link(catalog.screen("alert_details"), read, ALICE, catalog, lookup)
    assert isinstance(answer, NeedsClarification) and answer.record == "several", answer
    assert ", ".join(o.url.rpartition("/")[2] for o in answer.options) == ids


@pytest.mark.parametrize(
    ("query", "route"),
    [
        # a reading asked of a record named whole, by words the catalog does not know
        ("how hot is the crude heater outlet right now", "navigation"),
        # a reading asked of no record of the caller's: out of scope
        ("how warm is it in paris", "unclear"),
    ],
)
async def test_a_reading_asked_of_a_record_named_whole(
    catalog: Catalog, query: str, route: str
) -> None:
    vague = RouteDecision(route="unclear", scores={"unclear": 1.0}, reason="vague")
    decision = await second_look(vague, query, catalog, ALICE, lookup_for(catalog))
    assert decision.route == route, decision.reason


async def test_is_there_someone_by_that_name(catalog: Catalog) -> None:
    assert await opened(catalog, "user_details", "is there a lukas meyer") == "/users/8"
    # "tom" and "becker" are words the catalog uses; none of these colleagues is called so
    assert (await opened(catalog, "user_details", "is there a tom becker")).startswith("none")


async def test_a_screen_described_by_states_names_no_holder(catalog: Catalog) -> None:
    # "open alarms by severity and overdue work orders" describes the dashboard: not the
    # holder of the one overdue job (the states sit among more than one screen's word)
    query = "the landing page with open alarms by severity and overdue work orders"
    assert (await opened(catalog, "user_details", query)).startswith("ask")


def test_a_place_made_an_adjective_is_read_as_the_place() -> None:
    words = read_name_words(NavexSettings().name_words_path)
    assert words.read("zeig mir das Rotterdamer Gateway") == "zeig mir das rotterdam Gateway"
    assert words.read("the tanker at the jetty") == "the tanker at the jetty"  # written small


async def test_several_named_alike_told_apart_by_what_one_is(catalog: Catalog) -> None:
    """ "Tank pit 4" (a gas detector) and "Tank 4 product" (a thermometer) both fit "tank
    4"; "temperature", a word of the thermometer's product, says which. A word none fits
    ("broken") leaves the choice."""
    tanks = [
        {"id": 19, "serial_number": "GS-1019", "name": "Tank pit 4", "product_id": 2},
        {"id": 24, "serial_number": "TH-2004", "name": "Tank 4 product", "product_id": 5},
    ]
    told = "Wireless temperature and vibration sensor"
    products = [p | {"description": told} if p["id"] == 5 else p for p in RECORDS["/api/products"]]
    devices = [*RECORDS["/api/devices"], *tanks]
    lookup = stand_in_lookup({**RECORDS, "/api/devices": devices, "/api/products": products})
    lookup.known_words = catalog_vocabulary(catalog)
    words = read_name_words(NavexSettings().name_words_path)
    for query, outcome in (
        ("tank 4 temperature probe", "/devices/24"),
        ("the broken tank 4 sensor", "several"),
    ):
        read = read_request(query, catalog, words, set())
        answer = await resolve_link(catalog.screen("device_details"), read, ALICE, catalog, lookup)
        said = answer.url if isinstance(answer, ResolvedLink) else answer.record
        assert said is not None and said.endswith(outcome), (query, said)
