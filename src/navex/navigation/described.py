"""A record described by a word for its kind and a record it belongs to: "the thermal
camera at the houston refinery", "open the camera out at the rotterdam terminal".

The product's records say what they belong to: a field named like a catalog parameter
holds the id of such a record (a device's `site_id` and `product_id`). A request that says
a word for a kind of record ("camera") and names one record such records belong to ("the
rotterdam terminal") describes those whose field holds it. Its other words and the kind
word narrow them, among the words of each one's label and of the records it belongs to
(its product's name and description: "Thermal camera for ..."): one left is that record,
several are a choice. Nothing here knows the product: the fields and the kinds are the
records' and the catalog's.
"""

import asyncio
import re
from collections.abc import Set as AbstractSet
from typing import Any, NamedTuple

from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.fuzzy import SLIP_LENGTH, one_slip
from navex.navigation.name_text import every_kind_word
from navex.navigation.person_words import SELF_WORDS, SUBJECT_WORDS
from navex.navigation.record_names import (
    MAX_OPTIONS,
    FoundRecord,
    RecordSearch,
    folded,
    is_identifier,
    number_given,
    record_label,
    tokens,
)
from navex.navigation.records import RecordLookup
from navex.navigation.words import OPEN_WORDS, STOPWORDS


def kind_words_said(query: str, catalog: Catalog, name: str) -> list[str]:
    """The request's words for the kind `name` ("camera" for a device)."""
    kinds = folded(catalog.parameters[name].words)
    return [w for w in tokens(query) if w in kinds]


def belonging_fields(catalog: Catalog, name: str, record: dict[str, Any]) -> dict[str, str]:
    """The fields of a record of kind `name` that hold the id of a record of another kind
    the catalog looks up, with that kind: a field named like it (a device's `site_id`,
    `product_id`) or one that the list of such records is filtered by (a work order's
    `assignee_id`, a person: "bob's ticket")."""
    fields = {field: field for field in record if field != name and field in catalog.parameters}
    for screen in catalog.screens:
        if name not in catalog.listed_kinds(screen):
            continue
        for declared in screen.filters.values():
            if declared.parameter is not None and declared.field in record:
                fields.setdefault(declared.field, declared.parameter)
    return {
        field: kind
        for field, kind in fields.items()
        if catalog.parameters[kind].label_fields and not catalog.parameters[kind].choices
    }


def record_words(record: dict[str, Any] | None) -> set[str]:
    """The words of a record's text fields (a product's name and description)."""
    if record is None:
        return set()
    return {w for value in record.values() if isinstance(value, str) for w in tokens(value)}


class Owners(NamedTuple):
    """The records that records of a kind belong to, read once for a request."""

    fields: dict[str, str]
    """Field -> kind of the record it holds (a device's `site_id`, `product_id`)."""
    related: dict[str, dict[str, dict[str, Any]]]
    """Field -> id -> that record (the sites, the products)."""
    names: dict[str, dict[str, set[str]]]
    """Field -> id -> the words of the names of the records that record belongs to in
    turn (a product's category "Thermometers" and manufacturer "Honeywell")."""


async def owners_of(
    name: str, sample: dict[str, Any], catalog: Catalog, token: str, lookup: RecordLookup
) -> Owners:
    """The records that records of kind `name` (like `sample`) belong to, and the names of
    those they belong to in turn: what says a device is a thermometer is its product's
    category. Reads each kind's list once (lists are kept for the request)."""
    fields, related = await _related(name, sample, catalog, token, lookup)
    names: dict[str, dict[str, set[str]]] = {}
    for field, kind in fields.items():
        linked = next(iter(related[field].values()), None)
        far = belonging_fields(catalog, kind, linked) if linked is not None else {}
        far = {f: k for f, k in far.items() if k != name}
        labels = {f: await _labels(catalog.parameters[k], token, lookup) for f, k in far.items()}
        names[field] = {
            i: {w for f in far for w in labels[f].get(str(r.get(f)), ())}
            for i, r in related[field].items()
        }
    return Owners(fields=fields, related=related, names=names)


