"""Durable conversation state: a job waiting for approval survives a gateway restart.

One gateway app asks for approval and is stopped completely (its lifespan ends, its
connection pools close); a new app instance on the same database resumes the job from
LangGraph's PostgreSQL checkpointer. Acme, its MCP tool server and navex's database are
real (see gateway_stack.py); the chat model is scripted.
"""

# ruff: noqa: F811  (the fixtures imported below are requested by name)

from typing import Any

import psycopg
from gateway_stack import (  # noqa: F401  (fixtures)
    Stack,
    _shared_router,
    assert_one_terminal,
    call,
    is_problem,
    serve,
    stack,
)
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from sqlalchemy.engine import make_url

from navex.config import NavexSettings
from navex.gateway import create_app
from navex.llm import ScriptedChatModel


def _settings(stack: Stack) -> NavexSettings:
    return NavexSettings(
        database_url=stack.navex_database_url,
        product_api_url=stack.acme_url,
        mcp_url=stack.mcp_url,
        service_jwks_url=stack.acme_url + "/.well-known/jwks.json",
        llm_base_url=None,
        redis_url=None,
        gateway_sse_ping_seconds=0,
    )


def _key(stack: Stack, user: str, thread_id: str) -> RunnableConfig:
    claims = stack.claims[user]
    return {"configurable": {"thread_id": f"org{claims['org_id']}:user{claims['sub']}:{thread_id}"}}


def _checkpoint_rows(stack: Stack) -> list[Any]:
    dsn = make_url(stack.navex_database_url).set(drivername="postgresql")
    with psycopg.connect(dsn.render_as_string(hide_password=False)) as conn:
        return conn.execute("SELECT DISTINCT thread_id FROM checkpoints").fetchall()


async def test_a_job_waiting_for_approval_survives_a_gateway_restart(stack: Stack) -> None:
    settings = _settings(stack)
    before = await stack.device("GS-1004")
    assert before["status"] != "decommissioned"

    # the first gateway: asks for approval, then stops completely
    first_model = ScriptedChatModel.of(call("decommission_device", device="GS-1004"))
    first = create_app(settings, chat_model=first_model)
    with serve(first, "the first gateway") as url:
        stack.gateway_url, stack.app = url, first
        assert isinstance(stack.state.checkpointer, AsyncPostgresSaver)
        stream = await stack.chat("alice", "decommission device GS-1004", thread_id="t-restart")
        assert stream.names[0] == "route" and stream.names[-2:] == ["approval_required", "final"]
        asked = assert_one_terminal(stream, paused=True)  # the pause's final ends the stream
        assert asked["tool"] == "decommission_device"
        assert stream.one("final")["pending_approval"] == asked["approval_id"]
        approval_id = asked["approval_id"]
    assert (await stack.device("GS-1004"))["status"] == before["status"]
    # nothing of the job is left in a process: the paused graph is in PostgreSQL
    assert any(row[0].endswith(":t-restart") for row in _checkpoint_rows(stack))

    # a new gateway app on the same database, with a model that only knows the ending
    second_model = ScriptedChatModel.of("GS-1004 is decommissioned.")
    second = create_app(settings, chat_model=second_model)
    with serve(second, "the second gateway") as url:
        stack.gateway_url, stack.app = url, second
        assert stack.state.execution.agent is not None
        saver = stack.state.checkpointer
        assert isinstance(saver, AsyncPostgresSaver)

        # the thread is still bound to alice: nobody else can answer or continue it
        is_problem(await stack.decide("bob", approval_id, True), 404)
        is_problem(await stack.decide("dave", approval_id, True), 404)
        assert await saver.aget_tuple(_key(stack, "bob", "t-restart")) is None
        is_problem(await stack.get("/v1/threads/t-restart/messages", "bob"), 404)
        assert second_model.received == []

        resumed = await stack.decide("alice", approval_id, True)
        assert resumed.status == 200, resumed.body
        assert resumed.names[-1] == "final" and set(resumed.names[:-1]) == {"step"}
        final = assert_one_terminal(resumed)
        assert final["thread_id"] == "t-restart"
        assert final["execution"]["summary"] == "Device GS-1004 (Loading dock) is decommissioned."
        assert [(c["tool"], c["outcome"]) for c in final["execution"]["tool_calls"]] == [
            ("decommission_device", "succeeded")
        ]
        # done in Acme, verified through its REST API
        assert (await stack.device("GS-1004"))["status"] == "decommissioned"
        # answered once, also after the restart
        again = await stack.decide("alice", approval_id, True)
        assert is_problem(again, 409)["type"].endswith("/approval-not-pending")

        messages = (await stack.get("/v1/threads/t-restart/messages", "alice")).json()
        assert [m["role"] for m in messages["messages"]] == ["user", "assistant"] * 2

        # deleting the thread deletes its checkpoints from PostgreSQL
        assert await saver.aget_tuple(_key(stack, "alice", "t-restart")) is not None
        assert (await stack.delete("/v1/threads/t-restart", "alice")).status_code == 204
        assert await saver.aget_tuple(_key(stack, "alice", "t-restart")) is None
    assert not any(row[0].endswith(":t-restart") for row in _checkpoint_rows(stack))


def test_sqlalchemy_urls_become_libpq_conninfo() -> None:
    from psycopg.conninfo import conninfo_to_dict

    from navex.store import libpq_conninfo

    tcp = libpq_conninfo(
        "postgresql+psycopg://navex:p%40ss w@db.internal:5433/navex?sslmode=require"
    )
    assert conninfo_to_dict(tcp) == {
        "host": "db.internal",
        "port": "5433",
        "user": "navex",
        "password": "p@ss w",
        "dbname": "navex",
        "sslmode": "require",
    }
    socket = libpq_conninfo("postgresql://postgres:@/navex?host=/tmp/pg sock")
    assert conninfo_to_dict(socket) == {
        "host": "/tmp/pg sock",
        "user": "postgres",
        "dbname": "navex",
    }
