"""The console's web pages: sign-in, every catalog screen, roles and org isolation."""

from typing import Any

import httpx

from acme.api.auth import SESSION_COOKIE
from acme.catalog import Screen, load_catalog

CATALOG = load_catalog()
DEMO_PASSWORD = "demo-password"

# Catalog parameter -> the API collection that holds such records.
COLLECTIONS = {
    "user_id": "users",
    "team_id": "teams",
    "device_id": "devices",
    "site_id": "sites",
    "product_id": "products",
    "manufacturer_id": "manufacturers",
    "alert_id": "alerts",
    "work_order_id": "work-orders",
    "invoice_id": "invoices",
}


async def sign_in(client: httpx.AsyncClient, email: str) -> None:
    """Sign in through the login form; the client keeps the session cookie."""
    response = await client.post("/login", data={"email": email, "password": DEMO_PASSWORD})
    assert response.status_code == 303, response.text
    assert SESSION_COOKIE in response.cookies


async def real_ids(client: httpx.AsyncClient, token: str) -> dict[str, Any]:
    """One real id per catalog parameter, read through the API as this user."""
    me = (await client.get("/api/auth/me", headers=bearer(token))).json()
    ids: dict[str, Any] = {"org_id": me["org_id"], "user_id": me["user_id"], "role_id": "operator"}
    for param, path in COLLECTIONS.items():
        if param == "user_id":
            continue
        response = await client.get(f"/api/{path}?limit=1", headers=bearer(token))
        assert response.status_code == 200, response.text
        items = response.json()["items"]
        assert items, f"no seeded {path}"
        ids[param] = items[0]["id"]
    return ids


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def url_of(screen: Screen, ids: dict[str, Any]) -> str:
    return screen.path(**ids)


def test_catalog_loads() -> None:
    assert len(CATALOG.screens) >= 72
    names = {screen.screen_name for screen in CATALOG.screens}
    assert {"main_dashboard", "device_details", "edit_user_details", "edit_role"} <= names


