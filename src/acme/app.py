"""The Acme console: REST API and web pages in one ASGI app."""

import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from acme.api.auth import KeyRing
from acme.api.body_limit import BodyLimitMiddleware
from acme.api.data_versions import DataVersions
from acme.api.database import (
    create_engine,
    read_session_factory,
    session_factory,
    start_embedded_postgres,
)
from acme.api.login_throttle import LoginThrottle
from acme.api.problems import install_problem_handlers
from acme.api.ratelimit import UserRateLimits
from acme.api.routes import api_routers
from acme.assistant import GatewayClient, assistant_router
from acme.config import AcmeSettings, get_settings
from acme.tracing import FASTAPI_TELEMETRY_OFF, trace_requests, tracer_provider_set


def resolve_database_url(settings: AcmeSettings) -> str:
    """The configured PostgreSQL, or the embedded one (started on first use)."""
    if settings.database_url:
        return settings.database_url
    return start_embedded_postgres(settings.data_dir)


def create_app(
    settings: AcmeSettings | None = None,
    database_url: str | None = None,
    *,
    freeze_heap: bool = False,
) -> FastAPI:
    """The app. `freeze_heap` (the serving process's, not tests' that build many apps in
    one process): what start-up built is frozen out of the garbage collector's sight, whose
    oldest-generation pass otherwise walks all of it with the event loop stopped (0.2-0.4 s
    here, every ten seconds or so under load)."""
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        url = database_url or resolve_database_url(settings)
        engine = create_engine(url)
        app.state.engine = engine
        app.state.sessions = session_factory(engine)
        app.state.read_sessions = read_session_factory(engine)
        app.state.data_versions = DataVersions(url)
        await app.state.data_versions.open()
        app.state.keyring = KeyRing(settings, app.state.sessions)
        app.state.assistant = GatewayClient(settings.assistant_url)
        app.state.rate_limits = UserRateLimits(settings.rate_limit_user, settings.redis_url)
        app.state.login_throttle = LoginThrottle(settings)
        if freeze_heap:
            gc.collect()
            gc.freeze()
            logging.getLogger("uvicorn.error").info(
                "Heap frozen after start-up: %d objects", gc.get_freeze_count()
            )
        yield
        await app.state.login_throttle.aclose()
        await app.state.rate_limits.aclose()
        await app.state.assistant.aclose()
        await app.state.data_versions.aclose()
        await engine.dispose()

    app = FastAPI(
        title="Acme IoT Console API",
        version="1.0.0",
        description=(
            "Multi-tenant API for industrial sensor fleets. Every call is scoped to the "
            "organization in the caller's RS256 token; another org's ids answer 404. "
            "Errors are RFC 9457 problem+json."
        ),
        lifespan=lifespan,
        # FastAPI's own OpenTelemetry looks the providers up on every request: off
        # unless this process traces
        telemetry=None if tracer_provider_set() else FASTAPI_TELEMETRY_OFF,
    )
    app.state.settings = settings
    install_problem_handlers(app)
    for router in api_routers():
        app.include_router(router)
    app.include_router(assistant_router())
    from acme.web import web_router

    app.include_router(web_router())
    app.add_middleware(BodyLimitMiddleware, max_body_bytes=settings.max_body_bytes)
    trace_requests(app)  # when tracing is on: each request continues its caller's trace
    return app


def serving_app() -> FastAPI:
    """The app as `acme serve` runs it (uvicorn's `--factory` for several workers)."""
    return create_app(freeze_heap=True)
