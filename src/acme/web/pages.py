"""The console's sign-in and sign-out pages."""

from typing import Annotated

from fastapi import Form, Request, Response
from fastapi.responses import RedirectResponse
from sqlalchemy import select

from acme.api.auth import KeyRing, authenticate, client_address, request_host
from acme.api.login_throttle import LoginThrottle
from acme.api.models import Org
from acme.api.problems import Problem
from acme.web.chrome import brand_colour, render, sessions_of
from acme.web.session import clear_session_cookie, safe_next, session_caller, set_session_cookie

MAX_FIELD = 1024


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
