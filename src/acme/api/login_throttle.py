"""Sign-in throttling per account and per client address, with exponential backoff.

Each sign-in attempt is counted against its account (the e-mail, whether or not it
exists, so the answer reveals nothing) and its client address before the password is
checked. The first `free` failures within the window cost nothing; from then on every
attempt sets a wait of `base * 2**k` seconds (capped) before the next one, and an
attempt during a wait is refused with 429 and `Retry-After`. A successful sign-in clears
its account's count and takes itself off its address's count. Counting before checking
makes parallel guesses count too: 25 parallel wrong passwords for one account get 6
answers and 19 refusals.

Counts live in Redis when `ACME_REDIS_URL` is set (one Lua script per attempt, so that
every process shares them atomically) and in the process otherwise. If Redis does not
answer, sign-in is let through and a warning logged.
"""

import math
import time
from dataclasses import dataclass
from typing import Protocol

import structlog
from redis.asyncio import Redis

from acme.api.problems import Problem
from acme.config import AcmeSettings

logger = structlog.get_logger(__name__)

PREFIX = "acme-login:"


@dataclass(frozen=True)
class Backoff:
    free: int  # failures before the first wait
    base: float  # first wait, seconds; doubles with each further attempt
    cap: float  # longest wait, seconds
    window: float  # failures older than this are forgotten, seconds

    def wait(self, count: int) -> float:
        """The wait after the `count`-th counted attempt (0 within the free ones)."""
        if count <= self.free:
            return 0.0
        return float(min(self.cap, self.base * 2 ** min(count - self.free - 1, 40)))


class ThrottleStore(Protocol):
    async def attempt(self, key: str, backoff: Backoff) -> float:
        """Count an attempt: 0 if it may go ahead, else the seconds left to wait."""
        ...

    async def forget(self, key: str) -> None: ...

    async def uncount(self, key: str) -> None: ...

    async def aclose(self) -> None: ...


class MemoryThrottleStore:
    """One process's counts: key → [count, forget_at, wait_until] (monotonic seconds)."""

    def __init__(self) -> None:
        self.entries: dict[str, list[float]] = {}

    async def attempt(self, key: str, backoff: Backoff) -> float:
        now = time.monotonic()
        entry = self.entries.get(key)
        if entry is None or entry[1] <= now:
            entry = self.entries[key] = [0.0, 0.0, 0.0]
        if entry[2] > now:
            return entry[2] - now
        entry[0] += 1
        entry[1] = now + backoff.window
        entry[2] = now + backoff.wait(int(entry[0]))
        if len(self.entries) > 100_000:  # forget expired counts now and then
            self.entries = {k: e for k, e in self.entries.items() if e[1] > now}
        return 0.0

    async def forget(self, key: str) -> None:
        self.entries.pop(key, None)

    async def uncount(self, key: str) -> None:
        entry = self.entries.get(key)
        if entry is not None and entry[0] > 0:
            entry[0] -= 1

    async def aclose(self) -> None:
        return None


# KEYS: count, wait. ARGV: free, base ms, cap ms, window ms. Returns the ms left to wait.
_ATTEMPT = """
local left = redis.call('PTTL', KEYS[2])
if left > 0 then return left end
local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local free = tonumber(ARGV[1])
if n > free then
  local wait = math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ math.min(n - free - 1, 40))
  redis.call('SET', KEYS[2], '1', 'PX', math.max(1, math.ceil(wait)))
end
return 0
"""
_UNCOUNT = "if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end"


class RedisThrottleStore:
    def __init__(self, url: str) -> None:
        self.redis = Redis.from_url(url)
        self.attempt_script = self.redis.register_script(_ATTEMPT)
        self.uncount_script = self.redis.register_script(_UNCOUNT)

    async def attempt(self, key: str, backoff: Backoff) -> float:
        keys = [PREFIX + key + ":n", PREFIX + key + ":wait"]
        args = [
            backoff.free,
            *(round(s * 1000) for s in (backoff.base, backoff.cap, backoff.window)),
        ]
        left = await self.attempt_script(keys=keys, args=args)
        return float(left) / 1000

    async def forget(self, key: str) -> None:
        await self.redis.delete(PREFIX + key + ":n", PREFIX + key + ":wait")

    async def uncount(self, key: str) -> None:
        await self.uncount_script(keys=[PREFIX + key + ":n"])

    async def aclose(self) -> None:
        await self.redis.aclose()


class LoginThrottle:
    def __init__(self, settings: AcmeSettings) -> None:
        self.enabled = settings.login_throttle
        self.store: ThrottleStore = (
            RedisThrottleStore(settings.redis_url) if settings.redis_url else MemoryThrottleStore()
        )
        window = settings.login_failure_window_seconds
        base, cap = settings.login_backoff_seconds, settings.login_backoff_max_seconds
        self.account = Backoff(settings.login_free_failures_account, base, cap, window)
        self.address = Backoff(settings.login_free_failures_address, base, cap, window)

    async def before(self, email: str, address: str) -> None:
        """Count this attempt; 429 with Retry-After while its account or address waits."""
        if not self.enabled:
            return
        account_key, address_key = "account:" + email.strip().lower(), "address:" + address
        try:
            wait = await self.store.attempt(address_key, self.address)
            if not wait:
                wait = await self.store.attempt(account_key, self.account)
                if wait:  # refused for the account: this attempt is no failure of the address
                    await self.store.uncount(address_key)
        except Exception as exc:  # storage down: fail open, loudly
            logger.warning("login_throttle_storage_error", error=repr(exc))
            return
        if wait:
            retry_after = max(1, math.ceil(wait))
            logger.info("login_throttled", retry_after=retry_after)
            raise Problem(
                429,
                f"Too many failed sign-ins; wait {retry_after} s before trying again.",
                kind="too-many-sign-ins",
                title="Too many sign-ins",
                headers={"Retry-After": str(retry_after)},
            )

    async def succeeded(self, email: str, address: str) -> None:
        """A right password: its account starts afresh, its address counts one less."""
        if not self.enabled:
            return
        try:
            await self.store.forget("account:" + email.strip().lower())
            await self.store.uncount("address:" + address)
        except Exception as exc:
            logger.warning("login_throttle_storage_error", error=repr(exc))

    async def aclose(self) -> None:
        await self.store.aclose()
