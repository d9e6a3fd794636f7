"""The assistant's first words: a greeting that fits the user's role and requests to try
that fit their organization's data (`POST /v1/greeting`).

The product says what to suggest in `greeting.yaml` beside its navigation catalog. A
request that names a record ("open sensor {serial_number}") is filled from one of the
user's own records of that catalog parameter, read through the product's API with the
user's token (one list call per kind, at once), so that it never names a record the user
cannot see; it is left out when there is none or the product does not answer.
"""

import asyncio
from pathlib import Path
from typing import Any

import httpx
import structlog
import yaml
from pydantic import BaseModel, ConfigDict, Field

from navex.navigation import RequestContext
from navex.navigation.catalog import RecordParameter

logger = structlog.get_logger(__name__)

FILE_NAME = "greeting.yaml"
LOOKUP_TIMEOUT_SECONDS = 3.0


class SuggestedRequest(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str = Field(description="The request; {field} names a field of `record`")
    record: str | None = Field(default=None, description="A catalog parameter, e.g. device_id")
    roles: tuple[str, ...] = ()
    placeholder: bool = False


class GreetingFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    offered: int = Field(default=4, ge=1, le=8)
    greeting: dict[str, str] = Field(default_factory=dict)
    requests: tuple[SuggestedRequest, ...] = ()


class Greeting(BaseModel):
    """What the panel shows before the first message."""

    greeting: str
    placeholder: str = Field(description="An example for the input, one the user can ask")
    suggestions: list[str]


def read_greeting(catalog_path: Path) -> GreetingFile:
    """The product's greeting file beside its catalog (none: a plain greeting)."""
    path = catalog_path.with_name(FILE_NAME)
    if not path.exists():
        return GreetingFile()
    return GreetingFile.model_validate(yaml.safe_load(path.read_text()) or {})


class Greeter:
    def __init__(
        self, spec: GreetingFile, parameters: dict[str, RecordParameter], api: httpx.AsyncClient
    ) -> None:
        self.spec = spec
        self.parameters = parameters
        self.api = api

    async def greet(self, context: RequestContext) -> Greeting:
        mine = [r for r in self.spec.requests if not r.roles or context.role in r.roles]
        kinds = sorted({r.record for r in mine if r.record and r.record in self.parameters})
        found = await asyncio.gather(*(self._first_record(kind, context) for kind in kinds))
        records = dict(zip(kinds, found, strict=True))
        offered: list[str] = []
        placeholder = ""
        for request in mine:
            text = _filled(request, records)
            if text is None or text in offered:
                continue
            if len(offered) < self.spec.offered:
                offered.append(text)
                if request.placeholder and not placeholder:
                    placeholder = text
        said = self.spec.greeting
        logger.info("greeting_composed", role=context.role, suggestions=len(offered))
        return Greeting(
            greeting=said.get(context.role) or said.get("default") or "Hi! How can I help?",
            placeholder=f"e.g. {placeholder or (offered[0] if offered else 'open my profile')}",
            suggestions=offered,
        )

    async def _first_record(self, kind: str, context: RequestContext) -> dict[str, Any] | None:
        parameter = self.parameters[kind]
        if not parameter.api_path:
            return None
        try:
            response = await self.api.get(
                parameter.api_path,
                params={"limit": 1},
                headers={"Authorization": f"Bearer {context.user_token}"},
                timeout=LOOKUP_TIMEOUT_SECONDS,
            )
        except httpx.HTTPError as exc:
            logger.warning("greeting_lookup_failed", path=parameter.api_path, error=repr(exc))
            return None
        if response.status_code != 200:
            logger.warning(
                "greeting_lookup_refused", path=parameter.api_path, status=response.status_code
            )
            return None
        items = response.json().get("items")
        first = items[0] if isinstance(items, list) and items else None
        return first if isinstance(first, dict) else None


def _filled(request: SuggestedRequest, records: dict[str, dict[str, Any] | None]) -> str | None:
    """The request with its record's fields, or None when it names a record there is not."""
    if request.record is None:
        return request.text
    record = records.get(request.record)
    if record is None:
        return None
    values = {k: v for k, v in record.items() if isinstance(v, str | int) and str(v).strip()}
    try:
        return request.text.format_map(values)
    except (KeyError, ValueError, IndexError):
        return None
