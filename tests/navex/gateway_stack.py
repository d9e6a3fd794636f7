"""The gateway's test stack over real HTTP, shared by the gateway's test files: Acme (its
JWKS signs the service JWTs, its REST API is what the tools and links act on), Acme's MCP
tool server, navex's database, the gateway in uvicorn on a free port, and httpx reading the
server-sent events as a browser would; and the SSE contract every stream is held to
(`assert_one_terminal`).

Service JWTs are minted here with Acme's own signing key (read from its `signing_keys`
table), the way Acme's assistant proxy mints them.
"""

import re
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import jwt
import psycopg
import pytest
from fastapi import FastAPI
from langchain_core.messages import AIMessage
from sqlalchemy.engine import make_url

import navex.assistant
from conftest import bearer, login, serve
from navex.config import NavexSettings
from navex.gateway import GatewayState, create_app
from navex.gateway.sse_client import collect_sse as read_sse

PROBLEM = "application/problem+json"
METRICS_TOKEN = "test-metrics-token"
EMAILS = {
    "alice": "alice@acme.example",
    "bob": "bob@acme.example",
    "carol": "carol@acme.example",
    "dave": "dave@globex.example",
}

# --- a router built once per session: building one embeds every route utterance (~5 s) ------

_ROUTERS: dict[Any, Any] = {}


@pytest.fixture(autouse=True)
def _shared_router(monkeypatch: pytest.MonkeyPatch) -> None:
    original = navex.assistant.router_from_settings

    def cached(settings: NavexSettings, encoder: Any, held_out: Any = ()) -> Any:
        key = (settings.routes_path, settings.thresholds_path, id(encoder), tuple(held_out))
        if key not in _ROUTERS:
            _ROUTERS[key] = original(settings, encoder, held_out=held_out)
        return _ROUTERS[key]

    monkeypatch.setattr(navex.assistant, "router_from_settings", cached)


# --- SSE ------------------------------------------------------------------------------------


@dataclass
class Stream:
    status: int
    headers: httpx.Headers
    events: list[tuple[str, dict[str, Any]]]
    body: Any = None

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.events]

    def one(self, name: str) -> dict[str, Any]:
        found = [data for event, data in self.events if event == name]
        assert len(found) == 1, (name, self.events)
        return found[0]


# --- the stack ----------------------------------------------------------------------------


