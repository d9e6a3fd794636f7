"""The navigation answer's path, kept cheap for load (issue 14): a message is embedded
once for the input guard and the router, and the history is written in one transaction per
answer, grouped across concurrent requests, before the answer is sent.

Real Acme, navex database and gateway (see gateway_stack.py).
"""

# ruff: noqa: F811  (the fixtures imported below are requested by name)

import asyncio
import json
import random
import string
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import jwt
import numpy as np
import psycopg
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from gateway_stack import (  # noqa: F401  (fixtures)
    Stack,
    _shared_router,
    assert_one_terminal,
    stack,
    start_gateway,
)
from sqlalchemy import select
from sqlalchemy.exc import DBAPIError

from navex.config import NavexSettings
from navex.embeddings import OnnxMiniLM, local_encoder
from navex.gateway import GatewayState
from navex.gateway.auth import JwksCache, ServiceAuth
from navex.gateway.history import ChatHistory, NewMessage, Owner
from navex.gateway.naming import RecordNamer
from navex.gateway.problems import Problem
from navex.navigation import RecordLookup
from navex.store import create_engine
from navex.store.schema import chat_messages


@pytest.fixture
def onnx_runs(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[int, ...]]]:
    """The token ids of every text the local encoder runs, from any thread."""
    runs: list[tuple[int, ...]] = []
    lock = threading.Lock()
    original = OnnxMiniLM._run

    def counted(self: OnnxMiniLM, encoding: Any) -> Any:
        with lock:
            runs.append(tuple(encoding.ids))
        return original(self, encoding)

    monkeypatch.setattr(OnnxMiniLM, "_run", counted)
    yield runs


def test_texts_that_tokenize_alike_are_run_once(onnx_runs: list[tuple[int, ...]]) -> None:
    encoder = local_encoder(2)
    onnx_runs.clear()  # loading it runs its own probes
    said = uuid.uuid4().hex[:8]  # texts no other test ran (the encoder keeps recent ones)
    texts = [f"Open the Dashboard {said}", f"open the dashboard {said}", f"ouvrir {said}"]
    vectors = encoder.encode(texts)
    assert len(onnx_runs) == 2  # the first two are the same token ids
    assert np.array_equal(vectors[0], vectors[1])
    assert np.array_equal(vectors[2], encoder.encode([texts[2]])[0])
    assert len(onnx_runs) == 2  # the third again: kept, not run again


def test_recent_vectors_are_bounded_and_can_be_turned_off(
    onnx_runs: list[tuple[int, ...]],
) -> None:
    kept = OnnxMiniLM(recent_texts=2)
    none_kept = OnnxMiniLM(recent_texts=0)
    onnx_runs.clear()
    first = kept.encode(["alpha one"])
    kept.encode(["beta two"])
    again = kept.encode(["alpha one"])  # kept: not run
    assert len(onnx_runs) == 2 and np.array_equal(first, again)
    kept.encode(["gamma three"])  # beta two, the least recently used, goes
    onnx_runs.clear()
    kept.encode(["alpha one"])
    kept.encode(["beta two"])
    assert len(onnx_runs) == 1
    onnx_runs.clear()
    for _ in range(2):
        none_kept.encode(["alpha one"])
    assert len(onnx_runs) == 2


async def test_a_message_is_embedded_once_for_the_guard_and_the_router(
    start_gateway: Callable[..., Stack], onnx_runs: list[tuple[int, ...]]
) -> None:
    gw = start_gateway()
    assert gw.app is not None
    state: GatewayState = gw.app.state.gateway
    await gw.chat("alice", "open sensor GS-1021")  # warm: lazy loads, the semantic cache
    # messages no other test sent (recent vectors are kept): letters only, as people write
    said = "".join(random.choices(string.ascii_lowercase, k=7))
    for query in (f"open sensor GS-1020 {said}", f"Show me the Alerts of GS-1004 {said}"):
        onnx_runs.clear()
        stream = await gw.chat("alice", query)
        assert stream.names == ["route", "final"], stream.events
        assert len(onnx_runs) == 1, (query, onnx_runs)
        # the shared vector routes as the router's own embedding of the text does
        own = state.assistant.router.route(query)
        assert stream.one("route")["scores"] == {k: round(v, 4) for k, v in own.scores.items()}


async def test_a_request_reads_each_product_list_once_for_its_route_and_its_answer(
    start_gateway: Callable[..., Stack], monkeypatch: pytest.MonkeyPatch
) -> None:
    gw = start_gateway()
    reads: list[tuple[str, str]] = []
    original_get, original_read = RecordLookup._get, RecordNamer._read

    async def get(
        self: RecordLookup, path: str, token: str, params: Any = None, etag: Any = None
    ) -> Any:
        reads.append((path, json.dumps(params, sort_keys=True)))
        return await original_get(self, path, token, params, etag)

    async def read(self: RecordNamer, path: str, context: Any) -> Any:
        reads.append((path, ""))
        return await original_read(self, path, context)

    monkeypatch.setattr(RecordLookup, "_get", get)
    monkeypatch.setattr(RecordNamer, "_read", read)
    # the route's second look and the answer both look for the named record
    for query in ("open sensor GS-1020", "the pump sensor please"):
        reads.clear()
        stream = await gw.chat("alice", query)
        assert stream.names == ["route", "final"], stream.events
        assert reads and len(reads) == len(set(reads)), (query, reads)


