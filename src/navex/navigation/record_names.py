"""How people name records, matched to the records' labels: a serial with or without
punctuation or case ("gs1020", "GS 1004"), a name or a part of it that fits one record
("the loading dock sensor"), an e-mail, a person's name, a possessive ("Priya Raman's",
"Toms"), in any of the catalog's languages. Pure: the records come from records.py.
"""

import functools
import itertools
import re
import unicodedata
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import replace
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, Field

from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.fuzzy import (
    SLIP_LENGTH,
    a_slip_of_one,
    deletion_index,
    deletions,
    one_slip,
    slips_of,
)
from navex.navigation.person_words import (
    CONTRACTED,
    OTHER_WORDS,
    OWN_WORDS,
    SELF_WORDS,
    SUBJECT_WORDS,
)
from navex.navigation.picked import list_fields, picked, what_picks
from navex.navigation.words import DETERMINERS, OPEN_WORDS, STOPWORDS

MAX_NGRAM = 8  # the longest name, in words, looked for as a whole
MAX_OPTIONS = 8  # records offered when several fit
LONGEST_UNMARKED_NAME = 2
LONGEST_BARE_NAME = 5
"""A request of at most this many words that are not function words may be a record's
name alone ("loading dock", "the leeds outfall router"); "book me a flight to Lyon" is
not (its pronoun and preposition make it a sentence)."""
"""More words than this, none capitalised, with no digit or possessive, are a sentence
about a record, not its name: "I found no device called 'broken where do I report it'"
would be nonsense."""

Outcome = Literal["one", "several", "none", "unnamed"]


class FoundRecord(BaseModel):
    id: Any
    label: str


class RecordSearch(BaseModel):
    """What the request named: one record, several that fit, none of the caller's, or
    no record at all (`unnamed`)."""

    outcome: Outcome
    records: list[FoundRecord] = []
    phrase: str = ""
    self_named: bool = False
    someone_else: bool = Field(
        default=False, description="Points at another person without naming them: 'their page'"
    )
    whole: bool = Field(default=False, description="Named by a whole label or serial")
    stranger: bool = Field(
        default=False,
        description="Named by a word of five letters or more that no screen uses ('denver'), "
        "most likely a name's",
    )
    serial: bool = Field(
        default=False,
        description="Named by a serial shaped like the records' that none of them has",
    )
    introduced: bool = Field(
        default=False, description="A kind word introduces a name: 'the site Oslo hub'"
    )
    words: int = Field(default=0, description="How many of the request's words the name has")
    name_like: bool = Field(
        default=False,
        description="The request has a word that looks like a name: a capital, a digit, a "
        "possessive, an address ('Zed's', 'GS-9999'); not 'the alarm inbx'",
    )


def fold(text: str) -> str:
    """Lower case without accents: "Dräger" and "drager" compare equal. Short texts (the
    records' names, which every request that names a record folds again) are kept."""
    return _fold_kept(text) if len(text) <= _KEPT_LENGTH else _fold(text)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


_KEPT_LENGTH = 80  # at most 16,384 texts of 80 characters: about 2 MB
_fold_kept = functools.lru_cache(maxsize=16384)(_fold)


_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
SERIAL = re.compile(r"\b[A-Za-z]{1,4}[- ]?\d{2,}[\w-]*")
POSSESSIVE = re.compile(r"([^\W_]+)['’]s\b", re.UNICODE)


def tokens(text: str) -> list[str]:
    if len(text) <= _KEPT_LENGTH:  # the records' names and the requests: tokenized often
        return list(_tokens_kept(text))
    return _TOKEN.findall(_fold(text))


@functools.lru_cache(maxsize=16384)
def _tokens_kept(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(_fold_kept(text)))


def compact(text: str) -> str:
    return "".join(tokens(text))


def is_identifier(value: str) -> bool:
    """A serial, a number or an address ("GS-1004", "tom@acme.example"): matched whole."""
    value = value.strip()
    return "@" in value or (not any(c.isspace() for c in value) and any(c.isdigit() for c in value))


def _serial_like(word: str) -> bool:
    """A word inside a label that names the record on its own: "GS-1020", "INV-2024-0117";
    not a reading ("12%") or a gas ("H2S") that many records' labels share."""
    digits = sum(c.isdigit() for c in word)
    return is_identifier(word) and digits >= 2 and any(c.isalpha() for c in word)


