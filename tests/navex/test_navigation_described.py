"""Records described rather than named (issue #15): alerts or work orders narrowed by a
record their list takes no filter for open that record's page ("alarms at denver" is the
site's page, annotation rule v2.1), and questions about what is going on are navigation
even without a kind word in the plural ("what's alarming at the houston refinery right
now").

The promotion rules run on the product's catalog with ranked screens given here and the
product's API stood in by `httpx.MockTransport` (the whole navigator on Acme runs in
`navex eval routing`)."""

from pathlib import Path
from typing import Any

import pytest
from stand_in_product import stand_in_lookup

from navex.navigation import RecordLookup, RequestContext, load_catalog
from navex.navigation.catalog import Catalog
from navex.navigation.described import described_records
from navex.navigation.index import ScreenMatch
from navex.navigation.links import NeedsClarification, ResolvedLink, resolve_link
from navex.navigation.promote import promote_named_record
from navex.navigation.second_look import second_look
from navex.routing import Route, RouteDecision

CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"

GAS, HUB = {"product_id": 2}, {"product_id": 8}
RECORDS: dict[str, list[dict[str, Any]]] = {
    "/api/sites": [
        {"id": 1, "name": "Lyon plant", "address": "18 Rue de Gerland, Lyon"},
        {"id": 2, "name": "Houston refinery", "address": "9200 Clinton Dr, Houston"},
        {"id": 3, "name": "Rotterdam terminal", "address": "Maasvlakteweg 951, Rotterdam"},
    ],
    "/api/devices": [
        {"id": 8, "serial_number": "GS-1008", "name": "Crude unit H2S", "site_id": 2, **GAS},
        {"id": 15, "serial_number": "GS-1015", "name": "Jetty 1", "site_id": 3, **GAS},
        {"id": 26, "serial_number": "CAM-3002", "name": "Flare stack thermal", "site_id": 2}
        | {"product_id": 6},
        {"id": 27, "serial_number": "CAM-3003", "name": "Jetty overview", "site_id": 3}
        | {"product_id": 7},
        {"id": 28, "serial_number": "GW-4001", "name": "Lyon gateway", "site_id": 1, **HUB},
        {"id": 30, "serial_number": "GW-4003", "name": "Rotterdam gateway", "site_id": 3, **HUB},
    ],
    "/api/products": [
        {"id": 2, "name": "X-am 5600", "description": "Multi-gas monitor with an IR sensor"},
        {"id": 6, "name": "Q1961-TE", "description": "Thermal camera for flares"},
        {"id": 7, "name": "P3265-LVE", "description": "Outdoor dome camera"},
        {"id": 8, "name": "WISE-6610", "description": "LoRaWAN gateway with LTE backhaul"},
    ],
    "/api/teams": [{"id": 2, "name": "Maintenance"}, {"id": 3, "name": "Night shift"}],
    "/api/work-orders": [
        {"id": 1, "title": "Replace lens", "device_id": 27, "assignee_id": 1},
        {"id": 2, "title": "Restore video stream", "device_id": 26, "assignee_id": 1},
    ],
    "/api/alerts": [{"id": 6, "message": "Video stream lost on CAM-3002 (Flare stack thermal)"}],
    "/api/users": [{"id": 1, "full_name": "Alice Admin", "email": "alice@acme.example"}],
    "/api/manufacturers": [{"id": 2, "name": "Dräger"}],
}

ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


def product_api() -> RecordLookup:
    return stand_in_lookup(RECORDS)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CATALOG)[0]


async def first(catalog: Catalog, query: str, *screens: tuple[str, float]) -> str:
    matches = [ScreenMatch(screen_name=name, score=score) for name, score in screens]
    promoted = await promote_named_record(query, matches, catalog, ALICE, product_api())
    return promoted[0].screen_name


async def routed(catalog: Catalog, query: str, route: Route) -> str:
    decision = RouteDecision(route=route, scores={}, reason="router")
    return (await second_look(decision, query, catalog, ALICE, product_api())).route


