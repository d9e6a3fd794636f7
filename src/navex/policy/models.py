"""The policy gateway's vocabulary: tools, calls, decisions, approvals and audit entries.

Everything that identifies who is calling (org, user, email, role) lives on `ToolCall` and
comes from verified tokens; the model only ever supplies `tool` and `arguments`.
"""

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Annotated, Any, Literal

import structlog
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from navex.policy.phrasing import ToolPhrasing

RejectCode = Literal[
    "unknown_tool",
    "invalid_arguments",
    "forbidden",
    "denied",
    "approval_mismatch",
    "untraced_value",
    "not_requested",
]
ApprovalStatus = Literal["pending", "approved", "denied"]
# What `PolicyGateway.record` accepts: the tool ran and answered, or it ran and failed.
RecordOutcome = Literal["succeeded", "failed"]
# Every value of audit_log.outcome.
AuditOutcome = Literal[
    "succeeded", "failed", "rejected", "approval_requested", "approved", "denied"
]


def _get(source: Any, *names: str) -> Any:
    """The first of `names` set on a dict or object (SDK snake_case, wire camelCase)."""
    for name in names:
        value = source.get(name) if isinstance(source, Mapping) else getattr(source, name, None)
        if value is not None:
            return value
    return None


class ToolSpec(BaseModel):
    """What the gateway needs to know about one tool, taken from its MCP metadata."""

    model_config = ConfigDict(frozen=True)

    name: str
    description: str = ""
    input_schema: dict[str, Any] = Field(default_factory=lambda: {"type": "object"})
    read_only: bool = False
    destructive: bool = True
    version: str = "unknown"
    phrasing: ToolPhrasing | None = None  # the product's words for this tool (`_meta.phrasing`)

    @classmethod
    def from_mcp(cls, tool: Any) -> "ToolSpec":
        """From an MCP SDK `Tool` or a plain dict (snake_case or the wire's camelCase).

        Missing hints follow the MCP spec's defaults: not read-only, and destructive unless
        read-only, so an unannotated tool needs approval rather than slipping through.
        """
        if isinstance(tool, BaseModel):  # the SDK's Tool: its snake_case fields, as a dict
            tool = tool.model_dump()
        annotations = _get(tool, "annotations") or {}
        meta = _get(tool, "meta", "_meta") or {}
        read_only = bool(_get(annotations, "read_only_hint", "readOnlyHint") or False)
        destructive_hint = _get(annotations, "destructive_hint", "destructiveHint")
        destructive = not read_only and (
            True if destructive_hint is None else bool(destructive_hint)
        )
        version = _get(meta, "version")
        return cls(
            phrasing=_phrasing(_get(meta, "phrasing"), str(_get(tool, "name"))),
            name=str(_get(tool, "name")),
            description=str(_get(tool, "description") or ""),
            input_schema=dict(_get(tool, "input_schema", "inputSchema") or {"type": "object"}),
            read_only=read_only,
            destructive=destructive,
            version="unknown" if version is None else str(version),
        )


def _phrasing(raw: Any, tool: str) -> ToolPhrasing | None:
    """The tool's phrasing, or None (with a warning) when it is missing or malformed."""
    if raw is None:
        return None
    try:
        return ToolPhrasing.model_validate(raw)
    except ValidationError as exc:
        structlog.get_logger(__name__).warning(
            "policy_tool_phrasing_invalid", tool=tool, error=str(exc)[:300]
        )
        return None


def tool_specs(tools: Iterable[Any]) -> dict[str, ToolSpec]:
    """`ToolSpec`s by name from an MCP `list_tools` answer (or `ToolSpec`s already made)."""
    specs = [t if isinstance(t, ToolSpec) else ToolSpec.from_mcp(t) for t in tools]
    return {spec.name: spec for spec in specs}


class ToolCall(BaseModel):
    """One tool call the agent wants to make, with the caller taken from verified tokens."""

    request_id: str = Field(min_length=1, max_length=200)
    thread_id: str = Field(min_length=1, max_length=200)
    org_id: int
    user_id: int
    email: str = Field(default="", max_length=320)
    role: str = Field(max_length=32)
    tool_call_id: str = Field(min_length=1, max_length=200)
    tool: str = Field(max_length=200)
    arguments: dict[str, Any] = Field(default_factory=dict)


class FieldError(BaseModel):
    """One problem with the arguments: where (dotted path, `$` for the whole) and what."""

    path: str
    message: str


class Allowed(BaseModel):
    """Go ahead: execute the call, then `record` it."""

    kind: Literal["allowed"] = "allowed"
    args_hash: str
    approval_id: str | None = None


class Rejected(BaseModel):
    """Do not execute; give `message` back to the model (it says what to do instead)."""

    kind: Literal["rejected"] = "rejected"
    code: RejectCode
    message: str
    errors: list[FieldError] = Field(default_factory=list)

    def for_model(self) -> dict[str, Any]:
        """The tool result to hand the model instead of executing."""
        return {"error": self.code, "message": self.message} | (
            {"errors": [e.model_dump() for e in self.errors]} if self.errors else {}
        )


class ApprovalRequired(BaseModel):
    """Pause the graph and show the user `summary` and the exact `arguments`."""

    kind: Literal["approval_required"] = "approval_required"
    approval_id: str
    tool: str
    arguments: dict[str, Any]
    summary: str
    args_hash: str


class Replayed(BaseModel):
    """This exact call already succeeded: return the stored result, execute nothing."""

    kind: Literal["replayed"] = "replayed"
    result: Any = None


Decision = Annotated[Allowed | Rejected | ApprovalRequired | Replayed, Field(discriminator="kind")]


class Approval(BaseModel):
    """A persisted request for the user's approval of one destructive call."""

    approval_id: str
    request_id: str
    thread_id: str
    org_id: int
    user_id: int
    email: str
    role: str
    tool: str
    tool_version: str | None
    tool_call_id: str
    arguments: dict[str, Any]
    args_hash: str
    summary: str
    status: ApprovalStatus
    created_at: datetime
    decided_at: datetime | None = None
    consumed_at: datetime | None = None


class AuditEntry(BaseModel):
    """One row of the audit log (arguments already sanitized)."""

    id: int
    request_id: str
    thread_id: str
    org_id: int
    user_id: int
    email: str
    role: str
    tool: str
    tool_version: str | None
    tool_call_id: str | None
    arguments: Any
    outcome: AuditOutcome
    error: str | None
    approval_id: str | None
    started_at: datetime
    finished_at: datetime


class AuditPage(BaseModel):
    """What `navex audit --json` prints: one page of one org's log, newest first."""

    org_id: int
    limit: int
    offset: int
    thread_id: str | None = None
    entries: list[AuditEntry]
