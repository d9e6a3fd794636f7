"""navex.llm: text tool calls, the wrapper, the scripted model, GGUF assembly, the endpoint.

All but the last test are deterministic and offline; the last one (`local_model`) runs the
real packaged Qwen2.5-Coder 1.5B through llama.cpp on 2 threads.
"""

import hashlib
import json
import os
import struct
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from pydantic import BaseModel, Field

from navex.config import NavexSettings
from navex.llm import (
    LOCAL_MODELS,
    RESPOND,
    LocalModelError,
    LocalModelServer,
    ScriptedChatModel,
    ScriptExhausted,
    assemble_parts,
    chat_model,
    gguf_metadata,
    locate_parts,
    missing_parts,
    parse_text_tool_calls,
    prepare_local_model,
    with_text_tool_calls,
)
from navex.llm.local import LocalModelSpec, file_sha256
from navex.llm.prompt_cache import warm_prompt

ALLOWED = {"register_product", "find_screen"}
WESCO = {"name": "Wesco gas sensor", "category": "sensor", "manufacturer": "Wesco"}


class register_product(BaseModel):  # the tool's name is the class name
    """Register a new product in the catalog."""

    name: str = Field(description="The product's name")
    category: str = Field(description="The product's category")
    manufacturer: str = Field(description="Who makes it")


def _names_and_args(calls: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(c["name"], c["args"]) for c in calls]


# --- parsing ---------------------------------------------------------------------------------

CALL = json.dumps({"name": "register_product", "arguments": WESCO})


@pytest.mark.parametrize(
    "text",
    [
        CALL,
        "{" + CALL + "}",  # doubled outer braces, as the 1.5B's template example shows
        CALL.replace("{", "{{").replace("}", "}}"),  # every brace doubled
        f"```json\n{CALL}\n```",
        f"```\n{CALL}\n```",
        f"<tool_call>\n{CALL}\n</tool_call>",
        f"<tool_call>\n{CALL}",  # unterminated tag (stopped at the end of turn)
        f"Sure! I will register it now:\n{CALL}\nLet me know if you need anything else.",
        "Calling: " + CALL.replace("{", "{{").replace("}", "}}") + " now.",
        f"[{CALL}]",
        '{"name": "register_product", "arguments": "{\\"name\\": \\"Wesco gas sensor\\", '
        '\\"category\\": \\"sensor\\", \\"manufacturer\\": \\"Wesco\\"}"}',
        '{"type": "function", "function": {"name": "register_product", "parameters": '
        '{"name": "Wesco gas sensor", "category": "sensor", "manufacturer": "Wesco"}}}',
    ],
    ids=[
        "plain",
        "doubled-outer",
        "doubled-all",
        "fenced-json",
        "fenced",
        "tagged",
        "tagged-open",
        "in-prose",
        "doubled-in-prose",
        "list",
        "string-arguments",
        "openai-shape",
    ],
)
def test_parses_the_shapes_small_models_emit(text: str) -> None:
    calls = parse_text_tool_calls(text, ALLOWED)
    assert _names_and_args(calls) == [("register_product", WESCO)]
    assert calls[0]["id"] and calls[0]["id"].startswith("call_")
    assert calls[0]["type"] == "tool_call"


def test_parses_several_calls_with_distinct_ids() -> None:
    other = '{"name": "find_screen", "arguments": {"query": "products"}}'
    tagged = f"<tool_call>\n{CALL}\n</tool_call>\n<tool_call>\n{other}\n</tool_call>"
    listed = f"[{CALL}, {other}]"
    for text in (tagged, listed):
        calls = parse_text_tool_calls(text, ALLOWED)
        assert [c["name"] for c in calls] == ["register_product", "find_screen"]
        assert len({c["id"] for c in calls}) == 2


def test_rejects_unknown_tools_and_non_calls() -> None:
    invented = '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```'
    assert parse_text_tool_calls(invented, ALLOWED) == []
    mixed = f'[{CALL}, {{"name": "drop_database", "arguments": {{}}}}]'
    assert [c["name"] for c in parse_text_tool_calls(mixed, ALLOWED)] == ["register_product"]
    assert parse_text_tool_calls("The product is registered.", ALLOWED) == []
    assert parse_text_tool_calls('{"answer": 42}', ALLOWED) == []
    assert parse_text_tool_calls('{"name": "register_product", "arguments": 3}', ALLOWED) == []
    assert parse_text_tool_calls("", ALLOWED) == []
    # without an allow-list every well-formed call is returned
    assert [c["name"] for c in parse_text_tool_calls(invented, None)] == ["get_weather"]


