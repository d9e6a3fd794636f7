"""The HTTP transport of navex's clients to the product's API: aiohttp under httpx.

httpx's own transport (httpcore over anyio, HTTP parsed in Python) took about 2 ms of the
gateway's CPU for each read of a product list under load, most of it checking every
pooled connection before each request (py-spy, 50 users through Acme's proxy). aiohttp
parses HTTP in C and keeps its pool without that check; callers keep httpx's interface
(`httpx.AsyncClient(transport=C_PARSED)`), and tests still hand in their own transports.

When httpx is instrumented (tracing on), requests go through httpx's own transport, which
the OpenTelemetry instrumentation wraps (a span per call, `traceparent` passed on): traced
runs keep every hop in the trace, and untraced ones pay for none of it.
"""

from __future__ import annotations

import httpx
from httpx_aiohttp import AiohttpTransport
from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor

__all__ = ["CParsedTransport"]


class CParsedTransport(httpx.AsyncBaseTransport):
    """aiohttp's transport, or httpx's own while httpx is instrumented for tracing."""

    def __init__(self, limits: httpx.Limits | None = None) -> None:
        self._instrumentor = HTTPXClientInstrumentor()  # one per process (a singleton)
        limits = limits or httpx.Limits(max_connections=100, max_keepalive_connections=100)
        self._fast = AiohttpTransport(limits=limits)
        self._plain: httpx.AsyncHTTPTransport | None = None
        self._limits = limits

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self._instrumentor.is_instrumented_by_opentelemetry:
            if self._plain is None:
                self._plain = httpx.AsyncHTTPTransport(limits=self._limits)
            return await self._plain.handle_async_request(request)
        return await self._fast.handle_async_request(request)

    async def aclose(self) -> None:
        await self._fast.aclose()
        if self._plain is not None:
            await self._plain.aclose()
