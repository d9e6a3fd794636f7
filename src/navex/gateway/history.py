"""The clean chat history the UI shows (`chat_messages`), always read and written by owner.

Every query is scoped by (org_id, user_id, thread_id), with the ids from the verified
service JWT: the same thread id in another user's hands is another, empty thread, so a
thread can be neither read, continued nor deleted by anybody but its owner.

Writes are committed before the caller goes on (an answer is stored before it is sent),
grouped across concurrent requests (group_commit.py: under load, one transaction for
many answers instead of one each).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, TypedDict

from pydantic import BaseModel
from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from navex.gateway.group_commit import GroupCommit
from navex.store import retry_once
from navex.store.checkpoints import libpq_conninfo
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


class ChatHistory:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._writes = GroupCommit(libpq_conninfo(engine.url.render_as_string(hide_password=False)))

    async def aclose(self) -> None:
        await self._writes.aclose()

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
