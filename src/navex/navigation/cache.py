"""Semantic cache of retrieval results, per tenant and role.

A query whose embedding lies within `min_similarity` (cosine) of a cached query reuses
that query's ranked screens; URL parameters are still resolved fresh for each request.
Entries expire after `ttl_seconds`; `clear()` runs on every re-ingest. With a Redis URL
the cache is shared by every replica; otherwise it lives in this process.
"""

import json
import time
from typing import Protocol, cast

import numpy as np
import structlog

from navex.navigation.index import ScreenMatch
from navex.store.redis_client import redis_client

logger = structlog.get_logger(__name__)


class SemanticCache(Protocol):
    async def get(self, org_id: int, role: str, vector: np.ndarray) -> list[ScreenMatch] | None: ...

    async def put(
        self, org_id: int, role: str, vector: np.ndarray, matches: list[ScreenMatch]
    ) -> None: ...

    async def clear(self) -> None: ...


Ranked = tuple[tuple[str, float, float | None], ...]
"""Ranked screens as the in-process cache keeps them: tuples of plain values drop out of
the garbage collector's sight, where a list of models (two objects each) would be walked
by every full collection (tens of thousands of them once a gateway has served a while)."""


def _kept(matches: list[ScreenMatch]) -> Ranked:
    return tuple((m.screen_name, m.score, m.similarity) for m in matches)


def _matches(ranked: Ranked) -> list[ScreenMatch]:
    return [ScreenMatch(screen_name=n, score=s, similarity=c) for n, s, c in ranked]


class _Shelf:
    """One (org, role)'s entries: their vectors in one matrix, searched in one product."""

    def __init__(self, dimensions: int) -> None:
        self.vectors = np.empty((0, dimensions), dtype=np.float32)
        self.expires = np.empty(0, dtype=np.float64)
        self.ranked: list[Ranked] = []

    def best(self, vector: np.ndarray, min_similarity: float, now: float) -> Ranked | None:
        if not self.ranked:
            return None
        similarities = self.vectors @ vector
        similarities[self.expires <= now] = -np.inf
        index = int(np.argmax(similarities))
        return self.ranked[index] if similarities[index] >= min_similarity else None

    def add(self, vector: np.ndarray, ranked: Ranked, expires: float, keep: int) -> None:
        live = self.expires > time.monotonic()
        vectors = np.vstack([self.vectors[live], vector.astype(np.float32)[None, :]])
        self.vectors = vectors[-keep:]
        self.expires = np.append(self.expires[live], expires)[-keep:]
        self.ranked = [r for r, alive in zip(self.ranked, live, strict=True) if alive]
        self.ranked = [*self.ranked, ranked][-keep:]


class MemorySemanticCache:
    """In-process cache: bounded per (org, role), oldest entries dropped first."""

    def __init__(
        self, min_similarity: float = 0.8, ttl_seconds: float = 3600, max_entries: int = 512
    ) -> None:
        self.min_similarity = min_similarity
        self.ttl_seconds = ttl_seconds
        self.max_entries = max_entries
        self._shelves: dict[tuple[int, str], _Shelf] = {}

    async def get(self, org_id: int, role: str, vector: np.ndarray) -> list[ScreenMatch] | None:
        shelf = self._shelves.get((org_id, role))
        if shelf is None:
            return None
        ranked = shelf.best(vector, self.min_similarity, time.monotonic())
        return None if ranked is None else _matches(ranked)

    async def put(
        self, org_id: int, role: str, vector: np.ndarray, matches: list[ScreenMatch]
    ) -> None:
        shelf = self._shelves.get((org_id, role))
        if shelf is None:
            shelf = self._shelves[(org_id, role)] = _Shelf(len(vector))
        expires = time.monotonic() + self.ttl_seconds
        shelf.add(vector, _kept(matches), expires, self.max_entries)

    async def clear(self) -> None:
        self._shelves.clear()


class RedisSemanticCache:
    """Shared cache in Redis: per (org, role), one hash of the cached queries' vectors and
    one of their matches, under the same field. A lookup reads the vectors as raw bytes
    (`<expires: float64><vector: float32 ...>`, no decoding) and only the matches of the
    hit: decoding every entry's JSON was a fifth of the gateway's time under load."""

    def __init__(
        self,
        url: str,
        min_similarity: float = 0.8,
        ttl_seconds: int = 3600,
        max_entries: int = 512,
        prefix: str = "navex:semcache",
    ) -> None:
        self.redis = redis_client(url)
        self.min_similarity = min_similarity
        self.ttl_seconds = ttl_seconds
        self.max_entries = max_entries
        self.prefix = prefix

    def _key(self, org_id: int, role: str) -> str:
        return f"{self.prefix}:{org_id}:{role}"

    async def get(self, org_id: int, role: str, vector: np.ndarray) -> list[ScreenMatch] | None:
        key = self._key(org_id, role)
        raw = cast(dict[bytes, bytes], await self.redis.hgetall(f"{key}:vectors"))
        entry = np.dtype([("expires", "<f8"), ("vector", "<f4", (len(vector),))])
        fields = [f for f, packed in raw.items() if len(packed) == entry.itemsize]
        if not fields:
            return None
        # every entry decoded in one pass (hundreds of them per tenant and role)
        entries = np.frombuffer(b"".join(raw[f] for f in fields), dtype=entry)
        live = np.flatnonzero(entries["expires"] > time.time())
        if not len(live):
            return None
        similarities = entries["vector"][live] @ np.asarray(vector, dtype="<f4")
        best = int(np.argmax(similarities))
        if similarities[best] < self.min_similarity:
            return None
        found = await self.redis.hget(f"{key}:matches", fields[int(live[best])])
        if found is None:  # evicted between the two reads
            return None
        return [ScreenMatch.model_validate(m) for m in json.loads(found)]

    async def put(
        self, org_id: int, role: str, vector: np.ndarray, matches: list[ScreenMatch]
    ) -> None:
        key = self._key(org_id, role)
        expires = np.array([time.time() + self.ttl_seconds], dtype="<f8").tobytes()
        packed = expires + np.asarray(vector, dtype="<f4").tobytes()
        field = str(time.time_ns())
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.hset(f"{key}:vectors", field, packed)
            pipe.hset(f"{key}:matches", field, json.dumps([m.model_dump() for m in matches]))
            pipe.expire(f"{key}:vectors", self.ttl_seconds)
            pipe.expire(f"{key}:matches", self.ttl_seconds)
            await pipe.execute()
        if await self.redis.hlen(f"{key}:vectors") > self.max_entries:
            fields = sorted(await self.redis.hkeys(f"{key}:vectors"))
            old = fields[: len(fields) - self.max_entries]
            await self.redis.hdel(f"{key}:vectors", *old)
            await self.redis.hdel(f"{key}:matches", *old)

    async def clear(self) -> None:
        keys = [key async for key in self.redis.scan_iter(match=f"{self.prefix}:*")]
        if keys:
            await self.redis.delete(*keys)
        logger.info("semantic_cache_cleared", keys=len(keys))


def make_cache(
    redis_url: str | None, min_similarity: float = 0.8, ttl_seconds: int = 3600
) -> SemanticCache:
    if redis_url:
        return RedisSemanticCache(redis_url, min_similarity, ttl_seconds)
    return MemorySemanticCache(min_similarity, ttl_seconds)
