"""The route and the screen from what a request names (issue #15): a record named the way
people name it makes a "vague" request navigation, "open <a record>" is not the action on
it, a question about how things stand is navigation; out-of-scope requests that happen to
name a record stay unclear. Then the record's own page for "the pump sensor please" or
"zeig mir das Gerät TH-2004", not a page about one side of it, and a list for its records
in the plural ("show me our invoices").

The product's API is stood in by `httpx.MockTransport` (the whole navigator on Acme runs in
test_navigation_records.py and `navex eval routing`)."""

from pathlib import Path
from typing import Any

import pytest
from stand_in_product import stand_in_lookup

from navex.navigation import RecordLookup, RequestContext, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.filters import choose_filters, several_named
from navex.navigation.index import ScreenMatch
from navex.navigation.name_text import catalog_vocabulary, places_named
from navex.navigation.promote import promote_named_record
from navex.navigation.record_names import match_records
from navex.navigation.second_look import second_look
from navex.routing import Route, RouteDecision

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/devices": [
        {"id": 3, "serial_number": "GS-1003", "name": "Reactor hall B"},
        {"id": 14, "serial_number": "GS-1014", "name": "Portable - rescue team"},
        {"id": 18, "serial_number": "GS-1018", "name": "Pump house"},
        {"id": 21, "serial_number": "TH-2001", "name": "Cold room 1"},
        {"id": 22, "serial_number": "TH-2002", "name": "Pump P-101 bearing"},
        {"id": 24, "serial_number": "TH-2004", "name": "Boiler room"},
    ],
    "/api/users": [
        {"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"},
        {"id": 2, "full_name": "Bob Operator", "email": "bob@acme.example"},
        {"id": 3, "full_name": "Carol Viewer", "email": "carol@acme.example"},
        {"id": 6, "full_name": "Priya Raman", "email": "priya.raman@acme.example"},
        {
            "id": 9,
            "full_name": "Zofia Nowak",
            "email": "zofia.nowak@acme.example",
            "department": "Quality",
            "status": "invited",
        },
        {"id": 4, "full_name": "Tom Becker", "email": "tom.becker@acme.example"},
        {"id": 5, "full_name": "Tom Okafor", "email": "tom.okafor@acme.example"},
    ],
    "/api/teams": [{"id": 3, "name": "Night shift"}],
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"},
        {"id": 2, "name": "Houston refinery", "address": "9200 Clinton Dr, Houston, TX 77029"},
    ],
    "/api/manufacturers": [
        {"id": 2, "name": "Dräger"},
        {"id": 4, "name": "Honeywell"},
        {"id": 8, "name": "Teltonika"},  # a name no catalog text uses
    ],
    "/api/alerts": [
        {"id": 2, "message": "Battery at 14% on GS-1014 (Portable - rescue team)"},
        {"id": 4, "message": "O2 at 19.2% on GS-1002 for 2 minutes"},
        {"id": 6, "message": "Video stream lost on CAM-3002 (Flare stack thermal)"},
        {"id": 9, "message": "GS-1004 (Loading dock) has not reported for 6 hours"},
    ],
    "/api/categories": [{"id": 1, "name": "Gas sensors"}],
    "/api/invoices": [
        {"id": 3, "number": "INV-ACME-2026-08", "period": "2026-08", "amount_cents": 512400},
        {"id": 5, "number": "INV-ACME-2026-10", "period": "2026-10", "amount_cents": 518900},
    ],
    "/api/work-orders": [
        {"id": 5, "title": "Upgrade Houston gateway firmware"},
        {"id": 6, "title": "Relocate main gate camera"},
    ],
}

ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


def product_api(calls: list[str] | None = None) -> RecordLookup:
    """The product's list API, and one record by id (`/api/alerts/2`)."""
    return stand_in_lookup(RECORDS, calls=calls)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


async def routed(catalog: Catalog, query: str, route: Route, reason: str = "router") -> str:
    decision = RouteDecision(route=route, scores={}, reason=reason)
    return (await second_look(decision, query, catalog, ALICE, product_api())).route


