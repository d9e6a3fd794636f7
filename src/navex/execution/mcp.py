"""The product's MCP tools, loaded once, called as the requesting user.

`McpToolbox.load()` lists the tool server's tools once at start-up. Each call then goes
through a chain of interceptors (the pattern of langchain-mcp-adapters' tool call
interceptors: `async (request, handler) -> result`) before it is sent; the default chain
has `user_token_interceptor`, which puts the requesting user's token in the call's
`Authorization` header. The token is read from the call's `RequestContext` each time and
is never stored in a tool, the toolbox or the graph's state.

langchain-mcp-adapters itself cannot be used here: its releases (up to 0.3.2) require
mcp<2, and FastMCP 4, which the tool server is written against, requires mcp>=2.3. So the
calls go through FastMCP's own client over streamable HTTP, one short MCP session per
call (the server is stateless; the token travels with every HTTP request anyway).
"""

import dataclasses
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import structlog
from fastmcp import Client
from fastmcp.client.transports import StreamableHttpTransport

from navex.navigation import RequestContext
from navex.policy import ToolSpec, tool_specs

logger = structlog.get_logger(__name__)


@dataclass(frozen=True)
class McpToolRequest:
    """One tool call on its way to the MCP server."""

    name: str
    arguments: dict[str, Any]
    context: RequestContext
    headers: Mapping[str, str] = field(default_factory=dict)
    timeout: float | None = None

    def override(self, **changes: Any) -> "McpToolRequest":
        return dataclasses.replace(self, **changes)


@dataclass(frozen=True)
class McpToolResult:
    """The tool's answer: `data` (structured content, else the text) or an error text."""

    is_error: bool
    data: Any = None
    text: str = ""


Handler = Callable[[McpToolRequest], Awaitable[McpToolResult]]


class ToolCallInterceptor(Protocol):
    async def __call__(self, request: McpToolRequest, handler: Handler) -> McpToolResult: ...


async def user_token_interceptor(request: McpToolRequest, handler: Handler) -> McpToolResult:
    """Send the call with the requesting user's own bearer token (none if there is none:
    the tool server then refuses, and the job stops)."""
    headers = {k: v for k, v in request.headers.items() if k.lower() != "authorization"}
    token = request.context.user_token
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return await handler(request.override(headers=headers))


class McpToolbox:
    """The tools of one MCP server (streamable HTTP): listed once, called per user."""

    def __init__(
        self,
        url: str,
        *,
        interceptors: Sequence[ToolCallInterceptor] = (user_token_interceptor,),
        timeout: float = 60.0,
        list_headers: Mapping[str, str] | None = None,
    ) -> None:
        self.url = url
        self.interceptors = list(interceptors)
        self.timeout = timeout
        self.list_headers = dict(list_headers or {})
        self._specs: dict[str, ToolSpec] | None = None

    @property
    def specs(self) -> dict[str, ToolSpec]:
        if self._specs is None:
            raise RuntimeError("McpToolbox.load() has not run")
        return self._specs

    async def load(self, *, refresh: bool = False) -> dict[str, ToolSpec]:
        """The server's tools by name (listed once; `refresh` lists them again)."""
        if self._specs is None or refresh:
            transport = StreamableHttpTransport(self.url, headers=self.list_headers)
            async with Client(transport, timeout=self.timeout) as client:
                tools = await client.list_tools()
            self._specs = tool_specs(tools)
            logger.info("mcp_tools_loaded", url=self.url, tools=sorted(self._specs))
        return self._specs

    async def call(self, request: McpToolRequest) -> McpToolResult:
        """Run the interceptor chain, then send the call."""
        handler: Handler = self._send
        for interceptor in reversed(self.interceptors):
            handler = _wrap(interceptor, handler)
        return await handler(request)

    async def _send(self, request: McpToolRequest) -> McpToolResult:
        transport = StreamableHttpTransport(self.url, headers=dict(request.headers))
        async with Client(transport, timeout=request.timeout or self.timeout) as client:
            result = await client.call_tool(request.name, request.arguments, raise_on_error=False)
        text = "\n".join(
            str(getattr(block, "text", "")) for block in result.content if hasattr(block, "text")
        )
        if result.is_error:
            return McpToolResult(is_error=True, text=text or "The tool failed without a message.")
        data: Any = result.structured_content if result.structured_content is not None else text
        return McpToolResult(is_error=False, data=data, text=text)


def _wrap(interceptor: ToolCallInterceptor, handler: Handler) -> Handler:
    async def wrapped(request: McpToolRequest) -> McpToolResult:
        return await interceptor(request, handler)

    return wrapped
