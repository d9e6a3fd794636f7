"""Short answers beside a link: "how many devices are offline in Lyon?" gets the device
list and "2 offline devices at Lyon plant: GS-1004 Loading dock, ...", read through the
product's API as the user.

navex knows nothing of the product's records: the product's short-answer file
(`ShortAnswers`, e.g. src/acme/catalog/short_answers.yaml) says, per screen, which API
list to read, which words of a request filter it (a fixed value such as "offline", or a
record named in the request such as a site), how to count and group what is left, and
how to label a record. A record's page reads that record and shows the fields listed.
A short answer is given only to questions, within a time budget; when the product is
slow or says no, the link goes out alone.
"""

import asyncio
import re
import time
from pathlib import Path
from typing import Any

import httpx
import structlog
import yaml
from pydantic import BaseModel, ConfigDict, Field

from navex.navigation.catalog import RecordParameter
from navex.navigation.links import STOPWORDS, RequestContext

logger = structlog.get_logger(__name__)

MAX_RECORDS = 200  # the most a list endpoint returns at once

# how people start a question, in the catalog's languages (not the product's words)
_QUESTION = re.compile(
    r"^\s*(how|what|what's|whats|which|who|whose|when|where|why|is|are|was|were|do|does|did"
    r"|has|have|any|anything|count|number of|combien|quel|quelle|quels|quelles|qui|est-ce"
    r"|y a-t-il|wie|welche|welcher|welches|wer|wann|gibt es|ist|sind|hat|cuántos|cuántas"
    r"|cuantos|qué|que|cuál|cual|quién|hay|quantos|quantas|qual|quanti|quante|quale|ci sono)\b",
    re.IGNORECASE,
)


def is_question(query: str) -> bool:
    """True for a request phrased as a question ("how many ...", "is anything ...?")."""
    return query.rstrip().endswith("?") or bool(_QUESTION.match(query))


