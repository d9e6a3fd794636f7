"""Chat models: any OpenAI-compatible endpoint, or llama.cpp in process on a packaged GGUF.

- `chat_model(settings, base_url=None)`: ChatOpenAI with timeouts, retries with backoff,
  temperature 0.
- `prepare_local_model(settings)` / `LocalModelServer`: the embedded default (Qwen2.5-Coder
  GGUF assembled from PyPI parts, served on a loopback port).
- `with_text_tool_calls(model, constrain=...)`: tool calls that small models write as text
  become `tool_calls`; `constrain=True` forces them with a JSON schema (use it with the
  local model).
- `ScriptedChatModel`: deterministic answers for tests.
"""

from navex.llm.factory import chat_model
from navex.llm.local import (
    LOCAL_MODELS,
    LocalModelError,
    LocalModelServer,
    LocalModelSpec,
    assemble_parts,
    gguf_metadata,
    install_parts,
    locate_parts,
    missing_parts,
    model_path,
    model_spec,
    prepare_local_model,
)
from navex.llm.scripted import ScriptedChatModel, ScriptExhausted
from navex.llm.text_tools import (
    RESPOND,
    TextToolCallingChatModel,
    parse_text_tool_calls,
    tool_call_schema,
    with_text_tool_calls,
)

__all__ = [
    "LOCAL_MODELS",
    "RESPOND",
    "LocalModelError",
    "LocalModelServer",
    "LocalModelSpec",
    "ScriptExhausted",
    "ScriptedChatModel",
    "TextToolCallingChatModel",
    "assemble_parts",
    "chat_model",
    "gguf_metadata",
    "install_parts",
    "locate_parts",
    "missing_parts",
    "model_path",
    "model_spec",
    "parse_text_tool_calls",
    "prepare_local_model",
    "tool_call_schema",
    "with_text_tool_calls",
]
