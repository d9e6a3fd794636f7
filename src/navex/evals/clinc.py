"""`navex eval clinc`: the router's decision rule on CLINC150 (Larson et al., 2019).

150 in-scope intents become 150 routes built from the train split, plus one route of
out-of-scope examples (oos_train), as our own router has its "unclear" route. Settings
(k, score floor, margin) are chosen on val, under a floor on in-scope accuracy, and
reported on test + oos_test only.
"""

import hashlib
import itertools
import json
from pathlib import Path

import numpy as np
from pydantic import BaseModel

from navex.embeddings import Encoder

OOS = "oos"


class ClincSettings(BaseModel):
    k: int
    floor: float
    margin: float


class ClincReport(BaseModel):
    in_scope_accuracy: float
    oos_recall: float
    oos_precision: float
    n_in: int
    n_oos: int
    settings: ClincSettings
    val_in_scope_accuracy: float
    val_oos_recall: float
    min_in_scope_accuracy: float


def _embed_cached(encoder: Encoder, texts: list[str], cache_dir: Path) -> np.ndarray:
    digest = hashlib.sha256(("\n".join(texts) + encoder.name).encode()).hexdigest()[:16]
    path = cache_dir / f"clinc150-{digest}.npy"
    if path.exists():
        return np.load(path)
    vectors = encoder.encode(texts)
    cache_dir.mkdir(parents=True, exist_ok=True)
    np.save(path, vectors)
    return vectors


def _intent_scores(
    queries: np.ndarray, train: np.ndarray, labels: np.ndarray, k: int
) -> np.ndarray:
    """(n_queries, n_intents): mean of each intent's k best cosine similarities."""
    intents = np.unique(labels)
    result = np.empty((len(queries), len(intents)), dtype=np.float32)
    for start in range(0, len(queries), 512):
        sims = queries[start : start + 512] @ train.T
        for j, intent in enumerate(intents):
            block = sims[:, labels == intent]
            result[start : start + 512, j] = np.sort(block, axis=1)[:, -k:].mean(axis=1)
    return result


def _predict(
    scores: np.ndarray, intents: np.ndarray, oos_col: int, floor: float, margin: float
) -> np.ndarray:
    in_scope = np.delete(scores, oos_col, axis=1)
    in_intents = np.delete(intents, oos_col)
    best = in_scope.argmax(axis=1)
    best_score = in_scope.max(axis=1)
    oos = (best_score < floor) | (scores[:, oos_col] > best_score - margin)
    return np.where(oos, OOS, in_intents[best])


def _metrics(predicted: np.ndarray, truth: np.ndarray) -> tuple[float, float, float]:
    is_oos = truth == OOS
    in_acc = float((predicted[~is_oos] == truth[~is_oos]).mean())
    recall = float((predicted[is_oos] == OOS).mean())
    said_oos = predicted == OOS
    precision = float((truth[said_oos] == OOS).mean()) if said_oos.any() else 0.0
    return in_acc, recall, precision


def evaluate_clinc(
    encoder: Encoder, data_path: Path, cache_dir: Path, min_in_scope_accuracy: float = 0.90
) -> ClincReport:
    """Choose (k, floor, margin) on val: the best out-of-scope recall among settings whose
    in-scope accuracy reaches `min_in_scope_accuracy` (or, if none does, the most accurate
    setting), then score test + oos_test once."""
    if not data_path.exists():
        raise FileNotFoundError(
            f"{data_path} not found: CLINC150 lives in ../shared/data/clinc150 "
            "(pass --data to point elsewhere)"
        )
    data = json.loads(data_path.read_text())
    train = data["train"] + [[text, OOS] for text, _ in data["oos_train"]]
    val = data["val"] + [[t, OOS] for t, _ in data["oos_val"]]
    test = data["test"] + [[t, OOS] for t, _ in data["oos_test"]]
    texts = [t for t, _ in train] + [t for t, _ in val] + [t for t, _ in test]
    vectors = _embed_cached(encoder, texts, cache_dir)
    train_v, val_v, test_v = np.split(vectors, [len(train), len(train) + len(val)])
    train_y = np.array([label for _, label in train])
    val_y = np.array([label for _, label in val])
    test_y = np.array([label for _, label in test])
    intents = np.unique(train_y)
    oos_col = int(np.where(intents == OOS)[0][0])

    best: tuple[float, float] | None = None
    chosen = ClincSettings(k=1, floor=0.0, margin=0.0)
    val_scores = {k: _intent_scores(val_v, train_v, train_y, k) for k in (1, 3, 5)}
    for k, floor, margin in itertools.product(
        (1, 3, 5), np.arange(0.30, 0.80, 0.01), np.arange(-0.05, 0.10, 0.01)
    ):
        predicted = _predict(val_scores[k], intents, oos_col, float(floor), float(margin))
        in_acc, recall, _ = _metrics(predicted, val_y)
        if in_acc < min_in_scope_accuracy:
            continue
        key = (recall, in_acc)
        if best is None or key > best:
            best = key
            chosen = ClincSettings(
                k=k, floor=round(float(floor), 3), margin=round(float(margin), 3)
            )
    assert best is not None, "no setting reached the in-scope accuracy floor on val"
    test_scores = _intent_scores(test_v, train_v, train_y, chosen.k)
    predicted = _predict(test_scores, intents, oos_col, chosen.floor, chosen.margin)
    in_acc, recall, precision = _metrics(predicted, test_y)
    return ClincReport(
        in_scope_accuracy=round(in_acc, 4),
        oos_recall=round(recall, 4),
        oos_precision=round(precision, 4),
        n_in=int((test_y != OOS).sum()),
        n_oos=int((test_y == OOS).sum()),
        settings=chosen,
        val_in_scope_accuracy=round(best[1], 4),
        val_oos_recall=round(best[0], 4),
        min_in_scope_accuracy=min_in_scope_accuracy,
    )
