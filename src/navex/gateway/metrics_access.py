"""Where the gateway's Prometheus metrics are served: only where the operator chooses.

- `NAVEX_GATEWAY_METRICS_PORT`: a port of their own (on `NAVEX_GATEWAY_METRICS_HOST`,
  loopback by default), e.g. one only the monitoring network reaches; no auth there.
- `NAVEX_GATEWAY_METRICS_TOKEN`: `/metrics` on the gateway's own port, answered only to
  `Authorization: Bearer <token>` (401 otherwise).
- Neither: `/metrics` on the gateway's port answers 404. Metrics say which tools, routes
  and users' traffic the assistant sees: not for whoever can reach the API.
"""

import hmac
from collections.abc import Iterator
from contextlib import contextmanager

import structlog
from fastapi import APIRouter, Request, Response
from prometheus_client import start_http_server

from navex.config import NavexSettings
from navex.gateway.problems import Problem
from navex.observability.metrics import render_latest

logger = structlog.get_logger(__name__)

router = APIRouter()


def _settings(request: Request) -> NavexSettings:
    settings: NavexSettings = request.app.state.gateway.settings
    return settings


@router.get("/metrics", include_in_schema=False)
async def metrics(request: Request) -> Response:
    """Prometheus text format, to the bearer of NAVEX_GATEWAY_METRICS_TOKEN only."""
    token = _settings(request).gateway_metrics_token
    if token is None:
        raise Problem(
            404,
            "Metrics are not served on this port: the operator sets "
            "NAVEX_GATEWAY_METRICS_PORT (a port of their own) or NAVEX_GATEWAY_METRICS_TOKEN.",
        )
    expected = f"Bearer {token.get_secret_value()}".encode()
    given = request.headers.get("authorization", "").encode()
    if not hmac.compare_digest(given, expected):
        raise Problem(
            401,
            "Send the metrics token: Authorization: Bearer <NAVEX_GATEWAY_METRICS_TOKEN>.",
            headers={"WWW-Authenticate": "Bearer"},
        )
    body, content_type = render_latest()
    return Response(body, media_type=content_type)


@contextmanager
def metrics_port(settings: NavexSettings) -> Iterator[int | None]:
    """Serve the metrics on NAVEX_GATEWAY_METRICS_PORT while the gateway runs (if set)."""
    port = settings.gateway_metrics_port
    if port is None:
        yield None
        return
    server, thread = start_http_server(port, addr=settings.gateway_metrics_host)
    logger.info("gateway_metrics_port", host=settings.gateway_metrics_host, port=port)
    try:
        yield port
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
