"""A record's own page over a page about one side of it (its readings, its configuration)
that the ranker put first, when the request calls the record by a word for its kind and
asks for no side of it: the words the ranker took for a side stand right before the
kind's word and say which record ("tank 4 temperature probe" is the thermometer in Tank
4, not its readings). A request that says more than the record ("I need to fix some
details on tom becker's account", "die Kalibrierhistorie vom Jetty-1-Melder") keeps the
ranker's screen, which read those words.
"""

from collections.abc import Set as AbstractSet

from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.label_words import words_besides
from navex.navigation.links import RequestContext
from navex.navigation.name_text import amount_words
from navex.navigation.pages import (
    aspect_words,
    aspects_asked,
    kind_words,
    own_first,
    words_before_kind,
)
from navex.navigation.record_names import FoundRecord, tokens
from navex.navigation.records import RecordLookup
from navex.navigation.words import NOW_WORDS, OPEN_WORDS, STOPWORDS


async def own_over_unasked_side(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """`matches` with the record's own page first when the first screen is about one side
    of such a record, the request says a word for the kind that names no side ("probe",
    not "readings"), no word for a side but those right before a kind's word, nor "now",
    nor a word of the first screen's title, names one record of the kind or several, and
    says nothing more of it; None otherwise."""
    top = catalog.screen(matches[0].screen_name)
    words = set(tokens(query))
    if words & NOW_WORDS:
        return None
    for name in catalog.record_kinds(top):
        own = catalog.record_page(name)
        if own is None or own == top:
            continue
        kinds = kind_words(catalog.parameters[name])
        if words & (set(tokens(top.title)) - kinds):
            continue  # "lukas meyer's edit user form": a word of its title asks for it
        if not words & (kinds - aspect_words(catalog, name)):
            continue
        if aspects_asked(query, catalog, name):
            continue  # "readings of the loading dock sensor"
        found = await lookup.find(catalog.parameters[name], query, context.user_token)
        if found.outcome not in ("one", "several"):
            continue
        if _says_more(query, found.records, kinds | words_before_kind(query, catalog, name)):
            continue  # "I need to fix some details on tom becker's account": the form
        return own_first(matches, catalog, name)
    return None


def _says_more(query: str, records: list[FoundRecord], which: AbstractSet[str]) -> bool:
    """The request says more than the record: a word besides its name, function words,
    those beside an amount and `which` (the kind's words and those right before one, which
    say which record: "temperature" of "tank 4 temperature probe")."""
    general = STOPWORDS | OPEN_WORDS | which | amount_words(query)
    return bool(words_besides(query, records, general))
