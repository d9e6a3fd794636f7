"""Prompt-injection detection: multilingual patterns plus similarity to known attacks.

Two layers, either of which flags a text:

1. Patterns on the normalized text (patterns.py; see `normalize`): the classic phrasings
   in English, French, German, Spanish, Italian, Portuguese and Dutch, and the override
   ("ignore the previous instructions") in Chinese, Japanese and Korean ("ignore previous
   instructions", "ignoriere alle vorherigen Anweisungen", "you are now", "developer
   mode", chat-template role tags, "note to the AI assistant"). Each needs a verb *and*
   its object ("ignore" alone is an ordinary word: "ignore the offline devices"), so they
   stay precise. Text hidden as base64 is decoded and matched too.
2. Semantic similarity (all-MiniLM-L6-v2, local): each sentence of the text, and the
   whole text, is embedded and scored as (mean cosine to the 3 nearest injection
   exemplars) minus (mean cosine to the 3 nearest benign exemplars). Paraphrases that
   avoid every keyword land near the exemplars of their kind; requests that only share
   a word with an attack ("system status", "admin users list") land nearer a benign
   one. The benign exemplars include the product's router utterances (routes.yaml), so
   what counts as ordinary follows the product navex is built into. The threshold on
   this margin is fitted on the train split of datasets/guardrails
   (`navex eval guardrails`).

The encoder is always the packaged local one: the threshold is fitted for its vectors,
so it does not follow NAVEX_EMBEDDINGS_PROVIDER.
"""

import re
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import structlog
import yaml

from navex.config import NavexSettings, get_settings
from navex.embeddings import Encoder, local_encoder
from navex.embeddings.base import Vectors
from navex.guardrails import exemplars
from navex.guardrails.normalize import normalize, variants
from navex.guardrails.patterns import match_patterns

logger = structlog.get_logger(__name__)


_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|\n+|(?<=\S)\s*<!--|-->\s*")
MAX_SEGMENTS = 24
NEIGHBOURS = 3  # k of the k-nearest exemplars averaged on each side (chosen on train)
MAX_SEGMENT_CHARS = 600


def segments(text: str) -> list[str]:
    """What is embedded: the whole text (when it is short enough) and each sentence or
    line, so an instruction planted in a long record is scored on its own."""
    out: list[str] = []
    for variant in variants(text)[:2]:
        parts = [p.strip() for p in _SENTENCE_END.split(variant)]
        parts = [p for p in parts if len(p) >= 3]
        if len(parts) != 1 or not parts:
            out.append(variant[:MAX_SEGMENT_CHARS])
        out.extend(p[:MAX_SEGMENT_CHARS] for p in parts)
    return list(dict.fromkeys(s for s in out if s))[:MAX_SEGMENTS]


def _top_mean(similarities: np.ndarray, k: int = NEIGHBOURS) -> np.ndarray:
    k = min(k, similarities.shape[1])
    if k == 0:
        return np.zeros(similarities.shape[0], dtype=similarities.dtype)
    # the k largest, then sorted: the same numbers summed in the same order as a full sort
    top = np.partition(similarities, similarities.shape[1] - k, axis=1)[:, -k:]
    return np.sort(top, axis=1).mean(axis=1)


class InjectionScorer:
    """Embeds the exemplars once; scores a text by its injection margin (see module doc)."""

    def __init__(
        self,
        encoder: Encoder | None = None,
        injection: Sequence[str] = exemplars.INJECTION,
        benign: Sequence[str] = exemplars.BENIGN,
    ) -> None:
        self.encoder = encoder or local_encoder()
        self._injection = self.encoder.encode([normalize(t) for t in injection])
        self._benign = self.encoder.encode([normalize(t) for t in benign])

    def score(self, text: str) -> float:
        """Max over segments of the injection margin: > 0 is nearer the attacks."""
        return self.score_many([text])[0]

    def score_and_embed(self, text: str, also: Sequence[str] = ()) -> tuple[float, Vectors]:
        """`score(text)`, and the vectors of the caller's texts `also` from the same
        encoder call: a request is embedded once for the guard and the router (the router's
        text, tokenized like the guard's normalized one, is not run again)."""
        pieces = segments(text)
        vectors = self.encoder.encode([*pieces, *also])
        own = vectors[: len(pieces)]
        return (float(np.max(self._margins(own))) if len(own) else -1.0), vectors[len(pieces) :]

    def _margins(self, vectors: Vectors) -> np.ndarray:
        return _top_mean(vectors @ self._injection.T) - _top_mean(vectors @ self._benign.T)

    def score_many(self, texts: Sequence[str]) -> list[float]:
        pieces = [segments(text) for text in texts]
        flat = [s for piece in pieces for s in piece]
        if not flat:
            return [-1.0 for _ in texts]
        margin = self._margins(self.encoder.encode(flat))
        out: list[float] = []
        start = 0
        for piece in pieces:
            part = margin[start : start + len(piece)]
            out.append(float(np.max(part)) if len(part) else -1.0)
            start += len(piece)
        return out


_scorers: dict[tuple[int, int, str], InjectionScorer] = {}
_scorers_lock = threading.Lock()


def product_utterances(routes_path: Path) -> list[str]:
    """The router's utterances for the product (navigation, execution and unclear): what
    ordinary requests to this product look like, used as more benign exemplars."""
    from navex.routing import load_routes

    try:
        routes = load_routes(routes_path)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        logger.warning("guardrails_no_product_utterances", path=str(routes_path), error=str(exc))
        return []
    # A router may list an attack as an "unclear" example; it is not a benign exemplar.
    return [text for texts in routes.values() for text in texts if not match_patterns(text)]


def default_scorer(settings: NavexSettings | None = None) -> InjectionScorer:
    """The process-wide scorer over the packaged encoder: the packaged exemplars plus the
    product's router utterances as benign ones, embedded once (about a second)."""
    settings = settings or get_settings()
    key = (settings.embeddings_threads, settings.embeddings_recent_texts, str(settings.routes_path))
    with _scorers_lock:
        if key not in _scorers:
            _scorers[key] = InjectionScorer(
                local_encoder(settings.embeddings_threads, settings.embeddings_recent_texts),
                benign=(*exemplars.BENIGN, *product_utterances(settings.routes_path)),
            )
        return _scorers[key]
