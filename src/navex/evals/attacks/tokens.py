"""Forged and misused tokens, against Acme's API, the navex gateway and the MCP server."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from navex.evals.attacks.context import ALICE, CAROL, DAVE, AttackContext, Case, status_in
from navex.evals.attacks.mcp import mcp_call

ME = "/api/auth/me"


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unsigned(header: dict[str, Any], claims: dict[str, Any], secret: bytes = b"") -> str:
    head = _b64(json.dumps(header).encode()) + "." + _b64(json.dumps(claims).encode())
    if not secret:
        return head + "."
    return head + "." + _b64(hmac.new(secret, head.encode(), hashlib.sha256).digest())


def _stranger_key() -> Any:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


async def _me_with(ctx: AttackContext, token: str) -> tuple[bool, str]:
    return status_in(await ctx.call("GET", ME, headers={"Authorization": f"Bearer {token}"}), 401)


async def no_token(ctx: AttackContext) -> tuple[bool, str]:
    return status_in(await ctx.call("GET", "/api/devices"), 401)


async def garbage(ctx: AttackContext) -> tuple[bool, str]:
    return await _me_with(ctx, "not-a-jwt")


async def bad_signature(ctx: AttackContext) -> tuple[bool, str]:
    head, body, sig = (await ctx.token(ALICE)).split(".")
    flipped = sig[:-6] + ("AAAAAA" if not sig.endswith("AAAAAA") else "BBBBBB")
    return await _me_with(ctx, f"{head}.{body}.{flipped}")


async def stranger_key(ctx: AttackContext) -> tuple[bool, str]:
    kid, _ = await ctx.signing_key()
    token = jwt.encode(await ctx.claims_of(ALICE), _stranger_key(), "RS256", headers={"kid": kid})
    return await _me_with(ctx, token)


async def alg_none(ctx: AttackContext) -> tuple[bool, str]:
    kid, _ = await ctx.signing_key()
    return await _me_with(
        ctx, _unsigned({"alg": "none", "typ": "JWT", "kid": kid}, await ctx.claims_of(ALICE))
    )


async def hs256_public_key(ctx: AttackContext) -> tuple[bool, str]:
    kid, pem = await ctx.signing_key()
    private = serialization.load_pem_private_key(pem.encode(), None)
    public = private.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    header = {"alg": "HS256", "typ": "JWT", "kid": kid}
    return await _me_with(ctx, _unsigned(header, await ctx.claims_of(ALICE), public))


async def expired(ctx: AttackContext) -> tuple[bool, str]:
    now = int(time.time())
    return await _me_with(
        ctx, await ctx.mint(await ctx.claims_of(ALICE, iat=now - 7200, exp=now - 3600))
    )


async def unknown_kid(ctx: AttackContext) -> tuple[bool, str]:
    _, pem = await ctx.signing_key()
    return await _me_with(
        ctx, jwt.encode(await ctx.claims_of(ALICE), pem, "RS256", headers={"kid": "k-0"})
    )


async def service_audience(ctx: AttackContext) -> tuple[bool, str]:
    """A service token (audience navex-gateway) replayed at the product's API."""
    return await _me_with(ctx, await ctx.mint(await _service_claims(ctx, ALICE)))


async def wrong_issuer(ctx: AttackContext) -> tuple[bool, str]:
    return await _me_with(ctx, await ctx.mint(await ctx.claims_of(ALICE, iss="evil")))


async def no_expiry(ctx: AttackContext) -> tuple[bool, str]:
    return await _me_with(ctx, await ctx.mint(await ctx.claims_of(ALICE, exp=None)))


async def other_org_claim(ctx: AttackContext) -> tuple[bool, str]:
    dave = await ctx.claims_of(DAVE)
    return await _me_with(ctx, await ctx.mint(await ctx.claims_of(ALICE, org_id=dave["org_id"])))


async def role_claim(ctx: AttackContext) -> tuple[bool, str]:
    """A correctly signed viewer token that says admin: the role is the database's."""
    token = await ctx.mint(await ctx.claims_of(CAROL, role="admin"))
    response = await ctx.call(
        "POST",
        "/api/sites",
        headers={"Authorization": f"Bearer {token}"},
        json={"name": "Forged role depot", "timezone": "UTC"},
    )
    left = await ctx.items("/api/sites?q=Forged role depot", ALICE)
    return (
        response.status_code == 403 and not left,
        f"HTTP {response.status_code}; sites {len(left)}",
    )


async def other_host(ctx: AttackContext) -> tuple[bool, str]:
    """Globex's token sent to Acme's white-label host: still only Globex's data."""
    response = await ctx.read("/api/devices", DAVE, headers={"Host": "acme.localhost"})
    text = response.text
    leaked = "GS-10" in text or "Lyon plant" in text
    return response.status_code in (
        200,
        401,
        403,
        404,
    ) and not leaked, f"HTTP {response.status_code}, acme data {'shown' if leaked else 'absent'}"


async def deactivated(ctx: AttackContext) -> tuple[bool, str]:
    email = "tom.okafor@acme.example"
    token = await ctx.token(email)
    user = await ctx.one(f"/api/users?q={email}", ALICE)
    done = await ctx.call(
        "PATCH", f"/api/users/{user['id']}", ALICE, json={"status": "deactivated"}
    )
    after = await ctx.call("GET", ME, headers={"Authorization": f"Bearer {token}"})
    ctx.tokens.pop(email, None)
    return (
        done.status_code == 200 and after.status_code == 401,
        f"deactivate {done.status_code}; his token then {after.status_code}",
    )


