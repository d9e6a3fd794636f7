"""One answer to an approval at a time, across gateway replicas.

The same approval sent twice at once (a double click, a retried request reaching another
replica) must resume the paused job once: the execution agent serializes resumptions of
a thread within its process only, and each replica would otherwise find the approval
approved and not yet used, and run the write. The request that resumes the job holds a
PostgreSQL session-level advisory lock named after the approval until its stream ends;
a concurrent answer does not wait for it and is told the approval is being answered. A
replica that dies holding the lock loses its connection, and PostgreSQL releases it.
"""

import hashlib

import structlog
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

logger = structlog.get_logger(__name__)


def _lock_key(approval_id: str) -> int:
    digest = hashlib.blake2b(f"navex-approval:{approval_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


class ApprovalClaim:
    """The lock on one approval, held on its own connection until `release()`."""

    def __init__(self, conn: AsyncConnection, key: int) -> None:
        self._conn: AsyncConnection | None = conn
        self._key = key

    async def release(self) -> None:
        conn, self._conn = self._conn, None
        if conn is None:
            return
        try:
            await conn.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": self._key})
        except Exception as exc:  # the session is gone, and its lock with it
            logger.debug("approval_claim_release_failed", error=repr(exc))
        finally:
            await conn.close()


async def claim_approval(engine: AsyncEngine, approval_id: str) -> ApprovalClaim | None:
    """The claim on `approval_id`, or None when another request holds it now."""
    key = _lock_key(approval_id)
    conn = await engine.connect()
    try:
        got = await conn.scalar(text("SELECT pg_try_advisory_lock(:key)"), {"key": key})
        await conn.commit()  # the lock is the session's: no transaction stays open
    except BaseException:
        await conn.close()
        raise
    if not got:
        await conn.close()
        logger.info("approval_claim_busy", approval_id=approval_id)
        return None
    return ApprovalClaim(conn, key)