def record_label(record: Mapping[str, Any], parameter: RecordParameter) -> str:
    """How a person recognises the record: "GS-1004 Loading dock", "Tom Becker"."""
    parts = [str(record[f]) for f in parameter.label_fields if record.get(f)]
    if not parts:
        return f"#{record.get('id')}"
    if is_identifier(parts[0]) and len(parts) > 1:
        return f"{parts[0]} {parts[1]}"
    return parts[0]


@functools.lru_cache(maxsize=4096)
def folded(words: tuple[str, ...]) -> frozenset[str]:
    """`words` folded, worked out once per tuple (a kind's words: asked for by every rule)."""
    return frozenset(fold(w) for w in words)


@functools.lru_cache(maxsize=4096)
def _generic_words(words: tuple[str, ...]) -> frozenset[str]:
    """Words that name no record: a kind's and a screen's (folded), and function words;
    worked out once per set of words (a kind's and a screen title's), not per request."""
    return folded(words) | STOPWORDS | OTHER_WORDS


class _Query:
    """The request's words, folded, with the phrases (word n-grams) it contains."""

    def __init__(self, query: str, generic: Iterable[str], kinds: Iterable[str] = ()) -> None:
        self.original = _TOKEN.findall(query)
        self.words = [fold(w) for w in self.original]
        self.said = frozenset(self.words)
        self.generic = _generic_words(tuple(generic))
        possessors = {fold(m.group(1)) for m in POSSESSIVE.finditer(query)}
        self.owners = possessors - SELF_WORDS - STOPWORDS - OTHER_WORDS - CONTRACTED  # "carol's"
        self.others_own = bool(possessors & OTHER_WORDS)  # "someone else's", "a colleague's"
        self.phrases: set[str] = set()
        for n in range(1, MAX_NGRAM + 1):
            for start in range(len(self.words) - n + 1):
                gram = self.words[start : start + n]
                self.phrases.add("".join(gram))
                if len(gram[-1]) > 3 and gram[-1].endswith("s"):  # "Priya Ramans"
                    self.phrases.add("".join(gram)[:-1])
        self.content = [
            i
            for i, w in enumerate(self.words)
            if not self._generic(w) and (len(w) > 1 or w.isdigit())
        ]
        self.self_named = self._self_named()
        self.someone_else = not self.self_named and any(w in OTHER_WORDS for w in self.words)
        kind_words = folded(tuple(kinds))
        self.introduced = any(
            word in kind_words and (after[0].isupper() or any(c.isdigit() for c in after))
            for word, after in zip(self.words, self.original[1:], strict=False)
        )

    def _generic(self, word: str) -> bool:
        """A word of the kind, or its plural ("operators" when "operator" is a role)."""
        plural = len(word) > 3 and word.endswith("s") and word[:-1] in self.generic
        return word in self.generic or plural

    def _self_named(self) -> bool:
        """The caller's own record: "my profile", "the one for me, not someone else's"; not
        "i need to change someone's department", "take me to their page", "carol's page"."""
        if self.owners:
            return False
        said = {w for w in self.words if w in SELF_WORDS}
        if said - SUBJECT_WORDS:  # "my", "mein", "mon": whose record
            own = any(w in OWN_WORDS for w in self.words)  # "my own page, not someone else's"
            return own or not self.others_own  # not "my colleague's phone"
        return bool(said) and not any(w in OTHER_WORDS for w in self.words)

    def name_like(self, query: str) -> bool:
        named = [self.original[i] for i in self.content]
        marked = any(w[0].isupper() or any(c.isdigit() for c in w) for w in named)
        return marked or bool(self.owners) or self.introduced or bool(EMAIL.search(query))

    def unnamed(self) -> bool:
        """Someone is pointed at, not named: "change someone's department" (its other words
        say what to do, not who), unlike "Zed's page" or "someone called Zed"."""
        named = [self.original[i] for i in self.content]
        capitalised = any(w[0].isupper() or any(c.isdigit() for c in w) for w in named)
        return self.someone_else and not self.owners and not capitalised

    def plural_kind(self, kinds: Iterable[str]) -> bool:
        """Whether a word names the kind in the plural ("cameras", "Kameras", "sensores",
        "facilities") when `kinds` holds its singular."""
        singular = folded(tuple(kinds))
        for w in self.words:
            stems = []
            if w.endswith("s") or (w.endswith("e") and w not in singular):  # "Geräte"
                stems.append(w[:-1])
            if w.endswith("es"):
                stems.append(w[:-2])
            if w.endswith("ies"):
                stems.append(w[:-3] + "y")
            if len(w) > 4 and w[-1] in "ei":  # Italian: "fatture", "sensori", "dispositivi"
                stems += [w[:-1] + ending for ending in _ITALIAN_SINGULAR[w[-1]]]
            if any(len(stem) > 2 and stem in singular for stem in stems):
                return True
        return False

    def content_words(self) -> set[str]:
        return {self.words[i] for i in self.content}

    def named_words(self) -> list[str]:
        return [self.words[i] for i in self.content if not self.words[i].isdigit()]

    def numbers(self) -> list[str]:
        return [self.words[i] for i in self.content if self.words[i].isdigit()]

    def phrase(self, query: str) -> str:
        """What the request called the record, in its own words ("Zed", "GS-9999",
        "INV-ACME-2019-01")."""
        found = EMAIL.search(query)
        if found:
            return found.group(0)
        serials = query_serials(query)
        if serials:
            return serials[0]
        for pattern in (EMAIL, SERIAL):
            found = pattern.search(query)
            if found:
                return found.group(0)
        named = [i for i in self.content if not self.words[i].isdigit()] or self.content
        if not named:
            return ""
        return " ".join(self.original[named[0] : named[-1] + 1])


