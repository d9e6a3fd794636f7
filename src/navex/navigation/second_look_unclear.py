"""A second look at an "unclear" decision (second_look.py): navigation when the request
asks what exists ("quels sites avons-nous ?"), asks what is going on by a list's filter
("anything offline at the leeds station?"), asks where a screen is, or names a record of
the caller's and otherwise speaks the catalog's words ("the pump sensor please", "alarm
#11", "the bill for 5,124"). Records are read through the product's API as the caller."""

import re

from navex.navigation.amounts import records_by_amount
from navex.navigation.asking import (
    ASKS,
    CHANGE,
    GOING_ON,
    WHERE,
    asks_yes_no,
    described_by_a_clause,
)
from navex.navigation.by_fields import described_by_fields
from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.described import only_what_it_belongs_to
from navex.navigation.descriptions import a_name_and_its_kind, describes_one_record
from navex.navigation.head_kind import head_kind
from navex.navigation.identifiers import identifier, only_an_identifier, possessors
from navex.navigation.links import CALLER, RecordLookup, RequestContext
from navex.navigation.list_questions import (
    ON_ONES_PLATE,
    asks_what_exists,
    asks_what_is_going_on,
)
from navex.navigation.long_labels import LONG_LABEL
from navex.navigation.measure_names import measures_called
from navex.navigation.name_text import every_kind_word, kind_words, known_words, title_words
from navex.navigation.named_kinds import (
    all_named as _all_named,
)
from navex.navigation.named_kinds import (
    lookup_kinds as _kinds,
)
from navex.navigation.named_kinds import (
    named_records as _named,
)
from navex.navigation.named_kinds import (
    names_someone as _names_someone,
)
from navex.navigation.named_kinds import unnamed_words
from navex.navigation.picked import date_words
from navex.navigation.record_names import (
    LONGEST_BARE_NAME,
    RecordSearch,
    bare_name,
    tokens,
    words_besides,
)
from navex.navigation.record_naming import (
    about_the_product,
    described_by_its_head,
    misspelt,
    named_by_its_name,
    names_by_number,
    serial_and_its_words,
    words_left,
)
from navex.navigation.words import (
    BEING_WORDS,
    DETERMINERS,
    INDEFINITE_WORDS,
    OPEN_WORDS,
    STOPWORDS,
)
from navex.routing import RouteDecision


