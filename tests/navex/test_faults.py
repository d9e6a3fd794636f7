"""Faults lose nothing: the gateway on the real parts while one of them fails.

Real PostgreSQL (the session's embedded server, restarted with `pg_ctl restart`), real
Redis (a private redis-server for the Redis-down case, stopped and started again), Acme,
its MCP tool server and the gateway over real HTTP; only the chat model is scripted (or,
for the model-server cases, a loopback HTTP server that never answers, or none at all).
Each test states what must hold while the part is down and after it is back.
Run them alone with `pytest -m faults`.
"""

# ruff: noqa: F811  (the fixtures imported below are requested by name)

import asyncio
import json
import os
import shutil
import signal
import socketserver
import subprocess
import sys
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from gateway_stack import (  # noqa: F401  (fixtures)
    Stack,
    Stream,
    _shared_router,
    assert_one_terminal,
    call,
    is_problem,
    serve,
    stack,
    start_gateway,
)
from sqlalchemy.engine import make_url

from conftest import _free_port, restart_postgres
from navex.gateway.history import ChatHistory, Owner
from navex.gateway.sse_client import collect_sse
from navex.llm import ScriptedChatModel
from navex.store import create_engine

pytestmark = pytest.mark.faults

NO_HANG = 60.0  # seconds: a stream that has not ended by then hangs
UNAVAILABLE = ("database-unavailable", "product-unavailable")


def _product(name: str) -> object:
    return call("register_product", name=name, category="Gas detectors", manufacturer="Wesco")


def _rows(gw: Stack, sql: str, *params: object) -> list[tuple[Any, ...]]:
    dsn = make_url(gw.navex_database_url).set(drivername="postgresql")
    with psycopg.connect(dsn.render_as_string(hide_password=False)) as conn:
        return [tuple(row) for row in conn.execute(sql, params).fetchall()]


async def _products(gw: Stack, name: str) -> list[str]:
    page = await gw.acme("bob", "/api/products", q=name)
    return [p["name"] for p in page["items"] if p["name"] == name]


def _succeeded(final: dict[str, Any]) -> bool:
    calls = (final.get("execution") or {}).get("tool_calls") or []
    return bool(calls) and calls[-1]["outcome"] == "succeeded"


async def _when(check: Callable[[], Awaitable[bool]], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not await check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.05)


# --- 1. PostgreSQL restarted under load ---------------------------------------------------


