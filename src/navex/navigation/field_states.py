"""The states a request names for a kind's records: the values of the fixed fields its
list filters by ("still invited": status invited; "the completed ticket": status done, in
the catalog's languages, navigation.json's `filters`), and an empty person field ("the
unassigned job": the field its list filters by a person holds none). by_fields.py and
in_state.py narrow records by them. Pure, on the catalog's words and the languages'
(person_words.NOBODY_PHRASES).
"""

import re

from navex.navigation.catalog import Catalog, ScreenFilter, once_per_catalog
from navex.navigation.filter_values import named_value
from navex.navigation.fuzzy import SLIP_LENGTH, one_slip
from navex.navigation.name_text import fold, folded, tokens
from navex.navigation.person_words import NOBODY_PHRASES


@once_per_catalog
def state_filters(catalog: Catalog) -> dict[str, tuple[ScreenFilter, ...]]:
    """Each kind's filters of fixed values, on the screens that list it, worked out once
    per catalog."""
    filters: dict[str, dict[str, ScreenFilter]] = {}
    for screen in catalog.screens:
        for name in catalog.listed_kinds(screen):
            for declared in screen.filters.values():
                if declared.values:
                    filters.setdefault(name, {}).setdefault(declared.field, declared)
    return {name: tuple(by_field.values()) for name, by_field in filters.items()}


def values_named(query: str, catalog: Catalog, name: str) -> dict[str, str]:
    """The values of fixed fields the request names, field → value, by the filters of the
    screens that list the kind ("still invited": status invited); and an empty person field
    when it says no one holds the record ("the unassigned job": "None", as records hold it)."""
    named = {}
    for declared in state_filters(catalog).get(name, ()):
        value = named_value(declared, query)
        if value is not None:
            named[declared.field] = value
    field = person_fields(catalog).get(name)
    if field is not None and _nobody_said(query):
        named[field] = str(None)
    for field in _fields_said_missing(query, catalog.parameters[name].described_by):
        named[field] = str(None)
    for field in _belonging_said_missing(query, catalog, name):
        named[field] = str(None)
    return named


_WITHOUT = re.compile(
    r"\b(?:no|without|missing|lacking|sans|ohne|sin|senza|sem|zonder"
    r"|(?:not|isn'?t|aren'?t|n't)\s+(?:on|in|part\s+of)\s+any)"
    r"\s+(?:an?\s+|any\s+|une?\s+|einen?\s+|uma?\s+|una\s+|een\s+)?(\w+)"
)
"""A field said to be empty: "the colleague with no phone number on file", "the person
who isn't on any team"."""


MISSING_SLIP_LENGTH = SLIP_LENGTH - 1
"""A word right after "no" or "without" is most likely a kind's: one slip from one of four
letters or more is read as it ("no taem")."""


@once_per_catalog
def belonging_filters(catalog: Catalog) -> dict[str, dict[str, str]]:
    """Each kind's fields that hold a record of another kind, by the filters its lists
    take for one (a user's `team_id`: the user list filters by team), field → that kind."""
    fields: dict[str, dict[str, str]] = {}
    for screen in catalog.screens:
        for name in catalog.listed_kinds(screen):
            for declared in screen.filters.values():
                other = declared.parameter
                if other and other != name and other in catalog.parameters:
                    fields.setdefault(name, {}).setdefault(declared.field, other)
    return fields


def _belonging_said_missing(query: str, catalog: Catalog, name: str) -> list[str]:
    """The fields of kind `name` that hold another kind the request says a record has
    none of ("the person who isn't on any taem": no team), by that kind's words, or a
    slip of a long one."""
    said = {m.group(1) for m in _WITHOUT.finditer(fold(query))}
    if not said:
        return []
    return [
        field
        for field, other in belonging_filters(catalog).get(name, {}).items()
        if any(
            w == k or (len(k) >= MISSING_SLIP_LENGTH and one_slip(w, k))
            for w in said
            for k in folded(catalog.parameters[other].words)
        )
    ]


def _fields_said_missing(query: str, fields: tuple[str, ...]) -> list[str]:
    """The describing fields the request says a record has none of ("no phone", "without
    a department"), by the words of their names."""
    said = {m.group(1) for m in _WITHOUT.finditer(fold(query))}
    said |= {w[:-1] for w in said if w.endswith("s")}
    return [f for f in fields if said & set(tokens(f.replace("_", " ")))]


@once_per_catalog
def person_fields(catalog: Catalog) -> dict[str, str]:
    """Each kind's field that holds a person, by the filter its list takes for one (a work
    order's `assignee_id`), worked out once per catalog."""
    people = {name for name, p in catalog.parameters.items() if p.own_screens}
    return {
        name: declared.field
        for screen in catalog.screens
        for name in catalog.listed_kinds(screen)
        for declared in screen.filters.values()
        if declared.parameter in people and declared.parameter != name
    }


def missing_words_said(query: str, catalog: Catalog, name: str) -> set[str]:
    """The words that say a record of kind `name` lacks a field ("no phone", "isn't on any
    taem"); empty when the request says none is missing."""
    missing = catalog.parameters[name].described_by
    if _fields_said_missing(query, missing) or _belonging_said_missing(query, catalog, name):
        return {w for m in _WITHOUT.finditer(fold(query)) for w in tokens(m.group(0))}
    return set()


def _nobody_said(query: str) -> set[str]:
    """The words of the phrases the request says no one holds a record by ("unassigned")."""
    text = fold(query.replace("’", "'"))
    return {
        w
        for phrase in NOBODY_PHRASES
        if re.search(rf"(?<![\w']){re.escape(fold(phrase))}(?![\w'])", text)
        for w in tokens(phrase)
    }


def value_words_said(query: str, catalog: Catalog, name: str) -> set[str]:
    """The request's words that are words of the values it names ("low", "priority" of
    "low-priority"): of the phrases it says whole ("de" of "pendiente de pago" only when
    all three are said)."""
    said = set(tokens(query))
    named = values_named(query, catalog, name)
    nobody = _nobody_said(query) if person_fields(catalog).get(name) in named else set()
    nobody |= missing_words_said(query, catalog, name)
    return nobody | {
        w
        for declared in state_filters(catalog).get(name, ())
        if declared.field in named
        for value, phrase in declared.value_words
        if value == named[declared.field] and said.issuperset(tokens(phrase))
        for w in tokens(phrase)
    }
