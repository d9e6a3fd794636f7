"""`navex eval routing` and `navex eval fit`: score the router and the screen retrieval on
a gold set, fit the router's thresholds on the train split, plot a threshold sweep."""

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import numpy as np
from pydantic import BaseModel, Field

from navex.evals.gold import RoutingRow
from navex.navigation import NavigationResult, ScreenIndex
from navex.routing import ROUTES, Route, RouteDecision, Router, Thresholds, choose_route


class RowNavigation(Protocol):
    """The navigator as the row's user, on a booted product (routing_product.py)."""

    async def answer(self, row: RoutingRow) -> NavigationResult:
        """The navigator's whole answer to the row."""
        ...

    async def second_look(self, row: RoutingRow, decision: RouteDecision) -> RouteDecision:
        """The router's decision after a look at what the row names (as served)."""
        ...

    async def can_read(self, row: RoutingRow) -> bool:
        """Whether the row's user may read the row's record through the product's API."""
        ...


class Miss(BaseModel):
    id: str
    query: str
    expected: str
    got: str


class RoutingReport(BaseModel):
    n: int
    route_accuracy: float
    nav_top1: float
    nav_top3: float
    unclear_recall: float
    unclear_precision: float
    record_accuracy: float | None = Field(
        description="Rows with `record`: the link opens that record (or the answer says that "
        "several fit / none does); null when no row has one or no product was booted. A "
        "record its user may not read through the product's API is not scored: navex reads "
        "records as the caller, and no link may hold one the caller cannot read"
    )
    n_record: int
    n_record_unreadable: int = Field(
        default=0, description="Rows whose record their user may not read (not scored)"
    )
    denied_accuracy: float | None = Field(
        description="Rows with `denied`: the answer says the role cannot open that screen"
    )
    n_denied: int
    confusion: dict[Route, dict[Route, int]]
    thresholds: Thresholds
    route_misses: list[Miss]
    screen_misses: list[Miss]
    record_misses: list[Miss] = []
    record_unreadable: list[str] = Field(
        default=[], description="The ids of the rows whose record their user may not read"
    )


CLASSIFIER_CS = (1.0, 2.0, 4.0, 8.0, 16.0)


@dataclass
class ScoredRows:
    """Route scores per row for each classifier setting `c`, computed once and replayed
    by fitting."""

    rows: list[RoutingRow]
    scores: dict[float, list[dict[Route, float]]]

    def at(self, t: Thresholds) -> list[dict[Route, float]]:
        return self.scores[t.c]


def score_rows(
    router_for: Callable[[Thresholds], Router],
    rows: list[RoutingRow],
    cs: tuple[float, ...] = CLASSIFIER_CS,
) -> ScoredRows:
    """Score `rows` with a router built for each `c` (the utterance vectors are cached,
    so each build costs only the classifier fit, about a second)."""
    scores: dict[float, list[dict[Route, float]]] = {}
    vectors = None
    for c in cs:
        router = router_for(Thresholds(c=c))
        if vectors is None:
            vectors = router.encoder.encode([row.query for row in rows])
        scores[c] = [router.scores(row.query, v) for row, v in zip(rows, vectors, strict=True)]
    return ScoredRows(rows=rows, scores=scores)


def _ratio(a: int, b: int) -> float:
    return round(a / b, 4) if b else 0.0


def decided_screen(result: NavigationResult) -> str | None:
    """The screen the answer is about: linked, refused for the role, or asked about."""
    if result.answer is not None:
        return result.answer.screen_name
    if result.denied is not None:
        return result.denied.screen_name
    if result.clarification is not None and result.clarification.screen_name:
        return result.clarification.screen_name
    return result.ranked[0] if result.ranked else None


def record_outcome(result: NavigationResult) -> "RecordOutcome":
    """What the answer did with the record: the ids linked, "several" or "none"."""
    if result.clarification is not None and result.clarification.record in ("several", "none"):
        return result.clarification.record
    return {k: v for k, v in result.records.items() if isinstance(v, int | str)} or None


