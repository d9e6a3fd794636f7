"""A record named by how much it is for, not by its name: "the 5,189 invoice", "la facture
de 4 890 euros", "our priciest invoice", "the cheapest invoice we've ever had". The
catalog says, per kind, which field holds a record's amount (`amount_by`, in
`amount_per_unit`ths of a unit: an invoice's amount in cents). The request's amounts
(numbers of three digits or more, not part of a name, serial or date) or its word for
the highest or lowest (pick_words.yaml's, the languages' words) pick the records among
the kind's list, read through its API as the caller like every lookup. One fits: its
page; several (a tie): a choice; none of the amounts said: say so. Records picked by
their date or status ("last month's invoice") are picked.py's; those words also choose
among several records of one amount ("the 1,345 invoice that's still unpaid"). Nothing
here knows a product: the field is the catalog's, the words the languages'.
"""

import re
from typing import Any, NamedTuple

from navex.navigation.catalog import RecordParameter
from navex.navigation.name_text import fold, folded, tokens
from navex.navigation.pick_words import Rank, pick_words
from navex.navigation.picked import list_fields, picked, what_picks
from navex.navigation.record_names import MAX_OPTIONS, FoundRecord, RecordSearch, record_label
from navex.navigation.records import RecordLookup

Record = dict[str, Any]

_SUM = re.compile(
    r"(?<![\w\-./#])(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d{3,})(?:[.,]\d{1,2})?(?![\w\-/])"
)
"""A sum of money: "5,189", "4 890", "5237", "1.382,00" (by_fields.py's amounts are measures,
"342 degrees"); not "INV-ACME-2019-01" or "GS-1020"."""

_YEAR = re.compile(r"(19|20)\d\d")


class Amounts(NamedTuple):
    """What the request says of a record's amount."""

    amounts: tuple[int, ...]
    rank: Rank | None
    said: str  # the words that say it, as written back to the user ("5,189", "priciest")


def amounts_said(query: str, parameter: RecordParameter) -> Amounts | None:
    """The amounts `query` names a record of this kind by, or its word for the highest or
    lowest; None when it says neither, or the kind declares no amount."""
    if parameter.amount_by is None:
        return None
    said_by = pick_words()
    amounts: list[int] = []
    said: list[str] = []
    for written in _SUM.findall(query):
        digits = re.sub(r"\D", "", written)
        if not _YEAR.fullmatch(written):  # "march 2026": a year; "5,189" or "2,026": amounts
            amounts.append(int(digits))
            said.append(written)
    rank = said_by.rank_said(tokens(query))
    if rank is not None:
        said.append(" ".join(rank[1]))
    if not amounts and rank is None:
        return None
    return Amounts(tuple(amounts), rank[0] if rank else None, " ".join(said))


