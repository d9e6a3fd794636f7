"""Tenancy at the door: a white-label host signs in, and accepts the tokens and sessions
of, its own organization only; the shared address (localhost) serves every org."""

import httpx

from acme.api.auth import SESSION_COOKIE
from conftest import DEMO_PASSWORD, bearer

ACME = "http://acme.localhost:8000"
GLOBEX = "http://globex.localhost:8000"


async def test_api_sign_in_on_another_tenants_host_reads_as_a_wrong_password(
    client: httpx.AsyncClient,
) -> None:
    wrong = await client.post(
        f"{ACME}/api/auth/login", json={"email": "alice@acme.example", "password": "nope-nope"}
    )
    foreign = await client.post(
        f"{GLOBEX}/api/auth/login",
        json={"email": "alice@acme.example", "password": DEMO_PASSWORD},
    )
    assert wrong.status_code == foreign.status_code == 401
    assert wrong.json()["detail"] == foreign.json()["detail"] == "Wrong email or password."
    own = await client.post(
        f"{ACME}/api/auth/login", json={"email": "alice@acme.example", "password": DEMO_PASSWORD}
    )
    assert own.status_code == 200, own.text


async def test_console_sign_in_on_another_tenants_host_is_refused(
    client: httpx.AsyncClient,
) -> None:
    refused = await client.post(
        f"{GLOBEX}/login", data={"email": "alice@acme.example", "password": DEMO_PASSWORD}
    )
    assert refused.status_code == 401
    assert "Wrong email or password." in refused.text
    assert SESSION_COOKIE not in refused.cookies


async def test_a_token_works_on_its_own_host_and_the_shared_one_only(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = bearer(tokens["alice"])
    assert (await client.get(f"{ACME}/api/devices", headers=alice)).status_code == 200
    assert (await client.get("/api/devices", headers=alice)).status_code == 200
    refused = await client.get(f"{GLOBEX}/api/devices", headers=alice)
    assert refused.status_code == 401
    assert refused.json()["type"].endswith("/wrong-organization")
    assert "GS-10" not in refused.text
    dave = bearer(tokens["dave"])
    assert (await client.get(f"{ACME}/api/auth/me", headers=dave)).status_code == 401
    assert (await client.get(f"{GLOBEX}/api/auth/me", headers=dave)).status_code == 200


async def test_a_session_cookie_is_not_a_session_on_another_tenants_host(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    cookie = {"Cookie": f"{SESSION_COOKIE}={tokens['alice']}"}
    own = await client.get(f"{ACME}/dashboard", headers=cookie)
    assert own.status_code == 200 and "Acme Industrial" in own.text
    other = await client.get(f"{GLOBEX}/dashboard", headers=cookie)
    assert other.status_code == 303
    assert other.headers["location"].startswith("/login")
