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
from navex.navigation.name_text import fold, tokens
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
    return named


_WITHOUT = re.compile(r"\b(?:no|without|missing|lacking)\s+(?:an?\s+|any\s+)?(\w+)")
"""A field said to be empty: "the colleague with no phone number on file"."""


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
    "low-priority")."""
    said = set(tokens(query))
    named = values_named(query, catalog, name)
    nobody = _nobody_said(query) if person_fields(catalog).get(name) in named else set()
    missing = catalog.parameters[name].described_by
    if _fields_said_missing(query, missing):  # "no phone": the words that say it
        nobody |= {w for m in _WITHOUT.finditer(fold(query)) for w in tokens(m.group(0))}
    return nobody | {
        w
        for declared in state_filters(catalog).get(name, ())
        if declared.field in named
        for value, phrase in declared.value_words
        if value == named[declared.field]
        for w in tokens(phrase)
        if w in said
    }
