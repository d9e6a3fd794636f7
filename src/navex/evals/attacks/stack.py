"""The stack the attacks run against: the one `navex eval tasks` boots (`boot_stack`'s
parts), with the limits the suite relies on set explicitly, and the addresses a direct
attacker reaches too (the gateway, the MCP tool server, the databases)."""

from __future__ import annotations

import asyncio
import secrets
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass

from navex.evals.tasks.product import ProductError, prepare_template, serve_product
from navex.evals.tasks.stack import (
    ModelMode,
    TasksError,
    TaskStack,
    _chat_model,
    _gateway_settings,
    _postgres,
    _prepare_navex,
    database_url,
    drop_databases,
    free_ports,
    recreate_database,
    serve_app,
)

# The product's limits, set for this suite (README "Limits"): a per-user rate the suite's
# own traffic stays under and a burst goes over; sign-in throttled per account at the
# default, per address high enough that the throttling case does not lock the suite out.
PRODUCT_LIMITS = {
    "ACME_RATE_LIMIT_USER": "25/second;3000/minute",
    "ACME_LOGIN_THROTTLE": "true",
    "ACME_LOGIN_FREE_FAILURES_ACCOUNT": "5",
    "ACME_LOGIN_FREE_FAILURES_ADDRESS": "200",
    "ACME_MAX_BODY_BYTES": str(256 * 1024),
}
GATEWAY_LIMITS = {"rate_limit_org": "6000/minute", "rate_limit_user": "1200/minute"}


@dataclass
class AttackStack:
    tasks: TaskStack
    gateway_url: str
    mcp_url: str
    navex_database_url: str
    metrics_token: str

    @property
    def acme_url(self) -> str:
        return self.tasks.acme_url

    @property
    def acme_database_url(self) -> str:
        return database_url(self.tasks.server_url, self.tasks.acme_database)


@contextmanager
def boot_attack_stack(mode: ModelMode, server_url: str | None = None) -> Iterator[AttackStack]:
    """Everything on loopback free ports, as `boot_stack`, for as long as the block runs."""
    from navex.config import DemoProduct, EvalProduct
    from navex.gateway import create_app as create_gateway

    base = EvalProduct()
    demo, product = DemoProduct(), base.model_copy(update={"env": {**base.env, **PRODUCT_LIMITS}})
    suffix = uuid.uuid4().hex[:10]
    template, working, navex_db = (f"attk_{kind}_{suffix}" for kind in ("acmet", "acme", "navex"))
    token = secrets.token_urlsafe(24)
    with _postgres(server_url) as pg, _chat_model(mode) as (overrides, model, name):
        tasks = TaskStack(pg, working, template, model=model, model_name=name)
        tasks.databases = [working, navex_db, template]
        try:
            with ExitStack() as running:
                try:
                    prepare_template(recreate_database(pg, template), demo, product)
                    recreate_database(pg, working, template)
                    gateway_port, *product_ports = free_ports(1 + len(demo.ports))
                    gateway_url = f"http://127.0.0.1:{gateway_port}"
                    urls = running.enter_context(
                        serve_product(
                            database_url(pg, working), gateway_url, product_ports, demo, product
                        )
                    )
                except ProductError as exc:
                    raise TasksError(f"the product did not start: {exc}") from exc
                asyncio.run(_prepare_navex(recreate_database(pg, navex_db)))
                tasks.acme_url = urls.api_url
                settings = _gateway_settings(
                    {
                        "database_url": database_url(pg, navex_db),
                        "product_api_url": urls.api_url,
                        "mcp_url": urls.mcp_url,
                        "service_jwks_url": urls.jwks_url,
                        "redis_url": None,
                        "gateway_sse_ping_seconds": 0,
                        "gateway_execution": True,
                        "gateway_metrics_token": token,
                        **GATEWAY_LIMITS,
                        **overrides,
                    }
                )
                gateway = create_gateway(settings, chat_model=model)
                with serve_app(gateway, gateway_port, "the navex gateway"):
                    yield AttackStack(
                        tasks, gateway_url, urls.mcp_url, database_url(pg, navex_db), token
                    )
        finally:
            drop_databases(pg, tasks.databases)


__all__ = ["GATEWAY_LIMITS", "PRODUCT_LIMITS", "AttackStack", "boot_attack_stack"]
