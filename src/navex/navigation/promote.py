"""What the request names can say which screen it is about, beyond the ranker (which knows
screens, not the product's records):

- The caller's own page asked for outright is the answer ("pull up my own user page, i
  want to check which teams i belong to": own_page.py).
- A question about which record holds one named ("which team is priya on?") is the named
  record's page, which shows what holds it (which_holds.py).
- A question about what exists goes to the list that shows it (list_questions.py), and
  one about what is in a state to the list filtered by it (states.py); one record picked
  among those of a list by its date or amount is its page ("the older of our two unpaid
  invoices": one_of_many.py).
- A record named whole ("GS-1020", "Loading dock", every word of "Upgrade Houston gateway
  firmware" in any order) and nothing else opens its own page, even when the ranker is
  sure of another screen ("relocate main gate camera ticket" is that ticket, not the form
  that creates one); a record's name alone ("the pump house") is looked for in every kind.
- A record of a kind named by a title ("Replace sensor head on GS-1011") named by its
  title's own words or by its kind's word and words of its title opens its page, not that
  of the device or site the title mentions (titles.py).
- A record named whole brings its page up when the first screen is unsure: "open the
  loading dock sensor" ranks *Onboard a device* first, while "Loading dock" is a device's
  name. A record of another kind than the first screen's does not when the request also
  names the screen's own kind: in "add a new sensor at the Lyon plant" the site says
  where, the form is still the answer.
- A form that adds records gives way to one record the request speaks of as existing
  ("open ticket 10", "my open ticket"), and a record's page to the form when the request
  asks for a new one ("new job ticket pls": existing.py).
- A record described rather than named (by its kind and what it belongs to, or by what
  its fields hold: described_pages.py) opens its page; so does one named whole before a
  clause about it ("siemens, who make our chlorine detectors": named_head.py).
- A record called by its kind's word, no side of it asked, opens its own page over a page
  about one side of it ("tank 4 temperature probe": unasked_side.py).
"""

from navex.navigation.asking import SCREEN_WORDS
from navex.navigation.catalog import Catalog
from navex.navigation.described_pages import (
    described_first,
    fielded_first,
    named_beside_its_owner,
)
from navex.navigation.descriptions import named_kind_first
from navex.navigation.existing import existing_over_form, new_over_page
from navex.navigation.head_kind import (
    OTHER_KIND_WORDS,
    head_kind_first,
    holder_first,
)
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.list_questions import (
    WHAT_EXISTS,
    kind_alone_listed,
    list_asked_about,
    list_by_relation,
    list_for_no_record,
    people_narrowed,
)
from navex.navigation.long_labels import long_label_first
from navex.navigation.membership import group_page_first
from navex.navigation.named_head import kind_page_first, named_head_first, person_named_first
from navex.navigation.narrowed import page_of_narrowing_record
from navex.navigation.one_of_many import one_picked_of_many
from navex.navigation.own_page import own_page_first
from navex.navigation.pages import (
    asks_for_one,
    aspects_said,
    first_page,
    mentions_kind,
    own_first,
    own_page_unless_aside,
    serial_kinds,
)
from navex.navigation.person_words import WHO_WORDS
from navex.navigation.record_names import (
    RecordSearch,
    bare_name,
    catalog_vocabulary,
    folded,
    is_identifier,
    named_words,
    number_given,
    query_serials,
    tokens,
    words_besides,
)
from navex.navigation.records import RecordLookup
from navex.navigation.states import list_in_a_state
from navex.navigation.titles import titled_first
from navex.navigation.unasked_side import own_over_unasked_side
from navex.navigation.unknown_person import unknown_person_first
from navex.navigation.which_holds import held_record_first
from navex.navigation.who_did import history_first
from navex.navigation.words import OPEN_WORDS, STOPWORDS

PROMOTE_BELOW = 0.35
"""Only a first screen this unsure (ranker probability) gives way to a named record."""


