"""The one way navex opens an async Redis client (semantic cache, running jobs).

redis-py's default pool raises `MaxConnectionsError` once 100 connections are in use: at
200 concurrent users the semantic cache failed answers that way. A blocking pool makes a
request wait (up to `timeout` seconds) for a free connection instead.
"""

from typing import Any

MAX_CONNECTIONS = 64
WAIT_SECONDS = 5.0


def redis_client(url: str) -> Any:
    """An async Redis client on a bounded, blocking connection pool."""
    import redis.asyncio as redis

    pool = redis.BlockingConnectionPool.from_url(
        url, max_connections=MAX_CONNECTIONS, timeout=WAIT_SECONDS
    )
    return redis.Redis(connection_pool=pool)