async def test_postgres_restarted_under_load_loses_nothing_and_recovers(
    start_gateway: Callable[..., Stack], restartable_postgres: str
) -> None:
    model = ScriptedChatModel.of(
        call("decommission_device", device="GS-1004"),  # alice's job: waits for approval
        _product("Restart sensor A"),  # bob's jobs, thinking while the server restarts
        _product("Restart sensor B"),
        # a tool refused while Acme's database restarts is answered in words
        "The product could not be registered just now; try again in a moment.",
        "The product could not be registered just now; try again in a moment.",
    )
    gw = start_gateway(model=model)
    # before: a job waiting for approval (approval, checkpoint and history rows)
    paused = await gw.chat("alice", "decommission device GS-1004", thread_id="t-paused")
    approval_id = assert_one_terminal(paused, paused=True)["approval_id"]
    history_before = _rows(gw, "SELECT id, role, content FROM chat_messages ORDER BY id")
    checkpoints_before = _rows(gw, "SELECT thread_id, checkpoint_id FROM checkpoints")
    assert _rows(gw, "SELECT status FROM approvals WHERE approval_id = %s", approval_id) == [
        ("pending",)
    ]

    # under load: navigation requests and two jobs whose model thinks through the restart
    model.delays = [0.0, 1.5, 1.5]
    jobs = [
        gw.chat(
            "bob",
            f"register a new product 'Restart sensor {x}' made by Wesco, in Gas detectors",
            thread_id=f"t-job-{x}",
        )
        for x in "AB"
    ]
    navigation = [gw.chat(u, "open sensor GS-1020") for u in ("alice", "carol", "dave") * 3]
    running = [asyncio.ensure_future(jobs[0])]
    await asyncio.sleep(0.5)  # job A thinks first: it gets its script line, B the next one
    running += [asyncio.ensure_future(c) for c in [jobs[1], *navigation]]
    await asyncio.sleep(0.2)
    await asyncio.to_thread(restart_postgres, restartable_postgres)
    streams = await asyncio.wait_for(asyncio.gather(*running), NO_HANG)

    # every request in flight ended cleanly: one terminal event, a typed error if it failed
    # (navex's database, or Acme's API, whose database is the same server, did not answer)
    finals = 0
    for stream in streams:
        assert stream.status == 200, stream
        data = assert_one_terminal(stream)
        if stream.names[-1] == "error":
            assert data["type"].rsplit("/", 1)[1] in UNAVAILABLE, data
        else:
            finals += 1
    # a job whose write succeeded wrote once; one refused or failed wrote at most once
    for x, stream in zip("AB", streams[:2], strict=True):
        written = await _products(gw, f"Restart sensor {x}")
        if stream.names[-1] == "final" and _succeeded(stream.one("final")):
            assert len(written) == 1, stream
        else:
            assert len(written) <= 1, stream

    # nothing written before the restart is lost
    history_after = _rows(gw, "SELECT id, role, content FROM chat_messages ORDER BY id")
    assert history_after[: len(history_before)] == history_before
    assert set(checkpoints_before) <= set(
        _rows(gw, "SELECT thread_id, checkpoint_id FROM checkpoints")
    )
    assert _rows(gw, "SELECT status FROM approvals WHERE approval_id = %s", approval_id) == [
        ("pending",)
    ]
    # each answer streamed is also in the history
    answered = [s.one("final")["thread_id"] for s in streams if s.names[-1] == "final"]
    assert finals == len(answered)
    stored = {
        row[0] for row in _rows(gw, "SELECT thread_id FROM chat_messages WHERE role = 'assistant'")
    }
    assert set(answered) <= stored

    # the pools recovered by themselves: the next requests succeed at the first try
    after = await gw.chat("alice", "open sensor GS-1020")
    assert after.names == ["route", "final"], after.events
    model.delays = []
    resumed = await gw.decide("alice", approval_id, True)
    assert assert_one_terminal(resumed)["execution"]["tool_calls"][-1]["outcome"] == "succeeded"
    assert (await gw.device("GS-1004"))["status"] == "decommissioned"
    assert _rows(gw, "SELECT status FROM approvals WHERE approval_id = %s", approval_id) == [
        ("approved",)
    ]


async def test_the_history_writes_on_at_the_first_try_after_a_quiet_restart(
    navex_database_url: str, restartable_postgres: str
) -> None:
    """The history's own connection, idle while the server restarted, is found cut at the
    next write, which is sent once more on a new one: the user sees no error."""
    engine = create_engine(navex_database_url)
    history, owner = ChatHistory(engine), Owner(1, 1)
    try:
        await history.add(owner, "t-quiet", "user", "before the restart")
        await asyncio.to_thread(restart_postgres, restartable_postgres)
        await history.add(owner, "t-quiet", "user", "after the restart")
        said = [m.content for m in await history.messages(owner, "t-quiet")]
        assert said == ["before the restart", "after the restart"]
    finally:
        await history.aclose()
        await engine.dispose()


# --- 2. the MCP server down --------------------------------------------------------------


async def test_mcp_server_down_navigation_works_execution_errs_and_writes_nothing(
    start_gateway: Callable[..., Stack], stack: Stack
) -> None:
    from acme.tools import MCP_PATH, create_tool_app

    request = "register a new product 'Offline sensor' made by Wesco, in Gas detectors"
    # down when the gateway starts: execution says it is unavailable, navigation works
    dead = f"http://127.0.0.1:{_free_port()}{MCP_PATH}"
    gw = start_gateway(model=ScriptedChatModel.of(_product("Offline sensor")), mcp_url=dead)
    assert (await gw.chat("alice", "open sensor GS-1020")).names == ["route", "final"]
    failed = await gw.chat("bob", request, thread_id="t-mcp-1")
    error = assert_one_terminal(failed)
    assert failed.names == ["route", "error"], failed.events
    assert error["status"] == 503 and error["type"].endswith("/execution-unavailable"), error

    # down while the gateway runs (it listed the tools, then the server went away)
    tools = serve(create_tool_app(stack.acme_url), "the MCP tool server")
    mcp = tools.__enter__() + MCP_PATH
    try:
        model = ScriptedChatModel.of(_product("Offline sensor"), "Done.")
        gw = start_gateway(model=model, mcp_url=mcp)
        assert gw.state.execution.agent is not None
    finally:
        tools.__exit__(None, None, None)
    assert (await gw.chat("alice", "open sensor GS-1020")).names == ["route", "final"]
    stream = await asyncio.wait_for(gw.chat("bob", request, thread_id="t-mcp-2"), NO_HANG)
    ending = assert_one_terminal(stream)
    # the job says in plain words that the call could not be made
    assert stream.names[-1] == "final", stream.events
    assert ending["execution"]["summary"].startswith("Not done: The product could not be reached")
    assert [(c["tool"], c["outcome"]) for c in ending["execution"]["tool_calls"]] == [
        ("register_product", "failed")
    ]
    # nothing was written in the product, nor recorded as done
    assert await _products(gw, "Offline sensor") == []
    assert _rows(gw, "SELECT count(*) FROM audit_log WHERE outcome = 'succeeded'") == [(0,)]


