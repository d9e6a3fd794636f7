"""Run by tests/navex/test_tracing.py in a process of its own (a tracer provider is set
once per process, for good): Acme, its MCP tool server and the navex gateway served on
loopback ports with an in-memory span exporter; a navigation request and an approved
execution through Acme's proxy; then every span, and each `final`'s trace id, as JSON in
the file TRACE_OUTPUT names. The log lines go to stderr as `navex serve` writes them.

    python tests/navex/trace_scenario.py   # ACME_/NAVEX_DATABASE_URL, TRACE_OUTPUT set
"""

from __future__ import annotations

import asyncio
import json
import os
from contextlib import ExitStack
from typing import Any

import httpx
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from navex.observability import configure_logging
from navex.observability.tracing import configure_tracing

EXPORTER = InMemorySpanExporter()
configure_tracing("navex-trace-test", exporter=EXPORTER)  # before any app is built
configure_logging("info", as_json=True)  # as `navex serve` logs: JSON lines on stderr

from acme.app import create_app  # noqa: E402
from acme.config import AcmeSettings  # noqa: E402
from acme.tools import MCP_PATH, create_tool_app  # noqa: E402
from navex.config import NavexSettings  # noqa: E402
from navex.evals.tasks import free_ports, read_sse, serve_app  # noqa: E402
from navex.gateway import create_app as create_gateway  # noqa: E402
from navex.llm import ScriptedChatModel  # noqa: E402
from navex.llm.usage import UsageLogger  # noqa: E402

PASSWORD = "demo-password"


def _apps(acme_db: str, navex_db: str) -> list[tuple[Any, int]]:
    acme_port, gateway_port, mcp_port = free_ports(3)
    acme_url, gateway_url = f"http://127.0.0.1:{acme_port}", f"http://127.0.0.1:{gateway_port}"
    model = ScriptedChatModel.of(
        ScriptedChatModel.call("decommission_device", device="GS-1004"),
        "GS-1004 is decommissioned.",
    )
    model.callbacks = [UsageLogger()]  # as every model `chat_model` builds has
    settings = NavexSettings(
        database_url=navex_db,
        product_api_url=acme_url,
        mcp_url=f"http://127.0.0.1:{mcp_port}{MCP_PATH}",
        service_jwks_url=acme_url + "/.well-known/jwks.json",
        llm_base_url=None,
        redis_url=None,
        gateway_sse_ping_seconds=0,
    )
    acme = AcmeSettings(database_url=acme_db, bcrypt_rounds=4, assistant_url=gateway_url)
    return [
        (create_app(acme, acme_db), acme_port),
        (create_tool_app(acme_url), mcp_port),
        (create_gateway(settings, chat_model=model), gateway_port),
    ]


async def _events(http: httpx.AsyncClient, path: str, body: dict[str, Any]) -> list[Any]:
    async with http.stream("POST", path, json=body) as response:
        response.raise_for_status()
        return [event async for event in read_sse(response)]


async def _requests(acme_url: str) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=acme_url, timeout=120) as http:
        signed_in = await http.post(
            "/api/auth/login", json={"email": "alice@acme.example", "password": PASSWORD}
        )
        http.headers["Authorization"] = f"Bearer {signed_in.json()['access_token']}"
        navigation = await _events(http, "/api/assistant/chat", {"message": "open sensor GS-1020"})
        asked = await _events(
            http, "/api/assistant/chat", {"message": "decommission device GS-1004"}
        )
        approval = dict(asked)["approval_required"]["approval_id"]
        approved = await _events(http, f"/api/assistant/approvals/{approval}", {"approve": True})
    return {"navigation": navigation, "asked": asked, "approved": approved}


def _span(span: Any) -> dict[str, Any]:
    parent = span.parent
    return {
        "name": span.name,
        "trace_id": format(span.context.trace_id, "032x"),
        "span_id": format(span.context.span_id, "016x"),
        "parent_id": format(parent.span_id, "016x") if parent is not None else None,
        "kind": span.kind.name,
        "attributes": {k: v for k, v in (span.attributes or {}).items()},
    }


def main() -> None:
    with ExitStack() as servers:
        apps = _apps(os.environ["ACME_DATABASE_URL"], os.environ["NAVEX_DATABASE_URL"])
        names = ("Acme", "MCP tools", "gateway")
        urls = [
            servers.enter_context(serve_app(app, port, what, timeout=300))
            for (app, port), what in zip(apps, names, strict=True)
        ]
        streams = asyncio.run(_requests(urls[0]))
    spans = [_span(s) for s in EXPORTER.get_finished_spans()]
    with open(os.environ["TRACE_OUTPUT"], "w") as out:
        json.dump({"streams": streams, "spans": spans}, out, default=str)


if __name__ == "__main__":
    main()
