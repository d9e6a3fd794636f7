"""The gateway's in-process rate limits (moving_window.py): a moving window per key, that
says when one more hit fits, forgets users gone quiet, and costs no task or thread."""

import asyncio
import threading
import time

from limits import parse

from navex.gateway import moving_window
from navex.gateway.moving_window import InProcessWindow
from navex.gateway.ratelimit import RateLimits

THREE_PER_SECOND = parse("3/second")


async def test_a_window_lets_its_amount_through_and_then_refuses_until_the_oldest_expires() -> None:
    window = InProcessWindow()
    started = time.time()
    assert await window.hit(THREE_PER_SECOND, "u", "1")
    await asyncio.sleep(0.4)
    assert [await window.hit(THREE_PER_SECOND, "u", "1") for _ in range(3)] == [
        True,
        True,
        False,
    ]
    stats = await window.get_window_stats(THREE_PER_SECOND, "u", "1")
    assert stats.remaining == 0
    assert started + 1 <= stats.reset_time <= started + 1.1  # when the first hit leaves
    assert await window.hit(THREE_PER_SECOND, "u", "2")  # another key has its own window
    await asyncio.sleep(stats.reset_time - time.time() + 0.01)
    assert await window.hit(THREE_PER_SECOND, "u", "1")  # the first hit left the window
    assert not await window.hit(THREE_PER_SECOND, "u", "1")  # the other two are still in it


async def test_a_refused_hit_is_not_counted() -> None:
    window = InProcessWindow()
    one_per_second = parse("1/second")
    assert await window.hit(one_per_second, "u")
    first = (await window.get_window_stats(one_per_second, "u")).reset_time
    for _ in range(5):
        assert not await window.hit(one_per_second, "u")
    assert (await window.get_window_stats(one_per_second, "u")).reset_time == first


async def test_keys_gone_quiet_are_forgotten(monkeypatch: object) -> None:
    monkeypatch.setattr(moving_window, "SWEEP_EVERY", 10)  # type: ignore[attr-defined]
    window = InProcessWindow()
    for user in range(10):
        await window.hit(parse("100/second"), "user", str(user))
    assert len(window) <= 10
    await asyncio.sleep(1.05)
    for _ in range(10):
        await window.hit(parse("100/second"), "user", "still-here")
    assert len(window) == 1


async def test_counting_in_process_starts_no_task_and_no_thread() -> None:
    limits = RateLimits("1000/second", "1000/second")
    tasks, threads = len(asyncio.all_tasks()), threading.active_count()
    for _ in range(50):
        await limits._hit(limits.user, ("navex-gateway", "user", "1:1"))
    assert len(asyncio.all_tasks()) == tasks
    assert threading.active_count() == threads
    await limits.aclose()
