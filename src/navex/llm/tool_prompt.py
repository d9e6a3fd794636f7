"""The tool list a JSON-schema-mode model reads in its system prompt, in few tokens.

The model's answer is constrained by the tools' JSON schemas anyway (`response_format`),
so the prompt only has to say which tool does what and what each argument means. JSON
schemas say it in about three times the tokens that a signature does (`anyOf` with null,
`additionalProperties`, quoted keys), and on a CPU every prompt token costs time (about
40 tokens/s on two cores for the 1.5B model). `compact` writes each tool as one
signature line and one line per described argument:

    create_site(name: string, address?: string, timezone?: string): Create a site.
      timezone: IANA time zone, e.g. 'Europe/Paris'.

Deterministic: the same tools give byte-identical text, so a server reuses its cached
prefix.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Literal

ToolsFormat = Literal["json", "compact"]


def _type_of(schema: dict[str, Any]) -> str:
    """A schema as a short type: string, integer, "a"|"b", array of string, ..."""
    branches = [b for b in schema.get("anyOf") or schema.get("oneOf") or [] if isinstance(b, dict)]
    if branches:
        kinds = [_type_of(b) for b in branches if b.get("type") != "null"]
        return " | ".join(dict.fromkeys(kinds)) or "null"
    if "enum" in schema:
        return "|".join(json.dumps(v, ensure_ascii=False) for v in schema["enum"])
    if "const" in schema:
        return json.dumps(schema["const"], ensure_ascii=False)
    kind = schema.get("type", "any")
    if kind == "array":
        return f"array of {_type_of(schema.get('items') or {})}"
    if kind == "object" and not schema.get("properties"):
        return "object"
    if isinstance(kind, list):
        return " | ".join(str(k) for k in kind if k != "null")
    if schema.get("format") in ("date", "date-time", "email"):
        return f"{kind} ({schema['format']})"
    return str(kind)


def signature(function: dict[str, Any]) -> str:
    """One tool as `name(arg: type, opt?: type = default): description`, then one indented
    line per argument that has a description."""
    parameters = function.get("parameters") or {}
    properties: dict[str, Any] = parameters.get("properties") or {}
    required = set(parameters.get("required") or [])
    args, notes = [], []
    for name, schema in properties.items():
        text = f"{name}{'' if name in required else '?'}: {_type_of(schema)}"
        default = schema.get("default")
        if default is not None:
            text += f" = {json.dumps(default, ensure_ascii=False)}"
        args.append(text)
        if schema.get("description"):
            notes.append(f"  {name}: {' '.join(str(schema['description']).split())}")
    description = " ".join(str(function.get("description") or "").split())
    head = f"{function['name']}({', '.join(args)})" + (f": {description}" if description else "")
    return "\n".join([head, *notes])


def tools_text(functions: Sequence[dict[str, Any]], form: ToolsFormat) -> str:
    """The tools, one after another, in the given form."""
    if form == "compact":
        return "\n".join(signature(fn) for fn in functions)
    return "\n".join(json.dumps(fn, sort_keys=True, ensure_ascii=False) for fn in functions)
