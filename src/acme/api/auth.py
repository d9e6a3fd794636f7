"""Sign-in, RS256 tokens with rotating keys, and the caller every endpoint is scoped to."""

import asyncio
import secrets
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

import bcrypt
import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from acme.api.models import Org, SigningKey, User
from acme.api.problems import Problem
from acme.config import AcmeSettings

Role = Literal["admin", "operator", "viewer"]
ROLE_RANK: dict[str, int] = {"viewer": 0, "operator": 1, "admin": 2}
SESSION_COOKIE = "acme_session"


@dataclass(frozen=True)
class Caller:
    """Who is calling, as proven by a signed token (never by a request body)."""

    user_id: int
    org_id: int
    org_slug: str
    role: str
    email: str
    token: str

    def may(self, role: str) -> bool:
        return ROLE_RANK[self.role] >= ROLE_RANK[role]


def hash_password(password: str, rounds: int) -> str:
    return bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds)).decode()


def check_password(password: str, password_hash: str | None) -> bool:
    if not password_hash:
        return False
    return bcrypt.checkpw(password.encode()[:72], password_hash.encode())


_STAND_IN_HASHES: dict[int, str] = {}


def stand_in_hash(rounds: int) -> str:
    """A hash of the accounts' cost that no password matches: checked when no account has
    the address, so that a sign-in takes as long whether the address exists or not."""
    if rounds not in _STAND_IN_HASHES:
        _STAND_IN_HASHES[rounds] = hash_password(secrets.token_urlsafe(24), rounds)
    return _STAND_IN_HASHES[rounds]


async def _password_matches(password: str, password_hash: str | None) -> bool:
    """bcrypt off the event loop (a check takes ~0.2 s at cost 12: other requests go on)."""
    return await asyncio.to_thread(check_password, password, password_hash)


async def authenticate(
    session: AsyncSession,
    email: str,
    password: str,
    org_for: str | None = None,
    *,
    rounds: int = 12,
) -> tuple[User, Org] | None:
    """The active user with this email and password, and their org; None if none matches.

    An address is unique per org, so one person may have accounts in several orgs: the
    one whose password matches signs in. If several match, the one of the org whose
    hostname `org_for` is (the white-label host the request came to) does; without one,
    a 409 asks to sign in at the org's own address. `rounds` is the accounts' bcrypt cost,
    spent on a stand-in hash when no account has the address."""
    rows = (
        await session.execute(
            select(User, Org)
            .join(Org, Org.id == User.org_id)
            .where(User.email == email.lower(), User.status == "active")
            .order_by(User.id)
            .limit(20)
        )
    ).all()
    tenant = await tenant_at(session, org_for)
    if tenant is not None:  # a white-label host signs in its own org's accounts only
        rows = [row for row in rows if row.Org.id == tenant]
    if not rows:  # the same work as for an account: the timing does not tell
        await _password_matches(password, stand_in_hash(rounds))
        return None
    matches = [
        (row.User, row.Org)
        for row in rows
        if await _password_matches(password, row.User.password_hash)
    ]
    if len(matches) <= 1:
        return matches[0] if matches else None
    here = [(user, org) for user, org in matches if org.hostname == (org_for or "").lower()]
    if len(here) == 1:
        return here[0]
    raise Problem(
        409,
        "This e-mail address signs in to several organizations: sign in at your "
        "organization's own address (for example https://<org>.<console host>/login).",
        kind="ambiguous-account",
    )


async def tenant_at(session: AsyncSession, host: str | None) -> int | None:
    """The id of the org whose white-label hostname `host` is; None for the console's
    shared addresses (localhost, 127.0.0.1, the API's own name), which serve every org."""
    if not host:
        return None
    found: int | None = await session.scalar(select(Org.id).where(Org.hostname == host.lower()))
    return found


def request_host(request: Request) -> str:
    """The hostname the request came to (no port), lower case."""
    return (request.url.hostname or "").lower()


def client_address(request: Request) -> str:
    """The client's address as the server saw it (behind a proxy: run uvicorn with
    --proxy-headers and --forwarded-allow-ips so this is the real client's)."""
    return request.client.host if request.client else "unknown"


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

    async def verify(self, token: str) -> dict[str, Any]:
        """The token's claims, or a 401 Problem that says what is wrong with it."""
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError as exc:
            raise _unauthorized("The token is malformed.") from exc
        if header.get("alg") != "RS256":
            raise _unauthorized("The token must be signed with RS256.")
        kid = header.get("kid")
        if not isinstance(kid, str):
            raise _unauthorized("The token has no key id (kid).")
        if kid not in self._keys or self._stale():
            async with self._lock:
                await self._load()
        key = self._keys.get(kid)
        if key is None:
            raise _unauthorized("The token was signed by an unknown or retired key.")
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
            raise _unauthorized("The token has expired: sign in again.", "token-expired") from exc
        except jwt.PyJWTError as exc:
            raise _unauthorized(f"The token is not valid: {exc}.") from exc


def _unauthorized(detail: str, kind: str = "unauthorized") -> Problem:
    return Problem(401, detail, kind=kind, headers={"WWW-Authenticate": "Bearer"})


async def rate_limited(request: Request, caller: Caller) -> Caller:
    """`caller`, counted against their per-user rate limit (429 when over it)."""
    limits = getattr(request.app.state, "rate_limits", None)
    if limits is not None:
        await limits.check(caller.user_id)
    return caller


async def caller_from_token(request: Request, token: str) -> Caller:
    keyring: KeyRing = request.app.state.keyring
    claims = await keyring.verify(token)
    try:
        user_id, org_id = int(claims["sub"]), int(claims["org_id"])
    except (KeyError, TypeError, ValueError) as exc:
        raise _unauthorized("The token lacks a valid sub or org_id claim.") from exc
    sessions: async_sessionmaker[AsyncSession] = request.app.state.sessions
    async with sessions() as session:
        row = (
            await session.execute(
                select(User, Org)
                .join(Org, Org.id == User.org_id)
                .where(User.id == user_id, User.org_id == org_id)
            )
        ).first()
        if row is None or row.User.status != "active":
            raise _unauthorized("The account behind this token is not active.")
        user, org = row.User, row.Org
        host = request_host(request)
        if host != org.hostname.lower() and await tenant_at(session, host) is not None:
            raise _unauthorized(
                "This sign-in belongs to another organization's address: sign in here "
                "with an account of this organization.",
                "wrong-organization",
            )
    return Caller(
        user_id=user.id,
        org_id=org.id,
        org_slug=org.slug,
        role=user.role,
        email=user.email,
        token=token,
    )


_bearer = HTTPBearer(auto_error=False)


async def current_caller(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Caller:
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise _unauthorized("Send a token: Authorization: Bearer <access_token>.")
    return await rate_limited(request, await caller_from_token(request, credentials.credentials))


def require_role(role: Role) -> Any:
    """A dependency that answers 403 unless the caller's role is at least `role`."""

    async def check(caller: Annotated[Caller, Depends(current_caller)]) -> Caller:
        if not caller.may(role):
            raise Problem(
                403,
                f"Your role ({caller.role}) may not do this; it needs {role} or higher.",
            )
        return caller

    return Depends(check)


CurrentCaller = Annotated[Caller, Depends(current_caller)]