@pytest.mark.parametrize(
    "query",
    [
        "the pump sensor please",  # a kind word and part of two devices' names
        "ms nowak",  # how a person is addressed, and her name
        "show the cold room thermometer",
        "what's priya's phone number?",  # a possessive that names a person
        "quels sites avons-nous ?",  # what exists
        "open the paris site",  # a kind of record to see, its name unknown
        "¿qué está fuera de línea?",  # what is in a state: "está" asks nothing more
        "wat staat er in onderhoud?",
        "y a-t-il quelque chose hors ligne ?",  # "quelque chose": whatever there is
        # what exists, with one word no record nor screen has beside a person's name
        "what tickets is becker juggling at the moment",
        "Rechnung vom letzten Monat",  # a kind's word and a date that picks one
        "where's the help center for the mobile app",  # where a screen is, in its words
    ],
)
async def test_a_vague_looking_request_that_names_a_record_is_navigation(
    catalog: Catalog, query: str
) -> None:
    assert await routed(catalog, query, "unclear") == "navigation"


@pytest.mark.parametrize(
    "query",
    [
        "text Bob Operator that i'm running late",
        "order pizza for the night shift",  # a team's name, nothing asks for the team
        "what's honeywell's share price today",
        "book me a flight to Lyon",
        "order new batteries from amazon for the Lyon plant",
        "paint the new sensor for the boiler room",  # a record named whole after its head word
        "which tickets should becker juggle or sell",  # two such words: not about records
        "what teams do you think win tonight",  # a kind's word, no record named
        "what did the teams eat last month",  # a date, but words no screen nor record has
        "it's not working",  # an alert's message says "not": a function word names nothing
        "something's off with one of the sensors, sort it",  # a device's word, a category's
        "what's the weather like at the lyon plant today",  # "weather" is no slip of "whether"
        "where's the nearest hospital to the lyon plant",  # where, but no screen's place
    ],
)
async def test_out_of_scope_requests_that_name_a_record_stay_unclear(
    catalog: Catalog, query: str
) -> None:
    assert await routed(catalog, query, "unclear") == "unclear"


async def test_a_record_named_by_its_amount_is_navigation(catalog: Catalog) -> None:
    """A kind's word and an amount a record of it holds names that record, though the
    kind's word is not the catalog's ("the bill for 5,124"); an amount no record holds,
    or words besides, do not."""
    assert await routed(catalog, "the bill for 5,124", "unclear") == "navigation"
    assert await routed(catalog, "the bill for 7,777", "unclear") == "unclear"
    assert await routed(catalog, "split the bill for 5,124 with tom", "unclear") == "unclear"


async def test_a_record_described_by_its_head_word_is_navigation(catalog: Catalog) -> None:
    """A description of one record opening with its head word for the kind, two words of
    its name said ("alarm about the flare cam losing its stream")."""
    query = "alarm about the flare cam losing its stream"
    assert await routed(catalog, query, "unclear") == "navigation"


async def test_a_question_by_its_first_word_is_navigation(catalog: Catalog) -> None:
    """A question by its first word asks to see, whatever it names ("which department is
    lukas meyer in", "whose mobile is +33 6 55 01 22 47", "which of our rules fire at
    critical severity"); not one that asks for a change."""
    for query in (
        "which department is Priya Raman in",
        "wer ist Zofia Nowak?",
        "whose mobile is +33 6 55 01 22 47",
        "which of our rules fire at critical severity",
    ):
        assert await routed(catalog, query, "execution") == "navigation", query
    change = "which team is Priya Raman in? change it to the night shift"
    assert await routed(catalog, change, "execution") == "execution"


async def test_a_serial_and_words_of_its_name_is_navigation(catalog: Catalog) -> None:
    """A serial and words of the same record's name ("gx5002, the chlorination room one")
    name it; other words beside a serial still leave it to the router."""
    assert await routed(catalog, "gs1003, the reactor hall one", "unclear") == "navigation"
    assert await routed(catalog, "gs1003 the broken one fix it", "unclear") == "unclear"
    # the router took it for an action: still the record named twice, but a word for one
    # side of it ("decommission") is the action
    query = "gs1003 please, the reactor hall one"
    assert await routed(catalog, query, "execution") == "navigation"
    assert await routed(catalog, "decommission gs1003", "execution") == "execution"
    assert await routed(catalog, "decommission device GS-1003", "execution") == "execution"


async def test_a_single_word_stays_unclear(catalog: Catalog) -> None:
    """A single word is unclear (the annotation rule), part of names or not, but for the
    whole name of one record of the caller's, which it opens ("draeger": Dräger)."""
    for word in ("pump", "billing", "devices", "reactor", "xyzzy"):
        assert await routed(catalog, word, "unclear", reason="a single word") == "unclear", word
    for word in ("draeger", "Teltonika"):
        assert await routed(catalog, word, "unclear", reason="a single word") == "navigation"


