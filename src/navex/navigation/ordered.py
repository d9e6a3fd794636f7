"""A record named by when it is from or by how much it is for, not by its name: "last
month's invoice", "the invoice from two months ago", "the october invoice", "our latest
bill", "the invoice before the latest one", "the 5,189 invoice", "la facture de 4 890
euros", "our priciest invoice".

The catalog says, per kind, which field dates a record (`dated_by`: an ISO date or month,
an invoice's "2026-10") and which holds its amount (`amount_by`, in `amount_per_unit`ths
of a unit: an invoice's amount in cents). The request's month (one counted back from
this one, or named), its amounts (numbers of three digits or more, not part of a name or
serial) and its rank word (latest, oldest, priciest, cheapest; "before" one of them)
pick the records among the kind's list, read through its API as the caller like every
lookup. One fits: its page; several (a tie): a choice; none of those said: say so.
Nothing here knows a product: the fields are the catalog's, the words the languages'.
"""

import re
from datetime import UTC, datetime
from typing import Any, Literal, NamedTuple

from navex.navigation.catalog import RecordParameter
from navex.navigation.name_text import fold
from navex.navigation.record_names import MAX_OPTIONS, FoundRecord, RecordSearch, record_label
from navex.navigation.records import RecordLookup

Rank = Literal["latest", "oldest", "highest", "lowest"]
Record = dict[str, Any]

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "un": 1, "une": 1, "deux": 2,
    "trois": 3, "quatre": 4, "cinq": 5, "zwei": 2, "drei": 3, "vier": 4,
    "funf": 5, "sechs": 6, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
    "due": 2, "tre": 3, "quattro": 4, "sei": 6, "dois": 2, "duas": 2, "quatro": 4,
    "twee": 2, "drie": 3, "vijf": 5, "zes": 6,
}  # fmt: skip
"""Counts of months as words, folded (accents off, lowercase)."""

_COUNT = r"(\d{1,2}|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + ")"

MONTHS_BACK: tuple[tuple[re.Pattern[str], int | None], ...] = tuple(
    (re.compile(pattern), back)
    for pattern, back in (
        (r"\bmonth before last\b", 2),
        (r"\b(?:last|previous|past|prior)\s+month\b", 1),
        (r"\bthis month\b", 0),
        (rf"\b{_COUNT}\s+(?:months?|monhts?|mnths?|monts?)\s+(?:ago|back|before|earlier)\b", None),
        (r"\bmois (?:dernier|precedent|passe)\b", 1),
        (r"\bce mois\b", 0),
        (rf"\bil y a {_COUNT} mois\b", None),
        (r"\b(?:letzten|vorigen|vergangenen)\s+monats?\b|\bvormonat", 1),
        (r"\bdiesen monat\b|\bdieses monats\b", 0),
        (rf"\bvor {_COUNT} monaten\b", None),
        (r"\bmes (?:pasado|anterior)\b|\bmes passado\b|\bmes anterior\b", 1),
        (r"\beste mes\b", 0),
        (rf"\b(?:hace|ha) {_COUNT} mes(?:es)?\b", None),
        (r"\bmese (?:scorso|precedente|passato)\b", 1),
        (r"\bquesto mese\b", 0),
        (rf"\b{_COUNT} mesi fa\b", None),
        (r"\b(?:vorige|afgelopen)\s+maand\b", 1),
        (rf"\b{_COUNT} maanden geleden\b", None),
    )
)
"""A month counted back from this one (None: the count is the pattern's group)."""

MONTH_NAMES = {
    name: number
    for number, names in enumerate(
        (
            "january janvier januar enero gennaio janeiro januari jan",
            "february fevrier februar febrero febbraio fevereiro februari feb",
            "march mars marz marzo marco maart mar",
            "april avril abril aprile apr",
            "may mai mayo maggio maio mei",
            "june juin juni junio giugno junho jun",
            "july juillet juli julio luglio julho jul",
            "august aout agosto augustus aug",
            "september septembre septiembre settembre setembro sep sept",
            "october octobre oktober octubre ottobre outubro oct",
            "november novembre noviembre novembro nov",
            "december decembre dezember diciembre dicembre dezembro dec",
        ),
        1,
    )
    for name in names.split()
}
"""Month names, folded; "may", "mar", "mai" only count beside a kind word or a year."""

