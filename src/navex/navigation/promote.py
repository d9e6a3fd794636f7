"""A record named in the request can say which screen it is about: "open the loading dock
sensor" ranks *Onboard a device* first (the ranker knows screens, not the product's
records), while "Loading dock" is a device's name, so the device's page comes first.
"""

from navex.navigation.catalog import Catalog, Screen
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.records import RecordLookup, named_words, tokens

PROMOTE_BELOW = 0.35
"""Only a first screen this unsure (ranker probability) gives way to a named record."""


def _lists(catalog: Catalog, screen: Screen) -> list[str]:
    """The record kinds `screen` lists ("Devices" lists device_id)."""
    return [
        name
        for other in catalog.screens
        for name in other.placeholders()
        if name in catalog.parameters and catalog.list_screen(other, name) == screen
    ]


def _kinds(catalog: Catalog, screen: Screen) -> list[str]:
    return [
        name
        for name in screen.placeholders()
        if name in catalog.parameters and not catalog.parameters[name].choices
    ]


async def promote_named_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup | None,
) -> list[ScreenMatch]:
    """`matches`, with the page of a record the request names first, when the first screen
    is unsure and opens no record of the kind named. A list keeps its place unless the
    request names one of its records whole ("GS-1020", "Loading dock") or by a kind word
    and a name ("the site Oslo hub"): "devices at the Houston refinery" stays on the
    device list, and so does "offline devices in Lyon" although a device is named
    "Lyon gateway"."""
    if lookup is None or not matches or matches[0].score >= PROMOTE_BELOW:
        return matches
    top = catalog.screen(matches[0].screen_name)
    listed = _lists(catalog, top)
    for name in dict.fromkeys([*_kinds(catalog, top), *listed]):
        generic = tokens(top.title)
        found = await lookup.find(catalog.parameters[name], query, context.user_token, generic)
        named = found.whole or (found.outcome == "none" and found.introduced)
        if name in listed and named:  # "open GS-1020", "the site Oslo hub"
            return _first(matches, catalog, name)
        if found.outcome != "none" or listed:
            return matches
    tried = set(_kinds(catalog, top))
    for match in matches[1:]:
        for name in _kinds(catalog, catalog.screen(match.screen_name)):
            if name in tried:
                continue
            tried.add(name)
            parameter = catalog.parameters[name]
            generic = [*tokens(top.title), *tokens(catalog.screen(match.screen_name).title)]
            if not named_words(query, parameter, generic):
                continue
            found = await lookup.find(parameter, query, context.user_token, generic=generic)
            if found.outcome in ("one", "several"):
                return _first(matches, catalog, name)
    return matches


def _first(matches: list[ScreenMatch], catalog: Catalog, name: str) -> list[ScreenMatch]:
    """`matches` with the record's own page first (its URL is the list's and the record's
    id), or else the best-ranked screen that opens such a record."""
    takes = [m for m in matches if name in catalog.screen(m.screen_name).placeholders()]
    own = [
        m
        for m in takes
        if (listing := catalog.list_screen(catalog.screen(m.screen_name), name)) is not None
        and catalog.screen(m.screen_name).web_url == f"{listing.web_url}/{{{name}}}"
    ]
    chosen = (own or takes)[0]
    return [chosen, *(m for m in matches if m is not chosen)]
