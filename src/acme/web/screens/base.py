"""What a screen is built from: its content (cells, tables, facts, forms) and the context it
reads the caller's own org from. Every query goes through `ScreenContext`, whose `org_id`
comes from the signed token; a record of another org is treated like a missing one."""

from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.datastructures import QueryParams
from starlette.requests import Request

from acme.api.auth import Caller
from acme.api.models import Org, OrgOwned
from acme.api.schemas import MAX_ID
from acme.catalog import Catalog

EMPTY = "—"


@dataclass(frozen=True)
class Cell:
    text: str
    href: str | None = None


@dataclass(frozen=True)
class Pager:
    """Where a paginated table is and the links to its neighbours."""

    page: int
    pages: int
    previous: str | None
    next: str | None


@dataclass
class Table:
    title: str
    columns: list[str]
    rows: list[list[Cell]] = field(default_factory=list)
    total: int | None = None
    empty: str = "Nothing here yet."
    pager: Pager | None = None


@dataclass(frozen=True)
class Filter:
    """A choice that narrows a list (`?status=open`)."""

    name: str
    label: str
    options: list[tuple[str, str]]  # (value, label); "" is "any"
    current: str


@dataclass(frozen=True)
class Field:
    """One input of a working form."""

    name: str
    label: str
    kind: str = "text"  # text, email, number, date, select, textarea, password, color
    required: bool = False
    options: list[tuple[str, str]] = field(default_factory=list)
    help: str | None = None


@dataclass
class FormView:
    """A form as the page shows it: fields, the values in them, errors at each field."""

    fields: list[Field]
    values: dict[str, str] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    error: str | None = None  # for the whole form (a conflict, a refusal)
    submit: str = "Save"
    csrf: str = ""
    danger: bool = False


@dataclass
class Content:
    """The body of one page, below its title and help text."""

    heading: str | None = None
    links: list[Cell] = field(default_factory=list)
    facts: list[tuple[str, Cell]] = field(default_factory=list)
    kpis: list[tuple[str, str]] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)
    search_query: str | None = None
    search_hint: str = "Search"
    filters: list[Filter] = field(default_factory=list)
    clear_filters: str | None = None  # the list without its filters, when some are chosen
    form: FormView | None = None
    notice: str | None = None
    download: tuple[str, str] | None = None  # (file name, CSV text) sent instead of a page


def text(value: Any) -> str:
    if value is None or value == "":
        return EMPTY
    if isinstance(value, datetime):
        return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {text(v)}" for k, v in value.items()) or EMPTY
    if isinstance(value, list | tuple):
        return ", ".join(text(v) for v in value) or EMPTY
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def money(cents: int, currency: str) -> str:
    return f"{cents / 100:,.2f} {currency}"


@dataclass
class ScreenContext:
    """One request's view of the caller's org: the records its URL names, its query."""

    session: AsyncSession
    caller: Caller
    catalog: Catalog
    params: dict[str, Any]
    records: dict[str, Any]
    query: QueryParams
    path: str
    request: Request

    @property
    def org_id(self) -> int:
        return self.caller.org_id

    def arg(self, name: str, limit: int = 200) -> str:
        """A query parameter, trimmed and bounded ('' when absent)."""
        return (self.query.get(name) or "").strip()[:limit]

    def href(self, screen_name: str, **params: Any) -> str | None:
        """The path of a screen this caller may open, or None (then no link is shown)."""
        screen = self.catalog.screen(screen_name)
        if not screen.allows(self.caller.role) or any(v is None for v in params.values()):
            return None
        return screen.path(**{"org_id": self.org_id, "user_id": self.caller.user_id, **params})

    def link(self, label: Any, screen_name: str, **params: Any) -> Cell:
        return Cell(text(label), self.href(screen_name, **params))

    async def owned(self, model: type[OrgOwned], ident: Any) -> Any:
        """One record of the caller's org, or None (missing and foreign look the same)."""
        if not isinstance(ident, int) or not 1 <= ident <= MAX_ID:
            return None
        return await self.session.scalar(
            select(model).where(model.id == ident, model.org_id == self.org_id)
        )

    async def name_of(self, model: type[OrgOwned], ident: int | None, attr: str = "name") -> Any:
        record = await self.owned(model, ident) if ident is not None else None
        return getattr(record, attr) if record is not None else None

    async def count(self, model: type[OrgOwned], *where: Any) -> int:
        total = await self.session.scalar(
            select(func.count()).select_from(model).where(model.org_id == self.org_id, *where)
        )
        return int(total or 0)

    async def grouped(self, column: Any, model: type[OrgOwned], *where: Any) -> dict[Any, int]:
        """Counts of `model` rows in the caller's org, by `column`."""
        rows = await self.session.execute(
            select(column, func.count())
            .select_from(model)
            .where(model.org_id == self.org_id, *where)
            .group_by(column)
        )
        return {key: int(n) for key, n in rows.all()}

    async def org(self) -> Org:
        org = await self.session.get(Org, self.org_id)
        assert org is not None  # the token's org was just checked
        return org
