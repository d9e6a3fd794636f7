"""Sign-in, RS256 tokens with rotating keys (keyring.py), and the caller every endpoint
is scoped to."""

import asyncio
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import bcrypt
from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from acme.api.keyring import KeyRing as KeyRing  # re-exported: its home was this module
from acme.api.keyring import unauthorized
from acme.api.models import Org, User
from acme.api.problems import Problem

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
    # the org's data version as the account read saw it (a list's ETag); None when the
    # account came from the proxy's cache, which never answers lists
    org_data_version: int | None = None

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


_unauthorized = unauthorized


async def rate_limited(request: Request, caller: Caller) -> Caller:
    """`caller`, counted against their per-user rate limit (429 when over it)."""
    limits = getattr(request.app.state, "rate_limits", None)
    if limits is not None:
        await limits.check(caller.user_id)
    return caller


@dataclass(frozen=True)
class Account:
    """Who a verified token's account is now: read from the database, not the token."""

    user_id: int
    org_id: int
    org_slug: str
    role: str
    email: str
    org_data_version: int


READ_METHODS = frozenset({"GET", "HEAD"})
CallerKey = tuple[int, int, str]  # user id, org id, the host asked


class CallerCache:
    """Accounts looked up for verified tokens, kept `seconds` per (user, org, host).

    For the assistant proxy only, whose every chat request would otherwise read the user
    and the org again: a user deactivated, demoted or moved is refused (or gets the new
    role) within `seconds` (ACME_ASSISTANT_CALLER_CACHE_SECONDS). Only accounts found
    active are kept; a refusal is never cached. The token itself (signature, expiry, key)
    is verified on every request. The API proper reads the account on every request.

    Requests that miss at once share one read (`account`): when an entry expires under
    load, the next few dozen messages of that user must not each read it again."""

    MAX_ENTRIES = 10_000

    def __init__(self, seconds: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.seconds = seconds
        self.clock = clock
        self._entries: dict[CallerKey, tuple[float, Account]] = {}
        self._reading: dict[CallerKey, asyncio.Task[Account]] = {}

    def get(self, key: CallerKey) -> Account | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if self.clock() >= entry[0]:
            del self._entries[key]
            return None
        return entry[1]

    def put(self, key: CallerKey, account: Account) -> None:
        if self.seconds <= 0:
            return
        now = self.clock()
        if len(self._entries) >= self.MAX_ENTRIES:
            self._entries = {k: v for k, v in self._entries.items() if v[0] > now}
            if len(self._entries) >= self.MAX_ENTRIES:
                self._entries.clear()
        self._entries[key] = (now + self.seconds, account)

    async def account(self, key: CallerKey, read: Callable[[], Awaitable[Account]]) -> Account:
        """The kept account, else `read()`'s, one read for all the requests that ask for
        it meanwhile (a refusal reaches them all, and is not kept)."""
        if self.seconds <= 0:
            return await read()  # nothing kept: every request reads
        found = self.get(key)
        if found is not None:
            return found
        task = self._reading.get(key)
        if task is None:
            task = asyncio.ensure_future(read())
            self._reading[key] = task
            task.add_done_callback(lambda done: self._settle(key, done))
        # shielded: one caller going away must not cancel the read the others wait for
        return await asyncio.shield(task)

    def _settle(self, key: CallerKey, done: "asyncio.Task[Account]") -> None:
        if self._reading.get(key) is done:
            del self._reading[key]
        if not done.cancelled() and done.exception() is None:
            self.put(key, done.result())


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    """The request's database session: one per request, shared by the caller's account
    read and the endpoint (FastAPI resolves a dependency once per request). A request
    that only reads (GET, HEAD) gets a session without a transaction around it."""
    state = request.app.state
    reads_only = request.method in READ_METHODS
    sessions: async_sessionmaker[AsyncSession] = (
        state.read_sessions if reads_only else state.sessions
    )
    async with sessions() as session:
        yield session


Session = Annotated[AsyncSession, Depends(get_session)]


# Built once: the account read runs on every API request.
_HOST_ORG = select(Org.id).where(Org.hostname == bindparam("host")).limit(1).scalar_subquery()
_ACCOUNT = (
    select(
        User.status,
        User.role,
        User.email,
        Org.slug,
        Org.hostname,
        Org.data_version,
        _HOST_ORG.label("host_org"),
    )
    .join(Org, Org.id == User.org_id)
    .where(User.id == bindparam("user_id"), User.org_id == bindparam("org_id"))
)


async def _account(
    request: Request, user_id: int, org_id: int, host: str, session: AsyncSession | None = None
) -> Account:
    """The active account of the token's user and org, as the database says now (one
    query: the user, the org, and the org whose own address `host` is, if any); 401 when
    it is not active, or when `host` is another org's address. In `session` when given
    (the request's own), else in a session of its own."""
    values = {"user_id": user_id, "org_id": org_id, "host": host}
    if session is not None:
        row = (await session.execute(_ACCOUNT, values)).first()
    else:
        sessions: async_sessionmaker[AsyncSession] = request.app.state.sessions
        async with sessions() as own:
            row = (await own.execute(_ACCOUNT, values)).first()
    if row is None or row.status != "active":
        raise _unauthorized("The account behind this token is not active.")
    if host and host != row.hostname.lower() and row.host_org is not None:
        raise _unauthorized(
            "This sign-in belongs to another organization's address: sign in here "
            "with an account of this organization.",
            "wrong-organization",
        )
    return Account(user_id, org_id, row.slug, row.role, row.email, row.data_version)


async def caller_from_token(
    request: Request,
    token: str,
    *,
    cache: CallerCache | None = None,
    session: AsyncSession | None = None,
) -> Caller:
    """The caller behind `token`: the token verified, then its account read from the
    database (in the request's `session` when given; or, with `cache`, from the last few
    seconds' reads)."""
    keyring: KeyRing = request.app.state.keyring
    claims = await keyring.verify(token)
    try:
        user_id, org_id = int(claims["sub"]), int(claims["org_id"])
    except (KeyError, TypeError, ValueError) as exc:
        raise _unauthorized("The token lacks a valid sub or org_id claim.") from exc
    host = request_host(request)
    version: int | None = None
    if cache is not None:
        key = (user_id, org_id, host)
        account = await cache.account(key, lambda: _account(request, user_id, org_id, host))
    else:
        account = await _account(request, user_id, org_id, host, session)
        version = account.org_data_version
    return Caller(
        user_id=account.user_id,
        org_id=account.org_id,
        org_slug=account.org_slug,
        role=account.role,
        email=account.email,
        token=token,
        org_data_version=version,
    )


_bearer = HTTPBearer(auto_error=False)


async def current_caller(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    session: Session,
) -> Caller:
    """The API's caller, the account read in the request's own session (one connection
    per request, not one for the account and one for the endpoint)."""
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise _unauthorized("Send a token: Authorization: Bearer <access_token>.")
    caller = await caller_from_token(request, credentials.credentials, session=session)
    return await rate_limited(request, caller)


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
