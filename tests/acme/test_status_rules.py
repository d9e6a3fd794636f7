"""Statuses only the product sets: no client may PATCH a device "offline" (it goes offline
when it stops reporting) or "decommissioned" (only its decommission action does that), nor
a user "invited" (only inviting does that). A refusal is a 422 naming the field, and
writes nothing; the product's own paths still set these statuses."""

from typing import Any

import httpx
import pytest

from conftest import bearer

PROBLEM = "application/problem+json"


def assert_status_refused(response: httpx.Response, allowed: list[str]) -> None:
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert body["type"] == "https://acme.example/problems/validation-error"
    assert "status" in body["detail"]
    errors = [e for e in body["errors"] if e["loc"] == ["body", "status"]]
    assert errors, body["errors"]
    assert all(f"'{value}'" in errors[0]["msg"] for value in allowed), errors


async def first(client: httpx.AsyncClient, token: str, path: str, **where: Any) -> Any:
    response = await client.get(path, params={"limit": 200}, headers=bearer(token))
    assert response.status_code == 200, response.text
    return next(r for r in response.json()["items"] if where.items() <= r.items())


async def read(client: httpx.AsyncClient, token: str, url: str) -> Any:
    response = await client.get(url, headers=bearer(token))
    assert response.status_code == 200, response.text
    return response.json()


# --- devices -----------------------------------------------------------------------------


@pytest.mark.parametrize("status", ["offline", "decommissioned"])
async def test_no_one_may_patch_a_device_to_a_status_the_product_sets(
    client: httpx.AsyncClient, tokens: dict[str, str], status: str
) -> None:
    device = await first(client, tokens["alice"], "/api/devices", status="active")
    url = f"/api/devices/{device['id']}"
    for user in ("bob", "alice"):  # operator and admin alike
        for body in ({"status": status}, {"name": "Renamed", "status": status}):
            response = await client.patch(url, json=body, headers=bearer(tokens[user]))
            assert_status_refused(response, ["active", "maintenance"])
            assert await read(client, tokens["alice"], url) == device  # nothing written
    # a viewer may not write at all
    response = await client.patch(url, json={"status": status}, headers=bearer(tokens["carol"]))
    assert response.status_code == 403
    assert await read(client, tokens["alice"], url) == device


async def test_a_device_may_be_put_in_maintenance_and_back(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    device = await first(client, tokens["alice"], "/api/devices", status="active")
    url = f"/api/devices/{device['id']}"
    for status in ("maintenance", "active"):
        response = await client.patch(url, json={"status": status}, headers=bearer(tokens["bob"]))
        assert response.status_code == 200, response.text
        assert (await read(client, tokens["alice"], url))["status"] == status
    # an offline device too (it comes back when it reports again, or by hand)
    offline = await first(client, tokens["alice"], "/api/devices", status="offline")
    url = f"/api/devices/{offline['id']}"
    response = await client.patch(url, json={"status": "active"}, headers=bearer(tokens["bob"]))
    assert response.status_code == 200, response.text
    assert (await read(client, tokens["alice"], url))["status"] == "active"


async def test_decommissioning_is_the_admins_action(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    device = await first(client, tokens["alice"], "/api/devices", status="active")
    url = f"/api/devices/{device['id']}"
    response = await client.post(f"{url}/decommission", headers=bearer(tokens["bob"]))
    assert response.status_code == 403
    response = await client.post(f"{url}/decommission", headers=bearer(tokens["alice"]))
    assert response.status_code == 200, response.text
    assert (await read(client, tokens["alice"], url))["status"] == "decommissioned"
    # once retired, the device is the admin's alone
    response = await client.patch(url, json={"name": "Spare"}, headers=bearer(tokens["bob"]))
    assert response.status_code == 403
    assert "decommissioned devices" in response.json()["detail"]
    response = await client.patch(url, json={"name": "Spare"}, headers=bearer(tokens["alice"]))
    assert response.status_code == 200, response.text


async def test_the_seed_sets_offline_devices_and_invited_users(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    assert await first(client, tokens["alice"], "/api/devices", status="offline")
    assert await first(client, tokens["alice"], "/api/users", status="invited")


# --- users -------------------------------------------------------------------------------


async def test_no_one_may_patch_a_user_to_invited(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    user = await first(client, tokens["alice"], "/api/users", status="active", role="operator")
    url = f"/api/users/{user['id']}"
    for body in ({"status": "invited"}, {"department": "Moved", "status": "invited"}):
        response = await client.patch(url, json=body, headers=bearer(tokens["alice"]))
        assert_status_refused(response, ["active", "deactivated"])
        assert await read(client, tokens["alice"], url) == user  # nothing written
    # an invited user cannot be turned back into "invited" either way
    invited = await first(client, tokens["alice"], "/api/users", status="invited")
    response = await client.patch(
        f"/api/users/{invited['id']}", json={"status": "invited"}, headers=bearer(tokens["alice"])
    )
    assert_status_refused(response, ["active", "deactivated"])


async def test_a_user_may_be_deactivated_and_reactivated(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    user = await first(client, tokens["alice"], "/api/users", status="active", role="operator")
    url = f"/api/users/{user['id']}"
    for status in ("deactivated", "active"):
        response = await client.patch(url, json={"status": status}, headers=bearer(tokens["alice"]))
        assert response.status_code == 200, response.text
        assert (await read(client, tokens["alice"], url))["status"] == status


async def test_inviting_still_makes_invited_users(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    response = await client.post(
        "/api/users",
        json={"email": "nina@acme.example", "full_name": "Nina Novak", "role": "operator"},
        headers=bearer(tokens["alice"]),
    )
    assert response.status_code == 201, response.text
    assert response.json()["status"] == "invited"
    # an invitation cannot choose another status
    response = await client.post(
        "/api/users",
        json={"email": "ole@acme.example", "full_name": "Ole Berg", "status": "active"},
        headers=bearer(tokens["alice"]),
    )
    assert response.status_code == 422
