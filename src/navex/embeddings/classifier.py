"""Which labelled set of example texts a request belongs to: routes for the router,
screens for the screen index.

A multinomial logistic regression over two views of the text: the encoder's unit vector
(meaning) and its character 2-5-gram TF-IDF vector (spelling: typos, product codes and
other languages that the small English encoder misses but shared letters still catch).
It is fitted on the example texts at start-up (seconds for a few labels, about 27 s for
the router's 87 intents, so fits can be cached) and scores one request with two
small matrix products. On our gold sets it separates "rename the
cameras category" (no tool does it: navigation) from "rename GS-1020 to Dock B" far
better than the mean similarity of nearest neighbours, which tops out around 0.90
route accuracy, and ranks screens better than cosine similarity alone.
"""

import math
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np
import numpy.typing as npt
import sklearn
import structlog
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression

from navex.embeddings.cache import cache_file, write_atomically
from navex.embeddings.shipped import read_shipped, ship
from navex.kept import Kept

logger = structlog.get_logger(__name__)

FitSource = Literal["cache", "shipped", "shipped, other vectors", "fitted"]
"""Where a classifier's fit came from: the local cache, a fit shipped with navex (built
on these very vectors, or on a CPU whose vectors differ a little), or a fit of its own."""

Floats = npt.NDArray[np.float64]


SPELLING_NGRAMS: dict[str, Any] = {
    "analyzer": "char_wb",
    "ngram_range": (2, 5),
    "sublinear_tf": True,
}


class Spelling:
    """Character 2-5-gram TF-IDF vectors (within words), vocabulary fitted on fixed texts.

    scikit-learn fits the vocabulary and weights; `vector` repeats its transform for one
    query, sparse, without its per-call overhead (a millisecond, a fifth of the routing
    budget).
    """

    def __init__(self, texts: list[str]) -> None:
        self.vectorizer = TfidfVectorizer(**SPELLING_NGRAMS)
        self.matrix = self.vectorizer.fit_transform(texts).tocsr()
        self._analyze = self.vectorizer.build_analyzer()
        self._vocabulary: dict[str, int] = self.vectorizer.vocabulary_
        self._idf: Floats = self.vectorizer.idf_

    def terms(self, text: str) -> tuple[npt.NDArray[np.intp], Floats]:
        """The non-zero entries of `text`'s unit-length TF-IDF vector (sublinear term
        frequency): their columns and values."""
        columns: list[int] = []
        values: list[float] = []
        for gram, count in Counter(self._analyze(text)).items():
            column = self._vocabulary.get(gram)
            if column is not None:
                columns.append(column)
                values.append((1 + math.log(count)) * self._idf[column])
        weights = np.asarray(values)
        norm = np.linalg.norm(weights)
        return np.asarray(columns, dtype=np.intp), weights / norm if norm else weights


def group_weights(labels: Sequence[str], groups: Sequence[str] | None) -> dict[str, float]:
    """Each label's weight such that every group's examples weigh the same in total."""
    groups = labels if groups is None else groups
    group_of = dict(zip(labels, groups, strict=True))
    if len(group_of) != len(set(zip(labels, groups, strict=True))):
        raise ValueError("a label must belong to one group only")
    sizes = Counter(group_of[label] for label in labels)
    return {label: len(labels) / (len(sizes) * sizes[group]) for label, group in group_of.items()}


SPELT_KEPT = 4096
"""Texts whose spelling logits a classifier keeps (a row of some 90 floats each)."""
FIT_FORMAT = 1
"""Part of a cached fit's key: raise it whenever the features or the fit change."""
LOGISTIC_REGRESSION: dict[str, Any] = {"max_iter": 5000}


def _fit(
    features: sparse.csr_matrix | npt.NDArray[np.float32],
    labels: Sequence[str],
    weights: dict[str, float],
    c: float,
) -> dict[str, npt.NDArray[Any]]:
    model = LogisticRegression(C=c, class_weight=weights, **LOGISTIC_REGRESSION)
    model.fit(features, list(labels))
    coefficients = np.asarray(model.coef_)
    bias = np.asarray(model.intercept_)
    if len(model.classes_) == 2:  # scikit-learn keeps one row for two labels: the second's
        coefficients = np.vstack([-coefficients, coefficients]) / 2
        bias = np.array([-bias[0], bias[0]]) / 2
    return {
        "labels": np.asarray(model.classes_, dtype=str),
        "bias": bias,
        "coefficients": coefficients,
    }


def _fit_parts(c: float, spelling: bool) -> list[object]:
    """What a fit depends on besides its examples and vectors: its settings, the code's
    `FIT_FORMAT` and scikit-learn's version."""
    return [c, spelling, LOGISTIC_REGRESSION, SPELLING_NGRAMS, FIT_FORMAT, sklearn.__version__]


def _read_fit(
    path: Path, labels: Sequence[str], columns: int
) -> dict[str, npt.NDArray[Any]] | None:
    """A cached fit, or None when it is unreadable or does not fit these labels and
    feature columns."""
    try:
        with np.load(path) as stored:
            fitted = {name: stored[name] for name in ("labels", "bias", "coefficients")}
    except Exception as error:  # truncated, foreign or unreadable: fit again
        logger.warning("classifier_cache_unreadable", path=str(path), error=str(error))
        return None
    expected = sorted(set(labels))
    if fitted["labels"].tolist() != expected or fitted["coefficients"].shape != (
        len(expected),
        columns,
    ):
        logger.warning("classifier_cache_mismatch", path=str(path))
        return None
    return fitted


