"""The kind of record a request that describes one record is about, by its head word for
a kind ("the job to get the flare cam video back": a work order; "alarm about the flare
cam losing its stream": an alert), and that record's page over a first screen about no
such record (promote.py)."""

import re
from pathlib import Path

import yaml

from navex.navigation.by_fields import asked_words
from navex.navigation.catalog import Catalog, Screen
from navex.navigation.described import among, described_records, record_words
from navex.navigation.holder_named import holder_of_named
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.pages import (
    ABOUT_ONE,
    aspect_words,
    first_page,
    kind_words,
    one_of_a_kind,
)
from navex.navigation.record_names import RecordSearch, number_given, tokens
from navex.navigation.records import RecordLookup
from navex.navigation.words import DETERMINERS

OTHER_KIND_WORDS = 2
"""A record of a kind the first screen does not take must be named by this many words (or
whole): "Loading dock" or "Emma Laurent" bring their page up, a single word of a request
such as "add a new sensor at the lyon plant" does not (the site is where, not what)."""


HEAD_FOLLOWERS = frozenset(
    re.findall(
        r"\S+",
        "on at for about to of in from with that which where concerning regarding "
        "sur pour de du des d au aux dans concernant "
        "auf fur von vom zu zum zur im am uber mit "
        "sobre para del en con "
        "su per di del della dello dei delle nel nella al alla con "
        "op voor van over bij met",
    )
)
"""Words that follow the noun a description is about, in the catalog's languages
(folded): "the job *to* get the flare cam video back", "alarm *about* the flare cam",
"l'ordine *di* lavoro del gateway di Houston"; not a word the noun describes further."""


CLAUSE_SUBJECTS = frozenset(
    str(w)
    for words in (
        yaml.safe_load(Path(__file__).with_name("clause_words.yaml").read_text()) or {}
    ).values()
    for w in words or ()
)
"""Words that open a clause about the noun before them without a "that" ("the gateway
firmware job *i* finished": the job; `clause_words.yaml`)."""


def head_kind(query: str, catalog: Catalog) -> str | None:
    """The kind of record a request that describes one record is about: that of its head
    word for a kind, the first followed by a word such as "on", "about", "di", or ending
    the request ("who's assigned the flare camera video job": the job, not the camera),
    or the one kind it has a word for. Words for one side of a record ("calibration",
    "readings") name no kind here. None when it has no such word, several and no head, or
    a word such as "to" before the first ("push firmware 5.2.1 to the loading dock
    sensor": the sensor is where, not what) but in a question about one record's field
    ("what's the due date on the flare camera job"); a kind word before "i", "we", ... is
    the head too ("the gateway firmware job i finished")."""
    words = tokens(query)
    kinds: list[str] = []
    field_asked = bool(ABOUT_ONE.search(query))  # "what's the due date on the ... job"
    for i, word in enumerate(words):
        if word in HEAD_FOLLOWERS and not kinds and not field_asked:
            return None  # "push firmware 5.2.1 to the ... sensor": where, not what
        for name, parameter in catalog.parameters.items():
            if parameter.choices or word not in kind_words(parameter):
                continue
            if word in aspect_words(catalog, name):
                continue
            after = words[i + 1] if i + 1 < len(words) else None
            if after is None or after in HEAD_FOLLOWERS or after in CLAUSE_SUBJECTS:
                return name
            kinds.append(name)
    return kinds[0] if len(set(kinds)) == 1 else None


async def _described_by_its_words(
    name: str, query: str, catalog: Catalog, context: RequestContext, lookup: RecordLookup
) -> bool:
    """One record of kind `name` holds, in its own text fields (a product's description),
    `OTHER_KIND_WORDS` or more of the request's words, more than any other does, and the
    request opens with an article that says one ("the gateway product with LTE backhaul":
    the one "LoRaWAN gateway with LTE backhaul")."""
    opening = tokens(query)[:1]
    if not opening or opening[0] not in DETERMINERS:
        return False  # "bump test and sensor repairs for the crew": no article says one
    words = set(asked_words(query, catalog, name))
    if len(words) < OTHER_KIND_WORDS:
        return False
    records = await lookup.listing(catalog.parameters[name], context.user_token)
    scores = sorted((sum(among(w, record_words(r)) for w in words) for r in records), reverse=True)
    return bool(scores) and scores[0] >= OTHER_KIND_WORDS and scores[1:2] != scores[:1]


