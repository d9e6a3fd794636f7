"""Write the catalog's labelled requests (`src/acme/catalog/screen_requests.jsonl`) from
the development gold sets: every navigation row's request and screen, once.

The screen ranker learns from them how Acme's users ask (navex's `navigation/ranker.py`).
The sets the targets are scored on are never among them: the test split, fresh3 and the
blind set of the day (`HELD_OUT`). `navex eval routing` also holds out the rows of the
set it scores, so a development set is never scored by a ranker fitted on its own rows.

Run it after a gold set is scored and becomes a development set:

    python datasets/acme/build_screen_requests.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET = HERE.parents[1] / "src" / "acme" / "catalog" / "screen_requests.jsonl"

DEVELOPMENT = (
    "train",
    "fresh",
    "fresh2",
    "fresh4",
    "fresh5",
    "fresh6",
    "fresh7",
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
)
"""The gold sets read while tuning, in the order their rows are written."""

HELD_OUT = ("test", "fresh3", "fresh13")
"""The sets #15's targets are scored on: never learnt from."""


def gold_rows(name: str) -> list[dict[str, object]]:
    path = HERE / f"routing-{name}.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _key(row: dict[str, object]) -> str:
    """A query as compared: case and spaces aside."""
    return " ".join(str(row["query"]).lower().split())


def screen_requests() -> list[dict[str, object]]:
    """Each development navigation row as {"query", "screen", "source"}: the first of
    each query (case and spaces aside), none that a held-out set also holds."""
    held = {_key(row) for name in HELD_OUT for row in gold_rows(name)}
    seen: set[str] = set()
    requests: list[dict[str, object]] = []
    for name in DEVELOPMENT:
        for row in gold_rows(name):
            key = _key(row)
            if row.get("route") != "navigation" or not row.get("screen") or key in seen | held:
                continue
            seen.add(key)
            requests.append({"query": row["query"], "screen": row["screen"], "source": row["id"]})
    return requests


def written() -> str:
    return "".join(json.dumps(request, ensure_ascii=False) + "\n" for request in screen_requests())


if __name__ == "__main__":
    TARGET.write_text(written())
    print(f"{TARGET}: {len(screen_requests())} requests", file=sys.stderr)
