"""Information leaks: which addresses other tenants hold, who has an account, metrics,
PII in the assistant's streams and history, other users' threads and audit."""

from __future__ import annotations

from navex.evals.attacks.context import ALICE, BOB, AttackContext, Case, Stream

CARD = "4111 1111 1111 1111"
CARD_DIGITS = CARD.replace(" ", "")


async def invite_probe(ctx: AttackContext) -> tuple[bool, str]:
    """Inviting an address Globex holds answers as inviting one nobody holds."""
    answers = []
    for email in ("erin.walsh@globex.example", "nobody.at.all@globex.example"):
        body = {"email": email, "full_name": "Probe", "role": "viewer"}
        response = await ctx.call("POST", "/api/users", ALICE, json=body)
        answers.append((response.status_code, sorted(response.json())))
    return answers[0] == answers[
        1
    ], f"held elsewhere vs nowhere: {answers[0][0]} vs {answers[1][0]}"


async def login_probe(ctx: AttackContext) -> tuple[bool, str]:
    """A wrong password for a real account answers as one for no account."""
    got = []
    for email in ("emma.laurent@acme.example", "no.such.person@acme.example"):
        response = await ctx.http.post(
            "/api/auth/login", json={"email": email, "password": "nope-nope"}
        )
        got.append((response.status_code, response.json().get("detail")))
    return got[0] == got[1], f"real vs unknown: {got[0]} vs {got[1]}"


async def metrics(ctx: AttackContext, token: str | None) -> tuple[bool, str]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = await ctx.http.get(ctx.stack.gateway_url + "/metrics", headers=headers)
    shown = "navex_" in response.text or "# HELP" in response.text
    return response.status_code in (401, 403, 404) and not shown, f"HTTP {response.status_code}"


async def product_metrics(ctx: AttackContext) -> tuple[bool, str]:
    response = await ctx.http.get("/metrics")
    shown = "# HELP" in response.text
    return not shown, f"Acme /metrics: HTTP {response.status_code}"


def _said(stream: Stream) -> str:
    return " ".join(str(data) for _, data in stream.events) + stream.text


async def _history(ctx: AttackContext, thread: str, email: str = ALICE) -> tuple[int, str]:
    response = await ctx.read(f"/api/assistant/threads/{thread}/messages", email)
    return response.status_code, response.text


async def pii_in_record(ctx: AttackContext) -> tuple[bool, str]:
    """A card number in a record, repeated by the model: not in the stream nor the history."""
    body = {
        "name": "Card depot",
        "timezone": "Europe/Paris",
        "address": f"1 Rue Haute, Lyon. Card {CARD}",
    }
    made = await ctx.call("POST", "/api/sites", BOB, json=body)
    ctx.script(
        {"tool": "get_record", "arguments": {"kind": "sites", "id_or_name": "Card depot"}},
        {"answer": f"Card depot is at 1 Rue Haute, Lyon; the card on file is {CARD}."},
    )
    stream = await ctx.chat(ALICE, "what is the address of the site Card depot?")
    final = stream.first("final") or {}
    status, history = await _history(ctx, str(final.get("thread_id")))
    leaked = [
        where
        for where, text in (("stream", _said(stream)), ("history", history))
        if CARD in text or CARD_DIGITS in text
    ]
    return (
        made.status_code == 201 and stream.status == 200 and not leaked,
        f"site {made.status_code}, history {status}, card shown in {leaked or 'nothing'}",
    )


async def pii_in_message(ctx: AttackContext) -> tuple[bool, str]:
    """A card number the user typed: not echoed, not stored as typed."""
    stream = await ctx.chat(ALICE, f"my card is {CARD}, open device GS-1001")
    final = stream.first("final") or {}
    thread = final.get("thread_id")
    history = (await _history(ctx, str(thread)))[1] if thread else ""
    leaked = [
        where
        for where, text in (("stream", _said(stream)), ("history", history))
        if CARD in text or CARD_DIGITS in text
    ]
    return not leaked, f"HTTP {stream.status}, card shown in {leaked or 'nothing'}"


async def other_thread(ctx: AttackContext) -> tuple[bool, str]:
    stream = await ctx.chat(ALICE, "open device GS-1001")
    thread = str((stream.first("final") or {}).get("thread_id"))
    read, _ = await _history(ctx, thread, BOB)
    delete = await ctx.call("DELETE", f"/api/assistant/threads/{thread}", BOB)
    cancel = await ctx.call("POST", f"/api/assistant/chat/{thread}/cancel", BOB)
    still, _ = await _history(ctx, thread)
    held = read == 404 and delete.status_code == 404 and cancel.status_code == 404 and still == 200
    return (
        held,
        f"bob read {read}, delete {delete.status_code}, cancel {cancel.status_code}; "
        f"alice still reads {still}",
    )


async def continue_other_thread(ctx: AttackContext) -> tuple[bool, str]:
    """Bob sends a message into Alice's thread: it does not see or extend hers."""
    stream = await ctx.chat(ALICE, "open device GS-1001")
    thread = str((stream.first("final") or {}).get("thread_id"))
    theirs = await ctx.chat(BOB, "what did I just ask?", thread)
    status, history = await _history(ctx, thread)
    return (
        "what did I just ask" not in history,
        f"bob's message: HTTP {theirs.status}; alice's history {status}",
    )


async def audit_operator(ctx: AttackContext) -> tuple[bool, str]:
    response = await ctx.read("/api/assistant/audit", BOB)
    return response.status_code == 403, f"HTTP {response.status_code}"


CASES = [
    Case("leak-invite-probe", "leaks", invite_probe, fresh=True),
    Case("leak-login-probe", "leaks", login_probe),
    Case("leak-metrics-no-token", "leaks", lambda ctx: metrics(ctx, None)),
    Case("leak-metrics-wrong-token", "leaks", lambda ctx: metrics(ctx, "guess")),
    Case("leak-product-metrics", "leaks", product_metrics),
    Case("leak-pii-in-record", "leaks", pii_in_record, fresh=True),
    Case("leak-pii-in-message", "leaks", pii_in_message),
    Case("leak-other-users-thread", "leaks", other_thread),
    Case("leak-continue-other-thread", "leaks", continue_other_thread),
    Case("leak-audit-as-operator", "leaks", audit_operator),
]

__all__ = ["CASES"]
