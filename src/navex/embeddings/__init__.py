"""Text embeddings: one Encoder protocol, a local default and a remote option, and the
classifier that routing and screen ranking learn on top of them.

Routing, screen retrieval and the semantic cache all compare unit-length float32
vectors; this package is the only place that knows how they are made.
"""

from navex.embeddings.base import (
    EmbeddingEndpointError,
    Encoder,
    EncoderDimensionMismatch,
    EncoderError,
    EncoderUnavailable,
)
from navex.embeddings.cache import encode_cached, encoder_release
from navex.embeddings.classifier import UtteranceClassifier
from navex.embeddings.factory import make_encoder
from navex.embeddings.onnx_minilm import ModelFiles, OnnxMiniLM, local_encoder
from navex.embeddings.openai_compat import OpenAIEmbeddings

__all__ = [
    "EmbeddingEndpointError",
    "Encoder",
    "EncoderDimensionMismatch",
    "EncoderError",
    "EncoderUnavailable",
    "ModelFiles",
    "OnnxMiniLM",
    "OpenAIEmbeddings",
    "UtteranceClassifier",
    "encode_cached",
    "encoder_release",
    "local_encoder",
    "make_encoder",
]
