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


def _best(vectors: list[np.ndarray], vector: np.ndarray, min_similarity: float) -> int | None:
    if not vectors:
        return None
    similarities = np.stack(vectors) @ vector
    index = int(np.argmax(similarities))
    return index if similarities[index] >= min_similarity else None


class MemorySemanticCache:
    """In-process cache: bounded per (org, role), oldest entries dropped first."""

    def __init__(
        self, min_similarity: float = 0.8, ttl_seconds: float = 3600, max_entries: int = 512
    ) -> None:
        self.min_similarity = min_similarity
        self.ttl_seconds = ttl_seconds
        self.max_entries = max_entries
        self._entries: dict[tuple[int, str], list[tuple[float, np.ndarray, list[ScreenMatch]]]] = {}

    def _live(self, key: tuple[int, str]) -> list[tuple[float, np.ndarray, list[ScreenMatch]]]:
        now = time.monotonic()
        entries = [e for e in self._entries.get(key, []) if e[0] > now]
        self._entries[key] = entries
        return entries

    async def get(self, org_id: int, role: str, vector: np.ndarray) -> list[ScreenMatch] | None:
        entries = self._live((org_id, role))
        hit = _best([e[1] for e in entries], vector, self.min_similarity)
        return None if hit is None else entries[hit][2]

    async def put(
        self, org_id: int, role: str, vector: np.ndarray, matches: list[ScreenMatch]
    ) -> None:
        entries = self._live((org_id, role))
        entries.append((time.monotonic() + self.ttl_seconds, vector, matches))
        del entries[: max(0, len(entries) - self.max_entries)]

    async def clear(self) -> None:
        self._entries.clear()


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
