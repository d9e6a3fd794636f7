"""Answers the user can trust, over the real gateway (Acme, its MCP tool server, navex's
database; the chat model scripted): refusals by role without the model, values nobody gave
refused or left out, questions for missing values answered in the same thread, approval by
an argument's effect, and claims the record does not back never shown.
"""

# ruff: noqa: F811  (the fixtures imported below are requested by name)

import time
from collections.abc import Callable

from gateway_stack import (  # noqa: F401  (fixtures)
    Stack,
    _shared_router,
    call,
    stack,
    start_gateway,
)

from navex.llm import ScriptedChatModel


def _said(stream_final: dict[str, object]) -> str:
    execution = stream_final.get("execution") or {}
    assert isinstance(execution, dict)
    return str(execution.get("summary") or "")


async def test_a_role_refusal_is_answered_at_once_without_the_model(
    start_gateway: Callable[..., Stack],
) -> None:
    model = ScriptedChatModel.of("The device GS-1020 has been decommissioned.")
    gw = start_gateway(model=model)
    started = time.perf_counter()
    stream = await gw.chat("carol", "decommission device GS-1020")
    elapsed = time.perf_counter() - started

    final = stream.one("final")
    said = _said(final)
    assert said.startswith("You can't decommission devices with your role (viewer)")
    assert "an admin" in said and "decommissioned" not in said
    assert model.received == []  # no model call
    assert elapsed < 5  # generous: the figure itself is in `navex bench`
    assert (await gw.device("GS-1020"))["status"] != "decommissioned"
    audit = (await gw.get("/v1/audit", "alice")).json()["entries"]
    assert any(a["tool"] == "decommission_device" and a["outcome"] == "rejected" for a in audit)


async def test_a_claimed_action_without_an_effect_never_reaches_the_user(
    start_gateway: Callable[..., Stack],
) -> None:
    # alice may decommission; the model claims it did, without calling anything
    model = ScriptedChatModel.of("The device GS-1020 has been decommissioned.")
    gw = start_gateway(model=model)
    stream = await gw.chat("alice", "decommission device GS-1020")
    said = _said(stream.one("final"))
    assert "decommissioned" not in said
    assert said == "I did not change anything."
    history = await gw.get(f"/v1/threads/{stream.one('final')['thread_id']}/messages", "alice")
    assert "decommissioned" not in history.text


async def test_an_optional_value_nobody_gave_stays_empty(
    start_gateway: Callable[..., Stack],
) -> None:
    model = ScriptedChatModel.of(
        call("create_site", name="Dock 7", address="12 Rue X, Lyon"),
        "I created Dock 7 at 12 Rue X, Lyon.",
    )
    gw = start_gateway(model=model)
    stream = await gw.chat("alice", "create a site called Dock 7 in Lyon")
    final = stream.one("final")
    said = _said(final)
    assert "12 Rue X" not in said and said.startswith("Site Dock 7 is created")
    calls = final["execution"]["tool_calls"]
    assert [(c["tool"], c["outcome"], c["arguments"]) for c in calls] == [
        ("create_site", "succeeded", {"name": "Dock 7"})
    ]
    site = (await gw.acme("alice", "/api/sites", q="Dock 7"))["items"][0]
    assert not site.get("address")
    assert final["execution"]["records"][0]["label"] == "Dock 7"


async def test_a_missing_required_value_is_asked_for_and_the_answer_completes_the_job(
    start_gateway: Callable[..., Stack],
) -> None:
    model = ScriptedChatModel.of(
        # the model invents a full name nobody gave
        call(
            "invite_user",
            email="nina.petrova@acme.example",
            full_name="Nina Novak",
            role="operator",
        ),
        # after the user's answer, the right call
        call(
            "invite_user",
            email="nina.petrova@acme.example",
            full_name="Nina Petrova",
            role="operator",
        ),
        "Invited.",
    )
    gw = start_gateway(model=model)
    first = await gw.chat("alice", "invite nina.petrova@acme.example as an operator")
    asked = first.one("final")
    assert asked["clarification"] and "full name" in asked["clarification"]
    assert (await gw.acme("alice", "/api/users", q="nina.petrova"))["items"] == []

    second = await gw.chat("alice", "Nina Petrova", thread_id=asked["thread_id"])
    assert second.one("route")["reason"] == "answers the assistant's question"
    final = second.one("final")
    assert final["clarification"] is None
    assert _said(final).startswith("Nina Petrova (nina.petrova@acme.example) is invited")
    users = (await gw.acme("alice", "/api/users", q="nina.petrova"))["items"]
    assert [u["full_name"] for u in users] == ["Nina Petrova"]


async def test_locking_someone_out_needs_approval_like_deactivating(
    start_gateway: Callable[..., Stack],
) -> None:
    model = ScriptedChatModel.of(call("update_user", user="Tom Okafor", role="admin"), "Done.")
    gw = start_gateway(model=model)
    stream = await gw.chat("alice", "make Tom Okafor an admin")
    assert "approval_required" in stream.names
    asked = stream.one("approval_required")
    assert asked["tool"] == "update_user" and asked["arguments"] == {
        "user": "Tom Okafor",
        "role": "admin",
    }
    said = _said(stream.one("final"))
    assert said.startswith("Waiting for your approval") and "is updated" not in said
    tom = (await gw.acme("alice", "/api/users", q="Okafor"))["items"][0]
    assert tom["role"] == "viewer"
    denied = await gw.decide("alice", asked["approval_id"], False)
    assert _said(denied.one("final")).startswith("Not done, as you decided")
    tom = (await gw.acme("alice", "/api/users", q="Okafor"))["items"][0]
    assert tom["role"] == "viewer"
