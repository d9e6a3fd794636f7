"""`/api/assistant/*`: the console's way to the navex gateway.

The browser only ever talks to Acme. For each call Acme proves who the user is (session
cookie or bearer token, verified here; nothing in a body is believed), mints a service JWT
for that user and forwards the request to the gateway with the user's own token inside.
Server-sent events come back through unchanged, each event as soon as the gateway has sent
all of it; a stream that breaks off before its ending gets one `error` event.
"""

import json
import re
from collections.abc import AsyncIterator, Callable
from typing import Annotated, Any
from urllib.parse import urlencode, urlsplit

import anyio
import httpx
import psycopg
import structlog
from fastapi import APIRouter, Body, Depends, Path, Query, Request, Response
from fastapi.responses import StreamingResponse
from httpx_aiohttp import AiohttpTransport
from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
from pydantic import BaseModel, ConfigDict, Field, StrictBool, field_validator
from pydantic_core import PydanticCustomError
from starlette.background import BackgroundTask

from acme.api.auth import (
    SESSION_COOKIE,
    Caller,
    CallerCache,
    KeyRing,
    caller_from_token,
    rate_limited,
)
from acme.api.data_versions import DataVersions
from acme.api.input_rules import text_problem
from acme.api.problems import PROBLEM_BASE, PROBLEM_MEDIA_TYPE, Problem
from acme.assistant.service_token import mint_service_token
from acme.config import AcmeSettings

logger = structlog.get_logger(__name__)

SSE_MEDIA_TYPE = "text/event-stream"
UNAVAILABLE = "assistant-unavailable"
# Opaque ids minted by the gateway: safe to put in a URL path as they are.
ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$"
_HOST = re.compile(r"^[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$")
MAX_MESSAGE = 4000
# The gateway may think for minutes (a CPU model's first step); connecting must be quick.
TIMEOUT = httpx.Timeout(connect=5.0, read=600.0, write=30.0, pool=5.0)
GATEWAY_LIMITS = httpx.Limits(max_connections=200, max_keepalive_connections=100)
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")

    message: str = Field(min_length=1, max_length=MAX_MESSAGE)
    thread_id: str | None = Field(default=None, pattern=ID_PATTERN)

    @field_validator("message")
    @classmethod
    def _plain_text(cls, message: str) -> str:
        reason = text_problem(message)
        if reason:
            raise PydanticCustomError("unstorable_value", reason)
        return message


class ApprovalRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")

    # strict: "yes", 1 or "true" are not an answer; only JSON true or false
    approve: StrictBool


class GatewayClient:
    """One pooled HTTP client to the gateway, for the app's lifetime."""

    def __init__(self, base_url: str | None, transport: httpx.AsyncBaseTransport | None = None):
        self.base_url = base_url.rstrip("/") if base_url else None
        if transport is None and not HTTPXClientInstrumentor().is_instrumented_by_opentelemetry:
            # aiohttp parses HTTP in C: httpx's own transport cost the proxy about 1 ms of
            # CPU per message under load. Traced, httpx's own (its instrumentation passes
            # `traceparent` on).
            transport = AiohttpTransport(limits=GATEWAY_LIMITS)
        self.http = httpx.AsyncClient(timeout=TIMEOUT, transport=transport)

    def url(self, path: str) -> str:
        if self.base_url is None:
            raise Problem(
                503,
                "The assistant is not configured on this console (ACME_ASSISTANT_URL).",
                kind=UNAVAILABLE,
                title="Assistant unavailable",
            )
        return self.base_url + path

    async def aclose(self) -> None:
        await self.http.aclose()


def gateway_of(request: Request) -> GatewayClient:
    """The app's gateway client (made on first use when the lifespan did not make one)."""
    state = request.app.state
    gateway: GatewayClient | None = getattr(state, "assistant", None)
    if gateway is None:
        settings: AcmeSettings = state.settings
        gateway = GatewayClient(settings.assistant_url)
        state.assistant = gateway
    return gateway


# -- who is asking -------------------------------------------------------------------------


def _unauthorized(detail: str) -> Problem:
    return Problem(401, detail, headers={"WWW-Authenticate": "Bearer"})


def check_same_origin(request: Request) -> None:
    """Refuse cookie-authenticated requests that another site made the browser send.

    Browsers say where a request comes from in Sec-Fetch-Site (and Origin); a request
    that states neither is refused when it would change something.
    """
    site = request.headers.get("sec-fetch-site")
    origin = request.headers.get("origin")
    if site is not None:
        if site == "same-origin" or (site == "none" and request.method in SAFE_METHODS):
            return
        raise Problem(403, "Cross-site requests to the assistant are refused.")
    if origin is not None:
        parts = urlsplit(origin)
        if parts.scheme in ("http", "https") and parts.netloc.lower() == _host(request).lower():
            return
        raise Problem(403, "Cross-site requests to the assistant are refused.")
    if request.method not in SAFE_METHODS:
        raise Problem(
            403,
            "This request does not say where it comes from (no Origin or Sec-Fetch-Site): "
            "send a bearer token, or call from the console.",
        )


