"""One router per resource, built from a declaration: list (?q=, filters, pagination), get,
create, update, delete. Every statement filters by the caller's org; another org's ids are
404 (and 422 as a filter or a reference)."""

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from fastapi import APIRouter, Header, Path, Query, Response
from pydantic import BaseModel, ConfigDict, Field, create_model
from sqlalchemy import func, or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from acme.api.auth import Caller, Role, require_role
from acme.api.auth import Session as Session  # re-exported: its home was this module
from acme.api.conditional import (
    CACHE_CONTROL,
    NOT_MODIFIED,
    list_etag,
    none_match,
    response_format,
)
from acme.api.models import OrgOwned
from acme.api.problems import PROBLEM_RESPONSES, Problem, not_found
from acme.api.schemas import MAX_ID, Id, Page

RecordId = Annotated[int, Path(ge=1, le=MAX_ID, description="The record's id")]
WriteHook = Callable[[Caller, dict[str, Any], Any], Awaitable[None] | None]


@dataclass(frozen=True)
class Resource:
    """How one kind of record is exposed over the API."""

    path: str
    label: str
    model: type[OrgOwned]
    read: type[BaseModel]
    create: type[BaseModel] | None = None
    update: type[BaseModel] | None = None
    search: tuple[str, ...] = ("name",)
    read_role: Role = "viewer"
    write_role: Role = "operator"
    delete_role: Role | None = "admin"
    references: dict[str, type[OrgOwned]] = field(default_factory=dict)
    check_write: WriteHook | None = None
    filters: tuple[str, ...] = field(
        default=(), metadata={"doc": "fields of `read` the list may be narrowed by (?status=)"}
    )


async def load_owned(session: AsyncSession, resource: Resource, caller: Caller, ident: int) -> Any:
    record = await session.scalar(
        select(resource.model).where(
            resource.model.id == ident, resource.model.org_id == caller.org_id
        )
    )
    if record is None:
        raise not_found(resource.label, ident)
    return record


async def check_references(
    session: AsyncSession,
    resource: Resource,
    caller: Caller,
    values: dict[str, Any],
    where: Literal["body", "query"] = "body",
) -> None:
    """Each referenced id must name a record of the caller's own org."""
    for name, model in resource.references.items():
        ident = values.get(name)
        if ident is None:
            continue
        found = await session.scalar(
            select(model.id).where(model.id == ident, model.org_id == caller.org_id)
        )
        if found is None:
            raise Problem(
                422,
                f"{name} {ident} does not exist in your organization.",
                errors=[{"loc": [where, name], "msg": "unknown id", "type": "reference"}],
            )


def reject_nulls(model: type[Any], values: dict[str, Any]) -> None:
    """An explicit null for a column that cannot be empty is a 422, not a database error."""
    columns = model.__table__.columns
    errors = [
        {"loc": ["body", name], "msg": "may not be null", "type": "null_not_allowed"}
        for name, value in values.items()
        if value is None and name in columns and not columns[name].nullable
    ]
    if errors:
        fields = ", ".join(str(e["loc"][-1]) for e in errors)
        raise Problem(422, f"These fields may not be null: {fields}.", errors=errors)


def search_condition(model: type[OrgOwned], columns: Sequence[str], q: str) -> Any:
    """`q` as a case-insensitive substring of any of `columns` (LIKE wildcards escaped)."""
    pattern = "%" + q.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
    return or_(*(getattr(model, col).ilike(pattern, escape="\\") for col in columns))


def _conflict(exc: IntegrityError, label: str) -> Problem:
    if "foreign key" in str(exc.orig):
        return Problem(409, f"This {label} is still referenced by other records.")
    return Problem(409, f"A {label} with the same name or key already exists.")


async def commit_or_conflict(session: AsyncSession, resource: Resource) -> None:
    try:
        await session.commit()
    except IntegrityError as exc:
        await session.rollback()
        raise _conflict(exc, resource.label) from exc


async def commit_with_response(
    session: AsyncSession,
    record: Any,
    read_model: type[BaseModel],
    label: str,
    status_code: int = 200,
) -> Response:
    """Write `record`, build the response from what the database now holds, and commit
    only then: a response that cannot be built (an exception here) leaves nothing
    written, because the session is closed without a commit."""
    try:
        await session.flush()
    except IntegrityError as exc:
        await session.rollback()
        raise _conflict(exc, label) from exc
    await session.refresh(record)
    body = read_model.model_validate(record).model_dump_json()
    try:
        await session.commit()
    except IntegrityError as exc:
        await session.rollback()
        raise _conflict(exc, label) from exc
    return Response(body, status_code=status_code, media_type="application/json")


def _filter_type(resource: Resource, name: str) -> Any:
    """What a filter accepts: an id of the caller's org for a reference, else the values
    the record's field may hold (its Literal, bool, ...)."""
    if name in resource.references:
        return Id
    annotation = resource.read.model_fields[name].annotation
    kinds = [a for a in get_args(annotation) if a is not type(None)]
    return kinds[0] if get_origin(annotation) in (Union, UnionType) else annotation


class ListQuery(BaseModel):
    """A list's query parameters; each resource's adds its filters (list_query_model)."""

    model_config = ConfigDict(extra="ignore")

    q: str | None = Field(
        default=None, max_length=200, pattern=r"^[^\x00]*$", description="Search text"
    )
    limit: int = Field(default=50, ge=1, le=200)
    offset: int = Field(default=0, ge=0, le=1_000_000)


