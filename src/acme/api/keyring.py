"""Acme's signing keys (RS256, rotating), kept in the database and parsed once per process."""

import asyncio
import time
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from acme.api.models import Org, SigningKey, User
from acme.api.problems import Problem
from acme.config import AcmeSettings

MAX_KEPT = 4096  # tokens verified or signed that a process keeps (cleared when full)


def unauthorized(detail: str, kind: str = "unauthorized") -> Problem:
    """401 problem+json that asks for a bearer token."""
    return Problem(401, detail, kind=kind, headers={"WWW-Authenticate": "Bearer"})


def _new_signing_key(now: datetime) -> SigningKey:
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    kid = now.strftime("%Y%m%d%H%M%S-") + uuid.uuid4().hex[:8]
    jwk: dict[str, Any] = jwt.algorithms.RSAAlgorithm.to_jwk(private.public_key(), as_dict=True)
    jwk.update({"kid": kid, "use": "sig", "alg": "RS256"})
    pem = private.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()
    return SigningKey(kid=kid, private_pem=pem, public_jwk=jwk, created_at=now)


class KeyRing:
    """Acme's signing keys, kept in the database so that every process and restart agrees.

    The newest key signs. A rotated-out key stays published (and accepted) for one token
    lifetime, so tokens it signed stay valid until they expire. Each process keeps the
    keys parsed (parsing an RSA private key costs milliseconds of CPU) and re-reads the
    table at most every `ACME_KEY_REFRESH_SECONDS`, so a key rotated by another process
    signs here within that time, without a restart.
    """

    def __init__(self, settings: AcmeSettings, sessions: async_sessionmaker[AsyncSession]):
        self._settings = settings
        self._sessions = sessions
        self._keys: dict[str, SigningKey] = {}
        self._private: dict[str, Any] = {}  # kid → parsed private key
        self._public: dict[str, Any] = {}  # kid → parsed public key
        self._loaded_at: float | None = None
        self._lock = asyncio.Lock()
        self._verified: dict[str, tuple[str, dict[str, Any]]] = {}  # token → (kid, claims)
        self._signed: dict[tuple[Any, ...], tuple[float, str]] = {}  # (reuse, kid) → token

    async def _load(self) -> None:
        horizon = datetime.now(UTC) - timedelta(seconds=self._settings.token_ttl_seconds)
        async with self._sessions() as session:
            rows = await session.scalars(
                select(SigningKey).where(
                    (SigningKey.retired_at.is_(None)) | (SigningKey.retired_at > horizon)
                )
            )
            self._keys = {key.kid: key for key in rows}
        self._loaded_at = time.monotonic()
        for cache in (self._private, self._public):
            for kid in [kid for kid in cache if kid not in self._keys]:
                del cache[kid]

    def _stale(self) -> bool:
        if self._loaded_at is None:
            return True
        return time.monotonic() - self._loaded_at >= self._settings.key_refresh_seconds

    async def _active(self) -> SigningKey:
        async with self._lock:
            if self._stale():
                await self._load()
            active = [k for k in self._keys.values() if k.retired_at is None]
            if not active:
                await self._load()
                active = [k for k in self._keys.values() if k.retired_at is None]
            if not active:
                async with self._sessions() as session, session.begin():
                    session.add(_new_signing_key(datetime.now(UTC)))
                await self._load()
                active = [k for k in self._keys.values() if k.retired_at is None]
            return max(active, key=lambda k: k.created_at)

    async def sign(self, claims: dict[str, Any]) -> str:
        """`claims` as an RS256 JWT signed by the current key (`kid` in its header)."""
        key = await self._active()
        private = self._private.get(key.kid)
        if private is None:
            loaded = serialization.load_pem_private_key(key.private_pem.encode(), None)
            assert isinstance(loaded, rsa.RSAPrivateKey)
            private = self._private[key.kid] = loaded
        return jwt.encode(claims, private, algorithm="RS256", headers={"kid": key.kid})

    def _public_key(self, key: SigningKey) -> Any:
        public = self._public.get(key.kid)
        if public is None:
            public = jwt.algorithms.RSAAlgorithm.from_jwk(key.public_jwk)
            self._public[key.kid] = public
        return public

    async def rotate(self) -> str:
        """Retire the current key and start signing with a new one; returns the new kid."""
        now = datetime.now(UTC)
        async with self._lock:
            async with self._sessions() as session, session.begin():
                current = await session.scalars(
                    select(SigningKey).where(SigningKey.retired_at.is_(None))
                )
                for key in current:
                    key.retired_at = now
                fresh = _new_signing_key(now)
                session.add(fresh)
            await self._load()
        return fresh.kid

    async def jwks(self) -> dict[str, list[dict[str, Any]]]:
        await self._active()
        async with self._lock:
            await self._load()
            return {"keys": [k.public_jwk for k in self._keys.values()]}

    async def issue(self, user: User, org: Org) -> str:
        now = datetime.now(UTC)
        claims = {
            "sub": str(user.id),
            "email": user.email,
            "org_id": org.id,
            "org_slug": org.slug,
            "role": user.role,
            "iat": now,
            "exp": now + timedelta(seconds=self._settings.token_ttl_seconds),
            "iss": self._settings.issuer,
            "aud": self._settings.audience,
        }
        return await self.sign(claims)

    async def sign_reusable(
        self, reuse: tuple[Any, ...], claims: dict[str, Any], seconds: float
    ) -> str:
        """`sign(claims)`, or the token signed for the same `reuse` key by the current key
        less than `seconds` ago (an RSA signature costs a millisecond of CPU; the claims
        that `reuse` names must be the same, the times within `seconds` of these)."""
        key = await self._active()
        found = self._signed.get((reuse, key.kid))
        now = time.monotonic()
        if found is not None and now - found[0] < seconds:
            return found[1]
        token = await self.sign(claims)
        if len(self._signed) >= MAX_KEPT:
            self._signed.clear()
        self._signed[(reuse, key.kid)] = (now, token)
        return token

    async def verify(self, token: str) -> dict[str, Any]:
        """The token's claims, or a 401 Problem that says what is wrong with it.

        A token verified before is not verified again while it lasts (its claims are kept,
        and its expiry and its key's presence checked on each use): the same user's token
        comes back with each of their requests."""
        kept = self._verified.get(token)
        if kept is not None:
            if self._stale():
                async with self._lock:
                    await self._load()
            kid, claims = kept
            if kid in self._keys and claims["exp"] > time.time():
                return claims
            del self._verified[token]
        claims = await self._verify(token)
        if len(self._verified) >= MAX_KEPT:
            self._verified.clear()
        self._verified[token] = (str(jwt.get_unverified_header(token)["kid"]), claims)
        return claims

    async def _verify(self, token: str) -> dict[str, Any]:
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError as exc:
            raise unauthorized("The token is malformed.") from exc
        if header.get("alg") != "RS256":
            raise unauthorized("The token must be signed with RS256.")
        kid = header.get("kid")
        if not isinstance(kid, str):
            raise unauthorized("The token has no key id (kid).")
        if kid not in self._keys or self._stale():
            async with self._lock:
                await self._load()
        key = self._keys.get(kid)
        if key is None:
            raise unauthorized("The token was signed by an unknown or retired key.")
        public_key = self._public_key(key)
        try:
            return jwt.decode(
                token,
                public_key,
                algorithms=["RS256"],
                audience=self._settings.audience,
                issuer=self._settings.issuer,
                options={"require": ["exp", "iat", "sub", "aud", "iss"]},
            )
        except jwt.ExpiredSignatureError as exc:
            raise unauthorized("The token has expired: sign in again.", "token-expired") from exc
        except jwt.PyJWTError as exc:
            raise unauthorized(f"The token is not valid: {exc}.") from exc
