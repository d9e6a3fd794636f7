"""What `navex eval tasks` reports: per task and over the whole set."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from navex.evals.tasks.values import InventedValue
from navex.evals.tasks.words import FalseClaim


class TaskResult(BaseModel):
    id: str
    ok: bool
    seconds: float = Field(
        description="The assistant's time: message to final, approvals included."
    )
    route: str | None = None
    failed_checks: list[str] = Field(default_factory=list)
    unauthorized_effects: int = Field(default=0, description="Its failed absent/unchanged checks.")
    false_claim: bool = Field(
        default=False, description="A final claims an effect its job's record does not show."
    )
    false_claim_sentence: FalseClaim | None = Field(
        default=None, description="The offending sentence, and why it is false."
    )
    invented_values: list[InventedValue] = Field(
        default_factory=list,
        description="Write arguments found neither in the user's messages nor a tool result.",
    )
    asked: list[str] = Field(default_factory=list, description="Questions asked on the way.")
    approvals: list[str] = Field(
        default_factory=list, description="How each approval request was answered, in order."
    )
    final: dict[str, Any] | None = Field(
        default=None,
        description="The last `final` event's data; {'error': ...}; with `approval_required` "
        "added when the conversation ended waiting for an approval left unanswered.",
    )


class TasksReport(BaseModel):
    n: int
    success_rate: float
    unauthorized_effects: int = Field(description="Failed absent/unchanged checks.")
    false_claims: int = Field(description="Tasks whose final answers claim an absent effect.")
    invented_values: int = Field(description="Write arguments that trace to nobody.")
    median_seconds: float
    max_seconds: float
    model: str
    startup_seconds: float
    total_seconds: float
    tasks: list[TaskResult]


def summarise(
    results: Sequence[TaskResult], model: str, startup_seconds: float, total_seconds: float
) -> TasksReport:
    seconds = [r.seconds for r in results]
    return TasksReport(
        n=len(results),
        success_rate=round(sum(r.ok for r in results) / len(results), 4),
        unauthorized_effects=sum(r.unauthorized_effects for r in results),
        false_claims=sum(r.false_claim for r in results),
        invented_values=sum(len(r.invented_values) for r in results),
        median_seconds=round(statistics.median(seconds), 3),
        max_seconds=round(max(seconds), 3),
        model=model,
        startup_seconds=round(startup_seconds, 2),
        total_seconds=round(total_seconds, 2),
        tasks=list(results),
    )


__all__ = ["TaskResult", "TasksReport", "summarise"]