async def _related(
    name: str, sample: dict[str, Any], catalog: Catalog, token: str, lookup: RecordLookup
) -> tuple[dict[str, str], dict[str, dict[str, dict[str, Any]]]]:
    """The fields by which records of kind `name` (like `sample`) belong to others, with
    their kinds, and those records by field and id (each kind's list read once)."""
    fields = belonging_fields(catalog, name, sample)
    kinds = list(fields.values())
    lists = await asyncio.gather(*(lookup.listing(catalog.parameters[k], token) for k in kinds))
    return fields, {f: {str(r["id"]): r for r in rs} for f, rs in zip(fields, lists, strict=True)}


async def _labels(
    parameter: RecordParameter, token: str, lookup: RecordLookup
) -> dict[str, set[str]]:
    """Each record's id -> the words of its label, for a kind's records."""
    return {
        str(r["id"]): set(tokens(record_label(r, parameter)))
        for r in await lookup.listing(parameter, token)
    }


def _with_owners(record: dict[str, Any], parameter: RecordParameter, owners: Owners) -> set[str]:
    """The words of a record's label, of the records it belongs to and of the names of
    those they belong to: a device's name, its product's name and description, and its
    product's category and manufacturer."""
    words = {w for f in parameter.label_fields for w in tokens(str(record.get(f) or ""))}
    words |= _own_words(record)
    for field in owners.fields:
        held = str(record.get(field))
        words |= record_words(owners.related[field].get(held))
        words |= owners.names[field].get(held, set())
    return words


def _own_words(record: dict[str, Any]) -> set[str]:
    """The words of a record's longer texts, such as a product's description: "the detector
    with the 24h runtime" is the one whose description says "24-hour runtime"."""
    texts = [v for k, v in record.items() if isinstance(v, str) and k in DESCRIBING_FIELDS]
    return {w for text in texts for w in tokens(text)} | {
        f"{n}{u[0]}" for text in texts for n, u in _NUMBER_AND_UNIT.findall(text)
    }


DESCRIBING_FIELDS = frozenset({"description"})
_NUMBER_AND_UNIT = re.compile(r"\b(\d+)-([^\W\d_]+)")
"""A number and its unit joined by a hyphen ("24-hour"): also said "24h"."""


def among(word: str, words: AbstractSet[str]) -> bool:
    """`word`, in the singular or the plural, is among `words` ("camera", "cameras")."""
    return word in words or f"{word}s" in words or (word.endswith("s") and word[:-1] in words)


class Described(NamedTuple):
    search: RecordSearch
    owners: frozenset[str]
    """The kinds of the records named that they belong to ("site_id")."""
    owner_words: frozenset[str]
    """The request's words that name those records ("rotterdam", "terminal")."""

    def rather_than(self, found: RecordSearch, query: str) -> bool:
        """Whether the description says better what the request names than `found`, the
        records its words fit: always, unless one fits by words besides those that name
        what it belongs to ("the device at the rotterdam terminal" is not the Rotterdam
        gateway; "the flare stack camera ticket" is the ticket about the camera, not any
        ticket of the Flare stack sensor), or one names a serial none has ("sensor GS-1027
        on the rotterdam jetty": none, not the jetty's sensors)."""
        if found.outcome == "none" and found.serial:
            return False
        if found.outcome != "one":
            return True
        said = set(tokens(query)) - STOPWORDS
        return said & set(tokens(found.records[0].label)) <= self.owner_words


