"""Records picked by their date or status rather than named (issue #15): "last month's
invoice", "la facture du mois dernier", "the most recent invoice", "our unpaid invoice",
"the cancelled camera relocation job". Which fields hold a date or a status is read from
the records (navigation/picked.py); the words for "last month", "latest" and the
negating "un" are the languages' (pick_words.yaml).

The link is resolved on the product's catalog with the product's API stood in by
`httpx.MockTransport` (the whole navigator on Acme runs in `navex eval routing`)."""

from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest
from stand_in_product import stand_in_lookup

from navex.navigation import RequestContext, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import NeedsClarification, ResolvedLink, resolve_link
from navex.navigation.picked import list_fields, picked, what_picks
from navex.navigation.promote import promote_named_record
from navex.navigation.record_names import tokens

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"


def _month(back: int) -> str:
    today = datetime.now(UTC).date()
    months = today.year * 12 + today.month - 1 - back
    return f"{months // 12}-{months % 12 + 1:02d}"


INVOICES: list[dict[str, Any]] = [
    {"id": 10 + back, "number": f"INV-X-{_month(back)}", "period": _month(back), "status": s}
    for back, s in ((3, "paid"), (2, "paid"), (1, "open"))
]
RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/invoices": INVOICES,
    "/api/work-orders": [
        {"id": 4, "title": "Restore video on flare stack camera", "status": "open"},
        {"id": 6, "title": "Relocate main gate camera", "status": "cancelled"},
        {"id": 7, "title": "Swap the battery", "status": "open"},
    ],
    "/api/devices": [
        {"id": 9, "serial_number": "GS-1009", "name": "Tank farm north", "status": "active"},
        {"id": 10, "serial_number": "GS-1010", "name": "Tank farm south", "status": "active"},
        {"id": 11, "serial_number": "GS-1011", "name": "Flare stack", "status": "offline"},
    ],
}
ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


async def linked(catalog: Catalog, screen: str, query: str) -> ResolvedLink | NeedsClarification:
    lookup = stand_in_lookup(RECORDS)
    return await resolve_link(catalog.screen(screen), query, ALICE, catalog, lookup)


@pytest.mark.parametrize(
    ("query", "record"),
    [
        ("last month's invoice", 11),
        ("la facture du mois dernier", 11),
        ("pull up the most recent invoice", 11),
        ("open our unpaid invoice", 11),
        ("our oldest invoice", 13),
        ("the invoice from two months ago", 12),
        ("la facture d'il y a trois mois", 13),
        ("open the invoice issued three months ago", 13),
        ("die Rechnung von vor zwei Monaten", 12),
        ("la fattura di due mesi fa", 12),  # "due": a number before a word for months
        ("the invoice before the latest one", 12),  # the second newest
        ("die vorletzte Rechnung", 12),
        ("the invoice from the month before last", 12),  # two months back
        ("is last month's invoice paid yet", 11),  # its status is asked, it is open
        ("quiero ver la factura del mes pasado", 11),  # "quiero": I want, as "want"
        # a comparative among the records said, their count too
        ("the older of our two paid invoices", 13),
        ("the newer of the two paid invoices", 12),
        # an ordinal counts on from the latest or the oldest; "first" before the kind's word
        ("the second oldest invoice", 12),
        ("third newest invoice", 13),
        ("the fourth newest invoice", None),  # there are three
        ("the second invoice we ever received", 12),  # before the kind's word: from the oldest
        ("the invoice right before the latest one", 12),
        ("mostra a primeira fatura que recebemos", 13),
        ("the first floor invoice", None),  # "first" names no date here
        # words around the record that name none of it
        ("pull up the newest bill we received", 11),
        ("the last invoice that came in", 11),
        ("apri l'ultima fattura che ci è arrivata", 11),
        ("die allererste Rechnung", 13),  # "aller-": the very first
        ("die allerletzte Rechnung", 11),
        ("the invoice just before the latest", 12),
        ("how much was the oldest invoice", 13),
        ("open the invoice that's still waiting for payment", 11),  # the catalog's words
    ],
)
async def test_an_invoice_picked_by_its_date_or_status(
    catalog: Catalog, query: str, record: int | None
) -> None:
    link = await linked(catalog, "invoice_detail", query)
    if record is None:
        assert isinstance(link, NeedsClarification), query
    else:
        assert isinstance(link, ResolvedLink), query
        assert link.records == {"invoice_id": record}, query


