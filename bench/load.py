"""Load on the running stack, on loopback (issue #14 part 3). Not a test: it measures and
prints, and never fails on timing.

    python bench/load.py --json --plot bench/load.png

Boots embedded PostgreSQL, Acme through its own commands (`acme serve`, `acme mcp`), and
navex's gateway as separate `navex serve` processes sharing PostgreSQL and Redis, then:

- navigation (load_client.py): N users (closed loop: each sends the next message when the
  last one's `final` arrived) through Acme's proxy (`/api/assistant/chat`, the user's bearer
  token) and straight to the gateway (`/v1/chat` with a service JWT signed by Acme's key,
  as the proxy mints it): requests/s, p50, p99, errors per level; the same straight to 1
  and to 2 gateway replicas (round-robin in the client); and with `--rates`, messages sent
  through the proxy at a fixed rate (open loop, at most `--rate-users` in flight): the
  latency at that rate;
- execution (load_harness.py): jobs of 0..3 tool steps with the scripted model, the
  harness's own cost per step and per job.

Rate limits are raised for the run (Acme `ACME_RATE_LIMIT_USER`, gateway
`NAVEX_RATE_LIMIT_USER` / `_ORG`): the output says to what. With Redis, Acme counts its
limits there too (`ACME_REDIS_URL`), as every process of a deployment must.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load_client import (
    Phase,
    ServiceTokens,
    User,
    direct_sender,
    measure,
    navigation_queries,
    proxy_sender,
    session,
)
from load_cpu import CpuMeter
from load_harness import LIMIT, execution_overhead
from navex.config import DemoProduct, EvalProduct, NavexSettings
from navex.evals.tasks.conversation import DEMO_PASSWORD
from navex.evals.tasks.product import prepare_template, serve_product
from navex.evals.tasks.stack import (
    _postgres,
    _prepare_navex,
    drop_databases,
    free_ports,
    recreate_database,
)
from navex.observability import configure_logging

__all__ = ["Stack", "boot", "execution_overhead", "navigation_load"]

USERS = (
    "alice@acme.example",
    "bob@acme.example",
    "carol@acme.example",
    "tom.becker@acme.example",
    "priya.raman@acme.example",
    "hiroshi.tanaka@acme.example",
    "dave@globex.example",
    "erin.walsh@globex.example",
    "grace.liu@globex.example",
)


@dataclass
class Stack:
    acme_url: str
    gateways: list[str]
    mcp_url: str
    acme_database_url: str
    navex_database_url: str
    jwks_url: str
    redis_url: str | None
    users: list[User] = field(default_factory=list)


# --- the stack ----------------------------------------------------------------------------


def _redis_or_none(url: str | None) -> str | None:
    if not url:
        return None
    import redis

    try:
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except redis.RedisError:
        print(f"load: Redis at {url} does not answer; running without it", file=sys.stderr)
        return None
    # the semantic cache of an earlier run would make this one start warm (and slower:
    # every lookup reads the whole tenant's entries)
    client = redis.Redis.from_url(url)
    for key in client.scan_iter(match="navex:semcache:*"):
        client.delete(key)
    return url


@contextmanager
def _gateway_process(env: dict[str, str], port: int, logs: Path, workers: int = 1) -> Iterator[str]:
    """`navex serve` on `port`, in `workers` processes on the one port."""
    log = (logs / f"gateway-{port}.log").open("wb")
    command = [str(Path(sys.executable).parent / "navex"), "serve", "--port", str(port)]
    command += ["--log-level", "warning", "--workers", str(workers)]
    child = subprocess.Popen(command, env=env, stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            if child.poll() is not None:
                raise RuntimeError(f"gateway on {port} exited; see {log.name}")
            try:
                if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"gateway on {port} did not start; see {log.name}")
            time.sleep(0.2)
        yield url
    finally:
        child.terminate()
        try:
            child.wait(timeout=15)
        except subprocess.TimeoutExpired:
            child.kill()
        log.close()


@contextmanager
def boot(
    replicas: int,
    redis_url: str | None,
    server_url: str | None = None,
    *,
    gateway_workers: int = 1,
    acme_workers: int = 1,
    fresh_vectors: bool = False,
) -> Iterator[Stack]:
    """PostgreSQL, Acme (its own commands, rate limit raised, counted in Redis when there
    is one; with `acme_workers` > 1, its app in that many uvicorn workers), navex's
    database and `replicas` gateway processes (each with `gateway_workers` uvicorn
    workers); Acme's proxy points at the first. `fresh_vectors`: the gateways keep no
    recent vectors (NAVEX_EMBEDDINGS_RECENT_TEXTS=0), so every message is embedded as if
    none were ever said twice (the bench's queries repeat)."""
    demo = DemoProduct()
    if acme_workers > 1:  # `acme serve`'s app, as uvicorn's command line runs it
        command = [sys.executable, "-m", "uvicorn", "acme.app:serving_app", "--factory"]
        command += ["--workers", str(acme_workers), "--port", str(demo.ports[0])]
        demo = demo.model_copy(update={"serve_command": command})
    redis_url = _redis_or_none(redis_url)
    acme_env = {
        "ACME_RATE_LIMIT_USER": LIMIT,
        **({"ACME_REDIS_URL": redis_url} if redis_url else {}),
    }
    product = EvalProduct()
    product = product.model_copy(update={"env": {**product.env, **acme_env}})
    suffix = uuid.uuid4().hex[:10]
    template, working, navex_db = (f"load_{kind}_{suffix}" for kind in ("acmet", "acme", "navex"))
    logs = Path(tempfile.mkdtemp(prefix="navex-load-"))
    with _postgres(server_url) as pg, ExitStack() as running:
        try:
            prepare_template(recreate_database(pg, template), demo, product)
            acme_db = recreate_database(pg, working, template)
            navex_url = recreate_database(pg, navex_db)
            asyncio.run(_prepare_navex(navex_url))
            ports = free_ports(replicas + len(demo.ports))
            gateway_ports, product_ports = ports[:replicas], ports[replicas:]
            first = f"http://127.0.0.1:{gateway_ports[0]}"
            urls = running.enter_context(
                serve_product(acme_db, first, product_ports, demo, product)
            )
            env = {
                **os.environ,
                "NAVEX_DATABASE_URL": navex_url,
                "NAVEX_PRODUCT_API_URL": urls.api_url,
                "NAVEX_MCP_URL": urls.mcp_url,
                "NAVEX_SERVICE_JWKS_URL": urls.jwks_url,
                "NAVEX_RATE_LIMIT_USER": LIMIT,
                "NAVEX_RATE_LIMIT_ORG": LIMIT,
                "NAVEX_GATEWAY_SSE_PING_SECONDS": "0",
                "NAVEX_DATA_DIR": str(logs / "data"),
                "NAVEX_CACHE_DIR": str(NavexSettings().cache_directory),
                "NAVEX_LLM_BASE_URL": "",
            }
            if fresh_vectors:
                env["NAVEX_EMBEDDINGS_RECENT_TEXTS"] = "0"
            if redis_url:
                env["NAVEX_REDIS_URL"] = redis_url
            gateways = [
                running.enter_context(_gateway_process(env, port, logs, gateway_workers))
                for port in gateway_ports
            ]
            stack = Stack(
                urls.api_url, gateways, urls.mcp_url, acme_db, navex_url, urls.jwks_url, redis_url
            )
            stack.users = asyncio.run(_sign_in(stack.acme_url))
            yield stack
        finally:
            running.close()
            drop_databases(pg, [working, navex_db, template])


async def _sign_in(acme_url: str) -> list[User]:
    users = []
    async with httpx.AsyncClient(base_url=acme_url, timeout=30) as http:
        for email in USERS:
            login = await http.post(
                "/api/auth/login", json={"email": email, "password": DEMO_PASSWORD}
            )
            login.raise_for_status()
            token = login.json()["access_token"]
            me = await http.get("/api/auth/me", headers={"Authorization": f"Bearer {token}"})
            me.raise_for_status()
            users.append(User(email, token, me.json()))
    return users


# --- navigation under load ------------------------------------------------------------------


async def navigation_load(
    stack: Stack,
    levels: Sequence[int],
    seconds: float,
    replica_levels: Sequence[int],
    left_out: list[str],
    max_queries: int | None = None,
    rates: Sequence[float] = (),
    rate_users: int = 50,
) -> list[Phase]:
    queries = navigation_queries()[:max_queries]
    async with session(2) as http:
        # every query once per org (the cache's first pass); the few that the router sends
        # elsewhere (execution, served by no model here: an `error` event) are left out
        kept = []
        for number, query in enumerate(queries):
            send = proxy_sender(http, stack.acme_url, stack.users, [query])
            outcomes = [await send(slot, number) for slot in (0, -1)]
            if not any(outcomes):
                kept.append(query)
    left_out.extend(q for q in queries if q not in kept)
    runs: list[tuple[str, int, int, float | None]] = [
        *(("proxy", users, 1, None) for users in levels),
        *(("direct", users, 1, None) for users in levels),
    ]
    if len(stack.gateways) > 1:
        runs += [("direct", users, len(stack.gateways), None) for users in replica_levels]
    runs += [("proxy", rate_users, 1, rate) for rate in rates]
    tokens = ServiceTokens(stack.acme_database_url)
    meter = CpuMeter()
    phases = []
    for path, users, replicas, rate in runs:
        async with session(users) as http:  # a pool per level
            if path == "proxy":
                send = proxy_sender(http, stack.acme_url, stack.users, kept)
            else:
                gateways = stack.gateways[:replicas]
                send = direct_sender(http, gateways, stack.users, kept, tokens)
            phases.append(await measure(send, path, users, replicas, seconds, rate, meter))
    return phases


# --- output -------------------------------------------------------------------------------


def plot(phases: Sequence[Phase], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (rate, tail) = plt.subplots(1, 2, figsize=(8, 3.2), dpi=90)
    for name, replicas, style in (("proxy", 1, "o-"), ("direct", 1, "s--"), ("direct", 2, "^:")):
        rows = [
            p for p in phases if p.path == name and p.replicas == replicas and p.offered_rps is None
        ]
        if not rows:
            continue
        label = f"{name} ({replicas} gateway{'s' if replicas > 1 else ''})"
        rate.plot([p.users for p in rows], [p.rps for p in rows], style, label=label)
        tail.plot([p.users for p in rows], [p.p99_ms for p in rows], style, label=label)
    for p in phases:
        if p.offered_rps is not None:  # the open loop: its p99 at the rate offered
            label = f"proxy, {p.offered_rps:g}/s offered"
            tail.plot([p.users], [p.p99_ms], "kx", label=label)
    rate.axhline(150, color="grey", lw=0.8)
    tail.axhline(150, color="grey", lw=0.8)
    rate.set(xscale="log", xlabel="concurrent users", ylabel="navigation answers/s")
    tail.set(xscale="log", yscale="log", xlabel="concurrent users", ylabel="p99 (ms)")
    rate.set_ylim(bottom=0)
    rate.legend(fontsize=7)
    if any(p.offered_rps is not None for p in phases):
        tail.legend(fontsize=7)
    fig.suptitle("navex navigation under load (2 cores, loopback)", fontsize=9)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def table(phases: Sequence[Phase]) -> str:
    lines = [
        "| users | path | gateways | offered/s | req/s | p50 ms | p99 ms | errors "
        "| CPU ms/answer |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for p in phases:
        offered = "closed loop" if p.offered_rps is None else f"{p.offered_rps:g}"
        cpu = p.cpu_ms_per_answer.get("total", float("nan"))
        lines.append(
            f"| {p.users} | {p.path} | {p.replicas} | {offered} | {p.rps} | {p.p50_ms} "
            f"| {p.p99_ms} | {p.errors} | {cpu:g} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--plot", type=Path, help="write a PNG of req/s and p99 vs users")
    parser.add_argument("--users", default="10,50,200", help="concurrency levels")
    parser.add_argument("--replica-users", default="50,200", help="levels for 1 vs 2 gateways")
    parser.add_argument(
        "--rates", default="150", help="open-loop rates (messages/s) through the proxy"
    )
    parser.add_argument("--rate-users", type=int, default=50, help="in flight at most (open loop)")
    parser.add_argument("--seconds", type=float, default=8.0, help="per level")
    parser.add_argument("--replicas", type=int, default=2, help="gateway processes (1 or 2)")
    parser.add_argument(
        "--gateway-workers",
        type=int,
        default=1,
        help="uvicorn worker processes per gateway (on its one port, behind the proxy)",
    )
    parser.add_argument(
        "--acme-workers", type=int, default=1, help="uvicorn worker processes for Acme"
    )
    parser.add_argument(
        "--fresh-vectors",
        action="store_true",
        help="the gateways keep no recent vectors: every message embedded, as if new",
    )
    parser.add_argument("--jobs", type=int, default=10, help="timed jobs per step count")
    parser.add_argument("--no-execution", action="store_true")
    parser.add_argument(
        "--redis-url", default=os.environ.get("NAVEX_LOAD_REDIS_URL", "redis://127.0.0.1:6379/14")
    )
    parser.add_argument("--server-url", help="a running PostgreSQL (default: embedded)")
    args = parser.parse_args(argv)
    configure_logging("warning")  # the in-process gateway's logs: stderr, warnings only
    levels = [int(n) for n in args.users.split(",") if n]
    replica_levels = [int(n) for n in args.replica_users.split(",") if n]
    rates = [float(n) for n in args.rates.split(",") if n]
    load_before = os.getloadavg()
    with boot(
        args.replicas,
        args.redis_url,
        args.server_url,
        gateway_workers=args.gateway_workers,
        acme_workers=args.acme_workers,
        fresh_vectors=args.fresh_vectors,
    ) as stack:
        left_out: list[str] = []
        phases = asyncio.run(
            navigation_load(
                stack, levels, args.seconds, replica_levels, left_out, None, rates, args.rate_users
            )
        )
        harness = None if args.no_execution else asyncio.run(execution_overhead(stack, args.jobs))
    report = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "cores": os.cpu_count(),
        # the machine's load average (1 min) before and after: other work shares the cores
        "load_average": [round(load_before[0], 2), round(os.getloadavg()[0], 2)],
        "rate_limits": {
            "ACME_RATE_LIMIT_USER": LIMIT,
            "NAVEX_RATE_LIMIT_USER": LIMIT,
            "NAVEX_RATE_LIMIT_ORG": LIMIT,
            "note": "raised for the benchmark; load spread over the demo users",
        },
        "redis": stack.redis_url is not None,
        "gateway_workers": args.gateway_workers,
        "acme_workers": args.acme_workers,
        "recent_vectors": not args.fresh_vectors,
        "users": [u.email for u in stack.users],
        "navigation_queries_left_out": left_out,
        "navigation": [asdict(p) for p in phases],
        "execution": asdict(harness) if harness else None,
    }
    if args.plot:
        plot(phases, args.plot)
        report["plot"] = str(args.plot)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(table(phases))
        if harness:
            print(json.dumps(asdict(harness), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
