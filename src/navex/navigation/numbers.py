"""Numbers written as words after a word for a kind of record: "pull up work order nine",
"alert number twelve", "l'alerte numéro vingt-deux" are work order 9, alert 12 and alert
22. The request is read as if the number were written in digits, so that every lookup
finds the record by its number (records.py) as it does for "work order 9".

Only a number right after a kind word of the catalog (or after such a word and a word
for "number", "alarm no. nine") is read, or one right before a unit, an amount ("eighteen
and a half degrees": 18.5 degrees, "twelve ppm"): "the one with the cracked head" or "show
me two sensors" keep their words. The number words are the languages' (number_words.yaml).
"""

import functools
import re
from pathlib import Path

import yaml
from pydantic import BaseModel

from navex.navigation.catalog import Catalog, once_per_catalog
from navex.navigation.name_text import NUMBER_MARKS, fold, is_unit

WORDS_PATH = Path(__file__).with_name("number_words.yaml")

_WORD = re.compile(r"#?[^\W_]+", re.UNICODE)
LONGEST = 3
"""Words of the longest number read: "twenty one", "vingt et un"."""


class NumberWords(BaseModel):
    """One language's number words (folded) and the words between tens and units."""

    words: dict[str, int]
    connectors: tuple[str, ...] = ()
    halves: tuple[str, ...] = ()


class Numbers(BaseModel):
    values: dict[str, int]
    connectors: frozenset[str]
    halves: frozenset[tuple[str, ...]] = frozenset()

    def read(self, words: list[str]) -> tuple[int, int] | None:
        """The number `words` start with, and how many words it takes; None when the first
        word is no number word. Tens may be followed by a unit ("twenty one")."""
        if not words or words[0] not in self.values:
            return None
        value = self.values[words[0]]
        if value < 20 or value % 10:
            return value, 1
        rest = words[1:]
        skip = 1 if rest and rest[0] in self.connectors else 0
        unit = rest[skip] if len(rest) > skip else None
        if unit is not None and unit in self.values and 0 < self.values[unit] < 10:
            return value + self.values[unit], 2 + skip
        return value, 1


@functools.cache
def number_words(path: Path = WORDS_PATH) -> Numbers:
    """Every language's number words, in one table (a request's language is not known)."""
    raw = yaml.safe_load(path.read_text()) or {}
    languages = [NumberWords.model_validate(v) for v in raw.values()]
    values = {fold(w): n for lang in languages for w, n in lang.words.items()}
    connectors = frozenset(fold(c) for lang in languages for c in lang.connectors)
    halves = frozenset(tuple(fold(h).split()) for lang in languages for h in lang.halves)
    return Numbers(values=values, connectors=connectors, halves=halves)


@once_per_catalog
def numbered_kind_words(catalog: Catalog) -> frozenset[str]:
    """The words for the kinds of record the catalog looks up by number (its parameters'
    words, but those of fixed choices such as roles)."""
    return frozenset(fold(w) for p in catalog.parameters.values() if not p.choices for w in p.words)


def with_digits(query: str, catalog: Catalog) -> str:
    """`query` with a number written in words after a kind word written in digits
    ("work order nine" → "work order 9"); `query` itself when it has none."""
    numbers = number_words()
    found = list(_WORD.finditer(query))
    words = [fold(m.group(0)) for m in found]
    if not any(w in numbers.values for w in words):
        return query
    amount = _amount_in_words(words)
    if amount is not None:  # "eighteen and a half degrees"
        digits, first, taken = amount
        begin, end = found[first].start(), found[first + taken - 1].end()
        return with_digits(f"{query[:begin]}{digits}{query[end:]}", catalog)
    kinds = numbered_kind_words(catalog)
    for i, word in enumerate(words[:-1]):
        if word not in kinds:
            continue
        start = i + 1
        while start < len(words) and words[start].lstrip("#") in NUMBER_MARKS:
            start += 1
        read = numbers.read(words[start : start + LONGEST])
        if read is None:
            continue
        value, length = read
        begin, end = found[start].start(), found[start + length - 1].end()
        return with_digits(f"{query[:begin]}{value}{query[end:]}", catalog)
    return query


def _amount_in_words(words: list[str]) -> tuple[str, int, int] | None:
    """The first number in words that a unit follows, maybe after "and a half": its digits,
    where it starts and how many words it takes; None when there is none."""
    numbers = number_words()
    for i in range(len(words) - 1):
        read = numbers.read(words[i : i + LONGEST])
        if read is None:
            continue
        value, length = read
        after = words[i + length :]
        half = next((h for h in numbers.halves if tuple(after[: len(h)]) == h), ())
        unit = after[len(half)] if len(after) > len(half) else ""
        if is_unit(unit):
            return f"{value}.5" if half else str(value), i, length + len(half)
    return None
