"""A stand-in of the product's read API for the navigation rules' own tests (each of those
files also runs the whole navigator on Acme over HTTP): lists by path, and one record by
id (`/api/alerts/6`) when `by_id`; `calls` notes each path asked, `status(n)` answers the
n-th call (a 429 says Retry-After: 0.01)."""

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import httpx
import pytest

from navex.navigation import RecordLookup, RequestContext, load_catalog
from navex.navigation.catalog import Catalog

Records = Mapping[str, list[dict[str, Any]]]

ACME_CATALOG = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"
ALICE = RequestContext(hostname="acme.test", user_id=1, org_id=1, role="admin", user_token="t")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    """Acme's catalog (a fixture: import it by name)."""
    return load_catalog(ACME_CATALOG)[0]


def stand_in_lookup(
    records: Records,
    *,
    calls: list[str] | None = None,
    status: Callable[[int], int] | None = None,
    by_id: bool = True,
) -> RecordLookup:
    seen: list[str] = [] if calls is None else calls

    def handle(request: httpx.Request) -> httpx.Response:
        path = request.url.path
        seen.append(path)
        if status is not None and status(len(seen)) == 429:
            return httpx.Response(429, headers={"Retry-After": "0.01"})
        if path in records:
            return httpx.Response(200, json={"items": records[path]})
        kind, _, number = path.rpartition("/")
        if not by_id or not number.isdigit():
            return httpx.Response(404)
        record = next((r for r in records.get(kind, []) if str(r["id"]) == number), None)
        return httpx.Response(200, json=record) if record else httpx.Response(404)

    return RecordLookup(
        httpx.AsyncClient(transport=httpx.MockTransport(handle), base_url="http://p")
    )
