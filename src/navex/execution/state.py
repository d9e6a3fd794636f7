"""What the execution graph keeps between its steps, and what one run knows about itself.

`AgentState` is checkpointed (PostgreSQL in production): everything in it is data a later
request of the same user's thread may read again. The user's token is never in it; it
travels in `RunContext`, which is not persisted.
"""

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any, Protocol, TypedDict

from langchain_core.messages import AnyMessage, ToolMessage
from langgraph.graph.message import add_messages

from navex.execution.models import ExecutionEvent, StopReason, ToolCallReport
from navex.navigation import RequestContext

StepWriter = Callable[[ExecutionEvent], None]
"""Where a node sends its progress events (LangGraph's `runtime.stream_writer`)."""


class ModelToolCall(TypedDict):
    """One call of the model's answer, as LangChain gives it (`AIMessage.tool_calls`)."""

    name: str
    args: dict[str, Any]
    id: str


class PendingApproval(TypedDict):
    """The call the job waits on: the user must approve or deny it."""

    approval_id: str
    tool: str
    arguments: dict[str, Any]
    summary: str
    tool_call_id: str


class Question(TypedDict):
    """What the assistant asked the user; the user's next message answers it."""

    question: str
    options: list[str]
    tool: str | None  # the call it needs the answer for, if one
    field: str | None  # the argument it asks for, if one


@dataclass(frozen=True)
class ThreadStatus:
    """What a new message of the thread needs to know about its execution job, read once."""

    question: Question | None = None  # the last job asked the user this, and waits
    has_job: bool = False  # the thread holds an execution job (a follow-up can refer to it)


class AgentState(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    calls: list[dict[str, Any]]  # this job's ToolCallReports, in order
    turns: int  # model turns in this job
    stop: StopReason | None
    stop_detail: str | None
    tainted: list[str]  # why results of this job look like they hold instructions
    pending: PendingApproval | None  # the call waiting for approval
    question: Question | None  # what the job asks the user before it can go on
    summary: str | None
    records: list[dict[str, str]]  # links to the records this job changed
    one_action: str | None  # the one write the request asks for: its success ends the job


class Cancellation(Protocol):
    """The user's Stop for one run: `stopped` is set in this process at once (the fast
    path); `requested()` also asks the store shared by all replicas (Redis), for a Stop
    that reached another one."""

    stopped: asyncio.Event

    async def requested(self) -> bool: ...


@dataclass(frozen=True)
class RunContext:
    """What one run of the graph knows about its request; not persisted."""

    request: RequestContext
    thread_id: str
    request_id: str
    cancel: Cancellation | None = None

    async def cancelled(self) -> bool:
        """Whether the user stopped this run (checked before each model and tool call)."""
        return self.cancel is not None and await self.cancel.requested()


@dataclass
class Step:
    """What handling one tool call produced."""

    message: ToolMessage | None = None
    report: ToolCallReport | None = None
    stop: StopReason | None = None
    stop_detail: str | None = None
    pending: PendingApproval | None = None
    question: Question | None = None
    findings: list[str] = field(default_factory=list)


def reports(state: AgentState) -> list[ToolCallReport]:
    """The job's calls so far, typed."""
    return [ToolCallReport.model_validate(c) for c in state.get("calls") or []]
