"""What the execution agent answers: a final result, or a request for the user's approval,
and the progress events it streams on the way."""

from typing import Any, Literal

from pydantic import BaseModel, Field

CallOutcome = Literal[
    "succeeded",  # the tool ran and answered
    "failed",  # the tool ran and reported an error (nothing, or what it says, was done)
    "rejected",  # the policy gateway refused it: not run
    "denied",  # the user denied the approval: not run
    "replayed",  # the same call had already succeeded: its stored result, not run again
    "blocked",  # the agent's own safety rules stopped it: not run
    "not_run",  # the job stopped before this call
]
StopReason = Literal[
    "step_limit",  # the model took too many turns
    "repeated_call",  # the model repeated a call that had been made
    "unauthorized",  # the user's sign-in expired or was refused
    "forbidden",  # the model chose a tool the user's role may not use
    "needs_input",  # a value only the user can give is missing: the job asks for it
    "cancelled",  # the user stopped the job (the Stop button, POST /v1/chat/{id}/cancel)
]


class ToolCallReport(BaseModel):
    """One tool call of a job and what became of it."""

    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    outcome: CallOutcome
    result: Any = None
    error: str | None = None
    tool_call_id: str = ""
    approval_id: str | None = None
    dropped: list[str] = Field(
        default_factory=list,
        description="Optional arguments the model gave that nobody had: left out of the call.",
    )

    @property
    def executed(self) -> bool:
        """Whether the tool ran in this job (a replay returns an earlier run's result)."""
        return self.outcome in ("succeeded", "failed")


class ApprovalRequest(BaseModel):
    """A destructive call waiting for the user: show `summary` and the exact arguments."""

    approval_id: str
    tool: str
    arguments: dict[str, Any]
    summary: str
    tool_call_id: str = ""


class RecordRef(BaseModel):
    """A record the job created or changed: how people name it, and its page."""

    label: str
    url: str


class ExecutionResult(BaseModel):
    """The outcome of `run`/`resume`: `final`, or paused for `approval_required`."""

    thread_id: str
    status: Literal["final", "approval_required"]
    summary: str = ""
    tool_calls: list[ToolCallReport] = Field(default_factory=list)
    approval: ApprovalRequest | None = None
    stopped: StopReason | None = Field(
        default=None, description="Why the job stopped before the model finished, if it did."
    )
    question: str | None = Field(
        default=None, description="What the job asks the user; their next message answers it."
    )
    options: list[str] = Field(default_factory=list)
    records: list[RecordRef] = Field(default_factory=list)

    def execution(self) -> dict[str, Any]:
        """The `execution` field of the chat's `final` event: `{summary, tool_calls}`."""
        calls = []
        for call in self.tool_calls:
            entry: dict[str, Any] = {
                "tool": call.tool,
                "arguments": call.arguments,
                "outcome": call.outcome,
            }
            if call.tool_call_id:  # links the call to its approval (AG-UI tool call ids)
                entry["tool_call_id"] = call.tool_call_id
            if call.error is not None:
                entry["error"] = call.error
            else:
                entry["result"] = call.result
            calls.append(entry)
        return {
            "summary": self.summary,
            "tool_calls": calls,
            "records": [r.model_dump() for r in self.records],
        }


class ExecutionEvent(BaseModel):
    """One progress event (`step`), then exactly one `approval_required` or `final`.

    `step` events say which node or tool started or finished, in words a person can read;
    the gateway turns them into SSE `step` events.
    """

    type: Literal["step", "approval_required", "final"]
    node: str | None = None
    tool: str | None = None
    status: Literal["started", "finished"] | None = None
    outcome: CallOutcome | None = None
    message: str = ""
    elapsed_s: int | None = Field(
        default=None, description="On a model step: seconds the model has been thinking."
    )
    result: ExecutionResult | None = None
