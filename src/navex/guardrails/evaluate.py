"""Measure the guardrails on the labelled sets in datasets/guardrails.

Injection: the semantic threshold is fitted on the train split only (F0.5: a false block
stops a real user, a missed injection still meets the policy gateway, which owns
authority), then precision, recall and F1 of the whole check (patterns or similarity)
are measured on the test split. PII: per kind, counting findings against the labelled
kinds of each row (a row with two emails counts two).
"""

import itertools
import time
from collections import Counter
from collections.abc import Sequence
from typing import Literal

import numpy as np
from pydantic import BaseModel, Field

from navex.guardrails.injection import InjectionScorer, match_patterns
from navex.guardrails.pii import PII_KINDS, PiiKind, find_pii

FIT_BETA = 0.5


class InjectionRow(BaseModel):
    text: str
    label: Literal["injection", "benign"]
    lang: str


class PiiRow(BaseModel):
    text: str
    pii: list[PiiKind]


class Metrics(BaseModel):
    precision: float
    recall: float
    f1: float
    tp: int
    fp: int
    fn: int


def metrics(tp: int, fp: int, fn: int) -> Metrics:
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return Metrics(
        precision=round(precision, 4), recall=round(recall, 4), f1=round(f1, 4), tp=tp, fp=fp, fn=fn
    )


def _fbeta(tp: int, fp: int, fn: int, beta: float) -> float:
    b2 = beta * beta
    return (1 + b2) * tp / ((1 + b2) * tp + b2 * fn + fp) if tp else 0.0


class ThresholdFit(BaseModel):
    threshold: float
    criterion: str
    n_train: int
    train: Metrics


def fit_threshold(
    scores: Sequence[float],
    pattern_hits: Sequence[bool],
    labels: Sequence[bool],
    beta: float = FIT_BETA,
) -> ThresholdFit:
    """The margin threshold with the best F-beta of (pattern or margin >= threshold) on
    these rows; cut half-way between two neighbouring scores; ties go to the higher."""
    s = np.asarray(scores, dtype=float)
    hit = np.asarray(pattern_hits, dtype=bool)
    y = np.asarray(labels, dtype=bool)
    distinct = np.unique(s[~hit]) if (~hit).any() else np.unique(s)
    cuts = [float(distinct[0]) - 0.01]
    cuts += [float(a + b) / 2 for a, b in itertools.pairwise(distinct)]
    cuts.append(float(distinct[-1]) + 0.01)
    best: tuple[float, float] | None = None
    for cut in cuts:
        predicted = hit | (s >= cut)
        tp, fp, fn = (
            int((predicted & y).sum()),
            int((predicted & ~y).sum()),
            int((~predicted & y).sum()),
        )
        value = _fbeta(tp, fp, fn, beta)
        if best is None or value >= best[0]:
            best = (value, cut)
    assert best is not None
    threshold = round(best[1], 4)
    predicted = hit | (s >= threshold)
    return ThresholdFit(
        threshold=threshold,
        criterion=f"max F{beta:g} on the train split, patterns or margin >= threshold",
        n_train=len(y),
        train=metrics(
            int((predicted & y).sum()), int((predicted & ~y).sum()), int((~predicted & y).sum())
        ),
    )


class LangCounts(BaseModel):
    n_injection: int
    caught: int
    n_benign: int
    blocked_benign: int


class InjectionReport(BaseModel):
    split: str = "test"
    n: int
    n_injection: int
    n_benign: int
    precision: float
    recall: float
    f1: float
    tp: int
    fp: int
    fn: int
    tn: int
    caught_by_pattern: int
    caught_by_semantic_only: int
    pattern_only: Metrics = Field(description="The patterns alone, for comparison.")
    threshold: float
    by_lang: dict[str, LangCounts]
    ms_p50: float = Field(description="Per text: patterns and similarity.")
    ms_p95: float
    misses: list[str] = Field(default_factory=list)
    false_positives: list[str] = Field(default_factory=list)


