"""A list narrowed by a record it cannot be filtered by opens that record's page.

Records of one kind narrowed by a record of another kind go to their list filtered by it
when the list declares such a filter ("offline devices in Lyon" → the device list by
site); when it does not, the narrowing record's own page is where they are shown ("alarms
at denver", "how many open tickets at lyon": the alert and work order lists take no site,
the site's page lists its open alerts and work orders). The kinds that narrow are those
some list of the catalog declares a record filter for (a site, a team, a person, a
manufacturer), and those the listed records belong to (`belongs_to`: a device's product,
"how many templink thermometers are out there"): the catalog says which, not this module.
"""

import asyncio
from typing import NamedTuple

from navex.navigation.by_fields import records_by_fields
from navex.navigation.catalog import Catalog, Screen
from navex.navigation.described import belonging_fields
from navex.navigation.filter_values import named_value
from navex.navigation.filters import generic_words
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.list_questions import asks_about_many
from navex.navigation.record_names import fold, named_words, tokens
from navex.navigation.records import RecordLookup
from navex.navigation.words import LIST_WORDS


async def page_of_narrowing_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """`matches` with the page of the one record that narrows the first screen's list
    first, when the list declares no filter by that kind of record and the request names
    no record of another kind better ("open alarms on the rotterdam gateway" is about a
    device, not the Rotterdam terminal); None otherwise."""
    top = _the_list(matches, catalog)
    listed = catalog.listed_kinds(top)
    if not listed or not asks_about_many(query, catalog, top) or _the_lists_own(query, top):
        return None
    own = {*listed, *(d.parameter for d in top.filters.values() if d.parameter)}
    generic = generic_words(catalog, top)
    said = set(tokens(query))
    belonging = {k for name in listed for k in catalog.parameters[name].belongs_to}
    narrowing = catalog.narrowing_kinds | belonging  # "how many templink thermometers"
    kinds = [  # the kinds that narrow, and those the request has a word for (one read each)
        name
        for name, p in catalog.parameters.items()
        if name not in own and p.label_fields and not p.choices
        if (name in narrowing or said & {fold(w) for w in p.words})
        and named_words(query, p, generic)
    ]
    found = await asyncio.gather(
        *(lookup.find(catalog.parameters[n], query, context.user_token, generic) for n in kinds)
    )
    named = [(f.whole, f.words, n in narrowing, n, f) for n, f in zip(kinds, found, strict=True)]
    own_words = {w for g in generic for w in tokens(g)}
    named = [  # by words of its own, not the list's ("devices in maintenance": a status)
        t
        for t in named
        if t[4].outcome in ("one", "several")
        and any(said & set(tokens(r.label)) - own_words for r in t[4].records)
    ]
    unfiltered = [k for k in belonging if k not in own]
    described = await _described_owner(
        query, catalog, unfiltered, listed, own_words, context, lookup
    )
    if described is not None and all(
        f.outcome == "one" and str(f.records[0].id) in described.owners.get(n, ())
        for *_, n, f in named
        if n != described.kind
    ):  # "how many of the bosch cabinet thermometers": the product, which Bosch makes
        name = described.kind
    elif not named:
        return None
    else:
        *_, name, best = max(named, key=lambda t: t[:3])
        if name not in narrowing or best.outcome != "one":
            return None
    page = catalog.record_page(name)
    if page is None:
        return None
    ranked = [m for m in matches if m.screen_name == page.screen_name]
    unranked = ScreenMatch(screen_name=page.screen_name, score=matches[0].score)
    chosen = ranked[0] if ranked else unranked
    return [chosen, *(m for m in matches if m is not chosen)]


class _Described(NamedTuple):
    kind: str
    owners: dict[str, set[str]]
    """Kind -> the ids of the records of that kind the described record belongs to."""


async def _described_owner(
    query: str,
    catalog: Catalog,
    kinds: list[str],
    listed: list[str],
    own_words: set[str],
    context: RequestContext,
    lookup: RecordLookup,
) -> _Described | None:
    """The one record of `kinds` (those the listed records belong to that the list takes
    no filter for) that the request describes by what its fields hold, in words that are
    not the list's own ("how many turret cameras do we have": the product described as a
    turret camera), with the records it belongs to in turn; None when no one record of
    one such kind is described."""
    heads = {fold(w) for name in listed for w in catalog.parameters[name].words}
    said = tokens(query)
    beside_head = {  # "turret" in "turret cameras", not "hours" in "in the last 24 hours"
        w for i, w in enumerate(said) if heads & set(said[max(i - 1, 0) : i + 2]) - {w}
    }
    found: list[_Described] = []
    for kind in sorted(kinds):
        token = context.user_token
        fitted = await records_by_fields(kind, query, catalog, token, lookup)
        if fitted is None or fitted.search.outcome != "one":
            continue
        if not (fitted.explained - own_words - heads) & beside_head:
            continue
        record = await lookup.listed(catalog.parameters[kind], token, fitted.search.records[0].id)
        if record is None:
            continue
        owners: dict[str, set[str]] = {}
        for field, owner in belonging_fields(catalog, kind, record).items():
            owners.setdefault(owner, set()).add(str(record.get(field)))
        found.append(_Described(kind=kind, owners=owners))
    return found[0] if len(found) == 1 else None


def _the_list(matches: list[ScreenMatch], catalog: Catalog) -> Screen:
    """The list the request asks about: the first screen, or the second when the first is
    the page of a record of a kind that narrows lists ("how many open tickets at lyon":
    the ranker may put the Lyon plant's page before the work orders it shows)."""
    first = catalog.screen(matches[0].screen_name)
    if len(matches) < 2 or catalog.listed_kinds(first):
        return first
    pages = {getattr(catalog.record_page(k), "screen_name", None) for k in catalog.narrowing_kinds}
    second = catalog.screen(matches[1].screen_name)
    return second if first.screen_name in pages and catalog.listed_kinds(second) else first


OWN_FILTERS = 2
"""A question that narrows the list by this many of its own filters asks for the list
("unacknowledged critical alarms at the lyon plant"): the record's page shows only its
open records."""


def _the_lists_own(query: str, screen: Screen) -> bool:
    """The request asks for the list itself: all of its records ("show me all the open
    tickets at Houston") or those of several of its own filters' values."""
    values = [d for d in screen.filters.values() if d.values and named_value(d, query)]
    return bool(set(tokens(query)) & LIST_WORDS) or len(values) >= OWN_FILTERS
