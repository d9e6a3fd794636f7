"""Lists narrow by the fields people filter by (`/api/devices?status=offline&site_id=1`):
values are checked (an unknown one is a 422 that names the allowed values), ids must be the
caller's org's, and filters combine with `q` and pagination."""

from typing import Any

import httpx
import pytest

from conftest import bearer

PROBLEM = "application/problem+json"


async def page(client: httpx.AsyncClient, token: str, path: str, **params: Any) -> dict[str, Any]:
    response = await client.get(f"/api/{path}", params=params, headers=bearer(token))
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def site_id(client: httpx.AsyncClient, token: str, name: str) -> int:
    sites = (await page(client, token, "sites", q=name))["items"]
    assert len(sites) == 1, sites
    return int(sites[0]["id"])


def assert_422(response: httpx.Response, name: str) -> str:
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert ["query", name] in [e["loc"] for e in body["errors"]], body
    detail: str = body["detail"]
    return detail


async def test_devices_by_status_and_site(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    lyon = await site_id(client, alice, "Lyon")
    offline = await page(client, alice, "devices", status="offline", limit=200)
    assert offline["total"] == len(offline["items"]) >= 2
    assert {d["status"] for d in offline["items"]} == {"offline"}

    both = await page(client, alice, "devices", status="offline", site_id=lyon)
    assert [d["serial_number"] for d in both["items"]] == ["GS-1004"]
    assert both["total"] == 1

    at_lyon = await page(client, alice, "devices", site_id=lyon, limit=200)
    assert at_lyon["total"] > 1 and {d["site_id"] for d in at_lyon["items"]} == {lyon}
    # with the text search and pages
    searched = await page(client, alice, "devices", site_id=lyon, q="GS-", limit=2, offset=2)
    assert searched["total"] < at_lyon["total"] and len(searched["items"]) == 2
    assert all(d["serial_number"].startswith("GS-") for d in searched["items"])


async def test_other_lists_filter_by_their_fields(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    cases = [
        ("alerts", {"severity": "critical", "status": "open"}),
        ("work-orders", {"status": "open", "priority": "urgent"}),
        ("users", {"role": "admin"}),
        ("invoices", {"status": "paid"}),
        ("alert-rules", {"enabled": "true"}),
    ]
    for path, params in cases:
        everything = await page(client, alice, path, limit=200)
        narrowed = await page(client, alice, path, limit=200, **params)
        assert 0 < narrowed["total"] < everything["total"], (path, params)
        for item in narrowed["items"]:
            for name, value in params.items():
                assert str(item[name]).lower() == value, (path, item)


async def test_an_unknown_value_is_a_422_that_says_what_is_allowed(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    response = await client.get("/api/devices?status=down", headers=bearer(alice))
    detail = assert_422(response, "status")
    assert "'offline'" in detail and "'maintenance'" in detail
    response = await client.get("/api/alerts?severity=sev1", headers=bearer(alice))
    assert "'critical'" in assert_422(response, "severity")
    response = await client.get("/api/devices?site_id=lyon", headers=bearer(alice))
    assert_422(response, "site_id")
    response = await client.get("/api/devices?site_id=999999", headers=bearer(alice))
    assert "site_id 999999 does not exist in your organization" in assert_422(response, "site_id")


@pytest.mark.parametrize(
    ("path", "param", "kind"),
    [("devices", "site_id", "sites"), ("work-orders", "assignee_id", "users")],
)
async def test_another_orgs_id_is_refused_never_listed(
    client: httpx.AsyncClient, tokens: dict[str, str], path: str, param: str, kind: str
) -> None:
    """Dave (Globex) filtering by an Acme site sees nothing of Acme's: a 422, as for an
    id that does not exist; Alice's own filter still lists only Acme's records."""
    alice, dave = tokens["alice"], tokens["dave"]
    acme_id = (await page(client, alice, kind))["items"][0]["id"]
    response = await client.get(f"/api/{path}", params={param: acme_id}, headers=bearer(dave))
    assert_422(response, param)
    theirs = await page(client, dave, path, limit=200)
    ours = await page(client, alice, path, limit=200, **{param: acme_id})
    assert not {r["id"] for r in theirs["items"]} & {r["id"] for r in ours["items"]}


async def test_the_filters_are_documented(client: httpx.AsyncClient) -> None:
    document = (await client.get("/openapi.json")).json()
    listed = {p["name"]: p for p in document["paths"]["/api/devices"]["get"]["parameters"]}
    assert {"q", "status", "site_id", "product_id", "limit", "offset"} <= listed.keys()
    schema = listed["status"]["schema"]
    values = [v for option in schema.get("anyOf", [schema]) for v in option.get("enum", [])]
    assert set(values) == {"active", "offline", "maintenance", "decommissioned"}