@pytest.mark.parametrize(
    ("query", "ranked"),
    [
        ("alarms at lyon", (("alerts_inbox", 0.60), ("alert_details", 0.10))),
        ("how many open tickets at rotterdam", (("work_orders", 0.70), ("site_details", 0.1))),
        ("what's alarming at the houston refinery right now", (("alerts_inbox", 0.5),)),
        # the ranker put the site's page first: a question about the list keeps it there
        ("how many open tickets at lyon", (("site_details", 0.77), ("work_orders", 0.16))),
        ("any critical alarms at houston", (("site_details", 0.54), ("alerts_inbox", 0.36))),
    ],
)
async def test_a_list_narrowed_by_a_record_it_takes_no_filter_for_opens_its_page(
    catalog: Catalog, query: str, ranked: tuple[tuple[str, float], ...]
) -> None:
    assert await first(catalog, query, *ranked) == "site_details"


async def test_a_list_that_takes_the_narrowing_record_stays(catalog: Catalog) -> None:
    devices = (("device_list", 0.60), ("site_details", 0.20))
    assert await first(catalog, "offline devices at lyon", *devices) == "device_list"
    in_maintenance = "devices in maintenance at the lyon plant"  # a status, not the team
    assert await first(catalog, in_maintenance, *devices) == "device_list"
    alerts = (("alerts_inbox", 0.60), ("alert_details", 0.10))
    assert await first(catalog, "open alarms", *alerts) == "alerts_inbox", "nothing narrows"
    gateway = "open alarms on the rotterdam gateway"  # a device: no list is narrowed by one
    assert await first(catalog, gateway, *alerts) == "alerts_inbox"


async def test_what_is_going_on_by_a_lists_value_is_navigation(catalog: Catalog) -> None:
    for query in ("what's alarming at the houston refinery right now", "anything offline?"):
        assert await routed(catalog, query, "unclear") == "navigation", query
    assert await routed(catalog, "anything fun to do tonight?", "unclear") == "unclear"


async def test_a_list_asked_for_itself_stays(catalog: Catalog) -> None:
    alerts = (("alerts_inbox", 0.60), ("alert_details", 0.10))
    several = "are there unacknowledged critical alarms at the lyon plant right now?"
    assert await first(catalog, several, *alerts) == "alerts_inbox", "two of its own filters"
    tickets = (("work_orders", 0.60), ("site_details", 0.10))
    assert await first(catalog, "show me all the open tickets at lyon", *tickets) == ("work_orders")


async def test_who_changed_a_record_is_the_log_not_the_record(catalog: Catalog) -> None:
    settings = (("device_configuration", 0.65), ("audit_log", 0.18), ("device_telemetry", 0.1))
    assert await first(catalog, "who changed gw-4001's settings last week", *settings) == (
        "audit_log"
    )
    site = (("site_details", 0.59), ("audit_log", 0.08))
    which = "need to find out which admin changed the lyon plant's timezone yesterday"
    assert await first(catalog, which, *site) == "audit_log"
    acked = (("alert_details", 0.20), ("alerts_inbox", 0.19), ("escalation_policies", 0.09))
    assert (
        await first(catalog, "who acknowledged the flare stack thermal alarm?", *acked)
        == "alert_details"
    )


@pytest.mark.parametrize(
    "query",
    [
        "members of night shift team?",
        "chi fa parte del team night shift?",
        "night shift team roster, who's on it?",
        "who are my teammates in night shift",
        "list the people on night shift",
        "wer ist bei Night shift dabei?",  # who is in it, in German
    ],
)
async def test_the_members_of_a_team_are_the_people_list_filtered(
    catalog: Catalog, query: str
) -> None:
    team = (("team_details", 0.96), ("user_list", 0.01))
    assert await first(catalog, query, *team) == "user_list"


async def test_how_a_record_named_whole_stands_is_navigation(catalog: Catalog) -> None:
    assert await routed(catalog, "is the rotterdam terminal online", "unclear") == "navigation"
    assert await routed(catalog, "configur the rotterdam terminal", "unclear") == "navigation", (
        "typo"
    )
    assert await routed(catalog, "is the rotterdam terminal haunted", "unclear") == "unclear"
    assert await routed(catalog, "what's the stock price of dräger", "unclear") == "unclear"


