"""One chat request as a stream of SSE events, and the resumption of a paused job.

    input guardrails ─ blocked ──────────────────────────────────────► error
      │
    the thread's last job asked the user something? ─► execution (the answer goes on)
      │
    route (router: navigation | execution | unclear) ───► `route` {route, scores, reason}
      ├─ navigation → navigator ──────────────────────► `final` {navigation | clarification}
      ├─ execution  ─ the role may not use the tool the request clearly asks for
      │              ─► `final` {execution: the refusal}, at once, without the model
      │             → agent.stream ─► `step`* ─┬─► `final` {execution[, clarification]}
      │                                         └─► `approval_required` ─► `final` {execution,
      │                                              pending_approval}
      └─ unclear    ─ the thread holds an execution job ("and put it in Lyon") ─► execution
                    ──────────────────────────────────► `final` {clarification}

Exactly one `final` or `error` ends each stream, as its last event. A job that pauses for
approval sends `approval_required` (`approval_id`, tool, arguments, summary) and then its
`final`: `execution` says in plain words that it waits for the user's approval (and what
was done before it), `tool_calls` holds the calls done so far, and `pending_approval` is
the approval's id. The job waits in its checkpoint until `POST /v1/approvals/{id}`, whose
own stream goes on with `step`s and ends the same way (a `final` or `error`; or, paused
again, `approval_required` and a `final`). A running job may be stopped by its user
(jobs.py): its stream still ends with its `final`, which says what was done before the
Stop; while the model thinks, `step`s carry `elapsed_s`. Everything streamed passes the output
guardrails first. The user's message and the assistant's answer are stored in
`chat_messages` for the UI's history: one line per answer, a pause's line being its
`final`'s summary, with the `final` (and the approval request under `approval`) as payload.
A navigation or clarification answer is written with the user's message, in one write
before it is sent (a failed write ends the stream with its `error`: no answer is seen that
the history misses); an execution job's message is written before the job starts. The
message is embedded once, in the input guard's encoder call (guards.py), for the router
and the navigator. Approvals: decisions.py.
"""

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import structlog
from sse_starlette import ServerSentEvent

from navex.assistant import Assistant
from navex.execution import (
    FIND_SCREEN,
    ExecutionEvent,
    ThreadStatus,
    option_label,
)
from navex.gateway.decisions import decide
from navex.gateway.guards import Guards
from navex.gateway.history import ChatHistory, NewMessage, Owner
from navex.gateway.jobs import ExecutionHandle, RunningJobs
from navex.gateway.models import final_payload, navigation_payload
from navex.gateway.naming import RecordNamer
from navex.gateway.problems import Problem
from navex.gateway.progress import ProgressLines
from navex.gateway.streams import error_event, sse
from navex.navigation import RequestContext, RequestReads, one_read_per_request
from navex.observability.metrics import (
    APPROVALS,
    NAVIGATION_CACHE,
    ROUTE_DECISIONS,
    ROUTE_SCORE,
    TOOL_CALLS,
)
from navex.observability.tracing import span, stream_in_span
from navex.routing import RouteDecision, asks_for_one_action

logger = structlog.get_logger(__name__)


async def _single(event: ExecutionEvent) -> AsyncIterator[ExecutionEvent]:
    yield event


