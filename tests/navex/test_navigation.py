"""Screen index, retrieval, links for the user, and the semantic cache, on real parts:
PostgreSQL + pgvector, the int8 MiniLM encoder, and Acme's API over HTTP."""

import os
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import numpy as np
import pytest
from sqlalchemy import func, select, text, update

import navex.embeddings.classifier as classifier_module
import navex.navigation.index
import navex.navigation.ranker
from conftest import TEST_CACHE, CountingEncoder
from navex.config import NavexSettings
from navex.embeddings import local_encoder
from navex.navigation import (
    IndexMismatch,
    Navigator,
    RecordLookup,
    RequestContext,
    ScreenIndex,
    ingest_catalog,
    load_catalog,
    make_cache,
)
from navex.navigation.cache import MemorySemanticCache, RedisSemanticCache
from navex.store import create_engine, index_meta, retry_once, screen_embeddings, screens


@pytest.fixture
async def engine(navex_database_url: str) -> AsyncIterator[object]:
    engine = create_engine(navex_database_url)
    yield engine
    await engine.dispose()


@pytest.fixture
async def index(engine: object) -> ScreenIndex:
    screen_index = ScreenIndex(engine, local_encoder(), cache_dir=TEST_CACHE)  # type: ignore[arg-type]
    await screen_index.check()
    return screen_index


async def _context(api: httpx.AsyncClient, email: str) -> RequestContext:
    login = await api.post("/api/auth/login", json={"email": email, "password": "demo-password"})
    token = login.json()["access_token"]
    me = (await api.get("/api/auth/me", headers={"Authorization": f"Bearer {token}"})).json()
    return RequestContext(
        hostname="acme.localhost:8000" if me["org_slug"] == "acme" else "globex.localhost:8000",
        user_id=me["user_id"],
        org_id=me["org_id"],
        role=me["role"],
        email=me["email"],
        user_token=token,
    )


@pytest.fixture
async def api(live_acme: str) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=live_acme, timeout=10) as client:
        yield client


@pytest.fixture
def navigator(index: ScreenIndex, api: httpx.AsyncClient) -> Navigator:
    return Navigator(index, local_encoder(), MemorySemanticCache(), RecordLookup(api))


async def _record_id(api: httpx.AsyncClient, ctx: RequestContext, path: str, q: str) -> int:
    response = await api.get(
        path, params={"q": q}, headers={"Authorization": f"Bearer {ctx.user_token}"}
    )
    items = response.json()["items"]
    assert len(items) == 1, items
    return int(items[0]["id"])


async def test_ingest_is_idempotent_and_records_model(engine: object) -> None:
    settings = NavexSettings()
    catalog, sha = load_catalog(settings.catalog_path)

    async def counts() -> tuple[int, int, list[str]]:
        async with engine.connect() as conn:  # type: ignore[attr-defined]
            n_screens = await conn.scalar(select(func.count()).select_from(screens))
            n_vectors = await conn.scalar(select(func.count()).select_from(screen_embeddings))
            texts = list(
                await conn.scalars(
                    select(screen_embeddings.c.text).order_by(screen_embeddings.c.text)
                )
            )
        return n_screens, n_vectors, texts

    before = await counts()
    report = await ingest_catalog(engine, catalog, sha, local_encoder(), cache_dir=TEST_CACHE)  # type: ignore[arg-type]
    after = await counts()
    assert before == after
    assert after[0] == len(catalog.screens) == 72
    assert report.texts == after[1] > 72 * 2, "several texts per screen"
    async with engine.connect() as conn:  # type: ignore[attr-defined]
        meta = dict((await conn.execute(select(index_meta.c.key, index_meta.c.value))).all())
    assert meta["model"] == "all-MiniLM-L6-v2" and meta["dim"] == "384"
    assert meta["catalog_sha256"] == sha


async def test_an_ingest_reads_the_vectors_it_embedded_before_from_the_cache_dir(
    engine: object, tmp_path: Path
) -> None:
    """`navex eval routing` ingests on every run: the second time, only the cache's probe
    text is embedded."""
    catalog, sha = load_catalog(NavexSettings().catalog_path)
    # the real vectors, as the suite's shared cache keeps them (embedding the catalog
    # again took this test a minute)
    counting = CountingEncoder(local_encoder(), read_from=TEST_CACHE)
    first = await ingest_catalog(engine, catalog, sha, counting, cache_dir=tmp_path)  # type: ignore[arg-type]
    assert sum(map(len, counting.embedded)) > first.texts
    counting.embedded.clear()
    again = await ingest_catalog(engine, catalog, sha, counting, cache_dir=tmp_path)  # type: ignore[arg-type]
    assert counting.embedded == [] and again.texts == first.texts