async def test_opening_a_record_is_not_the_action_on_it(catalog: Catalog) -> None:
    for query in (
        "open carol@acme.example",
        "open Priya Raman's account",
        "carol@acme.example, whose account is that, open it",  # asks whose
    ):
        assert await routed(catalog, query, "execution") == "navigation", query
    assert await routed(catalog, "has alert 2 been acknowledged?", "execution") == "navigation"
    for action in (
        "invite nina@acme.example as operator",
        "deactivate carol@acme.example",
        "set Priya Raman's phone to +33 6 11 22 33 44",
        "open a work order for Pump house titled 'Check seals'",
        "can you acknowledge alert 2?",
    ):
        assert await routed(catalog, action, "execution") == "execution", action


async def first(catalog: Catalog, query: str, *screens: tuple[str, float]) -> str:
    matches = [ScreenMatch(screen_name=name, score=score) for name, score in screens]
    promoted = await promote_named_record(query, matches, catalog, ALICE, product_api())
    return promoted[0].screen_name


async def test_a_record_and_nothing_else_opens_its_own_page(catalog: Catalog) -> None:
    aside = (("decommission_device", 0.17), ("device_telemetry", 0.09), ("device_details", 0.08))
    assert await first(catalog, "zeig mir das Gerät TH-2004", *aside) == "device_details"
    groups = (("device_groups", 0.11), ("team_details", 0.09), ("decommission_device", 0.06))
    assert await first(catalog, "open the rescue team portable detector", *groups) == (
        "device_details"
    ), "the device's page although no ranked screen is it"
    readings = (("device_telemetry", 0.34), ("product_details", 0.05))
    assert await first(catalog, "reactor hall b readings", *readings) == "device_telemetry"
    listing = (("device_list", 0.11), ("device_telemetry", 0.07), ("onboard_device", 0.05))
    assert await first(catalog, "the pump sensor please", *listing) == "device_details"
    assert await first(catalog, "which pump sensors do we have?", *listing) == "device_list"


async def test_records_in_the_plural_open_their_list(catalog: Catalog) -> None:
    invoices = (("invoice_detail", 0.30), ("organization_billing", 0.20))
    assert await first(catalog, "show me our invoices", *invoices) == "organization_billing"
    assert await first(catalog, "open invoice", *invoices) == "invoice_detail"
    # "plans" is a word for a site, but here it is the first screen's own title's
    plans = (("floor_plans", 0.90), ("site_list", 0.05), ("site_details", 0.04))
    assert await first(catalog, "floor plans of the site", *plans) == "floor_plans"
    assert await first(catalog, "floor plans of all our sites", *plans) == "site_list"


async def test_a_number_after_the_kind_word_is_the_records_id(catalog: Catalog) -> None:
    lookup = product_api()
    found = await lookup.find(catalog.parameters["alert_id"], "has alert 2 been acked?", "t")
    assert [r.id for r in found.records] == [2], "not alert 4, whose message has a '2'"


def test_a_name_with_an_umlaut_is_found_as_people_type_it(catalog: Catalog) -> None:
    makers = catalog.parameters["manufacturer_id"]
    for typed in ("show draeger", "show drager", "show Dräger"):
        found, _ = match_records(typed, makers, RECORDS["/api/manufacturers"], [])
        assert [r.id for r in found.records] == [2], typed


async def test_assigned_to_me_filters_by_the_caller(catalog: Catalog) -> None:
    screen = catalog.screen("work_orders")
    chosen = await choose_filters(
        screen, "which work orders are assigned to me?", ALICE, catalog, product_api()
    )
    assert [(f.param, f.value) for f in chosen] == [("assignee", "1")]


@pytest.mark.parametrize(
    ("query", "mine"),
    [
        ("show me the open work orders", False),  # "me" is the one asking
        ("give me the list of work orders", False),
        ("I want the work orders", False),
        ("show me my work orders", True),
        ("show me the work orders assigned to me", True),
        ("work orders i'm on", True),
    ],
)
async def test_me_beside_a_verb_of_asking_is_not_whose(
    catalog: Catalog, query: str, mine: bool
) -> None:
    screen = catalog.screen("work_orders")
    chosen = await choose_filters(screen, query, ALICE, catalog, product_api())
    assert (("assignee", "1") in [(f.param, f.value) for f in chosen]) is mine, query


async def test_who_is_in_a_team_opens_the_people_list_filtered_by_it(catalog: Catalog) -> None:
    team = (("team_details", 0.30), ("user_list", 0.20), ("teams", 0.10))
    assert await first(catalog, "who's in the night shift team?", *team) == "user_list"
    for typed in ("whos in the night shift team", "whose on the night shift team"):
        assert await first(catalog, typed, *team) == "user_list", typed
    spanish = "¿quién está en el equipo night shift?"  # "está": "is"
    assert await first(catalog, spanish, *team) == "user_list"
    call = (("on_call_schedule", 0.30), ("user_list", 0.20))
    assert await first(catalog, "who is on call tonight?", *call) == "on_call_schedule"


