"""A record named by its month (navigation/by_date.py, issue #15): "our oldest invoice",
"the latest invoice", "the invoice from two months ago", "last month's invoice", in the
catalog's languages, for a kind the catalog dates (`dated_by`); the whole navigator on
Acme runs these through `navex eval routing` (fresh9's invoice rows)."""

from datetime import date
from pathlib import Path

import pytest

from navex.navigation import load_catalog
from navex.navigation.by_date import dated_record, months_back
from navex.navigation.catalog import Catalog

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"
TODAY = date(2026, 12, 5)
INVOICES = [  # as Acme lists them: one a month, the month before the seeding month last
    {"id": n, "number": f"INV-ACME-2026-{month:02d}", "period": f"2026-{month:02d}"}
    for n, month in enumerate(range(6, 12), start=1)
]


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


@pytest.mark.parametrize(
    ("query", "months"),
    [
        ("the invoice from two months ago", 2),
        ("invoice 3 months back", 3),
        ("show me last month's invoice", 1),
        ("la facture d'il y a trois mois", 3),
        ("die Rechnung von vor zwei Monaten", 2),
        ("la fattura di due mesi fa", 2),
        ("our oldest invoice", None),
    ],
)
def test_months_back_in_the_catalogs_languages(query: str, months: int | None) -> None:
    assert months_back(query) == months


@pytest.mark.parametrize(
    ("query", "invoice"),
    [
        ("our oldest invoice", 1),
        ("the first bill we got", 1),
        ("pull up the most recent invoice", 6),
        ("open the latest invoice, i need the total", 6),
        ("la dernière facture", 6),
        ("show me last month's invoice amount", 6),  # November: the newest
        ("the invoice from two months ago", 5),
        ("the invoice from six months back", 1),
    ],
)
def test_an_invoice_by_its_month(catalog: Catalog, query: str, invoice: int) -> None:
    found = dated_record(query, catalog.parameters["invoice_id"], INVOICES, TODAY)
    assert found is not None and found.outcome == "one", query
    assert [r.id for r in found.records] == [invoice], query


def test_a_month_with_no_invoice_is_none_and_other_requests_are_not_dated(
    catalog: Catalog,
) -> None:
    invoices = catalog.parameters["invoice_id"]
    found = dated_record("the invoice from nine months ago", invoices, INVOICES, TODAY)
    assert found is not None and found.outcome == "none"
    assert dated_record("open invoice INV-ACME-2026-07", invoices, INVOICES, TODAY) is None
    assert dated_record("the last one", invoices, INVOICES, TODAY) is None, "no kind word"
    alerts = catalog.parameters["alert_id"]  # not dated: the last alert is another rule's
    assert dated_record("the last alert", alerts, [{"id": 1}], TODAY) is None
