"""Vectors of a fixed set of texts, kept on disk between runs.

The router embeds a few thousand example utterances at start-up and the CLINC150
evaluation twenty thousand; both are the same on every run until the texts or the model
change, so they are stored under a key made of both. The cache only saves time: a file
that cannot be read or written is logged and the texts are embedded again.
"""

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import BinaryIO

import numpy as np
import structlog

from navex.embeddings.base import Encoder, Vectors, check_texts

logger = structlog.get_logger(__name__)


PROBE = "navex vector cache probe"


def cache_file(
    cache_dir: Path, kind: str, parts: object, arrays: Sequence[np.ndarray] = (), suffix: str = ""
) -> Path:
    """Where a cached result lives: named after a hash of everything it depends on (`parts`,
    JSON-serialisable, and `arrays`), so a change of any input is a miss, never a stale hit."""
    digest = hashlib.sha256(json.dumps(parts).encode())
    for array in arrays:
        digest.update(np.ascontiguousarray(array).tobytes())
    return cache_dir / f"{kind}-{digest.hexdigest()[:20]}{suffix}"


def encoder_release(encoder: Encoder) -> list[object] | None:
    """What names an encoder's vectors on every machine: its class, model, dimension and
    the files it runs (`release`); None for an encoder that does not say (an endpoint).

    The vectors' bytes do not: the int8 products run other kernels on another CPU (with
    VNNI or without, session 30), and the same texts come out a little different.
    """
    release = getattr(encoder, "release", None)
    if not isinstance(release, str):
        return None
    return [type(encoder).__qualname__, encoder.name, encoder.dim, release]


def _encoder_key(encoder: Encoder) -> list[object]:
    # Two encoders of one model (int8 ONNX, fp32 torch, or one release's int8 graph and
    # the next one's) share a name and a dimension but not their vectors, so the key
    # also holds the vector this encoder gives a fixed probe text.
    probe = np.round(encoder.encode([PROBE])[0], 4).tolist()
    return [type(encoder).__qualname__, encoder.name, encoder.dim, probe]


def encode_cached(encoder: Encoder, texts: Sequence[str], cache_dir: Path | None) -> Vectors:
    """`encoder.encode(texts)`, read from `cache_dir` when this encoder already embedded
    exactly these texts (no cache when `cache_dir` is None); otherwise only the texts it
    has not embedded in another cached list are embedded (a first start: the router's
    ~9,000 utterances hold the 6,000 the catalog's ingest embedded a minute before)."""
    items = check_texts(texts)
    if cache_dir is None:
        return encoder.encode(items)
    key = _encoder_key(encoder)
    path = cache_file(cache_dir, "vectors", [*key, items], suffix=".npy")
    vectors = _read_vectors(path, (len(items), encoder.dim))
    if vectors is not None:
        return vectors
    digest = _key_digest(key)
    known = _known_vectors(cache_dir, digest, set(items), encoder.dim)
    missing = [text for text in dict.fromkeys(items) if text not in known]
    if missing:
        known.update(zip(missing, encoder.encode(missing), strict=True))
    vectors = np.vstack([known[text] for text in items]).astype(np.float32, copy=False)
    write_atomically(path, lambda file: np.save(file, vectors))
    listed = {"encoder": digest, "texts": items}
    write_atomically(_texts_file(path), lambda file: _save_json(file, listed))
    return vectors


def _save_json(file: BinaryIO, value: object) -> None:
    file.write(json.dumps(value).encode())


def _key_digest(key: list[object]) -> str:
    return hashlib.sha256(json.dumps(key).encode()).hexdigest()


def _texts_file(vectors_file: Path) -> Path:
    """The texts of a cached list, row for row (written after its vectors)."""
    return vectors_file.with_suffix(".texts.json")


def _listed_vectors(texts_file: Path) -> Path:
    return texts_file.with_name(texts_file.name.removesuffix(".texts.json") + ".npy")


def _read_vectors(path: Path, shape: tuple[int, int]) -> Vectors | None:
    if not path.exists():
        return None
    try:
        vectors = np.load(path)
    except Exception as error:  # truncated, foreign or unreadable: embed again
        logger.warning("vector_cache_unreadable", path=str(path), error=str(error))
        return None
    return vectors.astype(np.float32, copy=False) if vectors.shape == shape else None


def _known_vectors(
    cache_dir: Path, encoder: str, wanted: set[str], dim: int
) -> dict[str, np.ndarray]:
    """The vectors of `wanted` texts that lists cached by the same encoder hold."""
    known: dict[str, np.ndarray] = {}
    for listed_at in sorted(cache_dir.glob("vectors-*.texts.json")):
        try:
            listed = json.loads(listed_at.read_text())
        except (OSError, ValueError):
            continue
        if not isinstance(listed, dict) or listed.get("encoder") != encoder:
            continue
        texts = listed.get("texts") or []
        rows = [i for i, text in enumerate(texts) if text in wanted and text not in known]
        if not rows:
            continue
        vectors = _read_vectors(_listed_vectors(listed_at), (len(texts), dim))
        if vectors is not None:
            known.update((texts[i], vectors[i]) for i in rows)
    return known


def write_atomically(path: Path, save: Callable[[BinaryIO], None]) -> None:
    """Write a cache file through `save`; a file that cannot be written is only logged.

    A private temporary file renamed into place: concurrent writers and a crash mid-write
    never leave a truncated file under the final name.
    """
    partial: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, partial = tempfile.mkstemp(dir=path.parent, suffix=".partial" + path.suffix)
        with os.fdopen(handle, "wb") as file:
            save(file)
        os.replace(partial, path)
    except OSError as error:
        logger.warning("cache_not_written", path=str(path), error=str(error))
    finally:
        if partial is not None and os.path.exists(partial):
            os.unlink(partial)
