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

import dataclasses
import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, Literal

import yaml

from navex.navigation.catalog import RecordParameter
from navex.navigation.per_list import PerList
from navex.navigation.words import OPEN_WORDS

WORDS_PATH = Path(__file__).with_name("pick_words.yaml")

Rank = Literal["highest", "lowest"]

_DATED = re.compile(r"^(\d{4})-(\d{2})(?:-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)?$")
_STATUS = re.compile(r"^[a-z]+(?:_[a-z]+)*$")
MOST_STATUSES = 8
"""A field with more distinct values than this is no status ("active", "offline", ...)."""


@dataclass(frozen=True)
class PickWords:
    """The languages' words (folded, as word tuples) for the month before this one and for
    the latest, and the prefixes that negate a status word."""

    previous_month: frozenset[tuple[str, ...]]
    latest: frozenset[tuple[str, ...]]
    negations: tuple[str, ...]
    oldest: frozenset[tuple[str, ...]] = frozenset()
    months: frozenset[str] = frozenset()
    ago: frozenset[str] = frozenset()
    ago_before: frozenset[tuple[str, ...]] = frozenset()
    before_latest: frozenset[tuple[str, ...]] = frozenset()
    highest: frozenset[tuple[str, ...]] = frozenset()
    lowest: frozenset[tuple[str, ...]] = frozenset()
    overdue: frozenset[tuple[str, ...]] = frozenset()
    due_fields: tuple[str, ...] = ()
    finished: frozenset[str] = frozenset()
    ordinals: Mapping[str, int] = dataclasses.field(default_factory=dict)
    """Ordinal words that count from the latest or the oldest ("the *second* oldest")."""
    first: frozenset[str] = frozenset()
    """Words for "first" that say the oldest right before a word for the kind ("the first
    invoice", "a primeira fatura"), not otherwise ("the first floor sensor")."""
    years: frozenset[str] = frozenset()
    half: frozenset[str] = frozenset()

    @property
    def words(self) -> frozenset[str]:
        """Every word of the phrases that pick ("recent", "months"), which a slip may hide
        ("the most recnt invoice", "six monhts back": spelling.py reads them right)."""
        phrases = (
            self.previous_month
            | self.latest
            | self.oldest
            | self.ago_before
            | self.before_latest
            | self.highest
            | self.lowest
            | self.overdue
        )
        # not the ordinals ("cuatro" is no slip of "cuarto"), nor the words for years
        return frozenset(w for p in phrases for w in p) | self.months | self.ago

    def rank_said(self, words: list[str]) -> tuple[Rank, tuple[str, ...]] | None:
        """The first word (or phrase) for the highest or lowest the words say ("priciest",
        "weakest", "most expensive"), with which it is; None when they say neither."""
        ranks: tuple[tuple[Rank, frozenset[tuple[str, ...]]], ...] = (
            ("highest", self.highest),
            ("lowest", self.lowest),
        )
        for rank, phrases in ranks:
            for phrase in phrases:
                if said_at(words, phrase):
                    return rank, phrase
        return None

    @property
    def longest(self) -> int:
        phrases = (
            self.previous_month | self.latest | self.oldest | self.before_latest | self.overdue
        )
        return max((len(p) for p in phrases), default=1)

    def months_back(self, words: list[str], used: set[int]) -> int | None:
        """The months back the words say ("two months ago": 2, "il y a trois mois": 3),
        marking their places `used`; None when they say none."""
        from navex.navigation.numbers import number_words

        for i, word in enumerate(words):
            if (word not in self.months and word not in self.years) or i == 0:
                continue
            number, start = _number(words[i - 1], number_words().values), i - 1
            if word in self.years:  # "a year ago": 12, "half a year back": 6
                number, start = self._years_back(words, i, number)
            if number is None:
                continue
            before = next(
                (n for n in range(3, 0, -1) if tuple(words[start - n : start]) in self.ago_before),
                0,
            )
            if before or (i + 1 < len(words) and words[i + 1] in self.ago):
                used.update(range(start - before, i + 1 + (0 if before else 1)))
                return number
        return None

    def _years_back(self, words: list[str], i: int, number: int | None) -> tuple[int | None, int]:
        """The months that the words before the word for years at `i` say, and where they
        begin: "a year" 12, "two years" 24, "half a year", "einem halben Jahr" 6."""
        said = words[max(0, i - 2) : i]
        if said and said[-1] in self.half:  # "einem halben Jahr", "medio año"
            return 6, i - 2 if len(said) == 2 and said[0] in _A_YEAR else i - 1
        if len(said) == 2 and said[0] in self.half and said[1] in _A_YEAR:  # "half a year"
            return 6, i - 2
        if said and said[-1] in _A_YEAR:
            return 12, i - 1
        return (None if number is None else number * 12), i - 1


