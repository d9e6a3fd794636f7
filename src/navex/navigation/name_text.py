"""The words of records' names and of requests as the matching compares them: folded
(lower case, no accents), tokenized, serials and their shapes, a label's words as people
may say them ("Draeger" for "Dräger"), a number after a kind word ("alert 2"), and the
words the catalog's screens use. Pure, and kept per text where asked often.
"""

import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Any

import yaml

from navex.navigation.catalog import Catalog, RecordParameter, once_per_catalog
from navex.navigation.fuzzy import SLIP_LENGTH, one_slip
from navex.navigation.words import STOPWORDS

PLACE_WORDS_PATH = Path(__file__).with_name("place_words.yaml")


def fold(text: str) -> str:
    """Lower case without accents: "Dräger" and "drager" compare equal. Short texts (the
    records' names, which every request that names a record folds again) are kept."""
    return _fold_kept(text) if len(text) <= _KEPT_LENGTH else _fold(text)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


_KEPT_LENGTH = 80  # at most 16,384 texts of 80 characters: about 2 MB
_fold_kept = functools.lru_cache(maxsize=16384)(_fold)


WORD_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
SERIAL = re.compile(r"\b[A-Za-z]{1,4}[- ]?\d{2,}[\w-]*")
POSSESSIVE = re.compile(r"([^\W_]+)['’]s\b", re.UNICODE)


def tokens(text: str) -> list[str]:
    if len(text) <= _KEPT_LENGTH:  # the records' names and the requests: tokenized often
        return list(_tokens_kept(text))
    return WORD_TOKEN.findall(_fold(text))


@functools.lru_cache(maxsize=16384)
def _tokens_kept(text: str) -> tuple[str, ...]:
    return tuple(WORD_TOKEN.findall(_fold_kept(text)))


def compact(text: str) -> str:
    return "".join(tokens(text))


def is_identifier(value: str) -> bool:
    """A serial, a number or an address ("GS-1004", "tom@acme.example"): matched whole."""
    value = value.strip()
    return "@" in value or (not any(c.isspace() for c in value) and any(c.isdigit() for c in value))


def serial_like(word: str) -> bool:
    """A word inside a label that names the record on its own: "GS-1020", "INV-2024-0117";
    not a reading ("12%") or a gas ("H2S") that many records' labels share."""
    digits = sum(c.isdigit() for c in word)
    return is_identifier(word) and digits >= 2 and any(c.isalpha() for c in word)


@functools.lru_cache(maxsize=4096)
def folded(words: tuple[str, ...]) -> frozenset[str]:
    """`words` folded, worked out once per tuple (a kind's words: asked for by every rule)."""
    return frozenset(fold(w) for w in words)


_TRANSLITERATED = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def spellings(value: str) -> list[str]:
    """A label as people may type it: "Dräger" is also "Drager" (folded) and "Draeger"."""
    written = value.translate(_TRANSLITERATED).replace("ß", "ss")
    return [value] if written == value else [value, written]


_HYPHENATED = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")
"""A word of letters joined by hyphens ("Re-align", "Wi-Fi"): one word written whole too."""


@functools.lru_cache(maxsize=65536)
def hyphen_pieces(value: str) -> dict[str, str]:
    """The short pieces of a label's hyphenated words, each with the word written whole:
    "am" of "X-am" is "xam". Said alone, such a piece is another word ("am Tank 4": at)."""
    return {
        piece: compact(word)
        for word in _HYPHENATED.findall(value)
        for piece in tokens(word)
        if len(piece) <= SHORT_PIECE
    }


SHORT_PIECE = 3
"""A piece of a hyphenated word this long or shorter names nothing alone ("am" of "X-am")."""


@functools.lru_cache(maxsize=65536)
def words_of_label(value: str) -> frozenset[str]:
    """A label's words as a request may say them; of an identifier, only its letters
    ("the wise product": the letters of a model number, "WISE-2410"); of an e-mail, only
    the words before its "@": the domain is the organization's, every colleague's."""
    if EMAIL.fullmatch(value.strip()):
        value = value.strip().split("@")[0]
    if not is_identifier(value):
        said = frozenset(w for spelling in spellings(value) for w in tokens(spelling))
        joined = {compact(w) for w in _HYPHENATED.findall(value)}  # "Re-align": "realign"
        return said | joined | places_named(value)  # "France": "our french plant"
    return frozenset(w for w in tokens(value) if w.isalpha() and len(w) >= 4)


_ACRONYM = re.compile(r"\b[A-Z]{2}\b")


def acronyms(query: str) -> frozenset[str]:
    """The request's words of two capitals ("IT", "HR"), folded: short, but words a record
    may hold ("our IT admin"), never "it" the pronoun."""
    return frozenset(fold(a) for a in _ACRONYM.findall(query))


