"""What a serving process builds at start-up is frozen out of the garbage collector's
sight (navex.observability.heap): its oldest-generation pass walked all of it, with the
event loop stopped, every ten seconds or so under load. Run in a child process: freezing
the test runner's own heap would keep every later test's garbage."""

import json
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import asyncio, gc, json, time
    from contextlib import asynccontextmanager
    from fastapi import FastAPI
    from navex.observability.heap import PauseLog, frozen_after_startup

    kept = []

    @asynccontextmanager
    async def lifespan(app):
        kept.append([[n] for n in range(300_000)])  # what start-up builds
        yield

    app = FastAPI(lifespan=frozen_after_startup(lifespan))

    async def main():
        async with app.router.lifespan_context(app):
            begun = time.perf_counter()
            gc.collect()  # a full collection while serving
            ms = (time.perf_counter() - begun) * 1000
            print("RESULT", json.dumps({
                "frozen": gc.get_freeze_count(),
                "walked": len(gc.get_objects()),
                "pause_logs": sum(isinstance(c, PauseLog) for c in gc.callbacks),
                "full_collection_ms": ms,
            }))

    asyncio.run(main())
    """
)


def test_startup_heap_is_frozen_and_a_full_collection_skips_it() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, check=True
    )
    result = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    seen = json.loads(result[-1].removeprefix("RESULT "))
    assert seen["frozen"] > 300_000, seen
    assert seen["walked"] < 100_000, seen  # the collector no longer sees start-up's objects
    assert seen["pause_logs"] == 1, seen


def test_navex_serve_wraps_its_lifespan() -> None:
    """`navex serve`'s app (single process and each worker) freezes after start-up; the
    app tests build in process does not."""
    from navex.gateway.app import create_app
    from navex.gateway.serving import serving_app

    served = serving_app("warning")
    assert "frozen_after_startup" in served.router.lifespan_context.__qualname__
    assert "frozen_after_startup" not in create_app().router.lifespan_context.__qualname__
