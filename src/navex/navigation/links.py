"""Turn a screen into a link for this caller: fill URL templates from the request's
context and from the records the request names, looked up read-only through the
product's API as the user. A record that cannot be found, or is ambiguous, becomes a
clarifying question with the candidates, never a broken link."""

import re
from collections.abc import Mapping
from typing import Any

import httpx
import structlog
from pydantic import BaseModel, Field

from navex.navigation.catalog import RecordParameter, Screen

logger = structlog.get_logger(__name__)

_PLACEHOLDER = re.compile(r"{([a-z_]+)}")
_QUOTED = re.compile(r"[\"“'‘]([^\"”'’]{2,80})[\"”'’]")
_WORD = re.compile(r"[\w][\w.@-]*", re.UNICODE)
STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "by",
        "with",
        "from",
        "and",
        "or",
        "my",
        "our",
        "me",
        "i",
        "we",
        "us",
        "you",
        "your",
        "his",
        "her",
        "their",
        "its",
        "this",
        "that",
        "these",
        "those",
        "please",
        "pls",
        "can",
        "could",
        "would",
        "will",
        "should",
        "show",
        "open",
        "go",
        "goto",
        "see",
        "view",
        "find",
        "take",
        "bring",
        "get",
        "give",
        "display",
        "need",
        "want",
        "where",
        "wheres",
        "where's",
        "how",
        "what",
        "which",
        "is",
        "are",
        "was",
        "be",
        "page",
        "screen",
        "details",
        "detail",
        "info",
        "information",
        "record",
        "edit",
        "change",
        "update",
        "settings",
        "setting",
        "new",
        "let",
        "let's",
        "i'd",
        "like",
        "look",
        "up",
        "lookup",
        "about",
        "for",
    ]
)
MAX_CANDIDATES = 5


class RequestContext(BaseModel):
    """Who is asking and from where; comes from the verified request, never from the model."""

    hostname: str
    user_id: int
    org_id: int
    role: str
    email: str = ""
    user_token: str = Field(default="", repr=False)
    platform: str = "web"


class LinkOption(BaseModel):
    label: str
    url: str
    mobile_path: str


class ResolvedLink(BaseModel):
    url: str
    mobile_path: str
    parameters: dict[str, Any]


class NeedsClarification(BaseModel):
    question: str
    options: list[LinkOption] = Field(default_factory=list)


_ORIGIN_GIVEN = re.compile(r"^https?://(?=https?://)")


def fill(template: str, values: Mapping[str, Any]) -> str:
    """`template` with `values` filled in. A `hostname` given as an origin (`http://host:port`,
    where the product is actually served) overrides the scheme the template was written with."""
    url = _PLACEHOLDER.sub(lambda m: str(values[m.group(1)]), template)
    return _ORIGIN_GIVEN.sub("", url, count=1)


def candidate_mentions(query: str, parameter: RecordParameter, screen: Screen) -> list[str]:
    """Phrases in `query` that may name a record: quoted text, tokens with digits
    (serials, ids), then the words left once generic and screen words are removed."""
    found: list[str] = [m.group(1).strip() for m in _QUOTED.finditer(query)]
    words = [w.rstrip(".").removesuffix("'s").removesuffix("’s") for w in _WORD.findall(query)]
    found += [w for w in words if any(ch.isdigit() for ch in w)]
    generic = STOPWORDS | {w.lower() for w in parameter.words}
    generic |= {w.lower() for w in _WORD.findall(screen.title)}
    content = [w for w in words if w.lower() not in generic and not w.isdigit()]
    if len(content) > 1:
        found.append(" ".join(content))
    found += sorted(content, key=len, reverse=True)
    unique: list[str] = []
    for phrase in found:
        if phrase and phrase.lower() not in {u.lower() for u in unique}:
            unique.append(phrase)
    return unique[:MAX_CANDIDATES]


def _label(record: Mapping[str, Any], parameter: RecordParameter) -> str:
    parts = [str(record[f]) for f in parameter.label_fields if record.get(f)]
    return " · ".join(parts) or f"#{record.get('id')}"


