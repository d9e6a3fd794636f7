"""A record described by its whole label of several words, said in any order among words
of how or who, opens its own page: "portable carried by the shift lead", "the portable
the rescue team carries" (the device "Portable - rescue team", not the team's page), when
the ranker is unsure of its first screen or put first the page of a record the request
does not name; not when the request's head word for a kind names a record of its own
("the ticket i'm on for tank farm north": the ticket). Only the kinds the request can name
by that many words are read.
"""

from navex.navigation.catalog import Catalog
from navex.navigation.head_kind import head_kind
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.pages import aspect_words, own_first
from navex.navigation.record_names import named_words, tokens
from navex.navigation.records import RecordLookup

LONG_LABEL = 3
"""A label of this many words, said whole in any order, names its record among words the
catalog does not know ("carried", "carries")."""

UNSURE = 0.5
"""A first screen the ranker gives less than this gives way to such a record's page."""


async def long_label_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """`matches` with the page of the one record whose label of `LONG_LABEL` words or more
    the request says whole, or None."""
    top = catalog.screen(matches[0].screen_name)
    pages = set(catalog.record_kinds(top))
    if matches[0].score >= UNSURE and not pages:
        return None
    for name in pages:  # the page's own record, read to fill its link anyway
        own = await lookup.find(catalog.parameters[name], query, context.user_token)
        if own.outcome in ("one", "several"):
            return None
    head = head_kind(query, catalog)
    if head is not None and head not in pages:  # "the ticket i'm on for tank farm north"
        headed = await lookup.find(catalog.parameters[head], query, context.user_token)
        if headed.outcome in ("one", "several"):
            return None  # the ticket, not the device "Tank farm north"
    said = set(tokens(query))
    for name, parameter in catalog.parameters.items():
        if name in pages or parameter.choices or not parameter.label_fields:
            continue
        if name == catalog.home_kind(top):  # "create a work order to relocate ...": the form
            continue
        if len(named_words(query, parameter, ())) < LONG_LABEL:
            continue  # no such label can be said: its list is not read
        found = await lookup.find(parameter, query, context.user_token)
        whole = found.outcome == "one" and found.whole and found.words >= LONG_LABEL
        if whole and not said & aspect_words(catalog, name):  # "... readings": that page
            return own_first(matches, catalog, name)
    return None
