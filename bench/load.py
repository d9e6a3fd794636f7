"""Load on the running stack, on loopback (issue #14 part 3). Not a test: it measures and
prints, and never fails on timing.

    python bench/load.py --json --plot bench/load.png

Boots embedded PostgreSQL, Acme through its own commands (`acme serve`, `acme mcp`), and
navex's gateway as separate `navex serve` processes sharing PostgreSQL and Redis, then:

- navigation: a bounded async client (httpx) keeps N users busy (closed loop: each user
  sends the next request when the last one's `final` arrived) through Acme's proxy
  (`/api/assistant/chat`, the user's bearer token) and straight to the gateway (`/v1/chat`
  with a service JWT signed by Acme's key, as the proxy mints it): requests/s, p50, p99,
  errors per level;
- the same straight to 1 and to 2 gateway replicas (round-robin in the client);
- execution: jobs of 0..3 tool steps with the scripted model (no model time) on a gateway
  in this process, timed to `final`; the slope over steps minus one MCP call made the way
  navex makes it (a short session + call_tool, measured alone) is the harness's cost per
  step; the 0-step job is its cost per job.

Rate limits are raised for the run (Acme `ACME_RATE_LIMIT_USER`, gateway
`NAVEX_RATE_LIMIT_USER` / `_ORG`): the output says to what.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import jwt
import psycopg
from sqlalchemy.engine import make_url

from navex.config import DemoProduct, EvalProduct, NavexSettings
from navex.evals.tasks.conversation import DEMO_PASSWORD
from navex.evals.tasks.product import prepare_template, serve_product
from navex.evals.tasks.scripted import TaskScriptedModel
from navex.evals.tasks.stack import (
    _postgres,
    _prepare_navex,
    drop_databases,
    free_ports,
    recreate_database,
    serve_app,
)
from navex.observability import configure_logging

ROOT = Path(__file__).resolve().parents[1]
LIMIT = "1000000/second"
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
DEVICES = ("GS-1017", "GS-1020", "GS-1009", "GS-1007")
# an execution request (two clauses: no one-action shortcut); a question about what exists
# would be answered by navigation (annotation rule v2), without a job
JOB_MESSAGE = (
    "check devices GS-1017, GS-1020, GS-1009 and GS-1007, then put GS-1007 into maintenance"
)


@dataclass
class User:
    email: str
    token: str
    me: dict[str, Any]


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


@dataclass
class Phase:
    path: str  # proxy | direct
    users: int
    replicas: int
    seconds: float
    ok: int
    errors: int
    rps: float
    p50_ms: float
    p99_ms: float
    error_kinds: dict[str, int]


def percentile(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


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
def _gateway_process(env: dict[str, str], port: int, logs: Path) -> Iterator[str]:
    log = (logs / f"gateway-{port}.log").open("wb")
    command = [str(Path(sys.executable).parent / "navex"), "serve", "--port", str(port)]
    child = subprocess.Popen([*command, "--log-level", "warning"], env=env, stdout=log, stderr=log)
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
def boot(replicas: int, redis_url: str | None, server_url: str | None = None) -> Iterator[Stack]:
    """PostgreSQL, Acme (its own commands, rate limit raised), navex's database and
    `replicas` gateway processes; Acme's proxy points at the first."""
    demo = DemoProduct()
    product = EvalProduct()
    product = product.model_copy(update={"env": {**product.env, "ACME_RATE_LIMIT_USER": LIMIT}})
    suffix = uuid.uuid4().hex[:10]
    template, working, navex_db = (f"load_{kind}_{suffix}" for kind in ("acmet", "acme", "navex"))
    redis_url = _redis_or_none(redis_url)
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
            if redis_url:
                env["NAVEX_REDIS_URL"] = redis_url
            gateways = [
                running.enter_context(_gateway_process(env, port, logs)) for port in gateway_ports
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


class ServiceTokens:
    """Service JWTs as Acme's proxy mints them (its current key, 60 s), one per user,
    minted again every 30 s, so that the client does not spend the CPU it measures."""

    def __init__(self, acme_database_url: str) -> None:
        dsn = make_url(acme_database_url).set(drivername="postgresql")
        with psycopg.connect(dsn.render_as_string(hide_password=False)) as conn:
            row = conn.execute(
                "SELECT kid, private_pem FROM signing_keys WHERE retired_at IS NULL "
                "ORDER BY created_at DESC LIMIT 1"
            ).fetchone()
        assert row is not None
        self.kid, self.key = str(row[0]), str(row[1])
        self.minted: dict[str, tuple[float, str]] = {}

    def __call__(self, user: User) -> str:
        at, token = self.minted.get(user.email, (0.0, ""))
        if time.monotonic() - at < 30:
            return token
        now = datetime.now(UTC)
        me = user.me
        claims = {
            "iss": "acme",
            "aud": "navex-gateway",
            "sub": str(me["user_id"]),
            "org_id": me["org_id"],
            "org_slug": me["org_slug"],
            "role": me["role"],
            "email": me["email"],
            "iat": now,
            "exp": now + timedelta(seconds=60),
        }
        token = jwt.encode(claims, self.key, algorithm="RS256", headers={"kid": self.kid})
        self.minted[user.email] = (time.monotonic(), token)
        return token


def gateway_body(user: User, message: str) -> dict[str, Any]:
    """What Acme's proxy sends (`acme.assistant.proxy.context_of`)."""
    me = user.me
    return {
        "user_query": message,
        "thread_id": None,
        "hostname": f"{me['org_slug']}.localhost:8000",
        "platform": "web",
        "metadata": {k: me[k] for k in ("user_id", "org_id", "role", "email")},
        "header": {"user_token": user.token},
    }


# --- the client ---------------------------------------------------------------------------

Send = Callable[[int, int], Awaitable[str | None]]  # (user slot, request number) → error


async def _read_stream(response: httpx.Response) -> str | None:
    if response.status_code != 200:
        await response.aread()
        return f"http_{response.status_code}"
    event, ended, error = "", False, None
    async for line in response.aiter_lines():
        if line.startswith("event:"):
            event = line[6:].strip()
            ended = ended or event == "final"
        elif line.startswith("data:") and event == "error" and error is None:
            kind = str(json.loads(line[5:]).get("type", "")).rsplit("/", 1)[-1]
            error = f"error_event:{kind}"
    return error or (None if ended else "no_final")


def navigation_queries() -> list[str]:
    rows = (json.loads(line) for line in (ROOT / "datasets/acme/routing-test.jsonl").open())
    return [row["query"] for row in rows if row["route"] == "navigation"]


def proxy_sender(http: httpx.AsyncClient, stack: Stack, queries: Sequence[str]) -> Send:
    async def send(slot: int, number: int) -> str | None:
        user = stack.users[slot % len(stack.users)]
        headers = {"Authorization": f"Bearer {user.token}"}
        body = {"message": queries[number % len(queries)]}
        url = stack.acme_url + "/api/assistant/chat"
        async with http.stream("POST", url, json=body, headers=headers) as response:
            return await _read_stream(response)

    return send


def direct_sender(
    http: httpx.AsyncClient, stack: Stack, queries: Sequence[str], replicas: int
) -> Send:
    tokens = ServiceTokens(stack.acme_database_url)
    turn = itertools.cycle(stack.gateways[:replicas])

    async def send(slot: int, number: int) -> str | None:
        user = stack.users[slot % len(stack.users)]
        headers = {"Authorization": f"Bearer {tokens(user)}", "Accept": "text/event-stream"}
        body = gateway_body(user, queries[number % len(queries)])
        url = next(turn) + "/v1/chat"
        async with http.stream("POST", url, json=body, headers=headers) as response:
            return await _read_stream(response)

    return send


async def run_phase(
    send: Send, users: int, seconds: float
) -> tuple[list[float], Counter[str], float]:
    """`users` workers, each sending its next request when its last one ended, until
    `seconds` have passed: (latencies of the answers, errors by kind, elapsed s)."""
    latencies: list[float] = []
    errors: Counter[str] = Counter()
    started = time.perf_counter()
    deadline = started + seconds

    async def worker(slot: int) -> None:
        number = slot
        while time.perf_counter() < deadline:
            begun = time.perf_counter()
            try:
                error = await send(slot, number)
            except httpx.HTTPError as exc:
                error = type(exc).__name__
            if error is None:
                latencies.append((time.perf_counter() - begun) * 1000)
            else:
                errors[error] += 1
            number += users

    await asyncio.gather(*(worker(slot) for slot in range(users)))
    return latencies, errors, time.perf_counter() - started


async def measure(send: Send, path: str, users: int, replicas: int, seconds: float) -> Phase:
    await run_phase(send, min(users, 10), 1.0)  # warm: connections, caches
    latencies, errors, elapsed = await run_phase(send, users, seconds)
    return Phase(
        path=path,
        users=users,
        replicas=replicas,
        seconds=round(elapsed, 2),
        ok=len(latencies),
        errors=sum(errors.values()),
        rps=round(len(latencies) / elapsed, 1),
        p50_ms=round(statistics.median(latencies), 1) if latencies else float("nan"),
        p99_ms=round(percentile(latencies, 0.99), 1),
        error_kinds=dict(errors),
    )


async def navigation_load(
    stack: Stack,
    levels: Sequence[int],
    seconds: float,
    replica_levels: Sequence[int],
    left_out: list[str],
    max_queries: int | None = None,
) -> list[Phase]:
    queries = navigation_queries()[:max_queries]
    async with httpx.AsyncClient(timeout=60) as http:
        # every query once per org (the cache's first pass); the few that the router sends
        # elsewhere (execution, served by no model here: an `error` event) are left out
        kept = []
        for number, query in enumerate(queries):
            outcomes = [await proxy_sender(http, stack, [query])(slot, number) for slot in (0, -1)]
            if not any(outcomes):
                kept.append(query)
    left_out.extend(q for q in queries if q not in kept)
    runs = [("proxy", users, 1) for users in levels] + [("direct", users, 1) for users in levels]
    if len(stack.gateways) > 1:
        runs += [("direct", users, len(stack.gateways)) for users in replica_levels]
    phases = []
    for path, users, replicas in runs:
        # a client (a connection pool) per level: no idle keep-alive connection that the
        # server closes as the next level picks it up
        limits = httpx.Limits(max_connections=users + 10, max_keepalive_connections=users)
        async with httpx.AsyncClient(timeout=60, limits=limits) as http:
            if path == "proxy":
                send = proxy_sender(http, stack, kept)
            else:
                send = direct_sender(http, stack, kept, replicas)
            phases.append(await measure(send, path, users, replicas, seconds))
    return phases


# --- execution: the harness's own cost --------------------------------------------------


@dataclass
class Harness:
    jobs_per_step_count: int
    job_ms_by_steps: dict[int, float]  # median time to `final`, by tool steps in the job
    model_calls_seen: dict[int, int]  # scripted model calls in the last job of each count
    mcp_call_ms: float  # one MCP call made alone, as navex makes it
    per_step_ms: float  # slope of the job time over its steps
    harness_per_step_ms: float  # the slope minus the MCP call
    harness_per_job_ms: float  # a job with no tool step (the model answers at once)
    harness_per_step_by_steps_ms: dict[int, float]  # (job(k) - job(0) - k MCP calls) / k


@contextmanager
def execution_gateway(stack: Stack, model: TaskScriptedModel) -> Iterator[str]:
    """A gateway in this process with the scripted model (which only an in-process
    gateway can be given)."""
    from navex.gateway import create_app

    settings = NavexSettings(
        database_url=stack.navex_database_url,
        product_api_url=stack.acme_url,
        mcp_url=stack.mcp_url,
        service_jwks_url=stack.jwks_url,
        redis_url=None,
        llm_base_url=None,
        gateway_sse_ping_seconds=0,
        gateway_execution=True,
        rate_limit_org=LIMIT,
        rate_limit_user=LIMIT,
    )
    (port,) = free_ports(1)
    with serve_app(create_app(settings, chat_model=model), port, "the execution gateway") as url:
        yield url


async def _mcp_call_ms(mcp_url: str, user: User, number: int) -> float:
    """One MCP call as navex makes it (`navex.execution.mcp`: a short session, then
    `call_tool`, with the user's token)."""
    from fastmcp import Client
    from fastmcp.client.transports import StreamableHttpTransport

    headers = {"Authorization": f"Bearer {user.token}"}
    arguments = {"kind": "devices", "id_or_name": DEVICES[number % len(DEVICES)]}
    begun = time.perf_counter()
    async with Client(StreamableHttpTransport(mcp_url, headers=headers)) as client:
        result = await client.call_tool("get_record", arguments, raise_on_error=False)
    if result.is_error:
        raise RuntimeError(f"get_record failed: {result.content}")
    return (time.perf_counter() - begun) * 1000


async def _job_ms(
    http: httpx.AsyncClient, url: str, user: User, token: str, model: TaskScriptedModel, steps: int
) -> float:
    """A job of `steps` tool steps, then the scripted answer, timed to its `final`."""
    from navex.evals.tasks.dataset import ScriptStep

    script = [
        ScriptStep(tool="get_record", arguments={"kind": "devices", "id_or_name": DEVICES[j % 4]})
        for j in range(steps)
    ]
    model.load(steps, [*script, ScriptStep(answer="Here is what I found.")])
    begun = time.perf_counter()
    body = gateway_body(user, JOB_MESSAGE)
    headers = {"Authorization": f"Bearer {token}"}
    async with http.stream("POST", url + "/v1/chat", json=body, headers=headers) as response:
        await _final_of(response)
    return (time.perf_counter() - begun) * 1000


async def execution_overhead(stack: Stack, repeats: int, max_steps: int = 3) -> Harness:
    """Jobs of 0..max_steps steps and one MCP call alone, in turn, `repeats` rounds after
    two untimed ones (in turn, so that the machine's other work weighs on each alike)."""
    # an operator: the request names a change an operator may make, so the job runs (a
    # viewer's would be refused by role at once, with no model call)
    user = next(u for u in stack.users if u.email == "bob@acme.example")
    model = TaskScriptedModel(script=[])
    tokens = ServiceTokens(stack.acme_database_url)
    samples: dict[int, list[float]] = {steps: [] for steps in range(max_steps + 1)}
    calls: list[float] = []
    seen: dict[int, int] = {}
    with execution_gateway(stack, model) as url:
        async with httpx.AsyncClient(timeout=60) as http:
            for number in range(repeats + 2):
                for steps in samples:
                    elapsed = await _job_ms(http, url, user, tokens(user), model, steps)
                    seen[steps] = model.position
                    if number >= 2:
                        samples[steps].append(elapsed)
                elapsed = await _mcp_call_ms(stack.mcp_url, user, number)
                if number >= 2:
                    calls.append(elapsed)
    medians = {steps: statistics.median(times) for steps, times in samples.items()}
    mcp_ms = statistics.median(calls)
    xs = list(medians)
    slope = statistics.linear_regression(xs, [medians[x] for x in xs]).slope
    return Harness(
        jobs_per_step_count=repeats,
        job_ms_by_steps={k: round(v, 1) for k, v in medians.items()},
        model_calls_seen=seen,
        mcp_call_ms=round(mcp_ms, 1),
        per_step_ms=round(slope, 1),
        harness_per_step_ms=round(slope - mcp_ms, 1),
        harness_per_job_ms=round(medians[0], 1),
        harness_per_step_by_steps_ms={
            k: round((medians[k] - medians[0] - k * mcp_ms) / k, 1) for k in xs if k
        },
    )


async def _final_of(response: httpx.Response) -> dict[str, Any]:
    if response.status_code != 200:
        raise RuntimeError(f"the job answered {response.status_code}: {await response.aread()!r}")
    event, final = "", None
    async for line in response.aiter_lines():
        if line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:") and event in ("final", "error"):
            final = {"event": event, **json.loads(line[5:])}
    if final is None or final["event"] != "final":
        raise RuntimeError(f"the job did not end with a final event: {final}")
    return final


# --- output -------------------------------------------------------------------------------


def plot(phases: Sequence[Phase], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (rate, tail) = plt.subplots(1, 2, figsize=(8, 3.2), dpi=90)
    for name, replicas, style in (("proxy", 1, "o-"), ("direct", 1, "s--"), ("direct", 2, "^:")):
        rows = [p for p in phases if p.path == name and p.replicas == replicas]
        if not rows:
            continue
        label = f"{name} ({replicas} gateway{'s' if replicas > 1 else ''})"
        rate.plot([p.users for p in rows], [p.rps for p in rows], style, label=label)
        tail.plot([p.users for p in rows], [p.p99_ms for p in rows], style, label=label)
    rate.axhline(150, color="grey", lw=0.8)
    tail.axhline(150, color="grey", lw=0.8)
    rate.set(xscale="log", xlabel="concurrent users", ylabel="navigation answers/s")
    tail.set(xscale="log", yscale="log", xlabel="concurrent users", ylabel="p99 (ms)")
    rate.legend(fontsize=7)
    fig.suptitle("navex navigation under load (2 cores, loopback)", fontsize=9)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def table(phases: Sequence[Phase]) -> str:
    lines = [
        "| users | path | gateways | req/s | p50 ms | p99 ms | errors |",
        "|---|---|---|---|---|---|---|",
    ]
    for p in phases:
        lines.append(
            f"| {p.users} | {p.path} | {p.replicas} | {p.rps} | {p.p50_ms} | {p.p99_ms} "
            f"| {p.errors} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--plot", type=Path, help="write a PNG of req/s and p99 vs users")
    parser.add_argument("--users", default="10,50,200", help="concurrency levels")
    parser.add_argument("--replica-users", default="50,200", help="levels for 1 vs 2 gateways")
    parser.add_argument("--seconds", type=float, default=8.0, help="per level")
    parser.add_argument("--replicas", type=int, default=2, help="gateway processes (1 or 2)")
    parser.add_argument("--jobs", type=int, default=10, help="timed jobs per step count")
    parser.add_argument("--no-execution", action="store_true")
    parser.add_argument(
        "--redis-url", default=os.environ.get("NAVEX_LOAD_REDIS_URL", "redis://127.0.0.1:6379/14")
    )
    parser.add_argument("--server-url", help="a running PostgreSQL (default: embedded)")
    args = parser.parse_args(argv)
    configure_logging("warning")  # the in-process gateway's logs: stderr, warnings only
    levels = [int(n) for n in args.users.split(",")]
    replica_levels = [int(n) for n in args.replica_users.split(",") if n]
    load_before = os.getloadavg()
    with boot(args.replicas, args.redis_url, args.server_url) as stack:
        left_out: list[str] = []
        phases = asyncio.run(navigation_load(stack, levels, args.seconds, replica_levels, left_out))
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
