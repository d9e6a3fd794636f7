"""`find_screen`: navigation inside the execution agent (not a tool of the MCP server).

The model calls it to point the user to a screen; it runs the navigation agent with the
requesting user's context, so the link carries their own host, org and records.
"""

from typing import Any

import structlog
from langchain_core.messages import ToolMessage

from navex.execution.models import ToolCallReport
from navex.execution.safety import wrap_tool_result
from navex.execution.state import RunContext, Step, StepWriter
from navex.execution.steps import tool_step, unrun
from navex.navigation import Navigator, RequestContext
from navex.policy import ToolSpec

logger = structlog.get_logger(__name__)

FIND_SCREEN = "find_screen"

FIND_SCREEN_SPEC = ToolSpec(
    name=FIND_SCREEN,
    description=(
        "Find the screen of the product where the user can see or do something, and a "
        "link to it. Use it when the user asks where something is, or for something the "
        "other tools cannot do. Example: query='edit user details of Tom Becker'."
    ),
    input_schema={
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "query": {
                "type": "string",
                "description": "What the user wants to see or do, in their words, e.g. "
                "'alert rules' or 'device GS-1020 telemetry'.",
                "minLength": 1,
                "maxLength": 300,
            }
        },
        "required": ["query"],
    },
    read_only=True,
    destructive=False,
    version="1",
)


async def find_screen(navigator: Navigator, query: str, context: RequestContext) -> dict[str, Any]:
    """`{screen_name, title, url}`, or `{clarification, options}` when it is not clear."""
    result = await navigator.answer(query, context)
    if result.answer is not None:
        return {
            "screen_name": result.answer.screen_name,
            "title": result.answer.title,
            "url": result.answer.url,
        }
    clarification = result.clarification
    if clarification is None:
        return {"clarification": "I found no screen for that."}
    return {
        "clarification": clarification.question,
        "options": [
            {"label": option.label, "url": option.url}
            for option in clarification.options
            if option.url
        ],
    }


async def find_screen_step(
    navigator: Navigator,
    arguments: dict[str, Any],
    call_id: str,
    run: RunContext,
    emit: StepWriter,
) -> Step:
    """A `find_screen` call of the model's answer: the navigator's link, or its question."""
    query = arguments.get("query")
    if not isinstance(query, str) or not query.strip():
        told = "Give query: what the user wants to see or do."
        return unrun(FIND_SCREEN, arguments, call_id, "rejected", "query is required", told)
    emit(tool_step(FIND_SCREEN, "started", f"Looking for the screen: {query}"))
    try:
        found = await find_screen(navigator, query, run.request)
    except Exception as exc:
        logger.warning("execution_find_screen_failed", error=repr(exc))
        error = "finding the screen failed"
        return unrun(FIND_SCREEN, arguments, call_id, "failed", error, error.capitalize() + ".")
    label = found.get("title") or found.get("clarification")
    emit(tool_step(FIND_SCREEN, "finished", f"Screen: {label}", outcome="succeeded"))
    return Step(
        message=ToolMessage(
            content=wrap_tool_result(FIND_SCREEN, found), tool_call_id=call_id, name=FIND_SCREEN
        ),
        report=ToolCallReport(
            tool=FIND_SCREEN,
            arguments=arguments,
            outcome="succeeded",
            result=found,
            tool_call_id=call_id,
        ),
    )
