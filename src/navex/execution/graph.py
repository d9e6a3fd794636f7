"""The execution graph: its four nodes and the edges between them.

    START → model ─┬─ tool calls ──► tools ─┬─ approval needed ──► approval ──► tools …
                   │                        ├─ stopped ─────────────────────► finish → END
                   │                        └─ otherwise ──────► model
                   └─ answer / stopped ───────────────────────────────────► finish → END

- **model** binds only the tools the user's role may use (plus `find_screen`) to a chat
  model whose system prompt never changes, and counts turns.
- **tools** runs each call of the model's answer in order (`ToolCallRunner`).
- **approval** pauses the graph (`interrupt`) until the user answers, then runs the call
  again with the approval id.
- **finish** composes the answer from the job's record (`AnswerComposer`): the model's
  text is replaced by it in the state, so the history holds only what the record shows.

The user may stop a job (`RunContext.cancel`): it is checked before each model call and
before each tool call, and while the model thinks (which then is abandoned: a model call
has no effect); a tool call already running finishes and is recorded. The calls not
reached are recorded as not run, and **finish** says what was done before the stop. While
the model thinks, a `step` says so every `heartbeat_seconds` ("Thinking… 6 s").
"""

import asyncio
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any, Literal

from langchain_core.language_models import LanguageModelInput
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.runnables import Runnable
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime
from langgraph.types import interrupt

from navex.execution.answer import CANCELLED, AnswerComposer, JobRecord
from navex.execution.calls import ToolCallRunner
from navex.execution.models import ExecutionEvent, ToolCallReport
from navex.execution.prompt import SYSTEM_PROMPT
from navex.execution.state import (
    AgentState,
    ModelToolCall,
    Question,
    RunContext,
    Step,
    reports,
)
from navex.execution.steps import error_message, not_run
from navex.policy import Evidence

HISTORY_TURNS = 6  # earlier messages (user requests and final answers) the model sees
ModelFor = Callable[[str], Runnable[LanguageModelInput, BaseMessage]]


