"""The role matrix of the spec: viewer reads, operator runs the fleet, admin does all."""

from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from conftest import bearer

PROBLEM = "application/problem+json"
ROLES = {"carol": "viewer", "bob": "operator", "alice": "admin"}
RANK = {"viewer": 0, "operator": 1, "admin": 2}
READABLE = [
    "users",
    "teams",
    "manufacturers",
    "categories",
    "products",
    "devices",
    "sites",
    "alerts",
    "alert-rules",
    "work-orders",
]


@dataclass(frozen=True)
class Op:
    """One API call; `{x}` in path or body is an id of the seeded acme record kind x,
    `{me}` the caller's first name; `fresh` names a kind that alice creates first."""

    method: str
    path: str
    needs: str
    ok: int = 200
    body: dict[str, Any] | None = None
    fresh: str | None = None
    label: str = field(default="")

    def __str__(self) -> str:
        return self.label or f"{self.method} {self.path}"


def fresh_body(kind: str, ids: dict[str, int], tag: str) -> dict[str, Any]:
    return {
        "users": {"email": f"fresh-{tag}@acme.example", "full_name": f"Fresh {tag}"},
        "teams": {"name": f"Fresh team {tag}"},
        "manufacturers": {"name": f"Fresh maker {tag}"},
        "categories": {"name": f"Fresh category {tag}"},
        "products": {
            "name": f"Fresh product {tag}",
            "category_id": ids["categories"],
            "manufacturer_id": ids["manufacturers"],
        },
        "devices": {"serial_number": f"FRESH-{tag}", "product_id": ids["products"]},
        "sites": {"name": f"Fresh site {tag}"},
        "alert-rules": {
            "name": f"Fresh rule {tag}",
            "metric": "co_ppm",
            "comparison": ">",
            "threshold": 50,
        },
        "work-orders": {"title": f"Fresh order {tag}"},
    }[kind]


CREATABLE = {
    "users": "admin",
    "teams": "admin",
    "manufacturers": "operator",
    "categories": "operator",
    "products": "operator",
    "devices": "operator",
    "sites": "operator",
    "alert-rules": "operator",
    "work-orders": "operator",
}
UPDATES = {
    "users": {"department": "Patched {me}"},
    "teams": {"description": "Patched {me}"},
    "manufacturers": {"country": "Patched {me}"},
    "categories": {"description": "Patched {me}"},
    "products": {"description": "Patched {me}"},
    "devices": {"name": "Patched {me}", "status": "maintenance"},
    "sites": {"address": "Patched {me}"},
    "alert-rules": {"threshold": 42.5, "enabled": False},
    "work-orders": {"status": "in_progress", "priority": "urgent"},
}

READS: list[Op] = [
    *(Op("GET", f"/api/{p}", "viewer") for p in READABLE),
    *(Op("GET", f"/api/{p}/{{{p}}}", "viewer") for p in READABLE),
    Op("GET", "/api/org", "viewer"),
    Op("GET", "/api/auth/me", "viewer"),
    # Billing is the admin's: operators (and so viewers) may not read invoices.
    Op("GET", "/api/invoices", "admin"),
    Op("GET", "/api/invoices/{invoices}", "admin"),
]
# Writes, grouped so that the calls of one group never disturb each other's records.
WRITES: dict[str, list[Op]] = {
    "create": [
        Op("POST", f"/api/{p}", r, ok=201, fresh=p, label=f"create {p}")
        for p, r in CREATABLE.items()
    ],
    "update": [
        *(Op("PATCH", f"/api/{p}/{{{p}}}", CREATABLE[p], body=b) for p, b in UPDATES.items()),
        Op("PATCH", "/api/org", "admin", body={"timezone": "Europe/Berlin", "name": "Acme {me}"}),
    ],
    "delete": [
        *(
            Op("DELETE", f"/api/{p}/{{fresh}}", "admin", ok=204, fresh=p, label=f"delete {p}")
            for p in CREATABLE
        ),
        Op("DELETE", "/api/alerts/{alerts}", "admin", ok=204),
    ],
    "acknowledge": [Op("POST", "/api/alerts/{alerts}/acknowledge", "operator")],
    "decommission": [Op("POST", "/api/devices/{devices}/decommission", "admin")],
    # (no PATCH sets "decommissioned": see test_status_rules.py)
}


