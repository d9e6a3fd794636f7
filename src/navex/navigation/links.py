"""Turn a screen into a link for this caller: fill URL templates from the request's
context and from the records the request names (records.py), looked up read-only through
the product's API as the user. Several records that fit become a choice of ready links;
none becomes a plain "not found" with the list screen; never a broken link. A screen about
a person is the caller's own page ("My profile") only when the person is the caller.
"""

import re
from collections.abc import Mapping
from typing import Any, Literal

import structlog
from pydantic import BaseModel, Field

from navex.navigation.amounts import among_found, records_by_amount
from navex.navigation.besides_caller import without_the_caller
from navex.navigation.by_fields import amounts_in, records_by_fields
from navex.navigation.catalog import Catalog, RecordParameter, Screen
from navex.navigation.described import described_records, of_the_kind_said
from navex.navigation.extremes import measured_extreme
from navex.navigation.holder_named import record_with_named
from navex.navigation.in_state import in_named_state
from navex.navigation.ordinal_names import numbered_by_ordinal
from navex.navigation.own import assigned_to_caller, callers_own, says_own
from navex.navigation.owner_named import owner_of_named
from navex.navigation.record_names import RecordSearch, tokens
from navex.navigation.records import RecordLookup
from navex.navigation.words import STOPWORDS

__all__ = [
    "STOPWORDS",
    "LinkOption",
    "NeedsClarification",
    "RecordLookup",
    "RequestContext",
    "ResolvedLink",
    "fill",
    "resolve_link",
]

logger = structlog.get_logger(__name__)

_PLACEHOLDER = re.compile(r"{([a-z_]+)}")
CALLER = "user_id"
"""The parameter whose value the request's context gives: the caller's own record."""


class RequestContext(BaseModel):
    """Who is asking and from where; comes from the verified request, never from the model."""

    hostname: str
    user_id: int
    org_id: int
    role: str
    email: str = ""
    user_token: str = Field(default="", repr=False)
    platform: str = "web"
    data_version: str | None = Field(
        default=None,
        description="The product's version of what the user can read, as it said with "
        "this request (navigation/copies.py); None when it said none",
    )


class LinkOption(BaseModel):
    label: str
    url: str
    mobile_path: str


class ResolvedLink(BaseModel):
    screen: Screen = Field(
        description="The screen linked; a person's page may replace 'My profile'"
    )
    url: str
    mobile_path: str
    parameters: dict[str, Any]
    records: dict[str, Any] = Field(
        default_factory=dict, description="The records the request named, by parameter"
    )


RecordOutcome = Literal["several", "none", "ask"]


class NeedsClarification(BaseModel):
    question: str
    options: list[LinkOption] = Field(default_factory=list)
    screen_name: str | None = None
    record: RecordOutcome | None = Field(
        default=None,
        description="several records fit, none of the caller's fits, or the request named none",
    )


_ORIGIN_GIVEN = re.compile(r"^https?://(?=https?://)")


def fill(template: str, values: Mapping[str, Any]) -> str:
    """`template` with `values` filled in. A `hostname` given as an origin (`http://host:port`,
    where the product is actually served) overrides the scheme the template was written with."""
    url = _PLACEHOLDER.sub(lambda m: str(values[m.group(1)]), template)
    return _ORIGIN_GIVEN.sub("", url, count=1)


def _link(screen: Screen, values: Mapping[str, Any], label: str) -> LinkOption:
    return LinkOption(
        label=label, url=fill(screen.web_url, values), mobile_path=fill(screen.mobile_path, values)
    )


def person_screen(
    screen: Screen, parameter: RecordParameter, record_id: Any, caller_id: int, catalog: Catalog
) -> Screen:
    """`screen`, or its counterpart: the caller's own page for the caller's record, the page
    about anyone for another person's record."""
    if record_id == caller_id and screen.screen_name in parameter.own_screens:
        return catalog.screen(parameter.own_screens[screen.screen_name])
    if record_id != caller_id:
        for other, own in parameter.own_screens.items():
            if own == screen.screen_name:
                return catalog.screen(other)
    return screen


