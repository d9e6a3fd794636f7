"""Finding the record a request names among the caller's records (record_names.py says
how people name them).

Read-only, through the product's API as the caller: one list call per record kind (the
catalog's `parameters` say where each kind lives and which fields label it), then the
matching happens in record_names.py, so that "gs1020" finds "GS-1020" although the
product's search is a substring match.
"""

import asyncio
import re
from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

import httpx
import structlog

from navex.navigation.catalog import RecordParameter
from navex.navigation.copies import ReadCopies, copy_key, etag_of, may_keep
from navex.navigation.matched import match_records
from navex.navigation.name_text import counted, is_identifier, numbers_as_amounts
from navex.navigation.record_names import (
    SERIAL,
    FoundRecord,
    RecordSearch,
    number_given,
    record_label,
)
from navex.navigation.record_names import match_records as match_new_records

logger = structlog.get_logger(__name__)

MAX_RECORDS = 200  # one page of a list endpoint
LONGEST_WAIT_S = 1.0
"""A lookup over the caller's API rate (429) waits its Retry-After once, up to this long:
a link a second later beats "no device called GS-1020" (the lookup saw no records)."""


class ProductUnavailable(Exception):
    """The product's API did not answer a read (5xx, or no answer twice): the request
    ends with a typed 503 rather than "no such record", which would not be true."""

    def __init__(self, path: str, why: str) -> None:
        super().__init__(f"{path}: {why}")
        self.path = path


@dataclass
class RequestReads:
    """What one request read from the product: each list once, by (API path, the user's
    token, search text), and each record read by id once, by (its path, the token; None
    when the user may read no such record). `data_version` is the product's, as the
    request carried it (copies.py: a copy read under it is current)."""

    lists: dict[tuple[str, str, str], list[dict[str, Any]]] = field(default_factory=dict)
    records: dict[tuple[str, str], dict[str, Any] | None] = field(default_factory=dict)
    data_version: str | None = None


_reads: ContextVar[RequestReads | None] = ContextVar("navex_record_reads", default=None)


@contextmanager
def one_read_per_request(reads: RequestReads | None = None) -> Iterator[None]:
    """Within the block, each list and each record by id is read from the product once:
    ranking, the link and its filters ask for the same records (fewer calls, less of the
    caller's API rate). Within a block already open, the outer block's reads go on;
    `reads`, given to several blocks of one request (the route's second look, then the
    answer), carries its reads from one to the next."""
    if _reads.get() is not None:
        yield
        return
    token = _reads.set(RequestReads() if reads is None else reads)
    try:
        yield
    finally:
        _reads.reset(token)


def known_record(api_path: str, token: str, record_id: str) -> dict[str, Any] | None:
    """The record `record_id` of `api_path` as this request already read it for the same
    token: by id, or in a list (a list's items are the records as read by id); None when
    it read no such record."""
    reads = _reads.get()
    if reads is None:
        return None
    by_id = reads.records.get((f"{api_path}/{record_id}", token))
    if by_id is not None:
        return by_id
    for (path, read_token, _), items in reads.lists.items():
        if path != api_path or read_token != token:
            continue
        for item in items:
            if str(item.get("id")) == record_id:
                return item
    return None


def _records_in(body: Any) -> int:
    """How many records a read's body holds (a page's items, else one)."""
    items = body.get("items") if isinstance(body, dict) else body
    return len(items) if isinstance(items, list) else 1


def retry_after_seconds(response: httpx.Response, longest: float = LONGEST_WAIT_S) -> float:
    """How long a 429 asks to wait (its Retry-After, 1 s when unreadable), at most
    `longest`."""
    try:
        seconds = float(response.headers.get("retry-after", "1"))
    except ValueError:
        seconds = 1.0
    return min(max(seconds, 0.05), longest)


