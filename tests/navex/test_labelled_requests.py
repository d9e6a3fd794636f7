"""The labelled requests of Acme's users: the catalog's (src/acme/catalog/
screen_requests.jsonl, navigation) and the routes file's (route_requests.jsonl, execution
and unclear). The screen ranker and the router learn from them how people ask, never from
a set they are scored on, and never offer them to anyone."""

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from sqlalchemy import func, select

import navex.navigation.ranker
from conftest import TEST_CACHE
from navex.assistant import learnt_requests, route_examples, router_examples
from navex.config import NavexSettings
from navex.embeddings import local_encoder
from navex.navigation import ScreenIndex, load_catalog
from navex.routing import read_routes
from navex.store import create_engine, screen_embeddings, screen_requests

ROOT = Path(__file__).resolve().parents[2]
DATASETS = ROOT / "datasets" / "acme"


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build", DATASETS / "build_requests.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _queries(name: str) -> set[str]:
    lines = (DATASETS / f"routing-{name}.jsonl").read_text().splitlines()
    return {" ".join(json.loads(line)["query"].lower().split()) for line in lines if line}


def test_the_requests_files_are_what_the_development_sets_make() -> None:
    build = _builder()
    for path, text in build.written().items():
        assert path.read_text() == text, (
            f"{path.name} is stale: run `python datasets/acme/build_requests.py`"
        )
    settings = NavexSettings()
    catalog, _ = load_catalog(settings.catalog_path)
    assert len(catalog.requests) > 2000
    routes = read_routes(settings.routes_path)
    assert {r.route for r in routes.requests} == {"execution", "unclear"}
    assert len(routes.requests) > 800


def test_no_request_comes_from_a_set_the_targets_are_scored_on() -> None:
    """The test split, fresh3 and the blind set, for the ranker and the router alike: the
    count alone is shown, so that a failure does not print a blind row."""
    learnt = {" ".join(text.lower().split()) for text, _, _ in learnt_requests(NavexSettings())}
    assert len(learnt) > 3500
    held_out = _builder().HELD_OUT
    assert {"test", "fresh3"} <= set(held_out) and len(held_out) >= 3
    for name in held_out:
        shared = len(learnt & _queries(name))
        assert shared == 0, f"{shared} requests of routing-{name}.jsonl are learnt from"


def test_the_router_learns_every_request_but_those_held_out() -> None:
    """Requests join the route they are labelled with, with their screen or tool as
    intent; held-out ones (case and spaces aside) are left out, and nothing else is."""
    settings = NavexSettings()
    catalog, _ = load_catalog(settings.catalog_path)
    routes = read_routes(settings.routes_path)
    handwritten, _ = route_examples(settings)
    written = {text.casefold() for texts in handwritten.values() for text in texts}
    new = [r for r in routes.requests if r.query.casefold() not in written]
    assert len(new) < len(routes.requests), "a request written by hand too keeps that label"
    tool_request = next(r for r in new if r.intent is not None)
    vague = next(r for r in new if r.route == "unclear")
    screen_request = next(r for r in catalog.requests if r.query.casefold() not in written)
    utterances, intents = router_examples(settings)
    assert screen_request.query in utterances["navigation"]
    assert intents[screen_request.query.casefold()] == screen_request.screen
    assert tool_request.query in utterances["execution"]
    assert intents[tool_request.query.casefold()] == tool_request.intent
    assert vague.query in utterances["unclear"]
    held = [" " + screen_request.query.upper(), tool_request.query, vague.query, "nobody's"]
    without, _ = router_examples(settings, held)
    removed = {route: set(utterances[route]) - set(without[route]) for route in utterances}
    assert removed == {
        "navigation": {screen_request.query},
        "execution": {tool_request.query},
        "unclear": {vague.query},
    }
    assert all(set(without[route]) <= set(utterances[route]) for route in utterances)
    assert all(set(handwritten[route]) <= set(without[route]) for route in handwritten)


async def test_an_evaluation_fits_its_router_without_the_rows_it_scores(
    monkeypatch: pytest.MonkeyPatch, navex_database_url: str, tmp_path: Path
) -> None:
    """`navex eval routing` builds its assistant with the scored rows held out."""
    import navex.assistant
    from navex.cli import _ingested

    asked: list[list[str]] = []
    real = navex.assistant.router_from_settings

    def spy(*args: Any, held_out: Any = (), **kwargs: Any) -> Any:
        asked.append(list(held_out))
        return real(*args, **kwargs)

    monkeypatch.setattr(navex.assistant, "router_from_settings", spy)
    settings = NavexSettings(database_url=navex_database_url, data_dir=tmp_path)
    assistant = await _ingested(settings, ["open billing", "make tom an admin"])
    await assistant.aclose()
    assert asked == [["open billing", "make tom an admin"]]


