"""A question about what a named record measures: "what is GS-1009 reading right now",
"Wie hoch ist der H2S-Wert am GS-1008 gerade?", "gxt 6007 temps" ask for the record's
readings, not its overview page.

The product's records say what they measure: a field that holds numbers by name (a
device's `last_reading`, `{"h2s_ppm": 12.4, "battery": 71}`). A request that names one
record and says a word of such a field (a key, "h2s", "temp", or the field's own name,
"reading") asks about those values. The record's own page keeps the question when it says
that word itself ("battery and its last reading" on a device's page: "battery level of
GS-1020" is the page), unless the request asks how things are now ("right now",
"gerade"). The answer is the other page about such a record whose title and description
share most words with the field ("Sensor readings ... gas levels (ppm) ... battery"),
over the record's own page or, when the request names the record whole and no other kind,
over a screen about no such record ("sf6 level in gis bay 2"); not over the page of a
record named by its title's own words whose title mentions the record ("status of the co
investigation at tank farm north?" is the work order "Investigate CO reading at tank farm
north", titles.py).

The other way round, the record's own page comes back over its readings page when the
request asks only a value that page shows ("what's the battery level on gs1014?"), and
over a screen about no such record when a question names the record whole and one of its
fields that page shows ("which firmware is the houston gateway running").
Nothing here knows the product: the fields are the records', the pages the catalog's.
"""

import functools
from collections.abc import Set as AbstractSet
from typing import Any

from navex.navigation.catalog import Catalog, Screen, once_per_catalog
from navex.navigation.extremes import extreme_words
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.list_questions import WHAT_EXISTS
from navex.navigation.measure_names import measure_words, measures_called
from navex.navigation.name_text import amount_words
from navex.navigation.pages import aspect_words, words_before_kind
from navex.navigation.record_names import SERIAL, FoundRecord, fold, folded, tokens, words_besides
from navex.navigation.records import RecordLookup
from navex.navigation.titles import named_by_its_title
from navex.navigation.words import NOW_WORDS, OPEN_WORDS, STOPWORDS, VALUE_WORDS


def _measures(record: dict[str, Any]) -> dict[str, set[str]]:
    """A record's fields that hold numbers by name, with their words: the field's name
    and its keys ("last_reading": {"last", "reading", "h2s", "ppm", "battery"}), and the
    words people say for them ("warm" for a temperature)."""
    fields: dict[str, set[str]] = {}
    for field, value in record.items():
        if not isinstance(value, dict) or not value:
            continue
        if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value.values()):
            continue
        words = {w for text in (field, *value) for w in tokens(text.replace("_", " "))}
        words |= {said for w in words for said in measure_words().get(w, ())}
        fields[field] = {w for w in words if len(w) > 1 and w not in STOPWORDS}
    return fields


ABBREVIATED = 4
"""Letters a word cut short keeps at least: "temp" for "temperature", "batt"."""


def _said(word: str, words: AbstractSet[str]) -> bool:
    """`word` is among `words`, in the singular or the plural ("readings"), or cut short
    ("temps" for "temperature")."""
    stem = word[:-1] if len(word) > 3 and word.endswith("s") else word
    if word in words or stem in words:
        return True
    if len(stem) < ABBREVIATED:
        return False
    if isinstance(words, frozenset):  # a screen's words: their beginnings, kept
        return stem in _beginnings(words)
    return any(w.startswith(stem) for w in words)


@functools.lru_cache(maxsize=1024)
def _beginnings(words: frozenset[str]) -> frozenset[str]:
    """Every beginning of `ABBREVIATED` letters or more of `words` (the screens' words,
    kept per set): a word cut short is one of them."""
    return frozenset(w[:n] for w in words for n in range(ABBREVIATED, len(w) + 1))


def _besides_name(query: str, record: FoundRecord) -> set[str]:
    """The request's words besides the record's name: its serial when the request gives
    one ("the H2S-Wert am GS-1008": "h2s" is asked, although "Crude unit H2S" is its
    name), else its label ("open crude unit h2s": nothing is asked)."""
    serial = SERIAL.search(query)
    if serial is not None:
        named = FoundRecord(id=record.id, label=serial.group(0))
        return set(words_besides(query, [named], STOPWORDS | OPEN_WORDS))
    return set(words_besides(query, [record], STOPWORDS | OPEN_WORDS))


