"""A record named by when it is from, by its amount or by its rank (navigation/ordered.py):
"last month's invoice", "the 5,189 invoice", "our priciest invoice", in the catalog's
languages; read through Acme's API as the asking user, on real parts."""

from datetime import UTC, datetime
from typing import Any

import httpx
import pytest

from conftest import as_user
from navex.config import NavexSettings
from navex.embeddings import local_encoder
from navex.navigation import Navigator, RecordLookup, RequestContext, ScreenIndex, load_catalog
from navex.navigation.cache import MemorySemanticCache
from navex.navigation.ordered import Described, described, pick

CATALOG, _ = load_catalog(NavexSettings().catalog_path)
INVOICE = CATALOG.parameters["invoice_id"]
TODAY = datetime(2026, 12, 5, tzinfo=UTC)
INVOICES = [
    {"id": 1, "period": "2026-06", "amount_cents": 523_700},
    {"id": 2, "period": "2026-07", "amount_cents": 518_900},
    {"id": 3, "period": "2026-08", "amount_cents": 512_400},
    {"id": 4, "period": "2026-09", "amount_cents": 512_400},
    {"id": 5, "period": "2026-10", "amount_cents": 489_000},
    {"id": 6, "period": "2026-11", "amount_cents": 489_100},
]


def _picked(query: str) -> list[int]:
    asked = described(query, INVOICE, TODAY)
    assert asked is not None, query
    return [record["id"] for record in pick(INVOICES, asked, INVOICE)]


@pytest.mark.parametrize(
    ("query", "ids"),
    [
        ("last month's invoice", [6]),
        ("la facture du mois dernier", [6]),
        ("Rechnung vom letzten Monat", [6]),
        ("quiero ver la factura del mes pasado", [6]),
        ("the invoice from two months ago", [5]),
        ("the invoice from six monhts back", [1]),
        ("how much was the October invoice?", [5]),
        ("the invoice from june 2026", [1]),
        ("our latest bill", [6]),
        ("our oldest invoice", [1]),
        ("the invoice before the latest one", [5]),
        ("the invoice right before the 5,189 one", [1]),
        ("open the 5,189 invoice", [2]),
        ("la facture de 5 237 euros", [1]),
        ("can i look at the invoice for 4891 euros", [6]),
        ("our priciest invoice so far", [1]),
        ("the cheapest invoice we've ever had", [5]),
        ("the 5,124 invoice", [3, 4]),
        ("the invoice for 9,999", []),
    ],
)
def test_a_record_by_its_month_amount_or_rank(query: str, ids: list[int]) -> None:
    assert _picked(query) == ids


@pytest.mark.parametrize(
    "query",
    [
        "open invoice INV-ACME-2019-01",
        "invoice INV-ACME-2021-03",
        "open my invoices",
        "may i see the invoice",
        "open one invoice",
        "pay an outstanding invoice",
    ],
)
def test_a_name_a_serial_or_nothing_is_no_description(query: str) -> None:
    assert described(query, INVOICE, TODAY) is None


def test_a_kind_without_the_fields_is_never_described_so() -> None:
    device = CATALOG.parameters["device_id"]
    assert device.dated_by is None and device.amount_by is None
    assert described("the latest sensor reading 5,189", device, TODAY) is None
    asked = described("open the 2026 invoice from march 2026", INVOICE, TODAY)
    assert asked == Described((2026, 3), (), None, False, "march 2026"), "a year, no amount"


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
    """Each caller's own invoices: dave's "most recent bill" is Globex's."""
    alice = await as_user(api, "alice@acme.example")
    dave = await as_user(api, "dave@globex.example")
    invoices = await _invoices(api, alice)
    latest = max(invoices, key=lambda r: r["period"])
    priciest = max(invoices, key=lambda r: r["amount_cents"])
    amount = f"{priciest['amount_cents'] // 100:,}"
    globex_latest = max(await _invoices(api, dave), key=lambda r: r["period"])
    for who, query, expected in (
        (alice, "last month's invoice", latest),
        (alice, "open our most recent invoice", latest),
        (alice, f"open the {amount} invoice", priciest),
        (alice, "our priciest invoice so far", priciest),
        (dave, "our most recent bill", globex_latest),
    ):
        result = await navigator.answer(query, who)
        assert result.answer is not None, (query, result)
        assert result.answer.screen_name == "invoice_detail", query
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