_ITALIAN_SINGULAR = {"e": ("a",), "i": ("o", "e")}
"""Italian plurals' singular endings: "fatture" → "fattura", "sensori" → "sensore"."""


_TRANSLITERATED = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def spellings(value: str) -> list[str]:
    """A label as people may type it: "Dräger" is also "Drager" (folded) and "Draeger"."""
    written = value.translate(_TRANSLITERATED).replace("ß", "ss")
    return [value] if written == value else [value, written]


def _whole_matches(record: Mapping[str, Any], parameter: RecordParameter, asked: _Query) -> int:
    """Length of the longest label (or serial inside a label) the request says whole."""
    best = 0
    for field in parameter.label_fields:
        for key, words in _label_candidates(str(record.get(field) or "")):
            # whole, or every word in any order: "the houston gateway firmware upgrade job"
            whole = len(key) > 1 and key in asked.phrases
            if whole or (words and all(w in asked.said for w in words)):
                best = max(best, len(key))
    return best


@functools.lru_cache(maxsize=65536)
def _label_candidates(value: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """What of a label a request may say whole: each spelling, and each serial inside it
    (compacted), with the words that, said in any order, name it too (empty when they
    cannot: one word, or an identifier). Worked out once per label, not per request."""
    candidates = [*spellings(value)] + [
        w for w in value.split() if _serial_like(w.strip("()[],.;:"))
    ]
    return tuple((compact(c), _any_order_words(c)) for c in candidates)


def _any_order_words(label: str) -> tuple[str, ...]:
    """The words of a label of several words that a request may say in any order
    ("Upgrade Houston gateway firmware" in "the houston gateway firmware upgrade job");
    empty for one word or an identifier."""
    words = tuple(w for w in tokens(label) if w not in STOPWORDS or len(w) == 1)  # "Reactor hall A"
    return words if len(words) >= 2 and not is_identifier(label) else ()


def _word_matches(record: Mapping[str, Any], parameter: RecordParameter, asked: _Query) -> int:
    """How many of the request's words are words of the record's name (not its serials)."""
    words: set[str] = set()
    for field in parameter.label_fields:
        words.update(_name_words(str(record.get(field) or "")))
    matched = {w for w in asked.content_words() if w in words or (_plural(w) and w[:-1] in words)}
    if not any(not w.isdigit() for w in matched):
        return 0
    return len(matched)


@functools.lru_cache(maxsize=65536)
def _name_words(value: str) -> frozenset[str]:
    """A label's words as a request may say them; of an identifier, only its letters
    ("the wise product": the letters of a model number, "WISE-2410")."""
    if not is_identifier(value):
        return frozenset(w for spelling in spellings(value) for w in tokens(spelling))
    return frozenset(w for w in tokens(value) if w.isalpha() and len(w) >= 4)


def _plural(word: str) -> bool:
    """ "sensors", "Ramans": a word that may be another's plural or possessive ("form" is
    not "for")."""
    return len(word) > 3 and word.endswith("s")


def match_records(
    query: str,
    parameter: RecordParameter,
    records: list[dict[str, Any]],
    generic: Iterable[str],
    known: AbstractSet[str] = frozenset(),
) -> tuple[RecordSearch, _Query]:
    """The records of `records` that `query` names: whole labels first, then most words;
    a word one slip away from a word of their labels, and in no screen's words (`known`),
    read as that word ("the portible bw ultra", "the wet wel chlorine sensor")."""
    generic = [*generic]
    found, asked = _match_records(query, parameter, records, generic, known)
    respelt = _respelt(query, asked, parameter, records, known)
    if respelt != query:
        again, asked_again = _match_records(respelt, parameter, records, generic, known)
        named = ("one", "several")
        if again.outcome in named and (
            found.outcome not in named or (again.whole, again.words) > (found.whole, found.words)
        ):
            found, asked = again, asked_again
    chosen = _picked(asked, parameter, records, found)
    if chosen is not None:  # "last month's invoice", "the cancelled camera relocation job"
        return chosen, asked
    if found.outcome == "several" and not found.whole and found.words <= 1:
        # "the chlorination room detector": one word of each name fits, another none
        listed = _list_words(parameter, records)
        said = set(asked.words)
        unmatched = [  # beside a word of the labels: "chlorination" of "chlorination room"
            w
            for w in _strangers(asked, known)
            if w not in listed.words
            and not (_plural(w) and w[:-1] in listed.words)
            and _beside(asked.words, w) & (listed.words & said)
        ]
        if unmatched:  # a word of its name no record has: none of them, not a choice
            nothing = RecordSearch(
                outcome="none", phrase=asked.phrase(query), name_like=True, stranger=True
            )
            return nothing, asked
    if not found.whole and records:
        unknown = _unknown_serial(query, _list_words(parameter, records).serials)
        if unknown is not None:  # "INV-ACME-2019-01": none of the caller's, not "several"
            return RecordSearch(outcome="none", phrase=unknown, serial=True, name_like=True), asked
    return found, asked


def _picked(
    asked: _Query, parameter: RecordParameter, records: list[dict[str, Any]], found: RecordSearch
) -> RecordSearch | None:
    """The records a request picks by their date or status (picked.py): among all, when
    its every word that may name a record says when or how ("last month's invoice", "our
    unpaid invoice"); among those its other words fit, by a status ("the cancelled camera
    relocation job"). None when it picks none so, or names one record otherwise."""
    if found.outcome == "one" or not records:
        return None
    fields = list_fields(records, parameter)
    pick = what_picks(asked.words, fields)
    if pick is None:
        return None
    if found.outcome == "several":
        if not pick.statuses:  # "when was the tank farm sensor last seen": its sensors
            return None
        ids = {r.id for r in found.records}
        among = [r for r in records if r.get("id") in ids]
        chosen = picked(replace(pick, previous_month=False, latest=False), among, fields)
    elif set(asked.named_words()) - OPEN_WORDS <= pick.words:
        chosen = picked(pick, records, fields)
    else:
        return None
    if not chosen:
        return None
    return RecordSearch(
        outcome="one" if len(chosen) == 1 else "several",
        records=[FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in chosen][
            :MAX_OPTIONS
        ],
        phrase=" ".join(w for w in asked.words if w in pick.words),
        words=found.words + len(pick.words),
    )


def serial_shape(text: str) -> str:
    """The shape of a serial, letters as A and digits as 9, a separator kept only between
    runs of the same kind: "GS-1020", "gs1020" and "gx 5007" are AA9999, "INV-ACME-2026-06"
    AAA-AAAA9999-99."""
    shape = "".join("A" if c.isalpha() else "9" if c.isdigit() else "-" for c in text)
    return _SEPARATOR_BETWEEN_KINDS.sub("", _RUN.sub(lambda m: m.group(0)[0], shape))


_RUN = re.compile(r"-+")
_SEPARATOR_BETWEEN_KINDS = re.compile(r"(?<=A)-(?=9)|(?<=9)-(?=A)")


def query_serials(query: str) -> list[str]:
    """The serials a request gives ("gx 5007", "GS-1020", "INV-ACME-2023-07")."""
    return list(_query_serials(query))


@functools.lru_cache(maxsize=4096)
def _query_serials(query: str) -> tuple[str, ...]:
    """`query_serials`, worked out once per request text (every kind's lookup asks)."""
    said = [w.strip("()[],.;:?!'\"") for w in query.split()]
    found = [w for w in said if _serial_like(w)]
    spaced = [  # "gx 5007", not "am 5600" of "X-am 5600"
        m.group(0)
        for m in SERIAL.finditer(query)
        if " " in m.group(0) and (m.start() == 0 or query[m.start() - 1].isspace())
    ]
    return (*found, *spaced)


def _unknown_serial(query: str, serials: AbstractSet[str]) -> str | None:
    """A serial the request gives, shaped like those naming the list's records, that none
    of them has (`serials`: the list's serials, compacted, and their shapes)."""
    for said in query_serials(query):
        if serial_shape(said) in serials and compact(said) not in serials:
            return said
    return None


class _ListWords(NamedTuple):
    words: frozenset[str]
    by_deletion: Mapping[str, frozenset[str]]
    labels: Mapping[str, tuple[frozenset[str], ...]]  # word -> the word sets of its labels
    serials: frozenset[str]  # the serials naming the records (compacted) and their shapes


_KeptList = tuple[list[dict[str, Any]], _ListWords]
_LIST_WORDS: OrderedDict[tuple[int, str], _KeptList] = OrderedDict()
_LISTS_KEPT = 64


def _list_words(parameter: RecordParameter, records: list[dict[str, Any]]) -> _ListWords:
    """The words of a list's labels, indexed by their one-letter deletions: worked out
    once per list read (a copy read again under the same data version is the same list),
    not per request."""
    key = (id(records), parameter.api_path)
    kept = _LIST_WORDS.get(key)
    if kept is not None and kept[0] is records:
        _LIST_WORDS.move_to_end(key)
        return kept[1]
    labels: dict[str, list[frozenset[str]]] = {}
    serials: set[str] = set()
    for record in records:
        first = str(record.get(parameter.label_fields[0]) or "") if parameter.label_fields else ""
        if _serial_like(first):  # named by a serial: "GS-1020", "INV-ACME-2026-06"
            serials |= {compact(first), serial_shape(first)}
        words = frozenset().union(
            *(_name_words(str(record.get(f) or "")) for f in parameter.label_fields)
        )
        for word in words:
            labels.setdefault(word, []).append(words)
    vocabulary = frozenset(labels)
    found = _ListWords(
        words=vocabulary,
        by_deletion=deletion_index(
            w for w in vocabulary if len(w) >= SLIP_LENGTH - 1 and w.isalpha()
        ),
        labels={w: tuple(sets) for w, sets in labels.items()},
        serials=frozenset(serials),
    )
    _LIST_WORDS[key] = (records, found)
    while len(_LIST_WORDS) > _LISTS_KEPT:
        _LIST_WORDS.popitem(last=False)
    return found


def _respelt(
    query: str,
    asked: _Query,
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
    listed = _list_words(parameter, records)
    meant: dict[int, str] = {}
    for i in unsaid:
        word = asked.words[i]
        if word in listed.words or (_plural(word) and word[:-1] in listed.words):
            continue
        if len(word) >= SLIP_LENGTH:
            candidates = slips_of(word, listed.by_deletion) - {word}
        else:  # "wel" beside "wet": "Wet well"; "fram" (two letters swapped) beside "tank"
            beside = {asked.words[j] for j in (i - 1, i + 1) if 0 <= j < len(asked.words)}
            left_out = listed.by_deletion.get(word, frozenset())
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
    spans = list(_TOKEN.finditer(query))
    parts: list[str] = []
    last = 0
    for i, word in sorted(meant.items()):
        parts += [query[last : spans[i].start()], word]
        last = spans[i].end()
    return "".join([*parts, query[last:]])


def _swapped(typed: str, meant: str) -> bool:
    """Whether `typed` is `meant` with two neighbouring letters swapped ("fram", "farm")."""
    return typed != meant and sorted(typed) == sorted(meant) and one_slip(typed, meant)


def _beside(words: list[str], word: str) -> set[str]:
    """The words right before and after `word` in `words`."""
    return {
        words[j]
        for i, w in enumerate(words)
        if w == word
        for j in (i - 1, i + 1)
        if 0 <= j < len(words)
    }


def _span(asked: _Query, words: list[str]) -> str:
    """The request's own words from the first of `words` to the last ("leeds pumping
    station" of "leeds pumping station overview")."""
    at = [i for i, w in enumerate(asked.words) if w in words]
    return " ".join(asked.original[at[0] : at[-1] + 1])


def _strangers(asked: _Query, known: AbstractSet[str]) -> list[str]:
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


def _match_records(
    query: str,
    parameter: RecordParameter,
    records: list[dict[str, Any]],
    generic: Iterable[str],
    known: AbstractSet[str] = frozenset(),
) -> tuple[RecordSearch, _Query]:
    asked = _Query(query, [*parameter.words, *generic], parameter.words)
    scored = [
        (_whole_matches(r, parameter, asked), _word_matches(r, parameter, asked), r)
        for r in records
    ]
    best = max(((w, n) for w, n, _ in scored if w or n), default=None)
    if best is None:
        outcome: Outcome = "none" if asked.named_words() and not asked.unnamed() else "unnamed"
        if len(asked.named_words()) > LONGEST_UNMARKED_NAME and not asked.name_like(query):
            outcome = "unnamed"  # "the sensor is broken, where do I report it": no name
        strangers = _strangers(asked, known) if not asked.unnamed() else []
        strange = outcome == "unnamed" and bool(strangers)  # "leeds pumping station overview"
        nothing = RecordSearch(
            outcome="none" if strange else outcome,
            phrase=_span(asked, [w for w in asked.named_words() if w not in known])
            if strange
            else asked.phrase(query),
            self_named=asked.self_named,
            someone_else=asked.someone_else,
            introduced=asked.introduced,
            name_like=strange or asked.name_like(query),
            stranger=any(len(w) >= SLIP_LENGTH for w in strangers),  # "the denver substation"
        )
        return nothing, asked
    fits = [r for w, n, r in scored if (w, n) == best]
    found = [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in fits]
    return (
        RecordSearch(
            outcome="one" if len(found) == 1 else "several",
            records=found[:MAX_OPTIONS],
            phrase=asked.phrase(query),
            self_named=asked.self_named,
            someone_else=asked.someone_else,
            whole=best[0] > 0,
            introduced=asked.introduced,
            words=best[1],
            name_like=asked.name_like(query),
        ),
        asked,
    )


def words_besides(
    query: str, records: Iterable[FoundRecord], general: AbstractSet[str]
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


def named_words(query: str, parameter: RecordParameter, generic: Iterable[str]) -> list[str]:
    """The request's words that may name a record of this kind (no lookup)."""
    return _Query(query, [*parameter.words, *generic]).named_words()


def names_kind_in_plural(query: str, parameter: RecordParameter) -> bool:
    """Whether the request speaks of records of this kind in the plural ("which cameras
    ...", "wie viele Kameras ...", "any open alerts ..."): many records, not one."""
    return _Query(query, parameter.words).plural_kind(parameter.words)


def number_given(query: str, parameter: RecordParameter) -> str | None:
    """The number a kind word gives right before it ("alert 2", "ticket #9"), or None."""
    words = [w for w in _TOKEN_OR_HASH.findall(fold(query)) if w not in NUMBER_MARKS]
    kinds = folded(parameter.words)
    for word, after in itertools.pairwise(words):
        if word in kinds and after.lstrip("#").isdigit():
            return after.lstrip("#")
    return None


NUMBER_MARKS = frozenset({"no", "nr", "number", "num", "numero", "numéro", "número", "nummer"})
"""Words between a kind word and its number ("alarm no. 13", "ticket number 4")."""


_TOKEN_OR_HASH = re.compile(r"#?[^\W_]+", re.UNICODE)


def bare_name(query: str) -> bool:
    """Whether the request could be a record's name and nothing else: a few words, none a
    function word but a determiner ("springfield water works", "the chlorination room")."""
    words = tokens(query)
    named = [w for w in words if w not in DETERMINERS]
    return 2 <= len(named) <= LONGEST_BARE_NAME and not any(w in STOPWORDS for w in named)


_VOCABULARY: dict[int, frozenset[str]] = {}


def catalog_vocabulary(catalog: Catalog) -> frozenset[str]:
    """Every word the catalog's screens are described or asked for with."""
    known = _VOCABULARY.get(id(catalog))
    if known is None:
        texts = [t for s in catalog.screens for t in (s.title, s.description, *s.examples)]
        known = frozenset(w for text in texts for w in tokens(text))
        _VOCABULARY.clear()
        _VOCABULARY[id(catalog)] = known
    return known
