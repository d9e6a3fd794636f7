"""How people name records, matched to the records' labels: a serial with or without
punctuation or case ("gs1020", "GS 1004"), a name or a part of it that fits one record
("the loading dock sensor"), an e-mail, a person's name, a possessive ("Priya Raman's",
"Toms"), in any of the catalog's languages. Pure: the records come from records.py.
"""

import functools
import itertools
import re
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import replace
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from navex.navigation.catalog import RecordParameter
from navex.navigation.fuzzy import SLIP_LENGTH, a_slip_of_one
from navex.navigation.label_words import (
    beside,
    list_words,
    strange_words,
    unknown_serial,
    with_label_slips,
    words_besides,
)
from navex.navigation.name_text import (
    EMAIL,
    NUMBER_MARKS,
    POSSESSIVE,
    SERIAL,
    WORD_TOKEN,
    catalog_vocabulary,
    compact,
    fold,
    folded,
    hyphen_pieces,
    is_identifier,
    number_given,
    query_serials,
    said_in,
    same_word,
    serial_like,
    serial_shape,
    spellings,
    tokens,
    words_of_label,
)
from navex.navigation.numbers import number_words
from navex.navigation.person_words import (
    ASKER_VERBS,
    CONTRACTED,
    OTHER_WORDS,
    OWN_WORDS,
    SELF_WORDS,
    SUBJECT_WORDS,
)
from navex.navigation.picked import list_fields, picked, what_picks
from navex.navigation.words import DETERMINERS, ONE_OF, OPEN_WORDS, STOPWORDS

__all__ = [  # the names' words and serials, kept importable from here (name_text.py)
    "EMAIL",
    "MAX_OPTIONS",
    "NUMBER_MARKS",
    "POSSESSIVE",
    "SERIAL",
    "FoundRecord",
    "RecordSearch",
    "bare_name",
    "catalog_vocabulary",
    "fold",
    "folded",
    "is_identifier",
    "match_records",
    "named_words",
    "names_kind_in_plural",
    "number_given",
    "query_serials",
    "record_label",
    "serial_shape",
    "tokens",
    "words_besides",
]

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
    model_config = ConfigDict(frozen=True)  # kept with a list's matches (matched.py)

    id: Any
    label: str


class RecordSearch(BaseModel):
    """What the request named: one record, several that fit, none of the caller's, or
    no record at all (`unnamed`)."""

    model_config = ConfigDict(frozen=True)  # kept with a list's matches (matched.py)

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


def record_label(record: Mapping[str, Any], parameter: RecordParameter) -> str:
    """How a person recognises the record: "GS-1004 Loading dock", "Tom Becker"."""
    parts = [str(record[f]) for f in parameter.label_fields if record.get(f)]
    if not parts:
        return f"#{record.get('id')}"
    if is_identifier(parts[0]) and len(parts) > 1:
        return f"{parts[0]} {parts[1]}"
    return parts[0]


@functools.lru_cache(maxsize=4096)
def _generic_words(words: tuple[str, ...]) -> frozenset[str]:
    """Words that name no record: a kind's and a screen's (folded), function words and
    those that stress a record is the speaker's ("my own team"); worked out once per set
    of words (a kind's and a screen title's), not per request."""
    return folded(words) | STOPWORDS | OTHER_WORDS | OWN_WORDS


_IS_THERE = re.compile(
    r"\b(?:is there|do we have|have we got|y a-t-il|gibt es|hay|c'è|c'e|is er|existe)"
    r" (?:a|an|any|someone called|un|une|einen|eine|ein|algún|alguna|uno|una|een)\b",
    re.IGNORECASE,
)
"""A question whether someone is there, which introduces the name after it: "is there a
priya raman in our org?", "gibt es einen Lukas hier?"."""


