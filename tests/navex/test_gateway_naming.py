"""The record a navigation link opens, named from the request's own list reads when they
hold it (no second call for the same record), and read by id otherwise."""

import httpx
import pytest

from navex.config import NavexSettings
from navex.gateway.naming import RecordNamer
from navex.navigation import RecordLookup, RequestContext, load_catalog, one_read_per_request

CATALOG, _ = load_catalog(NavexSettings().catalog_path)


def _record_screen() -> tuple[str, str, str]:
    """A screen whose link opens one record, that record's parameter and its API path."""
    for screen in CATALOG.screens:
        for name, parameter in CATALOG.parameters.items():
            if f"{{{name}}}" in screen.web_url and parameter.api_path and parameter.label_fields:
                return screen.screen_name, name, parameter.api_path
    raise AssertionError("the catalog has no screen that opens a record")


SCREEN, PARAMETER, API_PATH = _record_screen()
LABELS = CATALOG.parameters[PARAMETER].label_fields
RECORD = {"id": 7, **{field: f"label {n}" for n, field in enumerate(LABELS)}}


class Api:
    """The product's API, counting the calls of each path."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.calls.append(request.url.path)
        if request.url.path == API_PATH:
            return httpx.Response(200, json={"items": [RECORD], "total": 1})
        if request.url.path == f"{API_PATH}/7":
            return httpx.Response(200, json=RECORD)
        return httpx.Response(404, json={})


def _context(token: str) -> RequestContext:
    return RequestContext(
        hostname="console.example", user_id=1, org_id=1, role="admin", user_token=token
    )


def _url() -> str:
    screen = CATALOG.screen(SCREEN)
    url = screen.web_url.replace("{hostname}", "console.example")
    for name in CATALOG.parameters:
        url = url.replace(f"{{{name}}}", "7")
    return url


@pytest.fixture
def api() -> Api:
    return Api()


async def test_a_record_the_request_listed_is_named_without_another_call(api: Api) -> None:
    http = httpx.AsyncClient(base_url="http://product", transport=httpx.MockTransport(api.handle))
    lookup = RecordLookup(http)
    namer = RecordNamer(CATALOG, lookup)
    parameter = CATALOG.parameters[PARAMETER]
    with one_read_per_request():
        await lookup.listing(parameter, "alice-token")
        with one_read_per_request():  # the navigator's own scope joins the request's
            await lookup.listing(parameter, "alice-token")
        named = await namer.name(SCREEN, _url(), _context("alice-token"))
    assert named is not None and named["names"] == [RECORD[f] for f in LABELS]
    assert api.calls == [API_PATH]


async def test_another_users_list_or_no_list_means_a_read_by_id(api: Api) -> None:
    http = httpx.AsyncClient(base_url="http://product", transport=httpx.MockTransport(api.handle))
    lookup = RecordLookup(http)
    namer = RecordNamer(CATALOG, lookup)
    with one_read_per_request():
        await lookup.listing(CATALOG.parameters[PARAMETER], "bob-token")
        named = await namer.name(SCREEN, _url(), _context("alice-token"))
    assert named is not None and named["names"] == [RECORD[f] for f in LABELS]
    assert await namer.name(SCREEN, _url(), _context("alice-token")) == named
    assert api.calls == [API_PATH, f"{API_PATH}/7", f"{API_PATH}/7"]


async def test_a_record_read_by_id_is_read_once_per_request(api: Api) -> None:
    """The second look, the ranking and the link all ask for "alert 88": one call; a
    record the request's list read holds needs none; a record not readable, one."""
    http = httpx.AsyncClient(base_url="http://product", transport=httpx.MockTransport(api.handle))
    lookup, parameter = RecordLookup(http), CATALOG.parameters[PARAMETER]
    with one_read_per_request():
        for _ in range(3):
            assert await lookup.one(parameter, "alice-token", "7") == RECORD
            assert await lookup.one(parameter, "alice-token", "8") is None
    assert api.calls == [f"{API_PATH}/7", f"{API_PATH}/8"]
    api.calls.clear()
    with one_read_per_request():
        await lookup.listing(parameter, "alice-token")
        assert await lookup.one(parameter, "alice-token", "7") == RECORD
    assert api.calls == [API_PATH]


async def test_a_record_the_request_read_by_id_is_named_without_another_call(api: Api) -> None:
    http = httpx.AsyncClient(base_url="http://product", transport=httpx.MockTransport(api.handle))
    lookup = RecordLookup(http)
    namer = RecordNamer(CATALOG, lookup)
    with one_read_per_request():
        await lookup.one(CATALOG.parameters[PARAMETER], "alice-token", "7")
        named = await namer.name(SCREEN, _url(), _context("alice-token"))
    assert named is not None and named["names"] == [RECORD[f] for f in LABELS]
    assert api.calls == [f"{API_PATH}/7"]
