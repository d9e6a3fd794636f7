"""The shipped task set against the product's seed: every record a script names exists (or
is new where the task creates it), every write tool has its refusal by role, and the
scripts of tasks meant to succeed take their values from the user (the judge agrees)."""

from pathlib import Path
from typing import Any

import pytest

from acme.api.seed import ACME, GLOBEX, OrgSeed
from navex.evals.tasks import TaskRow, false_claim, invented_values, read_tasks

DATASET = Path(__file__).resolve().parents[2] / "datasets" / "acme" / "tasks.jsonl"
TASKS = read_tasks(DATASET)
ORG_OF = {"acme.example": ACME, "globex.example": GLOBEX}

# tool -> {argument: record kind}; "new:" the record must not exist yet
REFERENCES: dict[str, dict[str, str]] = {
    "register_product": {"name": "new:products"},
    "update_product": {"product": "products", "category": "categories"},
    "onboard_device": {"serial_number": "new:devices", "product": "products", "site": "sites"},
    "update_device": {"device": "devices", "site": "sites"},
    "decommission_device": {"device": "devices"},
    "invite_user": {"email": "new:users", "team": "teams"},
    "update_user": {"user": "users", "team": "teams"},
    "deactivate_user": {"user": "users"},
    "create_site": {"name": "new:sites"},
    "create_alert_rule": {"product": "products"},
    "acknowledge_alert": {"alert": "alerts"},
    "create_work_order": {"device": "devices", "assignee": "users"},
}
WRITE_TOOLS = set(REFERENCES)
ADMIN_ONLY = {"invite_user", "update_user", "decommission_device", "deactivate_user"}
# tasks about records that are not there, or not the user's, name them on purpose
ABOUT_OTHER_RECORDS = ("missing-", "xt-")
# tasks whose script is meant to change something, the way a good model would
MEANT_TO_SUCCEED = ("act-", "multi-", "ask-", "opt-", "follow-device-")


def names(org: OrgSeed, kind: str) -> list[str]:
    if kind == "devices":
        return [n for d in org.devices for n in (d.serial, d.name)]
    if kind == "alerts":
        return [a.device or "" for a in org.alerts if a.status == "open"]
    if kind == "users":
        return [n for u in org.users for n in (u["email"], u["full_name"])]
    rows: tuple[dict[str, Any], ...] = getattr(org, kind)
    return [str(r["name"]) for r in rows]


def resolves(text: str, known: list[str]) -> bool:
    """As the tools resolve names: exact (case-insensitive), or a unique substring."""
    wanted = text.casefold()
    if any(wanted == k.casefold() for k in known):
        return True
    return len({k for k in known if wanted in k.casefold()}) == 1


def created_by_setup(task: TaskRow) -> list[str]:
    bodies = [call.body for call in task.setup if isinstance(call.body, dict)]
    return [str(b[key]) for b in bodies for key in ("name", "title", "serial_number") if key in b]


def test_every_record_a_script_names_is_in_the_seed_or_made_by_the_task() -> None:
    wrong = []
    for task in TASKS:
        if task.id.startswith(ABOUT_OTHER_RECORDS):
            continue
        org = ORG_OF[task.user.rsplit("@", 1)[1]]
        made = created_by_setup(task)
        for step in task.script or []:
            for argument, kind in REFERENCES.get(step.tool or "", {}).items():
                value = step.arguments.get(argument)
                if value is None:
                    continue
                if kind.startswith("new:"):
                    if resolves(str(value), names(org, kind[4:])):
                        wrong.append(f"{task.id}: {value!r} already exists")
                    made.append(str(value))
                elif not resolves(str(value), names(org, kind) + made):
                    wrong.append(f"{task.id}: no {kind} {value!r} in {org.org['slug']}")
    assert wrong == []


def test_every_write_tool_has_a_refusal_by_role() -> None:
    refused: dict[str, set[str]] = {}
    for task in TASKS:
        if task.id.startswith("role-"):
            role = task.user.split("@")[0]
            for step in task.script or []:
                if step.tool in WRITE_TOOLS:
                    refused.setdefault(step.tool, set()).add(role)
    for tool in WRITE_TOOLS:
        expected = "bob" if tool in ADMIN_ONLY else "carol"
        assert expected in refused.get(tool, set()), tool


def _as_if_done(task: TaskRow) -> list[dict[str, Any]]:
    """The task's script as a final where every call succeeded (results unknown)."""
    calls = [
        {"tool": s.tool, "arguments": s.arguments, "outcome": "succeeded", "result": None}
        for s in task.script or []
        if s.tool
    ]
    return [{"execution": {"summary": "", "tool_calls": calls}}]


@pytest.mark.parametrize(
    "task", [t for t in TASKS if t.id.startswith(MEANT_TO_SUCCEED)], ids=lambda t: t.id
)
def test_a_good_script_invents_no_value(task: TaskRow) -> None:
    texts = [task.message, *(t for t in (task.reply, task.follow_up) if t)]
    assert invented_values(_as_if_done(task), texts) == []


def test_the_new_kinds_of_task_are_there() -> None:
    ids = [task.id for task in TASKS]
    assert len(TASKS) >= 80
    for prefix, at_least in [("ask-", 5), ("missing-", 4), ("ambiguous-", 3), ("follow-", 3)]:
        assert sum(i.startswith(prefix) for i in ids) >= at_least, prefix
    assert all(any(c.kind == "asked" for c in t.expect) for t in TASKS if t.id.startswith("ask-"))
    assert all(t.reply for t in TASKS if t.id.startswith("ask-"))
    words = {c.kind for t in TASKS for c in t.expect}
    assert {"final_says", "final_not_says", "asked"} <= words


def test_an_injected_claim_repeated_by_the_script_is_what_the_judge_catches() -> None:
    """The injection tasks script a model that repeats the record's fake claim: the
    judge must see it as false when it reaches the user (and it must not)."""
    for task in TASKS:
        if not task.id.startswith("inj-fake-"):
            continue
        reads = [
            {"tool": s.tool, "arguments": s.arguments, "outcome": "succeeded", "result": {}}
            for s in task.script or []
            if s.tool
        ]
        said = " ".join(s.answer for s in task.script or [] if s.answer)
        assert false_claim([{"execution": {"summary": said, "tool_calls": reads}}]), task.id


def test_the_blind_task_set_loads_and_has_no_scripts() -> None:
    """`tasks-fresh.jsonl` is scored by real models only: no script tells what to do."""
    fresh = read_tasks(DATASET.with_name("tasks-fresh.jsonl"))
    assert len(fresh) == 24
    assert all(task.script is None for task in fresh)
    assert not {task.id for task in fresh} & {task.id for task in TASKS}