def list_query_model(resource: Resource) -> type[ListQuery]:
    """`ListQuery` with the resource's filters (`?status=offline&site_id=1`)."""
    fields: dict[str, Any] = {
        name: (
            _filter_type(resource, name) | None,
            Field(default=None, description=f"Only the {resource.path} whose {name} is this"),
        )
        for name in resource.filters
    }
    name = "".join(part.title() for part in resource.path.split("-")) + "ListQuery"
    return create_model(name, __base__=ListQuery, **fields)


def build_router(resource: Resource) -> APIRouter:
    router = APIRouter(prefix=f"/api/{resource.path}", tags=[resource.path])
    reader = require_role(resource.read_role)
    writer = require_role(resource.write_role)
    read_model = resource.read
    label = resource.label

    list_query = list_query_model(resource)
    list_format = response_format(Page[read_model])  # type: ignore[valid-type]
    narrowed = "".join(f", `{name}`" for name in resource.filters)

    @router.get(
        "",
        response_model=Page[read_model],  # type: ignore[valid-type]
        responses={**PROBLEM_RESPONSES, 304: NOT_MODIFIED},
        summary=f"List {resource.path}",
        description=f"Your org's {resource.path}, filtered by `q` on "
        f"{', '.join(resource.search)} (case-insensitive substring){narrowed}; "
        "filters combine (and), an unknown value is a 422. The answer's ETag, sent back in "
        "If-None-Match, answers 304 while nothing in the org has changed.",
    )
    async def list_records(
        response: Response,
        session: Session,
        query: Annotated[list_query, Query()],  # type: ignore[valid-type]
        if_none_match: Annotated[str | None, Header(max_length=2000)] = None,
        caller: Caller = reader,
    ) -> Any:
        params: ListQuery = query
        etag = list_etag(caller, list_format, params.model_dump())
        if etag is not None:
            headers = {"ETag": etag, "Cache-Control": CACHE_CONTROL}
            if none_match(if_none_match, etag):
                return Response(status_code=304, headers=headers)
            response.headers.update(headers)
        model = resource.model
        where = [model.org_id == caller.org_id]
        if params.q:
            where.append(search_condition(model, resource.search, params.q))
        chosen = {
            name: value for name in resource.filters if (value := getattr(params, name)) is not None
        }
        await check_references(session, resource, caller, chosen, "query")
        where += [getattr(model, name) == value for name, value in chosen.items()]
        total = await session.scalar(select(func.count()).select_from(model).where(*where))
        rows = await session.scalars(
            select(model).where(*where).order_by(model.id).limit(params.limit).offset(params.offset)
        )
        return {
            "items": list(rows),
            "total": total or 0,
            "limit": params.limit,
            "offset": params.offset,
        }

    @router.get(
        "/{record_id}",
        response_model=read_model,
        responses=PROBLEM_RESPONSES,
        summary=f"Get one {label}",
    )
    async def get_record(record_id: RecordId, session: Session, caller: Caller = reader) -> Any:
        return await load_owned(session, resource, caller, record_id)

    if resource.create is not None:
        create_model = resource.create

        @router.post(
            "",
            response_model=read_model,
            status_code=201,
            responses={
                **PROBLEM_RESPONSES,
                409: PROBLEM_RESPONSES[404] | {"description": "Conflict"},
            },
            summary=f"Create a {label}",
        )
        async def create_record(
            body: create_model,  # type: ignore[valid-type]
            session: Session,
            caller: Caller = writer,
        ) -> Any:
            values = body.model_dump()  # type: ignore[attr-defined]
            await check_references(session, resource, caller, values)
            if resource.check_write is not None:
                maybe = resource.check_write(caller, values, None)
                if maybe is not None:
                    await maybe
            record = resource.model(org_id=caller.org_id, **values)  # type: ignore[call-arg]
            session.add(record)
            return await commit_with_response(session, record, read_model, label, 201)

    if resource.update is not None:
        update_model = resource.update

        @router.patch(
            "/{record_id}",
            response_model=read_model,
            responses={
                **PROBLEM_RESPONSES,
                409: PROBLEM_RESPONSES[404] | {"description": "Conflict"},
            },
            summary=f"Update a {label}",
            description="Only the fields sent are changed.",
        )
        async def update_record(
            record_id: RecordId,
            body: update_model,  # type: ignore[valid-type]
            session: Session,
            caller: Caller = writer,
        ) -> Any:
            record = await load_owned(session, resource, caller, record_id)
            values = body.model_dump(exclude_unset=True)  # type: ignore[attr-defined]
            reject_nulls(resource.model, values)
            await check_references(session, resource, caller, values)
            if resource.check_write is not None:
                maybe = resource.check_write(caller, values, record)
                if maybe is not None:
                    await maybe
            for name, value in values.items():
                setattr(record, name, value)
            return await commit_with_response(session, record, read_model, label)

    if resource.delete_role is not None:
        deleter = require_role(resource.delete_role)

        @router.delete(
            "/{record_id}",
            status_code=204,
            responses={
                **PROBLEM_RESPONSES,
                409: PROBLEM_RESPONSES[404] | {"description": "Conflict"},
            },
            summary=f"Delete a {label}",
        )
        async def delete_record(
            record_id: RecordId, session: Session, caller: Caller = deleter
        ) -> Response:
            record = await load_owned(session, resource, caller, record_id)
            if resource.check_write is not None:
                maybe = resource.check_write(caller, {"_delete": True}, record)
                if maybe is not None:
                    await maybe
            await session.delete(record)
            await commit_or_conflict(session, resource)
            return Response(status_code=204)

    return router
