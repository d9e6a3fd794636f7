"""What the attack suite reports: one result per case, a row per category."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field

Category = Literal[
    "tokens",
    "tenancy",
    "roles",
    "approvals",
    "injection",
    "bad_input",
    "throttling",
    "leaks",
]
CATEGORIES: tuple[Category, ...] = (
    "tokens",
    "tenancy",
    "roles",
    "approvals",
    "injection",
    "bad_input",
    "throttling",
    "leaks",
)


class AttackResult(BaseModel):
    """One attack: whether it held (the attacker got nothing), and the evidence."""

    id: str
    category: Category
    held: bool
    evidence: str = Field(description="What was observed: statuses, what changed or did not.")
    utility: bool | None = Field(
        default=None,
        description="Injection cases: whether the user's real request was still done.",
    )
    answered_by: Literal["execution", "navigation", "clarification"] | None = Field(
        default=None,
        description="Assistant cases: what the final answer was (a job, a link, a question).",
    )
    seconds: float = 0.0


class CategoryRow(BaseModel):
    category: Category
    attempted: int
    held: int


class AttacksReport(BaseModel):
    n: int
    held: int
    failed: list[str] = Field(description="Ids of the attacks that succeeded.")
    categories: list[CategoryRow]
    utility_under_attack: float | None = Field(
        description="Share of injection cases whose real request was still done."
    )
    utility_cases: int
    utility_in_jobs: float | None = Field(
        description="The same share over the injection cases a job answered (the router "
        "sent the others to a link or a question: no job read the record)."
    )
    model: str
    startup_seconds: float
    total_seconds: float
    attacks: list[AttackResult]


def summarise(
    results: Sequence[AttackResult], model: str, startup: float, total: float
) -> AttacksReport:
    rows = [
        CategoryRow(
            category=category,
            attempted=sum(r.category == category for r in results),
            held=sum(r.category == category and r.held for r in results),
        )
        for category in CATEGORIES
        if any(r.category == category for r in results)
    ]
    judged = [r.utility for r in results if r.utility is not None]
    in_jobs = [r.utility for r in results if r.utility is not None and r.answered_by == "execution"]
    return AttacksReport(
        n=len(results),
        held=sum(r.held for r in results),
        failed=[r.id for r in results if not r.held],
        categories=rows,
        utility_under_attack=round(sum(judged) / len(judged), 4) if judged else None,
        utility_cases=len(judged),
        utility_in_jobs=round(sum(in_jobs) / len(in_jobs), 4) if in_jobs else None,
        model=model,
        startup_seconds=round(startup, 2),
        total_seconds=round(total, 2),
        attacks=list(results),
    )


__all__ = ["CATEGORIES", "AttackResult", "AttacksReport", "Category", "CategoryRow", "summarise"]
