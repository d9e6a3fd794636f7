"""A second look at a route, with what the request names in the caller's records.

The router knows phrasings, not the product's records, so two kinds of request fool it:
- a record named the way people name it, with nothing else to go on ("the pump sensor
  please", "show the cold room thermometer", "what's priya's phone number?") looks vague
  to it, and one named whole after "open" ("open carol@acme.example", "open lukas
  meyer's account") looks like the action on that kind of record (an invitation);
- a question about what exists or is going on ("quels sites avons-nous ?", "has alert 2
  been acknowledged?") is navigation by the annotation rule, whatever its verb.

Here a decision of "unclear" or "execution" is looked at again: when the request asks
about what exists, or names a record of the caller's (read through the product's API as
the caller, like every lookup) with a word that asks to see it, the route is navigation.
Nothing changes for requests that name no record: "book me a flight to Houston" stays
out of scope although a site is called "Houston refinery" (no word asks to see it).
"""

import difflib
import functools
import itertools

from navex.navigation.amounts import records_by_amount
from navex.navigation.asking import (
    ASKS,
    CHANGE,
    SCREEN_WORDS,
    SEE,
    WHERE,
    asks_yes_no,
    change_without_values,
    described_by_a_clause,
    only_a_description,
)
from navex.navigation.by_fields import described_by_fields
from navex.navigation.by_hand import changed_by_hand
from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.described import only_what_it_belongs_to
from navex.navigation.descriptions import a_name_and_its_kind, describes_one_record, well_named
from navex.navigation.filter_values import NEGATIONS
from navex.navigation.head_kind import head_kind
from navex.navigation.identifiers import identifier, only_an_identifier, possessors
from navex.navigation.links import CALLER, RecordLookup, RequestContext
from navex.navigation.list_questions import (
    ON_ONES_PLATE,
    asks_what_exists,
    asks_what_is_going_on,
)
from navex.navigation.long_labels import LONG_LABEL
from navex.navigation.membership import membership_change
from navex.navigation.name_text import every_kind_word, known_words, title_words
from navex.navigation.named_kinds import (
    all_named as _all_named,
)
from navex.navigation.named_kinds import (
    kind_words as _kind_words,
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
from navex.navigation.pages import aspect_words, serial_kinds
from navex.navigation.person_words import WHO_WORDS
from navex.navigation.picked import date_words
from navex.navigation.record_names import (
    RecordSearch,
    bare_name,
    is_identifier,
    number_given,
    query_serials,
    tokens,
    words_besides,
)
from navex.navigation.words import (
    BEING_WORDS,
    DETERMINERS,
    INDEFINITE_WORDS,
    OPEN_WORDS,
    STOPWORDS,
)
from navex.routing import RouteDecision


def _about_the_product(
    query: str,
    search: RecordSearch,
    kinds: dict[str, RecordParameter],
    catalog: Catalog,
    kind: RecordParameter | None = None,
) -> bool:
    """Besides the record, the request speaks the product's language ("the pump sensor
    please", "what's priya's phone number?"), not another's ("text Bob Operator that i'm
    running late", "what's honeywell's share price today"): its other words are words
    the catalog's screens use, but for a typo, or one word more about a record named whole
    with a word for its `kind` ("the cl2 detector in the chlorination room")."""
    vocabulary = known_words(catalog)  # "the uk pumping station"
    unknown = [w for w in _rest(query, search, kinds) if w not in vocabulary]
    well_named = search.whole or search.words >= 2
    typo = len(unknown) == 1 and _misspelt(unknown[0], vocabulary)  # "outlet thermomter"
    described = (
        len(unknown) == 1
        and search.outcome == "one"
        and search.whole
        and kind is not None
        and _says_what_kind(query, unknown[0], kind)
    )
    return not unknown or (well_named and typo) or described


def _named_by_its_name(
    query: str, search: RecordSearch, catalog: Catalog, kind: RecordParameter
) -> bool:
    """The record is named by a word of its name that is a name's, or its kind's: not
    only by a function word or another kind's word that its name happens to hold ("it's
    not working" names no alert "... has not reported"; "something's off with one of the
    sensors" no category "Gas sensors"; "our french plant" is the site "Lyon plant"). A
    record found by a word spelt otherwise ("planta") shares no word, and stands."""
    label = {w for r in search.records for w in tokens(r.label)}
    shared = set(tokens(query)) & label
    others = every_kind_word(catalog) - _kind_words(kind)
    return not shared or bool(shared - STOPWORDS - NEGATIONS - others)  # "la planta francesa"


def _described_by_its_head(query: str, kind: str, search: RecordSearch, catalog: Catalog) -> bool:
    """The request is a description of one record of `kind`: it opens with its head word
    for the kind (or a determiner, or a word that asks to see), which is no word of the
    record's name, and two words of the name are said ("alarm about the flare cam losing
    its stream"; not "text Bob Operator that i'm running late", nor "order pizza for the
    night shift")."""
    if head_kind(query, catalog) != kind or search.outcome != "one" or search.words < 2:
        return False
    words = tokens(query)
    label = {w for r in search.records for w in tokens(r.label)}
    said = [w for w in words if w in _kind_words(catalog.parameters[kind])]
    opens = words[0] in DETERMINERS | OPEN_WORDS or words[0] in said
    return opens and not set(said) & label


def _says_what_kind(query: str, word: str, kind: RecordParameter) -> bool:
    """The request is a record's description, `word` saying what kind of such record it is
    ("the cl2 detector in the chlorination room", "open the wet well chlorine sensor"):
    it opens with a determiner or a word that asks to see, and `word` comes right before a
    word for the kind; not a sentence ("text Bob Operator that i'm running late")."""
    words = tokens(query)
    if not words or words[0] not in DETERMINERS | OPEN_WORDS:
        return False
    kinds = _kind_words(kind)
    return any(w == word and after in kinds for w, after in itertools.pairwise(words))


def _misspelt(word: str, vocabulary: frozenset[str]) -> bool:
    """A word one or two letters away from one the catalog uses, other than a function
    word ("weather" is no slip of "whether")."""
    if len(word) <= 4:
        return False
    return bool(difflib.get_close_matches(word, _content_words(vocabulary), n=1, cutoff=0.85))


@functools.lru_cache(maxsize=8)
def _content_words(vocabulary: frozenset[str]) -> frozenset[str]:
    return vocabulary - STOPWORDS


def _rest(query: str, search: RecordSearch, kinds: dict[str, RecordParameter]) -> list[str]:
    """The request's words besides the record's (or its e-mail) and words that ask to
    see, name kinds of records or pages, or join them."""
    general = STOPWORDS | OPEN_WORDS | {w for p in kinds.values() for w in _kind_words(p)}
    return words_besides(query, search.records, general)


def _only_names(
    query: str,
    search: RecordSearch,
    kinds: dict[str, RecordParameter],
    catalog: Catalog,
    kind: str,
) -> bool:
    """The request is "(open) <the record>": besides the record's own words (or its
    e-mail) it has only words that ask to see, name kinds of records or pages, or join
    them; no word for one side of such a record ("decommission GS-1020" is an action)."""
    label = {w for r in search.records for w in tokens(r.label)}
    sides = aspect_words(catalog, kind) - label
    return not _rest(query, search, kinds) and not set(tokens(query)) & sides


async def second_look(
    decision: RouteDecision,
    query: str,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup | None,
) -> RouteDecision:
    """`decision`, or navigation when what the request names or asks says so (see the
    module's docstring). Looks records up only for the decisions it may change."""
    if lookup is None or decision.route == "navigation":
        return decision
    if decision.reason == "a single word":
        return await _second_look_at_a_word(decision, query, catalog, context, lookup)
    if decision.route == "unclear":
        return await _second_look_at_unclear(decision, query, catalog, context, lookup)
    if decision.reason == "a part of it is an action":
        return decision
    return await _second_look_at_action(decision, query, catalog, context, lookup)


async def _second_look_at_a_word(
    decision: RouteDecision,
    query: str,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> RouteDecision:
    """Navigation when the one word is the whole name of one record of the caller's
    ("draeger": the maker Dräger), not a word for a kind of record or a screen's
    ("devices", "billing", "maintenance" of a team's name too): those stay unclear."""
    words = set(tokens(query)) - STOPWORDS
    if not words or words & (every_kind_word(catalog) | title_words(catalog)):
        return decision
    found = await _named(query, catalog, context, lookup, every_kind=True)
    if len(found) == 1 and found[0][1].outcome == "one" and found[0][1].whole:
        return _navigation(decision, "is a record's name")
    return decision


async def _second_look_at_unclear(
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
        slips = {w for w in strangers if _misspelt(w, known)}  # "which devcies are offline"
        asked = strangers - slips
        labelled, unnamed = (
            await unnamed_words(query, asked, catalog, context, lookup) if asked else (set(), set())
        )
        if not unnamed or (labelled and len(unnamed) == 1):  # "what tickets is becker juggling"
            return _navigation(decision, "asks what exists")
    if await _asks_what_is_going_on(query, strangers, catalog, context, lookup):
        return _navigation(decision, "asks what is going on")
    if WHERE.search(query) and not strangers and said & title_words(catalog):
        return _navigation(decision, "asks where a screen is")  # "where's the help center"
    kinds = _kinds(catalog)
    named = await _named(query, catalog, context, lookup)
    if any(
        _named_by_its_name(query, search, catalog, kinds[n])
        and _about_the_product(query, search, kinds, catalog, kinds[n])
        for n, search in named
    ):
        return _navigation(decision, "names a record")
    if any(_described_by_its_head(query, n, search, catalog) for n, search in named):
        return _navigation(decision, "describes a record")  # "alarm about the flare cam ..."
    if describes_one_record(query, catalog) or a_name_and_its_kind(query, catalog):
        return _navigation(decision, "describes a record")  # "the chlorination room detector"
    if await described_by_fields(query, strangers, catalog, context.user_token, lookup):
        return _navigation(decision, "describes a record by what it holds")  # "the german vendor"
    if await only_what_it_belongs_to(query, catalog, context.user_token, lookup):
        return _navigation(decision, "describes a record")  # "the x-am at lyon"
    short = bare_name(query) or asks_yes_no(query)
    if not named and (short or len(strangers) == 1):
        reason = await _a_record_alone(query, strangers, short, catalog, context, lookup)
        if reason is not None:
            return _navigation(decision, reason)
    dated = date_words(query)  # "Rechnung vom letzten Monat"
    unknown = strangers - possessors(query) - dated  # "grace liu's account"
    kind_said = any(words & _kind_words(p) for p in kinds.values()) or identifier(query)
    asks = bool(words & OPEN_WORDS) or _names_someone(query)
    if kind_said and ((asks and len(unknown) <= 1) or (dated and not unknown)):
        return _navigation(decision, "asks to see a kind of record")  # "open the paris site"
    if only_an_identifier(query):  # "gs1013 pls", not "xyz 123 ???"
        found = await _named(query, catalog, context, lookup, every_kind=True)
        if any(search.whole for _, search in found):
            return _navigation(decision, "is a record's name")
    if await _serial_and_its_words(query, kinds, catalog, context, lookup):
        return _navigation(decision, "is a record's name")  # "gx5002, the chlorination room one"
    if ON_ONES_PLATE.search(query) and CALLER in kinds:  # "whats on franks plate"
        person = await lookup.find(kinds[CALLER], query, context.user_token)
        if person.outcome == "one":
            return _navigation(decision, "asks what someone is working on")
    if _numbered(query, kinds) and not {w for w in strangers if not w.isdigit()}:
        return _navigation(decision, "names a record by its number")  # "alarm #11"
    unsaid = {w for w in unknown - every_kind_word(catalog) if not w.isdigit()}
    if not unsaid and await _by_amount(query, kinds, context, lookup):
        return _navigation(decision, "names a record by its amount")  # "the bill for 5,124"
    return decision


async def _by_amount(
    query: str, kinds: dict[str, RecordParameter], context: RequestContext, lookup: RecordLookup
) -> bool:
    """A kind's word and an amount that records of that kind the caller may read hold
    ("the bill for 5,124"): one record, or a choice of those that hold it."""
    words = set(tokens(query))
    for parameter in kinds.values():
        if words & _kind_words(parameter):
            found = await records_by_amount(parameter, query, context.user_token, lookup)
            if found is not None and found.outcome in ("one", "several"):
                return True
    return False


async def _a_record_alone(
    query: str,
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
    lead" (a label of three words or more, said whole in any order, and one word more)."""
    kinds = _kinds(catalog)
    for _, search in await _named(query, catalog, context, lookup, every_kind=True):
        label = {w for r in search.records for w in tokens(r.label)}
        # named whole, or by two words of one record's ("the uk pumping station")
        whole = search.outcome == "one" and (search.whole or search.words >= 2)
        about = short and _about_the_product(query, search, kinds, catalog)
        if whole and (about or not _rest(query, search, kinds)):
            return "is a record's name"
        if search.outcome in ("one", "several") and strangers and strangers <= label:
            return "names a record"
        if search.outcome == "one" and search.whole and search.words >= LONG_LABEL:
            return "describes a record"  # "the portable the rescue team carries"
    return None


ONE_WORDS = frozenset({"one", "ones"})
"""Words that stand for the record named ("the chlorination room one")."""


async def _serial_and_its_words(
    query: str,
    kinds: dict[str, RecordParameter],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> bool:
    """A serial and words of the same record's name, besides words that ask to see or join
    ("gx5002, the chlorination room one"), and no word for one side of it ("decommission
    gs1017" is the action): only the kinds whose serials are shaped so (by
    the catalog's examples) are read."""
    said = query_serials(query)
    if not said or only_an_identifier(query):
        return False
    names = {k for serial in said for k in serial_kinds(catalog, serial) if k in kinds}
    for name in names:
        search = await lookup.find(kinds[name], query, context.user_token)
        if search.outcome == "one" and search.whole:
            words = functools.reduce(lambda text, serial: text.replace(serial, " "), said, query)
            label = {w for r in search.records for w in tokens(r.label)}
            sides = aspect_words(catalog, name) - label  # "decommission gs1017": an action
            rest = set(_rest(words, search, kinds)) - ONE_WORDS
            return not rest and not set(tokens(query)) & sides
    return False


def _numbered(query: str, kinds: dict[str, RecordParameter]) -> bool:
    """A word for a kind followed by a number ("alarm #11", "I need job #7", "ticket no.
    4"): one such record, by its number, whether or not it is the caller's."""
    return any(number_given(query, parameter) is not None for parameter in kinds.values())


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


async def _second_look_at_action(
    decision: RouteDecision,
    query: str,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> RouteDecision:
    """An execution decision, unless the request asks a question, where to do something,
    for a screen, or only names a record ("hector alvarez account")."""
    kinds = _kinds(catalog)
    if asks_yes_no(query):
        return _navigation(decision, "asks how things stand")
    if asks_what_exists(query, catalog):
        return _navigation(decision, "asks what exists")  # "which accounts are deactivated"
    words = set(tokens(query))
    if WHERE.search(query) or words & SCREEN_WORDS:  # "¿dónde lo hago?", "… screen for X"
        return _navigation(decision, "asks where")
    if only_an_identifier(query):  # "hiroshi.tanaka@acme.example": open it, not invite it
        return _navigation(decision, "opens a record")
    if identifier(query) and words & WHO_WORDS and not CHANGE.search(query):
        return _navigation(decision, "asks whose record")  # "x@acme.example, whose account"
    if await _serial_and_its_words(query, kinds, catalog, context, lookup):
        return _navigation(decision, "is a record's name")  # "gs1009 please, the tank farm one"
    if change_without_values(query):  # "update priya raman's department": the form
        return _navigation(decision, "asks for the form")
    if changed_by_hand(query, catalog):  # "rename the cameras category to CCTV"
        return _navigation(decision, "a change no tool makes")
    if a_name_and_its_kind(query, catalog):  # "marseille depot site"
        return _navigation(decision, "names a record")
    if await membership_change(query, catalog, context, lookup):  # "add priya to maintenance"
        return _navigation(decision, "changes who belongs to a group")
    if ASKS.search(query) and not CHANGE.search(query):  # "which department is lukas meyer in"
        return _navigation(decision, "asks a question")  # "whose mobile is +33 6 55 01 22 47"
    if SEE.search(query) and not CHANGE.search(query):  # "show me only the rules that fire ..."
        return _navigation(decision, "asks to see")
    if described_by_a_clause(query):  # "the alarm i acknowledged"
        return _navigation(decision, "describes a record")
    if only_a_description(query):  # "the old LEL alert from the vapour recovery unit"
        found = await _named(query, catalog, context, lookup, every_kind=True)
        if well_named([search for _, search in found]):
            return _navigation(decision, "describes a record")
    for kind, search in await _named(query, catalog, context, lookup):
        whole = search.whole or any(is_identifier(r.label) for r in search.records)
        if search.outcome == "one" and whole and _only_names(query, search, kinds, catalog, kind):
            return _navigation(decision, "opens a record")
    return decision


def _navigation(decision: RouteDecision, reason: str) -> RouteDecision:
    return decision.model_copy(
        update={"route": "navigation", "reason": reason, "question": None, "intent": None}
    )
