"""The assistant's audit log for admins: the gateway's `GET /v1/audit`, Acme's proxy
`GET /api/assistant/audit`, and the console's audit log screen.

Real Acme, MCP tool server, navex database and gateway (see gateway_stack.py); the chat
model is scripted. Only the service JWT decides: admins read their own org's log, other
roles get 403, and no org ever sees another's.
"""

# ruff: noqa: F811  (the fixtures imported below are requested by name)

from collections.abc import Callable
from datetime import UTC, datetime

import httpx
import psycopg
from gateway_stack import (  # noqa: F401  (fixtures)
    Stack,
    _shared_router,
    call,
    is_problem,
    serve,
    stack,
    start_gateway,
)
from psycopg.types.json import Json
from sqlalchemy.engine import make_url

import conftest
from acme.api.auth import SESSION_COOKIE
from acme.app import create_app as create_acme
from conftest import bearer
from navex.llm import ScriptedChatModel

SCRIPT = "<script>alert(1)</script>"


def _add_entry(gw: Stack, user: str, tool: str, outcome: str, error: str | None) -> None:
    """An audit row written as the policy gateway writes them (for the escaping check)."""
    claims = gw.claims[user]
    dsn = make_url(gw.navex_database_url).set(drivername="postgresql")
    with psycopg.connect(dsn.render_as_string(hide_password=False)) as conn:
        conn.execute(
            "INSERT INTO audit_log (request_id, thread_id, org_id, user_id, email, role, tool, "
            "arguments, outcome, error, started_at) "
            "VALUES ('r-x', 't-x', %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (
                claims["org_id"],
                int(claims["sub"]),
                claims["email"],
                claims["role"],
                tool,
                Json({}),
                outcome,
                error,
                datetime.now(UTC),
            ),
        )


async def _page(acme: str, path: str, token: str) -> str:
    """A console page as a signed-in browser gets it (the session cookie)."""
    async with httpx.AsyncClient(base_url=acme, cookies={SESSION_COOKIE: token}) as browser:
        response = await browser.get(path)
    assert response.status_code == 200, response.text
    return response.text


async def test_admins_read_their_orgs_assistant_audit_log_and_nobody_else_does(
    start_gateway: Callable[..., Stack], database_url: str
) -> None:
    model = ScriptedChatModel.of(
        call(
            "register_product",
            name="Wesco gas sensor",
            category="Gas detectors",
            manufacturer="Wesco",
        ),
        "I registered the Wesco gas sensor.",
    )
    gw = start_gateway(model=model)
    stream = await gw.chat(
        "bob", "register a new product 'Wesco gas sensor' made by Wesco, in Gas detectors"
    )
    assert stream.names[-1] == "final", stream.events

    # the gateway: alice (admin) sees bob's call, in her org only
    page = await gw.get("/v1/audit", "alice")
    assert page.status_code == 200, page.text
    body = page.json()
    assert body["org_id"] == gw.claims["alice"]["org_id"]
    assert (body["limit"], body["offset"]) == (50, 0)
    rows = [(e["email"], e["tool"], e["outcome"]) for e in body["entries"]]
    assert rows == [("bob@acme.example", "register_product", "succeeded")]
    assert {e["org_id"] for e in body["entries"]} == {gw.claims["alice"]["org_id"]}
    # operators and viewers may not read it; another org's admin sees none of it
    for user in ("bob", "carol"):
        assert "admin" in is_problem(await gw.get("/v1/audit", user), 403)["detail"]
    other = await gw.get("/v1/audit", "dave")
    assert other.status_code == 200 and other.json()["entries"] == []
    assert other.json()["org_id"] == gw.claims["dave"]["org_id"]
    # paging, bounded
    _add_entry(gw, "alice", "decommission_device", "failed", SCRIPT)
    newest = (await gw.get("/v1/audit?limit=1", "alice")).json()["entries"]
    assert [e["tool"] for e in newest] == ["decommission_device"]
    older = (await gw.get("/v1/audit?limit=1&offset=1", "alice")).json()["entries"]
    assert [e["tool"] for e in older] == ["register_product"]
    is_problem(await gw.get("/v1/audit?limit=0", "alice"), 422)
    is_problem(await gw.get("/v1/audit?limit=501", "alice"), 422)
    is_problem(await gw.get("/v1/audit"), 401)

    # Acme's proxy and console, proxying to this gateway (same database, same keys)
    settings = conftest.test_settings(database_url).model_copy(
        update={"assistant_url": gw.gateway_url}
    )
    with serve(create_acme(settings, database_url), "Acme with its assistant proxy") as acme:
        audit = acme + "/api/assistant/audit"
        alice = await gw.http.get(audit, params={"limit": 10}, headers=bearer(gw.tokens["alice"]))
        assert alice.status_code == 200, alice.text
        assert [e["tool"] for e in alice.json()["entries"]] == [
            "decommission_device",
            "register_product",
        ]
        bob = await gw.http.get(audit, headers=bearer(gw.tokens["bob"]))
        assert bob.status_code == 403 and bob.headers["content-type"].startswith(
            "application/problem+json"
        )
        dave = await gw.http.get(audit, headers=bearer(gw.tokens["dave"]))
        assert dave.status_code == 200 and dave.json()["entries"] == []
        assert (await gw.http.get(audit)).status_code == 401
        zero = await gw.http.get(audit, params={"limit": 0}, headers=bearer(gw.tokens["alice"]))
        assert zero.status_code == 422

        # the console's audit log screen shows the assistant's actions, escaped
        org = gw.claims["alice"]["org_id"]
        html = await _page(acme, f"/orgs/{org}/audit-log", gw.tokens["alice"])
        assert "Assistant actions" in html
        for shown in ("bob@acme.example", "register_product", "succeeded", "alice@acme.example"):
            assert shown in html
        assert SCRIPT not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
        dave_org = gw.claims["dave"]["org_id"]
        dave_html = await _page(acme, f"/orgs/{dave_org}/audit-log", gw.tokens["dave"])
        assert "Assistant actions" in dave_html and "register_product" not in dave_html
        assert "has not acted" in dave_html
