"""Deterministic work on a call's arguments: hashing, schema validation, tenancy check and
sanitizing for the audit log."""

import hashlib
import json
import re
from collections.abc import Iterable
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from pydantic_core import to_jsonable_python

from navex.policy.models import FieldError

# Keys that would let a model pick a tenant; the org always comes from the verified token.
ORG_KEYS = frozenset({"org", "org_id", "orgid", "org_slug", "organization", "organization_id"})
SECRET_KEY = re.compile(
    r"passw(or)?d|passphrase|secret|token|api[_-]?key|authorization|credential|private[_-]?key|cookie",
    re.IGNORECASE,
)
REDACTED = "[redacted]"
MAX_MESSAGE = 300


def canonical_json(value: Any) -> str:
    return json.dumps(
        to_jsonable_python(value, fallback=str),
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )


def args_hash(arguments: dict[str, Any]) -> str:
    """sha256 of the arguments' canonical JSON: what an approval is bound to."""
    return hashlib.sha256(canonical_json(arguments).encode()).hexdigest()


def idempotency_key(
    org_id: int, user_id: int, thread_id: str, tool_call_id: str, tool: str, hashed: str
) -> str:
    """One key per (user, thread, tool call, arguments); org and tool make it unambiguous."""
    parts = [org_id, user_id, thread_id, tool_call_id, tool, hashed]
    return hashlib.sha256(canonical_json(parts).encode()).hexdigest()


def make_validator(schema: dict[str, Any]) -> Draft202012Validator:
    """A Draft 2020-12 validator with format checks (dates, emails); raises on a bad schema."""
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


def _short(text: str, limit: int = MAX_MESSAGE) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _path(parts: Iterable[Any]) -> str:
    return ".".join(str(p) for p in parts) or "$"


def _kind(value: Any) -> str:
    names = {bool: "boolean", int: "integer", float: "number", str: "string", dict: "object"}
    return "null" if value is None else names.get(type(value), "array")


def _message(error: ValidationError) -> str:
    """What is wrong, in words a small model acts on, without echoing a long value back."""
    rule, expected, value = error.validator, error.validator_value, error.instance
    messages = {
        "type": lambda: (
            f"must be {' or '.join(expected) if isinstance(expected, list) else expected}"
            f", not {_kind(value)}"
        ),
        "enum": lambda: "must be one of: " + ", ".join(repr(v) for v in expected),
        "const": lambda: f"must be {expected!r}",
        "maxLength": lambda: f"is too long: at most {expected} characters (got {len(value)})",
        "minLength": lambda: f"is too short: at least {expected} characters",
        "format": lambda: f"must be a valid {expected} (got {_short(repr(value), 60)})",
        "minimum": lambda: f"must be at least {expected}",
        "maximum": lambda: f"must be at most {expected}",
        "exclusiveMinimum": lambda: f"must be more than {expected}",
        "exclusiveMaximum": lambda: f"must be less than {expected}",
        "maxItems": lambda: f"has too many items: at most {expected}",
        "minItems": lambda: f"has too few items: at least {expected}",
        "pattern": lambda: f"must match the pattern {expected}",
    }
    make = messages.get(str(rule))
    return _short(make() if make is not None else error.message)


def _field_errors(error: ValidationError) -> list[FieldError]:
    """One error as the model should read it: named by the field, the clearest branch."""
    base = list(error.absolute_path)
    instance = error.instance
    if error.validator == "required" and isinstance(instance, dict):
        missing = [f for f in error.validator_value if f not in instance]
        return [FieldError(path=_path([*base, f]), message="is required") for f in missing]
    if error.validator == "additionalProperties" and isinstance(instance, dict):
        known = set(error.schema.get("properties", {}))
        extra = sorted(k for k in instance if k not in known)
        allowed = ", ".join(sorted(known)) or "none"
        return [
            FieldError(path=_path([*base, k]), message=f"is not a parameter (allowed: {allowed})")
            for k in extra
        ]
    if error.context:  # anyOf/oneOf (optional fields): report the branch that came closest
        # the `null` branch of an optional field is never the one the model was aiming for
        branches = [e for e in error.context if e.schema != {"type": "null"}] or error.context
        closest = best_match(branches)
        if closest is not None:
            return [FieldError(path=_path([*base, *closest.path]), message=_message(closest))]
    return [FieldError(path=_path(base), message=_message(error))]


def validate_arguments(
    validator: Draft202012Validator, arguments: dict[str, Any]
) -> list[FieldError]:
    """Every schema error, sorted by path, so the model can fix them all in one go."""
    errors: list[FieldError] = []
    for error in validator.iter_errors(arguments):
        errors.extend(_field_errors(error))
    return sorted(errors, key=lambda e: (e.path, e.message))


def org_fields(value: Any, prefix: tuple[str, ...] = ()) -> list[str]:
    """Paths of any argument, at any depth, that names an org."""
    found: list[str] = []
    if isinstance(value, dict):
        for key, inner in value.items():
            path = (*prefix, str(key))
            if str(key).casefold() in ORG_KEYS:
                found.append(".".join(path))
            found.extend(org_fields(inner, path))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found.extend(org_fields(inner, (*prefix, str(index))))
    return found


def sanitize(
    value: Any,
    *,
    max_string: int = 500,
    max_items: int = 50,
    max_depth: int = 6,
    max_chars: int = 8000,
) -> Any:
    """The arguments as the audit log keeps them: secrets redacted, long values cut, size capped."""

    def walk(item: Any, depth: int) -> Any:
        if isinstance(item, str):
            item = item.replace("\x00", "")
            if len(item) > max_string:
                return item[:max_string] + f"…[{len(item) - max_string} more chars]"
            return item
        if item is None or isinstance(item, bool | int | float):
            return item
        if depth >= max_depth:
            return "[nested too deep]"
        if isinstance(item, dict):
            out: dict[str, Any] = {}
            for index, (key, inner) in enumerate(item.items()):
                if index >= max_items:
                    out["…"] = f"{len(item) - max_items} more keys"
                    break
                name = str(key)[:100]
                out[name] = REDACTED if SECRET_KEY.search(name) else walk(inner, depth + 1)
            return out
        if isinstance(item, list | tuple | set):
            items = list(item)
            kept = [walk(inner, depth + 1) for inner in items[:max_items]]
            if len(items) > max_items:
                kept.append(f"…{len(items) - max_items} more items")
            return kept
        return walk(to_jsonable_python(item, fallback=str), depth)

    cleaned = walk(value, 0)
    text = canonical_json(cleaned)
    if len(text) > max_chars:
        return {"truncated": True, "preview": text[:max_chars]}
    return cleaned