_A_YEAR = frozenset(["a", "an", "one", "un", "une", "ein", "einem", "um", "uno", "een"])
"""Words for "a" before a word for a year ("a year ago", "il y a un an", "vor einem Jahr")."""

_OF = frozenset(
    re.findall(r"\S+", "of des de du der di dei degli delle della del van dos das do da")
)
"""Words after a word that picks one that say among which ("the older *of* our two
invoices", "la plus ancienne *des* factures", "die älteste *der* Rechnungen")."""


def picks_one_of_many(words: list[str]) -> bool:
    """A word that picks one by its date or amount, followed by a word that says among
    which: "the older of our two unpaid invoices", "the cheapest of the invoices" ask for
    one record, though they name its kind in the plural."""
    said = pick_words()
    phrases = said.latest | said.oldest | said.before_latest | said.highest | said.lowest
    return any(
        i + len(phrase) < len(words) and words[i + len(phrase)] in _OF
        for phrase in phrases
        for i in said_at(words, phrase)
    )


def said_at(words: list[str], phrase: tuple[str, ...]) -> list[int]:
    """Where `phrase` stands in `words`, word for word (the index of its first word)."""
    n = len(phrase)
    return [i for i in range(len(words) - n + 1) if tuple(words[i : i + n]) == phrase]


_ALSO_NUMBERS = {"due": 2, "un": 1, "uno": 1, "ein": 1, "einem": 1, "een": 1, "um": 1}
"""Number words number_words.yaml leaves out, being articles or English words elsewhere,
which before a word for months can only be numbers ("due mesi fa", "vor einem Monat")."""


def _number(word: str, values: Mapping[str, int]) -> int | None:
    if word.isdigit():
        return int(word)
    return values.get(word, _ALSO_NUMBERS.get(word))


@functools.cache
def pick_words(path: Path = WORDS_PATH) -> PickWords:
    from navex.navigation.record_names import tokens

    raw = yaml.safe_load(path.read_text()) or {}

    def phrases(key: str) -> frozenset[tuple[str, ...]]:
        return frozenset(tuple(tokens(str(p))) for p in raw.get(key) or () if tokens(str(p)))

    return PickWords(
        previous_month=phrases("previous_month"),
        latest=phrases("latest"),
        negations=tuple(str(n) for n in raw.get("negations") or ()),
        oldest=phrases("oldest"),
        months=frozenset(w for p in phrases("months") for w in p),
        ago=frozenset(w for p in phrases("ago") for w in p),
        ago_before=phrases("ago_before"),
        before_latest=phrases("before_latest"),
        highest=phrases("highest"),
        lowest=phrases("lowest"),
        overdue=phrases("overdue"),
        due_fields=tuple(str(w) for w in raw.get("due_fields") or ()),
        finished=frozenset(str(w) for w in raw.get("finished") or ()),
        ordinals={
            w: int(n)
            for n, words in (raw.get("ordinals") or {}).items()
            for p in words
            for w in tokens(str(p))
        },
        first=frozenset(w for p in phrases("first") for w in p),
        years=frozenset(w for p in phrases("years") for w in p),
        half=frozenset(w for p in phrases("half") for w in p),
    )


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

    def undated(self) -> "Pick":
        """The same pick by status only: among records a name fits, the date says nothing."""
        return replace(
            self,
            previous_month=False,
            latest=False,
            oldest=False,
            months_back=None,
            before_latest=False,
        )

    @property
    def dated(self) -> bool:
        return (
            self.previous_month
            or self.latest
            or self.oldest
            or self.before_latest
            or self.months_back is not None
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
    statuses: list[tuple[str, str, bool]] = []
    for i, word in enumerate(words):
        if i in used or word in OPEN_WORDS:  # "open the cancelled job": the verb
            continue
        for field, values in fields.statuses.items():
            for value in values:
                if word == value:
                    statuses.append((field, value, True))
                    used.add(i)
                elif any(word == n + value for n in said.negations):  # "unpaid"
                    statuses.append((field, value, False))
                    used.add(i)
    if not (previous or latest or oldest or back or before or statuses or overdue):
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
    )


def _first_of_kind(words: list[str], first: frozenset[str], kinds: frozenset[str]) -> int | None:
    """Where a word for "first" (or another ordinal) stands right before a word for the
    kind, if it does."""
    return next(
        (i for i, w in enumerate(words[:-1]) if w in first and words[i + 1] in kinds),
        None,
    )


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


def _month(value: Any) -> tuple[int, int] | None:
    found = _DATED.match(str(value or ""))
    return (int(found.group(1)), int(found.group(2))) if found else None