async def promote_named_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup | None,
) -> list[ScreenMatch]:
    """`matches`, reordered by what the request names: the list a question about what
    exists asks for, else the page of a record the request names when the first screen is
    unsure and opens no record of the kind named, else (see `_promote_record`)."""
    if lookup is None or not matches:
        return matches
    own = own_page_first(query, matches, catalog)
    if own is not None:  # "pull up my own user page, i want to check my teams": 'My profile'
        return own
    history = history_first(query, matches, catalog)
    if history is not None:  # "who changed gs-1011's settings": the log, not the device
        return history
    asked_of = await held_record_first(query, matches, catalog, context, lookup)
    if asked_of is not None:  # "which team is priya on?": her page, which shows her teams
        return asked_of
    narrowed = await page_of_narrowing_record(query, matches, catalog, context, lookup)
    if narrowed is not None:  # "alarms at denver": the site's page, the list takes no site
        return narrowed
    listing = await list_asked_about(query, matches, catalog, context, lookup)
    if listing is None:
        listing = await people_narrowed(query, matches, catalog, context, lookup)
    if listing is None:  # "what has tom becker got assigned": the work orders, his
        listing = await list_by_relation(query, matches, catalog, context, lookup)
    if listing is None:  # "what's under maintenance in Lyon": the devices, by status and site
        listing = await list_in_a_state(query, matches, catalog, context, lookup)
    if listing is None:
        listing = await list_for_no_record(query, matches, catalog, context, lookup)
    if listing is None:  # "Rechnungen anzeigen": the invoices' list, which the ranker missed
        listing = kind_alone_listed(query, matches, catalog)
    if listing is not None:
        return [listing, *(m for m in matches if m is not listing)]
    head = await named_head_first(query, matches, catalog, context, lookup)
    if head is None:  # "the Tom on the safety team": that Tom, not the team
        head = await person_named_first(query, matches, catalog, context, lookup)
    if head is None:  # "the safety team page": the team's, not a person's from Safety
        head = await kind_page_first(query, matches, catalog, context, lookup)
    if head is not None:  # "siemens, who make our chlorine detectors": the maker
        return head
    picked = await one_picked_of_many(query, matches, catalog, context, lookup)
    if picked is not None:  # "the older of our two unpaid invoices": that invoice
        return picked
    titled = await titled_first(query, matches, catalog, context, lookup)
    if titled is not None:  # "who's handling the sensor head replacement on gs-1011": the job
        return titled
    group = await group_page_first(query, matches, catalog, context, lookup)
    if group is not None:  # "leo fischer should also be a member of grid operations": the team
        return group
    held = await holder_first(query, matches, catalog, context, lookup)
    if held is not None:  # "the portable with the battery alarm": the alert's device
        return held
    described = await described_first(query, matches, catalog, context, lookup)
    if described is None:  # "the polytron in reactor hall a": the device, not the product
        described = await named_beside_its_owner(query, matches, catalog, context, lookup)
    if described is not None:  # "the thermal camera at the houston refinery": the camera
        return described
    unsure = matches[0].score < PROMOTE_BELOW
    fielded = await fielded_first(query, matches, catalog, context, lookup, unsure)
    if fielded is not None:  # "our finance person", "the swedish camera maker": that record
        return fielded
    headed = await head_kind_first(query, matches, catalog, context, lookup)
    if headed is not None:  # "the job to get the flare cam video back": that work order
        return headed
    unknown = named_kind_first(query, matches, catalog)  # "teltonika vendor": its page
    if unknown is None:
        unknown = await unknown_person_first(query, matches, catalog, context, lookup)
    if unknown is None:  # "frank castillo's page", another org's: "no user called ..."
        unknown = await _unknown_serial_first(query, matches, catalog, context, lookup)
    if unknown is not None:  # "gx 5007 status", another org's serial: "no device called ..."
        return unknown
    existing = existing_over_form(query, matches, catalog)
    if existing is None:  # "new job ticket pls": the form, not a ticket's page
        existing = new_over_page(query, matches, catalog)
    if existing is not None:  # "open ticket 10", "my open ticket": a ticket, not the form
        return existing
    described_whole = await long_label_first(query, matches, catalog, context, lookup)
    if described_whole is not None:  # "portable carried by the shift lead": that device
        return described_whole
    among_strangers = await _named_among_unknown_words(query, matches, catalog, context, lookup)
    if among_strangers is not None:  # "der Chlorsensor im Nassschacht": the device Wet well
        return among_strangers
    side = await own_over_unasked_side(query, matches, catalog, context, lookup)
    if side is not None:  # "tank 4 temperature probe": the thermometer, not its readings
        return side
    sure = matches[0].score >= PROMOTE_BELOW
    only = await _only_a_record(query, matches, catalog, context, lookup, whole=sure)
    if only is not None:
        return only
    if sure and not _numbered(query, catalog, matches[0]):  # "show me alarm #9": that one
        return matches
    return await _promote_record(query, matches, catalog, context, lookup)


