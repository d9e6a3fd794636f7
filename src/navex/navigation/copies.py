"""What the product's API answered to the navigation's reads (a list, or a record by id),
kept so that the next request of the same user need not read it again.

A copy answers without asking the product when the request carries the product's data
version (`RequestContext.data_version`: with each chat request the product says a version
of everything the user can read, which any write changes) and the copy was read under the
same version: nothing the user can read has changed since. Otherwise the product is asked
again with the copy's ETag (RFC 9110 §13: If-None-Match), and a 304 vouches for the copy.
A read that comes with neither is not kept: a product that sends no ETag and says no data
version is read in full every time, as before.

Why the version is safe: the product reads it before it forwards the request, so what a
read brings back afterwards is at least as new as that version; a copy is never labelled
newer than what it holds, and any write in between changes the next request's version.

Copies are kept per (API path, the user's token, the query), so one user's copy never
answers another's request; at most `max_records` records in all (a list holds up to 200:
some tens of megabytes at most), the least recently used copy dropped first.
"""

import hashlib
from collections import OrderedDict
from typing import Any, NamedTuple

import httpx


class ReadCopy(NamedTuple):
    body: Any
    """A list's items, a record, or None (no such record for this user)."""
    etag: str | None
    version: str | None
    """The product's data version the copy was read under (None: not said)."""
    size: int
    """The records it holds (a list's length; 1 for a record)."""


CopyKey = tuple[str, str, str]


def copy_key(api_path: str, token: str, query: str) -> CopyKey:
    """Keyed by a digest of the token, so that the cache holds no credentials."""
    return api_path, hashlib.sha256(token.encode()).hexdigest()[:32], query


def etag_of(response: httpx.Response) -> str | None:
    """The response's ETag, when it has one."""
    return response.headers.get("etag") or None


def may_keep(response: httpx.Response) -> bool:
    """Whether the response may be kept at all: not `no-store`."""
    return "no-store" not in response.headers.get("cache-control", "").lower()


class ReadCopies:
    def __init__(self, max_records: int = 20_000) -> None:
        self.max_records = max_records
        self.records = 0  # held by all the copies
        self._copies: OrderedDict[CopyKey, ReadCopy] = OrderedDict()

    def get(self, key: CopyKey) -> ReadCopy | None:
        copy = self._copies.get(key)
        if copy is not None:
            self._copies.move_to_end(key)
        return copy

    def current(self, key: CopyKey, version: str | None) -> ReadCopy | None:
        """The copy, when it was read under `version` (the request's): nothing changed."""
        copy = self.get(key)
        if copy is None or version is None or copy.version != version:
            return None
        return copy

    def put(
        self, key: CopyKey, body: Any, etag: str | None, version: str | None, size: int = 1
    ) -> None:
        """Keep `body`, when an ETag or a data version can vouch for it later."""
        self.drop(key)
        if (etag is None and version is None) or size > self.max_records:
            return
        self._copies[key] = ReadCopy(body, etag, version, size)
        self.records += size
        while self.records > self.max_records:
            _, dropped = self._copies.popitem(last=False)
            self.records -= dropped.size

    def drop(self, key: CopyKey) -> None:
        copy = self._copies.pop(key, None)
        if copy is not None:
            self.records -= copy.size
