"""Provenance of a write call's values: each must come from the user's messages or from a
tool result of the job, else `untraced_values` lists it.

The schemas are the real Acme MCP tools' (listed over FastMCP's in-memory transport: no
Acme is needed). Every table row has a negative twin that a naive check would let through.
Today is fixed: Monday 7 December 2026.
"""

import time
from datetime import date
from typing import Any

import pytest
from fastmcp import Client

from acme.tools import create_tool_server
from navex.policy.provenance import Evidence, UntracedValue, untraced_values, values_said

TODAY = date(2026, 12, 7)  # a Monday
GS_1020 = {
    "id": 20,
    "serial_number": "GS-1020",
    "name": "Jetty 3 H2S",
    "site": "Houston refinery",
    "status": "active",
}
DOCK_7 = {"id": 7, "serial_number": "GS-1007", "name": "Dock 7 CO", "site": "Lyon plant"}
SEARCH = {"kind": "devices", "results": [GS_1020, DOCK_7], "count": 2}
TOM = {"user": {"id": 4, "email": "tom.becker@acme.example", "full_name": "Tom Becker"}}


@pytest.fixture(scope="session")
async def acme_schemas() -> dict[str, dict[str, Any]]:
    async with Client(create_tool_server("http://127.0.0.1:1")) as client:
        return {tool.name: tool.input_schema for tool in await client.list_tools()}


def untraced(
    schema: dict[str, Any],
    arguments: dict[str, Any],
    said: str | list[str],
    results: list[Any] | None = None,
    today: date = TODAY,
) -> list[str]:
    """The paths of the untraced values, when the user said `said` (one message or several)
    and the job's tools answered `results`."""
    texts = [said] if isinstance(said, str) else said
    evidence = Evidence(user_texts=texts, tool_results=results or [])
    return [found.path for found in untraced_values(arguments, schema, evidence, today=today)]


# --- text ----------------------------------------------------------------------------------

TEXT = [
    # (tool, arguments, user says, tool results, untraced paths)
    pytest.param(
        "create_site",
        {"name": "Dock 7", "address": "12 Rue X, Lyon"},
        "create a site called Dock 7 in Lyon",
        [],
        ["address"],
        id="invented-address",
    ),
    pytest.param(
        "create_site",
        {"name": "Lyon plant"},
        "add the plant in Lyon",
        [],
        [],
        id="words-in-another-order",
    ),
    pytest.param(
        "create_site",
        {"name": "Lyon plant"},
        ["add a plant", "it is in Lyon"],
        [],
        [],  # the thread's messages together: a reply completes what it answers
        id="words-of-two-messages",
    ),
    pytest.param(
        "create_site",
        {"name": "Usine de Besançon"},
        "crée le site « usine de besancon »",
        [],
        [],
        id="accents-case-quotes",
    ),
    pytest.param(
        "create_site", {"name": "Lyon"}, "the Lyonnais site", [], ["name"], id="part-of-a-word"
    ),
    pytest.param(
        "invite_user",
        {"email": "nina@acme.example", "full_name": "Nina Novak", "role": "operator"},
        "invite nina@acme.example as an operator",
        [],
        ["full_name"],
        id="invented-full-name",
    ),
    pytest.param(
        "create_work_order",
        {"title": "Replace sensor head", "device": "GS-1020"},
        "replace the sensor head of the H2S detector on the jetty",
        [SEARCH],
        [],
        id="device-found-by-search",
    ),
    pytest.param(
        "create_work_order",
        {"title": "Replace sensor head", "device": "GS-1021"},
        "replace the sensor head of the H2S detector on the jetty",
        [SEARCH],
        ["device"],
        id="device-not-in-search",
    ),
    pytest.param(
        "create_work_order",
        {"title": "Replace sensor head", "device": "GS-1020 Jetty 3 H2S"},
        "replace the sensor head",
        [SEARCH],
        [],
        id="words-of-one-record",
    ),
    pytest.param(
        "create_work_order",
        {"title": "Replace sensor head", "device": "GS-1020 Dock 7 CO"},
        "replace the sensor head",
        [SEARCH],
        ["device"],
        id="words-of-two-records",
    ),
    pytest.param(
        "update_device",
        {"device": "GS-1020", "name": "serial number"},
        "rename GS-1020",
        [SEARCH],
        ["name"],
        id="result-keys-are-not-evidence",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "department": "—"},
        "move Tom Becker",
        [],
        [],
        id="no-words-nothing-to-trace",
    ),
]