def _amount(record: Record, parameter: RecordParameter) -> int | None:
    value = record.get(parameter.amount_by or "")
    if not isinstance(value, int | float):
        return None
    return int(value // parameter.amount_per_unit)


def pick(records: list[Record], asked: Amounts, parameter: RecordParameter) -> list[Record]:
    """The records `asked` describes, in the list's order (several: a tie)."""
    fits = list(records)
    if asked.amounts:
        fits = [r for r in fits if _amount(r, parameter) in asked.amounts]
    if asked.rank is not None:
        keyed = [(a, r) for r in fits if (a := _amount(r, parameter)) is not None]
        if not keyed:
            return []
        top = (max if asked.rank == "highest" else min)(a for a, _ in keyed)
        fits = [r for a, r in keyed if a == top]
    return fits


def told_apart(
    fits: list[Record], query: str, parameter: RecordParameter, records: list[Record]
) -> list[Record]:
    """Of several records of the amounts said, those the request's date or status words
    pick ("the 5,124 invoice from four months back", "the 1,345 one that's still unpaid");
    all of them when those words pick none or say nothing."""
    if len(fits) < 2:
        return fits
    fields = list_fields(parameter, records)
    chosen = what_picks(tokens(query), fields, kinds=folded(parameter.words))  # "the first"
    return (picked(chosen, fits, fields) or fits) if chosen is not None else fits


def in_states_said(records: list[Record], query: str, parameter: RecordParameter) -> list[Record]:
    """The records in the states the request says, to rank among ("our most expensive
    invoice that's already paid": the priciest of the paid ones); all when it says none."""
    fields = list_fields(parameter, records)
    chosen = what_picks(tokens(query), fields)
    if chosen is None or not chosen.statuses:
        return records
    return picked(chosen.undated(), records, fields) or records


_NEXT_TO = re.compile(
    r"\b(?:(before|prior to|preceding|avant|vor|antes d[eao]|prima d[ie]|voor)"
    r"|(after|following|apr[eè]s|nach|despu[eé]s d[e]|dopo|depois d[eao]|na))"
    r"\s+(?:(?:the|la|le|l'|der|die|dem|el|il|de|a|o|het)\s+)?"
    r"(?:(?:one|celle|celui|quella|quello|aquela|aquele)\s+)?(?:(?:of|for|de|von|di|da|van)\s+)?$"
)
"""Words right before an amount that point at the record dated next to it ("the invoice
right before the 5,189 one", "la facture après celle de 4 890")."""


def next_to(
    fits: list[Record], query: str, parameter: RecordParameter, records: list[Record]
) -> list[Record]:
    """The record dated right before or after the one record `fits` holds, when the words
    right before its amount say so; `fits` otherwise."""
    found = _SUM.search(query)
    if len(fits) != 1 or found is None:
        return fits
    side = _NEXT_TO.search(fold(query[: found.start()]))
    fields = list_fields(parameter, records)
    if side is None or not fields.dates:
        return fits
    field = fields.dates[0]
    dated = sorted((r for r in records if r.get(field)), key=lambda r: str(r[field]))
    at = next((i for i, r in enumerate(dated) if r is fits[0]), None)
    if at is None:
        return fits
    step = -1 if side.group(1) else 1
    return [dated[at + step]] if 0 <= at + step < len(dated) else []


async def records_by_amount(
    parameter: RecordParameter, query: str, token: str, lookup: RecordLookup
) -> RecordSearch | None:
    """The records of the kind the request names by amount, as a search outcome; None when
    it names none that way or the caller may read none of the kind."""
    asked = amounts_said(query, parameter)
    if asked is None:
        return None
    records = await lookup.listing(parameter, token)
    if not records:
        return None
    ranked = in_states_said(records, query, parameter) if asked.rank is not None else records
    fits = told_apart(pick(ranked, asked, parameter), query, parameter, records)
    fits = next_to(fits, query, parameter, records)
    found = [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in fits]
    if not found:
        return RecordSearch(outcome="none", name_like=True, phrase=asked.said)
    outcome = "one" if len(found) == 1 else "several"
    return RecordSearch(outcome=outcome, records=found[:MAX_OPTIONS], phrase=asked.said)


def among_found(found: RecordSearch, by_amount: RecordSearch | None) -> RecordSearch:
    """What the request names once its amounts are read: the records of those amounts
    among the several its other words fit ("the unpaid 1,345 invoice": of the unpaid
    ones, that amount's), or the amount's alone when its other words name none or one
    of another amount ("the first invoice at 5,124": the first of that amount's)."""
    if by_amount is None or found.whole:
        return found
    if found.outcome == "one":  # picked by date or state: among the amount's, if it holds
        held = by_amount.outcome in ("one", "several")
        return by_amount if held and found.records[0] not in by_amount.records else found
    if found.outcome in ("unnamed", "none"):
        return by_amount
    if found.outcome != "several" or by_amount.outcome not in ("one", "several"):
        return found
    fitting = {record.id for record in found.records}
    both = [record for record in by_amount.records if record.id in fitting]
    if not both:
        return found
    outcome = "one" if len(both) == 1 else "several"
    return RecordSearch(outcome=outcome, records=both, phrase=by_amount.phrase)