def assert_problem(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert body["status"] == status
    assert body["type"].startswith("https://acme.example/problems/")
    assert body["detail"]
    return body


def fill(value: Any, names: dict[str, Any]) -> Any:
    if isinstance(value, str):
        return value.format(**names)
    if isinstance(value, dict):
        return {k: fill(v, names) for k, v in value.items()}
    return value


async def seeded_ids(client: httpx.AsyncClient, token: str) -> dict[str, int]:
    ids = {}
    for path in [*READABLE, "invoices"]:
        response = await client.get(f"/api/{path}", params={"limit": 1}, headers=bearer(token))
        assert response.status_code == 200, response.text
        assert response.json()["items"], f"seed data has no {path}"
        ids[path] = response.json()["items"][0]["id"]
    # An open alert, so that acknowledging changes something.
    response = await client.get("/api/alerts", params={"q": "open"}, headers=bearer(token))
    opened = [a for a in response.json()["items"] if a["status"] == "open"]
    assert opened, "seed data needs open alerts"
    ids["alerts"] = opened[0]["id"]
    # Not an admin's own account: they may not delete or demote themselves.
    me = (await client.get("/api/auth/me", headers=bearer(token))).json()["user_id"]
    users = (await client.get("/api/users", headers=bearer(token))).json()["items"]
    ids["users"] = next(u["id"] for u in users if u["id"] != me and u["role"] != "admin")
    return ids


@pytest.mark.parametrize("group", ["read", *WRITES])
async def test_role_matrix(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests, group: str
) -> None:
    """Viewer, operator, then admin try each call in turn: 403 below the role it needs."""
    ids = await seeded_ids(client, tokens["alice"])
    for op in READS if group == "read" else WRITES[group]:
        with subtests.test(op=str(op)):
            await check_op(client, tokens, ids, op)


async def check_op(
    client: httpx.AsyncClient, tokens: dict[str, str], ids: dict[str, int], op: Op
) -> None:
    for name, role in ROLES.items():
        names: dict[str, Any] = {**ids, "me": name}
        body = fill(op.body, names)
        if op.fresh and op.method == "DELETE":
            made = await client.post(
                f"/api/{op.fresh}",
                json=fresh_body(op.fresh, ids, f"del-{name}"),
                headers=bearer(tokens["alice"]),
            )
            assert made.status_code == 201, made.text
            names["fresh"] = made.json()["id"]
        elif op.fresh:
            body = fresh_body(op.fresh, ids, name)
        url = fill(op.path, names)
        before = await client.get(
            url if op.method != "POST" else op.path, headers=bearer(tokens["alice"])
        )
        response = await client.request(op.method, url, json=body, headers=bearer(tokens[name]))

        if RANK[role] >= RANK[op.needs]:
            assert response.status_code == op.ok, (name, response.text)
            if op.method == "PATCH" and body:
                for key, value in body.items():
                    assert response.json()[key] == value
            if op.method == "DELETE":
                gone = await client.get(url, headers=bearer(tokens["alice"]))
                assert_problem(gone, 404)
        else:
            problem = assert_problem(response, 403)
            assert problem["type"].endswith("/forbidden")
            assert role in problem["detail"]
            # A refused call changes nothing.
            after = await client.get(
                url if op.method != "POST" else op.path, headers=bearer(tokens["alice"])
            )
            assert after.status_code == before.status_code
            assert after.json() == before.json(), (name, op)


async def test_acknowledge_records_who(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    ids = await seeded_ids(client, tokens["alice"])
    response = await client.post(
        f"/api/alerts/{ids['alerts']}/acknowledge", headers=bearer(tokens["bob"])
    )
    assert response.status_code == 200, response.text
    alert = response.json()
    assert alert["status"] == "acknowledged"
    assert alert["acknowledged_by"] == "bob@acme.example"
    assert alert["acknowledged_at"]


async def test_admin_cannot_lock_themselves_out(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    alice = tokens["alice"]
    me = (await client.get("/api/auth/me", headers=bearer(alice))).json()
    url = f"/api/users/{me['user_id']}"
    before = (await client.get(url, headers=bearer(alice))).json()
    for method, body in [
        ("PATCH", {"status": "deactivated"}),
        ("PATCH", {"status": "invited"}),
        ("PATCH", {"role": "operator"}),
        ("PATCH", {"role": "viewer", "phone": "+1 555 0100"}),
        ("PATCH", {"role": None}),
        ("DELETE", None),
    ]:
        with subtests.test(method=method, body=body):
            response = await client.request(method, url, json=body, headers=bearer(alice))
            assert response.status_code in (409, 422)
            problem = assert_problem(response, response.status_code)
            if body not in ({"role": None}, {"status": "invited"}):  # 422: invalid values
                assert problem["status"] == 409
                assert problem["type"].endswith("/conflict")

            after = await client.get(url, headers=bearer(alice))
            assert after.status_code == 200
            assert after.json() == before
            assert after.json()["role"] == "admin" and after.json()["status"] == "active"
    assert (await client.get("/api/auth/me", headers=bearer(alice))).status_code == 200


async def test_admin_may_edit_own_harmless_fields(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    me = (await client.get("/api/auth/me", headers=bearer(alice))).json()
    response = await client.patch(
        f"/api/users/{me['user_id']}",
        json={"phone": "+1 555 0199", "role": "admin", "status": "active"},
        headers=bearer(alice),
    )
    assert response.status_code == 200, response.text
    assert response.json()["phone"] == "+1 555 0199"


async def test_admin_may_demote_and_deactivate_others(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice, bob = tokens["alice"], tokens["bob"]
    bob_id = (await client.get("/api/auth/me", headers=bearer(bob))).json()["user_id"]
    response = await client.patch(
        f"/api/users/{bob_id}", json={"role": "viewer"}, headers=bearer(alice)
    )
    assert response.status_code == 200, response.text
    # The demotion applies to bob's existing token at once.
    assert_problem(
        await client.post("/api/sites", json={"name": "Bob demoted"}, headers=bearer(bob)), 403
    )
