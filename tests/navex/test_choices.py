"""The options a user names in words settle an argument the model left out or got wrong.

Schemas are the real Acme MCP tools' (FastMCP's in-memory transport). Each row that fills a
value has a twin where a naive word match would fill a wrong one.
"""

from typing import Any

import pytest
from fastmcp import Client

from acme.tools import create_tool_server
from navex.execution.calls import option_label
from navex.policy import choices_said


@pytest.fixture(scope="module")
async def schemas() -> dict[str, dict[str, Any]]:
    async with Client(create_tool_server("http://127.0.0.1:1")) as client:
        return {tool.name: tool.input_schema for tool in await client.list_tools()}


CASES = [
    pytest.param(
        "create_alert_rule",
        {"name": "CO very high", "metric": "co_ppm", "comparison": ">", "threshold": 100},
        "create an alert rule 'CO very high' for BW Ultra: co_ppm above 100, severity critical",
        {"severity": "critical"},
        id="left-out-severity",
    ),
    pytest.param(
        "create_alert_rule",
        {"name": "Battery critical", "metric": "battery", "comparison": "<", "threshold": 10},
        "create an alert rule 'Battery critical' when the battery is below 10",
        {},  # "critical" is only the rule's name
        id="name-is-not-a-severity",
    ),
    pytest.param(
        "create_alert_rule",
        {"metric": "battery", "comparison": "<", "threshold": 10},
        "create an alert rule 'Battery critical' when the battery is below 10",
        {},  # the model left the name out: a quoted name still is not a choice
        id="quoted-name-is-not-a-severity",
    ),
    pytest.param(
        "create_alert_rule",
        {"name": "Battery low", "metric": "battery", "comparison": "<=", "threshold": 10},
        "alert me when the battery is below 10 percent",
        {"comparison": "<"},
        id="model-picked-a-neighbour",
    ),
    pytest.param(
        "create_alert_rule",
        {"name": "Battery low", "metric": "battery", "comparison": "<", "threshold": 10},
        "alert me when the battery is at or below 10 percent",
        {},  # "at or below" names both "<" and "<=": the user's words do not settle it
        id="two-comparisons-named",
    ),
    pytest.param(
        "create_work_order",
        {"title": "Find H2S leak at crude unit", "device": "GS-1008"},
        "create an urgent work order 'Find H2S leak at crude unit' for GS-1008",
        {"priority": "urgent"},
        id="left-out-priority",
    ),
    pytest.param(
        "create_work_order",
        {"title": "Replace the sensor", "device": "GS-1008", "priority": "low"},
        "create a work order 'Replace the sensor' for GS-1008, low priority",
        {},
        id="model-already-right",
    ),
    pytest.param(
        "update_device",
        {"device": "GS-1017", "name": "Spare"},
        "rename the device in maintenance, GS-1017, to Spare",
        {},  # status has no default: leaving it out changes nothing, so nothing is filled
        id="no-default-no-fill",
    ),
    pytest.param(
        "invite_user",
        {"email": "nina@acme.example", "full_name": "Nina Novak", "team": "Operations"},
        "invite nina@acme.example (Nina Novak) to the Operations team",
        {},  # "Operations" is not "operator"
        id="no-shared-prefix",
    ),
]


@pytest.mark.parametrize(("tool", "arguments", "said", "chosen"), CASES)
def test_choices_said(
    schemas: dict[str, dict[str, Any]],
    tool: str,
    arguments: dict[str, Any],
    said: str,
    chosen: dict[str, str],
) -> None:
    assert choices_said(arguments, schemas[tool], [said]) == chosen


def test_options_read_in_words() -> None:
    assert option_label("<=") == "at most (<=)"
    assert option_label("in_progress") == "in progress"
