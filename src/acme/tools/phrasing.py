"""How each tool's work is told to a person: the product's own words, published in the tool's
MCP metadata (`_meta.phrasing`) for the assistant to fill in.

Templates: `{args.NAME}` is an argument of the call, `{result.a.b}` a dotted path into the
tool's structured result; `[ ... ]` is dropped whole when a value inside it is missing, null
or empty (no nesting). `summary` is read before the call (approval, progress), so it uses
arguments only; `done` after success. `record` names the record that changed as a screen of
`catalog/navigation.json` with its URL placeholders taken from the result. `action` fits
"You can't {action}".
"""

from typing import NotRequired, TypedDict


class RecordLink(TypedDict):
    screen: str  # a screen_name of the navigation catalog
    parameters: dict[str, str]  # URL placeholder -> "result." path
    label: str  # a template


class Phrasing(TypedDict):
    action: str
    summary: str
    done: NotRequired[str]
    record: NotRequired[RecordLink]


_DEVICE = "{result.device.serial_number}[ ({result.device.name})]"
_USER = "{result.user.full_name} ({result.user.email})"


def _device_record() -> RecordLink:
    return {
        "screen": "device_details",
        "parameters": {"device_id": "result.device.id"},
        "label": "{result.device.serial_number}[ {result.device.name}]",
    }


def _user_record() -> RecordLink:
    return {
        "screen": "user_details",
        "parameters": {"user_id": "result.user.id"},
        "label": _USER,
    }


def _product_record() -> RecordLink:
    return {
        "screen": "product_details",
        "parameters": {"product_id": "result.product.id"},
        "label": "{result.product.name}",
    }


PHRASING: dict[str, Phrasing] = {
    # --- read ---
    "search_records": {
        "action": "search records",
        "summary": 'Search {args.kind}[ for "{args.query}"].',
    },
    "get_record": {
        "action": "look up records",
        "summary": "Look up {args.id_or_name} in {args.kind}.",
    },
    # --- catalog ---
    "register_product": {
        "action": "register products",
        "summary": "Register product {args.name}, made by {args.manufacturer}, in category "
        "{args.category}; the manufacturer and category are created if they do not exist yet.",
        "done": "Product {result.product.name} is in the catalog, made by "
        "{result.manufacturer.name}, in category {result.category.name}.",
        "record": _product_record(),
    },
    "update_product": {
        "action": "change products",
        "summary": "Change product {args.product}.[ New name: {args.name}.]"
        "[ New description: {args.description}.][ New category: {args.category}.]"
        "[ New manufacturer: {args.manufacturer}.][ Settings to change: {args.config}.]",
        "done": "Product {result.product.name} is updated.",
        "record": _product_record(),
    },
    # --- devices ---
    "onboard_device": {
        "action": "onboard devices",
        "summary": "Onboard device {args.serial_number}[ ({args.name})] at site {args.site} "
        "(product {args.product}).",
        "done": f"Device {_DEVICE} is onboarded at {{result.site}} (product {{result.product}}).",
        "record": _device_record(),
    },
    "update_device": {
        "action": "change devices",
        "summary": "Change device {args.device}.[ New name: {args.name}.]"
        "[ Move it to site {args.site}.][ New status: {args.status}.]"
        "[ Settings to change: {args.config}.]",
        "done": f"Device {_DEVICE} is updated; its status is {{result.device.status}}.",
        "record": _device_record(),
    },
    "decommission_device": {
        "action": "decommission devices",
        "summary": "Decommission device {args.device}. It will be retired from service; "
        "this cannot be undone from the assistant.",
        "done": f"Device {_DEVICE} is decommissioned.",
        "record": _device_record(),
    },
    # --- users ---
    "invite_user": {
        "action": "invite users",
        "summary": "Invite {args.full_name} ({args.email}) as {args.role}[ to team {args.team}]"
        "[, department {args.department}].",
        "done": f"{_USER} is invited as {{result.user.role}}[ to team {{result.team}}].",
        "record": _user_record(),
    },
    "update_user": {
        "action": "change users",
        "summary": "Change user {args.user}.[ New name: {args.full_name}.]"
        "[ New email: {args.email}.][ New phone: {args.phone}.][ New role: {args.role}.]"
        "[ New department: {args.department}.][ New status: {args.status}.]"
        "[ Move to team {args.team}.]",
        "done": f"User {_USER} is updated.",
        "record": _user_record(),
    },
    "deactivate_user": {
        "action": "deactivate users",
        "summary": "Deactivate user {args.user}: they will no longer be able to sign in.",
        "done": f"{_USER} is deactivated and can no longer sign in.",
        "record": _user_record(),
    },
    # --- sites, alerts, work orders ---
    "create_site": {
        "action": "create sites",
        "summary": "Create site {args.name}[ at {args.address}][ (time zone {args.timezone})].",
        "done": "Site {result.site.name} is created[ at {result.site.address}] "
        "(time zone {result.site.timezone}).",
        "record": {
            "screen": "site_details",
            "parameters": {"site_id": "result.site.id"},
            "label": "{result.site.name}",
        },
    },
    "create_alert_rule": {
        "action": "create alert rules",
        "summary": "Create alert rule {args.name}: alert when {args.metric} {args.comparison} "
        "{args.threshold}[ on devices of product {args.product}]"
        "[ in device group {args.device_group}][, severity {args.severity}].",
        "done": "Alert rule {result.alert_rule.name} is created: alert when "
        "{result.alert_rule.metric} {result.alert_rule.comparison} "
        "{result.alert_rule.threshold}[ on devices of product {result.product}]"
        "[ in device group {result.alert_rule.device_group}], "
        "severity {result.alert_rule.severity}.",
        # no screen shows one alert rule: nothing to link
    },
    "acknowledge_alert": {
        "action": "acknowledge alerts",
        "summary": 'Acknowledge the alert "{args.alert}": others will see that someone is on it.',
        "done": "Alert acknowledged: {result.alert.message}.",
        "record": {
            "screen": "alert_details",
            "parameters": {"alert_id": "result.alert.id"},
            "label": "{result.alert.message}",
        },
    },
    "create_work_order": {
        "action": "create work orders",
        "summary": 'Open work order "{args.title}"[ for device {args.device}]'
        "[, priority {args.priority}][, due {args.due_date}][, assigned to {args.assignee}].",
        "done": 'Work order "{result.work_order.title}" is open[ for device {result.device}]'
        "[ ({result.device_name})], priority {result.work_order.priority}"
        "[, due {result.work_order.due_date}][, assigned to {result.assignee_name}]"
        "[ ({result.assignee})].",
        "record": {
            "screen": "work_order_details",
            "parameters": {"work_order_id": "result.work_order.id"},
            "label": "{result.work_order.title}",
        },
    },
}
