"""The screen index in PostgreSQL: `ingest_catalog` writes it, `ScreenIndex` searches it.

Each screen has several embedded texts (title, title + description, each sentence, each
example request). pgvector finds the screens whose best texts are nearest by cosine
(limited to what the role may open); the screen ranker (`ranker.py`), fitted on the same
ingested texts and on the catalog's labelled requests (kept in a table of their own that
the cosine search never reads), orders those candidates, and a match's `score` is its
probability. The index remembers the model and dimension it was built with; searching
with another encoder is an error, never a silent bad ranking.
"""

import json
import time
import uuid
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import structlog
from pgvector.sqlalchemy import Vector
from pydantic import BaseModel, Field
from sqlalchemy import RowMapping, bindparam, delete, insert, select, text
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncEngine

from navex.embeddings import Encoder, UtteranceClassifier, encode_cached, encoder_release
from navex.navigation.catalog import Catalog, Screen
from navex.navigation.ranker import (
    REQUEST_KIND,
    RankerText,
    fit_ranker,
    fitted_ranker,
    held_out_key,
    held_out_text,
)
from navex.store import index_meta, retry_once, screen_embeddings, screen_requests, screens

logger = structlog.get_logger(__name__)

TEXTS_PER_SCREEN = 3
"""A screen's cosine similarity is the mean of its best few texts, not of the single best
one: one stray example phrase then cannot carry a screen into the candidates."""


CANDIDATES = 100
"""How many screens the cosine search hands to the ranker: every screen of a catalog of
up to 100 (Acme has 72). The ranker knows the right screen better than cosine does; with
the 25 nearest by cosine only, a request in another language could lose its screen before
the ranker saw it ("impostazioni SSO dell'azienda": *SSO settings* was not among them).
Every screen: development rows 3,345 -> 3,352 of 3,402 right, none lost; held out, fresh12
top-1 0.927 -> 0.931 and top-3 0.979 -> 0.986, fresh13 top-1 0.955 -> 0.951, test, fresh3
and fresh11 unchanged."""


GENERATION_CHECK_SECONDS = 5.0
"""How stale a running index may be after another process re-ingests the catalog."""


class IndexMismatch(RuntimeError):
    """The encoder differs from the one the index was built with, or there is no index."""


class IngestReport(BaseModel):
    screens: int
    texts: int
    requests: int = Field(description="Labelled requests embedded for the screen ranker")
    model: str
    dim: int
    hnsw: bool
    generation: str
    ms: float


class ScreenMatch(BaseModel):
    screen_name: str
    score: float
    similarity: float | None = Field(default=None, description="cosine, before ranking")