def build_graph(
    model_for: ModelFor,
    runner: ToolCallRunner,
    composer: AnswerComposer,
    checkpointer: BaseCheckpointSaver[Any],
    max_turns: int,
    heartbeat_seconds: float = 0.0,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    nodes = _Nodes(model_for, runner, composer, max_turns, heartbeat_seconds)
    builder = StateGraph(AgentState, context_schema=RunContext)
    builder.add_node("model", nodes.model)
    builder.add_node("tools", nodes.tools)
    builder.add_node("approval", nodes.approval)
    builder.add_node("finish", nodes.finish)
    builder.add_edge(START, "model")
    builder.add_conditional_edges("model", _after_model, ["tools", "finish"])
    builder.add_conditional_edges("tools", _after_tools, ["approval", "model", "finish"])
    builder.add_conditional_edges("approval", _after_approval, ["tools", "finish"])
    builder.add_edge("finish", END)
    return builder.compile(checkpointer=checkpointer)


def evidence_of(state: AgentState) -> Evidence:
    """What a write call's values may come from: the thread's user messages and the results
    of this job's tool calls."""
    messages = state.get("messages") or []
    users = [m.text for m in messages if isinstance(m, HumanMessage)]
    results = [
        c.result
        for c in reports(state)
        if c.outcome in ("succeeded", "replayed") and c.result is not None
    ]
    return Evidence(user_texts=users, tool_results=results)


class _Nodes:
    def __init__(
        self,
        model_for: ModelFor,
        runner: ToolCallRunner,
        composer: AnswerComposer,
        max_turns: int,
        heartbeat_seconds: float = 0.0,
    ) -> None:
        self.model_for = model_for
        self.runner = runner
        self.composer = composer
        self.max_turns = max_turns
        self.heartbeat_seconds = heartbeat_seconds

    async def model(self, state: AgentState, runtime: Runtime[RunContext]) -> dict[str, Any]:
        turns = state.get("turns", 0)
        if turns >= self.max_turns:
            return {
                "stop": "step_limit",
                "stop_detail": f"I stopped after {turns} steps without finishing the request.",
            }
        if await runtime.context.cancelled():
            return {"stop": "cancelled", "stop_detail": None}
        emit = runtime.stream_writer
        emit(ExecutionEvent(type="step", node="model", status="started", message="Thinking"))
        model = self.model_for(runtime.context.request.role)
        history = history_for_model(state.get("messages") or [])
        answer = await self._think(
            model.ainvoke([SystemMessage(content=SYSTEM_PROMPT), *history]), runtime
        )
        if answer is None:  # stopped while the model was thinking
            return {"stop": "cancelled", "stop_detail": None}
        if not isinstance(answer, AIMessage):
            answer = AIMessage(content=answer.content)
        answer = with_call_ids(answer)
        return {"messages": [answer], "turns": turns + 1}

    async def tools(self, state: AgentState, runtime: Runtime[RunContext]) -> dict[str, Any]:
        run, emit = runtime.context, runtime.stream_writer
        messages = state.get("messages") or []
        position, ai = last_ai(messages)
        if ai is None:
            return {}
        answered = {m.tool_call_id for m in messages[position + 1 :] if isinstance(m, ToolMessage)}
        calls = list(state.get("calls") or [])
        tainted = list(state.get("tainted") or [])
        out: list[BaseMessage] = [
            ToolMessage(
                content=f"Your call to {bad.get('name')} could not be read "
                f"({bad.get('error') or 'invalid JSON arguments'}). Nothing was done; "
                "send the call again with valid JSON arguments.",
                tool_call_id=bad["id"],
                name=bad.get("name") or "unknown",
                status="error",
            )
            for bad in ai.invalid_tool_calls
            if bad.get("id") and bad["id"] not in answered
        ]
        todo = [_typed(tc) for tc in ai.tool_calls if tc["id"] not in answered]
        update: dict[str, Any] = {}
        for index, tool_call in enumerate(todo):
            if await run.cancelled():  # no call starts after the user's Stop
                update.update(stop="cancelled", stop_detail=None)
                _not_reached(todo[index:], out, calls)
                break
            earlier = [ToolCallReport.model_validate(c) for c in calls]
            evidence = evidence_of({**state, "calls": calls})
            step = await self.runner.handle(tool_call, run, earlier, tainted, evidence, emit)
            _apply(step, out, calls, tainted)
            if step.pending is not None:
                update["pending"] = step.pending
                break
            if step.stop is not None:
                update.update(stop=step.stop, stop_detail=step.stop_detail, question=step.question)
                for rest in todo[index + 1 :]:
                    message, report = not_run(rest, step.stop)
                    out.append(message)
                    calls.append(report.model_dump(mode="json"))
                break
        return {"messages": out, "calls": calls, "tainted": tainted, **update}

    async def approval(self, state: AgentState, runtime: Runtime[RunContext]) -> dict[str, Any]:
        pending = state.get("pending")
        assert pending is not None
        answer = interrupt(dict(pending))
        # nothing above this line has effects: the node runs again from the top on resume
        run, emit = runtime.context, runtime.stream_writer
        approved = (
            isinstance(answer, dict)
            and answer.get("approval_id") == pending["approval_id"]
            and bool(answer.get("approve"))
        )
        tool_call = ModelToolCall(
            name=pending["tool"], args=pending["arguments"], id=pending["tool_call_id"]
        )
        emit(
            ExecutionEvent(
                type="step",
                node="approval",
                tool=pending["tool"],
                status="finished",
                message=("Approved: " if approved else "Denied: ") + pending["summary"],
            )
        )
        if await run.cancelled():
            return self._stopped_at_approval(state)
        step = await self.runner.decide_and_run(
            tool_call, run, emit, evidence_of(state), approval_id=pending["approval_id"]
        )
        out: list[BaseMessage] = []
        calls = list(state.get("calls") or [])
        tainted = list(state.get("tainted") or [])
        _apply(step, out, calls, tainted)
        update: dict[str, Any] = {
            "messages": out,
            "calls": calls,
            "tainted": tainted,
            "pending": None,
        }
        if step.stop is not None:
            update.update(stop=step.stop, stop_detail=step.stop_detail, question=step.question)
            messages = state.get("messages") or []
            position, ai = last_ai(messages)
            if ai is not None:
                answered = {
                    m.tool_call_id for m in messages[position + 1 :] if isinstance(m, ToolMessage)
                } | {pending["tool_call_id"]}
                for rest in ai.tool_calls:
                    if rest["id"] not in answered:
                        message, report = not_run(_typed(rest), step.stop)
                        out.append(message)
                        calls.append(report.model_dump(mode="json"))
        return update

    def _stopped_at_approval(self, state: AgentState) -> dict[str, Any]:
        """The user stopped the job as it resumed: the approved call and the rest of the
        model's answer are not run."""
        out: list[BaseMessage] = []
        calls = list(state.get("calls") or [])
        _, ai = last_ai(state.get("messages") or [])
        answered = {c["tool_call_id"] for c in calls}
        todo = [_typed(tc) for tc in (ai.tool_calls if ai else []) if tc["id"] not in answered]
        _not_reached(todo, out, calls)
        return {
            "messages": out,
            "calls": calls,
            "pending": None,
            "stop": "cancelled",
            "stop_detail": None,
        }

    async def _think(self, answer: Any, runtime: Runtime[RunContext]) -> BaseMessage | None:
        """The model's answer, with a `step` every `heartbeat_seconds` while it thinks;
        None when the user stops the job meanwhile (the model call is abandoned)."""
        run, started = runtime.context, time.monotonic()
        thinking = asyncio.ensure_future(answer)
        stop = asyncio.ensure_future(run.cancel.stopped.wait()) if run.cancel else None
        try:
            while True:
                waiting = {thinking} if stop is None else {thinking, stop}
                await asyncio.wait(
                    waiting,
                    timeout=self.heartbeat_seconds or None,
                    return_when=asyncio.FIRST_COMPLETED,
                )
                if thinking.done():
                    return thinking.result()
                if await run.cancelled():
                    return None
                elapsed = round(time.monotonic() - started)
                runtime.stream_writer(
                    ExecutionEvent(
                        type="step",
                        node="model",
                        status="started",
                        message=f"Thinking… {elapsed} s",
                        elapsed_s=elapsed,
                    )
                )
        finally:
            for task in (thinking, stop):
                if task is not None and not task.done():
                    task.cancel()

    async def finish(self, state: AgentState, runtime: Runtime[RunContext]) -> dict[str, Any]:
        messages = state.get("messages") or []
        last = messages[-1] if messages else None
        model_text = ""
        if isinstance(last, AIMessage) and not last.tool_calls and state.get("stop") is None:
            model_text = last.text.strip()
        record = JobRecord(
            calls=reports(state),
            evidence=evidence_of(state),
            stop=state.get("stop"),
            stop_detail=state.get("stop_detail"),
            question=state.get("question"),
            tainted=list(state.get("tainted") or []),
            model_text=model_text,
        )
        answer = self.composer.compose(record, runtime.context.request)
        runtime.stream_writer(
            ExecutionEvent(
                type="step",
                node="finish",
                status="finished",
                message="Stopped" if state.get("stop") else "Done",
            )
        )
        # the composed answer replaces the model's own words in the thread's history
        replaced = AIMessage(content=answer.text, id=last.id) if model_text and last else None
        question: Question | None = None
        if answer.question:
            asked = state.get("question")
            question = Question(
                question=answer.question,
                options=answer.options,
                tool=asked["tool"] if asked else None,
                field=asked["field"] if asked else None,
            )
        return {
            "summary": answer.text,
            "records": [r.model_dump() for r in answer.records],
            "question": question,
            "messages": [replaced or AIMessage(content=answer.text)],
        }


def _not_reached(
    todo: Sequence[ModelToolCall], out: list[BaseMessage], calls: list[dict[str, Any]]
) -> None:
    """Record the calls the user's Stop came before: not run."""
    for tool_call in todo:
        out.append(
            error_message(tool_call["name"], tool_call["id"], "Not run: the user stopped the job.")
        )
        report = ToolCallReport(
            tool=tool_call["name"],
            arguments=dict(tool_call.get("args") or {}),
            outcome="not_run",
            error=CANCELLED,
            tool_call_id=tool_call["id"],
        )
        calls.append(report.model_dump(mode="json"))


def _apply(
    step: Step, out: list[BaseMessage], calls: list[dict[str, Any]], tainted: list[str]
) -> None:
    if step.message is not None:
        out.append(step.message)
    if step.report is not None:
        calls.append(step.report.model_dump(mode="json"))
    tainted += [f for f in step.findings if f not in tainted]


def _typed(tool_call: Any) -> ModelToolCall:
    return ModelToolCall(
        name=str(tool_call["name"]), args=dict(tool_call.get("args") or {}), id=str(tool_call["id"])
    )


# --- edges ---------------------------------------------------------------------------------


def _after_model(state: AgentState) -> Literal["tools", "finish"]:
    if state.get("stop"):
        return "finish"
    messages = state.get("messages") or []
    last = messages[-1] if messages else None
    if isinstance(last, AIMessage) and (last.tool_calls or last.invalid_tool_calls):
        return "tools"
    return "finish"


def _after_tools(state: AgentState) -> Literal["approval", "model", "finish"]:
    if state.get("pending"):
        return "approval"
    if state.get("stop") or _one_action_done(state):
        return "finish"
    return "model"


def _one_action_done(state: AgentState) -> bool:
    """The request asked for one action and its call has just succeeded: the answer is
    composed from the record, without asking the model what is left (nothing is)."""
    calls = state.get("calls") or []
    one_action = state.get("one_action")
    if not one_action or not calls:
        return False
    last = calls[-1]
    return last.get("tool") == one_action and last.get("outcome") == "succeeded"


def _after_approval(state: AgentState) -> Literal["tools", "finish"]:
    return "finish" if state.get("stop") else "tools"


# --- messages ------------------------------------------------------------------------------


def last_ai(messages: Sequence[BaseMessage]) -> tuple[int, AIMessage | None]:
    for index in range(len(messages) - 1, -1, -1):
        message = messages[index]
        if isinstance(message, AIMessage):
            return index, message
    return -1, None


def history_for_model(messages: Sequence[BaseMessage]) -> list[BaseMessage]:
    """This job's messages in full; of earlier jobs only the user's requests and the final
    answers (their tool results, and anything written in them, are not sent again)."""
    start = max((i for i, m in enumerate(messages) if isinstance(m, HumanMessage)), default=0)
    earlier = [
        m
        for m in messages[:start]
        if isinstance(m, HumanMessage)
        or (isinstance(m, AIMessage) and not m.tool_calls and not m.invalid_tool_calls and m.text)
    ]
    return [*earlier[-HISTORY_TURNS:], *messages[start:]]


def with_call_ids(answer: AIMessage) -> AIMessage:
    if all(tc.get("id") for tc in answer.tool_calls):
        return answer

    calls = [
        {**tc, "id": tc.get("id") or f"call_{uuid.uuid4().hex[:24]}"} for tc in answer.tool_calls
    ]
    return answer.model_copy(update={"tool_calls": calls})


def close_dangling_calls(messages: Sequence[BaseMessage]) -> list[ToolMessage]:
    """Tool messages for calls of the last answer left without one (a job that was waiting
    for approval when the user wrote something else): the new request supersedes them."""
    position, ai = last_ai(messages)
    if ai is None:
        return []
    answered = {m.tool_call_id for m in messages[position + 1 :] if isinstance(m, ToolMessage)}
    return [
        error_message(tc["name"], tc["id"], "Not done: the user moved on without approving.")
        for tc in ai.tool_calls
        if tc["id"] is not None and tc["id"] not in answered
    ]
