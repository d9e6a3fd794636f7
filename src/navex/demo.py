"""`navex demo`: the product, its tool server, the local chat model and the gateway, started
and supervised from one command on embedded defaults.

    ports free? ─► database ─► product setup (migrate, seed) ─► product + tool server
      ─► screen index (ingested when missing or stale) ─► local model (unless --no-llm)
      ─► gateway ─► URL and demo logins ─► … Ctrl-C / SIGTERM stops every child

navex never imports the product: what to run comes from `DemoProduct` (NAVEX_PRODUCT_*).
Each child runs in its own session (so that one Ctrl-C reaches it once, through this
supervisor), writes its output to NAVEX_DATA_DIR/logs/<name>.log, and is stopped with
SIGINT (then SIGKILL after a grace period), the gateway first.
"""

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import httpx
import psycopg
from rich.console import Console
from rich.panel import Panel

from navex.config import DemoProduct, NavexSettings

STOP_GRACE_SECONDS = 15.0
DEMO_N_CTX = 8192  # llama.cpp context for the demo's local model (see _start_model)


class DemoError(RuntimeError):
    """The demo cannot start; the message says what to do."""


def port_in_use(port: int, host: str = "127.0.0.1") -> bool:
    """Whether a server could not bind `host:port` now (as uvicorn binds, SO_REUSEADDR)."""
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError:
            return True
    return False


def answers(url: str, timeout: float = 1.0) -> bool:
    """Whether anything answers HTTP at `url` (any status)."""
    try:
        httpx.get(url, timeout=timeout)
    except httpx.HTTPError:
        return False
    return True


def index_staleness(settings: NavexSettings, conninfo: str) -> str | None:
    """Why the screen index must be (re)built, or None when it matches the catalog and the
    embedding model."""
    from navex.navigation import load_catalog

    _, sha = load_catalog(settings.catalog_path)
    try:
        with psycopg.connect(conninfo) as conn:
            rows = conn.execute("SELECT key, value FROM index_meta").fetchall()
            meta: dict[str, str] = {str(k): str(v) for k, v in rows}
    except psycopg.errors.UndefinedTable:
        return "there is no screen index yet"
    if "model" not in meta:
        return "there is no screen index yet"
    if meta["model"] != settings.embeddings_model or meta.get("dim") != str(
        settings.embeddings_dim
    ):
        return f"the index was built with {meta['model']}, not {settings.embeddings_model}"
    if meta.get("catalog_sha256") != sha:
        return "the navigation catalog changed since the last ingest"
    if "examples" not in meta:
        return "the index was built by an older navex (without the screens' examples)"
    return None


@dataclass
class Child:
    name: str
    command: list[str]
    process: subprocess.Popen[bytes]
    log: Path
    _handle: IO[bytes]

    def alive(self) -> bool:
        return self.process.poll() is None

    def tail(self, lines: int = 25) -> str:
        try:
            text = self.log.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])


