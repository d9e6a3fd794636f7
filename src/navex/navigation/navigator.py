"""The navigation agent: request → ranked screens (cached per tenant) → a link for this user.

No language model on the fast path. When the top screens score within `pick_margin` of
each other and a `ScreenPicker` is configured, it chooses among the top three.
"""

import time
from typing import Protocol

import numpy as np
import structlog
from pydantic import BaseModel, Field

from navex.embeddings import Encoder
from navex.navigation.cache import SemanticCache
from navex.navigation.catalog import Screen
from navex.navigation.index import ScreenIndex, ScreenMatch
from navex.navigation.links import (
    NeedsClarification,
    RecordLookup,
    RequestContext,
    fill,
    resolve_link,
)

logger = structlog.get_logger(__name__)


class Alternative(BaseModel):
    screen_name: str
    title: str
    score: float
    url: str | None = Field(description="Filled when no record has to be looked up")


class NavigationAnswer(BaseModel):
    screen_name: str
    title: str
    url: str
    mobile_path: str
    score: float
    alternatives: list[Alternative] = Field(default_factory=list)


class NavigationResult(BaseModel):
    answer: NavigationAnswer | None = None
    clarification: NeedsClarification | None = None
    cache_hit: bool = False
    ms: float = 0.0


class ScreenPicker(Protocol):
    """Chooses one of several close candidates (an LLM, typically)."""

    async def pick(self, query: str, candidates: list[Screen]) -> str | None: ...


class Navigator:
    def __init__(
        self,
        index: ScreenIndex,
        encoder: Encoder,
        cache: SemanticCache,
        lookup: RecordLookup | None,
        *,
        top_k: int = 3,
        picker: ScreenPicker | None = None,
        pick_margin: float = 0.03,
    ) -> None:
        self.index = index
        self.encoder = encoder
        self.cache = cache
        self.lookup = lookup
        self.top_k = top_k
        self.picker = picker
        self.pick_margin = pick_margin

    async def retrieve(
        self, query: str, query_vector: np.ndarray, context: RequestContext
    ) -> tuple[list[ScreenMatch], bool]:
        """Top-k screens this user's role may open, and whether the cache answered."""
        cached = await self.cache.get(context.org_id, context.role, query_vector)
        if cached is not None:
            return cached, True
        matches = await self.index.search(query, query_vector, context.role, self.top_k)
        await self.cache.put(context.org_id, context.role, query_vector, matches)
        return matches, False

    async def answer(
        self, query: str, context: RequestContext, query_vector: np.ndarray | None = None
    ) -> NavigationResult:
        started = time.perf_counter()
        vector = query_vector if query_vector is not None else self.encoder.encode([query])[0]
        matches, cache_hit = await self.retrieve(query, vector, context)
        if not matches:
            return NavigationResult(
                clarification=NeedsClarification(
                    question="I found no screen you may open for that."
                ),
                cache_hit=cache_hit,
            )
        catalog = self.index.catalog
        assert catalog is not None, "ScreenIndex.check() loads the catalog"
        matches = await self._maybe_pick(query, matches)
        best = catalog.screen(matches[0].screen_name)
        link = await resolve_link(best, query, context, catalog.parameters, self.lookup)
        ms = round((time.perf_counter() - started) * 1000, 2)
        if isinstance(link, NeedsClarification):
            logger.info("navigation_clarification", screen=best.screen_name, ms=ms)
            return NavigationResult(clarification=link, cache_hit=cache_hit, ms=ms)
        alternatives = [
            self._alternative(catalog.screen(m.screen_name), m.score, context) for m in matches[1:]
        ]
        logger.info(
            "navigation_answered",
            screen=best.screen_name,
            score=matches[0].score,
            cache_hit=cache_hit,
            ms=ms,
        )
        return NavigationResult(
            answer=NavigationAnswer(
                screen_name=best.screen_name,
                title=best.title,
                url=link.url,
                mobile_path=link.mobile_path,
                score=round(matches[0].score, 4),
                alternatives=alternatives,
            ),
            cache_hit=cache_hit,
            ms=ms,
        )

    async def _maybe_pick(self, query: str, matches: list[ScreenMatch]) -> list[ScreenMatch]:
        if self.picker is None or len(matches) < 2:
            return matches
        if matches[0].score - matches[1].score >= self.pick_margin:
            return matches
        catalog = self.index.catalog
        assert catalog is not None
        top = matches[:3]
        chosen = await self.picker.pick(query, [catalog.screen(m.screen_name) for m in top])
        if chosen is None or chosen not in {m.screen_name for m in top}:
            return matches
        logger.info("navigation_llm_pick", chosen=chosen, was=matches[0].screen_name)
        return sorted(matches, key=lambda m: m.screen_name != chosen)

    @staticmethod
    def _alternative(screen: Screen, score: float, context: RequestContext) -> Alternative:
        values = {
            "hostname": context.hostname,
            "org_id": context.org_id,
            "user_id": context.user_id,
        }
        needs_lookup = any(p not in values for p in screen.placeholders())
        return Alternative(
            screen_name=screen.screen_name,
            title=screen.title,
            score=round(score, 4),
            url=None if needs_lookup else fill(screen.web_url, values),
        )
