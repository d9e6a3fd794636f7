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
from navex.navigation.access import DeniedScreen, close_alternatives, counterparts, denied
from navex.navigation.cache import SemanticCache
from navex.navigation.catalog import Catalog, Screen
from navex.navigation.filters import (
    ChosenFilter,
    choose_filters,
    filtered_records,
    none_named,
    several_named,
    with_filters,
)
from navex.navigation.index import ScreenIndex, ScreenMatch
from navex.navigation.links import (
    LinkOption,
    NeedsClarification,
    RecordLookup,
    RequestContext,
    ResolvedLink,
    fill,
    resolve_link,
)
from navex.navigation.measured import measured_first
from navex.navigation.name_words import NameWords
from navex.navigation.promote import promote_named_record
from navex.navigation.reading import read_request
from navex.navigation.record_names import RecordSearch, catalog_vocabulary, tokens
from navex.navigation.records import one_read_per_request
from navex.navigation.same_record import same_record_next
from navex.navigation.second_look import second_look
from navex.navigation.suggestions import Suggestion, Suggestions
from navex.navigation.summaries import ShortAnswers
from navex.routing import RouteDecision

logger = structlog.get_logger(__name__)

SPARE = 4
"""Screens retrieved beyond `top_k`: some may be closed to the caller's role."""


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
    summary: str | None = Field(
        default=None, description="A question's short answer, read through the API as the user"
    )


