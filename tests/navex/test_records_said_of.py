"""Records named by what is said of them, as fresh16's requests named them (issue #15):
a reading below zero ("the router reporting -109 dbm"), the oldest record among screens'
words ("the very first invoice in our billing histroy"), a state beside a verb for paying
("la facture impayée, je veux la régler"), a battery "almost flat", the maker of a product
named by one word of its own ("who makes the polytron"), a person on no team ("who isn't
on any taem"), an alert called an exceedance, and a record named whole before a clause
about it ("siemens, who make our chlorine detectors"). Each rule on Acme's catalog with the
product's API stood in by `httpx.MockTransport`, as the navigator gives the lookup its
words (`known_words`)."""

from typing import Any

import pytest
from stand_in_product import ALICE, catalog, stand_in_lookup

from navex.navigation.by_fields import amounts_in
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import NeedsClarification, ResolvedLink, resolve_link
from navex.navigation.name_text import catalog_vocabulary
from navex.navigation.named_head import named_head_first
from navex.navigation.records import RecordLookup

__all__ = ["catalog"]

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 11, "serial_number": "GS-1011", "name": "Flare stack", "product_id": 3}
        | {"site_id": 2, "last_reading": {"lel_pct": 0.0}},
        {"id": 26, "serial_number": "CAM-3002", "name": "Flare stack thermal", "product_id": 6}
        | {"site_id": 2, "last_reading": {"fps": 0}},
        {"id": 28, "serial_number": "GW-4001", "name": "Lyon gateway", "product_id": 8}
        | {"site_id": 1, "last_reading": {"connected_devices": 9, "signal_dbm": -71}},
        {"id": 29, "serial_number": "GW-4002", "name": "Houston gateway", "product_id": 8}
        | {"site_id": 2, "last_reading": {"connected_devices": 10, "signal_dbm": -83}},
        {"id": 59, "serial_number": "GW-9003", "name": "Leeds router", "product_id": 8}
        | {"site_id": 3, "last_reading": {"connected_devices": 4, "signal_dbm": -109}},
        {"id": 8, "serial_number": "GS-1008", "name": "Crude unit H2S", "product_id": 1}
        | {"site_id": 2, "last_reading": {"h2s_ppm": 12.4, "battery": 71}},
        {"id": 9, "serial_number": "GS-1009", "name": "Tank farm north", "product_id": 1}
        | {"site_id": 2, "last_reading": {"co_ppm": 42.0, "battery": 66}},
        {"id": 14, "serial_number": "GS-1014", "name": "Portable - rescue team"}
        | {"product_id": 1, "site_id": 2, "last_reading": {"co_ppm": 1.1, "battery": 14}},
    ],
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon, France"},
        {"id": 2, "name": "Houston refinery", "address": "9200 Clinton Dr, Houston, TX"},
        {"id": 3, "name": "Leeds pumping station", "address": "Kirkstall Road, Leeds"},
    ],
    "/api/invoices": [
        {"id": i, "number": f"INV-ACME-2026-{i + 5:02d}", "period": f"2026-{i + 5:02d}"}
        | {"amount_cents": 489000 + i * 1000, "currency": "EUR", "status": status}
        for i, status in enumerate(["paid"] * 5 + ["open"], start=1)
    ],
    "/api/products": [
        {"id": 1, "name": "BW Ultra", "manufacturer_id": 1, "category_id": 1},
        {"id": 2, "name": "X-am 5600", "manufacturer_id": 2, "category_id": 1},
        {"id": 3, "name": "Polytron 8700", "manufacturer_id": 2, "category_id": 1},
        {"id": 8, "name": "WISE-6610", "manufacturer_id": 4, "category_id": 4},
    ],
    "/api/manufacturers": [
        {"id": 1, "name": "Honeywell", "country": "United States"},
        {"id": 2, "name": "Dräger", "country": "Germany"},
        {"id": 4, "name": "Advantech", "country": "Taiwan"},
    ],
    "/api/users": [
        {"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example", "team_id": 1}
        | {"department": "Operations", "phone": None, "status": "active"},
        {"id": 4, "full_name": "Tom Becker", "email": "tom@acme.example", "team_id": 2}
        | {"department": "Maintenance", "phone": None, "status": "active"},
        {"id": 7, "full_name": "Hiroshi Tanaka", "email": "hiroshi@acme.example"}
        | {"team_id": None, "department": "IT", "phone": None, "status": "active"},
    ],
    "/api/teams": [
        {"id": 1, "name": "Control Room", "description": "Round-the-clock monitoring."},
        {"id": 2, "name": "Maintenance", "description": "Bump tests and sensor repairs."},
    ],
    "/api/work-orders": [
        {"id": 4, "title": "Restore video on flare stack camera", "device_id": 26}
        | {"priority": "high", "status": "open", "due_date": "2026-01-04", "assignee_id": 7},
        {"id": 5, "title": "Upgrade Houston gateway firmware", "device_id": 29}
        | {"priority": "low", "status": "done", "due_date": "2026-01-02", "assignee_id": 4},
    ],
    "/api/alerts": [
        {"id": 9, "device_id": 44, "severity": "critical", "status": "open"}
        | {"message": "SF6 at 1350 ppm on GXS-5004 (Bay 2 breaker) exceeds the 1000 ppm limit"},
        {"id": 3, "device_id": 14, "severity": "warning", "status": "open"}
        | {"message": "Battery at 14% on GS-1014 (Portable - rescue team)"},
    ],
}


def lookup_for(catalog: Catalog) -> RecordLookup:
    lookup = stand_in_lookup(RECORDS)
    lookup.known_words = catalog_vocabulary(catalog)  # as the navigator gives them
    return lookup