def _shows(page: Screen, word: str, aside: AbstractSet[str]) -> bool:
    """The page's title or description says `word`, or the measure it is a word for
    ("batteria", "charge": the page says "battery"), unless that measure is a word for
    another page about such a record ("Messwerte" are readings: a page of their own)."""
    text = _text(page)
    if _said(word, text):
        return True
    return any(_said(key, text) and not _said(key, aside) for key in measures_called(word))


def _text(screen: Screen) -> frozenset[str]:
    return _words_of(_page_text(screen))


def _page_text(screen: Screen) -> str:
    return f"{screen.title} {screen.description}"


@functools.lru_cache(maxsize=1024)
def _words_of(text: str) -> frozenset[str]:
    """A screen's words (its title and description), worked out once per text."""
    return frozenset(tokens(text))


def _page_about(catalog: Catalog, name: str, words: set[str]) -> Screen | None:
    """The page about one record of kind `name`, besides its own, whose title and
    description share most words with `words`; None when none shares any."""
    page = catalog.record_page(name)
    own = {page.screen_name if page else "", *catalog.parameters[name].own_screens.values()}
    scored = [
        (sum(_said(w, words) for w in _text(s)), s)
        for s in catalog.screens
        if name in s.placeholders() and s.screen_name not in own
    ]
    best = max(scored, key=lambda pair: pair[0], default=(0, None))
    return best[1] if best[0] > 0 else None


async def _record(
    lookup: RecordLookup, catalog: Catalog, name: str, token: str, record_id: Any
) -> dict[str, Any] | None:
    # read once per request: a list or a by-id read of this request answers it
    return await lookup.one(catalog.parameters[name], token, str(record_id))


async def measured_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup | None,
) -> list[ScreenMatch] | None:
    """`matches` with the page about a named record that shows what the request asks of
    it first: its readings ("what is GS-1009 reading right now"), or, over a screen about
    no such record, its own page when the request says one of its fields that page shows
    ("which firmware is the houston gateway running"); None otherwise."""
    if lookup is None or not matches:
        return None
    top = catalog.screen(matches[0].screen_name)
    if await named_by_its_title(query, top, catalog, context, lookup):
        return None  # "status of the co investigation at tank farm north?": the work order
    back = await _own_over_readings(query, matches, catalog, context, lookup)
    if back is not None:  # "what's the battery level on gs1014?": the device's page
        return back
    for name in _kinds_asked(query, catalog, top):
        own = catalog.record_page(name)
        if own != top and _other_kind_said(query, catalog, name):
            continue  # "relay cabinet r3 temperature alert": the alert
        found = await lookup.find(catalog.parameters[name], query, context.user_token)
        if own is None or found.outcome != "one" or not (own == top or found.whole):
            continue
        record = await _record(lookup, catalog, name, context.user_token, found.records[0].id)
        if record is None:
            continue
        besides = _besides_name(query, found.records[0]) - words_before_kind(query, catalog, name)
        besides -= amount_words(query)  # "the detector reading 42 ppm": which one, not a question
        besides -= extreme_words(query)  # "the gateway with the weakest signal": which one
        page = _readings_page(query, catalog, name, record, besides)
        if page is None and own != top and _question(query) and besides & _shown(record, own):
            page = own  # not "update GS-1020's firmware": the firmware page
        if page is not None:
            return _first(matches, page)
    return None


