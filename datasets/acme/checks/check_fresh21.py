"""Check routing-fresh21.jsonl (rule v2.1), adapted from datasets/acme/checks/check_fresh20.py.

Run with the repository's .venv python and PYTHONPATH=src (from the repository's root):

    PYTHONPATH=src .venv/bin/python -B datasets/acme/checks/check_fresh21.py [--labels | --draft]

(or, from the annotator's working folder: cd to the repository's root and run
/tmp/fresh21/check_fresh21.py the same way).

It verifies the rows' form and labels against the spec's tools table, the catalog and the
seed (numbered by datasets/acme/checks/seedindex.py; every record id must be a record of the
asking user's org whose label holds the row's anchor from fresh21-meta.json), the mix (from
fresh21-meta.json, written by build_fresh21.py), and compares every query with the other
gold sets' queries (every other datasets/acme/routing-*.jsonl, fresh15's to fresh20's
included), the task files' strings, datasets/acme/curated-screen-requests.jsonl and
datasets/acme/curated-unclear-requests.jsonl, the routes.yaml strings, the catalog's strings
(examples, search entries and the like) and both labelled-request files
(src/acme/catalog/screen_requests.jsonl and route_requests.jsonl). Only THIS set's colliding
rows are printed, never the text they collided with. `--labels` prints each row's record
label next to its query (this set only). `--draft` checks every wording of build_fresh21.py
(drafted rows and rewordings, kept or not) the same way and prints only the colliding
wordings of this set's draft, then exits.

Differences from check_fresh20.py: the set is read from datasets/acme/routing-fresh21.jsonl
when it is there, else from beside this script (else from /tmp/fresh21), and the meta file
from beside this script (else from /tmp/fresh21); the prefix is f21-; the files the
comparison must cover now also include routing-fresh20.jsonl (required to be present and
loaded, like fresh15 to fresh19, the task files, both curated request files and both
labelled-request files; only their names and counts are printed).
"""

from __future__ import annotations

import collections
import difflib
import json
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent


def _root() -> Path:
    """The repository: three levels above datasets/acme/checks, else the working directory."""
    if HERE.name == "checks" and HERE.parent.name == "acme" and HERE.parent.parent.name == "datasets":
        return HERE.parents[2]
    return Path.cwd()


ROOT = _root()
sys.dont_write_bytecode = True  # write nothing in the repository
sys.path.insert(0, str(ROOT / "datasets" / "acme" / "checks"))
import seedindex  # noqa: E402

DATASETS = ROOT / "datasets" / "acme"
SET_NAME = "routing-fresh21.jsonl"
FALLBACK = Path("/tmp/fresh21")  # the annotator's working folder, before the set is copied
SET = next(
    (p for p in (DATASETS / SET_NAME, HERE / SET_NAME, FALLBACK / SET_NAME) if p.exists()),
    DATASETS / SET_NAME,
)
META = next(
    (p for p in (HERE / "fresh21-meta.json", FALLBACK / "fresh21-meta.json") if p.exists()),
    HERE / "fresh21-meta.json",
)
SPEC = ROOT / "docs" / "spec" / "acme.md"
REQUESTS = (
    ROOT / "src" / "acme" / "catalog" / "screen_requests.jsonl",
    ROOT / "src" / "acme" / "catalog" / "route_requests.jsonl",
)
PREFIX = "f21-"
KINDS = {"rec", "q", "den", "unc", "nav", "chg", "exec"}
KEY_ORDER = ["id", "query", "route", "screen", "tool", "record", "user", "denied"]
USERS = {  # the spec's four demo logins; alice is the default (field absent)
    None: ("admin", "acme"),
    "bob@acme.example": ("operator", "acme"),
    "carol@acme.example": ("viewer", "acme"),
    "dave@globex.example": ("admin", "globex"),
}
OWN_ID = {None: 1, "bob@acme.example": 2, "carol@acme.example": 3, "dave@globex.example": 11}
SHORT = {None: "a", "bob@acme.example": "b", "carol@acme.example": "c", "dave@globex.example": "d"}
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
LOADED: list[str] = []  # names of the files whose strings were loaded (never their text)
REQUIRED = (
    "routing-fresh15.jsonl",
    "routing-fresh16.jsonl",
    "routing-fresh17.jsonl",
    "routing-fresh18.jsonl",
    "routing-fresh19.jsonl",
    "routing-fresh20.jsonl",
    "routing-train.jsonl",
    "routing-test.jsonl",
    "tasks.jsonl",
    "tasks-fresh.jsonl",
    "attacks-tasks.jsonl",
    "curated-screen-requests.jsonl",
    "curated-unclear-requests.jsonl",
    "screen_requests.jsonl",
    "route_requests.jsonl",
    "routes.yaml",
    "navigation.json",
)
# the brief's mix (fresh15's shares), checked as ranges
SIZE = (340, 380)
NON_EN = (0.13, 0.17)
TYPOS = (0.09, 0.12)


