"""The gateway's CPU per navigation answer, in process: the navigation queries of
`datasets/acme/routing-test.jsonl` (as bench/load.py sends them), each asked by the load's
nine users of both orgs through `ChatService.chat` (input guard, route, second look, the
navigator, the record's name, redaction; the history's write left out), on the product
booted as `navex eval routing` boots it, its records read as the user through its API.

```sh
PYTHONPATH=src .venv/bin/python bench/navigation_cpu.py            # one JSON object
PYTHONPATH=src .venv/bin/python bench/navigation_cpu.py --profile /tmp/nav.prof
```

`cold_ms`: `time.process_time()` per answer on the first pass (each query once per user;
every cache empty, the product's lists read once). `warm_ms`: the median of the later
passes' means, as a gateway under load answers the same queries again (the product says a
data version with each request, as its proxy does: record lists come from copies). The
CPU of every thread of this process counts (the guard's encoder runs in a worker thread);
the product's own processes do not. `--profile` writes a cProfile (process time) of the
warm passes.
"""

import argparse
import asyncio
import cProfile
import json
import os
import statistics
import sys
import time
from contextlib import redirect_stderr
from pathlib import Path
from typing import Any

import httpx

from load import USERS  # bench/load.py's nine users of both orgs
from load_client import navigation_queries
from navex.assistant import Assistant
from navex.evals.routing_product import booted_product, sign_in
from navex.gateway.chat import ChatService
from navex.gateway.guards import Guards
from navex.gateway.history import NewMessage, Owner
from navex.gateway.jobs import ExecutionHandle
from navex.navigation import RequestContext
from navex.observability import configure_logging


class _NoHistory:
    """The history's write is PostgreSQL's work (group commit), not measured here."""

    async def add_many(self, owner: Owner, thread_id: str, messages: list[NewMessage]) -> None:
        return None

    async def add(self, *args: Any, **kwargs: Any) -> None:
        return None


async def _answer(chat: ChatService, query: str, context: RequestContext) -> str:
    route = ""
    async for event in chat.chat(query, context, "bench-thread", "bench-request"):
        if event.event == "route":
            route = json.loads(str(event.data))["route"]
    return route


async def _pass(
    chat: ChatService, pairs: list[tuple[str, RequestContext]]
) -> tuple[list[float], dict[str, int]]:
    spent, routes = [], {}
    for query, context in pairs:
        started = time.process_time()
        route = await _answer(chat, query, context)
        spent.append((time.process_time() - started) * 1000)
        routes[route] = routes.get(route, 0) + 1
    return spent, routes


async def _chat_service(api_url: str) -> tuple[ChatService, Assistant]:
    from navex.cli import _assistant_settings, _ingested

    settings = _assistant_settings(None)
    settings = settings.model_copy(update={"product_api_url": api_url, "llm_base_url": None})
    assistant = await _ingested(settings)
    guards = Guards(settings, router_encoder=assistant.encoder)
    await guards.warm_up()
    history: Any = _NoHistory()
    return ChatService(assistant, ExecutionHandle(None), history, guards), assistant


async def measure(api_url: str, passes: int, profile: Path | None) -> dict[str, Any]:
    chat, assistant = await _chat_service(api_url)
    try:
        async with httpx.AsyncClient(base_url=api_url) as api:
            contexts = [await sign_in(api, email) for email in USERS]
        contexts = [c.model_copy(update={"data_version": "bench-1"}) for c in contexts]
        pairs = [(q, c) for q in navigation_queries() for c in contexts]
        with open(os.devnull, "w") as quiet, redirect_stderr(quiet):
            cold, routes = await _pass(chat, pairs)
            profiler = cProfile.Profile(time.process_time) if profile else None
            if profiler is not None:
                profiler.enable()
            warm = [statistics.fmean((await _pass(chat, pairs))[0]) for _ in range(passes)]
            if profiler is not None:
                profiler.disable()
                profiler.dump_stats(profile)
    finally:
        await assistant.aclose()
    return {
        "answers_per_pass": len(pairs),
        "routes": routes,
        "cold_ms": round(statistics.fmean(cold), 3),
        "warm_ms": round(statistics.median(warm), 3),
        "warm_pass_ms": [round(w, 3) for w in warm],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--passes", type=int, default=5, help="Warm passes (default 5).")
    parser.add_argument("--profile", type=Path, help="cProfile of the warm passes, here.")
    args = parser.parse_args()
    configure_logging("info", as_json=True)
    with booted_product() as api_url:
        report = asyncio.run(measure(api_url, args.passes, args.profile))
    json.dump(report, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