async def test_a_kind_word_and_a_number_name_one_record_of_a_list(catalog: Catalog) -> None:
    alerts = (("alerts_inbox", 0.40), ("alert_details", 0.26))
    for query in ("show me alarm #6", "alarm no. 6"):
        assert await first(catalog, query, *alerts) == "alert_details", query
    assert await first(catalog, "show me 6 alarms", *alerts) == "alerts_inbox"


@pytest.mark.parametrize(
    ("query", "ranked"),
    [
        ("show the thermal camera at the houston refinery", (("site_details", 0.29),)),
        ("open the camera out at the rotterdam terminal", (("site_details", 0.51),)),
    ],
)
async def test_a_record_described_by_its_kind_and_where_it_is_opens_its_page(
    catalog: Catalog, query: str, ranked: tuple[tuple[str, float], ...]
) -> None:
    assert await first(catalog, query, *ranked) == "device_details"
    screen = catalog.screen("device_details")
    link = await resolve_link(screen, query, ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records["device_id"] in (26, 27)
    assert link.records["device_id"] == (26 if "thermal" in query else 27)


async def test_a_page_about_one_side_the_request_does_not_ask_for_gives_way(
    catalog: Catalog,
) -> None:
    """A description ("the thermal cam at the houston refinery") with *Decommission a device*
    ranked first (a page about one side of a device, which no word of the request asks
    for): the camera's own page; "retire the thermal cam at the houston refinery" keeps it, and so
    does a side the ranker is surer of, though its word is no aspect word of the catalog."""
    ranked = (("decommission_device", 0.05), ("product_details", 0.04))
    assert await first(catalog, "the thermal cam at the houston refinery", *ranked) == (
        "device_details"
    )
    query = "retire the thermal cam at the houston refinery"
    assert await first(catalog, query, *ranked) == "decommission_device"
    readings = (("device_telemetry", 0.34), ("site_details", 0.12))  # the ranker's, so sure
    query = "Messwerte der Wärmebildkamera in Houston"
    assert await first(catalog, query, *readings) == "device_telemetry"


async def test_a_description_that_fits_several_is_a_choice(catalog: Catalog) -> None:
    screen = catalog.screen("device_details")
    query = "the sensor out at the rotterdam terminal"  # its product says "sensor": Jetty 1
    link = await resolve_link(screen, query, ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"device_id": 15}
    several = "the device at the rotterdam terminal"
    choice = await resolve_link(screen, several, ALICE, catalog, product_api())
    assert isinstance(choice, NeedsClarification) and choice.record == "several"
    plans = (("floor_plans", 0.40), ("site_details", 0.10))
    layout = "the floor layout at the rotterdam terminal with the camera positions"
    assert await first(catalog, layout, *plans) == "floor_plans", "one side of the site"
    add = (("onboard_device", 0.40), ("site_details", 0.10))
    assert await first(catalog, "add a new camera at the rotterdam terminal", *add) == (
        "onboard_device"
    ), "the form, where the site says where"


async def test_a_change_without_its_values_is_its_form(catalog: Catalog) -> None:
    for query in (
        "change alice admin's details",
        "Gerät GS-1008 konfigurieren",
        "i need to change alice admin's department",  # "to" of the verb gives no value
    ):
        assert await routed(catalog, query, "execution") == "navigation", query
    for action in (
        "change alice admin's department to Safety",
        "i need to change alice admin's department to Safety",
        "alice admin's new email is alice.a@acme.example, update it",
        "change GS-1008's sample interval: 30 s",
        "change it",
    ):
        assert await routed(catalog, action, "execution") == "execution", action


async def test_a_record_named_by_more_words_than_its_description_stays(
    catalog: Catalog,
) -> None:
    screen = catalog.screen("work_order_details")
    query = "who is assigned to the video stream ticket for the jetty overview camera?"
    link = await resolve_link(screen, query, ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"work_order_id": 2}


async def test_a_number_is_not_a_description(catalog: Catalog) -> None:
    screen = catalog.screen("work_order_details")
    link = await resolve_link(screen, "work order 27", ALICE, catalog, product_api())
    assert isinstance(link, NeedsClarification) and link.record == "none", "not by device 27"


async def test_what_is_related_to_a_person_is_the_list_filtered_by_them(catalog: Catalog) -> None:
    ranked = (("user_details", 0.50), ("work_orders", 0.40), ("edit_user_details", 0.3))
    assigned = "what has alice admin got assigned right now"
    assert await first(catalog, assigned, *ranked) == "work_orders"
    assert await first(catalog, "what is alice admin's phone number", *ranked) == "user_details"


@pytest.mark.parametrize(
    "query", ["what's alice admin got on her plate this week", "what's on alice admin's plate"]
)
async def test_what_is_on_a_persons_plate_is_the_list_filtered_by_them(
    catalog: Catalog, query: str
) -> None:
    ranked = (("user_details", 0.50), ("work_orders", 0.40), ("edit_user_details", 0.3))
    assert await first(catalog, query, *ranked) == "work_orders"
    site = (("site_details", 0.50), ("device_list", 0.40))
    assert await first(catalog, "what's the address of the lyon site", *site) == "site_details"


async def test_a_persons_record_is_one_their_list_is_filtered_by(catalog: Catalog) -> None:
    """The list of work orders is filtered by their assignee (a person): "alice's ticket"
    is one of the work orders assigned to her, here a choice of two."""
    tickets = (("work_orders", 0.50), ("create_work_order", 0.30), ("work_order_details", 0.2))
    assert await first(catalog, "alice admin's ticket", *tickets) == "work_order_details"
    screen = catalog.screen("work_order_details")
    link = await resolve_link(screen, "alice's work order", ALICE, catalog, product_api())
    assert isinstance(link, NeedsClarification) and link.record == "several"
    assert await first(catalog, "alice admin's tickets", *tickets) == "work_orders", "plural"
    # the form that makes a ticket ranked first gives way too, unless a word of its own
    # asks for it
    form = (("create_work_order", 0.50), ("work_orders", 0.30), ("work_order_details", 0.2))
    assert await first(catalog, "alice admin's ticket", *form) == "work_order_details"
    query = "create a ticket for alice admin"
    assert await first(catalog, query, *form) == "create_work_order"


async def test_of_several_records_named_the_word_for_their_kind_picks(catalog: Catalog) -> None:
    """Two devices are called "Jetty ...": the one whose product is a camera is "the jetty
    camera"; "sensor" and "device" are what the device page calls any device (its
    description: "one device or sensor"), so "the jetty sensor" is still a choice."""
    screen = catalog.screen("device_details")
    link = await resolve_link(screen, "the jetty camera", ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"device_id": 27}
    for query in ("the jetty sensor", "the jetty device"):
        several = await resolve_link(screen, query, ALICE, catalog, product_api())
        assert isinstance(several, NeedsClarification) and several.record == "several", query


async def test_a_word_for_the_kind_no_record_fits_names_the_screen(catalog: Catalog) -> None:
    """ "decommission" is one of the device's words, but no device's text holds it: on the
    decommission screen, "the jetty camera" is still the camera, not a choice of two."""
    screen = catalog.screen("decommission_device")
    query = "decommission page for the jetty camera"
    link = await resolve_link(screen, query, ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"device_id": 27}


async def test_a_kind_word_most_records_fit_does_not_narrow(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When every product but the dome camera's says "detector", "the jetty detector" is
    still a choice between the jetty's devices."""
    products = [
        {**p, "description": p["description"] + ("" if p["id"] == 7 else " detector")}
        for p in RECORDS["/api/products"]
    ]
    monkeypatch.setitem(RECORDS, "/api/products", products)
    screen = catalog.screen("device_details")
    link = await resolve_link(screen, "the jetty detector", ALICE, catalog, product_api())
    assert isinstance(link, NeedsClarification) and link.record == "several"


async def test_the_word_for_their_kind_picks_among_records_named_alike(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Flare stack" is a gas detector's whole name, and "Flare stack thermal" a camera's:
    "the flare stack camera" is the camera; "the flare stack sensor" (a word the device
    page calls any device) and "the flare stack" stay the detector."""
    flare = {"id": 11, "serial_number": "GS-1011", "name": "Flare stack", "site_id": 2, **GAS}
    monkeypatch.setitem(RECORDS, "/api/devices", [*RECORDS["/api/devices"], flare])
    screen = catalog.screen("device_details")
    query = "is the flare stack camera back online yet?"
    link = await resolve_link(screen, query, ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"device_id": 26}
    for query in ("is the flare stack sensor back online yet?", "open the flare stack"):
        link = await resolve_link(screen, query, ALICE, catalog, product_api())
        assert isinstance(link, ResolvedLink) and link.records == {"device_id": 11}, query


async def test_a_record_described_by_the_maker_of_what_it_belongs_to(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A device's product is a manufacturer's: "the houston dräger detector" is the Dräger
    detector at the Houston refinery, over the manufacturer's page the ranker is sure of;
    "the dräger detector" is a choice of Dräger's detectors."""
    products = [
        {**p, "manufacturer_id": 2 if p["id"] == 2 else 9} for p in RECORDS["/api/products"]
    ]
    monkeypatch.setitem(RECORDS, "/api/products", products)
    screen = catalog.screen("device_details")
    link = await resolve_link(screen, "the houston dräger detector", ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"device_id": 8}
    several = await resolve_link(screen, "the dräger detector", ALICE, catalog, product_api())
    assert isinstance(several, NeedsClarification) and several.record == "several"
    assert {o.label for o in several.options} == {"GS-1008 Crude unit H2S", "GS-1015 Jetty 1"}
    maker = (("manufacturer_details", 0.62), ("device_list", 0.05), ("device_groups", 0.04))
    assert await first(catalog, "the houston dräger detector", *maker) == "device_details"
    assert await first(catalog, "the dräger detector", *maker) == "device_details", "a choice"
    # no word for the kind: a site and a maker still describe it ("jetty" of two names)
    query = "the dräger jetty at rotterdam"
    link = await resolve_link(screen, query, ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"device_id": 15}


async def test_a_word_for_some_of_a_kinds_records_names_them_when_no_name_is_said(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "gateway signal graph" names no device, but "gateway" is a word for two of them (their
    product's, and their names'): a choice of the gateways' readings, not "no device
    called 'signal graph'". Not when the request points at someone: "as an admin, ... somebody
    else's department" is not Alice Admin's."""
    telemetry = catalog.screen("device_telemetry")
    link = await resolve_link(telemetry, "gateway signal graph", ALICE, catalog, product_api())
    assert isinstance(link, NeedsClarification) and link.record == "several"
    assert {o.label for o in link.options} == {"GW-4001 Lyon gateway", "GW-4003 Rotterdam gateway"}
    bob = {"id": 2, "full_name": "Bob Operator", "email": "bob@acme.example"}
    monkeypatch.setitem(RECORDS, "/api/users", [*RECORDS["/api/users"], bob])
    edit = catalog.screen("edit_user_details")
    query = "as an admin, where do i change somebody else's departmnet"
    link = await resolve_link(edit, query, ALICE, catalog, product_api())
    assert not (isinstance(link, ResolvedLink) and link.parameters.get("user_id") == 1)


async def test_two_records_a_kind_belongs_to_describe_it_without_its_word(
    catalog: Catalog,
) -> None:
    """ "the x-am at rotterdam": no word for a device, but a product and a site, which
    devices belong to (the catalog's `belongs_to`): the X-am at the Rotterdam terminal."""
    ranked = (("site_details", 0.30), ("floor_plans", 0.2), ("product_details", 0.1))
    assert await first(catalog, "the x-am at rotterdam", *ranked) == "device_details"
    screen = catalog.screen("device_details")
    link = await resolve_link(screen, "the x-am at rotterdam", ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"device_id": 15}, link
    assert await routed(catalog, "the x-am at rotterdam", "unclear") == "navigation"
    # the site's name with a slip ("rottredam") names it all the same
    assert await first(catalog, "the x-am at rottredam", *ranked) == "device_details"
    assert await first(catalog, "the rotterdam terminal", *ranked) == "site_details"


async def test_the_category_of_what_it_belongs_to_says_what_a_record_is(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Neither a thermometer's name nor its product's says "thermometer"; its product's
    category does: "the thermometer at the houston refinery" is that one, not every device
    there. "sensors" is a word for a kind, not the name of the category *Gas sensors*:
    "the gateway model that handles 500 sensors" is the gateway's product, not a choice of
    the gas sensors'."""
    thermometer = {"id": 23, "serial_number": "TH-2003", "name": "Crude heater outlet"}
    devices = [*RECORDS["/api/devices"], thermometer | {"site_id": 2, "product_id": 4}]
    stt = {"id": 4, "name": "SmartLine STT850", "description": "Temperature transmitter"}
    products = [
        {**p, "category_id": {4: 2, 8: 3}.get(p["id"], 1)} for p in [*RECORDS["/api/products"], stt]
    ]
    hub = "LoRaWAN gateway with LTE backhaul for up to 500 field sensors"
    products = [p | {"description": hub} if p["id"] == 8 else p for p in products]
    categories = [
        {"id": 1, "name": "Gas sensors"},
        {"id": 2, "name": "Thermometers"},
        {"id": 3, "name": "Gateways"},
    ]
    monkeypatch.setitem(RECORDS, "/api/devices", devices)
    monkeypatch.setitem(RECORDS, "/api/products", products)
    monkeypatch.setitem(RECORDS, "/api/categories", categories)
    screen = catalog.screen("device_details")
    query = "the thermometer at the houston refinery"
    link = await resolve_link(screen, query, ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"device_id": 23}
    models = catalog.screen("product_details")
    query = "the gateway model that handles 500 sensors"
    link = await resolve_link(models, query, ALICE, catalog, product_api())
    assert isinstance(link, ResolvedLink) and link.records == {"product_id": 8}
    query = "the model that handles 500 sensors"
    described = await described_records("product_id", query, catalog, "t", product_api())
    assert described is None, "no category named"


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("the polytron in reactor hall a", "device_details"),  # its product, and its name
        ("the polytron model of reactor hall a", "product_details"),  # the model asked for
        ("the polytron 8700", "product_details"),  # no device named
        # the one device that holds the reading said, a Polytron: that device
        ("the polytron at 1.2% lel", "device_details"),
        ("the polytron at 4.5% lel", "product_details"),  # the X-am reads 4.5: no device
        # two words of a device's name, a possessive of its product's
        ("the shift lead's x-am 5600", "device_details"),
        ("the shift's x-am 5600", "product_details"),  # one word names no device
    ],
)
async def test_a_record_named_whole_beside_what_it_belongs_to_opens_its_page(
    catalog: Catalog, query: str, page: str
) -> None:
    def reading(lel: float) -> dict[str, Any]:
        return {"last_reading": {"lel_pct": lel}}

    records = {
        "/api/products": [{"id": 3, "name": "Polytron 8700"}, {"id": 2, "name": "X-am 5600"}],
        "/api/devices": [
            {"id": 2, "serial_number": "GS-1002", "name": "Reactor hall A", "product_id": 3}
            | reading(1.2),
            {"id": 3, "serial_number": "GS-1003", "name": "Reactor hall B", "product_id": 3}
            | reading(3.0),
            {"id": 7, "serial_number": "GS-1007", "name": "Portable - shift lead", "product_id": 2}
            | reading(4.5),
        ],
    }
    matches = [ScreenMatch(screen_name="product_details", score=0.6)]
    lookup = stand_in_lookup(records)
    promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    assert promoted[0].screen_name == page


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("leeds pumping station", "site_details"),  # the site whole, its router by its words
        ("the leeds station router", "device_details"),  # a word of the router's own
    ],
)
async def test_a_record_named_by_its_owners_words_only_keeps_the_owners_page(
    catalog: Catalog, query: str, page: str
) -> None:
    records = {
        "/api/sites": [{"id": 6, "name": "Leeds pumping station"}],
        "/api/devices": [
            {"id": 60, "serial_number": "GXW-8005", "name": "Leeds station router", "site_id": 6},
            {"id": 61, "serial_number": "GXC-7006", "name": "Station gate", "site_id": 6},
        ],
    }
    matches = [ScreenMatch(screen_name="site_details", score=0.3)]
    matches.append(ScreenMatch(screen_name="device_details", score=0.2))
    lookup = stand_in_lookup(records)
    promoted = await promote_named_record(query, matches, catalog, ALICE, lookup)
    assert promoted[0].screen_name == page
