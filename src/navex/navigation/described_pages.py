"""Pages of records the request describes rather than names, over the first screen the
ranker gave (promote.py runs these in its order):

- `described_first`: a record described by a word for its kind and a record it belongs to
  ("the thermal camera at the houston refinery", "hiroshi's ticket"; described.py), or by
  two records it belongs to without the word ("the x-am at lyon").
- `named_beside_its_owner`: a record named whole beside the record of the first page it
  belongs to ("the polytron in reactor hall a": the device, not the product).
- `fielded_first`: records described by what their fields hold ("our finance person",
  "the gateway on 2.4.1", "the critical alarm"; by_fields.py).
"""

from navex.navigation.by_fields import asked_words, records_by_fields
from navex.navigation.catalog import Catalog, Screen
from navex.navigation.described import described_records
from navex.navigation.head_kind import OTHER_KIND_WORDS, asks_for_the_form, head_kind
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.name_text import known_words
from navex.navigation.named_head import RELATIVE_WORDS
from navex.navigation.pages import aspects_asked, first_page, mentions_kind, one_of_a_kind
from navex.navigation.person_words import WHO_WORDS
from navex.navigation.record_names import (
    FoundRecord,
    RecordSearch,
    bare_name,
    folded,
    named_words,
    names_kind_in_plural,
    tokens,
)
from navex.navigation.records import RecordLookup
from navex.navigation.words import DETERMINERS, OPEN_WORDS, STOPWORDS

SIDE_BELOW = 0.2
"""A page about one side of a record ranked first with a probability this low gives way
to the record's own page when the request describes the record ("the hikvision turret cam
at springfield" over *Decommission a device* at 0.05); "Messwerte vom Kühlraum-Thermometer"
keeps the readings at 0.34, whose word the catalog does not know as one for that side."""


async def described_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of one record described by a word for its kind and a record it belongs to
    (described.py), over the first screen when that is about the record it belongs to or
    lists its kind: "show the thermal camera at the houston refinery" ranks the refinery's
    page first. Over the list, several records so described are the page's choice ("bob's
    ticket", of the work orders assigned to Bob). None otherwise."""
    top = catalog.screen(matches[0].screen_name)
    barely = matches[0].score < SIDE_BELOW
    # the page of a record (not one side of it: "the second floor layout at the lyon plant
    # with the sensor positions" is the floor plans)
    own = {n for n in catalog.record_kinds(top) if catalog.record_page(n) == top}
    head = head_kind(query, catalog)
    words = tokens(query)
    if head is not None and words[-1] not in folded(catalog.parameters[head].words):
        head = None  # the last word's kind only: "the sf6 detector model", a product
    for name, parameter in catalog.parameters.items():
        listed = name in catalog.listed_kinds(top)
        formed = _a_form_not_asked_for(query, catalog, top, name)  # "hiroshi's ticket"
        # no word for the kind, two records it belongs to: "the x-am at lyon", "bring up the
        # polytron at lyon" over the plant's floor plans
        unnamed = bool(parameter.belongs_to) and not mentions_kind(query, parameter)
        owners = (own | set(catalog.record_kinds(top))) if unnamed else own
        # a page about one side of such a record ("decommission") the ranker barely
        # prefers: first_page keeps it when the request asks for that side
        aside = name in catalog.record_kinds(top) and not unnamed and barely
        if parameter.choices or name in own or not (owners or listed or formed or aside):
            continue  # no lookup for a screen about no record ("add a sensor at Lyon")
        if head is not None and head != name:
            continue  # "the sf6 detector model": a product, whatever detectors it has
        if _only_after_another_kind(query, catalog, name):
            continue  # "compliance team page": the team's page, not its people
        if not (one_of_a_kind(query, parameter) or unnamed):
            continue
        found = await described_records(name, query, catalog, context.user_token, lookup)
        if found is None or found.search.outcome not in ("one", "several"):
            continue
        if listed or formed or aside or owners & found.owners:  # "bob's ticket", "the lyon ..."
            return first_page(matches, catalog, name, query)
    return None


