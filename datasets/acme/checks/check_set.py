"""Check one gold routing set (rule v2.1): datasets/acme/routing-<set>.jsonl and its meta file.

Run with the repository's .venv python and PYTHONPATH=src, from the repository's root:

    PYTHONPATH=src .venv/bin/python -B datasets/acme/checks/check_set.py SET [--labels | --draft]

with SET one of fresh10 ... fresh24 (the keys of RULES below), e.g. `check_set.py fresh21`

(an annotator may keep a set's files in /tmp/<set>/ until they are copied into the repository;
they are read from there when the repository has none).

One script for every set from fresh10 on: it replaces check_fresh10.py ... check_fresh21.py,
which were near-copies of each other. What differed between them is a row of RULES below, so
each set is still checked exactly as its own script checked it.

It verifies the rows' form and labels against the spec's tools table (docs/spec/acme.md),
the catalog (src/acme/catalog/navigation.json) and the seed (numbered by seedindex.py beside
this script: a record id must be a record of the asking user's org and, from fresh18 on, its
label must hold the row's anchor from the meta file), the mix (from <set>-meta.json, written
by build_<set>.py), and compares every query with every other datasets/acme/*.jsonl (the other
gold sets' queries, the task files' and curated request files' strings), the routes.yaml
strings, the catalog's request strings (examples, search, changed_here) and the labelled
request files of src/acme/catalog. Only THIS set's colliding rows are printed, never the
text they collided with; of the files compared only names and counts are printed.

`--labels` prints each row's record label next to its query (this set only). `--draft` checks
the wordings of build_<set>.py the same way (every wording, drafted or reworded, kept or
not, or for fresh17 its kept rows), prints only this set's colliding wordings, then exits.
"""

from __future__ import annotations

import argparse
import collections
import difflib
import importlib.util
import json
import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent


def _root() -> Path:
    """The repository: three levels above datasets/acme/checks, else the working directory."""
    if HERE.parts[-3:] == ("datasets", "acme", "checks"):
        return HERE.parents[2]
    return Path.cwd()


ROOT = _root()
sys.dont_write_bytecode = True  # write nothing in the repository
sys.path.insert(0, str(ROOT / "datasets" / "acme" / "checks"))
import seedindex  # noqa: E402

DATASETS = ROOT / "datasets" / "acme"
CATALOG = ROOT / "src" / "acme" / "catalog"
SPEC = ROOT / "docs" / "spec" / "acme.md"
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
NEAR = 0.9  # difflib ratio from which two lower-cased texts collide
NON_EN = (0.13, 0.17)  # share of rows in other languages
TYPOS = (0.09, 0.12)  # share of rows with typos
SEVEN_KINDS = frozenset({"rec", "q", "den", "unc", "nav", "chg", "exec"})
FRESH16_KINDS = frozenset({"rec", "q", "den", "unc", "plain", "notool", "exec"})
BOTH_REQUESTS = ("screen_requests.jsonl", "route_requests.jsonl")


# ---------------------------------------------------------------- what each set's check verifies


@dataclass(frozen=True)
class Rules:
    """What one set's check verifies. The defaults are fresh18's, the newest rules."""

    meta: bool = True  # a meta file (kind, lang, typo, user[, anchor]) per row, and the mix
    size: tuple[int, int] = (340, 380)  # rows
    kinds: frozenset[str] | None = SEVEN_KINDS  # the meta kinds allowed (None: not checked)
    exact_meta_ids: bool = True  # the meta file holds exactly the set's ids
    profile_no_record: bool = True  # profile / edit_profile / edit_role rows carry no record
    own_page: bool = True  # user_details with the asker's own id is an error (own: profile)
    every_screen: bool = True  # a catalog screen without a row is an error
    admin_never_refused: bool = True  # a denied row must come from bob or carol
    anchors: bool = True  # a record id's seed label must hold the row's meta anchor
    every_tool: bool = True  # each of the spec's write tools has an execution row
    requests: tuple[str, ...] = BOTH_REQUESTS  # src/acme/catalog files compared (glob patterns)
    strict_requests: bool = False  # a missing request file or a non-JSON line is an error
    must_cover: tuple[str, ...] = ()  # files the comparison must have loaded (names printed)
    draft: str | None = None  # what --draft reads of build_<set>.py: all_wordings / kept_rows


