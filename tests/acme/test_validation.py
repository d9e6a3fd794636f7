"""Bad input is a 422 problem+json with `errors`, conflicts a 409; lists page and search."""

from typing import Any

import httpx
import pytest

from conftest import bearer

PROBLEM = "application/problem+json"


def assert_problem(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert body["status"] == status
    assert body["type"].startswith("https://acme.example/problems/")
    assert isinstance(body["detail"], str) and body["detail"]
    return body


def assert_invalid(response: httpx.Response, loc: list[Any] | None = None) -> dict:
    body = assert_problem(response, 422)
    assert body["type"] == "https://acme.example/problems/validation-error"
    assert body["errors"], body
    for error in body["errors"]:
        assert {"loc", "msg", "type"} <= error.keys()
    if loc is not None:
        assert loc in [e["loc"][: len(loc)] for e in body["errors"]], body["errors"]
    return body


async def total(client: httpx.AsyncClient, token: str, path: str, **params: Any) -> int:
    response = await client.get(f"/api/{path}", params=params, headers=bearer(token))
    assert response.status_code == 200, response.text
    return int(response.json()["total"])


@pytest.fixture
async def ids(client: httpx.AsyncClient, tokens: dict[str, str]) -> dict[str, int]:
    found = {}
    for path in ["categories", "manufacturers", "products", "sites", "devices"]:
        response = await client.get(
            f"/api/{path}", params={"limit": 1}, headers=bearer(tokens["alice"])
        )
        found[path] = response.json()["items"][0]["id"]
    return found


BIG = 2_147_483_648


CREATE_CASES = [
    ("sites", {}, ["body", "name"]),
    ("products", {"name": "No refs"}, ["body", "category_id"]),
    ("devices", {"product_id": 1}, ["body", "serial_number"]),
    ("alert-rules", {"name": "r", "metric": "m", "threshold": 1}, ["body", "comparison"]),
    ("sites", {"name": 42}, ["body", "name"]),
    ("sites", {"name": ["a"]}, ["body", "name"]),
    (
        "products",
        {"name": "p", "category_id": "one", "manufacturer_id": 1},
        ["body", "category_id"],
    ),
    (
        "products",
        {"name": "p", "category_id": 1, "manufacturer_id": 1, "config": []},
        ["body", "config"],
    ),
    (
        "alert-rules",
        {"name": "r", "metric": "m", "comparison": ">", "threshold": "high"},
        ["body", "threshold"],
    ),
    ("work-orders", {"title": "t", "due_date": "someday"}, ["body", "due_date"]),
    ("work-orders", {"title": "t", "due_date": "2026-02-30"}, ["body", "due_date"]),
    ("sites", {"name": "s", "colour": "red"}, ["body", "colour"]),
    ("sites", {"name": "s", "id": 5}, ["body", "id"]),
    (
        "devices",
        {"serial_number": "X", "product_id": 1, "created_at": "2020-01-01"},
        ["body", "created_at"],
    ),
    ("work-orders", {"title": "t", "priority": "whenever"}, ["body", "priority"]),
    (
        "alert-rules",
        {"name": "r", "metric": "m", "comparison": "!=", "threshold": 1},
        ["body", "comparison"],
    ),
    (
        "alert-rules",
        {"name": "r", "metric": "m", "comparison": ">", "threshold": 1, "severity": "meh"},
        ["body", "severity"],
    ),
    ("users", {"email": "x@acme.example", "full_name": "X", "role": "superuser"}, ["body", "role"]),
    ("users", {"email": "not an email", "full_name": "X"}, ["body", "email"]),
    ("products", {"name": "p", "category_id": BIG, "manufacturer_id": 1}, ["body", "category_id"]),
    ("products", {"name": "p", "category_id": 0, "manufacturer_id": 1}, ["body", "category_id"]),
    ("products", {"name": "p", "category_id": -1, "manufacturer_id": 1}, ["body", "category_id"]),
    ("devices", {"serial_number": "X", "product_id": 10**30}, ["body", "product_id"]),
    ("work-orders", {"title": "t", "assignee_id": BIG}, ["body", "assignee_id"]),
    ("sites", {"name": "bad\x00name"}, ["body", "name"]),
    (
        "devices",
        {"serial_number": "X", "product_id": 1, "config": {"k": "v\x00"}},
        ["body", "config"],
    ),
    (
        "devices",
        {"serial_number": "X", "product_id": 1, "config": {"k\x00": 1}},
        ["body", "config"],
    ),
    ("sites", {"name": "x" * 201}, ["body", "name"]),
    ("sites", {"name": "s", "address": "a" * 100_000}, ["body", "address"]),
    ("devices", {"serial_number": "S" * 101, "product_id": 1}, ["body", "serial_number"]),
    ("sites", {"name": "   "}, ["body", "name"]),
    ("sites", {"name": ""}, ["body", "name"]),
]


async def test_invalid_create_body_is_422(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    alice = tokens["alice"]
    for path, body, loc in CREATE_CASES:
        with subtests.test(path=path, body=str(body)[:80]):
            before = await total(client, alice, path)
            response = await client.post(f"/api/{path}", json=body, headers=bearer(alice))
            assert_invalid(response, loc)
            assert await total(client, alice, path) == before


UPDATE_CASES = [
    ("sites", {"name": None}, ["body", "name"]),
    ("sites", {"timezone": None}, ["body", "timezone"]),
    ("devices", {"product_id": None}, ["body", "product_id"]),
    ("devices", {"status": None}, ["body", "status"]),
    ("products", {"config": None}, ["body", "config"]),
    ("work-orders", {"priority": None}, ["body", "priority"]),
    ("devices", {"status": "exploded"}, ["body", "status"]),
    ("devices", {"site_id": BIG}, ["body", "site_id"]),
    ("devices", {"org_id": 1}, ["body", "org_id"]),
    ("sites", {"name": "x\x00"}, ["body", "name"]),
    ("sites", {"name": "x" * 201}, ["body", "name"]),
]


async def test_invalid_update_body_is_422(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    """Explicit null on a field that cannot be empty is invalid, not a database error."""
    alice = tokens["alice"]
    for path, body, loc in UPDATE_CASES:
        with subtests.test(path=path, body=str(body)[:80]):
            page = await client.get(f"/api/{path}", params={"limit": 1}, headers=bearer(alice))
            record = page.json()["items"][0]
            url = f"/api/{path}/{record['id']}"
            assert_invalid(await client.patch(url, json=body, headers=bearer(alice)), loc)
            assert (await client.get(url, headers=bearer(alice))).json() == record


async def test_invalid_org_update_is_422(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    alice = tokens["alice"]
    before = (await client.get("/api/org", headers=bearer(alice))).json()
    for body in [
        {"name": None},
        {"timezone": None},
        {"locale": None},
        {"name": "New name", "primary_color": None},
        {"primary_color": "red"},
        {"slug": "hijack"},
        {"locale": "x" * 17},
    ]:
        with subtests.test(body=body):
            response = await client.patch("/api/org", json=body, headers=bearer(alice))
            nulls = [k for k, v in body.items() if v is None]
            assert_invalid(response, ["body", nulls[0]] if nulls else None)
            assert (await client.get("/api/org", headers=bearer(alice))).json() == before


BAD_URLS = [
    "/api/devices/2147483648",
    "/api/devices/0",
    "/api/devices/-5",
    "/api/devices/abc",
    "/api/devices/99999999999999999999999999",
    "/api/devices?limit=0",
    "/api/devices?limit=201",
    "/api/devices?limit=ten",
    "/api/devices?offset=-1",
    "/api/devices?q=" + "x" * 201,
    "/api/devices?q=a%00b",
]


async def test_invalid_path_or_query_is_422(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    for url in BAD_URLS:
        with subtests.test(url=url[:60]):
            assert_invalid(await client.get(url, headers=bearer(tokens["alice"])))


BAD_BODIES = [
    (b'{"name": "broken', "application/json"),
    (b"{'name': 'single quotes'}", "application/json"),
    (b"", "application/json"),
    (b'"just a string"', "application/json"),
    (b"[1, 2]", "application/json"),
    (b"name=Form+site", "application/x-www-form-urlencoded"),
    (b"name: yaml site", "text/plain"),
    (b"<site><name>x</name></site>", "application/xml"),
]


async def test_malformed_or_non_json_body_is_422(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    alice = tokens["alice"]
    before = await total(client, alice, "sites")
    for content, content_type in BAD_BODIES:
        with subtests.test(content=content, content_type=content_type):
            response = await client.post(
                "/api/sites",
                content=content,
                headers={**bearer(alice), "Content-Type": content_type},
            )
            assert_invalid(response)
            assert await total(client, alice, "sites") == before


async def test_json_that_postgres_cannot_store_is_422(
    client: httpx.AsyncClient,
    tokens: dict[str, str],
    ids: dict[str, int],
    subtests: pytest.Subtests,
) -> None:
    """Python's JSON parser accepts these; the database does not: answer 422, not 500."""
    alice = tokens["alice"]
    refs = f'"category_id": {ids["categories"]}, "manufacturer_id": {ids["manufacturers"]}'
    for fields in [
        '"name": "Lone \\ud800 surrogate"',
        '"name": "Lone \\udfff"',
        '"name": "key", "config": {"\\ud800": 1}',
        '"name": "NaN config", "config": {"x": NaN}',
        '"name": "Inf config", "config": {"x": [1, -Infinity]}',
        '"name": "nested", "config": {"a": {"b": ["\\u0000"]}}',
    ]:
        with subtests.test(body=fields):
            before = await total(client, alice, "products")
            response = await client.post(
                "/api/products",
                content=("{" + fields + ", " + refs + "}").encode(),
                headers={**bearer(alice), "Content-Type": "application/json"},
            )
            assert_invalid(response)
            assert await total(client, alice, "products") == before

    # A valid astral character (a surrogate pair in JSON) is fine.
    response = await client.post(
        "/api/sites",
        content=b'{"name": "Rocket \\ud83d\\ude80 site"}',
        headers={**bearer(alice), "Content-Type": "application/json"},
    )
    assert response.status_code == 201, response.text
    assert response.json()["name"] == "Rocket \U0001f680 site"


async def test_lone_surrogate_password_is_not_a_server_error(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/auth/login",
        content=b'{"email": "alice@acme.example", "password": "\\ud800"}',
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code in (401, 422), response.text
    assert response.headers["content-type"].startswith(PROBLEM)


# --- conflicts --------------------------------------------------------------------------


async def test_duplicate_name_is_409(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    alice = tokens["alice"]
    first = await client.post("/api/sites", json={"name": "Twin site"}, headers=bearer(alice))
    assert first.status_code == 201, first.text
    before = await total(client, alice, "sites")
    second = await client.post("/api/sites", json={"name": "Twin site"}, headers=bearer(alice))
    problem = assert_problem(second, 409)
    assert problem["type"].endswith("/conflict")
    assert await total(client, alice, "sites") == before

    # Renaming another site onto the taken name is a conflict too.
    other = await client.post("/api/sites", json={"name": "Other site"}, headers=bearer(alice))
    renamed = await client.patch(
        f"/api/sites/{other.json()['id']}", json={"name": "Twin site"}, headers=bearer(alice)
    )
    assert_problem(renamed, 409)
    after = await client.get(f"/api/sites/{other.json()['id']}", headers=bearer(alice))
    assert after.json()["name"] == "Other site"


async def test_same_name_in_another_org_is_fine(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    for name in ("alice", "dave"):
        response = await client.post(
            "/api/sites", json={"name": "Shared name"}, headers=bearer(tokens[name])
        )
        assert response.status_code == 201, response.text


async def test_duplicate_serial_and_email_are_409(
    client: httpx.AsyncClient, tokens: dict[str, str], ids: dict[str, int]
) -> None:
    alice = tokens["alice"]
    response = await client.post(
        "/api/devices",
        json={"serial_number": "GS-1020", "product_id": ids["products"]},
        headers=bearer(alice),
    )
    assert_problem(response, 409)
    before = await total(client, alice, "users")
    for email in ["bob@acme.example", "BOB@Acme.Example"]:
        response = await client.post(
            "/api/users", json={"email": email, "full_name": "Bob Again"}, headers=bearer(alice)
        )
        assert_problem(response, 409)
    assert await total(client, alice, "users") == before

    response = await client.post(
        "/api/users",
        json={"email": "Nina.Novak@ACME.example", "full_name": "Nina"},
        headers=bearer(alice),
    )
    assert response.status_code == 201, response.text
    assert response.json()["email"] == "nina.novak@acme.example"
    assert response.json()["status"] == "invited"


async def test_deleting_category_in_use_is_409(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    product = (
        await client.get("/api/products", params={"limit": 1}, headers=bearer(alice))
    ).json()["items"][0]
    url = f"/api/categories/{product['category_id']}"
    problem = assert_problem(await client.delete(url, headers=bearer(alice)), 409)
    assert "referenced" in problem["detail"]
    assert (await client.get(url, headers=bearer(alice))).status_code == 200

    manufacturer = f"/api/manufacturers/{product['manufacturer_id']}"
    assert_problem(await client.delete(manufacturer, headers=bearer(alice)), 409)

    unused = await client.post("/api/categories", json={"name": "Unused"}, headers=bearer(alice))
    deleted = await client.delete(f"/api/categories/{unused.json()['id']}", headers=bearer(alice))
    assert deleted.status_code == 204


# --- pagination and search --------------------------------------------------------------


async def test_pagination(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    alice = tokens["alice"]
    everything = (
        await client.get("/api/devices", params={"limit": 200}, headers=bearer(alice))
    ).json()
    assert everything["total"] >= 30
    assert len(everything["items"]) == everything["total"]
    all_ids = [d["id"] for d in everything["items"]]
    assert all_ids == sorted(all_ids)

    default = (await client.get("/api/devices", headers=bearer(alice))).json()
    assert default["limit"] == 50 and default["offset"] == 0

    seen = []
    for offset in range(0, everything["total"], 7):
        page = (
            await client.get(
                "/api/devices", params={"limit": 7, "offset": offset}, headers=bearer(alice)
            )
        ).json()
        assert page["total"] == everything["total"]
        assert page["limit"] == 7 and page["offset"] == offset
        assert len(page["items"]) == min(7, everything["total"] - offset)
        seen += [d["id"] for d in page["items"]]
    assert seen == all_ids

    beyond = (
        await client.get("/api/devices", params={"offset": 10_000}, headers=bearer(alice))
    ).json()
    assert beyond["items"] == [] and beyond["total"] == everything["total"]


async def test_search_is_case_insensitive(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    for path, q, field, expected in [
        ("devices", "gs-1020", "serial_number", "GS-1020"),
        ("devices", "GS-1020", "serial_number", "GS-1020"),
        ("users", "ALICE@ACME", "email", "alice@acme.example"),
        ("users", "carol", "email", "carol@acme.example"),
    ]:
        with subtests.test(path=path, q=q):
            response = await client.get(
                f"/api/{path}", params={"q": q}, headers=bearer(tokens["alice"])
            )
            page = response.json()
            assert expected in [item[field] for item in page["items"]]
            assert page["total"] == len(page["items"])
            for item in page["items"]:
                text = " ".join(str(v) for v in item.values() if isinstance(v, str))
                assert q.lower() in text.lower()


async def test_search_by_name_and_total(client: httpx.AsyncClient, tokens: dict[str, str]) -> None:
    alice = tokens["alice"]
    for name in ["Zeta North Yard", "zeta south yard", "Unrelated"]:
        made = await client.post("/api/sites", json={"name": name}, headers=bearer(alice))
        assert made.status_code == 201, made.text
    page = (await client.get("/api/sites", params={"q": "ZETA"}, headers=bearer(alice))).json()
    assert sorted(s["name"] for s in page["items"]) == ["Zeta North Yard", "zeta south yard"]
    assert page["total"] == 2
    limited = (
        await client.get("/api/sites", params={"q": "zeta", "limit": 1}, headers=bearer(alice))
    ).json()
    assert limited["total"] == 2 and len(limited["items"]) == 1


async def test_search_treats_wildcards_literally(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    alice = tokens["alice"]
    for name in ["Tank 100% full", "Tank 1000 full", "Pipe_A", "PipeXA", "Back\\slash"]:
        made = await client.post("/api/sites", json={"name": name}, headers=bearer(alice))
        assert made.status_code == 201, made.text

    async def names(q: str) -> list[str]:
        response = await client.get("/api/sites", params={"q": q}, headers=bearer(alice))
        assert response.status_code == 200, response.text
        return sorted(s["name"] for s in response.json()["items"])

    assert await names("100%") == ["Tank 100% full"]
    assert await names("%") == ["Tank 100% full"]
    assert await names("pipe_a") == ["Pipe_A"]
    assert await names("_") == ["Pipe_A"]
    assert await names("k\\s") == ["Back\\slash"]
    assert await names("\\") == ["Back\\slash"]
    assert await names("nothing-like-this") == []


async def test_odd_query_strings_are_not_server_errors(
    client: httpx.AsyncClient, tokens: dict[str, str], subtests: pytest.Subtests
) -> None:
    for query in ["q=%ED%A0%80", "q=%FF%FE", "q=%", "q=%%25", "q=a&q=b", "limit=1e3", "offset=1.5"]:
        with subtests.test(query=query):
            response = await client.get(f"/api/devices?{query}", headers=bearer(tokens["alice"]))
            assert response.status_code in (200, 422), response.text
            if response.status_code == 422:
                assert_invalid(response)
