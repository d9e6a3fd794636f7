"""A record named by when it is dated ("our oldest invoice", "the latest invoice", "the
invoice from two months ago", "last month's invoice", "la facture d'il y a deux mois"),
for a kind whose records carry a month: the catalog names the field (`dated_by`, an
invoice's `period`, "YYYY-MM"). The words for newest, oldest and months back are the
catalog's languages'; the records and their field are the product's. The request must say
a word for the kind ("invoice"): "the last alert" names no dated kind.
"""

import re
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from navex.navigation.catalog import RecordParameter
from navex.navigation.numbers import number_words
from navex.navigation.record_names import (
    MAX_OPTIONS,
    FoundRecord,
    RecordSearch,
    fold,
    folded,
    record_label,
    tokens,
)

_NEWEST = re.compile(
    r"\b(latest|newest|most recent|last|current|derni[eè]re?|plus r[eé]cente?|letzten?|"
    r"neueste[nr]?|aktuelle[nr]?|[uú]ltim[oa]|m[aá]s reciente|pi[uù] recente|laatste|"
    r"nieuwste|mais recente)\b",
    re.IGNORECASE,
)
_OLDEST = re.compile(
    r"\b(oldest|earliest|first|plus ancienne?|premi[eè]re?|[aä]lteste[nr]?|erste[nr]?|"
    r"m[aá]s antigu[oa]|primer[oa]?|pi[uù] vecchi[oa]|oudste|eerste|mais antig[oa]|"
    r"primeir[oa])\b",
    re.IGNORECASE,
)
_MONTHS = r"(?:months?|mois|monate?n?|meses|mes|mesi|mese|maanden|maand|m[eê]s)"
_MONTHS_BACK = re.compile(
    rf"\b(\w+)\s+{_MONTHS}\s+(?:ago|back|earlier|fa|geleden)\b"  # two months ago, due mesi fa
    rf"|\b(?:il y a|vor|hace|h[aá])\s+(\w+)\s+{_MONTHS}\b",  # il y a deux mois, vor 2 Monaten
    re.IGNORECASE,
)
_LAST_MONTH = re.compile(
    r"\b(last month|previous month|le mois dernier|du mois dernier|letzten monat|"
    r"vorigen monat|el mes pasado|del mes pasado|il mese scorso|del mese scorso|vorige maand|"
    r"m[eê]s passado)\b",
    re.IGNORECASE,
)


def months_back(query: str) -> int | None:
    """How many months back the request dates a record ("two months ago": 2, "last
    month": 1), or None when it says no such thing."""
    if _LAST_MONTH.search(query):
        return 1
    found = _MONTHS_BACK.search(query)
    if found is None:
        return None
    said = fold(found.group(1) or found.group(2))
    if said.isdigit():
        return int(said)
    return number_words().values.get(said, _ALSO_NUMBERS.get(said))


_ALSO_NUMBERS = {"due": 2, "un": 1, "uno": 1, "ein": 1, "einem": 1, "een": 1, "um": 1}
"""Number words number_words.yaml leaves out, being articles or English words elsewhere,
which before a word for months can only be numbers ("due mesi fa", "vor einem Monat")."""


def month_before(day: date, months: int) -> str:
    """'YYYY-MM' of the month `months` before the month of `day`."""
    index = day.year * 12 + (day.month - 1) - months
    return f"{index // 12:04d}-{index % 12 + 1:02d}"


def dated_record(
    query: str,
    parameter: RecordParameter,
    records: Sequence[Mapping[str, Any]],
    today: date | None = None,
) -> RecordSearch | None:
    """The record(s) of `parameter`'s kind the request names by their month (see the
    module's docstring); None when the kind is not dated, no word for it is said, or the
    request says no newest, oldest or months back."""
    field = parameter.dated_by
    if field is None or not set(tokens(query)) & folded(parameter.words):
        return None
    dated = [r for r in records if isinstance(r.get(field), str) and r.get(field)]
    back = months_back(query)
    if back is not None:
        month = month_before(today or date.today(), back)
        chosen = [r for r in dated if str(r[field]).startswith(month)]
    elif _OLDEST.search(query) and dated:
        chosen = [min(dated, key=lambda r: str(r[field]))]
    elif _NEWEST.search(query) and dated:
        chosen = [max(dated, key=lambda r: str(r[field]))]
    else:
        return None
    found = [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in chosen]
    if not found:
        return RecordSearch(outcome="none", phrase=query, name_like=True)
    outcome = "one" if len(found) == 1 else "several"
    return RecordSearch(outcome=outcome, records=found[:MAX_OPTIONS], whole=True)
