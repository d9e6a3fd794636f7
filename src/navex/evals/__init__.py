"""Evaluations: routing on a gold set, threshold fitting, CLINC150, end-to-end tasks."""

from typing import TYPE_CHECKING

from navex.evals.clinc import ClincReport, evaluate_clinc
from navex.evals.gold import GoldError, RoutingRow, read_jsonl
from navex.evals.routing import (
    RoutingReport,
    evaluate_routing,
    fit_thresholds,
    score_rows,
    sweep_plot,
)

if TYPE_CHECKING:
    from navex.evals.tasks import (
        TaskResult,
        TaskRow,
        TasksError,
        TasksReport,
        evaluate_tasks,
        evaluate_tasks_async,
        read_tasks,
    )

# End-to-end tasks load the whole stack's libraries: imported on first use only.
_TASKS = {
    "TaskResult",
    "TaskRow",
    "TasksError",
    "TasksReport",
    "evaluate_tasks",
    "evaluate_tasks_async",
    "read_tasks",
}


def __getattr__(name: str) -> object:
    if name in _TASKS:
        from navex.evals import tasks

        return getattr(tasks, name)
    raise AttributeError(f"module 'navex.evals' has no attribute {name!r}")


__all__ = [
    "ClincReport",
    "GoldError",
    "RoutingReport",
    "RoutingRow",
    "TaskResult",
    "TaskRow",
    "TasksError",
    "TasksReport",
    "evaluate_clinc",
    "evaluate_routing",
    "evaluate_tasks",
    "evaluate_tasks_async",
    "fit_thresholds",
    "read_jsonl",
    "read_tasks",
    "score_rows",
    "sweep_plot",
]