class _Query:
    """The request's words, folded, with the phrases (word n-grams) it contains."""

    def __init__(self, query: str, generic: Iterable[str], kinds: Iterable[str] = ()) -> None:
        self.original = WORD_TOKEN.findall(query)
        self.words = [fold(w) for w in self.original]
        self.said = frozenset(self.words)
        self.generic = _generic_words(tuple(generic))
        possessors = {fold(m.group(1)) for m in POSSESSIVE.finditer(query)}
        self.others_own = bool(possessors & OTHER_WORDS)  # "someone else's", "a colleague's"
        if self.said & (SELF_WORDS - SUBJECT_WORDS):  # "my own team's page": the caller's team
            possessors = {w for w in possessors if w not in self.generic}
        self.owners = possessors - SELF_WORDS - STOPWORDS - OTHER_WORDS - CONTRACTED  # "carol's"
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
        self.asked_if_there = bool(_IS_THERE.search(query))  # "is there a priya raman here?"

    def _generic(self, word: str) -> bool:
        """A word of the kind, or its plural ("operators" when "operator" is a role)."""
        plural = len(word) > 3 and word.endswith("s") and word[:-1] in self.generic
        return word in self.generic or plural

    def _self_named(self) -> bool:
        """The caller's own record: "my profile", "the one for me, not someone else's"; not
        "i need to change someone's department", "take me to their page", "carol's page"."""
        if self.owners:
            return False
        said = {
            w
            for i, w in enumerate(self.words)
            if w in SELF_WORDS and not (w in SUBJECT_WORDS and _beside_asker(self.words, i))
        }
        if said - SUBJECT_WORDS:  # "my", "mein", "mon": whose record
            own = any(w in OWN_WORDS for w in self.words)  # "my own page, not someone else's"
            return own or not self.others_own  # not "my colleague's phone"
        return bool(said) and not any(w in OTHER_WORDS for w in self.words)

    def name_like(self, query: str) -> bool:
        named = [self.original[i] for i in self.content]
        marked = any(w[0].isupper() or any(c.isdigit() for c in w) for w in named)
        introduced = self.introduced or self.asked_if_there  # "is there a priya raman here?"
        return marked or bool(self.owners) or introduced or bool(EMAIL.search(query))

    def unnamed(self) -> bool:
        """Someone is pointed at, not named: "change someone's department" (its other words
        say what to do, not who), unlike "Zed's page" or "someone called Zed"."""
        named = [self.original[i] for i in self.content]
        capitalised = any(w[0].isupper() or any(c.isdigit() for c in w) for w in named)
        there = self.asked_if_there  # "is there a priya raman in our org? open her"
        return self.someone_else and not self.owners and not capitalised and not there

    def plural_kind(self, kinds: Iterable[str]) -> bool:
        """Whether a word names the kind in the plural ("cameras", "Kameras", "sensores",
        "facilities", "Rechnungen") when `kinds` holds its singular."""
        singular = folded(tuple(kinds))
        for w, said in zip(self.words, self.original, strict=True):
            if w in singular and w + "s" in singular:  # "alarme": its plural is "alarmes"
                continue
            umlaut = any(c in "äöü" for c in said.lower())  # "Aufträge" of "Auftrag"
            stems = []
            if w.endswith("s") or (w.endswith("e") and (w not in singular or umlaut)):
                stems.append(w[:-1])  # "Geräte"; not "alarme", French for one alarm
            if w.endswith("es") or w.endswith("en"):  # German, Dutch: "Rechnungen"
                stems.append(w[:-2])
                stems.append(_dutch_long_vowel(w[:-2]))  # "facturen": "factuur"
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
        last = named[-1]
        if self.asked_if_there:  # "is there a priya raman in our org?": up to "in"
            ends = [i for i in range(named[0], last) if self.words[i] in STOPWORDS]
            last = ends[0] - 1 if ends else last
        return " ".join(self.original[named[0] : last + 1])


@functools.lru_cache(maxsize=4096)
def _asked(query: str, generic: tuple[str, ...], kinds: tuple[str, ...] = ()) -> _Query:
    """The request's `_Query` (read only), worked out once per text and words: each rule
    asks of each kind again."""
    return _Query(query, generic, kinds)


Matched = tuple[RecordSearch, _Query]
"""What `match_records` answers: what the request named, and its words as read."""

_ITALIAN_SINGULAR = {"e": ("a",), "i": ("o", "e")}
"""Italian plurals' singular endings: "fatture" → "fattura", "sensori" → "sensore"."""


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
        w for w in value.split() if serial_like(w.strip("()[],.;:"))
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
        label = str(record.get(field) or "")
        pieces = hyphen_pieces(label)  # "am" alone is not "X-am"; "x am", "x-am" are
        words.update(
            w for w in words_of_label(label) if w not in pieces or pieces[w] in asked.phrases
        )
    said = asked.content_words()
    matched = {w for w in said if said_in(w, words)}
    matched |= {  # "high-lift pump one": right after a word of the name, not "the one at"
        w
        for before, w in itertools.pairwise(asked.words)
        if w in said and _digit_of(w) in words and said_in(before, words)
    }
    if not any(not w.isdigit() for w in matched):
        return 0
    if parameter.titled:  # a title's word in another form beside one said as it is: "erin's
        # camera realignment ticket" ("Re-align thermal camera ..."); alone, a verb many
        # titles share ("the chlorine cell replacement ticket" is not "Replace sensor head")
        matched |= {w for w in said - matched if any(same_word(w, t) for t in words)}
    return len(matched)