# --- 3. the model server down or too slow -----------------------------------------------


class SilentModelServer:
    """A loopback 'model server' that reads each request and never answers it."""

    def __init__(self) -> None:
        self.requests = 0
        self._stop = threading.Event()
        self._server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def _handler(self) -> type[socketserver.BaseRequestHandler]:
        outer = self

        class Handler(socketserver.BaseRequestHandler):
            def handle(self) -> None:
                if self.request.recv(65536).startswith(b"POST"):
                    outer.requests += 1
                outer._stop.wait(120)

        return Handler

    def close(self) -> None:
        self._stop.set()
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture
def silent_model() -> Iterator[SilentModelServer]:
    server = SilentModelServer()
    yield server
    server.close()


MODEL_SETTINGS: dict[str, Any] = {
    "llm_timeout_seconds": 1.0,
    "llm_max_retries": 2,
    "llm_prompt_cache": False,
    "gateway_tool_calls": "native",
}


@pytest.mark.parametrize("fault", ["slow", "down"])
async def test_model_server_down_or_too_slow_ends_with_a_clear_error_after_retries(
    start_gateway: Callable[..., Stack], silent_model: SilentModelServer, fault: str
) -> None:
    url = silent_model.url if fault == "slow" else f"http://127.0.0.1:{_free_port()}/v1"
    gw = start_gateway(llm_base_url=url, **MODEL_SETTINGS)
    assert gw.state.execution.agent is not None  # the tools are listed; the model is not asked
    assert (await gw.chat("alice", "open sensor GS-1020")).names == ["route", "final"]

    started = time.monotonic()
    stream = await asyncio.wait_for(
        gw.chat(
            "bob",
            "register a new product 'Unanswered sensor' made by Wesco, in Gas detectors",
            thread_id="t-model",
        ),
        NO_HANG,
    )
    elapsed = time.monotonic() - started
    error = assert_one_terminal(stream)
    assert stream.names[-1] == "error", stream.events
    assert error["status"] == 503 and error["type"].endswith("/model-unavailable"), error
    if fault == "slow":
        # each attempt waited NAVEX_LLM_TIMEOUT_SECONDS, then one more after a backoff
        assert silent_model.requests == 1 + MODEL_SETTINGS["llm_max_retries"]
        assert 3.0 <= elapsed < 30, elapsed
    else:
        assert elapsed < 30, elapsed
    assert await _products(gw, "Unanswered sensor") == []
    assert _rows(gw, "SELECT count(*) FROM audit_log") == [(0,)]
    # the history keeps the user's message and the error as the answer
    messages = (await gw.get("/v1/threads/t-model/messages", "bob")).json()["messages"]
    assert [m["role"] for m in messages][:1] == ["user"]


# --- 4. Redis down ------------------------------------------------------------------------


class OwnRedis:
    """A private redis-server on its own port, to stop and start (never the shared one)."""

    def __init__(self, workdir: Path) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            pytest.skip("needs Debian's redis-server")
        self.binary, self.workdir, self.port = binary, workdir, _free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    def client(self) -> Any:
        import redis

        return redis.Redis(port=self.port, socket_timeout=2)

    def start(self) -> None:
        import redis

        self.process = subprocess.Popen(
            [
                self.binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.workdir),
            ],
            stdout=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while True:
            try:
                self.client().ping()
                return
            except redis.ConnectionError:
                assert time.monotonic() < deadline, "redis-server did not start"
                time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


@pytest.fixture
def own_redis(tmp_path: Path) -> Iterator[OwnRedis]:
    server = OwnRedis(tmp_path)
    server.start()
    yield server
    server.stop()