class RecordLookup:
    """Reads records through the product's API as the user (GET only)."""

    def __init__(self, api: httpx.AsyncClient, copies: ReadCopies | None = None) -> None:
        self.api = api
        self.copies = ReadCopies() if copies is None else copies
        self.known_words: AbstractSet[str] = frozenset()
        """Words the catalog's screens use: never read as a record's word one slip away
        (record_names.match_records); the navigator gives its catalog's."""

    async def _get(
        self,
        path: str,
        token: str,
        params: dict[str, Any] | None = None,
        etag: str | None = None,
    ) -> httpx.Response:
        headers = {"Authorization": f"Bearer {token}"}
        if etag is not None:
            headers["If-None-Match"] = etag
        response = await self._send(path, params, headers)
        if response.status_code == 429:  # over the caller's rate: wait as told, once
            await asyncio.sleep(retry_after_seconds(response))
            response = await self._send(path, params, headers)
        if response.status_code >= 500:
            raise ProductUnavailable(path, f"answered {response.status_code}")
        return response

    async def _send(
        self, path: str, params: dict[str, Any] | None, headers: dict[str, str]
    ) -> httpx.Response:
        """One GET; sent again once when the connection failed (a pooled connection the
        product closed as it was reused, a product restarting): reads are idempotent."""
        try:
            return await self.api.get(path, params=params, headers=headers)
        except httpx.TransportError as exc:
            logger.info("product_read_retried", path=path, error=repr(exc))
        try:
            return await self.api.get(path, params=params, headers=headers)
        except httpx.TransportError as exc:
            raise ProductUnavailable(path, repr(exc)) from exc

    async def listing(
        self, parameter: RecordParameter, token: str, query: str | None = None
    ) -> list[dict[str, Any]]:
        if not parameter.api_path:  # a kind the catalog lists itself (choices): no read
            return []
        reads = _reads.get()
        key = (parameter.api_path, token, query or "")
        if reads is not None and key in reads.lists:
            return reads.lists[key]
        params: dict[str, Any] = {"limit": MAX_RECORDS}
        if query:
            params["q"] = query
        version = reads.data_version if reads is not None else None
        copy_at = copy_key(parameter.api_path, token, query or "")
        copy = self.copies.current(copy_at, version)
        if copy is not None:  # read under the request's data version: nothing changed
            items: list[dict[str, Any]] = copy.body
        else:  # the copy read last time, when the product vouches (304) that it is unchanged
            copy = self.copies.get(copy_at)
            response = await self._get(parameter.api_path, token, params, copy and copy.etag)
            if response.status_code == 304 and copy is not None:
                items = copy.body
                self.copies.put(copy_at, items, copy.etag, version, len(items))
            elif response.status_code == 403 and version is not None:
                # the user's role may not read this list: so it stays while nothing in the
                # product changes (a new role is a write), and it is not asked again
                logger.info("record_list_refused", path=parameter.api_path)
                items = []
                self.copies.put(copy_at, items, None, version, 0)
            elif response.status_code != 200:
                self.copies.drop(copy_at)
                logger.warning(
                    "record_lookup_failed", path=parameter.api_path, status=response.status_code
                )
                return []
            else:
                items = response.json().get("items", [])
                if may_keep(response):
                    self.copies.put(copy_at, items, etag_of(response), version, len(items))
        if reads is not None:
            reads.lists[key] = items
        return items

    async def listed(
        self, parameter: RecordParameter, token: str, record_id: object
    ) -> dict[str, Any] | None:
        """The record of the kind's list with id `record_id`, or None: no read by id when
        the list is read already (once per request)."""
        records = await self.listing(parameter, token)
        return next((r for r in records if str(r.get("id")) == str(record_id)), None)

    async def one(
        self, parameter: RecordParameter, token: str, record_id: str
    ) -> dict[str, Any] | None:
        """The record by its id (read once per request, as the lists are: the second
        look, the ranking and the link all ask for "alert 88"; and not at all when a copy
        read under the request's data version holds it)."""
        known = known_record(parameter.api_path, token, record_id)
        if known is not None:
            return known
        path = f"{parameter.api_path}/{record_id}"
        reads = _reads.get()
        if reads is not None and (path, token) in reads.records:
            return reads.records[path, token]
        body = await self.read(path, token)
        record = body if isinstance(body, dict) else None
        if reads is not None:
            reads.records[path, token] = record
        return record

    async def read(self, path: str, token: str, params: dict[str, Any] | None = None) -> Any:
        """What `path` answers the user (its JSON; None when it answers no 200), from a
        copy read under the request's data version when there is one. A 200, 403 or 404
        is kept under that version; other answers (429, 5xx) are not."""
        reads = _reads.get()
        version = reads.data_version if reads is not None else None
        said = "&".join(f"{k}={v}" for k, v in sorted((params or {}).items()))
        copy_at = copy_key(path, token, said)
        copy = self.copies.current(copy_at, version)
        if copy is not None:
            return copy.body
        response = await self._get(path, token, params)
        if response.status_code not in (200, 403, 404):
            logger.info("product_read_refused", path=path, status=response.status_code)
            return None
        body = response.json() if response.status_code == 200 else None
        if may_keep(response):
            self.copies.put(copy_at, body, None, version, _records_in(body))
        return body

    async def find(
        self, parameter: RecordParameter, query: str, token: str, generic: Iterable[str] = ()
    ) -> RecordSearch:
        """The record(s) `query` names, among those the user may read."""
        number = number_given(query, parameter)
        if number is not None:  # "alert 2", "work order #12": its number, not its words
            by_id = await self._by_id(parameter, token, number)
            if by_id is not None:
                return by_id
        records = await self.listing(parameter, token)
        if number is not None:  # "sensor 1002", no device 1002: the one serial GS-1002
            by_serial = numbered_by_serial(records, parameter, number)
            if by_serial is not None:
                return by_serial
        found, asked = match_records(query, parameter, records, generic, self.known_words)
        if len(records) >= MAX_RECORDS and found.outcome in ("none", "unnamed"):
            more: dict[Any, dict[str, Any]] = {}
            for word in asked.named_words()[:4]:
                for record in await self.listing(parameter, token, word):
                    more[record["id"]] = record
            found, asked = match_new_records(  # a list of its own: not kept
                query, parameter, list(more.values()), generic, self.known_words
            )
        counts = numbers_as_amounts(query) | counted(query, parameter.words)
        numbers = [n for n in asked.numbers() if n not in counts]
        by_number = len(numbers) == 1 and not SERIAL.search(query)  # not "down to 9% battery"
        if found.outcome in ("none", "unnamed") and by_number:  # "work order 12"
            said = numbers[0]
            by_id = None if said == number else await self._by_id(parameter, token, said)
            return by_id or RecordSearch(outcome="none", phrase=said, name_like=True)
        return found

    async def _by_id(
        self, parameter: RecordParameter, token: str, record_id: str
    ) -> RecordSearch | None:
        """The record numbered `record_id`, when the user may read one (read once)."""
        record = await self.one(parameter, token, record_id)
        if record is None:
            return None
        found = FoundRecord(id=record["id"], label=record_label(record, parameter))
        return RecordSearch(outcome="one", records=[found], whole=True)  # its number names it

    async def sample(
        self, parameter: RecordParameter, token: str, limit: int = 5
    ) -> list[FoundRecord]:
        records = (await self.listing(parameter, token))[:limit]
        return [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in records]


SERIAL_DIGITS = 3
"""A number this long after a word for a kind that is no record's id may be the digits of
one record's serial ("sensor 1002": GS-1002); a shorter one is too common to say which."""


def numbered_by_serial(
    records: list[dict[str, Any]], parameter: RecordParameter, number: str
) -> RecordSearch | None:
    """The one record whose serial (a label field holding an identifier) has the digits
    `number` and no others ("GS-1002" for "1002"); None when none or several have."""
    if len(number) < SERIAL_DIGITS:
        return None
    fits = [
        r
        for r in records
        for f in parameter.label_fields
        if is_identifier(str(r.get(f) or "")) and re.sub(r"\D", "", str(r.get(f))) == number
    ]
    if len(fits) != 1:
        return None
    found = FoundRecord(id=fits[0]["id"], label=record_label(fits[0], parameter))
    return RecordSearch(outcome="one", records=[found], whole=True)