async def head_kind_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of the one record a request describes by its head word for a kind and
    words of its label ("the job to get the flare cam video back", "was the vapour
    recovery alarm resolved", "the sensor head swap job on the flare stack detector"),
    over a first screen about no such record (the flare stack's device, the incident
    history), or by one word of letters and digits ("the sf6 detector model": the one
    product with SF6 in its name). Of several that fit so, the one that belongs to the
    record the request names ("... job on the flare stack detector": the job on that
    device). None when the first
    screen is about that kind, the request speaks of many, or no one record fits by two
    words or whole (one list read, of that kind)."""
    name = head_kind(query, catalog)
    if name is None:
        return None
    top = catalog.screen(matches[0].screen_name)
    parameter = catalog.parameters[name]
    if name in catalog.record_kinds(top):
        return None  # the list of such records gives way ("the due date on the flare cam job")
    if asks_for_the_form(query, catalog, top, name):
        return None  # "create a bump test ticket": the form; "bump test ticket": the ticket
    if not one_of_a_kind(query, parameter) or not parameter.label_fields:
        return None
    found = await lookup.find(parameter, query, context.user_token)
    if found.outcome in ("none", "unnamed"):
        if await _described_by_its_words(name, query, catalog, context, lookup):
            return first_page(matches, catalog, name, query)  # "the gateway product with LTE"
        return None
    # a label named whole, or its number after the kind word ("alarm 9"); not a number
    # anywhere ("raw sensor data should be deleted after 3 months" is no device 3)
    whole = found.whole and (found.words > 0 or number_given(query, parameter) is not None)
    marked = found.outcome == "one" and _a_marked_word_of(query, found)  # "sf6 ... model"
    if not (whole or marked or found.words >= OTHER_KIND_WORDS):
        return None
    if found.outcome == "several":  # "the sensor head swap job on the flare stack detector"
        described = await described_records(name, query, catalog, context.user_token, lookup)
        ids = {r.id for r in found.records}
        if described is None or described.search.outcome != "one":
            return None
        if described.search.records[0].id not in ids:  # the job on the record it names
            return None
    elif found.outcome != "one":
        return None
    return first_page(matches, catalog, name, query)


def _a_marked_word_of(query: str, found: RecordSearch) -> bool:
    """The request says a word of the record's label made of letters and digits ("sf6"):
    one word that names it as well as two."""
    label = {w for r in found.records for w in tokens(r.label)}
    return any(
        w in label and any(c.isdigit() for c in w) and any(c.isalpha() for c in w)
        for w in tokens(query)
    )


def asks_for_the_form(query: str, catalog: Catalog, screen: Screen, name: str) -> bool:
    """`screen` is the form that creates a record of kind `name` and the request says a
    word of its own ("create a bump test ticket"), not only words for such a record."""
    return catalog.home_kind(screen) == name and bool(
        set(tokens(query)) & _form_words(catalog, screen)
    )


def _form_words(catalog: Catalog, screen: Screen) -> frozenset[str]:
    """The words that ask for a screen about no record rather than for a record of its
    kind: those of its title and first examples but the kinds' words and determiners
    ("create", "new", "need"), worked out once per screen."""
    known = _FORM_WORDS.get((id(catalog), screen.screen_name))
    if known is None:
        kinds = {w for p in catalog.parameters.values() for w in kind_words(p)}
        texts = (screen.title, *screen.examples[:3])
        words = {w for text in texts for w in tokens(text) if len(w) > 2} - kinds - DETERMINERS
        known = _FORM_WORDS[(id(catalog), screen.screen_name)] = frozenset(words)
    return known


_FORM_WORDS: dict[tuple[int, str], frozenset[str]] = {}


async def holder_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """`matches` with the page of the record that the record the request names after
    "with" belongs to first ("the portable with the battery alarm": the device, over the
    alert's page; holder_named.py), `matches` as they are when the first page is about
    such a record (its link finds it), or None."""
    holder = await holder_of_named(query, catalog, context.user_token, lookup)
    if holder is None:
        return None
    if holder.kind in catalog.record_kinds(catalog.screen(matches[0].screen_name)):
        return matches  # the first page's own link finds it
    return first_page(matches, catalog, holder.kind, query)
