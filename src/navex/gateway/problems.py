"""RFC 9457 problem+json for every error the gateway answers, HTTP or SSE `error` event."""

from typing import Any

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

PROBLEM_BASE = "https://navex.example/problems/"
PROBLEM_MEDIA_TYPE = "application/problem+json"

logger = structlog.get_logger(__name__)

_KINDS = {
    400: "bad-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    409: "conflict",
    413: "payload-too-large",
    415: "unsupported-media-type",
    422: "validation-error",
    429: "rate-limited",
    500: "internal-error",
    503: "unavailable",
}


class Problem(StarletteHTTPException):
    """Raise anywhere in a request to answer with problem+json.

    A Starlette HTTPException, so that FastAPI lets it through body parsing (the body-size
    limit raises it while the body is read)."""

    def __init__(
        self,
        status: int,
        detail: str,
        *,
        kind: str | None = None,
        title: str | None = None,
        errors: list[dict[str, Any]] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(status_code=status, detail=detail, headers=headers)
        self.kind = kind or _KINDS.get(status, "error")
        self.title = title or self.kind.replace("-", " ").capitalize()
        self.errors = errors

    @property
    def status(self) -> int:
        return self.status_code

    def body(self, instance: str | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {
            "type": PROBLEM_BASE + self.kind,
            "title": self.title,
            "status": self.status_code,
            "detail": self.detail,
        }
        if instance:
            body["instance"] = instance
        if self.errors:
            body["errors"] = self.errors
        return body


def problem_response(problem: Problem, request_id: str | None = None) -> JSONResponse:
    return JSONResponse(
        problem.body(f"urn:request:{request_id}" if request_id else None),
        status_code=problem.status_code,
        media_type=PROBLEM_MEDIA_TYPE,
        headers=problem.headers,
    )


def _request_id(request: Request) -> str | None:
    value = request.scope.get("state", {}).get("request_id")
    return str(value) if value else None


def validation_errors(errors: Any) -> list[dict[str, Any]]:
    """Pydantic's errors without the offending input (which may be huge or secret)."""
    out = []
    for error in errors:
        entry = {
            "loc": list(error.get("loc", ())),
            "msg": error.get("msg"),
            "type": error.get("type"),
        }
        out.append(entry)
    return out[:50]


async def _on_problem(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    problem = (
        exc
        if isinstance(exc, Problem)
        else Problem(exc.status_code, str(exc.detail), headers=getattr(exc, "headers", None))
    )
    return problem_response(problem, _request_id(request))


async def _on_validation(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = validation_errors(exc.errors())
    malformed = any(e["type"] == "json_invalid" for e in errors)
    problem = Problem(
        422,
        "The request body is not valid JSON."
        if malformed
        else "The request does not match the expected shape.",
        kind="malformed-json" if malformed else "validation-error",
        errors=errors,
    )
    return problem_response(problem, _request_id(request))


async def _on_error(request: Request, exc: Exception) -> JSONResponse:
    logger.exception("gateway_unhandled_error", error=repr(exc))
    return problem_response(
        Problem(500, "Something went wrong on our side; try again."), _request_id(request)
    )


def install_problem_handlers(app: FastAPI) -> None:
    app.add_exception_handler(StarletteHTTPException, _on_problem)
    app.add_exception_handler(RequestValidationError, _on_validation)
    app.add_exception_handler(Exception, _on_error)