async def test_every_screen_renders_for_admin(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    ids = await real_ids(client, tokens["alice"])
    await sign_in(client, "alice@acme.example")
    for screen in CATALOG.screens:
        response = await client.get(url_of(screen, ids))
        assert response.status_code == 200, (screen.screen_name, response.status_code)
        html = response.text
        assert f'data-screen="{screen.screen_name}"' in html, screen.screen_name
        assert '<div id="assistant-panel"></div>' in html
        assert "Acme Industrial" in html
        assert "Sign out" in html


async def test_viewer_sees_only_viewer_screens(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    ids = await real_ids(client, tokens["alice"])
    ids["user_id"] = (await client.get("/api/auth/me", headers=bearer(tokens["carol"]))).json()[
        "user_id"
    ]
    await sign_in(client, "carol@acme.example")
    forbidden = 0
    for screen in CATALOG.screens:
        response = await client.get(url_of(screen, ids))
        if "viewer" in screen.roles:
            assert response.status_code == 200, (screen.screen_name, response.status_code)
            assert f'data-screen="{screen.screen_name}"' in response.text
        else:
            forbidden += 1
            assert response.status_code == 403, (screen.screen_name, response.status_code)
            assert f'data-screen="{screen.screen_name}"' not in response.text
    assert forbidden > 0
    # The menu offers only what a viewer may open.
    menu = (await client.get("/dashboard")).text
    assert f"/orgs/{ids['org_id']}/billing" not in menu
    assert f"/orgs/{ids['org_id']}/devices" in menu


async def test_other_org_is_not_found(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    acme = await real_ids(client, tokens["alice"])
    globex = await real_ids(client, tokens["dave"])
    assert acme["org_id"] != globex["org_id"]
    await sign_in(client, "dave@globex.example")
    for screen in CATALOG.screens:
        if "org_id" in screen.path_parameters:
            response = await client.get(url_of(screen, acme))
            assert response.status_code == 404, (screen.screen_name, response.status_code)
            assert "Acme Industrial" not in response.text
    # Acme's record ids inside dave's own org path are not found either.
    for screen in CATALOG.screens:
        records = [p for p in screen.path_parameters if p in COLLECTIONS and p != "user_id"]
        if "org_id" not in screen.path_parameters or not records:
            continue
        ids = {**globex, **{p: acme[p] for p in records}}
        response = await client.get(url_of(screen, ids))
        assert response.status_code == 404, (screen.screen_name, response.status_code)
    # Another org's user profiles, by URL or with org path.
    assert (await client.get(f"/users/{acme['user_id']}/profile")).status_code == 404
    assert (
        await client.get(f"/orgs/{globex['org_id']}/users/{acme['user_id']}")
    ).status_code == 404
    # dave's own pages work.
    response = await client.get(f"/orgs/{globex['org_id']}/devices/{globex['device_id']}")
    assert response.status_code == 200
    assert "Globex" in response.text


async def test_profile_is_own_or_admin(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    me = {
        name: (await client.get("/api/auth/me", headers=bearer(tokens[name]))).json()["user_id"]
        for name in ("alice", "carol")
    }
    await sign_in(client, "carol@acme.example")
    assert (await client.get(f"/users/{me['carol']}/profile")).status_code == 200
    assert (await client.get(f"/users/{me['alice']}/profile")).status_code == 404
    assert (await client.get(f"/users/{me['alice']}/profile/edit")).status_code == 404
    await sign_in(client, "alice@acme.example")
    assert (await client.get(f"/users/{me['carol']}/profile")).status_code == 200


async def test_unauthenticated_redirects_to_login(client: httpx.AsyncClient) -> None:
    for path in ["/dashboard", "/orgs/1/devices", "/orgs/1/devices/5?tab=a"]:
        response = await client.get(path)
        assert response.status_code == 303
        assert response.headers["location"].startswith("/login?next=/")
    response = await client.get("/orgs/1/devices")
    assert response.headers["location"] == "/login?next=/orgs/1/devices"
    client.cookies.set(SESSION_COOKIE, "not-a-token")
    response = await client.get("/dashboard")
    assert response.status_code == 303
    assert response.headers["location"] == "/login?next=/dashboard"
    assert (await client.get("/")).headers["location"] == "/dashboard"
    login = await client.get("/login?next=/orgs/1/devices")
    assert login.status_code == 200
    assert 'name="next" value="/orgs/1/devices"' in login.text


async def test_login_and_logout(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/login", data={"email": "alice@acme.example", "password": "wrong-password"}
    )
    assert response.status_code == 401
    assert "Wrong email or password" in response.text
    assert "set-cookie" not in response.headers
    assert SESSION_COOKIE not in client.cookies

    response = await client.post(
        "/login",
        data={"email": "Alice@acme.example", "password": DEMO_PASSWORD, "next": "/orgs/1/sites"},
    )
    assert response.status_code == 303
    assert response.headers["location"] == "/orgs/1/sites"
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie

    for target in ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:x"]:
        response = await client.post(
            "/login",
            data={"email": "alice@acme.example", "password": DEMO_PASSWORD, "next": target},
        )
        assert response.headers["location"] == "/dashboard", target

    dashboard = await client.get("/dashboard")
    assert dashboard.status_code == 200
    assert "Alice" in dashboard.text and "admin" in dashboard.text

    response = await client.post("/logout")
    assert response.status_code == 303
    assert SESSION_COOKIE not in client.cookies
    assert (await client.get("/dashboard")).status_code == 303


async def test_device_details_shows_the_device(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    found = await client.get("/api/devices?q=GS-1020", headers=bearer(tokens["alice"]))
    device = found.json()["items"][0]
    org_id = (await client.get("/api/auth/me", headers=bearer(tokens["alice"]))).json()["org_id"]
    await sign_in(client, "alice@acme.example")
    response = await client.get(f"/orgs/{org_id}/devices/{device['id']}")
    assert response.status_code == 200
    html = response.text
    assert 'data-screen="device_details"' in html
    assert "<h1>Device details</h1>" in html
    assert "GS-1020" in html
    assert device["status"] in html
    # The device list links to it.
    listing = await client.get(f"/orgs/{org_id}/devices")
    assert f'href="/orgs/{org_id}/devices/{device["id"]}"' in listing.text


async def test_pages_escape_html(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    created = await client.post(
        "/api/sites",
        json={"name": "<script>alert(1)</script>", "timezone": "UTC"},
        headers=bearer(tokens["alice"]),
    )
    assert created.status_code == 201, created.text
    site = created.json()
    org_id = (await client.get("/api/auth/me", headers=bearer(tokens["alice"]))).json()["org_id"]
    await sign_in(client, "alice@acme.example")
    response = await client.get(f"/orgs/{org_id}/sites/{site['id']}")
    assert response.status_code == 200
    assert "<script>alert(1)</script>" not in response.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in response.text


async def test_unknown_role_and_static(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    await sign_in(client, "alice@acme.example")
    org_id = (await client.get("/api/auth/me", headers=bearer(tokens["alice"]))).json()["org_id"]
    assert (await client.get(f"/orgs/{org_id}/roles/admin/edit")).status_code == 200
    assert (await client.get(f"/orgs/{org_id}/roles/superuser/edit")).status_code == 404
    css = await client.get("/static/console.css")
    assert css.status_code == 200
    assert "text/css" in css.headers["content-type"]