def must_cover(last: int, unclear: bool = True) -> tuple[str, ...]:
    """The files a comparison must load: fresh15 up to the set before `last`, and the rest."""
    curated = ("curated-screen-requests.jsonl",)
    if unclear:
        curated += ("curated-unclear-requests.jsonl",)
    return (
        *(f"routing-fresh{n}.jsonl" for n in range(15, last)),
        "routing-train.jsonl",
        "routing-test.jsonl",
        "tasks.jsonl",
        "tasks-fresh.jsonl",
        "attacks-tasks.jsonl",
        *curated,
        *BOTH_REQUESTS,
        "routes.yaml",
        "navigation.json",
    )


_EARLY = Rules(  # fresh10 to fresh16: the rules each of them adds are switched back on below
    kinds=None, admin_never_refused=False, anchors=False, every_tool=False, requests=()
)
RULES = {
    "fresh10": replace(
        _EARLY,
        meta=False,
        exact_meta_ids=False,
        profile_no_record=False,
        own_page=False,
        every_screen=False,
    ),
    "fresh11": replace(_EARLY, exact_meta_ids=False, own_page=False, every_screen=False),
    "fresh12": replace(_EARLY, size=(350, 380)),
    "fresh13": replace(_EARLY, kinds=SEVEN_KINDS, requests=("screen_requests.jsonl",)),
    "fresh14": replace(_EARLY, size=(350, 380), requests=BOTH_REQUESTS, strict_requests=True),
    "fresh15": replace(
        _EARLY,
        size=(300, 380),
        kinds=SEVEN_KINDS,
        admin_never_refused=True,
        requests=BOTH_REQUESTS,
    ),
    "fresh16": replace(
        _EARLY,
        size=(350, 380),
        kinds=FRESH16_KINDS,
        requests=BOTH_REQUESTS,
        strict_requests=True,
    ),
    "fresh17": Rules(size=(300, 380), anchors=False, requests=("*.jsonl",), draft="kept_rows"),
    "fresh18": Rules(),
    "fresh19": Rules(must_cover=must_cover(19, unclear=False), draft="all_wordings"),
    "fresh20": Rules(must_cover=must_cover(20), draft="all_wordings"),
    "fresh21": Rules(must_cover=must_cover(21), draft="all_wordings"),
    "fresh22": Rules(must_cover=must_cover(22), draft="all_wordings"),
    "fresh23": Rules(must_cover=must_cover(23), draft="all_wordings"),
    "fresh24": Rules(must_cover=must_cover(24), draft="all_wordings"),
}


# ---------------------------------------------------------------- inputs


def _first(candidates: tuple[Path, ...]) -> Path:
    return next((p for p in candidates if p.exists()), candidates[0])


def set_files(name: str) -> tuple[Path, Path, Path]:
    """The set, its meta file and its build script: in the repository, else in /tmp/<set>."""
    fallback = Path("/tmp") / name  # the annotator's working folder, before the copy
    set_name = f"routing-{name}.jsonl"
    return (
        _first((DATASETS / set_name, HERE / set_name, fallback / set_name)),
        _first((HERE / f"{name}-meta.json", fallback / f"{name}-meta.json")),
        _first((HERE / f"build_{name}.py", fallback / f"build_{name}.py")),
    )


def spec_tools() -> set[str]:
    """The tools of the spec's table (its header, "tool", left out)."""
    section = SPEC.read_text().split("## Tools", 1)[1]
    return set(re.findall(r"^\| ([a-z_]+) \|", section, flags=re.M)) - {"tool"}


def catalog() -> dict:
    return json.loads((CATALOG / "navigation.json").read_text())


def strings(value) -> list[str]:
    """Every string inside a JSON/YAML value, recursively."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


# ---------------------------------------------------------------- what the set is compared with


@dataclass
class Corpus:
    """Every text a query must not be close to: loaded, counted, never printed."""

    raw: int = 0  # texts loaded
    distinct: list[str] = field(default_factory=list)  # lower-cased, stripped, distinct
    loaded: list[str] = field(default_factory=list)  # names of the files loaded
    problems: list[str] = field(default_factory=list)  # missing or unreadable request files


def _dataset_texts(path: Path) -> list[str]:
    """A gold set's queries, or every string of a task / curated request file."""
    texts: list[str] = []
    for line in path.read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            texts.extend([row["query"]] if path.name.startswith("routing-") else strings(row))
    return texts


