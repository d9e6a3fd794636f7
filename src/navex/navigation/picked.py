"""Records picked by when they are dated or by how they stand, rather than by name: "last
month's invoice", "la facture du mois dernier", "pull up the most recent invoice" (the
record dated last), "open our unpaid invoice" (not "paid"), "the cancelled camera
relocation job" (of the jobs about a camera, the one whose status is "cancelled"), "the
overdue camra ticket" (the one past its due date and not finished).

Which of a record's fields holds its date, and which hold a status, is read from the
records themselves (worked out once per list read): a field whose every value is an ISO
date or month is a date, one whose values are a few lower-case words shared by several
records is a status, a date field whose name says "due" the date to be done by. The words
for "last month", "latest" and "overdue", the statuses that say finished, and the prefixes
that turn a status word round ("un" of "unpaid") are the languages' (pick_words.yaml),
never a product's.

A date picks only among all the records of the kind, when the request names none
otherwise (its every word that may name a record is such a word): "when was the tank farm
sensor last seen" keeps its sensors. A status word also narrows the records a request's
other words fit.
"""

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from typing import Any

from navex.navigation.catalog import RecordParameter
from navex.navigation.filter_values import says_not
from navex.navigation.per_list import PerList
from navex.navigation.pick_words import OF_WORDS, PickWords, pick_words
from navex.navigation.words import DETERMINERS, OPEN_WORDS

_DATED = re.compile(r"^(\d{4})-(\d{2})(?:-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)?$")
_STATUS = re.compile(r"^[a-z]+(?:_[a-z]+)*$")
MOST_STATUSES = 8
"""A field with more distinct values than this is no status ("active", "offline", ...)."""


@dataclass(frozen=True)
class ListFields:
    """A list's date fields (those among the labels first, then those whose values differ)
    and its status fields' values."""

    dates: tuple[str, ...]
    statuses: Mapping[str, frozenset[str]]
    due: str | None = None
    """The date field that says by when a record is to be done ("due_date"), if any."""


def _fields(parameter: RecordParameter, records: list[dict[str, Any]]) -> ListFields:
    names = list(dict.fromkeys(k for r in records for k in r))
    dates: list[tuple[int, str]] = []
    statuses: dict[str, frozenset[str]] = {}
    for name in names:
        values = [r.get(name) for r in records]
        if not all(isinstance(v, str) for v in values):
            continue
        said = [str(v) for v in values]
        distinct = set(said)
        if all(_DATED.match(v) for v in said):
            labelled = name in parameter.label_fields
            if labelled or len(distinct) > 1:
                dates.append((0 if labelled else 1, name))
        elif (
            name not in parameter.label_fields
            and all(_STATUS.match(v) for v in said)
            and len(distinct) <= MOST_STATUSES
            and len(distinct) < len(said)
        ):
            statuses[name] = frozenset(distinct)
    due_words = pick_words().due_fields
    due = next((n for _, n in sorted(dates) if any(w in n.lower() for w in due_words)), None)
    return ListFields(dates=tuple(n for _, n in sorted(dates)), statuses=statuses, due=due)


list_fields = PerList(_fields)
"""The list's date and status fields: worked out once per list read."""


@dataclass(frozen=True)
class Pick:
    """What a request picks records by: status values it says (field, value, wanted), the
    month before this one, the latest; and the words that say so."""

    statuses: tuple[tuple[str, str, bool], ...]
    previous_month: bool
    latest: bool
    words: frozenset[str]
    oldest: bool = False
    months_back: int | None = None
    before_latest: bool = False
    overdue: bool = False
    """Past the date by which they were to be done, and not finished ("the overdue job")."""
    nth: int = 1
    """Which of the latest or the oldest: 2 for "the second oldest", "the third newest"."""
    month: tuple[int, int | None] | None = None
    """The month named, and its year if said ("the june invoice": (6, None))."""

    def undated(self) -> "Pick":
        """The same pick by status only: among records a name fits, the date says nothing."""
        return replace(
            self,
            previous_month=False,
            latest=False,
            oldest=False,
            months_back=None,
            before_latest=False,
            month=None,
        )

    @property
    def dated(self) -> bool:
        return (
            self.previous_month
            or self.latest
            or self.oldest
            or self.before_latest
            or self.months_back is not None
            or self.month is not None
        )


