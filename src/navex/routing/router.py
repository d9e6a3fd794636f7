"""The semantic router: navigation, execution or unclear, in milliseconds, without an LLM.

Each route is a set of example utterances (routes.yaml, plus every screen's example
requests as navigation, plus the labelled requests of the product's users: the catalog's
as navigation, the routes file's as execution or unclear), and an utterance may name its
intent within the route: the screen a navigation request opens, the tool an execution
request calls. An
`UtteranceClassifier` learns the intents, each route weighing the same in total, and a
route's probability is the sum of its intents'. Intents matter because a route is not
one kind of request: "change the CO rule's threshold to 30 ppm" looks like an execution
request on average, but like no tool's requests in particular (no tool edits rules).
The best route wins when it clears its threshold and beats "unclear" by `margin`;
otherwise the request is unclear (the navigation component then offers the screens that
fit, never a training utterance: navex.navigation.suggestions). Navigation that beats
execution only narrowly goes to the execution agent, which can still navigate through its
`find_screen` tool. A router given `read` (the catalog's spelling) decides on the request
as it reads it ("alert treshholds": alert thresholds), embedded again when that changes it.
"""

import functools
import json
import re
from collections.abc import Callable, Mapping
from pathlib import Path

import numpy as np
import structlog
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from navex.embeddings import Encoder, UtteranceClassifier, encode_cached, encoder_release
from navex.kept import Kept
from navex.routing.clauses import clauses, shared_tails
from navex.routing.routes_file import ROUTES, Route

logger = structlog.get_logger(__name__)

NEAR = 0.05
UNCLEAR_QUESTION = "I'm not sure what you need. Could you say which page to open or what to do?"


_DEFAULT_FLOORS: dict[Route, float] = {"navigation": 0.5, "execution": 0.5, "unclear": 0.0}


class Thresholds(BaseModel):
    """Decision settings; `navex eval fit` chooses them on the train split."""

    c: float = Field(
        default=4.0, gt=0, description="classifier's inverse regularisation (higher: closer fit)"
    )
    min_score: dict[Route, float] = Field(default_factory=lambda: _DEFAULT_FLOORS.copy())
    margin: float = Field(default=0.0, ge=0, description="how far the best route must beat unclear")
    nav_over_exec: float = Field(
        default=0.02, ge=0, description="navigation must beat execution by this, else execution"
    )

    model_config = ConfigDict(extra="forbid")

    @classmethod
    def load(cls, path: Path) -> "Thresholds":
        """The saved thresholds, the defaults when `path` does not exist; a file from
        another version of the router is an error that says what to do."""
        if not path.exists():
            return cls()
        try:
            return cls.model_validate_json(path.read_text())
        except ValidationError as error:
            raise ValueError(
                f"{path} does not hold this router's thresholds ({error.error_count()} "
                "problems, e.g. settings of an older router): run `navex eval fit`"
            ) from error

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.model_dump(), indent=2) + "\n")


class RouteDecision(BaseModel):
    route: Route
    scores: dict[Route, float]
    reason: str
    question: str | None = None
    intent: str | None = Field(
        default=None,
        description="The most likely intent within the chosen route (an execution route's "
        "intent is the tool that would carry it out).",
    )
    intent_share: float = Field(default=0.0, description="That intent's share of its route.")

    def as_navigation(self, reason: str) -> "RouteDecision":
        """The same decision made navigation, for `reason` (a second look at it)."""
        return self.model_copy(
            update={"route": "navigation", "reason": reason, "question": None, "intent": None}
        )


