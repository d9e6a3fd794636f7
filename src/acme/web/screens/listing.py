"""Lists: search with the API's own `?q=` columns and escaping, filters kept in the URL
(`?status=offline&site=1`, a value the list cannot apply is said, never dropped silently),
pagination."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from sqlalchemy import func, select

from acme.api.models import OrgOwned
from acme.api.resources import search_condition
from acme.api.routes import RESOURCES
from acme.web.screens.base import Cell, Content, Filter, Pager, ScreenContext, Table

PAGE_SIZE = 25
SEARCH_COLUMNS: dict[type[OrgOwned], tuple[str, ...]] = {r.model: r.search for r in RESOURCES}


@dataclass(frozen=True)
class ListFilter:
    """A column the list may be narrowed by, and its allowed values."""

    name: str
    label: str
    column: Any
    options: Sequence[tuple[str, str]]
    convert: Callable[[str], Any] = str


@dataclass
class ListSpec:
    model: type[OrgOwned]
    title: str
    columns: list[str]
    row: Callable[[Any], list[Cell]]
    order: Sequence[Any]
    filters: Sequence[ListFilter] = ()
    where: Sequence[Any] = ()
    empty: str = "Nothing matches."
    search_hint: str = "Search"
    searchable: bool = True
    extra: list[Any] = field(default_factory=list)


def page_href(ctx: ScreenContext, page: int) -> str:
    params = {k: v for k, v in ctx.query.items() if k != "page"}
    params["page"] = str(page)
    return f"{ctx.path}?{urlencode(params)}"


def page_number(ctx: ScreenContext) -> int:
    raw = ctx.arg("page", 7)
    return int(raw) if raw.isdigit() and 0 < int(raw) < 100_000 else 1


def pager(ctx: ScreenContext, total: int, page: int) -> Pager | None:
    pages = max(1, -(-total // PAGE_SIZE))
    if pages == 1:
        return None
    return Pager(
        page,
        pages,
        page_href(ctx, page - 1) if page > 1 else None,
        page_href(ctx, page + 1) if page < pages else None,
    )


def refusal(f: ListFilter, value: str) -> str:
    """What the page says about a filter value it cannot apply (never ignored silently)."""
    labels = [label for _, label in f.options]
    choices = f" (one of: {', '.join(labels)})" if 0 < len(labels) <= 8 else ""
    return (
        f"No {f.label.lower()} “{value}” in your organization{choices}: "
        f"this list is not narrowed by {f.label.lower()}."
    )


def chosen_filters(ctx: ScreenContext, spec: ListSpec) -> tuple[list[Filter], list[Any], list[str]]:
    """The filters as the page shows them, the conditions the chosen values add, and what
    the page says about values it cannot apply."""
    shown, conditions, refused = [], [], []
    for f in spec.filters:
        value = ctx.arg(f.name)
        if value and value not in {v for v, _ in f.options}:
            refused.append(refusal(f, value))
            value = ""
        if value:
            conditions.append(f.column == f.convert(value))
        shown.append(Filter(f.name, f.label, [("", "Any"), *f.options], value))
    return shown, conditions, refused


def without_filters(ctx: ScreenContext, spec: ListSpec) -> str:
    """This list with its search kept and its filters cleared."""
    names = {f.name for f in spec.filters} | {"page"}
    kept = {k: v for k, v in ctx.query.items() if k not in names}
    return f"{ctx.path}?{urlencode(kept)}" if kept else ctx.path


async def listing(ctx: ScreenContext, spec: ListSpec) -> Content:
    """One page of the org's records of `spec.model`, searched and filtered as asked."""
    model = spec.model
    conditions: list[Any] = [model.org_id == ctx.org_id, *spec.where]
    q = ctx.arg("q") if spec.searchable else ""
    if q:
        conditions.append(search_condition(model, SEARCH_COLUMNS[model], q))
    filters, chosen, refused = chosen_filters(ctx, spec)
    conditions += chosen
    total = int(
        await ctx.session.scalar(select(func.count()).select_from(model).where(*conditions)) or 0
    )
    page = min(page_number(ctx), max(1, -(-total // PAGE_SIZE)))
    rows = await ctx.session.scalars(
        select(model)
        .where(*conditions)
        .order_by(*spec.order, model.id)
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
    )
    table = Table(
        spec.title,
        spec.columns,
        [spec.row(r) for r in rows],
        total=total,
        empty=spec.empty if (q or chosen) else "Nothing here yet.",
        pager=pager(ctx, total, page),
    )
    return Content(
        tables=[table],
        search_query=q if spec.searchable else None,
        search_hint=spec.search_hint,
        filters=filters,
        clear_filters=without_filters(ctx, spec) if chosen else None,
        notice=" ".join(refused) or None,
    )


async def names(ctx: ScreenContext, model: type[OrgOwned], attr: str = "name") -> dict[int, str]:
    """id → name of every `model` record of the org (for labels and filter choices)."""
    rows = await ctx.session.execute(
        select(model.id, getattr(model, attr))
        .where(model.org_id == ctx.org_id)
        .order_by(getattr(model, attr))
    )
    return {int(i): str(n) for i, n in rows.all()}


def id_options(by_id: dict[int, str]) -> list[tuple[str, str]]:
    return [(str(i), n) for i, n in by_id.items()]


def value_options(values: Sequence[str]) -> list[tuple[str, str]]:
    return [(v, v.replace("_", " ")) for v in values]