def test_a_sentence_about_a_record_is_not_its_name(catalog: Catalog) -> None:
    """Not "I found no device called 'broken where do I report it'"."""
    devices = catalog.parameters["device_id"]
    said = "the sensor is broken, where do I report it"
    found, _ = match_records(said, devices, RECORDS["/api/devices"], [])
    assert found.outcome == "unnamed"
    for named in ("open sensor GS-9999", "open the Zed sensor", "open the paris site"):
        kind = catalog.parameters["site_id" if "site" in named else "device_id"]
        found, _ = match_records(named, kind, RECORDS["/api/devices"], [])
        assert found.outcome == "none", named


async def test_a_side_of_a_record_the_request_does_not_ask_for_gives_way(
    catalog: Catalog,
) -> None:
    plans = (("floor_plans", 0.20), ("site_details", 0.15), ("site_list", 0.05))
    german = "In welcher Zeitzone liegt der Standort Lyon plant?"
    assert await first(catalog, german, *plans) == "site_details"
    assert await first(catalog, "floor plan of the Lyon plant", *plans) == "floor_plans"
    edit = (("edit_user_details", 0.30), ("user_details", 0.25))
    assert await first(catalog, "edit Priya Raman's details", *edit) == "edit_user_details"


async def test_only_the_lists_a_request_may_name_are_read(catalog: Catalog) -> None:
    calls: list[str] = []
    decision = RouteDecision(route="unclear", scores={}, reason="router")
    await second_look(decision, "book me a flight to Lyon", catalog, ALICE, product_api(calls))
    assert calls == [], "no word asks to see anything: no list read"
    await second_look(decision, "the pump sensor please", catalog, ALICE, product_api(calls))
    assert calls == ["/api/devices"]


@pytest.mark.parametrize(
    "query",
    [
        "which accounts are deactivated",  # what exists
        "quiero dar de baja el sensor GS-1003, ¿dónde lo hago?",  # where
        "take me to where gs-1004 gets retired",  # taken there
        "retire the broken th-2003, where's that done",  # where, after the action
        "llévame a dar de baja el GS-1003",
        "decommission screen for th-2004",  # a screen by name
        "Priya Raman account",  # only a record
        "gs-1003 is broken, how do i take it out of service?",  # how, after a comma
    ],
)
async def test_a_question_a_screen_or_a_record_alone_is_not_an_action(
    catalog: Catalog, query: str
) -> None:
    assert await routed(catalog, query, "execution") == "navigation"


@pytest.mark.parametrize(
    "query",
    [
        "the guy whose account got deactivated",
        "the alarm i acknowledged",
        "the camera relocation job that got scrapped",
        "la alarma que reconocí ayer",
        "show me only the rules that fire at critical severity",  # asks to see
        "zeig mir die Regeln, die kritisch auslösen",
    ],
)
async def test_a_record_described_or_a_request_to_see_is_navigation(
    catalog: Catalog, query: str
) -> None:
    """A noun phrase that describes a record by what happened to it asks to see it, though
    its verbs are an action's ("deactivated", "acknowledged"); so does a request that opens
    with a word that asks to see."""
    assert await routed(catalog, query, "execution") == "navigation", query


@pytest.mark.parametrize(
    "query",
    [
        "decommission GS-1003",
        "retire TH-2004",
        "deactivate Priya Raman's account",
        "the sensor that died, decommission it",  # an instruction after the description
        "the ticket we opened: assign it to bob",
        "open a work order for GS-1011: replace the sensor head",  # "open": to create
    ],
)
async def test_an_action_on_a_named_record_stays_an_action(catalog: Catalog, query: str) -> None:
    assert await routed(catalog, query, "execution") == "execution"


async def test_a_records_name_alone_is_navigation_to_its_page(catalog: Catalog) -> None:
    for name in ("cold room 1", "the pump house"):
        assert await routed(catalog, name, "unclear") == "navigation", name
    vague = (("main_dashboard", 0.12), ("maintenance_schedule", 0.08))
    assert await first(catalog, "the pump house", *vague) == "device_details"
    assert await routed(catalog, "night shift pizza", "unclear") == "unclear", "not a name"


