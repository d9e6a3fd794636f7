"""`navex eval clinc`: the router's decision rule on CLINC150 (Larson et al., 2019).

150 in-scope intents become 150 routes built from the train split, plus one route of
out-of-scope examples (oos_train), as our own router has its "unclear" route. The
router's `UtteranceClassifier` learns them (meaning view only: with spelling, fitting
15,000 utterances takes a minute per setting). Settings (classifier C, score floor,
margin) are chosen on val, under a floor on in-scope accuracy, and reported on
test + oos_test only.
"""

import itertools
import json
from pathlib import Path

import numpy as np
from pydantic import BaseModel

from navex.embeddings import Encoder, UtteranceClassifier, encode_cached

OOS = "oos"


CLASSIFIER_CS = (4.0, 16.0)


class ClincSettings(BaseModel):
    c: float
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
    encoder: Encoder, data_path: Path, cache_dir: Path, min_in_scope_accuracy: float = 0.93
) -> ClincReport:
    """Choose (C, floor, margin) on val: the best out-of-scope recall among settings whose
    in-scope accuracy reaches `min_in_scope_accuracy` (or, if none does, the most accurate
    setting), then score test + oos_test once."""
    if not data_path.exists():
        raise FileNotFoundError(
            f"CLINC150 was not found at {data_path}: the repository ships it as "
            "datasets/clinc150/data_full.json (pass --data to use another copy)."
        )
    data = json.loads(data_path.read_text())
    train = data["train"] + [[text, OOS] for text, _ in data["oos_train"]]
    val = data["val"] + [[t, OOS] for t, _ in data["oos_val"]]
    test = data["test"] + [[t, OOS] for t, _ in data["oos_test"]]
    texts = [t for t, _ in train] + [t for t, _ in val] + [t for t, _ in test]
    vectors = encode_cached(encoder, texts, cache_dir)
    train_v, val_v, test_v = np.split(vectors, [len(train), len(train) + len(val)])
    val_y = np.array([label for _, label in val])
    test_y = np.array([label for _, label in test])
    classifiers = {
        c: UtteranceClassifier(
            [t for t, _ in train],
            [label for _, label in train],
            train_v,
            c=c,
            spelling=False,
            cache_dir=cache_dir,
        )
        for c in CLASSIFIER_CS
    }
    intents = np.array(classifiers[CLASSIFIER_CS[0]].labels)
    oos_col = int(np.where(intents == OOS)[0][0])

    best: tuple[bool, float, float] | None = None
    chosen = ClincSettings(c=CLASSIFIER_CS[0], floor=0.0, margin=0.0)
    val_texts = [t for t, _ in val]
    val_scores = {c: m.probabilities_many(val_v, val_texts) for c, m in classifiers.items()}
    for c, floor, margin in itertools.product(
        CLASSIFIER_CS, np.arange(0.0, 0.80, 0.02), np.arange(-0.10, 0.61, 0.02)
    ):
        predicted = _predict(val_scores[c], intents, oos_col, float(floor), float(margin))
        in_acc, recall, _ = _metrics(predicted, val_y)
        reached = in_acc >= min_in_scope_accuracy
        key = (reached, recall, in_acc) if reached else (reached, in_acc, recall)
        if best is None or key > best:
            best = key
            chosen = ClincSettings(
                c=c, floor=round(float(floor), 3), margin=round(float(margin), 3)
            )
    assert best is not None
    test_scores = classifiers[chosen.c].probabilities_many(test_v, [t for t, _ in test])
    predicted = _predict(test_scores, intents, oos_col, chosen.floor, chosen.margin)
    in_acc, recall, precision = _metrics(predicted, test_y)
    val_in, val_recall, _ = _metrics(
        _predict(val_scores[chosen.c], intents, oos_col, chosen.floor, chosen.margin), val_y
    )
    return ClincReport(
        in_scope_accuracy=round(in_acc, 4),
        oos_recall=round(recall, 4),
        oos_precision=round(precision, 4),
        n_in=int((test_y != OOS).sum()),
        n_oos=int((test_y == OOS).sum()),
        settings=chosen,
        val_in_scope_accuracy=round(val_in, 4),
        val_oos_recall=round(val_recall, 4),
        min_in_scope_accuracy=min_in_scope_accuracy,
    )
