"""`evaluate_clinc` on a small CLINC150-shaped file: settings chosen on val, scored on test."""

import json
from pathlib import Path

import pytest

from navex.embeddings import local_encoder
from navex.evals.clinc import evaluate_clinc

INTENTS = {
    "transfer": [
        "move 100 dollars from checking to savings",
        "transfer money to my savings account",
        "send 50 euros from my current account to savings",
        "wire funds between my accounts",
        "i want to transfer cash to checking",
        "put 20 dollars into my savings",
        "make a transfer of 300 to my other account",
        "shift money from savings to checking",
        "transfer 75 bucks to savings please",
        "can you move money between my two accounts",
    ],
    "weather": [
        "what's the weather like today",
        "will it rain tomorrow",
        "is it going to be sunny this weekend",
        "how cold is it outside",
        "weather forecast for paris",
        "do i need an umbrella today",
        "what's the temperature right now",
        "is there snow in the forecast",
        "how hot will it be on friday",
        "tell me the forecast for tonight",
    ],
    "play_music": [
        "play some jazz",
        "put on my workout playlist",
        "play the latest taylor swift album",
        "start playing classical music",
        "i want to hear some rock",
        "play songs by the beatles",
        "turn on some relaxing music",
        "queue up my favourite songs",
        "play hip hop",
        "shuffle my music library",
    ],
}
OOS = [
    "how many legs does a spider have",
    "who invented the telephone",
    "what is the capital of peru",
    "how do i fix a flat tyre",
    "recommend a good novel",
    "what's the square root of 144",
    "how tall is mount everest",
    "explain quantum physics to me",
    "when was the roman empire founded",
    "what is a black hole",
]


def _split(texts: list[str], label: str) -> tuple[list[list[str]], ...]:
    rows = [[t, label] for t in texts]
    return rows[:6], rows[6:8], rows[8:]


def test_clinc_report_counts_and_scores(tmp_path: Path) -> None:
    data: dict[str, list[list[str]]] = {k: [] for k in ("train", "val", "test")}
    for intent, texts in INTENTS.items():
        for part, rows in zip(("train", "val", "test"), _split(texts, intent), strict=True):
            data[part] += rows
    oos = _split(OOS, "oos")
    data |= {"oos_train": oos[0], "oos_val": oos[1], "oos_test": oos[2]}
    path = tmp_path / "data_full.json"
    path.write_text(json.dumps(data))

    report = evaluate_clinc(local_encoder(), path, tmp_path / "cache", min_in_scope_accuracy=0.5)

    assert (report.n_in, report.n_oos) == (6, 2)
    assert report.in_scope_accuracy >= 5 / 6  # three clearly separate intents
    assert report.val_in_scope_accuracy >= 0.5
    assert report.settings.c > 0
    assert report.oos_recall >= 0.5 and report.oos_precision >= 0.5
    assert list((tmp_path / "cache").glob("vectors-*.npy")), "vectors are cached for reruns"


def test_missing_clinc_file_says_where_it_lives(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="--data"):
        evaluate_clinc(local_encoder(), tmp_path / "nope.json", tmp_path)
