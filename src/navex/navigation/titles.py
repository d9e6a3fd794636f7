"""A record whose label is a title of ordinary words (the catalog's `titled` on a kind: a
work order's "Replace sensor head on GS-1011", "Investigate CO reading at tank farm
north") is named by its title, and a title mentions other records: the device it is
about, a site. The request that names such a record by its title also names what the
title mentions, whose page would otherwise win:

- Words of the title's own, not those of the records the title mentions, nor a kind's,
  nor a screen's ("sensor head replacement" of "Replace sensor head on GS-1011"; "co
  investigation" of "Investigate CO reading at tank farm north"), two of them or more, in
  any order and form ("replacement" for "Replace"), name that record: "who's handling the
  sensor head replacement on gs-1011" is the work order, not the device GS-1011; "current
  co reading at tank farm north" (one word of its own) is still the device's readings,
  and "bump test" (words of the screens about calibration) names no work order.
- The kind's word as the head of the request, with words of a title, names the record
  whose title they are before any record it belongs to: "apri l'ordine di lavoro del
  gateway di Houston" is the work order "Upgrade Houston gateway firmware", not the
  Houston gateway (head_kind.py says which record).
- A description of one record ending with the kind's word, whose words no title has ("the
  chlorine cell replacement ticket"), asks for such a record all the same: the kind's
  page, whose link says that none of the caller's fits.

Not when the request's head word is another kind's ("the SF6 leak alarm in bay 2": the
alert), asks about many ("which tickets ..."), says no word of a record the title mentions
(other rules say what "the sensor head replacement" is), or the first screen is about such
a record or is the form that creates one. The kind's list is read only when the request
has its kind's word, or two words that may be a title's own and a third or a serial for
the record it mentions; the lists of the records a title mentions only for a title that
has two of them.
"""

import functools
import itertools
from collections.abc import Set as AbstractSet
from typing import Any

from navex.navigation.catalog import Catalog, Screen, once_per_catalog
from navex.navigation.described import belonging_fields, kind_words_said
from navex.navigation.descriptions import describes_one_record
from navex.navigation.field_states import values_named
from navex.navigation.head_kind import asks_for_the_form, head_kind, head_kind_first
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.list_questions import WHAT_EXISTS
from navex.navigation.name_text import compact, every_kind_word, same_word, serial_like
from navex.navigation.pages import ABOUT_ONE, first_page, mentions_kind, own_first
from navex.navigation.record_names import folded, tokens
from navex.navigation.records import RecordLookup
from navex.navigation.words import DETERMINERS, LIST_WORDS, OPEN_WORDS, STOPWORDS

TITLE_WORDS_NEEDED = 2
"""Words of a title's own that name its record without the kind's word."""

WHOLE_TITLE = 3
"""A title said whole but for one word for a kind, in this many words or more, names its
record whatever words of screens it has ("bump test")."""

_PUNCTUATION = "()[],.;:?!'\""


def titled_kinds(catalog: Catalog) -> list[str]:
    """The kinds whose records are named by a title (the catalog's `titled`)."""
    return [
        name
        for name, p in catalog.parameters.items()
        if p.titled and p.label_fields and not p.choices
    ]


async def titled_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """`matches` with the page of the record of a titled kind the request names by its
    title (see the module's docstring) first, or None."""
    top = catalog.screen(matches[0].screen_name)
    for name in titled_kinds(catalog):
        if name in catalog.record_kinds(top):  # its page: the link finds the record
            if await _named_in_its_state(name, query, top, catalog, context, lookup):
                return matches  # "the unassigned thermometer check": no device's page over it
            continue
        parameter = catalog.parameters[name]
        if mentions_kind(query, parameter) and head_kind(query, catalog) == name:  # "l'ordine"
            headed = await head_kind_first(query, matches, catalog, context, lookup)
            if headed is not None:
                return headed
            if await _no_such_title(name, query, matches, catalog, context, lookup):
                return own_first(matches, catalog, name)  # "the chlorine cell replacement ticket"
            continue
        if catalog.home_kind(top) == name or _about_many(query):
            continue  # the form that creates one, "which tickets ..."
        record = await _named_by_own_words(name, query, catalog, context, lookup)
        if record is None:  # "did the houston gateway upgrade get done"
            record = await _named_in_its_state(name, query, top, catalog, context, lookup)
        if record is None:  # "reassign the rescue team bump test to tom becker"
            record = await _said_whole(name, query, catalog, context, lookup)
        if record is not None:  # "who's handling the sensor head replacement on gs-1011"
            return first_page(matches, catalog, name, query)
    return None