async def test_a_label_said_whole_in_any_order_names_its_record(catalog: Catalog) -> None:
    sure = (("firmware_updates", 0.90), ("work_order_details", 0.01))
    job = "the houston gateway firmware upgrade job"
    assert await first(catalog, job, *sure) == "work_order_details"
    form = (("create_work_order", 0.41), ("work_order_details", 0.05))
    assert await first(catalog, "relocate main gate camera ticket", *form) == "work_order_details"
    new = "create a work order to relocate main gate camera"
    assert await first(catalog, new, *form) == "create_work_order", "a new one, not that one"


async def test_a_question_about_the_people_of_a_team_opens_the_people_list(
    catalog: Catalog,
) -> None:
    team = (("team_details", 0.70), ("teams", 0.10))
    count = "how many people are in the night shift team"
    assert await first(catalog, count, *team) == "user_list", "the list, though not ranked"
    these_days = "who's on the night shift team these days?"  # when, not which
    assert await first(catalog, these_days, *team) == "user_list"
    techs = "who are the night shift techs"  # what people call a team's people
    assert await first(catalog, techs, *team) == "user_list"
    on_call = (("team_details", 0.40), ("on_call_schedule", 0.30), ("user_list", 0.05))
    assert await first(catalog, "who's on call for the night shift team?", *on_call) == (
        "team_details"
    ), "on call is more than the team's people"


async def test_a_person_described_before_a_clause_about_them_opens_their_page(
    catalog: Catalog,
) -> None:
    invites = (("pending_invitations", 0.72), ("user_details", 0.10), ("user_list", 0.05))
    quality = "the quality person who still hasn't accepted her invite"
    assert await first(catalog, quality, *invites) == "user_details", "one person, hers"
    assert await first(catalog, "the quality invites still pending", *invites) == (
        "pending_invitations"
    ), "no clause about a person: the invitations"


async def test_a_possessive_of_a_full_name_asks_to_see_a_person(catalog: Catalog) -> None:
    assert await routed(catalog, "grace liu's account", "unclear") == "navigation"


async def test_one_word_no_screen_uses_may_be_a_records_name(catalog: Catalog) -> None:
    people = (("user_details", 0.05), ("edit_profile", 0.03))
    assert await first(catalog, "show teltonika", *people) == "manufacturer_details"
    assert await routed(catalog, "what is zofia working on", "unclear") == "navigation"
    assert await routed(catalog, "tell me a joke", "unclear") == "unclear", "no record's name"


async def test_a_list_does_not_move_up_for_a_question_about_another_kind(
    catalog: Catalog,
) -> None:
    roles = (("roles_permissions", 0.80), ("user_list", 0.10))
    assert await first(catalog, "what permissions do operators have", *roles) == (
        "roles_permissions"
    ), "permissions are the roles', not the people's"
    people = (("user_details", 0.30), ("user_list", 0.20))
    assert await first(catalog, "which operators are deactivated", *people) == "user_list"


async def test_a_filter_several_records_fit_is_a_choice_not_the_whole_list(
    catalog: Catalog,
) -> None:
    screen, lookup = catalog.screen("work_orders"), product_api()
    query = "work orders assigned to tom?"
    chosen = await choose_filters(screen, query, ALICE, catalog, lookup)
    several = await several_named(screen, query, ALICE, catalog, lookup, chosen)
    assert several is not None and [r.id for r in several[1].records] == [4, 5]
    one = "work orders assigned to priya"
    chosen = await choose_filters(screen, one, ALICE, catalog, lookup)
    assert await several_named(screen, one, ALICE, catalog, lookup, chosen) is None


async def test_a_serial_or_an_address_alone_opens_a_record(catalog: Catalog) -> None:
    for query in ("priya.raman@acme.example", "pull up GS-1018 for me"):
        assert await routed(catalog, query, "execution") == "navigation", query
    assert await routed(catalog, "gs1018 pls", "unclear") == "navigation"
    assert await routed(catalog, "xyz 123 ???", "unclear") == "unclear", "no such record"
    assert await routed(catalog, "invite priya.raman@acme.example", "execution") == "execution"


async def test_a_record_by_the_words_its_name_and_address_hold(catalog: Catalog) -> None:
    # "Clinton Dr" and "TX 77029": the refinery's address; "refinery" a word of its name
    assert await routed(catalog, "refinery on clinton drive", "unclear") == "navigation"
    assert await routed(catalog, "everything about the texas refinery", "unclear") == ("navigation")
    assert await routed(catalog, "pizza on clinton drive", "unclear") == "unclear"
    assert "drive" in places_named("9200 Clinton Dr, Houston, TX 77029")
    assert "street" not in places_named("St Louis plant 2"), "a saint before a name"


