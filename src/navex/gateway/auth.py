"""Service-JWT authentication: only the product's backend may call the gateway.

The backend signs a short-lived JWT (RS256) for every request it forwards, with the keys
it publishes at its JWKS URL, and sends it as `Authorization: Bearer <jwt>`. Claims:

    iss  = NAVEX_SERVICE_ISSUER         aud = NAVEX_SERVICE_AUDIENCE
    exp, iat (exp - iat <= NAVEX_SERVICE_JWT_MAX_LIFETIME_SECONDS)
    sub  = the user's id                org_id = the user's org id
    role = the user's role              email (optional), jti (optional, logged)

The gateway trusts these signed claims, never the request body, for who is asking: the
body's `metadata` must agree with them (else 403). The user's own token, which the body
carries for the tools, is neither validated nor stored here.

`JwksCache` keeps the backend's key set (an async counterpart of PyJWT's PyJWKClient):
fetched on first use, kept `ttl` seconds, refetched at once when a token names an unknown
`kid` (a key rotation), but at most once per `cooldown` so that forged kids cannot make
the gateway hammer the backend. A failed refetch keeps the keys it had.
"""

import asyncio
import time
from dataclasses import dataclass
from typing import Annotated, Any

import httpx
import jwt
import structlog
from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from navex.config import NavexSettings
from navex.gateway.problems import Problem
from navex.observability.metrics import AUTH_FAILURES

logger = structlog.get_logger(__name__)

ALGORITHMS = ["RS256"]
MAX_VERIFIED = 4096  # verified tokens kept (cleared when full)


class JwksUnavailable(Exception):
    """The key set could not be fetched and none is cached."""


