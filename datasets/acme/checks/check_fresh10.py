"""Check routing-fresh10.jsonl (rule v2.1), the way fresh8's check script did.

Run from the repository root with the repository's .venv python and PYTHONPATH=src:

    PYTHONPATH=src .venv/bin/python datasets/acme/checks/check_fresh10.py [--labels]

It verifies the rows' form and labels against the spec's tools table, the catalog and the
seed (numbered by `seedindex.py` beside it), and compares every query with the other gold
sets' queries, the task files' strings, the `routes.yaml` strings and the catalog's
strings (examples, search entries and the like). Only THIS set's colliding rows are
printed, never the text they collided with. `--labels` prints each row's record label next
to its query, for review (this set's rows only).
"""

from __future__ import annotations

import difflib
import json
import re
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import seedindex

ROOT = Path(__file__).resolve().parents[3]
DATASETS = ROOT / "datasets" / "acme"
SET = DATASETS / "routing-fresh10.jsonl"
PREFIX = "f10-"
KEY_ORDER = ["id", "query", "route", "screen", "tool", "record", "user", "denied"]
USERS = {  # the spec's four demo logins; alice is the default (field absent)
    None: ("admin", "acme"),
    "bob@acme.example": ("operator", "acme"),
    "carol@acme.example": ("viewer", "acme"),
    "dave@globex.example": ("admin", "globex"),
}
READ_TOOLS = {"find_screen", "search_records", "get_record"}
OPERATOR_TOOLS = {
    "register_product",
    "update_product",
    "onboard_device",
    "update_device",
    "create_site",
    "create_alert_rule",
    "acknowledge_alert",
    "create_work_order",
}
NEAR = 0.9
RAW_TEXTS = 0


def spec_tools() -> set[str]:
    text = (ROOT / "docs" / "spec" / "acme.md").read_text()
    section = text.split("## Tools", 1)[1]
    return set(re.findall(r"^\| ([a-z_]+) \|", section, flags=re.M))


def catalog() -> dict:
    return json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())