class Router:
    """Routes requests; holds the example utterances, their vectors and the classifier.

    `intents` maps a casefolded utterance to its intent. An utterance without one, in a
    route where others have one, takes the intent of its nearest neighbour there (a
    navigation request from routes.yaml takes the screen of the nearest catalog example).
    `cache_dir` keeps the utterance vectors and the fitted classifier between runs
    (start-up would embed thousands of texts and fit 87 intents). `read` rewrites a
    request before it is decided (a misspelt word as the catalog writes it).
    """

    def __init__(
        self,
        encoder: Encoder,
        routes: dict[Route, list[str]],
        thresholds: Thresholds,
        cache_dir: Path | None = None,
        intents: Mapping[str, str] | None = None,
        read: Callable[[str], str] | None = None,
    ) -> None:
        self.encoder = encoder
        self.read = read
        self.intents = {text.casefold(): intent for text, intent in (intents or {}).items()}
        self.thresholds = thresholds
        self.utterances = {r: list(dict.fromkeys(routes.get(r, []))) for r in ROUTES}
        texts = [t for r in ROUTES for t in self.utterances[r]]
        route_of_text = [r for r in ROUTES for _ in self.utterances[r]]
        vectors = encode_cached(encoder, texts, cache_dir)
        ends = np.cumsum([len(self.utterances[r]) for r in ROUTES])
        self.vectors = {
            r: vectors[end - len(self.utterances[r]) : end]
            for r, end in zip(ROUTES, ends, strict=True)
        }
        labels = [
            label
            for r in ROUTES
            for label in intent_labels(r, self.utterances[r], self.vectors[r], self.intents)
        ]
        self.classifier = UtteranceClassifier(
            texts,
            labels,
            vectors,
            c=thresholds.c,
            groups=route_of_text,
            cache_dir=cache_dir,
            vectors_by=encoder_release(encoder),
        )
        self._route_of_label = np.array(
            [ROUTES.index(label.partition(":")[0]) for label in self.classifier.labels]
        )
        self._decided: Kept[RouteDecision] = Kept(DECISIONS_KEPT)

    def scores(self, query: str, vector: np.ndarray) -> dict[Route, float]:
        """Probability of each route for the request (they sum to 1)."""
        return self._route_scores(self.classifier.probabilities(query, vector))

    def _route_scores(self, probabilities: np.ndarray) -> dict[Route, float]:
        per_route = np.bincount(self._route_of_label, weights=probabilities, minlength=len(ROUTES))
        return {r: float(p) for r, p in zip(ROUTES, per_route, strict=True)}

    def decide(self, query: str, vector: np.ndarray) -> RouteDecision:
        """The route of `query`, whose embedding is `vector`, as the router reads it (a
        pure function of both and of the router's thresholds, reader, classifier and
        encoder: the decisions on the last `DECISIONS_KEPT` are kept with them, and each
        caller is given its own copy)."""
        key = (query, np.asarray(vector).tobytes())
        by = (self.thresholds, self.read, self.classifier, self.encoder)  # what decides
        kept = self._decided.get(key, made_with=by)
        if kept is not None:
            decision = kept.model_copy(deep=True)
        else:
            decision = self._decide(query, vector)
            self._decided.put(key, decision.model_copy(deep=True), made_with=by)
        self._log(decision)
        return decision

    def _decide(self, query: str, vector: np.ndarray) -> RouteDecision:
        read = self.read(query) if self.read is not None else query
        if read != query:  # "alert treshholds": decided as "alert thresholds"
            query, vector = read, self.encoder.encode([read])[0]
        probabilities = self.classifier.probabilities(query, vector)
        scores = self._route_scores(probabilities)
        decision = decide(scores, self.thresholds)
        if is_bare_word(query):
            decision.route, decision.reason = "unclear", "a single word"
        action = self._action_part(query) if decision.route != "execution" else None
        if action is not None:  # "look up Malmo quay, then create a work order titled ..."
            probabilities = action
            decision.route, decision.reason = "execution", "a part of it is an action"
        in_route = np.flatnonzero(self._route_of_label == ROUTES.index(decision.route))
        route_total = float(probabilities[in_route].sum()) if len(in_route) else 0.0
        if route_total > 0:
            best = in_route[int(np.argmax(probabilities[in_route]))]
            _, _, intent = self.classifier.labels[best].partition(":")
            decision.intent = intent or None
            decision.intent_share = float(probabilities[best] / route_total)
        if decision.route == "unclear":
            decision.question = UNCLEAR_QUESTION
        return decision

    def _action_part(self, query: str) -> np.ndarray | None:
        """For a request of several parts, none of which won alone ("look up the site
        Malmo quay, then create a work order titled 'Inspect Malmo quay'"): the intent
        probabilities of the first part that the rule sends to execution, or None. A
        request that asks for an action among other things is an execution request: the
        agent does the action and the rest; the whole text's scores blur the action. A list
        of records shares what follows it ("add gs-1007 and gs-1014 to the portable
        detectors group": "add gs-1007 to the portable detectors group")."""
        parts = list(_parts(query))
        if len(parts) < 2:
            return None
        vectors = self.encoder.encode(parts)
        for part, part_vector in zip(parts, vectors, strict=True):
            probabilities = self.classifier.probabilities(part, part_vector)
            if choose_route(self._route_scores(probabilities), self.thresholds)[0] == "execution":
                return probabilities
        return None

    def route(self, query: str) -> RouteDecision:
        read = self.read(query) if self.read is not None else query
        return self.decide(read, self.encoder.encode([read])[0])

    def _log(self, decision: RouteDecision) -> None:
        """Log a decision that a small change of scores would have flipped."""
        s, t = decision.scores, self.thresholds
        best: Route = "navigation" if s["navigation"] >= s["execution"] else "execution"
        top = s[best]
        near = (
            abs(top - t.min_score[best]) < NEAR
            or abs(top - s["unclear"] - t.margin) < NEAR
            or (
                top - s["unclear"] >= t.margin
                and abs(s["navigation"] - s["execution"] - t.nav_over_exec) < NEAR
            )
        )
        if near:
            logger.info("route_near_threshold", route=decision.route, reason=decision.reason, **s)