async def test_how_things_stand_is_a_question_with_or_without_its_mark(
    catalog: Catalog,
) -> None:
    assert await routed(catalog, "is gs-1018 still in maintenance", "execution") == "navigation"
    assert await routed(catalog, "¿qué sitios tenemos?", "unclear") == "navigation"
    assert await routed(catalog, "do the thing", "execution") == "execution"


async def test_records_in_the_plural_open_their_list_ranked_or_not(catalog: Catalog) -> None:
    detail = (("invoice_detail", 0.60), ("subscription_plans", 0.10))
    assert await first(catalog, "any unpaid invoices?", *detail) == "organization_billing"
    assert await first(catalog, "je veux voir les factures", *detail) == "organization_billing"
    assert await first(catalog, "open invoice", *detail) == "invoice_detail", "one, not many"


async def test_a_kind_alone_in_the_plural_opens_its_list_the_ranker_missed(
    catalog: Catalog,
) -> None:
    unrelated = (("notifications", 0.30), ("release_notes", 0.20), ("team_details", 0.10))
    assert await first(catalog, "Rechnungen anzeigen", *unrelated) == "organization_billing"
    assert await first(catalog, "zeig mir die Rechnungen", *unrelated) == "organization_billing"
    assert await first(catalog, "show me all our sensors", *unrelated) == "device_list"
    # any other word leaves the ranking alone
    assert await first(catalog, "Rechnungen für Lyon", *unrelated) == "notifications"
    assert await first(catalog, "invoices i was notified about", *unrelated) == "notifications"


async def test_small_talk_sharing_a_kind_word_is_no_question_about_records(
    catalog: Catalog,
) -> None:
    """A question about what exists is navigation when its other words are the catalog's,
    a typo of them or a record's name; not small talk whose word happens to be a kind's
    plural ("cuentas": accounts, and "you tell")."""
    assert await routed(catalog, "¿qué me cuentas hoy, amigo?", "unclear") == "unclear"
    assert await routed(catalog, "¿qué cuentas tenemos?", "unclear") == "navigation"
    assert await routed(catalog, "which devcies are offline", "unclear") == "navigation"


async def test_a_person_said_to_be_on_no_team_is_navigation(catalog: Catalog) -> None:
    """A person described by a field they lack, its kind's word misspelt ("taem"), is a
    record described: navigation."""
    query = "the one person who isn't on any taem"
    assert await routed(catalog, query, "unclear") == "navigation"


async def test_a_person_named_then_said_which_opens_their_page(catalog: Catalog) -> None:
    team = (("team_details", 0.90), ("user_details", 0.05))
    assert await first(catalog, "the Tom on the night shift team", *team) == "user_details"
    assert await first(catalog, "the priya from the night shift", *team) == "user_details"
    assert await first(catalog, "the night shift on the rota", *team) == "team_details"
    assert await first(catalog, "tom on the night shift team", *team) == "team_details", (
        "no article: the name does not head what follows"
    )
    # no article, but what follows is hers: her department says which person
    invites = (("pending_invitations", 0.6), ("user_details", 0.3))
    query = "zofia in quality who never accepted her invite"
    assert await first(catalog, query, *invites) == "user_details"
    assert await first(catalog, "zofia in marketing", *invites) == "pending_invitations"


async def test_a_word_that_picks_by_date_heads_no_persons_name(catalog: Catalog) -> None:
    """ "the older of the two paid invoices": one invoice by its date, whoever is called
    Older."""
    users = [*RECORDS["/api/users"], {"id": 30, "full_name": "Kim Older", "email": "k@x.example"}]
    invoices = [
        {"id": n, "number": f"INV-{n}", "period": f"2026-0{n}", "status": "paid"} for n in (5, 6)
    ]
    lookup = stand_in_lookup({**RECORDS, "/api/users": users, "/api/invoices": invoices})
    ranked = [ScreenMatch(screen_name="invoice_detail", score=0.4)]
    ranked.append(ScreenMatch(screen_name="user_details", score=0.3))
    query = "the older of the two paid invoices"
    promoted = await promote_named_record(query, ranked, catalog, ALICE, lookup)
    assert promoted[0].screen_name == "invoice_detail"


async def test_a_question_about_a_teams_people_in_other_languages_opens_the_list(
    catalog: Catalog,
) -> None:
    team = (("team_details", 0.40), ("user_list", 0.20))
    for query in (
        "qui est dans l'équipe night shift ?",  # "dans" joins, as "in" does
        "elenco delle persone della squadra night shift",
    ):
        assert await first(catalog, query, *team) == "user_list", query


