"""Logs (structlog), metrics and tracing hooks."""

from navex.observability.logging import configure_logging

__all__ = ["configure_logging"]
