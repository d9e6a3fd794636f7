"""The filters a request names for a list screen: "offline devices in Lyon" opens the
device list narrowed to `?status=offline&site=<id>`, when the catalog says that the
screen's URL takes them (a screen's `filters`, navigation.json).

A filter is either one of fixed values, named by its words in the catalog's languages
("down", "hors ligne" → offline), or a record named in the request ("Lyon" → the site
"Lyon plant"), found by the record lookup (records.py) through the product's API as the
caller, read-only: one list read, and none at all when the request has no word left that
could name such a record. Nothing here knows the product: the nouns and the words are the
catalog's. A screen whose URL takes a free-text search (a screen's `search`) gets the text
the request says its records mention (search.py: "which work orders mention Brest dock?"
→ `?q=Brest+dock`), after the filters.
"""

import asyncio
import re
from urllib.parse import urlencode

from pydantic import BaseModel, Field

from navex.navigation.by_fields import records_by_fields
from navex.navigation.catalog import Catalog, Screen, ScreenFilter, once_per_catalog
from navex.navigation.filter_values import named_value
from navex.navigation.links import CALLER, RequestContext
from navex.navigation.matched import match_records
from navex.navigation.name_text import every_kind_word
from navex.navigation.own import callers_own, says_own
from navex.navigation.record_names import (
    FoundRecord,
    RecordSearch,
    fold,
    folded,
    named_words,
    tokens,
)
from navex.navigation.records import RecordLookup
from navex.navigation.search import search_text


class ChosenFilter(BaseModel):
    """A filter the request names: the URL's `param`=`value`, and how it reads."""

    param: str = Field(description="The screen URL's query parameter")
    field: str = Field(description="The records' field (and the list API's parameter)")
    value: str
    label: str = Field(description="How the value reads: 'offline', 'Lyon plant', 'you'")
    record: bool = Field(default=False, description="A record named, not a fixed value")
    parameter: str | None = Field(
        default=None, description="A record's catalog parameter ('site_id'): the record filtered by"
    )
    search: bool = Field(
        default=False, description="The screen's free-text search: the text the records mention"
    )


def generic_words(catalog: Catalog, screen: Screen) -> list[str]:
    """Words of a request that name no record for a filter: the screen's title, the kind
    of record it lists ("sensors" on the device list) and the filters' value words (worked
    out once per catalog's screen; the caller's list to extend)."""
    kept = _generic_words(catalog).get(screen.screen_name)
    if kept is not None and kept[0] is screen:
        return list(kept[1])
    return _screens_generic_words(catalog, screen)


@once_per_catalog
def _generic_words(catalog: Catalog) -> dict[str, tuple[Screen, tuple[str, ...]]]:
    return {s.screen_name: (s, tuple(_screens_generic_words(catalog, s))) for s in catalog.screens}


def _screens_generic_words(catalog: Catalog, screen: Screen) -> list[str]:
    words = tokens(screen.title)
    for kind in catalog.listed_kinds(screen):
        words += [w for phrase in catalog.parameters[kind].words for w in tokens(phrase)]
    for declared in screen.filters.values():
        for value, names in declared.values.items():
            words += [w for phrase in (value, *names) for w in tokens(phrase.replace("_", " "))]
    return words


