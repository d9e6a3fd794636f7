"""What the request names can say which screen it is about, beyond the ranker (which knows
screens, not the product's records):

- A question about what exists goes to the list that shows it (annotation rule v2): "which
  cameras are at the Lyon plant?" is the device list narrowed to the site, not the site's
  page; "are there any open alerts on GS-1020?" stays on the alert list. A list moves up
  only when the request asks about its kind of record in the plural and names one of the
  filters the catalog declares for it (a value such as "offline", or a record such as a
  site), so "which teams is Tom Okafor in" stays on the person's page.
- A record named whole ("GS-1020", "Loading dock") brings its page up when the first
  screen is unsure: "open the loading dock sensor" ranks *Onboard a device* first, while
  "Loading dock" is a device's name. A record of another kind than the first screen's
  does not when the request also names the screen's own kind: in "add a new sensor at
  the Lyon plant" the site says where, the form is still the answer.
- A page about one record that the request does not name ("open the alarm inbx") gives way
  to its list when the list is nearly as likely.
"""

import re

from navex.navigation.catalog import Catalog, RecordParameter, Screen
from navex.navigation.filters import choose_filters
from navex.navigation.index import ScreenMatch
from navex.navigation.links import CALLER, RequestContext
from navex.navigation.record_names import (
    fold,
    is_identifier,
    named_words,
    names_kind_in_plural,
    tokens,
    words_besides,
)
from navex.navigation.records import RecordLookup
from navex.navigation.words import OPEN_WORDS, STOPWORDS

_WHAT_EXISTS = re.compile(
    r"^\s*(which|what|how many|how much|any|are there|is there|do we have|do i have|have we"
    r"|list|combien|quels|quelles|quel|quelle|y a-t-il|est-ce qu'il y a|wie viele|welche"
    r"|welcher|welches|gibt es|haben wir|cuántos|cuántas|cuantos|cuantas|qué|cuáles|cuales"
    r"|hay|tenemos|quanti|quante|quali|ci sono|abbiamo|quantos|quantas|quais|temos|há"
    r"|hoeveel|welke|zijn er|hebben we)\b"
    r"|\b(how many|combien|wie viele|cuántos|cuántas|quanti|quante|quantos|quantas|hoeveel)\b",
    re.IGNORECASE,
)
"""How people ask what exists, in the catalog's languages ("which ...", "how many ...",
"are there any ..."); not where something is ("where are the sensors on floor 2")."""

PROMOTE_BELOW = 0.35
"""Only a first screen this unsure (ranker probability) gives way to a named record."""

LIST_SHARE = 0.5
"""A record's page that the request names no record for gives way to its list when the
list scores at least this share of it."""

OTHER_KIND_WORDS = 2
"""A record of a kind the first screen does not take must be named by this many words (or
whole): "Loading dock" or "Emma Laurent" bring their page up, a single word of a request
such as "add a new sensor at the lyon plant" does not (the site is where, not what)."""


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


def asks_what_exists(query: str, catalog: Catalog) -> bool:
    """A question about records of some kind in the plural ("quels sites avons-nous ?",
    "how many cameras are offline?")."""
    return bool(_WHAT_EXISTS.search(query)) and any(
        names_kind_in_plural(query, p) for p in catalog.parameters.values() if not p.choices
    )


_WHO = re.compile(r"^\s*(who|qui|wer|quién|quien|quiénes|quienes|chi)\b", re.IGNORECASE)
"""A question about people ("who's in the maintenance team?"): the list of people."""


def _asks_for_many(query: str, catalog: Catalog, screen: Screen) -> bool:
    """A question about the records `screen` lists, in the plural, or about people when it
    lists people (the kind of record the caller is)."""
    listed = _lists(catalog, screen)
    if _WHO.search(query) and CALLER in listed:
        return True
    return bool(_WHAT_EXISTS.search(query)) and any(
        names_kind_in_plural(query, catalog.parameters[name]) for name in listed
    )


async def promote_named_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup | None,
) -> list[ScreenMatch]:
    """`matches`, reordered by what the request names: the list a question about what
    exists asks for, else the page of a record the request names when the first screen is
    unsure and opens no record of the kind named, else (see `_promote_record`)."""
    if lookup is None or not matches:
        return matches
    listing = await _list_asked_about(query, matches, catalog, context, lookup)
    if listing is None:
        listing = await _list_for_no_record(query, matches, catalog, context, lookup)
    if listing is not None:
        return [listing, *(m for m in matches if m is not listing)]
    if matches[0].score >= PROMOTE_BELOW:
        return matches
    only = await _only_a_record(query, matches, catalog, context, lookup)
    if only is not None:
        return only
    return await _promote_record(query, matches, catalog, context, lookup)