def test_content_blocks_are_read_as_text() -> None:
    blocks = [{"type": "text", "text": f"```json\n{CALL}\n```"}]
    assert _names_and_args(parse_text_tool_calls(blocks, ALLOWED)) == [("register_product", WESCO)]


# --- the scripted model ----------------------------------------------------------------------


def test_scripted_model_answers_in_order_and_records() -> None:
    model = ScriptedChatModel.of(
        ScriptedChatModel.call("register_product", WESCO),
        ScriptedChatModel.call("find_screen", query="products"),
        "Done.",
    )
    bound = model.bind_tools([register_product], tool_choice="auto")
    assert bound is model
    assert model.tool_names == ["register_product"]
    assert model.bind_kwargs == [{"tool_choice": "auto"}]
    first = bound.invoke([HumanMessage("register it")])
    assert first.tool_calls == [
        {"name": "register_product", "args": WESCO, "id": "call_1", "type": "tool_call"}
    ]
    assert model.invoke("next").tool_calls[0]["id"] == "call_2"
    assert model.invoke("last").content == "Done."
    assert [m[-1].content for m in model.received] == ["register it", "next", "last"]
    assert model.remaining == 0
    with pytest.raises(ScriptExhausted, match="scripted for 3"):
        model.invoke("one more")


async def test_scripted_model_is_async_too() -> None:
    model = ScriptedChatModel.of("a", "b")
    assert (await model.ainvoke("x")).content == "a"
    assert (await model.ainvoke("y")).content == "b"
    # the script itself is never mutated by callers
    reply = model.script[0]
    assert reply.content == "a"


# --- the wrapper -----------------------------------------------------------------------------


def test_wrapper_turns_text_calls_into_tool_calls() -> None:
    inner = ScriptedChatModel.of(
        AIMessage(content=f"```json\n{CALL}\n```"),
        AIMessage(content='{"name": "get_weather", "arguments": {"city": "Paris"}}'),
        ScriptedChatModel.call("register_product", WESCO, call_id="native-1"),
        AIMessage(content="It is registered."),
    )
    model = with_text_tool_calls(inner).bind_tools([register_product])
    assert inner.tool_names == ["register_product"], "tools are bound natively on the inner model"
    converted = model.invoke([HumanMessage("register a new product 'Wesco gas sensor'")])
    assert isinstance(converted, AIMessage)
    assert _names_and_args(converted.tool_calls) == [("register_product", WESCO)]
    assert converted.tool_calls[0]["id"].startswith("call_")
    assert converted.content == ""
    invented = model.invoke("weather?")
    assert invented.tool_calls == [] and "get_weather" in invented.content
    native = model.invoke("again")
    assert native.tool_calls[0]["id"] == "native-1", "native tool calls pass through"
    assert model.invoke("thanks").content == "It is registered."
    assert "response_format" not in inner.received_kwargs[0]


async def test_wrapper_json_schema_mode_constrains_and_unwraps() -> None:
    inner = ScriptedChatModel.of(
        AIMessage(content=CALL),
        AIMessage(content=json.dumps({"name": RESPOND, "arguments": {"text": "Registered."}})),
    )
    model = with_text_tool_calls(inner, constrain=True).bind_tools([register_product])
    assert inner.bound_tools == [], "JSON-schema mode does not bind tools natively"
    system = SystemMessage("You are the catalog assistant.")
    first = await model.ainvoke([system, HumanMessage("register a new product")])
    assert _names_and_args(first.tool_calls) == [("register_product", WESCO)]
    second = await model.ainvoke(
        [
            system,
            HumanMessage("register a new product"),
            first,
            ToolMessage('{"id": 42}', tool_call_id=first.tool_calls[0]["id"]),
        ]
    )
    assert second.tool_calls == [] and second.content == "Registered."

    sent = inner.received[0]
    assert isinstance(sent[0], SystemMessage) and len(sent) == 2, "tools merged into the system"
    assert sent[0].content.startswith("You are the catalog assistant.\n\n# Tools")
    assert inner.received[1][0].content == sent[0].content, "byte-identical prompt across steps"
    schema = inner.received_kwargs[0]["response_format"]["json_schema"]["schema"]
    names = [choice["properties"]["name"]["const"] for choice in schema["anyOf"]]
    assert names == ["register_product", RESPOND]
    arguments = schema["anyOf"][0]["properties"]["arguments"]
    assert set(arguments["required"]) == {"name", "category", "manufacturer"}


