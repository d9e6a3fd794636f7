"""Which roles may call which tools, and which argument values need the user's approval:
a product-owned file, default deny.

The product's API checks the role again on every call; this list exists so that the model
is only offered, and can only attempt, what the same user could do in the product's UI.
"""

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, Field, ValidationError, field_validator, model_validator

# A value an approval rule can list (YAML scalars).
Scalar = str | int | float | bool
# `any`: every value given for the argument; a list: only these values.
ApprovalRule = Literal["any"] | list[Scalar]


class RolePolicy(BaseModel):
    """`tools` maps each tool to the roles that may call it; anything unlisted is refused.
    `approval` maps a tool to the arguments whose given values need the user's approval
    (tools annotated destructive always need it)."""

    version: int = 1
    roles: list[str]
    tools: dict[str, list[str]]
    approval: dict[str, dict[str, ApprovalRule]] = Field(default_factory=dict)

    @field_validator("approval", mode="before")
    @classmethod
    def _approval_is_well_formed(cls, value: Any) -> Any:
        if value is None:  # `approval:` with nothing under it
            return {}
        if not isinstance(value, Mapping):
            raise ValueError("approval: expected a mapping of tool -> argument -> rule")
        for tool, rules in value.items():
            if not isinstance(tool, str) or not tool:
                raise ValueError(f"approval: tool names must be strings, got {tool!r}")
            if not isinstance(rules, Mapping) or not rules:
                raise ValueError(
                    f"approval.{tool}: expected argument: any | [values], got {rules!r}"
                )
            for argument, rule in rules.items():
                where = f"approval.{tool}.{argument}"
                if not isinstance(argument, str) or not argument:
                    raise ValueError(f"approval.{tool}: argument names must be strings")
                if rule == "any":
                    continue
                if not isinstance(rule, list) or not rule:
                    raise ValueError(f"{where}: expected 'any' or a non-empty list, got {rule!r}")
                odd = [item for item in rule if not isinstance(item, Scalar)]
                if odd:
                    raise ValueError(f"{where}: list values must be scalars, got {odd!r}")
        return value

    @model_validator(mode="after")
    def _names_are_declared(self) -> "RolePolicy":
        declared = set(self.roles)
        for tool, roles in self.tools.items():
            unknown = sorted(set(roles) - declared)
            if unknown:
                raise ValueError(f"tool {tool!r} names undeclared roles {unknown}")
        unlisted = sorted(set(self.approval) - set(self.tools))
        if unlisted:
            raise ValueError(f"approval names tools that are not under `tools:`: {unlisted}")
        return self

    @classmethod
    def load(cls, path: Path) -> "RolePolicy":
        if not path.exists():
            raise FileNotFoundError(f"tool policy {path} not found (NAVEX_TOOL_POLICY_PATH)")
        try:
            return cls.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in error['loc']) or 'file'}: {error['msg']}"
                for error in exc.errors()
            )
            raise ValueError(f"tool policy {path} is not valid: {problems}") from exc

    def allowed_tools(self, role: str) -> set[str]:
        return {tool for tool, roles in self.tools.items() if role in roles}

    def allows(self, role: str, tool: str) -> bool:
        return role in self.tools.get(tool, ())

    def approval_reasons(self, tool: str, arguments: Mapping[str, Any]) -> list[str]:
        """The arguments of this call whose given (non-null) values need the user's
        approval, in the policy file's order; empty when none do."""
        reasons: list[str] = []
        for argument, rule in self.approval.get(tool, {}).items():
            value = arguments.get(argument)
            if value is None:
                continue
            if rule == "any" or any(_same(value, listed) for listed in rule):
                reasons.append(argument)
        return reasons

    def unknown_approval_arguments(
        self, input_schemas: Mapping[str, Mapping[str, Any]]
    ) -> list[str]:
        """`tool.argument` entries of `approval` that name no property of the tool's input
        schema (`input_schemas`: tool -> JSON schema); tools without a schema are skipped.
        A start-up check: a misspelt argument would never trigger approval."""
        unknown: list[str] = []
        for tool, rules in self.approval.items():
            schema = input_schemas.get(tool)
            if schema is None:
                continue
            properties = schema.get("properties") or {}
            unknown.extend(f"{tool}.{argument}" for argument in rules if argument not in properties)
        return unknown


def _same(value: Any, listed: Scalar) -> bool:
    """Equal and of the same kind: `true` does not match 1, nor "1" match 1."""
    if isinstance(value, bool) or isinstance(listed, bool):
        return isinstance(value, bool) and isinstance(listed, bool) and value == listed
    if isinstance(listed, str) or isinstance(value, str):
        return isinstance(value, str) and isinstance(listed, str) and value == listed
    return bool(value == listed)
