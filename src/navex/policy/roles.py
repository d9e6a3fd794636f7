"""Which roles may call which tools: a product-owned file, default deny.

The product's API checks the role again on every call; this list exists so that the model
is only offered, and can only attempt, what the same user could do in the product's UI.
"""

from pathlib import Path

import yaml
from pydantic import BaseModel, model_validator


class RolePolicy(BaseModel):
    """`tools` maps each tool to the roles that may call it; anything unlisted is refused."""

    version: int = 1
    roles: list[str]
    tools: dict[str, list[str]]

    @model_validator(mode="after")
    def _roles_are_declared(self) -> "RolePolicy":
        declared = set(self.roles)
        for tool, roles in self.tools.items():
            unknown = sorted(set(roles) - declared)
            if unknown:
                raise ValueError(f"tool {tool!r} names undeclared roles {unknown}")
        return self

    @classmethod
    def load(cls, path: Path) -> "RolePolicy":
        if not path.exists():
            raise FileNotFoundError(f"tool policy {path} not found (NAVEX_TOOL_POLICY_PATH)")
        return cls.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))

    def allowed_tools(self, role: str) -> set[str]:
        return {tool for tool, roles in self.tools.items() if role in roles}

    def allows(self, role: str, tool: str) -> bool:
        return role in self.tools.get(tool, ())
