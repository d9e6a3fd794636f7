"""What text and free-form JSON the API stores: the checks behind every request body.

- Text anywhere in a body (JSON keys and values too) must be storable and readable: no
  NUL or other control characters (tab, line feed and carriage return are fine), no lone
  surrogates; numbers finite.
- A free-form JSON field (a product's or device's `config`) nests at most
  `MAX_JSON_DEPTH` levels and takes at most `MAX_JSON_BYTES` as compact JSON: deeper
  values cannot be served back (the response fails) and larger ones are not configuration.

Every check walks the value with its own stack, never by recursion, so a value nested
thousands deep is refused with 422 instead of exhausting Python's stack.
"""

import json
import math
import re
import zoneinfo
from functools import cache
from typing import Any

from pydantic_core import PydanticCustomError

MAX_JSON_DEPTH = 16
MAX_JSON_BYTES = 32 * 1024

# C0 controls but tab, LF and CR; DEL; C1 controls
_FORBIDDEN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def text_problem(text: str) -> str | None:
    """Why `text` cannot be stored as it is, in words a person can act on; or None."""
    found = _FORBIDDEN.search(text)
    if found:
        char = found.group()
        name = "NUL (U+0000)" if char == "\x00" else f"U+{ord(char):04X}"
        return (
            f"text must not contain the control character {name} "
            f"(at position {found.start()}); remove it and send again"
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "text must be valid Unicode (no lone surrogates)"
    return None


def unstorable(value: object) -> str | None:
    """Why `value` (anything inside it, keys included) cannot be stored; or None."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            reason = text_problem(item)
            if reason:
                return reason
        elif isinstance(item, float) and not math.isfinite(item):
            return "numbers must be finite (no NaN or Infinity)"
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return None


def json_depth(value: object) -> int:
    """How deep `value` nests: 0 for a scalar, 1 for a flat object or list."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(item, dict):
            stack.extend((child, depth + 1) for child in item.values())
        elif isinstance(item, list):
            stack.extend((child, depth + 1) for child in item)
    return deepest


def bounded_json(value: dict[str, Any]) -> dict[str, Any]:
    """A free-form JSON object within the depth and size limits (pydantic validator)."""
    depth = json_depth(value)
    if depth > MAX_JSON_DEPTH:
        raise PydanticCustomError(
            "json_too_deep",
            "nests {depth} levels deep; at most {limit} are allowed: flatten it",
            {"depth": depth, "limit": MAX_JSON_DEPTH},
        )
    size = len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())
    if size > MAX_JSON_BYTES:
        raise PydanticCustomError(
            "json_too_large",
            "takes {size} bytes as JSON; at most {limit} are allowed: keep only configuration",
            {"size": size, "limit": MAX_JSON_BYTES},
        )
    return value


@cache
def _time_zones() -> frozenset[str]:
    return frozenset(zoneinfo.available_timezones())


def known_time_zone(value: str) -> str:
    """`value` when it names an IANA time zone (as the tools require too)."""
    known = _time_zones()
    if known and value not in known:
        raise PydanticCustomError(
            "time_zone",
            "Unknown time zone “{value}”: use a name such as Europe/Paris or UTC.",
            {"value": value},
        )
    return value


def web_address(value: str) -> str:
    """`value` when a browser can load it as an image: an http(s) address or a path."""
    if not re.match(r"^(https?://[^\s/]+|/(?!/))\S*$", value):
        raise PydanticCustomError(
            "web_address",
            "Use an address starting with https:// (or a path starting with /).",
        )
    return value