async def _record_filter(
    param: str,
    declared: ScreenFilter,
    query: str,
    context: RequestContext,
    catalog: Catalog,
    lookup: RecordLookup | None,
    generic: list[str],
) -> ChosenFilter | None:
    """The record the request names for `declared` ("Lyon" → the site Lyon plant), or the
    caller for a filter by person ("my work orders")."""
    assert declared.parameter is not None
    parameter = catalog.parameters[declared.parameter]
    caller = ChosenFilter(
        param=param,
        field=declared.field,
        value=str(context.user_id),
        label="you",
        record=True,
        parameter=declared.parameter,
    )
    if declared.parameter != CALLER and lookup is not None and says_own(query, parameter.words):
        own = await callers_own(  # "list my teammates": the caller's team
            declared.parameter, CALLER, catalog, context.user_id, context.user_token, lookup
        )
        if own is not None:
            return caller.model_copy(update={"value": str(own.id), "label": own.label})
    unnamed, _ = match_records(query, parameter, [], generic)
    by_caller = declared.parameter == CALLER and unnamed.self_named  # "assigned to me"
    described = await _described_filter(declared.parameter, query, context, catalog, lookup)
    if described is not None:  # "products we get from the german supplier"
        return caller.model_copy(update={"value": str(described.id), "label": described.label})
    if not named_words(query, parameter, generic):
        return caller if by_caller else None
    if lookup is None:
        return None
    records = await lookup.listing(parameter, context.user_token)
    found, _ = match_records(query, parameter, records, generic)
    if found.outcome in ("none", "unnamed") and by_caller:
        return caller
    if found.outcome != "one":
        return None
    record = found.records[0]
    return ChosenFilter(
        param=param,
        field=declared.field,
        value=str(record.id),
        label=record.label,
        record=True,
        parameter=declared.parameter,
    )


async def _described_filter(
    name: str,
    query: str,
    context: RequestContext,
    catalog: Catalog,
    lookup: RecordLookup | None,
) -> FoundRecord | None:
    """The one record of kind `name` the request describes by what its fields hold after
    a word for its kind ("the german supplier": the manufacturer in Germany), or None (no
    word for the kind, no fields that describe it, not one record)."""
    parameter = catalog.parameters[name]
    if lookup is None or not parameter.described_by:
        return None
    if not set(tokens(query)) & folded(parameter.words):
        return None
    fitted = await records_by_fields(name, query, catalog, context.user_token, lookup)
    if fitted is None or fitted.search.outcome != "one" or not fitted.explained:
        return None
    return fitted.search.records[0]


async def choose_filters(
    screen: Screen,
    query: str,
    context: RequestContext,
    catalog: Catalog,
    lookup: RecordLookup | None,
) -> list[ChosenFilter]:
    """The filters of `screen` that the request names, in the screen's order, then its
    search when the request says what text the records mention."""
    if not screen.filters and screen.search is None:
        return []
    chosen: dict[str, ChosenFilter] = {}
    for param, declared in screen.filters.items():
        value = named_value(declared, query) if declared.values else None
        if value is not None:
            label = value.replace("_", " ")
            chosen[param] = ChosenFilter(
                param=param, field=declared.field, value=value, label=label
            )
    chosen.update(
        {f.param: f for f in await record_filters(screen, query, context, catalog, lookup)}
    )
    ordered = [chosen[p] for p in screen.filters if p in chosen]
    searched = _search(screen, query, catalog, ordered)
    return ordered + ([searched] if searched is not None else [])


async def record_filters(
    screen: Screen,
    query: str,
    context: RequestContext,
    catalog: Catalog,
    lookup: RecordLookup | None,
) -> list[ChosenFilter]:
    """The records the request names for `screen`'s record filters ("in Lyon" → the site
    Lyon plant), or the caller ("my work orders"); no read when no word could name one."""
    by_record = [(p, d) for p, d in screen.filters.items() if d.parameter is not None]
    if not by_record:
        return []
    generic = generic_words(catalog, screen)
    found = await asyncio.gather(
        *(_record_filter(p, d, query, context, catalog, lookup, generic) for p, d in by_record)
    )
    return [f for f in found if f is not None]


def _search(
    screen: Screen, query: str, catalog: Catalog, chosen: list[ChosenFilter]
) -> ChosenFilter | None:
    """The screen's search, with the text the request says the records mention ("which
    work orders mention Brest dock?"), or None: no search declared, or no such text. The
    words of a filter, of a record and of any kind of records are not search text."""
    if screen.search is None:
        return None
    excluded = generic_words(catalog, screen)
    excluded += [w for parameter in catalog.parameters.values() for w in parameter.words]
    for named in chosen:
        excluded += [named.label, named.value]
        declared = screen.filters[named.param]
        excluded += [w for w in declared.values.get(named.value, ())]
    text = search_text(query, excluded)
    if text is None:
        return None
    return ChosenFilter(
        param=screen.search.param, field=screen.search.field, value=text, label=text, search=True
    )


