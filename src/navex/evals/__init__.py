"""Evaluations: routing on a gold set, threshold fitting, CLINC150, end-to-end tasks."""

from navex.evals.clinc import ClincReport, evaluate_clinc
from navex.evals.gold import GoldError, RoutingRow, read_jsonl
from navex.evals.routing import (
    RoutingReport,
    evaluate_routing,
    fit_thresholds,
    score_rows,
    sweep_plot,
)

__all__ = [
    "ClincReport",
    "GoldError",
    "RoutingReport",
    "RoutingRow",
    "evaluate_clinc",
    "evaluate_routing",
    "fit_thresholds",
    "read_jsonl",
    "score_rows",
    "sweep_plot",
]
