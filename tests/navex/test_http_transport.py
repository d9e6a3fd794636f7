"""The transport under navex's product API client (navex.http_transport): aiohttp when
untraced, httpx's own (the one OpenTelemetry instruments) when tracing is on; the same
answers, streams and errors either way."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from navex.evals.tasks import free_ports, serve_app
from navex.http_transport import CParsedTransport


async def _items(request: Request) -> JSONResponse:
    return JSONResponse(
        {"items": [{"id": 1, "name": "Loading dock"}], "q": request.query_params.get("q")},
        headers={"X-Seen-Authorization": request.headers.get("authorization", "")},
    )


async def _events(_: Request) -> StreamingResponse:
    async def events() -> Iterator[bytes]:  # type: ignore[misc]
        for number in range(3):
            yield f"event: step\ndata: {number}\n\n".encode()
            await asyncio.sleep(0.01)

    return StreamingResponse(events(), media_type="text/event-stream")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    app = Starlette(routes=[Route("/items", _items), Route("/events", _events)])
    with serve_app(app, free_ports(1)[0], "transport-test") as url:
        yield url


async def test_untraced_requests_go_through_aiohttp_with_the_same_answers(server: str) -> None:
    transport = CParsedTransport()
    async with httpx.AsyncClient(base_url=server, transport=transport, timeout=5) as http:
        response = await http.get(
            "/items", params={"q": "dock"}, headers={"Authorization": "Bearer t"}
        )
        assert response.status_code == 200
        assert response.json() == {"items": [{"id": 1, "name": "Loading dock"}], "q": "dock"}
        assert response.headers["x-seen-authorization"] == "Bearer t"
        async with http.stream("GET", "/events") as stream:
            chunks = [chunk async for chunk in stream.aiter_bytes()]
        assert b"".join(chunks) == b"".join(
            f"event: step\ndata: {n}\n\n".encode() for n in range(3)
        )
    assert transport._plain is None  # httpx's own transport was never made


async def test_traced_requests_go_through_httpxs_own_transport(
    server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    transport = CParsedTransport()
    monkeypatch.setattr(transport._instrumentor, "_is_instrumented_by_opentelemetry", True)
    async with httpx.AsyncClient(base_url=server, transport=transport, timeout=5) as http:
        response = await http.get("/items")
    assert response.json()["items"][0]["name"] == "Loading dock"
    assert isinstance(transport._plain, httpx.AsyncHTTPTransport)


async def test_a_server_that_is_not_there_is_an_httpx_transport_error() -> None:
    (port,) = free_ports(1)
    async with httpx.AsyncClient(transport=CParsedTransport(), timeout=2) as http:
        with pytest.raises(httpx.TransportError):
            await http.get(f"http://127.0.0.1:{port}/items")


def test_free_ports_never_hands_out_a_port_twice() -> None:
    """Servers given ports one call at a time never share one (the kernel offers a closed
    port again: two servers on one port was a flaky CI failure)."""
    ports = [port for _ in range(1000) for port in free_ports(1)]
    assert len(set(ports)) == len(ports)
