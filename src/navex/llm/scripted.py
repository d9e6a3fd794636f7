"""A deterministic chat model for tests: answers from a script, records what it was sent."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import Field, model_validator


class ScriptExhausted(AssertionError):
    """The code under test called the model more often than the script allows."""


class ScriptedChatModel(BaseChatModel):
    """Returns the scripted messages in order, one per call; no randomness, no network.

    `received` holds the messages of every call (`received_kwargs` its keyword arguments,
    such as `response_format`), `bound_tools` the tool schemas of every
    `bind_tools` call (which returns this same model, so the script is shared). Tool calls
    without an id get `call_1`, `call_2`, ... in script order. `delays[i]` seconds pass
    before the i-th answer when the model is called asynchronously, as the agent does (a
    slow model).

        model = ScriptedChatModel.of(
            ScriptedChatModel.call("register_product", name="Wesco gas sensor"),
            "Done: the product is registered.",
        )
    """

    script: list[AIMessage]
    received: list[list[BaseMessage]] = Field(default_factory=list)
    received_kwargs: list[dict[str, Any]] = Field(default_factory=list)
    bound_tools: list[list[dict[str, Any]]] = Field(default_factory=list)
    bind_kwargs: list[dict[str, Any]] = Field(default_factory=list)
    position: int = 0
    delays: list[float] = Field(default_factory=list)

    @classmethod
    def of(cls, *replies: AIMessage | str) -> ScriptedChatModel:
        script = [r if isinstance(r, AIMessage) else AIMessage(content=r) for r in replies]
        return cls(script=script)

    @staticmethod
    def call(
        tool: str, args: dict[str, Any] | None = None, /, call_id: str | None = None, **kwargs: Any
    ) -> AIMessage:
        """An answer that calls one tool: `call("register_product", {"name": ...})` or
        `call("register_product", name=...)`."""
        arguments = {**(args or {}), **kwargs}
        return AIMessage(content="", tool_calls=[{"name": tool, "args": arguments, "id": call_id}])

    @model_validator(mode="after")
    def _number_tool_calls(self) -> ScriptedChatModel:
        counter = 0
        numbered = []
        for message in self.script:
            calls = []
            for call in message.tool_calls:
                counter += 1
                calls.append({**call, "id": call.get("id") or f"call_{counter}"})
            numbered.append(message.model_copy(update={"tool_calls": calls}) if calls else message)
        self.script = numbered
        return self

    @property
    def _llm_type(self) -> str:
        return "navex-scripted"

    @property
    def remaining(self) -> int:
        return len(self.script) - self.position

    @property
    def tool_names(self) -> list[str]:
        """The names of the tools bound last."""
        return [t["function"]["name"] for t in self.bound_tools[-1]] if self.bound_tools else []

    def bind_tools(
        self,
        tools: Sequence[dict[str, Any] | type | Callable[..., Any] | BaseTool],
        *,
        tool_choice: str | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        self.bound_tools.append([convert_to_openai_tool(tool) for tool in tools])
        self.bind_kwargs.append({"tool_choice": tool_choice, **kwargs})
        return self

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.received.append(list(messages))
        self.received_kwargs.append({"stop": stop, **kwargs})
        if self.position >= len(self.script):
            last = messages[-1].content if messages else ""
            raise ScriptExhausted(
                f"ScriptedChatModel was called {len(self.received)} times but scripted for "
                f"{len(self.script)}; the last message was {last!r}"
            )
        reply = self.script[self.position].model_copy(deep=True)
        self.position += 1
        return ChatResult(generations=[ChatGeneration(message=reply)])

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if self.position < len(self.delays):
            await asyncio.sleep(self.delays[self.position])
        return self._generate(messages, stop, None, **kwargs)
