"""The clean chat history the UI shows (`chat_messages`), always read and written by owner.

Every query is scoped by (org_id, user_id, thread_id), with the ids from the verified
service JWT: the same thread id in another user's hands is another, empty thread, so a
thread can be neither read, continued nor deleted by anybody but its owner.

Writes are committed before the caller goes on (an answer is stored before it is sent),
grouped across concurrent requests (`GroupCommit`: under load, one transaction for many
answers instead of one each).
"""

import asyncio
import contextvars
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, TypedDict

from pydantic import BaseModel
from sqlalchemy import delete, func, insert, select
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.ext.asyncio import AsyncEngine

from navex.store import retry_once
from navex.store.schema import chat_messages


@dataclass(frozen=True)
class Owner:
    org_id: int
    user_id: int


class ChatMessage(BaseModel):
    id: int
    role: str
    content: str
    payload: dict[str, Any] | None = None
    created_at: datetime


class ThreadMessages(BaseModel):
    thread_id: str
    messages: list[ChatMessage]


class NewMessage(TypedDict):
    role: Literal["user", "assistant"]
    content: str
    payload: dict[str, Any] | None


Row = dict[str, Any]


class GroupCommit:
    """Rows from concurrent requests written together: one INSERT and one transaction for
    all the rows waiting while the last write ran (alone, a write goes at once), each
    caller resuming once its own rows are committed. A batch that fails is written again
    one caller at a time, so that a bad row fails its own request only."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._waiting: list[tuple[list[Row], asyncio.Future[None]]] = []
        self._writer: asyncio.Task[None] | None = None

    async def write(self, rows: list[Row]) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        done.add_done_callback(_retrieved)  # a caller gone meanwhile leaves no warning
        self._waiting.append((rows, done))
        if self._writer is None or self._writer.done():
            # its own context: the batch is no one request's (logs, trace spans)
            self._writer = asyncio.get_running_loop().create_task(
                self._drain(), context=contextvars.Context()
            )
        await asyncio.shield(done)  # a caller that goes away does not stop others' rows

    async def _drain(self) -> None:
        while self._waiting:
            batch, self._waiting = self._waiting, []
            try:
                await self._insert([row for rows, _ in batch for row in rows])
            except Exception as exc:
                if len(batch) == 1 or _unreachable(exc):  # the database fails everyone
                    for _, done in batch:
                        _settle(done, exc)
                    continue
                for rows, done in batch:  # one by one: only a bad row's request fails
                    try:
                        await self._insert(rows)
                    except Exception as exc:
                        _settle(done, exc)
                    else:
                        _settle(done, None)
            else:
                for _, done in batch:
                    _settle(done, None)

    async def _insert(self, rows: list[Row]) -> None:
        async def work() -> None:
            async with self.engine.begin() as conn:
                await conn.execute(insert(chat_messages), rows)

        await retry_once(work)


def _unreachable(exc: Exception) -> bool:
    """The database, not the rows, failed: no connection, or none in time."""
    if isinstance(exc, DBAPIError) and exc.connection_invalidated:
        return True
    return isinstance(exc, OperationalError | InterfaceError | PoolTimeout)


def _retrieved(done: asyncio.Future[None]) -> None:
    if not done.cancelled():
        done.exception()


def _settle(done: asyncio.Future[None], error: BaseException | None) -> None:
    if done.done():
        return
    if error is None:
        done.set_result(None)
    else:
        done.set_exception(error)


class ChatHistory:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._writes = GroupCommit(engine)

    def _mine(self, owner: Owner, thread_id: str) -> Any:
        return (
            (chat_messages.c.org_id == owner.org_id)
            & (chat_messages.c.user_id == owner.user_id)
            & (chat_messages.c.thread_id == thread_id)
        )

    async def add(
        self,
        owner: Owner,
        thread_id: str,
        role: Literal["user", "assistant"],
        content: str,
        payload: dict[str, Any] | None = None,
    ) -> None:
        await self.add_many(
            owner, thread_id, [NewMessage(role=role, content=content, payload=payload)]
        )

    async def add_many(self, owner: Owner, thread_id: str, messages: Sequence[NewMessage]) -> None:
        """Store `messages` in this order, committed when this returns: with the other
        requests' rows waiting meanwhile, in one statement and one transaction
        (`GroupCommit`)."""
        rows = [
            {"thread_id": thread_id, "org_id": owner.org_id, "user_id": owner.user_id, **m}
            for m in messages
        ]
        if rows:
            await self._writes.write(rows)

    async def messages(self, owner: Owner, thread_id: str, limit: int = 200) -> list[ChatMessage]:
        """The thread's last `limit` messages, oldest first."""

        async def work() -> list[ChatMessage]:
            async with self.engine.connect() as conn:
                rows = (
                    await conn.execute(
                        select(
                            chat_messages.c.id,
                            chat_messages.c.role,
                            chat_messages.c.content,
                            chat_messages.c.payload,
                            chat_messages.c.created_at,
                        )
                        .where(self._mine(owner, thread_id))
                        .order_by(chat_messages.c.id.desc())
                        .limit(limit)
                    )
                ).all()
            return [ChatMessage.model_validate(row._asdict()) for row in reversed(rows)]

        return await retry_once(work)

    async def exists(self, owner: Owner, thread_id: str) -> bool:
        async def work() -> bool:
            async with self.engine.connect() as conn:
                count = await conn.scalar(
                    select(func.count())
                    .select_from(chat_messages)
                    .where(self._mine(owner, thread_id))
                )
            return bool(count)

        return await retry_once(work)

    async def delete(self, owner: Owner, thread_id: str) -> int:
        """Delete the owner's messages of this thread; how many there were."""

        async def work() -> int:
            async with self.engine.begin() as conn:
                result = await conn.execute(
                    delete(chat_messages).where(self._mine(owner, thread_id))
                )
                return int(result.rowcount or 0)

        return await retry_once(work)
