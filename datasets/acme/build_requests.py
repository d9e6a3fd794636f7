"""Write the labelled requests Acme's router and screen ranker learn from, from the
development gold sets:

- `src/acme/catalog/screen_requests.jsonl`: every navigation row's request and screen
  (the catalog's `requests_file`; the screen ranker and the router learn from it);
- `src/acme/catalog/route_requests.jsonl`: every execution row's request and tool, and
  every unclear row's request (routes.yaml's `requests_file`; the router learns from it).

Each query is written once, with the label of its first row (case and spaces aside).
After them come the requests the product team wrote: for screens the ranker confused
(`curated-screen-requests.jsonl`), and out of scope or vague (`curated-unclear-requests.jsonl`).
The sets the targets are scored on are never among them: the test split, fresh3 and the
blind set of the day (`HELD_OUT`). `navex eval routing` also holds out the rows of the
set it scores, so a development set is never scored by a router or a ranker fitted on its
own rows.

Run it after a gold set is scored and becomes a development set:

    python datasets/acme/build_requests.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CATALOG = HERE.parents[1] / "src" / "acme" / "catalog"
SCREEN_REQUESTS = CATALOG / "screen_requests.jsonl"
ROUTE_REQUESTS = CATALOG / "route_requests.jsonl"

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
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
    "fresh20",
    "fresh21",
    "fresh22",
    "fresh23",
)
"""The gold sets read while tuning, in the order their rows are written."""

HELD_OUT = ("test", "fresh3", "fresh24")
"""The sets #15's targets are scored on: never learnt from."""

CURATED = (HERE / "curated-screen-requests.jsonl", HERE / "curated-unclear-requests.jsonl")
"""Requests the product team wrote, written after the development sets' rows: for screens
the ranker confused (session 33), and out-of-scope and vague requests, many naming the
product's own sites, people and makers in matters it has nothing to do with ("where can
i park near the lyon plant", session 35). Both by a helper who saw only the spec, the
catalog, the seed data and the annotation rule, never a gold set."""

Request = dict[str, object]


def gold_rows(name: str) -> list[dict[str, object]]:
    path = HERE / f"routing-{name}.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _key(row: dict[str, object]) -> str:
    """A query as compared: case and spaces aside."""
    return " ".join(str(row["query"]).lower().split())


def _request(row: dict[str, object]) -> Request | None:
    """The row as a screen request or a route request, or None (a navigation row
    without a screen)."""
    if row.get("route") == "navigation":
        if not row.get("screen"):
            return None
        return {"query": row["query"], "screen": row["screen"], "source": row["id"]}
    request: Request = {"query": row["query"], "route": row["route"]}
    if row["route"] == "execution" and row.get("tool"):
        request["intent"] = row["tool"]
    return {**request, "source": row["id"]}


def requests() -> tuple[list[Request], list[Request]]:
    """(screen requests, route requests) from the development rows: the first row of
    each query, none that a held-out set also holds."""
    held = {_key(row) for name in HELD_OUT for row in gold_rows(name)}
    seen: set[str] = set()
    screens: list[Request] = []
    routes: list[Request] = []
    curated = [
        [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        for path in CURATED
    ]
    for rows in [*(gold_rows(name) for name in DEVELOPMENT), *curated]:
        for row in rows:
            key = _key(row)
            request = _request(row)
            if request is None or key in seen | held:
                continue
            seen.add(key)
            (screens if "screen" in request else routes).append(request)
    return screens, routes


def _lines(written: list[Request]) -> str:
    return "".join(json.dumps(request, ensure_ascii=False) + "\n" for request in written)


def written() -> dict[Path, str]:
    """Each requests file's text."""
    screens, routes = requests()
    return {SCREEN_REQUESTS: _lines(screens), ROUTE_REQUESTS: _lines(routes)}


if __name__ == "__main__":
    for path, text in written().items():
        path.write_text(text)
        print(f"{path}: {text.count(chr(10))} requests", file=sys.stderr)