def _digit_of(word: str) -> str | None:
    """The digits a number word stands for ("one": "1", "drei": "3"), or None."""
    value = number_words().values.get(word)
    return None if value is None else str(value)


_DIGIT_SLIP = re.compile(r"(?<=\d)[oO](?=\d)")
"""A letter O typed for a zero between digits ("gs-1o15")."""


def match_records(
    query: str,
    parameter: RecordParameter,
    records: list[dict[str, Any]],
    generic: Iterable[str],
    known: AbstractSet[str] = frozenset(),
) -> Matched:
    """The records of `records` that `query` names: whole labels first, then most words;
    a word one slip away from a word of their labels, and in no screen's words (`known`),
    read as that word ("the portible bw ultra", "the wet wel chlorine sensor")."""
    generic = [*generic]
    query = _DIGIT_SLIP.sub("0", query)  # "gs-1o15": GS-1015
    found, asked = _match_records(query, parameter, records, generic, known)
    respelt = with_label_slips(query, asked, parameter, records, known)
    if respelt != query:
        again, asked_again = _match_records(respelt, parameter, records, generic, known)
        named = ("one", "several")
        if again.outcome in named and (
            found.outcome not in named or (again.whole, again.words) > (found.whole, found.words)
        ):
            found, asked = again, asked_again
    chosen = _picked(asked, parameter, records, found, known)
    if chosen is not None:  # "last month's invoice", "the cancelled camera relocation job"
        return chosen, asked
    if found.outcome == "several" and not found.whole and found.words <= 1:
        # "the chlorination room detector": one word of each name fits, another none
        listed = list_words(parameter, records)
        said = set(asked.words)
        unmatched = [  # beside a word of the labels: "chlorination" of "chlorination room"
            w
            for w in strange_words(asked, known)
            if not said_in(w, listed.words) and beside(asked.words, w) & (listed.words & said)
        ]
        if unmatched:  # a word of its name no record has: none of them, not a choice
            nothing = RecordSearch(
                outcome="none", phrase=asked.phrase(query), name_like=True, stranger=True
            )
            return nothing, asked
    if not found.whole and records:
        unknown = unknown_serial(query, list_words(parameter, records).serials)
        if unknown is not None:  # "INV-ACME-2019-01": none of the caller's, not "several"
            return RecordSearch(outcome="none", phrase=unknown, serial=True, name_like=True), asked
    return found, asked


def _picked(
    asked: _Query,
    parameter: RecordParameter,
    records: list[dict[str, Any]],
    found: RecordSearch,
    known: AbstractSet[str],
) -> RecordSearch | None:
    """The records a request picks by their date or status (picked.py): among all, when
    its every word that may name a record says when or how ("last month's invoice", "our
    unpaid invoice"), or, for a pick by date, is a screen's word no record's name has ("the
    first invoice in our billing histroy"); among those its other words fit, by a status
    ("the cancelled camera relocation job"). None when it picks none so, or names one
    record otherwise."""
    if found.outcome == "one" or not records:
        return None
    fields = list_fields(parameter, records)
    pick = what_picks(asked.words, fields, kinds=folded(parameter.words))
    if pick is None:
        return None
    if found.outcome == "several":
        if not pick.statuses and not pick.overdue:  # "when was the tank farm sensor last
            return None  # seen": its sensors
        ids = {r.id for r in found.records}
        among = [r for r in records if r.get("id") in ids]
        chosen = picked(
            pick.undated(),
            among,
            fields,
        )
    elif (besides := _besides_count(asked.named_words()) - OPEN_WORDS - pick.words) <= (
        # "the very first invoice in our billing histroy": one record by its date; "the
        # warning that's open at globex": by states and a word or two; not "the landing
        # page with open alarms and overdue work orders", a screen by states
        _screen_words(asked, parameter, records, known)
        if pick.dated or len(besides) <= SCREEN_WORDS_BESIDE_STATES
        else set()
    ):
        chosen = picked(pick, records, fields)
        if not chosen and pick.dated and pick.statuses:
            # "is last month's invoice paid yet": its status is what is asked
            chosen = picked(replace(pick, statuses=()), records, fields)
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