async def described_records(
    name: str, query: str, catalog: Catalog, token: str, lookup: RecordLookup
) -> Described | None:
    """The records of kind `name` the request describes by a word for their kind and a
    record they belong to, or by two such records without the word ("the x-am at lyon");
    None when it says no such word or names no such record."""
    kind_said = kind_words_said(query, catalog, name)
    parameter = catalog.parameters[name]
    numbered = number_given(query, parameter) is not None  # "work order 11": by its id
    if numbered or not (kind_said or await _two_owners_named(name, query, catalog, token, lookup)):
        return None
    records = await lookup.listing(parameter, token)
    if not records:
        return None
    owned = await owners_of(name, records[0], catalog, token, lookup)
    fields, related = owned.fields, owned.related
    kinds = [catalog.parameters[k] for k in fields.values()]
    owners = await asyncio.gather(*(lookup.find(k, query, token, parameter.words) for k in kinds))
    said = set(tokens(query)) - STOPWORDS
    naming = said - every_kind_word(catalog)  # "sensors" is a kind, not the category Gas sensors
    named = {
        f: o.records[0]
        for f, o in zip(fields, owners, strict=True)
        if o.outcome == "one" and _said_of_label(naming, o.records[0].label)  # not by id
    }
    if not named:  # "tom's ticket": two Toms, one of whom has tickets
        named = _the_one_holding(fields, owners, said, records)
    explained = {w for o in named.values() for w in tokens(o.label)} | set(kind_said)
    generic = parameter.words
    farther = (
        await _farther(name, query, catalog, token, lookup, fields, related, generic)
        if said - explained - OPEN_WORDS
        else {}
    )
    fits = _fitting(records, named, farther, related)
    partly = not any(o.whole for f, o in zip(fields, owners, strict=True) if f in named)
    if named and partly and not fits:  # "the warning alarm at denver": the Denver router
        named = {}  # has none; the Denver substation's devices have
        farther = await _farther(name, query, catalog, token, lookup, fields, related, generic)
        fits = _fitting(records, named, farther, related)
    if not (named or farther) or not fits:
        return None
    reached = {w for _, o in farther.values() for w in tokens(o.label)}
    used = {w for o in named.values() for w in tokens(o.label)} | reached | STOPWORDS | OPEN_WORDS
    rest = [w for w in tokens(query) if w not in used and w not in kind_said and len(w) > 1]

    telling = [w for w in kind_said if not among(w, set(tokens(parameter.noun)))]  # "work order"

    def score(record: dict[str, Any]) -> tuple[int, int]:
        words = _with_owners(record, parameter, owned)
        return sum(among(w, words) for w in rest), sum(among(w, words) for w in telling)

    scored = [(score(r), r) for r in fits]
    best = max(s for s, _ in scored)
    chosen = [r for s, r in scored if s == best]
    found = [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in chosen]
    search = RecordSearch(
        outcome="one" if len(found) == 1 else "several",
        records=found[:MAX_OPTIONS],
        phrase=" ".join(w for w in query.split() if tokens(w) and tokens(w)[0] not in OPEN_WORDS),
        words=sum(best) + len(named),
    )
    owner_words = said & ({w for o in named.values() for w in tokens(o.label)} | reached)
    kinds_named = frozenset(fields[f] for f in named) | {k for k, _ in farther.values()}
    return Described(search=search, owners=kinds_named, owner_words=frozenset(owner_words))


def _said_of_label(said: AbstractSet[str], label: str) -> bool:
    """A word of `label` is said, or a long one with a slip ("springfeild" of
    "Springfield water works"): the record is named by name, not by its id."""
    words = set(tokens(label))
    return bool(said & words) or any(
        one_slip(w, t)
        for w in said
        if len(w) >= SLIP_LENGTH
        for t in words
        if len(t) >= SLIP_LENGTH
    )


async def only_what_it_belongs_to(
    query: str, catalog: Catalog, token: str, lookup: RecordLookup
) -> bool:
    """The request names two records that records of a kind belong to and nothing else
    ("the x-am at lyon": the X-am detectors at the Lyon plant); not a request about the
    speaker ("book me a flight to Lyon"), for which no list is read."""
    said = set(tokens(query)) - STOPWORDS - OPEN_WORDS
    if set(tokens(query)) & (SELF_WORDS | SUBJECT_WORDS):
        return False
    for name, parameter in catalog.parameters.items():
        if len(parameter.belongs_to) < 2:
            continue
        found = await described_records(name, query, catalog, token, lookup)
        if found is not None and not said - found.owner_words:
            return True
    return False


