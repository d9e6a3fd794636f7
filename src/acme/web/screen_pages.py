"""One page per catalog screen: GET shows it, POST submits its form (when it has one).

Who may open a screen is checked here, before its view runs: the caller's own org only
(another org's ids are 404, like the API), and the catalog's roles (403)."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from fastapi import Request, Response
from fastapi.responses import RedirectResponse
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.convertors import Convertor, register_url_convertor

from acme.api.auth import Caller
from acme.api.models import (
    Alert,
    Device,
    Invoice,
    Manufacturer,
    OrgOwned,
    Product,
    Site,
    Team,
    User,
    WorkOrder,
)
from acme.api.schemas import MAX_ID
from acme.catalog import Catalog, Screen
from acme.web.chrome import Chrome, chrome_for, error_page, render, sessions_of
from acme.web.screens import ROLE_PERMISSIONS, Content, Saved, ScreenContext, ScreenView, csrf_ok
from acme.web.session import login_redirect, session_caller

MAX_FORM_FIELD = 4000

# Path parameters that name one record of the org, and the table it lives in.
RECORD_PARAMETERS: dict[str, type[OrgOwned]] = {
    "device_id": Device,
    "user_id": User,
    "site_id": Site,
    "product_id": Product,
    "manufacturer_id": Manufacturer,
    "team_id": Team,
    "alert_id": Alert,
    "work_order_id": WorkOrder,
    "invoice_id": Invoice,
}


class RoleConvertor(Convertor[str]):
    """`{role_id:acme_role}`: a role name, so that /roles/nobody/edit is not a route."""

    regex = "|".join(ROLE_PERMISSIONS)

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return value


register_url_convertor("acme_role", RoleConvertor())


def route_path(screen: Screen) -> str:
    """The screen's path with typed placeholders: `*_id` are ints, `role_id` a role name."""

    def typed(name: str) -> str:
        return f"{{{name}:acme_role}}" if name == "role_id" else f"{{{name}:int}}"

    path = screen.path_template
    for name in screen.path_parameters:
        path = path.replace(f"{{{name}}}", typed(name))
    return path


@dataclass
class Opened:
    """A screen the caller may see, with what its URL names."""

    chrome: Chrome
    context: ScreenContext


async def records_of(
    session: AsyncSession, caller: Caller, screen: Screen, params: dict[str, Any]
) -> dict[str, Any] | None:
    """The records the URL names, or None when one is not in the caller's org."""
    records: dict[str, Any] = {}
    for name in screen.path_parameters:
        model = RECORD_PARAMETERS.get(name)
        if model is None:
            continue
        ident = params.get(name)
        valid = isinstance(ident, int) and 1 <= ident <= MAX_ID
        record = await session.get(model, ident) if valid else None
        if record is None or record.org_id != caller.org_id:
            return None
        records[name] = record
    return records


def refusal(caller: Caller, screen: Screen, params: dict[str, Any]) -> int | None:
    if "org_id" in params and params["org_id"] != caller.org_id:
        return 404
    if not screen.allows(caller.role):
        return 403
    own = params.get("user_id", caller.user_id) == caller.user_id
    if "user_id" in params and "org_id" not in params and not own and caller.role != "admin":
        return 404
    return None


Handler = Callable[[Request, Opened, ScreenView], Awaitable[Response]]


async def with_screen(
    request: Request, screen: Screen, catalog: Catalog, view: ScreenView, handle: Handler
) -> Response:
    caller = await session_caller(request)
    if caller is None:
        return login_redirect(request)
    params = dict(request.path_params)
    async with sessions_of(request)() as session:
        chrome = await chrome_for(session, caller, catalog, screen.screen_name)
        status = refusal(caller, screen, params)
        records = await records_of(session, caller, screen, params) if status is None else None
        if status is None and records is None:
            status = 404
        if status is not None or records is None:
            return error_page(request, chrome, status or 404)
        context = ScreenContext(
            session,
            caller,
            catalog,
            params,
            records,
            request.query_params,
            request.url.path,
            request,
        )
        return await handle(request, Opened(chrome, context), view)


def page(
    request: Request, opened: Opened, view: ScreenView, content: Content, status_code: int = 200
) -> Response:
    screen = opened.context.catalog.screen(view.name)
    if content.download is not None:
        name, body = content.download
        return Response(
            body,
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )
    if request.query_params.get("saved") == "1" and content.notice is None:
        content.notice = "Saved."
    return render(
        request,
        "page.html",
        {
            "chrome": opened.chrome,
            "screen": screen,
            "help": view.help,
            "content": content,
            "current_path": request.url.path,
        },
        status_code,
    )


async def show(request: Request, opened: Opened, view: ScreenView) -> Response:
    return page(request, opened, view, await view.build(opened.context))


async def submit(request: Request, opened: Opened, view: ScreenView) -> Response:
    assert view.submit is not None
    form = await request.form()
    posted = {k: str(v)[:MAX_FORM_FIELD] for k, v in form.items() if isinstance(v, str)}
    if not csrf_ok(opened.context.caller, posted.pop("csrf", "")):
        return error_page(request, opened.chrome, 400)
    result = await view.submit(opened.context, posted)
    if isinstance(result, Saved):
        return RedirectResponse(result.location, status_code=303)
    content = await view.build(opened.context)
    result.submit = content.form.submit if content.form else result.submit
    result.danger = content.form.danger if content.form else False
    content.form = result
    return page(request, opened, view, content, 422)


def screen_endpoints(screen: Screen, catalog: Catalog, view: ScreenView) -> tuple[Any, Any]:
    """The GET and POST endpoints of one screen (POST only for a screen with a form)."""

    async def get(request: Request) -> Response:
        return await with_screen(request, screen, catalog, view, show)

    async def post(request: Request) -> Response:
        return await with_screen(request, screen, catalog, view, submit)

    get.__name__ = f"screen_{screen.screen_name}"
    get.__doc__ = view.help
    post.__name__ = f"submit_{screen.screen_name}"
    return get, post
