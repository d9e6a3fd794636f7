"""Stopping a running job, and the heartbeat while the model thinks.

Real Acme, MCP tool server, navex database, Redis and gateways (see gateway_stack.py); the
chat model is scripted, with `delays` standing for a slow model. A Stop reaches the job
on its own replica (in process) or on another one (through Redis); the stopped job starts
no tool call after it, and its stream ends with one `final` that says what was done.
"""

# ruff: noqa: F811  (the fixtures imported below are requested by name)

import asyncio
import re
import time
import uuid
from collections.abc import Awaitable, Callable

import psycopg
from gateway_stack import (  # noqa: F401  (fixtures)
    Stack,
    _shared_router,
    assert_one_terminal,
    call,
    is_problem,
    serve,
    stack,
    start_gateway,
)
from sqlalchemy.engine import make_url

import conftest
from acme.app import create_app as create_acme
from conftest import bearer
from navex.execution.answer import STOPPED_AFTER, STOPPED_BEFORE
from navex.llm import ScriptedChatModel

SLOW = 30.0  # a model turn that a Stop must cut short (the test would take this long)


def _product(name: str) -> object:
    return call("register_product", name=name, category="Gas detectors", manufacturer="Wesco")


def _audited(gw: Stack, thread_id: str) -> list[tuple[str, str]]:
    """The audit rows of a thread: (tool, arguments' name)."""
    dsn = make_url(gw.navex_database_url).set(drivername="postgresql")
    with psycopg.connect(dsn.render_as_string(hide_password=False)) as conn:
        rows = conn.execute(
            "SELECT tool, arguments->>'name' FROM audit_log WHERE thread_id = %s ORDER BY id",
            (thread_id,),
        ).fetchall()
    return [(str(tool), str(name)) for tool, name in rows]


async def _when(check: Callable[[], Awaitable[bool]], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not await check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.05)


async def test_a_stop_from_another_replica_between_two_calls_ends_the_job_there(
    start_gateway: Callable[..., Stack], redis_url: str
) -> None:
    suffix = uuid.uuid4().hex[:6]
    first, second = f"Wesco gas sensor {suffix}", f"Wesco CO sensor {suffix}"
    model = ScriptedChatModel.of(_product(first), _product(second), "unreachable")
    model.delays = [0.0, SLOW]  # the Stop comes while the model thinks of the second call
    settings = {"redis_url": redis_url, "execution_heartbeat_seconds": 0.5}
    gw = start_gateway(model=model, **settings)
    runner = gw.gateway_url
    other = start_gateway(**settings).gateway_url  # a replica without the job
    gw.gateway_url = runner
    thread = f"t-stop-{suffix}"
    started = time.monotonic()
    message = f"register two new Gas detectors made by Wesco: {first} and {second}"
    chat = asyncio.create_task(gw.chat("bob", message, thread_id=thread))

    async def first_done() -> bool:
        page = await gw.acme("bob", "/api/products", q=first)
        return bool(page["items"])

    await _when(first_done)
    stop = await gw.http.post(f"{other}/v1/chat/{thread}/cancel", headers=gw.auth("bob"))
    assert stop.status_code == 202, stop.text
    assert stop.json()["status"] == "cancelling"
    stream = await asyncio.wait_for(chat, 20)

    assert time.monotonic() - started < SLOW  # the model's turn was cut short
    final = assert_one_terminal(stream)
    execution = final["execution"]
    assert [(c["tool"], c["outcome"]) for c in execution["tool_calls"]] == [
        ("register_product", "succeeded")
    ]
    assert execution["summary"].startswith(f"Product {first} is in the catalog")
    assert execution["summary"].endswith(STOPPED_AFTER)
    assert second not in execution["summary"]
    products = await gw.acme("bob", "/api/products", q=suffix)
    assert [p["name"] for p in products["items"]] == [first]
    assert _audited(gw, thread) == [("register_product", first)]
    stored = (await gw.get(f"/v1/threads/{thread}/messages", "bob")).json()["messages"]
    assert stored[-1]["content"] == execution["summary"]

    # nothing runs any more: a second Stop says so; another user's Stop finds no thread
    again = await gw.http.post(f"{runner}/v1/chat/{thread}/cancel", headers=gw.auth("bob"))
    assert "no job to stop" in is_problem(again, 409)["detail"]
    theirs = await gw.http.post(f"{runner}/v1/chat/{thread}/cancel", headers=gw.auth("alice"))
    assert is_problem(theirs, 404)["detail"] == "No such conversation."
    unknown = await gw.http.post(f"{other}/v1/chat/t-none-{suffix}/cancel", headers=gw.auth("bob"))
    is_problem(unknown, 404)
    anonymous = await gw.http.post(f"{runner}/v1/chat/{thread}/cancel")
    is_problem(anonymous, 401)