_ZONE = re.compile(r"^[A-Z][A-Za-z]+(?:/[A-Za-z_+\-]+)+$")
"""A time zone as records hold it: "America/Denver", "Europe/Paris"."""


@functools.cache
def _place_words(path: Path = PLACE_WORDS_PATH) -> dict[str, Any]:
    """`place_words.yaml` as read, once: its countries, time words, calling codes and US
    states are each worked out from it."""
    return yaml.safe_load(path.read_text()) or {}


@functools.cache
def _time_words(path: Path = PLACE_WORDS_PATH) -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    raw = _place_words(path)
    cues = frozenset(fold(str(w)) for w in raw.get("time_words", []))
    zones = {
        str(zone).lower(): frozenset(fold(str(w)) for w in words)
        for zone, words in (raw.get("time_zones") or {}).items()
    }
    return cues, zones


def says_time(query: str) -> bool:
    """Whether the request says a word for time, beside which a zone's words name it."""
    return bool(set(tokens(query)) & _time_words()[0])


def zone_words(value: str) -> frozenset[str]:
    """The words of a time zone as a request may say them ("America/Denver": america,
    denver, mountain); empty for a value that is no time zone."""
    if not _ZONE.match(value.strip()):
        return frozenset()
    named = _time_words()[1].get(value.strip().lower(), frozenset())
    return frozenset(tokens(value.replace("_", " "))) | named


@functools.cache
def _places(path: Path = PLACE_WORDS_PATH) -> tuple[tuple[tuple[str, ...], frozenset[str]], ...]:
    """Each country's names as a label may write them (folded phrases), with the one-word
    names a request may say for it (`place_words.yaml`, the languages' words)."""
    raw = _place_words(path)
    groups = []
    for names in raw.get("countries", []):
        phrases = tuple(p for p in dict.fromkeys(" ".join(tokens(str(n))) for n in names) if p)
        groups.append((phrases, frozenset(p for p in phrases if " " not in p)))
    return tuple(groups)


@functools.cache
def _regions(path: Path = PLACE_WORDS_PATH) -> dict[str, frozenset[str]]:
    """A country's first name -> the one-word names of the parts of the world it is in
    (`place_words.yaml`'s regions): "france" -> european, europa, ..."""
    found: dict[str, set[str]] = {}
    for region in _place_words(path).get("regions", []):
        words = {" ".join(tokens(str(w))) for w in region.get("words", [])}
        for country in region.get("countries", []):
            found.setdefault(" ".join(tokens(str(country))), set()).update(
                w for w in words if " " not in w
            )
    return {country: frozenset(words) for country, words in found.items()}


@functools.cache
def place_words() -> frozenset[str]:
    """Every one-word name of a country or a part of the world: words of the languages,
    as a record's are not."""
    regions = {w for words in _regions().values() for w in words}
    return frozenset(w for _, words in _places() for w in words) | regions


def places_named(label: str) -> frozenset[str]:
    """The one-word names of the countries `label` writes ("United Kingdom": uk, british,
    ...), of the US state before its ZIP code ("CO 80216": colorado) and of the kind of
    street it writes short ("Clinton Dr": drive), so that a request names the record by
    them; empty for most labels."""
    text = f" {' '.join(tokens(label))} "
    found: set[str] = set()
    for phrases, words in _places():
        if any(f" {p} " in text for p in phrases):
            found |= words | _regions().get(phrases[0], frozenset())  # "european"
    for state in _STATE_BEFORE_ZIP.findall(label):
        found |= _us_states().get(state.lower(), frozenset())
    streets = _STREET_SHORT.findall(label) if any(c.isdigit() for c in label) else []
    for short in streets:  # an address's "9200 Clinton Dr": drive
        found |= _street_words().get(short.casefold(), frozenset())
    calling = _CALLING_CODE.match(label.strip())
    if calling is not None:  # "+44 113 496 0011": british
        found |= _calling_codes().get(calling.group(1), frozenset())
    return frozenset(found)


_STREET_SHORT = re.compile(r"(?<=[^\W\d_] )([A-Z][a-z]{1,3})\.?(?=,| [NSEW]\b|$)")
"""A street kind's short form after a word of its name, before a comma, a direction or
the end ("Clinton Dr,", "Grand Ave E"), in a label with a number (an address): its word
is read in `place_words.yaml`."""


@functools.cache
def _street_words(path: Path = PLACE_WORDS_PATH) -> dict[str, frozenset[str]]:
    raw = _place_words(path)
    return {
        str(short).casefold(): frozenset({fold(str(word))})
        for short, word in (raw.get("street_words") or {}).items()
    }


_CALLING_CODE = re.compile(r"^\+(\d{1,3})[\s(.-]")
"""A phone number's country calling code, written after "+" and before a space."""


