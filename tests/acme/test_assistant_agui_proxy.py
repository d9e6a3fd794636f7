"""`POST /api/assistant/agui` stands behind the same auth chain as the chat panel's
`/api/assistant/chat`: an anonymous or cross-site call is refused before anything reaches
the gateway; a signed-in caller's run is sent to the gateway's `POST /v1/agui` with a
service JWT minted for them and their own token inside, and who asks is never read from
the client's `RunAgentInput`. (The gateway's side: tests/navex/test_agui_auth.py.)"""

from typing import Any

import httpx
import pytest
from test_assistant_proxy import (
    SAME_ORIGIN,
    Recorder,
    assert_problem,
    recorded,
    recorder,
    sign_in,
    verify_with_jwks,
)

from conftest import bearer, login

__all__ = ["recorded", "recorder"]  # fixtures, used by name

AGUI = "/api/assistant/agui"


def run_input(**extra: Any) -> dict[str, Any]:
    return {
        "threadId": "t-agui",
        "runId": "r-1",
        "messages": [{"id": "m-1", "role": "user", "content": "open sensor GS-1020"}],
        "tools": [],
        "context": [],
        "state": {},
        "forwardedProps": {},
        **extra,
    }


async def test_anonymous_agui_runs_are_401(recorded: httpx.AsyncClient, recorder: Recorder) -> None:
    for headers in (SAME_ORIGIN, bearer("not-a-jwt")):
        response = await recorded.post(AGUI, json=run_input(), headers=headers)
        assert_problem(response, 401)
        assert response.headers["www-authenticate"].lower().startswith("bearer")
    assert recorder.requests == []


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "same-site", "Origin": "http://globex.localhost:8000"},
        {"Origin": "null"},
        {},
    ],
    ids=["cross-site", "same-site", "null-origin", "none"],
)
async def test_cross_site_cookie_agui_runs_are_403(
    recorded: httpx.AsyncClient, recorder: Recorder, headers: dict[str, str]
) -> None:
    await sign_in(recorded)
    assert_problem(await recorded.post(AGUI, json=run_input(), headers=headers), 403)
    assert recorder.requests == []


async def test_a_run_reaches_the_gateway_as_the_signed_in_caller(
    recorded: httpx.AsyncClient, recorder: Recorder
) -> None:
    session_token = await sign_in(recorded)
    forged = run_input(
        forwardedProps={"user_id": 999, "role": "admin"},
        state={"metadata": {"org_id": 999}},
    )
    response = await recorded.post(
        AGUI, json={**forged, "header": {"user_token": "x"}}, headers=SAME_ORIGIN
    )
    assert response.status_code == 204, response.text
    carol = await login(recorded, "carol@acme.example")
    response = await recorded.post(AGUI, json=run_input(), headers=bearer(carol))
    assert response.status_code == 204, response.text

    by_cookie, by_bearer = recorder.requests
    assert [by_cookie["path"], by_bearer["path"]] == ["/v1/agui", "/v1/agui"]
    assert by_cookie["headers"]["accept"] == "text/event-stream"
    claims = await verify_with_jwks(recorded, by_cookie["headers"]["authorization"][7:])
    assert (claims["email"], claims["role"]) == ("alice@acme.example", "admin")
    sent = by_cookie["json"]
    version = sent["header"]["data_version"]  # the org's, as the proxy read it
    assert sent["header"] == {"user_token": session_token, "data_version": version}
    assert sent["metadata"]["email"] == "alice@acme.example"
    assert sent["metadata"]["user_id"] == int(claims["sub"]) != 999
    assert sent["run"]["forwardedProps"] == forged["forwardedProps"]  # passed on, never read
    assert "header" not in sent["run"] or sent["run"]["header"] != sent["header"]

    claims = await verify_with_jwks(recorded, by_bearer["headers"]["authorization"][7:])
    assert (claims["email"], claims["role"]) == ("carol@acme.example", "viewer")
    assert by_bearer["json"]["header"] == {"user_token": carol, "data_version": version}
