"""The tool gateway: validation, permissions, approval, idempotency and audit.

Deterministic code between the execution agent and the tools: the model proposes a call,
this package decides whether it may run, and records what happened.
"""

from navex.policy.arguments import args_hash, sanitize
from navex.policy.choices import choices_said, enum_options
from navex.policy.gateway import (
    ApprovalAlreadyDecided,
    ApprovalError,
    ApprovalForbidden,
    ApprovalNotFound,
    PolicyGateway,
    read_audit_log,
)
from navex.policy.models import (
    Allowed,
    Approval,
    ApprovalRequired,
    AuditEntry,
    AuditPage,
    Decision,
    FieldError,
    RecordOutcome,
    Rejected,
    Replayed,
    ToolCall,
    ToolSpec,
    tool_specs,
)
from navex.policy.phrasing import (
    RecordLink,
    ToolPhrasing,
    action_of,
    describe_call,
    describe_done,
    render,
)
from navex.policy.provenance import (
    COMPARISONS,
    Evidence,
    UntracedValue,
    traced_part,
    untraced_values,
    values_said,
)
from navex.policy.roles import RolePolicy

__all__ = [
    "COMPARISONS",
    "Allowed",
    "Approval",
    "ApprovalAlreadyDecided",
    "ApprovalError",
    "ApprovalForbidden",
    "ApprovalNotFound",
    "ApprovalRequired",
    "AuditEntry",
    "AuditPage",
    "Decision",
    "Evidence",
    "FieldError",
    "PolicyGateway",
    "RecordLink",
    "RecordOutcome",
    "Rejected",
    "Replayed",
    "RolePolicy",
    "ToolCall",
    "ToolPhrasing",
    "ToolSpec",
    "UntracedValue",
    "action_of",
    "args_hash",
    "choices_said",
    "describe_call",
    "describe_done",
    "enum_options",
    "read_audit_log",
    "render",
    "sanitize",
    "tool_specs",
    "traced_part",
    "untraced_values",
    "values_said",
]
