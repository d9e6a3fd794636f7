"""Records described in another of the catalog's languages: "ouvre la fiche du capteur de
la chambre froide" for the device called "Cold room 1", "il rilevatore del magazzino
solventi" for "Solvent store", "la cámara térmica del transformador T1" for "Transformer
T1 thermal". The records' names are in one language; the words for their common parts
in the others are the product's data, beside its catalog (`name_words.yaml`,
`NAVEX_NAME_WORDS_PATH`), never navex's code.

The request is read with each such word in the names' language ("la chambre froide" →
"la room cold"); a label's words said in any order name it (record_names.py), so the
other languages' word order does not matter. A word written as two of the table's words
("Nassschacht", "hoofdpoort") is read as both.
"""

import functools
import re
from pathlib import Path

import yaml
from pydantic import BaseModel

from navex.navigation.record_names import fold, tokens

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
COMPOUND_LENGTH = 8  # a word this long may be two of the table's words written as one
PART_LENGTH = 4  # each of them at least this long
SHORT_PART = 3  # or one this short beside one of LONG_PART or more ("noord" "hek")
LONG_PART = 5
ADJECTIVE_STEM = 6  # a place's word written small before "-er" at least this long


class NameWords(BaseModel):
    """Folded words (or phrases, as tuples of words) of the other languages → the names'
    word(s)."""

    words: dict[tuple[str, ...], str] = {}
    longest: int = 1

    def read(self, query: str, kinds: frozenset[str] = frozenset()) -> str:
        """`query` with each word (or phrase) of the table in the names' language;
        `query` itself when it has none. `kinds`, the catalog's words for kinds of record,
        may end a compound ("Wartungsteam": maintenance team)."""
        if not self.words:
            return query
        found = list(_WORD.finditer(query))
        folded = [fold(m.group(0)) for m in found]
        parts: list[str] = []
        last = i = 0
        while i < len(found):
            for n in range(min(self.longest, len(found) - i), 0, -1):
                meant = self.words.get(tuple(folded[i : i + n]))
                if meant is not None:
                    parts += [query[last : found[i].start()], meant]
                    last, i = found[i + n - 1].end(), i + n
                    break
            else:
                split = self._compound(folded[i], kinds) or self._adjective(found[i].group(0))
                if split is not None:  # "Nassschacht": "wet well"; "Rotterdamer": rotterdam
                    parts += [query[last : found[i].start()], split]
                    last = found[i].end()
                i += 1
        return "".join([*parts, query[last:]]) if parts else query

    def _compound(self, word: str, kinds: frozenset[str]) -> str | None:
        """A word made of two of the table's words, as German and Dutch write names
        ("nassschacht": wet well, "hoofdpoort": main gate, "sensorkopfs": sensor head),
        or of one and a word for a kind ("wartungsteam": maintenance team), in the names'
        language; None when it is no such word."""
        if len(word) < COMPOUND_LENGTH or word in kinds:
            return None  # "wartungsauftrag" is a word for a kind as it stands
        for cut in range(SHORT_PART, len(word) - SHORT_PART + 1):
            left, right = word[:cut], word[cut:]
            if min(len(left), len(right)) < PART_LENGTH and max(len(left), len(right)) < LONG_PART:
                continue  # a short part only beside a long one: "noordhek", north fence
            first = self.words.get((left,)) or (left if left in self.names else None)
            if first is None and left.endswith("s"):  # the joining "s" of "Wartungsteam"
                first = self.words.get((left[:-1],))
            second = self.words.get((right,)) or self.words.get((right.removesuffix("s"),))
            if second is None and right in kinds:
                second = right
            if first is not None and second is not None:
                return f"{first} {second}"
        return None

    def _adjective(self, written: str) -> str | None:
        """A name's word made an adjective as German does with places ("das Rotterdamer
        Gateway", "der Lyoner Sensor"), as the name's word; None when it is no such word.
        Written small, only a long one ("rotterdamer"): "tanker" is no tank's."""
        word = fold(written)
        stem = word.removesuffix("er")
        long_enough = written[:1].isupper() or len(stem) >= ADJECTIVE_STEM
        return stem if stem != word and stem in self.names and long_enough else None

    @functools.cached_property
    def names(self) -> frozenset[str]:
        """The names' own words the table translates to ("wet", "gate"), worked out once."""
        return frozenset(self.words.values())


@functools.cache
def read_name_words(path: Path | None) -> NameWords:
    """The table at `path` (English word: [its words in other languages]); an empty one
    when there is none."""
    if path is None or not path.exists():
        return NameWords()
    raw = yaml.safe_load(path.read_text()) or {}
    words: dict[tuple[str, ...], str] = {}
    for meant, said in raw.items():
        for phrase in said or ():
            key = tuple(tokens(str(phrase)))
            if key and key != tuple(tokens(str(meant))):
                words[key] = str(meant)
    return NameWords(words=words, longest=max((len(k) for k in words), default=1))
