"""The assistant's parts wired together from settings, with one lifecycle.

`Assistant.open(settings)` connects to the database, loads the encoder, the router and the
screen index, and checks that the index was built by the same encoder. Used by the CLI,
the evaluations, the benchmarks and the gateway.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from types import TracebackType

import httpx
import numpy as np
from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncEngine

from navex.config import NavexSettings
from navex.embeddings import Encoder, make_encoder
from navex.http_transport import CParsedTransport
from navex.navigation import (
    LLMScreenPicker,
    NavigationResult,
    Navigator,
    RecordLookup,
    RequestContext,
    Respelling,
    ScreenIndex,
    ShortAnswers,
    Suggestions,
    held_out_text,
    load_catalog,
    make_cache,
    read_name_words,
    read_short_answers,
    read_suggestions,
    words_of,
)
from navex.routing import Route, RouteDecision, Router, Thresholds, read_routes
from navex.store import create_engine, migrate, resolve_database_url


def encoder_from_settings(settings: NavexSettings) -> Encoder:
    return make_encoder(
        settings.embeddings_provider,
        threads=settings.embeddings_threads,
        recent_texts=settings.embeddings_recent_texts,
        base_url=settings.embeddings_base_url,
        model=settings.embeddings_model,
        api_key=settings.embeddings_api_key,
        dim=settings.embeddings_dim,
    )


def route_utterances(settings: NavexSettings) -> dict[Route, list[str]]:
    """routes.yaml, with every screen's example requests added to navigation: the catalog
    already says how people ask for each screen, and the router learns from it."""
    return route_examples(settings)[0]


def route_examples(settings: NavexSettings) -> tuple[dict[Route, list[str]], dict[str, str]]:
    """The router's utterances per route, and each one's intent keyed by its casefolded
    text: the one routes.yaml names (for execution, the tool), or for a catalog example
    taught as navigation, its screen. An example that routes.yaml teaches as another
    route stays there (one text, one label)."""
    parsed = read_routes(settings.routes_path)
    routes = parsed.utterances()
    catalog, _ = load_catalog(settings.catalog_path)
    elsewhere = {t.casefold() for r, texts in routes.items() if r != "navigation" for t in texts}
    examples = [
        (example, screen.screen_name)
        for screen in catalog.screens
        for example in screen.examples
        if example.casefold() not in elsewhere
    ]
    utterances = {**routes, "navigation": routes.get("navigation", []) + [e for e, _ in examples]}
    screens = {example.casefold(): screen for example, screen in examples}
    return utterances, {**screens, **parsed.intents()}


def learnt_requests(
    settings: NavexSettings, held_out: Iterable[str] = ()
) -> list[tuple[str, Route, str | None]]:
    """The labelled requests of the product's users, as (text, route, intent): the
    catalog's as navigation (intent: the screen), the routes file's as execution (the
    tool) or unclear. Requests `held_out` (case and spaces aside) are left out: an
    evaluation never scores a request the router learnt."""
    held = {held_out_text(query) for query in held_out}
    catalog, _ = load_catalog(settings.catalog_path)
    parsed = read_routes(settings.routes_path)
    labelled: list[tuple[str, Route, str | None]] = [
        *((r.query, "navigation", r.screen) for r in catalog.requests),
        *((r.query, r.route, r.intent) for r in parsed.requests),
    ]
    return [request for request in labelled if held_out_text(request[0]) not in held]


def router_examples(
    settings: NavexSettings, held_out: Iterable[str] = ()
) -> tuple[dict[Route, list[str]], dict[str, str]]:
    """`route_examples` and then the learnt requests less `held_out`; a request whose
    text already has a label is left out (one text, one label)."""
    utterances, intents = route_examples(settings)
    utterances = {route: list(texts) for route, texts in utterances.items()}
    intents = dict(intents)
    labelled = {text.casefold() for texts in utterances.values() for text in texts}
    for text, route, intent in learnt_requests(settings, held_out):
        if text.casefold() in labelled:
            continue
        labelled.add(text.casefold())
        utterances.setdefault(route, []).append(text)
        if intent is not None:
            intents[text.casefold()] = intent
    return utterances, intents


def utterance_words(settings: NavexSettings) -> frozenset[str]:
    """The words of routes.yaml's utterances: words of the product's beside its catalog's,
    never read as a slip of a screen's word ("contract" is not "contact")."""
    routes = read_routes(settings.routes_path).utterances()
    return words_of(text for texts in routes.values() for text in texts)


def router_from_settings(
    settings: NavexSettings,
    encoder: Encoder,
    thresholds: Thresholds | None = None,
    held_out: Iterable[str] = (),
) -> Router:
    """The router, reading each request with the catalog's spelling ("alert treshholds"),
    learnt from every example and labelled request but those `held_out`."""
    utterances, intents = router_examples(settings, held_out)
    catalog, _ = load_catalog(settings.catalog_path)
    return Router(
        encoder,
        utterances,
        thresholds or Thresholds.load(settings.thresholds_path),
        cache_dir=settings.cache_directory,
        intents=intents,
        read=Respelling(catalog, utterance_words(settings)),
    )


class AssistantReply(BaseModel):
    decision: RouteDecision
    navigation: NavigationResult | None = None


@dataclass
class Assistant:
    settings: NavexSettings
    engine: AsyncEngine
    encoder: Encoder
    router: Router
    index: ScreenIndex
    navigator: Navigator
    api: httpx.AsyncClient

    @classmethod
    async def open(
        cls, settings: NavexSettings, *, check_index: bool = True, held_out: Iterable[str] = ()
    ) -> "Assistant":
        url = resolve_database_url(settings.database_url, settings.data_dir)
        migrate(url)
        engine = create_engine(url)
        encoder = encoder_from_settings(settings)
        index = ScreenIndex(engine, encoder, cache_dir=settings.cache_directory)
        if check_index:
            await index.check()
        api = httpx.AsyncClient(
            base_url=settings.product_api_url,
            timeout=10.0,
            transport=CParsedTransport(),
        )
        lookup = RecordLookup(api)
        navigator = Navigator(
            index,
            encoder,
            make_cache(
                settings.redis_url, settings.cache_min_similarity, settings.cache_ttl_seconds
            ),
            lookup,
            top_k=settings.top_k,
            picker=(
                LLMScreenPicker(settings.llm_base_url, settings.llm_model, settings.llm_api_key)
                if settings.llm_base_url
                else None
            ),
            pick_margin=settings.llm_pick_margin,
            short_answers=ShortAnswers(read_short_answers(settings.short_answers_path), lookup),
            suggestions=Suggestions(read_suggestions(settings.suggestions_path), index, encoder),
            name_words=read_name_words(settings.name_words_path),
            utterance_words=utterance_words(settings),
        )
        return cls(
            settings,
            engine,
            encoder,
            router_from_settings(settings, encoder, held_out=held_out),
            index,
            navigator,
            api,
        )

    async def ask(self, query: str, context: RequestContext) -> AssistantReply:
        """Route the request; answer navigation directly (execution is the agent's job)."""
        vector: np.ndarray = self.encoder.encode([query])[0]
        decision = self.router.decide(query, vector)
        decision = await self.navigator.second_look(decision, query, context)
        if decision.route != "navigation":
            return AssistantReply(decision=decision)
        return AssistantReply(
            decision=decision, navigation=await self.navigator.answer(query, context, vector)
        )

    async def aclose(self) -> None:
        await self.api.aclose()
        await self.engine.dispose()

    async def __aenter__(self) -> "Assistant":
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