@functools.cache
def _calling_codes(path: Path = PLACE_WORDS_PATH) -> dict[str, frozenset[str]]:
    """The one-word names of the country each calling code is ("44": uk, british...)."""
    raw = _place_words(path)
    by_name = {phrases[0]: words for phrases, words in _places()}
    return {
        str(code): by_name.get(" ".join(tokens(str(country))), frozenset())
        for code, country in (raw.get("calling_codes") or {}).items()
    }


_STATE_BEFORE_ZIP = re.compile(r"\b([A-Z]{2}) \d{5}(?:-\d{4})?\b")
"""A US state's two letters before a ZIP code, as an address writes them."""


@functools.cache
def _us_states(path: Path = PLACE_WORDS_PATH) -> dict[str, frozenset[str]]:
    """The one-word names of each US state by its two letters ("co": colorado)."""
    raw = _place_words(path)
    return {
        str(code): frozenset(
            w for name in names for w in [" ".join(tokens(str(name)))] if " " not in w
        )
        for code, names in (raw.get("us_states") or {}).items()
    }


STEM = 5
"""Two forms of one word share at least this many first letters ("replacement" and
"Replace", "investigation" and "Investigate"), and all the shorter one's but two."""


@functools.lru_cache(maxsize=8192)
def same_word(a: str, b: str) -> bool:
    """`a` and `b` are forms of one word: one the other's plural ("heads"), or sharing
    `STEM` first letters and all the shorter one's but two ("replace" and "replacement",
    "investigate" and "investigation"; not "co" and "cold", nor "test" and "testing")."""
    shorter, longer = sorted((a, b), key=len)
    if longer == f"{shorter}s" and len(shorter) > 2:
        return True
    common = next(
        (i for i, (x, y) in enumerate(zip(shorter, longer, strict=False)) if x != y),
        len(shorter),
    )
    return common >= STEM and common >= len(shorter) - 2


def maybe_plural(word: str) -> bool:
    """ "sensors", "Ramans": a word that may be another's plural or possessive ("form" is
    not "for")."""
    return len(word) > 3 and word.endswith("s")


def said_in(word: str, words: AbstractSet[str]) -> bool:
    """`word` is among `words`, or is the plural of one: "sensors", "jetties" ("Jetty")."""
    if word in words or (maybe_plural(word) and word[:-1] in words):
        return True
    return len(word) > 4 and word.endswith("ies") and f"{word[:-3]}y" in words


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
    found = [w for w in said if serial_like(w)]
    spaced = [  # "gx 5007", not "am 5600" of "X-am 5600" nor "at 9200" of an address
        m.group(0)
        for m in SERIAL.finditer(query)
        if " " in m.group(0)
        and (m.start() == 0 or query[m.start() - 1].isspace())
        and m.group(0).split()[0].lower() not in STOPWORDS
    ]
    return (*found, *spaced)


def number_given(query: str, parameter: RecordParameter) -> str | None:
    """The number a kind word gives right before it ("alert 2", "ticket #9"), or None."""
    return _number_given(query, parameter.words)


@functools.lru_cache(maxsize=4096)
def _number_given(query: str, kind: tuple[str, ...]) -> str | None:
    """`number_given`, once per request text and kind words (every lookup asks)."""
    words = [w for w in _TOKEN_OR_HASH.findall(fold(query)) if w not in NUMBER_MARKS]
    kinds = folded(kind)
    for i, (word, after) in enumerate(itertools.pairwise(words)):
        unit = words[i + 2] if i + 2 < len(words) else ""
        if word in kinds and after.lstrip("#").isdigit() and not an_amount(after, unit, query):
            return after.lstrip("#")
    return None


UNIT_WORDS = frozenset(
    re.findall(
        r"\S+",
        "ppm ppb percent pct degrees degree deg c f mbar bar volts volt v db dbm lel vol "
        "grados gradi graus grad graden prozent pourcent porcentaje percento procent "
        "porcentagem",
    )
)
"""Words after a number that make it an amount, not a record's number ("reading 12% lel",
"the reading 42 ppm")."""


def amount_words(query: str) -> set[str]:
    """The words right before and after an amount ("reading 42 ppm", "at 12% lel"), which
    describe a record by what it measures."""
    words = tokens(query)
    found: set[str] = set()
    for i, word in enumerate(words):
        after = words[i + 1] if i + 1 < len(words) else ""
        if word.isdigit() and an_amount(word, after, query):
            found |= {w for w in (words[i - 1] if i else "", after) if w}
    return found


def an_amount(number: str, after: str, query: str) -> bool:
    """`number` is an amount: a unit follows it, or "%" right after it, or its decimals."""
    if after in UNIT_WORDS:
        return True
    return bool(re.search(rf"(?<![\w.,]){re.escape(number)}\s*%|{re.escape(number)}[.,]\d", query))


