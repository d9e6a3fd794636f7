"""The product's navigation catalog, as navex reads it (any product, not only Acme).

A catalog file lists screens (name, description, URL templates, roles) and, optionally,
how to resolve each URL parameter: from the caller's context or by looking a record up
through the product's API as the user; a list screen may declare the filters its URL takes
(`?status=offline&site=1`) and the words that name their values.
"""

import hashlib
import json
import re
from collections.abc import Callable
from functools import cached_property, lru_cache, wraps
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from navex.json_lines import json_lines

_PLACEHOLDER = re.compile(r"{([a-z_]+)}")


@lru_cache(maxsize=4096)
def _placeholders(url: str) -> tuple[str, ...]:
    """A URL template's placeholders, in order (asked of every screen on every request)."""
    return tuple(_PLACEHOLDER.findall(url))


class ScreenFilter(BaseModel):
    """A query parameter of a list screen's URL that narrows the list: to one of fixed
    `values` ("offline", named by "down", "hors ligne", ...), or to a record the request
    names (`parameter`: a catalog parameter, e.g. a site by its name)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    field: str = Field(
        description="The records' field it narrows by, also the product's list API's query "
        "parameter (`/api/devices?site_id=1`)"
    )
    values: dict[str, tuple[str, ...]] = Field(
        default_factory=dict,
        description="value -> the words of a request that name it, in the catalog's "
        "languages (the value itself, '_' read as a space, names it too)",
    )
    parameter: str | None = Field(
        default=None, description="A catalog parameter: the value is the id of the record named"
    )

    @model_validator(mode="after")
    def _one_kind(self) -> "ScreenFilter":
        if bool(self.values) == (self.parameter is not None):
            raise ValueError("a filter has either `values` or a record `parameter`")
        return self

    @cached_property
    def value_words(self) -> tuple[tuple[str, str], ...]:
        """(value, word) for each word that names one of `values`, the value itself first
        ('_' read as a space), worked out once: every question about what exists reads
        every list's filters."""
        return tuple(
            (value, word)
            for value, words in self.values.items()
            for word in (value.replace("_", " "), *words)
        )


class ScreenSearch(BaseModel):
    """The free-text search a list screen's URL takes (`?q=Brest+dock`): filled with the
    text a request says the records mention or are called ("which work orders mention
    Brest dock?"), never with words that name a filter or a record."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    param: str = Field(default="q", description="The screen URL's query parameter")
    field: str = Field(default="q", description="The product's list API's search parameter")


class Screen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    screen_name: str
    title: str
    section: str = ""
    description: str
    examples: tuple[str, ...] = Field(
        default=(), description="Requests a user would type to reach this screen"
    )
    required_parameters: tuple[str, ...] = ()
    filters: dict[str, ScreenFilter] = Field(
        default_factory=dict, description="URL query parameter -> how a request fills it"
    )
    search: ScreenSearch | None = Field(
        default=None, description="The free-text search the screen's URL takes, if any"
    )
    web_url: str
    mobile_path: str
    roles: tuple[str, ...]
    changed_here: tuple[str, ...] = Field(
        default=(),
        description="Words for the things this screen changes that no tool changes (a "
        "product's categories), in the catalog's languages: a change whose object is one of "
        "them is made here, even with its values (navigation/by_hand.py)",
    )

    def allows_role(self, role: str) -> bool:
        return role in self.roles

    def placeholders(self) -> list[str]:
        return list(_placeholders(self.web_url))

    def texts(self) -> list[tuple[str, str]]:
        """(kind, text) pairs to embed for this screen: several views of the same page."""
        sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", self.description) if s.strip()]
        texts = [("title", self.title), ("description", f"{self.title}. {self.description}")]
        texts += [("sentence", sentence) for sentence in sentences]
        texts += [("example", example) for example in self.examples]
        return texts


class RecordParameter(BaseModel):
    """A URL parameter that names a record the user can mention ("sensor GS-1020")."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    api_path: str = Field(description="List endpoint with ?q= search, e.g. /api/devices")
    label_fields: tuple[str, ...] = Field(description="Fields that name the record to a person")
    noun: str = Field(description="What the record is called, for clarifying questions")
    words: tuple[str, ...] = Field(
        default=(), description="Words that describe the kind of record, not a particular one"
    )
    choices: tuple[str, ...] = Field(
        default=(), description="A fixed set of values instead of an API lookup"
    )
    own_screens: dict[str, str] = Field(
        default_factory=dict,
        description="Screen about any record -> the screen about the caller's own record "
        "(a person's page -> 'My profile'); the caller is the record whose id is the "
        "request's user_id",
    )
    described_by: tuple[str, ...] = Field(
        default=(),
        description="Fields besides the label that describe a record to a person (a user's "
        "department and phone, a manufacturer's country): a request may name a record by "
        "what they hold, 'our finance person' (navigation/by_fields.py)",
    )
    amount_by: str | None = Field(
        default=None,
        description="The field that holds a record's amount, in `amount_per_unit`ths of a "
        "unit (an invoice's amount_cents): a request may name one by it, 'the 5,189 "
        "invoice', 'our priciest invoice' (navigation/amounts.py)",
    )
    amount_per_unit: int = Field(default=1, gt=0, description="100 for an amount in cents")
    belongs_to: tuple[str, ...] = Field(
        default=(),
        description="The parameters of the records these belong to (a device's product): "
        "many of these narrowed by one such record are shown on its page when no list is "
        "filtered by it, 'how many templink thermometers' (navigation/narrowed.py)",
    )
    titled: bool = Field(
        default=False,
        description="Its records' label is a title of ordinary words that may mention other "
        "records (a work order's 'Replace sensor head on GS-1011'): a request names one by "
        "its title's own words, beside the record it mentions ('who's handling the sensor "
        "head replacement on gs-1011'), or by its kind's word and words of a title "
        "(navigation/titles.py)",
    )
    members: str | None = Field(
        default=None,
        description="The parameter of the records these hold as members (a team's people), "
        "when no tool puts them in or takes them out: such a change is made on this kind's "
        "page (navigation/membership.py)",
    )


