"""The policy gateway: deterministic code between the agent and the tools.

For every tool call the agent asks `check` first and acts on the decision: execute
(`Allowed`), hand the message back to the model (`Rejected`), pause the graph for the
user (`ApprovalRequired`) or return the stored result (`Replayed`). After executing it
calls `record`, which writes the audit row and the idempotency row together. Everything
that must survive a restart (approvals, results, the audit log) is in PostgreSQL.
"""

import uuid
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, get_args

import structlog
from pydantic_core import to_jsonable_python
from sqlalchemy import Row, insert, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from navex.observability.tracing import span
from navex.policy.arguments import (
    args_hash,
    idempotency_key,
    make_validator,
    org_fields,
    sanitize,
    validate_arguments,
)
from navex.policy.models import (
    Allowed,
    Approval,
    ApprovalRequired,
    AuditEntry,
    AuditOutcome,
    FieldError,
    RecordOutcome,
    RejectCode,
    Rejected,
    Replayed,
    ToolCall,
    ToolSpec,
)
from navex.policy.phrasing import describe_call
from navex.policy.provenance import Evidence, untraced_values, values_said
from navex.policy.roles import RolePolicy
from navex.store import approvals, audit_log, retry_once, tool_idempotency

logger = structlog.get_logger(__name__)

MAX_ERROR = 2000


class ApprovalError(Exception):
    """A decision on an approval that cannot be taken."""


class ApprovalNotFound(ApprovalError):
    """No such approval in the caller's org (another org's ids are never revealed)."""


class ApprovalForbidden(ApprovalError):
    """Only the user who was asked may decide."""


class ApprovalAlreadyDecided(ApprovalError):
    """An approval is decided once."""


def _now() -> datetime:
    return datetime.now(UTC)


def _approval(row: Row[Any]) -> Approval:
    return Approval.model_validate(row._asdict())


def _audit_entry(row: Row[Any]) -> AuditEntry:
    return AuditEntry.model_validate(row._asdict())


