"""The tool gateway: validation, permissions, approval, idempotency and audit.

Deterministic code between the execution agent and the tools: the model proposes a call,
this package decides whether it may run, and records what happened.
"""

from navex.policy.arguments import args_hash, sanitize
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
from navex.policy.roles import RolePolicy
from navex.policy.summary import summarize

__all__ = [
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
    "FieldError",
    "PolicyGateway",
    "RecordOutcome",
    "Rejected",
    "Replayed",
    "RolePolicy",
    "ToolCall",
    "ToolSpec",
    "args_hash",
    "read_audit_log",
    "sanitize",
    "summarize",
    "tool_specs",
]
