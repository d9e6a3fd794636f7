"""A question about what exists goes to the list that shows it (annotation rule v2):
"which cameras are at the Lyon plant?" is the device list narrowed to the site, not the
site's page; "who's on the night shift team?" is the people list narrowed to the team, not
the team's page. A list moves up only when the request asks about its kind of record in
the plural (or about people) and names one of the filters the catalog declares for it (a
value such as "offline", or a record such as a site), so "which teams is Tom Okafor in"
stays on the person's page. A page about one record that the request does not name
("open the alarm inbx") gives way to its list when the list is nearly as likely.
"""

import re

from navex.navigation.catalog import Catalog, Screen
from navex.navigation.filter_values import named_value
from navex.navigation.filters import ChosenFilter, choose_filters, relation_said
from navex.navigation.index import ScreenMatch
from navex.navigation.links import CALLER, RequestContext
from navex.navigation.name_text import acronyms
from navex.navigation.record_names import (
    FoundRecord,
    fold,
    folded,
    names_kind_in_plural,
    tokens,
    words_besides,
)
from navex.navigation.records import RecordLookup
from navex.navigation.words import (
    BEING_WORDS,
    LIST_WORDS,
    MOMENT_WORDS,
    NOW_WORDS,
    OPEN_WORDS,
    STOPWORDS,
)

WHAT_EXISTS = re.compile(
    r"^[\s¿¡]*(which|what|whats|how many|how much|any|are there|is there|do we have|do i have"
    r"|is anything|is anyone|are any|is any|has any|does any"
    r"|have we|list|combien|quels|quelles|quel|quelle|y a-t-il|est-ce qu'il y a|il y a"
    r"|wie viele|welche"
    r"|welcher|welches|gibt es|haben wir|cuántos|cuántas|cuantos|cuantas|qué|cuáles|cuales"
    r"|anything|anyone|anybody|hay|tenemos|quanti|quante|quali|ci sono|abbiamo|quantos"
    r"|quantas|quais|temos|há"
    r"|hoeveel|welke|zijn er|hebben we"
    r"|qu['’]est[- ]ce qu(?:i|e|['’]il y a)|qu['’]y a-t-il|was (?:ist|sind|gibt es)"
    r"|wat (?:is|zijn|staat|staan)|o que|que|che cosa|cosa|che)\b"
    r"|\b(how many|combien|wie viele|cuántos|cuántas|quanti|quante|quantos|quantas|hoeveel)\b",
    re.IGNORECASE,
)
"""How people ask what exists, in the catalog's languages ("which ...", "how many ...",
"are there any ...", "qu'est-ce qui ...", "was ist ...", "o que ..."); not where something
is ("where are the sensors on floor 2")."""

LIST_SHARE = 0.5
"""A record's page that the request names no record for gives way to its list when the
list scores at least this share of it."""


def asks_what_exists(query: str, catalog: Catalog) -> bool:
    """A question about records of some kind in the plural ("quels sites avons-nous ?",
    "how many cameras are offline?")."""
    return bool(WHAT_EXISTS.search(query)) and any(
        names_kind_in_plural(query, p) for p in catalog.parameters.values() if not p.choices
    )


def asks_what_is_going_on(query: str, catalog: Catalog) -> bool:
    """A question about records by a value a list is filtered by, with no kind word
    ("what's alarming at the houston refinery right now", "anything offline?")."""
    return bool(WHAT_EXISTS.search(query)) and any(
        _names_a_value(query, s) for s in catalog.screens
    )


def _names_a_value(query: str, screen: Screen) -> bool:
    """The request names a value of one of `screen`'s filters ("alarming", "offline")."""
    return any(named_value(d, query) is not None for d in screen.filters.values() if d.values)


def asks_about_many(query: str, catalog: Catalog, screen: Screen) -> bool:
    """The request speaks of the records `screen` lists as many: their kind in the plural
    ("alarms", "tickets") or a value of one of the list's filters ("what's alarming")."""
    plural = any(
        names_kind_in_plural(query, catalog.parameters[name])
        for name in catalog.listed_kinds(screen)
    )
    return plural or _names_a_value(query, screen)


_WHO = re.compile(
    r"^[\s¿¡]*(who|whos|whose(?=\s+(?:on|in)\b)|qui|wer|quién|quien|quiénes|quienes|chi)\b",
    re.IGNORECASE,
)
"""A question about people ("who's in the maintenance team?", "whos on it", "whose on the
maintenence team" as people type it): the list of people."""

_HOW_MANY_PEOPLE = re.compile(
    r"\b(how many (people|persons|members)|combien de (personnes|membres)"
    r"|wie viele (leute|personen|mitglieder)|cu[aá]ntas personas|cu[aá]ntos miembros"
    r"|quante persone|quanti membri)\b",
    re.IGNORECASE,
)
"""A count of people ("how many people are in the control room team?")."""