@pytest.mark.parametrize(
    ("query", "months"),
    [
        ("the invoice from a year ago", 12),
        ("the invoice from half a year back", 6),
        ("die Rechnung von vor einem halben Jahr", 6),
        ("la factura de hace medio año", 6),
        ("the invoice from two years ago", 24),
        ("the invoice from six months back", 6),
        ("the yearly invoice", None),
    ],
)
def test_years_back_are_months_back(query: str, months: int | None) -> None:
    fields = list_fields(load_catalog(CATALOG)[0].parameters["invoice_id"], INVOICES)
    pick = what_picks(tokens(query), fields)
    assert (pick.months_back if pick else None) == months, query


async def test_a_status_narrows_the_records_named_alike(catalog: Catalog) -> None:
    link = await linked(catalog, "work_order_details", "the cancelled camera relocation job")
    assert isinstance(link, ResolvedLink)
    assert link.records == {"work_order_id": 6}
    several = await linked(catalog, "invoice_detail", "our paid invoice")
    assert isinstance(several, NeedsClarification) and several.record == "several"


async def test_a_date_word_beside_a_name_keeps_the_records_named(catalog: Catalog) -> None:
    seen = await linked(catalog, "device_details", "when was the tank farm sensor last seen")
    assert isinstance(seen, NeedsClarification) and seen.record == "several"


async def test_a_date_picked_record_opens_its_page_over_the_list(catalog: Catalog) -> None:
    matches = [ScreenMatch(screen_name="organization_billing", score=0.3)]
    matches.append(ScreenMatch(screen_name="invoice_detail", score=0.25))
    lookup = stand_in_lookup(RECORDS)
    query = "last month's invoice"
    promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "invoice_detail"


def test_fields_are_read_from_the_records() -> None:
    parameter = load_catalog(CATALOG)[0].parameters["invoice_id"]
    fields = list_fields(parameter, INVOICES)
    assert fields.dates[0] == "period" and fields.statuses == {"status": {"paid", "open"}}
    pick = what_picks(tokens("the unpaid one"), fields)
    assert pick is not None and picked(pick, INVOICES, fields) == [INVOICES[-1]]
    last = what_picks(tokens("last month"), fields)
    assert last is not None
    assert picked(last, INVOICES, fields, today=date(2001, 1, 5)) == []  # none of Dec 2000


async def test_an_overdue_record_is_past_its_due_date_and_not_finished(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "the overdue camra ticket": of the camera jobs, the one whose due date is past and
    that is not done; a job past its date but cancelled is not overdue, nor one due later.
    The due field is the date field its name says ("due_date")."""
    today = datetime.now(UTC).date().toordinal()
    due = {4: today - 2, 6: today - 5, 7: today + 14}
    orders = [
        o | {"due_date": date.fromordinal(due[o["id"]]).isoformat()}
        for o in RECORDS["/api/work-orders"]
    ]
    monkeypatch.setitem(RECORDS, "/api/work-orders", orders)
    for query in ("the overdue camra ticket", "the overdue job", "der überfällige Auftrag"):
        link = await linked(catalog, "work_order_details", query)
        assert isinstance(link, ResolvedLink) and link.records == {"work_order_id": 4}, query
    fields = list_fields(catalog.parameters["work_order_id"], orders)
    assert fields.due == "due_date"
    pick = what_picks(tokens("the overdue one"), fields)
    assert pick is not None and pick.overdue
    assert picked(pick, orders, fields, today=date.fromordinal(today - 10)) == []


@pytest.mark.parametrize(
    ("query", "screen"),
    [  # one picked among the records said in the plural: its page, over a sure list
        ("the older of our two paid invoices", "invoice_detail"),
        ("la plus ancienne des factures", "invoice_detail"),
        ("our paid invoices, oldest first", "organization_billing"),  # the list, ordered
    ],
)
async def test_one_picked_among_many_opens_its_page_over_a_sure_list(
    catalog: Catalog, query: str, screen: str
) -> None:
    matches = [ScreenMatch(screen_name="organization_billing", score=0.6)]
    matches.append(ScreenMatch(screen_name="invoice_detail", score=0.3))
    lookup = stand_in_lookup(RECORDS)
    promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    assert promoted[0].screen_name == screen


def test_every_stop_word_is_also_written_folded() -> None:
    # the requests' words are compared folded: "für" alone would never match
    from navex.navigation.name_text import fold
    from navex.navigation.words import STOPWORDS

    assert {w for w in STOPWORDS if fold(w) not in STOPWORDS} == set()