RecordOutcome = dict[str, int | str] | str | None


def _record_hit(expected: dict[str, int | str] | str, got: RecordOutcome) -> bool:
    if isinstance(expected, str) or not isinstance(got, dict):
        return expected == got
    return all(str(got.get(k)) == str(v) for k, v in expected.items())


@dataclass
class _Tally:
    top1: int = 0
    top3: int = 0
    nav_rows: int = 0
    records: int = 0
    record_hits: int = 0
    unreadable: list[str] = field(default_factory=list)
    denied: int = 0
    denied_hits: int = 0


async def _screens(
    row: RoutingRow,
    vector: np.ndarray,
    index: ScreenIndex,
    navigation: RowNavigation | None,
    tally: _Tally,
    record_misses: list[Miss],
) -> list[str]:
    """The row's screens, best first (the decided one first when the whole navigator runs);
    counts the record and refusal checks."""
    if navigation is None:
        return [m.screen_name for m in await index.search(row.query, vector, None, k=3)]
    result = await navigation.answer(row)
    decided = decided_screen(result)
    if isinstance(row.record, dict) and not await navigation.can_read(row):
        tally.unreadable.append(row.id)  # e.g. an invoice asked for by a viewer: refused
    elif row.record is not None:
        tally.records += 1
        got = record_outcome(result)
        if _record_hit(row.record, got):
            tally.record_hits += 1
        else:
            record_misses.append(
                Miss(id=row.id, query=row.query, expected=str(row.record), got=str(got))
            )
    if row.denied:
        tally.denied += 1
        tally.denied_hits += int(result.denied is not None and decided == row.screen)
    ranked = [decided] if decided else []
    return (ranked + [n for n in result.ranked if n not in ranked])[:3]


async def evaluate_routing(
    router: Router,
    index: ScreenIndex,
    rows: list[RoutingRow],
    navigation: RowNavigation | None = None,
) -> RoutingReport:
    """Route and screen figures; with `navigation` (a booted product), the whole navigator
    answers each navigation row as its user, and records and refusals are scored too."""
    vectors = router.encoder.encode([row.query for row in rows])
    confusion: dict[Route, dict[Route, int]] = {e: {g: 0 for g in ROUTES} for e in ROUTES}
    route_misses: list[Miss] = []
    screen_misses: list[Miss] = []
    record_misses: list[Miss] = []
    tally = _Tally()
    for row, vector in zip(rows, vectors, strict=True):
        decision = router.decide(row.query, vector)  # the router's whole rule, as served
        if navigation is not None:  # with a second look at what the row names, as served
            decision = await navigation.second_look(row, decision)
        got = decision.route
        confusion[row.route][got] += 1
        if got != row.route:
            route_misses.append(Miss(id=row.id, query=row.query, expected=row.route, got=got))
        if row.route == "navigation" and row.screen:
            tally.nav_rows += 1
            names = await _screens(row, vector, index, navigation, tally, record_misses)
            tally.top1 += int(names[:1] == [row.screen])
            tally.top3 += int(row.screen in names)
            if names[:1] != [row.screen]:
                screen_misses.append(
                    Miss(id=row.id, query=row.query, expected=row.screen, got=",".join(names))
                )
    correct = sum(confusion[r][r] for r in ROUTES)
    predicted_unclear = sum(confusion[e]["unclear"] for e in ROUTES)
    return RoutingReport(
        n=len(rows),
        route_accuracy=_ratio(correct, len(rows)),
        nav_top1=_ratio(tally.top1, tally.nav_rows),
        nav_top3=_ratio(tally.top3, tally.nav_rows),
        unclear_recall=_ratio(confusion["unclear"]["unclear"], sum(confusion["unclear"].values())),
        unclear_precision=_ratio(confusion["unclear"]["unclear"], predicted_unclear),
        record_accuracy=_ratio(tally.record_hits, tally.records) if tally.records else None,
        n_record=tally.records,
        n_record_unreadable=len(tally.unreadable),
        denied_accuracy=_ratio(tally.denied_hits, tally.denied) if tally.denied else None,
        n_denied=tally.denied,
        confusion=confusion,
        thresholds=router.thresholds,
        route_misses=route_misses,
        screen_misses=screen_misses,
        record_misses=record_misses,
        record_unreadable=tally.unreadable,
    )


