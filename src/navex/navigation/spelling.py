"""Words for a kind of record, or for a list filter's value, typed one slip away ("the
cold room thermometr", "vapor recovery sensr at rotterdam", "memebers of field service?",
"i need to see our invoces"): the request is read with the catalog's word, so that every
rule that looks for a kind word finds it, as it does for "sensor".

A word no screen uses made of a word for a kind and a word the screens use is read as the
two ("Standortseite Rotterdam": "standort seite Rotterdam", as German writes compounds).

A word is read so only when it is at least five letters long and one slip away from one
word of the catalog's kinds or filters alone, with the same first letter. A word the
catalog's screens use elsewhere is a word of its own ("rules" is not "roles", "often" not
"offen", "close" not "closed"), but for a misspelling its examples teach the ranker
("sensr"), which a word for a kind of record may still correct; a word that is the plural
of a kind word stays as said ("cameras"). A letter replaced counts only when it is beside
the right one on the keyboard or a vowel for a vowel ("moniter"): "roster" is a word of
its own, not "router" mistyped.
"""

import functools
import re

from navex.navigation.catalog import Catalog
from navex.navigation.fuzzy import SLIP_LENGTH, deletion_index, likely_slip, slips_of
from navex.navigation.record_names import catalog_vocabulary, fold, tokens
from navex.navigation.words import STOPWORDS

_WORD = re.compile(r"[^\W_]+", re.UNICODE)

KIND_LENGTH = 6
"""A word the catalog's examples use is read as a kind word only when that is this long
("sensr" → "sensor"; "often" stays, "offen" being a filter's word)."""


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
        self.targets = frozenset(w for w in kinds | values if len(w) >= SLIP_LENGTH - 1)
        self.index = deletion_index(self.targets)
        self.kind_index = deletion_index(w for w in kinds if len(w) >= KIND_LENGTH)
        self.kinds = frozenset(w for w in kinds if len(w) >= COMPOUND_HEAD)
        self.vocabulary = catalog_vocabulary(catalog)
        written = [t for s in catalog.screens for t in (s.title, s.description)]
        self.written = frozenset(w for text in written for w in tokens(text))

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
            if alike == found and len({self.kind_of[w] for w in found}) == 1:
                return min(found, key=lambda w: (len(w) != len(word), w))
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


def _plural_of(word: str, known: frozenset[str]) -> bool:
    return (word.endswith("s") and word[:-1] in known) or (
        word.endswith("es") and word[:-2] in known
    )


_SPELLINGS: dict[int, _Spellings] = {}


def _spellings(catalog: Catalog) -> _Spellings:
    known = _SPELLINGS.get(id(catalog))
    if known is None:
        _SPELLINGS.clear()
        known = _SPELLINGS[id(catalog)] = _Spellings(catalog)
    return known


def respelled(query: str, catalog: Catalog) -> str:
    """`query` with each word one slip away from a kind or filter word written as that
    word; `query` itself when it has none."""
    spellings = _spellings(catalog)
    parts: list[str] = []
    last = 0
    for found in _WORD.finditer(query):
        meant = spellings.meant(fold(found.group(0)))
        if meant is not None:
            parts += [query[last : found.start()], meant]
            last = found.end()
    return "".join([*parts, query[last:]]) if parts else query