@pytest.mark.parametrize(("tool", "arguments", "said", "results", "expected"), TEXT)
def test_text(
    acme_schemas: dict[str, dict[str, Any]],
    tool: str,
    arguments: dict[str, Any],
    said: Any,
    results: list[Any],
    expected: list[str],
) -> None:
    assert untraced(acme_schemas[tool], arguments, said, results) == expected


# --- emails and phones -----------------------------------------------------------------------

CONTACT = [
    # (tool, arguments, user says, tool results, untraced paths)
    pytest.param(
        "invite_user",
        {"email": "Nina@Acme.example", "full_name": "Nina", "role": "viewer"},
        "invite nina@acme.example (Nina), a viewer",
        [],
        [],
        id="email-casefolded",
    ),
    pytest.param(
        "invite_user",
        {"email": "acme@nina.example", "full_name": "Nina", "role": "viewer"},
        "invite nina@acme.example (Nina), a viewer",
        [],
        ["email"],
        id="email-same-words-other-address",
    ),
    pytest.param(
        "update_user",
        {"user": "tom.becker@acme.example", "email": "tom.becker@acme.example"},
        "fix Tom's email",
        [TOM],
        [],
        id="email-from-result",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "+33 6 12 34 56 78"},
        "set Tom Becker's phone number",
        [],
        ["phone"],
        id="phone-of-the-description",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "+33 6 12 34 56 78"},
        "Tom Becker's phone is 06 12 34 56 78",
        [],
        [],
        id="phone-international-from-national",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "0612345678"},
        "Tom Becker: +33 6 12 34 56 78",
        [],
        [],
        id="phone-national-from-international",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "+33612345678"},
        "Tom Becker, 06.12.34.56.78 please",
        [],
        [],
        id="phone-dotted",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "+1 415 555 0100"},
        "Tom Becker: +1 (415) 555-0100",
        [],
        [],
        id="phone-us",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "+33 6 12 34 56 79"},
        "Tom Becker's phone is 06 12 34 56 78",
        [],
        ["phone"],
        id="phone-one-digit-off",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "1612345678"},
        "Tom Becker's phone is 0612345678",
        [],
        ["phone"],
        id="phone-first-digit-off",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "06 12 34 56 78"},
        "Tom Becker, order 33612345678",
        [],
        ["phone"],
        id="phone-international-needs-a-plus",
    ),
    pytest.param(
        "update_user",
        {"user": "Tom Becker", "phone": "+33 6 12 34 56 78"},
        "Tom Becker, room 33, 6 keys, badge 12 34 56 78",
        [],
        ["phone"],
        id="phone-digits-scattered",
    ),
]


@pytest.mark.parametrize(("tool", "arguments", "said", "results", "expected"), CONTACT)
def test_contact(
    acme_schemas: dict[str, dict[str, Any]],
    tool: str,
    arguments: dict[str, Any],
    said: Any,
    results: list[Any],
    expected: list[str],
) -> None:
    assert untraced(acme_schemas[tool], arguments, said, results) == expected


# --- numbers -------------------------------------------------------------------------------

NUMBERS = [
    # (threshold, the user says, traced)
    (100, "alert when CO is above 100", True),
    (100.0, "alert when CO is above 100", True),
    (100, "alert when CO is above 100ppm", True),
    (100, "alert when CO is above a hundred", True),
    (30, "alert when CO is above 30%", True),
    (0.3, "alert when CO is above 30%", True),
    (30, "alert when CO is above thirty", True),
    (25, "alert when CO is above twenty-five", True),
    (1000, "alert when CO is above 1,000", True),
    (1000, "alert when CO is above 1 000", True),
    (2.5, "alert when CO is above 2.5", True),
    (2.5, "alert when CO is above 2,5", True),
    (-5, "alert when the temperature is below -5", True),
    (1020, "alert on GS-1020", True),
    (35, "alert when CO is above 100", False),  # the description's example
    (15, "alert when CO is above 1.5", False),
    (2, "alert when h2s_ppm goes up", False),
    (5, "alert when the temperature is below -5", False),
    (3, "alert when CO is above 30", False),
]


