"""One tool call of the model's answer, from proposal to outcome.

    repeated? ─► blocked (stop)        find_screen ─► the navigator
    results held instructions, this is a write and a value of it is not the user's? ─► blocked
    token expired (or about to, before a write)? ─► not run (stop)
    a choice the user named (severity, priority, comparison) ─► in place of the model's
    optional values nobody gave ─► left out
    policy gateway: forbidden ─► stop, the answer says who may
                    a value only the user can give ─► stop, ask the user
                    no value the user gave (not asked for), other refusal ─► back to the model
                    approval needed ─► pause    replayed ─► earlier result
                    allowed ─► MCP call with the user's token ─► recorded

The caller (org, user, email, role) comes from the verified request, never from the model.
"""

from datetime import UTC, datetime
from typing import Any, Literal

import structlog
from langchain_core.messages import ToolMessage

from navex.execution.mcp import McpToolbox, McpToolRequest
from navex.execution.models import CallOutcome, ToolCallReport
from navex.execution.safety import (
    call_signature,
    injection_findings,
    seconds_left,
    wrap_tool_result,
)
from navex.execution.screens import FIND_SCREEN, find_screen_step
from navex.execution.state import ModelToolCall, Question, RunContext, Step, StepWriter
from navex.execution.steps import tool_step, unrun
from navex.navigation import Navigator, RequestContext
from navex.policy import (
    COMPARISONS,
    Allowed,
    ApprovalRequired,
    Evidence,
    PolicyGateway,
    Rejected,
    Replayed,
    ToolCall,
    ToolSpec,
    choices_said,
    enum_options,
    traced_part,
    untraced_values,
    values_said,
)

logger = structlog.get_logger(__name__)

_ORG_KEYS = frozenset({"org_id", "org_slug", "organization_id", "tenant_id"})
EXPIRED = (
    "I stopped because your sign-in has expired (or is about to). Sign in again, then ask me "
    "to continue."
)


def for_model(payload: Any) -> Any:
    """The payload without org/tenant ids: the model never needs nor sees one."""
    if isinstance(payload, dict):
        return {k: for_model(v) for k, v in payload.items() if k not in _ORG_KEYS}
    if isinstance(payload, list):
        return [for_model(v) for v in payload]
    return payload


def _words(name: str) -> str:
    return name.rsplit(".", 1)[-1].replace("_", " ")


def _options(spec: ToolSpec, field: str) -> list[str]:
    return enum_options((spec.input_schema.get("properties") or {}).get(field) or {})


def option_label(option: str) -> str:
    """An option as a person reads it: a comparison in words ("below (<)"), else itself."""
    words = COMPARISONS.get(option)
    return f"{words[0]} ({option})" if words else option.replace("_", " ")


def ask_for(spec: ToolSpec, field: str) -> Question:
    """The question for a value only the user can give."""
    options = _options(spec, field)
    question = f"I need one more detail to go on: which {_words(field)} should I use?"
    if options:
        labels = ", ".join(option_label(option) for option in options)
        question = f"I need one more detail to go on: which {_words(field)}? {labels}"
    return Question(question=question, options=options, tool=spec.name, field=field)


