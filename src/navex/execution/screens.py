"""`find_screen`: navigation inside the execution agent (not a tool of the MCP server).

The model calls it to point the user to a screen; it runs the navigation agent with the
requesting user's context, so the link carries their own host, org and records.
"""

from typing import Any

from navex.navigation import Navigator, RequestContext
from navex.policy import ToolSpec

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
