"""The proxy's account cache: requests that miss at once share one read of the account
(an entry that expires under load must not send every waiting message to the database),
a refusal reaches them all and is not kept, and one caller going away cancels nobody
else's read."""

import asyncio

import pytest

from acme.api.auth import Account, CallerCache

KEY = (1, 1, "acme.localhost")
ALICE = Account(1, 1, "acme", "admin", "alice@acme.example", 7)


class Reads:
    def __init__(self, outcome: Account | Exception = ALICE) -> None:
        self.outcome = outcome
        self.count = 0

    async def __call__(self) -> Account:
        self.count += 1
        await asyncio.sleep(0.05)
        if isinstance(self.outcome, Exception):
            raise self.outcome
        return self.outcome


async def test_misses_at_once_share_one_read_and_keep_it() -> None:
    cache, reads = CallerCache(3.0), Reads()
    accounts = await asyncio.gather(*(cache.account(KEY, reads) for _ in range(20)))
    assert reads.count == 1 and set(accounts) == {ALICE}
    assert await cache.account(KEY, reads) == ALICE and reads.count == 1  # kept


async def test_a_refusal_reaches_every_waiter_and_is_not_kept() -> None:
    cache, reads = CallerCache(3.0), Reads(PermissionError("not active"))
    outcomes = await asyncio.gather(
        *(cache.account(KEY, reads) for _ in range(5)), return_exceptions=True
    )
    assert reads.count == 1 and all(isinstance(o, PermissionError) for o in outcomes)
    reads.outcome = ALICE
    assert await cache.account(KEY, reads) == ALICE and reads.count == 2


async def test_one_caller_going_away_cancels_nobody_elses_read() -> None:
    cache, reads = CallerCache(3.0), Reads()
    first = asyncio.ensure_future(cache.account(KEY, reads))
    second = asyncio.ensure_future(cache.account(KEY, reads))
    await asyncio.sleep(0.01)
    first.cancel()
    assert await second == ALICE and reads.count == 1
    with pytest.raises(asyncio.CancelledError):
        await first


async def test_nothing_kept_means_every_request_reads() -> None:
    cache, reads = CallerCache(0), Reads()
    await asyncio.gather(*(cache.account(KEY, reads) for _ in range(3)))
    assert reads.count == 3