def strings(value) -> list[str]:
    """Every string inside a JSON/YAML value, recursively."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def other_texts(screens: list[dict]) -> list[str]:
    texts: list[str] = []
    for path in sorted(DATASETS.glob("*.jsonl")):
        if path == SET:
            continue
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            if path.name.startswith("routing-"):
                texts.append(row["query"])
            else:  # tasks*.jsonl, attacks-tasks.jsonl: every string they hold
                texts.extend(strings(row))
    routes = yaml.safe_load((ROOT / "src" / "acme" / "catalog" / "routes.yaml").read_text())
    texts.extend(strings(routes))
    for screen in screens:  # the catalog's example requests and other request strings
        for key in ("examples", "search", "changed_here"):
            if key in screen:
                texts.extend(strings(screen[key]))
    global RAW_TEXTS
    RAW_TEXTS = len(texts)
    return [t for t in {t.strip().lower() for t in texts} if t]


def similar(a: str, others: list[str]) -> bool:
    matcher = difflib.SequenceMatcher(autojunk=False)
    matcher.set_seq2(a)
    for b in others:
        if a == b:
            return True
        matcher.set_seq1(b)
        if (
            matcher.real_quick_ratio() >= NEAR
            and matcher.quick_ratio() >= NEAR
            and matcher.ratio() >= NEAR
        ):
            return True
    return False


def main() -> int:
    labels = "--labels" in sys.argv
    cat = catalog()
    screens = {s["screen_name"]: s for s in cat["screens"]}
    tools = spec_tools()
    errors: list[str] = []

    def err(row_id: str, message: str) -> None:
        errors.append(f"{row_id}: {message}")

    rows = []
    for n, line in enumerate(SET.read_text().splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            err(f"line {n}", f"invalid JSON ({exc})")
    used_screens: set[str] = set()
    seen: dict[str, str] = {}
    for n, row in enumerate(rows, 1):
        rid = row.get("id", f"line {n}")
        keys = list(row)
        if keys != [k for k in KEY_ORDER if k in row] or not set(keys) <= set(KEY_ORDER):
            err(rid, f"keys {keys} not in the order {KEY_ORDER}")
        if rid != f"{PREFIX}{n:03d}":
            err(rid, f"id should be {PREFIX}{n:03d}")
        query = row.get("query")
        if not isinstance(query, str) or not query.strip() or query != query.strip():
            err(rid, "query missing, empty or with outer spaces")
            continue
        folded = query.strip().casefold()
        if folded in seen:
            err(rid, f"duplicate query of {seen[folded]}")
        seen.setdefault(folded, rid)
        user = row.get("user")
        if ("user" in row and user is None) or user not in USERS:
            err(rid, f"user {user!r} is not one of the four demo logins (alice: absent)")
            continue
        role, org = USERS[user]
        route = row.get("route")
        if route == "navigation":
            screen = row.get("screen")
            if screen not in screens or "tool" in row:
                err(rid, f"navigation row with screen {screen!r} / tool {row.get('tool')!r}")
                continue
            used_screens.add(screen)
            spec = screens[screen]
            refused = role not in spec["roles"]
            if refused and row.get("denied") is not True:
                err(rid, f"{role} cannot open {screen}: denied missing")
            if not refused and "denied" in row:
                err(rid, f"{role} can open {screen}: denied must be absent")
            if "record" in row:
                record = row["record"]
                if record in ("none", "several"):
                    pass
                elif isinstance(record, dict) and len(record) == 1:
                    ((param, rec_id),) = record.items()
                    allowed = {p for p in spec["required_parameters"] if p != "org_id"}
                    allowed |= {
                        f["parameter"] for f in spec.get("filters", {}).values() if "parameter" in f
                    }
                    if param not in allowed:
                        err(rid, f"{param} is not a parameter or filter of {screen}")
                    if not isinstance(rec_id, int) or isinstance(rec_id, bool):
                        err(rid, f"record id {rec_id!r} is not an integer")
                    elif seedindex.org_of(param, rec_id) != org:
                        err(rid, f"{param} {rec_id} is not a record of {org}")
                else:
                    err(rid, f"bad record {record!r}")
        elif route == "execution":
            tool = row.get("tool")
            if tool not in tools or tool in READ_TOOLS:
                err(rid, f"tool {tool!r} is not a write tool of the spec")
            for key in ("screen", "record", "denied"):
                if key in row:
                    err(rid, f"execution row carries {key}")
            if role == "viewer":
                err(rid, "a viewer never executes")
            if role == "operator" and tool not in OPERATOR_TOOLS:
                err(rid, f"operator cannot use {tool}")
        elif route == "unclear":
            for key in ("screen", "tool", "record", "denied"):
                if key in row:
                    err(rid, f"unclear row carries {key}")
        else:
            err(rid, f"route {route!r}")
        if labels:
            rec = row.get("record")
            if isinstance(rec, dict):
                ((param, rec_id),) = rec.items()
                rec = f"{param} {rec_id} = {seedindex.label(param, rec_id)}"
            target = row.get("screen") or row.get("tool") or ""
            den = " DENIED" if row.get("denied") else ""
            print(
                f"{rid} [{(user or 'alice').split('@')[0]}] {query!r} -> {route} {target}{den}"
                + (f" | {rec}" if rec else "")
            )

    # near-duplicates inside the set
    mine = [(r["id"], r["query"].strip().lower()) for r in rows if isinstance(r.get("query"), str)]
    for i, (rid, q) in enumerate(mine):
        if similar(q, [other for _, other in mine[i + 1 :]]):
            err(rid, "near-duplicate of a later row of this set")

    # collisions with everything else (only our own rows are printed)
    others = other_texts(cat["screens"])
    colliding = [(rid, q) for rid, q in mine if similar(q, others)]
    for rid, q in colliding:
        print(f"COLLIDES {rid}: {q}")

    for e in errors:
        print("ERROR", e)
    print(
        f"screens used: {len(used_screens)} of {len(screens)}"
        + (
            f"; missing: {sorted(set(screens) - used_screens)}"
            if len(used_screens) < len(screens)
            else ""
        )
    )
    ok = not errors and not colliding
    print(
        f"check_fresh10: {'OK' if ok else 'FAIL'}: {len(rows)} rows, {len(errors)} errors, "
        f"{len(colliding)} colliding rows (compared with {RAW_TEXTS} texts, "
        f"{len(others)} distinct)"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
