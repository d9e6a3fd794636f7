"""A record named by its amount or ranked by it (navigation/amounts.py): "the 5,189
invoice", "la facture de 4 890 euros", "our priciest invoice"; read through Acme's API as
the asking user, on real parts. Records picked by date are test_navigation_picked.py's."""

from typing import Any

import httpx
import pytest

from conftest import as_user
from navex.config import NavexSettings
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, RequestContext, ScreenIndex, load_catalog
from navex.navigation.amounts import Amounts, amounts_said, pick, told_apart
from navex.navigation.cache import MemorySemanticCache

CATALOG, _ = load_catalog(NavexSettings().catalog_path)
INVOICE = CATALOG.parameters["invoice_id"]
INVOICES = [
    {"id": 1, "period": "2026-06", "amount_cents": 523_700},
    {"id": 2, "period": "2026-07", "amount_cents": 518_900},
    {"id": 3, "period": "2026-08", "amount_cents": 512_400},
    {"id": 4, "period": "2026-09", "amount_cents": 512_400},
    {"id": 5, "period": "2026-10", "amount_cents": 489_000},
    {"id": 6, "period": "2026-11", "amount_cents": 489_100},
]


def _picked(query: str) -> list[int]:
    asked = amounts_said(query, INVOICE)
    assert asked is not None, query
    return [record["id"] for record in pick(INVOICES, asked, INVOICE)]


@pytest.mark.parametrize(
    ("query", "ids"),
    [
        ("open the 5,189 invoice", [2]),
        ("la facture de 5 237 euros", [1]),
        ("can i look at the invoice for 4891 euros", [6]),
        ("die Rechnung über 5.189,00 Euro", [2]),
        ("our priciest invoice so far", [1]),
        ("the cheapest invoice we've ever had", [5]),
        ("la factura más barata", [5]),
        ("the 5,124 invoice", [3, 4]),
        ("the invoice for 9,999", []),
    ],
)
def test_a_record_by_its_amount_or_rank(query: str, ids: list[int]) -> None:
    assert _picked(query) == ids


@pytest.mark.parametrize(
    ("query", "ids"),
    [
        ("the 5,124 invoice that's still unpaid", [4]),
        ("the 5,124 invoice we already paid", [3]),
        ("the latest 5,124 invoice", [4]),
        ("the older of the two 5,124 invoices", [3]),
        ("the 5,124 invoice", [3, 4]),
        ("the 5,124 invoice from march 2019", [3, 4]),  # picks none of them: both stay
    ],
)
def test_several_of_one_amount_are_told_apart_by_their_date_or_status(
    query: str, ids: list[int]
) -> None:
    invoices = [{**invoice, "status": "paid"} for invoice in INVOICES]
    invoices[3]["status"] = "open"
    asked = amounts_said(query, INVOICE)
    assert asked is not None
    fits = told_apart(pick(invoices, asked, INVOICE), query, INVOICE, invoices)
    assert [record["id"] for record in fits] == ids


@pytest.mark.parametrize(
    "query",
    [
        "open invoice INV-ACME-2019-01",
        "invoice INV-ACME-2021-03",
        "last month's invoice",
        "the invoice from march 2026",
        "open my invoices",
        "pay an outstanding invoice",
    ],
)
def test_a_name_a_serial_a_date_or_nothing_is_no_amount(query: str) -> None:
    assert amounts_said(query, INVOICE) is None


def test_a_kind_without_an_amount_is_never_named_by_one() -> None:
    device = CATALOG.parameters["device_id"]
    assert device.amount_by is None
    assert amounts_said("the priciest sensor, reading 5,189", device) is None
    assert amounts_said("the 2,026 invoice", INVOICE) == Amounts((2026,), None, "2,026")


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def _invoices(api: httpx.AsyncClient, who: RequestContext) -> list[dict[str, Any]]:
    headers = {"Authorization": f"Bearer {who.user_token}"}
    response = await api.get("/api/invoices", params={"limit": 100}, headers=headers)
    items: list[dict[str, Any]] = response.json()["items"]
    return items


async def test_the_link_opens_the_invoice_described(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """Each caller's own invoices: dave's priciest bill is Globex's."""
    alice = await as_user(api, "alice@acme.example")
    dave = await as_user(api, "dave@globex.example")
    priciest = max(await _invoices(api, alice), key=lambda r: r["amount_cents"])
    amount = f"{priciest['amount_cents'] // 100:,}"
    globex = max(await _invoices(api, dave), key=lambda r: r["amount_cents"])
    for who, query, expected in (
        (alice, f"open the {amount} invoice", priciest),
        (alice, "our priciest invoice so far", priciest),
        (dave, "our most expensive bill", globex),
    ):
        result = await navigator.answer(query, who)
        assert result.answer is not None, (query, result)
        assert result.answer.screen_name == "invoice_detail", query
        assert result.answer.url.endswith(f"/billing/invoices/{expected['id']}"), query


async def test_an_amount_billed_twice_is_told_apart_by_status_or_date(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    """Two bills of one amount: the request's other words say which (the status words
    alone fit two unpaid bills, the amount alone two bills of that amount)."""
    dave = await as_user(api, "dave@globex.example")
    invoices = await _invoices(api, dave)
    amounts = [r["amount_cents"] for r in invoices]
    twice = [r for r in invoices if amounts.count(r["amount_cents"]) == 2]
    statuses = {r["status"] for r in twice}
    assert len(twice) == 2 and statuses == {"paid", "open"}, "Globex's seed has such a pair"
    unpaid = next(r for r in twice if r["status"] == "open")
    assert sum(r["status"] == "open" for r in invoices) > 1, "unpaid alone fits several"
    said = f"{unpaid['amount_cents'] // 100:,}"
    for query, expected in (
        (f"the invoice for {said.replace(',', '')} that's still unpaid", unpaid),
        (f"the {said} bill we already paid", next(r for r in twice if r is not unpaid)),
    ):
        result = await navigator.answer(query, dave)
        assert result.answer is not None, (query, result)
        assert result.answer.url.endswith(f"/billing/invoices/{expected['id']}"), query


async def test_a_tie_is_a_choice_and_no_fit_says_so(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await as_user(api, "alice@acme.example")
    invoices = await _invoices(api, alice)
    cheapest = min(r["amount_cents"] for r in invoices)
    tied = [r["id"] for r in invoices if r["amount_cents"] == cheapest]
    assert len(tied) == 2, "Acme's seed bills its two cheapest months alike"
    result = await navigator.answer("the cheapest invoice we've ever had", alice)
    assert result.clarification is not None and result.clarification.record == "several"
    linked = {o.url.rsplit("/", 1)[-1] for o in result.clarification.options}
    assert linked == {str(i) for i in tied}
    none = await navigator.answer("open the invoice for 9,999,999 euros", alice)
    assert none.clarification is not None and none.clarification.record == "none", none
    assert "9,999,999" in none.clarification.question
