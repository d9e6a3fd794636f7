"""The record a named record belongs to: "who makes the x-am 5600? open their page" on a
manufacturer's page is the manufacturer of the product X-am 5600, "the site of GS-1002"
the site the device is at. The request names no record of the page's kind, but names one
of another kind whole, whose field holds one of the page's kind (a product's
`manufacturer_id`, a device's `site_id`: described.belonging_fields). Nothing here knows
the product: the fields are the records', the kinds the catalog's.
"""

from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.described import belonging_fields, of_the_kind_said
from navex.navigation.name_text import every_kind_word, title_words
from navex.navigation.record_names import (
    FoundRecord,
    RecordSearch,
    named_words,
    record_label,
    tokens,
)
from navex.navigation.records import RecordLookup
from navex.navigation.words import STOPWORDS

MOST_NAMED = 4
"""Records of another kind a request may name for their one owner to be taken ("the maker
of our wise sensors": the two WISE products, one maker); more, and it names a list."""


async def owner_of_named(
    name: str, query: str, found: RecordSearch, catalog: Catalog, token: str, lookup: RecordLookup
) -> RecordSearch:
    """`found`, or the one record of kind `name` that the records of another kind the
    request names belong to (one named whole, or a few that all belong to it), when
    `found` is none of the caller's or no record at all ("the company that makes our wise
    sensors" names no maker), but for a serial none of the caller's has."""
    if found.outcome not in ("none", "unnamed") or found.whole or found.serial:
        return found  # "open sensor gs-1099": a serial none of the caller's has
    owner = catalog.parameters[name]
    for kind, parameter in catalog.parameters.items():
        if kind == name or parameter.choices or not parameter.label_fields:
            continue
        if not named_words(query, parameter, ()):
            continue  # no list read for a kind the request says no word of a name of
        alike = await lookup.find(parameter, query, token)
        # "the jetty camera model": of the devices called "Jetty ...", the camera's product
        named = await of_the_kind_said(kind, query, alike, catalog, token, lookup)
        one = named.outcome == "one" and (
            named.whole or alike.outcome == "several" or _own_word_said(named, query, catalog)
        )
        if not one and not (named.outcome == "several" and 1 < len(named.records) <= MOST_NAMED):
            continue
        held = await _owners(catalog, kind, name, parameter, named, token, lookup)
        if len(held) != 1:
            continue
        linked = await lookup.one(owner, token, held.pop())
        if linked is not None:
            label = record_label(linked, owner)
            return RecordSearch(outcome="one", records=[FoundRecord(id=linked["id"], label=label)])
    return found


def _own_word_said(named: RecordSearch, query: str, catalog: Catalog) -> bool:
    """The request says a word of the one record's name that is no screen's title word
    and no word for a kind ("who makes the polytron": "Polytron 8700"), not only words
    such as "gas" or "camera"."""
    said = set(tokens(query)) - title_words(catalog) - every_kind_word(catalog) - STOPWORDS
    return any(len(w) >= OWN_WORD_LENGTH and w in said for w in tokens(named.records[0].label))


OWN_WORD_LENGTH = 4
"""The shortest word of a name that, said alone, names its record for its owner's page."""


async def _owners(
    catalog: Catalog,
    kind: str,
    name: str,
    parameter: RecordParameter,
    named: RecordSearch,
    token: str,
    lookup: RecordLookup,
) -> set[str]:
    """The ids of kind `name` that the `named` records of `kind` belong to (a record
    unread or belonging to none adds an empty id, so that they share no one owner)."""
    held: set[str] = set()
    for found in named.records:
        record = await lookup.listed(parameter, token, found.id)
        if record is None:
            return {"", "unread"}
        fields = [f for f, k in belonging_fields(catalog, kind, record).items() if k == name]
        owners = {str(record[f]) for f in fields if record.get(f) is not None}
        held |= owners if len(owners) == 1 else {"", "several"}
    return held
