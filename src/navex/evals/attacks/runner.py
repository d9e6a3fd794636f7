"""Running the suite: boot the stack once, run each category's direct attacks and the
attack tasks, and summarise per category."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import httpx

from navex.evals.attacks import approvals, bad_input, leaks, roles, tenancy, tokens
from navex.evals.attacks.assistant import AttackTask, read_attack_tasks, run_attack_task
from navex.evals.attacks.context import AttackContext, Case, run_case
from navex.evals.attacks.models import CATEGORIES, AttackResult, AttacksReport, summarise
from navex.evals.attacks.stack import AttackStack, boot_attack_stack
from navex.evals.tasks.stack import MODEL_MODES, ModelMode, TasksError

DIRECT: tuple[Case, ...] = (
    *tokens.CASES,
    *tenancy.CASES,
    *roles.CASES,
    *approvals.CASES,
    *bad_input.CASES,
    *leaks.CASES,
)
AttackProgress = Callable[[int, int, AttackResult], None]


def select(
    only: Sequence[str] | None, tasks: Sequence[AttackTask]
) -> tuple[list[Case], list[AttackTask]]:
    """The direct cases and tasks of the named categories (or ids); all when `only` is empty."""
    if not only:
        return list(DIRECT), list(tasks)
    unknown = [
        o
        for o in only
        if o not in CATEGORIES
        and not any(c.id == o for c in DIRECT)
        and not any(t.id == o for t in tasks)
    ]
    if unknown:
        raise TasksError(
            f"no attack category or id {', '.join(unknown)} (categories: {', '.join(CATEGORIES)})"
        )
    cases = [c for c in DIRECT if c.category in only or c.id in only]
    return cases, [t for t in tasks if t.category in only or t.id in only]


async def run_attacks(
    stack: AttackStack,
    cases: Sequence[Case],
    tasks: Sequence[AttackTask],
    on_result: AttackProgress | None = None,
) -> list[AttackResult]:
    results: list[AttackResult] = []
    total = len(cases) + len(tasks)

    def done(result: AttackResult) -> None:
        results.append(result)
        if on_result is not None:
            on_result(len(results), total, result)

    timeout = httpx.Timeout(connect=10.0, read=300.0, write=30.0, pool=30.0)
    async with httpx.AsyncClient(base_url=stack.acme_url, timeout=timeout) as http:
        ctx = AttackContext(stack, http)
        for case in cases:
            done(await run_case(ctx, case))
    for index, task in enumerate(tasks):
        done(await run_attack_task(stack, task, index))
    return results


def evaluate_attacks(
    dataset: Path,
    mode: ModelMode = "scripted",
    only: Sequence[str] | None = None,
    server_url: str | None = None,
    on_result: AttackProgress | None = None,
) -> AttacksReport:
    """Boot the stack, run the attacks (direct ones, then the dataset's tasks), summarise.
    Synchronous (its own event loops): call it from a worker thread inside async code."""
    if mode not in MODEL_MODES:
        raise TasksError(f"unknown model {mode!r}: one of {', '.join(MODEL_MODES)}")
    cases, tasks = select(only, read_attack_tasks(dataset))
    started = time.perf_counter()
    with boot_attack_stack(mode, server_url) as stack:
        startup = time.perf_counter() - started
        results = asyncio.run(run_attacks(stack, cases, tasks, on_result))
    return summarise(results, stack.tasks.model_name, startup, time.perf_counter() - started)


__all__ = ["DIRECT", "AttackProgress", "evaluate_attacks", "run_attacks", "select"]