@pytest.mark.parametrize(("threshold", "said", "traced"), NUMBERS)
def test_number(
    acme_schemas: dict[str, dict[str, Any]], threshold: float, said: str, traced: bool
) -> None:
    arguments = {"name": "CO", "metric": "CO", "comparison": ">", "threshold": threshold}
    schema = acme_schemas["create_alert_rule"]
    found = untraced(schema, arguments, f"{said}; call it CO, above >")
    assert found == ([] if traced else ["threshold"])


CONFIG = [
    # (config, the user says, untraced paths)
    ({"sample_interval_s": 30}, "GS-1020: sample every 30 seconds", []),
    ({"sample_interval_s": 30}, "GS-1020: sample every thirty seconds", []),
    ({"sample_interval_s": 30}, "GS-1020: sample every 30s", []),
    ({"sample_interval_s": 30}, "GS-1020: sample more often", ["config.sample_interval_s"]),
    ({"sample_interval_s": 30}, "GS-1020: sample every 15 seconds", ["config.sample_interval_s"]),
    ({"sample_interval_s": "1,000"}, "GS-1020: every 1000 seconds", []),
    (
        {"sample_interval_s": 30, "alarm": {"high_ppm": 50, "low_ppm": 10}},
        "GS-1020: every 30 seconds, low alarm at 10",
        ["config.alarm.high_ppm"],
    ),
]


@pytest.mark.parametrize(("config", "said", "expected"), CONFIG)
def test_nested_config(
    acme_schemas: dict[str, dict[str, Any]],
    config: dict[str, Any],
    said: str,
    expected: list[str],
) -> None:
    arguments = {"device": "GS-1020", "config": config}
    assert untraced(acme_schemas["update_device"], arguments, said) == expected


# --- dates ---------------------------------------------------------------------------------

DATES = [
    # (due_date, the user says, traced); today is Monday 2026-12-07
    ("2026-12-15", "due 2026-12-15", True),
    ("2026-12-15", "due 15/12/2026", True),
    ("2026-12-15", "due 12/15/2026", True),
    ("2026-12-15", "due 15 December 2026", True),
    ("2026-12-15", "due December 15", True),
    ("2026-12-15", "due Dec 15th", True),
    ("2026-12-15", "pour le 15 déc.", True),
    ("2026-12-15", "pour le 15 décembre 2026", True),
    ("2026-12-15", "bis 15. Dezember 2026", True),
    ("2026-12-15", "para el 15 de diciembre de 2026", True),
    ("2026-03-04", "due 03/04/2026", True),  # ambiguous: both readings
    ("2026-04-03", "due 03/04/2026", True),
    ("2027-03-03", "due March 3rd", True),  # past this year: next year's
    ("2026-12-07", "due today", True),
    ("2026-12-08", "due tomorrow", True),
    ("2026-12-10", "due in 3 days", True),
    ("2026-12-10", "due in three days", True),
    ("2026-12-14", "due next week", True),
    ("2026-12-11", "due next friday", True),
    ("2026-12-18", "due next friday", True),  # also read as the friday of next week
    ("2026-12-11", "due friday", True),
    ("2026-12-31", "due by the end of the month", True),
    ("2026-12-15", "replace the sensor head", False),  # the description's example
    ("2026-12-15", "check the 15 sensors at 12 sites in 2026", False),
    ("2026-12-15", "due 15/12/2025", False),
    ("2026-12-16", "due December 15", False),
    ("2027-12-15", "due December 15", False),  # still ahead this year
    ("2026-12-12", "due next friday", False),
    ("2026-12-09", "due in 3 days", False),
    ("2026-12-30", "due by the end of the month", False),
]


