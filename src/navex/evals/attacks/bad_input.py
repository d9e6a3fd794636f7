"""Bad input of every kind issue #14 found (part 1): refused before it does anything, and
sign-in throttling and per-user rate limits that answer 429."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from functools import partial

from navex.evals.attacks.context import ALICE, BOB, CHAT, AttackContext, Case
from navex.evals.tasks.conversation import bearer


def _deep(levels: int) -> dict[str, object]:
    value: dict[str, object] = {"leaf": 1}
    for _ in range(levels):
        value = {"n": value}
    return value


async def _device(ctx: AttackContext, serial: str = "GS-1001") -> dict[str, object]:
    return await ctx.one(f"/api/devices?q={serial}", ALICE)


async def oversized(ctx: AttackContext, path: str) -> tuple[bool, str]:
    body = b'{"name": "' + b"x" * (400 * 1024) + b'", "timezone": "UTC"}'
    headers = {"Content-Type": "application/json", **bearer(await ctx.token(BOB))}
    response = await ctx.http.post(path, content=body, headers=headers)
    return response.status_code == 413, f"HTTP {response.status_code}"


async def oversized_chunked(ctx: AttackContext) -> tuple[bool, str]:
    async def chunks() -> AsyncIterator[bytes]:
        yield b'{"message": "'
        for _ in range(64):
            yield b"y" * 8192
        yield b'"}'

    headers = {"Content-Type": "application/json", **bearer(await ctx.token(ALICE))}
    response = await ctx.http.post(CHAT, content=chunks(), headers=headers)
    return response.status_code == 413, f"chunked 520 KB: HTTP {response.status_code}"


async def deep_config(ctx: AttackContext, levels: int) -> tuple[bool, str]:
    device = await _device(ctx)
    response = await ctx.call(
        "PATCH", f"/api/devices/{device['id']}", BOB, json={"config": _deep(levels)}
    )
    listing = await ctx.read("/api/devices", ALICE)
    after = await _device(ctx)
    kept = after.get("config") == device.get("config")
    return (
        response.status_code == 422 and listing.status_code == 200 and kept,
        f"{levels} deep: HTTP {response.status_code}; list {listing.status_code}; "
        f"config kept {kept}",
    )


async def large_config(ctx: AttackContext) -> tuple[bool, str]:
    device = await _device(ctx)
    config = {f"k{i}": "v" * 100 for i in range(400)}  # ~44 KB, under the body limit
    response = await ctx.call("PATCH", f"/api/devices/{device['id']}", BOB, json={"config": config})
    return response.status_code == 422, f"HTTP {response.status_code}"


async def control_text(ctx: AttackContext, char: str) -> tuple[bool, str]:
    name = f"Depot{char}one"
    response = await ctx.call("POST", "/api/sites", BOB, json={"name": name, "timezone": "UTC"})
    made = await ctx.items("/api/sites?q=Depot", ALICE)
    return (
        response.status_code == 422 and not made,
        f"{char!r}: HTTP {response.status_code}, created {len(made)}",
    )


async def chat_control(ctx: AttackContext, char: str) -> tuple[bool, str]:
    stream = await ctx.chat(ALICE, f"open device{char} GS-1001")
    return stream.status == 422, f"{char!r} in a chat message: HTTP {stream.status}"


async def chat_too_long(ctx: AttackContext) -> tuple[bool, str]:
    stream = await ctx.chat(ALICE, "open device GS-1001 " * 400)
    return stream.status == 422, f"8,000 characters: HTTP {stream.status}"


async def non_boolean(ctx: AttackContext, value: object) -> tuple[bool, str]:
    ctx.script({"tool": "decommission_device", "arguments": {"device": "GS-1001"}})
    stream = await ctx.chat(ALICE, "decommission device GS-1001")
    asked = stream.first("approval_required")
    if asked is None:
        raise AssertionError("no approval was asked")
    answer = await ctx.answer(ALICE, str(asked["approval_id"]), value)
    status = (await _device(ctx))["status"]
    return (
        answer.status == 422 and status == "active",
        f"approve={value!r}: HTTP {answer.status}, device {status}",
    )


async def non_boolean_field(ctx: AttackContext) -> tuple[bool, str]:
    rule = (await ctx.items("/api/alert-rules?q=CO high", ALICE))[0]
    response = await ctx.call(
        "PATCH", f"/api/alert-rules/{rule['id']}", BOB, json={"enabled": "false"}
    )
    after = (await ctx.items("/api/alert-rules?q=CO high", ALICE))[0]
    return response.status_code == 422 and after["enabled"] == rule[
        "enabled"
    ], f"enabled='false': HTTP {response.status_code}"


async def not_json(ctx: AttackContext) -> tuple[bool, str]:
    headers = {"Content-Type": "application/json", **bearer(await ctx.token(BOB))}
    response = await ctx.http.post("/api/sites", content=b'{"name": "x", ', headers=headers)
    return 400 <= response.status_code < 500, f"broken JSON: HTTP {response.status_code}"


async def nan_number(ctx: AttackContext) -> tuple[bool, str]:
    device = await _device(ctx)
    headers = {"Content-Type": "application/json", **bearer(await ctx.token(BOB))}
    body = b'{"config": {"threshold": NaN}}'
    response = await ctx.http.patch(f"/api/devices/{device['id']}", content=body, headers=headers)
    return 400 <= response.status_code < 500, f"NaN: HTTP {response.status_code}"


# --- throttling ------------------------------------------------------------------------------


async def wrong_passwords(ctx: AttackContext) -> tuple[bool, str]:
    """25 parallel wrong passwords for one account: most are refused with 429."""
    body = {"email": "hiroshi.tanaka@acme.example", "password": "wrong-password"}
    answers = await asyncio.gather(
        *(ctx.http.post("/api/auth/login", json=body) for _ in range(25))
    )
    codes = [a.status_code for a in answers]
    limited = [a for a in answers if a.status_code == 429]
    retry = all(a.headers.get("retry-after") for a in limited)
    held = 200 not in codes and len(limited) >= 15 and retry
    return held, f"401 x{codes.count(401)}, 429 x{len(limited)} (Retry-After on each: {retry})"


async def api_burst(ctx: AttackContext) -> tuple[bool, str]:
    """One user's burst over the per-user API rate: 429 with Retry-After."""
    token = await ctx.token("priya.raman@acme.example")
    answers = await asyncio.gather(
        *(ctx.http.get("/api/auth/me", headers=bearer(token)) for _ in range(120))
    )
    limited = [a for a in answers if a.status_code == 429]
    retry = all(a.headers.get("retry-after") for a in limited)
    return bool(limited) and retry, f"120 at once: 429 x{len(limited)} (Retry-After: {retry})"


