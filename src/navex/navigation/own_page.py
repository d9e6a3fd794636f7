"""The caller's own page asked for outright: "pull up my own user page, i want to check which
teams i belong to", "show my own account page", "mon propre profil".

The request's first clause says only words that ask to see something, "my" (and "own"),
and words for a kind whose pages have a counterpart for the caller's own record (a person's
page -> 'My profile', the catalog's `own_screens`) or of those pages' titles ("account
details"), none of which asks for another page about such a record ("edit my profile").
What follows the clause says why ("which teams i belong to"), and must not pull the answer
to another screen (*Teams*). Nothing here knows the product: the kinds and screens are the
catalog's.
"""

import re

from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.own import POSSESSIVE_SELF
from navex.navigation.pages import aspect_words
from navex.navigation.person_words import OWN_WORDS
from navex.navigation.record_names import folded, tokens
from navex.navigation.words import OPEN_WORDS, STOPWORDS

_CLAUSE_END = re.compile(r"[,;:.!?]")


def own_page_first(
    query: str, matches: list[ScreenMatch], catalog: Catalog
) -> list[ScreenMatch] | None:
    """`matches` with the caller's own page first when the request's first clause asks for
    it and nothing else (see the module's docstring); None otherwise, or when it is first."""
    clause = tokens(_CLAUSE_END.split(query, maxsplit=1)[0])
    if not set(clause) & POSSESSIVE_SELF:
        return None
    said = set(clause) - OPEN_WORDS - POSSESSIVE_SELF - folded(OWN_WORDS)
    rest = said - STOPWORDS
    for name, parameter in catalog.parameters.items():
        page = catalog.record_page(name)
        own = parameter.own_screens.get(page.screen_name) if page is not None else None
        if page is None or own is None:
            continue
        titles = {w for screen in (page.title, catalog.screen(own).title) for w in tokens(screen)}
        kind = folded(parameter.words) | titles
        if not rest or not rest <= kind or (said - kind) & aspect_words(catalog, name):
            continue  # "edit my own profile": another page about it
        if matches[0].screen_name == own:
            return None
        ranked = [m for m in matches if m.screen_name == own]
        chosen = ranked[0] if ranked else ScreenMatch(screen_name=own, score=matches[0].score)
        return [chosen, *(m for m in matches if m is not chosen)]
    return None
