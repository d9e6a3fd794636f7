"""The execution agent's durable conversation state: LangGraph's PostgreSQL checkpointer.

A paused job (a destructive call waiting for the user's approval) lives in navex's
database, not in a process: any gateway replica, or the same one after a restart, resumes
it. `postgres_checkpointer(url)` opens an `AsyncPostgresSaver` over a psycopg
`AsyncConnectionPool` with the connection settings the library requires (autocommit,
no prepared statements, dict rows), creates or upgrades its tables once (`setup()`,
serialized across replicas by an advisory lock), and closes the pool on exit.
"""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import structlog
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from psycopg import AsyncConnection
from psycopg.conninfo import make_conninfo
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool
from sqlalchemy.engine import make_url

logger = structlog.get_logger(__name__)

# pg_advisory_lock key: "navex checkpoint setup" (any constant shared by the replicas)
_SETUP_LOCK = 0x6E617678_6370


def libpq_conninfo(url: str) -> str:
    """A libpq conninfo string for a SQLAlchemy URL (`postgresql+psycopg://...`, a socket
    directory in `?host=`, any other libpq parameter in the query string)."""
    parsed = make_url(url)
    params: dict[str, Any] = {
        "host": parsed.host,
        "port": parsed.port,
        "user": parsed.username,
        "password": parsed.password,
        "dbname": parsed.database,
    }
    for key, value in parsed.query.items():
        params[key] = value if isinstance(value, str) else ",".join(value)
    return make_conninfo("", **{k: v for k, v in params.items() if v not in (None, "")})


CONNECTION_KWARGS: dict[str, Any] = {
    "autocommit": True,
    "prepare_threshold": 0,
    "row_factory": dict_row,
}


SETUP_POLL_SECONDS = 0.1


async def setup_checkpointer(conninfo: str) -> None:
    """Create or upgrade the checkpointer's tables, one replica at a time.

    The lock is tried, not waited for: the setup's migrations build indexes concurrently
    (CREATE INDEX CONCURRENTLY waits for every transaction under way), and a replica
    blocked in `pg_advisory_lock` is such a transaction, waiting for the one that builds:
    two gateway workers started together deadlocked. Between tries this session is idle."""
    async with await AsyncConnection.connect(conninfo, **CONNECTION_KWARGS) as conn:
        while True:
            cursor = await conn.execute("SELECT pg_try_advisory_lock(%s) AS got", (_SETUP_LOCK,))
            row = await cursor.fetchone()
            if row is not None and row["got"]:
                break
            await asyncio.sleep(SETUP_POLL_SECONDS)
        try:
            await AsyncPostgresSaver(conn).setup()
        finally:
            await conn.execute("SELECT pg_advisory_unlock(%s)", (_SETUP_LOCK,))


@asynccontextmanager
async def postgres_checkpointer(
    url: str, *, min_size: int = 1, max_size: int = 5, timeout: float = 10.0
) -> AsyncIterator[AsyncPostgresSaver]:
    """An `AsyncPostgresSaver` on navex's database at `url` (a SQLAlchemy URL), its tables
    set up; the connection pool is closed when the block ends."""
    conninfo = libpq_conninfo(url)
    await setup_checkpointer(conninfo)
    pool: AsyncConnectionPool[AsyncConnection[Any]] = AsyncConnectionPool(
        conninfo,
        min_size=min_size,
        max_size=max_size,
        kwargs=CONNECTION_KWARGS,
        timeout=timeout,
        check=AsyncConnectionPool.check_connection,  # a restarted database: reconnect
        open=False,
        name="navex-checkpoints",
    )
    await pool.open(wait=True, timeout=timeout)
    try:
        yield AsyncPostgresSaver(pool)
    finally:
        await pool.close()
        logger.debug("checkpointer_closed")
