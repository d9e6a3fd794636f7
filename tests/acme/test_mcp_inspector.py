"""Acme's MCP server checked by the official MCP Inspector (`@modelcontextprotocol/inspector`
2.x, `--cli` mode, from tests/node) over streamable HTTP: it lists the tools (with its
schema portability checks), calls a read tool with a user's token, and is refused without
one."""

import json
from typing import Any

import httpx
import pytest

from acme.tools import TOOL_NAMES
from conftest import login
from node_tools import require_node_tools, run_node_tool

pytestmark = pytest.mark.protocols

INSPECTOR = "@modelcontextprotocol/inspector/package.json"


@pytest.fixture
def inspector(mcp_url: str) -> Any:
    require_node_tools(INSPECTOR, ".bin/mcp-inspector")

    def run(method: str, *args: str) -> tuple[int, Any, str]:
        done = run_node_tool(["mcp-inspector", "--cli", mcp_url, "--method", method, *args])
        try:
            out = json.loads(done.stdout)
        except json.JSONDecodeError:
            out = None
        return done.returncode, out, f"stdout: {done.stdout[-2000:]}\nstderr: {done.stderr[-2000:]}"

    return run


@pytest.fixture
async def alice_token(live_acme: str) -> str:
    async with httpx.AsyncClient(base_url=live_acme) as rest:
        return await login(rest, "alice@acme.example")


async def test_inspector_lists_the_tools_with_portable_schemas(inspector: Any) -> None:
    code, out, log = inspector("tools/list", "--strict")
    assert code == 0, log  # --strict exits 6 on an error-severity schema problem
    tools = {tool["name"]: tool for tool in out["tools"]}
    assert set(tools) == set(TOOL_NAMES), log
    assert tools["search_records"]["annotations"]["readOnlyHint"] is True
    assert tools["decommission_device"]["annotations"]["destructiveHint"] is True


async def test_inspector_calls_a_read_tool_as_the_user(inspector: Any, alice_token: str) -> None:
    code, out, log = inspector(
        "tools/call",
        "--tool-name",
        "search_records",
        "--tool-arg",
        "kind=devices",
        "query=GS-10",
        "limit=50",
        "--header",
        f"Authorization: Bearer {alice_token}",
    )
    assert code == 0, log
    assert out["isError"] is False, log
    found = out["structuredContent"]
    serials = {item["serial_number"] for item in found["items"]}
    assert "GS-1001" in serials, log  # alice's org (Acme) has GS-1001
    assert found["total"] == len(serials), log


async def test_inspector_call_without_a_token_is_refused(inspector: Any) -> None:
    code, out, log = inspector(
        "tools/call", "--tool-name", "search_records", "--tool-arg", "kind=devices"
    )
    assert code != 0, log
    assert out["isError"] is True, log
    assert "No bearer token" in out["content"][0]["text"], log
    assert "structuredContent" not in out or not out["structuredContent"], log
