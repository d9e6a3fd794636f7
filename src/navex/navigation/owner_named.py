"""The record a named record belongs to: "who makes the x-am 5600? open their page" on a
manufacturer's page is the manufacturer of the product X-am 5600, "the site of GS-1002"
the site the device is at. The request names no record of the page's kind, but names one
of another kind whole, whose field holds one of the page's kind (a product's
`manufacturer_id`, a device's `site_id`: described.belonging_fields). Nothing here knows
the product: the fields are the records', the kinds the catalog's.
"""

from navex.navigation.catalog import Catalog
from navex.navigation.described import belonging_fields
from navex.navigation.record_names import FoundRecord, RecordSearch, named_words, record_label
from navex.navigation.records import RecordLookup


async def owner_of_named(
    name: str, query: str, found: RecordSearch, catalog: Catalog, token: str, lookup: RecordLookup
) -> RecordSearch:
    """`found`, or the one record of kind `name` that a record of another kind the request
    names whole belongs to, when `found` is none of the caller's (but for a serial none
    of the caller's has)."""
    if found.outcome != "none" or found.whole or found.serial:
        return found  # "open sensor gs-1099": a serial none of the caller's has
    owner = catalog.parameters[name]
    for kind, parameter in catalog.parameters.items():
        if kind == name or parameter.choices or not parameter.label_fields:
            continue
        if not named_words(query, parameter, ()):
            continue  # no list read for a kind the request says no word of a name of
        named = await lookup.find(parameter, query, token)
        if named.outcome != "one" or not named.whole:
            continue
        record = await lookup.listed(parameter, token, named.records[0].id)
        if record is None:
            continue
        fields = [f for f, k in belonging_fields(catalog, kind, record).items() if k == name]
        held = {str(record[f]) for f in fields if record.get(f) is not None}
        if len(held) != 1:
            continue
        linked = await lookup.one(owner, token, held.pop())
        if linked is not None:
            label = record_label(linked, owner)
            return RecordSearch(outcome="one", records=[FoundRecord(id=linked["id"], label=label)])
    return found
