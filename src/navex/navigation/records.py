"""Finding the record a request names, the way people name it: a serial with or without
punctuation or case ("gs1020", "GS 1004"), a name or a part of it that fits one record
("the loading dock sensor"), an e-mail, a person's name, a possessive ("Priya Raman's",
"Toms"), in any of the catalog's languages.

Read-only, through the product's API as the caller: one list call per record kind (the
catalog's `parameters` say where each kind lives and which fields label it), then the
matching happens here, so that "gs1020" finds "GS-1020" although the product's search is
a substring match.
"""

import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import httpx
import structlog
from pydantic import BaseModel, Field

from navex.navigation.catalog import RecordParameter
from navex.navigation.words import SELF_WORDS, STOPWORDS

logger = structlog.get_logger(__name__)

MAX_RECORDS = 200  # one page of a list endpoint
MAX_NGRAM = 8  # the longest name, in words, looked for as a whole
MAX_OPTIONS = 8  # records offered when several fit

Outcome = Literal["one", "several", "none", "unnamed"]


class FoundRecord(BaseModel):
    id: Any
    label: str


class RecordSearch(BaseModel):
    """What the request named: one record, several that fit, none of the caller's, or
    no record at all (`unnamed`)."""

    outcome: Outcome
    records: list[FoundRecord] = []
    phrase: str = ""
    self_named: bool = False
    whole: bool = Field(default=False, description="Named by a whole label or serial")
    introduced: bool = Field(
        default=False, description="A kind word introduces a name: 'the site Oslo hub'"
    )


def fold(text: str) -> str:
    """Lower case without accents: "Dräger" and "drager" compare equal."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_SERIAL = re.compile(r"\b[A-Za-z]{1,4}[- ]?\d{2,}[\w-]*")


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(fold(text))


def compact(text: str) -> str:
    return "".join(tokens(text))


def is_identifier(value: str) -> bool:
    """A serial, a number or an address ("GS-1004", "tom@acme.example"): matched whole."""
    value = value.strip()
    return "@" in value or (not any(c.isspace() for c in value) and any(c.isdigit() for c in value))


def record_label(record: Mapping[str, Any], parameter: RecordParameter) -> str:
    """How a person recognises the record: "GS-1004 Loading dock", "Tom Becker"."""
    parts = [str(record[f]) for f in parameter.label_fields if record.get(f)]
    if not parts:
        return f"#{record.get('id')}"
    if is_identifier(parts[0]) and len(parts) > 1:
        return f"{parts[0]} {parts[1]}"
    return parts[0]


class _Query:
    """The request's words, folded, with the phrases (word n-grams) it contains."""

    def __init__(self, query: str, generic: Iterable[str], kinds: Iterable[str] = ()) -> None:
        self.original = _TOKEN.findall(query)
        self.words = [fold(w) for w in self.original]
        self.generic = frozenset(fold(w) for w in generic) | STOPWORDS
        self.phrases: set[str] = set()
        for n in range(1, MAX_NGRAM + 1):
            for start in range(len(self.words) - n + 1):
                gram = self.words[start : start + n]
                self.phrases.add("".join(gram))
                if len(gram[-1]) > 3 and gram[-1].endswith("s"):  # "Priya Ramans"
                    self.phrases.add("".join(gram)[:-1])
        self.content = [
            i
            for i, w in enumerate(self.words)
            if w not in self.generic and (len(w) > 1 or w.isdigit())
        ]
        self.self_named = any(w in SELF_WORDS for w in self.words)
        kind_words = {fold(k) for k in kinds}
        self.introduced = any(
            word in kind_words and (after[0].isupper() or any(c.isdigit() for c in after))
            for word, after in zip(self.words, self.original[1:], strict=False)
        )

    def content_words(self) -> set[str]:
        return {self.words[i] for i in self.content}

    def named_words(self) -> list[str]:
        return [self.words[i] for i in self.content if not self.words[i].isdigit()]

    def numbers(self) -> list[str]:
        return [self.words[i] for i in self.content if self.words[i].isdigit()]

    def phrase(self, query: str) -> str:
        """What the request called the record, in its own words ("Zed", "GS-9999")."""
        for pattern in (_EMAIL, _SERIAL):
            found = pattern.search(query)
            if found:
                return found.group(0)
        named = [i for i in self.content if not self.words[i].isdigit()] or self.content
        if not named:
            return ""
        return " ".join(self.original[named[0] : named[-1] + 1])