class RecordLookup:
    """Finds records by what the user called them, through the product's API as the user."""

    def __init__(self, api: httpx.AsyncClient) -> None:
        self.api = api

    async def search(
        self, parameter: RecordParameter, phrase: str, context: RequestContext
    ) -> list[dict[str, Any]]:
        headers = {"Authorization": f"Bearer {context.user_token}"}
        if phrase.isdigit():
            response = await self.api.get(f"{parameter.api_path}/{phrase}", headers=headers)
            return [response.json()] if response.status_code == 200 else []
        response = await self.api.get(
            parameter.api_path, params={"q": phrase, "limit": 10}, headers=headers
        )
        if response.status_code != 200:
            logger.warning(
                "record_lookup_failed", path=parameter.api_path, status=response.status_code
            )
            return []
        items: list[dict[str, Any]] = response.json().get("items", [])
        return items

    async def sample(
        self, parameter: RecordParameter, context: RequestContext, limit: int = 5
    ) -> list[dict[str, Any]]:
        headers = {"Authorization": f"Bearer {context.user_token}"}
        response = await self.api.get(parameter.api_path, params={"limit": limit}, headers=headers)
        return response.json().get("items", []) if response.status_code == 200 else []


async def resolve_link(
    screen: Screen,
    query: str,
    context: RequestContext,
    parameters: Mapping[str, RecordParameter],
    lookup: RecordLookup | None,
) -> ResolvedLink | NeedsClarification:
    """Fill every placeholder of `screen`'s URLs, or say what is missing."""
    values: dict[str, Any] = {
        "hostname": context.hostname,
        "org_id": context.org_id,
    }
    for name in screen.placeholders():
        if name in values:
            continue
        parameter = parameters.get(name)
        if parameter is None:
            if name == "user_id":
                values[name] = context.user_id
                continue
            return NeedsClarification(question=f"I can't fill in {name} for {screen.title}.")
        resolved = await _resolve_record(screen, query, context, name, parameter, lookup, values)
        if isinstance(resolved, NeedsClarification):
            return resolved
        values[name] = resolved
    return ResolvedLink(
        url=fill(screen.web_url, values),
        mobile_path=fill(screen.mobile_path, values),
        parameters={k: v for k, v in values.items() if k != "hostname"},
    )


async def _resolve_record(
    screen: Screen,
    query: str,
    context: RequestContext,
    name: str,
    parameter: RecordParameter,
    lookup: RecordLookup | None,
    known: dict[str, Any],
) -> Any:
    if parameter.choices:
        lowered = query.lower()
        chosen = [c for c in parameter.choices if c.lower() in lowered]
        if len(chosen) == 1:
            return chosen[0]
        return _choose(screen, parameter, context, name, known, [(c, c) for c in parameter.choices])
    mentions = candidate_mentions(query, parameter, screen)
    if lookup is not None:
        for phrase in mentions:
            records = await lookup.search(parameter, phrase, context)
            if not records:
                continue
            exact = [
                r
                for r in records
                if any(str(r.get(f, "")).lower() == phrase.lower() for f in parameter.label_fields)
            ]
            if len(records) == 1 or len(exact) == 1:
                return (exact or records)[0]["id"]
            return _choose(
                screen,
                parameter,
                context,
                name,
                known,
                [(_label(r, parameter), r["id"]) for r in records],
                question=f"Which {parameter.noun} do you mean by “{phrase}”?",
            )
    if name == "user_id" and not mentions:
        return context.user_id
    sample = await lookup.sample(parameter, context) if lookup is not None else []
    question = (
        f"I couldn't find a {parameter.noun} matching “{mentions[0]}”. Which one do you mean?"
        if mentions
        else f"Which {parameter.noun} do you want to open in {screen.title}?"
    )
    return _choose(
        screen,
        parameter,
        context,
        name,
        known,
        [(_label(r, parameter), r["id"]) for r in sample],
        question=question,
    )


def _choose(
    screen: Screen,
    parameter: RecordParameter,
    context: RequestContext,
    name: str,
    known: dict[str, Any],
    candidates: list[tuple[str, Any]],
    question: str | None = None,
) -> NeedsClarification:
    options = []
    for label, value in candidates:
        values = {**known, name: value}
        if all(p in values for p in screen.placeholders()):
            options.append(
                LinkOption(
                    label=label,
                    url=fill(screen.web_url, values),
                    mobile_path=fill(screen.mobile_path, values),
                )
            )
        else:
            options.append(LinkOption(label=label, url="", mobile_path=""))
    return NeedsClarification(
        question=question or f"Which {parameter.noun} do you mean?", options=options
    )
