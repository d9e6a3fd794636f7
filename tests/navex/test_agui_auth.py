"""The gateway's `POST /v1/agui` takes the same auth chain as `POST /v1/chat`: the
product's service JWT (checked in full) and a body whose caller must be the one the JWT
signs; nothing in the client's `RunAgentInput` says who asks. (The product's side of the
chain, `POST /api/assistant/agui`: tests/acme/test_assistant_agui_proxy.py; the whole
stack with the official client: tests/e2e/test_agui.py.)"""

from collections.abc import Callable
from typing import Any

from gateway_stack import Stack, _shared_router, is_problem, stack, start_gateway

from conftest import bearer

__all__ = ["_shared_router", "stack", "start_gateway"]  # fixtures, used by name


def run_input(text: str, **extra: Any) -> dict[str, Any]:
    """A RunAgentInput as an AG-UI client sends it (camelCase)."""
    return {
        "threadId": "t-agui-auth",
        "runId": "r-1",
        "messages": [{"id": "m-1", "role": "user", "content": text}],
        "tools": [],
        "context": [],
        "state": {},
        "forwardedProps": {},
        **extra,
    }


async def test_agui_needs_the_service_jwt_of_the_caller_the_body_names(
    start_gateway: Callable[..., Stack],
) -> None:
    gw = start_gateway()
    body = gw.body("alice", run=run_input("open sensor GS-1020"))

    async def refused(headers: dict[str, str], kind: str = "unauthorized") -> None:
        stream = await gw.post_stream("/v1/agui", body, headers)
        problem = is_problem(stream, 401)
        assert problem["type"].endswith("/" + kind), problem
        assert stream.headers["www-authenticate"] == "Bearer"

    await refused({})
    await refused({"Authorization": "Bearer not-a-jwt"})
    await refused(bearer(gw.tokens["alice"]))  # a user's own token is no service JWT
    await refused(gw.auth("alice", aud="acme-api"))
    await refused(gw.auth("alice", expires_in=-120), kind="token-expired")

    # alice's JWT with bob's body: refused, whatever the run says
    as_bob = gw.body("bob", run=run_input("open sensor GS-1020", forwardedProps={"user": "bob"}))
    problem = is_problem(await gw.post_stream("/v1/agui", as_bob, gw.auth("alice")), 403)
    assert problem["type"].endswith("/identity-mismatch"), problem

    # the real thing: an AG-UI run, RUN_STARTED first and RUN_FINISHED last
    ok = await gw.post_stream("/v1/agui", body, gw.auth("alice"))
    assert ok.status == 200, ok
    kinds = [data["type"] for _, data in ok.events]
    assert kinds[0] == "RUN_STARTED" and kinds[-1] == "RUN_FINISHED", kinds
    snapshot = next(data for _, data in ok.events if data["type"] == "STATE_SNAPSHOT")
    assert snapshot["snapshot"]["navigation"]["url"].startswith("http"), snapshot