async def test_redis_down_rate_limits_and_stops_degrade_in_process_and_recover(
    start_gateway: Callable[..., Stack], own_redis: OwnRedis, capfd: pytest.CaptureFixture[str]
) -> None:
    model = ScriptedChatModel.of(_product("Slow sensor A"), _product("Slow sensor B"))
    model.delays = [30.0, 30.0]  # each job thinks until it is stopped
    gw = start_gateway(
        model=model,
        redis_url=own_redis.url,
        rate_limit_user="3/minute",
        rate_limit_org="1000/minute",
        execution_heartbeat_seconds=0.2,
    )
    path = "/v1/threads/nothing-here/messages"
    assert (await gw.get(path, "alice")).status_code == 404
    assert own_redis.client().keys("LIMITS*"), "counted in Redis"

    own_redis.stop()
    # the limit holds, counted in this process from now on, with one warning
    for _ in range(3):
        assert (await gw.get(path, "alice")).status_code == 404
    is_problem(await gw.get(path, "alice"), 429)
    assert (await gw.get(path, "carol")).status_code == 404
    assert capfd.readouterr().out.count("rate_limit_storage_degraded") == 1
    # still ready (a replica taken out for it would only move its load), and says why
    ready = await gw.get("/readyz")
    assert ready.status_code == 200, ready.text
    limits = ready.json()["checks"]["rate_limits"]
    assert limits["status"] == "degraded" and "counts its own" in limits["detail"], limits

    async def stop_job(thread_id: str, product: str) -> Any:
        message = f"register a new product '{product}' made by Wesco, in Gas detectors"
        chat = asyncio.create_task(gw.chat("bob", message, thread_id=thread_id))
        await _when(lambda: _running(gw))
        stop = await gw.http.post(
            f"{gw.gateway_url}/v1/chat/{thread_id}/cancel", headers=gw.auth("bob")
        )
        assert stop.status_code == 202, stop.text
        return assert_one_terminal(await asyncio.wait_for(chat, 20))

    # a Stop still reaches a job of this replica (in process)
    final = await stop_job("t-redis-down", "Slow sensor A")
    assert final["execution"]["tool_calls"] == []
    assert "job_cancel_failed" in capfd.readouterr().out

    own_redis.start()  # back, empty
    assert (await gw.get(path, "dave")).status_code == 404
    assert own_redis.client().keys("LIMITS*"), "counted in Redis again"
    assert "rate_limit_storage_recovered" in capfd.readouterr().out
    assert (await gw.get("/readyz")).json()["checks"]["rate_limits"]["status"] == "ok"
    final = await stop_job("t-redis-back", "Slow sensor B")
    assert final["execution"]["tool_calls"] == []
    assert own_redis.client().keys("navex:job:*") == [], "the job's keys were set and removed"
    assert "job_cancel_failed" not in capfd.readouterr().out


async def _running(gw: Stack) -> bool:
    return len(gw.state.chat.jobs) == 1


# --- 5. a replica killed between `approval_required` and the approval ----------------------

REPLICA = """
import json, os, sys
import uvicorn
from langchain_core.messages import AIMessage
from navex.config import NavexSettings
from navex.gateway import create_app
from navex.llm import ScriptedChatModel
from navex.store import create_engine

settings = NavexSettings(**json.loads(os.environ["REPLICA_SETTINGS"]))
model = ScriptedChatModel(script=[AIMessage(**m) for m in json.loads(os.environ["REPLICA_SCRIPT"])])
uvicorn.run(create_app(settings, chat_model=model), host="127.0.0.1", port=int(sys.argv[1]))
"""


def _replica_settings(gw: Stack, redis_url: str) -> dict[str, Any]:
    return {
        "database_url": gw.navex_database_url,
        "product_api_url": gw.acme_url,
        "mcp_url": gw.mcp_url,
        "service_jwks_url": gw.acme_url + "/.well-known/jwks.json",
        "llm_base_url": None,
        "redis_url": redis_url,
        "gateway_sse_ping_seconds": 0,
    }


@pytest.fixture
def replica_process(tmp_path: Path) -> Iterator[Callable[..., tuple[subprocess.Popen[bytes], str]]]:
    """A gateway replica in its own process (`start(settings, script)`), to kill."""
    started: list[subprocess.Popen[bytes]] = []

    def start(settings: dict[str, Any], script: list[Any]) -> tuple[subprocess.Popen[bytes], str]:
        port = _free_port()
        env = {
            **os.environ,
            "REPLICA_SETTINGS": json.dumps(settings),
            "REPLICA_SCRIPT": json.dumps(
                [m.model_dump(include={"content", "tool_calls"}) for m in script]
            ),
        }
        log = (tmp_path / f"replica-{port}.log").open("wb")
        process = subprocess.Popen(
            [sys.executable, "-c", REPLICA, str(port)],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        started.append(process)
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 120
        while True:
            assert process.poll() is None, (tmp_path / f"replica-{port}.log").read_text()
            try:
                if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                    return process, url
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "the replica did not start"
            time.sleep(0.2)

    yield start
    for process in started:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)