async def ingest_catalog(
    engine: AsyncEngine,
    catalog: Catalog,
    catalog_sha256: str,
    encoder: Encoder,
    *,
    hnsw: bool = False,
    cache_dir: Path | None = None,
) -> IngestReport:
    """Replace the index with `catalog` embedded by `encoder`, in one transaction.

    Running it twice leaves the same screens and vectors (idempotent); screens no longer
    in the catalog are removed. The vectors are read from `cache_dir` when this encoder
    already embedded these texts (an evaluation ingests on every run).
    """
    started = time.perf_counter()
    rows = [
        (screen.screen_name, kind, body)
        for screen in catalog.screens
        for kind, body in screen.texts()
    ]
    requests = [(request.screen, request.query) for request in catalog.requests]
    texts = [body for _, _, body in rows] + [query for _, query in requests]
    embedded = encode_cached(encoder, texts, cache_dir)
    vectors, request_vectors = embedded[: len(rows)], embedded[len(rows) :]
    generation = uuid.uuid4().hex
    async with engine.begin() as conn:
        await conn.execute(delete(screen_embeddings))
        await conn.execute(delete(screen_requests))
        if vectors.shape[1] != await _column_dim(conn):
            await conn.execute(text("DROP INDEX IF EXISTS ix_screen_embeddings_hnsw"))
            dim = int(vectors.shape[1])
            for table in ("screen_embeddings", "screen_requests"):
                await conn.execute(
                    text(f"ALTER TABLE {table} ALTER COLUMN embedding TYPE vector({dim})")
                )
        names = [screen.screen_name for screen in catalog.screens]
        await conn.execute(delete(screens).where(screens.c.screen_name.not_in(names)))
        upsert = pg_insert(screens).values(
            [
                {
                    "screen_name": s.screen_name,
                    "title": s.title,
                    "section": s.section,
                    "description": s.description,
                    "required_parameters": list(s.required_parameters),
                    "web_url": s.web_url,
                    "mobile_path": s.mobile_path,
                    "roles": list(s.roles),
                }
                for s in catalog.screens
            ]
        )
        await conn.execute(
            upsert.on_conflict_do_update(
                index_elements=[screens.c.screen_name],
                set_={c.name: c for c in upsert.excluded if c.name != "screen_name"}
                | {"updated_at": datetime.now(UTC)},
            )
        )
        await conn.execute(
            insert(screen_embeddings),
            [
                {
                    "screen_name": name,
                    "kind": kind,
                    "text": body,
                    "model": encoder.name,
                    "dim": int(vectors.shape[1]),
                    "embedding": vector,
                }
                for (name, kind, body), vector in zip(rows, vectors, strict=True)
            ],
        )
        if requests:
            await conn.execute(
                insert(screen_requests),
                [
                    {
                        "screen_name": name,
                        "text": query,
                        "model": encoder.name,
                        "dim": int(vectors.shape[1]),
                        "embedding": vector,
                    }
                    for (name, query), vector in zip(requests, request_vectors, strict=True)
                ],
            )
        if hnsw:
            await conn.execute(
                text(
                    "CREATE INDEX IF NOT EXISTS ix_screen_embeddings_hnsw ON screen_embeddings "
                    "USING hnsw (embedding vector_cosine_ops)"
                )
            )
        else:
            await conn.execute(text("DROP INDEX IF EXISTS ix_screen_embeddings_hnsw"))
        meta = {
            "model": encoder.name,
            "dim": str(vectors.shape[1]),
            "catalog_sha256": catalog_sha256,
            "generation": generation,
            "ingested_at": datetime.now(UTC).isoformat(),
            "parameters": json.dumps(
                {name: p.model_dump() for name, p in catalog.parameters.items()}
            ),
            "filters": json.dumps(
                {
                    s.screen_name: {name: f.model_dump() for name, f in s.filters.items()}
                    for s in catalog.screens
                    if s.filters
                }
            ),
            "searches": json.dumps(
                {s.screen_name: s.search.model_dump() for s in catalog.screens if s.search}
            ),
            "examples": json.dumps(
                {s.screen_name: list(s.examples) for s in catalog.screens if s.examples}
            ),
            "changed_here": json.dumps(
                {s.screen_name: list(s.changed_here) for s in catalog.screens if s.changed_here}
            ),
        }
        upsert_meta = pg_insert(index_meta).values(
            [{"key": k, "value": v} for k, v in meta.items()]
        )
        await conn.execute(
            upsert_meta.on_conflict_do_update(
                index_elements=[index_meta.c.key], set_={"value": upsert_meta.excluded.value}
            )
        )
    async with engine.connect() as conn:
        # Every row was rewritten; search reads them all, so compact the table now rather
        # than let each re-ingest leave it slower.
        autocommit = await conn.execution_options(isolation_level="AUTOCOMMIT")
        await autocommit.execute(text("VACUUM FULL ANALYZE screen_embeddings, screen_requests"))
    report = IngestReport(
        screens=len(catalog.screens),
        texts=len(rows),
        requests=len(requests),
        model=encoder.name,
        dim=int(vectors.shape[1]),
        hnsw=hnsw,
        generation=generation,
        ms=round((time.perf_counter() - started) * 1000, 1),
    )
    logger.info("catalog_ingested", **report.model_dump())
    return report


async def _column_dim(conn: object) -> int:
    result = await conn.execute(  # type: ignore[attr-defined]
        text(
            "SELECT atttypmod FROM pg_attribute WHERE attrelid = 'screen_embeddings'::regclass "
            "AND attname = 'embedding'"
        )
    )
    return int(result.scalar_one())


async def read_index_meta(engine: AsyncEngine) -> dict[str, str]:
    async with engine.connect() as conn:
        rows = await conn.execute(select(index_meta.c.key, index_meta.c.value))
        return {key: value for key, value in rows}


