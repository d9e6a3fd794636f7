"""The semantic router: navigation, execution or unclear, in milliseconds, without an LLM.

Each route is a set of example utterances. A request's score for a route is the mean
cosine similarity of its `k` nearest utterances there. The best route wins when it
clears its threshold and beats the runner-up by `margin`; otherwise the request is
unclear and gets a clarifying question that offers the likely options. Navigation that
beats execution only narrowly goes to the execution agent, which can still navigate
through its `find_screen` tool.
"""

import json
from pathlib import Path
from typing import Literal

import numpy as np
import structlog
import yaml
from pydantic import BaseModel, Field

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

    def scores(self, vector: np.ndarray, k: int | None = None) -> dict[Route, float]:
        k = k or self.thresholds.k
        result: dict[Route, float] = {}
        for route, matrix in self.vectors.items():
            if len(matrix) == 0:
                result[route] = 0.0
                continue
            sims = matrix @ vector
            top = np.partition(sims, -min(k, len(sims)))[-min(k, len(sims)) :]
            result[route] = float(top.mean())
        return result

    def decide(self, vector: np.ndarray) -> RouteDecision:
        scores = self.scores(vector)
        decision = decide(scores, self.thresholds)
        if decision.route == "unclear":
            decision.options = self._likely_options(vector)
            decision.question = clarifying_question(decision.options)
        self._log(decision)
        return decision

    def route(self, query: str) -> RouteDecision:
        return self.decide(self.encoder.encode([query])[0])

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
