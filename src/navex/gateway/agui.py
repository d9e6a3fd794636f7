"""`POST /v1/agui`: the assistant over the AG-UI protocol, beside the gateway's own SSE.

The body is the backend's caller fields (as for `/v1/chat`: hostname, metadata, the
user's token; checked against the service JWT) and `run`, the client's `RunAgentInput`.
The answer is AG-UI events as SSE (agui_events.py): RUN_STARTED first, RUN_FINISHED or
RUN_ERROR last. There is no second agent: a run is a chat request (`ChatService.chat`)
or the answer to an approval (`ChatService.decide`), retold.

    run.resume empty      the last user message is the request (thread: run.threadId)
    run.resume [entry]    the answer to the interrupt that ended the previous run:
                          entry.interruptId is the approval's id, status "resolved" with
                          payload {"approve": true|false}, or "cancelled" (= deny)

An approval interrupt is only a way to carry the gateway's approval: the approval keeps
its id, its owner, its thread and the hash of its arguments, and `decide` checks them all
as for `POST /v1/approvals/{id}`. The client sends a yes or a no, nothing else is read
from it: the arguments that run are the ones the user was asked about.
"""

import re
import uuid
from typing import TYPE_CHECKING, Annotated, Any

import structlog
from ag_ui.core import RunAgentInput, UserMessage
from fastapi import APIRouter, Depends, Request
from fastapi.exceptions import RequestValidationError
from pydantic import StrictBool, TypeAdapter, ValidationError
from sse_starlette import EventSourceResponse

from navex.gateway.agui_events import AguiRun, encode
from navex.gateway.auth import ServiceCaller, ServiceIdentity
from navex.gateway.models import THREAD_ID_PATTERN, ChatRequest, _Caller
from navex.gateway.problems import Problem
from navex.gateway.streams import one_ending
from navex.navigation import RequestContext

if TYPE_CHECKING:
    from navex.gateway.app import GatewayState

logger = structlog.get_logger(__name__)

_APPROVAL_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_THREAD_ID = re.compile(THREAD_ID_PATTERN)
_APPROVE = TypeAdapter(StrictBool)

router = APIRouter()


class AguiRequest(_Caller):
    """`POST /v1/agui`: who asks (as for a chat request) and the client's run."""

    run: RunAgentInput


async def _caller(request: Request, identity: ServiceCaller) -> ServiceIdentity:
    await request.app.state.gateway.limits.check(identity)
    return identity


Caller = Annotated[ServiceIdentity, Depends(_caller)]


def _user_text(run: RunAgentInput) -> str:
    """The text of the run's last user message (its text parts, for a multimodal one)."""
    for message in reversed(run.messages):
        if isinstance(message, UserMessage):
            content = message.content
            if isinstance(content, str):
                return content
            return "\n".join(str(getattr(part, "text", "") or "") for part in content).strip()
    raise Problem(
        422,
        "The run holds no user message: send the request as a message with role 'user'.",
        errors=[{"loc": ["body", "run", "messages"], "msg": "no user message", "type": "missing"}],
    )


def _chat_request(body: AguiRequest, text: str, thread_id: str) -> ChatRequest:
    """The same request as `POST /v1/chat` would take, with its checks (length, control
    characters)."""
    fields = body.model_dump(exclude={"run"})
    try:
        return ChatRequest(**fields, user_query=text, thread_id=thread_id)
    except ValidationError as exc:
        raise RequestValidationError(exc.errors()) from exc


def _approval_answer(run: RunAgentInput) -> tuple[str, bool]:
    """(approval id, approve) from the run's one resume entry."""
    entries = run.resume or []
    if len(entries) != 1:
        raise Problem(422, "Answer one approval at a time: send exactly one resume entry.")
    entry = entries[0]
    if not _APPROVAL_ID.match(entry.interrupt_id):
        raise Problem(404, "No such approval is waiting for you.")
    if entry.status == "cancelled":
        return entry.interrupt_id, False
    payload = entry.payload if isinstance(entry.payload, dict) else {}
    try:
        approve = _APPROVE.validate_python(payload.get("approve"))
    except ValidationError as exc:
        raise Problem(
            422,
            'Answer the approval with payload {"approve": true} or {"approve": false}.',
            errors=[{"loc": ["body", "run", "resume", 0, "payload", "approve"], "msg": "bool"}],
        ) from exc
    return entry.interrupt_id, approve


async def _events(
    state: "GatewayState",
    body: AguiRequest,
    context: RequestContext,
    thread_id: str,
    request_id: str,
) -> tuple[str, Any]:
    """(thread id, the gateway's SSE events) for this run: a chat request or a decision."""
    run = body.run
    if run.resume:
        approval_id, approve = _approval_answer(run)
        return await state.chat.decide(approval_id, approve, thread_id, context, request_id)
    chat = _chat_request(body, _user_text(run), thread_id)
    query = chat.user_query.strip()
    limit = state.settings.gateway_max_query_chars
    if not query or len(query) > limit:
        raise Problem(
            422,
            f"The message must hold 1 to {limit} characters.",
            errors=[{"loc": ["body", "run", "messages"], "msg": "length"}],
        )
    return thread_id, state.chat.chat(query, context, thread_id, request_id)


@router.post("/v1/agui", response_class=EventSourceResponse)
async def agui(request: Request, body: AguiRequest, identity: Caller) -> EventSourceResponse:
    """One AG-UI run: `RunAgentInput` in (as `run`), AG-UI events out as SSE."""
    state: GatewayState = request.app.state.gateway
    context = body.context(identity)
    run = body.run
    if not _THREAD_ID.match(run.thread_id):
        raise Problem(
            422,
            "threadId must be 1 to 128 letters, digits or . _ : - (a UUID is fine).",
            errors=[{"loc": ["body", "run", "threadId"], "msg": "pattern"}],
        )
    request_id = str(request.scope.get("state", {}).get("request_id") or uuid.uuid4().hex)
    structlog.contextvars.bind_contextvars(thread_id=run.thread_id, agui_run_id=run.run_id)
    thread_id, events = await _events(state, body, context, run.thread_id, request_id)
    retold = AguiRun.of(run, thread_id)
    logger.info("agui_run_started", resumed=retold.resumed)

    async def stream() -> Any:
        async for event in retold.events(one_ending(events, request_id)):
            yield encode(event)

    return EventSourceResponse(
        stream(),
        ping=state.settings.gateway_sse_ping_seconds,
        sep="\n",  # AG-UI's clients split events on a blank line of LF (the encoder's)
        headers={"X-Thread-ID": thread_id},
    )
