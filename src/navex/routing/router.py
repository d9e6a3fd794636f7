"""The semantic router: navigation, execution or unclear, in milliseconds, without an LLM.

Each route is a set of example utterances. A request's score for a route is the mean
similarity of its `k` nearest utterances there. Similarity blends meaning (cosine of
MiniLM vectors) with spelling (cosine of character n-gram TF-IDF vectors): the small
English encoder misses typos, product codes and other languages that shared letters
still catch; `Thresholds.semantic_weight` sets the blend. The best route wins when it
clears its threshold and beats the runner-up by `margin`; otherwise the request is
unclear and gets a clarifying question that offers the likely options. Navigation that
beats execution only narrowly goes to the execution agent, which can still navigate
through its `find_screen` tool.
"""

import json
import math
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np
import structlog
import yaml
from pydantic import BaseModel, Field
from sklearn.feature_extraction.text import TfidfVectorizer

from navex.embeddings import Encoder

logger = structlog.get_logger(__name__)

Route = Literal["navigation", "execution", "unclear"]
ROUTES: tuple[Route, ...] = ("navigation", "execution", "unclear")
NEAR = 0.03


class RouteSpec(BaseModel):
    description: str = ""
    utterances: list[str] = Field(min_length=1)


class RoutesFile(BaseModel):
    routes: dict[Route, RouteSpec]


_DEFAULT_FLOORS: dict[Route, float] = {"navigation": 0.45, "execution": 0.45, "unclear": 0.0}


class Thresholds(BaseModel):
    """Decision settings; `navex eval fit` chooses them on the train split."""

    k: int = Field(default=3, ge=1, le=20)
    semantic_weight: float = Field(
        default=1.0, ge=0, le=1, description="meaning vs spelling in similarity (1: meaning only)"
    )
    min_score: dict[Route, float] = Field(default_factory=lambda: _DEFAULT_FLOORS.copy())
    margin: float = Field(default=0.02, ge=0, description="best route vs unclear exemplars")
    nav_over_exec: float = Field(
        default=0.02, ge=0, description="navigation must beat execution by this, else execution"
    )

    @classmethod
    def load(cls, path: Path) -> "Thresholds":
        return cls.model_validate_json(path.read_text()) if path.exists() else cls()

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.model_dump(), indent=2) + "\n")


class RouteDecision(BaseModel):
    route: Route
    scores: dict[Route, float]
    reason: str
    question: str | None = None
    options: list[str] = Field(default_factory=list)


def load_routes(path: Path) -> dict[Route, list[str]]:
    parsed = RoutesFile.model_validate(yaml.safe_load(path.read_text()))
    return {name: spec.utterances for name, spec in parsed.routes.items()}


@dataclass(frozen=True)
class SimilarityPair:
    meaning: np.ndarray
    spelling: np.ndarray


class Spelling:
    """Character 2-5-gram TF-IDF vectors (within words) of a fixed set of texts.

    scikit-learn fits the vocabulary and weights; `vector` repeats its transform for one
    query without its per-call overhead (a millisecond, a fifth of the routing budget).
    """

    def __init__(self, texts: list[str]) -> None:
        self.vectorizer = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True)
        self.matrix = self.vectorizer.fit_transform(texts).tocsr()
        self._analyze = self.vectorizer.build_analyzer()
        self._vocabulary: dict[str, int] = self.vectorizer.vocabulary_
        self._idf: np.ndarray = self.vectorizer.idf_

    def vector(self, text: str) -> np.ndarray:
        """The unit-length TF-IDF vector of `text` (sublinear term frequency), dense."""
        result = np.zeros(len(self._idf))
        for gram, count in Counter(self._analyze(text)).items():
            column = self._vocabulary.get(gram)
            if column is not None:
                result[column] = (1 + math.log(count)) * self._idf[column]
        norm = np.linalg.norm(result)
        return result / norm if norm else result

    def similarities(self, text: str) -> np.ndarray:
        """Cosine of `text` to each fitted text, in fit order."""
        return np.asarray(self.matrix @ self.vector(text))


