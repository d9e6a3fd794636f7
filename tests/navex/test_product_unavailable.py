"""When the product's API does not answer a record lookup, navigation says so.

A read whose connection fails (a pooled connection the product closed as it was reused,
a product restarting) is sent again once; a 5xx, or no answer twice, ends the request
with a typed 503 `product-unavailable`, never with "no such record". The product here is
a loopback HTTP server that closes connections or answers 503 as each test scripts it,
read through navex's own transport (aiohttp under httpx).
"""

# ruff: noqa: F811  (the fixtures imported below are requested by name)

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from gateway_stack import (  # noqa: F401  (fixtures)
    Stack,
    assert_one_terminal,
    stack,
    start_gateway,
)

from navex.config import NavexSettings
from navex.http_transport import CParsedTransport
from navex.navigation import RecordLookup, load_catalog, one_read_per_request
from navex.navigation.records import ProductUnavailable

CATALOG, _ = load_catalog(NavexSettings().catalog_path)
DEVICES = next(p for p in CATALOG.parameters.values() if p.api_path == "/api/devices")
DEVICE = {"id": 7, "serial_number": "GS-1020", "name": "Loading dock", "status": "online"}


class ScriptedProduct(ThreadingHTTPServer):
    """Answers each request with the next of `script`: "close" (the connection is closed
    with no answer), a status code, or 200 with one device once the script is spent."""

    def __init__(self, script: list[str | int]) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.script = list(script)
        self.asked = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Handler(BaseHTTPRequestHandler):
    server: ScriptedProduct

    def do_GET(self) -> None:
        self.server.asked += 1
        step = self.server.script.pop(0) if self.server.script else 200
        if step == "close":
            self.close_connection = True
            self.connection.close()
            return
        body = json.dumps({"items": [DEVICE]} if step == 200 else {"detail": "down"}).encode()
        self.send_response(int(step))
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def product(request: pytest.FixtureRequest) -> Iterator[ScriptedProduct]:
    server = ScriptedProduct(request.param)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


async def _listing(product: ScriptedProduct) -> list[dict[str, object]]:
    async with httpx.AsyncClient(base_url=product.url, transport=CParsedTransport()) as api:
        with one_read_per_request():
            return await RecordLookup(api).listing(DEVICES, "a-token")


@pytest.mark.parametrize("product", [["close", "close"]], indirect=True)
async def test_a_read_whose_connection_failed_is_sent_again_once(
    product: ScriptedProduct,
) -> None:
    # aiohttp sends a request again by itself once when the connection closes unanswered;
    # navex once more on top of that
    assert await _listing(product) == [DEVICE]
    assert product.asked == 3


@pytest.mark.parametrize("product", [["close"] * 4, [500], [503]], indirect=True)
async def test_a_product_that_does_not_answer_is_not_read_as_no_records(
    product: ScriptedProduct,
) -> None:
    with pytest.raises(ProductUnavailable):
        await _listing(product)


@pytest.mark.parametrize("product", [[503] * 50], indirect=True)
async def test_navigation_says_the_product_did_not_answer(
    product: ScriptedProduct, start_gateway: object
) -> None:
    gw: Stack = start_gateway(product_api_url=product.url)  # type: ignore[operator]
    stream = await gw.chat("alice", "open sensor GS-1020")
    assert stream.status == 200
    problem = assert_one_terminal(stream)
    assert stream.names[-1] == "error", stream.events
    assert problem["type"].endswith("/product-unavailable"), problem
    assert problem["status"] == 503
    assert "Try again in a moment" in problem["detail"]
    assert "no device" not in json.dumps(stream.events).lower()