async def test_an_answer_that_cannot_be_stored_ends_with_an_error_not_a_final(
    start_gateway: Callable[..., Stack], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The user's message and the answer are written together before the answer is sent:
    when the database refuses the write, the stream ends with `database-unavailable`, so
    that no answer is seen that the history misses."""
    gw = start_gateway()
    assert gw.app is not None
    state: GatewayState = gw.app.state.gateway

    async def down(*args: Any) -> None:
        raise DBAPIError("INSERT", {}, ConnectionError("gone"), connection_invalidated=True)

    monkeypatch.setattr(state.history, "add_many", down)
    stream = await gw.chat("alice", "open sensor GS-1020", thread_id="t-unstored")
    assert stream.names == ["route", "error"], stream.events
    assert assert_one_terminal(stream)["type"].endswith("/database-unavailable")


async def test_concurrent_answers_are_committed_together_in_order(
    navex_database_url: str,
) -> None:
    engine = create_engine(navex_database_url)
    history = ChatHistory(engine)
    owner = Owner(1, 1)

    def exchange(n: int, answer: str | None = None) -> list[NewMessage]:
        return [
            NewMessage(role="user", content=f"question {n}", payload=None),
            NewMessage(role="assistant", content=answer or f"answer {n}", payload={"n": n}),
        ]

    try:
        # 30 requests at once, one with a row the database refuses (a NUL character)
        results = await asyncio.gather(
            *(history.add_many(owner, f"t-{n}", exchange(n)) for n in range(15)),
            history.add_many(owner, "t-bad", exchange(99, "bad \x00 answer")),
            *(history.add_many(owner, f"t-{n}", exchange(n)) for n in range(15, 30)),
            return_exceptions=True,
        )
        failed = [i for i, result in enumerate(results) if result is not None]
        assert failed == [15], results  # the bad row fails its own request only
        assert isinstance(results[15], psycopg.DataError)
        async with engine.connect() as conn:
            rows = (
                await conn.execute(
                    select(chat_messages.c.thread_id, chat_messages.c.role, chat_messages.c.content)
                    .where(chat_messages.c.org_id == 1)
                    .order_by(chat_messages.c.id)
                )
            ).all()
        for n in range(30):
            mine = [(r.role, r.content) for r in rows if r.thread_id == f"t-{n}"]
            assert mine == [("user", f"question {n}"), ("assistant", f"answer {n}")]
        assert not [r for r in rows if r.thread_id == "t-bad"]
        # grouped: 20 requests at once are written in one or two transactions
        before = history._writes.transactions
        await asyncio.gather(*(history.add_many(owner, f"u-{n}", exchange(n)) for n in range(20)))
        assert history._writes.transactions - before <= 2
    finally:
        await history.aclose()
        await engine.dispose()


# --- the service JWT: verified once while it lasts -------------------------------------------


def _auth_with_key() -> tuple[ServiceAuth, Any, str]:
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(private.public_key()))
    jwk.update(kid="k1", alg="RS256", use="sig")
    jwks = JwksCache("http://127.0.0.1:9/jwks.json", ttl=3600)
    jwks._keys = {"k1": jwt.PyJWK(jwk)}
    jwks._fetched_at = time.monotonic()
    return ServiceAuth(NavexSettings(service_jwt_leeway_seconds=0), jwks), private, "k1"


def _service_jwt(private: Any, kid: str, seconds: float) -> str:
    now = int(time.time())
    claims = {
        "iss": "acme",
        "aud": "navex-gateway",
        "sub": "7",
        "org_id": 1,
        "role": "viewer",
        "iat": now,
        "exp": now + seconds,
    }
    return jwt.encode(claims, private, algorithm="RS256", headers={"kid": kid})


async def test_a_service_jwt_is_verified_once_then_checked_for_expiry_and_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import navex.gateway.auth

    auth, private, kid = _auth_with_key()
    decoded: list[str] = []
    original = jwt.decode

    def counted(token: str, *args: Any, **kwargs: Any) -> Any:
        decoded.append(token)
        return original(token, *args, **kwargs)

    monkeypatch.setattr(navex.gateway.auth.jwt, "decode", counted)
    token = _service_jwt(private, kid, 60)
    first = await auth.verify(token)
    assert await auth.verify(token) == first and first.user_id == 7
    assert decoded == [token]
    # expired: refused although kept
    short = _service_jwt(private, kid, 1)
    await auth.verify(short)
    await asyncio.sleep(1.1)
    with pytest.raises(Problem) as expired:
        await auth.verify(short)
    assert expired.value.status == 401 and expired.value.kind == "token-expired"
    # its key no longer published under its kid: refused although kept
    auth.jwks._keys = {}
    auth.jwks._forced_at = time.monotonic()  # no refetch now (cooldown)
    with pytest.raises(Problem) as unknown:
        await auth.verify(token)
    assert unknown.value.status == 401