async def _own_over_readings(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The record's own page over its readings page ranked first, when the request asks
    only values that own page shows ("what's the battery level on gs1014?"), not how they
    are now nor anything else of the readings page ("battery history chart of GS-1014")."""
    top = catalog.screen(matches[0].screen_name)
    for name in catalog.record_kinds(top):
        own = catalog.record_page(name)
        if own is None or own == top or set(tokens(query)) & NOW_WORDS:
            continue
        found = await lookup.find(catalog.parameters[name], query, context.user_token)
        if found.outcome != "one" or not (found.whole or found.words >= 2):
            continue
        record = await _record(lookup, catalog, name, context.user_token, found.records[0].id)
        # words for the kind say which record ("the detector"), unless they name one side
        # of such records ("readings", "history")
        aside = aspect_words(catalog, name)
        kinds = {fold(w) for w in catalog.parameters[name].words} - aside
        besides = _besides_name(query, found.records[0]) - kinds
        for words in _measures(record or {}).values():
            said = {w for w in besides if _said(w, words) and w not in aside}
            if not said or _page_about(catalog, name, words) != top:
                continue
            top_only = {w for w in besides if _said(w, _text(top)) and not _said(w, _text(own))}
            rest = ((besides & aside) | top_only) - said
            if all(_shows(own, w, aside) for w in said) and rest <= VALUE_WORDS:
                return _first(matches, own)
    return None


def _kinds_asked(query: str, catalog: Catalog, top: Screen) -> list[str]:
    """The kinds of record the request may ask something of: that of the record page
    ranked first, then those the first screen opens none of whose pages' descriptions say
    a word of the request besides their kind words ("level", "firmware")."""
    first = [n for n in catalog.record_kinds(top) if catalog.record_page(n) == top]
    said = set(tokens(query)) - STOPWORDS - OPEN_WORDS
    on_top = top.placeholders()  # a page about one side of such a record ranked first stays
    kinds = [
        name
        for name, (kind_words, pages) in _kinds_and_pages(catalog).items()
        if name not in on_top and any(_said(w, pages) for w in said - kind_words)
    ]
    return [*first, *kinds]


@once_per_catalog
def _kinds_and_pages(catalog: Catalog) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each kind of record a request may ask something of (listed, labelled), in the
    catalog's order: its words (folded) and the words of the screens about one such record
    together (`_said` over the union is `_said` over each, or-ed)."""
    return {
        name: (
            folded(parameter.words),
            frozenset().union(*(_text(s) for s in catalog.pages_about(name))),
        )
        for name, parameter in catalog.parameters.items()
        if not parameter.choices and parameter.label_fields
    }


def _readings_page(
    query: str, catalog: Catalog, name: str, record: dict[str, Any], besides: set[str]
) -> Screen | None:
    """The page of the record's readings, when the request says a word of what it
    measures that its own page does not show, or asks about now."""
    own = catalog.record_page(name)
    now = bool(set(tokens(query)) & NOW_WORDS)
    aside = aspect_words(catalog, name)
    for words in _measures(record).values():
        said = {w for w in besides if _said(w, words)}
        shown = own is not None and all(_shows(own, w, aside) for w in said)
        if said and (now or not shown):
            page = _page_about(catalog, name, words)
            if page is not None:
                return page
    return None


def _other_kind_said(query: str, catalog: Catalog, name: str) -> bool:
    """The request has a word for a kind of record other than `name`."""
    said = set(tokens(query)) - folded(catalog.parameters[name].words)
    return any(
        said & folded(p.words)
        for other, p in catalog.parameters.items()
        if other != name and not p.choices
    )


def _question(query: str) -> bool:
    """A question ("which firmware is ...", "... on gs 1005?"), not a change to make."""
    return bool(WHAT_EXISTS.search(query)) or query.rstrip().endswith("?")


def _shown(record: dict[str, Any], page: Screen) -> set[str]:
    """The words of a record's own fields (not the records it belongs to) that its page's
    description names too ("firmware", "status" of a device's `firmware_version`)."""
    fields = [f for f, v in record.items() if isinstance(v, str | int | float) and f != "id"]
    words = {w for f in fields if not f.endswith("_id") for w in tokens(f.replace("_", " "))}
    return {w for w in words if len(w) > 2 and w in _text(page)} - STOPWORDS


def _first(matches: list[ScreenMatch], page: Screen) -> list[ScreenMatch]:
    """`matches` with `page` first, ranked or not (then with the first screen's score)."""
    ranked = [m for m in matches if m.screen_name == page.screen_name]
    score = matches[0].score
    chosen = ranked[0] if ranked else ScreenMatch(screen_name=page.screen_name, score=score)
    return [chosen, *(m for m in matches if m is not chosen)]