def intent_labels(
    route: Route, texts: list[str], vectors: np.ndarray, intents: Mapping[str, str]
) -> list[str]:
    """`route:intent` for each utterance of `route` (`intents` is keyed by casefolded
    text), or `route` when none has an intent. An utterance without one takes the intent
    of its nearest neighbour among those that have one."""
    known = [intents.get(text.casefold()) for text in texts]
    labelled = np.array([i for i, intent in enumerate(known) if intent is not None])
    if not len(labelled):
        return [route] * len(texts)
    nearest = labelled[np.argmax(vectors @ vectors[labelled].T, axis=1)]
    return [f"{route}:{intent or known[nearest[i]]}" for i, intent in enumerate(known)]


DECISIONS_KEPT = 2048
"""Requests whose decision the router keeps, with their vectors (2 kB each)."""


@functools.lru_cache(maxsize=4096)
def _parts(query: str) -> tuple[str, ...]:
    """The request's clauses, each with what the list it makes shares (a pure function of
    the text, kept for the requests routed last)."""
    return tuple(shared_tails(clauses(query)))


_WORD = re.compile(r"[^\W_]+")

POLITE_WORDS = frozenset(
    re.findall(
        r"\S+",
        "please pls plz thanks thx bitte danke svp stp merci por favor gracias per favore "
        "grazie obrigado obrigada alsjeblieft aub graag bedankt",
    )
)
"""Words that only ask nicely, in the catalog's languages: "updaet pls" is one word."""


def is_bare_word(query: str) -> bool:
    """A request of one word or none besides words that ask nicely, not a serial or a
    number ("export", "alerts?", "Standorte", "updaet pls"): it names a topic, not what
    to do with it, so it is unclear even when one screen could match (the annotation
    rule); the unclear answer then offers the screens that fit. "GS-1020" names a record
    and goes to the classifier."""
    words = [w for w in _WORD.findall(query) if w.casefold() not in POLITE_WORDS]
    return len(words) <= 1 and not any(c.isdigit() for c in query)


def choose_route(scores: dict[Route, float], t: Thresholds) -> tuple[Route, str]:
    """The decision rule, kept free of objects so that threshold fitting replays it fast."""
    nav, exe, vague = scores["navigation"], scores["execution"], scores["unclear"]
    best: Route = "navigation" if nav >= exe else "execution"
    top = max(nav, exe)
    if vague >= top or top - vague < t.margin:
        return "unclear", "closer to vague requests"
    if top < t.min_score[best]:
        return "unclear", "below threshold"
    if (
        best == "navigation"
        and nav - exe < t.nav_over_exec
        and exe >= t.min_score["execution"]
        and exe - vague >= t.margin
    ):
        return "execution", "navigation won narrowly"
    return best, "clear winner"


def decide(scores: dict[Route, float], t: Thresholds) -> RouteDecision:
    route, reason = choose_route(scores, t)
    return RouteDecision(route=route, scores=scores, reason=reason)
