"""The MCP tool server for Acme's API (FastMCP, streamable HTTP).

Every tool acts as the caller: it reads the bearer token of the incoming MCP HTTP request
on each call and sends it to Acme's REST API, which authenticates, scopes to the caller's
org and checks the role. Nothing here is privileged: no service account, no SQL. Chains
(look up a manufacturer, create it if missing, then create the product) are done by code,
so that a small model only has to pass the names the user said.

The tools live one module per area, each with a `register(mcp)`; this module assembles
them into one server.
"""

from collections.abc import AsyncIterator
from typing import Any

import httpx
from fastmcp import FastMCP
from fastmcp.server.lifespan import lifespan
from starlette.applications import Starlette

from acme.api.body_limit import BodyLimitMiddleware
from acme.config import get_settings
from acme.tools import catalog, devices, operations, records, users
from acme.tools.common import LINK_KEY, AcmeLink

MCP_PATH = "/mcp"
DEFAULT_PORT = 8200

INSTRUCTIONS = (
    "Tools for Acme IoT Console, acting as the signed-in user (their role and org apply). "
    "Pass names exactly as the user said them: the tools look up ids themselves. When a "
    "tool answers that a name is ambiguous or unknown, ask the user which one they mean."
)

AREAS = (records, catalog, devices, users, operations)

TOOL_NAMES = (
    "search_records",
    "get_record",
    "register_product",
    "update_product",
    "onboard_device",
    "update_device",
    "decommission_device",
    "invite_user",
    "update_user",
    "deactivate_user",
    "create_site",
    "create_alert_rule",
    "acknowledge_alert",
    "create_work_order",
)


def create_tool_server(api_url: str) -> FastMCP:
    """The FastMCP server whose tools call Acme's REST API at `api_url` as the caller.

    Serve it with `create_tool_app` (or `server.http_app(path="/mcp")`); each request must
    carry `Authorization: Bearer <the user's Acme token>`.
    """
    link = AcmeLink(api_url.rstrip("/"))

    @lifespan
    async def http_client(server: FastMCP) -> AsyncIterator[dict[str, Any]]:
        async with httpx.AsyncClient(base_url=link.base_url, timeout=30.0) as client:
            link.client = client
            try:
                yield {LINK_KEY: link}
            finally:
                link.client = None

    mcp = FastMCP(
        "acme-tools",
        instructions=INSTRUCTIONS,
        version="1.0.0",
        lifespan=http_client,
        mask_error_details=True,  # unexpected errors: no stack details to the model
    )
    for area in AREAS:
        area.register(mcp)
    return mcp


def create_tool_app(
    api_url: str, *, stateless: bool = True, max_body_bytes: int | None = None
) -> Starlette:
    """The ASGI app serving the tools at /mcp over streamable HTTP.

    Stateless by default: no MCP session lives in process memory, so replicas behind a
    load balancer need no sticky sessions (the token travels with every request anyway).
    Bodies over `max_body_bytes` (default: `ACME_MAX_BODY_BYTES`, as for the API) are
    refused with 413 before they are read.
    """
    # traced by FastMCP itself (when a tracer provider is set): each call's SERVER span
    # continues the trace context its client put in the call's `_meta`
    app = create_tool_server(api_url).http_app(path=MCP_PATH, stateless_http=stateless)
    limit = max_body_bytes if max_body_bytes is not None else get_settings().max_body_bytes
    app.add_middleware(BodyLimitMiddleware, max_body_bytes=limit)
    return app
