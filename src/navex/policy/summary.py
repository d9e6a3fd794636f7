"""Plain-language summaries of a tool call, shown to the user when asking for approval.

Deterministic templates (no model): what will happen, to what, and what cannot be undone.
The exact arguments are shown beside the summary, so the summary may stay short.
"""

from collections.abc import Callable
from typing import Any

MAX_VALUE = 120


def _text(value: Any) -> str:
    text = " ".join(str(value).split())
    return text if len(text) <= MAX_VALUE else text[: MAX_VALUE - 1] + "…"


def _changes(arguments: dict[str, Any], target: str) -> str:
    fields = [f"{key} to {_text(value)}" for key, value in arguments.items() if key != target]
    return "; ".join(fields) if fields else "nothing"


def _optional(arguments: dict[str, Any], key: str, template: str) -> str:
    value = arguments.get(key)
    return template.format(_text(value)) if value not in (None, "", {}) else ""


def _search(a: dict[str, Any]) -> str:
    return f"Search {_text(a.get('kind', 'records'))} for {_text(a.get('query', ''))!r}."


def _get(a: dict[str, Any]) -> str:
    return f"Read {_text(a.get('kind', 'record'))} {_text(a.get('id_or_name', ''))}."


def _register_product(a: dict[str, Any]) -> str:
    return (
        f"Register product {_text(a.get('name'))} in category {_text(a.get('category'))}, "
        f"made by {_text(a.get('manufacturer'))}; the category and manufacturer are created "
        "if they do not exist."
    )


def _update_product(a: dict[str, Any]) -> str:
    return f"Update product {_text(a.get('product'))}: set {_changes(a, 'product')}."


def _onboard_device(a: dict[str, Any]) -> str:
    return (
        f"Onboard device {_text(a.get('serial_number'))} ({_text(a.get('product'))}) at site "
        f"{_text(a.get('site'))}{_optional(a, 'name', ', labelled {}')}."
    )


def _update_device(a: dict[str, Any]) -> str:
    return f"Update device {_text(a.get('device'))}: set {_changes(a, 'device')}."


def _decommission_device(a: dict[str, Any]) -> str:
    return (
        f"Decommission device {_text(a.get('device'))}. It will be retired from service; "
        "this cannot be undone from the assistant."
    )


def _invite_user(a: dict[str, Any]) -> str:
    return (
        f"Invite {_text(a.get('full_name'))} ({_text(a.get('email'))}) as "
        f"{_text(a.get('role'))}{_optional(a, 'team', ' to team {}')}."
    )


def _update_user(a: dict[str, Any]) -> str:
    return f"Update user {_text(a.get('user'))}: set {_changes(a, 'user')}."


def _deactivate_user(a: dict[str, Any]) -> str:
    return f"Deactivate user {_text(a.get('user'))}: they will no longer be able to sign in."


def _create_site(a: dict[str, Any]) -> str:
    return (
        f"Create site {_text(a.get('name'))}{_optional(a, 'address', ' at {}')}"
        f"{_optional(a, 'timezone', ' (time zone {})')}."
    )


def _create_alert_rule(a: dict[str, Any]) -> str:
    scope = _optional(a, "product", " for product {}") or _optional(
        a, "device_group", " for device group {}"
    )
    return (
        f"Create alert rule {_text(a.get('name'))}: alert when {_text(a.get('metric'))} "
        f"{_text(a.get('comparison'))} {_text(a.get('threshold'))}"
        f"{scope or ' on all devices'}, severity {_text(a.get('severity', 'warning'))}."
    )


def _acknowledge_alert(a: dict[str, Any]) -> str:
    return f"Acknowledge alert {_text(a.get('alert'))}."


def _create_work_order(a: dict[str, Any]) -> str:
    return (
        f"Open work order {_text(a.get('title'))}{_optional(a, 'device', ' for device {}')}, "
        f"priority {_text(a.get('priority', 'medium'))}"
        f"{_optional(a, 'due_date', ', due {}')}{_optional(a, 'assignee', ', assigned to {}')}."
    )


SUMMARIES: dict[str, Callable[[dict[str, Any]], str]] = {
    "search_records": _search,
    "get_record": _get,
    "register_product": _register_product,
    "update_product": _update_product,
    "onboard_device": _onboard_device,
    "update_device": _update_device,
    "decommission_device": _decommission_device,
    "invite_user": _invite_user,
    "update_user": _update_user,
    "deactivate_user": _deactivate_user,
    "create_site": _create_site,
    "create_alert_rule": _create_alert_rule,
    "acknowledge_alert": _acknowledge_alert,
    "create_work_order": _create_work_order,
}


def summarize(tool: str, arguments: dict[str, Any]) -> str:
    """One or two sentences a user can approve or deny without reading JSON."""
    template = SUMMARIES.get(tool)
    if template is not None:
        return template(arguments)
    details = ", ".join(f"{key} = {_text(value)}" for key, value in arguments.items())
    return f"Run {tool.replace('_', ' ')}" + (f" with {details}." if details else ".")
