"""Someone named by a possessive whom none of the caller's people is ("frank castillo's
page", "what's zed's email" as a user of another org): the answer is a person's page,
which says that no such person is the caller's, not the first screen the ranker found
for the other words (a site, the scheduled reports for "email")."""

import re

from navex.navigation.catalog import Catalog, once_per_catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import CALLER, RequestContext
from navex.navigation.name_text import catalog_vocabulary, fold, folded, tokens
from navex.navigation.pages import own_first
from navex.navigation.person_words import CONTRACTED
from navex.navigation.records import RecordLookup
from navex.navigation.words import OPEN_WORDS, STOPWORDS

_NO_NAME = CONTRACTED | STOPWORDS  # "what's", "it's"
_ASKING = STOPWORDS | OPEN_WORDS  # "open", "the"
_HEAD = 2
"""The words after a possessive that may be the kind of what is owned ("lte router")."""
_POSSESSOR = re.compile(r"([^\W_]+\s+)?([^\W_]+)['’]s\b", re.UNICODE)


def possessor_names(query: str, catalog: Catalog) -> list[str]:
    """The words of a name before a possessive, up to two, when no screen of the catalog
    uses them ("frank castillo's" → frank, castillo; not "the lyon plant's", nor
    "what's"), and what follows is no word for another kind of record ("zed's alarm" is
    an alarm, "denver's lte router" a device, which the rules for records find)."""
    known = catalog_vocabulary(catalog)
    others = _other_kinds_words(catalog)
    for found in _POSSESSOR.finditer(query):
        if fold(found.group(2)) in _NO_NAME:
            continue
        if set(tokens(query[found.end() :])[:_HEAD]) & others:
            continue
        words = [w for w in tokens(found.group(0)[:-2]) if w not in _ASKING]
        if words and not any(w in known or any(c.isdigit() for c in w) for w in words):
            return words
    return []


@once_per_catalog
def _other_kinds_words(catalog: Catalog) -> frozenset[str]:
    """The words for every kind of record but people; once per catalog."""
    return frozenset(
        w for name, p in catalog.parameters.items() if name != CALLER for w in folded(p.words)
    )


async def unknown_person_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """`matches` with a person's page first when the request names someone by a possessive
    whom none of the caller's people is, and the first screen is about no person, or is
    the caller's own page ("open erin walsh's page" is no page of the caller's); None
    otherwise (one list read, of people)."""
    person = catalog.parameters.get(CALLER)
    if person is None or not person.label_fields or not possessor_names(query, catalog):
        return None
    top = catalog.screen(matches[0].screen_name)
    own = top.screen_name in person.own_screens.values()
    if not own and (CALLER in catalog.record_kinds(top) or CALLER in catalog.listed_kinds(top)):
        return None
    found = await lookup.find(person, query, context.user_token)
    if found.outcome != "none":
        return None
    return own_first(matches, catalog, CALLER)