@pytest.mark.parametrize(("due_date", "said", "traced"), DATES)
def test_due_date(
    acme_schemas: dict[str, dict[str, Any]], due_date: str, said: str, traced: bool
) -> None:
    arguments = {"title": "Replace sensor head", "due_date": due_date}
    schema = acme_schemas["create_work_order"]
    found = untraced(schema, arguments, f"replace sensor head, {said}")
    assert found == ([] if traced else ["due_date"])


def test_weekday_said_on_that_weekday() -> None:
    schema = {"properties": {"when": {"type": "string", "format": "date"}}}
    friday = date(2026, 12, 11)
    assert untraced(schema, {"when": "2026-12-18"}, "on friday", today=friday) == []
    assert untraced(schema, {"when": "2026-12-11"}, "on friday", today=friday) == []
    assert untraced(schema, {"when": "2026-12-12"}, "on friday", today=friday) == ["when"]


def test_format_email_takes_the_email_rule() -> None:
    schema = {"properties": {"to": {"anyOf": [{"format": "email"}, {"type": "null"}]}}}
    assert untraced(schema, {"to": "nina"}, "send it to nina") == ["to"]
    assert untraced(schema, {"to": "nina@acme.example"}, "to nina@acme.example") == []


def test_date_time_is_traced_by_its_day() -> None:
    schema = {"properties": {"at": {"anyOf": [{"format": "date-time"}, {"type": "null"}]}}}
    arguments = {"at": "2026-12-15T10:00:00Z"}
    assert untraced(schema, arguments, "on December 15 at 10") == []
    assert untraced(schema, arguments, "on December 16 at 10") == ["at"]


# --- enums ---------------------------------------------------------------------------------

ENUMS = [
    # (tool, arguments, user says, untraced paths)
    ("invite_user", {"role": "operator"}, "as one of the operators", []),
    ("invite_user", {"role": "admin"}, "make her an administrator", []),
    ("invite_user", {"role": "viewer"}, "invite her", ["role"]),
    ("invite_user", {"role": "admin"}, "make her an operator", ["role"]),
    ("update_user", {"role": "admin"}, "make Tom an administrator", []),  # enum in anyOf
    ("update_user", {"role": "admin"}, "make Tom an operator", ["role"]),
    ("update_device", {"status": "maintenance"}, "put it into maintenance", []),
    ("update_device", {"status": "active"}, "put it into maintenance", ["status"]),
    ("create_work_order", {"priority": "urgent"}, "it's urgent", []),
    ("create_work_order", {"priority": "high"}, "it's not urgent", ["priority"]),
    ("create_alert_rule", {"severity": "warning"}, "alert when CO is above 35", ["severity"]),
]


@pytest.mark.parametrize(("tool", "arguments", "said", "expected"), ENUMS)
def test_enum(
    acme_schemas: dict[str, dict[str, Any]],
    tool: str,
    arguments: dict[str, Any],
    said: str,
    expected: list[str],
) -> None:
    assert untraced(acme_schemas[tool], arguments, said) == expected


def test_enum_from_a_result(acme_schemas: dict[str, dict[str, Any]]) -> None:
    schema = acme_schemas["update_device"]
    assert untraced(schema, {"status": "active"}, "like GS-1020", [SEARCH]) == []
    assert untraced(schema, {"status": "maintenance"}, "like GS-1020", [SEARCH]) == ["status"]


def test_words_of_a_question_and_its_reply_trace_together(
    acme_schemas: dict[str, dict[str, Any]],
) -> None:
    schema = acme_schemas["acknowledge_alert"]
    said = ["acknowledge the critical alert", "the H2S one on GS-1008"]
    assert untraced(schema, {"alert": "GS-1008 H2S critical"}, said) == []
    assert untraced(schema, {"alert": "GS-1008 H2S leak"}, said) == ["alert"]


def test_enum_said_again_with_re(acme_schemas: dict[str, dict[str, Any]]) -> None:
    """ "reactivate" gives "active"; "deactivate" does not."""
    schema = acme_schemas["update_device"]
    assert untraced(schema, {"device": "GS-1020", "status": "active"}, "reactivate GS-1020") == []
    assert untraced(schema, {"device": "GS-1020", "status": "active"}, "deactivate GS-1020") == [
        "status"
    ]


