"""The gateway app as `navex serve` runs it: JSON logs, tracing from the standard OTEL_*
variables, the heap frozen after start-up (`navex.observability.heap`); in one process, or
in several worker processes on the one port (`NAVEX_GATEWAY_WORKERS`), each building its
own app from `worker_app`."""

import os

from fastapi import FastAPI

from navex.config import NavexSettings
from navex.gateway.app import create_app
from navex.observability import configure_logging
from navex.observability.heap import frozen_after_startup
from navex.observability.tracing import configure_tracing

LOG_LEVEL_ENV = "NAVEX_SERVE_LOG_LEVEL"
"""How `navex serve` tells its worker processes the log level it was given."""


def serving_app(log_level: str = "info", settings: NavexSettings | None = None) -> FastAPI:
    configure_logging(log_level, as_json=True)
    configure_tracing("navex-gateway")  # only when OTEL_EXPORTER_OTLP_ENDPOINT is set
    app = create_app(settings)
    # what start-up built lives as long as the process: out of the collector's sight
    app.router.lifespan_context = frozen_after_startup(app.router.lifespan_context)
    return app


def worker_app() -> FastAPI:
    """One worker's app (uvicorn's `--factory`), at the log level `navex serve` was given."""
    return serving_app(os.environ.get(LOG_LEVEL_ENV, "info"))