async def _two_owners_named(
    name: str, query: str, catalog: Catalog, token: str, lookup: RecordLookup
) -> bool:
    """Without a word for the kind, the request names one record of each of two kinds such
    records belong to (the catalog's `belongs_to`): "the x-am at lyon" is the X-am
    detectors at the Lyon plant; or one of them and one that another of them belongs to
    (`_farther`): "the honeywell portable at lyon" (Honeywell makes a device's product).
    Reads those kinds' lists only, and the farther kinds' only when one nearer record is
    named."""
    parameter = catalog.parameters[name]
    if len(parameter.belongs_to) < 2:
        return False
    kinds = [catalog.parameters[k] for k in parameter.belongs_to]
    found = await asyncio.gather(*(lookup.find(k, query, token, parameter.words) for k in kinds))
    said = set(tokens(query)) - STOPWORDS
    named = [
        kind
        for kind, f in zip(parameter.belongs_to, found, strict=True)
        if f.outcome == "one" and _said_of_label(said, f.records[0].label)
    ]
    if len(named) != 1:
        return len(named) >= 2
    records = await lookup.listing(parameter, token)
    if not records:
        return False
    fields, related = await _related(name, records[0], catalog, token, lookup)
    others = {f: k for f, k in fields.items() if k not in named}  # not the BW Ultra's maker
    farther = await _farther(name, query, catalog, token, lookup, others, related, parameter.words)
    return bool(farther)


def _the_one_holding(
    fields: dict[str, str],
    owners: list[RecordSearch],
    said: set[str],
    records: list[dict[str, Any]],
) -> dict[str, FoundRecord]:
    """Of several records a name fits that the described records may belong to, the only
    one that any of them belongs to ("tom's ticket": of Tom Becker and Tom Okafor, the
    one with tickets), by field; empty when none or several are."""
    for field, found in zip(fields, owners, strict=True):
        if found.outcome != "several":
            continue
        named = {str(o.id): o for o in found.records if said & set(tokens(o.label))}
        held = {str(r.get(field)) for r in records} & set(named)
        if len(held) == 1:
            return {field: named[held.pop()]}
    return {}


def _fitting(
    records: list[dict[str, Any]],
    named: dict[str, FoundRecord],
    farther: dict[tuple[str, str], tuple[str, FoundRecord]],
    related: dict[str, dict[str, dict[str, Any]]],
) -> list[dict[str, Any]]:
    """The records that belong to every record `named` and, through those they belong to,
    to every record `farther`."""
    return [
        r
        for r in records
        if all(str(r.get(f)) == str(o.id) for f, o in named.items())
        and all(
            str((related[f].get(str(r.get(f))) or {}).get(g)) == str(o.id)
            for (f, g), (_, o) in farther.items()
        )
    ]


async def _farther(
    name: str,
    query: str,
    catalog: Catalog,
    token: str,
    lookup: RecordLookup,
    fields: dict[str, str],
    related: dict[str, dict[str, dict[str, Any]]],
    generic: tuple[str, ...],
) -> dict[tuple[str, str], tuple[str, FoundRecord]]:
    """The records the request names that the records it describes belong to through the
    records they belong to: the manufacturer of a device's product ("the lyon dräger
    detector", "the hikvision camera"), by (field, field of the related record) → (its
    kind, the record). Read only when the request has words the nearer records do not
    explain."""
    said = set(tokens(query)) - STOPWORDS
    farther: dict[tuple[str, str], tuple[str, FoundRecord]] = {}
    for field, kind in fields.items():
        linked = next(iter(related[field].values()), None)
        if linked is None:
            continue
        for far_field, far_kind in belonging_fields(catalog, kind, linked).items():
            if far_kind == name or far_kind in fields.values():
                continue
            found = await lookup.find(catalog.parameters[far_kind], query, token, generic)
            if found.outcome == "one" and said & set(tokens(found.records[0].label)):
                farther[(field, far_field)] = (far_kind, found.records[0])
    return farther


def _named_alike(
    records: dict[str, dict[str, Any]], chosen: Any, parameter: RecordParameter
) -> list[FoundRecord]:
    """The records whose names have every word of the name of `chosen` ("Flare stack" and
    "Flare stack thermal"), serials aside."""

    def name_words(record: dict[str, Any]) -> set[str]:
        values = [str(record.get(f) or "") for f in parameter.label_fields]
        return {w for v in values if not is_identifier(v) for w in tokens(v)}

    one = records.get(str(chosen))
    base = name_words(one) if one is not None else set()
    if not base:
        return []
    return [
        FoundRecord(id=r["id"], label=record_label(r, parameter))
        for r in records.values()
        if base <= name_words(r)
    ]