async def named_by_its_title(
    query: str,
    screen: Screen,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> bool:
    """`screen` is the page of a record of a titled kind that the request names by its
    title's own words ("status of the co investigation at tank farm north?": its "co" is
    the title's, not a reading asked of the device the title mentions)."""
    for name in titled_kinds(catalog):
        if catalog.record_page(name) != screen or _about_many(query):
            continue
        if await _named_by_own_words(name, query, catalog, context, lookup) is not None:
            return True
    return False


async def _no_such_title(
    name: str,
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> bool:
    """The request describes one record of the kind by words no title of the caller's has
    (a word that names something: "chlorine"), and does not ask for the form."""
    if not describes_one_record(query, catalog):
        return False
    if asks_for_the_form(query, catalog, catalog.screen(matches[0].screen_name), name):
        return False
    found = await lookup.find(catalog.parameters[name], query, context.user_token)
    return found.outcome == "none"


def _about_many(query: str) -> bool:
    """A question about what exists, or a word for all ("which tickets", "all jobs")."""
    asks = bool(WHAT_EXISTS.search(query)) and not ABOUT_ONE.search(query)
    return asks or bool(set(tokens(query)) & LIST_WORDS)


async def _named_by_own_words(
    name: str,
    query: str,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> dict[str, Any] | None:
    """The one record of kind `name` whose title the request says by `TITLE_WORDS_NEEDED` words of
    its own or more (not those of the records it mentions), or None. With a head word for
    another kind, only a title that has that word too ("sensor" of "the sensor head
    replacement on gs-1011"; not "alarm" of "the SF6 leak alarm in bay 2")."""
    said = _free_words(query, catalog)
    serial = any(serial_like(w.strip(_PUNCTUATION)) for w in query.split())
    if len(said) < TITLE_WORDS_NEEDED + (0 if serial else 1):
        return None  # no title's own words beside a record it mentions: no list is read
    parameter = catalog.parameters[name]
    records = await lookup.listing(parameter, context.user_token)
    scored: list[tuple[int, dict[str, Any]]] = []
    headed: set[str] | None = None  # the request's words for its head kind, when another's
    for record in records:
        own = _title_words(record, parameter.label_fields, catalog)
        if len(_said_of(said, own)) < TITLE_WORDS_NEEDED:
            continue
        if headed is None:
            head = head_kind(query, catalog)
            another = head is not None and head != name
            headed = set(kind_words_said(query, catalog, head)) if head and another else set()
        if headed and not _said_of(headed, _all_words(record, parameter.label_fields)):
            continue  # the head word is another kind's, not the title's
        mentioned = await _mentioned_words(name, record, catalog, context, lookup)
        if not mentioned & set(tokens(query)):
            continue  # not beside a record it mentions: other rules' call
        scored.append((len(_said_of(said, own - mentioned)), record))
    best = max((n for n, _ in scored), default=0)
    fits = [r for n, r in scored if n == best]
    if best < TITLE_WORDS_NEEDED or len(fits) != 1:
        return None
    return fits[0]


async def _named_in_its_state(
    name: str,
    query: str,
    top: Screen,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> dict[str, Any] | None:
    """The one record of kind `name` in the state the request names, beside a record its
    title mentions and a word of its title besides, or two words of its title: "did the
    houston gateway upgrade get done" is the work order "Upgrade Houston gateway firmware"
    (done), "the unassigned thermometer check" the one of "Quarterly check of relay
    cabinet thermometers" no one holds. Not when the first screen's kind has that
    state too, nor when the head word is another kind's ("the open alarm at houston")
    unless a word of the title follows it ("gateway upgrade")."""
    states = values_named(query, catalog, name)
    rivals = [k for k in catalog.record_kinds(top) if k != name]
    if not states or any(values_named(query, catalog, k) for k in rivals):
        return None
    head = head_kind(query, catalog)
    words = tokens(query)
    before = set(kind_words_said(query, catalog, head)) if head not in (None, name) else set()
    said = set(words) - STOPWORDS
    parameter = catalog.parameters[name]
    scored: list[tuple[int, dict[str, Any]]] = []
    for record in await lookup.listing(parameter, context.user_token):
        if any(str(record.get(field)) != value for field, value in states.items()):
            continue
        mentioned = await _mentioned_words(name, record, catalog, context, lookup)
        title = _all_words(record, parameter.label_fields) - mentioned - STOPWORDS
        if not mentioned & said and len(_said_of(said, title)) < TITLE_WORDS_NEEDED:
            continue  # beside a record it mentions, or two words of the title
        if before and not any(  # "the houston gateway upgrade": a title's word after "gateway"
            w in before and _said_of({after}, title) for w, after in itertools.pairwise(words)
        ):
            continue
        scored.append((len(_said_of(said - mentioned, title)), record))
    best = max((n for n, _ in scored), default=0)
    fits = [r for n, r in scored if n == best]
    return fits[0] if best and len(fits) == 1 else None


async def _said_whole(
    name: str,
    query: str,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> dict[str, Any] | None:
    """The one record of kind `name` whose title the request says whole but for one word
    for a kind, with `WHOLE_TITLE` words or more not for kinds in any order and form, one
    of them no screen's: "reassign the rescue team bump test to tom becker" is the work order "Bump
    test rescue team detectors", not the team whose description says bump tests; "did the
    rescue portable pass its last bump test" leaves out two (the device's calibration). The
    kind's list is read only when the request has that many such words, serials left out,
    and one no screen uses."""
    general = _general_words(catalog)
    kinds = every_kind_word(catalog)
    said = _own_words(query, frozenset(STOPWORDS | OPEN_WORDS | DETERMINERS))  # no serial
    if len(said - kinds) < WHOLE_TITLE or not said - general:
        return None
    parameter = catalog.parameters[name]
    fits = []
    for record in await lookup.listing(parameter, context.user_token):
        title = _all_words(record, parameter.label_fields) - STOPWORDS
        unsaid = title - _said_of(said, title)
        if (
            len(title - unsaid - kinds) >= WHOLE_TITLE
            and title - general - kinds
            and len(unsaid) <= 1
            and unsaid <= kinds
        ):
            fits.append(record)
    return fits[0] if len(fits) == 1 else None


def _all_words(record: dict[str, Any], fields: tuple[str, ...]) -> set[str]:
    return {w for f in fields for w in tokens(str(record.get(f) or ""))}


def _title_words(
    record: dict[str, Any], fields: tuple[str, ...], catalog: Catalog
) -> frozenset[str]:
    """The words of a record's title that may be its own (see `_free_words`)."""
    return _free_words(" ".join(str(record.get(f) or "") for f in fields), catalog)


async def _mentioned_words(
    name: str,
    record: dict[str, Any],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> set[str]:
    """The words of the labels of the records `record` belongs to, and of those they
    belong to (its device, that device's site), which its title may mention: "tank farm
    north" of "Investigate CO reading at tank farm north"."""
    words: set[str] = set()
    nearer = [(name, record)]
    for _ in range(2):  # the records it belongs to, then theirs
        farther: list[tuple[str, dict[str, Any]]] = []
        for kind, item in nearer:
            for field, other in belonging_fields(catalog, kind, item).items():
                if other == name or item.get(field) is None:
                    continue
                parameter = catalog.parameters[other]
                linked = await lookup.listed(parameter, context.user_token, item[field])
                if linked is not None:  # its words, and its serial said as one ("gs1011")
                    words |= _all_words(linked, parameter.label_fields)
                    words |= {compact(str(linked.get(f) or "")) for f in parameter.label_fields}
                    farther.append((other, linked))
        nearer = farther
    return words


def _free_words(text: str, catalog: Catalog) -> frozenset[str]:
    """The words of `text` that may be a title's own: not a kind's, a screen's, a function
    word or one that asks to see, nor a serial ("GS-1011") or a number; a gas may be
    ("sf6")."""
    return _own_words(text, _general_words(catalog))


@functools.lru_cache(maxsize=8192)
def _own_words(text: str, general: frozenset[str]) -> frozenset[str]:
    """`_free_words`, worked out once per text (a title is read on many requests)."""
    named = " ".join(w for w in text.split() if not serial_like(w.strip(_PUNCTUATION)))
    return frozenset(
        w for w in tokens(named) if w not in general and len(w) > 1 and not w.isdigit()
    )


def _said_of(said: AbstractSet[str], own: AbstractSet[str]) -> set[str]:
    """The words of `own` the request says, in any form ("replacement": "replace")."""
    exact = {w for w in own if w in said}
    return exact | {w for w in own if w not in exact and any(same_word(w, s) for s in said)}


@once_per_catalog
def _general_words(catalog: Catalog) -> frozenset[str]:
    """Words that are no title's own: every kind's words, the words of the screens' titles
    and descriptions (what a screen is about: "firmware", "bump test"), function words and
    those that ask to see; worked out once per catalog."""
    kinds = {w for p in catalog.parameters.values() for w in folded(p.words)}
    screens = {w for s in catalog.screens for w in tokens(f"{s.title} {s.description}")}
    return frozenset(kinds | screens | STOPWORDS | OPEN_WORDS | DETERMINERS | LIST_WORDS)