@dataclass
class Stack:
    acme_url: str
    acme_database_url: str
    mcp_url: str
    navex_database_url: str
    http: httpx.AsyncClient
    tokens: dict[str, str] = field(default_factory=dict)
    claims: dict[str, dict[str, Any]] = field(default_factory=dict)
    gateway_url: str = ""
    app: FastAPI | None = None

    # --- service JWTs, as Acme's proxy mints them

    def acme_key(self) -> tuple[str, str]:
        dsn = make_url(self.acme_database_url).set(drivername="postgresql")
        with psycopg.connect(dsn.render_as_string(hide_password=False)) as conn:
            row = conn.execute(
                "SELECT kid, private_pem FROM signing_keys WHERE retired_at IS NULL "
                "ORDER BY created_at DESC LIMIT 1"
            ).fetchone()
        assert row is not None
        return str(row[0]), str(row[1])

    def service_jwt(
        self,
        user: str,
        *,
        expires_in: float = 60,
        lifetime: float | None = None,
        key: tuple[str, Any] | None = None,
        algorithm: str = "RS256",
        **overrides: Any,
    ) -> str:
        user_claims = self.claims[user]
        now = datetime.now(UTC)
        claims: dict[str, Any] = {
            "iss": "acme",
            "aud": "navex-gateway",
            "sub": user_claims["sub"],
            "org_id": user_claims["org_id"],
            "role": user_claims["role"],
            "email": user_claims["email"],
            "iat": now + timedelta(seconds=expires_in - (lifetime or 60)),
            "exp": now + timedelta(seconds=expires_in),
            "jti": uuid.uuid4().hex,
        }
        claims.update(overrides)
        claims = {k: v for k, v in claims.items() if v is not None}
        kid, secret = key or self.acme_key()
        return jwt.encode(claims, secret, algorithm=algorithm, headers={"kid": kid})

    def body(self, user: str, query: str | None = None, **extra: Any) -> dict[str, Any]:
        c = self.claims[user]
        body: dict[str, Any] = {
            "hostname": "acme.localhost:8000"
            if c["org_id"] == self.claims["alice"]["org_id"]
            else "globex.localhost:8000",
            "platform": "web",
            "metadata": {
                "user_id": int(c["sub"]),
                "org_id": c["org_id"],
                "role": c["role"],
                "email": c["email"],
            },
            "header": {"user_token": self.tokens[user]},
        }
        if query is not None:
            body["user_query"] = query
        body.update(extra)
        return body

    def auth(self, user: str, **jwt_overrides: Any) -> dict[str, str]:
        return bearer(self.service_jwt(user, **jwt_overrides))

    # --- calling the gateway

    async def post_stream(
        self, path: str, body: Any, headers: dict[str, str], **kwargs: Any
    ) -> Stream:
        async with self.http.stream(
            "POST", self.gateway_url + path, json=body, headers=headers, **kwargs
        ) as response:
            if response.headers.get("content-type", "").startswith("text/event-stream"):
                return Stream(response.status_code, response.headers, await read_sse(response))
            await response.aread()
            return Stream(response.status_code, response.headers, [], response.json())

    async def chat(self, user: str, query: str, **extra: Any) -> Stream:
        return await self.post_stream("/v1/chat", self.body(user, query, **extra), self.auth(user))

    async def decide(self, user: str, approval_id: str, approve: bool) -> Stream:
        return await self.post_stream(
            f"/v1/approvals/{approval_id}",
            self.body(user, approve=approve),
            self.auth(user),
        )

    async def get(self, path: str, user: str | None = None) -> httpx.Response:
        headers = self.auth(user) if user else {}
        return await self.http.get(self.gateway_url + path, headers=headers)

    async def delete(self, path: str, user: str) -> httpx.Response:
        return await self.http.delete(self.gateway_url + path, headers=self.auth(user))

    async def metrics(self) -> str:
        response = await self.http.get(self.gateway_url + "/metrics", headers=bearer(METRICS_TOKEN))
        assert response.status_code == 200
        return response.text

    @property
    def state(self) -> GatewayState:
        assert self.app is not None
        state: GatewayState = self.app.state.gateway
        return state

    # --- Acme's REST API, as the user

    async def acme(self, user: str, path: str, **params: Any) -> Any:
        response = await self.http.get(
            self.acme_url + path, params=params, headers=bearer(self.tokens[user])
        )
        assert response.status_code == 200, response.text
        return response.json()

    async def device(self, serial: str, user: str = "alice") -> dict[str, Any]:
        page = await self.acme(user, "/api/devices", q=serial)
        found = [d for d in page["items"] if d["serial_number"] == serial]
        assert len(found) == 1
        return dict(found[0])


GatewayFactory = Callable[..., Any]


@pytest.fixture
async def stack(
    live_acme: str, database_url: str, mcp_url: str, navex_database_url: str
) -> AsyncIterator[Stack]:
    async with httpx.AsyncClient(timeout=60) as http:
        stack = Stack(live_acme, database_url, mcp_url, navex_database_url, http)
        for name, email in EMAILS.items():
            async with httpx.AsyncClient(base_url=live_acme, timeout=30) as acme:
                token = await login(acme, email)
            stack.tokens[name] = token
            stack.claims[name] = jwt.decode(token, options={"verify_signature": False})
        yield stack


@pytest.fixture
def start_gateway(stack: Stack) -> Iterator[Callable[..., Stack]]:
    """Start the gateway for this test: `start_gateway(model=..., **settings)`."""
    stops: list[Any] = []

    def start(model: Any = None, **overrides: Any) -> Stack:
        values: dict[str, Any] = {
            "database_url": stack.navex_database_url,
            "product_api_url": stack.acme_url,
            "mcp_url": stack.mcp_url,
            "service_jwks_url": stack.acme_url + "/.well-known/jwks.json",
            "llm_base_url": None,
            "redis_url": None,
            "gateway_sse_ping_seconds": 0,
            "gateway_metrics_token": METRICS_TOKEN,
            **overrides,
        }
        app = create_app(NavexSettings(**values), chat_model=model)
        context = serve(app, "the gateway")
        stack.gateway_url = context.__enter__()
        stack.app = app
        stops.append(context)
        return stack

    yield start
    for context in reversed(stops):
        context.__exit__(None, None, None)