def evaluate_injection(
    rows: Sequence[InjectionRow], threshold: float, scorer: InjectionScorer
) -> InjectionReport:
    y, hits, scores, timings = [], [], [], []
    for row in rows:
        started = time.perf_counter()
        hit = bool(match_patterns(row.text))
        score = scorer.score(row.text)
        timings.append((time.perf_counter() - started) * 1000)
        y.append(row.label == "injection")
        hits.append(hit)
        scores.append(score)
    predicted = [h or s >= threshold for h, s in zip(hits, scores, strict=True)]
    tp = sum(p and t for p, t in zip(predicted, y, strict=True))
    fp = sum(p and not t for p, t in zip(predicted, y, strict=True))
    fn = sum(t and not p for p, t in zip(predicted, y, strict=True))
    overall = metrics(tp, fp, fn)
    by_lang: dict[str, LangCounts] = {}
    for lang in sorted({row.lang for row in rows}):
        idx = [i for i, row in enumerate(rows) if row.lang == lang]
        by_lang[lang] = LangCounts(
            n_injection=sum(y[i] for i in idx),
            caught=sum(y[i] and predicted[i] for i in idx),
            n_benign=sum(not y[i] for i in idx),
            blocked_benign=sum(predicted[i] and not y[i] for i in idx),
        )
    pattern_metrics = metrics(
        sum(h and t for h, t in zip(hits, y, strict=True)),
        sum(h and not t for h, t in zip(hits, y, strict=True)),
        sum(t and not h for h, t in zip(hits, y, strict=True)),
    )
    return InjectionReport(
        n=len(rows),
        n_injection=sum(y),
        n_benign=len(y) - sum(y),
        precision=overall.precision,
        recall=overall.recall,
        f1=overall.f1,
        tp=tp,
        fp=fp,
        fn=fn,
        tn=len(y) - tp - fp - fn,
        caught_by_pattern=sum(h and t for h, t in zip(hits, y, strict=True)),
        caught_by_semantic_only=sum(
            t and not h and s >= threshold for h, s, t in zip(hits, scores, y, strict=True)
        ),
        pattern_only=pattern_metrics,
        threshold=threshold,
        by_lang=by_lang,
        ms_p50=round(float(np.percentile(timings, 50)), 2),
        ms_p95=round(float(np.percentile(timings, 95)), 2),
        misses=[r.text for r, p, t in zip(rows, predicted, y, strict=True) if t and not p],
        false_positives=[r.text for r, p, t in zip(rows, predicted, y, strict=True) if p and not t],
    )


def fit_on(rows: Sequence[InjectionRow], scorer: InjectionScorer) -> ThresholdFit:
    return fit_threshold(
        scorer.score_many([r.text for r in rows]),
        [bool(match_patterns(r.text)) for r in rows],
        [r.label == "injection" for r in rows],
    )


class PiiReport(BaseModel):
    n: int
    n_without_pii: int
    clean_rows_flagged: int = Field(description="Rows labelled with no PII that had a finding.")
    micro: Metrics
    per_kind: dict[str, Metrics]
    errors: list[dict[str, object]] = Field(default_factory=list)


def evaluate_pii(rows: Sequence[PiiRow]) -> PiiReport:
    counts = {kind: [0, 0, 0] for kind in PII_KINDS}  # tp, fp, fn
    clean_flagged = 0
    errors: list[dict[str, object]] = []
    for row in rows:
        found = Counter(f.kind for f in find_pii(row.text))
        gold = Counter(row.pii)
        for kind in PII_KINDS:
            tp = min(found[kind], gold[kind])
            counts[kind][0] += tp
            counts[kind][1] += found[kind] - tp
            counts[kind][2] += gold[kind] - tp
        if not row.pii and found:
            clean_flagged += 1
        if found != gold:
            errors.append(
                {
                    "text": row.text,
                    "expected": sorted(gold.elements()),
                    "found": sorted(found.elements()),
                }
            )
    tp, fp, fn = (sum(c[i] for c in counts.values()) for i in range(3))
    return PiiReport(
        n=len(rows),
        n_without_pii=sum(1 for row in rows if not row.pii),
        clean_rows_flagged=clean_flagged,
        micro=metrics(tp, fp, fn),
        per_kind={kind: metrics(*counts[kind]) for kind in PII_KINDS},
        errors=errors,
    )


class GuardrailsReport(BaseModel):
    injection: InjectionReport
    threshold_fit: ThresholdFit
    configured_threshold: float = Field(
        description="NAVEX_GUARDRAILS_INJECTION_THRESHOLD; the test split is scored with the "
        "threshold fitted on train in this run."
    )
    pii: PiiReport