class NavigationResult(BaseModel):
    answer: NavigationAnswer | None = None
    clarification: NeedsClarification | None = None
    denied: DeniedScreen | None = Field(
        default=None, description="The screen asked for, which the caller's role cannot open"
    )
    ranked: list[str] = Field(
        default_factory=list, description="The screens considered, best first"
    )
    records: dict[str, object] = Field(
        default_factory=dict,
        description="The records the link opens or its list is filtered by, by parameter",
    )
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
        short_answers: ShortAnswers | None = None,
        suggestions: Suggestions | None = None,
        name_words: NameWords | None = None,
        utterance_words: frozenset[str] = frozenset(),
    ) -> None:
        self.index = index
        self.encoder = encoder
        self.cache = cache
        self.lookup = lookup
        self.top_k = top_k
        self.picker = picker
        self.pick_margin = pick_margin
        self.short_answers = short_answers
        self.suggestions = suggestions
        self.name_words = name_words or NameWords()
        self.utterance_words = utterance_words  # the router's: words of their own, no slips

    def read_as(self, query: str) -> str:
        """The request as the lookups read it: numbers in digits ("work order nine": work
        order 9), records' names in their language ("la chambre froide": la room cold), a
        kind word one slip away as the catalog writes it ("the cold room thermometr"), a
        long word a slip or two from a word of the screens' ("alert treshholds"), and
        without "out" in "the router out at leeds"."""
        catalog = self.index.catalog
        if catalog is None:
            return query
        if self.lookup is not None:
            self.lookup.known_words = catalog_vocabulary(catalog)
        return read_request(query, catalog, self.name_words, self.utterance_words)

    async def retrieve(
        self, query: str, query_vector: np.ndarray, context: RequestContext
    ) -> tuple[list[ScreenMatch], bool]:
        """Top-k screens for the request, whoever may open them (the caller's role is
        checked on the answer), and whether the cache answered."""
        cached = await self.cache.get(context.org_id, context.role, query_vector)
        if cached is not None:
            return cached, True
        matches = await self.index.search(query, query_vector, None, self.top_k + SPARE)
        await self.cache.put(context.org_id, context.role, query_vector, matches)
        return matches, False

    async def second_look(
        self, decision: RouteDecision, query: str, context: RequestContext
    ) -> RouteDecision:
        """The router's decision, or navigation when the request names a record of the
        caller's or asks what exists (navex.navigation.second_look)."""
        catalog = self.index.catalog
        if catalog is None:
            return decision
        with one_read_per_request():
            return await second_look(decision, self.read_as(query), catalog, context, self.lookup)

    async def answer(
        self, query: str, context: RequestContext, query_vector: np.ndarray | None = None
    ) -> NavigationResult:
        """The screen for `query`; `query_vector` is the embedding of its words as typed (the
        router's), used unless the navigator reads the words otherwise ("work order two":
        "work order 2"), which are then embedded as read."""
        read = self.read_as(query)
        vector = query_vector if read == query else None
        with one_read_per_request():
            return await self._answer(read, context, vector)

    async def _answer(
        self, query: str, context: RequestContext, query_vector: np.ndarray | None
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
        matches = await promote_named_record(query, matches, catalog, context, self.lookup)
        measured = await measured_first(query, matches, catalog, context, self.lookup)
        matches = measured or matches  # "what is GS-1009 reading right now": its readings
        best = catalog.screen(matches[0].screen_name)
        link = await resolve_link(best, query, context, catalog, self.lookup)
        if isinstance(link, ResolvedLink):  # a choice of records never waits for a model
            picked = await self._maybe_pick(query, matches)
            if picked[0].screen_name != best.screen_name:
                matches, best = picked, catalog.screen(picked[0].screen_name)
                link = await resolve_link(best, query, context, catalog, self.lookup)
        ms = round((time.perf_counter() - started) * 1000, 2)
        ranked = [m.screen_name for m in matches]
        asked = link.screen if isinstance(link, ResolvedLink) else best
        if not asked.allows_role(context.role):
            records = link.records if isinstance(link, ResolvedLink) else {}
            refused = self._denied(asked, matches, context, cache_hit, started, records)
            if (
                isinstance(link, NeedsClarification)
                and link.record == "none"
                and refused.clarification
            ):
                # "INV-ACME-2019-01" of another org: the role cannot open it, nor is it theirs
                said = f"{refused.clarification.question} {link.question}"
                refused.clarification = refused.clarification.model_copy(
                    update={"question": said, "record": "none"}
                )
            return refused
        if isinstance(link, NeedsClarification):
            logger.info("navigation_clarification", screen=best.screen_name, ms=ms)
            return NavigationResult(clarification=link, cache_hit=cache_hit, ms=ms, ranked=ranked)
        best = link.screen  # a person's page may stand for 'My profile', or the other way
        matches, near = same_record_next(matches, best, catalog, link.records)
        ranked = [m.screen_name for m in matches]
        alternatives = [
            self._alternative(
                catalog.screen(m.screen_name),
                m.score,
                context,
                link.records if m.screen_name == near else {},
            )
            for m in close_alternatives(matches, best, catalog, context.role, link.records, near)
        ]
        filters = await choose_filters(best, query, context, catalog, self.lookup)
        several = await several_named(best, query, context, catalog, self.lookup, filters)
        if several is not None:  # "work orders assigned to tom?": which Tom's
            choice = _filter_choice(best, link, filters, *several, catalog)
            return NavigationResult(clarification=choice, cache_hit=cache_hit, ranked=ranked)
        unknown = await none_named(best, query, context, catalog, self.lookup, filters)
        if unknown is not None:  # "tickets assigned to grace", another org's: none of theirs
            nothing = _filter_none(best, link, filters, *unknown, catalog)
            return NavigationResult(clarification=nothing, cache_hit=cache_hit, ranked=ranked)
        short = None
        if self.short_answers is not None:
            short = await self.short_answers.answer(best, query, context, link.parameters, filters)
        applied = short.filters if short is not None else {f.param: f.value for f in filters}
        ms = round((time.perf_counter() - started) * 1000, 2)
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
                url=with_filters(link.url, applied),
                mobile_path=with_filters(link.mobile_path, applied),
                score=round(matches[0].score, 4),
                alternatives=alternatives,
                summary=short.text if short is not None else None,
            ),
            cache_hit=cache_hit,
            ms=ms,
            ranked=ranked,
            records={**link.records, **filtered_records(filters)},
        )

    def _denied(
        self,
        screen: Screen,
        matches: list[ScreenMatch],
        context: RequestContext,
        cache_hit: bool,
        started: float,
        records: dict[str, object],
    ) -> NavigationResult:
        catalog = self.index.catalog
        assert catalog is not None
        others = close_alternatives(matches, screen, catalog, context.role)
        refusal, clarification = denied(
            screen, context, [catalog.screen(m.screen_name) for m in others]
        )
        ms = round((time.perf_counter() - started) * 1000, 2)
        logger.info("navigation_denied", screen=screen.screen_name, role=context.role, ms=ms)
        return NavigationResult(
            clarification=clarification,
            denied=refusal,
            cache_hit=cache_hit,
            ms=ms,
            ranked=[m.screen_name for m in matches],
            records=records,
        )

    async def suggest(
        self, query: str, context: RequestContext, query_vector: np.ndarray | None = None
    ) -> Suggestion:
        """What to offer when the request's intent is unclear: the screens that fit, or,
        out of scope, what the assistant can do."""
        vector = query_vector if query_vector is not None else self.encoder.encode([query])[0]
        if self.suggestions is None:
            return Suggestion(
                question="I'm not sure what you need. Could you say which page to open or "
                "what to do?",
                options=[],
                out_of_scope=False,
            )
        return await self.suggestions.suggest(query, vector, context)

    async def _maybe_pick(self, query: str, matches: list[ScreenMatch]) -> list[ScreenMatch]:
        if self.picker is None or len(matches) < 2:
            return matches
        if matches[0].score - matches[1].score >= self.pick_margin:
            return matches
        catalog = self.index.catalog
        assert catalog is not None
        if matches[1].screen_name in counterparts(catalog, matches[0].screen_name):
            return matches  # the record decides between a person's page and 'My profile'
        top = matches[:3]
        chosen = await self.picker.pick(query, [catalog.screen(m.screen_name) for m in top])
        if chosen is None or chosen not in {m.screen_name for m in top}:
            return matches
        logger.info("navigation_llm_pick", chosen=chosen, was=matches[0].screen_name)
        return sorted(matches, key=lambda m: m.screen_name != chosen)

    @staticmethod
    def _alternative(
        screen: Screen, score: float, context: RequestContext, records: dict[str, object]
    ) -> Alternative:
        """A link under the answer; `records`, the answer's, fill a page about its record."""
        values = {
            "hostname": context.hostname,
            "org_id": context.org_id,
            "user_id": context.user_id,
            **records,
        }
        needs_lookup = any(p not in values for p in screen.placeholders())
        return Alternative(
            screen_name=screen.screen_name,
            title=screen.title,
            score=round(score, 4),
            url=None if needs_lookup else fill(screen.web_url, values),
        )


