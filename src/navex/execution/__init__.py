"""The execution agent: a LangGraph ReAct loop over the product's MCP tools, each call
decided by the policy gateway and made with the requesting user's own token."""

from navex.execution.agent import (
    ExecutionAgent,
    ExecutionSetupError,
    NoPendingApproval,
    checkpoint_thread_id,
)
from navex.execution.answer import AnswerComposer, JobRecord
from navex.execution.calls import option_label
from navex.execution.mcp import (
    McpToolbox,
    McpToolRequest,
    McpToolResult,
    ToolCallInterceptor,
    user_token_interceptor,
)
from navex.execution.models import (
    ApprovalRequest,
    CallOutcome,
    ExecutionEvent,
    ExecutionResult,
    RecordRef,
    StopReason,
    ToolCallReport,
)
from navex.execution.prompt import SYSTEM_PROMPT
from navex.execution.safety import injection_findings, wrap_tool_result
from navex.execution.screens import FIND_SCREEN, FIND_SCREEN_SPEC, find_screen
from navex.execution.state import RunContext, ThreadStatus

__all__ = [
    "FIND_SCREEN",
    "FIND_SCREEN_SPEC",
    "SYSTEM_PROMPT",
    "AnswerComposer",
    "ApprovalRequest",
    "CallOutcome",
    "ExecutionAgent",
    "ExecutionEvent",
    "ExecutionResult",
    "ExecutionSetupError",
    "JobRecord",
    "McpToolRequest",
    "McpToolResult",
    "McpToolbox",
    "NoPendingApproval",
    "RecordRef",
    "RunContext",
    "StopReason",
    "ThreadStatus",
    "ToolCallInterceptor",
    "ToolCallReport",
    "checkpoint_thread_id",
    "find_screen",
    "injection_findings",
    "option_label",
    "user_token_interceptor",
    "wrap_tool_result",
]
