"""The gateway's FastAPI app: `create_app(settings)`.

Endpoints (all `/v1/*` need the backend's service JWT and count against the rate limits):

    POST   /v1/chat                          SSE: route, step…, final | error (paused:
                                             approval_required, then a final)
    POST   /v1/approvals/{approval_id}       SSE: the paused job resumed, ending the same way
    GET    /v1/threads/{thread_id}/messages  the owner's history of one thread
    GET    /v1/audit?limit&offset            the caller's org's audit log (admins only)
    DELETE /v1/threads/{thread_id}           the owner's thread: messages and checkpoint
    POST   /v1/chat/{thread_id}/cancel       stop the owner's running job in the thread
    POST   /v1/greeting                      the panel's greeting and suggested requests
    GET    /healthz   /readyz
    GET    /metrics   only with NAVEX_GATEWAY_METRICS_TOKEN (or on NAVEX_GATEWAY_METRICS_PORT)

Errors are problem+json (RFC 9457), before a stream starts as the HTTP response, after it
as the stream's `error` event.
"""

import re
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from typing import Annotated, Any

import httpx
import structlog
from fastapi import APIRouter, Depends, FastAPI, Path, Query, Request, Response
from fastapi.responses import JSONResponse
from langchain_core.language_models import BaseChatModel
from langgraph.checkpoint.base import BaseCheckpointSaver
from sse_starlette import EventSourceResponse, ServerSentEvent
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from navex.assistant import Assistant
from navex.config import NavexSettings, get_settings
from navex.execution import (
    ExecutionAgent,
    McpToolbox,
    checkpoint_thread_id,
)
from navex.gateway.agui import router as agui_router
from navex.gateway.auth import ServiceAuth, ServiceCaller, ServiceIdentity
from navex.gateway.chat import ChatService
from navex.gateway.greeting import Greeter, Greeting, read_greeting
from navex.gateway.guards import Guards
from navex.gateway.health import (
    Check,
    Readiness,
    check_database,
    check_mcp,
    check_model,
    degraded_unless_ok,
    prompt_cache_check,
    skipped,
    summarize,
    timed,
)
from navex.gateway.history import ChatHistory, Owner, ThreadMessages
from navex.gateway.jobs import CancelAnswer, ExecutionHandle, RunningJobs, stop_job
from navex.gateway.metrics_access import metrics_port
from navex.gateway.metrics_access import router as metrics_router
from navex.gateway.models import (
    THREAD_ID_PATTERN,
    ApprovalDecision,
    ChatRequest,
    GreetingRequest,
)
from navex.gateway.problems import PROBLEM_MEDIA_TYPE, Problem, install_problem_handlers
from navex.gateway.ratelimit import RateLimits
from navex.gateway.streams import one_ending
from navex.navigation import RequestContext
from navex.observability.metrics import (
    HTTP_REQUEST_SECONDS,
    ModelMetricsCallback,
)
from navex.observability.tracing import FASTAPI_TELEMETRY_OFF, trace_requests, tracer_provider_set
from navex.policy import (
    AuditPage,
    PolicyGateway,
    RolePolicy,
    read_audit_log,
)
from navex.store import postgres_checkpointer

logger = structlog.get_logger(__name__)

APPROVAL_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,100}$")


@dataclass
class GatewayState:
    settings: NavexSettings
    assistant: Assistant
    auth: ServiceAuth
    limits: RateLimits
    history: ChatHistory
    execution: ExecutionHandle
    chat: ChatService
    http: httpx.AsyncClient
    checkpointer: BaseCheckpointSaver[Any] | None


def _state(request: Request) -> GatewayState:
    state: GatewayState = request.app.state.gateway
    return state


def _request_id(request: Request) -> str:
    return str(request.scope.get("state", {}).get("request_id") or uuid.uuid4().hex)


# --- middleware: request ids, log context, latency, body size --------------------------------


