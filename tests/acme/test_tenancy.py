"""Isolation between orgs: another org's records are invisible (404), never referable."""

from typing import Any

import httpx
import pytest

from conftest import bearer

PROBLEM = "application/problem+json"

# path -> (search column shown to users, a valid PATCH body)
RESOURCES: dict[str, tuple[str | None, dict[str, Any] | None]] = {
    "users": ("email", {"department": "Tenancy"}),
    "teams": ("name", {"description": "Tenancy"}),
    "manufacturers": ("name", {"country": "Nowhere"}),
    "categories": ("name", {"description": "Tenancy"}),
    "products": ("name", {"description": "Tenancy"}),
    "devices": ("serial_number", {"name": "Tenancy"}),
    "sites": ("name", {"address": "Tenancy"}),
    "alerts": ("message", None),
    "alert-rules": ("name", {"threshold": 1.5}),
    "work-orders": ("title", {"description": "Tenancy"}),
    "invoices": ("number", None),
}
DELETABLE = {path for path in RESOURCES if path != "invoices"}


def assert_problem(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert body["status"] == status
    assert body["type"].startswith("https://acme.example/problems/")
    assert body["detail"]
    return body


async def list_all(client: httpx.AsyncClient, token: str, path: str, **params: Any) -> list[dict]:
    items: list[dict] = []
    offset = 0
    while True:
        response = await client.get(
            f"/api/{path}", params={**params, "limit": 200, "offset": offset}, headers=bearer(token)
        )
        assert response.status_code == 200, response.text
        page = response.json()
        items += page["items"]
        offset += page["limit"]
        if offset >= page["total"]:
            return items


async def first(client: httpx.AsyncClient, token: str, path: str) -> dict:
    items = await list_all(client, token, path)
    assert items, f"seed data has no {path}"
    return items[0]


async def count(client: httpx.AsyncClient, token: str, path: str) -> int:
    response = await client.get(f"/api/{path}", params={"limit": 1}, headers=bearer(token))
    assert response.status_code == 200, response.text
    return int(response.json()["total"])


async def test_other_orgs_record_is_404_everywhere(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    alice, dave = tokens["alice"], tokens["dave"]
    for path, (_, patch_body) in RESOURCES.items():
        with subtests.test(path=path):
            record = await first(client, alice, path)
            url = f"/api/{path}/{record['id']}"

            body = assert_problem(await client.get(url, headers=bearer(dave)), 404)
            assert body["type"].endswith("/not-found")
            assert str(record["id"]) in body["detail"]
            if patch_body is not None:
                response = await client.patch(url, json=patch_body, headers=bearer(dave))
                assert_problem(response, 404)
            if path in DELETABLE:
                assert_problem(await client.delete(url, headers=bearer(dave)), 404)

            # Nothing changed: alice still sees the record as it was.
            after = await client.get(url, headers=bearer(alice))
            assert after.status_code == 200
            assert after.json() == record


async def test_other_orgs_records_never_listed(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    alice, dave = tokens["alice"], tokens["dave"]
    for path, (column, _) in RESOURCES.items():
        with subtests.test(path=path):
            acme_items = await list_all(client, alice, path)
            globex_items = await list_all(client, dave, path)
            assert acme_items and globex_items, f"both orgs need seeded {path}"
            acme_ids = {item["id"] for item in acme_items}
            assert not acme_ids & {item["id"] for item in globex_items}

            assert column is not None
            for item in acme_items[:3]:
                sample = str(item[column])[:100]
                found = await list_all(client, dave, path, q=sample)
                assert not acme_ids & {i["id"] for i in found}, sample
                # The same search as alice finds it, so the query itself works.
                mine = await list_all(client, alice, path, q=sample)
                assert item["id"] in {i["id"] for i in mine}, sample


async def test_search_for_acme_serial_from_globex_is_empty(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    response = await client.get(
        "/api/devices", params={"q": "GS-1020"}, headers=bearer(tokens["alice"])
    )
    assert response.json()["total"] >= 1
    response = await client.get(
        "/api/devices", params={"q": "GS-1020"}, headers=bearer(tokens["dave"])
    )
    assert response.status_code == 200
    assert all(d["serial_number"] != "GS-1020" for d in response.json()["items"])


async def test_acme_only_actions_are_404_for_globex(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice, dave = tokens["alice"], tokens["dave"]
    alert = await first(client, alice, "alerts")
    device = await first(client, alice, "devices")
    assert_problem(
        await client.post(f"/api/alerts/{alert['id']}/acknowledge", headers=bearer(dave)), 404
    )
    assert_problem(
        await client.post(f"/api/devices/{device['id']}/decommission", headers=bearer(dave)), 404
    )
    assert (await client.get(f"/api/alerts/{alert['id']}", headers=bearer(alice))).json() == alert
    assert (
        await client.get(f"/api/devices/{device['id']}", headers=bearer(alice))
    ).json() == device


async def _references(client: httpx.AsyncClient, token: str) -> dict[str, int]:
    return {
        name: (await first(client, token, path))["id"]
        for name, path in [
            ("category", "categories"),
            ("manufacturer", "manufacturers"),
            ("product", "products"),
            ("site", "sites"),
            ("device", "devices"),
            ("user", "users"),
            ("team", "teams"),
        ]
    }


def _creates(own: dict[str, int], foreign: dict[str, int]) -> list[tuple[str, dict, str]]:
    """(path, body, the field pointing into the other org)"""
    return [
        (
            "products",
            {
                "name": "Leak P1",
                "category_id": foreign["category"],
                "manufacturer_id": own["manufacturer"],
            },
            "category_id",
        ),
        (
            "products",
            {
                "name": "Leak P2",
                "category_id": own["category"],
                "manufacturer_id": foreign["manufacturer"],
            },
            "manufacturer_id",
        ),
        ("devices", {"serial_number": "LEAK-1", "product_id": foreign["product"]}, "product_id"),
        (
            "devices",
            {"serial_number": "LEAK-2", "product_id": own["product"], "site_id": foreign["site"]},
            "site_id",
        ),
        (
            "alert-rules",
            {
                "name": "Leak rule",
                "product_id": foreign["product"],
                "metric": "co_ppm",
                "comparison": ">",
                "threshold": 1,
            },
            "product_id",
        ),
        ("work-orders", {"title": "Leak WO", "device_id": foreign["device"]}, "device_id"),
        ("work-orders", {"title": "Leak WO", "assignee_id": foreign["user"]}, "assignee_id"),
        (
            "users",
            {"email": "leak@globex.example", "full_name": "Leak", "team_id": foreign["team"]},
            "team_id",
        ),
    ]


async def test_create_with_other_orgs_reference_is_422_and_writes_nothing(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    dave, alice = tokens["dave"], tokens["alice"]
    own = await _references(client, dave)
    foreign = await _references(client, alice)
    for path, body, field in _creates(own, foreign):
        before = await count(client, dave, path)
        response = await client.post(f"/api/{path}", json=body, headers=bearer(dave))
        problem = assert_problem(response, 422)
        assert problem["type"].endswith("/validation-error")
        assert ["body", field] in [e["loc"] for e in problem["errors"]], (path, problem)
        assert await count(client, dave, path) == before, path


async def test_update_with_other_orgs_reference_is_422_and_changes_nothing(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    dave, alice = tokens["dave"], tokens["alice"]
    foreign = await _references(client, alice)
    cases = [
        ("products", {"category_id": foreign["category"]}),
        ("products", {"manufacturer_id": foreign["manufacturer"]}),
        ("devices", {"product_id": foreign["product"]}),
        ("devices", {"site_id": foreign["site"]}),
        ("alert-rules", {"product_id": foreign["product"]}),
        ("work-orders", {"device_id": foreign["device"]}),
        ("work-orders", {"assignee_id": foreign["user"]}),
        ("users", {"team_id": foreign["team"]}),
    ]
    for path, body in cases:
        record = await first(client, dave, path)
        url = f"/api/{path}/{record['id']}"
        assert_problem(await client.patch(url, json=body, headers=bearer(dave)), 422)
        assert (await client.get(url, headers=bearer(dave))).json() == record, path


@pytest.mark.parametrize(
    "path,body",
    [
        ("sites", {"name": "Org hop site"}),
        ("teams", {"name": "Org hop team"}),
        ("manufacturers", {"name": "Org hop maker"}),
        ("categories", {"name": "Org hop category"}),
        ("users", {"email": "hop@globex.example", "full_name": "Hop"}),
    ],
)
async def test_body_cannot_set_org_id(
    client: httpx.AsyncClient, tokens: dict[str, str], path: str, body: dict
) -> None:
    dave, alice = tokens["dave"], tokens["alice"]
    acme_org = (await client.get("/api/org", headers=bearer(alice))).json()
    before = await count(client, dave, path)
    before_acme = await count(client, alice, path)

    response = await client.post(
        f"/api/{path}", json={**body, "org_id": acme_org["id"]}, headers=bearer(dave)
    )
    problem = assert_problem(response, 422)
    assert ["body", "org_id"] in [e["loc"] for e in problem["errors"]]
    assert await count(client, dave, path) == before
    assert await count(client, alice, path) == before_acme

    record = await first(client, dave, path)
    response = await client.patch(
        f"/api/{path}/{record['id']}", json={"org_id": acme_org["id"]}, headers=bearer(dave)
    )
    assert_problem(response, 422)
    assert (await client.get(f"/api/{path}/{record['id']}", headers=bearer(dave))).json() == record


async def test_org_is_the_callers_own(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    orgs = {}
    for name in tokens:
        response = await client.get("/api/org", headers=bearer(tokens[name]))
        assert response.status_code == 200, response.text
        orgs[name] = response.json()
    assert orgs["alice"]["slug"] == orgs["bob"]["slug"] == orgs["carol"]["slug"] == "acme"
    assert orgs["dave"]["slug"] == "globex"
    assert orgs["alice"]["id"] != orgs["dave"]["id"]

    response = await client.patch(
        "/api/org", json={"timezone": "Asia/Tokyo"}, headers=bearer(tokens["dave"])
    )
    assert response.status_code == 200, response.text
    assert response.json()["slug"] == "globex"
    acme = (await client.get("/api/org", headers=bearer(tokens["alice"]))).json()
    assert acme == orgs["alice"]

    response = await client.patch(
        "/api/org", json={"id": orgs["alice"]["id"], "slug": "acme"}, headers=bearer(tokens["dave"])
    )
    assert_problem(response, 422)