class decommission_device(BaseModel):
    """Retire a device for good."""

    device: str = Field(description="Its serial number")


def test_every_role_reads_the_same_tool_list_but_calls_only_its_own() -> None:
    """Roles differ only in the prompt's last line (the shared beginning is cached once)
    and in what the JSON schema lets them call; compact signatures say it in fewer words."""
    inner = ScriptedChatModel.of("a", "b")
    every = [register_product, decommission_device]
    base = with_text_tool_calls(inner, constrain=True, tools_format="compact")
    viewer = base.bind_tools([register_product], described=every)
    admin = base.bind_tools(every, described=every)
    system = [SystemMessage("You are the catalog assistant."), HumanMessage("hi")]
    viewer.invoke(system)
    admin.invoke(system)
    seen, full = (str(sent[0].content) for sent in inner.received)
    assert "decommission_device(device: string): Retire a device for good." in seen
    assert seen.splitlines()[-1].startswith("The user's rights let you call only: register_")
    assert full == seen.rsplit("\n", 1)[0], "an admin's prompt is the viewer's less its last line"
    schema = inner.received_kwargs[0]["response_format"]["json_schema"]["schema"]
    assert [c["properties"]["name"]["const"] for c in schema["anyOf"]] == [
        "register_product",
        RESPOND,
    ]
    as_json = with_text_tool_calls(inner, constrain=True).bind_tools(every)
    compact_text = base.bind_tools(every).prompt_of(system)[0].content
    assert len(str(compact_text)) < 0.8 * len(str(as_json.prompt_of(system)[0].content))


def test_a_tool_named_respond_is_refused() -> None:
    def respond(text: str) -> str:
        """Reply."""
        return text

    with pytest.raises(ValueError, match="respond"):
        with_text_tool_calls(ScriptedChatModel.of("x"), constrain=True).bind_tools([respond])


# --- the endpoint: ChatOpenAI with timeouts, retries, the wrapper ------------------------------


def test_chat_model_settings() -> None:
    settings = NavexSettings(
        llm_base_url="http://127.0.0.1:9/v1",
        llm_model="m",
        llm_timeout_seconds=7,
        llm_max_retries=4,
    )
    model = chat_model(settings)
    assert model.openai_api_base == "http://127.0.0.1:9/v1"
    assert model.model_name == "m"
    assert model.request_timeout == 7
    assert model.max_retries == 4
    assert model.temperature == 0
    assert model.openai_api_key is not None
    assert model.openai_api_key.get_secret_value() == "none"
    with pytest.raises(LocalModelError, match="NAVEX_LLM_BASE_URL"):
        chat_model(NavexSettings(llm_base_url=None))


def test_chat_model_retries_then_wrapper_converts() -> None:
    requests: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        requests.append(json.loads(request.content))
        if len(requests) == 1:
            return httpx.Response(503, json={"error": {"message": "loading model"}})
        content = f"```json\n{CALL}\n```"
        return httpx.Response(
            200,
            json={
                "id": "x",
                "object": "chat.completion",
                "created": 0,
                "model": "m",
                "choices": [
                    {
                        "index": 0,
                        "finish_reason": "stop",
                        "message": {"role": "assistant", "content": content},
                    }
                ],
            },
        )

    settings = NavexSettings(llm_base_url="http://llm.test/v1", llm_max_retries=2)
    client = httpx.Client(transport=httpx.MockTransport(handler))
    model = with_text_tool_calls(chat_model(settings, http_client=client))
    started = time.perf_counter()
    answer = model.bind_tools([register_product]).invoke("register a new product")
    assert time.perf_counter() - started >= 0.3, "the retry waited (backoff)"
    assert len(requests) == 2
    assert requests[1]["temperature"] == 0
    assert requests[1]["tools"][0]["function"]["name"] == "register_product"
    assert _names_and_args(answer.tool_calls) == [("register_product", WESCO)]


# --- assembling the GGUF from parts --------------------------------------------------------------