async def second_look_at_unclear(
    decision: RouteDecision,
    query: str,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> RouteDecision:
    """Navigation when the request asks what exists, or names a record of the caller's and
    otherwise speaks the catalog's words."""
    words = set(tokens(query))
    known = known_words(catalog)
    said = words - OPEN_WORDS - STOPWORDS - BEING_WORDS - INDEFINITE_WORDS
    strangers = {w for w in said if w not in known}
    if asks_what_exists(query, catalog):
        slips = {w for w in strangers if misspelt(w, known)}  # "which devcies are offline"
        asked = strangers - slips
        labelled, unnamed = (
            await unnamed_words(query, asked, catalog, context, lookup) if asked else (set(), set())
        )
        if not unnamed or (labelled and len(unnamed) == 1):  # "what tickets is becker juggling"
            return decision.as_navigation("asks what exists")
    if await _asks_what_is_going_on(query, strangers, catalog, context, lookup):
        return decision.as_navigation("asks what is going on")
    if WHERE.search(query) and not strangers and said & title_words(catalog):
        return decision.as_navigation("asks where a screen is")  # "where's the help center"
    kinds = _kinds(catalog)
    named = await _named(query, catalog, context, lookup)
    going_on = bool(GOING_ON.search(query))  # "what's going on at the houston refinery"
    asks = ASKS.search(query) and not _HOW_TO.search(query) and not CHANGE.search(query)
    asks_by_serial = bool(asks) and identifier(query)  # "wie viel Akku hat GS-1015 noch?"
    if going_on or asks_by_serial:  # the records of every kind, read once for both
        every = [s for _, s in await _named(query, catalog, context, lookup, every_kind=True)]
        rest = GOING_ON.sub(" ", query)  # "happening" is no word of the catalog's
        if going_on and any(  # not "what's going on at the houston refinery canteen"
            _named_whole(s) and about_the_product(rest, s, kinds, catalog) for s in every
        ):
            return decision.as_navigation("asks how a record stands")
        if asks_by_serial and any(s.outcome == "one" and s.whole for s in every):
            return decision.as_navigation("asks about a record")
    if any(
        named_by_its_name(query, search, catalog, kinds[n])
        and about_the_product(query, search, kinds, catalog, kinds[n])
        for n, search in named
    ):
        return decision.as_navigation("names a record")
    if _opens_one_named_first(query, named, strangers):  # "fammi vedere ... Tom Okafor, quello
        return decision.as_navigation("asks to see a record")  # di salute e sicurezza"
    if any(described_by_its_head(query, n, search, catalog) for n, search in named):
        return decision.as_navigation("describes a record")  # "alarm about the flare cam ..."
    if _a_kind_described_by_a_clause(query, catalog):
        return decision.as_navigation("describes a record")  # "the team i belong to"
    if describes_one_record(query, catalog) or a_name_and_its_kind(query, catalog):
        return decision.as_navigation("describes a record")  # "the chlorination room detector"
    if await described_by_fields(query, strangers, catalog, context.user_token, lookup):
        return decision.as_navigation("describes a record by what it holds")  # "the german vendor"
    if await only_what_it_belongs_to(query, catalog, context.user_token, lookup):
        return decision.as_navigation("describes a record")  # "the x-am at lyon"
    short = bare_name(query) or asks_yes_no(query)
    measured = any(measures_called(w) for w in words)  # "how hot is the crude heater outlet"
    if not named and (short or len(strangers) == 1 or measured):
        reason = await _a_record_alone(query, said, strangers, short, catalog, context, lookup)
        if reason is not None:
            return decision.as_navigation(reason)
    placed = not named and _a_name_and_where(query) and len(strangers) >= 2
    if placed and await _every_word_held(query, said, catalog, context, lookup):
        return decision.as_navigation("names a record by its words")  # "refinery on clinton drive"
    dated = date_words(query)  # "Rechnung vom letzten Monat"
    unknown = strangers - possessors(query) - dated  # "grace liu's account"
    kind_said = any(words & kind_words(p) for p in kinds.values()) or identifier(query)
    asks = bool(words & OPEN_WORDS) or _names_someone(query)
    if kind_said and ((asks and len(unknown) <= 1) or (dated and not unknown)):
        return decision.as_navigation("asks to see a kind of record")  # "open the paris site"
    if only_an_identifier(query):  # "gs1013 pls", not "xyz 123 ???"
        found = await _named(query, catalog, context, lookup, every_kind=True)
        if any(search.whole for _, search in found):
            return decision.as_navigation("is a record's name")
    if await serial_and_its_words(query, kinds, catalog, context, lookup):
        return decision.as_navigation("is a record's name")  # "gx5002, the chlorination room one"
    if ON_ONES_PLATE.search(query) and CALLER in kinds:  # "whats on franks plate"
        person = await lookup.find(kinds[CALLER], query, context.user_token)
        if person.outcome == "one":
            return decision.as_navigation("asks what someone is working on")
    if names_by_number(query, kinds) and not {w for w in strangers if not w.isdigit()}:
        return decision.as_navigation("names a record by its number")  # "alarm #11"
    unsaid = {w for w in unknown - every_kind_word(catalog) if not w.isdigit()}
    if not unsaid and await _by_amount(query, kinds, context, lookup):
        return decision.as_navigation("names a record by its amount")  # "the bill for 5,124"
    return decision


_HOW_TO = re.compile(r"\bhow (do|can|should|would) (i|we|you)\b|\bhow to\b", re.IGNORECASE)
"""A question about how to do something ("how do i recycle gs-1015's batteries at home"),
not about how a record stands."""


def _a_kind_described_by_a_clause(query: str, catalog: Catalog) -> bool:
    """An article, a word for a kind of record, and a clause about it ("the team i belong
    to", "the alarm i acknowledged"); not a thing no kind is ("the pizza i ordered")."""
    words = tokens(query)
    head = head_kind(query, catalog)
    if head is None or len(words) < 2 or words[0] not in DETERMINERS:
        return False
    return words[1] in kind_words(catalog.parameters[head]) and described_by_a_clause(query)


def _named_whole(search: RecordSearch) -> bool:
    """One record named whole or by two words of its name ("the houston refinery"; not
    "houston", a city's name too)."""
    return search.outcome == "one" and (search.whole or search.words >= 2)


async def _by_amount(
    query: str, kinds: dict[str, RecordParameter], context: RequestContext, lookup: RecordLookup
) -> bool:
    """A kind's word and an amount that records of that kind the caller may read hold
    ("the bill for 5,124"): one record, or a choice of those that hold it."""
    words = set(tokens(query))
    for parameter in kinds.values():
        if words & kind_words(parameter):
            found = await records_by_amount(parameter, query, context.user_token, lookup)
            if found is not None and found.outcome in ("one", "several"):
                return True
    return False


async def _a_record_alone(
    query: str,
    said: set[str],
    strangers: set[str],
    short: bool,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> str | None:
    """Why a request that names no kind is about one record, or None: "springfield water
    works" (a name and nothing else); "what's priya working on" (the one word the catalog
    does not know is a record's); "is the leeds outfall router online" (how a record named
    whole stands); "configur the denver router" (a typo); "portable carried by the shift
    lead" (a label of three words or more, said whole in any order, and one word more);
    "everything about the texas refinery" (one record holds every word said)."""
    kinds = _kinds(catalog)
    for _, search in await _named(query, catalog, context, lookup, every_kind=True):
        whole = _named_whole(search)  # "the uk pumping station"
        about = short and about_the_product(query, search, kinds, catalog)
        if whole and (about or not words_left(query, search, kinds)):
            return "is a record's name"
        # the words no screen has are the record's, or slips of them ("tom okafors mobile")
        named_by_strangers = not words_besides(" ".join(sorted(strangers)), search.records, set())
        if search.outcome in ("one", "several") and strangers and named_by_strangers:
            return "names a record"
        if _holds_every_word(search, said):  # "everything about the texas refinery"
            return "names a record by its words"
        long = search.outcome == "one" and search.whole and search.words >= LONG_LABEL
        if long and not _HOW_TO.search(query):  # not "how do i recycle gs-1014 batteries"
            return "describes a record"  # "the portable the rescue team carries"
    return None


def _opens_one_named_first(
    query: str, named: list[tuple[str, RecordSearch]], strangers: set[str]
) -> bool:
    """A request to see that names one record whole, by two words or more, before any word
    the catalog does not know: those say which one ("fammi vedere la scheda di Tom Okafor,
    quello di salute e sicurezza"), not what else is wanted ("show me the weather at ...",
    "show me tom okafor's horoscope")."""
    words = tokens(query)
    if not words or words[0] not in OPEN_WORDS:
        return False
    for _, search in named:
        if search.outcome != "one" or not search.whole or search.words < 2:
            continue
        label = set(tokens(search.records[0].label))
        if label & possessors(query):  # "show me tom okafor's horoscope": what is asked
            continue
        first = min((i for i, w in enumerate(words) if w in label), default=len(words))
        if all(i > first for i, w in enumerate(words) if w in strangers):
            return True
    return False


def _a_name_and_where(query: str) -> bool:
    """A few words and one word of where, nothing else: "refinery on clinton drive", "the
    plant in springfield"; not "book me a flight to lyon"."""
    words = [w for w in tokens(query) if w not in DETERMINERS]
    function = [w for w in words if w in STOPWORDS]
    return 3 <= len(words) <= LONGEST_BARE_NAME + 1 and function in (["on"], ["at"], ["in"])


async def _every_word_held(
    query: str, said: set[str], catalog: Catalog, context: RequestContext, lookup: RecordLookup
) -> bool:
    """One record holds every word the request says, and two or more of them: "refinery on
    clinton drive" is the site whose name says refinery and whose address Clinton Dr."""
    found = await _named(query, catalog, context, lookup, every_kind=True)
    return any(_holds_every_word(search, said) for _, search in found)


def _holds_every_word(search: RecordSearch, said: set[str]) -> bool:
    """One record found by every word said, two or more."""
    return search.outcome == "one" and search.words >= max(2, len(said))


async def _asks_what_is_going_on(
    query: str,
    strangers: set[str],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> bool:
    """A question by a value a list is filtered by ("what's alarming right now") whose
    words the catalog does not know name records of the caller's ("anything offline at
    the leeds station?"), not "anything fun to do tonight?"."""
    if not asks_what_is_going_on(query, catalog):
        return False
    return await _all_named(query, strangers, catalog, context, lookup)
