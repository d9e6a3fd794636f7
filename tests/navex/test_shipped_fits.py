"""The fits shipped with navex (src/navex/embeddings/fits): a first start with an empty
cache fits neither the router nor the screen ranker, and what it loads is the fresh fit.

When routes.yaml, the catalog, the router's settings or scikit-learn change, these tests
fail until the fits are rebuilt: `python -m navex.embeddings.shipped`.
"""

from pathlib import Path
from typing import Any

import numpy as np
import pytest

import navex.navigation.ranker
from navex.assistant import router_from_settings
from navex.config import NavexSettings
from navex.embeddings import classifier, local_encoder
from navex.navigation import ScreenIndex
from navex.store import create_engine

REBUILD = "the shipped fits are stale: rebuild them with `python -m navex.embeddings.shipped`"


def _no_fit(*_: Any, **__: Any) -> Any:
    raise AssertionError(REBUILD)


def test_a_first_start_loads_the_shipped_router_fit_and_it_is_the_fresh_fit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    encoder = local_encoder()
    with monkeypatch.context() as patch:
        patch.setattr(classifier, "_fit", _no_fit)
        shipped = router_from_settings(NavexSettings(cache_dir=tmp_path / "empty"), encoder)
    with monkeypatch.context() as patch:
        patch.setattr(classifier, "read_shipped", lambda *_: None)
        fresh = router_from_settings(NavexSettings(cache_dir=tmp_path / "fresh"), encoder)

    ours, theirs = shipped.classifier, fresh.classifier
    assert ours.labels == theirs.labels
    # within float noise, not to the bit: a fit on another CPU (its BLAS kernels) differs
    # from the shipped one by about 1e-12 (this test failed here on an exact comparison)
    assert np.abs(ours._bias - theirs._bias).max() < 1e-9
    assert np.abs(ours._meaning - theirs._meaning).max() < 1e-6
    assert np.abs(ours._spelling - theirs._spelling).max() < 1e-6
    texts = [t for route in ("navigation", "execution", "unclear") for t in fresh.utterances[route]]
    vectors = np.vstack([fresh.vectors[r] for r in ("navigation", "execution", "unclear")])
    mine, fitted = (
        ours.probabilities_many(vectors, texts),
        theirs.probabilities_many(vectors, texts),
    )
    assert np.abs(mine - fitted).max() < 1e-6
    assert np.array_equal(mine.argmax(axis=1), fitted.argmax(axis=1))
    # ... and the cache then holds it as a fit of its own
    assert len(list((tmp_path / "empty").glob("classifier-*.npz"))) == 1


async def test_a_first_start_loads_the_shipped_screen_ranker_fit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, navex_database_url: str
) -> None:
    monkeypatch.setattr(navex.navigation.ranker, "_rankers", {})
    monkeypatch.setattr(classifier, "_fit", _no_fit)
    engine = create_engine(navex_database_url)
    try:
        index = ScreenIndex(engine, local_encoder(), cache_dir=tmp_path)
        await index.check()
    finally:
        await engine.dispose()
    assert index.ranker is not None and len(index.ranker.labels) > 50


def test_the_shipped_fits_are_small() -> None:
    from navex.embeddings.shipped import SHIPPED_DIR

    sizes = [p.stat().st_size for p in SHIPPED_DIR.glob("*.dual.npz")]
    # the router's grew to 5.6 MB when it learnt the 4,201 labelled requests (session 23);
    # each gold set that joins the requests adds about 0.4 MB to the two; a full fit is 21 MB
    assert len(sizes) == 2 and sum(sizes) < 10_000_000