def _fake_parts(root: Path, sizes: tuple[int, ...] = (1000, 1000, 377)) -> list[Path]:
    root.mkdir(parents=True, exist_ok=True)
    blob = b"GGUF" + os.urandom(sum(sizes) - 4)
    parts, offset = [], 0
    for index, size in enumerate(sizes, start=1):
        part = root / f"part{index:02d}.bin"
        part.write_bytes(blob[offset : offset + size])
        parts.append(part)
        offset += size
    return parts


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_assembles_parts_in_order_and_verifies(tmp_path: Path) -> None:
    parts = _fake_parts(tmp_path / "parts")
    whole = b"".join(p.read_bytes() for p in parts)
    sha = hashlib.sha256(whole).hexdigest()
    target = tmp_path / "models" / "m.gguf"
    assert assemble_parts(parts, target, sha, size=len(whole)) == target
    assert target.read_bytes() == whole
    assert _leftovers(target.parent) == []
    stamp = json.loads((target.parent / "m.gguf.sha256.json").read_text())
    assert stamp["sha256"] == sha and stamp["size"] == len(whole)

    # already assembled: neither re-read nor re-hashed (the stamp matches)
    mtime = target.stat().st_mtime_ns
    missing = [tmp_path / "gone.bin"]
    assert assemble_parts(missing, target, sha) == target
    assert target.stat().st_mtime_ns == mtime

    # a target changed behind our back is rebuilt from the parts
    target.write_bytes(b"GGUF corrupted")
    assert assemble_parts(parts, target, sha).read_bytes() == whole


def test_hash_mismatch_writes_nothing_and_says_what_to_do(tmp_path: Path) -> None:
    parts = _fake_parts(tmp_path / "parts")
    target = tmp_path / "models" / "m.gguf"
    fix = "reinstall them with `pip install --force-reinstall 'navex[local-llm]'`"
    with pytest.raises(LocalModelError) as info:
        assemble_parts(parts, target, "0" * 64, fix=fix)
    message = str(info.value)
    assert "expected " + "0" * 64 in message
    assert "pip install --force-reinstall" in message
    assert not target.exists()
    assert _leftovers(target.parent) == []


def test_wrong_magic_or_size_is_refused_before_writing(tmp_path: Path) -> None:
    parts = _fake_parts(tmp_path / "parts")
    target = tmp_path / "models" / "m.gguf"
    with pytest.raises(LocalModelError, match="add up to 2377 bytes, expected 9"):
        assemble_parts(parts, target, "0" * 64, size=9)
    parts[0].write_bytes(b"XXXX" + parts[0].read_bytes()[4:])
    with pytest.raises(LocalModelError, match="GGUF magic"):
        assemble_parts(parts, target, "0" * 64)
    assert not target.exists()