def test_enum_words_only_trace_enum_values() -> None:
    """ "lower" traces the enum value "low" (a word with its first letters), not free text."""
    schema = {
        "$defs": {"Level": {"enum": ["low", "high"], "type": "string"}},
        "properties": {
            "levels": {"type": "array", "items": {"$ref": "#/$defs/Level"}},
            "note": {"type": "string"},
        },
    }
    assert untraced(schema, {"levels": ["low"], "note": "low"}, "make it lower") == ["note"]
    assert untraced(schema, {"levels": ["low", "high"]}, "make it lower") == ["levels.1"]


COMPARISONS = [
    # (comparison, the user says, traced)
    (">", "above 100", True),
    (">", "over 100", True),
    (">", "more than 100", True),
    (">", "greater than 100", True),
    (">", "when it exceeds 100", True),
    (">", "higher than 100", True),
    (">", "CO > 100", True),
    (">=", "at least 100", True),
    (">=", "100 or more", True),
    (">=", "CO >= 100", True),
    (">=", "CO ≥ 100", True),
    ("<", "below 20", True),
    ("<", "under 20", True),
    ("<", "less than 20", True),
    ("<", "lower than 20", True),
    ("<=", "at most 20", True),
    ("<=", "20 or less", True),
    ("<=", "maximum 20", True),
    ("==", "equals 0", True),
    ("==", "exactly 0", True),
    ("==", "when the battery is 0", True),
    (">", "below 100", False),
    (">", "CO >= 100", False),
    ("<", "at least 20", False),
    ("<", "CO <= 20", False),
    ("==", "when the battery is low", False),
    (">=", "above 100", False),
]


@pytest.mark.parametrize(("comparison", "said", "traced"), COMPARISONS)
def test_comparison(
    acme_schemas: dict[str, dict[str, Any]], comparison: str, said: str, traced: bool
) -> None:
    schema = acme_schemas["create_alert_rule"]
    found = untraced(schema, {"comparison": comparison}, f"alert me: battery {said}")
    assert found == ([] if traced else ["comparison"])


# --- time zones ----------------------------------------------------------------------------

TIMEZONES = [
    # (timezone, the user says, traced)
    ("Europe/Paris", "a site in Paris", True),
    ("Europe/Paris", "a site, time zone Europe/Paris", True),
    ("America/New_York", "our New York office", True),
    ("Europe/Paris", "the Lyon plant", False),  # inferred, not said
    ("America/New_York", "our York office", False),
    ("Europe/Paris", "a site in Europe", False),
]


@pytest.mark.parametrize(("timezone", "said", "traced"), TIMEZONES)
def test_timezone(
    acme_schemas: dict[str, dict[str, Any]], timezone: str, said: str, traced: bool
) -> None:
    found = untraced(acme_schemas["create_site"], {"timezone": timezone}, said)
    assert found == ([] if traced else ["timezone"])


# --- the walk: paths, required, what needs no trace ------------------------------------------


def test_required_is_top_level_and_listed(acme_schemas: dict[str, dict[str, Any]]) -> None:
    arguments = {
        "email": "nina@acme.example",
        "full_name": "Nina Novak",
        "role": "admin",
        "team": "Maintenance",
    }
    evidence = Evidence(user_texts=["invite someone"])
    found = untraced_values(arguments, acme_schemas["invite_user"], evidence, today=TODAY)
    assert found == [
        UntracedValue(path="email", value="nina@acme.example", required=True),
        UntracedValue(path="full_name", value="Nina Novak", required=True),
        UntracedValue(path="role", value="admin", required=True),
        UntracedValue(path="team", value="Maintenance", required=False),
    ]


def test_nested_values_are_never_required() -> None:
    schema = {"properties": {"config": {"type": "object"}}, "required": ["config"]}
    evidence = Evidence(user_texts=["nothing"])
    found = untraced_values({"config": {"x": "made up"}}, schema, evidence, today=TODAY)
    assert found == [UntracedValue(path="config.x", value="made up", required=False)]