def _request_texts(rules: Rules, corpus: Corpus) -> list[str]:
    """Every string of the catalog's labelled-request files that the set's rules name."""
    texts: list[str] = []
    for pattern in rules.requests:
        paths = sorted(CATALOG.glob(pattern))
        if not paths and rules.strict_requests:
            corpus.problems.append(f"{pattern} is missing")
        for path in paths:
            corpus.loaded.append(path.name)
            unreadable = 0
            for line in filter(str.strip, path.read_text().splitlines()):
                try:
                    texts.extend(strings(json.loads(line)))
                except json.JSONDecodeError:
                    if not rules.strict_requests:
                        raise
                    unreadable += 1
            if unreadable:
                corpus.problems.append(f"{unreadable} lines of {path.name} are not JSON")
    return texts


def load_corpus(set_path: Path, rules: Rules, screens: list[dict]) -> Corpus:
    corpus = Corpus()
    texts: list[str] = []
    for path in sorted(DATASETS.glob("*.jsonl")):
        if path.resolve() == set_path.resolve() or path.name == set_path.name:  # the set itself
            continue
        corpus.loaded.append(path.name)
        texts.extend(_dataset_texts(path))
    texts.extend(strings(yaml.safe_load((CATALOG / "routes.yaml").read_text())))
    corpus.loaded += ["routes.yaml", "navigation.json"]
    for screen in screens:
        for key in ("examples", "search", "changed_here"):
            texts.extend(strings(screen.get(key)))
    texts.extend(_request_texts(rules, corpus))
    corpus.raw = len(texts)
    corpus.distinct = [t for t in {t.strip().lower() for t in texts} if t]
    return corpus


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


# ---------------------------------------------------------------- the rows


@dataclass
class Check:
    """One run over a set: its rules, what it checks against, and what it found."""

    rules: Rules
    prefix: str  # of the row ids: f21- for fresh21
    screens: dict[str, dict]
    tools: set[str]
    labels: bool = False
    meta: dict[str, dict] | None = None
    errors: list[str] = field(default_factory=list)
    used_screens: collections.Counter[str] = field(default_factory=collections.Counter)
    seen: dict[str, str] = field(default_factory=dict)  # casefolded query -> first id

    def err(self, row_id: str, message: str) -> None:
        self.errors.append(f"{row_id}: {message}")