def spec_tools() -> set[str]:
    section = SPEC.read_text().split("## Tools", 1)[1]
    return set(re.findall(r"^\| ([a-z_]+) \|", section, flags=re.M))


def catalog() -> dict:
    return json.loads((ROOT / "src" / "acme" / "catalog" / "navigation.json").read_text())


def strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def other_texts(screens: list[dict]) -> list[str]:
    """Every other gold query and task/route/catalog string: loaded, never printed."""
    texts: list[str] = []
    for path in sorted(DATASETS.glob("*.jsonl")):
        if path.resolve() == SET.resolve() or path.name == SET_NAME:  # the set itself
            continue
        LOADED.append(path.name)
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            if path.name.startswith("routing-"):
                texts.append(row["query"])
            else:
                texts.extend(strings(row))
    routes = yaml.safe_load((ROOT / "src" / "acme" / "catalog" / "routes.yaml").read_text())
    texts.extend(strings(routes))
    LOADED.append("routes.yaml")
    LOADED.append("navigation.json")
    for screen in screens:
        for key in ("examples", "search", "changed_here"):
            if key in screen:
                texts.extend(strings(screen[key]))
    for requests in REQUESTS:  # both labelled-request files (rows of the development sets)
        if not requests.exists():
            continue
        LOADED.append(requests.name)
        for line in requests.read_text().splitlines():
            if line.strip():
                texts.extend(strings(json.loads(line)))
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


def draft() -> int:
    """Every wording of the build script (drafted, reworded, reviewed): only ours printed."""
    import importlib.util

    build_path = next(
        p for p in (HERE / "build_fresh21.py", FALLBACK / "build_fresh21.py") if p.exists()
    )
    spec = importlib.util.spec_from_file_location("build_fresh21", build_path)
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    others = other_texts(catalog()["screens"])
    wordings = build.all_wordings()
    folded = [(stage, w.strip().lower()) for stage, w in wordings]
    hits = 0
    for stage, w in folded:
        if similar(w, others):
            hits += 1
            print(f"COLLIDES ({stage}): {w}")
    near = 0
    for i, (stage, w) in enumerate(folded):
        later = [o for _, o in folded[i + 1 :] if o != w]
        if similar(w, later):
            near += 1
            print(f"NEAR INSIDE THE DRAFT ({stage}): {w}")
    print(
        f"draft: {len(wordings)} wordings, {hits} colliding, {near} near pairs inside "
        f"(compared with {RAW_TEXTS} texts, {len(others)} distinct, {len(LOADED)} files)"
    )
    return 0


