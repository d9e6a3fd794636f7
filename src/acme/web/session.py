"""The browser session: Acme's own RS256 token, kept in an httponly cookie."""

from urllib.parse import quote, urlsplit

from fastapi import Request, Response
from fastapi.responses import RedirectResponse

from acme.api.auth import SESSION_COOKIE, Caller, caller_from_token
from acme.api.problems import Problem

DEFAULT_NEXT = "/dashboard"


async def session_caller(request: Request) -> Caller | None:
    """The signed-in caller, or None when the cookie is missing, expired or invalid."""
    token = request.cookies.get(SESSION_COOKIE)
    if not token:
        return None
    try:
        return await caller_from_token(request, token)
    except Problem:
        return None


def set_session_cookie(request: Request, response: Response, token: str) -> None:
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=request.app.state.settings.token_ttl_seconds,
        path="/",
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
    )


def clear_session_cookie(request: Request, response: Response) -> None:
    response.delete_cookie(
        SESSION_COOKIE,
        path="/",
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
    )


def safe_next(target: str | None) -> str:
    """`target` when it is a path on this site, else the dashboard (no open redirects)."""
    if not target or not target.startswith("/") or target.startswith("//"):
        return DEFAULT_NEXT
    if "\\" in target or any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in target):
        return DEFAULT_NEXT
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return DEFAULT_NEXT
    return target


def login_redirect(request: Request) -> RedirectResponse:
    """Send an anonymous visitor to the login form, coming back here afterwards."""
    here = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    response = RedirectResponse(f"/login?next={quote(here, safe='/')}", status_code=303)
    if request.cookies.get(SESSION_COOKIE):
        clear_session_cookie(request, response)
    return response