class PolicyGateway:
    """Decides each tool call (`check`), takes approvals (`decide`), writes the audit (`record`)."""

    def __init__(
        self,
        engine: AsyncEngine,
        tools: Mapping[str, ToolSpec],
        policy: RolePolicy,
        *,
        trace_values: bool = True,
    ) -> None:
        self.engine = engine
        self.tools = dict(tools)
        self.policy = policy
        self.trace_values = trace_values  # off only to show the evaluation catching it
        unknown = policy.unknown_approval_arguments(
            {name: spec.input_schema for name, spec in self.tools.items()}
        )
        if unknown:  # a misspelt argument would silently never ask for approval
            logger.warning("policy_approval_rule_unknown_argument", arguments=unknown)
        # compiled once; a tool whose schema is itself invalid fails here, at startup
        self._validators = {name: make_validator(t.input_schema) for name, t in self.tools.items()}

    def summarize(self, tool: str, arguments: Mapping[str, Any]) -> str:
        """The call in the tool's own words (its MCP phrasing), for approvals and progress."""
        spec = self.tools.get(tool)
        return describe_call(spec.phrasing if spec else None, tool, arguments)

    def needs_approval(self, spec: ToolSpec, arguments: Mapping[str, Any]) -> bool:
        """Destructive tools always; others when the policy names an argument's value."""
        return spec.destructive or bool(self.policy.approval_reasons(spec.name, arguments))

    def untraced(self, call: ToolCall, evidence: Evidence | None) -> list[FieldError]:
        """The write call's values that neither the user nor a tool result gave."""
        spec = self.tools.get(call.tool)
        if evidence is None or not self.trace_values or spec is None or spec.read_only:
            return []
        found = untraced_values(call.arguments, spec.input_schema, evidence)
        return [
            FieldError(path=u.path, message="not given by the user nor found in the product")
            for u in found
        ]

    def not_asked_for(self, call: ToolCall, evidence: Evidence | None) -> bool:
        """A write none of whose values the user gave: each was read from a record."""
        spec = self.tools.get(call.tool)
        if evidence is None or not self.trace_values or spec is None or spec.read_only:
            return False
        said, unsaid = values_said(call.arguments, spec.input_schema, evidence)
        return bool(unsaid) and not said

    def allowed_tools(self, role: str) -> set[str]:
        """The tools to offer a user of `role`: known to the gateway and allowed by policy."""
        return self.policy.allowed_tools(role) & set(self.tools)

    # --- check ---------------------------------------------------------------------------

    async def check(
        self,
        call: ToolCall,
        approval_id: str | None = None,
        evidence: Evidence | None = None,
    ) -> Allowed | Rejected | ApprovalRequired | Replayed:
        """The decision for one call; rejections and new approval requests are audited.

        `evidence` (the thread's user messages and this job's tool results) is what a write
        call's values must come from; the agent always passes it. None skips that check,
        for callers whose arguments come from a person directly. Traced as a
        `navex.policy.check` span with the decision."""
        with span("navex.policy.check", **{"navex.tool": call.tool}) as checking:
            decision = await self._check(call, approval_id, evidence)
            checking.set_attribute("navex.policy.decision", type(decision).__name__)
            if isinstance(decision, Rejected):
                checking.set_attribute("navex.policy.code", decision.code)
            return decision

    async def _check(
        self, call: ToolCall, approval_id: str | None, evidence: Evidence | None
    ) -> Allowed | Rejected | ApprovalRequired | Replayed:
        spec = self.tools.get(call.tool)
        if spec is None:
            offered = ", ".join(sorted(self.allowed_tools(call.role))) or "none"
            return await self._reject(
                call,
                None,
                "unknown_tool",
                f"There is no tool named {call.tool!r}. The tools you can use are: {offered}.",
            )
        if not self.policy.allows(call.role, call.tool):
            return await self._reject(
                call,
                spec,
                "forbidden",
                f"The user's role ({call.role}) is not allowed to use {call.tool}. Nothing was "
                "done. Tell the user this needs someone with more rights; do not retry.",
            )
        smuggled = org_fields(call.arguments)
        if smuggled:
            return await self._reject(
                call,
                spec,
                "invalid_arguments",
                f"Do not pass an organization ({', '.join(smuggled)}): the user's own "
                "organization always applies. Call the tool again without it.",
                [FieldError(path=p, message="organization is not an argument") for p in smuggled],
            )
        errors = validate_arguments(self._validators[call.tool], call.arguments)
        if errors:
            listed = "; ".join(f"{e.path}: {e.message}" for e in errors)
            return await self._reject(
                call,
                spec,
                "invalid_arguments",
                f"The arguments for {call.tool} are invalid: {listed}. Nothing was done. "
                "Fix them and call the tool again, or ask the user for what is missing.",
                errors,
            )
        untraced = self.untraced(call, evidence)
        if untraced:
            listed = ", ".join(e.path for e in untraced)
            return await self._reject(
                call,
                spec,
                "untraced_value",
                f"Nothing was done: the user did not give {listed}. Leave out optional "
                "values the user did not give, and ask the user for required ones.",
                untraced,
            )
        if self.not_asked_for(call, evidence):
            return await self._reject(
                call,
                spec,
                "not_requested",
                "Nothing was done: the user did not ask for this change (none of its values "
                "is in the user's messages; all were read from records). Make no change the "
                "user did not ask for; answer the user's own request.",
            )
        hashed = args_hash(call.arguments)
        key = self._key(call, hashed)
        stored = await retry_once(lambda: self._stored(key))
        if stored is not None:
            logger.info(
                "policy_call_replayed", tool=call.tool, thread_id=call.thread_id, org_id=call.org_id
            )
            return Replayed(result=stored.result)
        if not self.needs_approval(spec, call.arguments):
            return Allowed(args_hash=hashed)
        if approval_id is None:
            approval = await retry_once(lambda: self._request_approval(call, spec, hashed, key))
        else:
            found = await retry_once(lambda: self._load_approval(approval_id))
            if found is None or not self._binds(found, call, hashed):
                return await self._reject(
                    call,
                    spec,
                    "approval_mismatch",
                    "The user's approval was given for a different action or different "
                    "arguments, so nothing was done. Call the tool again with the arguments "
                    "the user wants; they will be asked to approve them.",
                    approval_id=approval_id,
                )
            approval = found
        return await self._from_approval(call, spec, approval)

    async def _from_approval(
        self, call: ToolCall, spec: ToolSpec, approval: Approval
    ) -> Allowed | Rejected | ApprovalRequired:
        if approval.status == "pending":
            return ApprovalRequired(
                approval_id=approval.approval_id,
                tool=approval.tool,
                arguments=approval.arguments,
                summary=approval.summary,
                args_hash=approval.args_hash,
            )
        if approval.status == "denied":
            return await self._reject(
                call,
                spec,
                "denied",
                f"The user denied this action ({approval.summary}). Nothing was done; do "
                "not try it again unless the user asks.",
                approval_id=approval.approval_id,
            )
        if approval.consumed_at is not None:
            return await self._reject(
                call,
                spec,
                "approval_mismatch",
                "That approval was already used for an earlier call. Nothing more was done; "
                "if the user wants it again, call the tool again to ask for a new approval.",
                approval_id=approval.approval_id,
            )
        if not await retry_once(lambda: self._claim(approval.approval_id)):
            return await self._reject(
                call,
                spec,
                "approval_mismatch",
                "That approval is being used for this call already. Nothing more was done.",
                approval_id=approval.approval_id,
            )
        return Allowed(args_hash=approval.args_hash, approval_id=approval.approval_id)

    async def _claim(self, approval_id: str) -> bool:
        """Mark an approved approval used before its call runs: one UPDATE, so of two calls
        at once exactly one gets it. A call that then fails has used it too (a new one is
        asked for): at most one write per approval, whatever crashes in between."""
        async with self.engine.begin() as conn:
            claimed = await conn.execute(
                update(approvals)
                .where(
                    approvals.c.approval_id == approval_id,
                    approvals.c.status == "approved",
                    approvals.c.consumed_at.is_(None),
                )
                .values(consumed_at=_now())
            )
        return claimed.rowcount == 1

    @staticmethod
    def _binds(approval: Approval, call: ToolCall, hashed: str) -> bool:
        """An approval holds only for its own user, org, thread, tool and exact arguments."""
        return (
            approval.org_id == call.org_id
            and approval.user_id == call.user_id
            and approval.thread_id == call.thread_id
            and approval.tool == call.tool
            and approval.args_hash == hashed
        )

    @staticmethod
    def _key(call: ToolCall, hashed: str) -> str:
        return idempotency_key(
            call.org_id, call.user_id, call.thread_id, call.tool_call_id, call.tool, hashed
        )

    async def _stored(self, key: str) -> Row[Any] | None:
        async with self.engine.connect() as conn:
            result = await conn.execute(
                select(tool_idempotency.c.result).where(tool_idempotency.c.idempotency_key == key)
            )
            return result.first()

    async def _load_approval(self, approval_id: str) -> Approval | None:
        async with self.engine.connect() as conn:
            row = (
                await conn.execute(select(approvals).where(approvals.c.approval_id == approval_id))
            ).first()
        return None if row is None else _approval(row)

    async def _request_approval(
        self, call: ToolCall, spec: ToolSpec, hashed: str, key: str
    ) -> Approval:
        """The approval for this key: created (and audited) the first time, found after."""
        started = _now()
        async with self.engine.begin() as conn:
            created = (
                await conn.execute(
                    pg_insert(approvals)
                    .values(
                        approval_id=uuid.uuid4().hex,
                        idempotency_key=key,
                        request_id=call.request_id,
                        thread_id=call.thread_id,
                        org_id=call.org_id,
                        user_id=call.user_id,
                        email=call.email,
                        role=call.role,
                        tool=call.tool,
                        tool_version=spec.version[:32],
                        tool_call_id=call.tool_call_id,
                        arguments=to_jsonable_python(call.arguments, fallback=str),
                        args_hash=hashed,
                        summary=self.summarize(call.tool, call.arguments),
                        status="pending",
                    )
                    .on_conflict_do_nothing(index_elements=[approvals.c.idempotency_key])
                    .returning(*approvals.c)
                )
            ).first()
            if created is None:  # asked before (or concurrently): the same approval
                row = (
                    await conn.execute(select(approvals).where(approvals.c.idempotency_key == key))
                ).one()
                return _approval(row)
            approval = _approval(created)
            await self._audit(
                conn,
                call,
                spec,
                "approval_requested",
                error=None,
                approval_id=approval.approval_id,
                started_at=started,
            )
        logger.info(
            "policy_approval_requested",
            tool=call.tool,
            approval_id=approval.approval_id,
            org_id=call.org_id,
            user_id=call.user_id,
        )
        return approval

    async def _reject(
        self,
        call: ToolCall,
        spec: ToolSpec | None,
        code: RejectCode,
        message: str,
        errors: list[FieldError] | None = None,
        approval_id: str | None = None,
    ) -> Rejected:
        rejected = Rejected(code=code, message=message, errors=errors or [])
        started = _now()

        async def write() -> None:
            async with self.engine.begin() as conn:
                await self._audit(
                    conn,
                    call,
                    spec,
                    "rejected",
                    error=f"{code}: {message}",
                    approval_id=approval_id,
                    started_at=started,
                )

        await retry_once(write)
        logger.info(
            "policy_call_rejected",
            tool=call.tool,
            code=code,
            org_id=call.org_id,
            user_id=call.user_id,
            errors=len(rejected.errors),
        )
        return rejected

    # --- decide --------------------------------------------------------------------------

    async def decide(self, approval_id: str, user_id: int, org_id: int, approve: bool) -> Approval:
        """The user's answer to an approval request, taken once, by the user who was asked."""

        async def work() -> Approval:
            async with self.engine.begin() as conn:
                row = (
                    await conn.execute(
                        select(approvals)
                        .where(approvals.c.approval_id == approval_id)
                        .with_for_update()
                    )
                ).first()
                if row is None or row.org_id != org_id:
                    raise ApprovalNotFound(f"no approval {approval_id!r}")
                if row.user_id != user_id:
                    raise ApprovalForbidden("only the user who was asked may decide")
                if row.status != "pending":
                    raise ApprovalAlreadyDecided(
                        f"approval {approval_id!r} is already {row.status}"
                    )
                status = "approved" if approve else "denied"
                decided = _approval(
                    (
                        await conn.execute(
                            update(approvals)
                            .where(approvals.c.approval_id == approval_id)
                            .values(status=status, decided_at=_now())
                            .returning(*approvals.c)
                        )
                    ).one()
                )
                await conn.execute(
                    insert(audit_log).values(
                        request_id=decided.request_id,
                        thread_id=decided.thread_id,
                        org_id=decided.org_id,
                        user_id=decided.user_id,
                        email=decided.email,
                        role=decided.role,
                        tool=decided.tool,
                        tool_version=decided.tool_version,
                        tool_call_id=decided.tool_call_id,
                        arguments=sanitize(decided.arguments),
                        outcome=status,
                        error=None,
                        approval_id=decided.approval_id,
                        started_at=decided.decided_at,
                    )
                )
                return decided

        decided = await retry_once(work)
        logger.info(
            "policy_approval_decided",
            approval_id=approval_id,
            status=decided.status,
            org_id=org_id,
            user_id=user_id,
        )
        return decided

    async def get_approval(self, approval_id: str, org_id: int) -> Approval:
        """One approval of the caller's org (for showing it again after a reconnect)."""
        found = await retry_once(lambda: self._load_approval(approval_id))
        if found is None or found.org_id != org_id:
            raise ApprovalNotFound(f"no approval {approval_id!r}")
        return found

    # --- record --------------------------------------------------------------------------

    async def record(
        self,
        call: ToolCall,
        outcome: RecordOutcome,
        result: Any | None = None,
        error: str | None = None,
        approval_id: str | None = None,
        started_at: datetime | None = None,
    ) -> AuditEntry:
        """After executing: the audit row and, for a successful write, its stored result (so
        a replay returns it), in one transaction. (Its approval was marked used when the
        call was allowed: see `_claim`.)"""
        if outcome not in get_args(RecordOutcome):
            raise ValueError(f"outcome must be one of {get_args(RecordOutcome)}, not {outcome!r}")
        spec = self.tools.get(call.tool)
        started = started_at or _now()
        succeeded = outcome == "succeeded"

        async def work() -> AuditEntry:
            async with self.engine.begin() as conn:
                entry = await self._audit(
                    conn,
                    call,
                    spec,
                    outcome,
                    error=error,
                    approval_id=approval_id,
                    started_at=started,
                )
                if succeeded and spec is not None and not spec.read_only:
                    hashed = args_hash(call.arguments)
                    await conn.execute(
                        pg_insert(tool_idempotency)
                        .values(
                            idempotency_key=self._key(call, hashed),
                            org_id=call.org_id,
                            user_id=call.user_id,
                            thread_id=call.thread_id,
                            tool_call_id=call.tool_call_id,
                            tool=call.tool,
                            args_hash=hashed,
                            result=to_jsonable_python(result, fallback=str),
                        )
                        .on_conflict_do_nothing(index_elements=[tool_idempotency.c.idempotency_key])
                    )
                return entry

        entry = await retry_once(work)
        logger.info(
            "policy_call_recorded",
            tool=call.tool,
            outcome=outcome,
            org_id=call.org_id,
            user_id=call.user_id,
            audit_id=entry.id,
        )
        return entry

    async def _audit(
        self,
        conn: AsyncConnection,
        call: ToolCall,
        spec: ToolSpec | None,
        outcome: AuditOutcome,
        *,
        error: str | None,
        approval_id: str | None,
        started_at: datetime,
    ) -> AuditEntry:
        row = (
            await conn.execute(
                insert(audit_log)
                .values(
                    request_id=call.request_id,
                    thread_id=call.thread_id,
                    org_id=call.org_id,
                    user_id=call.user_id,
                    email=call.email,
                    role=call.role,
                    tool=call.tool[:200],
                    tool_version=None if spec is None else spec.version[:32],
                    tool_call_id=call.tool_call_id,
                    arguments=sanitize(call.arguments),
                    outcome=outcome,
                    error=None if error is None else error.replace("\x00", "")[:MAX_ERROR],
                    approval_id=approval_id,
                    started_at=started_at,
                )
                .returning(*audit_log.c)
            )
        ).one()
        return _audit_entry(row)


async def read_audit_log(
    engine: AsyncEngine,
    org_id: int,
    limit: int = 50,
    offset: int = 0,
    thread_id: str | None = None,
) -> list[AuditEntry]:
    """One org's audit log, newest first; there is no way to read across orgs."""
    limit = max(1, min(limit, 500))
    query = select(audit_log).where(audit_log.c.org_id == org_id)
    if thread_id is not None:
        query = query.where(audit_log.c.thread_id == thread_id)
    query = (
        query.order_by(audit_log.c.started_at.desc(), audit_log.c.id.desc())
        .limit(limit)
        .offset(max(0, offset))
    )

    async def work() -> list[AuditEntry]:
        async with engine.connect() as conn:
            return [_audit_entry(row) for row in await conn.execute(query)]

    return await retry_once(work)
