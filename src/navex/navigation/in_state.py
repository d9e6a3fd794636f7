"""Records narrowed by the state the request names: of the records its words fit, those
whose fixed fields hold the values it says ("erin's completed ticket": of Erin's tickets,
the one that is done; "the chlorine detector that's offline": not the active "Chlorine
store" that one word of its name fits, but the chlorine detector whose status is offline).

The states are the values of the kind's list filters and their words the catalog's
(`filters` of the screens that list the kind, in its languages: "completed", "erledigt"
name done), as by_fields.py reads them; the records' fields come from the kind's list,
read as the caller (the list the other lookups of the request read already).
"""

from typing import Any

from navex.navigation.by_fields import asked_words, records_by_fields
from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.described import best_fitting
from navex.navigation.field_states import value_words_said, values_named
from navex.navigation.name_text import folded, tokens
from navex.navigation.picked import list_fields, picked, what_picks
from navex.navigation.record_names import MAX_OPTIONS, FoundRecord, RecordSearch, record_label
from navex.navigation.records import RecordLookup


async def in_named_state(
    name: str,
    query: str,
    found: RecordSearch,
    catalog: Catalog,
    token: str,
    lookup: RecordLookup,
) -> RecordSearch:
    """`found`, narrowed to the records in the state the request names when several fit
    and fewer are in it; or, when one record fits by a single word of its name and is not
    in that state, or no name fits, the one record in it that the request's words
    describe."""
    if found.whole or found.outcome not in ("one", "several", "none"):
        return found
    values = values_named(query, catalog, name)
    if not values:
        return found
    if found.outcome == "none":  # "the temp transmitter flagged for maintenance": no name
        # says "transmitter", the product of the one in maintenance does
        if found.serial:  # "the GS-1099 in maintenance": none has that serial
            return found
        return await _described_in_state(name, query, values, catalog, token, lookup) or found
    parameter = catalog.parameters[name]
    fields = {r["id"]: r for r in await lookup.listing(parameter, token) if "id" in r}
    held = [r for r in found.records if r.id in fields and _holds(fields[r.id], values)]
    if found.outcome == "several":
        # a choice cut at MAX_OPTIONS does not show every record that fits: those in the
        # state may be among the ones left out ("the houston device in maintenance mode")
        cut = len(found.records) >= MAX_OPTIONS
        if cut or not held:  # "the detector at lyon that's offline": none of the detectors
            # its words fit is; "whichever lyon unit stopped reporting": of the many at
            # Lyon, those shown are not; those in that state they describe best ("the
            # houston device in maintenance mode": a choice of two, not of every one there)
            described = await _described_in_state(
                name, query, values, catalog, token, lookup, several=cut
            )
            return described or found
        if len(held) == len(found.records):
            return found
        outcome = "one" if len(held) == 1 else "several"
        return found.model_copy(update={"records": held, "outcome": outcome})
    if not held:  # "la dernière facture payée": the latest of the paid ones
        repicked = _picked_in_state(query, values, list(fields.values()), parameter)
        if repicked is not None:
            return repicked
    if held or _words_besides_its_kind(query, found, parameter) > 1:  # the one it names is
        # in that state, or named by more words than one for its kind that its name has
        # ("unit" of "Crude unit H2S" in "whichever houston unit is flagged as under
        # maintenance"; "sensor" of "Replace sensor head" is a work order's own word)
        return found
    fitted = await records_by_fields(name, query, catalog, token, lookup)
    if fitted is not None and fitted.search.outcome == "one":
        record = fields.get(fitted.search.records[0].id)
        if record is not None and _holds(record, values):
            return fitted.search
    described = await _described_in_state(name, query, values, catalog, token, lookup, True)
    return described or found


def _words_besides_its_kind(query: str, found: RecordSearch, parameter: RecordParameter) -> int:
    """How many words named the one found record, less the words for its kind that its
    label has and the request says."""
    kind = set(tokens(found.records[0].label)) & folded(parameter.words)
    return found.words - len(kind & set(tokens(query)))


def _holds(record: dict[str, Any], values: dict[str, str]) -> bool:
    return all(str(record.get(f)) == v for f, v in values.items())


def _picked_in_state(
    query: str, values: dict[str, str], records: list[dict[str, Any]], parameter: RecordParameter
) -> RecordSearch | None:
    """Of the records in the state named, the one the request's words for the latest or
    the oldest pick ("la dernière facture payée": the lookup read "dernière" alone, the
    latest of all, as the state's word is the catalog's, not the records' "paid"); None
    when they pick by no date, or not one."""
    fields = list_fields(parameter, records)
    pick = what_picks(tokens(query), fields, kinds=folded(parameter.words))
    if pick is None or not (pick.latest or pick.oldest or pick.before_latest):
        return None
    chosen = picked(pick, [r for r in records if _holds(r, values)], fields)
    if len(chosen) != 1:
        return None
    return RecordSearch(
        outcome="one",
        records=[FoundRecord(id=chosen[0]["id"], label=record_label(chosen[0], parameter))],
        phrase=query,
        words=len(pick.words) + len(values),
    )


async def _described_in_state(
    name: str,
    query: str,
    values: dict[str, str],
    catalog: Catalog,
    token: str,
    lookup: RecordLookup,
    several: bool = False,
) -> RecordSearch | None:
    """The one record in the named state that the request's other words fit best, among
    the words of its label and of the records it belongs to (its product's name and
    description: "chlorine detector"); None when none fit, or several as well (unless
    `several`: then a choice of them, when they are few)."""
    parameter = catalog.parameters[name]
    records = [r for r in await lookup.listing(parameter, token) if _holds(r, values)]
    if not records:
        return None
    stated = value_words_said(query, catalog, name)
    rest = [w for w in asked_words(query, catalog, name) if w not in stated]
    if not rest:
        return None
    chosen = await best_fitting(name, records, rest, catalog, token, lookup)
    if not chosen or len(chosen) > (MAX_OPTIONS - 1 if several else 1):
        return None
    return RecordSearch(
        outcome="one" if len(chosen) == 1 else "several",
        records=[FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in chosen],
        phrase=query,
        words=len(rest),
    )
