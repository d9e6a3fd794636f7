"""OpenTelemetry traces for Acme's processes (the console and API, the MCP tool server).

The same standard settings as any OpenTelemetry service: off unless
`OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) names a collector,
then spans go there over OTLP/HTTP, named by `OTEL_SERVICE_NAME` or the process's own
name. On, each request continues its caller's W3C trace context (`traceparent`), every
httpx client (the assistant proxy to the gateway, the MCP tools to the API) passes it on,
and FastMCP carries it inside each tool call (its `_meta`: the MCP server's own spans
continue it, so its HTTP app gets no request middleware, which would start a trace of
its own first). Every structlog line logged inside a trace carries its id (`trace_id`).
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from typing import Any

import structlog
from fastapi.telemetry import TelemetryConfig
from opentelemetry import trace
from starlette.applications import Starlette

_on = False


def configure_tracing(service_name: str) -> bool:
    """Trace this process when the settings ask for it; True when on (first call wins)."""
    global _on
    if _on:
        return True
    disabled = os.environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true"
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") or os.environ.get(
        "OTEL_EXPORTER_OTLP_ENDPOINT"
    )
    if disabled or not endpoint:
        return False
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    name = os.environ.get("OTEL_SERVICE_NAME") or service_name
    provider = TracerProvider(resource=Resource.create({"service.name": name}))
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(provider)
    HTTPXClientInstrumentor().instrument()
    processors = list(structlog.get_config()["processors"])
    if add_trace_id not in processors:
        structlog.configure(processors=[add_trace_id, *processors])
    _on = True
    return True


def add_trace_id(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """structlog processor: the current trace's id on a line logged inside a trace."""
    context = trace.get_current_span().get_span_context()
    if context.is_valid:
        event.setdefault("trace_id", format(context.trace_id, "032x"))
    return event


def trace_requests(app: Starlette) -> None:
    """Each request to `app` in a server span of its caller's trace, when a tracer
    provider is set (by `configure_tracing`, or by a host process such as a test)."""
    if not (_on or tracer_provider_set()):
        return
    from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware

    app.add_middleware(OpenTelemetryMiddleware, exclude_spans=["receive", "send"])


def tracer_provider_set() -> bool:
    """Whether this process has a tracer provider that records (OpenTelemetry's default
    is a proxy that records nothing)."""
    from opentelemetry.sdk.trace import TracerProvider

    return isinstance(trace.get_tracer_provider(), TracerProvider)


# FastAPI's own OpenTelemetry, off where nothing traces (on, it is left to FastAPI)
FASTAPI_TELEMETRY_OFF: TelemetryConfig = {"tracing": False, "metrics": False, "logs": False}
