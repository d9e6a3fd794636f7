"""The console's server-rendered pages: sign-in and one page per catalog screen."""

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

from acme.catalog import load_catalog
from acme.web import pages
from acme.web.screen_pages import route_path, screen_endpoints
from acme.web.screens import check_complete

STATIC_DIR = Path(__file__).with_name("static")


def web_router() -> APIRouter:
    """Routes for /login, /logout, /static and every screen of the navigation catalog."""
    catalog = load_catalog()
    views = check_complete(catalog)  # every screen has its view, or the console won't start
    router = APIRouter(include_in_schema=False, default_response_class=HTMLResponse)
    router.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    router.add_api_route("/", pages.home, methods=["GET"])
    router.add_api_route("/login", pages.login_form, methods=["GET"])
    router.add_api_route("/login", pages.login_submit, methods=["POST"])
    router.add_api_route("/logout", pages.logout, methods=["POST"])
    for screen in catalog.screens:
        view = views[screen.screen_name]
        get, post = screen_endpoints(screen, catalog, view)
        path = route_path(screen)
        router.add_api_route(path, get, methods=["GET"], name=f"screen:{screen.screen_name}")
        if view.submit is not None:
            router.add_api_route(path, post, methods=["POST"])
    return router


__all__ = ["web_router"]