def caller_cache(request: Request) -> CallerCache:
    """The proxy's accounts of the last few seconds (`ACME_ASSISTANT_CALLER_CACHE_SECONDS`):
    every chat message would otherwise read the user and the org again."""
    state = request.app.state
    cache: CallerCache | None = getattr(state, "caller_cache", None)
    if cache is None:
        settings: AcmeSettings = state.settings
        cache = state.caller_cache = CallerCache(settings.assistant_caller_cache_seconds)
    return cache


async def assistant_caller(request: Request) -> Caller:
    """The caller from a bearer token, or from the session cookie of a same-origin page;
    the token is verified on every request, its account read at most every few seconds."""
    cache = caller_cache(request)
    authorization = request.headers.get("authorization")
    if authorization:
        scheme, _, token = authorization.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise _unauthorized("Send a token: Authorization: Bearer <access_token>.")
        caller = await caller_from_token(request, token.strip(), cache=cache)
        return await rate_limited(request, caller)
    cookie = request.cookies.get(SESSION_COOKIE)
    if not cookie:
        raise _unauthorized("Sign in to use the assistant.")
    check_same_origin(request)
    return await rate_limited(request, await caller_from_token(request, cookie, cache=cache))


def _host(request: Request) -> str:
    return request.headers.get("host", "")


def hostname_of(request: Request, settings: AcmeSettings) -> str:
    """Where the user is (white label), for the links the gateway builds: host[:port], or
    the origin (http://host:port) when the console is not served over https."""
    host = _host(request)
    host = host if _HOST.match(host) else settings.public_host
    scheme = request.url.scheme
    return host if scheme == "https" else f"{scheme}://{host}"


async def context_of(request: Request, caller: Caller) -> dict[str, Any]:
    """The parts of every gateway body that say who asks and from where, and the org's
    data version as it is now: read before the request is sent, so that whatever the
    gateway reads afterwards is at least as new (its copies read under the same version
    need no asking again; any write in the org changes it)."""
    settings: AcmeSettings = request.app.state.settings
    versions: DataVersions = request.app.state.data_versions
    try:
        version = await versions.of(caller.org_id)
    except (psycopg.Error, OSError) as exc:  # the gateway then reads as it would without
        logger.warning("assistant_data_version_unread", error=repr(exc))
        version = None
    header: dict[str, Any] = {"user_token": caller.token}
    if version is not None:
        header["data_version"] = str(version)
    return {
        "hostname": hostname_of(request, settings),
        "platform": "web",
        "metadata": {
            "user_id": caller.user_id,
            "org_id": caller.org_id,
            "role": caller.role,
            "email": caller.email,
        },
        "header": header,
    }


async def gateway_headers(request: Request, caller: Caller, accept: str) -> dict[str, str]:
    keyring: KeyRing = request.app.state.keyring
    settings: AcmeSettings = request.app.state.settings
    token = await mint_service_token(keyring, settings, caller)
    headers = {"Authorization": f"Bearer {token}", "Accept": accept}
    request_id = request.headers.get("x-request-id")
    if request_id and len(request_id) <= 128:
        headers["X-Request-ID"] = request_id
    return headers


# -- talking to the gateway ----------------------------------------------------------------


def unreachable(exc: Exception) -> Problem:
    logger.warning("assistant_gateway_unreachable", error=repr(exc))
    return Problem(
        503,
        "The assistant cannot be reached right now. Try again in a moment.",
        kind=UNAVAILABLE,
        title="Assistant unavailable",
        headers={"Retry-After": "5"},
    )