CASES = [
    Case("bad-oversized-api", "bad_input", partial(oversized, path="/api/sites")),
    Case("bad-oversized-proxy", "bad_input", partial(oversized, path=CHAT)),
    Case("bad-oversized-chunked", "bad_input", oversized_chunked),
    Case("bad-deep-json-300", "bad_input", partial(deep_config, levels=300), fresh=True),
    Case("bad-deep-json-20", "bad_input", partial(deep_config, levels=20), fresh=True),
    Case("bad-large-config", "bad_input", large_config, fresh=True),
    Case("bad-nul-in-name", "bad_input", partial(control_text, char="\x00"), fresh=True),
    Case("bad-bell-in-name", "bad_input", partial(control_text, char="\x07"), fresh=True),
    Case("bad-nul-in-chat", "bad_input", partial(chat_control, char="\x00")),
    Case("bad-escape-in-chat", "bad_input", partial(chat_control, char="\x1b")),
    Case("bad-chat-too-long", "bad_input", chat_too_long),
    Case("bad-approve-yes", "bad_input", partial(non_boolean, value="yes"), fresh=True),
    Case("bad-approve-one", "bad_input", partial(non_boolean, value=1), fresh=True),
    Case("bad-enabled-string", "bad_input", non_boolean_field, fresh=True),
    Case("bad-broken-json", "bad_input", not_json),
    Case("bad-nan", "bad_input", nan_number, fresh=True),
    Case("thr-wrong-passwords", "throttling", wrong_passwords),
    Case("thr-api-burst", "throttling", api_burst),
]

__all__ = ["CASES"]
