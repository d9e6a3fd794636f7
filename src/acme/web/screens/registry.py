"""The registry of screens: one view per catalog screen, registered by its area's module.

A view is found by the screen's name in a dictionary, never by a method name built from a
string: `check_complete` fails at start-up when a catalog screen has no view (or a view
names no screen), so a typo cannot silently show an empty page."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from acme.catalog import Catalog
from acme.web.screens.base import Content, FormView, ScreenContext

Builder = Callable[[ScreenContext], Awaitable[Content]]


@dataclass(frozen=True)
class Saved:
    """A form's write went through: show this path (the record's page)."""

    location: str


Submit = Callable[[ScreenContext, dict[str, str]], Awaitable[Saved | FormView]]


@dataclass(frozen=True)
class ScreenView:
    name: str
    help: str  # short help text for a person, shown under the title
    build: Builder
    submit: Submit | None = None


_VIEWS: dict[str, ScreenView] = {}
_SUBMITS: dict[str, Submit] = {}


def screen(name: str, help: str) -> Callable[[Builder], Builder]:
    """Register `build` as the view of catalog screen `name`."""

    def register(build: Builder) -> Builder:
        if name in _VIEWS:
            raise ValueError(f"screen {name} is registered twice")
        _VIEWS[name] = ScreenView(name, help, build)
        return build

    return register


def form(name: str) -> Callable[[Submit], Submit]:
    """Register `submit` as what a POST to screen `name`'s form does."""

    def register(submit: Submit) -> Submit:
        if name in _SUBMITS:
            raise ValueError(f"form {name} is registered twice")
        _SUBMITS[name] = submit
        return submit

    return register


def check_complete(catalog: Catalog) -> dict[str, ScreenView]:
    """Every catalog screen's view (with its form's submit), or an error naming the gaps."""
    names = {s.screen_name for s in catalog.screens}
    missing = sorted(names - set(_VIEWS))
    unknown = sorted((set(_VIEWS) | set(_SUBMITS)) - names)
    if missing or unknown:
        raise RuntimeError(
            f"console screens without a view: {missing}; views of no screen: {unknown}"
        )
    return {
        name: ScreenView(view.name, view.help, view.build, _SUBMITS.get(name))
        for name, view in _VIEWS.items()
    }