def route_scores(
    pairs: dict[Route, SimilarityPair], k: int, semantic_weight: float
) -> dict[Route, float]:
    """Mean of the `k` best blended similarities per route (0 for a route with none)."""
    result: dict[Route, float] = {}
    for route, pair in pairs.items():
        if len(pair.meaning) == 0:
            result[route] = 0.0
            continue
        blended = semantic_weight * pair.meaning + (1 - semantic_weight) * pair.spelling
        n = min(k, len(blended))
        result[route] = float(np.partition(blended, -n)[-n:].mean())
    return result


class Router:
    def __init__(
        self, encoder: Encoder, routes: dict[Route, list[str]], thresholds: Thresholds
    ) -> None:
        self.encoder = encoder
        self.thresholds = thresholds
        self.utterances = {r: routes.get(r, []) for r in ROUTES}
        self.vectors = {
            r: encoder.encode(texts) if texts else np.zeros((0, encoder.dim), dtype=np.float32)
            for r, texts in self.utterances.items()
        }
        every_utterance = [t for texts in self.utterances.values() for t in texts]
        self.spelling = Spelling(every_utterance)
        ends = np.cumsum([len(self.utterances[r]) for r in ROUTES])
        self._slices = {
            r: slice(end - len(self.utterances[r]), end)
            for r, end in zip(ROUTES, ends, strict=True)
        }

    def similarities(self, query: str, vector: np.ndarray) -> dict[Route, SimilarityPair]:
        """Per route, (meaning, spelling) similarity of the request to every utterance."""
        spelling = self.spelling.similarities(query)
        return {
            r: SimilarityPair(meaning=self.vectors[r] @ vector, spelling=spelling[part])
            for r, part in self._slices.items()
        }

    def scores(
        self,
        query: str,
        vector: np.ndarray,
        k: int | None = None,
        semantic_weight: float | None = None,
    ) -> dict[Route, float]:
        pairs = self.similarities(query, vector)
        return route_scores(
            pairs,
            k or self.thresholds.k,
            self.thresholds.semantic_weight if semantic_weight is None else semantic_weight,
        )

    def decide(self, query: str, vector: np.ndarray) -> RouteDecision:
        scores = self.scores(query, vector)
        decision = decide(scores, self.thresholds)
        if decision.route == "unclear":
            decision.options = self._likely_options(vector)
            decision.question = clarifying_question(decision.options)
        self._log(decision)
        return decision

    def route(self, query: str) -> RouteDecision:
        return self.decide(query, self.encoder.encode([query])[0])

    def _likely_options(self, vector: np.ndarray, per_route: int = 2) -> list[str]:
        options: list[str] = []
        for route in ("navigation", "execution"):
            matrix = self.vectors[route]
            if len(matrix):
                best = np.argsort(-(matrix @ vector))[:per_route]
                options += [self.utterances[route][i] for i in best]
        return options

    def _log(self, decision: RouteDecision) -> None:
        s, t = decision.scores, self.thresholds
        near = any(abs(s[r] - t.min_score[r]) < NEAR for r in ("navigation", "execution")) or (
            abs(s["navigation"] - s["execution"]) < t.nav_over_exec + NEAR
        )
        if near:
            logger.info("route_near_threshold", route=decision.route, reason=decision.reason, **s)


def choose_route(scores: dict[Route, float], t: Thresholds) -> tuple[Route, str]:
    """The decision rule, kept free of objects so that threshold fitting replays it fast."""
    nav, exe, vague = scores["navigation"], scores["execution"], scores["unclear"]
    best: Route = "navigation" if nav >= exe else "execution"
    top = max(nav, exe)
    if vague >= top or top - vague < t.margin:
        return "unclear", "closer to vague requests"
    if top < t.min_score[best]:
        return "unclear", "below threshold"
    if best == "navigation" and nav - exe < t.nav_over_exec:
        return "execution", "navigation won narrowly"
    return best, "clear winner"


def decide(scores: dict[Route, float], t: Thresholds) -> RouteDecision:
    route, reason = choose_route(scores, t)
    return RouteDecision(route=route, scores=scores, reason=reason)


def clarifying_question(options: list[str]) -> str:
    if not options:
        return "I'm not sure what you need. Could you say which page to open or what to do?"
    quoted = "; ".join(f"“{o}”" for o in options)
    return f"I'm not sure what you need. Did you mean something like: {quoted}?"
