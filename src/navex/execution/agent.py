"""The execution agent: a LangGraph ReAct loop whose tool calls all pass the policy gateway,
and whose answers are composed from what the job's record shows.

    agent.py    build once, then stream / stream_resume per request (this file)
    graph.py    the graph's nodes and edges
    calls.py    one tool call: the policy decision, the MCP call, the record
    screens.py  find_screen, the one tool navex adds (the navigator)
    steps.py    what a step is made of: tool messages, progress events, not-run records
    answer.py   the final answer, from the job's record
    state.py    what the graph keeps between steps; what one run knows

The graph state lives in a LangGraph checkpointer (in memory by default; PostgreSQL in
production), under a key that includes the user's org and id, so a thread id can never
open another user's conversation. The user's token is never in the state: it travels in
the run's context (`Runtime.context`), which is not persisted.
"""

import asyncio
import re
import uuid
import weakref
from collections.abc import AsyncIterator, Sequence
from typing import Any

import structlog
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from langchain_core.runnables import Runnable, RunnableConfig
from langchain_core.tools import BaseTool, StructuredTool, ToolException
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Command

from navex.config import NavexSettings, get_settings
from navex.execution.answer import AnswerComposer, JobRecord
from navex.execution.calls import ToolCallRunner
from navex.execution.graph import build_graph, close_dangling_calls
from navex.execution.mcp import McpToolbox, ToolCallInterceptor
from navex.execution.models import (
    ApprovalRequest,
    ExecutionEvent,
    ExecutionResult,
    RecordRef,
    ToolCallReport,
)
from navex.execution.prompt import SYSTEM_PROMPT
from navex.execution.screens import FIND_SCREEN, FIND_SCREEN_SPEC
from navex.execution.state import AgentState, Cancellation, Question, RunContext, ThreadStatus
from navex.llm.prompt_cache import WarmOutcome, warm_prompt
from navex.llm.text_tools import TextToolCallingChatModel
from navex.navigation import Navigator, RequestContext, load_catalog
from navex.policy import ApprovalAlreadyDecided, Evidence, PolicyGateway, ToolCall, ToolSpec

logger = structlog.get_logger(__name__)


class ExecutionSetupError(RuntimeError):
    """The tool server and the policy gateway disagree (a tool changed version, ...)."""


class NoPendingApproval(LookupError):
    """`resume` for a thread that is not waiting for that approval."""


def _as_langchain_tool(spec: ToolSpec) -> BaseTool:
    """A LangChain tool with the MCP tool's name, description and JSON schema, for binding
    to the model. It cannot be run on its own: calls go through the agent's tools node."""

    async def refuse(**_: Any) -> Any:
        raise ToolException(f"{spec.name} runs through the execution agent's policy gateway")

    return StructuredTool(
        name=spec.name,
        description=spec.description,
        args_schema=spec.input_schema,
        coroutine=refuse,
    )


def checkpoint_thread_id(context: RequestContext, thread_id: str) -> str:
    """The checkpointer's key for a user's thread: another user's thread id finds nothing."""
    return f"org{context.org_id}:user{context.user_id}:{thread_id}"


