"""The words of a list's labels, worked out once per list read, and what the matching
reads with them: a request's word one slip away from a label's ("the wet wel chlorine
sensor", "the tank fram detector"), its words that no screen uses (a name's, most likely),
a serial shaped like the list's that none of its records has, and the words a request
says besides naming records. Pure: the records come from records.py.
"""

from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from typing import Any, NamedTuple, Protocol

from navex.navigation.catalog import RecordParameter
from navex.navigation.fuzzy import (
    SLIP_LENGTH,
    DeletionIndex,
    a_slip_of_one,
    deletion_index,
    deletions,
    one_slip,
    slips_of,
)
from navex.navigation.name_text import (
    EMAIL,
    WORD_TOKEN,
    compact,
    place_words,
    query_serials,
    said_in,
    serial_like,
    serial_shape,
    tokens,
    words_of_label,
)
from navex.navigation.per_list import PerList


class Asked(Protocol):
    """A request's words as record_names reads them (its `_Query`)."""

    words: list[str]
    content: list[int]

    def named_words(self) -> list[str]: ...


class FoundLabel(Protocol):
    """A record found, as far as its label goes."""

    @property
    def label(self) -> str: ...


def unknown_serial(query: str, serials: AbstractSet[str]) -> str | None:
    """A serial the request gives, shaped like those naming the list's records, that none
    of them has (`serials`: the list's serials, compacted, and their shapes)."""
    for said in query_serials(query):
        if serial_shape(said) in serials and compact(said) not in serials:
            return said
    return None


class ListWords(NamedTuple):
    words: frozenset[str]
    by_deletion: DeletionIndex
    labels: Mapping[str, tuple[frozenset[str], ...]]  # word -> the word sets of its labels
    serials: frozenset[str]  # the serials naming the records (compacted) and their shapes


def _list_words(parameter: RecordParameter, records: list[dict[str, Any]]) -> ListWords:
    labels: dict[str, list[frozenset[str]]] = {}
    serials: set[str] = set()
    for record in records:
        first = str(record.get(parameter.label_fields[0]) or "") if parameter.label_fields else ""
        if serial_like(first):  # named by a serial: "GS-1020", "INV-ACME-2026-06"
            serials |= {compact(first), serial_shape(first)}
        words = frozenset().union(
            *(words_of_label(str(record.get(f) or "")) for f in parameter.label_fields)
        )
        for word in words:
            labels.setdefault(word, []).append(words)
    vocabulary = frozenset(labels)
    found = ListWords(
        words=vocabulary,
        by_deletion=deletion_index(  # not a country's other names: "frank" is no "frans"
            w
            for w in vocabulary
            if len(w) >= SLIP_LENGTH - 1 and w.isalpha() and w not in place_words()
        ),
        labels={w: tuple(sets) for w, sets in labels.items()},
        serials=frozenset(serials),
    )
    return found


list_words = PerList(_list_words)
"""The words of a list's labels, indexed by their one-letter deletions: worked out once
per list read (a copy read again under the same data version is the same list), not per
request."""


def with_label_slips(
    query: str,
    asked: Asked,
    parameter: RecordParameter,
    records: list[dict[str, Any]],
    known: AbstractSet[str],
) -> str:
    """`query` with each of its words that no label says, nor any screen (`known`), and
    that is one slip away from one word of the labels, written as that word; a word
    shorter than five letters only with a letter left out of a longer one, beside a word
    of the same label ("wet wel": "Wet well"). `query` itself when none is."""
    unsaid = [
        i
        for i in asked.content
        if asked.words[i].isalpha() and len(asked.words[i]) >= 3 and asked.words[i] not in known
    ]
    if not unsaid or not records:
        return query
    listed = list_words(parameter, records)
    meant: dict[int, str] = {}
    for i in unsaid:
        word = asked.words[i]
        if said_in(word, listed.words):
            continue
        if len(word) >= SLIP_LENGTH:
            candidates = slips_of(word, listed.by_deletion) - {word}
        else:  # "wel" beside "wet": "Wet well"; "fram" (two letters swapped) beside "tank"
            beside = {asked.words[j] for j in (i - 1, i + 1) if 0 <= j < len(asked.words)}
            left_out = set(listed.by_deletion.get(word, ()))
            swapped = {w for w in slips_of(word, listed.by_deletion) if _swapped(word, w)}
            candidates = {
                w
                for w in left_out | swapped
                if (len(w) == len(word) + 1 or w in swapped)
                and w[:1] == word[:1]
                and any(beside & (label - {w}) for label in listed.labels.get(w, ()))
            }
        if len(candidates) == 1:
            meant[i] = next(iter(candidates))
    if not meant:
        return query
    spans = list(WORD_TOKEN.finditer(query))
    parts: list[str] = []
    last = 0
    for i, word in sorted(meant.items()):
        parts += [query[last : spans[i].start()], word]
        last = spans[i].end()
    return "".join([*parts, query[last:]])


def _swapped(typed: str, meant: str) -> bool:
    """Whether `typed` is `meant` with two neighbouring letters swapped ("fram", "farm")."""
    return typed != meant and sorted(typed) == sorted(meant) and one_slip(typed, meant)


def beside(words: list[str], word: str) -> set[str]:
    """The words right before and after `word` in `words`."""
    return {
        words[j]
        for i, w in enumerate(words)
        if w == word
        for j in (i - 1, i + 1)
        if 0 <= j < len(words)
    }


def strange_words(asked: Asked, known: AbstractSet[str]) -> list[str]:
    """The request's words that may name a record and that no screen uses (`known`: the
    catalog's words; none when it is not given), nor one slip away from one ("rigths"): a
    name's, most likely ("leeds")."""
    if not known:
        return []
    return [
        w
        for w in asked.named_words()
        if w.isalpha() and w not in known and not a_slip_of_one(w, frozenset(known))
    ]


def words_besides(
    query: str, records: Iterable[FoundLabel], general: AbstractSet[str]
) -> list[str]:
    """What the request says besides naming `records`: its words that are not in their
    labels (nor an e-mail), nor in `general`, nor single letters."""
    label = {w for record in records for w in tokens(record.label)}
    words = tokens(EMAIL.sub(" ", query))
    return [
        w
        for w in words
        if w not in label and w not in general and len(w) > 1 and not _slip_of(w, label)
    ]


def _slip_of(word: str, label: AbstractSet[str]) -> bool:
    """Whether `word` is one of `label`'s words typed one slip away, as match_records reads
    it: "portible" for "Portable", "wel" (a letter left out) for "Well"."""
    if not word.isalpha() or len(word) < 3:
        return False
    if len(word) >= SLIP_LENGTH:
        return any(w[:1] == word[:1] and one_slip(word, w) for w in label)
    return any(
        len(w) == len(word) + 1 and w[:1] == word[:1] and word in deletions(w) for w in label
    )