async def test_a_word_that_picks_names_no_record(catalog: Catalog) -> None:
    """ "last" picks the newest invoice ("the last invoice"); alone it names none: "same as
    last time, go" is a vague follow-up."""
    dated = [
        {**invoice, "created_at": f"2026-{invoice['period'][-2:]}-01T00:00:00Z"}
        for invoice in RECORDS["/api/invoices"]
    ]
    said = {"id": 13, "message": "GS-1003 has not reported since its last service"}
    alerts = [*RECORDS["/api/alerts"], said]  # "last", a word of its message too
    lookup = stand_in_lookup({**RECORDS, "/api/invoices": dated, "/api/alerts": alerts})
    lookup.known_words = catalog_vocabulary(catalog)  # as the navigator gives them
    vague = RouteDecision(route="unclear", scores={}, reason="router")
    for query, route in (("same as last time, go", "unclear"), ("the last invoice", "navigation")):
        decided = await second_look(vague, query, catalog, ALICE, lookup)
        assert decided.route == route, query


async def test_how_things_stand_at_a_record_named_whole_is_its_page(catalog: Catalog) -> None:
    """ "refinery" is no word for a site, as "plant" is: the site is named by its name."""
    lookup = stand_in_lookup(RECORDS)  # the sites: Lyon plant, Houston refinery
    lookup.known_words = catalog_vocabulary(catalog)  # as the navigator gives them
    vague = RouteDecision(route="unclear", scores={}, reason="router")
    for query, route in (
        ("what's going on at the houston refinery today", "navigation"),
        ("what's happening in houston this weekend", "unclear"),  # a city's name, no record's
        ("what's going on at the houston refinery canteen", "unclear"),  # no screen's word
    ):
        decided = await second_look(vague, query, catalog, ALICE, lookup)
        assert decided.route == route, query


async def test_a_question_about_a_record_named_by_its_serial_is_navigation(
    catalog: Catalog,
) -> None:
    for query in ("wie viel Akku hat GS-1014 noch?", "what is gs-1014's charge at"):
        assert await routed(catalog, query, "unclear") == "navigation", query
    how_to = "how do i recycle gs-1014 batteries at home"  # how to do a thing, elsewhere
    assert await routed(catalog, how_to, "unclear") == "unclear"


async def test_a_possessive_without_its_apostrophe_still_names_a_person(
    catalog: Catalog,
) -> None:
    query = "whats priya ramans mobile, need to call her"
    assert await routed(catalog, query, "unclear") == "navigation"


async def test_a_kind_described_by_a_clause_is_navigation(catalog: Catalog) -> None:
    assert await routed(catalog, "the team i belong to", "unclear") == "navigation"
    assert await routed(catalog, "the pizza i ordered", "unclear") == "unclear", "no kind"


async def test_a_kind_said_before_a_word_for_a_page_opens_that_kinds_page(
    catalog: Catalog,
) -> None:
    """A person's department shares the team's words; "team page" says which kind."""
    users = [
        u | {"department": "Health & Safety"} if u["id"] == 5 else u for u in RECORDS["/api/users"]
    ]
    teams = [{"id": 3, "name": "Safety & Compliance"}]
    lookup = stand_in_lookup({**RECORDS, "/api/users": users, "/api/teams": teams})
    people = [ScreenMatch(screen_name="user_details", score=0.5)]
    people.append(ScreenMatch(screen_name="team_details", score=0.3))
    for query, page in (
        ("the safety team page", "team_details"),
        ("tom becker's user page", "user_details"),
    ):
        promoted = await promote_named_record(query, people, catalog, ALICE, lookup)
        assert promoted[0].screen_name == page, query
    teams_first = [people[1], people[0]]  # ranked first already: no later rule moves a person
    promoted = await promote_named_record(
        "the safety team page", teams_first, catalog, ALICE, lookup
    )
    assert promoted[0].screen_name == "team_details"
    # a word of another page about such a record names that page: the form that retires it
    retire = [ScreenMatch(screen_name="device_details", score=0.05)]
    retire.append(ScreenMatch(screen_name="decommission_device", score=0.04))
    for query in ("where's the decommission page for GS-1003", "the decommission form for GS-1018"):
        promoted = await promote_named_record(query, retire[::-1], catalog, ALICE, lookup)
        assert promoted[0].screen_name == "decommission_device", query
    configure = [ScreenMatch(screen_name="device_configuration", score=0.3), retire[0]]
    promoted = await promote_named_record(
        "config page of the pump house sensor", configure, catalog, ALICE, lookup
    )
    assert promoted[0].screen_name == "device_configuration"
    edit = [ScreenMatch(screen_name="edit_user_details", score=0.3), people[0]]
    promoted = await promote_named_record(
        "open tom becker's edit user form", edit, catalog, ALICE, lookup
    )
    assert promoted[0].screen_name == "edit_user_details"


