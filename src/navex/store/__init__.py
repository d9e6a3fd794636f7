"""Persistence: the database engine, navex's schema and its migrations."""

from navex.store.database import create_engine, resolve_database_url, retry_once
from navex.store.migrations import migrate
from navex.store.schema import index_meta, screen_embeddings, screens

__all__ = [
    "create_engine",
    "index_meta",
    "migrate",
    "resolve_database_url",
    "retry_once",
    "screen_embeddings",
    "screens",
]