_MEMBERS = re.compile(
    r"\b(members|membres|mitglieder|miembros|membri|membros|leden|roster|team ?mates"
    r"|people|staff|everyone|employees|colleagues|personnel"
    r"|personnes|leute|personen|personas|persone|persona|pessoas|mensen|gente)\b"
    r"|\b(fa|fanno) parte\b|\bfai?t partie\b|\bforman? parte\b|\bfaz parte\b|\bdabei\b",
    re.IGNORECASE,
)
"""A question about who belongs ("control room team members", "chi fa parte del team
maintenance?", "the control room roster", "my teammates in maintenance", "list the people
on safety and compliance", "elenco delle persone della squadra Control Room", "wer ist bei
Grid Operations dabei?")."""

_PEOPLE_WORDS = frozenset(
    re.findall(
        r"\S+",
        "who whos qui wer quien quienes chi how many people persons members combien personnes "
        "membres wie viele leute personen mitglieder cuantas personas cuantos miembros quante "
        "persone quanti membri else membros leden fa fanno fait fai partie parte forma forman "
        "faz roster teammates mates it belongs belong bei dabei "
        # what people call a team's people ("who are the field service techs")
        "techs tech technicians technician engineers engineer folks guys crew staff "
        "techniciens techniker tecnicos tecnici monteurs persona pessoas mensen gente",
    )
)
"""The words of a question about people, besides whose: "who's on the X team", "X team
roster, who's on it?", "who are the field service techs"."""


def _asks_for_many(query: str, catalog: Catalog, screen: Screen) -> bool:
    """A question about the records `screen` lists, in the plural."""
    return bool(WHAT_EXISTS.search(query)) and any(
        names_kind_in_plural(query, catalog.parameters[name])
        for name in catalog.listed_kinds(screen)
    )


