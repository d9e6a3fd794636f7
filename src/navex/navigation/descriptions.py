"""A request that is only a description of a record, opened by an article and with no
clause of its own ("the chlorination room detector", "the old LEL alert from the vapour
recovery unit"), asks to see that record, whether or not the caller has one that fits:
the second look (second_look.py) reads it as navigation, whose answer names the record
or says that none of the caller's fits. Not a vague one ("the thing with the sensor",
"the camera thing again"), nor one with a word for no kind ("the lyon thing")."""

import re

from navex.navigation.asking import ARTICLES, SCREEN_WORDS, only_a_description
from navex.navigation.catalog import Catalog, once_per_catalog
from navex.navigation.head_kind import HEAD_FOLLOWERS, head_kind
from navex.navigation.index import ScreenMatch
from navex.navigation.name_text import folded, tokens, unnamed_vocabulary
from navex.navigation.pages import aspect_words, one_of_a_kind, own_first
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


NAME_WORDS = 2
"""At most this many words of a name beside its kind word ("marseille depot site")."""


def a_name_and_its_kind(query: str, catalog: Catalog) -> bool:
    """The request is a name and then words for its kind, nothing else but an article or a
    word that asks to see ("teltonika vendor", "the hikvision camera", "marseille depot
    site"): a record, whether or not the caller has it. The name's words are no screen's,
    the kind words are one kind's and none for one side of a record ("retire hamburg" is
    an action), and the request ends with one ("order a pizza" does not)."""
    return named_kind(query, catalog) is not None


def named_kind(query: str, catalog: Catalog) -> str | None:
    """The kind a request that is a name and words for its kind is about (see
    `a_name_and_its_kind`), or None."""
    kinds = _kind_words(catalog)
    words = [w for w in tokens(query) if w not in _UNNAMING]
    said = [w for w in words if any(w in k for k in kinds.values())]
    named = [w for w in words if w not in said]
    if not said or not named or len(named) > NAME_WORDS or words[-1] not in said:
        return None
    vocabulary = unnamed_vocabulary(catalog)  # "the antwerp site": a name
    if not all(_a_name_word(w, vocabulary) for w in named):
        return None
    # one kind's words ("asdkj device fjfj alert" is no record)
    return next((name for name, k in kinds.items() if set(said) <= k), None)


def _a_name_word(word: str, vocabulary: frozenset[str]) -> bool:
    return word.isalpha() and word not in vocabulary and word not in STOPWORDS | VAGUE_WORDS


_UNNAMING = ARTICLES | DETERMINERS | OPEN_WORDS
"""Words beside a name and its kind that are neither ("the", "open", "show")."""


@once_per_catalog
def _kind_words(catalog: Catalog) -> dict[str, frozenset[str]]:
    """Each kind's words, less those for one side of its records and those for a screen
    (not "page": "denver substation page"); worked out once per catalog."""
    return {
        name: frozenset(folded(p.words) - aspect_words(catalog, name) - SCREEN_WORDS)
        for name, p in catalog.parameters.items()
    }


def named_kind_first(
    query: str, matches: list[ScreenMatch], catalog: Catalog
) -> list[ScreenMatch] | None:
    """`matches` with the page of one record of the kind first when the request is a name
    and a word for its kind in the singular ("teltonika vendor": the manufacturer's page,
    not the list; "the hikvision camera": a device's, not the form that adds one); None
    when it speaks of many or the first screen is about such a record."""
    kind = named_kind(query, catalog)
    if kind is None or not one_of_a_kind(query, catalog.parameters[kind]):
        return None
    if kind in catalog.record_kinds(catalog.screen(matches[0].screen_name)):
        return None
    return own_first(matches, catalog, kind)
