"""How a request names a record of the caller's, as the second look reads it
(second_look.py, second_look_unclear.py): whether its other words speak the product's
language ("the pump sensor please") or another's ("text Bob Operator that i'm running
late"), whether it names the record by a word of its name or only by a function word,
whether it describes one record by its head word, and whether it is "(open) <the record>"
or a serial with words of the same record's name ("gx5002, the chlorination room one")."""

import difflib
import functools
import itertools

from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.filter_values import NEGATIONS
from navex.navigation.head_kind import head_kind
from navex.navigation.identifiers import only_an_identifier
from navex.navigation.links import RecordLookup, RequestContext
from navex.navigation.name_text import every_kind_word, kind_words, known_words
from navex.navigation.pages import aspect_words, serial_kinds
from navex.navigation.pick_words import pick_words
from navex.navigation.record_names import (
    RecordSearch,
    number_given,
    query_serials,
    tokens,
    words_besides,
)
from navex.navigation.words import (
    DETERMINERS,
    OPEN_WORDS,
    STOPWORDS,
)


def about_the_product(
    query: str,
    search: RecordSearch,
    kinds: dict[str, RecordParameter],
    catalog: Catalog,
    kind: RecordParameter | None = None,
) -> bool:
    """Besides the record, the request speaks the product's language ("the pump sensor
    please", "what's priya's phone number?"), not another's ("text Bob Operator that i'm
    running late", "what's honeywell's share price today"): its other words are words
    the catalog's screens use, but for a typo, or one word more about a record named whole
    with a word for its `kind` ("the cl2 detector in the chlorination room")."""
    vocabulary = known_words(catalog)  # "the uk pumping station"
    unknown = [w for w in words_left(query, search, kinds) if w not in vocabulary]
    well_named = search.whole or search.words >= 2
    typo = len(unknown) == 1 and misspelt(unknown[0], vocabulary)  # "outlet thermomter"
    described = (
        len(unknown) == 1
        and search.outcome == "one"
        and search.whole
        and kind is not None
        and _says_what_kind(query, unknown[0], kind)
    )
    return not unknown or (well_named and typo) or described


def named_by_its_name(
    query: str, search: RecordSearch, catalog: Catalog, kind: RecordParameter
) -> bool:
    """The record is named by a word of its name that is a name's, or its kind's: not
    only by a function word or another kind's word that its name happens to hold ("it's
    not working" names no alert "... has not reported"; "something's off with one of the
    sensors" no category "Gas sensors"; "our french plant" is the site "Lyon plant"). A
    record found by a word spelt otherwise ("planta") shares no word, and stands; one
    picked by a word that picks ("last": the newest) is named by no name ("same as last
    time, go")."""
    label = {w for r in search.records for w in tokens(r.label)}
    shared = set(tokens(query)) & label
    others = every_kind_word(catalog) - kind_words(kind)
    picking = pick_words().words  # "last" in "... since its last service" too
    if not shared:  # "la planta francesa"
        return not set(tokens(search.phrase)) <= picking | STOPWORDS
    return bool(shared - STOPWORDS - NEGATIONS - others - picking)


def described_by_its_head(query: str, kind: str, search: RecordSearch, catalog: Catalog) -> bool:
    """The request is a description of one record of `kind`: it opens with its head word
    for the kind (or a determiner, or a word that asks to see), which is no word of the
    record's name, and two words of the name are said ("alarm about the flare cam losing
    its stream"; not "text Bob Operator that i'm running late", nor "order pizza for the
    night shift")."""
    if head_kind(query, catalog) != kind or search.outcome != "one" or search.words < 2:
        return False
    words = tokens(query)
    label = {w for r in search.records for w in tokens(r.label)}
    said = [w for w in words if w in kind_words(catalog.parameters[kind])]
    opens = words[0] in DETERMINERS | OPEN_WORDS or words[0] in said
    return opens and not set(said) & label


def _says_what_kind(query: str, word: str, kind: RecordParameter) -> bool:
    """The request is a record's description, `word` saying what kind of such record it is
    ("the cl2 detector in the chlorination room", "open the wet well chlorine sensor"):
    it opens with a determiner or a word that asks to see, and `word` comes right before a
    word for the kind; not a sentence ("text Bob Operator that i'm running late")."""
    words = tokens(query)
    if not words or words[0] not in DETERMINERS | OPEN_WORDS:
        return False
    kinds = kind_words(kind)
    return any(w == word and after in kinds for w, after in itertools.pairwise(words))


def misspelt(word: str, vocabulary: frozenset[str]) -> bool:
    """A word one or two letters away from one the catalog uses, other than a function
    word ("weather" is no slip of "whether")."""
    if len(word) <= 4:
        return False
    return bool(difflib.get_close_matches(word, _content_words(vocabulary), n=1, cutoff=0.85))


@functools.lru_cache(maxsize=8)
def _content_words(vocabulary: frozenset[str]) -> frozenset[str]:
    return vocabulary - STOPWORDS


def words_left(query: str, search: RecordSearch, kinds: dict[str, RecordParameter]) -> list[str]:
    """The request's words besides the record's (or its e-mail) and words that ask to
    see, name kinds of records or pages, or join them."""
    general = STOPWORDS | OPEN_WORDS | {w for p in kinds.values() for w in kind_words(p)}
    return words_besides(query, search.records, general)


def only_names(
    query: str,
    search: RecordSearch,
    kinds: dict[str, RecordParameter],
    catalog: Catalog,
    kind: str,
) -> bool:
    """The request is "(open) <the record>": besides the record's own words (or its
    e-mail) it has only words that ask to see, name kinds of records or pages, or join
    them; no word for one side of such a record ("decommission GS-1020" is an action)."""
    label = {w for r in search.records for w in tokens(r.label)}
    sides = aspect_words(catalog, kind) - label
    return not words_left(query, search, kinds) and not set(tokens(query)) & sides


ONE_WORDS = frozenset({"one", "ones"})
"""Words that stand for the record named ("the chlorination room one")."""


async def serial_and_its_words(
    query: str,
    kinds: dict[str, RecordParameter],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> bool:
    """A serial and words of the same record's name, besides words that ask to see or join
    ("gx5002, the chlorination room one"), and no word for one side of it ("decommission
    gs1017" is the action): only the kinds whose serials are shaped so (by
    the catalog's examples) are read."""
    said = query_serials(query)
    if not said or only_an_identifier(query):
        return False
    names = {k for serial in said for k in serial_kinds(catalog, serial) if k in kinds}
    for name in names:
        search = await lookup.find(kinds[name], query, context.user_token)
        if search.outcome == "one" and search.whole:
            words = functools.reduce(lambda text, serial: text.replace(serial, " "), said, query)
            label = {w for r in search.records for w in tokens(r.label)}
            sides = aspect_words(catalog, name) - label  # "decommission gs1017": an action
            rest = set(words_left(words, search, kinds)) - ONE_WORDS
            return not rest and not set(tokens(query)) & sides
    return False


def names_by_number(query: str, kinds: dict[str, RecordParameter]) -> bool:
    """A word for a kind followed by a number ("alarm #11", "I need job #7", "ticket no.
    4"): one such record, by its number, whether or not it is the caller's."""
    return any(number_given(query, parameter) is not None for parameter in kinds.values())