async def _named_among_unknown_words(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of the one record the request names whole by two words or more, when the
    first screen is about no record and every other word of the request is one no screen
    uses ("ábreme el termómetro del quiosco de control", "der Chlorsensor im Nassschacht",
    "la fiche de Sofia Marchetti"): the ranker had nothing to go on but words it does not
    know, the record's name is what the request says. None otherwise ("energy usage at the
    control kiosk": energy and usage are a screen's words)."""
    top = catalog.screen(matches[0].screen_name)
    if catalog.record_kinds(top) or catalog.listed_kinds(top):
        return None
    known = catalog_vocabulary(catalog)
    if all(w in known or w in STOPWORDS or w in OPEN_WORDS for w in tokens(query)):
        return None  # "go to billing": no word a name may be, no list read
    named: list[str] = []
    for name, parameter in catalog.parameters.items():
        if parameter.choices or not parameter.label_fields or not catalog.record_page(name):
            continue
        if not named_words(query, parameter, ()):
            continue
        found = await lookup.find(parameter, query, context.user_token)
        if not (found.outcome == "one" and found.whole and found.words >= OTHER_KIND_WORDS):
            continue
        # words besides the name, function words left out: none may be a screen's
        if any(w in known for w in words_besides(query, found.records, STOPWORDS | OPEN_WORDS)):
            return None
        named.append(name)
    return own_first(matches, catalog, named[0]) if len(named) == 1 else None


async def _only_a_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
    whole: bool = False,
) -> list[ScreenMatch] | None:
    """The record's own page first when the request is a record and words that ask to see
    it ("zeig mir das Gerät TH-2004", "open the rescue team portable detector"), whatever
    page about one side of such records the ranker put first; None otherwise. With
    `whole` (the ranker is sure of its first screen), only one record named whole counts:
    "relocate main gate camera ticket" is that ticket, not the form that creates one."""
    words = set(tokens(query))
    identifier = any(is_identifier(w) for w in query.split())
    kinds_said = any(words & folded(p.words) for p in catalog.parameters.values())
    rest = words - OPEN_WORDS - {"s"}  # "who's": no name's word
    strangers = rest - catalog_vocabulary(catalog)  # words no screen uses: names, maybe
    bare = not kinds_said and bare_name(" ".join(rest))
    if bare and whole:  # "open erin walsh", not "billing settings"
        bare = bool(strangers)
    who = bool(words & WHO_WORDS) and not words & OPEN_WORDS  # "who's meyer": a person
    single = not kinds_said and bool(words & OPEN_WORDS or who) and len(rest - STOPWORDS) == 1
    if single:  # "show teltonika", "pull up meyer": one word after the verb, no screen's
        bare = bool(strangers)
    if whole and identifier:  # "open GS-1020": the sure page's, not an alert's about it
        return None
    top = catalog.record_kinds(catalog.screen(matches[0].screen_name))
    for name, parameter in catalog.parameters.items():
        kind = folded(parameter.words)
        if parameter.choices or not parameter.label_fields or (whole and name in top):
            continue  # a sure page about such a record ("gw-4001 config") stays
        if who and not parameter.own_screens:
            continue
        if not (identifier or words & kind or bare):  # "loading dock": a name alone
            continue
        if not named_words(query, parameter, ()):
            continue
        found = await lookup.find(parameter, query, context.user_token)
        one = found.outcome == "one" and (found.whole or (single and bare))  # "meyer"
        named = found.outcome in ("one", "several") and (found.whole or found.words >= 2)
        if not (named or one):
            continue
        if (whole or bare) and not one:
            continue
        only = not words_besides(query, found.records, STOPWORDS | OPEN_WORDS | kind)
        if only and not words & aspects_said(catalog, name):  # "config page of ..."
            return own_first(matches, catalog, name)
    return None


