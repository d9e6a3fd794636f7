"""Running tasks on a booted stack: setup, the conversation, the judges."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import httpx

from navex.evals.tasks.checks import judge_check, read_list
from navex.evals.tasks.conversation import Session, TaskFailure, bearer, converse
from navex.evals.tasks.dataset import GUARDED_KINDS, TaskRow
from navex.evals.tasks.report import TaskResult, TasksReport, summarise
from navex.evals.tasks.stack import MODEL_MODES, ModelMode, TasksError, TaskStack, boot_stack
from navex.evals.tasks.values import invented_values
from navex.evals.tasks.words import false_claim

TaskProgress = Callable[[int, int, TaskResult], None]
"""Called after each task with (tasks done, tasks in all, its result)."""


async def _set_up(http: httpx.AsyncClient, session: Session, task: TaskRow) -> None:
    for call in task.setup:
        response = await http.request(
            call.method,
            call.path,
            json=call.body,
            headers=bearer(await session.token(call.as_user)),
        )
        if response.status_code >= 300:
            raise TaskFailure(
                f"setup {call.method} {call.path}: HTTP {response.status_code} "
                f"{response.text[:200]}"
            )


async def run_task(stack: TaskStack, task: TaskRow, index: int) -> TaskResult:
    await asyncio.to_thread(stack.reset)
    if stack.model is not None:
        stack.model.load(index, task.script)
    timeout = httpx.Timeout(connect=10.0, read=900.0, write=30.0, pool=10.0)
    async with httpx.AsyncClient(base_url=stack.acme_url, timeout=timeout) as http:
        session = Session(http)
        try:
            await _set_up(http, session, task)
            before = {
                i: await read_list(session, check)
                for i, check in enumerate(task.expect)
                if check.kind == "unchanged"
            }
            started = time.perf_counter()
            talk = await converse(http, await session.token(task.user), task)
            seconds = time.perf_counter() - started
        except (TaskFailure, httpx.HTTPError) as exc:
            return TaskResult(id=task.id, ok=False, seconds=0.0, failed_checks=[f"run: {exc}"])
        failed = []
        unauthorized = 0
        for i, check in enumerate(task.expect):
            why = await judge_check(check, session, talk, before.get(i))
            if why is not None:
                failed.append(f"{check.describe()}: {why}")
                unauthorized += check.kind in GUARDED_KINDS
    claim = false_claim(talk.finals, talk.jobs)
    invented = invented_values(talk.finals, talk.user_texts)
    if claim is not None:
        failed.append(f"false claim: {claim.sentence!r} ({claim.reason})")
    if invented:
        failed.append("invented values: " + ", ".join(f"{v.tool}.{v.path}" for v in invented))
    return TaskResult(
        id=task.id,
        ok=not failed,
        seconds=round(seconds, 3),
        route=talk.route,
        failed_checks=failed,
        unauthorized_effects=unauthorized,
        false_claim=claim is not None,
        false_claim_sentence=claim,
        invented_values=invented,
        asked=talk.asked,
        approvals=list(talk.approvals),
        final=talk.ending,
    )


async def run_tasks(
    stack: TaskStack, tasks: Sequence[TaskRow], on_task: TaskProgress | None = None
) -> list[TaskResult]:
    results: list[TaskResult] = []
    for index, task in enumerate(tasks):
        results.append(await run_task(stack, task, index))
        if on_task is not None:
            on_task(len(results), len(tasks), results[-1])
    return results


def evaluate_tasks(
    tasks: Sequence[TaskRow],
    mode: ModelMode = "configured",
    server_url: str | None = None,
    on_task: TaskProgress | None = None,
    gateway_settings: Mapping[str, Any] | None = None,
) -> TasksReport:
    """Boot the stack, run `tasks` one after another, and score them. Synchronous: it
    runs its own event loops (call it from a worker thread inside async code).
    `gateway_settings` override the gateway's settings (evaluating the evaluation)."""
    if mode not in MODEL_MODES:
        raise TasksError(f"unknown model {mode!r}: one of {', '.join(MODEL_MODES)}")
    if not tasks:
        raise TasksError("no tasks to run")
    started = time.perf_counter()
    with boot_stack(mode, server_url, gateway_settings) as stack:
        startup = time.perf_counter() - started
        results = asyncio.run(run_tasks(stack, tasks, on_task))
    return summarise(results, stack.model_name, startup, time.perf_counter() - started)


async def evaluate_tasks_async(
    tasks: Sequence[TaskRow],
    mode: ModelMode = "configured",
    server_url: str | None = None,
    on_task: TaskProgress | None = None,
    gateway_settings: Mapping[str, Any] | None = None,
) -> TasksReport:
    """`evaluate_tasks` from async code (in a worker thread)."""
    return await asyncio.to_thread(
        evaluate_tasks, tasks, mode, server_url, on_task, gateway_settings
    )


__all__ = ["TaskProgress", "evaluate_tasks", "evaluate_tasks_async", "run_task", "run_tasks"]
