"""Words for a kind of record, or for a list filter's value, typed one slip away ("the
cold room thermometr", "vapor recovery sensr at rotterdam", "memebers of field service?",
"i need to see our invoces"): the request is read with the catalog's word, so that every
rule that looks for a kind word finds it, as it does for "sensor".

A word no screen uses made of a word for a kind and a word the screens use is read as the
two ("Standortseite Rotterdam": "standort seite Rotterdam", as German writes compounds).

A word is read so only when it is at least five letters long and one slip away from one
word of the catalog's kinds or filters alone, or of the languages' words that pick a record
by its date ("the most recnt invoice", "six monhts back": pick_words.yaml) or for what
records measure ("the weakest signl": measure_words.yaml), with the same
first letter. A word the catalog's screens use elsewhere is a word of its own ("rules" is
not "roles", "often" not "offen", "close" not "closed"), but for a misspelling its examples
teach the ranker ("sensr"), which a word for a kind of record may still correct; a word
that is the plural of a kind word stays as said ("cameras"). A letter replaced counts only
when it is beside the right one on the keyboard or a vowel for a vowel ("moniter"):
"roster" is a word of its own, not "router" mistyped.

Any other word of the screens' titles and descriptions is read so too when the word typed
is long ("how much electricty did lyon burn", "open the maintanence schedule"),
and from two slips when it is longer still and no example says it ("alert treshholds"):
seven letters at least, eight for two slips, where few words of their own lie so close
to another. A word that differs from the screens' only in its last two letters is another
form of it, or the same word in another language ("alarmas", "categorias", "installer"),
never a slip; nor is a word written with an accent ("paramètres"), nor a country's name.
"""

import functools
import re
from collections.abc import Iterable
from collections.abc import Set as AbstractSet

from navex.navigation.catalog import Catalog, once_per_catalog
from navex.navigation.fuzzy import (
    SLIP_LENGTH,
    deletion_index,
    likely_slip,
    slips_of,
    two_deletion_index,
    within_two_slips,
)
from navex.navigation.measure_names import measure_words
from navex.navigation.name_text import place_words
from navex.navigation.pick_words import pick_words
from navex.navigation.record_names import catalog_vocabulary, fold, tokens
from navex.navigation.words import STOPWORDS

_WORD = re.compile(r"[^\W_]+", re.UNICODE)

KIND_LENGTH = 6
"""A word the catalog's examples use is read as a kind word only when that is this long
("sensr" → "sensor"; "often" stays, "offen" being a filter's word)."""

WORD_LENGTH, TWO_SLIPS_LENGTH = 7, 8
"""How long a word must be to be read as another of the screens' words one slip away
("electricty"), and two ("treshholds"): shorter ones are too often words of their own
("paying" is not "paging", "rules" not "roles")."""

ENDING = 2
"""Letters at the end of a word where a difference makes another form of the word, not a
slip ("alarmas", "sensores", "installer" for "installed")."""


class _Spellings:
    """A catalog's kind and filter words, indexed by their one-letter deletions, and the
    words its screens' titles and descriptions use: worked out once per catalog."""

    def __init__(self, catalog: Catalog) -> None:
        kinds = {fold(w) for p in catalog.parameters.values() for w in p.words if " " not in w}
        self.kind_of = {  # a kind word -> its kind's first word ("detecteur" -> "device")
            fold(w): fold(p.words[0]) for p in catalog.parameters.values() for w in p.words
        }
        values = {
            fold(word)
            for screen in catalog.screens
            for declared in screen.filters.values()
            for value, words in declared.values.items()
            for word in (value.replace("_", " "), *words)
            if " " not in word
        }
        values |= pick_words().words  # "the most recnt invoice": the languages' words
        values |= {  # "the weakest signl": what records measure
            fold(w) for key, words in measure_words().items() for w in (key, *words) if " " not in w
        }
        self.targets = frozenset(w for w in kinds | values if len(w) >= SLIP_LENGTH - 1)
        self.index = deletion_index(self.targets)
        self.kind_index = deletion_index(w for w in kinds if len(w) >= KIND_LENGTH)
        self.kinds = frozenset(w for w in kinds if len(w) >= COMPOUND_HEAD)
        self.vocabulary = catalog_vocabulary(catalog)
        written = [t for s in catalog.screens for t in (s.title, s.description)]
        self.written = frozenset(w for text in written for w in tokens(text))
        self.said_among = _said_among(catalog, self.written)
        words = {w for w in self.written if w.isalpha()}  # the kinds': other languages'
        self.word_index = deletion_index(w for w in words if len(w) >= WORD_LENGTH - 1)
        self.two_slips_index = two_deletion_index(
            w for w in words if len(w) >= TWO_SLIPS_LENGTH - 2
        )

    @functools.lru_cache(maxsize=8192)  # noqa: B019 (one per catalog, kept with it)
    def meant(self, word: str) -> str | None:
        """The catalog's word `word` is one slip away from, or the two words it is made of
        (German compounds of a kind word: "Standortseite" is "standort seite"), or None."""
        if len(word) < SLIP_LENGTH or not word.isalpha() or word in STOPWORDS:
            return None
        if word not in self.vocabulary and word not in self.targets:
            parts = self.compound(word)
            if parts is not None:
                return parts
        if word in self.targets or _plural_of(word, self.targets):
            return None
        if word in self.vocabulary:  # a word of the screens', or a slip its examples teach
            if word in self.written:
                return None
            found = slips_of(word, self.kind_index) - {word}
        else:
            found = slips_of(word, self.index) - {word}
        found = {w for w in found if likely_slip(word, w)}  # "roster" is not "router"
        if len(found) > 1:  # "detecter": "detector" or "detecteur", a device either way
            alike = {w for w in found if self.kind_of.get(w) is not None}
            if alike and len({self.kind_of[w] for w in alike}) == 1:  # "camra": not "cara"
                return min(alike, key=lambda w: (len(w) != len(word), w not in self.written, w))
        return next(iter(found)) if len(found) == 1 else None

    @functools.lru_cache(maxsize=8192)  # noqa: B019 (one per catalog, kept with it)
    def screens_word(self, word: str) -> str | None:
        """The word of the screens' titles and descriptions `word` is one likely slip
        away from ("electricty"), or two when no example says `word` ("treshholds"); None
        when it is none, or several, or `word` is short, the screens' own or a place's."""
        if len(word) < WORD_LENGTH or not word.isalpha() or word in self.written:
            return None
        if word in self.targets or _plural_of(word, self.targets) or word in place_words():
            return None
        if word in self.vocabulary and word not in self.said_among:  # "organisation"
            return None
        found = {
            w
            for w in slips_of(word, self.word_index) - {word}
            if likely_slip(word, w) and not _another_form(word, w)
        }
        if not found and word not in self.vocabulary and len(word) >= TWO_SLIPS_LENGTH:
            found = {
                w
                for w in within_two_slips(word, self.two_slips_index) - {word}
                if not _another_form(word, w)
            }
        return next(iter(found)) if len(found) == 1 else None

    def compound(self, word: str) -> str | None:
        """`word` as a word for a kind and a word of the catalog's written together
        ("standortseite", "geratedetails", "alarmliste"), or None."""
        for at in range(COMPOUND_HEAD, len(word) - COMPOUND_PART + 1):
            head, rest = word[:at], word[at:]
            if head in self.kinds and (rest in self.vocabulary or rest in self.targets):
                return f"{head} {rest}"
        return None


