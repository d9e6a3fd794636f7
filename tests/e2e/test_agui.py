"""AG-UI through Acme's proxy (`POST /api/assistant/agui`), driven by the official client
(`@ag-ui/client`'s HttpAgent, tests/node/agui_run.mjs, on Debian's Node.js) against the
whole stack with a scripted model: a navigation request, and an execution paused by an
approval interrupt that the client resumes. The client checks the event order as it
consumes each stream; each recorded run, and the live endpoint, also pass the AG-UI
conformance validator (`ag-ui-validate`, rules AGUI001-AGUI903) with no error and no
warning. Effects are checked through Acme's REST API and the assistant's audit log."""

import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from panel_stack import Stack, boot, call, share_router

from conftest import bearer, login
from navex.llm import ScriptedChatModel
from node_tools import require_node_tools, start_node_tool

pytestmark = pytest.mark.protocols

VALIDATOR = Path(sys.executable).parent / "ag-ui-validate"
ALICE = "alice@acme.example"


@pytest.fixture
def stack(database_url: str, navex_database_url: str) -> Iterator[Stack]:
    require_node_tools("@ag-ui/client/package.json")
    model = ScriptedChatModel.of(call("decommission_device", device="GS-1004"))
    yield from boot(database_url, navex_database_url, model)


@pytest.fixture(autouse=True)
def _shared_router(monkeypatch: pytest.MonkeyPatch) -> None:
    share_router(monkeypatch)


async def token_of(stack: Stack, email: str) -> str:
    async with httpx.AsyncClient(base_url=stack.acme, timeout=30) as http:
        return await login(http, email)


class AguiThread:
    """One thread driven by the official client (agui_run.mjs), a run at a time: `run()`
    lets the client make its next turn and returns the run as the client saw it."""

    def __init__(self, stack: Stack, token: str, *turns: dict[str, Any]) -> None:
        spec = {"url": stack.acme + "/api/assistant/agui", "token": token, "turns": list(turns)}
        self.process = start_node_tool(["node", "agui_run.mjs", json.dumps(spec)])
        self.watchdog = threading.Timer(300, self.process.kill)  # a hung client fails, late
        self.watchdog.start()
        self.runs = 0

    def run(self) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        if self.runs:
            self.process.stdin.write("go on\n")
            self.process.stdin.flush()
        self.runs += 1
        line = self.process.stdout.readline()
        assert line, self.process.stderr.read()[-3000:] if self.process.stderr else ""
        run: dict[str, Any] = json.loads(line)
        assert run["error"] is None, (run["error"], [e["type"] for e in run["events"]])
        return run

    def close(self) -> None:
        self.watchdog.cancel()
        self.process.kill()
        self.process.wait()


def drive(stack: Stack, token: str, *turns: dict[str, Any]) -> list[dict[str, Any]]:
    """All the runs of one thread, as the official client saw them."""
    thread = AguiThread(stack, token, *turns)
    try:
        return [thread.run() for _ in turns]
    finally:
        thread.close()