def test_a_bad_route_requests_file_is_named_with_its_line(tmp_path: Path) -> None:
    routes = tmp_path / "routes.yaml"
    routes.write_text(
        "requests_file: requests.jsonl\nroutes:\n  navigation:\n    utterances: [open billing]\n"
        "  execution:\n    intents: {update_device: [rename gs-1020 to dock b]}\n"
    )
    good = json.dumps(
        {"query": "call gs-1001 dock a", "route": "execution", "intent": "update_device"}
    )
    (tmp_path / "requests.jsonl").write_text(good + "\n{not json\n")
    with pytest.raises(ValueError, match=r"requests.jsonl, line 2: not JSON"):
        read_routes(routes)
    unknown = json.dumps({"query": "fly me to houston", "route": "execution", "intent": "book"})
    (tmp_path / "requests.jsonl").write_text(good + "\n" + unknown + "\n")
    with pytest.raises(ValueError, match=r"request 2 .*no execution intent book"):
        read_routes(routes)
    navigation = json.dumps({"query": "billing page", "route": "navigation"})
    (tmp_path / "requests.jsonl").write_text(navigation + "\n")
    with pytest.raises(ValueError, match=r"route"):
        read_routes(routes)
    (tmp_path / "requests.jsonl").write_text(good + "\n")
    assert [r.intent for r in read_routes(routes).requests] == ["update_device"]


def test_a_bad_requests_file_is_named_with_its_line(tmp_path: Path) -> None:
    catalog = json.loads(NavexSettings().catalog_path.read_text())
    catalog["requests_file"] = "requests.jsonl"
    path = tmp_path / "navigation.json"
    path.write_text(json.dumps(catalog))
    good = json.dumps({"query": "take me to billing", "screen": "organization_billing"})
    (tmp_path / "requests.jsonl").write_text(good + "\n{not json\n")
    with pytest.raises(ValueError, match=r"requests.jsonl, line 2: not JSON"):
        load_catalog(path)
    bad_screen = json.dumps({"query": "take me to billing", "screen": "no_such_screen"})
    (tmp_path / "requests.jsonl").write_text(good + "\n" + bad_screen + "\n")
    with pytest.raises(ValueError, match=r"request 2 .*no screen no_such_screen"):
        load_catalog(path)
    (tmp_path / "requests.jsonl").write_text(good + "\n")
    loaded, sha = load_catalog(path)
    assert [r.screen for r in loaded.requests] == ["organization_billing"]
    (tmp_path / "requests.jsonl").write_text(good.replace("take", "bring") + "\n")
    assert load_catalog(path)[1] != sha, "the index's sha covers the requests too"


async def test_the_requests_are_ingested_but_never_cosine_candidates(
    navex_database_url: str,
) -> None:
    """A request's own words find the screen through the ranker, not through cosine: the
    screen's similarity is that of its own texts."""
    catalog, _ = load_catalog(NavexSettings().catalog_path)
    engine = create_engine(navex_database_url)
    try:
        async with engine.connect() as conn:
            learnt = await conn.scalar(select(func.count()).select_from(screen_requests))
            assert learnt == len(catalog.requests)
            searched = await conn.scalar(select(func.count()).select_from(screen_embeddings))
            own = sum(len(screen.texts()) for screen in catalog.screens)
            assert searched == own, "the searched texts are the screens' own, no request"
        index = ScreenIndex(engine, local_encoder(), cache_dir=TEST_CACHE)
        await index.check()
        request = next(r for r in catalog.requests if len(r.query.split()) > 5)
        vector = local_encoder().encode([request.query])[0]
        matches = await index.search(request.query, vector, None, k=25)
    finally:
        await engine.dispose()
    assert all(m.similarity is not None and m.similarity < 0.95 for m in matches)


async def test_holding_requests_out_fits_the_ranker_without_them(
    navex_database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog, _ = load_catalog(NavexSettings().catalog_path)
    fitted: list[list[str]] = []
    real = navex.navigation.ranker.UtteranceClassifier

    def spy(texts: list[str], *args: Any, **kwargs: Any) -> Any:
        fitted.append(list(texts))
        return real(texts, *args, **kwargs)

    monkeypatch.setattr(navex.navigation.ranker, "_rankers", {})
    monkeypatch.setattr(navex.navigation.ranker, "UtteranceClassifier", spy)
    engine = create_engine(navex_database_url)
    try:
        index = ScreenIndex(engine, local_encoder(), cache_dir=TEST_CACHE)
        await index.check()
        first = index.ranker
        held = [catalog.requests[0].query, catalog.requests[1].query]
        await index.hold_out(["  " + held[0].upper(), held[1], "a request nobody made"])
        assert index.ranker is not first
        await index.hold_out([])
        assert index.ranker is first, "the full ranker is kept, not fitted again"
    finally:
        await engine.dispose()
    everything, without = fitted
    assert held[0] in everything and held[1] in everything
    assert set(everything) - set(without) == set(held)
