"""A record picked by the highest or lowest of something it measures: "which bw ultra has
the weakest battery? open that one", "the gateway with the weakest signl", "the hottest
thermometer". The request says a word for the highest or lowest (pick_words.yaml's
`highest`/`lowest`, the languages' words) and a word for one measure (the key of a field
that holds numbers by name, a device's `last_reading` {"battery": 14, ...}, or a word
people say for it, measure_words.yaml: "akku", "warm"). Among the records its other words
fit (several: "bw ultra"), or, when they fit none, among every record that measures it
(only gateways have a signal), the one with the highest or lowest value is meant; a tie
is a choice. Read through the kind's list as the caller, like every lookup. Nothing here
knows a product: the fields are the records', the words the languages'.
"""

from typing import Any

from navex.navigation.by_fields import asked_words, holds_word
from navex.navigation.catalog import Catalog
from navex.navigation.described import best_fitting
from navex.navigation.measure_names import names_of_measure
from navex.navigation.name_text import tokens
from navex.navigation.pick_words import pick_words, said_at
from navex.navigation.record_names import MAX_OPTIONS, FoundRecord, RecordSearch, record_label
from navex.navigation.records import RecordLookup

Record = dict[str, Any]


def extreme_words(query: str) -> set[str]:
    """The words that say the highest or lowest of a measure and the word after each
    ("weakest signal"): they say which record, not that its readings are asked for."""
    words = tokens(query)
    picks = pick_words()
    return {
        w
        for phrase in picks.measure_extremes
        for i in said_at(words, phrase)
        for w in words[i : i + len(phrase) + 1]
    }


def _measure_said(records: list[Record], said: set[str]) -> tuple[str, str] | None:
    """The one (field, key) of a measure the request names ("battery", "signl"), or None
    when it names none or several."""
    named: set[tuple[str, str]] = set()
    for record in records:
        for field, value in record.items():
            if not isinstance(value, dict):
                continue
            for key, number in value.items():
                if not isinstance(number, int | float) or isinstance(number, bool):
                    continue
                if any(holds_word(w, names_of_measure(key)) for w in said):
                    named.add((field, key))
    return named.pop() if len(named) == 1 else None


def _extreme_or_measure(word: str, key: str) -> bool:
    """A word that says the highest or lowest, or names the measure `key`."""
    picks = pick_words()
    extremes = {w for phrase in picks.measure_extremes for w in phrase}
    return word in extremes or holds_word(word, names_of_measure(key))


async def measured_extreme(
    name: str, query: str, found: RecordSearch, catalog: Catalog, token: str, lookup: RecordLookup
) -> RecordSearch | None:
    """The record(s) of the highest or lowest measure the request names, among those
    `found` (several), else those its other words fit best, else every record that
    measures it; None when the request names no such extreme."""
    words = tokens(query)
    rank = pick_words().measure_rank_said(words)
    if rank is None or found.outcome not in ("several", "none", "unnamed") or found.whole:
        return None
    parameter = catalog.parameters[name]
    records = await lookup.listing(parameter, token)
    measure = _measure_said(records, set(words))
    if measure is None:
        return None
    field, key = measure
    ids = {r.id for r in found.records} if found.outcome == "several" else None
    if ids is None:  # "which bw ultra has the weakest battery": the BW Ultra detectors
        rest = [w for w in asked_words(query, catalog, name) if not _extreme_or_measure(w, key)]
        fitting = await best_fitting(name, records, rest, catalog, token, lookup)
        ids = {r["id"] for r in fitting} or None
    values = {
        r["id"]: float(r[field][key])
        for r in records
        if isinstance(r.get(field), dict)
        and isinstance(r[field].get(key), int | float)
        and (ids is None or r["id"] in ids)
    }
    if not values:
        return None
    best = (max if rank[0] == "highest" else min)(values.values())
    chosen = [r for r in records if r.get("id") in values and values[r["id"]] == best]
    return RecordSearch(
        outcome="one" if len(chosen) == 1 else "several",
        records=[FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in chosen][
            :MAX_OPTIONS
        ],
        phrase=query,
        words=found.words + 1,
    )
