"""A question about which record of one kind holds a record named of another ("which team
is priya on?", "which site is GS-1015 at?", "à quelle équipe appartient Priya ?"): the
named record's page answers it, since it shows what the record belongs to. The catalog
says which kinds hold which: a kind's `members` (a team's people) or a kind's `belongs_to`
(a device's site and product). Nothing here knows a product: the kinds are the catalog's,
the words the languages'.
"""

import re

from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.name_text import kind_words
from navex.navigation.pages import own_first
from navex.navigation.record_names import tokens
from navex.navigation.records import RecordLookup

WHICH = frozenset(
    re.findall(
        r"\S+",
        "which what welche welcher welches welchem welchen quel quelle quels quelles cual "
        "cuales qual quale quali welk welke",
    )
)
"""Words that ask which one, in the catalog's languages."""

_BEFORE_WHICH = frozenset(re.findall(r"\S+", "in on at to of a à au em no na en op bij auf zu di"))
"""A preposition a question may open with before its word for which ("in which team is
tom", "à quelle équipe appartient priya", "in welchem Team ist Tom")."""


def holders_of(catalog: Catalog, name: str) -> set[str]:
    """The kinds a record of kind `name` belongs to: those with it as their members, and
    those its catalog entry says it belongs to."""
    held = {n for n, p in catalog.parameters.items() if p.members == name}
    return held | set(catalog.parameters[name].belongs_to)


def _asked_kind(words: list[str], catalog: Catalog) -> str | None:
    """The kind the question asks which of ("which *team* is priya on"), or None when the
    request does not open with a word for which and a word for a kind."""
    while words and words[0] in _BEFORE_WHICH:
        words = words[1:]
    if len(words) < 3 or words[0] not in WHICH:
        return None
    kinds = [n for n, p in catalog.parameters.items() if words[1] in kind_words(p)]
    return kinds[0] if len(kinds) == 1 else None


async def held_record_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of the one record named whose kind belongs to the kind the question asks
    which of ("which team is priya on?": Priya's page), or None."""
    asked = _asked_kind(tokens(query), catalog)
    if asked is None:
        return None
    for name, parameter in catalog.parameters.items():
        if name == asked or asked not in holders_of(catalog, name) or parameter.choices:
            continue
        # the asked kind's word names none of them: "what products do we have from
        # Dräger?" is not the device "Tank 4 product"
        asked_words = catalog.parameters[asked].words
        found = await lookup.find(parameter, query, context.user_token, asked_words)
        if found.outcome == "one" and (found.whole or found.words >= 1):
            return own_first(matches, catalog, name)
    return None
