"""The catalog's labelled requests (src/acme/catalog/screen_requests.jsonl): the screen
ranker learns from them how people ask, never from a set it is scored on, and never
offers them to anyone."""

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from sqlalchemy import func, select

import navex.navigation.ranker
from navex.config import NavexSettings
from navex.embeddings import local_encoder
from navex.navigation import ScreenIndex, load_catalog
from navex.store import create_engine, screen_embeddings, screen_requests

ROOT = Path(__file__).resolve().parents[2]
DATASETS = ROOT / "datasets" / "acme"


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build", DATASETS / "build_screen_requests.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _queries(name: str) -> set[str]:
    lines = (DATASETS / f"routing-{name}.jsonl").read_text().splitlines()
    return {" ".join(json.loads(line)["query"].lower().split()) for line in lines if line}


def test_the_requests_file_is_what_the_development_sets_make() -> None:
    build = _builder()
    assert build.TARGET.read_text() == build.written(), (
        "src/acme/catalog/screen_requests.jsonl is stale: run "
        "`python datasets/acme/build_screen_requests.py`"
    )
    catalog, _ = load_catalog(NavexSettings().catalog_path)
    assert len(catalog.requests) > 2000


def test_no_request_comes_from_a_set_the_targets_are_scored_on() -> None:
    """The test split, fresh3 and the blind set: the count alone is shown, so that a
    failure does not print a blind row."""
    catalog, _ = load_catalog(NavexSettings().catalog_path)
    learnt = {" ".join(request.query.lower().split()) for request in catalog.requests}
    for name in ("test", "fresh3", "fresh13"):
        shared = len(learnt & _queries(name))
        assert shared == 0, f"{shared} requests of routing-{name}.jsonl are learnt from"


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
        index = ScreenIndex(engine, local_encoder())
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
        index = ScreenIndex(engine, local_encoder())
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