async def resolve_link(
    screen: Screen,
    query: str,
    context: RequestContext,
    catalog: Catalog,
    lookup: RecordLookup | None,
) -> ResolvedLink | NeedsClarification:
    """Fill every placeholder of `screen`'s URLs, or say what is missing."""
    values: dict[str, Any] = {"hostname": context.hostname, "org_id": context.org_id}
    records: dict[str, Any] = {}
    for name in screen.placeholders():
        if name in values:
            continue
        parameter = catalog.parameters.get(name)
        if parameter is None:
            if name == CALLER:
                values[name] = context.user_id
                continue
            return NeedsClarification(
                question=f"I can't fill in {name} for {screen.title}.",
                screen_name=screen.screen_name,
            )
        if parameter.choices:
            chosen = _choice(screen, parameter, name, query, values)
            if isinstance(chosen, NeedsClarification):
                return chosen
            values[name] = chosen
            continue
        found = await _find(lookup, parameter, screen, query, context)
        if lookup is not None:
            found = await _narrowed(name, parameter, query, found, catalog, context, lookup)
        if name == CALLER and found.someone_else and found.outcome == "unnamed":
            screen = person_screen(screen, parameter, None, context.user_id, catalog)
        record_id = _one(found, screen, parameter, name, context)
        if record_id is None:
            return await _clarify(found, screen, parameter, name, context, catalog, lookup, values)
        values[name] = record_id
        if name != CALLER or record_id != context.user_id:
            records[name] = record_id
        if name == CALLER:
            screen = person_screen(screen, parameter, record_id, context.user_id, catalog)
    return ResolvedLink(
        screen=screen,
        url=fill(screen.web_url, values),
        mobile_path=fill(screen.mobile_path, values),
        parameters={k: v for k, v in values.items() if k != "hostname"},
        records=records,
    )


