"""The user's answer to an approval: checked before anything streams (the approval must be
the user's, of this conversation, and still waiting; one request claims it across
replicas), then the paused job resumed and relayed like any job's events."""

from collections.abc import AsyncGenerator, AsyncIterator
from typing import TYPE_CHECKING, cast

import structlog
from sse_starlette import ServerSentEvent

from navex.execution import ExecutionAgent, ExecutionEvent, NoPendingApproval
from navex.gateway.claims import ApprovalClaim, claim_approval
from navex.gateway.history import Owner
from navex.gateway.jobs import RunningJob
from navex.gateway.problems import Problem
from navex.navigation import RequestContext
from navex.observability.metrics import APPROVALS
from navex.policy import Approval, ApprovalAlreadyDecided, ApprovalForbidden, ApprovalNotFound

if TYPE_CHECKING:
    from navex.gateway.chat import ChatService

NOT_FOUND = "No such approval is waiting for you."
NOT_PENDING = (
    "This approval is not waiting for an answer any more (answered already, or the "
    "conversation moved on)."
)


def _not_found() -> Problem:
    return Problem(404, NOT_FOUND)


def _not_pending() -> Problem:
    return Problem(409, NOT_PENDING, kind="approval-not-pending")


async def _approval_of(
    service: "ChatService", approval_id: str, thread_id: str | None, context: RequestContext
) -> tuple[ExecutionAgent, Approval]:
    """The agent and the user's approval; a `Problem` when either is not to be had."""
    agent = await service.execution.get()
    if agent is None:
        raise Problem(
            503, "The execution agent is not available right now.", kind="execution-unavailable"
        )
    try:
        approval = await agent.gateway.get_approval(approval_id, context.org_id)
    except ApprovalNotFound as exc:
        raise _not_found() from exc
    if approval.user_id != context.user_id:
        raise _not_found()  # another user's approval: do not reveal that it exists
    if thread_id is not None and thread_id != approval.thread_id:
        raise Problem(409, "This approval belongs to another conversation.")
    return agent, approval


async def decide(
    service: "ChatService",
    approval_id: str,
    approve: bool,
    thread_id: str | None,
    context: RequestContext,
    request_id: str,
) -> tuple[str, AsyncIterator[ServerSentEvent]]:
    """(the approval's thread, the resumed job's events as SSE)."""
    agent, approval = await _approval_of(service, approval_id, thread_id, context)
    thread_id = approval.thread_id
    structlog.contextvars.bind_contextvars(thread_id=thread_id, approval_id=approval_id)
    owner = Owner(context.org_id, context.user_id)
    claim = await claim_approval(service.assistant.engine, approval_id)
    if claim is None:  # answered right now by another request, maybe on another replica
        raise _not_pending()
    job = await service.jobs.start(owner, thread_id)
    events = cast(
        AsyncGenerator[ExecutionEvent, None],
        agent.stream_resume(
            thread_id, context, approval_id, approve, request_id=request_id, cancel=job
        ),
    )

    async def abandon() -> None:
        await events.aclose()
        await service.jobs.finish(job)
        await claim.release()

    first: ExecutionEvent | None = None
    failure: Exception | None = None
    try:
        first = await anext(events)
    except StopAsyncIteration:
        pass  # nothing came: the stream's ending says so
    except (NoPendingApproval, ApprovalAlreadyDecided) as exc:
        await abandon()
        raise _not_pending() from exc
    except (ApprovalForbidden, ApprovalNotFound) as exc:
        await abandon()
        raise _not_found() from exc
    except Exception as exc:  # the job failed as it resumed: an SSE `error`, not a 500
        failure = exc
    if first is not None:
        APPROVALS.labels(approval.tool, "approved" if approve else "denied").inc()
        verdict = "Approved" if approve else "Denied"
        try:
            await service.history.add(
                owner,
                thread_id,
                "user",
                f"{verdict}: {service.guards.redact(approval.summary)}",
                {"approval_id": approval_id, "approve": approve},
            )
        except Exception:
            await abandon()
            raise
    resumed = _resumed(service, events, first, failure, job, claim)
    return thread_id, service.relay(resumed, thread_id, owner)


async def _resumed(
    service: "ChatService",
    events: AsyncIterator[ExecutionEvent],
    first: ExecutionEvent | None,
    failure: Exception | None,
    job: RunningJob,
    claim: ApprovalClaim,
) -> AsyncIterator[ExecutionEvent]:
    try:
        if failure is not None:
            raise failure
        if first is not None:
            yield first
        async for event in events:
            yield event
    finally:
        await service.jobs.finish(job)
        await claim.release()