_AMBIGUOUS_MONTHS = frozenset({"may", "mar", "mai", "jan", "jun", "jul", "dec", "sep"})

RANK_WORDS: dict[Rank, tuple[str, ...]] = {
    "latest": (
        "latest", "newest", "most recent", "last", "recent", "derniere", "dernier",
        "plus recente", "neueste", "letzte", "aktuellste", "ultima", "ultimo",
        "mas reciente", "piu recente", "mais recente", "laatste", "nieuwste",
    ),
    "oldest": (
        "oldest", "earliest", "first", "plus ancienne", "premiere", "alteste", "erste",
        "mas antigua", "primera", "piu vecchia", "prima", "mais antiga", "oudste", "eerste",
    ),
    "highest": (
        "priciest", "most expensive", "highest", "biggest", "largest", "plus chere",
        "plus elevee", "teuerste", "hochste", "mas cara", "mas alta", "piu cara", "piu alta",
        "mais cara", "duurste", "hoogste",
    ),
    "lowest": (
        "cheapest", "least expensive", "lowest", "smallest", "moins chere", "gunstigste",
        "billigste", "niedrigste", "mas barata", "piu economica", "mais barata",
        "goedkoopste", "laagste",
    ),
}  # fmt: skip
"""Words that pick a record by its place, folded."""

BEFORE_WORDS = ("before", "prior to", "avant", "vor der", "vor dem", "antes de", "prima di")
"""Words that ask for the record just before another in time ("right before the latest")."""

_AMOUNT = re.compile(
    r"(?<![\w\-./#])(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d{3,})(?:[.,]\d{1,2})?(?![\w\-/])"
)
"""An amount: "5,189", "4 890", "5237", "1.382,00"; not "INV-ACME-2019-01" or "GS-1020"."""


class Described(NamedTuple):
    """What the request says of a record's time, amount and rank."""

    month: tuple[int, int] | None  # (year, month), year 0: the latest of that month
    amounts: tuple[int, ...]
    rank: Rank | None
    before: bool
    said: str  # the words that say it, as written back to the user ("5,189", "last month")


