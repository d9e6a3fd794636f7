"""A request that is only a description of a record, opened by an article and with no
clause of its own ("the chlorination room detector", "the old LEL alert from the vapour
recovery unit"), asks to see that record, whether or not the caller has one that fits:
the second look (second_look.py) reads it as navigation, whose answer names the record
or says that none of the caller's fits. Not a vague one ("the thing with the sensor",
"the camera thing again"), nor one with a word for no kind ("the lyon thing")."""

import re

from navex.navigation.asking import ARTICLES, only_a_description
from navex.navigation.catalog import Catalog
from navex.navigation.head_kind import HEAD_FOLLOWERS, head_kind
from navex.navigation.name_text import folded, tokens
from navex.navigation.record_names import RecordSearch
from navex.navigation.words import DETERMINERS, OPEN_WORDS, STOPWORDS

VAGUE_WORDS = frozenset(
    re.findall(
        r"\S+",
        "thing things stuff one ones bit bits usual whatever again something truc trucs "
        "chose choses machin ding dinge sache sachen zeug cosa cosas coso cose ding dingen",
    )
)
"""Words that stand for something not said ("the thing with the sensor", "the usual")."""

DESCRIBING_WORDS = 2
"""Words besides those for its kind that make a description of one record ("chlorination
room"): one is as often a vague request ("the hikvision camera" is found by the rules
that look its records up)."""


def describes_one_record(query: str, catalog: Catalog) -> bool:
    """The request is a description of one record of a kind it has a word for, by at
    least two words of its own (see the module's docstring)."""
    if not only_a_description(query) or head_kind(query, catalog) is None:
        return False
    kinds = {w for p in catalog.parameters.values() for w in folded(p.words)}
    general = STOPWORDS | DETERMINERS | ARTICLES | OPEN_WORDS | HEAD_FOLLOWERS | kinds
    rest = {w for w in tokens(query) if w not in general}
    return len(rest) >= DESCRIBING_WORDS and not rest & VAGUE_WORDS


def well_named(found: list[RecordSearch]) -> bool:
    """Some record is named whole or by two words of its label."""
    return any(search.whole or search.words >= DESCRIBING_WORDS for search in found)
