"""Tracing (issue #18 part 3): one OpenTelemetry trace per request across Acme's proxy,
the gateway, the router, the navigator or the agent (each model call with its tokens,
each tool call with its policy decision), the MCP server and Acme's API; off, and free,
without the standard settings.

The whole-tree test runs tests/navex/trace_scenario.py in a process of its own: a tracer
provider, once set, stays for the life of a process, and the rest of the suite runs
untraced."""

import json
import os
import subprocess
import sys
import threading
from collections import defaultdict
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from navex.observability.tracing import tracing_wanted

SCENARIO = Path(__file__).with_name("trace_scenario.py")


def test_tracing_is_on_only_where_the_standard_settings_ask_for_it() -> None:
    assert not tracing_wanted({})
    assert tracing_wanted({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"})
    assert tracing_wanted({"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:4318/v1/traces"})
    on = {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"}
    assert not tracing_wanted({**on, "OTEL_SDK_DISABLED": "true"})
    assert not tracing_wanted({**on, "OTEL_TRACES_EXPORTER": "none"})


def test_the_gateway_runs_untraced_by_default() -> None:
    """Off: no tracer provider of the SDK, no trace id in logs or `final`s."""
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider

    from navex.gateway.models import final_payload
    from navex.observability.tracing import current_trace_id, span

    assert not isinstance(trace.get_tracer_provider(), TracerProvider)
    with span("navex.route"):
        assert current_trace_id() is None
        assert "trace_id" not in final_payload("t1")


# Each process as its command starts it (`navex serve`, `acme serve`, `acme mcp`), with
# tracing on, one line logged inside a span and one outside: (service.name, lines) on
# stdout; at exit its spans go to the collector named by OTEL_EXPORTER_OTLP_ENDPOINT.
PROCESS = """
import json, os, sys
import structlog
from opentelemetry import trace
if sys.argv[1] == "navex":
    from navex.observability import configure_logging
    from navex.observability.tracing import configure_tracing
    configure_logging("info", as_json=True)
else:
    from acme.tracing import configure_tracing  # structlog as Acme leaves it: the default
assert configure_tracing(sys.argv[2])
capture = structlog.testing.LogCapture()  # in place of the renderer: the lines' fields
structlog.configure(processors=[*structlog.get_config()["processors"][:-1], capture])
log = structlog.get_logger("check")
with trace.get_tracer("check").start_as_current_span("request") as span:
    log.info("inside_a_request")
    want = format(span.get_span_context().trace_id, "032x")
log.info("outside_any_request")
name = trace.get_tracer_provider().resource.attributes["service.name"]
print(json.dumps({"service_name": name, "want": want, "lines": capture.entries}, default=str))
sys.stdout.flush()
trace.get_tracer_provider().shutdown()  # the batch is sent now
"""


class Collector(ThreadingHTTPServer):
    """An OTLP/HTTP collector on a loopback port that keeps each request it is sent."""

    def __init__(self) -> None:
        self.received: list[tuple[str, str, bytes]] = []
        received = self.received

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                received.append((self.path, self.headers.get("Content-Type", ""), body))
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        super().__init__(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


def _process(program: str, name: str, collector: Collector, **env: str) -> dict[str, Any]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    environ.update(OTEL_EXPORTER_OTLP_ENDPOINT=collector.url, **env)
    done = subprocess.run(
        [sys.executable, "-c", PROCESS, program, name],
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_each_process_has_its_own_service_name_and_logs_the_trace_id() -> None:
    """On, each process names itself (or takes OTEL_SERVICE_NAME, which `navex demo` makes
    one per child), every line it logs inside a trace carries the trace's id, and its
    spans reach the collector over OTLP/HTTP."""
    collector = Collector()
    try:
        for program, name in (("navex", "navex-gateway"), ("acme", "acme-console")):
            seen = _process(program, name, collector)
            assert seen["service_name"] == name, seen
            inside, outside = seen["lines"]
            assert inside["event"] == "inside_a_request", seen
            assert inside["trace_id"] == seen["want"], seen
            assert "trace_id" not in outside, seen
            path, content_type, body = collector.received[-1]
            assert (path, content_type) == ("/v1/traces", "application/x-protobuf")
            assert name.encode() in body and bytes.fromhex(seen["want"]) in body
        named = _process("acme", "acme-tools", collector, OTEL_SERVICE_NAME="shop-tools")
        assert named["service_name"] == "shop-tools"
        assert len(collector.received) == 3
    finally:
        collector.shutdown()
        collector.server_close()


class Tree:
    """The spans of one trace, by name and by parent."""

    def __init__(self, spans: list[dict[str, Any]]) -> None:
        self.spans = spans
        self.by_id = {s["span_id"]: s for s in spans}
        self.children: dict[str | None, list[dict[str, Any]]] = defaultdict(list)
        for s in spans:
            self.children[s["parent_id"]].append(s)

    def named(self, prefix: str) -> list[dict[str, Any]]:
        return [s for s in self.spans if s["name"].startswith(prefix)]

    def one(self, prefix: str) -> dict[str, Any]:
        found = self.named(prefix)
        assert len(found) == 1, (prefix, [s["name"] for s in self.spans])
        return found[0]

    def ancestors(self, span: dict[str, Any]) -> list[str]:
        names = []
        while span["parent_id"] is not None:
            span = self.by_id[span["parent_id"]]
            names.append(span["name"])
        return names


def _run_scenario(database_url: str, navex_database_url: str, output: Path) -> dict[str, Any]:
    env = {
        "TRACE_OUTPUT": str(output),
        **os.environ,
        "ACME_DATABASE_URL": database_url,
        "NAVEX_DATABASE_URL": navex_database_url,
        "PYTHONPATH": os.pathsep.join([str(SCENARIO.parents[1]), *sys.path]),
    }
    env.pop("OTEL_EXPORTER_OTLP_ENDPOINT", None)
    done = subprocess.run(
        [sys.executable, str(SCENARIO)], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-12000:]
    result: dict[str, Any] = json.loads(output.read_text())
    result["log"] = [json.loads(line) for line in done.stderr.splitlines() if line[:1] == "{"]
    return result


def _final(events: list[list[Any]]) -> dict[str, Any]:
    finals = [data for name, data in events if name == "final"]
    assert len(finals) == 1, events
    final: dict[str, Any] = finals[0]
    return final


@pytest.mark.stack
def test_one_trace_per_request_across_every_hop(
    database_url: str, navex_database_url: str, tmp_path: Path
) -> None:
    result = _run_scenario(database_url, navex_database_url, tmp_path / "spans.json")
    spans, streams = result["spans"], result["streams"]
    traces: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for s in spans:
        traces[s["trace_id"]].append(s)

    # navigation: Acme's proxy → the gateway → guard, router, navigator (and its read of
    # the record through Acme's API); one trace, whose id the `final` carries
    navigation_id = _final(streams["navigation"])["trace_id"]
    tree = Tree(traces[navigation_id])
    proxy = tree.one("POST /api/assistant/chat")
    assert proxy["kind"] == "SERVER"
    gateway = tree.one("POST /v1/chat")
    assert proxy["name"] in tree.ancestors(gateway)
    client = tree.by_id[gateway["parent_id"]]  # the proxy's call to the gateway
    assert client["kind"] == "CLIENT" and client["parent_id"] == proxy["span_id"]
    route = tree.one("navex.route")
    assert route["attributes"]["navex.route"] == "navigation"
    navigate = tree.one("navex.navigate")
    for child in (route, navigate, tree.one("navex.guard_input")):
        assert child["parent_id"] == gateway["span_id"], child
    looked_up = [s for s in tree.named("GET /api/devices") if s["kind"] == "SERVER"]
    assert looked_up and all(gateway["name"] in tree.ancestors(s) for s in looked_up)
    assert not tree.named("navex.execute") and not tree.named("gen_ai.chat")

    # the destructive request: the model's call (with its tokens) and the policy's
    # decision to ask first, under the agent's span; nothing reaches the API yet
    asked_id = _final(streams["asked"])["trace_id"]
    assert asked_id != navigation_id
    tree = Tree(traces[asked_id])
    execute = tree.one("navex.execute")
    assert tree.by_id[execute["parent_id"]]["name"] == "POST /v1/chat"
    model = tree.one("gen_ai.chat")
    assert model["parent_id"] == execute["span_id"]
    assert {"gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens"} <= set(model["attributes"])
    check = tree.one("navex.policy.check")
    assert check["parent_id"] == execute["span_id"]
    assert check["attributes"] == {
        "navex.tool": "decommission_device",
        "navex.policy.decision": "ApprovalRequired",
    }
    assert not [s for s in tree.spans if "/decommission" in s["name"]]

    # the approval: proxy → gateway → policy (allowed) → MCP client → the MCP server's
    # call (through `_meta`) → Acme's API, all in the approval request's one trace
    approved_id = _final(streams["approved"])["trace_id"]
    tree = Tree(traces[approved_id])
    proxy = tree.one("POST /api/assistant/approvals/")
    allowed = tree.one("navex.policy.check")
    assert allowed["attributes"]["navex.policy.decision"] == "Allowed"
    assert proxy["name"] in tree.ancestors(allowed)
    calls = [s for s in tree.spans if s["name"] == "tools/call decommission_device"]
    assert {s["kind"] for s in calls} == {"CLIENT", "SERVER"}, [s["name"] for s in tree.spans]
    mcp_server = next(s for s in calls if s["kind"] == "SERVER")
    assert proxy["name"] in tree.ancestors(mcp_server)
    [write] = [s for s in tree.spans if s["name"].startswith("POST /api/devices/")]
    assert write["kind"] == "SERVER" and write["name"].endswith("/decommission")
    assert mcp_server["name"] in tree.ancestors(write)

    # every line the gateway logs while it serves a request carries that request's trace id
    served = [line for line in result["log"] if "request_id" in line]
    assert served and all("trace_id" in line for line in served), served
    ids = {navigation_id, asked_id, approved_id}
    assert ids <= {line["trace_id"] for line in served}, (ids, served)