def _month_back(text: str, today: datetime) -> tuple[tuple[int, int], str] | None:
    """The (year, month) counted back from `today`'s, and the words that say it."""
    for pattern, back in MONTHS_BACK:
        found = pattern.search(text)
        if found is None:
            continue
        count = back if back is not None else _count(found.group(1))
        if count is None:
            continue
        index = today.year * 12 + today.month - 1 - count
        return (index // 12, index % 12 + 1), found.group(0)
    return None


def _count(word: str) -> int | None:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def _named_month(
    words: list[str], kind_words: frozenset[str]
) -> tuple[tuple[int, int], str] | None:
    """(year or 0, month) of a month named, and the words that name it."""
    for i, word in enumerate(words):
        number = MONTH_NAMES.get(word)
        if number is None:
            continue
        after = words[i + 1] if i + 1 < len(words) else ""
        year = int(after) if re.fullmatch(r"(19|20)\d\d", after) else 0
        near = set(words[max(0, i - 2) : i + 3]) & kind_words
        if word in _AMBIGUOUS_MONTHS and not year and not near:
            continue
        return (year, number), f"{word} {after}" if year else word
    return None


def _rank(text: str) -> tuple[Rank, str] | None:
    for rank, phrases in RANK_WORDS.items():
        for phrase in phrases:
            if re.search(rf"\b{phrase}\b", text):
                return rank, phrase
    return None


def described(query: str, parameter: RecordParameter, today: datetime) -> Described | None:
    """What `query` says of a record of this kind by time, amount or rank; None when it
    says nothing of the kind, or the kind declares neither field."""
    if parameter.dated_by is None and parameter.amount_by is None:
        return None
    text = fold(query)
    said: list[str] = []
    month: tuple[int, int] | None = None
    if parameter.dated_by is not None:
        kind_words = frozenset(fold(w) for w in parameter.words)
        counted = _month_back(text, today)
        found = counted or _named_month(re.findall(r"\w+", text), kind_words)
        if found is not None:
            month, words = found
            said.append(words)
            text = text.replace(words, " ")  # "last month": a month, not a rank
    amounts: list[int] = []
    if parameter.amount_by is not None:
        for written in _AMOUNT.findall(query):
            digits = re.sub(r"\D", "", written)
            if month is None or digits != str(month[0]):  # "october 2025": a year
                amounts.append(int(digits))
                said.append(written)
    ranked = _rank(text)
    rank = ranked[0] if ranked else None
    if rank in ("highest", "lowest") and parameter.amount_by is None:
        rank = None
    if rank in ("latest", "oldest") and parameter.dated_by is None:
        rank = None
    if rank is not None and ranked is not None:
        said.append(ranked[1])
    before = any(re.search(rf"\b{word}\b", text) for word in BEFORE_WORDS)
    if month is None and not amounts and rank is None:
        return None
    return Described(month, tuple(amounts), rank, before, " ".join(said))


def _when(record: dict[str, Any], field: str) -> str:
    return str(record.get(field) or "")[:10]


def _amount(record: dict[str, Any], parameter: RecordParameter) -> int | None:
    value = record.get(parameter.amount_by or "")
    if not isinstance(value, int | float):
        return None
    return int(value // parameter.amount_per_unit)


def pick(
    records: list[dict[str, Any]], asked: Described, parameter: RecordParameter
) -> list[dict[str, Any]]:
    """The records `asked` describes, in the kind's order (several: a tie)."""
    dated = parameter.dated_by
    fits = list(records)
    if asked.amounts:
        fits = [r for r in fits if _amount(r, parameter) in asked.amounts]
    if asked.month is not None and dated is not None and not asked.before:
        year, month = asked.month
        fits = [r for r in fits if _in_month(_when(r, dated), year, month)]
        if not year and fits:  # "the october invoice": the latest October
            latest = max(_when(r, dated)[:4] for r in fits)
            fits = [r for r in fits if _when(r, dated).startswith(latest)]
    if asked.before and dated is not None:
        anchor = fits if (asked.amounts or asked.month) else _ranked(records, "latest", parameter)
        if asked.month is not None and not asked.amounts:
            anchor = [r for r in records if _in_month(_when(r, dated), *asked.month)]
        if len(anchor) != 1:
            return []
        earlier = [r for r in records if _when(r, dated) < _when(anchor[0], dated)]
        return _ranked(earlier, "latest", parameter)
    if asked.rank is not None:
        fits = _ranked(fits, asked.rank, parameter)
    return fits


def _in_month(when: str, year: int, month: int) -> bool:
    found = re.match(r"(\d{4})-(\d{2})", when)
    if found is None:
        return False
    return int(found.group(2)) == month and (not year or int(found.group(1)) == year)


def _ranked(
    records: list[dict[str, Any]], rank: Rank, parameter: RecordParameter
) -> list[dict[str, Any]]:
    """The records at the top of `rank` (all of them when tied)."""
    keyed: list[tuple[str | int, Record]]
    if rank in ("latest", "oldest"):
        field = parameter.dated_by or ""
        keyed = [(_when(r, field), r) for r in records if _when(r, field)]
    else:
        keyed = [(a, r) for r in records if (a := _amount(r, parameter)) is not None]
    if not keyed:
        return []
    choose = max if rank in ("latest", "highest") else min
    top = choose(k for k, _ in keyed)
    return [r for k, r in keyed if k == top]


async def records_by_order(
    parameter: RecordParameter,
    query: str,
    token: str,
    lookup: RecordLookup,
    today: datetime | None = None,
) -> RecordSearch | None:
    """The records of the kind the request names by time, amount or rank, as a search
    outcome; None when it names none that way or the caller may read none of the kind."""
    asked = described(query, parameter, today or datetime.now(UTC))
    if asked is None:
        return None
    records = await lookup.listing(parameter, token)
    if not records:
        return None
    fits = pick(records, asked, parameter)
    found = [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in fits]
    if not found:
        return RecordSearch(outcome="none", name_like=True, phrase=asked.said)
    outcome = "one" if len(found) == 1 else "several"
    return RecordSearch(outcome=outcome, records=found[:MAX_OPTIONS], phrase=asked.said)