def _whole_matches(record: Mapping[str, Any], parameter: RecordParameter, asked: _Query) -> int:
    """Length of the longest label (or serial inside a label) the request says whole."""
    best = 0
    for field in parameter.label_fields:
        value = str(record.get(field) or "")
        candidates = [value] + [w for w in value.split() if is_identifier(w.strip("()[],.;:"))]
        for candidate in candidates:
            key = compact(candidate)
            if len(key) > 1 and key in asked.phrases:
                best = max(best, len(key))
    return best


def _word_matches(record: Mapping[str, Any], parameter: RecordParameter, asked: _Query) -> int:
    """How many of the request's words are words of the record's name (not its serials)."""
    words: set[str] = set()
    for field in parameter.label_fields:
        value = str(record.get(field) or "")
        if not is_identifier(value):
            words.update(tokens(value))
    matched = {w for w in asked.content_words() if w in words or (len(w) > 3 and w[:-1] in words)}
    if not any(not w.isdigit() for w in matched):
        return 0
    return len(matched)


def match_records(
    query: str, parameter: RecordParameter, records: list[dict[str, Any]], generic: Iterable[str]
) -> tuple[RecordSearch, _Query]:
    """The records of `records` that `query` names: whole labels first, then most words."""
    asked = _Query(query, [*parameter.words, *generic], parameter.words)
    scored = [
        (_whole_matches(r, parameter, asked), _word_matches(r, parameter, asked), r)
        for r in records
    ]
    best = max(((w, n) for w, n, _ in scored if w or n), default=None)
    if best is None:
        outcome: Outcome = "none" if asked.named_words() else "unnamed"
        nothing = RecordSearch(
            outcome=outcome,
            phrase=asked.phrase(query),
            self_named=asked.self_named,
            introduced=asked.introduced,
        )
        return nothing, asked
    fits = [r for w, n, r in scored if (w, n) == best]
    found = [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in fits]
    return (
        RecordSearch(
            outcome="one" if len(found) == 1 else "several",
            records=found[:MAX_OPTIONS],
            phrase=asked.phrase(query),
            self_named=asked.self_named,
            whole=best[0] > 0,
            introduced=asked.introduced,
        ),
        asked,
    )


def named_words(query: str, parameter: RecordParameter, generic: Iterable[str]) -> list[str]:
    """The request's words that may name a record of this kind (no lookup)."""
    return _Query(query, [*parameter.words, *generic]).named_words()


class RecordLookup:
    """Reads records through the product's API as the user (GET only)."""

    def __init__(self, api: httpx.AsyncClient) -> None:
        self.api = api

    async def _get(
        self, path: str, token: str, params: dict[str, Any] | None = None
    ) -> httpx.Response:
        return await self.api.get(path, params=params, headers={"Authorization": f"Bearer {token}"})

    async def listing(
        self, parameter: RecordParameter, token: str, query: str | None = None
    ) -> list[dict[str, Any]]:
        params: dict[str, Any] = {"limit": MAX_RECORDS}
        if query:
            params["q"] = query
        response = await self._get(parameter.api_path, token, params)
        if response.status_code != 200:
            logger.warning(
                "record_lookup_failed", path=parameter.api_path, status=response.status_code
            )
            return []
        body = response.json()
        items: list[dict[str, Any]] = body.get("items", [])
        return items

    async def one(
        self, parameter: RecordParameter, token: str, record_id: str
    ) -> dict[str, Any] | None:
        response = await self._get(f"{parameter.api_path}/{record_id}", token)
        if response.status_code != 200:
            return None
        record: dict[str, Any] = response.json()
        return record

    async def find(
        self, parameter: RecordParameter, query: str, token: str, generic: Iterable[str] = ()
    ) -> RecordSearch:
        """The record(s) `query` names, among those the user may read."""
        records = await self.listing(parameter, token)
        found, asked = match_records(query, parameter, records, generic)
        if len(records) >= MAX_RECORDS and found.outcome in ("none", "unnamed"):
            more: dict[Any, dict[str, Any]] = {}
            for word in asked.named_words()[:4]:
                for record in await self.listing(parameter, token, word):
                    more[record["id"]] = record
            found, asked = match_records(query, parameter, list(more.values()), generic)
        by_number = len(asked.numbers()) == 1 and not _SERIAL.search(query)
        if found.outcome in ("none", "unnamed") and by_number:  # "work order 12"
            numbered = await self.one(parameter, token, asked.numbers()[0])
            if numbered is not None:
                label = record_label(numbered, parameter)
                return RecordSearch(
                    outcome="one", records=[FoundRecord(id=numbered["id"], label=label)]
                )
            return RecordSearch(outcome="none", phrase=asked.numbers()[0])
        return found

    async def sample(
        self, parameter: RecordParameter, token: str, limit: int = 5
    ) -> list[FoundRecord]:
        records = (await self.listing(parameter, token))[:limit]
        return [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in records]
