"""A request that opens with one record's whole name, then a clause about it after a
comma ("siemens, who make our chlorine detectors"; "Dräger, qui fabrique nos X-am"): the
request is about that record, whatever the clause names (the detectors are what Siemens
makes, not what to open). The record's page comes first. Nothing here knows a product:
the kinds and names are the catalog's and the records'.
"""

import re

from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.pages import own_first
from navex.navigation.record_names import named_words, tokens
from navex.navigation.records import RecordLookup

RELATIVE_WORDS = frozenset(
    re.findall(
        r"\S+",
        "who which that whose qui que dont lequel laquelle der die das welche welcher "
        "quien quienes cual cuales che cui il quale la quale wie welke dat",
    )
)
"""Words that open a clause about the noun before them, in the catalog's languages."""


async def named_head_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of the one record whose whole name is everything before the request's
    first comma, when a relative word opens what follows; None otherwise."""
    head, comma, rest = query.partition(",")
    after = tokens(rest)
    if not comma or not after or after[0] not in RELATIVE_WORDS or not tokens(head):
        return None
    named: list[str] = []
    for name, parameter in catalog.parameters.items():
        if parameter.choices or not parameter.label_fields or not catalog.record_page(name):
            continue
        if not named_words(head, parameter, ()):
            continue
        found = await lookup.find(parameter, head, context.user_token)
        if found.outcome == "one" and found.whole:
            named.append(name)
    return own_first(matches, catalog, named[0]) if len(named) == 1 else None
