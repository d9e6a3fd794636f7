"""What every signed-in page shows around its content, and how pages are rendered."""

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import Request, Response
from fastapi.templating import Jinja2Templates
from jinja2 import Environment, FileSystemLoader, select_autoescape
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from acme.api.auth import Caller
from acme.api.models import Org, User
from acme.catalog import Catalog

TEMPLATES_DIR = Path(__file__).with_name("templates")
DEFAULT_BRAND = "#1f6feb"
MENU_PARAMETERS = frozenset({"org_id", "user_id"})
_COLOUR = re.compile(r"^#(?:[0-9a-fA-F]{3}){1,2}$")

templates = Jinja2Templates(
    env=Environment(
        loader=FileSystemLoader(TEMPLATES_DIR),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
)


@dataclass(frozen=True)
class MenuItem:
    title: str
    href: str
    active: bool


@dataclass(frozen=True)
class Chrome:
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
    session.expunge(org)  # read as loaded, also after a form's write is rolled back
    session.expunge(user)
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
    elif status_code == 403:
        title = "Not allowed"
        message = f"Your role ({chrome.caller.role}) may not open this screen."
    else:
        title = "Form expired"
        message = "This form was open too long or came from elsewhere: open it again and retry."
    return render(
        request,
        "error.html",
        {"chrome": chrome, "title": title, "message": message, "status": status_code},
        status_code,
    )