class ScreenIndex:
    """Searches the ingested screens for one encoder, limited to what a role may open."""

    def __init__(
        self, engine: AsyncEngine, encoder: Encoder, *, cache_dir: Path | None = None
    ) -> None:
        self.engine = engine
        self.encoder = encoder
        self.cache_dir = cache_dir
        self.generation: str | None = None
        self.catalog: Catalog | None = None
        self.ranker: UtteranceClassifier | None = None
        self.held_out: frozenset[str] = frozenset()
        self._checked_at = 0.0
        dim = bindparam("query", type_=Vector(encoder.dim))
        self._search = text(
            """
            SELECT screen_name, avg(1 - distance) AS score
            FROM (
                SELECT screen_name, distance,
                       row_number() OVER (PARTITION BY screen_name ORDER BY distance) AS rank
                FROM (
                    -- the distance alone goes on to the window's sort: sorting rows that
                    -- still carry their vectors spilled to disk past work_mem (2x slower)
                    SELECT e.screen_name, e.embedding <=> :query AS distance
                    FROM screen_embeddings e JOIN screens s ON s.screen_name = e.screen_name
                    WHERE :every_role OR :role = ANY(s.roles)
                    OFFSET 0
                ) measured
            ) ranked
            WHERE rank <= :per_screen
            GROUP BY screen_name
            ORDER BY score DESC
            LIMIT :k
            """
        ).bindparams(dim)

    async def check(self) -> dict[str, str]:
        """Fail with an actionable message unless the index was built by this encoder;
        load the catalog and the screen ranker of the ingested generation."""
        meta, rows, texts = await retry_once(self._read_snapshot)
        if "model" not in meta:
            raise IndexMismatch("The screen index is empty: run `navex ingest`.")
        if meta["model"] != self.encoder.name or int(meta["dim"]) != self.encoder.dim:
            raise IndexMismatch(
                f"embedding model {self.encoder.name} ({self.encoder.dim} dims) differs from "
                f"the ingested index ({meta['model']}, {meta['dim']} dims): run `navex ingest`"
            )
        filters = json.loads(meta.get("filters", "{}"))
        searches = json.loads(meta.get("searches", "{}"))
        examples = json.loads(meta.get("examples", "{}"))
        changed_here = json.loads(meta.get("changed_here", "{}"))
        self.catalog = Catalog(
            screens=tuple(
                Screen.model_validate(
                    {
                        **row,
                        "filters": filters.get(row["screen_name"], {}),
                        "search": searches.get(row["screen_name"]),
                        "examples": examples.get(row["screen_name"], []),
                        "changed_here": changed_here.get(row["screen_name"], []),
                    }
                )
                for row in rows
            ),
            parameters=json.loads(meta.get("parameters", "{}")),
        )
        key = self._ranker_key(meta)
        self.ranker = fitted_ranker(key) or await fit_ranker(
            key, texts, self.held_out, self.cache_dir, encoder_release(self.encoder)
        )
        self.generation = meta["generation"]
        self._checked_at = time.monotonic()
        return meta

    async def _read_snapshot(
        self,
    ) -> tuple[dict[str, str], Sequence[RowMapping], Sequence[Any]]:
        """Meta, screens and (unless a ranker for this generation is at hand) the embedded
        texts, read in one transaction so that a concurrent ingest cannot mix two
        generations."""
        async with self.engine.connect() as conn:
            snapshot = await conn.execution_options(isolation_level="REPEATABLE READ")
            async with snapshot.begin():
                meta_rows = await snapshot.execute(select(index_meta.c.key, index_meta.c.value))
                meta = {key: value for key, value in meta_rows}
                rows = (await snapshot.execute(select(screens))).mappings().all()
                texts: list[RankerText] = []
                if fitted_ranker(self._ranker_key(meta)) is None:
                    c = screen_embeddings.c
                    query = select(c.screen_name, c.kind, c.text, c.embedding).order_by(c.id)
                    texts = [RankerText(*row) for row in await snapshot.execute(query)]
                    r = screen_requests.c
                    asked = select(r.screen_name, r.text, r.embedding).order_by(r.id)
                    texts += [
                        RankerText(name, REQUEST_KIND, body, vector)
                        for name, body, vector in await snapshot.execute(asked)
                    ]
        return meta, rows, texts

    def _ranker_key(self, meta: dict[str, str]) -> tuple[str, str, str]:
        return (meta.get("generation", ""), self.encoder.name, held_out_key(self.held_out))

    async def hold_out(self, queries: Iterable[str]) -> None:
        """Rank without these labelled requests from now on (an evaluation scoring
        them), and refit the ranker."""
        self.held_out = frozenset(held_out_text(query) for query in queries)
        await self.check()

    async def _follow_reingest(self) -> None:
        """Reload catalog and ranker when another process re-ingested the index; the
        generation is read at most every `GENERATION_CHECK_SECONDS`."""
        if self.generation is None:
            await self.check()
            return
        if time.monotonic() - self._checked_at < GENERATION_CHECK_SECONDS:
            return
        meta = await retry_once(lambda: read_index_meta(self.engine))
        if meta.get("generation") != self.generation:
            logger.info("screen_index_reingested", generation=meta.get("generation"))
            await self.check()
        self._checked_at = time.monotonic()

    async def search(
        self, query: str, query_vector: np.ndarray, role: str | None, k: int = 3
    ) -> list[ScreenMatch]:
        """The `k` best screens `role` may open for the request (any role's when `role` is
        None: a screen the caller may not open is still what they asked for), best first."""
        await self._follow_reingest()
        if query_vector.shape[-1] != self.encoder.dim:
            raise IndexMismatch(
                f"query vector has {query_vector.shape[-1]} dims, the index {self.encoder.dim}"
            )
        params = {
            "query": query_vector,
            "role": role or "",
            "every_role": role is None,
            "k": max(k, CANDIDATES),
            "per_screen": TEXTS_PER_SCREEN,
        }

        async def run() -> list[tuple[str, float]]:
            async with self.engine.connect() as conn:
                rows = await conn.execute(self._search, params)
                return [(name, float(score)) for name, score in rows]

        candidates = await retry_once(run)
        if self.ranker is None:
            return [ScreenMatch(screen_name=n, score=s, similarity=s) for n, s in candidates[:k]]
        probability = dict(
            zip(self.ranker.labels, self.ranker.probabilities(query, query_vector), strict=True)
        )
        ranked = sorted(candidates, key=lambda c: probability.get(c[0], 0.0), reverse=True)
        return [
            ScreenMatch(screen_name=n, score=probability.get(n, 0.0), similarity=s)
            for n, s in ranked[:k]
        ]
