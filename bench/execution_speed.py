"""Execution speed as a user meets it: through Acme's proxy, on the booted stack, with the
embedded model (or the configured endpoint), from the first request after start-up on.

Loaded by `navex_bench.py`. Each request is a real chat message over HTTP; each figure is
the time from sending it to an event of its stream (the first step, `approval_required`,
`final`). Every model call logs its tokens (`llm_call` events: prompt, cached, generated),
which are summed per request so that a reader sees where the time goes.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx
import structlog
from pydantic import BaseModel

from navex.evals.tasks import boot_stack
from navex.evals.tasks.conversation import DEMO_PASSWORD
from navex.evals.tasks.stack import ModelMode
from navex.gateway.sse_client import read_sse

CHAT = "/api/assistant/chat"
ADMIN, OPERATOR, VIEWER = "alice@acme.example", "bob@acme.example", "carol@acme.example"


class Timed(BaseModel):
    """One request's stream, timed from the moment it was sent."""

    who: str
    message: str
    first_event_s: float | None = None
    first_model_event_s: float | None = None  # a tool step, an approval or the final
    approval_s: float | None = None
    final_s: float | None = None
    approval_id: str | None = None
    thread_id: str | None = None
    summary: str = ""
    prompt_tokens: int = 0
    cached_tokens: int = 0
    generated_tokens: int = 0
    model_calls: int = 0


@dataclass
class Client:
    http: httpx.AsyncClient
    tokens: dict[str, str] = field(default_factory=dict)

    async def headers(self, email: str) -> dict[str, str]:
        if email not in self.tokens:
            login = await self.http.post(
                "/api/auth/login", json={"email": email, "password": DEMO_PASSWORD}
            )
            login.raise_for_status()
            self.tokens[email] = login.json()["access_token"]
        return {"Authorization": f"Bearer {self.tokens[email]}"}

    async def send(self, email: str, path: str, body: dict[str, Any], label: str) -> Timed:
        timed = Timed(who=email, message=label)
        started = time.perf_counter()
        headers = await self.headers(email)
        async with self.http.stream("POST", path, json=body, headers=headers) as response:
            response.raise_for_status()
            async for name, data in read_sse(response):
                at = round(time.perf_counter() - started, 3)
                timed.first_event_s = timed.first_event_s or at
                model_decided = name in ("approval_required", "final") or (
                    name == "step" and data.get("node") in ("tools", "approval")
                )
                if model_decided and timed.first_model_event_s is None:
                    timed.first_model_event_s = at
                if name == "approval_required":
                    timed.approval_s, timed.approval_id = at, data.get("approval_id")
                elif name == "final":
                    timed.final_s, timed.thread_id = at, data.get("thread_id")
                    execution = data.get("execution") or {}
                    timed.summary = str(execution.get("summary") or data.get("clarification"))
        return timed

    async def chat(self, email: str, message: str) -> Timed:
        return await self.send(email, CHAT, {"message": message}, message)

    async def approve(self, email: str, approval_id: str) -> Timed:
        path = f"/api/assistant/approvals/{approval_id}"
        return await self.send(email, path, {"approve": True}, "approve")


def _with_tokens(timed: Timed, calls: Sequence[dict[str, Any]]) -> Timed:
    timed.model_calls = len(calls)
    timed.prompt_tokens = sum(int(c.get("prompt_tokens") or 0) for c in calls)
    timed.cached_tokens = sum(int(c.get("cached_tokens") or 0) for c in calls)
    timed.generated_tokens = sum(int(c.get("generated_tokens") or 0) for c in calls)
    return timed


async def _measured(log: list[dict[str, Any]], request: Any) -> Timed:
    """The request's Timed, with the tokens of the model calls made while it ran (requests
    are measured one at a time, except the concurrent pair, whose tokens are not split)."""
    start = len(log)
    timed: Timed = await request
    calls = [e for e in log[start:] if e.get("event") == "llm_call"]
    return _with_tokens(timed, calls)


