"""Short answers beside a link: "how many devices are offline in Lyon?" gets the device
list and "2 offline devices at Lyon plant: GS-1004 Loading dock, ...", read through the
product's API as the user.

navex knows nothing of the product's records: the product's short-answer file
(`ShortAnswers`, e.g. src/acme/catalog/short_answers.yaml) says, per screen, which API
list to read, how its filters read ("at {value}") and which value one takes when the
request names none, how to count and group what is left, and how to label a record. The
filters themselves are the screen's, as the catalog declares them and the request names
them (filters.py): the list is read with them (`/api/devices?status=offline&site_id=1`),
so the answer counts what the link shows. A record's page reads that record and shows the
fields listed. A short answer is given only to questions, within a time budget; when the
product is slow or says no, the link goes out alone.
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

from navex.navigation.catalog import Screen
from navex.navigation.filters import ChosenFilter
from navex.navigation.links import RequestContext
from navex.navigation.records import RecordLookup

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


class FilterReading(BaseModel):
    """How one of the screen's filters (the catalog's, by its URL parameter) reads in an
    answer, and the value it takes when the request names none."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    phrase: str | None = Field(
        default=None,
        description="e.g. 'at {value}' after the noun for a record; unset: a value reads "
        "before the noun ('offline devices'), a record as 'with <param> <label>'",
    )
    default: str | None = Field(default=None, description="the value when none is named")


class SearchReading(BaseModel):
    """How a list's search reads after the noun: "1 work order mentions Brest dock"."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    one: str = Field(default="mentions {text}", description="after a noun in the singular")
    many: str = Field(default="mention {text}", description="after a noun in the plural")


class ShortAnswerSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    api_path: str
    noun: str
    plural: str
    label: str = Field(description="a record's label, e.g. '{serial_number} {name}'")
    filters: dict[str, FilterReading] = Field(
        default_factory=dict, description="the screen's URL filter parameter -> how it reads"
    )
    search: SearchReading | None = Field(
        default=None, description="how the search reads here; unset: the file's `search`"
    )
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
    search: SearchReading = Field(
        default_factory=SearchReading, description="how a list's search reads by default"
    )
    screens: dict[str, ShortAnswerSpec] = Field(default_factory=dict)


class ShortAnswer(BaseModel):
    text: str
    filters: dict[str, str] = Field(
        default_factory=dict,
        description="the URL query parameters of the filters the answer counted with",
    )


def read_short_answers(path: Path | None) -> ShortAnswersFile:
    if path is None or not path.exists():
        return ShortAnswersFile()
    return ShortAnswersFile.model_validate(yaml.safe_load(path.read_text()) or {})


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

    def __init__(self, spec: ShortAnswersFile, lookup: RecordLookup) -> None:
        self.spec = spec
        self.lookup = lookup

    def covers(self, screen_name: str) -> bool:
        return screen_name in self.spec.screens

    async def answer(
        self,
        screen: Screen,
        query: str,
        context: RequestContext,
        link_parameters: dict[str, Any],
        filters: list[ChosenFilter] | None = None,
    ) -> ShortAnswer | None:
        """The short answer to `query` on `screen`, with the `filters` the request names,
        or None (not a question, nothing configured, or the product too slow or unwilling)."""
        screen_name = screen.screen_name
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
                    chosen = _with_defaults(spec, screen, filters or [])
                    result = await self._list(spec, context, chosen)
        except (TimeoutError, httpx.HTTPError, ValueError) as exc:
            logger.warning("short_answer_failed", screen=screen_name, error=repr(exc))
            return None
        ms = round((time.perf_counter() - started) * 1000, 2)
        logger.info("short_answer_read", screen=screen_name, ms=ms, given=result is not None)
        return result

    async def _get(self, path: str, context: RequestContext, **params: Any) -> Any:
        """The product's answer as the user (None when it answers no 200; from a copy
        read under the request's data version when there is one: records.py)."""
        return await self.lookup.read(path, context.user_token, params)

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
        self, spec: ShortAnswerSpec, context: RequestContext, chosen: list[ChosenFilter]
    ) -> ShortAnswer | None:
        narrowed = {f.field: f.value for f in chosen}
        page = await self._get(spec.api_path, context, limit=MAX_RECORDS, **narrowed)
        if not isinstance(page, dict):
            return None
        records = list(page.get("items", []))
        total = int(page.get("total", len(records)))
        return ShortAnswer(
            text=_describe(spec, records, total, chosen, spec.search or self.spec.search),
            filters={f.param: f.value for f in chosen},
        )


def _with_defaults(
    spec: ShortAnswerSpec, screen: Screen, chosen: list[ChosenFilter]
) -> list[ChosenFilter]:
    """The filters named, and the defaults of those not named ("anything alarming?" counts
    the open alerts), in the screen's order."""
    named = {f.param: f for f in chosen}
    for param, reading in spec.filters.items():
        declared = screen.filters.get(param)
        if param in named or reading.default is None or declared is None:
            continue
        named[param] = ChosenFilter(
            param=param,
            field=declared.field,
            value=reading.default,
            label=reading.default.replace("_", " "),
        )
    return [named[p] for p in screen.filters if p in named] + [f for f in chosen if f.search]


def _reads(spec: ShortAnswerSpec, chosen: ChosenFilter) -> str:
    reading = spec.filters.get(chosen.param)
    if reading is not None and reading.phrase is not None:
        return reading.phrase.format(value=chosen.label)
    return f"with {chosen.param} {chosen.label}" if chosen.record else chosen.label


def _describe(
    spec: ShortAnswerSpec,
    records: list[dict[str, Any]],
    total: int,
    chosen: list[ChosenFilter],
    search: SearchReading,
) -> str:
    """ "5 open alerts, 2 critical: ..." from the filtered records; "1 work order mentions
    Brest dock: ..." from the searched ones."""
    adjectives = [_reads(spec, f) for f in chosen if not f.record and not f.search]
    places = [_reads(spec, f) for f in chosen if f.record]
    mention = search.one if total == 1 else search.many
    searched = [mention.format(text=f.label) for f in chosen if f.search]
    noun = spec.noun if total == 1 else spec.plural
    head = " ".join([str(total), *adjectives, noun, *places, *searched])
    grouped_by_filter = any(f.field == spec.group_by for f in chosen)
    listed = records
    if spec.group_by and not grouped_by_filter and records and total == len(records):
        counts: dict[str, int] = {}
        for record in records:
            key = str(record.get(spec.group_by))
            counts[key] = counts.get(key, 0) + 1
        if spec.highlight is not None:
            listed = [r for r in records if str(r.get(spec.group_by)) == spec.highlight]
            head += f", {len(listed)} {spec.highlight}"
        else:
            head += " (" + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) + ")"
    if not listed or len(listed) > spec.list_at_most or total > len(records):
        return head + "."
    return head + ": " + "; ".join(_label(spec.label, r) for r in listed) + "."