def load_rows(c: Check, set_path: Path, meta_path: Path) -> list[dict]:
    rows = []
    for n, line in enumerate(set_path.read_text().splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            c.err(f"line {n}", f"invalid JSON ({exc})")
    if c.rules.meta:
        c.meta = json.loads(meta_path.read_text())
        row_ids = {row.get("id") for row in rows}
        if c.rules.exact_meta_ids and set(c.meta) != row_ids:
            c.err(
                "meta",
                f"{len(set(c.meta) - row_ids)} ids only in the meta file, "
                f"{len(row_ids - set(c.meta))} ids only in the set",
            )
    return rows


def row_meta(c: Check, rid: str, user: str | None) -> dict | None:
    """The row's meta entry (None for a set without one); a stand-in when it is missing."""
    if c.meta is None:
        return None
    m = c.meta.get(rid)
    if not m or m["user"] != SHORT[user]:
        c.err(rid, "meta missing or its user differs")
        return {"kind": "?", "lang": "?", "typo": False, "user": SHORT[user]}
    if c.rules.kinds is not None and m["kind"] not in c.rules.kinds:
        c.err(rid, f"kind {m['kind']!r} is not one of {sorted(c.rules.kinds)}")
    return m


def check_row(c: Check, n: int, row: dict) -> None:
    rid = row.get("id", f"line {n}")
    prefix = c.prefix
    keys = list(row)
    if keys != [k for k in KEY_ORDER if k in row] or not set(keys) <= set(KEY_ORDER):
        c.err(rid, f"keys {keys} not in the order {KEY_ORDER}")
    if rid != f"{prefix}{n:03d}":
        c.err(rid, f"id should be {prefix}{n:03d}")
    query = row.get("query")
    if not isinstance(query, str) or not query.strip() or query != query.strip():
        c.err(rid, "query missing, empty or with outer spaces")
        return
    folded = query.strip().casefold()
    if folded in c.seen:
        c.err(rid, f"duplicate query of {c.seen[folded]}")
    c.seen.setdefault(folded, rid)
    user = row.get("user")
    if ("user" in row and user is None) or user not in USERS:
        c.err(rid, f"user {user!r} is not one of the four demo logins (alice: absent)")
        return
    m = row_meta(c, rid, user)
    route = row.get("route")
    if route == "navigation":
        if not check_navigation(c, rid, row, user, m):
            return
    elif route == "execution":
        check_execution(c, rid, row, user, m)
    elif route == "unclear":
        for key in ("screen", "tool", "record", "denied"):
            if key in row:
                c.err(rid, f"unclear row carries {key}")
        if m is not None and m["kind"] != "unc":
            c.err(rid, f"kind {m['kind']} on an unclear row")
    else:
        c.err(rid, f"route {route!r}")
    if c.labels:
        print(label_line(rid, row, user, m))


def check_navigation(c: Check, rid: str, row: dict, user: str | None, m: dict | None) -> bool:
    """False when the screen is unknown (or a tool is set): the row is not looked at further."""
    role = USERS[user][0]
    screen = row.get("screen")
    if screen not in c.screens or "tool" in row:
        c.err(rid, f"navigation row with screen {screen!r} / tool {row.get('tool')!r}")
        return False
    c.used_screens[screen] += 1
    refused = role not in c.screens[screen]["roles"]
    if refused and role == "admin" and c.rules.admin_never_refused:
        c.err(rid, "an admin is never refused")
    if refused and row.get("denied") is not True:
        c.err(rid, f"{role} cannot open {screen}: denied missing")
    if not refused and "denied" in row:
        c.err(rid, f"{role} can open {screen}: denied must be absent")
    if m is not None:
        if refused != (m["kind"] == "den"):
            c.err(rid, f"kind {m['kind']} disagrees with denied={refused}")
        if m["kind"] in ("unc", "exec"):
            c.err(rid, f"kind {m['kind']} on a navigation row")
    if "record" in row:
        check_record(c, rid, row["record"], screen, user, m)
    return True


def check_record(c: Check, rid: str, record, screen: str, user: str | None, m: dict | None):
    if record in ("none", "several"):
        pass
    elif isinstance(record, dict) and len(record) == 1:
        check_record_id(c, rid, record, screen, USERS[user][1], m)
    else:
        c.err(rid, f"bad record {record!r}")
    if c.rules.profile_no_record and screen in ("profile", "edit_profile", "edit_role"):
        c.err(rid, f"{screen} rows carry no record")
    if (
        c.rules.own_page
        and screen in ("user_details", "edit_user_details")
        and record == {"user_id": OWN_ID[user]}
    ):
        c.err(rid, f"the asking user's own page is profile / edit_profile, not {screen}")


def check_record_id(c: Check, rid: str, record: dict, screen: str, org: str, m: dict | None):
    ((param, rec_id),) = record.items()
    spec = c.screens[screen]
    allowed = {p for p in spec["required_parameters"] if p != "org_id"}
    allowed |= {f["parameter"] for f in spec.get("filters", {}).values() if "parameter" in f}
    if param not in allowed:
        c.err(rid, f"{param} is not a parameter or filter of {screen}")
    if not isinstance(rec_id, int) or isinstance(rec_id, bool):
        c.err(rid, f"record id {rec_id!r} is not an integer")
    elif seedindex.org_of(param, rec_id) != org:
        c.err(rid, f"{param} {rec_id} is not a record of {org}")
    elif c.rules.anchors and (
        not m.get("anchor") or m["anchor"] not in seedindex.label(param, rec_id)
    ):
        c.err(rid, f"{param} {rec_id} does not fit its anchor {m.get('anchor')!r}")


def check_execution(c: Check, rid: str, row: dict, user: str | None, m: dict | None) -> None:
    role = USERS[user][0]
    tool = row.get("tool")
    if tool not in c.tools or tool in READ_TOOLS:
        c.err(rid, f"tool {tool!r} is not a write tool of the spec")
    for key in ("screen", "record", "denied"):
        if key in row:
            c.err(rid, f"execution row carries {key}")
    if role == "viewer":
        c.err(rid, "a viewer never executes")
    if role == "operator" and tool not in OPERATOR_TOOLS:
        c.err(rid, f"operator cannot use {tool}")
    if m is not None and m["kind"] != "exec":
        c.err(rid, f"kind {m['kind']} on an execution row")


def label_line(rid: str, row: dict, user: str | None, m: dict | None) -> str:
    """--labels: the row, its target and its record's seed label (this set's rows only)."""
    rec = row.get("record")
    if isinstance(rec, dict):
        ((param, rec_id),) = rec.items()
        rec = f"{param} {rec_id} = {seedindex.label(param, rec_id)}"
    target = row.get("screen") or row.get("tool") or ""
    den = " DENIED" if row.get("denied") else ""
    who = (user or "alice").split("@")[0]
    if m is not None:
        who += f"/{m['kind']}/{m['lang']}{'/typo' if m['typo'] else ''}"
    return f"{rid} [{who}] {row['query']!r} -> {row.get('route')} {target}{den}" + (
        f" | {rec}" if rec else ""
    )


# ---------------------------------------------------------------- the set as a whole


def check_mix(c: Check, rows: list[dict]) -> None:
    """The mix's ranges (errors) and its counts (printed)."""
    meta = c.meta or {}
    n = len(rows)
    size = c.rules.size
    if not size[0] <= n <= size[1]:
        c.err("mix", f"{n} rows, outside {size}")
    non_en = sum(1 for m in meta.values() if m["lang"] != "en")
    typos = sum(1 for m in meta.values() if m["typo"])
    if n and not NON_EN[0] <= non_en / n <= NON_EN[1]:
        c.err("mix", f"other languages {non_en} ({non_en / n:.1%}), outside {NON_EN}")
    if n and not TYPOS[0] <= typos / n <= TYPOS[1]:
        c.err("mix", f"typos {typos} ({typos / n:.1%}), outside {TYPOS}")
    kinds = collections.Counter(m["kind"] for m in meta.values())
    kind_user = collections.Counter((m["kind"], m["user"]) for m in meta.values())
    print("kinds:", dict(sorted(kinds.items())))
    print("kind x user:", {f"{k}/{u}": v for (k, u), v in sorted(kind_user.items())})
    routes = collections.Counter(r.get("route") for r in rows)
    print("routes:", dict(routes), "denied:", sum(1 for r in rows if r.get("denied")))
    print("users:", dict(collections.Counter(SHORT.get(r.get("user"), "?") for r in rows)))
    print(
        "languages:",
        dict(collections.Counter(m["lang"] for m in meta.values())),
        f"other {non_en} ({non_en / max(n, 1):.1%}); typos {typos} ({typos / max(n, 1):.1%})",
    )
    recs = [r["record"] for r in rows if "record" in r]
    ids = sum(isinstance(x, dict) for x in recs)
    print("records:", len(recs), "ids", ids, "none", recs.count("none"), end=" ")
    print("several", recs.count("several"))
    tools = collections.Counter(r["tool"] for r in rows if r.get("route") == "execution")
    print("tools:", dict(tools))
    print("top screens:", c.used_screens.most_common(10))


def check_coverage(c: Check, rows: list[dict], corpus: Corpus) -> None:
    """Every screen and write tool used; inputs loaded; anchors only on rows with an id."""
    if c.rules.every_screen and len(c.used_screens) < len(c.screens):
        c.errors.append(f"screens: {len(c.screens) - len(c.used_screens)} screens have no row")
    c.errors.extend(f"inputs: {problem}" for problem in corpus.problems)
    if c.rules.every_tool:
        used = {r.get("tool") for r in rows if r.get("route") == "execution"}
        missing = sorted(c.tools - READ_TOOLS - used)
        if missing:
            c.errors.append(f"tools: no execution row for {missing}")
    if c.rules.anchors:
        records = {r.get("id"): r.get("record") for r in rows}
        for rid, m in (c.meta or {}).items():
            if "anchor" in m and not isinstance(records.get(rid), dict):
                c.errors.append(f"{rid}: meta anchor on a row without a record id")


def compare(c: Check, mine: list[tuple[str, str]], corpus: Corpus) -> list[tuple[str, str]]:
    """This set's rows that collide with the corpus (only they are printed)."""
    missing = [name for name in c.rules.must_cover if name not in corpus.loaded]
    if missing:
        c.errors.append(f"compare: required files not loaded: {missing}")
    if c.rules.must_cover:
        routing = sum(name.startswith("routing-") for name in corpus.loaded)
        print(f"compared files: {len(corpus.loaded)} ({routing} other routing sets)")
    colliding = [(rid, q) for rid, q in mine if similar(q, corpus.distinct)]
    for rid, q in colliding:
        print(f"COLLIDES {rid}: {q}")
    return colliding


def check(name: str, labels: bool) -> int:
    rules = RULES[name]
    set_path, meta_path, _ = set_files(name)
    cat = catalog()
    screens = {s["screen_name"]: s for s in cat["screens"]}
    c = Check(rules, f"f{name.removeprefix('fresh')}-", screens, spec_tools(), labels=labels)
    rows = load_rows(c, set_path, meta_path)
    for n, row in enumerate(rows, 1):
        check_row(c, n, row)
    mine = [(r["id"], r["query"].strip().lower()) for r in rows if isinstance(r.get("query"), str)]
    for i, (rid, q) in enumerate(mine):
        if similar(q, [other for _, other in mine[i + 1 :]]):
            c.err(rid, "near-duplicate of a later row of this set")
    if rules.meta:
        check_mix(c, rows)
    corpus = load_corpus(set_path, rules, cat["screens"])
    colliding = compare(c, mine, corpus)
    check_coverage(c, rows, corpus)
    for e in c.errors:
        print("ERROR", e)
    unused = sorted(set(screens) - set(c.used_screens))
    print(f"screens used: {len(c.used_screens)} of {len(screens)}", end="")
    print(f"; missing: {unused}" if unused else "")
    ok = not c.errors and not colliding
    print(
        f"check_{name}: {'OK' if ok else 'FAIL'}: {len(rows)} rows, {len(c.errors)} errors, "
        f"{len(colliding)} colliding rows (compared with {corpus.raw} texts, "
        f"{len(corpus.distinct)} distinct)"
    )
    return 0 if ok else 1


# ---------------------------------------------------------------- --draft


def draft(name: str) -> int:
    """The build script's wordings against the corpus and each other: only ours printed."""
    rules = RULES[name]
    if rules.draft is None:
        print(f"check_{name}: its build script has no draft to check")
        return 2
    set_path, _, build_path = set_files(name)
    spec = importlib.util.spec_from_file_location(f"build_{name}", build_path)
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    corpus = load_corpus(set_path, rules, catalog()["screens"])
    if rules.draft == "kept_rows":
        return _draft_kept_rows(build.kept_rows(), corpus)
    return _draft_wordings(build.all_wordings(), corpus)


def _draft_kept_rows(rows: list[tuple], corpus: Corpus) -> int:
    """fresh17's draft mode: the kept rows (their query is the fifth field)."""
    mine = [r[4].strip().lower() for r in rows]
    hits = 0
    for i, q in enumerate(mine):
        if similar(q, corpus.distinct):
            hits += 1
            print(f"COLLIDES {q}")
        if similar(q, mine[i + 1 :]):
            hits += 1
            print(f"NEAR-IN-SET {q}")
    print(
        f"draft: {len(rows)} kept rows, {hits} collisions "
        f"(compared with {corpus.raw} texts, {len(corpus.distinct)} distinct)"
    )
    return 0


def _draft_wordings(wordings: list[tuple[str, str]], corpus: Corpus) -> int:
    """Every (stage, wording) of the build script, kept or not."""
    folded = [(stage, w.strip().lower()) for stage, w in wordings]
    hits = 0
    for stage, w in folded:
        if similar(w, corpus.distinct):
            hits += 1
            print(f"COLLIDES ({stage}): {w}")
    near = 0
    for i, (stage, w) in enumerate(folded):
        if similar(w, [o for _, o in folded[i + 1 :] if o != w]):
            near += 1
            print(f"NEAR INSIDE THE DRAFT ({stage}): {w}")
    print(
        f"draft: {len(wordings)} wordings, {hits} colliding, {near} near pairs inside "
        f"(compared with {corpus.raw} texts, {len(corpus.distinct)} distinct, "
        f"{len(corpus.loaded)} files)"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("set", choices=sorted(RULES, key=lambda s: int(s[5:])))
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--labels", action="store_true", help="print each row with its labels")
    mode.add_argument("--draft", action="store_true", help="check build_<set>.py's wordings")
    args = parser.parse_args(argv)
    if args.draft:
        return draft(args.set)
    return check(args.set, args.labels)


if __name__ == "__main__":
    sys.exit(main())
