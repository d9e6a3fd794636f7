"""The stack the attacks run against: the one `navex eval tasks` boots (`boot_stack`'s
parts), with the limits the suite relies on set explicitly, and the addresses a direct
attacker reaches too (the gateway, the MCP tool server, the databases)."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from navex.evals.tasks.stack import ModelMode, TaskStack, boot_stack, database_url

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
    """Everything on loopback free ports, as `boot_stack`, with the suite's limits."""
    token = secrets.token_urlsafe(24)
    overrides = {**GATEWAY_LIMITS, "gateway_metrics_token": token}
    with boot_stack(mode, server_url, overrides, PRODUCT_LIMITS) as tasks:
        yield AttackStack(tasks, tasks.gateway_url, tasks.mcp_url, tasks.navex_database_url, token)