async def _unknown_serial_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of a kind of record first when the request gives a serial shaped like that
    kind's (the catalog's examples say which kind's serials are shaped so: "GS-1020" a
    device's) that none of the caller's records has, and the first screen is about no such
    record ("gx 5007 status", "pull up gx5001 for me" as a user of another org): the
    answer is that no such record is the caller's, not the system status. None otherwise
    (one list read, of that kind)."""
    said = query_serials(query)
    if not said:
        return None
    top = catalog.screen(matches[0].screen_name)
    about = {*catalog.record_kinds(top), *catalog.listed_kinds(top)}
    words = set(tokens(query))
    said_kinds = {n for n, p in catalog.parameters.items() if words & folded(p.words)}
    for name in dict.fromkeys(k for serial in said for k in serial_kinds(catalog, serial)):
        if name in about:
            return None
        if said_kinds and name not in said_kinds:  # "show me job WO-1051": a work order's
            continue
        found = await lookup.find(catalog.parameters[name], query, context.user_token)
        if found.outcome == "none" and found.serial:
            return own_first(matches, catalog, name)
    return None


async def _member_named_before(
    query: str,
    catalog: Catalog,
    name: str,
    group: RecordSearch,
    context: RequestContext,
    lookup: RecordLookup,
) -> str | None:
    """The kind of the group's members when the request names one of them whole before the
    group, which then only says which one ("tom becker from maintenance"); None otherwise."""
    members = catalog.parameters[name].members
    if members is None or members not in catalog.parameters:
        return None
    member = await lookup.find(catalog.parameters[members], query, context.user_token)
    if member.outcome != "one" or not member.whole:
        return None
    at = {w: i for i, w in reversed(list(enumerate(tokens(query))))}  # each word's first place
    person = min((at[w] for w in tokens(member.records[0].label) if w in at), default=None)
    where = min((at[w] for w in tokens(group.records[0].label) if w in at), default=None)
    return members if person is not None and where is not None and person < where else None


async def _promote_record(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch]:
    """A list keeps its place unless the request names one of its records whole
    ("GS-1020", "Loading dock") or by a kind word and a name ("the site Oslo hub"):
    "devices at the Houston refinery" stays on the device list, and so does "offline
    devices in Lyon" although a device is named "Lyon gateway". A record's page for a
    record the request does not name gives way to its list when that is close behind.
    Otherwise a later screen that takes a record the request names well comes first."""
    top = catalog.screen(matches[0].screen_name)
    listed = catalog.listed_kinds(top)
    for name in dict.fromkeys([*catalog.record_kinds(top), *listed]):
        generic = tokens(top.title)
        found = await lookup.find(catalog.parameters[name], query, context.user_token, generic)
        # "open the site Oslo hub", "the chlorination room detector": one, none of the caller's
        unknown = found.outcome == "none" and (
            found.introduced
            or (
                (found.name_like or found.stranger)
                and name in listed
                and asks_for_one(query, catalog, name)
            )
        )
        named = found.whole or unknown
        one_asked = found.outcome in ("one", "several") and asks_for_one(
            query, catalog, name, well_named=found.words >= OTHER_KIND_WORDS
        )
        if name in listed and (named or one_asked):  # "open GS-1020", "the tank farm sensor"
            return first_page(matches, catalog, name, query)
        if found.outcome == "one" and name not in listed:
            member = await _member_named_before(query, catalog, name, found, context, lookup)
            if member is not None:  # "pull up tom becker from maintenance": Tom's page
                return first_page(matches, catalog, member, query)
            return own_page_unless_aside(query, matches, catalog, name)
        if found.outcome != "none" or listed:
            return matches
    tried = set(catalog.record_kinds(top))
    home = catalog.home_kind(top)
    if home is not None and mentions_kind(query, catalog.parameters[home], SCREEN_WORDS):
        tried |= set(catalog.parameters) - {home}  # "add a new sensor at the Lyon plant";
        # not "hikvision's page": any record has a page
    for match in matches[1:]:
        later = catalog.screen(match.screen_name)
        for name in dict.fromkeys([*catalog.record_kinds(later), *catalog.listed_kinds(later)]):
            if name in tried:
                continue
            tried.add(name)
            parameter = catalog.parameters[name]
            generic = [*tokens(top.title), *tokens(later.title)]
            if not named_words(query, parameter, generic):
                continue
            found = await lookup.find(parameter, query, context.user_token, generic=generic)
            if found.outcome in ("one", "several") and (
                found.whole
                or found.words >= OTHER_KIND_WORDS
                or asks_for_one(query, catalog, name)  # "el sitio de Houston"
            ):
                if name in catalog.listed_kinds(later) and WHAT_EXISTS.search(query):
                    # "quels ordres de travail mentionnent Brest dock ?": the list
                    return [match, *(m for m in matches if m is not match)]
                return first_page(matches, catalog, name, query)
    return matches


def _numbered(query: str, catalog: Catalog, match: ScreenMatch) -> bool:
    """The request gives a number after a word for the kind of record `match` lists or is
    about ("alarm #9", "ticket no. 4"; "mark ticket 2 as done" over the form that creates
    a ticket): one of them, by its id."""
    if not any(c.isdigit() for c in query):
        return False
    screen = catalog.screen(match.screen_name)
    kinds = [*catalog.listed_kinds(screen), catalog.home_kind(screen)]
    return any(number_given(query, catalog.parameters[name]) for name in kinds if name)