async def named_beside_its_owner(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of a record the request names whole, or by a number it alone holds,
    beside the record of the first page that it belongs to: "the polytron in reactor hall
    a" is the device Reactor hall A (a Polytron 8700), and "the polytron at 1.2% lel" the
    Polytron device reading 1.2 % LEL, not the product's page. Not when the request says a
    word for the first page's kind ("the model of reactor hall a"). None otherwise."""
    top = catalog.screen(matches[0].screen_name)
    owner_kinds = [n for n in catalog.record_kinds(top) if catalog.record_page(n) == top]
    for owner in owner_kinds:
        if mentions_kind(query, catalog.parameters[owner]):
            continue
        for name, parameter in catalog.parameters.items():
            if owner not in parameter.belongs_to or catalog.record_page(name) is None:
                continue
            chosen = await _named_or_numbered(query, catalog, name, top, context, lookup)
            if chosen is None:
                continue
            record = await lookup.listed(parameter, context.user_token, chosen.id)
            held = record.get(owner) if record is not None else None
            owned = await lookup.find(catalog.parameters[owner], query, context.user_token)
            if held is None or not any(str(r.id) == str(held) for r in owned.records):
                continue
            if owned.whole and _words_of_its_owner(query, chosen.label, owned):
                continue  # "leeds pumping staton": the station, not its "Leeds station router"
            return first_page(matches, catalog, name, query)
    return None


def _words_of_its_owner(query: str, label: str, owned: RecordSearch) -> bool:
    """Every word the request shares with the label of the record named beside its owner
    is a word of the owner's own label too: the request names the owner whole, and the
    record only by the owner's words in its name."""
    said = set(tokens(query)) & set(tokens(label))
    owners = {w for found in owned.records for w in tokens(found.label)}
    return said <= owners


async def _named_or_numbered(
    query: str,
    catalog: Catalog,
    name: str,
    top: Screen,
    context: RequestContext,
    lookup: RecordLookup,
) -> FoundRecord | None:
    """The one record of kind `name` the request names whole ("reactor hall a") or by two
    words of its name, else the one that holds a number it writes ("at 1.2% lel", "on
    2.4.1"); None when neither."""
    parameter = catalog.parameters[name]
    if named_words(query, parameter, tokens(top.title)):  # a word a name of it may be
        found = await lookup.find(parameter, query, context.user_token)
        # whole, or by two words of its name ("the shift lead's bw ultra": the portable
        # called "Portable - shift lead")
        if found.outcome == "one" and (found.whole or found.words >= OTHER_KIND_WORDS):
            return found.records[0]
    fitted = await records_by_fields(name, query, catalog, context.user_token, lookup)
    if fitted is not None and fitted.search.outcome == "one" and fitted.numbered:
        return fitted.search.records[0]
    return None


def _a_form_not_asked_for(query: str, catalog: Catalog, top: Screen, name: str) -> bool:
    """`top` is the form that makes a record of kind `name`, and no word of its own asks
    for it: "hiroshi's ticket" is his ticket, not a new one."""
    return (
        catalog.home_kind(top) == name
        and name not in top.placeholders()  # a form, not one side of such a record
        and not asks_for_the_form(query, catalog, top, name)
    )


def _only_after_another_kind(query: str, catalog: Catalog, name: str) -> bool:
    """Every word the request has for kind `name` comes right after a word for another
    kind: "compliance team page", "config page of the rotterdam gateway" ("page" is also
    a word for a person's page, "toms page")."""
    words = tokens(query)
    own = folded(catalog.parameters[name].words)
    others = {w for n, p in catalog.parameters.items() if n != name for w in folded(p.words)} - own
    said = [i for i, w in enumerate(words) if w in own]
    return bool(said) and all(i > 0 and words[i - 1] in others for i in said)


async def fielded_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
    unsure: bool,
) -> list[ScreenMatch] | None:
    """The page of the records the request describes by what their fields hold
    (by_fields.py), of the kind it is about: one the first screen lists or is about, one
    it says a word for when the first screen is unsure (or whose one record holds a number
    it writes: "the one unit still running firmware 2.8.0"), a person when it asks who
    ("whose phone starts with +44"), or the one record a short request names and describes
    ("the health & safety tom"); not when it has more words that name nothing the catalog
    knows than the records hold ("denver substation page": a site's name, not the people
    in Substations). The kind whose records hold the most of its words wins;
    None when no kind's do, or two hold as much. Never for a kind named in the plural: "find
    users in the maintenance department" is their list."""
    top = catalog.screen(matches[0].screen_name)
    words = set(tokens(query))
    if _says_the_title(words, top):  # "compliance report", though a team does audits
        return None
    about = {*catalog.record_kinds(top), *catalog.listed_kinds(top)}
    kinds_said = {n for n, p in catalog.parameters.items() if words & folded(p.words)}
    short = bare_name(query)  # "the health & safety tom": a name and what it holds
    # "the team in charge of audits": a team
    opener = _opening_kind(query, catalog) if kinds_said else None
    best: list[tuple[int, str]] = []
    for name, parameter in catalog.parameters.items():
        kind_said = name in kinds_said
        others = bool(kinds_said - {name})
        # "whose phone starts with +44", not "wer gehört zum Team Maintenance?" (a team's)
        # nor "who's on call for grid ops tonite"
        asked_who = unsure and bool(words & WHO_WORDS) and bool(parameter.own_screens)
        asked_who = asked_who and not others
        if parameter.choices or not (
            name in about or kind_said or asked_who or (short and not others)
        ):
            continue
        if names_kind_in_plural(query, parameter):
            continue  # "find users in the maintenance department": their list
        found = await records_by_fields(name, query, catalog, context.user_token, lookup)
        if found is None or found.search.outcome not in ("one", "several"):
            continue
        known = known_words(catalog)
        strangers = {w for w in asked_words(query, catalog, name) if w not in known}
        opened = kind_said and opener == name
        # "denver substation page"; a number one record alone holds weighs as a word more
        # ("de gateway die nog op firmware 2.3.8 draait")
        one = found.search.outcome == "one"
        weight = found.held + opened + (found.numbered and one)
        if len(strangers - found.explained) >= weight:
            continue
        numbered = kind_said and one and found.numbered  # "the one unit running 2.8.0"
        if (
            name in about
            or (kind_said and (unsure or opened))
            or asked_who
            or numbered
            or (found.named and one)
        ):
            best.append((found.held, name))
    if not best:
        return None
    best.sort(reverse=True)
    if len(best) > 1 and best[0][0] == best[1][0]:
        return None
    name = best[0][1]
    if name in catalog.record_kinds(top) and (
        catalog.record_page(name) == top or aspects_asked(query, catalog, name)
    ):  # "edit the record of the deactivated ...": the first screen opens such a record
        return None
    # "open the detector that's reading 42 ppm CO": its page, not its readings ("reading"
    # before an amount describes it)
    return first_page(matches, catalog, name, query)