def _filter_none(
    screen: Screen,
    link: ResolvedLink,
    chosen: list[ChosenFilter],
    param: str,
    found: RecordSearch,
    catalog: Catalog,
) -> NeedsClarification:
    """A list filter the request names by a record none of the caller's is: says so, and
    links the list with the other filters it names."""
    declared = screen.filters[param]
    assert declared.parameter is not None
    noun = catalog.parameters[declared.parameter].noun
    applied = {f.param: f.value for f in chosen}
    return NeedsClarification(
        question=f"I found no {noun} called “{found.phrase}” that you can see.",
        options=[
            LinkOption(
                label=screen.title,
                url=with_filters(link.url, applied),
                mobile_path=with_filters(link.mobile_path, applied),
            )
        ],
        screen_name=screen.screen_name,
        record="none",
    )


def _filter_choice(
    screen: Screen,
    link: ResolvedLink,
    chosen: list[ChosenFilter],
    param: str,
    found: RecordSearch,
    catalog: Catalog,
) -> NeedsClarification:
    """Several records fit a filter the request names: the list filtered by each."""
    applied = {f.param: f.value for f in chosen}
    declared = screen.filters[param]
    assert declared.parameter is not None
    noun = catalog.parameters[declared.parameter].noun
    labels = {w for r in found.records for w in tokens(r.label)}
    said = " ".join(w for w in found.phrase.split() if tokens(w) and tokens(w)[0] in labels)
    return NeedsClarification(
        question=f"Several {noun}s fit “{said or found.phrase}”: which one do you mean?",
        options=[
            LinkOption(
                label=r.label,
                url=with_filters(link.url, {**applied, param: str(r.id)}),
                mobile_path=with_filters(link.mobile_path, {**applied, param: str(r.id)}),
            )
            for r in found.records
        ],
        screen_name=screen.screen_name,
        record="several",
    )
