"""What kinds of the caller's records a request names, and whether the words the catalog does
not know are words of their names: read through the product's API as the caller (the
second look at a route uses them)."""

import asyncio

from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.links import RecordLookup, RequestContext
from navex.navigation.name_text import kind_words
from navex.navigation.record_names import POSSESSIVE, RecordSearch, fold, tokens
from navex.navigation.words import INDEFINITE_WORDS, OPEN_WORDS, STOPWORDS


def lookup_kinds(catalog: Catalog) -> dict[str, RecordParameter]:
    """The record kinds a request can name (looked up through the API)."""
    return {name: p for name, p in catalog.parameters.items() if not p.choices and p.label_fields}


def names_someone(query: str) -> bool:
    """A possessive that is not a function word ("priya's", not "what's" nor
    "something's")."""
    common = STOPWORDS | INDEFINITE_WORDS
    return any(fold(m.group(1)) not in common for m in POSSESSIVE.finditer(query))


def seen(query: str, parameter: RecordParameter) -> bool:
    """Whether the request asks to see a record of this kind: a word that asks to see
    something, the kind's own word ("the pump sensor"), or a possessive ("priya's phone
    number"); not "order pizza for the night shift" (a team's name, but nothing asks for
    the team)."""
    words = set(tokens(query))
    return bool(words & (OPEN_WORDS | kind_words(parameter))) or names_someone(query)


async def named_records(
    query: str,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
    every_kind: bool = False,
) -> list[tuple[str, RecordSearch]]:
    """(kind, what was found) for each kind of record the request names: the kinds it asks
    to see, or `every_kind`."""
    kinds = {n: p for n, p in lookup_kinds(catalog).items() if every_kind or seen(query, p)}
    found = await asyncio.gather(
        *(lookup.find(p, query, context.user_token) for p in kinds.values())
    )
    return [(n, f) for n, f in zip(kinds, found, strict=True) if f.outcome in ("one", "several")]


async def all_named(
    query: str,
    strangers: set[str],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> bool:
    """The words the catalog does not know are words of the caller's records' names
    ("anything offline at the leeds station?"), or there are none: a question in the
    product's language, not small talk that shares one word with it ("¿qué me cuentas
    hoy, amigo?": "cuentas" is also accounts)."""
    if not strangers:
        return True
    return not (await unnamed_words(query, strangers, catalog, context, lookup))[1]


async def unnamed_words(
    query: str,
    strangers: set[str],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> tuple[set[str], set[str]]:
    """The request's words of the caller's records' names, and the `strangers` (words the
    catalog does not know) that are none."""
    named = await named_records(query, catalog, context, lookup, every_kind=True)
    labels = {w for _, search in named for r in search.records for w in tokens(r.label)}
    return set(tokens(query)) & labels, strangers - labels
