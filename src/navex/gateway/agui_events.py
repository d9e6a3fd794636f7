"""The gateway's own SSE events (chat.py) told again as AG-UI events, one run per stream.

    (RUN_STARTED)                                   opened by `AguiRun.started`
    MESSAGES_SNAPSHOT        a resumed run: the conversation as the client sent it, so
                             that the approved call's result answers a known tool call
    route                  → CUSTOM navex.route, STEP_STARTED <route>
    step                   → CUSTOM navex.progress (the progress line, chat.py/progress.py)
    approval_required      → kept for the final
    final                  → STEP_FINISHED; each tool call the client has not seen
                             (TOOL_CALL_START/ARGS/END) and its result (TOOL_CALL_RESULT);
                             a pending call without result; STATE_SNAPSHOT (the final's
                             data: the navigation answer, the execution, the question);
                             the answer as one assistant TEXT_MESSAGE; RUN_FINISHED, whose
                             outcome is an interrupt when the job waits for approval
    error                  → STEP_FINISHED, RUN_ERROR (the problem's detail and type)

The answer's text is the one the gateway stores in the chat history. Tool call ids are
the model's, so that a call paused for approval and its result after the approval are
one tool call for the client. Nothing here decides anything: it only retells.
"""

import json
import time
import uuid
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from typing import Any

from ag_ui.core import (
    AssistantMessage,
    BaseEvent,
    CustomEvent,
    Interrupt,
    MessagesSnapshotEvent,
    RunAgentInput,
    RunErrorEvent,
    RunFinishedEvent,
    RunFinishedInterruptOutcome,
    RunStartedEvent,
    StateSnapshotEvent,
    StepFinishedEvent,
    StepStartedEvent,
    TextMessageContentEvent,
    TextMessageEndEvent,
    TextMessageStartEvent,
    ToolCallArgsEvent,
    ToolCallEndEvent,
    ToolCallResultEvent,
    ToolCallStartEvent,
    ToolMessage,
)
from sse_starlette import ServerSentEvent

APPROVAL_REASON = "tool_approval"
# what the client sends back in `resume[0].payload` (status "cancelled" denies too)
APPROVAL_ANSWER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "approve": {"type": "boolean", "description": "true carries the action out; false not."}
    },
    "required": ["approve"],
    "additionalProperties": False,
}


def _now_ms() -> int:
    return int(time.time() * 1000)


def _text_of(final: dict[str, Any]) -> str:
    """The answer in words: what chat.py stores in the history for the same final."""
    navigation = final.get("navigation")
    if navigation:
        text = f"{navigation['title']}: {navigation['url']}"
        return f"{navigation['summary']} {text}" if navigation.get("summary") else text
    parts = [str((final.get("execution") or {}).get("summary") or "").strip()]
    question = str(final.get("clarification") or "").strip()
    if question and question not in parts[0]:
        parts.append(question)
    return "\n\n".join(p for p in parts if p) or "Done."