async def _only_a_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The record's own page first when the request is a record and words that ask to see
    it ("zeig mir das Gerät TH-2004", "open the rescue team portable detector"), whatever
    page about one side of such records the ranker put first; None otherwise."""
    words = set(tokens(query))
    identifier = any(is_identifier(w) for w in query.split())
    for name, parameter in catalog.parameters.items():
        kind = {fold(w) for w in parameter.words}
        if parameter.choices or not parameter.label_fields or not (identifier or words & kind):
            continue
        if not named_words(query, parameter, ()):
            continue
        found = await lookup.find(parameter, query, context.user_token)
        if found.outcome not in ("one", "several") or not (found.whole or found.words >= 2):
            continue
        only = not words_besides(query, found.records, STOPWORDS | OPEN_WORDS | kind)
        if only and not words & aspect_words(catalog, name):
            return _own_first(matches, catalog, name)
    return None


def _own_page_unless_aside(
    query: str, matches: list[ScreenMatch], catalog: Catalog, name: str
) -> list[ScreenMatch]:
    """A page about one side of the named record ranked first, unsure, although the
    request says nothing of that side ("In welcher Zeitzone liegt der Standort Lyon
    plant?" ranks the site's floor plans first): the record's own page, when it is ranked
    too."""
    page = _own_page(catalog, name)
    ranked = {m.screen_name for m in matches[1:]}
    if page is None or page.screen_name not in ranked:
        return matches
    if set(tokens(query)) & aspect_words(catalog, name):
        return matches
    return _own_first(matches, catalog, name) or matches


def aspect_words(catalog: Catalog, name: str) -> set[str]:
    """Words that ask for one side of a record rather than its page: those of the titles
    and examples of the other pages about such a record ("readings", "calibration",
    "retire" for a device), not of its own page or the caller's own counterpart."""
    known = _ASPECTS.get((id(catalog), name))
    if known is None:
        known = _ASPECTS[(id(catalog), name)] = _aspects(catalog, name)
    return known


_ASPECTS: dict[tuple[int, str], set[str]] = {}


def _aspects(catalog: Catalog, name: str) -> set[str]:
    page = _own_page(catalog, name)
    if page is None:
        return set()
    own = {page.screen_name, *catalog.parameters[name].own_screens.values()}

    def words(screen: Screen, examples: int | None = None) -> set[str]:
        texts = (screen.title, *screen.examples[:examples])
        return {w for text in texts for w in tokens(text)}

    others = [s for s in catalog.screens if name in s.placeholders() and s.screen_name not in own]
    # their titles and first examples: the words that say what each is about, not the
    # catalog's other languages and misspellings
    aspects = set().union(*(words(s, 3) for s in others)) if others else set()
    return aspects - words(page) - (STOPWORDS - CHANGE_WORDS) - OPEN_WORDS


CHANGE_WORDS = frozenset({"edit", "change", "update", "settings", "setting"})
"""Words that name no record but do name a side of one: its edit page ("edit Hiroshi's
details" is not Hiroshi's page)."""


async def _list_asked_about(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> ScreenMatch | None:
    """The best-ranked list whose records the request asks about in the plural, when it is
    first already or the request names one of its declared filters ("at the Lyon plant",
    "offline"): the filtered list shows the answer."""
    for match in matches:
        screen = catalog.screen(match.screen_name)
        if not _asks_for_many(query, catalog, screen):
            continue
        if match is matches[0]:
            return match
        chosen = await choose_filters(screen, query, context, catalog, lookup)
        if any(not f.search for f in chosen):  # a declared filter, not only searched text
            return match
        return None
    return None


async def _promote_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch]:
    """A list keeps its place unless the request names one of its records whole
    ("GS-1020", "Loading dock") or by a kind word and a name ("the site Oslo hub"):
    "devices at the Houston refinery" stays on the device list, and so does "offline
    devices in Lyon" although a device is named "Lyon gateway". A record's page for a
    record the request does not name gives way to its list when that is close behind.
    Otherwise a later screen that takes a record the request names well comes first."""
    top = catalog.screen(matches[0].screen_name)
    listed = _lists(catalog, top)
    for name in dict.fromkeys([*_kinds(catalog, top), *listed]):
        generic = tokens(top.title)
        found = await lookup.find(catalog.parameters[name], query, context.user_token, generic)
        named = found.whole or (found.outcome == "none" and found.introduced)
        one_asked = found.outcome in ("one", "several") and _asks_for_one(query, catalog, name)
        if name in listed and (named or one_asked):  # "open GS-1020", "the tank farm sensor"
            return _first(matches, catalog, name, query)
        if found.outcome == "one" and name not in listed:
            return _own_page_unless_aside(query, matches, catalog, name)
        if found.outcome != "none" or listed:
            return matches
    tried = set(_kinds(catalog, top))
    home = _home_kind(catalog, top)
    if home is not None and _mentions_kind(query, catalog.parameters[home]):
        tried |= set(catalog.parameters) - {home}  # "add a new sensor at the Lyon plant"
    for match in matches[1:]:
        later = catalog.screen(match.screen_name)
        for name in dict.fromkeys([*_kinds(catalog, later), *_lists(catalog, later)]):
            if name in tried:
                continue
            tried.add(name)
            parameter = catalog.parameters[name]
            generic = [*tokens(top.title), *tokens(later.title)]
            if not named_words(query, parameter, generic):
                continue
            found = await lookup.find(parameter, query, context.user_token, generic=generic)
            if found.outcome in ("one", "several") and (
                found.whole
                or found.words >= OTHER_KIND_WORDS
                or _asks_for_one(query, catalog, name)  # "el sitio de Houston"
            ):
                if name in _lists(catalog, later) and _WHAT_EXISTS.search(query):
                    # "quels ordres de travail mentionnent Brest dock ?": the list
                    return [match, *(m for m in matches if m is not match)]
                return _first(matches, catalog, name, query)
    return matches


async def _list_for_no_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> ScreenMatch | None:
    """The list of the first screen's records when it scores close to that screen, and the
    request names none of them and has nothing that looks like a name ("open the alarm
    inbx", not "open Zed's profile" or "open sensor GS-9999")."""
    top = catalog.screen(matches[0].screen_name)
    for name in _kinds(catalog, top):
        listing = catalog.list_screen(top, name)
        close = [
            m
            for m in matches[1:3]
            if listing is not None
            and m.screen_name == listing.screen_name
            and m.score >= LIST_SHARE * matches[0].score
        ]
        if not close:
            continue
        generic = tokens(top.title)
        found = await lookup.find(catalog.parameters[name], query, context.user_token, generic)
        if found.outcome == "none" and not found.name_like:
            return close[0]
        plural = names_kind_in_plural(query, catalog.parameters[name])
        if found.outcome == "unnamed" and plural:  # "show me our invoices"
            return close[0]
    return None


def _home_kind(catalog: Catalog, screen: Screen) -> str | None:
    """The kind of record a screen without one is about: the kind listed by the screen its
    URL lies under ("Onboard a device", /devices/onboard, is about devices)."""
    for other in catalog.screens:
        for name in _kinds(catalog, other):
            listing = catalog.list_screen(other, name)
            if listing is not None and screen.web_url.startswith(listing.web_url + "/"):
                return name
    return None


def _mentions_kind(query: str, parameter: RecordParameter) -> bool:
    kinds = {fold(w) for w in parameter.words}
    return any(w in kinds for w in tokens(query))


def _asks_for_one(query: str, catalog: Catalog, name: str) -> bool:
    """The request calls the record by its kind in the singular ("the tank farm sensor",
    "el sitio de Houston"), not a list ("sensors at Lyon", "the sensor list"), nor one
    side of it ("reactor hall b readings")."""
    parameter = catalog.parameters[name]
    words = set(tokens(query))
    return (
        _mentions_kind(query, parameter)
        and not _WHAT_EXISTS.search(query)  # "any h2s sensor cells left at lyon"
        and not names_kind_in_plural(query, parameter)
        and not words & (LIST_WORDS | aspect_words(catalog, name))
    )


LIST_WORDS = frozenset({"list", "liste", "lista", "all", "every", "tous", "toutes", "alle"})


def _own_page(catalog: Catalog, name: str) -> Screen | None:
    """The page of one record of kind `name`: the list's URL and the record's id."""
    for screen in catalog.screens:
        listing = catalog.list_screen(screen, name) if name in screen.placeholders() else None
        if listing is not None and screen.web_url == f"{listing.web_url}/{{{name}}}":
            return screen
    return None


def _own_first(matches: list[ScreenMatch], catalog: Catalog, name: str) -> list[ScreenMatch] | None:
    """`matches` with the page of one record of kind `name` first, or None (no such page)."""
    page = _own_page(catalog, name)
    if page is None:
        return None
    ranked = [m for m in matches if m.screen_name == page.screen_name]
    score = matches[0].score if matches else 0.0
    chosen = ranked[0] if ranked else ScreenMatch(screen_name=page.screen_name, score=score)
    return [chosen, *(m for m in matches if m is not chosen)]


def _first(
    matches: list[ScreenMatch], catalog: Catalog, name: str, query: str
) -> list[ScreenMatch]:
    """`matches` with the record's own page first (its URL is the list's and the record's
    id), or else the best-ranked screen that opens such a record when the request asks for
    one side of it ("readings"); the record's own page when no screen ranked opens one
    ("apri il dispositivo Solvent store")."""
    takes = [m for m in matches if name in catalog.screen(m.screen_name).placeholders()]
    own = [
        m
        for m in takes
        if (listing := catalog.list_screen(catalog.screen(m.screen_name), name)) is not None
        and catalog.screen(m.screen_name).web_url == f"{listing.web_url}/{{{name}}}"
    ]
    aside = set(tokens(query)) & aspect_words(catalog, name)
    if not own and (not takes or not aside):  # the record's own page, ranked or not
        promoted = _own_first(matches, catalog, name)
        if promoted is not None:
            return promoted
    if not (own or takes):
        return matches
    chosen = (own or takes)[0]
    return [chosen, *(m for m in matches if m is not chosen)]