class JwksCache:
    def __init__(
        self,
        url: str,
        *,
        ttl: float = 300.0,
        cooldown: float = 10.0,
        timeout: float = 5.0,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self.url = url
        self.ttl = ttl
        self.cooldown = cooldown
        self._client = client or httpx.AsyncClient(timeout=timeout, follow_redirects=False)
        self._owns_client = client is None
        self._keys: dict[str, jwt.PyJWK] | None = None
        self._fetched_at = 0.0
        self._forced_at = float("-inf")
        self._lock = asyncio.Lock()
        self.fetches = 0

    async def key(self, kid: str) -> jwt.PyJWK | None:
        """The key with this id, or None when the backend does not publish one."""
        now = time.monotonic()
        if self._keys is None or now - self._fetched_at > self.ttl:
            await self._refresh(stale_before=now)
        assert self._keys is not None
        found = self._keys.get(kid)
        if found is None and now - self._forced_at >= self.cooldown:
            self._forced_at = now
            logger.info("jwks_unknown_kid_refresh", kid=kid[:64])
            await self._refresh(stale_before=now)
            found = self._keys.get(kid)
        return found

    async def _refresh(self, *, stale_before: float) -> None:
        async with self._lock:
            if self._keys is not None and self._fetched_at >= stale_before:
                return  # another request refreshed it while this one waited
            try:
                response = await self._client.get(self.url)
                response.raise_for_status()
                keys = jwt.PyJWKSet.from_dict(response.json()).keys
            except (httpx.HTTPError, ValueError, jwt.PyJWTError) as exc:
                logger.warning("jwks_fetch_failed", url=self.url, error=repr(exc))
                if self._keys is None:
                    raise JwksUnavailable(str(exc)) from exc
                return
            self._keys = {k.key_id: k for k in keys if k.key_id}
            self._fetched_at = time.monotonic()
            self.fetches += 1
            logger.info("jwks_fetched", url=self.url, kids=sorted(self._keys))

    async def aclose(self) -> None:
        if self._owns_client:
            await self._client.aclose()


@dataclass(frozen=True)
class ServiceIdentity:
    """Who the backend says is asking, from verified claims only."""

    user_id: int
    org_id: int
    role: str
    email: str | None
    token_id: str | None = None


def _unauthorized(detail: str, reason: str, kind: str = "unauthorized") -> Problem:
    AUTH_FAILURES.labels(reason).inc()
    return Problem(401, detail, kind=kind, headers={"WWW-Authenticate": "Bearer"})


class ServiceAuth:
    def __init__(self, settings: NavexSettings, jwks: JwksCache | None = None) -> None:
        self.audience = settings.service_audience
        self.issuer = settings.service_issuer
        self.leeway = settings.service_jwt_leeway_seconds
        self.max_lifetime = settings.service_jwt_max_lifetime_seconds
        self.jwks = jwks or JwksCache(
            settings.service_jwks_url,
            ttl=settings.service_jwks_ttl_seconds,
            cooldown=settings.service_jwks_refresh_cooldown_seconds,
        )
        # token → (kid, key, exp, identity) of tokens verified before
        self._verified: dict[str, tuple[str, jwt.PyJWK, float, ServiceIdentity]] = {}

    async def verify(self, token: str) -> ServiceIdentity:
        """The identity in a valid service JWT, or a 401 Problem saying what is wrong.

        A token verified before is not verified again while it lasts (the backend sends a
        user's token with each of their requests for a few seconds): its expiry, and that
        its key is still the one published under its kid, are checked on each use."""
        kept = self._verified.get(token)
        if kept is not None:
            kid, key, expires, identity = kept
            if time.time() < expires + self.leeway and await self._published(kid) is key:
                return identity
            del self._verified[token]
        kid, key, claims = await self._verify(token)
        identity = self._identity(claims)
        if len(self._verified) >= MAX_VERIFIED:
            self._verified.clear()
        self._verified[token] = (kid, key, float(claims["exp"]), identity)
        return identity

    async def _published(self, kid: str) -> jwt.PyJWK | None:
        try:
            return await self.jwks.key(kid)
        except JwksUnavailable:
            return None

    async def _verify(self, token: str) -> tuple[str, jwt.PyJWK, dict[str, Any]]:
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError as exc:
            raise _unauthorized("The service token is malformed.", "malformed") from exc
        if header.get("alg") not in ALGORITHMS:
            raise _unauthorized("The service token must be signed with RS256.", "algorithm")
        kid = header.get("kid")
        if not isinstance(kid, str) or not kid:
            raise _unauthorized("The service token has no key id (kid).", "no_kid")
        try:
            key = await self.jwks.key(kid)
        except JwksUnavailable as exc:
            AUTH_FAILURES.labels("jwks_unavailable").inc()
            raise Problem(
                503,
                "The backend's signing keys cannot be fetched right now.",
                kind="jwks-unavailable",
            ) from exc
        if key is None:
            raise _unauthorized("The service token was signed by an unknown key.", "unknown_kid")
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                key.key,
                algorithms=ALGORITHMS,
                audience=self.audience,
                issuer=self.issuer,
                leeway=self.leeway,
                options={"require": ["exp", "iat", "iss", "aud", "sub"]},
            )
        except jwt.ExpiredSignatureError as exc:
            raise _unauthorized(
                "The service token has expired.", "expired", "token-expired"
            ) from exc
        except jwt.InvalidAudienceError as exc:
            raise _unauthorized("The service token is not meant for navex.", "audience") from exc
        except jwt.InvalidIssuerError as exc:
            raise _unauthorized("The service token has the wrong issuer.", "issuer") from exc
        except jwt.PyJWTError as exc:
            raise _unauthorized(f"The service token is not valid: {exc}.", "invalid") from exc
        return kid, key, claims

    def _identity(self, claims: dict[str, Any]) -> ServiceIdentity:
        try:
            lifetime = float(claims["exp"]) - float(claims["iat"])
        except (TypeError, ValueError) as exc:
            raise _unauthorized("The service token's exp/iat are not numbers.", "claims") from exc
        if lifetime > self.max_lifetime:
            raise _unauthorized(
                f"The service token lives {lifetime:.0f} s; at most {self.max_lifetime} s "
                "is accepted.",
                "lifetime",
            )
        try:
            user_id = int(claims["sub"])
            org_id = int(claims["org_id"])
            role = claims["role"]
        except (KeyError, TypeError, ValueError) as exc:
            raise _unauthorized(
                "The service token lacks a valid sub, org_id or role claim.", "claims"
            ) from exc
        if not isinstance(role, str) or not role or len(role) > 32:
            raise _unauthorized("The service token's role claim is not valid.", "claims")
        email = claims.get("email")
        jti = claims.get("jti")
        return ServiceIdentity(
            user_id=user_id,
            org_id=org_id,
            role=role,
            email=email if isinstance(email, str) else None,
            token_id=str(jti)[:100] if jti is not None else None,
        )

    async def aclose(self) -> None:
        await self.jwks.aclose()


_bearer = HTTPBearer(auto_error=False)


async def service_identity(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> ServiceIdentity:
    """The dependency every /v1 endpoint starts with."""
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise _unauthorized(
            "Send the backend's service token: Authorization: Bearer <jwt>.", "missing"
        )
    auth: ServiceAuth = request.app.state.gateway.auth
    identity = await auth.verify(credentials.credentials)
    structlog.contextvars.bind_contextvars(
        org_id=identity.org_id, user_id=identity.user_id, service_jti=identity.token_id
    )
    return identity


ServiceCaller = Annotated[ServiceIdentity, Depends(service_identity)]
