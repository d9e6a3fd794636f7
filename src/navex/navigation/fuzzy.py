"""Words typed one slip away from the word meant: a letter left out, one too many, one
wrong, two swapped ("sensr", "thermometr", "memebers", "portible", "vapor" for
"vapour"). Found through each word's one-letter deletions (the symmetric-delete method),
worked out once per word, so that a request's words are compared with a whole vocabulary
by set intersections, not one edit distance per pair. A long word may be two slips away
("treshholds": an "h" left out and one too many), found the same way through its forms
with up to two letters left out.
"""

import functools
from collections.abc import Callable, Iterable, Mapping

SLIP_LENGTH = 5
"""Words at least this long may be read as the word one slip away: shorter ones are too
often another word ("rules" and "roles" are 5 letters; "cam" and "car" 3)."""


@functools.lru_cache(maxsize=65536)
def deletions(word: str) -> frozenset[str]:
    """The word and every form of it with one letter left out."""
    return frozenset({word, *(word[:i] + word[i + 1 :] for i in range(len(word)))})


@functools.lru_cache(maxsize=65536)
def one_slip(typed: str, meant: str) -> bool:
    """Whether `typed` is `meant` with at most one slip: a letter left out, added or
    replaced, or two neighbours swapped (Damerau-Levenshtein distance at most 1)."""
    if typed == meant:
        return True
    if abs(len(typed) - len(meant)) > 1:
        return False
    if len(typed) == len(meant):
        differ = [i for i, (a, b) in enumerate(zip(typed, meant, strict=True)) if a != b]
        if len(differ) == 1:
            return True
        first, second = [*differ, -1, -1][:2]
        return (
            len(differ) == 2
            and second == first + 1
            and typed[first] == meant[second]
            and typed[second] == meant[first]
        )
    longer, shorter = (typed, meant) if len(typed) > len(meant) else (meant, typed)
    return shorter in deletions(longer)


DeletionIndex = Mapping[str, tuple[str, ...]]
"""A one-letter deletion → the words it comes from. Tuples, not sets: a tuple of strings
drops out of the garbage collector's sight, and a gateway keeps one index per list read
(tens of thousands of entries), which every full collection would otherwise walk."""


def _indexed(words: Iterable[str], forms: Callable[[str], Iterable[str]]) -> DeletionIndex:
    """Each of the `forms` of each word → the words it comes from."""
    index: dict[str, set[str]] = {}
    for word in words:
        for form in forms(word):
            index.setdefault(form, set()).add(word)
    return {form: tuple(sorted(found)) for form, found in index.items()}


def deletion_index(words: Iterable[str]) -> DeletionIndex:
    """Each one-letter deletion of `words` (and each word) → the words it comes from:
    worked out once per vocabulary."""
    return _indexed(words, deletions)


def slips_of(typed: str, index: DeletionIndex) -> set[str]:
    """The words of the indexed vocabulary `typed` is one slip away from (itself
    included when indexed), with the same first letter: people rarely slip on it."""
    candidates: set[str] = set()
    for form in deletions(typed):
        candidates.update(index.get(form, ()))
    return {w for w in candidates if w[:1] == typed[:1] and one_slip(typed, w)}


@functools.lru_cache(maxsize=4)
def vocabulary_index(words: frozenset[str]) -> DeletionIndex:
    """`deletion_index` of a whole vocabulary (a catalog's words), worked out once."""
    return deletion_index(w for w in words if len(w) >= SLIP_LENGTH - 1)


def a_slip_of_one(typed: str, words: frozenset[str]) -> bool:
    """Whether `typed`, at least five letters long, is one slip away from a word of
    `words` ("rigths" from "rights")."""
    return len(typed) >= SLIP_LENGTH and bool(slips_of(typed, vocabulary_index(words)) - {typed})


_KEYBOARD_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_VOWELS = frozenset("aeiouy")


@functools.cache
def _neighbours(letter: str) -> frozenset[str]:
    """The letters beside `letter` on a keyboard, in its row and the rows above and below
    (QWERTY; the QWERTZ and AZERTY swaps of y/z and a/q/w/z are added)."""
    near: set[str] = set()
    for r, row in enumerate(_KEYBOARD_ROWS):
        at = row.find(letter)
        if at < 0:
            continue
        for other in _KEYBOARD_ROWS[max(r - 1, 0) : r + 2]:
            near.update(other[max(at - 1, 0) : at + 2])
    swaps = {"y": "z", "z": "yaw", "a": "qz", "q": "a", "w": "z"}
    return frozenset(near | set(swaps.get(letter, "")) - {letter})


def likely_slip(typed: str, meant: str) -> bool:
    """Whether a one-slip `typed` is a slip people make for `meant`: a letter replaced is one
    beside it on the keyboard or a vowel for a vowel ("moniter", "sensir"); another letter
    replaced makes another word as often ("roster" is not "router"). A letter left out,
    added or two swapped always count."""
    if len(typed) != len(meant):
        return True
    differ = [(a, b) for a, b in zip(typed, meant, strict=True) if a != b]
    if len(differ) != 1:
        return True
    a, b = differ[0]
    return (a in _VOWELS and b in _VOWELS) or b in _neighbours(a)


@functools.lru_cache(maxsize=65536)
def deletions_within_two(word: str) -> frozenset[str]:
    """The word and every form of it with one or two letters left out."""
    return frozenset(form for once in deletions(word) for form in deletions(once))


def two_deletion_index(words: Iterable[str]) -> DeletionIndex:
    """Each form of `words` with up to two letters left out → the words it comes from:
    worked out once per vocabulary."""
    return _indexed(words, deletions_within_two)


def within_two_slips(typed: str, index: DeletionIndex) -> set[str]:
    """The words of `index` (a `two_deletion_index`) that `typed` is at most two likely
    slips away from (`likely_slips`), with the same first letter."""
    candidates: set[str] = set()
    for form in deletions_within_two(typed):
        candidates.update(index.get(form, ()))
    return {w for w in candidates if w[:1] == typed[:1] and likely_slips(typed, w) <= 2}


@functools.lru_cache(maxsize=65536)
def likely_slips(typed: str, meant: str) -> int:
    """How many slips people make turn `meant` into `typed`, up to three: letters left out
    or one too many, two neighbours swapped, a letter replaced by one `likely_slip` allows
    ("treshholds" is two from "thresholds", an "h" left out and one too many;
    "maintanence" two from "maintenance"). Another letter replaced counts three: "roster"
    is no slip of "router", nor is it a letter left out and another added."""
    if typed == meant:
        return 0
    if one_slip(typed, meant):
        return 1 if likely_slip(typed, meant) else TOO_FAR
    previous2: list[int] = []
    previous = list(range(len(meant) + 1))
    for i, a in enumerate(typed, start=1):
        current = [i]
        for j, b in enumerate(meant, start=1):
            replaced = 0 if a == b else (1 if _replaceable(a, b) else TOO_FAR)
            best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + replaced)
            if i > 1 and j > 1 and a == meant[j - 2] and typed[i - 2] == b:
                best = min(best, previous2[j - 2] + 1)
            current.append(best)
        previous2, previous = previous, current
    return min(previous[-1], TOO_FAR)


TOO_FAR = 3


def _replaceable(typed: str, meant: str) -> bool:
    """A letter replaced as people slip: a vowel for a vowel, or a key beside it."""
    return (typed in _VOWELS and meant in _VOWELS) or meant in _neighbours(typed)
