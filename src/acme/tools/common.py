"""What every tool module shares: Acme as the caller of the current tool call, the tools'
annotations and metadata, and the argument types several areas use."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import httpx
from fastmcp.exceptions import ToolError
from fastmcp.server.dependencies import get_context, get_http_request
from pydantic import Field

from acme.tools.api import Api, Refusal, bearer_token
from acme.tools.phrasing import Phrasing

TOOL_VERSION = "1"
LINK_KEY = "acme"  # the lifespan context's key for the AcmeLink


@dataclass
class AcmeLink:
    """Where Acme's REST API is, and the HTTP client the server's lifespan keeps open."""

    base_url: str
    client: httpx.AsyncClient | None = None


Kind = Literal[
    "devices",
    "users",
    "products",
    "sites",
    "alerts",
    "work_orders",
    "manufacturers",
    "categories",
    "teams",
    "alert_rules",
]
Role = Literal["admin", "operator", "viewer"]
Config = dict[str, Any]
ConfigChange = Annotated[
    Config | None,
    Field(
        description="Settings to change, merged into the current ones, e.g. "
        '{"sample_interval_s": 30}. A key set to null is removed.'
    ),
]
NewConfig = Annotated[
    Config | None,
    Field(description='Optional settings, e.g. {"sample_interval_s": 15}.'),
]
DeviceRef = Annotated[
    str,
    Field(
        description="The device's serial number or name, e.g. 'GS-1020' or 'Jetty 3 H2S'.",
        min_length=1,
        max_length=200,
    ),
]
UserRef = Annotated[
    str,
    Field(
        description="The user's email or full name, e.g. 'tom.becker@acme.example' or "
        "'Tom Becker'.",
        min_length=1,
        max_length=320,
    ),
]


def annotations(
    *, read_only: bool = False, destructive: bool = False, idempotent: bool = False
) -> dict[str, Any]:
    """The MCP tool annotations (hints a client shows or uses to ask for approval)."""
    if read_only:
        return {"readOnlyHint": True, "openWorldHint": False}
    return {
        "readOnlyHint": False,
        "destructiveHint": destructive,
        "idempotentHint": idempotent,
        "openWorldHint": False,
    }


def meta(phrasing: Phrasing) -> dict[str, Any]:
    """The tool's version and how its work is told to a person (see acme.tools.phrasing)."""
    return {"version": TOOL_VERSION, "phrasing": phrasing}


def merge_config(current: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    """`current` with `changes` applied; a key changed to None is removed."""
    merged = dict(current)
    for key, value in changes.items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = value
    return merged


def partial(error: ToolError, created: str) -> ToolError:
    """The error of a chain's later step, plus what its earlier steps created."""
    message = f"{error} {created}"
    return Refusal(message) if isinstance(error, Refusal) else ToolError(message)


def _link() -> AcmeLink:
    link = get_context().lifespan_context.get(LINK_KEY)
    if not isinstance(link, AcmeLink):
        raise ToolError("The tool server was started without its connection to Acme.")
    return link


@asynccontextmanager
async def acme() -> AsyncIterator[Api]:
    """Acme as the caller of this tool call (the bearer token is read per call)."""
    try:
        authorization = get_http_request().headers.get("authorization")
    except RuntimeError:
        authorization = None
    token = bearer_token(authorization)
    link = _link()
    if link.client is not None:
        yield Api(link.client, token)
        return
    async with httpx.AsyncClient(base_url=link.base_url, timeout=30.0) as own:
        yield Api(own, token)