async def test_which_record_holds_one_named_is_the_named_records_page(catalog: Catalog) -> None:
    """A team holds people, a site devices: "which team is priya on?" asks of Priya, whose
    page shows her teams; a question naming no such record keeps the ranker's screen."""
    products = [{"id": 3, "name": "Polytron 8700", "manufacturer_id": 2, "category_id": 1}]
    devices = [*RECORDS["/api/devices"], {"id": 25, "serial_number": "TH-2005"}]
    devices[-1]["name"] = "Tank 4 product"  # the asked kind's word in a device's name
    lookup = stand_in_lookup({**RECORDS, "/api/products": products, "/api/devices": devices})
    teams = [ScreenMatch(screen_name="team_details", score=0.8)]
    teams.append(ScreenMatch(screen_name="user_details", score=0.6))
    for query, page in (
        ("which team is priya on?", "user_details"),
        ("à quelle équipe appartient priya raman ?", "user_details"),
        ("which site is GS-1018 at?", "device_details"),
        ("which manufacturer makes the polytron 8700", "product_details"),  # its maker
        ("which team is the night shift", "team_details"),
        ("priya's team", "team_details"),  # no word for which: the ranker's
        ("what products do we have from Dräger?", "team_details"),  # no device named
    ):
        promoted = await promote_named_record(query, teams, catalog, ALICE, lookup)
        assert promoted[0].screen_name == page, query


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("the reactor hall b detector", "device_details"),  # no side of it asked
        ("the pump house gas sensor", "device_details"),  # a measure right before the kind's word
        ("readings of the reactor hall b detector", "device_telemetry"),
        ("the reactor hall b detector right now", "device_telemetry"),
        ("reactor hall b", "device_telemetry"),  # no word for the kind: the ranker's
        # words besides the record's: the ranker's, which read them
        ("die Kalibrierhistorie vom reactor hall b Melder", "device_telemetry"),
        ("I need to fix some details on the reactor hall b detector", "device_telemetry"),
    ],
)
async def test_a_record_called_by_its_kind_opens_its_page_over_an_unasked_side(
    catalog: Catalog, query: str, page: str
) -> None:
    readings_first = [ScreenMatch(screen_name="device_telemetry", score=0.4)]
    readings_first.append(ScreenMatch(screen_name="device_details", score=0.3))
    lookup = stand_in_lookup(RECORDS)
    promoted = await promote_named_record(query, readings_first, catalog, ALICE, lookup)
    assert promoted[0].screen_name == page, query


async def test_a_change_to_ones_own_record_a_role_may_make_only_on_its_form(
    catalog: Catalog,
) -> None:
    """A viewer may not open the screen where anyone's details are changed, only the one
    for their own: a change to their own is made there; an admin's goes to the tool."""
    query = "change my phone on my profile to +33 6 12 34 56 78"
    decision = RouteDecision(route="execution", scores={}, reason="router")
    viewer = ALICE.model_copy(update={"role": "viewer", "user_id": 3})
    looked = await second_look(decision, query, catalog, viewer, product_api())
    assert looked.route == "navigation"
    assert await routed(catalog, query, "execution") == "execution", "an admin's: the tool"
    by_email = "change my role, carol@acme.example, to admin"  # for the backend to refuse
    assert (await second_look(decision, by_email, catalog, viewer, product_api())).route == (
        "execution"
    )
    other = "change priya raman's phone to +33 6 12 34 56 78"  # not one's own: no form of hers
    assert (await second_look(decision, other, catalog, viewer, product_api())).route == (
        "execution"
    )


async def test_a_request_to_see_one_named_whole_before_unknown_words(catalog: Catalog) -> None:
    # the words after the name say which one; before it, or of it, what else is wanted
    query = "fammi vedere la scheda di Priya Raman, quella di manutenzione e sicurezza"
    assert await routed(catalog, query, "unclear") == "navigation"
    assert await routed(catalog, "show me priya raman's horoscope", "unclear") == "unclear"
    weather = "show me the weather at the houston refinery"
    assert await routed(catalog, weather, "unclear") == "unclear"