# --- the gateway: only Acme's service tokens, for the user they name -------------------------


async def _service_claims(ctx: AttackContext, email: str, **changes: Any) -> dict[str, Any]:
    """`email`'s claims as Acme's proxy puts them in a service token (60 s, the gateway's
    audience)."""
    now = int(time.time())
    service = {"aud": "navex-gateway", "iat": now, "exp": now + 60, **changes}
    return await ctx.claims_of(email, **service)


async def _gateway_chat(
    ctx: AttackContext, token: str | None, as_email: str = ALICE
) -> tuple[int, str]:
    claims = await ctx.claims_of(as_email)
    body = {
        "user_query": "list my devices",
        "hostname": "acme.localhost",
        "metadata": {
            "user_id": int(claims["sub"]),
            "org_id": claims["org_id"],
            "role": claims["role"],
            "email": claims["email"],
        },
        "header": {"user_token": await ctx.token(as_email)},
    }
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = await ctx.http.post(ctx.stack.gateway_url + "/v1/chat", json=body, headers=headers)
    return response.status_code, response.text[:160]


def _status(got: tuple[int, str], *allowed: int) -> tuple[bool, str]:
    return got[0] in allowed, f"HTTP {got[0]} {got[1]}"


async def gateway_user_token(ctx: AttackContext) -> tuple[bool, str]:
    return _status(await _gateway_chat(ctx, await ctx.token(ALICE)), 401)


async def gateway_no_token(ctx: AttackContext) -> tuple[bool, str]:
    return _status(await _gateway_chat(ctx, None), 401)


async def gateway_alg_none(ctx: AttackContext) -> tuple[bool, str]:
    kid, _ = await ctx.signing_key()
    claims = await _service_claims(ctx, ALICE)
    return _status(await _gateway_chat(ctx, _unsigned({"alg": "none", "kid": kid}, claims)), 401)


async def gateway_stranger_key(ctx: AttackContext) -> tuple[bool, str]:
    kid, _ = await ctx.signing_key()
    claims = await _service_claims(ctx, ALICE)
    token = jwt.encode(claims, _stranger_key(), "RS256", headers={"kid": kid})
    return _status(await _gateway_chat(ctx, token), 401)


async def gateway_expired(ctx: AttackContext) -> tuple[bool, str]:
    now = int(time.time())
    claims = await _service_claims(ctx, ALICE, iat=now - 600, exp=now - 300)
    return _status(await _gateway_chat(ctx, await ctx.mint(claims)), 401)


async def gateway_identity_mismatch(ctx: AttackContext) -> tuple[bool, str]:
    """A real service token for carol (viewer) with a body that says alice (admin)."""
    token = await ctx.mint(await _service_claims(ctx, CAROL))
    return _status(await _gateway_chat(ctx, token, ALICE), 403)


# --- the MCP server: it acts only as the token's user, and Acme checks the token ------------


async def mcp_no_token(ctx: AttackContext) -> tuple[bool, str]:
    error, text = await mcp_call(
        ctx.stack.mcp_url, None, "search_records", {"kind": "devices", "query": "GS"}
    )
    return error and "GS-10" not in text, f"error={error}: {text[:160]}"


async def mcp_alg_none(ctx: AttackContext) -> tuple[bool, str]:
    kid, _ = await ctx.signing_key()
    token = _unsigned({"alg": "none", "kid": kid}, await ctx.claims_of(ALICE))
    error, text = await mcp_call(
        ctx.stack.mcp_url, token, "create_site", {"name": "None alg depot"}
    )
    left = await ctx.items("/api/sites?q=None alg depot", ALICE)
    return error and not left, f"error={error}, sites {len(left)}: {text[:160]}"


CASES = [
    Case("tok-none", "tokens", no_token),
    Case("tok-garbage", "tokens", garbage),
    Case("tok-bad-signature", "tokens", bad_signature),
    Case("tok-stranger-key", "tokens", stranger_key),
    Case("tok-alg-none", "tokens", alg_none),
    Case("tok-hs256-public-key", "tokens", hs256_public_key),
    Case("tok-expired", "tokens", expired),
    Case("tok-unknown-kid", "tokens", unknown_kid),
    Case("tok-service-audience", "tokens", service_audience),
    Case("tok-wrong-issuer", "tokens", wrong_issuer),
    Case("tok-no-expiry", "tokens", no_expiry),
    Case("tok-other-org-claim", "tokens", other_org_claim),
    Case("tok-role-claim", "tokens", role_claim, fresh=True),
    Case("tok-other-tenant-host", "tokens", other_host),
    Case("tok-deactivated-user", "tokens", deactivated, fresh=True),
    Case("tok-gateway-user-token", "tokens", gateway_user_token),
    Case("tok-gateway-no-token", "tokens", gateway_no_token),
    Case("tok-gateway-alg-none", "tokens", gateway_alg_none),
    Case("tok-gateway-stranger-key", "tokens", gateway_stranger_key),
    Case("tok-gateway-expired", "tokens", gateway_expired),
    Case("tok-gateway-identity-mismatch", "tokens", gateway_identity_mismatch),
    Case("tok-mcp-no-token", "tokens", mcp_no_token),
    Case("tok-mcp-alg-none", "tokens", mcp_alg_none, fresh=True),
]

__all__ = ["CASES"]
