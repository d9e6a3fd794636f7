"""Which page of a kind of record a request is about, and words that tell: the record's
own page first, or a page about one side of it ("readings", "calibration") when the
request speaks of that side; the kind a screen about no record is about ("Onboard a
device" is about devices); whether the request asks for one record of a kind or many;
and which kind a serial is shaped like, by the catalog's examples. Worked out once per
catalog where it can be; promote.py and the rules beside it use them.
"""

import itertools
import re

from navex.navigation.catalog import Catalog, RecordParameter, Screen
from navex.navigation.index import ScreenMatch
from navex.navigation.list_questions import WHAT_EXISTS
from navex.navigation.name_text import amount_words, kind_words
from navex.navigation.pick_words import picks_one_of_many
from navex.navigation.record_names import (
    folded,
    names_kind_in_plural,
    query_serials,
    serial_shape,
    tokens,
)
from navex.navigation.words import LIST_WORDS, OPEN_WORDS, STOPWORDS


def serial_kinds(catalog: Catalog, serial: str) -> list[str]:
    """The kinds of record whose serials are shaped like `serial`, by the catalog's
    examples: those of the screens about one such record use it most ("GS-1020": a
    device's)."""
    known = _SERIAL_SHAPES.get(id(catalog))
    if known is None:
        known = _SERIAL_SHAPES[id(catalog)] = _serial_shapes(catalog)
    return known.get(serial_shape(serial), [])


_SERIAL_SHAPES: dict[int, dict[str, list[str]]] = {}


def _serial_shapes(catalog: Catalog) -> dict[str, list[str]]:
    counts: dict[str, dict[str, int]] = {}
    for screen in catalog.screens:
        kinds = catalog.record_kinds(screen)
        for example in screen.examples:
            for serial in query_serials(example):
                for name in kinds:
                    by_kind = counts.setdefault(serial_shape(serial), {})
                    by_kind[name] = by_kind.get(name, 0) + 1
    return {
        shape: [k for k, n in by_kind.items() if n == max(by_kind.values())]
        for shape, by_kind in counts.items()
    }


def own_page_unless_aside(
    query: str, matches: list[ScreenMatch], catalog: Catalog, name: str
) -> list[ScreenMatch]:
    """A page about one side of the named record ranked first, unsure, although the
    request says nothing of that side ("In welcher Zeitzone liegt der Standort Lyon
    plant?" ranks the site's floor plans first): the record's own page, when it is ranked
    too."""
    page = catalog.record_page(name)
    ranked = {m.screen_name for m in matches[1:]}
    if page is None or page.screen_name not in ranked:
        return matches
    if set(tokens(query)) & aspects_said(catalog, name):  # "... sensor config"
        return matches
    return own_first(matches, catalog, name) or matches


def words_before_kind(query: str, catalog: Catalog, name: str) -> set[str]:
    """The request's words right before a word for the kind `name`: they say which record
    ("the cl2 detector in the chlorination room", "tank 4 temperature probe"), not what is
    asked about it."""
    kinds = kind_words(catalog.parameters[name])
    words = tokens(query)
    return {w for w, after in itertools.pairwise(words) if after in kinds}


def aspects_asked(query: str, catalog: Catalog, name: str) -> set[str]:
    """The request's words for one side of the record, but those just before a word for
    its kind, which say what kind it is ("the gas detector down in tank pit 4": a gas
    detector, not its gas levels)."""
    words = tokens(query)
    kinds = kind_words(catalog.parameters[name])
    aspects = aspects_said(catalog, name)  # "config" for "configuration"
    # "the detector reading 42 ppm CO": the words beside an amount describe the record by
    # what it measures, they ask for no side of it
    beside = amount_words(query) if any(w.isdigit() for w in words) else set()
    return {
        w
        for i, w in enumerate(words)
        if w in aspects and not (i + 1 < len(words) and words[i + 1] in kinds) and w not in beside
    }


def aspect_words(catalog: Catalog, name: str) -> set[str]:
    """Words that ask for one side of a record rather than its page: those of the titles
    and examples of the other pages about such a record ("readings", "calibration",
    "retire" for a device), not of its own page or the caller's own counterpart."""
    known = _ASPECTS.get((id(catalog), name))
    if known is None:
        known = _ASPECTS[(id(catalog), name)] = _aspects(catalog, name)
    return known


_ASPECTS: dict[tuple[int, str], set[str]] = {}


def aspects_said(catalog: Catalog, name: str) -> frozenset[str]:
    """`aspect_words` and their beginnings of five letters or more, as people shorten them
    ("config" for "configuration", "calib"); worked out once per kind."""
    known = _ASPECT_BEGINNINGS.get((id(catalog), name))
    if known is None:
        words = aspect_words(catalog, name)
        begun = {w[:n] for w in words for n in range(ABBREVIATION, len(w))}
        known = _ASPECT_BEGINNINGS[(id(catalog), name)] = frozenset(words | begun)
    return known


