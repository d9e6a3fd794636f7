"""The load benchmark's navigation client (bench/load.py): users that send chat messages and
read the SSE answers, through Acme's proxy or straight to the gateway.

aiohttp (its HTTP parser is C) rather than httpx: the client shares the 2 cores with what
it measures, and httpx's pure-Python HTTP/1.1 parsing cost the client more CPU per answer
than the gateway spends on some of its steps.

- closed loop (`run_phase`): N users, each sending its next message when its last answer
  ended (the throughput N users get);
- open loop (`run_rate`): messages sent at a fixed rate, whatever the answers' times, with at
  most N in flight (an answer's latency at that rate; the queue waits are counted).
"""

from __future__ import annotations

import asyncio
import gc
import json
import statistics
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiohttp
import jwt
import psycopg
from sqlalchemy.engine import make_url

from load_cgroup import CpuGroup, throttled_share
from load_cpu import CpuMeter, per_answer

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class User:
    email: str
    token: str
    me: dict[str, Any]


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
    offered_rps: float | None = None  # open loop: the rate messages were sent at
    cpu_ms_per_answer: dict[str, float] = field(default_factory=dict)  # load_cpu.py
    # with --gateway-cpus: the share of the CFS periods in which the gateway groups this
    # level used were throttled (their quota was spent), load_cgroup.py
    gateway_throttled: float | None = None


def percentile(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


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


def navigation_queries() -> list[str]:
    rows = (json.loads(line) for line in (ROOT / "datasets/acme/routing-test.jsonl").open())
    return [row["query"] for row in rows if row["route"] == "navigation"]


# --- sending --------------------------------------------------------------------------------

Send = Callable[[int, int], Awaitable[str | None]]  # (user slot, request number) → error


def session(users: int) -> aiohttp.ClientSession:
    """A connection pool for one level: `users` kept-alive connections, no idle one from an
    earlier level (which the server may close as the next level picks it up)."""
    return aiohttp.ClientSession(
        connector=aiohttp.TCPConnector(limit=users + 10, limit_per_host=users + 10),
        timeout=aiohttp.ClientTimeout(total=60),
    )


async def _read_stream(response: aiohttp.ClientResponse) -> str | None:
    """None when the stream ended with its `final`; else what went wrong."""
    if response.status != 200:
        await response.read()
        return f"http_{response.status}"
    event, error, ended = "", None, False
    async for raw in response.content:
        line = raw.decode().rstrip("\r\n")
        if line.startswith("event:"):
            event = line[6:].strip()
            ended = ended or event == "final"
        elif line.startswith("data:") and event == "error" and error is None:
            kind = str(json.loads(line[5:]).get("type", "")).rsplit("/", 1)[-1]
            error = f"error_event:{kind}"
    return error or (None if ended else "no_final")


def proxy_sender(
    http: aiohttp.ClientSession, acme_url: str, users: Sequence[User], queries: Sequence[str]
) -> Send:
    url = acme_url + "/api/assistant/chat"

    async def send(slot: int, number: int) -> str | None:
        user = users[slot % len(users)]
        headers = {"Authorization": f"Bearer {user.token}"}
        body = {"message": queries[number % len(queries)]}
        async with http.post(url, json=body, headers=headers) as response:
            return await _read_stream(response)

    return send


def direct_sender(
    http: aiohttp.ClientSession,
    gateways: Sequence[str],
    users: Sequence[User],
    queries: Sequence[str],
    tokens: ServiceTokens,
) -> Send:
    """Round-robin over `gateways`, each message with its user's service JWT."""
    turn = [0]

    async def send(slot: int, number: int) -> str | None:
        user = users[slot % len(users)]
        headers = {"Authorization": f"Bearer {tokens(user)}", "Accept": "text/event-stream"}
        body = gateway_body(user, queries[number % len(queries)])
        url = gateways[turn[0] % len(gateways)] + "/v1/chat"
        turn[0] += 1
        async with http.post(url, json=body, headers=headers) as response:
            return await _read_stream(response)

    return send


async def _timed(send: Send, slot: int, number: int) -> tuple[float, str | None]:
    begun = time.perf_counter()
    try:
        error = await send(slot, number)
    except (TimeoutError, aiohttp.ClientError) as exc:
        error = type(exc).__name__
    return (time.perf_counter() - begun) * 1000, error


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
            ms, error = await _timed(send, slot, number)
            if error is None:
                latencies.append(ms)
            else:
                errors[error] += 1
            number += users

    await asyncio.gather(*(worker(slot) for slot in range(users)))
    return latencies, errors, time.perf_counter() - started


async def run_rate(
    send: Send, rate: float, users: int, seconds: float
) -> tuple[list[float], Counter[str], float]:
    """Messages sent every 1/`rate` s for `seconds`, at most `users` in flight (a message
    due while all are busy waits for one, and its wait counts in its latency)."""
    latencies: list[float] = []
    errors: Counter[str] = Counter()
    slots: asyncio.Queue[int] = asyncio.Queue()
    for slot in range(users):
        slots.put_nowait(slot)
    started = time.perf_counter()
    running: set[asyncio.Task[None]] = set()

    async def one(number: int, due: float) -> None:
        slot = await slots.get()
        try:
            _, error = await _timed(send, slot, number)
        finally:
            slots.put_nowait(slot)
        if error is None:  # from when it was due: a wait for a free user counts
            latencies.append((time.perf_counter() - due) * 1000)
        else:
            errors[error] += 1

    number = 0
    while (due := started + number / rate) < started + seconds:
        await asyncio.sleep(max(0.0, due - time.perf_counter()))
        task = asyncio.create_task(one(number, due))
        running.add(task)
        task.add_done_callback(running.discard)
        number += 1
    await asyncio.gather(*running)
    return latencies, errors, time.perf_counter() - started


async def measure(
    send: Send,
    path: str,
    users: int,
    replicas: int,
    seconds: float,
    rate: float | None = None,
    meter: CpuMeter | None = None,
    groups: Sequence[CpuGroup] = (),
) -> Phase:
    """One level after a 1 s warm-up (connections, caches): closed loop, or with `rate`
    the open loop at that rate; with `meter`, the CPU each process spent per answer; with
    `groups` (the gateways' cgroups), how often their quota throttled them."""
    await run_phase(send, min(users, 10), 1.0)
    # the client's own heap (the bench's imports, the stack's handles) out of the
    # collector's sight: its oldest-generation pass stopped this loop for 0.3-1.2 s
    gc.collect()
    gc.freeze()
    before = meter.snapshot() if meter is not None else None
    throttling = [group.throttling() for group in groups]
    if rate is None:
        latencies, errors, elapsed = await run_phase(send, users, seconds)
    else:
        latencies, errors, elapsed = await run_rate(send, rate, users, seconds)
    throttled = throttled_share(groups, throttling)
    cpu = {}
    if meter is not None and before is not None:
        cpu = per_answer(before, meter.snapshot(), len(latencies))
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
        offered_rps=rate,
        cpu_ms_per_answer=cpu,
        gateway_throttled=throttled,
    )
