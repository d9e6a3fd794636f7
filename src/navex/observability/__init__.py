"""Logs (structlog), metrics and tracing hooks."""

from typing import Any

from navex.observability.logging import configure_logging

__all__ = ["ModelMetricsCallback", "configure_logging", "metrics"]


def __getattr__(name: str) -> Any:
    # metrics pull in prometheus-client and langchain-core: only when asked for, so that
    # every `navex` command (which configures logging) does not pay for them
    if name in ("metrics", "ModelMetricsCallback"):
        from navex.observability import metrics

        return metrics if name == "metrics" else metrics.ModelMetricsCallback
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