def test_a_crash_midway_leaves_no_half_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parts = _fake_parts(tmp_path / "parts")
    sha = hashlib.sha256(b"".join(p.read_bytes() for p in parts)).hexdigest()
    target = tmp_path / "models" / "m.gguf"
    real_open = Path.open

    def failing_open(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if self == parts[2]:
            raise KeyboardInterrupt  # as if the user pressed Ctrl-C during the copy
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", failing_open)
    with pytest.raises(KeyboardInterrupt):
        assemble_parts(parts, target, sha)
    assert not target.exists()
    assert _leftovers(target.parent) == []
    monkeypatch.undo()
    assert file_sha256(assemble_parts(parts, target, sha)) == sha


def test_missing_parts_say_how_to_install() -> None:
    spec = LocalModelSpec(
        key="test",
        filename="t.gguf",
        distributions=("navex-no-such-part1", "navex-no-such-part2"),
        version="0.1.0",
        size=1,
        sha256="0" * 64,
        gguf_name="t",
        served_name="t",
        extra="local-llm-small",
    )
    assert missing_parts(spec) == ["navex-no-such-part1", "navex-no-such-part2"]
    with pytest.raises(LocalModelError, match=r"pip install 'navex\[local-llm-small\]'"):
        locate_parts(spec)


def _gguf_string(text: str) -> bytes:
    raw = text.encode()
    return struct.pack("<Q", len(raw)) + raw


def test_reads_gguf_metadata(tmp_path: Path) -> None:
    header = b"GGUF" + struct.pack("<IQQ", 3, 0, 4)
    header += _gguf_string("general.name") + struct.pack("<I", 8) + _gguf_string("Tiny")
    header += _gguf_string("general.file_type") + struct.pack("<II", 4, 15)
    tokens = struct.pack("<IQ", 8, 2) + _gguf_string("a") + _gguf_string("b")
    header += _gguf_string("tokenizer.ggml.tokens") + struct.pack("<I", 9) + tokens
    header += _gguf_string("scores") + struct.pack("<I", 9) + struct.pack("<IQff", 6, 2, 1, 2)
    path = tmp_path / "t.gguf"
    path.write_bytes(header)
    meta = gguf_metadata(path)
    assert meta["general.name"] == "Tiny"
    assert meta["general.file_type"] == 15
    assert meta["tokenizer.ggml.tokens"] == "[2 items]"
    assert meta["scores"] == "[2 items]"


def test_server_and_cli_refuse_clearly(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from navex.cli import app

    with pytest.raises(LocalModelError, match="navex"):
        LocalModelServer(tmp_path / "absent.gguf").start()
    result = CliRunner().invoke(app, ["model", "prepare", "--model", "nope"])
    assert result.exit_code == 2
    assert "Unknown local model 'nope'" in result.output


# --- the real local model ----------------------------------------------------------------------


@pytest.mark.local_model
def test_local_model_calls_the_right_tool() -> None:
    """The packaged 1.5B, assembled and served in process, answers with the right call."""
    # `make setup` installs the local-llm extra: a missing part is a broken setup, not a skip.
    try:
        import xllamacpp  # noqa: F401
    except ImportError:
        pytest.fail("xllamacpp is missing: run `make setup` (pip install 'navex[local-llm]')")
    spec = LOCAL_MODELS["qwen2.5-coder-1.5b"]
    if missing_parts(spec):
        pytest.fail("the model parts are not installed: run `make setup` (navex[local-llm])")
    settings = NavexSettings(llm_local_model=spec.key, llm_threads=2, llm_n_ctx=2048)

    timings: dict[str, float] = {}
    started = time.perf_counter()
    path = prepare_local_model(settings, progress=False)
    timings["prepare_s"] = time.perf_counter() - started
    assert gguf_metadata(path)["general.name"] == spec.gguf_name

    started = time.perf_counter()
    with LocalModelServer.from_settings(settings) as server:
        timings["server_start_s"] = time.perf_counter() - started
        assert server.base_url.startswith("http://127.0.0.1:")
        model = with_text_tool_calls(chat_model(settings, base_url=server.base_url), constrain=True)
        started = time.perf_counter()
        answer = model.bind_tools([register_product]).invoke(
            [
                SystemMessage("You are the assistant of a product catalog web application."),
                HumanMessage("register a new product 'Wesco gas sensor' made by Wesco"),
            ]
        )
        timings["first_tool_call_s"] = time.perf_counter() - started
    print(json.dumps({k: round(v, 2) for k, v in timings.items()}))
    assert len(answer.tool_calls) == 1, answer
    call = answer.tool_calls[0]
    assert call["name"] == "register_product"
    assert call["args"]["name"] == "Wesco gas sensor"
    assert call["args"]["manufacturer"] == "Wesco"


@pytest.mark.local_model
async def test_local_model_prompt_is_computed_once_then_restored_after_a_restart(
    tmp_path: Path,
) -> None:
    """The agent's prompt is computed in slot 0 and saved on the first start; the next
    start restores it into every slot, and a request then processes only its own words."""
    spec = LOCAL_MODELS["qwen2.5-coder-1.5b"]
    settings = NavexSettings(
        llm_local_model=spec.key, llm_threads=2, llm_n_ctx=1024, llm_slots=2, cache_dir=tmp_path
    )
    path = prepare_local_model(settings, progress=False)
    system = SystemMessage("You are the assistant of a product catalog web application. " * 8)
    opening = [system, HumanMessage("hello")]
    prompt = str(opening)
    outcomes: list[str] = []
    for _ in range(2):
        server = LocalModelServer.from_settings(settings)
        assert server.model == path and server.slots == 2
        with server:
            model = with_text_tool_calls(chat_model(settings, base_url=server.base_url))

            async def compute(slot: int, model: Any = model) -> None:
                await model.ainvoke(opening, max_tokens=1, extra_body={"id_slot": slot})

            outcomes.append(await warm_prompt(server.base_url, prompt, compute))
            asked = [system, HumanMessage("what do you do?")]
            with httpx.Client() as http:
                answer = http.post(
                    f"{server.base_url}/chat/completions",
                    json={
                        "model": spec.served_name,
                        "messages": [
                            {"role": "system", "content": str(m.content)}
                            if isinstance(m, SystemMessage)
                            else {"role": "user", "content": str(m.content)}
                            for m in asked
                        ],
                        "max_tokens": 1,
                    },
                    timeout=300,
                ).json()
            timings = answer["timings"]
            assert timings["cache_n"] > timings["prompt_n"], timings  # the prefix was kept
    assert outcomes == ["computed", "restored"]
    assert len(list((tmp_path / "llm-slots").glob("navex-prompt-*.bin"))) == 1
