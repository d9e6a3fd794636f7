"""The fits shipped with navex (src/navex/embeddings/fits): a first start with an empty
cache fits neither the router nor the screen ranker, and what it loads is the fresh fit
(that comparison fits the router afresh: `pytest -m fits`, in `make test-heavy`).

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


def test_a_first_start_loads_the_shipped_router_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no fit in its cache, the router takes the shipped one and keeps it as its own
    (the utterances' vectors are read from the tests' shared cache: only the fit is new)."""
    kept: list[Path] = []
    with monkeypatch.context() as patch:
        patch.setattr(classifier, "_fit", _no_fit)
        patch.setattr(classifier, "_read_fit", lambda *_: None)
        patch.setattr(classifier, "write_atomically", lambda path, _: kept.append(path))
        shipped = router_from_settings(NavexSettings(), local_encoder())
    assert shipped.classifier.fit_source in ("shipped", "shipped, other vectors")
    assert [path.name.startswith("classifier-") for path in kept] == [True]


@pytest.mark.fits
def test_the_shipped_router_fit_is_the_fresh_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The router fitted afresh here (77 s on a 2-core AVX2 machine) is the shipped fit."""
    encoder = local_encoder()
    with monkeypatch.context() as patch:
        patch.setattr(classifier, "_fit", _no_fit)
        patch.setattr(classifier, "_read_fit", lambda *_: None)
        patch.setattr(classifier, "write_atomically", lambda *_: None)
        shipped = router_from_settings(NavexSettings(), encoder)
    with monkeypatch.context() as patch:
        # fitted afresh, on the utterances' vectors as the tests' shared cache keeps them,
        # and that cache left as it was
        patch.setattr(classifier, "read_shipped", lambda *_: None)
        patch.setattr(classifier, "_read_fit", lambda *_: None)
        patch.setattr(classifier, "write_atomically", lambda *_: None)
        fresh = router_from_settings(NavexSettings(), encoder)

    ours, theirs = shipped.classifier, fresh.classifier
    assert ours.labels == theirs.labels
    assert theirs.fit_source == "fitted"
    texts = [t for route in ("navigation", "execution", "unclear") for t in fresh.utterances[route]]
    vectors = np.vstack([fresh.vectors[r] for r in ("navigation", "execution", "unclear")])
    mine, fitted = (
        ours.probabilities_many(vectors, texts),
        theirs.probabilities_many(vectors, texts),
    )
    if ours.fit_source == "shipped, other vectors":
        # built on another CPU's vectors (its int8 kernels): not this machine's fit, but
        # it decides its training rows alike (99.3% when read on a CPU without VNNI)
        agreement = float(np.mean(mine.argmax(axis=1) == fitted.argmax(axis=1)))
        assert agreement > 0.985, agreement
        return
    assert ours.fit_source == "shipped"
    # within float noise, not to the bit: a fit on another CPU (its BLAS kernels) differs
    # from the shipped one by about 1e-12 (this test failed here on an exact comparison)
    assert np.abs(ours._bias - theirs._bias).max() < 1e-9
    assert np.abs(ours._meaning - theirs._meaning).max() < 1e-6
    assert np.abs(ours._spelling - theirs._spelling).max() < 1e-6
    assert np.abs(mine - fitted).max() < 1e-6
    assert np.array_equal(mine.argmax(axis=1), fitted.argmax(axis=1))


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
    # each gold set that joins the requests adds about 0.4 MB to the two (0.2 MB since
    # session 31 keeps their weights in float32: 4.6 MB at 4,565); a full fit is 21 MB
    assert len(sizes) == 2 and sum(sizes) < 10_000_000


def test_a_shipped_fit_is_found_by_the_encoder_that_made_the_vectors_not_their_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another CPU runs the int8 products with other kernels, and the same texts come out
    a little different: a fit shipped for them is still found (a first start on such a
    machine fitted both classifiers again, three minutes, session 30)."""
    import navex.embeddings.shipped as shipped

    monkeypatch.setattr(shipped, "SHIPPED_DIR", tmp_path / "fits")
    rng = np.random.default_rng(7)
    texts = [f"request {i}" for i in range(40)]
    labels = ["a", "b"] * 20
    built_here = rng.normal(size=(40, 8)).astype(np.float32)
    elsewhere = built_here + rng.normal(scale=1e-4, size=built_here.shape).astype(np.float32)
    release = ["OnnxMiniLM", "all-MiniLM-L6-v2", 8, "sha"]

    def classify(vectors: Any, cache: str, **kwargs: Any) -> Any:
        return classifier.UtteranceClassifier(
            texts, labels, vectors, c=4.0, spelling=False, cache_dir=tmp_path / cache, **kwargs
        )

    monkeypatch.setenv("NAVEX_SHIP_FITS", "1")
    built = classify(built_here, "build", vectors_by=release)
    monkeypatch.delenv("NAVEX_SHIP_FITS")
    monkeypatch.setattr(classifier, "_fit", _no_fit)
    loaded = classify(elsewhere, "elsewhere", vectors_by=release)
    assert loaded.fit_source == "shipped, other vectors"
    assert np.abs(loaded._meaning - built._meaning).max() < 1e-2
    assert classify(built_here, "again", vectors_by=release).fit_source == "shipped"
    with pytest.raises(AssertionError, match="stale"):  # by the vectors' bytes: not found
        classify(elsewhere, "bytes")
    with pytest.raises(AssertionError, match="stale"):  # another encoder's: not found
        classify(elsewhere, "other", vectors_by=[*release[:3], "another sha"])