async def list_asked_about(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> ScreenMatch | None:
    """The best-ranked list whose records the request asks about in the plural, when it is
    first already or the request names one of its declared filters ("at the Lyon plant",
    "offline") or text its records mention, and no other kind of record ("what permissions
    do operators have" asks about roles): the filtered list shows the answer."""
    for match in matches:
        screen = catalog.screen(match.screen_name)
        if not _asks_for_many(query, catalog, screen):
            continue
        if match is matches[0]:
            return match
        if _names_another_kind(query, catalog, screen):
            return None
        # a declared filter, or text its records mention ("quels ordres de travail
        # mentionnent Brest dock ?"): both narrow this list
        if await choose_filters(screen, query, context, catalog, lookup):
            return match
        return None
    return None


def _names_another_kind(query: str, catalog: Catalog, screen: Screen) -> bool:
    """The request has a word for a kind of record that `screen` neither lists nor is
    filtered by."""
    own = {*catalog.listed_kinds(screen), *(f.parameter for f in screen.filters.values())}
    said = set(tokens(query))
    return any(
        said & {fold(w) for w in parameter.words}
        for name, parameter in catalog.parameters.items()
        if name not in own
    )


async def people_narrowed(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> ScreenMatch | None:
    """The list of people, filtered, for a question about people that says nothing but
    filters the list declares: "who's on the control room team?", "how many people are in
    the maintenance team", "who are our admins?", "members of control room team?"; not
    "who's on call for the maintenance team?" (the on-call page) nor "who deactivated
    GS-1011?"."""
    if not (_WHO.search(query) or _HOW_MANY_PEOPLE.search(query) or _MEMBERS.search(query)):
        return None
    for screen in catalog.screens:
        if CALLER not in catalog.listed_kinds(screen) or not screen.filters:
            continue
        chosen = [f for f in await choose_filters(screen, query, context, catalog, lookup)]
        by = [f for f in chosen if not f.search]
        if not by or not _only_filters_said(query, catalog, screen, by):
            continue
        ranked = [m for m in matches if m.screen_name == screen.screen_name]
        score = matches[0].score
        return ranked[0] if ranked else ScreenMatch(screen_name=screen.screen_name, score=score)
    return None


_THESE_DAYS = frozenset(
    re.findall(r"\S+", "these days nowadays today ces jours temps heutzutage dias")
)
"""Words that say when, about who belongs ("who's in grid operations these days")."""


def _only_filters_said(
    query: str, catalog: Catalog, screen: Screen, chosen: list[ChosenFilter]
) -> bool:
    """Besides words about people, the request says only the `chosen` filters: their
    values' words or the records they name."""
    general = set(
        STOPWORDS | BEING_WORDS | OPEN_WORDS | LIST_WORDS | _PEOPLE_WORDS | NOW_WORDS | MOMENT_WORDS
    )  # "list my teammates", "who's on the maintenance team these days"
    general |= _THESE_DAYS
    general |= {fold(w) for w in catalog.parameters[CALLER].words}
    general -= acronyms(query)  # "who's our IT admin": not "it"
    for f in chosen:
        general |= set(tokens(f.label))
        if f.parameter:
            general |= {fold(w) for w in catalog.parameters[f.parameter].words}
        declared = screen.filters[f.param]
        general |= {w for v in declared.values.get(f.value, []) for w in tokens(v)}
    named = [FoundRecord(id=f.value, label=f.label) for f in chosen if f.record]
    return not words_besides(query, named, general)  # "the saftey and compliance group"


async def list_for_no_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> ScreenMatch | None:
    """The list of the first screen's records when the request names none of them and
    has nothing that looks like a name: when the list scores close to that screen ("open
    the alarm inbx", not "open Zed's profile" or "open sensor GS-9999", nor "het ticket
    van priya", one of the records her filter would list), or, ranked or
    not, when the request speaks of such records in the plural ("show me our invoices",
    "mostra le fatture", "any unpayed invoices?")."""
    top = catalog.screen(matches[0].screen_name)
    for name in catalog.record_kinds(top):
        listing = catalog.list_screen(top, name)
        if listing is None:
            continue
        ranked = [m for m in matches[1:] if m.screen_name == listing.screen_name]
        close = [m for m in ranked[:1] if m in matches[1:3]]
        close = [m for m in close if m.score >= LIST_SHARE * matches[0].score]
        plural = names_kind_in_plural(_besides_title(query, top), catalog.parameters[name])
        if not close and not plural:
            continue
        generic = tokens(top.title)
        found = await lookup.find(catalog.parameters[name], query, context.user_token, generic)
        named = found.name_like or (found.stranger and not plural)  # not "factures impayées"
        if found.outcome == "none" and named:  # "open sensor GS-9999", "the denver ... site"
            continue
        if plural and found.outcome in ("none", "unnamed"):
            unranked = ScreenMatch(screen_name=listing.screen_name, score=matches[0].score)
            return ranked[0] if ranked else unranked
        if close and found.outcome == "none":
            if await _one_of_a_records(query, listing, catalog, context, lookup):
                continue  # "het ticket van priya": hers, one, not the list (described.py)
            return close[0]
    return None


async def _one_of_a_records(
    query: str,
    listing: Screen,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> bool:
    """The request speaks of one record in the singular and names what the list is
    filtered by: a record (a person, a site: "het ticket van priya", one of hers) or a
    state ("a ordem de serviço cancelada", the one cancelled), without a word for a list
    ("the open alarm list" is the list)."""
    if set(tokens(query)) & LIST_WORDS:
        return False
    return bool(await choose_filters(listing, query, context, catalog, lookup))


def _besides_title(query: str, screen: Screen) -> str:
    """The request without the words of the screen's title: in "floor plans of the site",
    "plans" (a word for a site) is *Floor plans*', not sites in the plural."""
    title = set(tokens(screen.title))
    return " ".join(w for w in tokens(query) if w not in title)


def kind_alone_listed(
    query: str, matches: list[ScreenMatch], catalog: Catalog
) -> ScreenMatch | None:
    """The list of a kind of record when the request says nothing but that kind in the
    plural and words that ask to see ("Rechnungen anzeigen", "zeig mir die Rechnungen",
    "show me all our sensors"): with its ranked score, or the first screen's when the
    ranker did not rank it (a word of another language it does not read); None when any
    other word is said ("invoices from march", "sensors at the lyon plant")."""
    besides_title = _besides_title(query, catalog.screen(matches[0].screen_name))
    for name, parameter in catalog.parameters.items():
        if parameter.choices or not names_kind_in_plural(besides_title, parameter):
            continue
        pages = catalog.pages_about(name)
        listing = catalog.list_screen(pages[0], name) if pages else None
        if listing is None:
            continue
        general = STOPWORDS | OPEN_WORDS | LIST_WORDS | folded(parameter.words)
        if words_besides(query, [], general):
            return None
        ranked = [m for m in matches if m.screen_name == listing.screen_name]
        return (
            ranked[0]
            if ranked
            else ScreenMatch(screen_name=listing.screen_name, score=matches[0].score)
        )
    return None


ON_ONES_PLATE = re.compile(
    r"\b(on (\w+(['’]?s)? )?(his|her|their|my|\w+['’]?s) plate|working on|work on|busy with"
    r"|a en cours|travaille sur|arbeitet|en qu[eé] est[aá] trabajando|trabaja en"
    r"|sta lavorando|lavora su|está trabalhando|werkt aan)\b",
    re.IGNORECASE,
)
"""How people ask what is assigned to a person, in the catalog's languages ("what's on
tom's plate", "what's erin got on her plate", "what is Tom working on?", "woran arbeitet
Priya?"): a list filtered by a person is filtered by them."""


async def list_by_relation(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> ScreenMatch | None:
    """The ranked list (of the first three) filtered by a record the question names, when
    it says how the list's records relate to it: "what has tom becker got assigned right
    now" is the work orders filtered by their assignee, not Tom's page."""
    if not WHAT_EXISTS.search(query):
        return None
    for match in matches[:3]:
        screen = catalog.screen(match.screen_name)
        related = [
            param
            for param, declared in screen.filters.items()
            if declared.parameter is not None
            and (
                relation_said(query, catalog, param, declared.field)
                or (declared.parameter == CALLER and bool(ON_ONES_PLATE.search(query)))
            )
        ]
        if not related:
            continue
        chosen = await choose_filters(screen, query, context, catalog, lookup)
        if any(f.param in related and f.record for f in chosen):
            return match
    return None
