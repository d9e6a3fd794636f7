"""The gateway's SSE events retold as AG-UI events (navex.gateway.agui_events), path by
path: every run starts with RUN_STARTED and ends with exactly one RUN_FINISHED or
RUN_ERROR, and passes the AG-UI conformance validator (ag-ui-validate) with no error and
no warning. The whole path, through Acme's proxy and the official client, is in
tests/e2e/test_agui.py."""

import json
from collections.abc import AsyncIterator
from typing import Any

from ag_ui.core import RunAgentInput
from ag_ui_validate.pytest_plugin import assert_valid_agui
from sse_starlette import ServerSentEvent

from navex.gateway.agui_events import AguiRun, encode
from navex.gateway.streams import sse

THREAD = "t1"
NAVIGATION_FINAL = {
    "thread_id": THREAD,
    "navigation": {
        "screen_name": "device_details",
        "title": "Device details",
        "url": "http://acme.localhost:8000/orgs/1/devices/4",
        "summary": "Here is device GS-1004.",
    },
    "execution": None,
    "clarification": None,
}
APPROVAL = {
    "thread_id": THREAD,
    "approval_id": "ap1",
    "tool": "decommission_device",
    "arguments": {"device": "GS-1004"},
    "summary": "Decommission device GS-1004",
    "tool_call_id": "call-1",
}


def run_input(**fields: Any) -> RunAgentInput:
    return RunAgentInput.model_validate(
        {"threadId": THREAD, "runId": "r1", "messages": [], **fields}
    )


async def stream(*events: ServerSentEvent | Exception) -> AsyncIterator[ServerSentEvent]:
    for event in events:
        if isinstance(event, Exception):
            raise event
        yield event


async def retold(run: AguiRun, *events: ServerSentEvent | Exception) -> list[dict[str, Any]]:
    """The AG-UI events as a client reads them off the wire."""
    out = []
    async for event in run.events(stream(*events)):
        wire = encode(event).encode().decode()
        assert wire.startswith("data: ") and wire.endswith("\n\n"), wire
        out.append(json.loads(wire.removeprefix("data: ")))
    return out


def kinds(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


async def test_a_navigation_answer_is_state_and_one_message() -> None:
    events = await retold(
        AguiRun.of(run_input(), THREAD),
        sse("route", {"thread_id": THREAD, "route": "navigation", "scores": {}, "reason": "x"}),
        sse("final", NAVIGATION_FINAL),
    )
    assert kinds(events) == [
        "RUN_STARTED",
        "CUSTOM",
        "STEP_STARTED",
        "STEP_FINISHED",
        "STATE_SNAPSHOT",
        "TEXT_MESSAGE_START",
        "TEXT_MESSAGE_CONTENT",
        "TEXT_MESSAGE_END",
        "RUN_FINISHED",
    ]
    assert events[4]["snapshot"] == NAVIGATION_FINAL
    assert events[6]["delta"] == (
        "Here is device GS-1004. Device details: http://acme.localhost:8000/orgs/1/devices/4"
    )
    assert "outcome" not in events[-1]
    assert_valid_agui(events, max_warnings=0)


async def test_a_paused_job_ends_in_an_approval_interrupt_on_its_call() -> None:
    paused_final = {
        "thread_id": THREAD,
        "navigation": None,
        "execution": {"summary": "Waiting for your approval.", "tool_calls": []},
        "clarification": None,
        "pending_approval": "ap1",
    }
    events = await retold(
        AguiRun.of(run_input(), THREAD),
        sse("route", {"thread_id": THREAD, "route": "execution", "scores": {}, "reason": "x"}),
        sse("step", {"thread_id": THREAD, "node": "agent", "status": "started"}),
        sse("approval_required", APPROVAL),
        sse("final", paused_final),
    )
    start = next(e for e in events if e["type"] == "TOOL_CALL_START")
    assert start["toolCallId"] == "call-1" and start["toolCallName"] == "decommission_device"
    assert "TOOL_CALL_RESULT" not in kinds(events)
    (interrupt,) = events[-1]["outcome"]["interrupts"]
    assert interrupt["id"] == "ap1" and interrupt["toolCallId"] == "call-1"
    assert interrupt["responseSchema"]["required"] == ["approve"]
    assert_valid_agui(events, max_warnings=0)


async def test_the_resumed_run_answers_the_held_call_with_its_result() -> None:
    held = {
        "messages": [
            {"id": "u1", "role": "user", "content": "decommission GS-1004"},
            {
                "id": "a1",
                "role": "assistant",
                "toolCalls": [
                    {
                        "id": "call-1",
                        "type": "function",
                        "function": {"name": "decommission_device", "arguments": "{}"},
                    }
                ],
            },
        ],
        "resume": [{"interruptId": "ap1", "status": "resolved", "payload": {"approve": True}}],
    }
    final = {
        "thread_id": THREAD,
        "navigation": None,
        "execution": {
            "summary": "Decommissioned device GS-1004.",
            "tool_calls": [
                {
                    "tool": "decommission_device",
                    "arguments": {"device": "GS-1004"},
                    "outcome": "succeeded",
                    "result": {"device": {"serial_number": "GS-1004"}},
                    "tool_call_id": "call-1",
                }
            ],
        },
        "clarification": None,
    }
    events = await retold(AguiRun.of(run_input(**held), THREAD), sse("final", final))
    assert kinds(events)[:2] == ["RUN_STARTED", "MESSAGES_SNAPSHOT"]
    assert "TOOL_CALL_START" not in kinds(events)  # the client holds the call
    (result,) = [e for e in events if e["type"] == "TOOL_CALL_RESULT"]
    assert result["toolCallId"] == "call-1"
    assert json.loads(result["content"])["outcome"] == "succeeded"
    assert_valid_agui(events, max_warnings=0)


async def test_an_error_ends_the_run_with_run_error() -> None:
    problem = {
        "type": "https://navex.example/problems/input-rejected",
        "title": "Input rejected",
        "status": 400,
        "detail": "I can't take this request.",
    }
    events = await retold(
        AguiRun.of(run_input(), THREAD),
        sse("route", {"thread_id": THREAD, "route": "execution", "scores": {}, "reason": "x"}),
        sse("error", problem),
    )
    assert kinds(events)[-2:] == ["STEP_FINISHED", "RUN_ERROR"]
    assert events[-1]["message"] == "I can't take this request."
    assert events[-1]["code"] == "input-rejected"
    assert_valid_agui(events, max_warnings=0)


async def test_a_stream_that_stops_or_fails_still_ends_with_run_error() -> None:
    for ending in ([], [RuntimeError("boom")]):
        events = await retold(AguiRun.of(run_input(), THREAD), *ending)
        assert kinds(events) == ["RUN_STARTED", "RUN_ERROR"], events
        assert_valid_agui(events, max_warnings=0)