@dataclass
class AguiRun:
    """One AG-UI run over one gateway stream: `events` yields the AG-UI events."""

    thread_id: str
    run_id: str
    resumed: bool = False
    messages: list[Any] = field(default_factory=list)  # the input's, for a resumed run
    seen_calls: set[str] = field(default_factory=set)  # tool calls the client holds
    seen_results: set[str] = field(default_factory=set)  # ... and those with a result
    _step: str | None = None
    _approval: dict[str, Any] | None = None

    @classmethod
    def of(cls, run: RunAgentInput, thread_id: str) -> "AguiRun":
        calls: set[str] = set()
        results: set[str] = set()
        for message in run.messages:
            if isinstance(message, AssistantMessage):
                calls.update(call.id for call in message.tool_calls or [])
            elif isinstance(message, ToolMessage):
                results.add(message.tool_call_id)
        return cls(
            thread_id=thread_id,
            run_id=run.run_id,
            resumed=bool(run.resume),
            messages=list(run.messages),
            seen_calls=calls,
            seen_results=results,
        )

    def _stamp(self, event: BaseEvent) -> BaseEvent:
        event.timestamp = _now_ms()
        return event

    async def events(self, stream: AsyncIterator[ServerSentEvent]) -> AsyncIterator[BaseEvent]:
        """RUN_STARTED, the stream retold, and RUN_FINISHED or RUN_ERROR as the last event
        (RUN_ERROR also when the stream fails or stops without its ending)."""
        yield self._stamp(RunStartedEvent(thread_id=self.thread_id, run_id=self.run_id))
        if self.resumed and self.messages:
            yield self._stamp(MessagesSnapshotEvent(messages=self.messages))
        ended = False
        try:
            async for sse in stream:
                if ended:  # nothing follows an ending; the stream ends on its own, as for SSE
                    continue
                data = json.loads(str(sse.data)) if sse.data else {}
                for event in self._retell(str(sse.event or "message"), data):
                    ended = ended or isinstance(event, RunFinishedEvent | RunErrorEvent)
                    yield self._stamp(event)
        except Exception as exc:  # one_ending turns failures into `error`; this is the rest
            if not ended:
                yield self._stamp(
                    RunErrorEvent(message=f"The answer failed: {exc}", code="internal")
                )
            return
        if not ended:
            yield self._stamp(
                RunErrorEvent(message="The answer ended unexpectedly; try again.", code="internal")
            )

    def _retell(self, name: str, data: dict[str, Any]) -> Iterable[BaseEvent]:
        if name == "route":
            yield CustomEvent(name="navex.route", value=data)
            self._step = str(data.get("route") or "answer")
            yield StepStartedEvent(step_name=self._step)
        elif name == "step":
            yield CustomEvent(name="navex.progress", value=data)
        elif name == "approval_required":
            self._approval = data
        elif name == "final":
            yield from self._close_step()
            yield from self._final(data)
        elif name == "error":
            yield from self._close_step()
            kind = str(data.get("type") or "").rsplit("/", 1)[-1] or None
            detail = str(data.get("detail") or data.get("title") or "The request failed.")
            yield RunErrorEvent(message=detail, code=kind)

    def _close_step(self) -> Iterable[BaseEvent]:
        if self._step is not None:
            yield StepFinishedEvent(step_name=self._step)
            self._step = None

    def _final(self, final: dict[str, Any]) -> Iterable[BaseEvent]:
        execution = final.get("execution") or {}
        for index, call in enumerate(execution.get("tool_calls") or []):
            call_id = str(call.get("tool_call_id") or f"{self.run_id}-call-{index}")
            yield from self._tool_call(call_id, call["tool"], call.get("arguments") or {})
            if call_id not in self.seen_results:
                self.seen_results.add(call_id)
                content = {k: call[k] for k in ("outcome", "result", "error") if k in call}
                yield ToolCallResultEvent(
                    message_id=uuid.uuid4().hex,
                    tool_call_id=call_id,
                    content=json.dumps(content, ensure_ascii=False, default=str),
                    role="tool",
                )
        interrupt = None
        approval = self._approval
        if approval is not None and final.get("pending_approval") == approval["approval_id"]:
            call_id = str(approval.get("tool_call_id") or f"approval-{approval['approval_id']}")
            yield from self._tool_call(call_id, approval["tool"], approval.get("arguments") or {})
            interrupt = Interrupt(
                id=approval["approval_id"],
                reason=APPROVAL_REASON,
                message=approval.get("summary"),
                tool_call_id=call_id,
                response_schema=APPROVAL_ANSWER_SCHEMA,
                metadata={"tool": approval["tool"], "arguments": approval.get("arguments")},
            )
        yield StateSnapshotEvent(snapshot=final)
        message_id = uuid.uuid4().hex
        yield TextMessageStartEvent(message_id=message_id, role="assistant")
        yield TextMessageContentEvent(message_id=message_id, delta=_text_of(final))
        yield TextMessageEndEvent(message_id=message_id)
        outcome = RunFinishedInterruptOutcome(interrupts=[interrupt]) if interrupt else None
        yield RunFinishedEvent(
            thread_id=self.thread_id, run_id=self.run_id, result=final, outcome=outcome
        )

    def _tool_call(self, call_id: str, tool: str, arguments: dict[str, Any]) -> Iterable[BaseEvent]:
        """START/ARGS/END for a call the client does not hold yet (none for one it does)."""
        if call_id in self.seen_calls:
            return
        self.seen_calls.add(call_id)
        yield ToolCallStartEvent(tool_call_id=call_id, tool_call_name=tool)
        yield ToolCallArgsEvent(
            tool_call_id=call_id, delta=json.dumps(arguments, ensure_ascii=False, default=str)
        )
        yield ToolCallEndEvent(tool_call_id=call_id)


def encode(event: BaseEvent) -> ServerSentEvent:
    """An AG-UI event as one SSE `data:` line (no event name: AG-UI's SSE framing)."""
    return ServerSentEvent(data=event.model_dump_json(by_alias=True), sep="\n")
