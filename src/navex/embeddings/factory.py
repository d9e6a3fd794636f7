"""Build the configured encoder from plain values, so config wiring stays in one caller.

Bad combinations raise EncoderUnavailable (what the CLI turns into one clear line)
naming the setting to change, instead of failing later at the first query.
"""

from typing import Literal

from navex.embeddings.base import Encoder, EncoderUnavailable
from navex.embeddings.onnx_minilm import RECENT_TEXTS, OnnxMiniLM, local_encoder
from navex.embeddings.openai_compat import OpenAIEmbeddings


def make_encoder(
    provider: Literal["local", "openai"],
    *,
    threads: int = 1,
    recent_texts: int = RECENT_TEXTS,
    base_url: str | None = None,
    model: str | None = None,
    api_key: str | None = None,
    dim: int | None = None,
    timeout: float = 30.0,
) -> Encoder:
    """`local`: the packaged int8 MiniLM (shared per process); `openai`: a remote endpoint."""
    if provider == "local":
        if model not in (None, OnnxMiniLM.name) or dim not in (None, OnnxMiniLM.dim):
            raise EncoderUnavailable(
                f"The local provider runs only {OnnxMiniLM.name} ({OnnxMiniLM.dim} dimensions), "
                f"not model={model!r} dim={dim!r}: unset the embeddings model and dimension, "
                "or choose the openai provider with a base URL."
            )
        return local_encoder(threads, recent_texts)
    if provider == "openai":
        if not base_url or not model or not dim:
            given = {"base_url": base_url, "model": model, "dim": dim}
            missing = [name for name, value in given.items() if not value]
            raise EncoderUnavailable(
                f"The openai embeddings provider needs {', '.join(missing)}: set "
                + ", ".join(f"NAVEX_EMBEDDINGS_{name.upper()}" for name in missing)
                + "."
            )
        return OpenAIEmbeddings(
            base_url=base_url, model=model, dim=dim, api_key=api_key, timeout=timeout
        )
    raise EncoderUnavailable(f"Unknown embeddings provider {provider!r}: use 'local' or 'openai'.")
