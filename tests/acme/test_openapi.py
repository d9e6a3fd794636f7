"""The OpenAPI document describes every resource, and fuzzing it never yields a 5xx."""

from typing import Any

import httpx
import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error

from conftest import bearer

PROBLEM = "application/problem+json"
COLLECTION = "/api/{path}"
ITEM = "/api/{path}/{{record_id}}"

# path -> methods on the collection, methods on one record (per the spec)
RESOURCES = {
    "users": ({"get", "post"}, {"get", "patch", "delete"}),
    "teams": ({"get", "post"}, {"get", "patch", "delete"}),
    "manufacturers": ({"get", "post"}, {"get", "patch", "delete"}),
    "categories": ({"get", "post"}, {"get", "patch", "delete"}),
    "products": ({"get", "post"}, {"get", "patch", "delete"}),
    "devices": ({"get", "post"}, {"get", "patch", "delete"}),
    "sites": ({"get", "post"}, {"get", "patch", "delete"}),
    "alerts": ({"get"}, {"get", "delete"}),
    "alert-rules": ({"get", "post"}, {"get", "patch", "delete"}),
    "work-orders": ({"get", "post"}, {"get", "patch", "delete"}),
    "invoices": ({"get"}, {"get"}),
}
EXTRA = {
    "/api/auth/login": {"post"},
    "/api/auth/me": {"get"},
    "/.well-known/jwks.json": {"get"},
    "/api/org": {"get", "patch"},
    "/api/alerts/{record_id}/acknowledge": {"post"},
    "/api/devices/{record_id}/decommission": {"post"},
}


def resolve(document: dict, node: dict) -> dict:
    while "$ref" in node:
        *_, name = node["$ref"].split("/")
        node = document["components"]["schemas"][name]
    return node


@pytest.fixture
async def document(client: httpx.AsyncClient) -> dict:
    response = await client.get("/openapi.json")
    assert response.status_code == 200
    return response.json()


async def test_every_resource_path_is_documented(document: dict) -> None:
    paths = document["paths"]
    expected = dict(EXTRA)
    for path, (on_list, on_item) in RESOURCES.items():
        expected[COLLECTION.format(path=path)] = on_list
        expected[ITEM.format(path=path)] = on_item
    for path, methods in expected.items():
        assert path in paths, f"{path} is not documented"
        documented = {m for m in paths[path] if m in {"get", "post", "patch", "delete", "put"}}
        assert documented == methods, (path, documented)


async def test_list_operations_document_search_and_paging(document: dict) -> None:
    for path in RESOURCES:
        operation = document["paths"][COLLECTION.format(path=path)]["get"]
        params = {p["name"]: p for p in operation["parameters"] if p["in"] == "query"}
        assert {"q", "limit", "offset"} <= params.keys(), path
        page = resolve(
            document, operation["responses"]["200"]["content"]["application/json"]["schema"]
        )
        assert {"items", "total", "limit", "offset"} <= page["properties"].keys()


async def test_create_bodies_have_valid_examples(document: dict) -> None:
    for path, (on_list, _) in RESOURCES.items():
        if "post" not in on_list:
            continue
        operation = document["paths"][COLLECTION.format(path=path)]["post"]
        schema = resolve(
            document, operation["requestBody"]["content"]["application/json"]["schema"]
        )
        examples = schema.get("examples")
        assert examples, f"POST /api/{path} has no example body"
        for example in examples:
            assert set(schema.get("required", [])) <= example.keys(), path
            assert example.keys() <= schema["properties"].keys(), path
        assert schema.get("additionalProperties") is False, path
        assert "org_id" not in schema["properties"], path
        assert "201" in operation["responses"], path


async def test_errors_are_documented_as_problem_json(document: dict) -> None:
    assert "ProblemDetail" in document["components"]["schemas"]
    for path, item in document["paths"].items():
        if not path.startswith("/api/") or path == "/api/auth/login":
            continue
        for method, operation in item.items():
            for status in ("401", "422"):
                assert status in operation["responses"], (method, path, status)
                assert PROBLEM in operation["responses"][status]["content"], (method, path)
    schemes = document["components"]["securitySchemes"]
    assert any(s.get("scheme", "").lower() == "bearer" for s in schemes.values())


async def test_create_examples_are_accepted(
    client: httpx.AsyncClient, tokens: dict[str, str], document: dict
) -> None:
    """The documented example bodies are bodies the API takes (ids aside)."""
    alice = tokens["alice"]
    ids: dict[str, int] = {}
    for kind in ["categories", "manufacturers", "products", "sites", "devices"]:
        page = await client.get(f"/api/{kind}", params={"limit": 1}, headers=bearer(alice))
        ids[kind] = page.json()["items"][0]["id"]
    refs = {
        "category_id": ids["categories"],
        "manufacturer_id": ids["manufacturers"],
        "product_id": ids["products"],
        "site_id": ids["sites"],
        "device_id": ids["devices"],
    }
    for path, (on_list, _) in RESOURCES.items():
        if "post" not in on_list:
            continue
        operation = document["paths"][COLLECTION.format(path=path)]["post"]
        schema = resolve(
            document, operation["requestBody"]["content"]["application/json"]["schema"]
        )
        body = {k: refs.get(k, v) for k, v in schema["examples"][0].items()}
        response = await client.post(f"/api/{path}", json=body, headers=bearer(alice))
        assert response.status_code in (201, 409), (path, response.text)


# --- fuzzing: schemathesis against the app served by uvicorn (`live_acme`), which runs the
# lifespan on its own event loop ---------------------------------------------------------


FUZZ_SETTINGS = settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    database=None,
    phases=[Phase.explicit, Phase.generate],
    derandomize=True,
)


@pytest.mark.stack
def test_fuzzing_finds_no_server_errors(live_acme: str) -> None:
    response = httpx.post(
        f"{live_acme}/api/auth/login",
        json={"email": "alice@acme.example", "password": "demo-password"},
    )
    assert response.status_code == 200, response.text
    headers = bearer(response.json()["access_token"])

    schema = schemathesis.openapi.from_url(f"{live_acme}/openapi.json")
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 40
    failures: list[str] = []
    statuses: set[int] = set()
    session = requests.Session()  # keep-alive: a new connection per call doubles the run time

    for operation in operations:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @FUZZ_SETTINGS
            @given(case=operation.as_strategy(generation_mode=mode))
            def fuzz(case: Any) -> None:
                response = case.call_and_validate(
                    headers=headers, checks=[not_a_server_error], session=session
                )
                statuses.add(response.status_code)

            try:
                fuzz()
            except Unsatisfiable:
                pass  # no parameters to break (negative mode on a parameterless operation)
            except Exception as exc:  # collect every operation's failure, then report all
                failures.append(f"{operation.label} [{mode.value}]: {exc}")

    session.close()
    # Tokens still work afterwards: the fuzzer never locked the admin out.
    assert httpx.get(f"{live_acme}/api/auth/me", headers=headers).status_code == 200
    assert not failures, "\n\n".join(failures)
    # The run exercised both success and rejection paths.
    assert {200, 201, 204, 404, 409, 422} <= statuses, statuses
