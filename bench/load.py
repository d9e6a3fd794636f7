"""Load on the running stack, on loopback (issue #14 part 3). Not a test: it measures and
prints, and never fails on timing.

    python bench/load.py --json --plot bench/load.png

Boots embedded PostgreSQL, Acme through its own commands (`acme serve`, `acme mcp`), and
navex's gateway as separate `navex serve` processes sharing PostgreSQL and Redis, then:

- navigation (load_client.py): N users (closed loop: each sends the next message when the
  last one's `final` arrived) through Acme's proxy (`/api/assistant/chat`, the user's bearer
  token) and straight to the gateway (`/v1/chat` with a service JWT signed by Acme's key,
  as the proxy mints it): requests/s, p50, p99, errors per level; the same straight to 1
  and to 2 gateway replicas (round-robin in the client) at each of `--replica-users`, one
  run right after the other, and their ratio (`replica_scaling`: answers/s with 2 over
  answers/s with 1; every replica is sent each query once per org first, untimed, so
  that both are warm); and with `--rates`, messages sent through the proxy at a fixed
  rate (open loop, at most `--rate-users` in flight): the latency at that rate;
- execution (load_harness.py): jobs of 0..3 tool steps with the scripted model, the
  harness's own cost per step and per job.

`--gateway-cpus C` caps each gateway process at C cores (a cgroup of its own, from when
it answers; load_cgroup.py; root only: the bench stops at once, saying why, when the
cgroups cannot be made): the gateways then have C cores with one replica and 2C with two,
while Acme, PostgreSQL and the client keep the rest, so that "throughput scales with the
cores given" can be measured on a machine with few cores. Each level then also says in
what share of the CFS periods the gateways it used were throttled (their quota spent: the
gateways were the limit), and `replica_scaling` the gateway cores the answers used:

    python bench/load.py --no-execution --users 10 --rates "" --replicas 2 \
        --replica-users 50,200 --gateway-cpus 0.3

Rate limits are raised for the run (Acme `ACME_RATE_LIMIT_USER`, gateway
`NAVEX_RATE_LIMIT_USER` / `_ORG`): the output says to what. With Redis, Acme counts its
limits there too (`ACME_REDIS_URL`), as every process of a deployment must.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
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

import aiohttp
import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load_cgroup import CgroupError, CpuGroup, Hierarchy, cpu_group, require
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
from load_report import plot, replica_scaling, scaling_table, table
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
    cgroups: list[CpuGroup] = field(default_factory=list)  # with a CPU quota: one a gateway


# --- the stack ----------------------------------------------------------------------------


def progress(line: str) -> None:
    """What the bench is doing, on stderr (a run takes minutes; stdout is the report)."""
    print(f"load: {line}", file=sys.stderr, flush=True)


def _redis_or_none(url: str | None) -> str | None:
    if not url:
        return None
    import redis

    try:
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except redis.RedisError:
        progress(f"Redis at {url} does not answer; running without it")
        return None
    # the semantic cache of an earlier run would make this one start warm (and slower:
    # every lookup reads the whole tenant's entries)
    client = redis.Redis.from_url(url)
    for key in client.scan_iter(match="navex:semcache:*"):
        client.delete(key)
    return url


@contextmanager
def _gateway_process(
    env: dict[str, str],
    port: int,
    logs: Path,
    workers: int = 1,
    quota: tuple[Hierarchy, float] | None = None,
) -> Iterator[tuple[str, CpuGroup | None]]:
    """`navex serve` on `port`, in `workers` processes on the one port; with `quota`, in a
    cgroup of its own (made before it starts, removed after it stopped) capped at that
    many cores from when it answers (its start is not measured, and took a minute at
    0.35 cores)."""
    with ExitStack() as held:  # the process stops first, then its group is removed
        group = None
        if quota is not None:
            where, cores = quota
            group = held.enter_context(cpu_group(where, f"gateway-{port}", cores, cap=False))
        url = held.enter_context(_gateway_child(env, port, logs, workers, group))
        if group is not None:
            group.cap()
        yield url, group


@contextmanager
def _gateway_child(
    env: dict[str, str], port: int, logs: Path, workers: int, group: CpuGroup | None
) -> Iterator[str]:
    log = (logs / f"gateway-{port}.log").open("wb")
    command = [str(Path(sys.executable).parent / "navex"), "serve", "--port", str(port)]
    command += ["--log-level", "warning", "--workers", str(workers)]
    if group is not None:
        command = group.wrap(command)
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
    gateway_cpus: float | None = None,
) -> Iterator[Stack]:
    """PostgreSQL, Acme (its own commands, rate limit raised, counted in Redis when there
    is one; with `acme_workers` > 1, its app in that many uvicorn workers), navex's
    database and `replicas` gateway processes (each with `gateway_workers` uvicorn
    workers); Acme's proxy points at the first. `fresh_vectors`: the gateways keep no
    recent vectors (NAVEX_EMBEDDINGS_RECENT_TEXTS=0), so every message is embedded as if
    none were ever said twice (the bench's queries repeat). `gateway_cpus`: each gateway
    process in a cgroup of its own capped at that many cores (load_cgroup.py); checked
    before anything starts, CgroupError when the cgroups cannot be made."""
    where = require(gateway_cpus) if gateway_cpus is not None else None
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
            quota = (where, gateway_cpus) if where is not None and gateway_cpus else None
            started = [
                running.enter_context(_gateway_process(env, port, logs, gateway_workers, quota))
                for port in gateway_ports
            ]
            gateways = [url for url, _ in started]
            stack = Stack(
                urls.api_url, gateways, urls.mcp_url, acme_db, navex_url, urls.jwks_url, redis_url
            )
            stack.cgroups = [group for _, group in started if group is not None]
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
    tokens = ServiceTokens(stack.acme_database_url)
    progress(f"{len(queries)} queries through the proxy, once per org")
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
    progress(f"warming every gateway with {len(kept)} queries")
    # and straight to every replica (the pass above reached the first one only, through
    # the proxy): each process's own caches warm before any is compared with another
    async with session(2 * len(stack.gateways)) as http:
        await asyncio.gather(
            *(warm(http, gateway, stack.users, kept, tokens) for gateway in stack.gateways)
        )
    runs = planned_runs(levels, replica_levels, len(stack.gateways), rates, rate_users)
    meter = CpuMeter()
    phases = []
    for number, (path, users, replicas, rate) in enumerate(runs, 1):
        offered = f" at {rate:g}/s" if rate is not None else ""
        progress(
            f"level {number}/{len(runs)}: {path}, {users} users, {replicas} gateway(s)"
            f"{offered}, {seconds:g} s"
        )
        async with session(users) as http:  # a pool per level
            if path == "proxy":
                send = proxy_sender(http, stack.acme_url, stack.users, kept)
            else:
                gateways = stack.gateways[:replicas]
                send = direct_sender(http, gateways, stack.users, kept, tokens)
            # the cgroups of the gateways this level sends to (the proxy: the first)
            groups = stack.cgroups[:replicas]
            phases.append(await measure(send, path, users, replicas, seconds, rate, meter, groups))
    return phases


async def warm(
    http: aiohttp.ClientSession,
    gateway: str,
    users: Sequence[User],
    queries: Sequence[str],
    tokens: ServiceTokens,
) -> None:
    """Each query once per org straight to `gateway`, untimed (its errors, if any, show in
    the timed levels)."""
    send = direct_sender(http, [gateway], users, queries, tokens)
    for number in range(len(queries)):
        for slot in (0, -1):  # the first user (Acme's org) and the last (Globex's)
            with contextlib.suppress(TimeoutError, aiohttp.ClientError):
                await send(slot, number)


def planned_runs(
    levels: Sequence[int],
    replica_levels: Sequence[int],
    replicas: int,
    rates: Sequence[float],
    rate_users: int,
) -> list[tuple[str, int, int, float | None]]:
    """(path, users, gateways, offered rate) of each level, in order: through the proxy at
    `levels`; straight to one gateway at `levels`; with more than one gateway, at each of
    `replica_levels` straight to one and then to all of them, back to back (the pair
    compared); then the open loop at each rate."""
    pairs = replica_levels if replicas > 1 else []
    runs: list[tuple[str, int, int, float | None]] = [
        *(("proxy", users, 1, None) for users in levels),
        *(("direct", users, 1, None) for users in levels if users not in pairs),
    ]
    for users in pairs:
        runs += [("direct", users, 1, None), ("direct", users, replicas, None)]
    runs += [("proxy", rate_users, 1, rate) for rate in rates]
    return runs


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
        "--gateway-cpus",
        type=float,
        help="cores per gateway process (a cgroup CPU quota each; root only): "
        "one replica has C cores, two have 2C (default: no limit)",
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
    try:
        with boot(
            args.replicas,
            args.redis_url,
            args.server_url,
            gateway_workers=args.gateway_workers,
            acme_workers=args.acme_workers,
            fresh_vectors=args.fresh_vectors,
            gateway_cpus=args.gateway_cpus,
        ) as stack:
            left_out: list[str] = []
            phases = asyncio.run(
                navigation_load(
                    stack,
                    levels,
                    args.seconds,
                    replica_levels,
                    left_out,
                    None,
                    rates,
                    args.rate_users,
                )
            )
            harness = None
            if not args.no_execution:
                harness = asyncio.run(execution_overhead(stack, args.jobs))
    except CgroupError as exc:
        print(f"load: --gateway-cpus {args.gateway_cpus}: {exc}", file=sys.stderr)
        return 2
    scaling = replica_scaling(phases)
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
        # cores per gateway process (its cgroup's CPU quota), None: no limit
        "gateway_cpus": args.gateway_cpus,
        "acme_workers": args.acme_workers,
        "recent_vectors": not args.fresh_vectors,
        "users": [u.email for u in stack.users],
        "navigation_queries_left_out": left_out,
        "navigation": [asdict(p) for p in phases],
        # answers/s straight to N gateways over answers/s straight to one, same users
        "replica_scaling": scaling,
        "execution": asdict(harness) if harness else None,
    }
    if args.plot:
        plot(phases, args.plot, args.gateway_cpus)
        report["plot"] = str(args.plot)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(table(phases))
        if scaling:
            print()
            print(scaling_table(scaling))
        if harness:
            print(json.dumps(asdict(harness), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
