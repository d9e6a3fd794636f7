"""Rate limits per tenant and per user, with the `limits` library.

Moving windows: in this process by default (moving_window.py), and in Redis when
`NAVEX_REDIS_URL` is set (`limits.aio.strategies.MovingWindowRateLimiter`), so that all
gateway replicas share the count.
A request over a limit gets 429 problem+json with `Retry-After` (seconds until the window
lets one more through). If Redis is unreachable the limits are counted in this process
instead (a warning when that starts, an info line when Redis answers again, which is
tried on every request): rate limiting must not take the assistant down, nor go away.
"""

import math
import time
from typing import Protocol

import structlog
from limits import RateLimitItem, WindowStats, parse
from limits.aio.storage import Storage
from limits.aio.strategies import MovingWindowRateLimiter
from limits.storage import storage_from_string

from navex.gateway.auth import ServiceIdentity
from navex.gateway.moving_window import InProcessWindow
from navex.gateway.problems import Problem
from navex.observability.metrics import RATE_LIMITED

logger = structlog.get_logger(__name__)

NAMESPACE = "navex-gateway"


class Limiter(Protocol):
    """What the gateway asks of a moving window: `limits`' limiter over Redis, or this
    process's own count."""

    async def hit(self, item: RateLimitItem, *identifiers: str, cost: int = 1) -> bool: ...

    async def get_window_stats(self, item: RateLimitItem, *identifiers: str) -> WindowStats: ...


def redis_storage(redis_url: str) -> Storage:
    # limits names its async Redis schemes async+redis:// (and async+rediss://); the
    # redis-py client is used (navex already depends on it), not coredis
    storage = storage_from_string(f"async+{redis_url}", implementation="redispy")
    assert isinstance(storage, Storage)
    return storage


class RateLimits:
    def __init__(self, org_rate: str, user_rate: str, redis_url: str | None = None) -> None:
        self.org: RateLimitItem = parse(org_rate)
        self.user: RateLimitItem = parse(user_rate)
        self.storage = redis_storage(redis_url) if redis_url else None
        self.limiter: Limiter = (
            MovingWindowRateLimiter(self.storage) if self.storage else InProcessWindow()
        )
        self.backend = "redis" if redis_url else "memory"
        # while Redis does not answer: this process's own count
        self.fallback: Limiter | None = InProcessWindow() if redis_url else None
        self.degraded = False

    async def _hit(self, item: RateLimitItem, key: tuple[str, ...]) -> tuple[bool, float]:
        """Count one hit: (allowed, when the window lets one more through)."""
        limiter = self.limiter
        try:
            allowed = await limiter.hit(item, *key)
            if self.degraded:
                self.degraded = False
                logger.info("rate_limit_storage_recovered", backend=self.backend)
        except Exception as exc:
            if self.fallback is None:  # in-process storage failing: fail open, loudly
                logger.warning("rate_limit_storage_error", backend=self.backend, error=repr(exc))
                return True, 0.0
            if not self.degraded:
                self.degraded = True
                logger.warning(
                    "rate_limit_storage_degraded",
                    backend=self.backend,
                    fallback="memory",
                    error=repr(exc),
                )
            limiter = self.fallback
            allowed = await limiter.hit(item, *key)
        if allowed:
            return True, 0.0
        try:
            stats = await limiter.get_window_stats(item, *key)
        except Exception:  # Redis went away between the two calls: one second
            return False, time.time() + 1
        return False, stats.reset_time

    async def check(self, identity: ServiceIdentity) -> None:
        """Count one request for the user and the org; 429 when either is over its limit."""
        user_key = (NAMESPACE, "user", f"{identity.org_id}:{identity.user_id}")
        org_key = (NAMESPACE, "org", str(identity.org_id))
        for scope, item, key in (("user", self.user, user_key), ("org", self.org, org_key)):
            allowed, reset_time = await self._hit(item, key)
            if allowed:
                continue
            retry_after = max(1, math.ceil(reset_time - time.time()))
            RATE_LIMITED.labels(scope).inc()
            logger.info("rate_limited", scope=scope, limit=str(item), retry_after=retry_after)
            raise Problem(
                429,
                f"Too many requests for this {'user' if scope == 'user' else 'organization'} "
                f"(limit {item}); try again in {retry_after} s.",
                kind="rate-limited",
                headers={"Retry-After": str(retry_after)},
            )

    async def healthy(self) -> bool:
        return self.storage is None or bool(await self.storage.check())

    async def aclose(self) -> None:
        """Close the Redis connection pool (nothing to close in process)."""
        client = getattr(getattr(self.storage, "bridge", None), "storage", None)
        try:
            if client is not None and hasattr(client, "aclose"):
                await client.aclose()
        except Exception as exc:  # closing is best effort
            logger.debug("rate_limit_storage_close_failed", error=repr(exc))
