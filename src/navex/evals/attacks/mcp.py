"""The MCP tool server called directly, as an attacker who has some token would."""

from __future__ import annotations

import json
from typing import Any

from fastmcp import Client
from fastmcp.client.transports import StreamableHttpTransport


async def mcp_call(
    url: str, token: str | None, tool: str, arguments: dict[str, Any]
) -> tuple[bool, str]:
    """(the tool reported an error, what it answered)."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with Client(StreamableHttpTransport(url, headers=headers), timeout=30) as client:
        result = await client.call_tool(tool, arguments, raise_on_error=False)
    text = " ".join(getattr(part, "text", "") for part in result.content)
    if not text and result.structured_content is not None:
        text = json.dumps(result.structured_content, default=str)
    return bool(result.is_error), text[:300]


__all__ = ["mcp_call"]
