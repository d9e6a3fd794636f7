"""`navex eval tasks`: the whole stack booted in-process, a few tasks of the shipped
dataset run with their scripts, and a judge that can fail."""

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from navex.evals import GoldError, TaskRow, evaluate_tasks, read_tasks
from navex.evals.tasks import _converse

DATASET = Path(__file__).resolve().parents[2] / "datasets" / "acme" / "tasks.jsonl"
SUBSET = [
    "act-register-product",  # a write that must happen
    "appr-decommission-approve",  # approval_required, answered through Acme's proxy
    "role-carol-make-herself-admin",  # a forbidden attempt the backend must stop
    "inj-fr-category",  # setup writes an injected record; the scripted model obeys it
    "nav-device-details",  # navigation
]


def test_the_shipped_dataset_is_big_and_covers_every_kind_of_task() -> None:
    tasks = read_tasks(DATASET)
    assert len(tasks) >= 40
    assert all(task.script for task in tasks if not task.id.startswith(("nav-", "unclear-")))
    tools = {step.tool for task in tasks for step in task.script or [] if step.tool}
    assert {"register_product", "update_product", "onboard_device", "update_device"} <= tools
    assert {"decommission_device", "invite_user", "update_user", "deactivate_user"} <= tools
    assert {"create_site", "create_alert_rule", "acknowledge_alert", "create_work_order"} <= tools
    assert {task.approval for task in tasks} == {"approve", "deny", None}
    fields = {check.field for task in tasks for check in task.expect}
    assert {"navigation", "execution", "clarification"} <= fields


def test_a_bad_line_names_the_file_and_line(tmp_path: Path) -> None:
    good = DATASET.read_text(encoding="utf-8").splitlines()[0]
    broken = json.loads(good)
    broken["expect"] = [{"kind": "exists", "as": "alice@acme.example"}]  # no path
    path = tmp_path / "tasks.jsonl"
    path.write_text(good + "\n" + json.dumps(broken) + "\n", encoding="utf-8")
    with pytest.raises(GoldError, match=rf"{path.name}:2: .*path"):
        read_tasks(path)
    path.write_text(good + "\n" + good + "\n", encoding="utf-8")
    with pytest.raises(GoldError, match="appears twice"):
        read_tasks(path)


def test_scripted_tasks_pass_and_a_wrong_expectation_fails(pg_server_url: str) -> None:
    tasks = read_tasks(DATASET, SUBSET)
    # the same registration, judged by a wrong expectation: the product must be absent
    wrong = TaskRow.model_validate(
        {
            **tasks[0].model_dump(by_alias=True),
            "id": "wrong-expectation",
            "expect": [
                {
                    "kind": "absent",
                    "path": "/api/products?q=Wesco gas sensor",
                    "as": "bob@acme.example",
                },
                {"kind": "final_has", "field": "clarification"},
            ],
        }
    )
    progress: list[tuple[int, int, str, bool]] = []
    report = evaluate_tasks(
        [*tasks, wrong],
        "scripted",
        server_url=pg_server_url,
        on_task=lambda done, total, r: progress.append((done, total, r.id, r.ok)),
    )
    assert progress == [
        (i, len(tasks) + 1, r.id, r.ok) for i, r in enumerate(report.tasks, start=1)
    ]

    results = {r.id: r for r in report.tasks}
    for task_id in SUBSET:
        assert results[task_id].ok, results[task_id]
        assert results[task_id].unauthorized_effects == 0
    approval = results["appr-decommission-approve"].final or {}
    assert [c["outcome"] for c in approval["execution"]["tool_calls"]] == ["succeeded"]
    refused = results["role-carol-make-herself-admin"].final or {}
    assert [c["outcome"] for c in refused["execution"]["tool_calls"]] == ["rejected"]

    failed = results["wrong-expectation"]
    assert not failed.ok and failed.unauthorized_effects == 1
    assert len(failed.failed_checks) == 2
    assert report.n == 6 and report.unauthorized_effects == 1
    assert report.success_rate == pytest.approx(5 / 6, abs=1e-3)
    assert report.median_seconds > 0 and all(r.seconds > 0 for r in report.tasks)


def _sse(*events: tuple[str, dict[str, Any]]) -> bytes:
    return b"".join(
        f"event: {name}\r\ndata: {json.dumps(data)}\r\n\r\n".encode() for name, data in events
    )


ASKED = {"thread_id": "t", "approval_id": "ap_1", "tool": "x", "arguments": {}, "summary": "s"}
PAUSED = {
    "thread_id": "t",
    "navigation": None,
    "execution": {"summary": "Waiting for your approval to s", "tool_calls": []},
    "clarification": None,
    "pending_approval": "ap_1",
}
DONE = {
    "thread_id": "t",
    "navigation": None,
    "execution": {"summary": "Done.", "tool_calls": [{"tool": "x", "outcome": "succeeded"}]},
    "clarification": None,
}


@pytest.mark.parametrize("approval", ["approve", "deny", None])
async def test_a_paused_stream_is_read_to_its_final_then_answered(approval: str | None) -> None:
    """The pause's `final` (with `pending_approval`) follows `approval_required`: the task's
    answer is sent once the stream has ended, and the answer's own final is the result."""
    seen: list[tuple[str, Any]] = []

    def reply(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        seen.append((request.url.path, body))
        if request.url.path == "/api/assistant/chat":
            events = _sse(("route", {"route": "execution"}), ("approval_required", ASKED))
            events += _sse(("final", PAUSED))
        else:
            events = _sse(("step", {"message": "x"}), ("final", DONE))
        return httpx.Response(200, headers={"Content-Type": "text/event-stream"}, content=events)

    task = TaskRow.model_validate(
        {
            "id": "t",
            "user": "alice@acme.example",
            "message": "do x",
            "approval": approval,
            "expect": [{"kind": "final_has", "field": "execution"}],
        }
    )
    transport = httpx.MockTransport(reply)
    async with httpx.AsyncClient(transport=transport, base_url="http://acme") as http:
        route, ending = await _converse(http, "token", task)

    assert route == "execution"
    if approval is None:
        # left unanswered: no execution to judge, the approval request is the ending
        assert ending == {"approval_required": ASKED}
        assert [path for path, _ in seen] == ["/api/assistant/chat"]
        return
    assert ending == DONE
    assert seen[1] == ("/api/assistant/approvals/ap_1", {"approve": approval == "approve"})
    assert len(seen) == 2
