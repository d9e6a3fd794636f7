"""RFC 9457 problem+json errors with stable `type` URIs."""

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from acme.api.input_rules import MAX_JSON_DEPTH

PROBLEM_BASE = "https://acme.example/problems/"
PROBLEM_MEDIA_TYPE = "application/problem+json"

_TYPES_BY_STATUS = {
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
}


class ProblemDetail(BaseModel):
    type: str
    title: str
    status: int
    detail: str | None = None
    errors: list[dict[str, Any]] | None = None


class Problem(Exception):
    """Raise anywhere in a request to answer with problem+json."""

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
        super().__init__(detail)
        self.status = status
        self.kind = kind or _TYPES_BY_STATUS.get(status, "error")
        self.title = title or self.kind.replace("-", " ").capitalize()
        self.detail = detail
        self.errors = errors
        self.headers = headers

    def to_model(self) -> ProblemDetail:
        return ProblemDetail(
            type=PROBLEM_BASE + self.kind,
            title=self.title,
            status=self.status,
            detail=self.detail,
            errors=self.errors,
        )


def not_found(kind: str, ident: object) -> Problem:
    return Problem(404, f"No {kind} with id {ident} in your organization.")


def problem_response(problem: Problem) -> JSONResponse:
    return JSONResponse(
        problem.to_model().model_dump(exclude_none=True),
        status_code=problem.status,
        media_type=PROBLEM_MEDIA_TYPE,
        headers=problem.headers,
    )


async def _on_problem(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, Problem)
    return problem_response(exc)


async def _on_http_exception(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    if isinstance(exc.__cause__, RecursionError):  # Python's JSON parser gave up on the depth
        return problem_response(
            Problem(
                422,
                "The request body nests too deeply to be read: a free-form JSON field may "
                f"nest at most {MAX_JSON_DEPTH} levels; flatten it.",
                errors=[{"loc": ["body"], "msg": "nests too deeply", "type": "json_too_deep"}],
            )
        )
    return problem_response(
        Problem(exc.status_code, str(exc.detail), headers=getattr(exc, "headers", None))
    )


async def _on_validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = [
        {
            "loc": list(err.get("loc", ())),
            "msg": err.get("msg", ""),
            "type": err.get("type", ""),
        }
        for err in exc.errors()
    ]
    summary = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in errors[:5])
    return problem_response(Problem(422, f"The request is not valid: {summary}", errors=errors))


def install_problem_handlers(app: FastAPI) -> None:
    app.add_exception_handler(Problem, _on_problem)
    app.add_exception_handler(StarletteHTTPException, _on_http_exception)
    app.add_exception_handler(RequestValidationError, _on_validation_error)


PROBLEM_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ProblemDetail, "content": {PROBLEM_MEDIA_TYPE: {}}, "description": kind}
    for status, kind in [
        (401, "Missing, invalid or expired token"),
        (403, "Your role may not do this"),
        (404, "Not found in your organization"),
        (422, "Invalid request"),
    ]
}