def call(tool: str, /, **args: Any) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": tool, "args": args, "id": None}])


def metric(text: str, name: str, **labels: str) -> float:
    """The sum of the samples of `name` with these labels, in Prometheus text format."""
    total = 0.0
    for line in text.splitlines():
        sample, _, value = line.rpartition(" ")
        if sample != name and not sample.startswith(name + "{"):
            continue
        found = dict(re.findall(r'(\w+)="([^"]*)"', sample))
        if all(found.get(k) == v for k, v in labels.items()):
            total += float(value)
    return total


def owner(gw: Stack, user: str) -> Any:
    """The history's owner key of a demo user, from their service JWT's claims."""
    from navex.gateway.history import Owner

    claims = gw.claims[user]
    return Owner(int(claims["org_id"]), int(claims["sub"]))


def is_problem(response_or_stream: Any, status: int) -> dict[str, Any]:
    if isinstance(response_or_stream, Stream):
        assert response_or_stream.status == status, response_or_stream
        assert response_or_stream.headers["content-type"].startswith(PROBLEM)
        body = response_or_stream.body
    else:
        assert response_or_stream.status_code == status, response_or_stream.text
        assert response_or_stream.headers["content-type"].startswith(PROBLEM)
        body = response_or_stream.json()
    assert body["status"] == status and body["type"].startswith("https://") and body["title"]
    return dict(body)


# --- the SSE contract, path by path: exactly one terminal event, and it is the last --------

ENDINGS = frozenset({"final", "error"})
APPROVAL_FIELDS = {"thread_id", "approval_id", "tool", "arguments", "summary"}


def assert_one_terminal(
    stream: "Stream | list[tuple[str, dict[str, Any]]]", *, paused: bool = False
) -> dict[str, Any]:
    """The literal contract: exactly one `final` or `error` ends the stream, as its last
    event, after `route`/`step` events only; returns that event's data, its shape checked.

    `paused`: the job waits for approval, so the stream is `approval_required` and then a
    `final` carrying `pending_approval` (that approval's id) and an `execution` whose
    summary says it waits; returns the `approval_required` data then."""
    events = stream.events if isinstance(stream, Stream) else stream
    names = [name for name, _ in events]
    assert names and names[-1] in ENDINGS, names
    assert [n for n in names if n in ENDINGS] == [names[-1]], names
    asked_at = [i for i, n in enumerate(names) if n == "approval_required"]
    if paused:
        assert asked_at == [len(names) - 2] and names[-1] == "final", names
        assert set(names[:-2]) <= {"route", "step"}, names
    else:
        assert set(names[:-1]) <= {"route", "step"}, names
    name, data = events[-1]
    if name == "final":
        assert {"thread_id", "navigation", "execution", "clarification"} <= set(data), data
        answers = [k for k in ("navigation", "execution", "clarification") if data[k] is not None]
        # one answer; a job that asks the user something also carries its record so far
        assert len(answers) == 1 or answers == ["execution", "clarification"], data
        if data["navigation"] is not None:
            assert {"screen_name", "url", "alternatives"} <= set(data["navigation"])
        if data["execution"] is not None:
            assert {"summary", "tool_calls"} <= set(data["execution"])
            assert isinstance(data["execution"]["tool_calls"], list), data
        if not paused:
            assert data.get("pending_approval") is None, data
    elif name == "error":
        assert data["type"].startswith("https://") and data["title"] and data["detail"], data
        assert isinstance(data["status"], int) and data["status"] >= 400, data
        assert data["instance"].startswith("urn:request:"), data
    if not paused:
        return dict(data)
    asked = events[-2][1]
    assert set(asked) >= APPROVAL_FIELDS, asked
    assert data.get("pending_approval") == asked["approval_id"], data
    assert data["execution"] is not None, data
    assert data["execution"]["summary"].startswith("Waiting for your approval"), data
    assert data["thread_id"] == asked["thread_id"], data
    return dict(asked)