def numbers_as_amounts(query: str) -> set[str]:
    """The request's whole numbers that a unit or "%" follows ("down to 9% battery", "at
    48 degrees", "48 degres"): amounts, not a record's number. Neither part of "1.2% lel"
    or "10.3" is one (a reading, a version: two numbers, neither an id)."""
    return {
        found.group(1)
        for found in _WHOLE_THEN_WORD.finditer(fold(query))
        if found.group(2) == "%" or is_unit(found.group(2) or "")
    }


def counted(query: str, kind_words: Iterable[str]) -> set[str]:
    """The request's numbers that count records of the kind ("the gateway that has 8
    sensors hanging off it": a number, then a word for the kind in the plural within
    `COUNTED_REACH` words), not one record's number ("sensor 8")."""
    kinds = folded(tuple(kind_words))
    words = tokens(query)
    return {
        word
        for at, word in enumerate(words)
        if word.isdigit()
        and word != "1"
        and any(w in kinds and w.endswith("s") for w in words[at + 1 : at + 1 + COUNTED_REACH])
    }


COUNTED_REACH = 3
"""How far after a number a kind's plural may come for the number to count records ("9
connected devices", "9 field nodes report through it")."""


def is_unit(word: str) -> bool:
    """A unit word, or one slip from a long one ("48 degres")."""
    if word in UNIT_WORDS:
        return True
    return len(word) >= SLIP_LENGTH and any(
        len(unit) >= SLIP_LENGTH + 1 and one_slip(word, unit) for unit in UNIT_WORDS
    )


_WHOLE_THEN_WORD = re.compile(r"(?<![\w.,])(\d+)(?![.,]\d)\s*(%|[^\W\d_]+)?")


NUMBER_MARKS = frozenset({"no", "nr", "number", "num", "numero", "numéro", "número", "nummer"})
"""Words between a kind word and its number ("alarm no. 13", "ticket number 4")."""


_TOKEN_OR_HASH = re.compile(r"#?[^\W_]+", re.UNICODE)


_PLACE_PARTICLE = re.compile(r"\b(out|over)\s+(?=(at|in|on|by|near)\b)", re.IGNORECASE)


def without_place_particles(query: str) -> str:
    """`query` without the word that only says a place is far ("the router out at leeds",
    "the camera over at the gate"): what names the record is the rest."""
    return _PLACE_PARTICLE.sub("", query)


@once_per_catalog
def catalog_vocabulary(catalog: Catalog) -> frozenset[str]:
    """Every word the catalog's screens are described or asked for with, and the words of
    their filters' values ("fuera de línea")."""
    texts = [t for s in catalog.screens for t in (s.title, s.description, *s.examples)]
    texts += [
        phrase for s in catalog.screens for f in s.filters.values() for _, phrase in f.value_words
    ]
    return frozenset(w for text in texts for w in tokens(text))


@once_per_catalog
def catalog_names(catalog: Catalog) -> frozenset[str]:
    """Words the catalog's descriptions and examples write with a capital wherever they
    use them, never as a text's first word: names ("what is the address of the site
    Antwerp depot?", "Axis Communications"), which a request may use for a record of its
    own ("the antwerp site") though the catalog knows them."""
    texts = [t for s in catalog.screens for t in (s.description, *s.examples)]
    capital: set[str] = set()
    small: set[str] = set()
    for text in texts:
        for sentence in _SENTENCE_END.split(text):
            for word in _WORD.findall(sentence)[1:]:
                (capital if word[0].isupper() else small).add(fold(word))
    return frozenset(capital - small)


_SENTENCE_END = re.compile(r"[.!?:;(\"“«]\s*")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


@once_per_catalog
def unnamed_vocabulary(catalog: Catalog) -> frozenset[str]:
    """`catalog_vocabulary` less `catalog_names`: the catalog's words that name no record
    ("billing", not "antwerp"), worked out once per catalog."""
    return catalog_vocabulary(catalog) - catalog_names(catalog)


@once_per_catalog
def known_words(catalog: Catalog) -> frozenset[str]:
    """`catalog_vocabulary` and every one-word name of a country: the words a request may
    say that name no record of the caller's, worked out once per catalog."""
    return catalog_vocabulary(catalog) | place_words()


@once_per_catalog
def title_words(catalog: Catalog) -> frozenset[str]:
    """Every word of the screens' titles and sections (folded)."""
    return frozenset(w for s in catalog.screens for w in tokens(f"{s.title} {s.section}"))


def kind_words(parameter: RecordParameter) -> frozenset[str]:
    """The words for one kind of record (folded): "device", "sensor", "Melder"."""
    return folded(parameter.words)


@once_per_catalog
def every_kind_word(catalog: Catalog) -> frozenset[str]:
    """Every word the catalog's parameters have for a kind of record (folded)."""
    return frozenset(fold(w) for p in catalog.parameters.values() for w in p.words)
