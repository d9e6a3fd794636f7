"""What every encoder promises, and the errors callers can act on.

The router, the screen index and the semantic cache compare vectors with a dot product,
so every encoder returns float32 rows of unit length: one contract, and no caller has to
remember to normalise.
"""

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

Vectors = npt.NDArray[np.float32]


class EncoderError(RuntimeError):
    """Base class for every error an encoder raises."""


class EncoderUnavailable(EncoderError):
    """The encoder cannot be built: model files missing or tampered with, or bad settings."""


class EmbeddingEndpointError(EncoderError):
    """A remote embeddings endpoint failed or answered with something unusable."""


class EncoderDimensionMismatch(EncoderError):
    """Vectors came back with a dimension other than the one the encoder was configured for."""


@runtime_checkable
class Encoder(Protocol):
    """Turns a batch of texts into unit-length float32 vectors of shape (len(texts), dim).

    `name` and `dim` are stored with ingested vectors, so that searching with another
    model is an error instead of a silently wrong ranking.
    """

    name: str
    dim: int

    def encode(self, texts: Sequence[str]) -> Vectors: ...


def check_texts(texts: Sequence[str]) -> list[str]:
    """Reject a bare string: it is a Sequence[str] too, and would be embedded letter by letter."""
    if isinstance(texts, str):
        raise TypeError("encode() takes a list of texts; wrap a single query as [query]")
    return list(texts)


def l2_normalise(vectors: npt.NDArray[np.floating]) -> Vectors:
    """Scale each row to unit length; a zero or non-finite row is a bug upstream: raise."""
    out = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    if out.size and not np.all(np.isfinite(norms) & (norms > 0)):
        raise EncoderError("an embedding came back zero or non-finite; it cannot be normalised")
    return np.ascontiguousarray(out / norms, dtype=np.float32) if out.size else out
