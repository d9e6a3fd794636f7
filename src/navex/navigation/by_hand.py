"""A change no tool makes is made on its screen, even with its values: "rename the cameras
category to CCTV" is the categories page when the catalog says, by the screen's
`changed_here` words, that categories are changed there (no tool of the product changes
them). The thing a change is about is the noun its verb acts on: the head of the words
between the verb and the first word that introduces a value or describes the noun
further ("rename *the cameras category* to CCTV"; "renomme *la catégorie* caméras en
vidéo", the noun first in the Romance languages). Not a change of a thing that belongs to
a record ("change product X9's category to cameras", "set the category of the BW Ultra to
gas sensors": the product's, which a tool makes)."""

import re

from navex.navigation.catalog import Catalog
from navex.navigation.head_kind import HEAD_FOLLOWERS
from navex.navigation.name_text import POSSESSIVE, fold, folded, tokens
from navex.navigation.words import DETERMINERS

_VALUE_FOLLOWERS = frozenset(
    re.findall(r"\S+", "called named as into en zu nach naar als como come chiamato llamado")
)
"""Words that introduce a new value or name after the thing changed, besides HEAD_FOLLOWERS
("... called flame detectors", "... en vidéo")."""

_OF = frozenset(re.findall(r"\S+", "of de du des d von vom del della di do da dos das van"))
"""Words after which a noun is the thing the first belongs to ("the category *of* X")."""

_CUT = re.compile(r"[\"“”«»'‘’:,;(]|\s'|'\s")
"""Where the words about the thing changed end at the latest: a quoted value, a list."""


def changed_by_hand(query: str, catalog: Catalog) -> str | None:
    """The screen where the thing a change is about is changed by hand, or None (see the
    module's docstring)."""
    head = _object_words(query)
    if head is None:
        return None
    for screen in catalog.screens:
        words = folded(screen.changed_here)
        if words and (head[-1] in words or head[0] in words):
            return screen.screen_name
    return None


def _object_words(query: str) -> list[str] | None:
    """The words the change's verb acts on, past its determiners ("cameras category"), or
    None when they are a thing's that belongs to another ("X9's category", "the category
    of ...") or there are none."""
    text = _CUT.split(POSSESSIVE.sub(" 's ", query), maxsplit=1)[0]
    words = tokens(text)[1:]  # past the verb
    ended = len(words)
    for i, word in enumerate(words):
        if word in HEAD_FOLLOWERS or word in _VALUE_FOLLOWERS or word in _OF:
            ended = i
            break
    if ended < len(words) and words[ended] in _OF:
        return None  # "the category of the BW Ultra"
    thing = [w for w in words[:ended] if w not in DETERMINERS]
    if not thing or "s" in thing:  # "X9's category": the product's
        return None
    return [fold(w) for w in thing]