SCREEN_WORDS_BESIDE_STATES = 1
"""How many screens' words a pick by states alone may sit among ("the warning that's open
at globex", "that unresolved critical alarm, open it"): more describe a screen."""


def _screen_words(
    asked: _Query,
    parameter: RecordParameter,
    records: list[dict[str, Any]],
    known: AbstractSet[str],
) -> set[str]:
    """The request's words that are screens' words, or a slip of a long one ("histroy"),
    and in no record's name: they say where, not which ("in our billing history")."""
    listed = list_words(parameter, records).words
    vocabulary = known if isinstance(known, frozenset) else frozenset(known)
    return {
        w
        for w in asked.named_words()
        if w not in listed and (w in vocabulary or a_slip_of_one(w, vocabulary))
    }


def _besides_count(words: Iterable[str]) -> set[str]:
    """`words` but the count of the records picked among: "the older of our *two* unpaid
    invoices"."""
    from navex.navigation.numbers import number_words

    counts = number_words().values
    return {w for w in words if not w.isdigit() and w not in counts}


def _span(asked: _Query, words: list[str]) -> str:
    """The request's own words from the first of `words` to the last ("leeds pumping
    station" of "leeds pumping station overview")."""
    at = [i for i, w in enumerate(asked.words) if w in words]
    return " ".join(asked.original[at[0] : at[-1] + 1])


def _match_records(
    query: str,
    parameter: RecordParameter,
    records: list[dict[str, Any]],
    generic: Iterable[str],
    known: AbstractSet[str] = frozenset(),
) -> tuple[RecordSearch, _Query]:
    asked = _asked(query, (*parameter.words, *generic), parameter.words)
    scored = [
        (_whole_matches(r, parameter, asked), _word_matches(r, parameter, asked), r)
        for r in records
    ]
    best = max(((w, n) for w, n, _ in scored if w or n), default=None)
    if best is None:
        outcome: Outcome = "none" if asked.named_words() and not asked.unnamed() else "unnamed"
        if len(asked.named_words()) > LONGEST_UNMARKED_NAME and not asked.name_like(query):
            outcome = "unnamed"  # "the sensor is broken, where do I report it": no name
        strangers = strange_words(asked, known) if not asked.unnamed() else []
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


def _beside_asker(words: list[str], at: int) -> bool:
    """Whether words[at] ("me", "I") is the one asking, beside a verb of asking: "show me
    the work orders", "I want the open tickets"; not "assigned to me"."""
    before = words[at - 1] if at > 0 else ""
    after = words[at + 1] if at + 1 < len(words) else ""
    return before in ASKER_VERBS or after in ASKER_VERBS


def named_words(query: str, parameter: RecordParameter, generic: Iterable[str]) -> list[str]:
    """The request's words that may name a record of this kind (no lookup)."""
    return _asked(query, (*parameter.words, *generic)).named_words()


def _dutch_long_vowel(stem: str) -> str:
    """A Dutch plural's stem with its last vowel doubled back ("factur" of "facturen":
    "factuur"), or the stem as it is."""
    vowels = "aeiou"
    if len(stem) >= 3 and stem[-2] in vowels and stem[-1] not in vowels and stem[-3] not in vowels:
        return stem[:-1] + stem[-2] + stem[-1]
    return stem


def names_kind_in_plural(query: str, parameter: RecordParameter) -> bool:
    """Whether the request speaks of records of this kind in the plural ("which cameras
    ...", "wie viele Kameras ...", "any open alerts ..."): many records, not one; not
    when it picks one of them ("one of the leeds chlorine detectors")."""
    if ONE_OF.search(query.replace("’", "'")):
        return False
    return _asked(query, parameter.words).plural_kind(parameter.words)


def bare_name(query: str) -> bool:
    """Whether the request could be a record's name and nothing else: a few words, none a
    function word but a determiner ("springfield water works", "the chlorination room")."""
    words = tokens(query)
    named = [w for w in words if w not in DETERMINERS]
    return 2 <= len(named) <= LONGEST_BARE_NAME and not any(w in STOPWORDS for w in named)