async def several_named(
    screen: Screen,
    query: str,
    context: RequestContext,
    catalog: Catalog,
    lookup: RecordLookup | None,
    chosen: list[ChosenFilter],
) -> tuple[str, RecordSearch] | None:
    """(filter, what fits) for a record filter of `screen` that the request names but that
    several records fit ("work orders assigned to tom?": Tom Becker and Tom Okafor): the
    list is not filtered by one of them silently, nor shown whole. None otherwise."""
    if lookup is None:
        return None
    taken = {f.param for f in chosen}
    generic = generic_words(catalog, screen)
    for param, declared in screen.filters.items():
        if declared.parameter is None or param in taken:
            continue
        parameter = catalog.parameters[declared.parameter]
        if not named_words(query, parameter, generic):
            continue
        records = await lookup.listing(parameter, context.user_token)
        found, _ = match_records(query, parameter, records, generic)
        if found.outcome == "several":
            return param, found
    return None


async def none_named(
    screen: Screen,
    query: str,
    context: RequestContext,
    catalog: Catalog,
    lookup: RecordLookup | None,
    chosen: list[ChosenFilter],
) -> tuple[str, RecordSearch] | None:
    """(filter, what was looked for) for a record filter of `screen` that the request names
    by how the records relate to it ("tickets assigned to grace": the assignee) or by a word
    for its kind ("devices does the Lyon plant have"), with a name none of the caller's
    records has: the list is not shown whole as if it were filtered. None otherwise."""
    if lookup is None:
        return None
    taken = {f.param for f in chosen}
    generic = generic_words(catalog, screen)
    said = set(tokens(query))
    for param, declared in screen.filters.items():
        if declared.parameter is None or param in taken:
            continue
        parameter = catalog.parameters[declared.parameter]
        kind = said & {fold(w) for w in parameter.words}
        if not (kind or relation_said(query, catalog, param, declared.field)):
            continue
        named = named_words(query, parameter, generic)
        if not named:
            continue
        records = await lookup.listing(parameter, context.user_token)
        found, _ = match_records(query, parameter, records, generic, lookup.known_words)
        if found.outcome == "none" and (found.name_like or found.stranger):
            return param, found.model_copy(update={"phrase": _name_said(query, named)})
    return None


def _name_said(query: str, named: list[str]) -> str:
    """What the request calls the record a filter takes, of the words that may name it: the
    capitalised ones ("the Lyon plant"), else the last ("assigned to grace")."""
    capitalised = [w for w in re.findall(r"[^\W_]+", query) if w[0].isupper()]
    said = [w for w in capitalised if fold(w) in named]
    return " ".join(said) if said else named[-1]


STEM = 6
"""Letters two words share from their start to be one word's forms ("assigned",
"assignee")."""


def relation_said(query: str, catalog: Catalog, param: str, field: str) -> bool:
    """The request has a word for how a list's records relate to the record a filter takes:
    the filter's name or field ("assignee": "what has tom got assigned"), not a word for a
    kind of record ("site": "what's the address of the lyon site" asks about the site)."""
    return bool(relation_words(query, catalog, param, field))


def relation_words(query: str, catalog: Catalog, param: str, field: str) -> set[str]:
    """The request's words for how a list's records relate to the record a filter takes
    (relation_said): {"assigned"} in "anything assigned to me that's urgent?"."""
    kinds = every_kind_word(catalog)
    names = {w for w in tokens(f"{param} {field}".replace("_", " ")) if w not in kinds}
    stems = {w[:STEM] for w in names if len(w) >= STEM}
    return {w for w in tokens(query) if len(w) >= STEM and w[:STEM] in stems}


def filtered_records(filters: list[ChosenFilter]) -> dict[str, object]:
    """The records a list is filtered by, by catalog parameter ({"site_id": "1"})."""
    return {f.parameter: f.value for f in filters if f.parameter is not None}


def with_filters(url: str, filters: dict[str, str]) -> str:
    """`url` with the filters' query parameters added."""
    if not filters:
        return url
    return url + ("&" if "?" in url else "?") + urlencode(filters)
