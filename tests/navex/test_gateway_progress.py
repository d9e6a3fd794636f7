"""The plain-words progress lines the gateway puts on `step` events (gateway/progress.py),
the greeting's filled suggestions (greeting.py) and the record a link opens (naming.py)."""

from navex.execution import ExecutionEvent
from navex.gateway.greeting import SuggestedRequest, _filled
from navex.gateway.naming import path_values
from navex.gateway.progress import ProgressLines


def step(**fields: object) -> ExecutionEvent:
    return ExecutionEvent(type="step", **fields)  # type: ignore[arg-type]


def test_an_approved_action_keeps_one_line_from_waiting_to_done() -> None:
    summary = "Decommission device GS-1004. It will be retired from service."
    asked = ProgressLines()  # the stream that pauses
    lines = [
        asked.line(step(node="model", status="started", message="Thinking")),
        asked.line(step(node="model", status="started", message="Thinking… 3 s", elapsed_s=3)),
        asked.line(
            step(
                node="tools",
                tool="decommission_device",
                status="finished",
                message=f"Needs your approval: {summary}",
            )
        ),
    ]
    resumed = ProgressLines()  # the decision's stream
    lines += [
        resumed.line(
            step(
                node="approval",
                tool="decommission_device",
                status="finished",
                message=f"Approved: {summary}",
            )
        ),
        resumed.line(
            step(
                node="tools",
                tool="decommission_device",
                status="started",
                message="Decommission device GS-1004",
            )
        ),
        resumed.line(
            step(
                node="tools",
                tool="decommission_device",
                status="finished",
                message="Done",
                outcome="succeeded",
            )
        ),
        resumed.line(step(node="finish", status="finished", message="Done")),
    ]
    assert [(line["state"], line["text"]) for line in lines] == [
        ("thinking", "Working out the next step"),
        ("thinking", "Working out the next step… 3 s"),
        ("waiting", "Decommission device GS-1004"),
        ("running", "Decommission device GS-1004"),
        ("running", "Decommission device GS-1004"),
        ("done", "Decommission device GS-1004"),
        ("finished", "Done"),
    ]
    assert len({line["key"] for line in lines[2:6]}) == 1  # one line for the action
    assert not any("decommission_device" in line["text"] for line in lines)


def test_refused_and_failed_actions_say_so() -> None:
    lines = ProgressLines()
    lines.line(
        step(
            node="tools",
            tool="register_product",
            status="started",
            message="Register product X in Y by Z; Y is created if it does not exist",
        )
    )
    failed = lines.line(
        step(
            node="tools",
            tool="register_product",
            status="finished",
            message="Failed",
            outcome="failed",
        )
    )
    assert (failed["text"], failed["state"]) == ("Register product X in Y by Z", "failed")
    denied = ProgressLines().line(
        step(
            node="approval",
            tool="deactivate_user",
            status="finished",
            message="Denied: Deactivate Tom",
        )
    )
    assert (denied["text"], denied["state"]) == ("Deactivate Tom", "refused")


def test_a_suggestion_names_an_existing_record_or_is_left_out() -> None:
    request = SuggestedRequest(text="open sensor {serial_number}", record="device_id")
    assert _filled(request, {"device_id": {"serial_number": "WX-7", "id": 3}}) == "open sensor WX-7"
    assert _filled(request, {"device_id": None}) is None
    assert _filled(request, {"device_id": {"name": "no serial"}}) is None
    assert _filled(SuggestedRequest(text="open the dashboard"), {}) == "open the dashboard"


def test_a_link_path_gives_the_template_values() -> None:
    template = "https://{hostname}/orgs/{org_id}/devices/{device_id}"
    assert path_values(template, "http://acme.localhost:8000/orgs/1/devices/20") == {
        "org_id": "1",
        "device_id": "20",
    }
    assert path_values(template, "https://acme.example/orgs/1/devices/20/telemetry") == {}
