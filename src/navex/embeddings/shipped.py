"""Fits shipped with navex, so that a first start need not fit the router and the ranker.

Every machine fits the same classifiers on the same texts (tens of seconds on two cores),
but a fit is too large to ship as it is (21 MB for the router's). Its coefficients lie in
the span of its training rows (L-BFGS from zero only ever moves along gradients, which
are sums of rows), so they are kept as one weight per training row and label ("dual"
weights, in float32: 2.9 MB for the router's 9,069 rows and 85 labels) and rebuilt at
load as `features.T @ dual`, which agrees with the fit to about 2e-7 (float64 weights
gave 1e-8 at twice the size; a fresh fit is compared with it by `pytest -m fits`).

A shipped fit is named after the cache key of the fit it stands for (`cache_file`), with
the encoder's release (`encoder_release`) in place of the vectors' bytes: it is found for
the same texts, labels, encoder, settings and scikit-learn version; anything else fits as
before. On a CPU unlike the one it was built on, the int8 products run other kernels and
the vectors differ a little; rebuilt on those vectors, the fit decides 99.3% of its
training rows as a fit of their own does (session 30: fits built on another machine's
CPU, read on one with AVX2 only), against minutes of fitting at a first start.
`python -m navex.embeddings.shipped` (NAVEX_SHIP_FITS=1) writes them.
"""

import hashlib
import os
from pathlib import Path
from typing import Any, TypeAlias

import numpy as np
import numpy.typing as npt
import structlog
from scipy import linalg, sparse

logger = structlog.get_logger(__name__)

SHIPPED_DIR = Path(__file__).with_name("fits")
Fit: TypeAlias = dict[str, npt.NDArray[Any]]
Features: TypeAlias = sparse.csr_matrix | npt.NDArray[np.float32]


def shipped_file(cached: Path) -> Path:
    """The shipped fit standing for the cache file `cached` (same key)."""
    return SHIPPED_DIR / f"{Path(cached).stem}.dual.npz"


def read_shipped(cached: Path, features: Features) -> Fit | None:
    """The fit `cached` would hold, rebuilt from its shipped dual weights, if shipped."""
    path = shipped_file(cached)
    if not path.exists():
        return None
    try:
        with np.load(path) as stored:
            dual, bias, labels = stored["dual"], stored["bias"], stored["labels"]
            built_on = str(stored["rows_sha256"]) if "rows_sha256" in stored.files else ""
    except Exception as error:  # unreadable: fit as if nothing were shipped
        logger.warning("shipped_fit_unreadable", path=str(path), error=str(error))
        return None
    if dual.shape[0] != features.shape[0]:
        logger.warning("shipped_fit_mismatch", path=str(path))
        return None
    rows = sparse.csr_matrix(features, dtype=np.float64)
    coefficients = np.asarray((rows.T @ dual.astype(np.float64)).T)
    built_here = built_on == _digest(features)
    logger.info("shipped_fit_loaded", path=path.name, same_vectors=built_here)
    return {
        "labels": labels,
        "bias": bias,
        "coefficients": coefficients,
        "same_vectors": np.asarray(built_here),
    }


def _digest(features: Features) -> str:
    """The training rows' exact bytes: whether a shipped fit was built on these very
    vectors (on a CPU like the one it was built on) or on ones a little different."""
    rows = sparse.csr_matrix(features, dtype=np.float64)
    digest = hashlib.sha256(rows.data.tobytes())
    digest.update(rows.indices.tobytes())
    return digest.hexdigest()


def ship(cached: Path, features: Features, fitted: Fit) -> Path | None:
    """Write the dual weights of `fitted` beside the package (NAVEX_SHIP_FITS=1 only)."""
    if os.environ.get("NAVEX_SHIP_FITS") != "1":
        return None
    rows = sparse.csr_matrix(features, dtype=np.float64)
    gram = (rows @ rows.T).toarray()
    targets = np.asarray(rows @ fitted["coefficients"].T)
    dual = linalg.lstsq(gram, targets, lapack_driver="gelsd")[0]
    error = float(np.abs((rows.T @ dual).T - fitted["coefficients"]).max())
    path = shipped_file(cached)
    path.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        path,
        dual=dual.astype(np.float32),  # half the bytes; the rebuilt fit moves by ~2e-7
        bias=fitted["bias"],
        labels=fitted["labels"],
        rows_sha256=np.asarray(_digest(features)),
    )
    logger.info("shipped_fit_written", path=str(path), max_error=error, bytes=path.stat().st_size)
    return path


def rebuild() -> list[Path]:
    """Fit the router and the screen ranker afresh (an empty cache, a fresh index in a
    temporary data dir) and ship their fits: `python -m navex.embeddings.shipped`."""
    import asyncio
    import tempfile

    from navex.assistant import Assistant, encoder_from_settings
    from navex.config import NavexSettings
    from navex.navigation import ingest_catalog, load_catalog

    for old in SHIPPED_DIR.glob("*.dual.npz"):
        old.unlink()
    os.environ["NAVEX_SHIP_FITS"] = "1"
    with tempfile.TemporaryDirectory(prefix="navex-fits-") as scratch:
        settings = NavexSettings(data_dir=Path(scratch), cache_dir=Path(scratch) / "cache")

        async def fit() -> None:
            assistant = await Assistant.open(settings, check_index=False)
            catalog, sha = load_catalog(settings.catalog_path)
            encoder = encoder_from_settings(settings)
            await ingest_catalog(assistant.engine, catalog, sha, encoder)
            await assistant.index.check()  # fits the screen ranker
            await assistant.aclose()

        asyncio.run(fit())
    return sorted(SHIPPED_DIR.glob("*.dual.npz"))


if __name__ == "__main__":
    for shipped in rebuild():
        print(f"{shipped.name}: {shipped.stat().st_size / 1e6:.1f} MB")
