"""Moving windows counted in this process, for the gateway's rate limits without Redis.

The `limits` library's in-process storage prunes its windows in a background task that
hands every key to a worker thread (`asyncio.to_thread`) and is scheduled again after
every hit: under load that was 6% of the gateway's event loop (py-spy, 150 messages/s),
spent waking threads. Here each key keeps the times of its hits in a deque, pruned as
it is hit: no task, no thread. It answers the two calls the gateway makes of
`limits.aio.strategies.MovingWindowRateLimiter` (`hit`, `get_window_stats`), so a Redis
limiter and this one are used alike.
"""

import time
from collections import deque

from limits import RateLimitItem, WindowStats

SWEEP_EVERY = 10_000
"""Hits between two sweeps of keys whose windows are empty (users gone quiet)."""


class InProcessWindow:
    """Per key, the times of the hits still in its window, oldest first."""

    def __init__(self) -> None:
        self._hits: dict[str, deque[float]] = {}
        self._longest = 0.0  # the longest window seen: a key idle for longer is dropped
        self._until_sweep = SWEEP_EVERY

    def _window(
        self, item: RateLimitItem, identifiers: tuple[str, ...], now: float
    ) -> deque[float]:
        key = item.key_for(*identifiers)
        hits = self._hits.get(key)
        if hits is None:
            hits = self._hits[key] = deque()
        start = now - item.get_expiry()
        while hits and hits[0] <= start:
            hits.popleft()
        return hits

    async def hit(self, item: RateLimitItem, *identifiers: str, cost: int = 1) -> bool:
        """Count `cost` hits if the window has room for them; False (nothing counted)
        when it has not."""
        now = time.time()
        self._longest = max(self._longest, float(item.get_expiry()))
        hits = self._window(item, identifiers, now)
        if len(hits) + cost > item.amount:
            return False
        hits.extend([now] * cost)
        self._until_sweep -= 1
        if self._until_sweep <= 0:
            self._sweep(now)
        return True

    async def get_window_stats(self, item: RateLimitItem, *identifiers: str) -> WindowStats:
        """When the window lets one more hit through (epoch seconds), and how many more
        it lets through now."""
        now = time.time()
        hits = self._window(item, identifiers, now)
        remaining = max(0, item.amount - len(hits))
        reset = hits[0] + item.get_expiry() if hits else now
        return WindowStats(reset, remaining)

    def _sweep(self, now: float) -> None:
        self._until_sweep = SWEEP_EVERY
        idle = [k for k, hits in self._hits.items() if not hits or hits[-1] <= now - self._longest]
        for key in idle:
            del self._hits[key]

    def __len__(self) -> int:
        """How many keys are counted."""
        return len(self._hits)
