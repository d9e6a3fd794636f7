"""Persistence: the database engine, navex's schema and its migrations."""

from navex.store.checkpoints import libpq_conninfo, postgres_checkpointer
from navex.store.database import (
    create_engine,
    release_embedded_server,
    resolve_database_url,
    retry_once,
)
from navex.store.migrations import migrate
from navex.store.schema import (
    approvals,
    audit_log,
    index_meta,
    screen_embeddings,
    screen_requests,
    screens,
    tool_idempotency,
)

__all__ = [
    "approvals",
    "audit_log",
    "create_engine",
    "index_meta",
    "libpq_conninfo",
    "migrate",
    "postgres_checkpointer",
    "release_embedded_server",
    "resolve_database_url",
    "retry_once",
    "screen_embeddings",
    "screen_requests",
    "screens",
    "tool_idempotency",
]