def what_picks(
    words: list[str],
    fields: ListFields,
    said: PickWords | None = None,
    kinds: frozenset[str] = frozenset(),
) -> Pick | None:
    """What the request's (folded) words pick records by, or None when nothing. `kinds`
    are the words for the kind of record ("invoice"): "first" right before one says the
    oldest."""
    said = said or pick_words()
    used: set[int] = set()
    back = said.months_back(words, used)  # "two months ago"
    previous = _phrase_at(words, said.previous_month, said.longest, used)
    before = _phrase_at(words, said.before_latest, said.longest, used)  # "the one before"
    at_latest = _phrase_start(words, said.latest, said.longest, used)
    at_oldest = _phrase_start(words, said.oldest, said.longest, used)
    latest, oldest = at_latest is not None, at_oldest is not None
    nth = _ordinal_before(words, at_latest if latest else at_oldest, said.ordinals, used)
    if not (latest or oldest):  # "the first invoice", "the second invoice we received"
        first = _first_of_kind(words, said.first | frozenset(said.ordinals), kinds)
        if first is not None:
            oldest = True
            used.add(first)
            nth = said.ordinals.get(words[first], 1)
    overdue = fields.due is not None and _phrase_at(words, said.overdue, said.longest, used)
    month = said.month_said(words, used)  # "the june invoice"
    statuses: list[tuple[str, str, bool]] = []
    for i, word in enumerate(words):
        if i in used or _the_verb(words, i):  # "open the cancelled job": the verb
            continue
        for field, values in fields.statuses.items():
            for value in values:
                if word == value:  # "the oldest open invoice"; "we haven't paid": not paid
                    statuses.append((field, value, not _negated(words, i)))
                    used.add(i)
                elif any(word == n + value for n in said.negations):  # "unpaid"
                    statuses.append((field, value, False))
                    used.add(i)
    if not (previous or latest or oldest or back or before or statuses or overdue or month):
        return None
    dated = bool(fields.dates)
    return Pick(
        statuses=tuple(statuses),
        previous_month=previous and dated,
        latest=latest and not previous and not back and dated,
        words=frozenset(words[i] for i in used),
        oldest=oldest and not latest and dated,
        months_back=back if dated and not previous else None,
        before_latest=before and not previous and not back and dated,
        overdue=overdue,
        nth=nth,
        month=month if dated else None,
    )


NEGATED_WITHIN = 3
"""How many words before a status word a negation turns it round: "not yet paid", "hasn't
been paid" (read as "hasn", "t", "been"), "qu'on n'a pas payée"."""


def _negated(words: list[str], at: int) -> bool:
    """Whether a negation stands shortly before the word at `at` (filter_values.says_not)."""
    return says_not(words[max(0, at - NEGATED_WITHIN) : at])


def _the_verb(words: list[str], at: int) -> bool:
    """Whether the word at `at` asks to see ("open the cancelled job", "please open our
    paid invoice", "that unresolved critical alarm, open it") rather than saying a status
    ("the oldest open invoice"): a word that asks to see, first or before its object."""
    if words[at] not in OPEN_WORDS:
        return False
    return at == 0 or (at + 1 < len(words) and words[at + 1] in _AFTER_THE_VERB)


_AFTER_THE_VERB = DETERMINERS | frozenset(["it", "them", "up", "es", "ihn", "sie", "lo", "het"])
"""Words after a word that asks to see it, as the verb: "open the", "open it", "open up"."""


def _first_of_kind(words: list[str], first: frozenset[str], kinds: frozenset[str]) -> int | None:
    """Where a word for "first" (or another ordinal) stands right before a word for the
    kind, or for "of" ("the first of the 5124 euro invoices"), or before an amount and
    then the kind's word ("the first $1,345 bill", "the first 5124 euro invoice"), if it
    does."""
    for i, word in enumerate(words[:-1]):
        if word not in first:
            continue
        after = i + 1
        while after < len(words) and words[after].isdigit():
            after += 1  # an amount: "1", "345" of "$1,345"
        if after > i + 1 and after + 1 < len(words) and words[after] not in kinds:
            after += 1  # its unit: "euro"
        if after < len(words) and (words[after] in kinds or words[i + 1] in OF_WORDS):
            return i
    return None


