"""Embeddings from any OpenAI-compatible `/embeddings` endpoint (OpenAI, vLLM, Ollama, TEI...).

For deployments that already run an embedding server, or want a bigger model than
MiniLM. The response is validated with pydantic and the dimension checked against the
configured one, because a wrong dimension or a half-answered batch must fail loudly here
rather than corrupt an index or a ranking later. Vectors are re-normalised: not every
server returns unit-length rows.
"""

from collections.abc import Sequence
from types import TracebackType

import httpx
import numpy as np
import structlog
from pydantic import BaseModel, ValidationError

from navex.embeddings.base import (
    EmbeddingEndpointError,
    EncoderDimensionMismatch,
    EncoderError,
    Vectors,
    check_texts,
    l2_normalise,
)

logger = structlog.get_logger(__name__)


class _Datum(BaseModel):
    index: int
    embedding: list[float]


class _EmbeddingsResponse(BaseModel):
    data: list[_Datum]


_HINTS = {
    401: "check the API key",
    403: "check the API key",
    400: "check that the model name is one the server serves",
    404: "check the base URL (it usually ends in /v1) and the model name",
    422: "check that the model name is one the server serves",
    429: "the server is rate limiting: retry later or raise its limits",
}


class OpenAIEmbeddings:
    """An Encoder backed by `POST {base_url}/embeddings`.

    `base_url` follows the OpenAI client convention and includes the version prefix,
    e.g. `http://127.0.0.1:8080/v1`. The api key is sent as a bearer token and never
    logged.
    """

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        dim: int,
        api_key: str | None = None,
        timeout: float = 30.0,
        batch_size: int = 128,
    ) -> None:
        if dim < 1 or batch_size < 1 or timeout <= 0:
            raise ValueError("dim and batch_size must be >= 1 and timeout > 0")
        self.name = model
        self.dim = dim
        self._url = base_url.rstrip("/") + "/embeddings"
        self._batch_size = batch_size
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(headers=headers, timeout=timeout)

    def encode(self, texts: Sequence[str]) -> Vectors:
        items = check_texts(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        parts = [
            self._request(items[i : i + self._batch_size])
            for i in range(0, len(items), self._batch_size)
        ]
        return parts[0] if len(parts) == 1 else np.concatenate(parts)

    def _request(self, items: list[str]) -> Vectors:
        try:
            response = self._client.post(
                self._url, json={"model": self.name, "input": items, "encoding_format": "float"}
            )
        except httpx.HTTPError as exc:
            logger.warning("embeddings_unreachable", url=self._url, error=repr(exc))
            raise EmbeddingEndpointError(
                f"Could not reach the embeddings endpoint {self._url} ({exc!r}): check that "
                "the server runs and that the base URL is right."
            ) from exc
        if response.is_error:
            logger.warning("embeddings_http_error", url=self._url, status=response.status_code)
            hint = _HINTS.get(response.status_code, "see the server's logs")
            raise EmbeddingEndpointError(
                f"The embeddings endpoint {self._url} answered HTTP {response.status_code}: "
                f"{response.text[:300]!r}; {hint}."
            )
        try:
            data = _EmbeddingsResponse.model_validate_json(response.content).data
        except ValidationError as exc:
            raise EmbeddingEndpointError(
                f"The embeddings endpoint {self._url} answered with something that is not an "
                f"OpenAI embeddings response: {exc.errors()[0]['msg']}."
            ) from exc
        data.sort(key=lambda d: d.index)
        if [d.index for d in data] != list(range(len(items))):
            raise EmbeddingEndpointError(
                f"The embeddings endpoint {self._url} returned {len(data)} vectors for "
                f"{len(items)} texts."
            )
        got = {len(d.embedding) for d in data}
        if got != {self.dim}:
            raise EncoderDimensionMismatch(
                f"Model {self.name!r} at {self._url} returned vectors of dimension "
                f"{sorted(got)}, but the encoder is configured for {self.dim}: set the "
                "dimension to the model's (and re-run `navex ingest`)."
            )
        try:
            return l2_normalise(np.array([d.embedding for d in data], dtype=np.float32))
        except EncoderError as exc:
            raise EmbeddingEndpointError(f"{self._url}: {exc}") from exc

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> "OpenAIEmbeddings":
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