def _opening_kind(query: str, catalog: Catalog) -> str | None:
    """The kind the request opens with a word for, after an article at most, when that word
    is its head: "the team in charge of audits" is one team, whatever screen ranked first
    ("audits": the audit log); or after an article and one word that says which, before a
    clause about it ("the quality person who still hasn't accepted her invite"); or the
    kind of the last word of a request that is one noun phrase, an article first ("the
    calibration and bump test crew"); None otherwise."""
    said = tokens(query)
    words = [w for w in said[:2] if w not in DETERMINERS]
    head = head_kind(query, catalog)
    if not words or head is None:
        return None
    kind = folded(catalog.parameters[head].words)
    closing = said[0] in DETERMINERS and said[-1] in kind  # "the ... crew"
    claused = said[0] in DETERMINERS and len(said) > 3 and said[2] in kind  # "the X person"
    claused = claused and said[3] in RELATIVE_WORDS  # "... who ..."
    return head if words[0] in kind or closing or claused else None


def _says_the_title(words: set[str], screen: Screen) -> bool:
    """The request is the screen's title, in the singular or the plural, and words that
    join or ask to see at most ("compliance report" for *Compliance reports*)."""
    title = {w.removesuffix("s") for w in tokens(screen.title)}
    said = {w.removesuffix("s") for w in words - STOPWORDS - OPEN_WORDS}
    return bool(said) and said <= title
