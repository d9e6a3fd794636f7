"""Per-user rate limits on Acme's API, with the `limits` library.

Moving windows (`ACME_RATE_LIMIT_USER`, e.g. "30/second;600/minute"), counted in Redis
when `ACME_REDIS_URL` is set, so that every Acme process shares one count, and in the
process otherwise. A request over a window gets 429 problem+json with `Retry-After`
(seconds until the window lets one more through). If Redis does not answer, the request
is let through and a warning logged: the limit must not take the product down.
"""

import math
import time

import structlog
from limits import RateLimitItem, parse_many
from limits.aio.storage import MemoryStorage, Storage
from limits.aio.strategies import MovingWindowRateLimiter
from limits.storage import storage_from_string

from acme.api.problems import Problem

logger = structlog.get_logger(__name__)

NAMESPACE = "acme-api"


def make_storage(redis_url: str | None) -> Storage:
    if not redis_url:
        return MemoryStorage()
    # limits' async Redis scheme is async+redis://; redis-py is the client Acme has
    storage = storage_from_string(f"async+{redis_url}", implementation="redispy")
    assert isinstance(storage, Storage)
    return storage


class UserRateLimits:
    def __init__(self, rates: str, redis_url: str | None = None) -> None:
        self.items: list[RateLimitItem] = parse_many(rates)
        self.storage = make_storage(redis_url)
        self.limiter = MovingWindowRateLimiter(self.storage)
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
        """Close the Redis pool (Redis) or stop the expiry timer (memory)."""
        client = getattr(getattr(self.storage, "bridge", None), "storage", None)
        try:
            if client is not None and hasattr(client, "aclose"):
                await client.aclose()
        except Exception as exc:  # closing is best effort
            logger.debug("rate_limit_storage_close_failed", error=repr(exc))
        timer = getattr(self.storage, "timer", None)
        if timer is not None and not timer.done():
            timer.cancel()
