"""OpenTelemetry traces: one trace per request, across every process it crosses.

Off unless the standard settings name where to send spans (`OTEL_EXPORTER_OTLP_ENDPOINT`
or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`; `OTEL_SDK_DISABLED=true` turns it off again).
Off, the OpenTelemetry API's own no-op tracer stands behind every span: nothing is
recorded, no middleware is added, and a span costs a function call.

On, `configure_tracing` gives the process a tracer provider named by `OTEL_SERVICE_NAME`
(else the name the process passes: `navex-gateway`, ...), exporting over OTLP/HTTP in
batches; every httpx client sends W3C trace context (`traceparent`) with its requests,
and `trace_requests` makes an ASGI app continue the caller's trace. The MCP client and server
(FastMCP) carry the context in each call's `_meta`. Every log line carries the trace id
(`add_trace_id`), and so does the chat stream's `final`.
"""

from __future__ import annotations

import asyncio
import contextvars
import os
from collections.abc import AsyncIterator, Iterator, Mapping, MutableMapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

import structlog
from fastapi.telemetry import TelemetryConfig
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.util.types import AttributeValue

if TYPE_CHECKING:
    from opentelemetry.sdk.trace.export import SpanExporter
    from starlette.applications import Starlette

logger = structlog.get_logger(__name__)

tracer = trace.get_tracer("navex")
"""navex's own spans (the router, the navigator, the agent, each model and tool call)."""

_configured = False


def tracing_wanted(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether the standard OpenTelemetry settings ask for traces to be exported."""
    if environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    if environ.get("OTEL_TRACES_EXPORTER", "").strip().lower() == "none":
        return False
    return bool(
        environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
        or environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
    )


def tracing_on() -> bool:
    return _configured


def configure_tracing(service_name: str, exporter: SpanExporter | None = None) -> bool:
    """Trace this process when the settings ask for it (or `exporter` is given: tests);
    True when tracing is on. Safe to call more than once (the first call wins)."""
    global _configured
    if _configured:
        return True
    if exporter is None and not tracing_wanted():
        return False
    from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor

    name = os.environ.get("OTEL_SERVICE_NAME") or service_name
    provider = TracerProvider(resource=Resource.create({"service.name": name}))
    if exporter is None:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    else:
        provider.add_span_processor(SimpleSpanProcessor(exporter))
    trace.set_tracer_provider(provider)
    HTTPXClientInstrumentor().instrument()  # every httpx client sends `traceparent`
    _configured = True
    logger.info("tracing_configured", service_name=name, exporter=type(exporter).__name__)
    return True


def trace_requests(app: Starlette) -> None:
    """Each request to `app` continues the caller's trace in a server span, when tracing
    is on (nothing is added when it is off)."""
    if not _configured:
        return
    from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware

    app.add_middleware(OpenTelemetryMiddleware, exclude_spans=["receive", "send"])


def current_trace_id() -> str | None:
    """The current trace's id (32 hex digits), or None outside a recorded trace."""
    context = trace.get_current_span().get_span_context()
    return format(context.trace_id, "032x") if context.is_valid else None


def add_trace_id(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """structlog processor: the trace id on every line logged inside a trace."""
    trace_id = current_trace_id()
    if trace_id is not None:
        event.setdefault("trace_id", trace_id)
    return event


@contextmanager
def span(name: str, **attributes: AttributeValue | None) -> Iterator[trace.Span]:
    """A child span of the current one (`navex.route`, ...); attributes left None are
    not set. Off, the no-op span."""
    if not _configured:  # off: no span, and the context is left alone
        yield trace.INVALID_SPAN
        return
    given = {key: value for key, value in attributes.items() if value is not None}
    with tracer.start_as_current_span(name, attributes=given) as current:
        yield current


T = TypeVar("T")


async def stream_in_span(
    name: str, events: AsyncIterator[T], **attributes: AttributeValue | None
) -> AsyncIterator[T]:
    """`events`, produced inside a span named `name` (the agent's job: its model and tool
    calls become the span's children). Each step of `events` runs as a task in one copy
    of the context where the span is current, so that no context is attached across a
    `yield` (a stream consumed or closed from another task would detach it in the wrong
    context). Off, `events` as they are."""
    if not _configured:
        async for event in events:
            yield event
        return
    given = {key: value for key, value in attributes.items() if value is not None}
    current = tracer.start_span(name, attributes=given)
    steps = contextvars.copy_context()
    steps.run(otel_context.attach, trace.set_span_in_context(current))
    try:
        while True:
            event = await asyncio.create_task(_next(events), context=steps)
            if event is _END:
                break
            yield event
    except BaseException as exc:
        current.record_exception(exc)
        raise
    finally:
        aclose = getattr(events, "aclose", None)
        if aclose is not None:
            await asyncio.create_task(aclose(), context=steps)
        current.end()


_END: Any = object()


async def _next(events: AsyncIterator[T]) -> T:
    """The next event, or `_END` (a task cannot end by raising StopAsyncIteration)."""
    try:
        return await anext(events)
    except StopAsyncIteration:
        return _END


# FastAPI's own OpenTelemetry, off where nothing traces (on, it is left to FastAPI)
FASTAPI_TELEMETRY_OFF: TelemetryConfig = {"tracing": False, "metrics": False, "logs": False}


def tracer_provider_set() -> bool:
    """Whether this process has a tracer provider of its own (OpenTelemetry's default is
    a proxy that records nothing)."""
    return not isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)
