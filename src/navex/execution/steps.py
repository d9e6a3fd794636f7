"""Small pieces every tool-call step is made of: the tool message for the model, the
progress event for the user, and the record of a call the job never reached."""

from typing import Any, Literal

from langchain_core.messages import ToolMessage

from navex.execution.models import CallOutcome, ExecutionEvent, ToolCallReport
from navex.execution.state import ModelToolCall, Step

NOT_RUN = {
    "unauthorized": "not run: the sign-in expired first",
    "repeated_call": "not run: the job stopped at a repeated call",
    "step_limit": "not run: the step limit was reached",
    "forbidden": "not run: the job stopped at a refused call",
    "needs_input": "not run: the job waits for the user's answer",
}


def error_message(tool: str, call_id: str, text: str) -> ToolMessage:
    return ToolMessage(content=text, tool_call_id=call_id, name=tool, status="error")


def tool_step(
    tool: str,
    status: Literal["started", "finished"],
    message: str,
    outcome: CallOutcome | None = None,
) -> ExecutionEvent:
    """A `step` event of the tools node: what one tool call is doing, in plain words."""
    return ExecutionEvent(
        type="step", node="tools", tool=tool, status=status, outcome=outcome, message=message
    )


def not_run(tool_call: ModelToolCall, stop: str) -> tuple[ToolMessage, ToolCallReport]:
    """The message and report of a call the job did not reach."""
    reason = NOT_RUN[stop]
    return (
        error_message(tool_call["name"], tool_call["id"], reason.capitalize() + "."),
        ToolCallReport(
            tool=tool_call["name"],
            arguments=dict(tool_call.get("args") or {}),
            outcome="not_run",
            error=reason,
            tool_call_id=tool_call["id"],
        ),
    )


def unrun(
    tool: str,
    arguments: dict[str, Any],
    call_id: str,
    outcome: CallOutcome,
    error: str,
    told: str,
    *,
    approval_id: str | None = None,
) -> Step:
    """A call that did not run: `told` goes back to the model, `error` into the record."""
    return Step(
        message=error_message(tool, call_id, told),
        report=ToolCallReport(
            tool=tool,
            arguments=arguments,
            outcome=outcome,
            error=error,
            tool_call_id=call_id,
            approval_id=approval_id,
        ),
    )
