"""The serving process's heap and Python's cyclic garbage collector.

A started gateway holds a few million objects that live as long as it does (the catalog,
the router and ranker, the tokenizer, the libraries' modules). CPython's oldest-generation
collection walks every one of them, about every ten seconds under load, with the event
loop stopped: 0.2-0.8 s on this machine's cores, long enough to put every answer in
flight past its p99 (found by timing the collector under `bench/load.py`). Frozen after
start-up (`gc.freeze`), they are left out of every collection; what requests create is
collected as before. The collections that still take long are logged (`gc_pause`).
"""

import gc
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import structlog
from starlette.types import ASGIApp

logger = structlog.get_logger(__name__)

LONG_PAUSE_MS = 100.0
"""A collection at least this long is logged as `gc_pause`."""

Lifespan = Callable[[Any], AbstractAsyncContextManager[Any]]


def freeze_startup_heap() -> int:
    """Collect once, then freeze every object alive now out of later collections; the
    number of objects frozen."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


class PauseLog:
    """A `gc.callbacks` entry that logs each collection of `LONG_PAUSE_MS` or more."""

    def __init__(self, long_ms: float = LONG_PAUSE_MS) -> None:
        self.long_ms = long_ms
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        ms = (time.perf_counter() - self._started) * 1000
        if ms >= self.long_ms:
            logger.warning(
                "gc_pause",
                ms=round(ms, 1),
                generation=info["generation"],
                collected=info["collected"],
            )

    def install(self) -> None:
        if not any(isinstance(callback, PauseLog) for callback in gc.callbacks):
            gc.callbacks.append(self)


def frozen_after_startup(lifespan: Lifespan) -> Lifespan:
    """`lifespan`, with the heap frozen once its start-up is done (the serving process's
    only: tests building many apps in one process keep the collector as it is)."""

    @asynccontextmanager
    async def frozen(app: ASGIApp) -> AsyncIterator[Any]:
        async with lifespan(app) as state:
            frozen_objects = freeze_startup_heap()
            PauseLog().install()
            logger.info("heap_frozen", objects=frozen_objects)
            yield state

    return frozen