def test_list_items_have_their_index() -> None:
    schema = {"properties": {"tags": {"type": "array", "items": {"type": "string"}}}}
    assert untraced(schema, {"tags": ["lyon", "north", "gas"]}, "tag it lyon and gas") == ["tags.1"]


def test_booleans_none_and_keys_need_no_trace(acme_schemas: dict[str, dict[str, Any]]) -> None:
    schema = {"properties": {"config": {"type": "object"}}}
    flags: dict[str, Any] = {"config": {"enabled": True, "muted": False, "limit": None, "x": {}}}
    assert untraced(schema, flags, "nothing") == []
    unset = {"user": "Tom Becker", "team": None, "role": None}
    assert untraced(acme_schemas["update_user"], unset, "Tom Becker") == []


def test_evidence_of_every_shape() -> None:
    """Results may be dicts, lists, strings or numbers; each string and number counts."""
    schema = {"properties": {"a": {"type": "string"}, "n": {"type": "number"}}}
    results: list[Any] = ["Found Jetty 3 H2S", 42, [{"rows": [["x", 7.5]]}], None, True]
    assert untraced(schema, {"a": "Jetty 3 H2S", "n": 42}, [], results) == []
    assert untraced(schema, {"a": "x", "n": 7.5}, [], results) == []
    assert untraced(schema, {"a": "True", "n": 1}, [], results) == ["a", "n"]


def test_fast_on_a_large_search_result(acme_schemas: dict[str, dict[str, Any]]) -> None:
    records = [
        {
            "id": i,
            "serial_number": f"GS-{1000 + i}",
            "name": f"Jetty {i} H2S",
            "site": "Lyon plant",
            "status": "active",
            "last_seen": f"2026-11-{i % 28 + 1:02d}T10:00:00Z",
            "config": {"sample_interval_s": 15 + i},
        }
        for i in range(50)
    ]
    evidence = Evidence(
        user_texts=["work order for Jetty 3 H2S: replace its sensor head by next friday"],
        tool_results=[{"results": records, "count": 50}],
    )
    arguments = {
        "title": "Replace sensor head",
        "device": "GS-1003",
        "due_date": "2026-12-11",
        "assignee": "Bob Operator",
    }
    schema = acme_schemas["create_work_order"]
    timings = []
    for _ in range(5):
        start = time.perf_counter()
        found = untraced_values(arguments, schema, evidence, today=TODAY)
        timings.append(time.perf_counter() - start)
    assert [value.path for value in found] == ["assignee"]
    assert min(timings) < 0.05


# --- a value cut to what the user said -------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "said", "part"),
    [
        ("Lyon plant", ["onboard GS-2701 at the Houston refinery", "and put it in Lyon"], "Lyon"),
        ("Lyon plant", ["put it in the Lyon plant"], "Lyon plant"),  # all of it said
        ("Calibration needed after the leak", ["there was a leak"], None),  # too little left
        ("the Jetty 3 detector", ["move the jetty 3 sensor"], "the Jetty 3"),
        ("New depot", ["create a site"], None),
    ],
)
def test_traced_part(value: str, said: list[str], part: str | None) -> None:
    from navex.policy import traced_part

    assert traced_part(value, Evidence(user_texts=said), today=TODAY) == part


def test_values_said_are_those_the_users_own_messages_give(
    acme_schemas: dict[str, dict[str, Any]],
) -> None:
    """A tool result's values do not count as said; flags and empty values are neither."""
    evidence = Evidence(user_texts=["set GS-1020 to maintenance"], tool_results=[SEARCH])
    arguments = {"device": "GS-1020", "name": "Dock 7 CO", "status": "maintenance"}
    said, unsaid = values_said(arguments, acme_schemas["update_device"], evidence, today=TODAY)
    assert (said, unsaid) == (["device", "status"], ["name"])
    read = {"device": "GS-1007", "name": "Dock 7 CO", "enabled": False, "site": ""}
    assert values_said(read, {}, evidence, today=TODAY) == ([], ["device", "name"])