class ChatService:
    def __init__(
        self,
        assistant: Assistant,
        execution: ExecutionHandle,
        history: ChatHistory,
        guards: Guards,
        *,
        refuse_intent_share: float = 0.6,
        one_action_share: float = 0.8,
        jobs: RunningJobs | None = None,
    ) -> None:
        self.assistant = assistant
        self.execution = execution
        self.history = history
        self.guards = guards
        self.refuse_intent_share = refuse_intent_share
        self.one_action_share = one_action_share
        self.jobs = RunningJobs() if jobs is None else jobs  # for the user's Stop
        self.namer = RecordNamer(assistant.index.catalog, assistant.navigator.lookup)

    # --- chat ------------------------------------------------------------------------------

    async def chat(
        self, query: str, context: RequestContext, thread_id: str, request_id: str
    ) -> AsyncIterator[ServerSentEvent]:
        owner = Owner(context.org_id, context.user_id)
        with span("navex.guard_input"):
            verdict = await self.guards.check_input(query)
        # the user's words are stored with the answer, in one write before it is sent; a
        # job's, before it starts (the UI shows them while it runs)
        asked = NewMessage(role="user", content=verdict.text, payload=None)
        if verdict.blocked:
            problem = Problem(
                400,
                "I can't take this request: it looks like an attempt to change my "
                "instructions, or it holds data that must not be sent here (a card number, "
                "an id number, a secret). Rephrase it without that.",
                kind="input-rejected",
                errors=[{"reason": r} for r in verdict.reasons],
            )
            await self._store_exchange(
                owner, thread_id, asked, problem.detail, {"error": problem.body()}
            )
            yield error_event(problem, request_id)
            return
        query = verdict.text
        thread = await self._thread_status(context, thread_id)
        # the product's records, read once for the route and the answer
        reads = RequestReads(data_version=context.data_version)
        if thread.question is not None:  # the last job asked something: this answers it
            decision = RouteDecision(
                route="execution", scores={}, reason="answers the assistant's question"
            )
            vector = None
        else:
            with span("navex.route") as routing:
                vector = verdict.vector  # made by the guard's encoder call when shared
                if vector is None:
                    vector = (await asyncio.to_thread(self.assistant.encoder.encode, [query]))[0]
                decision = await self._decide(query, vector, thread, context, reads)
                routing.set_attribute("navex.route", decision.route)
                routing.set_attribute("navex.route.reason", decision.reason)
        structlog.contextvars.bind_contextvars(route=decision.route)
        yield sse(
            "route",
            {
                "thread_id": thread_id,
                "route": decision.route,
                "scores": {k: round(v, 4) for k, v in decision.scores.items()},
                "reason": decision.reason,
            },
        )
        if decision.route == "navigation" and vector is not None:
            yield await self._navigate(query, context, thread_id, vector, owner, asked, reads)
        elif decision.route == "execution":
            await self.history.add_many(owner, thread_id, [asked])
            async for event in self._execute(
                query, context, thread_id, request_id, owner, decision
            ):
                yield event
        else:
            yield await self._suggest(query, context, thread_id, vector, owner, asked)

    async def _thread_status(self, context: RequestContext, thread_id: str) -> ThreadStatus:
        agent = self.execution.agent
        return ThreadStatus() if agent is None else await agent.thread_status(context, thread_id)

    async def _decide(
        self,
        query: str,
        vector: Any,
        thread: ThreadStatus,
        context: RequestContext,
        reads: RequestReads,
    ) -> RouteDecision:
        """The router's decision; an unclear follow-up of an execution job ("and put it in
        Lyon") goes to that job, whose history gives it its meaning; otherwise a second
        look at the records the request names (navex.navigation.second_look)."""
        decision = self.assistant.router.decide(query, vector)
        for route, score in decision.scores.items():
            ROUTE_SCORE.labels(route).observe(score)
        if decision.route == "unclear" and thread.has_job:
            decision.route, decision.reason = "execution", "follows the conversation"
        else:
            with one_read_per_request(reads):
                decision = await self.assistant.navigator.second_look(decision, query, context)
        ROUTE_DECISIONS.labels(decision.route, decision.reason).inc()
        return decision

    async def _navigate(
        self,
        query: str,
        context: RequestContext,
        thread_id: str,
        vector: Any,
        owner: Owner,
        asked: NewMessage,
        reads: RequestReads,
    ) -> ServerSentEvent:
        # the lists the route's second look read, and the record's name from the answer's
        with one_read_per_request(reads):
            with span("navex.navigate") as navigating:
                result = await self.assistant.navigator.answer(query, context, vector)
                navigating.set_attribute("navex.cache_hit", bool(result.cache_hit))
            navigation = navigation_payload(result)
            named = None
            if navigation is not None:
                named = await self.namer.name(navigation["screen_name"], navigation["url"], context)
        NAVIGATION_CACHE.labels("hit" if result.cache_hit else "miss").inc()
        if navigation is not None:
            if named is not None:  # the record the link opens, as people name it
                navigation["record"] = self.guards.redact_data(dict(named))
            if navigation.get("summary"):  # the product's data: through the output guardrails
                navigation["summary"] = self.guards.redact(navigation["summary"])
            payload = final_payload(thread_id, navigation=navigation)
            text = f"{navigation['title']}: {navigation['url']}"
            if navigation.get("summary"):
                text = f"{navigation['summary']} {text}"
        else:
            clarification = result.clarification
            question = self.guards.redact(
                clarification.question if clarification else "Which screen do you mean?"
            )
            options = (
                [self.guards.redact_data(o.model_dump()) for o in clarification.options]
                if clarification
                else []
            )
            payload = final_payload(thread_id, clarification=question, options=options)
            text = question
        await self._store_exchange(owner, thread_id, asked, text, payload)
        return sse("final", payload)

    async def _suggest(
        self,
        query: str,
        context: RequestContext,
        thread_id: str,
        vector: Any,
        owner: Owner,
        asked: NewMessage,
    ) -> ServerSentEvent:
        """An unclear request's answer: the screens and curated requests that fit, as
        choices; out of scope, what the assistant can do."""
        suggestion = await self.assistant.navigator.suggest(query, context, vector)
        question = self.guards.redact(suggestion.question)
        options = [self.guards.redact_data(o.model_dump()) for o in suggestion.options]
        payload = final_payload(thread_id, clarification=question, options=options)
        await self._store_exchange(owner, thread_id, asked, question, payload)
        return sse("final", payload)

    async def _execute(
        self,
        query: str,
        context: RequestContext,
        thread_id: str,
        request_id: str,
        owner: Owner,
        decision: RouteDecision,
    ) -> AsyncIterator[ServerSentEvent]:
        """The execution agent's answer; at once, without the model, when the request
        clearly asks for a tool (the router's intent) the role may not use."""
        share, intent = decision.intent_share, decision.intent
        likely_tool = intent if share >= self.refuse_intent_share else None
        one_action = (
            intent if share >= self.one_action_share and asks_for_one_action(query) else None
        )
        agent = await self.execution.get()
        if agent is None:
            problem = Problem(
                503,
                "I can't carry out actions right now (the execution agent is not available); "
                "navigation still works.",
                kind="execution-unavailable",
            )
            await self._store_answer(owner, thread_id, problem.detail, {"error": problem.body()})
            yield error_event(problem, request_id)
            return
        if await self.jobs.running(owner, thread_id):  # one job per thread at a time
            problem = Problem(
                409,
                "An action is still running in this conversation: wait for it to finish, "
                "or press Stop, then ask again. Questions about where to find something "
                "are answered meanwhile.",
                kind="job-running",
            )
            await self._store_answer(owner, thread_id, problem.detail, {"error": problem.body()})
            yield error_event(problem, request_id)
            return
        job = await self.jobs.start(owner, thread_id)
        try:
            refused = None
            if likely_tool is not None:
                refused = await agent.refuse(likely_tool, context, thread_id, request_id)
            if refused is not None:
                final = ExecutionEvent(type="final", message=refused.summary, result=refused)
                events = _single(final)
            else:
                events = agent.stream(
                    query,
                    context,
                    thread_id,
                    request_id=request_id,
                    cancel=job,
                    one_action=one_action,
                )
            events = stream_in_span("navex.execute", events, **{"navex.one_action": one_action})
            async for event in self.relay(events, thread_id, owner):
                yield event
        finally:
            await self.jobs.finish(job)

    # --- approvals -------------------------------------------------------------------------

    async def decide(
        self,
        approval_id: str,
        approve: bool,
        thread_id: str | None,
        context: RequestContext,
        request_id: str,
    ) -> tuple[str, AsyncIterator[ServerSentEvent]]:
        """The user's answer to an approval (decisions.py): (its thread, the resumed job's
        events); a `Problem` before anything streams when it is not the user's to decide or
        not waiting any more."""
        return await decide(self, approval_id, approve, thread_id, context, request_id)

    # --- execution events --------------------------------------------------------------------

    async def relay(
        self, events: AsyncIterator[ExecutionEvent], thread_id: str, owner: Owner
    ) -> AsyncIterator[ServerSentEvent]:
        """The agent's events as SSE events (redacted), storing the answer that ends them;
        each `step` carries its `line` for the UI (progress.py)."""
        lines = ProgressLines()
        async for event in events:
            if event.type == "step":
                if event.tool and event.status == "finished" and event.outcome:
                    TOOL_CALLS.labels(self._tool_label(event.tool), event.outcome).inc()
                yield sse(
                    "step",
                    {
                        "thread_id": thread_id,
                        "node": event.node,
                        "tool": event.tool,
                        "status": event.status,
                        "outcome": event.outcome,
                        "message": self.guards.redact(event.message),
                        **({"elapsed_s": event.elapsed_s} if event.elapsed_s is not None else {}),
                        "line": self.guards.redact_data(dict(lines.line(event))),
                    },
                )
                continue
            result = event.result
            if result is None:  # not in the agent's contract; never end a stream silently
                raise RuntimeError(f"execution event {event.type} without a result")
            if event.type == "approval_required" and result.approval is not None:
                approval = result.approval
                APPROVALS.labels(approval.tool, "requested").inc()
                data = self.guards.redact_data(
                    {
                        "thread_id": thread_id,
                        "approval_id": approval.approval_id,
                        "tool": approval.tool,
                        "arguments": approval.arguments,
                        "summary": approval.summary,
                        "tool_call_id": approval.tool_call_id,
                    }
                )
                execution = self.guards.redact_data(result.execution())
                payload = {
                    **final_payload(thread_id, execution=execution),
                    "pending_approval": approval.approval_id,
                }
                # one line in the history for the pause: the final's words, and the request
                # itself, for the UI to offer the decision again after a reload
                await self._store_answer(
                    owner, thread_id, execution["summary"], {**payload, "approval": data}
                )
                yield sse("approval_required", data)
                yield sse("final", payload)
                return
            execution = self.guards.redact_data(result.execution())
            question = self.guards.redact(result.question) if result.question else None
            payload = final_payload(
                thread_id,
                execution=execution,
                clarification=question,
                options=[{"label": option_label(o), "value": o} for o in result.options] or None,
            )
            await self._store_answer(owner, thread_id, str(execution.get("summary") or ""), payload)
            yield sse("final", payload)
            return
        raise RuntimeError("the execution agent ended without a final answer")

    def _tool_label(self, tool: str) -> str:
        """The tool's name when the agent knows it, else "other": a model inventing names
        must not create metric series without bound."""
        agent = self.execution.agent
        known = (set(agent.gateway.tools) | {FIND_SCREEN}) if agent is not None else set()
        return tool if tool in known else "other"

    async def _store_exchange(
        self,
        owner: Owner,
        thread_id: str,
        asked: NewMessage,
        content: str,
        payload: dict[str, Any],
    ) -> None:
        """The user's message and the answer, in one write, before the answer is sent: a
        failure ends the stream with its `error` instead (nothing was done that the
        history would miss; an answer the user sees is in the history)."""
        answer = NewMessage(role="assistant", content=content, payload=payload)
        await self.history.add_many(owner, thread_id, [asked, answer])

    async def _store_answer(
        self, owner: Owner, thread_id: str, content: str, payload: dict[str, Any]
    ) -> None:
        try:
            await self.history.add(owner, thread_id, "assistant", content, payload)
        except Exception as exc:  # the user still gets the answer; the history misses it
            logger.exception("gateway_history_write_failed", error=repr(exc))