@dataclass
class Supervisor:
    """Starts children with their output in log files, and stops them all."""

    env: dict[str, str]
    log_dir: Path
    console: Console
    children: list[Child] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)

    def start(self, name: str, command: list[str], env: dict[str, str] | None = None) -> Child:
        self.log_dir.mkdir(parents=True, exist_ok=True)
        log = self.log_dir / f"{name}.log"
        handle = log.open("wb")
        try:
            process = subprocess.Popen(
                command,
                env={**self.env, **_service_name(self.env, name), **(env or {})},
                stdin=subprocess.DEVNULL,
                stdout=handle,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # Ctrl-C reaches it through stop(), once
            )
        except FileNotFoundError as exc:
            handle.close()
            raise DemoError(f"cannot start the {name}: `{command[0]}` not found") from exc
        child = Child(name, command, process, log, handle)
        self.children.append(child)
        return child

    def failed(self, child: Child, what: str) -> DemoError:
        tail = child.tail()
        return DemoError(
            f"the {child.name} {what} (`{' '.join(child.command)}`); its log, {child.log}:\n"
            + (tail or "(empty)")
        )

    def wait_for(self, child: Child, ready: Callable[[], bool], timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while not ready():
            if not child.alive():
                raise self.failed(child, f"stopped with exit code {child.process.returncode}")
            if time.monotonic() > deadline:
                raise self.failed(child, f"was not ready within {timeout:.0f} s")
            time.sleep(0.25)

    def wait_for_url(self, child: Child, url: str, timeout: float) -> None:
        self.wait_for(child, lambda: answers(url), timeout)

    @contextmanager
    def step(self, name: str, status: str | None = None) -> Iterator[None]:
        started = time.perf_counter()
        if status:
            with self.console.status(status):
                yield
        else:
            yield
        self.timings[name] = time.perf_counter() - started

    def stop(self) -> None:
        """SIGINT to every child still running, newest first; SIGKILL after the grace.

        SIGINT, not SIGTERM: uvicorn shuts down gracefully on either, then re-raises the
        signal, and only SIGINT (KeyboardInterrupt) lets Python exit normally and run its
        exit hooks, one of which releases the child's handle on the embedded PostgreSQL
        (the server stops with the last handle)."""
        for child in reversed(self.children):
            if child.alive():
                child.process.send_signal(signal.SIGINT)
        deadline = time.monotonic() + STOP_GRACE_SECONDS
        for child in reversed(self.children):
            try:
                child.process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                child.process.kill()
                child.process.wait(timeout=5)
            child._handle.close()


def _model_url(child: Child) -> str | None:
    """The base URL that `navex model serve` printed, once it has."""
    try:
        for line in child.log.read_text(errors="replace").splitlines():
            if line.startswith("NAVEX_LLM_BASE_URL="):
                return line.partition("=")[2].strip()
    except OSError:
        pass
    return None


def run_demo(
    settings: NavexSettings, product: DemoProduct, *, no_llm: bool, console: Console
) -> None:
    """Start everything, print where to go, and supervise until interrupted."""
    from navex.store import libpq_conninfo, release_embedded_server, resolve_database_url

    data_dir = settings.data_dir.resolve()
    # the product's commands live beside this interpreter when installed in a virtualenv
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    env = {**os.environ, "PATH": path, "NAVEX_DATA_DIR": str(data_dir)}
    gateway_url = f"http://{settings.gateway_host}:{settings.gateway_port}"
    supervisor = Supervisor(env, data_dir / "logs", console)
    navex = [sys.executable, "-m", "navex.cli"]
    started = time.perf_counter()

    busy = [
        f"{port} ({what})"
        for port, what in [
            *((p, "the product") for p in product.ports),
            (settings.gateway_port, "the navex gateway"),
        ]
        if port_in_use(port, "127.0.0.1")
    ]
    if busy:
        raise DemoError(
            f"port {', '.join(busy)} already in use: stop what runs there (an earlier "
            "`navex demo`?), or choose other ports (NAVEX_PRODUCT_*, NAVEX_GATEWAY_PORT)."
        )

    def on_terminate(*_: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_terminate)
    try:
        with supervisor.step("database", "Starting the database…"):
            # held for the whole demo: the embedded server stays up while children come
            # and go (it stops when the last process using it exits)
            url = resolve_database_url(settings.database_url, settings.data_dir)
        with supervisor.step("product setup", "Preparing the product's database…"):
            for command in product.setup_commands:
                result = subprocess.run(command, env=env, capture_output=True, text=True)
                if result.returncode != 0:
                    raise DemoError(
                        f"`{' '.join(command)}` failed:\n{result.stderr or result.stdout}"
                    )
        product_env = {product.gateway_url_env: gateway_url} if product.gateway_url_env else {}
        console_child = supervisor.start("product", product.serve_command, product_env)
        tools_child = (
            supervisor.start("tools", product.tools_command) if product.tools_command else None
        )
        with supervisor.step("screen index"):
            stale = index_staleness(settings, libpq_conninfo(url))
            if stale:
                with console.status(f"Ingesting the screen catalog ({stale})…"):
                    result = subprocess.run(
                        [*navex, "ingest"], env=env, capture_output=True, text=True
                    )
                if result.returncode != 0:
                    raise DemoError(f"`navex ingest` failed:\n{result.stderr or result.stdout}")
        gateway_env = {"NAVEX_MCP_URL": product.mcp_url}
        if not no_llm:
            gateway_env.update(_start_model(settings, supervisor, navex, console))
        with supervisor.step("product", "Starting the console and its tool server…"):
            supervisor.wait_for_url(console_child, product.health_url, 120)
            if tools_child is not None:
                supervisor.wait_for_url(tools_child, product.mcp_url, 60)
        # a first start embeds the route utterances and fits the router and screen ranker
        with supervisor.step(
            "gateway", "Starting the navex gateway (a first start takes a minute)…"
        ):
            gateway = supervisor.start(
                "gateway",
                [*navex, "serve", "--port", str(settings.gateway_port), "--log-level", "info"],
                gateway_env,
            )
            supervisor.wait_for_url(gateway, f"{gateway_url}/healthz", 180)
        total = time.perf_counter() - started
        console.print(_ready_panel(settings, product, supervisor, gateway_env, total, no_llm))
        _warn_unless_ready(gateway_url, console)
        if not no_llm:
            _wait_for_warm_prompt(gateway_url, console, started)
        while True:
            for child in supervisor.children:
                if not child.alive():
                    raise supervisor.failed(
                        child, f"stopped unexpectedly (exit code {child.process.returncode})"
                    )
            time.sleep(0.5)
    except KeyboardInterrupt:
        console.print("Stopping…")
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        supervisor.stop()
        if settings.database_url is None:  # the embedded server: stopped with the demo
            release_embedded_server(data_dir)


def _start_model(
    settings: NavexSettings, supervisor: Supervisor, navex: list[str], console: Console
) -> dict[str, str]:
    """Assemble the packaged GGUF (progress bar), serve it in a child on a loopback port;
    the gateway's settings for it."""
    from navex.llm import LocalModelError, model_spec, prepare_local_model

    spec = model_spec(settings.llm_local_model)
    with supervisor.step("model files"):
        console.print(f"Preparing the local model {spec.key} (assembled once, then checked)…")
        try:
            prepare_local_model(settings, progress=True)
        except LocalModelError as exc:
            raise DemoError(f"{exc} (or run `navex demo --no-llm`)") from exc
    # an admin's prompt (system prompt, every tool's schema, the request) is over 4k
    # tokens: give the demo's model room unless the context size was chosen explicitly
    n_ctx = str(max(settings.llm_n_ctx, DEMO_N_CTX))
    env = {} if "NAVEX_LLM_N_CTX" in os.environ else {"NAVEX_LLM_N_CTX": n_ctx}
    with supervisor.step("model", f"Loading {spec.key} into llama.cpp…"):
        child = supervisor.start("model", [*navex, "model", "serve"], env)
        supervisor.wait_for(child, lambda: _model_url(child) is not None, 300)
    base_url = _model_url(child)
    assert base_url is not None
    return {
        "NAVEX_LLM_BASE_URL": base_url,
        "NAVEX_LLM_MODEL": spec.served_name,
        # the small local model writes tool calls reliably only under a JSON schema
        "NAVEX_GATEWAY_TOOL_CALLS": "constrained",
    }


def _ready_panel(
    settings: NavexSettings,
    product: DemoProduct,
    supervisor: Supervisor,
    gateway_env: dict[str, str],
    total: float,
    no_llm: bool,
) -> Panel:
    logins = "\n".join(f"  {login}" for login in product.logins)
    model = (
        "off (--no-llm): navigation only; actions are unavailable"
        if no_llm
        else f"{gateway_env['NAVEX_LLM_MODEL']} at {gateway_env['NAVEX_LLM_BASE_URL']}"
    )
    timings = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in supervisor.timings.items())
    return Panel.fit(
        f"Open [bold]{product.url}[/bold]\n\nSign in as:\n{logins}\n"
        f"Password for all: [bold]{product.password}[/bold]\n\n"
        f"Gateway: http://{settings.gateway_host}:{settings.gateway_port}   "
        f"Tools: {product.mcp_url}\nModel: {model}\n"
        f"Logs: {supervisor.log_dir}\n"
        f"Ready in {total:.1f} s ({timings})\n\nCtrl-C stops everything.",
        title="navex demo",
    )


