"""Sign-in and token verification: every forged, stale or foreign token is a 401."""

import asyncio
import base64
import hashlib
import hmac
import json
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from sqlalchemy import select, update

from acme.api.models import SigningKey, User
from conftest import bearer, login

PROBLEM = "application/problem+json"
CLAIMS = {"sub", "email", "org_id", "org_slug", "role", "exp", "iat", "iss", "aud"}


def assert_problem(response: httpx.Response, status: int, kind: str | None = None) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert body["status"] == status
    assert body["type"].startswith("https://acme.example/problems/")
    if kind is not None:
        assert body["type"].endswith("/" + kind)
    assert isinstance(body["detail"], str) and body["detail"]
    return body


def assert_unauthorized(response: httpx.Response, kind: str = "unauthorized") -> dict:
    body = assert_problem(response, 401, kind)
    assert response.headers.get("www-authenticate", "").lower().startswith("bearer")
    return body


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def raw_token(header: dict[str, Any], claims: dict[str, Any], sign: Any = None) -> str:
    """A JWT assembled by hand, so that PyJWT's own guards cannot stop a forgery."""
    signing_input = b64url(json.dumps(header).encode()) + "." + b64url(json.dumps(claims).encode())
    signature = sign(signing_input.encode()) if sign else b""
    return signing_input + "." + b64url(signature)


async def real_claims(client: httpx.AsyncClient, email: str = "alice@acme.example") -> dict:
    token = await login(client, email)
    return jwt.decode(token, options={"verify_signature": False})


async def active_key(acme_app: Any) -> SigningKey:
    async with acme_app.state.sessions() as session:
        keys = list(await session.scalars(select(SigningKey)))
    active = [k for k in keys if k.retired_at is None]
    assert len(active) == 1
    return active[0]


async def me(client: httpx.AsyncClient, token: str) -> httpx.Response:
    return await client.get("/api/auth/me", headers=bearer(token))


# --- sign-in ---------------------------------------------------------------------------


