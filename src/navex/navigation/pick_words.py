"""The languages' words that pick a record by its date, its place in time or its amount
(pick_words.yaml): "last month", "latest", "the second oldest", "two months ago", "half a
year back", "priciest", "overdue"; read once, as folded word tuples. picked.py, amounts.py
and extremes.py pick records with them.
"""

import dataclasses
import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import yaml

WORDS_PATH = Path(__file__).with_name("pick_words.yaml")

Rank = Literal["highest", "lowest"]


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
    two_back_after: frozenset[tuple[str, ...]] = frozenset()
    """Words after a word for months that say two back ("the month before last")."""
    before_latest: frozenset[tuple[str, ...]] = frozenset()
    highest: frozenset[tuple[str, ...]] = frozenset()
    lowest: frozenset[tuple[str, ...]] = frozenset()
    overdue: frozenset[tuple[str, ...]] = frozenset()
    most: frozenset[tuple[str, ...]] = frozenset()
    least: frozenset[tuple[str, ...]] = frozenset()
    """Words for the most or least of a measure, not of an amount ("the most sensors")."""
    due_fields: tuple[str, ...] = ()
    finished: frozenset[str] = frozenset()
    ordinals: Mapping[str, int] = dataclasses.field(default_factory=dict)
    """Ordinal words that count from the latest or the oldest ("the *second* oldest")."""
    first: frozenset[str] = frozenset()
    """Words for "first" that say the oldest right before a word for the kind ("the first
    invoice", "a primeira fatura"), not otherwise ("the first floor sensor")."""
    years: frozenset[str] = frozenset()
    half: frozenset[str] = frozenset()
    month_names: Mapping[str, int] = dataclasses.field(default_factory=dict)
    """A month's names ("june", "juin", "giugno": 6)."""
    month_ambiguous: frozenset[str] = frozenset()
    """Month names that are also other words ("may", "mai"): months only after one of
    `month_after` ("in may", "the may invoice")."""
    month_after: frozenset[str] = frozenset()

    def month_said(self, words: list[str], used: set[int]) -> tuple[int, int | None] | None:
        """The month the words name and the year beside it ("june 2026"), marking their
        places `used`; None when they name none."""
        for i, word in enumerate(words):
            month = self.month_names.get(word)
            if month is None or i in used:
                continue
            if word in self.month_ambiguous and (i == 0 or words[i - 1] not in self.month_after):
                continue
            used.add(i)
            year = next(
                (int(w) for w in words[i + 1 : i + 2] + words[max(0, i - 1) : i] if _YEAR.match(w)),
                None,
            )
            if year is not None:
                used.update(
                    j for j in (i - 1, i + 1) if 0 <= j < len(words) and words[j] == str(year)
                )
            return month, year
        return None

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
        return _rank_in(words, self.highest, self.lowest, bounded_after=frozenset())

    def measure_rank_said(self, words: list[str]) -> tuple[Rank, tuple[str, ...]] | None:
        """The highest or lowest of a measure the words say: a word for the highest or
        lowest ("weakest", "mais fraca"), else "most" or "least" not after "at" ("the most
        sensors"; not "at least 50%"); None when they say neither."""
        said = self.rank_said(words)
        return said or _rank_in(words, self.most, self.least, bounded_after=frozenset({"at"}))

    @property
    def measure_extremes(self) -> frozenset[tuple[str, ...]]:
        """Every phrase for the highest or lowest of a measure ("weakest", "most")."""
        return self.highest | self.lowest | self.most | self.least

    @property
    def longest(self) -> int:
        phrases = (
            self.previous_month | self.latest | self.oldest | self.before_latest | self.overdue
        )
        return max((len(p) for p in phrases), default=1)

    def months_back(self, words: list[str], used: set[int]) -> int | None:
        """The months back the words say ("two months ago": 2, "il y a trois mois": 3, "the
        month before last": 2), marking their places `used`; None when they say none."""
        from navex.navigation.numbers import number_words

        for i, word in enumerate(words):
            after = next((p for p in self.two_back_after if _at(words, i + 1, p)), None)
            if word in self.months and after is not None:  # "the month before last"
                used.update(range(i, i + 1 + len(after)))
                return 2
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


def _at(words: list[str], start: int, phrase: tuple[str, ...]) -> bool:
    """`phrase` is said at `start`."""
    return tuple(words[start : start + len(phrase)]) == phrase


_YEAR = re.compile(r"^(?:19|20)\d\d$")
"""A year as people write it beside a month ("june 2026")."""

_A_YEAR = frozenset(["a", "an", "one", "un", "une", "ein", "einem", "um", "uno", "een"])
"""Words for "a" before a word for a year ("a year ago", "il y a un an", "vor einem Jahr")."""

OF_WORDS = frozenset(
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
        i + len(phrase) < len(words) and words[i + len(phrase)] in OF_WORDS
        for phrase in phrases
        for i in said_at(words, phrase)
    )


def _rank_in(
    words: list[str],
    highest: frozenset[tuple[str, ...]],
    lowest: frozenset[tuple[str, ...]],
    bounded_after: frozenset[str],
) -> tuple[Rank, tuple[str, ...]] | None:
    """The first phrase of `highest` or `lowest` said, not right after a word of
    `bounded_after` ("at least"), with which it is; None when neither is said."""
    ranks: tuple[tuple[Rank, frozenset[tuple[str, ...]]], ...] = (
        ("highest", highest),
        ("lowest", lowest),
    )
    for rank, phrases in ranks:
        for phrase in phrases:
            if any(i == 0 or words[i - 1] not in bounded_after for i in said_at(words, phrase)):
                return rank, phrase
    return None


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
        two_back_after=phrases("two_back_after"),
        before_latest=phrases("before_latest"),
        highest=phrases("highest"),
        lowest=phrases("lowest"),
        overdue=phrases("overdue"),
        most=phrases("most"),
        least=phrases("least"),
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
        month_names={
            w: int(n)
            for n, words in (raw.get("month_names") or {}).items()
            for p in words
            for w in tokens(str(p))
        },
        month_ambiguous=frozenset(w for p in phrases("month_ambiguous") for w in p),
        month_after=frozenset(w for p in phrases("month_after") for w in p),
    )