class GatewayMiddleware:
    """Pure ASGI (streams pass through untouched): gives each request an id (the caller's
    `X-Request-ID` when it is sane), binds it to the logs, refuses bodies over
    `max_body_bytes` with 413 problem+json, and times the request to its last byte."""

    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        given = headers.get("x-request-id", "")
        request_id = given if _REQUEST_ID.match(given) else uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = request_id
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        started = time.perf_counter()
        status = 500
        too_large = Problem(
            413,
            f"The request body is larger than {self.max_body_bytes} bytes.",
            kind="payload-too-large",
        )

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
                message["headers"] = [
                    *message.get("headers", []),
                    (b"x-request-id", request_id.encode()),
                ]
            await send(message)

        received = 0

        async def receive_limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_body_bytes:
                    raise too_large
            return message

        try:
            length = headers.get("content-length", "")
            if length.isdigit() and int(length) > self.max_body_bytes:
                response = JSONResponse(
                    too_large.body(f"urn:request:{request_id}"),
                    status_code=413,
                    media_type=PROBLEM_MEDIA_TYPE,
                )
                await response(scope, receive, send_with_id)
                return
            await self.app(scope, receive_limited, send_with_id)
        finally:
            route = scope.get("route")
            endpoint = getattr(route, "path", None) or "unmatched"
            elapsed = time.perf_counter() - started
            HTTP_REQUEST_SECONDS.labels(scope.get("method", ""), endpoint, str(status)).observe(
                elapsed
            )
            logger.info(
                "gateway_request",
                method=scope.get("method"),
                endpoint=endpoint,
                status=status,
                ms=round(elapsed * 1000, 1),
            )


# --- dependencies ------------------------------------------------------------------------------


async def rate_limited(request: Request, identity: ServiceCaller) -> ServiceIdentity:
    await _state(request).limits.check(identity)
    return identity


Caller = Annotated[ServiceIdentity, Depends(rate_limited)]
ThreadIdPath = Annotated[str, Path(pattern=THREAD_ID_PATTERN)]
ApprovalIdPath = Annotated[str, Path(pattern=APPROVAL_ID_PATTERN)]

_PROBLEMS: dict[int | str, dict[str, Any]] = {
    status: {"content": {PROBLEM_MEDIA_TYPE: {}}, "description": description}
    for status, description in {
        401: "Missing, invalid or expired service JWT",
        403: "The body's metadata does not match the service JWT",
        404: "Not found (or not yours)",
        409: "Conflict",
        413: "Body too large",
        422: "Malformed JSON or invalid body",
        429: "Rate limited (Retry-After)",
        503: "A dependency is unavailable",
    }.items()
}
_SSE: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/event-stream": {}}, "description": "Server-sent events"}
}

router = APIRouter()


def _event_stream(
    state: GatewayState, events: AsyncIterator[ServerSentEvent], thread_id: str
) -> EventSourceResponse:
    return EventSourceResponse(
        events,
        ping=state.settings.gateway_sse_ping_seconds,
        headers={"X-Thread-ID": thread_id},
    )


@router.post("/v1/chat", responses={**_SSE, **_PROBLEMS}, response_class=EventSourceResponse)
async def chat(request: Request, body: ChatRequest, identity: Caller) -> EventSourceResponse:
    """Answer one message as server-sent events (see ARCHITECTURE.md for the events)."""
    state = _state(request)
    context = body.context(identity)
    query = body.user_query.strip()
    limit = state.settings.gateway_max_query_chars
    if not query or len(query) > limit:
        raise Problem(
            422,
            f"user_query must hold 1 to {limit} characters.",
            errors=[{"loc": ["body", "user_query"], "msg": "length", "type": "string_length"}],
        )
    thread_id = body.thread_id or uuid.uuid4().hex
    structlog.contextvars.bind_contextvars(thread_id=thread_id)
    request_id = _request_id(request)
    events = state.chat.chat(query, context, thread_id, request_id)
    return _event_stream(state, one_ending(events, request_id), thread_id)