def _accuracy(scored: ScoredRows, t: Thresholds) -> tuple[float, float]:
    """(route accuracy, unclear F1) of thresholds `t` on pre-scored rows."""
    hits = tp = fp = fn = 0
    for row, scores in zip(scored.rows, scored.at(t), strict=True):
        got, _ = choose_route(scores, t)
        hits += int(got == row.route)
        tp += int(got == "unclear" and row.route == "unclear")
        fp += int(got == "unclear" and row.route != "unclear")
        fn += int(got != "unclear" and row.route == "unclear")
    f1 = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
    return hits / len(scored.rows), f1


def fit_thresholds(scored: ScoredRows) -> Thresholds:
    """Grid search on the train split: best route accuracy, then best unclear F1, then
    the least intervention among equals (lowest floor, margin and fallback, so that the
    classifier's own choice stands unless overriding it helps on train)."""
    best: tuple[float, ...] | None = None
    chosen = Thresholds()
    grid = itertools.product(
        scored.scores.keys(),
        np.arange(0.30, 0.91, 0.02),
        np.arange(0.0, 0.31, 0.05),
        np.arange(0.01, 0.31, 0.02),  # never 0: the narrow-navigation fallback stays on
    )
    for c, floor, margin, nav_over_exec in grid:
        t = Thresholds(
            c=c,
            min_score={"navigation": float(floor), "execution": float(floor), "unclear": 0.0},
            margin=float(margin),
            nav_over_exec=float(nav_over_exec),
        )
        accuracy, f1 = _accuracy(scored, t)
        key = (accuracy, f1, -float(floor), -float(margin), -float(nav_over_exec))
        if best is None or key > best:
            best, chosen = key, t
    return _round(chosen)


def _round(t: Thresholds) -> Thresholds:
    return Thresholds(
        c=t.c,
        min_score={r: round(v, 3) for r, v in t.min_score.items()},
        margin=round(t.margin, 3),
        nav_over_exec=round(t.nav_over_exec, 3),
    )


def sweep_plot(scored: ScoredRows, thresholds: Thresholds, path: Path) -> Path:
    """Route accuracy and unclear precision/recall as the score floor moves."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    floors = np.arange(0.3, 1.0, 0.01)
    accuracy, precision, recall = [], [], []
    for floor in floors:
        t = thresholds.model_copy(
            update={"min_score": {"navigation": floor, "execution": floor, "unclear": 0.0}}
        )
        hits = tp = fp = fn = 0
        for row, scores in zip(scored.rows, scored.at(t), strict=True):
            got, _ = choose_route(scores, t)
            hits += int(got == row.route)
            tp += int(got == row.route == "unclear")
            fp += int(got == "unclear" != row.route)
            fn += int(row.route == "unclear" != got)
        accuracy.append(hits / len(scored.rows))
        precision.append(tp / (tp + fp) if tp + fp else 1.0)
        recall.append(tp / (tp + fn) if tp + fn else 0.0)
    figure, axis = plt.subplots(figsize=(7, 4))
    axis.plot(floors, accuracy, label="route accuracy")
    axis.plot(floors, precision, label="unclear precision")
    axis.plot(floors, recall, label="unclear recall")
    axis.axvline(thresholds.min_score["navigation"], color="grey", linestyle="--", label="chosen")
    axis.set_xlabel("minimum route score (navigation / execution)")
    axis.set_ylim(0, 1.02)
    axis.legend(loc="lower left")
    axis.set_title(f"Threshold sweep (classifier C={thresholds.c}, n={len(scored.rows)})")
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return path
