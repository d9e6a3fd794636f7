"""Short-lived service JWTs: how Acme vouches to the navex gateway for a signed-in user.

Signed by Acme's KeyRing (RS256, the same keys as /.well-known/jwks.json, `kid` header),
so the gateway verifies them with the JWKS it already trusts. They live at most 60 s:
long enough to open one request, too short to be worth stealing.
"""

from datetime import UTC, datetime, timedelta
from typing import Any

from acme.api.auth import Caller, KeyRing
from acme.config import AcmeSettings

SERVICE_TOKEN_TTL_SECONDS = 60


def service_claims(caller: Caller, settings: AcmeSettings, now: datetime) -> dict[str, Any]:
    """The claims the gateway relies on: all from the verified caller, none from a body."""
    return {
        "iss": settings.issuer,
        "aud": settings.service_audience,
        "sub": str(caller.user_id),
        "org_id": caller.org_id,
        "org_slug": caller.org_slug,
        "role": caller.role,
        "email": caller.email,
        "iat": now,
        "exp": now + timedelta(seconds=SERVICE_TOKEN_TTL_SECONDS),
    }


REUSE_SECONDS = 3.0


async def mint_service_token(keyring: KeyRing, settings: AcmeSettings, caller: Caller) -> str:
    """A service JWT for this caller, signed with the KeyRing's current key (the one the
    JWKS publishes, kept parsed). The same caller's token is reused for `REUSE_SECONDS`
    (then at least 57 of its 60 s are left): the same claims, the same key, no new
    signature for each chat message."""
    claims = service_claims(caller, settings, datetime.now(UTC))
    same = (caller.user_id, caller.org_id, caller.org_slug, caller.role, caller.email)
    return await keyring.sign_reusable(same, claims, REUSE_SECONDS)
