"""Conditional list reads (RFC 9110 §13): a list answers with an ETag, and the same list
asked again with that ETag in If-None-Match answers 304, without being read again.

The ETag is made of the org's data version (`orgs.data_version`, raised by a trigger on
every write to a row the org owns, migration 0003), who asks (their id and role: what a
list shows may depend on both), the list's query and its response format. Any write in
the org changes it, so a 304 is never stale; one write makes every list of the org read
again once. The version is read before the list (in the account read), so a list is
never labelled newer than what it holds.
"""

import hashlib
import json
from typing import Any

from acme.api.auth import Caller

# Lists are private to the caller, and a client must ask again before using a copy.
CACHE_CONTROL = "private, no-cache"
NOT_MODIFIED = {
    "description": "Not modified: nothing in the org changed since the ETag sent in "
    "If-None-Match (no body; use the copy that came with that ETag)."
}


def response_format(model: type[Any]) -> str:
    """A short digest of a response model's JSON schema: a release that changes what a
    list holds changes its ETags."""
    schema = json.dumps(model.model_json_schema(), sort_keys=True)
    return hashlib.blake2b(schema.encode(), digest_size=6).hexdigest()


def list_etag(caller: Caller, list_format: str, query: dict[str, Any]) -> str | None:
    """The list's weak ETag for this caller and query; None when the caller's account was
    not read in this request (no data version to vouch for)."""
    if caller.org_data_version is None:
        return None
    said = json.dumps(query, sort_keys=True, default=str)
    key = f"{list_format}|{caller.user_id}|{caller.role}|{said}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).hexdigest()
    return f'W/"{caller.org_data_version}-{digest}"'


def none_match(if_none_match: str | None, etag: str) -> bool:
    """Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2)."""
    if not if_none_match:
        return False
    wanted = etag.removeprefix("W/")
    for candidate in if_none_match.split(","):
        candidate = candidate.strip()
        if candidate == "*" or candidate.removeprefix("W/") == wanted:
            return True
    return False