async def test_the_ingested_catalog_keeps_what_screens_change_by_hand(
    index: ScreenIndex,
) -> None:
    catalog, _ = load_catalog(NavexSettings().catalog_path)
    assert index.catalog is not None
    kept = index.catalog.screen("product_categories").changed_here
    assert kept and kept == catalog.screen("product_categories").changed_here


async def test_ingest_with_hnsw_index_gives_same_ranking(
    engine: object, index: ScreenIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Also: a running index notices the re-ingest (another generation) by itself and
    reloads its catalog and ranker."""
    catalog, sha = load_catalog(NavexSettings().catalog_path)
    query = "where do I change my password"
    vector = local_encoder().encode([query])[0]
    exact = await index.search(query, vector, "admin", k=3)
    before = index.generation
    await ingest_catalog(engine, catalog, sha, local_encoder(), hnsw=True, cache_dir=TEST_CACHE)  # type: ignore[arg-type]
    async with engine.connect() as conn:  # type: ignore[attr-defined]
        found = await conn.scalar(
            text("SELECT count(*) FROM pg_indexes WHERE indexname = 'ix_screen_embeddings_hnsw'")
        )
    assert found == 1
    monkeypatch.setattr(navex.navigation.index, "GENERATION_CHECK_SECONDS", 0.0)
    approx = await index.search(query, vector, "admin", k=3)
    assert index.generation != before
    assert approx[0].screen_name == exact[0].screen_name == "change_password"


async def test_the_ranker_fit_is_read_back_from_the_cache_dir(
    engine: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new process (no ranker in memory) on the same ingested texts does not fit again."""
    monkeypatch.setattr(navex.navigation.ranker, "_rankers", {})
    first = ScreenIndex(engine, local_encoder(), cache_dir=tmp_path)  # type: ignore[arg-type]
    await first.check()
    [stored] = tmp_path.glob("classifier-*.npz")
    query = "who changed the timezone of the lyon plant"
    vector = local_encoder().encode([query])[0]
    fitted = await first.search(query, vector, "admin", k=3)

    def no_fit(*args: object) -> None:
        raise AssertionError("fitted again instead of reading the cache")

    monkeypatch.setattr(navex.navigation.ranker, "_rankers", {})
    monkeypatch.setattr(classifier_module, "_fit", no_fit)
    again = ScreenIndex(engine, local_encoder(), cache_dir=tmp_path)  # type: ignore[arg-type]
    await again.check()
    assert again.ranker is not first.ranker
    assert await again.search(query, vector, "admin", k=3) == fitted
    assert list(tmp_path.glob("classifier-*.npz")) == [stored]


async def test_index_built_with_another_model_is_a_clear_error(engine: object) -> None:
    async with engine.begin() as conn:  # type: ignore[attr-defined]
        await conn.execute(update(index_meta).where(index_meta.c.key == "dim").values(value="1024"))
        await conn.execute(
            update(index_meta).where(index_meta.c.key == "model").values(value="bge-large-en")
        )
    with pytest.raises(IndexMismatch) as error:
        await ScreenIndex(engine, local_encoder()).check()  # type: ignore[arg-type]
    message = str(error.value)
    assert "all-MiniLM-L6-v2 (384 dims)" in message
    assert "1024 dims" in message and "navex ingest" in message


async def test_empty_index_says_to_ingest(engine: object) -> None:
    async with engine.begin() as conn:  # type: ignore[attr-defined]
        await conn.execute(index_meta.delete())
    with pytest.raises(IndexMismatch, match="navex ingest"):
        await ScreenIndex(engine, local_encoder()).check()  # type: ignore[arg-type]


async def test_retrieval_ranks_and_respects_role(index: ScreenIndex) -> None:
    encoder = local_encoder()
    query = "edit user details of a colleague"
    vector = encoder.encode([query])[0]
    admin = await index.search(query, vector, "admin", k=3)
    assert len(admin) == 3
    assert [m.score for m in admin] == sorted((m.score for m in admin), reverse=True)
    assert "edit_user_details" in [m.screen_name for m in admin]
    viewer = await index.search(query, vector, "viewer", k=10)
    catalog = index.catalog
    assert catalog is not None
    assert all(catalog.screen(m.screen_name).allows_role("viewer") for m in viewer)
    assert "edit_user_details" not in [m.screen_name for m in viewer]


async def test_ranker_orders_cosine_candidates_by_probability(index: ScreenIndex) -> None:
    """The ranker learns from the ingested texts; its probabilities order the screens the
    cosine search found, and each match keeps its cosine for inspection."""
    query = "whre do i change my pasword"
    vector = local_encoder().encode([query])[0]
    matches = await index.search(query, vector, "admin", k=5)
    assert matches[0].screen_name == "change_password"
    assert index.ranker is not None
    probability = dict(
        zip(index.ranker.labels, index.ranker.probabilities(query, vector), strict=True)
    )
    for match in matches:
        assert match.score == pytest.approx(probability[match.screen_name])
        assert match.similarity is not None and -1.0 <= match.similarity <= 1.0
    assert sum(probability.values()) == pytest.approx(1.0)


async def test_the_ranker_ranks_screens_cosine_puts_far_away(index: ScreenIndex) -> None:
    """ "impostazioni SSO dell'azienda": by cosine (an English encoder), *SSO settings* is
    not among the 25 nearest screens; the ranker, which knows the word "SSO", still puts
    it first, as every screen of the catalog reaches it."""
    query = "impostazioni SSO dell'azienda"
    vector = local_encoder().encode([query])[0]
    matches = await index.search(query, vector, None, k=3)
    assert matches[0].screen_name == "sso_settings"
    by_cosine = sorted(
        (m for m in await index.search(query, vector, None, k=100) if m.similarity is not None),
        key=lambda m: m.similarity or 0.0,
        reverse=True,
    )
    assert "sso_settings" not in [m.screen_name for m in by_cosine[:25]]


async def test_dropped_connection_is_retried_once(engine: object, index: ScreenIndex) -> None:
    vector = local_encoder().encode(["billing"])[0]
    await index.search("billing", vector, "admin")
    async with engine.connect() as conn:  # type: ignore[attr-defined]
        await conn.execute(
            text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        )
    matches = await retry_once(lambda: index.search("billing", vector, "admin"))
    assert matches and matches[0].screen_name == "organization_billing"


async def test_navigation_fills_record_from_the_request(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await _context(api, "alice@acme.example")
    device_id = await _record_id(api, alice, "/api/devices", "GS-1020")
    result = await navigator.answer("open sensor GS-1020", alice)
    assert result.answer is not None, result
    assert result.answer.screen_name == "device_details"
    assert (
        result.answer.url == f"https://acme.localhost:8000/orgs/{alice.org_id}/devices/{device_id}"
    )
    assert result.answer.mobile_path == f"acme://devices/{device_id}"

    site_id = await _record_id(api, alice, "/api/sites", "Lyon")
    lyon = await navigator.answer("take me to the Lyon site", alice)
    assert lyon.answer is not None and lyon.answer.screen_name == "site_details"
    assert lyon.answer.url.endswith(f"/sites/{site_id}")


async def test_ambiguous_or_unknown_record_asks_with_candidates(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await _context(api, "alice@acme.example")
    toms = await navigator.answer("show Tom's user details", alice)
    assert toms.answer is None and toms.clarification is not None
    labels = " ".join(option.label for option in toms.clarification.options)
    assert "Tom Becker" in labels and "Tom Okafor" in labels
    assert all("/users/" in option.url for option in toms.clarification.options)

    missing = await navigator.answer("open sensor ZZ-9999", alice)
    assert missing.answer is None and missing.clarification is not None
    assert "ZZ-9999" in missing.clarification.question


async def test_records_of_another_org_are_not_found(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    dave = await _context(api, "dave@globex.example")
    result = await navigator.answer("open sensor GS-1020", dave)
    assert result.answer is None and result.clarification is not None
    assert all("GS-1020" not in option.label for option in result.clarification.options)


async def test_own_profile_uses_the_callers_id(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    bob = await _context(api, "bob@acme.example")
    result = await navigator.answer("edit my profile", bob)
    assert result.answer is not None and result.answer.screen_name == "edit_profile"
    assert result.answer.url == f"https://acme.localhost:8000/users/{bob.user_id}/profile/edit"


async def test_semantic_cache_reuses_ranking_but_resolves_parameters_fresh(
    navigator: Navigator, api: httpx.AsyncClient
) -> None:
    alice = await _context(api, "alice@acme.example")
    first = await navigator.answer("open sensor GS-1020", alice)
    second = await navigator.answer("open sensor GS-1001", alice)
    assert not first.cache_hit and second.cache_hit
    assert first.answer is not None and second.answer is not None
    assert second.answer.screen_name == "device_details"
    assert first.answer.url != second.answer.url
    bob = await _context(api, "bob@acme.example")
    other_role = await navigator.answer("open sensor GS-1020", bob)
    assert not other_role.cache_hit, "the cache is per tenant and role"


@pytest.mark.parametrize("backend", ["memory", "redis"])
async def test_cache_threshold_ttl_and_clear(backend: str, request: pytest.FixtureRequest) -> None:
    from navex.navigation import ScreenMatch

    if backend == "redis":
        url = request.getfixturevalue("redis_url")
        cache: MemorySemanticCache | RedisSemanticCache = RedisSemanticCache(
            url, min_similarity=0.8, ttl_seconds=1, prefix="navex-test:" + os.urandom(4).hex()
        )
    else:
        cache = MemorySemanticCache(min_similarity=0.8, ttl_seconds=1)
    encoder = local_encoder()
    a, near, far = encoder.encode(["open billing", "open the billing page", "onboard a device"])
    matches = [ScreenMatch(screen_name="organization_billing", score=0.7)]
    await cache.put(1, "admin", a, matches)
    assert await cache.get(1, "admin", near) == matches
    assert await cache.get(1, "admin", far) is None
    assert await cache.get(2, "admin", a) is None, "other tenant"
    assert await cache.get(1, "viewer", a) is None, "other role"
    await cache.clear()
    assert await cache.get(1, "admin", a) is None
    await cache.put(1, "admin", a, matches)
    import asyncio

    await asyncio.sleep(1.2)
    assert await cache.get(1, "admin", a) is None, "expired"
    assert float(np.dot(a, near)) >= 0.8 > float(np.dot(a, far))


async def test_redis_cache_keeps_vectors_as_bytes_and_evicts_both_halves(redis_url: str) -> None:
    """A lookup decodes no JSON but the hit's matches; the oldest entries go from both
    hashes at once."""
    from navex.navigation import ScreenMatch

    prefix = "navex-test:" + os.urandom(4).hex()
    cache = RedisSemanticCache(redis_url, ttl_seconds=60, max_entries=2, prefix=prefix)
    encoder = local_encoder()
    texts = ["open billing", "onboard a device", "list the alerts"]
    for said, vector in zip(texts, encoder.encode(texts), strict=True):
        await cache.put(1, "admin", vector, [ScreenMatch(screen_name=said, score=0.9)])
    key = f"{prefix}:1:admin"
    assert await cache.redis.hlen(f"{key}:vectors") == 2
    assert await cache.redis.hlen(f"{key}:matches") == 2
    packed = next(iter((await cache.redis.hgetall(f"{key}:vectors")).values()))
    assert len(packed) == 8 + 4 * 384  # expiry, then the float32 vector
    hit = await cache.get(1, "admin", encoder.encode(["list the alerts"])[0])
    assert hit is not None and hit[0].screen_name == "list the alerts"
    assert await cache.get(1, "admin", encoder.encode(["open billing"])[0]) is None  # evicted


async def test_redis_cache_finds_the_nearest_live_entry_among_many(redis_url: str) -> None:
    """Hundreds of entries per tenant and role are decoded at once: the nearest live one
    answers; an expired one, however near, does not."""
    from navex.navigation import ScreenMatch

    prefix = "navex-test:" + os.urandom(4).hex()
    cache = RedisSemanticCache(redis_url, ttl_seconds=60, prefix=prefix)
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(200, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    for n, vector in enumerate(vectors):
        await cache.put(1, "admin", vector, [ScreenMatch(screen_name=f"s{n}", score=0.5)])
    asked = vectors[123] + 0.05 * vectors[7]
    asked /= np.linalg.norm(asked)
    hit = await cache.get(1, "admin", asked)
    assert hit is not None and hit[0].screen_name == "s123"
    key = f"{prefix}:1:admin:vectors"
    field = sorted(await cache.redis.hkeys(key))[123]  # fields are their insertion times
    expired = np.array([0.0], dtype="<f8").tobytes() + vectors[123].astype("<f4").tobytes()
    await cache.redis.hset(key, field, expired)
    assert await cache.get(1, "admin", asked) is None  # the next nearest is far
    assert await cache.get(2, "admin", asked) is None  # another tenant's: nothing


def test_make_cache_picks_redis_when_configured() -> None:
    assert isinstance(make_cache(None), MemorySemanticCache)
    assert isinstance(make_cache("redis://127.0.0.1:6379/15"), RedisSemanticCache)


async def test_redis_cache_answers_more_concurrent_lookups_than_its_pool_holds(
    redis_url: str,
) -> None:
    """200 users at once: lookups wait for a pooled connection instead of failing with
    MaxConnectionsError (the load bench's errors at 200 users, redis-py's default pool)."""
    import asyncio

    from navex.store.redis_client import MAX_CONNECTIONS

    cache = RedisSemanticCache(redis_url, prefix="navex-test:" + os.urandom(4).hex())
    vector = local_encoder().encode(["open billing"])[0]
    found = await asyncio.gather(
        *(cache.get(1, "admin", vector) for _ in range(MAX_CONNECTIONS * 3 + 20)),
        return_exceptions=True,
    )
    assert [f for f in found if isinstance(f, Exception)] == []
    await cache.clear()