class ToolCallRunner:
    """Decides and runs one tool call at a time, for the agent's tools and approval nodes."""

    def __init__(
        self,
        toolbox: McpToolbox,
        gateway: PolicyGateway,
        navigator: Navigator | None,
        specs: dict[str, ToolSpec],
        *,
        token_margin_seconds: float,
        unauthorized: Any,  # compiled pattern: a tool error that means a refused sign-in
    ) -> None:
        self.toolbox = toolbox
        self.gateway = gateway
        self.navigator = navigator
        self.specs = specs
        self.token_margin_seconds = token_margin_seconds
        self.unauthorized = unauthorized

    def is_write(self, tool: str) -> bool:
        spec = self.specs.get(tool)
        return tool != FIND_SCREEN and (spec is None or not spec.read_only)

    async def handle(
        self,
        tool_call: ModelToolCall,
        run: RunContext,
        earlier: list[ToolCallReport],
        tainted: list[str],
        evidence: Evidence,
        emit: StepWriter,
    ) -> Step:
        """The first look at a call of the model's answer."""
        name, arguments, call_id = tool_call["name"], dict(tool_call["args"]), tool_call["id"]
        signature = call_signature(name, arguments)
        if any(call_signature(c.tool, c.arguments) == signature for c in earlier):
            step = unrun(
                name,
                arguments,
                call_id,
                "blocked",
                "the same call (tool and arguments) was already made in this request",
                "Not run: this exact call was already made.",
            )
            step.stop = "repeated_call"
            step.stop_detail = (
                "I stopped because I was about to repeat a step that had already been taken, "
                "which would not get any further."
            )
            return step
        if name == FIND_SCREEN and self.navigator is not None:
            return await find_screen_step(self.navigator, arguments, call_id, run, emit)
        may_use = self.gateway.policy.allows(run.request.role, name)
        if (
            tainted
            and may_use
            and self.is_write(name)
            and not self._all_said(name, arguments, evidence)
        ):
            logger.warning(
                "execution_write_blocked_after_injection",
                tool=name,
                org_id=run.request.org_id,
                user_id=run.request.user_id,
                thread_id=run.thread_id,
                findings=tainted[:3],
            )
            emit(tool_step(name, "finished", "Blocked a change you did not ask for", "blocked"))
            reason = (
                "blocked: a record read during this request contains instructions addressed "
                "to the assistant, so the only changes made in this request are those whose "
                "every value the user gave. If the user wants this change, they must ask for "
                "it themselves."
            )
            told = reason[0].upper() + reason[1:]
            return unrun(name, arguments, call_id, "blocked", reason, told)
        return await self.decide_and_run(tool_call, run, emit, evidence, approval_id=None)

    def _all_said(self, name: str, arguments: dict[str, Any], evidence: Evidence) -> bool:
        """Every value of the write is in the user's own messages (none only in a record):
        after a record held instructions, the one kind of change still made."""
        spec = self.specs.get(name)
        if spec is None:
            return False
        said, unsaid = values_said(arguments, spec.input_schema, evidence)
        return bool(said) and not unsaid

    def _with_choices_said(
        self, name: str, arguments: dict[str, Any], evidence: Evidence
    ) -> dict[str, Any]:
        """The arguments with each option the user named in place of the model's value."""
        spec = self.specs.get(name)
        if spec is None or spec.read_only or not self.gateway.trace_values:
            return arguments
        chosen = choices_said(arguments, spec.input_schema, evidence.user_texts)
        if chosen:
            logger.info(
                "execution_choices_from_user",
                tool=name,
                chosen=chosen,
                model={k: arguments.get(k) for k in chosen},
            )
        return {**arguments, **chosen}

    def _without_untraced_optionals(
        self, name: str, arguments: dict[str, Any], evidence: Evidence
    ) -> tuple[dict[str, Any], list[str]]:
        """The arguments less the optional values nobody gave (they stay empty); a text
        value that adds words to what the user said keeps only what was said ("Lyon" of
        "Lyon plant" for "put it in Lyon")."""
        spec = self.specs.get(name)
        if spec is None or spec.read_only or not self.gateway.trace_values:
            return arguments, []
        found = untraced_values(arguments, spec.input_schema, evidence)
        known = set(spec.input_schema.get("properties") or {})
        kept = dict(arguments)
        dropped: list[str] = []
        for key in sorted({u.path.split(".", 1)[0] for u in found if not u.required} & known):
            value = arguments[key]
            part = traced_part(value, evidence) if _plain_text(value) else None
            if part is None:
                dropped.append(key)
                del kept[key]
            else:
                kept[key] = part
                logger.info("execution_value_cut_to_what_was_said", tool=name, argument=key)
        if dropped:
            logger.info("execution_untraced_optionals_dropped", tool=name, arguments=dropped)
        return kept, dropped

    async def decide_and_run(
        self,
        tool_call: ModelToolCall,
        run: RunContext,
        emit: StepWriter,
        evidence: Evidence,
        *,
        approval_id: str | None,
    ) -> Step:
        """Ask the policy gateway about a call, then act on its decision."""
        name, call_id = tool_call["name"], tool_call["id"]
        arguments: dict[str, Any] = dict(tool_call["args"])
        dropped: list[str] = []
        if approval_id is None:
            arguments = self._with_choices_said(name, arguments, evidence)
            arguments, dropped = self._without_untraced_optionals(name, arguments, evidence)
        expired = self._token_gone(run.request, name, arguments, call_id)
        if expired is not None:
            return expired
        call = ToolCall(
            request_id=run.request_id,
            thread_id=run.thread_id,
            org_id=run.request.org_id,
            user_id=run.request.user_id,
            email=run.request.email,
            role=run.request.role,
            tool_call_id=call_id,
            tool=name,
            arguments=arguments,
        )
        decision = await self.gateway.check(call, approval_id=approval_id, evidence=evidence)
        if isinstance(decision, Rejected):
            return self._refused(call, decision, emit, approval_id, dropped)
        if isinstance(decision, ApprovalRequired):
            if approval_id is not None:  # asked again after the answer: treat as not given
                told = "Not done: no approval was given."
                error = "no approval was given"
                return unrun(
                    name, arguments, call_id, "denied", error, told, approval_id=approval_id
                )
            emit(tool_step(name, "finished", f"Needs your approval: {decision.summary}"))
            return Step(
                pending={
                    "approval_id": decision.approval_id,
                    "tool": decision.tool,
                    "arguments": decision.arguments,
                    "summary": decision.summary,
                    "tool_call_id": call_id,
                }
            )
        if isinstance(decision, Replayed):
            findings = injection_findings(decision.result)
            emit(tool_step(name, "finished", "Already done earlier", outcome="replayed"))
            return Step(
                message=ToolMessage(
                    content=wrap_tool_result(
                        name, for_model(decision.result), status="already_done", findings=findings
                    ),
                    tool_call_id=call_id,
                    name=name,
                ),
                report=ToolCallReport(
                    tool=name,
                    arguments=arguments,
                    outcome="replayed",
                    result=decision.result,
                    tool_call_id=call_id,
                    approval_id=approval_id,
                    dropped=dropped,
                ),
                findings=findings,
            )
        assert isinstance(decision, Allowed)
        step = await self._execute(call, run, emit, decision.approval_id)
        if step.report is not None:
            step.report.dropped = dropped
        return step

    def _refused(
        self,
        call: ToolCall,
        decision: Rejected,
        emit: StepWriter,
        approval_id: str | None,
        dropped: list[str],
    ) -> Step:
        name, arguments, call_id = call.tool, call.arguments, call.tool_call_id
        outcome: CallOutcome = "denied" if decision.code == "denied" else "rejected"
        said = "Not allowed" if outcome == "rejected" else "Denied"
        emit(tool_step(name, "finished", said, outcome=outcome))  # a line that says not done
        step = Step(
            message=ToolMessage(
                content=wrap_tool_result(name, decision.for_model(), status="error"),
                tool_call_id=call_id,
                name=name,
                status="error",
            ),
            report=ToolCallReport(
                tool=name,
                arguments=arguments,
                outcome=outcome,
                error=f"{decision.code}: {decision.message}",
                tool_call_id=call_id,
                approval_id=approval_id,
                dropped=dropped,
            ),
        )
        spec = self.specs.get(name)
        if decision.code == "forbidden":
            step.stop = "forbidden"
        elif spec is not None and decision.code in ("untraced_value", "invalid_arguments"):
            missing = _missing_required(decision, spec)
            if missing is not None:
                step.stop = "needs_input"
                step.question = ask_for(spec, missing)
        return step

    async def _execute(
        self, call: ToolCall, run: RunContext, emit: StepWriter, approval_id: str | None
    ) -> Step:
        name, arguments, call_id = call.tool, call.arguments, call.tool_call_id
        emit(tool_step(name, "started", self.gateway.summarize(name, arguments)))
        started = _utcnow()
        unauthorized = False
        try:
            result = await self.toolbox.call(McpToolRequest(name, arguments, run.request))
        except Exception as exc:  # transport failures: the tool did not answer
            status = getattr(getattr(exc, "response", None), "status_code", None)
            unauthorized = status == 401
            error = (
                "The product refused the sign-in."
                if unauthorized
                else "The product could not be reached; the change may or may not have been made."
            )
            logger.warning("execution_tool_unreachable", tool=name, error=repr(exc))
            is_error, data, text = True, None, error
        else:
            is_error, data, text = result.is_error, result.data, result.text
            unauthorized = is_error and bool(self.unauthorized.search(text))
        outcome: Literal["succeeded", "failed"] = "failed" if is_error else "succeeded"
        await self._record(call, outcome, data, text if is_error else None, approval_id, started)
        findings = injection_findings(text if is_error else data)
        emit(tool_step(name, "finished", "Failed" if is_error else "Done", outcome=outcome))
        step = Step(
            message=ToolMessage(
                content=wrap_tool_result(
                    name,
                    text if is_error else for_model(data),
                    status="error" if is_error else "ok",
                    findings=findings,
                ),
                tool_call_id=call_id,
                name=name,
                status="error" if is_error else "success",
            ),
            report=ToolCallReport(
                tool=name,
                arguments=arguments,
                outcome=outcome,
                result=None if is_error else data,
                error=text if is_error else None,
                tool_call_id=call_id,
                approval_id=approval_id,
            ),
            findings=findings,
        )
        if unauthorized:
            step.stop = "unauthorized"
            step.stop_detail = EXPIRED
        return step

    async def _record(
        self,
        call: ToolCall,
        outcome: Literal["succeeded", "failed"],
        result: Any,
        error: str | None,
        approval_id: str | None,
        started: datetime,
    ) -> None:
        try:
            await self.gateway.record(
                call,
                outcome,
                result=result,
                error=error,
                approval_id=approval_id,
                started_at=started,
            )
        except Exception:  # the call is done; losing its audit row must not redo it
            logger.exception(
                "execution_record_failed", tool=call.tool, tool_call_id=call.tool_call_id
            )

    def _token_gone(
        self, context: RequestContext, name: str, arguments: dict[str, Any], call_id: str
    ) -> Step | None:
        """A stop when the user's token has expired (or, before a write, expires within
        the margin), else None."""
        left = seconds_left(context.user_token)
        margin = self.token_margin_seconds if self.is_write(name) else 0.0
        if left is None or left > margin:
            return None
        reason = (
            "not run: your sign-in has expired"
            if left <= 0
            else f"not run: your sign-in expires in {max(0, int(left))} s, too soon to start "
            "a change safely"
        )
        step = unrun(name, arguments, call_id, "not_run", reason, reason.capitalize() + ".")
        step.stop, step.stop_detail = "unauthorized", EXPIRED
        return step


def _plain_text(value: Any) -> bool:
    """A value that is words: a string with no e-mail, no digits-only, no JSON."""
    return isinstance(value, str) and "@" not in value and any(c.isalpha() for c in value)


def _missing_required(decision: Rejected, spec: ToolSpec) -> str | None:
    """The required argument a refusal says is missing or untraced, if one."""
    required = set(spec.input_schema.get("required") or [])
    for error in decision.errors:
        top = error.path.split(".", 1)[0]
        if decision.code == "untraced_value" and top in required:
            return top
        missing = decision.code == "invalid_arguments" and error.message == "is required"
        if missing and top in required:
            return top
    return None


def _utcnow() -> datetime:
    return datetime.now(UTC)