async def test_a_replica_killed_before_the_approval_is_resumed_by_another_once(
    start_gateway: Callable[..., Stack],
    redis_url: str,
    replica_process: Callable[..., tuple[subprocess.Popen[bytes], str]],
) -> None:
    second_model = ScriptedChatModel.of("GS-1004 is decommissioned.")
    gw = start_gateway(model=second_model, redis_url=redis_url)
    second = gw.gateway_url
    settings = _replica_settings(gw, redis_url)
    process, first = replica_process(settings, [call("decommission_device", device="GS-1004")])

    gw.gateway_url = first
    stream = await gw.chat("alice", "decommission device GS-1004", thread_id="t-killed")
    approval_id = assert_one_terminal(stream, paused=True)["approval_id"]
    process.kill()  # SIGKILL: no shutdown, no lifespan end, nothing flushed
    assert process.wait(timeout=10) == -signal.SIGKILL
    assert (await gw.device("GS-1004"))["status"] != "decommissioned"

    gw.gateway_url = second
    resumed = await gw.decide("alice", approval_id, True)
    final = assert_one_terminal(resumed)
    assert [(c["tool"], c["outcome"]) for c in final["execution"]["tool_calls"]] == [
        ("decommission_device", "succeeded")
    ]
    assert (await gw.device("GS-1004"))["status"] == "decommissioned"
    again = await gw.decide("alice", approval_id, True)
    assert is_problem(again, 409)["type"].endswith("/approval-not-pending")
    assert _rows(gw, "SELECT outcome FROM audit_log WHERE thread_id = 't-killed' ORDER BY id") == [
        ("approval_requested",),
        ("approved",),
        ("succeeded",),
    ]
    messages = (await gw.get("/v1/threads/t-killed/messages", "alice")).json()["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant"] * 2


# --- 6. the same approval sent twice at once --------------------------------------------------


async def _post_stream(gw: Stack, url: str, body: Any) -> Stream:
    async with gw.http.stream("POST", url, json=body, headers=gw.auth("alice")) as response:
        if response.headers.get("content-type", "").startswith("text/event-stream"):
            return Stream(response.status_code, response.headers, await collect_sse(response))
        await response.aread()
        return Stream(response.status_code, response.headers, [], response.json())


async def test_the_same_approval_sent_twice_at_once_writes_once(
    start_gateway: Callable[..., Stack], redis_url: str
) -> None:
    model = ScriptedChatModel.of(
        call("decommission_device", device="GS-1004"), call("decommission_device", device="GS-1005")
    )
    gw = start_gateway(model=model, redis_url=redis_url)
    one = gw.gateway_url
    other = start_gateway(model=ScriptedChatModel.of(), redis_url=redis_url).gateway_url
    for device, replicas in (("GS-1004", (one, one)), ("GS-1005", (one, other))):
        gw.gateway_url = one
        thread = f"t-twice-{device}"
        asked = await gw.chat("alice", f"decommission device {device}", thread_id=thread)
        approval_id = assert_one_terminal(asked, paused=True)["approval_id"]

        async def decide(url: str, approval_id: str = approval_id) -> Stream:
            return await _post_stream(
                gw, f"{url}/v1/approvals/{approval_id}", gw.body("alice", approve=True)
            )

        answers = await asyncio.wait_for(asyncio.gather(*(decide(u) for u in replicas)), NO_HANG)
        done = [a for a in answers if a.status == 200 and a.names[-1] == "final"]
        refused = [a for a in answers if a.status == 409]
        assert len(done) == 1 and len(refused) == 1, [(a.status, a.events, a.body) for a in answers]
        calls = assert_one_terminal(done[0])["execution"]["tool_calls"]
        assert [(c["tool"], c["outcome"]) for c in calls] == [("decommission_device", "succeeded")]
        assert (await gw.device(device))["status"] == "decommissioned"
        audited = _rows(
            gw, "SELECT outcome FROM audit_log WHERE thread_id = %s ORDER BY id", thread
        )
        assert audited == [("approval_requested",), ("approved",), ("succeeded",)], audited
