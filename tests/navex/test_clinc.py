"""`evaluate_clinc` on a small CLINC150-shaped file: settings chosen on val, scored on test;
the CLINC150 copy the repository ships; `navex eval clinc` from a copy of the repository."""

import hashlib
import json
import os
import shutil
import subprocess
import sys
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


def _write_small_clinc(path: Path) -> Path:
    """A CLINC150-shaped data_full.json: 3 intents and out-of-scope rows, 6/2/2 per split."""
    data: dict[str, list[list[str]]] = {k: [] for k in ("train", "val", "test")}
    for intent, texts in INTENTS.items():
        for part, rows in zip(("train", "val", "test"), _split(texts, intent), strict=True):
            data[part] += rows
    oos = _split(OOS, "oos")
    data |= {"oos_train": oos[0], "oos_val": oos[1], "oos_test": oos[2]}
    path.write_text(json.dumps(data))
    return path


def test_clinc_report_counts_and_scores(tmp_path: Path) -> None:
    path = _write_small_clinc(tmp_path / "data_full.json")

    report = evaluate_clinc(local_encoder(), path, tmp_path / "cache", min_in_scope_accuracy=0.5)

    assert (report.n_in, report.n_oos) == (6, 2)
    assert report.in_scope_accuracy >= 5 / 6  # three clearly separate intents
    assert report.val_in_scope_accuracy >= 0.5
    assert report.settings.c > 0
    assert report.oos_recall >= 0.5 and report.oos_precision >= 0.5
    assert list((tmp_path / "cache").glob("vectors-*.npy")), "vectors are cached for reruns"


def test_missing_clinc_file_says_where_it_lives(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError) as info:
        evaluate_clinc(local_encoder(), tmp_path / "nope.json", tmp_path)
    assert "datasets/clinc150/data_full.json" in str(info.value)
    assert "--data" in str(info.value)


REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "datasets" / "clinc150"


def test_shipped_clinc150_is_the_published_data_with_its_licence() -> None:
    """datasets/clinc150 holds the published files unchanged (the sha256 its README
    states), the full split sizes, the CC BY 3.0 text and the attribution."""
    readme = (SHIPPED / "README.md").read_text()
    for name in ("data_full.json", "domains.json"):
        digest = hashlib.sha256((SHIPPED / name).read_bytes()).hexdigest()
        assert f"| `{name}` | `{digest}` |" in readme, f"{name} differs from its README"
    data = json.loads((SHIPPED / "data_full.json").read_text())
    sizes = {split: len(rows) for split, rows in data.items()}
    assert sizes == {
        "train": 15000,
        "val": 3000,
        "test": 4500,
        "oos_train": 100,
        "oos_val": 100,
        "oos_test": 1000,
    }
    assert len({intent for _, intent in data["train"]}) == 150
    assert "Attribution 3.0 Unported" in (SHIPPED / "LICENSE").read_text()
    for credit in ("github.com/clinc/oos-eval", "Larson", "EMNLP-IJCNLP 2019", "CC BY 3.0"):
        assert credit in readme


def _repository_files() -> list[str]:
    """The repository's files as a clone has them: tracked or new, not ignored, no
    installed Node packages."""
    listing = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        check=True,
        text=True,
    )
    return [name for name in listing.stdout.split("\0") if name and "node_modules/" not in name]


def test_eval_clinc_runs_from_a_copy_with_nothing_beside_it(tmp_path: Path) -> None:
    """A clone's `navex eval clinc` finds CLINC150 inside the repository: the repository's
    files copied to a folder with no sibling, the copy's own code run, its default data path read
    (a small CLINC150-shaped file in place of the 2.5 MB one, which takes minutes)."""
    clone = tmp_path / "elsewhere" / "navex"
    for name in _repository_files():
        if (REPO / name).is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, clone / name)
    assert list(clone.parent.iterdir()) == [clone]
    _write_small_clinc(clone / "datasets" / "clinc150" / "data_full.json")
    env = {
        **os.environ,
        "PYTHONPATH": str(clone / "src"),
        "NAVEX_DATA_DIR": str(tmp_path / "data"),
    }

    def navex(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, *args],
            cwd=clone,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )

    where = navex("-c", "import navex.cli; print(navex.cli.__file__)")
    assert Path(where.stdout.strip()).is_relative_to(clone), where.stderr
    result = navex("-m", "navex.cli", "eval", "clinc", "--json", "--min-in-scope", "0.5")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["n_in"], report["n_oos"]) == (6, 2)
