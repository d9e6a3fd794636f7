"""Bad input is refused before it does anything (issue 14): body sizes, deep or large
free-form JSON, control characters, strict booleans, no write kept when the response
fails, and invites that say nothing about other tenants' accounts."""

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from acme.api import schemas
from acme.api.auth import hash_password
from acme.api.models import User
from acme.api.problems import PROBLEM_BASE
from conftest import DEMO_PASSWORD, bearer, login

PROBLEM = "application/problem+json"
LIMIT = 256 * 1024  # ACME_MAX_BODY_BYTES' default


def problem(response: httpx.Response, status: int, kind: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body: dict[str, Any] = response.json()
    assert body["type"] == PROBLEM_BASE + kind, body
    return body


def nested(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {"leaf": 1}
    for _ in range(depth - 1):
        value = {"a": value}
    return value


async def first(client: httpx.AsyncClient, token: str, path: str) -> dict[str, Any]:
    page = await client.get(f"/api/{path}", params={"limit": 1}, headers=bearer(token))
    item: dict[str, Any] = page.json()["items"][0]
    return item


# --- body sizes ------------------------------------------------------------------------


async def test_bodies_over_the_limit_are_413_before_they_are_read(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    for size in (1_000_000, 8_000_000):
        body = b'{"name": "' + b"x" * size + b'"}'
        response = await client.post(
            "/api/sites",
            content=body,
            headers={**bearer(alice), "Content-Type": "application/json"},
        )
        assert "larger than 262144 bytes" in problem(response, 413, "payload-too-large")["detail"]

    # no Content-Length (chunked): counted as it streams in, refused at the limit
    sent = 0

    async def chunks() -> AsyncIterator[bytes]:
        nonlocal sent
        yield b'{"name": "'
        for _ in range(128):  # 8 MiB in 64 KiB chunks
            sent += 1
            yield b"y" * 65536
        yield b'"}'

    response = await client.post("/api/sites", content=chunks(), headers=bearer(alice))
    problem(response, 413, "payload-too-large")
    assert sent <= LIMIT // 65536 + 1, f"{sent} chunks were read before the refusal"

    # the console's form posts too
    form = await client.post("/login", data={"email": "a@b.example", "password": "p" * 2 * LIMIT})
    problem(form, 413, "payload-too-large")

    # a body within the limit still works
    ok = await client.post("/api/sites", json={"name": "Small site"}, headers=bearer(alice))
    assert ok.status_code == 201, ok.text


# --- free-form JSON ----------------------------------------------------------------------


async def test_deep_or_large_config_is_422_and_changes_nothing(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    device = await first(client, alice, "devices")
    url = f"/api/devices/{device['id']}"
    for config, kind in [
        (nested(300), "json_too_deep"),
        (nested(17), "json_too_deep"),
        ({"items": [[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]}, "json_too_deep"),
        ({"blob": "z" * 40_000}, "json_too_large"),
    ]:
        response = await client.patch(url, json={"config": config}, headers=bearer(alice))
        body = problem(response, 422, "validation-error")
        assert [e["type"] for e in body["errors"]] == [kind], body
        assert body["errors"][0]["loc"] == ["body", "config"]
        assert "at most" in body["errors"][0]["msg"]
        # nothing saved, and the org's device list still answers
        assert (await client.get(url, headers=bearer(alice))).json() == device
        listing = await client.get("/api/devices", headers=bearer(alice))
        assert listing.status_code == 200, listing.text

    # nested thousands deep: refused as a bad body, not a server error
    deep = '{"config": ' + '{"a": ' * 5000 + "1" + "}" * 5000 + "}"
    response = await client.patch(
        url, content=deep, headers={**bearer(alice), "Content-Type": "application/json"}
    )
    assert problem(response, 422, "validation-error")["errors"][0]["type"] == "json_too_deep"
    assert (await client.get(url, headers=bearer(alice))).json() == device

    # 16 levels are fine, on create too
    ok = await client.patch(url, json={"config": nested(16)}, headers=bearer(alice))
    assert ok.status_code == 200, ok.text
    product = await first(client, alice, "products")
    create = {
        "name": "Deep product",
        "category_id": product["category_id"],
        "manufacturer_id": product["manufacturer_id"],
        "config": nested(40),
    }
    response = await client.post("/api/products", json=create, headers=bearer(alice))
    problem(response, 422, "validation-error")


async def test_no_write_is_kept_when_the_response_cannot_be_built(
    acme_app: Any, tokens: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    alice = tokens["alice"]
    transport = httpx.ASGITransport(app=acme_app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://acme.localhost") as http:
        device = await first(http, alice, "devices")
        url = f"/api/devices/{device['id']}"
        before = (await http.get("/api/devices", headers=bearer(alice))).json()["total"]

        def broken(self: Any, **kwargs: Any) -> str:
            raise RuntimeError("the response cannot be serialized")

        monkeypatch.setattr(schemas.DeviceRead, "model_dump_json", broken)
        patch = await http.patch(url, json={"name": "Never saved"}, headers=bearer(alice))
        assert patch.status_code == 500
        create = {"serial_number": "NEVER-1", "product_id": device["product_id"]}
        assert (
            await http.post("/api/devices", json=create, headers=bearer(alice))
        ).status_code == 500
        decommission = await http.post(f"{url}/decommission", headers=bearer(alice))
        assert decommission.status_code == 500
        monkeypatch.undo()

        assert (await http.get(url, headers=bearer(alice))).json() == device
        after = (await http.get("/api/devices", headers=bearer(alice))).json()["total"]
        assert after == before


# --- text and booleans -------------------------------------------------------------------


async def test_control_characters_are_422_saying_which(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    for name, said in [
        ("bad\x00name", "NUL (U+0000)"),
        ("bell\x07", "U+0007"),
        ("esc\x1b[31m", "U+001B"),
        ("del\x7f", "U+007F"),
        ("c1\x85", "U+0085"),
    ]:
        response = await client.post("/api/sites", json={"name": name}, headers=bearer(alice))
        body = problem(response, 422, "validation-error")
        assert body["errors"][0]["type"] == "unstorable_value"
        assert said in body["detail"] and "remove it" in body["detail"], body
    device = await first(client, alice, "devices")
    url = f"/api/devices/{device['id']}"
    response = await client.patch(url, json={"config": {"k\x01": 1}}, headers=bearer(alice))
    problem(response, 422, "validation-error")

    # tabs and line breaks are text
    response = await client.post(
        "/api/work-orders",
        json={"title": "Two lines", "description": "first\nsecond\tcolumn\r\n"},
        headers=bearer(alice),
    )
    assert response.status_code == 201, response.text


async def test_booleans_are_strict(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    alice = tokens["alice"]
    rule = await first(client, alice, "alert-rules")
    url = f"/api/alert-rules/{rule['id']}"
    for value in ["yes", "true", "false", 1, 0, "on", None]:
        response = await client.patch(url, json={"enabled": value}, headers=bearer(alice))
        assert response.status_code == 422, (value, response.text)
    assert (await client.get(url, headers=bearer(alice))).json() == rule
    flipped = not rule["enabled"]
    response = await client.patch(url, json={"enabled": flipped}, headers=bearer(alice))
    assert response.status_code == 200 and response.json()["enabled"] is flipped


# --- invites -----------------------------------------------------------------------------


async def test_an_invite_does_not_reveal_other_tenants_accounts(
    client: httpx.AsyncClient, tokens: dict[str, str], acme_app: Any
) -> None:
    alice = tokens["alice"]
    answers = []
    for email in ["dave@globex.example", "brand.new@elsewhere.example"]:
        response = await client.post(
            "/api/users", json={"email": email, "full_name": "Someone"}, headers=bearer(alice)
        )
        answers.append((response.status_code, sorted(response.json())))
        assert response.json()["status"] == "invited"
    assert answers[0] == answers[1] == (201, answers[0][1])
    # inviting someone already in one's own org is still a conflict (the admin sees them)
    again = await client.post(
        "/api/users", json={"email": "bob@acme.example", "full_name": "Bob"}, headers=bearer(alice)
    )
    problem(again, 409, "conflict")

    # dave's own account is untouched: he signs in to Globex as before
    dave = await client.get(
        "/api/auth/me", headers=bearer(await login(client, "dave@globex.example"))
    )
    assert dave.json()["org_slug"] == "globex"

    # if both accounts become active with the same password, the org's host decides
    async with acme_app.state.sessions() as session, session.begin():
        await session.execute(
            update(User)
            .where(User.email == "dave@globex.example", User.status == "invited")
            .values(status="active", password_hash=hash_password(DEMO_PASSWORD, 4))
        )
    for host, slug in [("acme.localhost", "acme"), ("globex.localhost", "globex")]:
        token = await login_at(client, host)
        me = await client.get("/api/auth/me", headers=bearer(token))
        assert me.json()["org_slug"] == slug
    response = await client.post(
        "http://127.0.0.1/api/auth/login",
        json={"email": "dave@globex.example", "password": DEMO_PASSWORD},
    )
    assert "organization's own address" in problem(response, 409, "ambiguous-account")["detail"]


async def login_at(client: httpx.AsyncClient, host: str) -> str:
    response = await client.post(
        f"http://{host}:8000/api/auth/login",
        json={"email": "dave@globex.example", "password": DEMO_PASSWORD},
    )
    assert response.status_code == 200, response.text
    return str(response.json()["access_token"])