@router.post(
    "/v1/approvals/{approval_id}",
    responses={**_SSE, **_PROBLEMS},
    response_class=EventSourceResponse,
)
async def decide_approval(
    request: Request, approval_id: ApprovalIdPath, body: ApprovalDecision, identity: Caller
) -> EventSourceResponse:
    """The user's answer to an `approval_required`; streams the resumed job."""
    state = _state(request)
    context = body.context(identity)
    request_id = _request_id(request)
    thread_id, events = await state.chat.decide(
        approval_id, body.approve, body.thread_id, context, request_id
    )
    return _event_stream(state, one_ending(events, request_id), thread_id)


@router.post("/v1/greeting", response_model=Greeting, responses=_PROBLEMS)
async def greeting(request: Request, body: GreetingRequest, identity: Caller) -> Greeting:
    """The panel's first words: a greeting for the user's role and requests to try that
    name records of their own organization (greeting.py)."""
    state = _state(request)
    greeter: Greeter | None = getattr(request.app.state, "greeter", None)
    if greeter is None:
        catalog = state.assistant.index.catalog
        parameters = dict(catalog.parameters) if catalog is not None else {}
        spec = read_greeting(state.settings.catalog_path)
        greeter = Greeter(spec, parameters, state.assistant.api)
        request.app.state.greeter = greeter
    answer = await greeter.greet(body.context(identity))
    guards = state.chat.guards
    return answer.model_copy(
        update={
            "placeholder": guards.redact(answer.placeholder),
            "suggestions": [guards.redact(s) for s in answer.suggestions],
        }
    )


@router.post(
    "/v1/chat/{thread_id}/cancel",
    status_code=202,
    response_model=CancelAnswer,
    responses=_PROBLEMS,
)
async def cancel_job(request: Request, thread_id: ThreadIdPath, identity: Caller) -> CancelAnswer:
    """Stop the owner's running job in the thread (on whichever replica runs it): no tool
    call starts after this; its stream ends with a `final` saying what was done."""
    state = _state(request)
    owner = Owner(identity.org_id, identity.user_id)
    return await stop_job(state.chat.jobs, state.history, owner, thread_id)


@router.get("/v1/threads/{thread_id}/messages", response_model=ThreadMessages, responses=_PROBLEMS)
async def thread_messages(
    request: Request,
    thread_id: ThreadIdPath,
    identity: Caller,
    limit: Annotated[int, Query(ge=1, le=1000)] = 200,
) -> ThreadMessages:
    """The thread's messages (oldest first), only to the user who owns it."""
    owner = Owner(identity.org_id, identity.user_id)
    messages = await _state(request).history.messages(owner, thread_id, limit)
    if not messages:
        raise Problem(404, "No such conversation.")
    return ThreadMessages(thread_id=thread_id, messages=messages)


@router.delete("/v1/threads/{thread_id}", status_code=204, responses=_PROBLEMS)
async def delete_thread(request: Request, thread_id: ThreadIdPath, identity: Caller) -> Response:
    """Delete the owner's thread: its messages and the agent's checkpoint."""
    state = _state(request)
    owner = Owner(identity.org_id, identity.user_id)
    deleted = await state.history.delete(owner, thread_id)
    had_checkpoint = False
    checkpointer = state.checkpointer or (
        state.execution.agent.checkpointer if state.execution.agent else None
    )
    if checkpointer is not None:
        context = RequestContext(
            hostname="-", user_id=identity.user_id, org_id=identity.org_id, role=identity.role
        )
        key = checkpoint_thread_id(context, thread_id)
        had_checkpoint = (
            await checkpointer.aget_tuple({"configurable": {"thread_id": key}}) is not None
        )
        await checkpointer.adelete_thread(key)
    if not deleted and not had_checkpoint:
        raise Problem(404, "No such conversation.")
    logger.info("gateway_thread_deleted", thread_id=thread_id, messages=deleted)
    return Response(status_code=204)


