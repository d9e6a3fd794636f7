"""Working forms: the API's own body models validate, its tenancy and role checks apply,
its conflicts are reported; errors are shown at their field, success on the record's page.

Values come from the posted form or, for a form opened by a deep link, from its URL
(`/orgs/1/sites/new?name=Lyon`). Every POST carries a CSRF token bound to the session."""

import hashlib
import hmac
from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel, ValidationError
from sqlalchemy.exc import IntegrityError

from acme.api.auth import Caller
from acme.api.problems import Problem
from acme.api.resources import Resource, check_references, reject_nulls
from acme.api.routes import RESOURCES
from acme.web.screens.base import Field, FormView, ScreenContext
from acme.web.screens.registry import Saved

BY_PATH = {resource.path: resource for resource in RESOURCES}
_CSRF_KEY = b"acme-console-form"


def csrf_token(caller: Caller) -> str:
    """A token only a page of this session can know (derived from its httponly cookie)."""
    return hmac.new(caller.token.encode(), _CSRF_KEY, hashlib.sha256).hexdigest()[:40]


def csrf_ok(caller: Caller, sent: str) -> bool:
    return hmac.compare_digest(csrf_token(caller), sent or "")


def prefilled(ctx: ScreenContext, fields: Sequence[Field], record: Any = None) -> dict[str, str]:
    """A form's starting values: the record's, then any the deep link's URL carries."""
    values: dict[str, str] = {}
    for f in fields:
        current = getattr(record, f.name, None) if record is not None else None
        if current is not None and f.kind != "password":
            values[f.name] = str(current)
        if f.name in ctx.query and f.kind != "password":
            values[f.name] = ctx.arg(f.name, 2000)
    return values


def form_view(
    ctx: ScreenContext, fields: list[Field], record: Any = None, submit: str = "Save"
) -> FormView:
    return FormView(
        fields, prefilled(ctx, fields, record), submit=submit, csrf=csrf_token(ctx.caller)
    )


def _typed(f: Field, raw: str) -> Any:
    if f.kind == "id" and raw.isdigit():
        return int(raw)
    if f.kind == "checkbox":
        return raw in ("on", "true", "1")
    return raw


def body_values(fields: Sequence[Field], posted: dict[str, str], partial: bool) -> dict[str, Any]:
    """The posted fields as an API body: blanks are left out of a create, and clear an
    optional field of an edit."""
    values: dict[str, Any] = {}
    for f in fields:
        raw = posted.get(f.name, "").strip()
        if f.kind == "checkbox" or raw:
            values[f.name] = _typed(f, raw)
        elif partial and not f.required:
            values[f.name] = None
    return values


def blank_required(fields: Sequence[Field], posted: dict[str, str]) -> dict[str, str]:
    """A required field left empty, refused at the field (never left unchanged silently)."""
    return {
        f.name: "Fill this in." for f in fields if f.required and not posted.get(f.name, "").strip()
    }


def field_errors(exc: ValidationError) -> dict[str, str]:
    errors: dict[str, str] = {}
    for error in exc.errors():
        name = str(error["loc"][0]) if error["loc"] else "_"
        errors.setdefault(name, str(error["msg"]).removeprefix("Value error, "))
    return errors


def validated(
    model: type[BaseModel], values: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, str]]:
    try:
        body = model.model_validate(values)
    except ValidationError as exc:
        return {}, field_errors(exc)
    return body.model_dump(exclude_unset=True), {}


def refused(view: FormView, problem: Problem) -> FormView:
    """The API's refusal at its field when it names one, else for the whole form."""
    for error in problem.errors or []:
        loc = error.get("loc") or []
        if loc:
            view.errors[str(loc[-1])] = problem.detail
    if not view.errors:
        view.error = problem.detail
    return view


async def save(
    ctx: ScreenContext,
    resource: Resource,
    fields: list[Field],
    posted: dict[str, str],
    after: Callable[[Any], str | None],
    record: Any = None,
    extra: dict[str, Any] | None = None,
) -> Saved | FormView:
    """Create (or update `record`) as the API would for this caller; the saved record's
    page (`after(record)`) or the form again with its errors. `extra` are body values
    the page read itself (a device's settings), validated with the fields'."""
    view = FormView(fields, dict(posted), csrf=csrf_token(ctx.caller))
    if not ctx.caller.may(resource.write_role):
        view.error = (
            f"Your role ({ctx.caller.role}) may not do this; it needs {resource.write_role}."
        )
        return view
    model = resource.create if record is None else resource.update
    assert model is not None
    values, errors = validated(
        model, body_values(fields, posted, record is not None) | (extra or {})
    )
    errors = {**errors, **blank_required(fields, posted)}
    if errors:
        view.errors = errors
        return view
    try:
        if record is not None:
            reject_nulls(resource.model, values)
        await check_references(ctx.session, resource, ctx.caller, values)
        if resource.check_write is not None:
            maybe = resource.check_write(ctx.caller, values, record)
            if maybe is not None:
                await maybe
    except Problem as problem:
        return refused(view, problem)
    if record is None:
        record = resource.model(org_id=ctx.org_id, **values)  # type: ignore[call-arg]
        ctx.session.add(record)
    else:
        for name, value in values.items():
            setattr(record, name, value)
    try:
        await ctx.session.commit()
    except IntegrityError:
        await ctx.session.rollback()
        for loaded in ctx.records.values():  # the page shows them again
            await ctx.session.refresh(loaded)
        view.errors[fields[0].name] = (
            f"A {resource.label} with this {fields[0].label.lower()} already exists."
        )
        return view
    return Saved(saved_at(after(record) or ctx.path))


def saved_at(location: str) -> str:
    """`location` saying that the write went through (its page shows "Saved.")."""
    return location + ("&" if "?" in location else "?") + "saved=1"
