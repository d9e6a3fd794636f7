"""Vectors of a fixed set of texts, kept on disk between runs.

The router embeds a few thousand example utterances at start-up and the CLINC150
evaluation twenty thousand; both are the same on every run until the texts or the model
change, so they are stored under a key made of both.
"""

import hashlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import structlog

from navex.embeddings.base import Encoder, Vectors, check_texts

logger = structlog.get_logger(__name__)


def encode_cached(encoder: Encoder, texts: Sequence[str], cache_dir: Path | None) -> Vectors:
    """`encoder.encode(texts)`, read from `cache_dir` when this model already embedded
    exactly these texts (no cache when `cache_dir` is None)."""
    texts = check_texts(texts)
    if cache_dir is None:
        return encoder.encode(texts)
    digest = hashlib.sha256("\n".join([encoder.name, str(encoder.dim), *texts]).encode())
    path = cache_dir / f"vectors-{digest.hexdigest()[:20]}.npy"
    if path.exists():
        try:
            vectors = np.load(path)
            if vectors.shape == (len(texts), encoder.dim):
                return vectors.astype(np.float32, copy=False)
        except (OSError, ValueError) as error:
            logger.warning("vector_cache_unreadable", path=str(path), error=str(error))
    vectors = encoder.encode(texts)
    cache_dir.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial.npy")
    np.save(partial, vectors)
    partial.replace(path)  # a crash mid-write never leaves a truncated cache behind
    return vectors