async def test_login_issues_rs256_token_verifiable_with_jwks(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/auth/login", json={"email": "Alice@Acme.Example", "password": "demo-password"}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["token_type"] == "bearer"
    assert body["expires_in"] > 0
    token = body["access_token"]

    header = jwt.get_unverified_header(token)
    assert header["alg"] == "RS256"
    assert header["kid"]

    jwks = (await client.get("/.well-known/jwks.json")).json()
    jwk = next(k for k in jwks["keys"] if k["kid"] == header["kid"])
    assert "d" not in jwk, "the JWKS must never publish private key material"
    public_key = jwt.PyJWK(jwk).key
    claims = jwt.decode(token, public_key, algorithms=["RS256"], audience="acme-api", issuer="acme")
    assert claims.keys() >= CLAIMS
    assert claims["email"] == "alice@acme.example"
    assert claims["org_slug"] == "acme"
    assert claims["role"] == "admin"
    assert claims["exp"] - claims["iat"] == body["expires_in"]

    me_response = await me(client, token)
    assert me_response.status_code == 200
    assert me_response.json()["user_id"] == int(claims["sub"])
    assert me_response.json()["org_id"] == claims["org_id"]


async def test_login_with_wrong_credentials_is_401(
    client: httpx.AsyncClient, subtests: pytest.Subtests
) -> None:
    for email, password in [
        ("alice@acme.example", "wrong-password"),
        ("alice@acme.example", "demo-password "),
        ("alice@acme.example", " demo-password"),
        ("alice@acme.example", "DEMO-PASSWORD"),
        ("nobody@acme.example", "demo-password"),
        ("alice@globex.example", "demo-password"),
    ]:
        with subtests.test(email=email, password=password):
            response = await client.post(
                "/api/auth/login", json={"email": email, "password": password}
            )
            body = assert_problem(response, 401, "invalid-credentials")
            assert "access_token" not in body
            # Same answer for an unknown user and a wrong password: no account probing.
            assert body["detail"] == "Wrong email or password."


async def test_login_with_invalid_body_is_422(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/auth/login", json={"email": "not-an-email"})
    body = assert_problem(response, 422, "validation-error")
    assert {tuple(e["loc"]) for e in body["errors"]} >= {("body", "email"), ("body", "password")}


# --- tokens that must be refused ---------------------------------------------------------


async def test_no_token_is_401(client: httpx.AsyncClient) -> None:
    assert_unauthorized(await client.get("/api/devices"))
    assert_unauthorized(await client.get("/api/auth/me"))


async def test_non_bearer_scheme_is_401(client: httpx.AsyncClient) -> None:
    response = await client.get(
        "/api/devices", headers={"Authorization": "Basic YWxpY2U6ZGVtby1wYXNzd29yZA=="}
    )
    assert_unauthorized(response)


async def test_malformed_token_is_401(client: httpx.AsyncClient, subtests: pytest.Subtests) -> None:
    for token in ["garbage", "a.b.c", "eyJhbGciOiJSUzI1NiJ9.e30", "x" * 5000, "ey.ey.ey", "..."]:
        with subtests.test(token=token[:20]):
            assert_unauthorized(await me(client, token))


async def test_token_signed_by_another_key_with_same_kid_is_401(
    client: httpx.AsyncClient,
) -> None:
    token = await login(client, "alice@acme.example")
    header = jwt.get_unverified_header(token)
    claims = jwt.decode(token, options={"verify_signature": False})
    impostor = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    forged = jwt.encode(claims, impostor, algorithm="RS256", headers={"kid": header["kid"]})
    body = assert_unauthorized(await me(client, forged))
    assert "signature" in body["detail"].lower()


async def test_token_with_unknown_kid_is_401(client: httpx.AsyncClient, acme_app: Any) -> None:
    claims = await real_claims(client)
    key = await active_key(acme_app)
    forged = jwt.encode(claims, key.private_pem, algorithm="RS256", headers={"kid": "nope"})
    assert_unauthorized(await me(client, forged))


async def test_expired_token_is_401(client: httpx.AsyncClient, acme_app: Any) -> None:
    claims = await real_claims(client)
    key = await active_key(acme_app)
    past = datetime.now(UTC) - timedelta(hours=2)
    claims.update(iat=past, exp=past + timedelta(minutes=5))
    token = jwt.encode(claims, key.private_pem, algorithm="RS256", headers={"kid": key.kid})
    body = assert_unauthorized(await me(client, token), "token-expired")
    assert "expired" in body["detail"]


async def test_token_with_wrong_or_missing_claims_is_401(
    client: httpx.AsyncClient, acme_app: Any, subtests: pytest.Subtests
) -> None:
    claims = await real_claims(client)
    key = await active_key(acme_app)
    changes: list[tuple[str, dict[str, Any]]] = [
        ("audience", {"aud": "someone-else"}),
        ("issuer", {"iss": "evil"}),
        ("org-id", {"org_id": "not-a-number"}),
        ("unknown-user", {"sub": "999999"}),
        ("sub-not-a-number", {"sub": "alice"}),
        *((f"missing-{name}", {name: None}) for name in ["exp", "aud", "iss", "sub", "org_id"]),
    ]
    for label, change in changes:
        with subtests.test(label):
            forged = {k: v for k, v in {**claims, **change}.items() if v is not None}
            token = jwt.encode(forged, key.private_pem, algorithm="RS256", headers={"kid": key.kid})
            assert_unauthorized(await me(client, token))
    # The unchanged claims, signed the same way, are accepted: only the change was refused.
    token = jwt.encode(claims, key.private_pem, algorithm="RS256", headers={"kid": key.kid})
    assert (await me(client, token)).status_code == 200


async def test_token_moved_to_another_org_is_401(client: httpx.AsyncClient, acme_app: Any) -> None:
    """A validly signed token whose org_id does not match the user's org is refused."""
    alice = await real_claims(client)
    dave = await real_claims(client, "dave@globex.example")
    key = await active_key(acme_app)
    alice.update(org_id=dave["org_id"], org_slug=dave["org_slug"])
    token = jwt.encode(alice, key.private_pem, algorithm="RS256", headers={"kid": key.kid})
    assert_unauthorized(await me(client, token))


async def test_alg_none_token_is_401(client: httpx.AsyncClient, acme_app: Any) -> None:
    claims = await real_claims(client)
    key = await active_key(acme_app)
    for alg in ["none", "None", "NONE"]:
        token = raw_token({"alg": alg, "typ": "JWT", "kid": key.kid}, claims)
        assert_unauthorized(await me(client, token))
        assert_unauthorized(await me(client, token.rstrip(".")))


async def test_hs256_signed_with_public_key_is_401(
    client: httpx.AsyncClient, acme_app: Any
) -> None:
    """The classic algorithm confusion: HMAC keyed with the published RSA public key."""
    claims = await real_claims(client)
    key = await active_key(acme_app)
    public = jwt.PyJWK(key.public_jwk).key
    secrets = [
        public.public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        ),
        public.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.PKCS1),
        json.dumps(key.public_jwk).encode(),
    ]
    for secret in secrets:
        token = raw_token(
            {"alg": "HS256", "typ": "JWT", "kid": key.kid},
            claims,
            lambda data, secret=secret: hmac.new(secret, data, hashlib.sha256).digest(),
        )
        assert_unauthorized(await me(client, token))


# --- key rotation and account state ------------------------------------------------------


async def test_key_rotation_keeps_old_tokens_valid(
    client: httpx.AsyncClient, acme_app: Any
) -> None:
    token_a = await login(client, "alice@acme.example")
    kid_a = jwt.get_unverified_header(token_a)["kid"]

    new_kid = await acme_app.state.keyring.rotate()
    assert new_kid != kid_a

    assert (await me(client, token_a)).status_code == 200

    token_b = await login(client, "alice@acme.example")
    assert jwt.get_unverified_header(token_b)["kid"] == new_kid
    assert (await me(client, token_b)).status_code == 200

    jwks = (await client.get("/.well-known/jwks.json")).json()
    by_kid = {k["kid"]: k for k in jwks["keys"]}
    assert {kid_a, new_kid} <= by_kid.keys()
    for token in (token_a, token_b):
        kid = jwt.get_unverified_header(token)["kid"]
        jwt.decode(
            token,
            jwt.PyJWK(by_kid[kid]).key,
            algorithms=["RS256"],
            audience="acme-api",
            issuer="acme",
        )


