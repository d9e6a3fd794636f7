"""What every attack may use: HTTP clients to each part of the booted stack, sign-ins,
the product's signing key (the test harness owns the database: it mints the tokens a
forger could not, to prove the checks beyond the signature), and the assistant's SSE."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import jwt
import psycopg

from navex.evals.attacks.models import AttackResult, Category
from navex.evals.attacks.stack import AttackStack
from navex.evals.tasks.conversation import DEMO_PASSWORD, bearer
from navex.evals.tasks.scripted import TaskScriptedModel
from navex.gateway.sse_client import IncompleteEventError, read_sse
from navex.navigation.records import retry_after_seconds

ALICE, BOB, CAROL, DAVE = (
    "alice@acme.example",
    "bob@acme.example",
    "carol@acme.example",
    "dave@globex.example",
)
CHAT = "/api/assistant/chat"
JUDGE_RETRIES = 4  # a judge's read answered 429 is tried again this many times in all
LONGEST_WAIT_S = 5.0  # the longest a judge waits out one 429


@dataclass
class Stream:
    """One assistant stream as the browser reads it."""

    status: int
    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    text: str = ""
    retry_after: float = 1.0  # seconds to wait before sending it again, on an answer 429

    def first(self, name: str) -> dict[str, Any] | None:
        return next((data for event, data in self.events if event == name), None)


@dataclass
class AttackContext:
    stack: AttackStack
    http: httpx.AsyncClient
    tokens: dict[str, str] = field(default_factory=dict)
    _key: tuple[str, str] | None = None

    @property
    def model(self) -> TaskScriptedModel | None:
        return self.stack.tasks.model

    async def reset(self) -> None:
        await asyncio.to_thread(self.stack.tasks.reset)

    async def token(self, email: str) -> str:
        if email not in self.tokens:
            response = await self.http.post(
                "/api/auth/login", json={"email": email, "password": DEMO_PASSWORD}
            )
            response.raise_for_status()
            self.tokens[email] = str(response.json()["access_token"])
        return self.tokens[email]

    async def call(
        self, method: str, path: str, email: str | None = None, **kwargs: Any
    ) -> httpx.Response:
        headers = dict(kwargs.pop("headers", {}) or {})
        if email is not None:
            headers.update(bearer(await self.token(email)))
        return await self.http.request(method, path, headers=headers, **kwargs)

    async def read(self, path: str, email: str, **kwargs: Any) -> httpx.Response:
        """A judge's GET: an answer 429 (the attack's own burst spent the user's rate) is
        waited out by its Retry-After, a few times, so that the judging does not fail."""
        for _ in range(JUDGE_RETRIES):
            response = await self.call("GET", path, email, **kwargs)
            if response.status_code != 429:
                return response
            await asyncio.sleep(retry_after_seconds(response, LONGEST_WAIT_S))
        return response

    async def items(self, path: str, email: str) -> list[dict[str, Any]]:
        response = await self.read(path, email)
        if response.status_code == 404:
            return []
        response.raise_for_status()
        body = response.json()
        return list(body["items"] if isinstance(body, dict) and "items" in body else body)

    async def one(self, path: str, email: str) -> dict[str, Any]:
        found = await self.items(path, email)
        if len(found) != 1:
            raise AssertionError(f"{path} as {email}: {len(found)} items, expected one")
        return found[0]

    # --- tokens --------------------------------------------------------------------------

    async def signing_key(self) -> tuple[str, str]:
        """(kid, private PEM) of the product's current key, read from its database."""
        if self._key is None:

            def read() -> tuple[str, str]:
                with psycopg.connect(self.stack.acme_database_url) as conn:
                    row = conn.execute(
                        "SELECT kid, private_pem FROM signing_keys WHERE retired_at IS NULL "
                        "ORDER BY created_at DESC LIMIT 1"
                    ).fetchone()
                assert row is not None, "the product has no signing key"
                return str(row[0]), str(row[1])

            self._key = await asyncio.to_thread(read)
        return self._key

    async def mint(self, claims: dict[str, Any], **header: Any) -> str:
        """`claims` signed with the product's own key (RS256, its kid)."""
        kid, pem = await self.signing_key()
        return jwt.encode(claims, pem, algorithm="RS256", headers={"kid": kid, **header})

    async def claims_of(self, email: str, **changes: Any) -> dict[str, Any]:
        """The claims of `email`'s real token, with `changes` (None removes a claim)."""
        claims = jwt.decode(await self.token(email), options={"verify_signature": False})
        now = datetime.now(UTC)
        claims.update(
            {"iat": int(now.timestamp()), "exp": int((now + timedelta(hours=1)).timestamp())}
        )
        claims.update(changes)
        return {k: v for k, v in claims.items() if v is not None}

    # --- the assistant ---------------------------------------------------------------------

    def script(self, *steps: dict[str, Any]) -> None:
        """What the scripted model answers next (a no-op for a real model)."""
        from navex.evals.tasks.dataset import ScriptStep

        if self.model is not None:
            self.model.load(int(time.monotonic() * 1000), [ScriptStep(**s) for s in steps])

    async def stream(
        self, path: str, body: dict[str, Any], email: str | None = None, token: str | None = None
    ) -> Stream:
        headers = bearer(token or await self.token(email or ALICE))
        async with self.http.stream("POST", path, json=body, headers=headers) as response:
            if response.status_code != 200:
                await response.aread()
                return Stream(
                    response.status_code,
                    text=response.text,
                    retry_after=retry_after_seconds(response, LONGEST_WAIT_S),
                )
            out = Stream(200)
            try:
                async for name, data in read_sse(response):
                    out.events.append((name, data))
            except IncompleteEventError as exc:
                out.events.append(("error", {"detail": str(exc)}))
            return out

    async def chat(self, email: str, message: str, thread_id: str | None = None) -> Stream:
        """One message, as the browser sends it. An answer 429 is the suite's own earlier
        traffic as this user spending the per-user rate (the attack is the message, not
        the rate: the burst cases judge that): it is waited out by its Retry-After, a few
        times, so that the attack is judged on what the product does with it."""
        body: dict[str, Any] = {"message": message}
        if thread_id:
            body["thread_id"] = thread_id
        for _ in range(JUDGE_RETRIES):
            stream = await self.stream(CHAT, body, email)
            if stream.status != 429:
                return stream
            await asyncio.sleep(stream.retry_after)
        return stream

    async def answer(self, email: str, approval_id: str, approve: Any = True) -> Stream:
        return await self.stream(
            f"/api/assistant/approvals/{approval_id}", {"approve": approve}, email
        )


