"""Text normalisation before the injection checks: one spelling for many disguises.

Attackers write "ｉｇｎｏｒｅ", "ig\u200bnore", "1gn0re", "I G N O R E" or "іgnore" (Cyrillic і)
to slip past a keyword list. `normalize` undoes the disguises that keep the meaning
(width, zero-width characters, case, accents, look-alike letters, letters spaced out);
`fold_leet` additionally reads digits and symbols inside words as the letters they
imitate, which is only safe for matching, never for showing or redacting text.
"""

import functools
import re
import unicodedata

# Cyrillic and Greek letters that render like Latin ones (lowercase: applied after casefold).
_HOMOGLYPHS = str.maketrans(
    {
        "а": "a",
        "в": "b",
        "е": "e",
        "ё": "e",
        "к": "k",
        "м": "m",
        "н": "h",
        "о": "o",
        "р": "p",
        "с": "c",
        "т": "t",
        "у": "y",
        "х": "x",
        "і": "i",
        "ї": "i",
        "ј": "j",
        "ѕ": "s",
        "α": "a",
        "ε": "e",
        "ι": "i",
        "κ": "k",
        "ο": "o",
        "ρ": "p",
        "τ": "t",
        "υ": "u",
        "χ": "x",
        "ν": "v",
    }
)

# German letters that NFKD does not decompose; ä/ö/ü lose their dots like other accents.
_SPECIAL = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d"})

_LEET = str.maketrans(
    {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i"}
)
_LEET_L = str.maketrans({"1": "l", "|": "l"})  # "ru1es": 1 stands for l as often as for i
# A word that mixes letters with the characters above ("1gn0re", "d!sregard"), but not
# identifiers such as "GS-1007" or "CO2", which keep their digits.
_LEET_WORD = re.compile(r"(?<![\w@$!])(?=[\w@$!]*[a-z])(?=[\w@$!]*[013457@$!])[\w@$!]+")
# Single letters separated by spaces or dots, three or more: "i g n o r e", "s.y.s.t.e.m".
_SPACED = re.compile(r"\b(?:[a-z][ .\-_*]{1,3}){2,}[a-z]\b")
_SPACES = re.compile(r"\s+")


def _is_invisible(char: str) -> bool:
    # Cf: zero-width space/joiners, word joiner, BOM, soft hyphen, bidi controls.
    return unicodedata.category(char) == "Cf"


def _join_spaced(match: re.Match[str]) -> str:
    letters = re.sub(r"[^a-z]", "", match.group(0))
    return " " + letters + " "


def normalize(text: str) -> str:
    """NFKC, invisible characters removed, casefolded, accents and look-alikes folded to
    ASCII letters where they have one, letters spaced out joined, whitespace collapsed."""
    text = unicodedata.normalize("NFKC", text)
    text = "".join(char for char in text if not _is_invisible(char))
    text = text.casefold().translate(_HOMOGLYPHS).translate(_SPECIAL)
    decomposed = unicodedata.normalize("NFKD", text)
    text = "".join(char for char in decomposed if not unicodedata.combining(char))
    # "I G N O R E   A L L": runs of 3+ spaces separate the words, so split on them first.
    text = " ".join(_SPACED.sub(_join_spaced, part) for part in re.split(r"\s{3,}", text))
    return _SPACES.sub(" ", text).strip()


def fold_leet(normalized: str, one_as_l: bool = False) -> str:
    """Read "1gn0r3" as "ignore" in an already normalized text (for matching only);
    with `one_as_l`, "ru1es" as "rules"."""
    if one_as_l:
        return _LEET_WORD.sub(lambda m: m.group(0).translate(_LEET_L).translate(_LEET), normalized)
    return _LEET_WORD.sub(lambda m: m.group(0).translate(_LEET), normalized)


def variants(text: str) -> list[str]:
    """The normalized text and its leet-folded readings, without duplicates. A short
    text's are kept (a pure function of it: the patterns and the semantic check each read
    every message's, and a gateway is sent the same requests again)."""
    if len(text) <= KEPT_LENGTH:
        return list(_variants_kept(text))
    return list(_variants(text))


def _variants(text: str) -> tuple[str, ...]:
    normalized = normalize(text)
    return tuple(
        dict.fromkeys((normalized, fold_leet(normalized), fold_leet(normalized, one_as_l=True)))
    )


KEPT_LENGTH = 400
"""Texts up to this long (a request is a line) have what the guards work out from them
kept: their readings here, their redaction (output.py), the input guard's pass
(gateway/guards.py); at most 4,096 of each, a few MB."""
_variants_kept = functools.lru_cache(maxsize=4096)(_variants)


def squash(normalized: str) -> str:
    """Letters only ("i-g-n-o-r-e  all" -> "ignoreall"), for a few long phrases."""
    return re.sub(r"[^a-z]", "", normalized)
