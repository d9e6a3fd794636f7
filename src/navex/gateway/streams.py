"""The SSE events the gateway sends, and the rule that ends every stream: exactly one
`final` or `error`, as its last event (`one_ending`)."""

import json
from collections.abc import AsyncIterator
from typing import Any

import structlog
from sse_starlette import ServerSentEvent

from navex.gateway.failures import stream_failure
from navex.gateway.problems import Problem
from navex.observability.metrics import CHAT_EVENTS

logger = structlog.get_logger(__name__)


def sse(event: str, data: dict[str, Any]) -> ServerSentEvent:
    CHAT_EVENTS.labels(event).inc()
    return ServerSentEvent(
        data=json.dumps(data, ensure_ascii=False, default=str, separators=(",", ":")),
        event=event,
    )


def error_event(problem: Problem, request_id: str) -> ServerSentEvent:
    return sse("error", problem.body(f"urn:request:{request_id}"))


# what ends a stream; `approval_required` does not (the pause's `final` follows it)
TERMINAL = frozenset({"final", "error"})


async def one_ending(
    events: AsyncIterator[ServerSentEvent], request_id: str
) -> AsyncIterator[ServerSentEvent]:
    """`events`, cut after the first terminal event, with an `error` at the end when they
    fail or stop without one: every stream ends with exactly one terminal event."""
    try:
        async for event in events:
            yield event
            if event.event in TERMINAL:
                return
    except Exception as exc:
        problem = stream_failure(exc)
        if problem.status == 503:  # a dependency is down: say which, no traceback
            logger.warning("gateway_stream_failed", error=repr(exc), problem=problem.kind)
        else:
            logger.exception("gateway_stream_failed", error=repr(exc), problem=problem.kind)
        yield error_event(problem, request_id)
        return
    finally:
        aclose = getattr(events, "aclose", None)
        if aclose is not None:
            await aclose()
    logger.error("gateway_stream_ended_without_answer")
    yield error_event(Problem(500, "The answer ended unexpectedly; try again."), request_id)