async def test_key_retired_longer_than_token_lifetime_is_refused(
    client: httpx.AsyncClient, acme_app: Any
) -> None:
    token_a = await login(client, "alice@acme.example")
    kid_a = jwt.get_unverified_header(token_a)["kid"]
    await acme_app.state.keyring.rotate()
    long_ago = datetime.now(UTC) - timedelta(days=30)
    async with acme_app.state.sessions() as session, session.begin():
        await session.execute(
            update(SigningKey).where(SigningKey.kid == kid_a).values(retired_at=long_ago)
        )
    jwks = (await client.get("/.well-known/jwks.json")).json()
    assert kid_a not in {k["kid"] for k in jwks["keys"]}
    assert_unauthorized(await me(client, token_a))


async def test_token_of_deactivated_user_is_refused(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    bob = tokens["bob"]
    me_bob = await me(client, bob)
    assert me_bob.status_code == 200
    bob_id = me_bob.json()["user_id"]

    response = await client.patch(
        f"/api/users/{bob_id}", json={"status": "deactivated"}, headers=bearer(tokens["alice"])
    )
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "deactivated"

    assert_unauthorized(await me(client, bob))
    assert_unauthorized(await client.get("/api/devices", headers=bearer(bob)))
    login_again = await client.post(
        "/api/auth/login", json={"email": "bob@acme.example", "password": "demo-password"}
    )
    assert_problem(login_again, 401, "invalid-credentials")


async def test_role_comes_from_database_not_token(
    client: httpx.AsyncClient, acme_app: Any, tokens: dict[str, str]
) -> None:
    """A user demoted after sign-in loses the old role's rights at once."""
    bob = tokens["bob"]
    async with acme_app.state.sessions() as session, session.begin():
        await session.execute(
            update(User).where(User.email == "bob@acme.example").values(role="viewer")
        )
    response = await client.post("/api/sites", json={"name": "Demoted site"}, headers=bearer(bob))
    assert_problem(response, 403, "forbidden")


async def test_a_token_verified_before_is_still_refused_once_expired_or_its_key_retired(
    client: httpx.AsyncClient, acme_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The keyring keeps the claims of tokens it verified (the same token comes back with
    each of its user's requests), and checks their expiry and key on each use."""
    import acme.api.keyring

    decoded: list[str] = []
    original = jwt.decode

    def counted(token: str, *args: Any, **kwargs: Any) -> Any:
        decoded.append(token)
        return original(token, *args, **kwargs)

    monkeypatch.setattr(acme.api.keyring.jwt, "decode", counted)
    token = await login(client, "alice@acme.example")
    for _ in range(3):
        assert (await me(client, token)).status_code == 200
    assert decoded == [token]  # verified once, then kept

    # kept, then expired: refused
    claims = await real_claims(client)
    key = await active_key(acme_app)
    now = datetime.now(UTC)
    claims.update(iat=now, exp=now + timedelta(seconds=1.5))
    short = jwt.encode(claims, key.private_pem, algorithm="RS256", headers={"kid": key.kid})
    assert (await me(client, short)).status_code == 200
    await asyncio.sleep(1.6)
    assert_unauthorized(await me(client, short), "token-expired")

    # kept, then its key retired for longer than a token lives: refused
    assert (await me(client, token)).status_code == 200
    kid = jwt.get_unverified_header(token)["kid"]
    await acme_app.state.keyring.rotate()
    long_ago = datetime.now(UTC) - timedelta(days=30)
    async with acme_app.state.sessions() as session, session.begin():
        await session.execute(
            update(SigningKey).where(SigningKey.kid == kid).values(retired_at=long_ago)
        )
    await client.get("/.well-known/jwks.json")  # this process reads its keys again
    assert_unauthorized(await me(client, token))


async def test_an_api_request_reads_its_caller_and_its_records_on_one_connection(
    client: httpx.AsyncClient, acme_app: Any
) -> None:
    from sqlalchemy import event

    token = await login(client, "alice@acme.example")
    checkouts: list[object] = []
    pool = acme_app.state.engine.sync_engine.pool

    def count(*_: object) -> None:
        checkouts.append(object())

    event.listen(pool, "checkout", count)
    try:
        for path in ("/api/devices?limit=5", "/api/devices/1", "/api/auth/me"):
            checkouts.clear()
            response = await client.get(path, headers=bearer(token))
            assert response.status_code == 200, response.text
            assert len(checkouts) == 1, path
    finally:
        event.remove(pool, "checkout", count)