@router.get("/v1/audit", response_model=AuditPage, responses=_PROBLEMS)
async def audit(
    request: Request,
    identity: Caller,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> AuditPage:
    """The caller's org's audit log of assistant tool calls, newest first; only for the
    roles in NAVEX_GATEWAY_AUDIT_ROLES (admins). Never another org's: the org is the
    service JWT's."""
    state = _state(request)
    if identity.role not in state.settings.gateway_audit_roles:
        raise Problem(403, "Only an organization's admins may read its audit log.")
    entries = await read_audit_log(state.assistant.engine, identity.org_id, limit, offset)
    return AuditPage(org_id=identity.org_id, limit=limit, offset=offset, entries=entries)


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    """The process is up (no dependency checked)."""
    return {"status": "ok"}


@router.get("/readyz", response_model=Readiness, responses={503: {"model": Readiness}})
async def readyz(request: Request) -> JSONResponse:
    """Each dependency checked for real; 503 when one that is configured fails."""
    state = _state(request)
    settings = state.settings
    checks: dict[str, Check] = {
        "database": await timed(lambda: check_database(state.assistant.engine), 3.0)
    }
    if state.execution.configured:
        checks["mcp"] = await timed(lambda: check_mcp(settings.mcp_url, 3.0), 4.0)
    else:
        checks["mcp"] = skipped("execution is not configured")
    if settings.llm_base_url:
        base_url = settings.llm_base_url
        checks["model"] = await timed(
            lambda: check_model(base_url, settings.llm_api_key, state.http), 4.0
        )
    else:
        checks["model"] = skipped("no NAVEX_LLM_BASE_URL (in-process model or none)")
    if state.execution.configured:

        async def started() -> str:
            if await state.execution.get(force=True) is None:
                raise RuntimeError(state.execution.last_error or "not started")
            return "agent started"

        checks["execution"] = await timed(started, 10.0)
    else:
        checks["execution"] = skipped("no chat model configured")
    checks["rate_limits"] = degraded_unless_ok(
        await timed(lambda: _storage_ok(state.limits), 2.0),
        "each process counts its own rate limits until it answers",
    )
    agent = state.execution.agent
    checks["prompt_cache"] = prompt_cache_check(agent.warming if agent is not None else None)
    readiness = summarize(checks)
    return JSONResponse(
        readiness.model_dump(), status_code=200 if readiness.status == "ready" else 503
    )


async def _storage_ok(limits: RateLimits) -> str:
    if not await limits.healthy():
        raise RuntimeError("the rate-limit storage does not answer")
    return f"{limits.backend} storage answered"


# --- the app ----------------------------------------------------------------------------------


def _execution_builder(
    settings: NavexSettings,
    assistant: Assistant,
    model: BaseChatModel | None,
    checkpointer: BaseCheckpointSaver[Any] | None,
) -> Callable[[], Awaitable[ExecutionAgent]] | None:
    if model is None and not (settings.gateway_execution and settings.llm_base_url):
        return None

    async def build() -> ExecutionAgent:
        chat_model = model
        if chat_model is None:
            from navex.llm import chat_model as make_chat_model
            from navex.llm import with_text_tool_calls

            chat_model = make_chat_model(settings)
            if settings.gateway_tool_calls != "native":
                chat_model = with_text_tool_calls(
                    chat_model,
                    constrain=settings.gateway_tool_calls == "constrained",
                    tools_format=settings.gateway_tools_prompt,
                )
        callbacks = (
            list(chat_model.callbacks or []) if isinstance(chat_model.callbacks, list) else []
        )
        if not any(isinstance(c, ModelMetricsCallback) for c in callbacks):
            chat_model.callbacks = [*callbacks, ModelMetricsCallback()]
        toolbox = McpToolbox(settings.mcp_url, timeout=settings.execution_tool_timeout_seconds)
        specs = await toolbox.load()
        policy = PolicyGateway(
            assistant.engine,
            specs,
            RolePolicy.load(settings.tool_policy_path),
            trace_values=not settings.unsafe_untraced_values,
        )
        for name in ("unsafe_model_answers", "unsafe_untraced_values"):
            if getattr(settings, name):
                logger.warning("gateway_unsafe_setting_on", setting=name.upper())
        agent = ExecutionAgent(
            chat_model,
            toolbox,
            policy,
            assistant.navigator,
            settings,
            checkpointer=checkpointer,
        )
        await agent.start()
        return agent

    return build


def create_app(
    settings: NavexSettings | None = None,
    *,
    chat_model: BaseChatModel | None = None,
    checkpointer: BaseCheckpointSaver[Any] | None = None,
) -> FastAPI:
    """The gateway. Its lifespan opens the assistant (database, encoder, router, screen
    index) and starts the execution agent when a chat model is configured
    (`NAVEX_LLM_BASE_URL`, or `chat_model` given here, e.g. a scripted one in tests).
    The agent's threads are kept in navex's PostgreSQL (LangGraph's `AsyncPostgresSaver`),
    so a job waiting for approval survives a restart and can be resumed by any replica;
    `checkpointer` replaces it (tests may pass an in-memory one)."""
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        assistant = await Assistant.open(settings)
        auth = ServiceAuth(settings)
        limits = RateLimits(settings.rate_limit_org, settings.rate_limit_user, settings.redis_url)
        http = httpx.AsyncClient(timeout=5.0)
        closing = AsyncExitStack()
        try:
            closing.enter_context(metrics_port(settings))
            saver = checkpointer
            if saver is None:
                url = assistant.engine.url.render_as_string(hide_password=False)
                saver = await closing.enter_async_context(postgres_checkpointer(url))
            history = ChatHistory(assistant.engine)
            closing.push_async_callback(history.aclose)
            execution = ExecutionHandle(_execution_builder(settings, assistant, chat_model, saver))
            guards = Guards(settings, router_encoder=assistant.encoder)
            await guards.warm_up()
            jobs = RunningJobs(settings.redis_url)
            closing.push_async_callback(jobs.aclose)
            app.state.gateway = GatewayState(
                settings=settings,
                assistant=assistant,
                auth=auth,
                limits=limits,
                history=history,
                execution=execution,
                chat=ChatService(
                    assistant,
                    execution,
                    history,
                    guards,
                    refuse_intent_share=settings.execution_refuse_intent_share,
                    one_action_share=settings.execution_one_action_share,
                    jobs=jobs,
                ),
                http=http,
                checkpointer=saver,
            )
            if execution.configured:
                await execution.get(force=True)  # not fatal: retried on the next request
            logger.info(
                "gateway_started",
                execution=execution.agent is not None,
                rate_limits=limits.backend,
                input_guardrails=guards.enabled,
            )
            yield
        finally:
            await closing.aclose()
            await http.aclose()
            await limits.aclose()
            await auth.aclose()
            await assistant.aclose()

    app = FastAPI(
        title="navex gateway",
        version="1",
        description="The assistant's API for the product's backend: service-JWT "
        "authenticated, rate limited, answers as server-sent events.",
        lifespan=lifespan,
        # FastAPI's own OpenTelemetry looks the providers up on every request: off
        # unless this process traces
        telemetry=None if tracer_provider_set() else FASTAPI_TELEMETRY_OFF,
    )
    install_problem_handlers(app)
    app.include_router(router)
    app.include_router(agui_router)  # POST /v1/agui: the same chat, as AG-UI events
    app.include_router(metrics_router)
    app.add_middleware(GatewayMiddleware, max_body_bytes=settings.gateway_max_body_bytes)
    trace_requests(app)  # outermost: a request's span covers the whole of it (when on)
    return app
