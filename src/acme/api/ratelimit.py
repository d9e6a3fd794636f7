"""Per-user rate limits on Acme's API, with the `limits` library.

Moving windows (`ACME_RATE_LIMIT_USER`, e.g. "30/second;600/minute"), counted in Redis
when `ACME_REDIS_URL` is set, so that every Acme process shares one count, and in the
process otherwise (`InProcessWindows`: the library's in-process storage prunes its
windows in a task that hands each key to a worker thread and is scheduled again after
every hit, 10% of Acme's event loop under load). A request over a window gets 429
problem+json with `Retry-After` (seconds until the window lets one more through). If
Redis does not answer, the request is let through and a warning logged: the limit must
not take the product down.
"""

import math
import time
from collections import deque
from typing import Protocol

import structlog
from limits import RateLimitItem, WindowStats, parse_many
from limits.aio.storage import Storage
from limits.aio.strategies import MovingWindowRateLimiter
from limits.storage import storage_from_string

from acme.api.problems import Problem

logger = structlog.get_logger(__name__)

NAMESPACE = "acme-api"


class Limiter(Protocol):
    async def hit(self, item: RateLimitItem, *identifiers: str, cost: int = 1) -> bool: ...

    async def get_window_stats(self, item: RateLimitItem, *identifiers: str) -> WindowStats: ...


class InProcessWindows:
    """Per window and user, the times of the hits still in the window, oldest first;
    pruned as the user is hit, and users gone quiet dropped every `SWEEP_EVERY` hits."""

    SWEEP_EVERY = 10_000

    def __init__(self) -> None:
        self.hits: dict[str, deque[float]] = {}
        self._longest = 0.0
        self._until_sweep = self.SWEEP_EVERY

    def _in_window(self, item: RateLimitItem, identifiers: tuple[str, ...]) -> deque[float]:
        hits = self.hits.setdefault(item.key_for(*identifiers), deque())
        start = time.time() - item.get_expiry()
        while hits and hits[0] <= start:
            hits.popleft()
        return hits

    async def hit(self, item: RateLimitItem, *identifiers: str, cost: int = 1) -> bool:
        self._longest = max(self._longest, float(item.get_expiry()))
        hits = self._in_window(item, identifiers)
        if len(hits) + cost > item.amount:
            return False
        hits.extend([time.time()] * cost)
        self._until_sweep -= 1
        if self._until_sweep <= 0:
            self._until_sweep = self.SWEEP_EVERY
            quiet = time.time() - self._longest
            self.hits = {k: h for k, h in self.hits.items() if h and h[-1] > quiet}
        return True

    async def get_window_stats(self, item: RateLimitItem, *identifiers: str) -> WindowStats:
        hits = self._in_window(item, identifiers)
        reset = hits[0] + item.get_expiry() if hits else time.time()
        return WindowStats(reset, max(0, item.amount - len(hits)))


def redis_storage(redis_url: str) -> Storage:
    # limits' async Redis scheme is async+redis://; redis-py is the client Acme has
    storage = storage_from_string(f"async+{redis_url}", implementation="redispy")
    assert isinstance(storage, Storage)
    return storage


class UserRateLimits:
    def __init__(self, rates: str, redis_url: str | None = None) -> None:
        self.items: list[RateLimitItem] = parse_many(rates)
        self.storage = redis_storage(redis_url) if redis_url else None
        self.limiter: Limiter = (
            MovingWindowRateLimiter(self.storage) if self.storage else InProcessWindows()
        )
        self.backend = "redis" if redis_url else "memory"

    async def check(self, user_id: int) -> None:
        """Count one request of this user; 429 when a window is full."""
        key = str(user_id)
        for item in self.items:
            try:
                if await self.limiter.hit(item, NAMESPACE, key):
                    continue
                stats = await self.limiter.get_window_stats(item, NAMESPACE, key)
            except Exception as exc:  # storage down: fail open, loudly
                logger.warning("rate_limit_storage_error", backend=self.backend, error=repr(exc))
                return
            retry_after = max(1, math.ceil(stats.reset_time - time.time()))
            logger.info("rate_limited", user_id=user_id, limit=str(item), retry_after=retry_after)
            raise Problem(
                429,
                f"Too many requests from your account (at most {item}); "
                f"try again in {retry_after} s.",
                headers={"Retry-After": str(retry_after)},
            )

    async def aclose(self) -> None:
        """Close the Redis pool (nothing to close in process)."""
        client = getattr(getattr(self.storage, "bridge", None), "storage", None)
        try:
            if client is not None and hasattr(client, "aclose"):
                await client.aclose()
        except Exception as exc:  # closing is best effort
            logger.debug("rate_limit_storage_close_failed", error=repr(exc))
