"""The gateway app as `navex serve` sets it up (JSON logs at warning, tracing from OTEL_*),
for uvicorn's own command line: `uvicorn load_gateway:app --factory --workers N` runs N
worker processes on one port (bench/load.py `--gateway-workers`)."""

from fastapi import FastAPI

from navex.gateway import create_app
from navex.observability import configure_logging
from navex.observability.tracing import configure_tracing


def app() -> FastAPI:
    configure_logging("warning", as_json=True)
    configure_tracing("navex-gateway")  # only when OTEL_EXPORTER_OTLP_ENDPOINT is set
    return create_app()