COMPOUND_HEAD, COMPOUND_PART = 5, 4
"""The shortest kind word and other part of a compound read as two words ("alarm" +
"liste"; not "team" + "building")."""


def _said_among(catalog: Catalog, written: frozenset[str]) -> frozenset[str]:
    """The words of the catalog's examples said among the screens' words, in an example at
    least half of whose other words are words of the titles and descriptions ("which plant
    burned the most electricty last quarter?"): a slip there, where an example in another
    language says its own words ("voir tous les membres de l'organisation")."""
    said: set[str] = set()
    for example in (e for screen in catalog.screens for e in screen.examples):
        words = [w for w in tokens(example) if w.isalpha() and len(w) > 1]
        for word in set(words) - written:
            others = [w for w in words if w != word]
            if 2 * sum(w in written for w in others) >= len(others):
                said.add(word)
    return frozenset(said)


def _another_form(typed: str, meant: str) -> bool:
    """Whether `typed` differs from `meant` only in `meant`'s last `ENDING` letters:
    another form of the word ("alarmas", "alarms"), not a slip."""
    same = 0
    for a, b in zip(typed, meant, strict=False):
        if a != b:
            break
        same += 1
    return same >= len(meant) - ENDING


def _plural_of(word: str, known: frozenset[str]) -> bool:
    return (word.endswith("s") and word[:-1] in known) or (
        word.endswith("es") and word[:-2] in known
    )


_spellings = once_per_catalog(_Spellings)


def respelled(query: str, catalog: Catalog, known: AbstractSet[str] = frozenset()) -> str:
    """`query` with each word one slip away from a kind or filter word written as that
    word, and each long word a slip or two away from another word of the screens' (not
    one of `known`, words of the product's beyond its catalog's: the router's
    utterances); `query` itself when it has none."""
    return _respelled(query, _spellings(catalog), known, kinds=True)


class Respelling:
    """The request as the router reads it: each long word a slip or two from a word of the
    screens' written as that word, not a word of `known` (the router's utterances). Not
    the kind and filter words of `respelled`, which lookups read in any of the catalog's
    languages ("alarmas" is a word for alerts to them, but Spanish to the router).
    Worked out once per catalog, when made.

    >>> read = Respelling(catalog, known={"contract"})  # doctest: +SKIP
    >>> read("alert treshholds"), read("the contract ended")  # doctest: +SKIP
    ('alert thresholds', 'the contract ended')
    """

    def __init__(self, catalog: Catalog, known: AbstractSet[str] = frozenset()) -> None:
        self.spellings = _Spellings(catalog)
        self.known = frozenset(known)
        # a pure function of the request's text: kept for those read last
        self._read = functools.lru_cache(maxsize=READS_KEPT)(self._respelled)

    def __call__(self, query: str) -> str:
        return self._read(query)

    def _respelled(self, query: str) -> str:
        return _respelled(query, self.spellings, self.known, kinds=False)


READS_KEPT = 4096
"""Requests whose reading is kept (by the router's `Respelling`, by the navigator)."""


def words_of(texts: Iterable[str]) -> frozenset[str]:
    """Every word of `texts`, folded: the router's utterances' are words of their own."""
    return frozenset(w for text in texts for w in tokens(text))


def _respelled(query: str, spellings: _Spellings, known: AbstractSet[str], kinds: bool) -> str:
    parts: list[str] = []
    last = 0
    for found in _WORD.finditer(query):
        said = found.group(0)
        word = fold(said)
        meant = spellings.meant(word) if kinds else None
        if meant is None and word not in known and word == said.casefold():  # "paramètres"
            meant = spellings.screens_word(word)
        if meant is not None:
            parts += [query[last : found.start()], meant]
            last = found.end()
    return "".join([*parts, query[last:]]) if parts else query
