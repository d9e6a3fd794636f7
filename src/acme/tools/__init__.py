"""The MCP tool server for Acme's API: FastMCP over streamable HTTP, every tool calling
Acme's REST API with the caller's own bearer token."""

from acme.tools.common import TOOL_VERSION
from acme.tools.server import (
    DEFAULT_PORT,
    MCP_PATH,
    TOOL_NAMES,
    create_tool_app,
    create_tool_server,
)

__all__ = [
    "DEFAULT_PORT",
    "MCP_PATH",
    "TOOL_NAMES",
    "TOOL_VERSION",
    "create_tool_app",
    "create_tool_server",
]