async def test_the_stop_button_route_through_acmes_proxy_stops_the_job(
    start_gateway: Callable[..., Stack], database_url: str
) -> None:
    suffix = uuid.uuid4().hex[:6]
    model = ScriptedChatModel.of(_product(f"Wesco gas sensor {suffix}"), "unreachable")
    model.delays = [SLOW]
    gw = start_gateway(model=model)  # no Redis: the Stop reaches the job in process
    settings = conftest.test_settings(database_url).model_copy(
        update={"assistant_url": gw.gateway_url}
    )
    with serve(create_acme(settings, database_url), "Acme with its assistant proxy") as acme:
        alice = {**bearer(gw.tokens["alice"]), "Host": "acme.localhost:8000"}
        thread = f"t-proxy-stop-{suffix}"
        nothing = await gw.http.post(f"{acme}/api/assistant/chat/{thread}/cancel", headers=alice)
        assert nothing.status_code == 404, nothing.text
        body = {"message": f"register a new Gas detector made by Wesco: {suffix}"}

        async def chat() -> list[str]:
            async with gw.http.stream(
                "POST",
                f"{acme}/api/assistant/chat",
                json={**body, "thread_id": thread},
                headers=alice,
            ) as response:
                return [line async for line in response.aiter_lines()]

        started = time.monotonic()
        streaming = asyncio.create_task(chat())

        async def running() -> bool:
            return len(gw.state.chat.jobs) == 1

        await _when(running)
        stop = await gw.http.post(f"{acme}/api/assistant/chat/{thread}/cancel", headers=alice)
        assert stop.status_code == 202, stop.text
        lines = await asyncio.wait_for(streaming, 20)
    assert time.monotonic() - started < SLOW
    events = [line.removeprefix("event: ") for line in lines if line.startswith("event:")]
    assert events[0] == "route" and events[-1] == "final" and events.count("final") == 1
    assert any(STOPPED_BEFORE in line for line in lines if line.startswith("data:"))
    assert (await gw.acme("alice", "/api/products", q=suffix))["items"] == []


async def test_a_slow_model_sends_a_thinking_step_every_few_seconds(
    start_gateway: Callable[..., Stack],
) -> None:
    suffix = uuid.uuid4().hex[:6]
    model = ScriptedChatModel.of(
        _product(f"Wesco gas sensor {suffix}"), "The Wesco gas sensor is registered."
    )
    model.delays = [3.6]
    gw = start_gateway(model=model, execution_heartbeat_seconds=1.0)
    stream = await gw.chat(
        "bob", f"register a new product 'Wesco gas sensor {suffix}' made by Wesco, in Gas detectors"
    )

    final = assert_one_terminal(stream)
    assert final["execution"]["tool_calls"][0]["outcome"] == "succeeded"
    beats = [d for name, d in stream.events if name == "step" and "elapsed_s" in d]
    assert [b["elapsed_s"] for b in beats] == [1, 2, 3]
    for beat in beats:
        assert beat["node"] == "model" and beat["status"] == "started"
        assert re.fullmatch(r"Thinking… \d+ s", beat["message"])
        assert beat["message"] == f"Thinking… {beat['elapsed_s']} s"
