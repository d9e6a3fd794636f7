"""The console's pages: sign-in, and one page per screen of the navigation catalog."""

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from fastapi import Form, Request, Response
from fastapi.responses import RedirectResponse
from fastapi.templating import Jinja2Templates
from jinja2 import Environment, FileSystemLoader, select_autoescape
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from starlette.convertors import Convertor, register_url_convertor

from acme.api.auth import Caller, KeyRing, authenticate, client_address, request_host
from acme.api.login_throttle import LoginThrottle
from acme.api.models import Org, User
from acme.api.problems import Problem
from acme.assistant import assistant_audit
from acme.catalog import Catalog, Screen
from acme.web.session import (
    clear_session_cookie,
    login_redirect,
    safe_next,
    session_caller,
    set_session_cookie,
)
from acme.web.views import ROLE_PERMISSIONS, Screens, assistant_actions_table

TEMPLATES_DIR = Path(__file__).with_name("templates")
DEFAULT_BRAND = "#1f6feb"
MENU_PARAMETERS = frozenset({"org_id", "user_id"})
MAX_FIELD = 1024
AUDIT_SCREEN = "audit_log"
_COLOUR = re.compile(r"^#(?:[0-9a-fA-F]{3}){1,2}$")

templates = Jinja2Templates(
    env=Environment(
        loader=FileSystemLoader(TEMPLATES_DIR),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
)


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


@dataclass(frozen=True)
class MenuItem:
    title: str
    href: str
    active: bool


@dataclass(frozen=True)
class Chrome:
    """What every signed-in page shows around its content."""

    org: Org
    user: User
    caller: Caller
    brand: str
    menu: list[tuple[str, list[MenuItem]]]


def menu_for(
    catalog: Catalog, caller: Caller, current: str | None
) -> list[tuple[str, list[MenuItem]]]:
    """Catalog sections with the screens this role may open without choosing a record."""
    sections: dict[str, list[MenuItem]] = {}
    for screen in catalog.screens:
        if not screen.allows(caller.role) or not set(screen.path_parameters) <= MENU_PARAMETERS:
            continue
        href = screen.path(org_id=caller.org_id, user_id=caller.user_id)
        sections.setdefault(screen.section, []).append(
            MenuItem(screen.title, href, screen.screen_name == current)
        )
    return list(sections.items())


def brand_colour(org: Org | None) -> str:
    colour = org.primary_color if org is not None else None
    return colour if colour and _COLOUR.match(colour) else DEFAULT_BRAND


def sessions_of(request: Request) -> async_sessionmaker[AsyncSession]:
    sessions: async_sessionmaker[AsyncSession] = request.app.state.sessions
    return sessions


async def chrome_for(
    session: AsyncSession, caller: Caller, catalog: Catalog, current: str | None
) -> Chrome:
    org = await session.get(Org, caller.org_id)
    user = await session.get(User, caller.user_id)
    assert org is not None and user is not None  # the token's user was just checked
    return Chrome(org, user, caller, brand_colour(org), menu_for(catalog, caller, current))


def render(
    request: Request, template: str, context: dict[str, Any], status_code: int = 200
) -> Response:
    response = templates.TemplateResponse(request, template, context, status_code=status_code)
    response.headers["Cache-Control"] = "no-store"
    return response


def error_page(request: Request, chrome: Chrome, status_code: int) -> Response:
    if status_code == 404:
        title, message = "Not found", "There is no such page or record in your organization."
    else:
        title = "Not allowed"
        message = f"Your role ({chrome.caller.role}) may not open this screen."
    return render(
        request,
        "error.html",
        {"chrome": chrome, "title": title, "message": message, "status": status_code},
        status_code,
    )


async def render_screen(request: Request, screen: Screen, catalog: Catalog) -> Response:
    caller = await session_caller(request)
    if caller is None:
        return login_redirect(request)
    params = dict(request.path_params)
    async with sessions_of(request)() as session:
        chrome = await chrome_for(session, caller, catalog, screen.screen_name)
        if "org_id" in params and params["org_id"] != caller.org_id:
            return error_page(request, chrome, 404)
        if not screen.allows(caller.role):
            return error_page(request, chrome, 403)
        if (
            "user_id" in params
            and "org_id" not in params
            and params["user_id"] != caller.user_id
            and caller.role != "admin"
        ):
            return error_page(request, chrome, 404)
        views = Screens(session, caller, catalog)
        records = await views.load_records(screen, params)
        if records is None:
            return error_page(request, chrome, 404)
        q = (request.query_params.get("q") or "").strip()[:200] or None
        content = await views.build(screen, params, records, q)
    if screen.screen_name == AUDIT_SCREEN:
        # the assistant's actions, from the navex gateway (as the proxy asks it)
        content.tables.append(assistant_actions_table(await assistant_audit(request, caller)))
        content.placeholder = None
    return render(
        request,
        "page.html",
        {
            "chrome": chrome,
            "screen": screen,
            "content": content,
            "current_path": request.url.path,
        },
    )


def screen_endpoint(screen: Screen, catalog: Catalog) -> Any:
    async def endpoint(request: Request) -> Response:
        return await render_screen(request, screen, catalog)

    endpoint.__name__ = f"screen_{screen.screen_name}"
    endpoint.__doc__ = screen.description
    return endpoint


# -- sign-in ----------------------------------------------------------------------------


async def org_for_host(request: Request) -> Org | None:
    """The white-labelled org whose hostname this request came to, if any."""
    host = (request.url.hostname or "").lower()
    async with sessions_of(request)() as session:
        org: Org | None = await session.scalar(select(Org).where(Org.hostname == host))
        return org


async def login_form(request: Request, next: str | None = None) -> Response:
    if await session_caller(request) is not None:
        return RedirectResponse(safe_next(next), status_code=303)
    org = await org_for_host(request)
    return render(
        request,
        "login.html",
        {
            "org": org,
            "brand": brand_colour(org),
            "next": safe_next(next),
            "email": "",
            "error": None,
        },
    )


async def _login_refused(
    request: Request,
    email: str,
    next: str,
    problem: Problem,
) -> Response:
    org = await org_for_host(request)
    context = {
        "org": org,
        "brand": brand_colour(org),
        "next": safe_next(next),
        "email": email[:MAX_FIELD],
        "error": problem.detail,
    }
    response = render(request, "login.html", context, status_code=problem.status)
    response.headers.update(problem.headers or {})
    return response


async def login_submit(
    request: Request,
    email: Annotated[str, Form()] = "",
    password: Annotated[str, Form()] = "",
    next: Annotated[str, Form()] = "",
) -> Response:
    email = email.strip()
    found = None
    throttle: LoginThrottle = request.app.state.login_throttle
    address = client_address(request)
    try:
        if email and password and len(email) <= MAX_FIELD and len(password) <= MAX_FIELD:
            await throttle.before(email, address)
            async with sessions_of(request)() as session:
                found = await authenticate(
                    session,
                    email,
                    password,
                    request_host(request),
                    rounds=request.app.state.settings.bcrypt_rounds,
                )
    except Problem as problem:  # throttled, or an address of several orgs' accounts
        return await _login_refused(request, email, next, problem)
    if found is None:
        return await _login_refused(request, email, next, Problem(401, "Wrong email or password."))
    await throttle.succeeded(email, address)
    keyring: KeyRing = request.app.state.keyring
    token = await keyring.issue(*found)
    response = RedirectResponse(safe_next(next), status_code=303)
    set_session_cookie(request, response, token)
    return response


async def logout(request: Request) -> Response:
    response = RedirectResponse("/login", status_code=303)
    clear_session_cookie(request, response)
    return response


async def home() -> Response:
    return RedirectResponse("/dashboard", status_code=303)