def sse_event(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()


def stream_broken() -> bytes:
    problem = {
        "type": PROBLEM_BASE + UNAVAILABLE,
        "title": "Assistant unavailable",
        "status": 502,
        "detail": "The assistant's answer broke off. Try again.",
    }
    # The blank line first ends whatever partial event came before the break.
    return b"\n\n" + sse_event("error", problem)


_PASSED_HEADERS = (
    "retry-after",
    "x-request-id",
    "x-thread-id",
    "ratelimit-limit",
    "ratelimit-remaining",
    "ratelimit-reset",
)


async def plain_reply(upstream: httpx.Response) -> Response:
    """A non-streamed gateway answer, passed through; its failures said in Acme's terms."""
    body = await upstream.aread()
    await upstream.aclose()
    media_type = upstream.headers.get("content-type")
    headers = {k: v for k, v in upstream.headers.items() if k.lower() in _PASSED_HEADERS}
    if upstream.status_code == 401:
        # Acme verified the user already: the gateway refused Acme's own service token,
        # a setup problem (keys, audience, clock), not the user's.
        logger.error("assistant_gateway_refused_service_token", status=upstream.status_code)
        raise Problem(502, "The assistant refused the console's credentials.", kind=UNAVAILABLE)
    if upstream.status_code >= 500 and not (media_type or "").startswith(PROBLEM_MEDIA_TYPE):
        raise Problem(502, "The assistant failed to answer. Try again.", kind=UNAVAILABLE)
    return Response(body, upstream.status_code, headers=headers, media_type=media_type)


# what ends a stream: `approval_required` does not (the paused job's `final` follows it)
TERMINAL_EVENTS = frozenset({b"final", b"error"})
MAX_EVENT_BYTES = 8 * 1024 * 1024


class WholeEvents:
    """Cuts the gateway's bytes at event boundaries (a blank line), so that only whole
    events reach the browser: a stream broken mid-event must not hand it half an event,
    which the `error` appended after it would complete. Notes whether a terminal event
    (`final` or `error`; not `approval_required`, which a `final` follows) went
    through."""

    def __init__(self) -> None:
        self.pending = b""
        self.scanned = 0  # bytes of `pending` already searched for line ends
        self.ended = False

    def feed(self, chunk: bytes) -> bytes:
        """The whole events that `chunk` completes (possibly none)."""
        self.pending += chunk
        start, position = 0, self.scanned
        out: list[bytes] = []
        while (newline := self.pending.find(b"\n", position)) >= 0:
            line = self.pending[position:newline].rstrip(b"\r")
            position = newline + 1
            if line == b"":
                event = self.pending[start:position]
                out.append(event)
                start = position
                self.ended = self.ended or self._terminal(event)
        self.pending = self.pending[start:]
        self.scanned = position - start
        if len(self.pending) > MAX_EVENT_BYTES:
            raise ValueError("an event larger than the proxy relays")
        return b"".join(out)

    @staticmethod
    def _terminal(event: bytes) -> bool:
        fields = [line.rstrip(b"\r") for line in event.split(b"\n")]
        names = [f[6:].strip() for f in fields if f.startswith(b"event:")]
        has_data = any(f.startswith(b"data:") for f in fields)
        return has_data and bool(names) and names[-1] in TERMINAL_EVENTS


async def relay(upstream: httpx.Response) -> AsyncIterator[bytes]:
    """The gateway's events, each as soon as it is whole; ended with one `error` event if
    the stream breaks off (or stops) before its `final` or `error` (an `approval_required`
    alone is no ending)."""
    events = WholeEvents()
    try:
        async for chunk in upstream.aiter_bytes():
            whole = events.feed(chunk)
            if whole:
                yield whole
        if not events.ended:
            logger.warning("assistant_stream_ended_without_answer")
            yield stream_broken()
    except (httpx.HTTPError, ValueError) as exc:
        logger.warning("assistant_stream_broken", error=repr(exc))
        if not events.ended:
            yield stream_broken()
    finally:
        # also when the browser went away (this generator cancelled): hang up on the
        # gateway too, so that it stops working for nobody
        with anyio.CancelScope(shield=True):
            await upstream.aclose()


Relay = Callable[[httpx.Response], AsyncIterator[bytes]]


async def forward(
    request: Request,
    caller: Caller,
    method: str,
    path: str,
    body: dict[str, Any] | None,
    stream: Relay = relay,
) -> Response:
    """Send one call to the gateway as this caller; stream SSE back (through `stream`: the
    chat's events, or AG-UI's), pass the rest through."""
    gateway = gateway_of(request)
    url = gateway.url(path)
    streamed = method == "POST"
    headers = await gateway_headers(request, caller, SSE_MEDIA_TYPE if streamed else "*/*")
    outgoing = gateway.http.build_request(method, url, json=body, headers=headers)
    try:
        upstream = await gateway.http.send(outgoing, stream=True)
    except httpx.TransportError as exc:
        raise unreachable(exc) from exc
    if not upstream.headers.get("content-type", "").startswith(SSE_MEDIA_TYPE):
        try:
            return await plain_reply(upstream)
        except httpx.TransportError as exc:
            raise unreachable(exc) from exc
    headers = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    thread_id = upstream.headers.get("x-thread-id")
    if thread_id:
        headers["X-Thread-ID"] = thread_id
    return StreamingResponse(
        stream(upstream),
        status_code=upstream.status_code,
        media_type=SSE_MEDIA_TYPE,
        headers=headers,
        background=BackgroundTask(upstream.aclose),
    )


# -- the routes ----------------------------------------------------------------------------

ThreadId = Annotated[str, Path(pattern=ID_PATTERN, description="The gateway's thread id.")]
ApprovalId = Annotated[str, Path(pattern=ID_PATTERN, description="From `approval_required`.")]
# A dependency, so that an anonymous or cross-site call is refused before its body is read.
AssistantCaller = Annotated[Caller, Depends(assistant_caller)]


async def chat(
    request: Request, caller: AssistantCaller, payload: Annotated[ChatRequest, Body()]
) -> Response:
    """Ask the assistant; answers with the gateway's SSE stream (route, step,
    approval_required, then exactly one final or error: a paused job's `final` follows its
    `approval_required` and carries `pending_approval`)."""
    body = {"user_query": payload.message, "thread_id": payload.thread_id}
    body.update(await context_of(request, caller))
    return await forward(request, caller, "POST", "/v1/chat", body)


async def approve(
    request: Request,
    caller: AssistantCaller,
    approval_id: ApprovalId,
    payload: Annotated[ApprovalRequest, Body()],
) -> Response:
    """Approve or deny a pending action; the rest of the job streams back as SSE."""
    body: dict[str, Any] = {"approve": payload.approve}
    body.update(await context_of(request, caller))
    return await forward(request, caller, "POST", f"/v1/approvals/{approval_id}", body)


async def cancel(request: Request, caller: AssistantCaller, thread_id: ThreadId) -> Response:
    """Stop the caller's running job in the thread (the panel's Stop): 202, or 409 when
    nothing runs there; the job's own stream ends with a `final` saying what was done."""
    return await forward(request, caller, "POST", f"/v1/chat/{thread_id}/cancel", None)


async def greeting(request: Request, caller: AssistantCaller) -> Response:
    """The panel's greeting: words for the caller's role and requests that name records of
    their own organization."""
    context = await context_of(request, caller)
    return await forward(request, caller, "POST", "/v1/greeting", context)


async def thread_messages(
    request: Request, caller: AssistantCaller, thread_id: ThreadId
) -> Response:
    """The thread's messages, for showing the conversation again after a reload."""
    return await forward(request, caller, "GET", f"/v1/threads/{thread_id}/messages", None)


async def delete_thread(request: Request, caller: AssistantCaller, thread_id: ThreadId) -> Response:
    """Forget a thread (start a new conversation)."""
    return await forward(request, caller, "DELETE", f"/v1/threads/{thread_id}", None)


async def audit_log(
    request: Request,
    caller: AssistantCaller,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> Response:
    """The assistant's audit log of the caller's org, newest first (admins only: the
    gateway answers 403 to other roles)."""
    query = urlencode({"limit": limit, "offset": offset})
    return await forward(request, caller, "GET", f"/v1/audit?{query}", None)


AUDIT_TIMEOUT = httpx.Timeout(5.0)


async def assistant_audit(
    request: Request, caller: Caller, limit: int = 50
) -> list[dict[str, Any]] | None:
    """The assistant's audit entries of the caller's org (newest first) for the console's
    audit log screen, fetched server-side as the proxy does; None when the assistant
    cannot say (not configured, unreachable, or refused this caller)."""
    gateway = gateway_of(request)
    if gateway.base_url is None:
        return None
    try:
        headers = await gateway_headers(request, caller, "application/json")
        response = await gateway.http.get(
            gateway.url("/v1/audit"),
            params={"limit": limit},
            headers=headers,
            timeout=AUDIT_TIMEOUT,
        )
    except httpx.HTTPError as exc:
        logger.warning("assistant_audit_unreachable", error=repr(exc))
        return None
    if response.status_code != 200:
        logger.warning("assistant_audit_refused", status=response.status_code)
        return None
    try:
        entries = response.json().get("entries")
    except (ValueError, AttributeError):
        return None
    return [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else None


def assistant_router() -> APIRouter:
    """The proxy's routes. Not in Acme's OpenAPI document: they pass the gateway's
    contract through (ARCHITECTURE.md: the SSE contract), and answer 503 while the
    gateway is down, which an API fuzzer would take for a server error."""
    router = APIRouter(prefix="/api/assistant", tags=["assistant"], include_in_schema=False)
    router.add_api_route("/chat", chat, methods=["POST"])
    router.add_api_route("/chat/{thread_id}/cancel", cancel, methods=["POST"])
    router.add_api_route("/approvals/{approval_id}", approve, methods=["POST"])
    router.add_api_route("/greeting", greeting, methods=["POST"])
    router.add_api_route("/threads/{thread_id}/messages", thread_messages, methods=["GET"])
    router.add_api_route("/threads/{thread_id}", delete_thread, methods=["DELETE"])
    router.add_api_route("/audit", audit_log, methods=["GET"])
    from acme.assistant.agui import run_agent  # AG-UI, built on this module's helpers

    router.add_api_route("/agui", run_agent, methods=["POST"])
    return router