def validate(target: str, *args: str) -> dict[str, Any]:
    """ag-ui-validate's JSON report on `target` (a recorded stream or a live URL)."""
    done = subprocess.run(
        [str(VALIDATOR), target, "--json", "--max-warnings", "0", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.stdout, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    assert done.returncode == 0, json.dumps(report, indent=1)[:4000]
    return report


def assert_conformant(run: dict[str, Any], tmp_path: Path) -> None:
    recorded = tmp_path / f"{run['runId']}.jsonl"
    recorded.write_text("".join(json.dumps(e) + "\n" for e in run["events"]))
    validate(str(recorded))


def types(run: dict[str, Any]) -> list[str]:
    return [e["type"] for e in run["events"]]


def one_of(run: dict[str, Any], kind: str) -> dict[str, Any]:
    found = [e for e in run["events"] if e["type"] == kind]
    assert len(found) == 1, (kind, types(run))
    return found[0]


async def test_navigation_over_agui(stack: Stack, tmp_path: Path) -> None:
    device = await stack.device("GS-1004")
    (run,) = drive(stack, await token_of(stack, ALICE), {"message": "open sensor GS-1004"})
    kinds = types(run)
    assert kinds[0] == "RUN_STARTED" and kinds[-1] == "RUN_FINISHED", kinds
    assert "STATE_SNAPSHOT" in kinds and "TOOL_CALL_START" not in kinds, kinds
    navigation = run["state"]["navigation"]
    assert navigation["screen_name"] == "device_details", run["state"]
    assert navigation["url"].endswith(f"/devices/{device['id']}"), navigation
    (answer,) = [m for m in run["newMessages"] if m["role"] == "assistant"]
    assert navigation["url"] in answer["content"], answer
    assert "outcome" not in one_of(run, "RUN_FINISHED") or (
        one_of(run, "RUN_FINISHED")["outcome"]["type"] == "success"
    )
    assert run["pendingInterrupts"] == []
    assert_conformant(run, tmp_path)


async def decommissions(stack: Stack, token: str, outcome: str) -> list[dict[str, Any]]:
    """The assistant's audit entries of decommission_device calls with this outcome."""
    async with httpx.AsyncClient(base_url=stack.acme, timeout=30) as http:
        response = await http.get(
            "/api/assistant/audit", params={"limit": 500}, headers=bearer(token)
        )
    assert response.status_code == 200, response.text
    entries = response.json()["entries"]
    return [e for e in entries if e["tool"] == "decommission_device" and e["outcome"] == outcome]


async def paused_before_the_write(stack: Stack, token: str, paused: dict[str, Any]) -> None:
    """The first run ends in an interrupt on the pending call; nothing is written yet."""
    finished = one_of(paused, "RUN_FINISHED")
    assert finished["outcome"]["type"] == "interrupt", finished
    (interrupt,) = finished["outcome"]["interrupts"]
    assert interrupt["reason"] == "tool_approval"
    assert interrupt["message"], interrupt
    start = one_of(paused, "TOOL_CALL_START")
    assert start["toolCallName"] == "decommission_device"
    assert interrupt["toolCallId"] == start["toolCallId"]
    args = json.loads(one_of(paused, "TOOL_CALL_ARGS")["delta"])
    assert args == {"device": "GS-1004"}
    assert "TOOL_CALL_RESULT" not in types(paused)
    assert paused["pendingInterrupts"] == [interrupt]
    assert paused["state"]["pending_approval"] == interrupt["id"]
    assert (await stack.device("GS-1004"))["status"] != "decommissioned"
    assert await decommissions(stack, token, "succeeded") == []


async def test_approved_execution_over_agui(stack: Stack, tmp_path: Path) -> None:
    token = await token_of(stack, ALICE)
    thread = AguiThread(stack, token, {"message": "decommission device GS-1004"}, {"approve": True})
    try:
        paused = thread.run()
        await paused_before_the_write(stack, token, paused)
        resumed = thread.run()
    finally:
        thread.close()
    # the resumed run answers the interrupt: the call's result, then the answer
    start = one_of(paused, "TOOL_CALL_START")
    kinds = types(resumed)
    assert kinds[0] == "RUN_STARTED" and kinds[-1] == "RUN_FINISHED", kinds
    result = one_of(resumed, "TOOL_CALL_RESULT")
    assert result["toolCallId"] == start["toolCallId"]
    assert json.loads(result["content"])["outcome"] == "succeeded", result
    assert "TOOL_CALL_START" not in kinds, kinds  # the client holds the call already
    assert "outcome" not in one_of(resumed, "RUN_FINISHED") or (
        one_of(resumed, "RUN_FINISHED")["outcome"]["type"] == "success"
    )
    assert resumed["pendingInterrupts"] == []
    assert resumed["state"]["execution"]["tool_calls"][-1]["outcome"] == "succeeded"
    said = [m["content"] for m in resumed["newMessages"] if m["role"] == "assistant"]
    assert any("GS-1004" in text for text in said), said

    # the write happened, once
    assert (await stack.device("GS-1004"))["status"] == "decommissioned"
    done = await decommissions(stack, token, "succeeded")
    assert len(done) == 1, done
    for run in (paused, resumed):
        assert_conformant(run, tmp_path)


async def test_the_live_endpoint_passes_the_validator(stack: Stack) -> None:
    """ag-ui-validate POSTs its own RunAgentInput through the proxy and checks the
    transport too (SSE framing, content type, incremental flushing)."""
    token = await token_of(stack, ALICE)
    report = validate(
        stack.acme + "/api/assistant/agui", "--header", f"Authorization: Bearer {token}"
    )
    assert report["summary"]["errors"] == 0, report


async def test_a_resume_cannot_skip_the_approval(stack: Stack) -> None:
    """An interrupt id that is no pending approval of this user's is refused, and
    nothing runs: the client's resume carries a yes or no, never the call."""
    token = await token_of(stack, ALICE)
    body = {
        "threadId": "t-forged",
        "runId": "r1",
        "messages": [],
        "resume": [{"interruptId": "forged", "status": "resolved", "payload": {"approve": True}}],
    }
    async with httpx.AsyncClient(base_url=stack.acme, timeout=60) as http:
        response = await http.post("/api/assistant/agui", json=body, headers=bearer(token))
    assert response.status_code == 404, response.text
    assert response.json()["detail"] == "No such approval is waiting for you.", response.text
    assert await decommissions(stack, token, "succeeded") == []
