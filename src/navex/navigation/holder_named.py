"""The record that a record named after "with" belongs to: "the portable with the battery
alarm" is the device the one battery alert is about, "the sensor with the open CO alarm"
the device of that alert. Before a word for "with" the request has a word for the kind
of the record meant ("sensor") or a word of its label ("portable" of "Portable - rescue
team"); after it, it names one record of another kind by that kind's word and words of
its label, whose field holds a record of the kind meant (an alert's `device_id`:
described.belonging_fields). Nothing here knows the product: the fields are the
records', the kinds and their words the catalog's.
"""

import re
from typing import Any, NamedTuple

from navex.navigation.catalog import Catalog
from navex.navigation.described import belonging_fields
from navex.navigation.record_names import (
    FoundRecord,
    RecordSearch,
    folded,
    record_label,
    tokens,
)
from navex.navigation.records import RecordLookup

WITH_WORDS = frozenset(re.findall(r"\S+", "with avec mit con com met"))
"""Words after a record's kind that introduce what it has, in the catalog's languages."""


class Holder(NamedTuple):
    kind: str
    record: dict[str, Any]


async def holder_of_named(
    query: str, catalog: Catalog, token: str, lookup: RecordLookup
) -> Holder | None:
    """The one record that the one record named after a word for "with" belongs to, when
    the word before it is a word for that record's kind or of its label; None otherwise
    (no such phrase; no list is read without a kind's word after it)."""
    words = tokens(query)
    at = next((i for i, w in enumerate(words) if w in WITH_WORDS and 0 < i < len(words) - 1), None)
    if at is None:
        return None
    before, after = words[at - 1], " ".join(words[at + 1 :])  # "portable", "the battery alarm"
    said = set(tokens(after))
    for kind, parameter in catalog.parameters.items():
        if parameter.choices or not parameter.label_fields or not said & folded(parameter.words):
            continue
        named = await lookup.find(parameter, after, token)
        if named.outcome != "one" or named.words < 1:
            continue
        record = await lookup.listed(parameter, token, named.records[0].id)
        if record is None:
            continue
        for field, owner in belonging_fields(catalog, kind, record).items():
            if owner == kind or record.get(field) is None:
                continue
            linked = await lookup.one(catalog.parameters[owner], token, str(record[field]))
            if linked is None:
                continue
            label = set(tokens(record_label(linked, catalog.parameters[owner])))
            if before in folded(catalog.parameters[owner].words) | label:
                return Holder(kind=owner, record=linked)
    return None


async def record_with_named(
    name: str, query: str, found: RecordSearch, catalog: Catalog, token: str, lookup: RecordLookup
) -> RecordSearch:
    """`found`, or the one record of kind `name` that the record the request names after
    a word for "with" belongs to (`holder_of_named`), when `found` is not one record
    named whole and, when several, holds that one."""
    if found.whole:
        return found
    holder = await holder_of_named(query, catalog, token, lookup)
    if holder is None or holder.kind != name:
        return found
    chosen = str(holder.record["id"])
    if found.outcome in ("one", "several") and chosen not in {str(r.id) for r in found.records}:
        return found
    label = record_label(holder.record, catalog.parameters[name])
    return RecordSearch(outcome="one", records=[FoundRecord(id=holder.record["id"], label=label)])
