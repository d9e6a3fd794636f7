"""The execution jobs running now, and the user's Stop for them, across gateway replicas.

A job registers when it starts (`start`) and leaves when its stream ends (`finish`). A
Stop (`cancel`, from `POST /v1/chat/{thread_id}/cancel`) sets the job's `asyncio.Event`
when the job runs in this process (the fast path), and a flag in Redis that the job's
replica reads before each model and tool call and while the model thinks (every
NAVEX_EXECUTION_HEARTBEAT_SECONDS). Keys are per org, user and thread, so a user can stop
only their own jobs, and each names its run, so that a late Stop never stops the next job
of the thread. Without Redis (NAVEX_REDIS_URL unset) only this process's jobs are known.
If Redis fails, the job goes on and the Stop says it could not be delivered.

`ExecutionHandle`: the execution agent itself, built on first need (and again after a
failed start).
"""

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal

import structlog
from pydantic import BaseModel

from navex.execution import ExecutionAgent
from navex.gateway.history import ChatHistory, Owner
from navex.gateway.problems import Problem
from navex.store.redis_client import redis_client

logger = structlog.get_logger(__name__)

PREFIX = "navex:job"
TTL_SECONDS = 3600  # a job's keys outlive any job (its turns are bounded), then expire


class CancelAnswer(BaseModel):
    """`POST /v1/chat/{thread_id}/cancel`: the Stop was delivered; the job's own stream
    ends with a `final` saying what was done before it."""

    thread_id: str
    status: Literal["cancelling"] = "cancelling"
    detail: str = "Stopping: the running step finishes, nothing after it starts."


def job_key(owner: Owner, thread_id: str) -> str:
    return f"org{owner.org_id}:user{owner.user_id}:{thread_id}"


@dataclass
class RunningJob:
    """One run's Stop (`execution.state.Cancellation`)."""

    key: str
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    stopped: asyncio.Event = field(default_factory=asyncio.Event)
    redis: Any = None

    async def requested(self) -> bool:
        if self.stopped.is_set():
            return True
        if self.redis is None:
            return False
        try:
            flag = await self.redis.get(f"{PREFIX}:cancel:{self.key}")
        except Exception as exc:  # the job goes on; a Stop through Redis is not seen
            logger.warning("job_cancel_check_failed", error=repr(exc))
            return False
        if flag is not None and flag.decode() == self.run_id:
            self.stopped.set()
            return True
        return False


class RunningJobs:
    def __init__(self, redis_url: str | None = None) -> None:
        self.redis: Any = None
        if redis_url:
            self.redis = redis_client(redis_url)
        self._here: dict[str, RunningJob] = {}

    def __len__(self) -> int:
        """How many jobs run in this process."""
        return len(self._here)

    async def start(self, owner: Owner, thread_id: str) -> RunningJob:
        job = RunningJob(job_key(owner, thread_id), redis=self.redis)
        self._here[job.key] = job
        if self.redis is not None:
            try:
                await self.redis.set(f"{PREFIX}:run:{job.key}", job.run_id, ex=TTL_SECONDS)
            except Exception as exc:  # the job runs; only a Stop from another replica fails
                logger.warning("job_register_failed", error=repr(exc))
        logger.debug("job_started", key=job.key, run_id=job.run_id)
        return job

    async def finish(self, job: RunningJob) -> None:
        if self._here.get(job.key) is job:
            del self._here[job.key]
        if self.redis is None:
            return
        try:
            run = f"{PREFIX}:run:{job.key}"
            if await self.redis.get(run) == job.run_id.encode():
                await self.redis.delete(run, f"{PREFIX}:cancel:{job.key}")
        except Exception as exc:  # the keys expire on their own
            logger.warning("job_unregister_failed", error=repr(exc))

    async def running(self, owner: Owner, thread_id: str) -> bool:
        """Whether a job of the owner runs in the thread now (here, or on a replica that
        Redis knows of; a Redis failure counts as none)."""
        key = job_key(owner, thread_id)
        if key in self._here:
            return True
        if self.redis is None:
            return False
        try:
            return await self.redis.get(f"{PREFIX}:run:{key}") is not None
        except Exception as exc:
            logger.warning("job_running_check_failed", error=repr(exc))
            return False

    async def cancel(self, owner: Owner, thread_id: str) -> bool:
        """Stop the owner's running job in the thread; False when none runs."""
        key = job_key(owner, thread_id)
        here = self._here.get(key)
        if here is not None:
            here.stopped.set()
        run_id = here.run_id if here is not None else None
        if self.redis is not None:
            try:
                stored = await self.redis.get(f"{PREFIX}:run:{key}")
                run_id = stored.decode() if stored is not None else run_id
                if run_id is not None:
                    await self.redis.set(f"{PREFIX}:cancel:{key}", run_id, ex=TTL_SECONDS)
            except Exception as exc:
                logger.warning("job_cancel_failed", error=repr(exc))
                if here is None:
                    raise Problem(
                        503,
                        "The stop could not be delivered (the shared store does not "
                        "answer); try again in a moment.",
                        kind="cancel-unavailable",
                    ) from exc
        if run_id is not None:
            logger.info("job_cancel_requested", key=key, run_id=run_id, local=here is not None)
        return run_id is not None

    async def aclose(self) -> None:
        if self.redis is not None:
            await self.redis.aclose()


async def stop_job(
    jobs: RunningJobs, history: ChatHistory, owner: Owner, thread_id: str
) -> CancelAnswer:
    """The user's Stop for their thread: delivered, or a problem that says why not (404
    for a thread that is not theirs, 409 when nothing runs in it)."""
    if await jobs.cancel(owner, thread_id):
        return CancelAnswer(thread_id=thread_id)
    if not await history.exists(owner, thread_id):
        raise Problem(404, "No such conversation.")
    raise Problem(
        409,
        "Nothing is running in this conversation: there is no job to stop.",
        kind="no-running-job",
    )


class ExecutionHandle:
    """The execution agent, built on first need and rebuilt after a failed start (the MCP
    server down at start-up, say), at most once per `retry_seconds`."""

    def __init__(
        self,
        build: Callable[[], Awaitable[ExecutionAgent]] | None,
        *,
        retry_seconds: float = 5.0,
    ) -> None:
        self._build = build
        self.retry_seconds = retry_seconds
        self.agent: ExecutionAgent | None = None
        self.last_error: str | None = None
        self._failed_at = float("-inf")
        self._lock = asyncio.Lock()

    @property
    def configured(self) -> bool:
        return self._build is not None

    async def get(self, *, force: bool = False) -> ExecutionAgent | None:
        if self.agent is not None or self._build is None:
            return self.agent
        async with self._lock:
            if self.agent is not None:
                return self.agent
            if not force and time.monotonic() - self._failed_at < self.retry_seconds:
                return None
            try:
                self.agent = await self._build()
                self.last_error = None
                logger.info("gateway_execution_ready")
            except Exception as exc:
                self._failed_at = time.monotonic()
                self.last_error = f"{exc.__class__.__name__}: {exc}"
                logger.warning("gateway_execution_unavailable", error=self.last_error)
        return self.agent
