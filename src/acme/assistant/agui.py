"""`POST /api/assistant/agui`: the assistant over the AG-UI protocol, for agent front ends
(CopilotKit, the `@ag-ui/client` HttpAgent, ...).

The same chain as `/api/assistant/chat`: the user proven here (bearer token, or the
session cookie of a same-origin page), a service JWT minted for them, and the request
forwarded to the gateway's `POST /v1/agui` with the user's own token inside. The body is
the client's `RunAgentInput`, passed on as it is (the gateway checks it); who asks is
never read from it. AG-UI events come back as SSE, each whole event as soon as the
gateway has sent it; a stream that breaks off before its RUN_FINISHED or RUN_ERROR gets
one RUN_ERROR.
"""

import json
from collections.abc import AsyncIterator
from typing import Annotated, Any

import anyio
import httpx
import structlog
from fastapi import Body, Request
from starlette.responses import Response

from acme.assistant.proxy import (
    UNAVAILABLE,
    AssistantCaller,
    WholeEvents,
    context_of,
    forward,
)

logger = structlog.get_logger(__name__)

ENDINGS = frozenset({"RUN_FINISHED", "RUN_ERROR"})


class WholeAguiEvents(WholeEvents):
    """Whole SSE events, the stream's ending being an AG-UI RUN_FINISHED or RUN_ERROR."""

    @staticmethod
    def _terminal(event: bytes) -> bool:
        lines = [line.rstrip(b"\r") for line in event.split(b"\n")]
        data = b"\n".join(line[5:].lstrip() for line in lines if line.startswith(b"data:"))
        if not data:
            return False
        try:
            parsed = json.loads(data)
        except ValueError:
            return False
        return isinstance(parsed, dict) and parsed.get("type") in ENDINGS


def run_error(detail: str) -> bytes:
    event = {"type": "RUN_ERROR", "message": detail, "code": UNAVAILABLE}
    # The blank line first ends whatever partial event came before the break.
    return b"\n\n" + f"data: {json.dumps(event)}\n\n".encode()


async def relay_agui(upstream: httpx.Response) -> AsyncIterator[bytes]:
    events = WholeAguiEvents()
    try:
        async for chunk in upstream.aiter_bytes():
            whole = events.feed(chunk)
            if whole:
                yield whole
        if not events.ended:
            logger.warning("assistant_agui_stream_ended_without_ending")
            yield run_error("The assistant's answer broke off. Try again.")
    except (httpx.HTTPError, ValueError) as exc:
        logger.warning("assistant_agui_stream_broken", error=repr(exc))
        if not events.ended:
            yield run_error("The assistant's answer broke off. Try again.")
    finally:
        with anyio.CancelScope(shield=True):  # the client went away: hang up on the gateway
            await upstream.aclose()


async def run_agent(
    request: Request,
    caller: AssistantCaller,
    payload: Annotated[dict[str, Any], Body(description="An AG-UI RunAgentInput.")],
) -> Response:
    """Run the assistant for an AG-UI client: `RunAgentInput` in, AG-UI events out as SSE
    (RUN_STARTED first, RUN_FINISHED or RUN_ERROR last; an approval is an interrupt that
    the next run answers with `resume`)."""
    body = {"run": payload, **(await context_of(request, caller))}
    return await forward(request, caller, "POST", "/v1/agui", body, stream=relay_agui)
