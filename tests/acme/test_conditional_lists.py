"""Lists answer with an ETag; asked again with it (If-None-Match) they answer 304 without
a body until anything the org owns changes (migration 0003's triggers), and an ETag is
never another user's, another query's or another org's."""

import httpx
import psycopg
from sqlalchemy.engine import make_url

from conftest import bearer


async def listed(
    client: httpx.AsyncClient, token: str, path: str, etag: str | None = None, **params: object
) -> httpx.Response:
    headers = bearer(token) | ({"If-None-Match": etag} if etag else {})
    return await client.get(f"/api/{path}", params=params, headers=headers)


async def test_a_list_asked_again_unchanged_is_304_without_a_body(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    first = await listed(client, tokens["alice"], "devices", limit=200)
    assert first.status_code == 200
    etag = first.headers["etag"]
    assert etag.startswith('W/"') and first.headers["cache-control"] == "private, no-cache"

    again = await listed(client, tokens["alice"], "devices", etag, limit=200)
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == etag
    # one of several ETags, and the weak/strong forms compare alike
    listed_many = await listed(client, tokens["alice"], "devices", f'"x", {etag[2:]}', limit=200)
    assert listed_many.status_code == 304


async def test_a_write_in_the_org_makes_the_list_read_again(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    first = await listed(client, alice, "devices", limit=200)
    etag = first.headers["etag"]
    device = first.json()["items"][0]
    renamed = await client.patch(
        f"/api/devices/{device['id']}", json={"name": "Renamed east"}, headers=bearer(alice)
    )
    assert renamed.status_code == 200, renamed.text

    after = await listed(client, alice, "devices", etag, limit=200)
    assert after.status_code == 200 and after.headers["etag"] != etag
    assert {"id": device["id"], "name": "Renamed east"}.items() <= next(
        d for d in after.json()["items"] if d["id"] == device["id"]
    ).items()
    # a write to another kind of record of the org counts too (any list may show it)
    sites = await listed(client, alice, "sites", limit=200)
    created = await client.post("/api/teams", json={"name": "Night shift"}, headers=bearer(alice))
    assert created.status_code == 201, created.text
    assert (
        await listed(client, alice, "sites", sites.headers["etag"], limit=200)
    ).status_code == 200


async def test_a_write_outside_the_api_counts_too(
    client: httpx.AsyncClient, tokens: dict[str, str], database_url: str
) -> None:
    """The version is kept by the database (triggers), not by the API's code paths."""
    first = await listed(client, tokens["alice"], "sites", limit=200)
    dsn = make_url(database_url).set(drivername="postgresql").render_as_string(False)
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("UPDATE sites SET name = name || ' (old)' WHERE org_id = 1 AND id = 1")
    after = await listed(client, tokens["alice"], "sites", first.headers["etag"], limit=200)
    assert after.status_code == 200
    assert any(s["name"].endswith(" (old)") for s in after.json()["items"])


async def test_an_etag_is_not_another_callers_or_another_querys(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    etag = (await listed(client, tokens["alice"], "devices", limit=200)).headers["etag"]
    for token, params in (
        (tokens["bob"], {"limit": 200}),  # another user of the same org
        (tokens["dave"], {"limit": 200}),  # another org
        (tokens["alice"], {"limit": 199}),  # another query
        (tokens["alice"], {"limit": 200, "status": "offline"}),
    ):
        other = await listed(client, token, "devices", etag, **params)
        assert other.status_code == 200, (token, params)
        assert other.headers["etag"] != etag
