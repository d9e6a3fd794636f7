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

import re

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
from navex.navigation.by_hand import changed_by_hand
from navex.navigation.catalog import Catalog
from navex.navigation.descriptions import a_name_and_its_kind, well_named
from navex.navigation.identifiers import identifier, only_an_identifier
from navex.navigation.links import CALLER, RecordLookup, RequestContext
from navex.navigation.list_questions import (
    asks_what_exists,
)
from navex.navigation.membership import membership_change
from navex.navigation.name_text import EMAIL, every_kind_word, title_words
from navex.navigation.named_kinds import (
    lookup_kinds as _kinds,
)
from navex.navigation.named_kinds import (
    named_records as _named,
)
from navex.navigation.person_words import WHO_WORDS
from navex.navigation.record_names import (
    is_identifier,
    tokens,
)
from navex.navigation.record_naming import only_names, serial_and_its_words
from navex.navigation.second_look_unclear import second_look_at_unclear
from navex.navigation.words import (
    STOPWORDS,
)
from navex.routing import RouteDecision


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
        return await second_look_at_unclear(decision, query, catalog, context, lookup)
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
        return decision.as_navigation("is a record's name")
    return decision


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
        return decision.as_navigation("asks how things stand")
    if asks_what_exists(query, catalog):
        return decision.as_navigation("asks what exists")  # "which accounts are deactivated"
    words = set(tokens(query))
    if WHERE.search(query) or words & SCREEN_WORDS:  # "¿dónde lo hago?", "… screen for X"
        return decision.as_navigation("asks where")
    if only_an_identifier(query):  # "hiroshi.tanaka@acme.example": open it, not invite it
        return decision.as_navigation("opens a record")
    if identifier(query) and words & WHO_WORDS and not CHANGE.search(query):
        return decision.as_navigation("asks whose record")  # "x@acme.example, whose account"
    if await serial_and_its_words(query, kinds, catalog, context, lookup):
        return decision.as_navigation("is a record's name")  # "gs1009 please, the tank farm one"
    if change_without_values(query):  # "update priya raman's department": the form
        return decision.as_navigation("asks for the form")
    if await _own_record_on_its_own_form(query, catalog, context, lookup):
        return decision.as_navigation("changes one's own record on its form")
    if changed_by_hand(query, catalog):  # "rename the cameras category to CCTV"
        return decision.as_navigation("a change no tool makes")
    if a_name_and_its_kind(query, catalog):  # "marseille depot site"
        return decision.as_navigation("names a record")
    if await membership_change(query, catalog, context, lookup):  # "add priya to maintenance"
        return decision.as_navigation("changes who belongs to a group")
    asks = ASKS.search(query) or _ASKS_HOW_AFTER.search(query)  # "… is broken, how do i …"
    if asks and not CHANGE.search(query):  # "which department is lukas meyer in"
        return decision.as_navigation("asks a question")  # "whose mobile is +33 6 55 01 22 47"
    if SEE.search(query) and not CHANGE.search(query):  # "show me only the rules that fire ..."
        return decision.as_navigation("asks to see")
    if described_by_a_clause(query):  # "the alarm i acknowledged"
        return decision.as_navigation("describes a record")
    if only_a_description(query):  # "the old LEL alert from the vapour recovery unit"
        found = await _named(query, catalog, context, lookup, every_kind=True)
        if well_named([search for _, search in found]):
            return decision.as_navigation("describes a record")
    for kind, search in await _named(query, catalog, context, lookup):
        whole = search.whole or any(is_identifier(r.label) for r in search.records)
        if search.outcome == "one" and whole and only_names(query, search, kinds, catalog, kind):
            return decision.as_navigation("opens a record")
    return decision


async def _own_record_on_its_own_form(
    query: str, catalog: Catalog, context: RequestContext, lookup: RecordLookup
) -> bool:
    """A change to the caller's own record ("change my phone on my profile to ...") by a
    role that may not open the screen where such records are changed for anyone, only the
    one for its own (the catalog's `own_screens`): no tool that role may use makes it, its
    own form does."""
    parameter = catalog.parameters.get(CALLER)
    if parameter is None or EMAIL.search(query):  # "change my role, carol@…, to admin": the
        return False  # account named as the tool names it, for the backend to refuse
    pairs = [(catalog.screen(a), catalog.screen(b)) for a, b in parameter.own_screens.items()]
    role = context.role
    if not any(not a.allows_role(role) and b.allows_role(role) for a, b in pairs):
        return False
    return (await lookup.find(parameter, query, context.user_token)).self_named


_ASKS_HOW_AFTER = re.compile(
    r"[,;:]\s*(how (do|can|should) (i|we)|comment (je|on|faire)|wie kann ich|c[oó]mo (puedo|se)"
    r"|come (posso|si)|hoe (kan|moet) ik|como (posso|fa[cç]o))\b",
    re.IGNORECASE,
)
"""A question how to do it after what the request says of a record ("the loading dock
sensor is broken, how do i take it out of service?"): the screen it is done on."""