async def _run(acme_url: str, log: list[dict[str, Any]]) -> dict[str, list[Timed]]:
    runs: dict[str, list[Timed]] = {"first": [], "single": [], "approval": [], "approved": []}
    async with httpx.AsyncClient(base_url=acme_url, timeout=600) as http:
        client = Client(http)
        for email in (ADMIN, OPERATOR, VIEWER):
            await client.headers(email)
        # the first request of each role after start-up, then roles in turn
        runs["first"].append(
            await _measured(log, client.chat(ADMIN, "create a site called Dock A0 in Lyon"))
        )
        runs["first"].append(
            await _measured(log, client.chat(OPERATOR, "put device GS-1011 into maintenance"))
        )
        runs["first"].append(
            await _measured(log, client.chat(VIEWER, "what product is device GS-1020?"))
        )
        for index in range(1, 4):
            for email in (ADMIN, OPERATOR):
                message = f"create a site called Dock {email[0].upper()}{index} in Lyon"
                runs["single"].append(await _measured(log, client.chat(email, message)))
        for serial in ("GS-1001", "GS-1002", "GS-1003"):
            asked = await _measured(log, client.chat(ADMIN, f"decommission device {serial}"))
            runs["approval"].append(asked)
            if asked.approval_id:
                runs["approved"].append(
                    await _measured(log, client.approve(ADMIN, asked.approval_id))
                )
        pair = await asyncio.gather(
            client.chat(ADMIN, "create a site called Pier 1 in Lyon"),
            client.chat(OPERATOR, "create a site called Pier 2 in Lyon"),
        )
        runs["two_users"] = list(pair)
    return runs


NOTES = {
    "execution_stack_ready_s": "boot: PostgreSQL, Acme and its MCP server, the model, the gateway",
    "execution_prompt_warm_s": "after the stack is ready, until the model's prompt is warm "
    "(restored from disk, or computed once when the prompt is new)",
    "execution_first_request_s": "slowest of the first request of an admin, an operator and a "
    "viewer once the prompt is warm (when navex demo says 'Actions ready')",
    "execution_single_action_p50_s": "'create a site called … in Lyon', admin and operator in "
    "turn: message to final through Acme's proxy",
    "execution_to_approval_p50_s": "'decommission device GS-100x': message to approval_required",
    "execution_approved_to_final_p50_s": "approve to final",
    "execution_two_users_first_event_s": "two users at once: the slower one's first tool step",
    "execution_prompt_tokens_p50": "per single action, all model calls",
}


def _p50(values: Sequence[float | None]) -> float:
    present = [v for v in values if v is not None]
    return round(statistics.median(present), 2) if present else float("nan")


def measure(mode: ModelMode = "configured") -> tuple[dict[str, float], dict[str, Any]]:
    """(figures in seconds, the raw runs), on a freshly booted stack."""
    with structlog.testing.capture_logs() as log:
        started = time.perf_counter()
        with boot_stack(mode) as stack:
            ready_s = time.perf_counter() - started
            # as `navex demo` says "Actions ready": once the model's prompt is warm
            warm_s = stack.prompt_warm_s
            runs = asyncio.run(_run(stack.acme_url, log))
    single = runs["single"]
    figures = {
        "execution_stack_ready_s": round(ready_s, 1),
        "execution_prompt_warm_s": round(warm_s, 1),
        "execution_first_request_s": max(t.final_s or float("nan") for t in runs["first"]),
        "execution_single_action_p50_s": _p50([t.final_s for t in single]),
        "execution_to_approval_p50_s": _p50([t.approval_s for t in runs["approval"]]),
        "execution_approved_to_final_p50_s": _p50([t.final_s for t in runs["approved"]]),
        "execution_two_users_first_event_s": max(
            t.first_model_event_s or float("nan") for t in runs["two_users"]
        ),
        "execution_two_users_final_s": max(t.final_s or float("nan") for t in runs["two_users"]),
        "execution_prompt_tokens_p50": _p50([t.prompt_tokens for t in single]),
        "execution_cached_tokens_p50": _p50([t.cached_tokens for t in single]),
        "execution_generated_tokens_p50": _p50([t.generated_tokens for t in single]),
        "execution_model_calls_p50": _p50([t.model_calls for t in single]),
    }
    raw: dict[str, Any] = {name: [t.model_dump() for t in timed] for name, timed in runs.items()}
    raw["prompt_cache"] = [e for e in log if str(e.get("event", "")).startswith("llm_prompt")]
    raw["warnings"] = [e for e in log if e.get("log_level") in ("warning", "error")]
    return figures, raw


if __name__ == "__main__":  # a quick look: python bench/execution_speed.py [local|configured]
    import json
    import sys

    mode: ModelMode = "local" if sys.argv[1:] == ["local"] else "configured"
    figures, raw = measure(mode)
    print(json.dumps({"figures": figures, "runs": raw}, indent=2))