async def _narrowed(
    name: str,
    parameter: RecordParameter,
    query: str,
    found: RecordSearch,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> RecordSearch:
    """What the request names of kind `name`, after each rule that reads records another
    way than by their name has had its say (each in its module)."""
    token = context.user_token
    if name == CALLER:  # "the other admin in acme besides me"
        found = await without_the_caller(found, query, parameter, context.user_id, token, lookup)
    if not found.whole:  # "the camera at the rotterdam terminal"
        described = await described_records(name, query, catalog, token, lookup)
        if described is not None and described.rather_than(found, query):
            found = described.search
    # "the jetty camera", "gateway signal graph"
    found = await of_the_kind_said(name, query, found, catalog, token, lookup)
    found = numbered_by_ordinal(found, query)  # "the first jetty": Jetty 1
    # "our finance person", "the gateway on 2.4.1"
    found = await _by_fields(name, query, found, catalog, context, lookup)
    # "erin's completed ticket", "the chlorine detector that's offline"
    found = await in_named_state(name, query, found, catalog, token, lookup)
    # "my urgent ticket", "the job i was given": the caller's
    user = context.user_id
    found = await assigned_to_caller(name, CALLER, query, found, catalog, user, token, lookup)
    # "which bw ultra has the weakest battery"
    found = await measured_extreme(name, query, found, catalog, token, lookup) or found
    # "the 5,189 invoice", "our priciest invoice", "the unpaid 1,345 invoice", "the first
    # invoice at 5,124" (the first of that amount, not the first of all)
    found = among_found(found, await records_by_amount(parameter, query, token, lookup))
    if name != CALLER:  # "who makes the x-am 5600": its maker
        found = await owner_of_named(name, query, found, catalog, token, lookup)
    # "the portable with the battery alarm": the alert's device
    found = await record_with_named(name, query, found, catalog, token, lookup)
    if name != CALLER and found.outcome in ("unnamed", "none"):
        found = await _callers_own(found, name, query, catalog, context, lookup)
    return found


async def _find(
    lookup: RecordLookup | None,
    parameter: RecordParameter,
    screen: Screen,
    query: str,
    context: RequestContext,
) -> RecordSearch:
    if lookup is None:
        return RecordSearch(outcome="unnamed")
    return await lookup.find(parameter, query, context.user_token, generic=tokens(screen.title))


async def _by_fields(
    name: str,
    query: str,
    found: RecordSearch,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> RecordSearch:
    """`found`, or the records the request describes by what their fields hold
    (by_fields.py) when it names none by their labels, or several of which fewer are so
    described ("the health & safety tom": of the Toms, the one in Health & Safety), or
    one by an amount it measures over one a single word of its name fits ("the detector
    reading 42 ppm CO", not "Boiler room CO")."""
    # "zeig mir den Sensor mit 9 % Akku": "mir" points at the caller only among people
    if found.whole or (found.self_named and catalog.parameters[name].own_screens):
        return found
    by_one_word = found.outcome == "one" and found.words == 1
    if found.outcome == "one" and (found.words > 1 or not (by_one_word or amounts_in(query))):
        return found
    fitted = await records_by_fields(name, query, catalog, context.user_token, lookup)
    if fitted is None:
        return found
    measured = fitted.numbered and fitted.search.outcome == "one"
    if found.outcome == "one":  # "reading 42 ppm CO": what it measures, not "Boiler room CO"
        # "our IT admin's account": the one in IT whose role is admin, not "Alice Admin"
        described = by_one_word and fitted.search.outcome == "one" and fitted.held >= 2
        return fitted.search if measured or described else found
    if found.outcome == "several":  # narrowed only among those its names fit
        # "teltonika router model": one of the maker's two words, not a name's; but "the
        # sf6 sensor on 1.7.3": a number one of them holds, "the health & safety guy": as
        # many words their own fields hold as what they belong to does (team "Safety")
        # "the flare camera model from axis": of Axis's cameras, the one its words fit by a
        # word none of their names holds
        labels = {w for r in found.records for w in tokens(r.label)}
        more = fitted.search.outcome == "one" and bool(fitted.explained - labels)
        few = len(fitted.explained) < found.words
        if not fitted.named and not fitted.numbered and few and not more:
            return found
        ids = {r.id for r in found.records}
        kept = [r for r in fitted.search.records if r.id in ids]
        # "the gateway stuck at -83 dbm": one record measures what it says, where a word
        # read as a slip ("stuck": "stack") fit several names
        respelt = not set(tokens(found.phrase)) <= set(tokens(query))
        if not kept and found.words <= 1 and measured and respelt:
            return fitted.search
        if not kept or len(kept) == len(found.records):
            return found
        return fitted.search.model_copy(
            update={"records": kept, "outcome": "one" if len(kept) == 1 else "several"}
        )
    return fitted.search


async def _callers_own(
    found: RecordSearch,
    name: str,
    query: str,
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> RecordSearch:
    """`found`, or the caller's own record of the kind when the request says "my" before
    its kind word and names none ("my team's page": the caller's team)."""
    if not says_own(query, catalog.parameters[name].words):
        return found
    own = await callers_own(name, CALLER, catalog, context.user_id, context.user_token, lookup)
    return found if own is None else RecordSearch(outcome="one", records=[own])


def _one(
    found: RecordSearch,
    screen: Screen,
    parameter: RecordParameter,
    name: str,
    context: RequestContext,
) -> Any | None:
    """The record's id when the request names exactly one (or means the caller's own)."""
    if found.outcome == "one":
        return found.records[0].id
    if name == CALLER and found.outcome in ("unnamed", "none"):
        own = found.outcome == "unnamed" and screen.screen_name in parameter.own_screens.values()
        if own or found.self_named:  # "my profile", "change my avatar"
            return context.user_id
    return None


async def _clarify(
    found: RecordSearch,
    screen: Screen,
    parameter: RecordParameter,
    name: str,
    context: RequestContext,
    catalog: Catalog,
    lookup: RecordLookup | None,
    known: dict[str, Any],
) -> NeedsClarification:
    """Several fit: ready links to each. None fits: say so, and offer the list screen."""
    if found.outcome == "several":
        options, targets = _options(found, screen, parameter, name, context, catalog, known)
        return NeedsClarification(
            question=f"Several {parameter.noun}s fit “{found.phrase}”: which one do you mean?",
            options=options,
            screen_name=targets.pop() if len(targets) == 1 else screen.screen_name,
            record="several",
        )
    listing = catalog.list_screen(screen, name)
    if found.outcome == "none":
        options = []
        if listing is not None and listing.allows_role(context.role):
            options = [_link(listing, known, f"All {listing.title.lower()}")]
        if name == CALLER:  # a person not found is not the caller
            screen = person_screen(screen, parameter, None, context.user_id, catalog)
        return NeedsClarification(
            question=f"I found no {parameter.noun} called “{found.phrase}” that you can see.",
            options=options,
            screen_name=screen.screen_name,
            record="none",
        )
    sample = await lookup.sample(parameter, context.user_token) if lookup is not None else []
    ask = found.model_copy(update={"records": sample})
    return NeedsClarification(
        question=f"Which {parameter.noun} do you want to open in {screen.title}?",
        options=_options(ask, screen, parameter, name, context, catalog, known)[0],
        screen_name=screen.screen_name,
        record="ask",
    )


def _options(
    found: RecordSearch,
    screen: Screen,
    parameter: RecordParameter,
    name: str,
    context: RequestContext,
    catalog: Catalog,
    known: dict[str, Any],
) -> tuple[list[LinkOption], set[str]]:
    """A ready link to each record, and the screens they open."""
    options, targets = [], set()
    for record in found.records:
        target = screen
        if name == CALLER:
            target = person_screen(screen, parameter, record.id, context.user_id, catalog)
        values = {**known, name: record.id}
        if all(p in values for p in target.placeholders()):
            options.append(_link(target, values, record.label))
            targets.add(target.screen_name)
    return options, targets


def _choice(
    screen: Screen, parameter: RecordParameter, name: str, query: str, known: dict[str, Any]
) -> Any:
    """One of the parameter's fixed values ("admin"), or a choice among them."""
    lowered = query.lower()
    chosen = [c for c in parameter.choices if c.lower() in lowered]
    if len(chosen) == 1:
        return chosen[0]
    options = [_link(screen, {**known, name: c}, c) for c in parameter.choices]
    return NeedsClarification(
        question=f"Which {parameter.noun} do you mean?",
        options=options,
        screen_name=screen.screen_name,
        record="several",
    )
