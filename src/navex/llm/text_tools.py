"""Tool calls from small models that write them as text, and a way to constrain them.

A 1.5B model served by llama.cpp answers a request with `tools=` by writing the call as
JSON in `content` (fenced, in `<tool_call>` tags, or with doubled braces: the 1.5B GGUF's
own chat template shows `{{"name": ...}}`) instead of returning `tool_calls`, and it
invents tools for questions it has none for. Two remedies, both behind
`TextToolCallingChatModel` (`with_text_tool_calls(model)`):

- `constrain=False` (text mode): tools are bound natively; when the answer has no
  `tool_calls` but its text parses as a call to a bound tool, it becomes a proper
  `tool_calls` entry (with a generated id). Calls to unknown tools are dropped, so an
  invented tool leaves the answer as plain text. Native tool calls pass through.
- `constrain=True` (JSON-schema mode, the one to use with the local model): tools are not
  sent natively; their schemas are appended to the system prompt (byte-identical across
  steps, so llama.cpp reuses the cached prefix) and the request carries a
  `response_format` JSON schema whose only choices are each tool with its arguments or
  `{"name": "respond", "arguments": {"text": ...}}`. The model's output is then always one
  well-formed call or a plain answer. Measured on the 1.5B (2 threads): the right call for
  "register a new product ...", `respond` (not an invented tool) for an out-of-scope
  question, and a final `respond` after the tool result, where text mode repeated the call.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage, ToolCall
from langchain_core.messages.tool import tool_call as make_tool_call
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import ConfigDict, Field

from navex.llm.tool_prompt import ToolsFormat, tools_text

RESPOND = "respond"
"""The pseudo-tool of JSON-schema mode: a plain answer to the user, no tool call."""

_TAGGED = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.DOTALL)
_FENCED = re.compile(r"```[a-zA-Z0-9_-]*\s*\n?(.*?)```", re.DOTALL)
_NAME_KEYS = ("name", "tool", "tool_name", "function")
_ARG_KEYS = ("arguments", "parameters", "args", "input")


def new_tool_call_id() -> str:
    return f"call_{uuid.uuid4().hex[:24]}"


def _text_of(content: str | list[Any]) -> str:
    if isinstance(content, str):
        return content
    parts = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and isinstance(block.get("text"), str):
            parts.append(block["text"])
    return "\n".join(parts)


def _json_values(text: str) -> list[Any]:
    """Every JSON value in `text`: the whole of it, or each object/array found in prose.

    Doubled braces (`{{"name": ...}}`, the 1.5B GGUF template's example) parse too: an
    outer doubled layer is skipped by the scan; a fully doubled text is undoubled first.
    """
    text = text.strip()
    if not text:
        return []
    for candidate in (text, text.replace("{{", "{").replace("}}", "}")):
        try:
            return [json.loads(candidate)]
        except ValueError:
            pass
    scans = [_scan(text), _scan(text.replace("{{", "{").replace("}}", "}"))]
    for values in scans:  # prefer the reading that finds a call
        if any(isinstance(v, list) or _has_arguments(v) for v in values):
            return values
    return scans[0]


def _scan(source: str) -> list[Any]:
    """Each JSON object or array embedded in `source`, left to right."""
    decoder = json.JSONDecoder()
    values: list[Any] = []
    index = 0
    while index < len(source):
        if source[index] not in "{[":
            index += 1
            continue
        try:
            value, end = decoder.raw_decode(source, index)
        except ValueError:
            index += 1
            continue
        values.append(value)
        index = end
    return values


def _has_arguments(value: Any) -> bool:
    """A call with its arguments (not, say, an arguments object that has a `name`)."""
    if isinstance(value, dict) and isinstance(value.get("function"), dict):
        value = value["function"]
    return isinstance(value, dict) and any(k in value for k in _ARG_KEYS)


def _as_call(value: Any) -> tuple[str, dict[str, Any]] | None:
    if not isinstance(value, dict):
        return None
    if isinstance(value.get("function"), dict):  # OpenAI shape: {"type": "function", ...}
        value = value["function"]
    name = next((value[k] for k in _NAME_KEYS if isinstance(value.get(k), str)), None)
    if not name:
        return None
    args: Any = next((value[k] for k in _ARG_KEYS if k in value), {})
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except ValueError:
            return None
    if args is None:
        args = {}
    if not isinstance(args, dict):
        return None
    return name.strip(), args


def _flatten(values: Iterable[Any]) -> Iterable[Any]:
    for value in values:
        if isinstance(value, list):
            yield from _flatten(value)
        elif isinstance(value, dict) and isinstance(value.get("tool_calls"), list):
            yield from _flatten(value["tool_calls"])
        else:
            yield value


def parse_text_tool_calls(
    content: str | list[Any], allowed: Collection[str] | None = None
) -> list[ToolCall]:
    """Tool calls written as text, in the shapes small models emit.

    Accepts `{"name": ..., "arguments": {...}}` (also `parameters`/`args`, arguments as a
    JSON string, the OpenAI `{"function": {...}}` shape), doubled braces, fenced code
    blocks, `<tool_call>...</tool_call>` tags (Qwen's format, several allowed), a list of
    such objects, and any of these inside prose. Calls whose name is not in `allowed`
    (when given) are dropped. Each call gets a fresh id.
    """
    text = _text_of(content)
    if "<tool_call>" in text:
        chunks = _TAGGED.findall(text)
    elif "```" in text:
        chunks = _FENCED.findall(text) or [text]
    else:
        chunks = [text]
    calls: list[ToolCall] = []
    for chunk in chunks:
        for value in _flatten(_json_values(chunk)):
            parsed = _as_call(value)
            if parsed is None:
                continue
            name, args = parsed
            if allowed is not None and name not in allowed:
                continue
            calls.append(make_tool_call(name=name, args=args, id=new_tool_call_id()))
    return calls


def tool_schemas(tools: Sequence[Any]) -> list[dict[str, Any]]:
    """OpenAI function schemas (`{"name", "description", "parameters"}`) of tool-likes."""
    return [convert_to_openai_tool(tool)["function"] for tool in tools]


def tool_call_schema(functions: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """A JSON schema whose only values are one call to one of `functions` or `respond`."""
    choices = [
        {
            "type": "object",
            "properties": {
                "name": {"const": fn["name"]},
                "arguments": fn.get("parameters") or {"type": "object", "properties": {}},
            },
            "required": ["name", "arguments"],
        }
        for fn in functions
    ]
    choices.append(
        {
            "type": "object",
            "properties": {
                "name": {"const": RESPOND},
                "arguments": {
                    "type": "object",
                    "properties": {"text": {"type": "string"}},
                    "required": ["text"],
                },
            },
            "required": ["name", "arguments"],
        }
    )
    return {"type": "object", "anyOf": choices}


def tools_prompt(
    functions: Sequence[dict[str, Any]],
    form: ToolsFormat = "json",
    described: Sequence[dict[str, Any]] | None = None,
) -> str:
    """The tool list appended to the system prompt in JSON-schema mode (deterministic).

    `described` (default: `functions`) are the tools the list shows; when it shows more
    than may be called, one last line names those that may. Everything before that line is
    then the same for every caller, and a server that caches prompts computes it once."""
    shown = list(described) if described is not None else list(functions)
    kind = "signatures; ? marks an optional argument" if form == "compact" else "JSON schemas"
    text = (
        f"# Tools\n\nYou can call these tools ({kind}):\n"
        f"{tools_text(shown, form)}\n\n"
        'Answer with exactly one JSON object: {"name": <tool name>, "arguments": {...}} to '
        f'call a tool, or {{"name": "{RESPOND}", "arguments": {{"text": <your answer>}}}} to '
        "answer the user without calling a tool (also when no tool fits, or when the tool "
        "results already answer the request)."
    )
    callable_names = [fn["name"] for fn in functions]
    if callable_names != [fn["name"] for fn in shown]:
        text += (
            f"\nThe user's rights let you call only: {', '.join(callable_names)}, {RESPOND}. "
            "For anything else, answer that their role does not allow it."
        )
    return text


def _with_tools_prompt(messages: list[BaseMessage], prompt: str) -> list[BaseMessage]:
    if messages and isinstance(messages[0], SystemMessage):
        first = messages[0]
        merged = f"{_text_of(first.content)}\n\n{prompt}" if first.content else prompt
        return [SystemMessage(content=merged), *messages[1:]]
    return [SystemMessage(content=prompt), *messages]


class TextToolCallingChatModel(BaseChatModel):
    """Delegates to `inner` and turns tool calls written as text into `tool_calls`.

    Use `with_text_tool_calls(model)` to build one, then `bind_tools(...)` as with any chat
    model. See the module docstring for `constrain`.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    inner: Runnable[LanguageModelInput, BaseMessage]
    base: BaseChatModel
    """The unbound model (`bind_tools` binds on it again)."""
    constrain: bool = False
    tools_format: ToolsFormat = "json"
    """How the tool list reads in the system prompt (JSON-schema mode)."""
    functions: list[dict[str, Any]] = Field(default_factory=list)
    """The bound tools' OpenAI function schemas."""
    described: list[dict[str, Any]] | None = None
    """The tools the prompt lists (JSON-schema mode), when more than the bound ones."""

    @property
    def _llm_type(self) -> str:
        return "navex-text-tool-calling"

    @property
    def allowed(self) -> set[str] | None:
        return {fn["name"] for fn in self.functions} if self.functions else None

    def bind_tools(
        self,
        tools: Sequence[dict[str, Any] | type | Callable[..., Any] | BaseTool],
        *,
        tool_choice: str | None = None,
        described: Sequence[dict[str, Any] | type | Callable[..., Any] | BaseTool] | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        """Bind `tools` (the model may call only these). In JSON-schema mode `described`
        lists the tools the prompt shows, a superset of `tools` (e.g. every user's tools,
        so that the prompt is the same for every role and is cached once)."""
        functions = tool_schemas(tools)
        if RESPOND in {fn["name"] for fn in functions}:
            raise ValueError(f"a tool may not be named {RESPOND!r}: it means 'answer' here")
        if self.constrain:
            inner: Runnable[LanguageModelInput, BaseMessage] = self.base
        else:
            inner = self.base.bind_tools(tools, tool_choice=tool_choice, **kwargs)
        shown = tool_schemas(described) if described is not None and self.constrain else None
        update = {"inner": inner, "functions": functions, "described": shown}
        return self.model_copy(update=update)

    def _request(self, messages: list[BaseMessage], kwargs: dict[str, Any]) -> list[BaseMessage]:
        if self.constrain and self.functions:
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "tool_call", "schema": tool_call_schema(self.functions)},
            }
            prompt = tools_prompt(self.functions, self.tools_format, self.described)
            return _with_tools_prompt(messages, prompt)
        return messages

    def prompt_of(self, messages: list[BaseMessage]) -> list[BaseMessage]:
        """The messages as this model sends them (the tool list in the system prompt in
        JSON-schema mode)."""
        return self._request(list(messages), {})

    def convert(self, message: BaseMessage) -> BaseMessage:
        """The answer with any tool call written as text turned into `tool_calls`."""
        if not isinstance(message, AIMessage) or message.tool_calls:
            return message
        if self.constrain and self.functions:
            values = [v for v in _json_values(_text_of(message.content)) if isinstance(v, dict)]
            if values and values[0].get("name") == RESPOND:
                args = values[0].get("arguments")
                text = args.get("text") if isinstance(args, dict) else None
                if isinstance(text, str):
                    return message.model_copy(update={"content": text})
        calls = parse_text_tool_calls(message.content, self.allowed)
        if not calls:
            return message
        return AIMessage(
            content="",
            tool_calls=calls,
            id=message.id,
            response_metadata=message.response_metadata,
            usage_metadata=message.usage_metadata,
            additional_kwargs={"text_tool_call": _text_of(message.content)},
        )

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        messages = self._request(messages, kwargs)
        # the inner call is not reported to callbacks: this model's own run covers it
        answer = self.inner.invoke(messages, stop=stop, **kwargs)
        return ChatResult(generations=[ChatGeneration(message=self.convert(answer))])

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        messages = self._request(messages, kwargs)
        answer = await self.inner.ainvoke(messages, stop=stop, **kwargs)
        return ChatResult(generations=[ChatGeneration(message=self.convert(answer))])


def with_text_tool_calls(
    model: BaseChatModel, *, constrain: bool = False, tools_format: ToolsFormat = "json"
) -> TextToolCallingChatModel:
    """Wrap `model` so tool calls written as text become `tool_calls` (see module doc);
    `tools_format` is how the tools read in the prompt when `constrain` is set."""
    return TextToolCallingChatModel(
        inner=model, base=model, constrain=constrain, tools_format=tools_format
    )