ABBREVIATION = 5
_ASPECT_BEGINNINGS: dict[tuple[int, str], frozenset[str]] = {}


def _aspects(catalog: Catalog, name: str) -> set[str]:
    page = catalog.record_page(name)
    if page is None:
        return set()
    own = {page.screen_name, *catalog.parameters[name].own_screens.values()}

    def words(screen: Screen, examples: int | None = None) -> set[str]:
        texts = (screen.title, *screen.examples[:examples])
        return {w for text in texts for w in tokens(text)}

    others = [s for s in catalog.screens if name in s.placeholders() and s.screen_name not in own]
    # their titles and first examples: the words that say what each is about, not the
    # catalog's other languages and misspellings
    aspects = set().union(*(words(s, 3) for s in others)) if others else set()
    return aspects - words(page) - (STOPWORDS - CHANGE_WORDS) - OPEN_WORDS


CHANGE_WORDS = frozenset({"edit", "change", "update", "settings", "setting"})
"""Words that name no record but do name a side of one: its edit page ("edit Hiroshi's
details" is not Hiroshi's page)."""


ABOUT_ONE = re.compile(
    r"^[\s¿¡]*(what's|whats|what is|what was|quel est|quelle est|was ist|wie ist|wie war"
    r"|cu[aá]l es|qu[eé] es|qual [eéè]|wat is|wat was)\s+(the|le|la|l'|der|die|das|el|il|lo"
    r"|o|a|de|het)\b",
    re.IGNORECASE,
)
"""A question about something of one record ("what's the due date on the flare camera
job", "quelle est la date ..."), not about what exists."""


def one_of_a_kind(query: str, parameter: RecordParameter) -> bool:
    """The request speaks of one record of this kind ("the camera", "what's the due date on
    the flare camera job"): not of many ("which cameras", "all sensors")."""
    asks_what = WHAT_EXISTS.search(query) and not ABOUT_ONE.search(query)
    many = asks_what or set(tokens(query)) & LIST_WORDS
    return (
        mentions_kind(query, parameter) and not many and not names_kind_in_plural(query, parameter)
    )


def mentions_kind(
    query: str, parameter: RecordParameter, besides: frozenset[str] = frozenset()
) -> bool:
    """A word for the kind is said (but those `besides`)."""
    kinds = folded(parameter.words) - besides
    return any(w in kinds for w in tokens(query))


def asks_for_one(query: str, catalog: Catalog, name: str, well_named: bool = False) -> bool:
    """The request calls the record by its kind in the singular ("the tank farm sensor",
    "el sitio de Houston", and, `well_named` by several words, "what's the status of the
    tank farm north job?") or picks one of them ("the older of our two unpaid invoices"),
    not a list ("sensors at Lyon", "the sensor list"), nor one side of it ("reactor hall b
    readings")."""
    parameter = catalog.parameters[name]
    said = tokens(query)
    words = set(said)
    # "the older of our two unpaid invoices": one, though the kind is said in the plural
    plural = names_kind_in_plural(query, parameter) and not picks_one_of_many(said)
    return (
        mentions_kind(query, parameter)
        and (well_named or not WHAT_EXISTS.search(query))  # "any h2s sensor cells left"
        and not plural
        and not words & (LIST_WORDS | aspect_words(catalog, name))
    )


def own_first(matches: list[ScreenMatch], catalog: Catalog, name: str) -> list[ScreenMatch] | None:
    """`matches` with the page of one record of kind `name` first, or None (no such page)."""
    page = catalog.record_page(name)
    if page is None:
        return None
    ranked = [m for m in matches if m.screen_name == page.screen_name]
    score = matches[0].score if matches else 0.0
    chosen = ranked[0] if ranked else ScreenMatch(screen_name=page.screen_name, score=score)
    return [chosen, *(m for m in matches if m is not chosen)]


def first_page(
    matches: list[ScreenMatch], catalog: Catalog, name: str, query: str
) -> list[ScreenMatch]:
    """`matches` with the record's own page first (its URL is the list's and the record's
    id), or else the best-ranked screen that opens such a record when the request asks for
    one side of it ("readings"); the record's own page when no screen ranked opens one
    ("apri il dispositivo Solvent store")."""
    takes = [m for m in matches if name in catalog.screen(m.screen_name).placeholders()]
    own = [
        m
        for m in takes
        if (listing := catalog.list_screen(catalog.screen(m.screen_name), name)) is not None
        and catalog.screen(m.screen_name).web_url == f"{listing.web_url}/{{{name}}}"
    ]
    aside = aspects_asked(query, catalog, name)
    if not own and (not takes or not aside):  # the record's own page, ranked or not
        promoted = own_first(matches, catalog, name)
        if promoted is not None:
            return promoted
    if not (own or takes):
        return matches
    chosen = (own or takes)[0]
    return [chosen, *(m for m in matches if m is not chosen)]
