"""The SSE contract, path by path (exactly one terminal event, and it is the last), and
the whole path through Acme's assistant proxy, which mints the service JWT."""

# ruff: noqa: F811  (the fixtures imported below are requested by name)

import json
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
from gateway_stack import (  # noqa: F401  (fixtures, used by name)
    Stack,
    _shared_router,
    assert_one_terminal,
    stack,
    start_gateway,
)

from conftest import bearer, serve
from navex.gateway.sse_client import collect_sse as read_sse

# --- the whole path: Acme's assistant proxy mints the service JWT --------------------------


async def test_acmes_assistant_proxy_reaches_the_gateway(
    start_gateway: Callable[..., Stack], database_url: str
) -> None:
    from acme.app import create_app as create_acme
    from conftest import test_settings

    gw = start_gateway()
    # a second Acme process on the same database (so the same keys), proxying to this gateway
    settings = test_settings(database_url).model_copy(update={"assistant_url": gw.gateway_url})
    with serve(create_acme(settings, database_url), "Acme with its assistant proxy") as acme:
        alice = bearer(gw.tokens["alice"])
        async with gw.http.stream(
            "POST",
            acme + "/api/assistant/chat",
            json={"message": "open sensor GS-1020"},
            headers={**alice, "Host": "acme.localhost:8000"},
        ) as response:
            assert response.status_code == 200
            events = await read_sse(response)
        assert [name for name, _ in events] == ["route", "final"]
        final = events[-1][1]
        # served over http: the link says so, with the host and port the user is on
        assert final["navigation"]["url"].startswith("http://acme.localhost:8000/")
        thread = final["thread_id"]
        history = await gw.http.get(
            f"{acme}/api/assistant/threads/{thread}/messages", headers=alice
        )
        assert history.status_code == 200 and len(history.json()["messages"]) == 2
        bob = bearer(gw.tokens["bob"])
        other = await gw.http.get(f"{acme}/api/assistant/threads/{thread}/messages", headers=bob)
        assert other.status_code == 404
        deleted = await gw.http.delete(f"{acme}/api/assistant/threads/{thread}", headers=alice)
        assert deleted.status_code == 204


async def _one_ending_of(*items: Any) -> list[tuple[str, dict[str, Any]]]:
    """`one_ending` over these items (events, or an exception to raise), as parsed events."""
    from navex.gateway.streams import one_ending, sse

    closed: list[bool] = []

    async def source() -> AsyncIterator[Any]:
        try:
            for item in items:
                if isinstance(item, Exception):
                    raise item
                yield sse(item, {})
        finally:
            closed.append(True)

    out = [(str(e.event), json.loads(str(e.data))) async for e in one_ending(source(), "req-1")]
    assert closed == [True], "the source stream was not closed"
    return out


async def test_one_ending_cuts_after_the_first_terminal_and_fills_a_missing_one() -> None:
    cut = await _one_ending_of("route", "final", "step", "final")
    assert [n for n, _ in cut] == ["route", "final"]

    # approval_required is no ending: the pause's final is
    paused = await _one_ending_of("route", "step", "approval_required", "final", "step")
    assert [n for n, _ in paused] == ["route", "step", "approval_required", "final"]

    unfinished = await _one_ending_of("route", "approval_required")
    assert [n for n, _ in unfinished] == ["route", "approval_required", "error"]

    ended = await _one_ending_of("route", "step")
    assert [n for n, _ in ended] == ["route", "step", "error"]
    error = assert_one_terminal(ended)
    assert error["status"] == 500 and "ended unexpectedly" in error["detail"]
    assert error["instance"] == "urn:request:req-1"

    failed = await _one_ending_of("route", RuntimeError("boom"))
    assert [n for n, _ in failed] == ["route", "error"]
    error = assert_one_terminal(failed)
    assert error["status"] == 500 and "boom" not in json.dumps(error)

    empty = await _one_ending_of()
    assert [n for n, _ in empty] == ["error"]


def _final_stub() -> dict[str, Any]:
    return {"thread_id": "t", "navigation": None, "execution": None, "clarification": "?"}


def _asked_stub() -> dict[str, Any]:
    return {"thread_id": "t", "approval_id": "ap_1", "tool": "x", "arguments": {}, "summary": "s"}


def _paused_stub() -> dict[str, Any]:
    return {
        **_final_stub(),
        "execution": {"summary": "Waiting for your approval to s", "tool_calls": []},
        "clarification": None,
        "pending_approval": "ap_1",
    }


def test_assert_one_terminal_catches_broken_streams() -> None:
    good = [("route", {}), ("final", _final_stub())]
    assert_one_terminal(good)
    for bad in (
        [("route", {})],  # no ending
        [*good, ("step", {})],  # an event after the ending
        [*good, ("final", _final_stub())],  # two endings
        [("error", {"type": "x"}), *good],  # an error, then an answer
        [("route", {}), ("final", {**_final_stub(), "execution": {"summary": ""}})],
        [("route", {}), ("approval_required", _asked_stub())],  # a pause without its final
        [("route", {}), ("final", _paused_stub())],  # a pause's final outside a pause
    ):
        with pytest.raises(AssertionError):
            assert_one_terminal(bad)

    pause = [("route", {}), ("approval_required", _asked_stub()), ("final", _paused_stub())]
    assert assert_one_terminal(pause, paused=True) == _asked_stub()
    for bad in (
        [("route", {}), ("approval_required", _asked_stub())],  # the old ending: no final
        [*pause[:2], ("error", {"type": "x"})],  # ended by an error, not its final
        [*pause, ("step", {})],  # an event after the final
        [*pause[:2], ("final", _final_stub())],  # a final without pending_approval
        [*pause[:2], ("final", {**_paused_stub(), "pending_approval": "ap_other"})],
        [*pause[:2], ("final", {**_paused_stub(), "execution": None, "clarification": "?"})],
        [("route", {}), ("final", _paused_stub())],  # no approval_required before it
        [("route", {}), ("final", _final_stub())],  # not paused at all
    ):
        with pytest.raises(AssertionError):
            assert_one_terminal(bad, paused=True)