class ListFilter(BaseModel):
    """One way a request narrows a list: a field set to a value the request names."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    field: str
    values: dict[str, tuple[str, ...]] = Field(
        default_factory=dict, description="value -> words of a request that name it"
    )
    record: str | None = Field(
        default=None, description="a catalog record parameter: a record named in the request"
    )
    phrase: str = Field(default="{value}", description="how the filter reads, e.g. 'at {value}'")
    default: str | None = Field(default=None, description="the value when none is named")
    url_param: str | None = Field(default=None, description="the screen URL's query parameter")


class ShortAnswerSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    api_path: str
    noun: str
    plural: str
    label: str = Field(description="a record's label, e.g. '{serial_number} {name}'")
    filters: tuple[ListFilter, ...] = ()
    group_by: str | None = None
    highlight: str | None = Field(default=None, description="a group_by value to list")
    list_at_most: int = 5
    record: str | None = Field(
        default=None, description="on a record's page: the URL parameter naming the record"
    )
    fields: dict[str, tuple[str, ...]] = Field(
        default_factory=dict,
        description="on a record's page: field -> what it is called (first) and the words "
        "that ask for it; a request that asks for some fields gets those only",
    )


class ShortAnswersFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    budget_ms: float = 600.0
    screens: dict[str, ShortAnswerSpec] = Field(default_factory=dict)


class ShortAnswer(BaseModel):
    text: str
    filters: dict[str, str] = Field(
        default_factory=dict, description="the URL query parameters of the filters applied"
    )


def read_short_answers(path: Path | None) -> ShortAnswersFile:
    if path is None or not path.exists():
        return ShortAnswersFile()
    return ShortAnswersFile.model_validate(yaml.safe_load(path.read_text()) or {})


def _words(text: str) -> list[str]:
    return re.findall(r"[\w%-]+", text.casefold())


def _names(query: str, name: str) -> bool:
    """Whether `query` names `name` as whole words."""
    pattern = r"(?<!\w)" + re.escape(name.casefold()) + r"(?!\w)"
    return re.search(pattern, query.casefold()) is not None


def _label(template: str, record: dict[str, Any]) -> str:
    values = {k: "" if v is None else v for k, v in record.items()}
    try:
        return " ".join(template.format_map(values).split())
    except (KeyError, IndexError, ValueError):
        return f"#{record.get('id')}"


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    return "none" if value is None or value == "" else str(value)


class ShortAnswers:
    """Reads the product's API as the user to answer a question in one line."""

    def __init__(
        self,
        spec: ShortAnswersFile,
        parameters: dict[str, RecordParameter],
        api: httpx.AsyncClient,
    ) -> None:
        self.spec = spec
        self.parameters = parameters
        self.api = api

    def covers(self, screen_name: str) -> bool:
        return screen_name in self.spec.screens

    async def answer(
        self,
        screen_name: str,
        query: str,
        context: RequestContext,
        link_parameters: dict[str, Any],
    ) -> ShortAnswer | None:
        """The short answer to `query` on `screen_name`, or None (not a question, nothing
        configured, or the product too slow or unwilling)."""
        spec = self.spec.screens.get(screen_name)
        if spec is None or not is_question(query):
            return None
        started = time.perf_counter()
        try:
            async with asyncio.timeout(self.spec.budget_ms / 1000):
                if spec.record is not None:
                    record_id = link_parameters.get(spec.record)
                    result = await self._record(spec, query, context, record_id)
                else:
                    result = await self._list(spec, query, context)
        except (TimeoutError, httpx.HTTPError, ValueError) as exc:
            logger.warning("short_answer_failed", screen=screen_name, error=repr(exc))
            return None
        ms = round((time.perf_counter() - started) * 1000, 2)
        logger.info("short_answer_read", screen=screen_name, ms=ms, given=result is not None)
        return result

    async def _get(self, path: str, context: RequestContext, **params: Any) -> Any:
        headers = {"Authorization": f"Bearer {context.user_token}"}
        response = await self.api.get(path, params=params, headers=headers)
        if response.status_code != 200:
            logger.info("short_answer_refused", path=path, status=response.status_code)
            return None
        return response.json()

    async def _record(
        self, spec: ShortAnswerSpec, query: str, context: RequestContext, record_id: Any
    ) -> ShortAnswer | None:
        if record_id is None:
            return None
        record = await self._get(f"{spec.api_path}/{record_id}", context)
        if not isinstance(record, dict):
            return None
        asked = {f: n for f, n in spec.fields.items() if any(_names(query, w) for w in n)}
        shown = asked or spec.fields
        facts = "; ".join(f"{names[0]}: {_show(record.get(f))}" for f, names in shown.items())
        return ShortAnswer(text=f"{_label(spec.label, record)}: {facts.rstrip('.')}.")

    async def _list(
        self, spec: ShortAnswerSpec, query: str, context: RequestContext
    ) -> ShortAnswer | None:
        page, chosen = await asyncio.gather(
            self._get(spec.api_path, context, limit=MAX_RECORDS),
            self._chosen_filters(spec, query, context),
        )
        if not isinstance(page, dict):
            return None
        records = [
            r
            for r in page.get("items", [])
            if all(str(r.get(f.field)) == str(value) for f, value, _ in chosen)
        ]
        return ShortAnswer(
            text=_describe(spec, records, chosen),
            filters={f.url_param: str(v) for f, v, _ in chosen if f.url_param},
        )

    async def _chosen_filters(
        self, spec: ShortAnswerSpec, query: str, context: RequestContext
    ) -> list[tuple[ListFilter, Any, str]]:
        """(filter, value, how it reads) for each filter the request names."""
        chosen: list[tuple[ListFilter, Any, str]] = []
        for spec_filter in spec.filters:
            if spec_filter.record is not None:
                found = await self._named_record(spec_filter.record, query, context)
                if found is not None:
                    chosen.append((spec_filter, found[0], found[1]))
                continue
            named = [
                value
                for value, words in spec_filter.values.items()
                if any(_names(query, w) for w in (value, *words))
            ]
            value = named[0] if len(named) == 1 else spec_filter.default
            if value is not None:
                chosen.append((spec_filter, value, value))
        return chosen

    async def _named_record(
        self, parameter_name: str, query: str, context: RequestContext
    ) -> tuple[Any, str] | None:
        """(id, label) of the one record of `parameter_name` the request names by a
        distinctive word of its label ("Lyon" for "Lyon plant"), if exactly one."""
        parameter = self.parameters.get(parameter_name)
        if parameter is None or not parameter.label_fields:
            return None
        page = await self._get(parameter.api_path, context, limit=MAX_RECORDS)
        if not isinstance(page, dict):
            return None
        generic = STOPWORDS | {w.casefold() for w in parameter.words}
        asked = set(_words(query))
        hits = []
        for record in page.get("items", []):
            label = str(record.get(parameter.label_fields[0]) or "")
            distinctive = [w for w in _words(label) if len(w) > 2 and w not in generic]
            if _names(query, label) or (distinctive and asked & set(distinctive)):
                hits.append((record["id"], label))
        return hits[0] if len(hits) == 1 else None


def _describe(
    spec: ShortAnswerSpec, records: list[dict[str, Any]], chosen: list[tuple[ListFilter, Any, str]]
) -> str:
    """ "5 open alerts, 2 critical: ..." from the filtered records."""
    adjectives = [shown for f, _, shown in chosen if f.record is None]
    places = [f.phrase.format(value=shown) for f, _, shown in chosen if f.record is not None]
    noun = spec.noun if len(records) == 1 else spec.plural
    head = " ".join([str(len(records)), *adjectives, noun, *places])
    grouped_by_filter = any(f.field == spec.group_by for f, _, _ in chosen)
    listed = records
    if spec.group_by and not grouped_by_filter and records:
        counts: dict[str, int] = {}
        for record in records:
            key = str(record.get(spec.group_by))
            counts[key] = counts.get(key, 0) + 1
        if spec.highlight is not None:
            listed = [r for r in records if str(r.get(spec.group_by)) == spec.highlight]
            head += f", {len(listed)} {spec.highlight}"
        else:
            head += " (" + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) + ")"
    if not listed or len(listed) > spec.list_at_most:
        return head + "."
    return head + ": " + "; ".join(_label(spec.label, r) for r in listed) + "."
