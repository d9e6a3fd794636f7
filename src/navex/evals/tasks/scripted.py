"""The scripted model of `--model scripted`: each task's `script`, one step per model call."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatResult

from navex.evals.tasks.dataset import ScriptStep
from navex.llm import ScriptedChatModel

DEFAULT_ANSWER = "OK."
"""What the model says once its script has run out: it claims nothing."""


class TaskScriptedModel(ScriptedChatModel):
    """One model for the whole run; `load` puts the next task's script in place. When
    the script runs out it answers `DEFAULT_ANSWER` (a job may ask once more after a
    refusal or a denied approval) instead of failing. A task's script runs on across its
    conversation: the steps after a question are what the model does once the user
    has answered it (`reply`)."""

    def load(self, task_index: int, steps: Sequence[ScriptStep] | None) -> None:
        script: list[AIMessage] = []
        for number, step in enumerate(steps or [], start=1):
            if step.tool is not None:
                call = {"name": step.tool, "args": step.arguments, "id": f"t{task_index}_{number}"}
                script.append(AIMessage(content="", tool_calls=[call]))
            else:
                script.append(AIMessage(content=step.answer or ""))
        self.script = script
        self.position = 0
        self.received.clear()
        self.received_kwargs.clear()

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if self._answer_of_a_finished_job(messages):
            self.position += 1
        if self.position >= len(self.script):
            self.script.append(AIMessage(content=DEFAULT_ANSWER))
        return super()._generate(messages, stop, run_manager, **kwargs)

    def _answer_of_a_finished_job(self, messages: list[BaseMessage]) -> bool:
        """The next step is the closing answer of the job before, which ended without
        asking for it (one action done: its answer is composed from the record), while
        this call starts a new job (its last message is the user's)."""
        if not 0 < self.position < len(self.script) or not messages:
            return False
        before, step = self.script[self.position - 1], self.script[self.position]
        starts = isinstance(messages[-1], HumanMessage)
        return starts and bool(before.tool_calls) and not step.tool_calls


__all__ = ["DEFAULT_ANSWER", "TaskScriptedModel"]