class ScreenRequest(BaseModel):
    """A request a user of the product made, labelled with the screen that answers it.

    The screen ranker learns from these how people ask (see `ranker.py`); they are never
    shown to anyone, unlike a screen's curated `examples`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    query: str = Field(min_length=1)
    screen: str
    source: str | None = Field(default=None, description="Where it was taken from (a gold row)")


class Catalog(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    version: int = 1
    screens: tuple[Screen, ...]
    parameters: dict[str, RecordParameter] = Field(default_factory=dict)
    requests: tuple[ScreenRequest, ...] = Field(
        default=(),
        description="Labelled requests for the screen ranker, read from the catalog's "
        "`requests_file` (JSON lines)",
    )

    @model_validator(mode="after")
    def _requests_name_screens(self) -> "Catalog":
        for number, request in enumerate(self.requests, 1):
            if request.screen not in self._screens_by_name:
                raise ValueError(
                    f"request {number} ({request.query!r}): no screen {request.screen}"
                )
        return self

    @model_validator(mode="after")
    def _filters_name_parameters(self) -> "Catalog":
        for screen in self.screens:
            for name, declared in screen.filters.items():
                if declared.parameter is not None and declared.parameter not in self.parameters:
                    raise ValueError(
                        f"{screen.screen_name} filter {name}: no parameter {declared.parameter}"
                    )
        for name, parameter in self.parameters.items():
            for other in (
                *parameter.belongs_to,
                *([parameter.members] if parameter.members else []),
            ):
                if other not in self.parameters:
                    raise ValueError(f"parameter {name}: no parameter {other}")
        return self

    def screen(self, name: str) -> Screen:
        found = self._screens_by_name.get(name)
        if found is None:
            raise KeyError(name)
        return found

    @cached_property
    def _screens_by_name(self) -> dict[str, Screen]:
        """Each screen by its name (the first of that name), worked out once: a request
        asks for its ranked screens by name many times."""
        named: dict[str, Screen] = {}
        for screen in self.screens:
            named.setdefault(screen.screen_name, screen)
        return named

    def list_screen(self, screen: Screen, parameter: str) -> Screen | None:
        """The screen listing the records `parameter` picks: the URL up to the record
        ("/devices" for "/devices/{device_id}/telemetry"), or that of the screen it stands
        for ("My profile" stands for a person's page)."""
        names = [screen.screen_name]
        for record in self.parameters.values():
            names += [other for other, own in record.own_screens.items() if own == names[0]]
        for name in names:
            prefix = self.screen(name).web_url.split("/{" + parameter + "}")[0]
            # the list itself, or the page one level up that lists them ("/billing" for
            # "/billing/invoices/{invoice_id}")
            for url in (prefix, prefix.rsplit("/", 1)[0]):
                for candidate in self.screens:
                    if candidate.web_url == url and "{" not in url.rsplit("/", 1)[-1]:
                        return candidate
        return None

    def record_page(self, name: str) -> Screen | None:
        """The page of one record of kind `name`: its URL is the list's and the record's
        id ("/sites/{site_id}")."""
        return self._record_pages.get(name)

    @cached_property
    def _record_pages(self) -> dict[str, Screen]:
        """Each kind's record page, worked out once (every request that names a record
        asks)."""
        pages: dict[str, Screen] = {}
        for screen in self.screens:
            for name in screen.placeholders():
                listing = self.list_screen(screen, name)
                if listing is not None and screen.web_url == f"{listing.web_url}/{{{name}}}":
                    pages.setdefault(name, screen)
        return pages

    def pages_about(self, name: str) -> tuple[Screen, ...]:
        """The screens about one record of kind `name` (their URL takes its id)."""
        return self._pages_about.get(name, ())

    @cached_property
    def _pages_about(self) -> dict[str, tuple[Screen, ...]]:
        return {
            name: tuple(s for s in self.screens if name in s.placeholders())
            for name in self.parameters
        }

    @cached_property
    def narrowing_kinds(self) -> frozenset[str]:
        """The kinds of record some list declares a filter for: the records others are
        narrowed by ("devices at the Lyon plant", "work orders assigned to Tom")."""
        return frozenset(
            declared.parameter
            for screen in self.screens
            for declared in screen.filters.values()
            if declared.parameter is not None
        )

    def record_kinds(self, screen: Screen) -> list[str]:
        """The kinds of record `screen` opens one of ("device_id" for a device's page)."""
        return [
            name
            for name in screen.placeholders()
            if name in self.parameters and not self.parameters[name].choices
        ]

    def listed_kinds(self, screen: Screen) -> list[str]:
        """The kinds of record `screen` lists: the parameters of the pages under its URL
        ("Devices" lists device_id)."""
        return self._listed.get(screen.screen_name, [])

    @cached_property
    def _listed(self) -> dict[str, list[str]]:
        """Each list screen's kinds, worked out once: every screen and every placeholder
        (a dozen milliseconds, which a question about people paid for each screen)."""
        listed: dict[str, list[str]] = {}
        for other in self.screens:
            for name in other.placeholders():
                listing = self.list_screen(other, name) if name in self.parameters else None
                if listing is not None:
                    listed.setdefault(listing.screen_name, []).append(name)
        return listed

    def home_kind(self, screen: Screen) -> str | None:
        """The kind of record a screen without one is about: the kind listed by the screen
        its URL lies under ("Onboard a device", /devices/onboard, is about devices)."""
        return self._home_kinds.get(screen.screen_name)

    @cached_property
    def _home_kinds(self) -> dict[str, str]:
        """Each screen's home kind, worked out once: every screen's kinds and their lists
        (a third of a millisecond, which the navigation rules paid several times a request)."""
        listings = [
            (name, listing.web_url)
            for other in self.screens
            for name in self.record_kinds(other)
            if (listing := self.list_screen(other, name)) is not None
        ]
        homes: dict[str, str] = {}
        for screen in self.screens:
            found = next((n for n, url in listings if screen.web_url.startswith(url + "/")), None)
            if found is not None:
                homes[screen.screen_name] = found
        return homes


T = TypeVar("T")


def once_per_catalog(build: Callable[[Catalog], T]) -> Callable[[Catalog], T]:
    """`build(catalog)` worked out once per catalog and kept with it (the few catalogs
    of a process; a catalog at the address of one gone is not taken for it)."""
    kept: dict[int, tuple[Catalog, T]] = {}

    @wraps(build)
    def once(catalog: Catalog) -> T:
        entry = kept.get(id(catalog))
        if entry is None or entry[0] is not catalog:
            if len(kept) >= 8:
                kept.clear()
            entry = kept[id(catalog)] = (catalog, build(catalog))
        return entry[1]

    return once


def load_catalog(path: Path) -> tuple[Catalog, str]:
    """The catalog at `path` with the labelled requests of its `requests_file` (a path
    beside it), and the sha256 of both files' bytes (stored with the ingested index)."""
    raw = path.read_bytes()
    digest = hashlib.sha256(raw)
    data = json.loads(raw)
    requests_file = data.pop("requests_file", None) if isinstance(data, dict) else None
    if requests_file is not None:
        requests_path = path.parent / requests_file
        lines = requests_path.read_bytes()
        digest.update(lines)
        data["requests"] = json_lines(requests_path, lines)
    return Catalog.model_validate(data), digest.hexdigest()