AttackFn = Callable[[AttackContext], Awaitable[tuple[bool, str]]]


@dataclass(frozen=True)
class Case:
    """One attack: `run` answers (held, evidence); `fresh` resets the data before it."""

    id: str
    category: Category
    run: AttackFn
    fresh: bool = False


async def run_case(ctx: AttackContext, case: Case) -> AttackResult:
    if case.fresh:
        await ctx.reset()
    started = time.perf_counter()
    try:
        held, evidence = await case.run(ctx)
    except Exception as exc:  # an attack that breaks the harness is not counted as held
        held, evidence = False, f"the attack could not be judged: {type(exc).__name__}: {exc}"
    seconds = round(time.perf_counter() - started, 3)
    return AttackResult(
        id=case.id, category=case.category, held=held, evidence=evidence[:600], seconds=seconds
    )


def status_in(response: httpx.Response, *allowed: int) -> tuple[bool, str]:
    """Held when the status is one of `allowed`; the evidence names it."""
    return response.status_code in allowed, f"HTTP {response.status_code} {response.text[:160]}"


__all__ = [
    "ALICE",
    "BOB",
    "CAROL",
    "CHAT",
    "DAVE",
    "AttackContext",
    "AttackFn",
    "Case",
    "Stream",
    "run_case",
    "status_in",
]
