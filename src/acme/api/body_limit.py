"""Request bodies over `ACME_MAX_BODY_BYTES` are refused with 413 before they are read.

Pure ASGI, in front of everything (API, console forms, assistant proxy): a declared
Content-Length over the limit is answered at once, without running the app; a body sent
without one (chunked) is counted as it streams in and refused at the first byte over the
limit, so no handler ever holds more than the limit in memory.
"""

import structlog
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from acme.api.problems import Problem, problem_response

logger = structlog.get_logger(__name__)


class BodyTooLarge(HTTPException):
    """Raised from `receive` while the app reads the body; FastAPI lets an HTTPException
    through body parsing, and Acme's handler answers it as problem+json."""

    def __init__(self, limit: int) -> None:
        super().__init__(413, too_large_detail(limit))


def too_large_detail(limit: int) -> str:
    return (
        f"The request body is larger than {limit} bytes, the most this API accepts; "
        "send less (split a large import into several requests)."
    )


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name.lower() == b"content-length":
            text = value.decode("latin-1").strip()
            return int(text) if text.isdigit() else None
    return None


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.max_body_bytes
        declared = _declared_length(scope)
        if declared is not None and declared > limit:
            logger.info("request_body_refused", declared=declared, limit=limit)
            response = problem_response(Problem(413, too_large_detail(limit)))
            await response(scope, receive, send)
            return
        received = 0

        async def receive_limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    logger.info("request_body_refused", received=received, limit=limit)
                    raise BodyTooLarge(limit)
            return message

        await self.app(scope, receive_limited, send)
