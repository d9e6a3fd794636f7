"""The load benchmark's execution figures (bench/load.py): the harness's own cost per tool
step and per job, with the scripted model (no model time), on a gateway in this process.

Jobs of 0..3 `get_record` steps are timed to their `final`; one MCP call is timed alone the
way navex makes it (a short FastMCP session and `call_tool`, as the user). The cost per step
is the slope of the job time over its steps minus that call; the 0-step job is the cost per
job (routing, guardrails, checkpoints, history, the answer, the stream).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import httpx

from load_client import ServiceTokens, User, gateway_body
from navex.config import NavexSettings
from navex.evals.tasks.scripted import TaskScriptedModel
from navex.evals.tasks.stack import free_ports, serve_app

if TYPE_CHECKING:
    from load import Stack

LIMIT = "1000000/second"
DEVICES = ("GS-1017", "GS-1020", "GS-1009", "GS-1007")
# an execution request (two clauses: no one-action shortcut); a question about what exists
# would be answered by navigation (annotation rule v2), without a job
JOB_MESSAGE = (
    "check devices GS-1017, GS-1020, GS-1009 and GS-1007, then put GS-1007 into maintenance"
)


@dataclass
class Harness:
    jobs_per_step_count: int
    job_ms_by_steps: dict[int, float]  # median time to `final`, by tool steps in the job
    model_calls_seen: dict[int, int]  # scripted model calls in the last job of each count
    mcp_call_ms: float  # one MCP call made alone, as navex makes it
    per_step_ms: float  # slope of the job time over its steps
    harness_per_step_ms: float  # the slope minus the MCP call
    harness_per_job_ms: float  # a job with no tool step (the model answers at once)
    harness_per_step_by_steps_ms: dict[int, float]  # (job(k) - job(0) - k MCP calls) / k


@contextmanager
def execution_gateway(stack: Stack, model: TaskScriptedModel) -> Iterator[str]:
    """A gateway in this process with the scripted model (which only an in-process
    gateway can be given)."""
    from navex.gateway import create_app

    settings = NavexSettings(
        database_url=stack.navex_database_url,
        product_api_url=stack.acme_url,
        mcp_url=stack.mcp_url,
        service_jwks_url=stack.jwks_url,
        redis_url=None,
        llm_base_url=None,
        gateway_sse_ping_seconds=0,
        gateway_execution=True,
        rate_limit_org=LIMIT,
        rate_limit_user=LIMIT,
    )
    (port,) = free_ports(1)
    with serve_app(create_app(settings, chat_model=model), port, "the execution gateway") as url:
        yield url


async def _mcp_call_ms(mcp_url: str, user: User, number: int) -> float:
    """One MCP call as navex makes it (`navex.execution.mcp`: a short session, then
    `call_tool`, with the user's token)."""
    from fastmcp import Client
    from fastmcp.client.transports import StreamableHttpTransport

    headers = {"Authorization": f"Bearer {user.token}"}
    arguments = {"kind": "devices", "id_or_name": DEVICES[number % len(DEVICES)]}
    begun = time.perf_counter()
    async with Client(StreamableHttpTransport(mcp_url, headers=headers)) as client:
        result = await client.call_tool("get_record", arguments, raise_on_error=False)
    if result.is_error:
        raise RuntimeError(f"get_record failed: {result.content}")
    return (time.perf_counter() - begun) * 1000


async def _job_ms(
    http: httpx.AsyncClient, url: str, user: User, token: str, model: TaskScriptedModel, steps: int
) -> float:
    """A job of `steps` tool steps, then the scripted answer, timed to its `final`."""
    from navex.evals.tasks.dataset import ScriptStep

    script = [
        ScriptStep(tool="get_record", arguments={"kind": "devices", "id_or_name": DEVICES[j % 4]})
        for j in range(steps)
    ]
    model.load(steps, [*script, ScriptStep(answer="Here is what I found.")])
    begun = time.perf_counter()
    body = gateway_body(user, JOB_MESSAGE)
    headers = {"Authorization": f"Bearer {token}"}
    async with http.stream("POST", url + "/v1/chat", json=body, headers=headers) as response:
        await _final_of(response)
    return (time.perf_counter() - begun) * 1000


async def execution_overhead(stack: Stack, repeats: int, max_steps: int = 3) -> Harness:
    """Jobs of 0..max_steps steps and one MCP call alone, in turn, `repeats` rounds after
    two untimed ones (in turn, so that the machine's other work weighs on each alike)."""
    # an operator: the request names a change an operator may make, so the job runs (a
    # viewer's would be refused by role at once, with no model call)
    user = next(u for u in stack.users if u.email == "bob@acme.example")
    model = TaskScriptedModel(script=[])
    tokens = ServiceTokens(stack.acme_database_url)
    samples: dict[int, list[float]] = {steps: [] for steps in range(max_steps + 1)}
    calls: list[float] = []
    seen: dict[int, int] = {}
    with execution_gateway(stack, model) as url:
        async with httpx.AsyncClient(timeout=60) as http:
            for number in range(repeats + 2):
                for steps in samples:
                    elapsed = await _job_ms(http, url, user, tokens(user), model, steps)
                    seen[steps] = model.position
                    if number >= 2:
                        samples[steps].append(elapsed)
                elapsed = await _mcp_call_ms(stack.mcp_url, user, number)
                if number >= 2:
                    calls.append(elapsed)
    medians = {steps: statistics.median(times) for steps, times in samples.items()}
    mcp_ms = statistics.median(calls)
    xs = list(medians)
    slope = statistics.linear_regression(xs, [medians[x] for x in xs]).slope
    return Harness(
        jobs_per_step_count=repeats,
        job_ms_by_steps={k: round(v, 1) for k, v in medians.items()},
        model_calls_seen=seen,
        mcp_call_ms=round(mcp_ms, 1),
        per_step_ms=round(slope, 1),
        harness_per_step_ms=round(slope - mcp_ms, 1),
        harness_per_job_ms=round(medians[0], 1),
        harness_per_step_by_steps_ms={
            k: round((medians[k] - medians[0] - k * mcp_ms) / k, 1) for k in xs if k
        },
    )


async def _final_of(response: httpx.Response) -> dict[str, Any]:
    if response.status_code != 200:
        raise RuntimeError(f"the job answered {response.status_code}: {await response.aread()!r}")
    event, final = "", None
    async for line in response.aiter_lines():
        if line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:") and event in ("final", "error"):
            final = {"event": event, **json.loads(line[5:])}
    if final is None or final["event"] != "final":
        raise RuntimeError(f"the job did not end with a final event: {final}")
    return final
