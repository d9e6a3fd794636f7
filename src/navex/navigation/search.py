"""The text a request says a list's records mention or are called: "which work orders
mention Brest dock?" opens the list searched for `Brest dock` (`?q=Brest+dock`), where the
catalog says that the screen's URL takes a search (a screen's `search`, navigation.json).

Conservative: only quoted text ("tickets containing 'pump'") or the text a cue word
introduces, in the catalog's languages ("mention", "named", "qui mentionnent", "die ...
erwähnen", "llamados": search_words.yaml), is search text, and never the words that name a
filter, a record or the kind of records listed ("devices named Loading at Lyon" searches
for "Loading", the site filter takes Lyon). A request without such a cue gets no search.
"""

import re
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field

from navex.navigation.record_names import fold, tokens
from navex.navigation.words import STOPWORDS

WORDS_PATH = Path(__file__).with_name("search_words.yaml")

_WORD = re.compile(r"[^\W_]+")
# where a clause ends: the text a cue introduces stops there ("v2.4.1" keeps its dots)
_CLAUSE_END = re.compile(r"[?!,;:()\[\]]|\.(?!\w)")
_QUOTED = (
    re.compile(r'"([^"]+)"'),
    re.compile(r"“([^”]+)”"),
    re.compile(r"„([^“”]+)[“”]"),
    re.compile(r"«([^»]+)»"),
    re.compile(r"‘([^’]+)’"),
    re.compile(r"(?<!\w)'([^']+)'(?!\w)"),  # not the apostrophe of "Tom's"
)


class AfterText(BaseModel):
    """A language that puts the cue after the text ("die Brest dock erwähnen")."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    relative: tuple[str, ...] = Field(description="Words that open the clause ('die')")
    cues: tuple[str, ...] = Field(description="Verbs that close it ('erwähnen')")


class SearchWords(BaseModel):
    """The cue words, per language (search_words.yaml)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    before_text: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    new_record: dict[str, tuple[str, ...]] = Field(
        default_factory=dict, description="Words of a request for a new record: no search"
    )
    after_text: dict[str, AfterText] = Field(default_factory=dict)


@cache
def search_words(path: Path = WORDS_PATH) -> SearchWords:
    return SearchWords.model_validate(yaml.safe_load(path.read_text()) or {})


@lru_cache(maxsize=4096)
def _folded(text: str) -> tuple[str, tuple[int, ...]]:
    """`text` folded (fold()), and for each folded character its index in `text` (kept
    per request text: each cue's search asks)."""
    parts: list[str] = []
    origin: list[int] = []
    for i, char in enumerate(text):
        folded = fold(char)
        parts.append(folded)
        origin += [i] * len(folded)
    return "".join(parts), tuple(origin)


def _pattern(words: Iterable[str]) -> re.Pattern[str]:
    return _pattern_of(tuple(words))


@lru_cache(maxsize=256)
def _pattern_of(words: tuple[str, ...]) -> re.Pattern[str]:
    """The pattern of the languages' cue words (a few lists, from search_words.yaml)."""
    alternatives = sorted({fold(w) for w in words}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in alternatives) + r")(?!\w)")


def _trim(text: str, excluded: frozenset[str]) -> str | None:
    """`text` up to its first excluded word, without function words at either end."""
    words = list(_WORD.finditer(text))
    for i, word in enumerate(words):
        if fold(word.group()) in excluded:
            words = words[:i]
            break
    while words and fold(words[0].group()) in STOPWORDS:
        words.pop(0)
    while words and fold(words[-1].group()) in STOPWORDS:
        words.pop()
    if not words:
        return None
    return text[words[0].start() : words[-1].end()]


def _quoted(query: str, excluded: frozenset[str]) -> str | None:
    for pattern in _QUOTED:
        for found in pattern.finditer(query):
            text = " ".join(found.group(1).split())
            named = set(tokens(text))
            if named and not named & excluded and not named <= STOPWORDS:
                return text
    return None


def _after_cue(query: str, excluded: frozenset[str], words: SearchWords) -> str | None:
    """The text a cue introduces ("mention Brest dock?" → "Brest dock"), trying the cues
    from the first."""
    folded, origin = _folded(query)
    cues = [w for per_language in words.before_text.values() for w in per_language]
    if not cues:
        return None
    for cue in _pattern(cues).finditer(folded):
        start = origin[cue.end() - 1] + 1
        rest = query[start:]
        end = _CLAUSE_END.search(rest)
        found = _trim(rest[: end.start()] if end else rest, excluded)
        if found:
            return found
    return None


def _before_cue(query: str, excluded: frozenset[str], words: SearchWords) -> str | None:
    """The text between a relative word and the cue that closes the clause ("die Brest
    dock erwähnen" → "Brest dock")."""
    folded, origin = _folded(query)
    for language in words.after_text.values():
        relative = _pattern(language.relative)
        for cue in _pattern(language.cues).finditer(folded):
            opened = list(relative.finditer(folded, 0, cue.start()))
            if not opened:
                continue
            start, end = origin[opened[-1].end() - 1] + 1, origin[cue.start()]
            text = _CLAUSE_END.split(query[start:end])[-1]
            found = _trim(text, excluded)
            if found:
                return found
    return None


@lru_cache(maxsize=1024)
def _banned(excluded: tuple[str, ...]) -> frozenset[str]:
    """The words of `excluded`, folded (a screen's, with the filters a request names)."""
    return frozenset(fold(w) for phrase in excluded for w in tokens(phrase))


def search_text(
    query: str, excluded: Iterable[str], words: SearchWords | None = None
) -> str | None:
    """The text the request says the records mention or are called, or None: quoted
    text, else the text after a cue word, else the text a closing cue ends; never in a
    request for a new record. `excluded`: words that are never search text (a filter's,
    a record's, the kind of records)."""
    words = words or search_words()
    new_record = [w for per_language in words.new_record.values() for w in per_language]
    if new_record and _pattern(new_record).search(fold(query)):
        return None
    banned = _banned(tuple(excluded))
    return (
        _quoted(query, banned)
        or _after_cue(query, banned, words)
        or _before_cue(query, banned, words)
    )
