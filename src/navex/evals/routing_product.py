"""The product behind `navex eval routing` when a gold set's rows name records, users or
refused screens: booted as the task evaluation boots it (its own commands, fresh seeded
data, loopback ports, no model), and each navigation row answered by the whole navigator
as the row's user, records looked up through the product's API as that user."""

import copy
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import httpx

from navex.config import DemoProduct
from navex.evals.gold import RoutingRow
from navex.evals.routing import RowNavigation
from navex.navigation import MemorySemanticCache, NavigationResult, Navigator, RequestContext
from navex.routing import RouteDecision

NEVER = 2.0  # above any cosine similarity


def needs_product(rows: list[RoutingRow]) -> bool:
    return any(row.record is not None or row.user or row.denied for row in rows)


def default_user() -> str:
    """Who asks when a row names nobody: the demo's first login."""
    return DemoProduct().logins[0].split()[0]


UNTHROTTLED = {"ACME_RATE_LIMIT_USER": "100000/second"}


@contextmanager
def booted_product(server_url: str | None = None) -> Iterator[str]:
    """The product's API URL, for as long as the block runs: its own commands on freshly
    seeded data (as `navex eval tasks` boots it, without the gateway: navigation here
    calls the navigator directly)."""
    from navex.config import EvalProduct
    from navex.evals.tasks.product import prepare_template, serve_product
    from navex.evals.tasks.stack import (
        database_url,
        drop_databases,
        free_ports,
        postgres_server,
        recreate_database,
    )

    demo, product = DemoProduct(), EvalProduct()
    # a gold set's record lookups come in bursts of one user: the product's per-user rate
    # (600 a minute) would answer some 429 and make the figures vary from run to run
    product = product.model_copy(update={"env": {**product.env, **UNTHROTTLED}})
    name = f"eval_routing_{uuid.uuid4().hex[:10]}"
    with postgres_server(server_url) as pg:
        try:
            prepare_template(recreate_database(pg, name), demo, product)
            unused_gateway = f"http://127.0.0.1:{free_ports(1)[0]}"
            ports = free_ports(len(demo.ports))
            with serve_product(
                database_url(pg, name), unused_gateway, ports, demo, product
            ) as urls:
                yield urls.api_url
        finally:
            drop_databases(pg, [name])


async def sign_in(
    api: httpx.AsyncClient, email: str, hostname: str = "eval.localhost"
) -> RequestContext:
    """`email`'s request context, signed in with the demo's password on the product at
    `api` (the navigator reads records with its token)."""
    password = DemoProduct().password
    login = await api.post("/api/auth/login", json={"email": email, "password": password})
    if login.status_code != 200:
        raise FileNotFoundError(f"cannot sign in as {email}: {login.text}")
    token = login.json()["access_token"]
    me = (await api.get("/api/auth/me", headers={"Authorization": f"Bearer {token}"})).json()
    return RequestContext(
        hostname=hostname,
        user_id=me["user_id"],
        org_id=me["org_id"],
        role=me["role"],
        email=me["email"],
        user_token=token,
    )


class _RowNavigator:
    """The navigator as each row's user (see `RowNavigation`)."""

    def __init__(self, navigator: Navigator, contexts: dict[str, RequestContext]) -> None:
        # each row ranked afresh: a cached ranking of a similar earlier row ("open GS-1020"
        # for "configure GS-1020") would score the cache, not the ranking
        self.navigator = copy.copy(navigator)
        self.navigator.cache = MemorySemanticCache(min_similarity=NEVER)
        self.contexts = contexts

    def _context(self, row: RoutingRow) -> RequestContext:
        return self.contexts[row.user or default_user()]

    async def answer(self, row: RoutingRow) -> NavigationResult:
        return await self.navigator.answer(row.query, self._context(row))

    async def second_look(self, row: RoutingRow, decision: RouteDecision) -> RouteDecision:
        return await self.navigator.second_look(decision, row.query, self._context(row))

    async def can_read(self, row: RoutingRow) -> bool:
        """Whether each record the row names is one its user may read: the record's own
        endpoint (`/api/invoices/6`) answers them, as navex's lookups would be answered."""
        catalog, lookup = self.navigator.index.catalog, self.navigator.lookup
        if not isinstance(row.record, dict) or catalog is None or lookup is None:
            return True
        token = self._context(row).user_token
        for name, value in row.record.items():
            parameter = catalog.parameters.get(name)
            if parameter is None or parameter.choices:
                continue
            if await lookup.one(parameter, token, str(value)) is None:
                return False
        return True


async def row_navigation(
    navigator: Navigator, api: httpx.AsyncClient, rows: list[RoutingRow]
) -> RowNavigation:
    """The navigator as each row's user (signed in once each)."""
    fallback = default_user()
    contexts = {
        email: await sign_in(api, email) for email in {row.user or fallback for row in rows}
    }
    return _RowNavigator(navigator, contexts)