class ExecutionAgent:
    """Carries out a user's request with the product's tools, as that user.

    Build it once; `await start()` lists the MCP tools once and compiles the graph; then
    `run`/`resume` (or `stream`/`stream_resume` for progress events) per request.
    """

    def __init__(
        self,
        model: BaseChatModel,
        mcp: str | McpToolbox,
        gateway: PolicyGateway,
        navigator: Navigator | None = None,
        settings: NavexSettings | None = None,
        *,
        checkpointer: BaseCheckpointSaver[Any] | None = None,
        interceptors: Sequence[ToolCallInterceptor] | None = None,
    ) -> None:
        self.settings = settings or get_settings()
        self.model = model
        timeout = self.settings.execution_tool_timeout_seconds
        if isinstance(mcp, McpToolbox):
            self.toolbox = mcp
        elif interceptors is None:
            self.toolbox = McpToolbox(mcp, timeout=timeout)
        else:
            self.toolbox = McpToolbox(mcp, interceptors=interceptors, timeout=timeout)
        self.gateway = gateway
        self.navigator = navigator
        self.checkpointer = checkpointer if checkpointer is not None else InMemorySaver()
        self.max_turns = self.settings.execution_max_turns
        self._tools: dict[str, BaseTool] = {}
        self._specs: dict[str, ToolSpec] = {}
        self._runner: ToolCallRunner | None = None
        self._bound: dict[str, Runnable[LanguageModelInput, BaseMessage]] = {}
        self.warming: asyncio.Task[WarmOutcome] | None = None  # see warm_prompt
        self._graph: CompiledStateGraph[Any, Any, Any, Any] | None = None
        self.composer = AnswerComposer({}, gateway.policy, None)
        # one run at a time per thread, in this process (a lock lives while it is used)
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    # --- set-up ------------------------------------------------------------------------

    async def start(self) -> None:
        """List the MCP tools (once) and compile the graph."""
        specs = await self.toolbox.load()
        offered: dict[str, ToolSpec] = {}
        for name, spec in sorted(specs.items()):
            known = self.gateway.tools.get(name)
            if known is None:
                logger.warning("execution_tool_unknown_to_policy", tool=name)
                continue
            if known.version != spec.version:
                raise ExecutionSetupError(
                    f"tool {name} is version {spec.version} on the MCP server but "
                    f"{known.version} in the policy gateway: restart with the same tool list"
                )
            offered[name] = spec
        for name in sorted(set(self.gateway.tools) - set(specs) - {FIND_SCREEN}):
            logger.warning("execution_tool_missing_on_server", tool=name)
        if self.navigator is not None:
            offered[FIND_SCREEN] = FIND_SCREEN_SPEC
        self._specs = offered
        self._tools = {name: _as_langchain_tool(spec) for name, spec in offered.items()}
        self._bound.clear()
        catalog = None
        if self.settings.catalog_path.exists():
            catalog, _ = load_catalog(self.settings.catalog_path)
        self.composer = AnswerComposer(
            offered,
            self.gateway.policy,
            catalog,
            raw_model_answers=self.settings.unsafe_model_answers,
        )
        self._runner = runner = ToolCallRunner(
            self.toolbox,
            self.gateway,
            self.navigator,
            offered,
            token_margin_seconds=self.settings.execution_token_margin_seconds,
            unauthorized=re.compile(self.settings.execution_unauthorized_pattern, re.IGNORECASE),
        )
        self._graph = build_graph(
            self._model_for,
            runner,
            self.composer,
            self.checkpointer,
            self.max_turns,
            self.settings.execution_heartbeat_seconds,
        )
        logger.info("execution_agent_started", tools=sorted(offered))
        if self.settings.llm_prompt_cache and self.settings.llm_base_url:
            self.warming = asyncio.create_task(self.warm_prompt(self.settings.llm_base_url))

    async def warm_prompt(self, base_url: str) -> WarmOutcome:
        """The prompt every request begins with, kept computed in the model server's slots
        (restored from disk, or computed once): see `navex.llm.prompt_cache`."""
        policy = self.gateway.policy
        role = max(policy.roles, key=lambda r: len(policy.allowed_tools(r)))
        model = self._model_for(role)
        opening = [SystemMessage(content=SYSTEM_PROMPT), HumanMessage(content="hello")]
        sent = model.prompt_of(opening) if isinstance(model, TextToolCallingChatModel) else opening
        prompt = "\n".join(str(message.content) for message in sent)

        async def compute(slot: int) -> None:
            try:
                await model.ainvoke(opening, max_tokens=1, extra_body={"id_slot": slot})
            except Exception as exc:  # one token: an answer cut short is expected
                logger.debug("llm_prompt_cache_computed", note=repr(exc)[:200])

        return await warm_prompt(base_url, prompt, compute)

    def _is_write(self, tool: str | None) -> bool:
        """A tool this agent offers that changes something (not a read, not find_screen)."""
        if tool is None or tool not in self._specs or self._runner is None:
            return False
        return self._runner.is_write(tool)

    def tools_for(self, role: str) -> list[BaseTool]:
        """The tools a user of `role` is offered (those the role policy allows, plus
        `find_screen`), those more roles share first, then by name: the prompts of roles
        whose rights nest then share their longest beginning, which a model server with a
        prompt cache processes once for them all."""
        allowed = self.gateway.policy.allowed_tools(role) | {FIND_SCREEN}
        tools = [tool for name, tool in self._tools.items() if name in allowed]
        return sorted(tools, key=self._tool_order)

    def _tool_order(self, tool: BaseTool) -> tuple[int, str]:
        """Tools more roles may use first, then by name."""
        policy = self.gateway.policy
        name = tool.name
        sharing = sum(name == FIND_SCREEN or policy.allows(r, name) for r in policy.roles)
        return -sharing, name

    def _model_for(self, role: str) -> Runnable[LanguageModelInput, BaseMessage]:
        """The model with the role's tools bound. A model whose prompt lists the tools
        (JSON-schema mode) lists every role's, in the same words for everyone: the prompt
        then differs between roles only in its last line, and its beginning is computed
        once by a server that caches prompts (the role's tools are still the only ones it
        can call, and the policy gateway checks each call)."""
        bound = self._bound.get(role)
        if bound is None:
            if isinstance(self.model, TextToolCallingChatModel) and self.model.constrain:
                every = sorted(self._tools.values(), key=self._tool_order)
                bound = self.model.bind_tools(self.tools_for(role), described=every)
            else:
                bound = self.model.bind_tools(self.tools_for(role))
            self._bound[role] = bound
        return bound

    @property
    def graph(self) -> CompiledStateGraph[Any, Any, Any, Any]:
        if self._graph is None:
            raise RuntimeError("ExecutionAgent.start() has not run")
        return self._graph

    # --- public API ----------------------------------------------------------------------

    async def run(
        self,
        message: str,
        context: RequestContext,
        thread_id: str,
        *,
        request_id: str | None = None,
        one_action: str | None = None,
    ) -> ExecutionResult:
        """Carry out `message`; the final answer, or the approval it waits for."""
        events = self.stream(
            message, context, thread_id, request_id=request_id, one_action=one_action
        )
        return await _last_result(events)

    async def resume(
        self,
        thread_id: str,
        context: RequestContext,
        approval_id: str,
        approve: bool,
        *,
        request_id: str | None = None,
    ) -> ExecutionResult:
        """Record the user's answer to an approval and continue the job."""
        return await _last_result(
            self.stream_resume(thread_id, context, approval_id, approve, request_id=request_id)
        )

    async def thread_status(self, context: RequestContext, thread_id: str) -> ThreadStatus:
        """Whether the thread's last job waits for the user's answer to a question, and
        whether the thread holds a job at all (one checkpoint read)."""
        values = (await self.graph.aget_state(self._config(context, thread_id))).values
        question: Question | None = values.get("question")
        return ThreadStatus(question=question or None, has_job=bool(values.get("messages")))

    async def refuse(
        self, tool: str, context: RequestContext, thread_id: str, request_id: str
    ) -> ExecutionResult | None:
        """The answer at once, with no model call, when the request clearly asks for a tool
        the user's role may not use (audited by the policy gateway); None if it may."""
        if tool not in self.gateway.tools or self.gateway.policy.allows(context.role, tool):
            return None
        call = ToolCall(
            request_id=request_id,
            thread_id=thread_id,
            org_id=context.org_id,
            user_id=context.user_id,
            email=context.email,
            role=context.role,
            tool_call_id=f"route_{uuid.uuid4().hex[:16]}",
            tool=tool,
            arguments={},
        )
        await self.gateway.check(call)  # refused and audited, as a call the model made
        report = ToolCallReport(
            tool=tool,
            outcome="rejected",
            error="not allowed for your role",
            tool_call_id=call.tool_call_id,
        )
        summary = self.composer.refusal(tool, context.role)
        logger.info("execution_refused_by_role", tool=tool, role=context.role)
        return ExecutionResult(
            thread_id=thread_id,
            status="final",
            summary=summary,
            tool_calls=[report],
            stopped="forbidden",
        )

    async def stream(
        self,
        message: str,
        context: RequestContext,
        thread_id: str,
        *,
        request_id: str | None = None,
        cancel: Cancellation | None = None,
        one_action: str | None = None,
    ) -> AsyncIterator[ExecutionEvent]:
        """`run`, as progress events ending with one `final` or `approval_required`;
        `cancel` is the user's Stop for this run (see graph.py). `one_action` names the
        tool of the one action the request asks for, when the router is sure of it: once
        that call (a write) succeeds, nothing is left for the model to decide, and the
        answer is composed from the job's record without another model call."""
        graph = self.graph
        config = self._config(context, thread_id)
        run = RunContext(context, thread_id, request_id or uuid.uuid4().hex, cancel)
        async with self._lock(config):
            snapshot = await graph.aget_state(config)
            closing = close_dangling_calls(snapshot.values.get("messages") or [])
            fresh: AgentState = {
                "messages": [*closing, HumanMessage(content=message)],
                "calls": [],
                "turns": 0,
                "stop": None,
                "stop_detail": None,
                "tainted": [],
                "pending": None,
                "question": None,
                "summary": None,
                "records": [],
                "one_action": one_action if self._is_write(one_action) else None,
            }
            async for event in self._drive(fresh, config, run):
                yield event

    async def stream_resume(
        self,
        thread_id: str,
        context: RequestContext,
        approval_id: str,
        approve: bool,
        *,
        request_id: str | None = None,
        cancel: Cancellation | None = None,
    ) -> AsyncIterator[ExecutionEvent]:
        """`resume`, as progress events. Records the decision with the policy gateway
        (only the user who was asked may decide), then continues the paused graph."""
        graph = self.graph
        config = self._config(context, thread_id)
        run = RunContext(context, thread_id, request_id or uuid.uuid4().hex, cancel)
        async with self._lock(config):
            snapshot = await graph.aget_state(config)
            pending = snapshot.values.get("pending") if snapshot.interrupts else None
            if not pending or pending.get("approval_id") != approval_id:
                raise NoPendingApproval(
                    f"thread {thread_id!r} is not waiting for approval {approval_id!r}"
                )
            try:
                await self.gateway.decide(approval_id, context.user_id, context.org_id, approve)
            except ApprovalAlreadyDecided:
                # decided already (a retry after a crash, or by the gateway's endpoint):
                # go on only if it was decided the same way
                approval = await self.gateway.get_approval(approval_id, context.org_id)
                wanted = "approved" if approve else "denied"
                if approval.status != wanted or approval.user_id != context.user_id:
                    raise
            command: Command[Any] = Command(resume={"approval_id": approval_id, "approve": approve})
            async for event in self._drive(command, config, run):
                yield event

    # --- driving the graph -------------------------------------------------------------

    def _config(self, context: RequestContext, thread_id: str) -> RunnableConfig:
        return {
            "configurable": {"thread_id": checkpoint_thread_id(context, thread_id)},
            "recursion_limit": self.max_turns * 6 + 10,
        }

    def _lock(self, config: RunnableConfig) -> asyncio.Lock:
        key = str((config.get("configurable") or {})["thread_id"])
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    async def _drive(
        self, graph_input: Any, config: RunnableConfig, run: RunContext
    ) -> AsyncIterator[ExecutionEvent]:
        graph = self.graph
        async for mode, chunk in graph.astream(
            graph_input, config, context=run, stream_mode=["custom", "updates"]
        ):
            if mode == "custom" and isinstance(chunk, ExecutionEvent):
                yield chunk
        snapshot = await graph.aget_state(config)
        values = snapshot.values
        recorded = [ToolCallReport.model_validate(c) for c in values.get("calls") or []]
        calls = self.composer.for_people(recorded)
        if snapshot.interrupts:
            request = ApprovalRequest.model_validate(snapshot.interrupts[0].value)
            waiting = JobRecord(
                calls=calls, evidence=Evidence(), pending=snapshot.interrupts[0].value
            )
            result = ExecutionResult(
                thread_id=run.thread_id,
                status="approval_required",
                summary=self.composer.compose(waiting, run.request).text,
                tool_calls=calls,
                approval=request,
                records=self.composer.links(recorded, run.request),
            )
            yield ExecutionEvent(
                type="approval_required",
                tool=request.tool,
                message=f"Waiting for your approval: {request.summary}",
                result=result,
            )
            return
        question = values.get("question") or {}
        result = ExecutionResult(
            thread_id=run.thread_id,
            status="final",
            summary=values.get("summary") or "",
            tool_calls=calls,
            stopped=values.get("stop"),
            question=question.get("question"),
            options=list(question.get("options") or []),
            records=[RecordRef.model_validate(r) for r in values.get("records") or []],
        )
        yield ExecutionEvent(type="final", message=result.summary, result=result)


async def _last_result(events: AsyncIterator[ExecutionEvent]) -> ExecutionResult:
    result: ExecutionResult | None = None
    async for event in events:
        if event.result is not None:
            result = event.result
    if result is None:
        raise RuntimeError("the execution graph ended without a result")
    return result