class UtteranceClassifier:
    """Probabilities over labels for a request, learnt from labelled example utterances.

    `c` is logistic regression's inverse regularisation: higher follows the examples more
    closely. Examples are weighted so that every group of labels (by default, every label)
    carries the same total weight, and a group with many examples does not win by numbers
    alone; within a group, each example counts the same. `spelling=False` uses the meaning
    view only (CLINC150's 15,000 utterances would take a minute to fit with both).
    With `cache_dir`, a fit is stored under a hash of everything it depends on and read
    back next time: the router's 87 intents take about 27 s to fit on two cores. A fit
    shipped with navex is found by `vectors_by` (`encoder_release`), when given, instead of
    the vectors' bytes, which differ from one CPU to another.
    """

    def __init__(
        self,
        texts: Sequence[str],
        labels: Sequence[str],
        vectors: npt.NDArray[np.float32],
        *,
        c: float,
        spelling: bool = True,
        groups: Sequence[str] | None = None,
        cache_dir: Path | None = None,
        vectors_by: list[object] | None = None,
    ) -> None:
        if len(texts) != len(labels) or len(texts) != len(vectors):
            raise ValueError("texts, labels and vectors must have the same length")
        if len(set(labels)) < 2:
            raise ValueError("a classifier needs example utterances for at least two labels")
        self.spelling = Spelling(list(texts)) if spelling else None
        weights = group_weights(labels, groups)
        path = shipped_as = None
        if cache_dir is not None:
            parts = [list(texts), list(labels), weights, _fit_parts(c, spelling)]
            arrays = [np.asarray(vectors, dtype=np.float32)]
            path = cache_file(cache_dir, "classifier", parts, arrays, suffix=".npz")
            shipped_as = path
            if vectors_by is not None:
                named = [*parts, vectors_by]
                shipped_as = cache_file(cache_dir, "classifier", named, suffix=".npz")
        columns = vectors.shape[1] + (
            self.spelling.matrix.shape[1] if self.spelling is not None else 0
        )
        fitted = _read_fit(path, labels, columns) if path is not None and path.exists() else None
        self.fit_source: FitSource = "cache"
        if fitted is None:
            features: sparse.csr_matrix | npt.NDArray[np.float32] = vectors
            if self.spelling is not None:
                features = sparse.hstack([sparse.csr_matrix(vectors), self.spelling.matrix]).tocsr()
            # a fit shipped with navex for exactly these inputs, else a fit of our own
            fitted = read_shipped(shipped_as, features) if shipped_as is not None else None
            if fitted is not None:
                self.fit_source = "shipped" if fitted["same_vectors"] else "shipped, other vectors"
            else:
                self.fit_source = "fitted"
                fitted = _fit(features, labels, weights, c)
                if shipped_as is not None:
                    ship(shipped_as, features, fitted)
            if path is not None:
                write_atomically(
                    path,
                    lambda file: np.savez(
                        file,
                        labels=fitted["labels"],
                        bias=fitted["bias"],
                        coefficients=fitted["coefficients"],
                    ),
                )
        dim = vectors.shape[1]
        self.labels: list[str] = [str(label) for label in fitted["labels"]]
        self._bias = fitted["bias"]
        self._meaning = np.ascontiguousarray(fitted["coefficients"][:, :dim].T)
        self._spelling = np.ascontiguousarray(fitted["coefficients"][:, dim:].T)
        self._spelt: Kept[Floats] = Kept(SPELT_KEPT)

    def _spelling_logits(self, text: str) -> Floats:
        """The spelling view's part of `text`'s logits: a pure function of the text, kept
        for the `SPELT_KEPT` texts scored last (a gateway answers the same requests again,
        and routes each twice: the router, the screen ranker are two classifiers)."""
        kept = self._spelt.get(text)
        if kept is not None:
            return kept
        assert self.spelling is not None
        columns, weights = self.spelling.terms(text)
        logits: Floats = weights @ self._spelling[columns]
        logits.setflags(write=False)
        self._spelt.put(text, logits)
        return logits

    def probabilities(self, text: str, vector: npt.NDArray[np.float32]) -> Floats:
        """One probability per label (in `labels` order) for one request."""
        return self.probabilities_many(vector[np.newaxis, :], [text])[0]

    def probabilities_many(self, vectors: npt.NDArray[np.float32], texts: Sequence[str]) -> Floats:
        """A row of `probabilities` per request: the meaning view as one matrix product,
        the spelling view (sparse, a few hundred n-grams) row by row."""
        if len(texts) != len(vectors):
            raise ValueError("texts and vectors must have the same length")
        logits = vectors @ self._meaning + self._bias
        if self.spelling is not None:
            for row, text in enumerate(texts):
                logits[row] += self._spelling_logits(text)
        exp = np.exp(logits - logits.max(axis=1, keepdims=True))
        return np.asarray(exp / exp.sum(axis=1, keepdims=True))
