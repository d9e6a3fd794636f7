"""The lists the record lookups read, kept with their ETags, to ask the product again
conditionally (RFC 9110 §13: If-None-Match). A product that answers 304 vouches that the
list has not changed for that user; the copy is used and nothing is read twice. Nothing
is used without asking: a product without ETags is read in full every time, as before.

Copies are kept per (list path, the user's token, search), so one user's copy never
answers another's request; at most `max_records` records in all (a list holds up to 200:
some tens of megabytes at most), the least recently used copy dropped first.
"""

import hashlib
from collections import OrderedDict
from typing import Any, NamedTuple

import httpx


class ListCopy(NamedTuple):
    etag: str
    items: list[dict[str, Any]]


CopyKey = tuple[str, str, str]


def copy_key(api_path: str, token: str, query: str) -> CopyKey:
    """Keyed by a digest of the token, so that the cache holds no credentials."""
    return api_path, hashlib.sha256(token.encode()).hexdigest()[:32], query


def may_keep(response: httpx.Response) -> str | None:
    """The response's ETag when it may be kept: a 200 with an ETag, not `no-store`."""
    etag = response.headers.get("etag")
    if response.status_code != 200 or not etag:
        return None
    if "no-store" in response.headers.get("cache-control", "").lower():
        return None
    return etag


class ListCopies:
    def __init__(self, max_records: int = 20_000) -> None:
        self.max_records = max_records
        self.records = 0  # held by all the copies
        self._copies: OrderedDict[CopyKey, ListCopy] = OrderedDict()

    def get(self, key: CopyKey) -> ListCopy | None:
        copy = self._copies.get(key)
        if copy is not None:
            self._copies.move_to_end(key)
        return copy

    def put(self, key: CopyKey, etag: str, items: list[dict[str, Any]]) -> None:
        self.drop(key)
        if len(items) > self.max_records:
            return
        self._copies[key] = ListCopy(etag, items)
        self.records += len(items)
        while self.records > self.max_records:
            _, dropped = self._copies.popitem(last=False)
            self.records -= len(dropped.items)

    def drop(self, key: CopyKey) -> None:
        copy = self._copies.pop(key, None)
        if copy is not None:
            self.records -= len(copy.items)