def _ordinal_before(
    words: list[str], at: int | None, ordinals: Mapping[str, int], used: set[int]
) -> int:
    """The ordinal right before the phrase at `at` ("the *second* oldest"), marking its
    place `used`; 1 when there is none."""
    if at is None or at == 0 or at - 1 in used or words[at - 1] not in ordinals:
        return 1
    used.add(at - 1)
    return ordinals[words[at - 1]]


def date_words(query: str) -> frozenset[str]:
    """The words by which the request picks a record by its date ("Rechnung vom letzten
    Monat": letzten, monat; "the oldest invoice": oldest), none when it picks by none."""
    from navex.navigation.record_names import tokens

    words = tokens(query)
    pick = what_picks(words, ListFields(dates=("date",), statuses={}))
    return pick.words if pick is not None and pick.dated else frozenset()


def _phrase_at(
    words: list[str], phrases: frozenset[tuple[str, ...]], longest: int, used: set[int]
) -> bool:
    """Whether one of `phrases` is said in `words` at places not yet `used` (marked)."""
    return _phrase_start(words, phrases, longest, used) is not None


def _phrase_start(
    words: list[str], phrases: frozenset[tuple[str, ...]], longest: int, used: set[int]
) -> int | None:
    """Where one of `phrases` is said in `words` at places not yet `used` (marked), the
    longest first; None when none is."""
    for n in range(longest, 0, -1):
        for start in range(len(words) - n + 1):
            span = range(start, start + n)
            if tuple(words[start : start + n]) in phrases and not used.intersection(span):
                used.update(span)
                return start
    return None


def picked(
    pick: Pick,
    records: Iterable[dict[str, Any]],
    fields: ListFields,
    today: date | None = None,
) -> list[dict[str, Any]]:
    """The records `pick` picks of `records`: those of the statuses said, then those dated
    in the month before this one or months back, or the latest or the oldest dated."""
    kept = [
        r
        for r in records
        if all((r.get(field) == value) == wanted for field, value, wanted in pick.statuses)
    ]
    if pick.overdue and fields.due is not None:
        kept = overdue_of(kept, fields, today)
    if not pick.dated or not kept:
        return kept
    field = fields.dates[0]
    if pick.month is not None:  # "the june invoice": of the year said, else the latest's
        kept = _in_month(kept, field, *pick.month)
        if not (pick.latest or pick.oldest or pick.before_latest):
            return kept
    back = 1 if pick.previous_month else pick.months_back
    if back is not None:
        today = today or datetime.now(UTC).date()
        index = today.year * 12 + today.month - 1 - back
        return [r for r in kept if _month(r.get(field)) == (index // 12, index % 12 + 1)]
    values = sorted({str(r.get(field) or "") for r in kept} - {""}, reverse=not pick.oldest)
    nth = 2 if pick.before_latest else pick.nth  # "the invoice before the latest one"
    if len(values) < nth:
        return []
    return [r for r in kept if str(r.get(field) or "") == values[nth - 1]]


def overdue_of(
    records: list[dict[str, Any]], fields: ListFields, today: date | None = None
) -> list[dict[str, Any]]:
    """The records whose due date is before `today` and whose statuses say none finished."""
    if fields.due is None:
        return []
    due, by = fields.due, (today or datetime.now(UTC).date()).isoformat()
    finished = pick_words().finished
    return [
        r
        for r in records
        if r.get(due)
        and str(r.get(due))[:10] < by
        and not any(r.get(f) in finished for f in fields.statuses)
    ]


def _in_month(
    records: list[dict[str, Any]], field: str, month: int, year: int | None
) -> list[dict[str, Any]]:
    """The records dated in `month` of `year`, or of the latest year with any."""
    dated = [(r, _month(r.get(field))) for r in records]
    years = [d[0] for _, d in dated if d is not None and d[1] == month]
    if year is None and years:
        year = max(years)
    return [r for r, d in dated if d == (year, month)]


def _month(value: Any) -> tuple[int, int] | None:
    found = _DATED.match(str(value or ""))
    return (int(found.group(1)), int(found.group(2))) if found else None