def _service_name(env: dict[str, str], child: str) -> dict[str, str]:
    """Each child its own OpenTelemetry `service.name` when the user named one for the
    demo (`OTEL_SERVICE_NAME=shop` → `shop-gateway`, `shop-product`, ...); without one,
    each process names itself. The other `OTEL_*` settings pass on as they are."""
    base = env.get("OTEL_SERVICE_NAME")
    return {"OTEL_SERVICE_NAME": f"{base}-{child}"} if base else {}


def _wait_for_warm_prompt(gateway_url: str, console: Console, started: float) -> None:
    """Say when actions answer at full speed: the model's prompt is warm in its slots
    (restored from disk in well under a second; computed once on a first start)."""
    from navex.gateway.health import wait_for_warm_prompt

    with console.status("Warming the model's prompt so the first action is fast…"):
        detail = wait_for_warm_prompt(gateway_url)
    total = time.perf_counter() - started
    console.print(f"Actions ready in {total:.1f} s ({detail}).")


def _warn_unless_ready(gateway_url: str, console: Console) -> None:
    try:
        response = httpx.get(f"{gateway_url}/readyz", timeout=30)
        checks: dict[str, Any] = response.json().get("checks", {})
    except (httpx.HTTPError, ValueError):
        return
    failing = {n: c.get("detail") for n, c in checks.items() if c.get("status") == "fail"}
    if failing:
        details = "; ".join(f"{n}: {d}" for n, d in failing.items())
        console.print(f"[yellow]The gateway is up but not fully ready: {details}[/yellow]")
