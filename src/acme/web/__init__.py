"""The console's server-rendered pages: sign-in and one page per catalog screen."""

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

from acme.catalog import load_catalog
from acme.web import pages

STATIC_DIR = Path(__file__).with_name("static")


def web_router() -> APIRouter:
    """Routes for /login, /logout, /static and every screen of the navigation catalog."""
    catalog = load_catalog()
    router = APIRouter(include_in_schema=False, default_response_class=HTMLResponse)
    router.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    router.add_api_route("/", pages.home, methods=["GET"])
    router.add_api_route("/login", pages.login_form, methods=["GET"])
    router.add_api_route("/login", pages.login_submit, methods=["POST"])
    router.add_api_route("/logout", pages.logout, methods=["POST"])
    for screen in catalog.screens:
        router.add_api_route(
            pages.route_path(screen),
            pages.screen_endpoint(screen, catalog),
            methods=["GET"],
            name=f"screen:{screen.screen_name}",
        )
    return router


__all__ = ["web_router"]