async def opened(catalog: Catalog, screen: str, query: str) -> str:
    answer = await resolve_link(catalog.screen(screen), query, ALICE, catalog, lookup_for(catalog))
    if isinstance(answer, NeedsClarification):
        return f"{answer.record}: {answer.question}"
    assert isinstance(answer, ResolvedLink)
    return answer.url.removeprefix("https://acme.test/orgs/1")


def test_a_sign_after_a_space_makes_an_amount_negative() -> None:
    assert amounts_in("the router reporting -109 dbm") == [-109.0]
    assert amounts_in("stuck at \u221283 dbm") == [-83.0]
    assert amounts_in("GS-1020 at 42 ppm") == [42.0]  # a serial's dash is no sign


@pytest.mark.parametrize(
    ("query", "url"),
    [
        ("the router reporting -109 dbm", "/devices/59"),
        # "stuck" read as a slip of "stack" fit two names; the reading fits one device
        ("the gateway stuck at -83 dbm, open it", "/devices/29"),
        ("the houston portable whose battery is almost flat", "/devices/14"),
        # a number a few words before a kind's plural counts them: not device 9
        ("the lora gateway that 9 field nodes report through", "/devices/28"),
        ("the gateway at 9 connected devices", "/devices/28"),
    ],
)
async def test_a_device_by_what_it_reads(catalog: Catalog, query: str, url: str) -> None:
    assert await opened(catalog, "device_details", query) == url


async def test_a_word_of_a_name_said_as_it_is_is_not_outweighed_by_a_reading(
    catalog: Catalog,
) -> None:
    # "flare" is written as the names write it: a choice among them stays
    assert (await opened(catalog, "device_details", "the flare one at 42 ppm")).startswith(
        "several"
    )


@pytest.mark.parametrize(
    ("query", "url"),
    [
        ("the very first invoice in our billing histroy", "/billing/invoices/1"),
        ("the first invoice in our billing history", "/billing/invoices/1"),
        ("la facture impayée, je veux la régler", "/billing/invoices/6"),
        ("quiero pagar la factura pendiente", "/billing/invoices/6"),
        # "de" is a word of "pendiente de pago", not said as part of it here
        ("de openstaande factuur", "/billing/invoices/6"),
        # the highest among those in the state said, not the highest of all
        ("our most expensive invoice that's already paid", "/billing/invoices/5"),
        ("the cheapest unpaid invoice", "/billing/invoices/6"),
        ("our priciest invoice", "/billing/invoices/6"),
        # dated right before or after the one of that amount (4,920: the third)
        ("the invoce right before the 4,920 one", "/billing/invoices/2"),
        ("la facture avant celle de 4 920", "/billing/invoices/2"),
        ("the invoice after the 4,920 one", "/billing/invoices/4"),
        ("the 4,920 invoice", "/billing/invoices/3"),
    ],
)
async def test_an_invoice_picked_among_words_that_name_none(
    catalog: Catalog, query: str, url: str
) -> None:
    assert await opened(catalog, "invoice_detail", query) == url


@pytest.mark.parametrize(
    ("query", "url"),
    [
        ("who makes the polytron", "/manufacturers/2"),
        ("the company behind the polytron and the x-am", "/manufacturers/2"),
    ],
)
async def test_a_maker_by_a_word_of_its_products_own_name(
    catalog: Catalog, query: str, url: str
) -> None:
    assert await opened(catalog, "manufacturer_details", query) == url


async def test_a_maker_is_not_named_by_a_kinds_word_alone(catalog: Catalog) -> None:
    answer = await opened(catalog, "manufacturer_details", "who makes the gas detectors")
    assert not answer.startswith("/manufacturers/")


@pytest.mark.parametrize(
    "query",
    [
        "the one person who isn't on any taem",
        "the user with no team",
        "l'utilisateur sans équipe",
    ],
)
async def test_a_person_on_no_team(catalog: Catalog, query: str) -> None:
    assert await opened(catalog, "user_details", query) == "/users/7"


async def test_an_exceedance_is_an_alert(catalog: Catalog) -> None:
    assert await opened(catalog, "alert_details", "the 1350 ppm sf6 exceedance") == "/alerts/9"


@pytest.mark.parametrize(
    ("query", "first"),
    [
        # the maker named whole, then what it makes: the maker's page
        ("dräger, who make our x-am detectors", "manufacturer_details"),
        ("Honeywell, qui fabrique nos BW Ultra", "manufacturer_details"),
        # no clause about it: the ranker's order stands
        ("dräger x-am detectors", "device_details"),
        ("dräger, the x-am detectors", "device_details"),
    ],
)
async def test_a_record_named_whole_before_a_clause_about_it_is_what_is_asked(
    catalog: Catalog, query: str, first: str
) -> None:
    ranked = [ScreenMatch(screen_name=n, score=0.6) for n in ("device_details", "product_details")]
    promoted = await named_head_first(query, ranked, catalog, ALICE, lookup_for(catalog))
    assert (promoted or ranked)[0].screen_name == first


async def test_a_screen_described_by_states_picks_no_record(catalog: Catalog) -> None:
    """Screens' words beside a pick by date are where, not which; beside states alone they
    describe a screen ("the landing page with open alarms by severity and overdue work
    orders" is the dashboard, not the one overdue ticket)."""
    query = "the landing page with open alarms by severity and overdue work orders"
    answer = await resolve_link(
        catalog.screen("work_order_details"), query, ALICE, catalog, lookup_for(catalog)
    )
    assert not isinstance(answer, ResolvedLink)
