"""The one value of a list's fixed filter a request names: "down" or "hors ligne" for
`offline`, "still invited" for `invited`; a longer phrase wins over a word inside it ("not
reporting" over "reporting"), a value word used as the request's verb ("open the
alerts") names nothing, nor does one a negation turns round ("nog niet bevestigd": not
acknowledged) or one that says a level ("down to 58% battery"). Pure, on the catalog's
words (navigation.json's filters)."""

import functools
import re

from navex.navigation.catalog import ScreenFilter
from navex.navigation.name_text import fold, tokens
from navex.navigation.words import DETERMINERS, STOPWORDS

# Words before a navigation verb ("can you open ...") and after it ("open the ..."): a
# value word that is also a verb ("open") is the verb there, not a filter.
_LEAD_IN = frozenset(
    re.findall(
        r"\S+",
        "please pls plz can could would will you u kindly just i want wanna need to let lets "
        "me go and then now hey hi ok okay quickly",
    )
)
_WORD = re.compile(r"[^\W_]+")
_OBJECTS = frozenset(re.findall(r"\S+", "it them up"))
"""Words after a verb that stand for what it acts on ("job number 57, open it")."""


def _spans(text: str, word: str) -> list[tuple[int, int]]:
    """Where `word` (one or several words) is said in `text`, its words apart by a space or
    joined by a hyphen ("in-progress" says "in progress")."""
    pattern = r"(?<!\w)" + re.escape(fold(word)).replace("\\ ", "[ -]") + r"(?!\w)"
    return [m.span() for m in re.finditer(pattern, text)]


def _is_verb(text: str, start: int, end: int) -> bool:
    """Whether the word at text[start:end] is used as a verb: at the head of the request
    ("open alerts", "can you open ...") or before a determiner or the object it acts on
    ("open the alerts", "job number 57, open it")."""
    before = _WORD.findall(text[:start])
    after = _WORD.findall(text[end:])
    return all(w in _LEAD_IN for w in before) or (
        bool(after) and (after[0] in DETERMINERS or after[0] in _OBJECTS)
    )


NEGATIONS = frozenset(
    re.findall(
        r"\S+",
        "not never no niet nooit nicht nie kein keine keinen pas jamais non nunca nao mai "
        "hasnt havent hadnt isnt arent wasnt werent didnt doesnt dont",
    )
)
"""Words that turn the value after them round, in the catalog's languages (folded); the
English verbs with "n't" written without the apostrophe too ("acme hasnt paid")."""

NEGATED_WITHIN = 2
"""How many words before a value word a negation still turns it round ("not yet acked",
"nog niet bevestigd"), or a verb ending in "n't" ("hasn't been acknowledged")."""


def _negated(text: str, start: int) -> bool:
    """Whether the value word at text[start:] is negated: "alerts not yet acked", "welke
    meldingen zijn nog niet bevestigd", "which alarms haven't been acknowledged". A value
    phrase that says the negation itself ("not acknowledged") starts with it."""
    return says_not(re.findall(r"[\w']+", text[:start])[-NEGATED_WITHIN:])


def says_not(words: list[str]) -> bool:
    """Whether `words` hold a negation: a word for "not" in the catalog's languages, or an
    English verb's "n't", written whole ("haven't") or split by a tokenizer ("haven",
    "t")."""
    return any(
        w in NEGATIONS
        or w.endswith("n't")
        or w.endswith("nt'")
        or (w == "t" and i > 0 and words[i - 1].endswith("n"))
        for i, w in enumerate(words)
    )


_TO_A_LEVEL = re.compile(r"\s+(?:to|a|al|à|auf|op|naar|até)\s+\d")
"""A value word followed by "to" and a number says a level, not a state: "the x-am that's
down to 58% battery" is running low, not offline."""


@functools.lru_cache(maxsize=4096)
def _first_word(word: str) -> str:
    """The first of a filter word's words, folded ("not" of "not reporting"), or ""."""
    return next(iter(tokens(word)), "")


def named_value(declared: ScreenFilter, query: str) -> str | None:
    """The one value of `declared` the request names, or None (none, or several)."""
    text = fold(query.replace("’", "'"))
    said = set(tokens(text))
    found: list[tuple[int, int, str]] = []
    for value, word in declared.value_words:
        first = _first_word(word)
        if first and first not in said:  # a word the request does not have: no scan
            continue
        for start, end in _spans(text, word):
            if fold(word) in STOPWORDS and _is_verb(text, start, end):
                continue
            if _negated(text, start):  # "nog niet bevestigd": not acknowledged
                continue
            if _TO_A_LEVEL.match(text, end):  # "down to 58% battery": a level
                continue
            found.append((start, end, value))
    # a longer phrase wins over a word inside it ("not reporting" over "reporting")
    kept = {
        value
        for start, end, value in found
        if not any(s <= start and end <= e and (e - s) > (end - start) for s, e, _ in found)
    }
    return kept.pop() if len(kept) == 1 else None