def _describing_words(query: str, found: RecordSearch, catalog: Catalog) -> list[str]:
    """The request's words besides those of the several records' labels, function words,
    numbers and words for kinds: words that may say what the one meant is ("temperature"
    in "tank 4 temperature probe", of "Tank 4 product" and "Tank pit 4")."""
    labels = {w for r in found.records for w in tokens(r.label)}
    common = STOPWORDS | OPEN_WORDS | every_kind_word(catalog) | labels
    return [w for w in tokens(query) if w not in common and not w.isdigit() and len(w) > 2]


SPECIFIC = 0.5
"""A word for the kind narrows several records only when at most this share of all the
kind's records fit it: "camera" does among devices, "sensor" does not."""


async def of_the_kind_said(
    name: str,
    query: str,
    found: RecordSearch,
    catalog: Catalog,
    token: str,
    lookup: RecordLookup,
) -> RecordSearch:
    """Of several records the request's words fit, those its word for their kind fits too,
    in their label or the records they belong to ("the jetty camera": of the devices called
    "Jetty ...", the one whose product is a camera); of records named alike, those it fits
    when the one named whole is not ("the flare stack camera"); of all, those it fits when
    the request names none ("gateway signal graph"). `found` when it fits all or none, or
    when the word is a general one for the kind (no more list is read then)."""
    said = kind_words_said(query, catalog, name)
    if found.outcome == "several":  # "tank 4 temperature probe": "temperature" says which
        said += _describing_words(query, found, catalog)
    nameless = found.outcome in ("none", "unnamed") and not (
        found.name_like or found.stranger or found.someone_else or found.self_named
    )  # "gateway signal graph": no name, a word for some of the kind's records
    if (found.outcome not in ("several", "one") and not nameless) or not said:
        return found
    parameter = catalog.parameters[name]
    records = {str(r["id"]): r for r in await lookup.listing(parameter, token)}
    if not records:
        return found
    candidates = found.records
    if nameless:  # "gateway signal graph": of all the devices, the gateways
        candidates = [
            FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in records.values()
        ]
    if found.outcome == "one":  # "the flare stack camera": Flare stack is a gas detector
        candidates = _named_alike(records, found.records[0].id, parameter)
        if len(candidates) < 2:
            return found
    # a word the kind's own page calls every such record ("one device or sensor"), or that
    # most records of the kind fit, says nothing of which one ("the pump sensor"): then
    # the records they belong to are not read
    page = catalog.record_page(name)
    general = set(tokens(f"{page.title} {page.description}")) if page is not None else set()
    said = [w for w in said if not among(w, general)]
    if not said:
        return found
    owners = await owners_of(name, next(iter(records.values())), catalog, token, lookup)
    texts = {i: _with_owners(r, parameter, owners) for i, r in records.items()}
    # a word no record fits ("decommission" in "decommission page for the flare camera")
    # names the screen, not which record
    fitting = {w: sum(among(w, t) for t in texts.values()) for w in said}
    telling = [w for w in said if 0 < fitting[w] <= SPECIFIC * len(texts)]
    fits = [r for r in candidates if all(among(w, texts.get(str(r.id), set())) for w in telling)]
    if not telling or not fits or len(fits) == len(candidates):
        return found
    if nameless and len(fits) > MAX_OPTIONS:
        return found
    if found.outcome == "one" and found.records[0].id in {r.id for r in fits}:
        return found
    outcome = "one" if len(fits) == 1 else "several"
    return found.model_copy(update={"records": fits, "outcome": outcome})


async def best_fitting(
    name: str,
    records: list[dict[str, Any]],
    words: list[str],
    catalog: Catalog,
    token: str,
    lookup: RecordLookup,
) -> list[dict[str, Any]]:
    """Of `records` (of kind `name`), those that `words` fit best among the words of their
    label and of the records they belong to (a device's product name and description:
    "chlorine detector", "bw ultra"); empty when the words fit none."""
    if not records or not words:
        return []
    parameter = catalog.parameters[name]
    owners = await owners_of(name, records[0], catalog, token, lookup)

    def score(record: dict[str, Any]) -> int:
        said = _with_owners(record, parameter, owners)
        return sum(among(w, said) for w in words)

    scored = [(score(r), r) for r in records]
    best = max(s for s, _ in scored)
    return [r for s, r in scored if s == best] if best > 0 else []
