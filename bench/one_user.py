"""Navigation as one user meets it (issue #15's speed check): the stack of bench/load.py
booted on loopback, the test set's navigation queries sent one at a time through Acme's
proxy as alice, once (cold: every message new to the semantic cache, the encoder's recent
texts and the product's copies), then again (warm). Not a test: it measures and prints.

    python bench/one_user.py --json [--runs 3]

Each run boots a fresh stack. The time is the client's, from the message sent to the
stream's `final` event. A query the router sends to execution ends in an `error` event (no
model serves this stack) and is counted under `errors`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import TypedDict

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import Stack, boot
from load_client import Send, navigation_queries, percentile, proxy_sender, session
from navex.observability import configure_logging

USER = "alice@acme.example"


class Pass(TypedDict):
    n: int
    errors: int
    p50_ms: float
    p90_ms: float
    p99_ms: float


async def timed(send: Send, number: int) -> tuple[float, str | None]:
    """(ms to the stream's end, what went wrong or None)."""
    begun = time.perf_counter()
    try:
        error = await send(0, number)
    except (TimeoutError, aiohttp.ClientError) as exc:
        error = type(exc).__name__
    return (time.perf_counter() - begun) * 1000, error


async def one_user(stack: Stack) -> dict[str, Pass]:
    """The queries once each, then again, as one user; one message at a time."""
    queries = navigation_queries()
    user = next(u for u in stack.users if u.email == USER)
    passes: dict[str, Pass] = {}
    async with session(2) as http:
        send = proxy_sender(http, stack.acme_url, [user], queries)
        for name in ("cold", "warm"):
            times, errors = [], 0
            for number in range(len(queries)):
                ms, error = await timed(send, number)
                if error is None:
                    times.append(ms)
                else:
                    errors += 1
            passes[name] = Pass(
                n=len(times),
                errors=errors,
                p50_ms=round(statistics.median(times), 1),
                p90_ms=round(percentile(times, 0.9), 1),
                p99_ms=round(percentile(times, 0.99), 1),
            )
    return passes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1, help="fresh stacks, one after another")
    parser.add_argument("--json", action="store_true", help="one JSON object per run")
    args = parser.parse_args()
    configure_logging("warning")  # the catalog's ingestion in this process: stderr
    for _ in range(args.runs):
        with boot(1, None) as stack:
            passes = asyncio.run(one_user(stack))
        if args.json:
            print(json.dumps(passes), flush=True)
        else:
            for name, p in passes.items():
                print(
                    f"{name}: p50 {p['p50_ms']} ms, p90 {p['p90_ms']} ms, p99 {p['p99_ms']} ms"
                    f" ({p['n']} answers, {p['errors']} errors)",
                    flush=True,
                )


if __name__ == "__main__":
    main()
