"""`/readyz`: each dependency really checked, with its own status and timing.

- database: `SELECT 1` on navex's engine.
- mcp: an MCP session with the tool server listing its tools, when execution is configured.
- model: `GET {NAVEX_LLM_BASE_URL}/models` on the OpenAI-compatible endpoint, when one is
  configured (an in-process model has nothing to reach).
- execution: the agent has started (it lists the MCP tools once); tried again here.
- rate_limits: the rate-limit storage answers (Redis `PING`; in process: always). Redis
  down is `degraded`, not a failure: each process counts its own limits until it answers,
  and a replica taken out of the load balancer for it would only move its load elsewhere.
- prompt_cache: the agent's prompt is warm in the model server's slots (`pending` while it
  is restored or computed: a first start computes it once; it never makes the gateway
  not ready, since navigation and a cold prompt both still work).
"""

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any, Literal

import httpx
from fastmcp import Client
from fastmcp.client.transports import StreamableHttpTransport
from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from navex.llm.prompt_cache import WarmOutcome

CheckStatus = Literal["ok", "fail", "skipped", "pending", "degraded"]


class Check(BaseModel):
    status: CheckStatus
    detail: str = ""
    ms: float = 0.0


class Readiness(BaseModel):
    status: Literal["ready", "not_ready"]
    checks: dict[str, Check]


async def timed(probe: Callable[[], Awaitable[str]], timeout: float) -> Check:
    started = time.perf_counter()
    try:
        detail = await asyncio.wait_for(probe(), timeout)
        status: CheckStatus = "ok"
    except TimeoutError:
        status, detail = "fail", f"no answer within {timeout:g} s"
    except Exception as exc:
        status, detail = "fail", f"{exc.__class__.__name__}: {exc}"[:300]
    return Check(status=status, detail=detail, ms=round((time.perf_counter() - started) * 1000, 1))


def skipped(why: str) -> Check:
    return Check(status="skipped", detail=why)


async def check_database(engine: AsyncEngine) -> str:
    async with engine.connect() as conn:
        await conn.execute(text("SELECT 1"))
    return "SELECT 1 answered"


async def check_mcp(url: str, timeout: float) -> str:
    async with Client(StreamableHttpTransport(url), timeout=timeout) as client:
        tools = await client.list_tools()
    return f"{len(tools)} tools listed"


async def check_model(base_url: str, api_key: str | None, http: httpx.AsyncClient) -> str:
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    response = await http.get(base_url.rstrip("/") + "/models", headers=headers)
    response.raise_for_status()
    models: Any = response.json().get("data") or []
    return f"{len(models)} model(s) served"


def prompt_cache_check(warming: asyncio.Task[WarmOutcome] | None) -> Check:
    """Where the agent's prompt warm-up stands (`navex.llm.prompt_cache`)."""
    if warming is None:
        return skipped("no llama.cpp server to keep the prompt warm in")
    if not warming.done():
        return Check(status="pending", detail="computing the model's prompt (first start only)")
    if warming.cancelled() or warming.exception() is not None:
        return Check(status="ok", detail="warm-up failed: the first request computes it")
    outcome = warming.result()
    if outcome == "failed":
        return Check(status="ok", detail="warm-up failed: the first request computes it")
    return Check(status="ok", detail=f"prompt {outcome}")


def wait_for_warm_prompt(gateway_url: str, timeout: float = 900.0) -> str:
    """Block until the gateway's `/readyz` says the prompt is no longer `pending` (what
    `navex demo` waits for before "Actions ready"; the task eval and the bench too, so
    that their first request is not timed against the one-off prompt computation).
    Returns the check's detail."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            response = httpx.get(f"{gateway_url}/readyz", timeout=30)
            check = response.json().get("checks", {}).get("prompt_cache", {})
        except (httpx.HTTPError, ValueError):
            check = {"status": "pending"}
        if check.get("status") != "pending":
            return str(check.get("detail") or "not reported")
        time.sleep(0.25)
    return f"still pending after {timeout:.0f} s"


def degraded_unless_ok(check: Check, meanwhile: str) -> Check:
    """A failed check of something the gateway works without (saying how, meanwhile)."""
    if check.status != "fail":
        return check
    return Check(status="degraded", detail=f"{check.detail}; {meanwhile}", ms=check.ms)


def summarize(checks: dict[str, Check]) -> Readiness:
    failed = any(c.status == "fail" for c in checks.values())
    return Readiness(status="not_ready" if failed else "ready", checks=checks)
