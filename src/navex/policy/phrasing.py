"""A tool's own words, from its MCP metadata: what it does, what it did, which record.

The product owns these sentences (each tool's `_meta.phrasing`); navex only fills them in,
so that it can speak about any product's tools without knowing their nouns:

    {"action": "decommission devices",
     "summary": "Decommission device {args.device}. It cannot be undone.",
     "done": "Device {result.device.serial_number}[ ({result.device.name})] is decommissioned.",
     "record": {"screen": "device_details", "parameters": {"device_id": "result.device.id"},
                "label": "{result.device.serial_number}[ {result.device.name}]"}}

`{args.NAME}` is an argument of the call, `{result.a.b}` a path into the tool's result;
`[ ... ]` is dropped whole when a placeholder inside it has no value. A tool without
phrasing is described generically from its name and arguments.
"""

import json
import re
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

MAX_VALUE = 120
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][\w.]*)\}")
_OPTIONAL = re.compile(r"\[([^\[\]]*)\]")


class RecordLink(BaseModel):
    """The record a call created or changed, as a screen of the navigation catalog."""

    model_config = ConfigDict(frozen=True)

    screen: str
    parameters: dict[str, str] = Field(default_factory=dict)  # placeholder → "result.a.b"
    label: str = ""


class ToolPhrasing(BaseModel):
    """How to speak about one tool's calls."""

    model_config = ConfigDict(frozen=True)

    action: str = ""  # "decommission devices": fits "You can't {action}"
    summary: str = ""  # before the call (approval, progress): {args.*} only
    done: str = ""  # after success: {args.*} and {result.*}
    record: RecordLink | None = None


def clip(value: Any) -> str:
    """A value as one short line (objects and lists as JSON)."""
    if isinstance(value, dict | list):
        value = json.dumps(value, ensure_ascii=False, default=str)
    text = " ".join(str(value).split())
    return text if len(text) <= MAX_VALUE else text[: MAX_VALUE - 1] + "…"


def lookup(path: str, values: Mapping[str, Any]) -> Any:
    """The value at a dotted `path` ("result.device.id") or None."""
    current: Any = values
    for part in path.split("."):
        if isinstance(current, Mapping):
            current = current.get(part)
        elif isinstance(current, list) and part.isdigit() and int(part) < len(current):
            current = current[int(part)]
        else:
            return None
    return current


def _filled(value: Any) -> bool:
    return value not in (None, "", [], {})


def render(template: str, arguments: Mapping[str, Any], result: Any = None) -> str:
    """`template` with its placeholders filled; optional segments without a value dropped,
    a mandatory placeholder without one left as an empty string."""
    values = {"args": arguments, "result": result}

    def segment(match: re.Match[str]) -> str:
        inner = match.group(1)
        paths = _PLACEHOLDER.findall(inner)
        return inner if all(_filled(lookup(p, values)) for p in paths) else ""

    def placeholder(match: re.Match[str]) -> str:
        value = lookup(match.group(1), values)
        return clip(value) if _filled(value) else ""

    text = _PLACEHOLDER.sub(placeholder, _OPTIONAL.sub(segment, template))
    return " ".join(text.split())


def generic_summary(tool: str, arguments: Mapping[str, Any]) -> str:
    """For a tool that brings no phrasing: its name and arguments in words."""
    details = ", ".join(f"{key} = {clip(value)}" for key, value in arguments.items())
    return f"Run {tool.replace('_', ' ')}" + (f" with {details}." if details else ".")


def describe_call(phrasing: ToolPhrasing | None, tool: str, arguments: Mapping[str, Any]) -> str:
    """One or two sentences a user can approve or deny without reading JSON."""
    if phrasing is not None and phrasing.summary:
        text = render(phrasing.summary, arguments)
        if text:
            return text
    return generic_summary(tool, arguments)


def describe_done(
    phrasing: ToolPhrasing | None, tool: str, arguments: Mapping[str, Any], result: Any
) -> str:
    """What a call that succeeded did, naming its record the way people do."""
    if phrasing is not None and phrasing.done:
        text = render(phrasing.done, arguments, result)
        if text:
            return text
    return "Done: " + describe_call(phrasing, tool, arguments)


def action_of(phrasing: ToolPhrasing | None, tool: str) -> str:
    """What the tool does, as a verb phrase ("decommission devices")."""
    if phrasing is not None and phrasing.action:
        return phrasing.action
    return tool.replace("_", " ")