def main() -> int:
    if "--draft" in sys.argv:
        return draft()
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
    meta = json.loads(META.read_text())
    row_ids = {row.get("id") for row in rows}
    if set(meta) != row_ids:
        err("meta", f"{len(set(meta) - row_ids)} ids only in the meta file, "
                    f"{len(row_ids - set(meta))} ids only in the set")
    used_screens: collections.Counter[str] = collections.Counter()
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
        m = meta.get(rid)
        if not m or m["user"] != SHORT[user]:
            err(rid, "meta missing or its user differs")
            m = {"kind": "?", "lang": "?", "typo": False, "user": SHORT[user]}
        elif m["kind"] not in KINDS:
            err(rid, f"kind {m['kind']!r} is not one of {sorted(KINDS)}")
        route = row.get("route")
        if route == "navigation":
            screen = row.get("screen")
            if screen not in screens or "tool" in row:
                err(rid, f"navigation row with screen {screen!r} / tool {row.get('tool')!r}")
                continue
            used_screens[screen] += 1
            spec = screens[screen]
            refused = role not in spec["roles"]
            if refused and role == "admin":
                err(rid, "an admin is never refused")
            if refused and row.get("denied") is not True:
                err(rid, f"{role} cannot open {screen}: denied missing")
            if not refused and "denied" in row:
                err(rid, f"{role} can open {screen}: denied must be absent")
            if refused != (m["kind"] == "den"):
                err(rid, f"kind {m['kind']} disagrees with denied={refused}")
            if m["kind"] in ("unc", "exec"):
                err(rid, f"kind {m['kind']} on a navigation row")
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
                    elif not m.get("anchor") or m["anchor"] not in seedindex.label(param, rec_id):
                        err(rid, f"{param} {rec_id} does not fit its anchor {m.get('anchor')!r}")
                else:
                    err(rid, f"bad record {record!r}")
                if screen in ("profile", "edit_profile", "edit_role"):
                    err(rid, f"{screen} rows carry no record")
                if (
                    screen in ("user_details", "edit_user_details")
                    and record == {"user_id": OWN_ID[user]}
                ):
                    err(rid, f"the asking user's own page is profile / edit_profile, not {screen}")
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
            if m["kind"] != "exec":
                err(rid, f"kind {m['kind']} on an execution row")
        elif route == "unclear":
            for key in ("screen", "tool", "record", "denied"):
                if key in row:
                    err(rid, f"unclear row carries {key}")
            if m["kind"] != "unc":
                err(rid, f"kind {m['kind']} on an unclear row")
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
                f"{rid} [{(user or 'alice').split('@')[0]}/{m['kind']}/{m['lang']}"
                f"{'/typo' if m['typo'] else ''}] {query!r} -> {route} {target}{den}"
                + (f" | {rec}" if rec else "")
            )

    # near-duplicates inside the set
    mine = [(r["id"], r["query"].strip().lower()) for r in rows if isinstance(r.get("query"), str)]
    for i, (rid, q) in enumerate(mine):
        if similar(q, [other for _, other in mine[i + 1 :]]):
            err(rid, "near-duplicate of a later row of this set")

    # the mix
    n = len(rows)
    if not SIZE[0] <= n <= SIZE[1]:
        err("mix", f"{n} rows, outside {SIZE}")
    non_en = sum(1 for m in meta.values() if m["lang"] != "en")
    typos = sum(1 for m in meta.values() if m["typo"])
    if n and not NON_EN[0] <= non_en / n <= NON_EN[1]:
        err("mix", f"other languages {non_en} ({non_en / n:.1%}), outside {NON_EN}")
    if n and not TYPOS[0] <= typos / n <= TYPOS[1]:
        err("mix", f"typos {typos} ({typos / n:.1%}), outside {TYPOS}")
    kinds = collections.Counter(m["kind"] for m in meta.values())
    kind_user = collections.Counter((m["kind"], m["user"]) for m in meta.values())
    print("kinds:", dict(sorted(kinds.items())))
    print("kind x user:", {f"{k}/{u}": v for (k, u), v in sorted(kind_user.items())})
    print("routes:", dict(collections.Counter(r.get("route") for r in rows)),
          "denied:", sum(1 for r in rows if r.get("denied")))
    print("users:", dict(collections.Counter(SHORT.get(r.get("user"), "?") for r in rows)))
    print("languages:", dict(collections.Counter(m["lang"] for m in meta.values())),
          f"other {non_en} ({non_en / max(n, 1):.1%}); typos {typos} ({typos / max(n, 1):.1%})")
    recs = [r["record"] for r in rows if "record" in r]
    print("records:", len(recs), "ids", sum(isinstance(x, dict) for x in recs),
          "none", recs.count("none"), "several", recs.count("several"))
    print("tools:", dict(collections.Counter(r["tool"] for r in rows if r.get("route") == "execution")))
    print("top screens:", used_screens.most_common(10))

    # collisions with everything else (only our own rows are printed)
    others = other_texts(cat["screens"])
    missing_files = [name for name in REQUIRED if name not in LOADED]
    if missing_files:
        errors.append(f"compare: required files not loaded: {missing_files}")
    print(
        f"compared files: {len(LOADED)} "
        f"({sum(n.startswith('routing-') for n in LOADED)} other routing sets)"
    )
    colliding = [(rid, q) for rid, q in mine if similar(q, others)]
    for rid, q in colliding:
        print(f"COLLIDES {rid}: {q}")

    if len(used_screens) < len(screens):
        errors.append(f"screens: {len(screens) - len(used_screens)} screens have no row")
    used_tools = {r.get("tool") for r in rows if r.get("route") == "execution"}
    missing_tools = sorted(tools - READ_TOOLS - {"tool"} - used_tools)  # "tool": the table's header
    if missing_tools:
        errors.append(f"tools: no execution row for {missing_tools}")
    for rid, m in meta.items():
        if "anchor" in m and not isinstance(next((r.get("record") for r in rows if r.get("id") == rid), None), dict):
            errors.append(f"{rid}: meta anchor on a row without a record id")
    for e in errors:
        print("ERROR", e)
    print(
        f"screens used: {len(used_screens)} of {len(screens)}"
        + (
            f"; missing: {sorted(set(screens) - set(used_screens))}"
            if len(used_screens) < len(screens)
            else ""
        )
    )
    ok = not errors and not colliding
    print(
        f"check_fresh21: {'OK' if ok else 'FAIL'}: {len(rows)} rows, {len(errors)} errors, "
        f"{len(colliding)} colliding rows (compared with {RAW_TEXTS} texts, "
        f"{len(others)} distinct)"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
