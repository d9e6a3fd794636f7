"""The deployment files hold together without Docker: compose.yaml is parsed, every
service's settings are validated by the real settings classes, every command by the real
CLIs, every address names a service and the port it listens on, and docs/deploy.md names
only real settings and every setting the compose file sets.
"""

import os
import re
import shlex
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypedDict
from urllib.parse import urlsplit

import pytest
import typer
import yaml
from pydantic_settings import BaseSettings

from acme.cli import app as acme_cli
from acme.config import AcmeSettings
from acme.tools import MCP_PATH
from navex.cli import app as navex_cli
from navex.config import DemoProduct, EvalProduct, NavexSettings
from navex.llm.local import LOCAL_MODELS
from navex.observability.tracing import tracing_wanted

REPO = Path(__file__).resolve().parents[1]
COMPOSE = REPO / "compose.yaml"
DEPLOY_DOC = REPO / "docs" / "deploy.md"
NGINX = REPO / "deploy" / "nginx.conf"
POSTGRES_INIT = REPO / "deploy" / "postgres-init.sql"
CLIS = {"navex": navex_cli, "acme": acme_cli}
SETTINGS: dict[str, type[BaseSettings]] = {"NAVEX_": NavexSettings, "ACME_": AcmeSettings}
# `${NAME:-default}` / `${NAME}` as Docker Compose interpolates them (variables unset here)
INTERPOLATION = re.compile(r"\$\{(\w+)(?::?-([^}]*))?\}")


class Command(TypedDict):
    program: str
    name: str
    params: dict[str, Any]


def _interpolate(value: Any) -> Any:
    if isinstance(value, str):
        return INTERPOLATION.sub(lambda m: m.group(2) or "", value)
    if isinstance(value, dict):
        return {key: _interpolate(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_interpolate(item) for item in value]
    return value


@pytest.fixture(scope="module")
def services() -> dict[str, dict[str, Any]]:
    compose = _interpolate(yaml.safe_load(COMPOSE.read_text()))
    return dict(compose["services"])


def _environment(service: dict[str, Any]) -> dict[str, str]:
    env = service.get("environment") or {}
    if isinstance(env, list):
        env = dict(item.split("=", 1) for item in env)
    return {key: str(value) for key, value in env.items()}


def _cli_envvars() -> set[str]:
    """The environment variables the CLIs' own options read (e.g. `acme mcp`'s ACME_API_URL)."""
    found: set[str] = set()

    def walk(command: Any) -> None:
        for param in command.params:
            envvars = param.envvar if isinstance(param.envvar, list | tuple) else [param.envvar]
            found.update(name for name in envvars if name)
        for sub in getattr(command, "commands", {}).values():  # a group's commands
            walk(sub)

    for cli in CLIS.values():
        walk(typer.main.get_command(cli))
    return found


def _setting_names() -> set[str]:
    """Every environment variable navex's and Acme's settings classes (and CLIs) read."""
    names = set()
    classes = [*SETTINGS.values(), DemoProduct, EvalProduct]
    for cls in classes:
        prefix = str(cls.model_config.get("env_prefix", ""))
        for field, info in cls.model_fields.items():
            choices = getattr(info.validation_alias, "choices", None)
            if choices:
                names.update(str(choice).upper() for choice in choices)
            else:
                names.add((prefix + field).upper())
    return names | _cli_envvars()


def _settings_from(env: dict[str, str], cls: type[BaseSettings]) -> BaseSettings:
    """`cls` as a process with exactly `env` builds it (no .env, nothing inherited)."""
    saved = {k: v for k, v in os.environ.items() if k.startswith(("NAVEX_", "ACME_"))}
    try:
        for key in saved:
            del os.environ[key]
        os.environ.update(env)
        return cls(_env_file=None)  # type: ignore[call-arg]
    finally:
        for key in env:
            os.environ.pop(key, None)
        os.environ.update(saved)


def _commands(service: dict[str, Any]) -> Iterator[list[str]]:
    command = service.get("command") or []
    if command[:2] == ["sh", "-c"]:
        for part in command[2].split("&&"):
            yield shlex.split(part)
    else:
        yield command


def _parse(argv: list[str]) -> Command:
    """`argv` parsed by the real CLI (unknown commands, options or bad values raise)."""
    # typer carries its own copy of click: its groups are recognised by their commands
    command: Any = typer.main.get_command(CLIS[argv[0]])
    args = argv[1:]
    while hasattr(command, "commands"):
        sub = command.get_command(command.context_class(command), args[0])
        assert sub is not None, f"`{' '.join(argv)}`: no command {args[0]!r}"
        command, args = sub, args[1:]
    context = command.make_context(command.name, list(args))
    return Command(program=argv[0], name=str(command.name), params=dict(context.params))


def _navex_services(services: dict[str, dict[str, Any]]) -> dict[str, list[Command]]:
    return {
        name: [_parse(argv) for argv in _commands(service)]
        for name, service in services.items()
        if service.get("image") == "navex:local"
    }


def _listening_ports(services: dict[str, dict[str, Any]]) -> dict[str, int]:
    """The port each service listens on, read from its own command or configuration."""
    ports = {"postgres": 5432, "redis": 6379}
    for name, commands in _navex_services(services).items():
        for command in commands:
            if "port" in command["params"]:
                assert command["params"]["host"] == "0.0.0.0", f"{name} listens on loopback"
                ports[name] = command["params"]["port"]
    model = services["model"]["command"]
    ports["model"] = int(model[model.index("--port") + 1])
    listen = re.search(r"listen (\d+);", NGINX.read_text())
    assert listen is not None, "deploy/nginx.conf listens on no port"
    ports["gateway-lb"] = int(listen.group(1))
    return ports


def test_every_setting_is_a_real_one_and_valid(services: dict[str, dict[str, Any]]) -> None:
    known = _setting_names()
    for name, service in services.items():
        env = _environment(service)
        ours = {k: v for k, v in env.items() if k.startswith(("NAVEX_", "ACME_"))}
        unknown = sorted(set(ours) - known)
        assert not unknown, f"{name}: no such setting {unknown} (see src/*/config.py)"
        for prefix, cls in SETTINGS.items():
            mine = {k: v for k, v in ours.items() if k.startswith(prefix)}
            if mine:
                _settings_from(mine, cls)  # pydantic validates each value


def test_every_command_is_a_real_one(services: dict[str, dict[str, Any]]) -> None:
    parsed = _navex_services(services)
    assert {c["name"] for commands in parsed.values() for c in commands} >= {
        "serve",
        "ingest",
        "prepare",
        "mcp",
        "migrate",
        "seed",
    }
    assert services["gateway"]["deploy"]["replicas"] >= 2


def test_every_address_names_a_service_and_its_port(services: dict[str, dict[str, Any]]) -> None:
    ports = _listening_ports(services)
    for name, service in services.items():
        for key, value in _environment(service).items():
            if "://" not in value:
                continue
            url = urlsplit(value)
            assert url.hostname in ports, f"{name} {key}: {url.hostname} is not a service"
            assert url.port == ports[url.hostname], f"{name} {key}: {url.hostname} port"
    upstream = re.search(r"server ([\w-]+):(\d+);", NGINX.read_text())
    assert upstream is not None and (upstream.group(1), int(upstream.group(2))) in ports.items()
    assert "proxy_buffering off;" in NGINX.read_text(), "SSE must not be buffered"


def test_the_parts_agree_with_each_other(services: dict[str, dict[str, Any]]) -> None:
    gateway = _settings_from(_environment(services["gateway"]), NavexSettings)
    acme = _settings_from(_environment(services["acme"]), AcmeSettings)
    assert isinstance(gateway, NavexSettings) and isinstance(acme, AcmeSettings)
    assert gateway.service_audience == acme.service_audience
    assert gateway.service_issuer == acme.issuer
    assert urlsplit(gateway.service_jwks_url).path == "/.well-known/jwks.json"
    assert urlsplit(gateway.mcp_url).path == MCP_PATH
    assert acme.assistant_url is not None and urlsplit(acme.assistant_url).hostname == "gateway-lb"
    assert gateway.llm_base_url is not None and gateway.llm_base_url.endswith("/v1")
    assert gateway.redis_url and acme.redis_url, "replicas share rate limits through Redis"
    # both databases on the PostgreSQL service, as its user, created by the image or the init
    postgres = _environment(services["postgres"])
    created = {
        postgres["POSTGRES_DB"],
        *re.findall(r"CREATE DATABASE (\w+);", POSTGRES_INIT.read_text()),
    }
    for url in (gateway.database_url, acme.database_url):
        parts = urlsplit(url or "")
        assert (parts.username, parts.password) == (
            postgres["POSTGRES_USER"],
            postgres["POSTGRES_PASSWORD"],
        )
        assert parts.path.lstrip("/") in created


def test_the_model_server_loads_what_model_prepare_writes(
    services: dict[str, dict[str, Any]],
) -> None:
    prepare = _environment(services["model-files"])
    settings = _settings_from(prepare, NavexSettings)
    assert isinstance(settings, NavexSettings)
    spec = LOCAL_MODELS[settings.llm_local_model]
    volume = next(
        v.split(":")[0]
        for v in services["model-files"]["volumes"]
        if v.split(":")[1] == f"{prepare['NAVEX_DATA_DIR']}/models"
    )
    command = services["model"]["command"]
    mount = next(
        v.split(":")[1] for v in services["model"]["volumes"] if v.startswith(f"{volume}:")
    )
    assert command[command.index("--model") + 1] == f"{mount}/{spec.filename}"
    assert command[command.index("--alias") + 1] == spec.served_name
    assert _environment(services["gateway"])["NAVEX_LLM_MODEL"] == spec.served_name


def test_volumes_files_and_dependencies_exist(services: dict[str, dict[str, Any]]) -> None:
    declared = set(yaml.safe_load(COMPOSE.read_text())["volumes"])
    for name, service in services.items():
        for volume in service.get("volumes", []):
            source = volume.split(":")[0]
            if source.startswith("."):
                assert (REPO / source).is_file(), f"{name}: {source} is not in the repository"
            else:
                assert source in declared, f"{name}: volume {source} is not declared"
        for needed in service.get("depends_on", {}):
            assert needed in services, f"{name} depends on {needed}, which is not a service"
    dockerfile = (REPO / "Dockerfile").read_text()
    assert "pip install '.[local-llm]'" in dockerfile, "the image installs what the demo does"


def test_deploy_doc_names_real_settings_and_every_one_compose_sets(
    services: dict[str, dict[str, Any]],
) -> None:
    doc = DEPLOY_DOC.read_text()
    # whole names only: `NAVEX_GUARDRAILS_*` stands for a family, not a setting
    named = set(re.findall(r"\b((?:NAVEX|ACME)_[A-Z0-9_]*[A-Z0-9])\b(?![_*])", doc))
    invented = sorted(named - _setting_names())
    assert not invented, f"docs/deploy.md names settings that do not exist: {invented}"
    used = {
        k for s in services.values() for k in _environment(s) if k.startswith(("NAVEX_", "ACME_"))
    }
    assert not used - named, f"docs/deploy.md does not explain {sorted(used - named)}"


def test_tracing_reaches_each_serving_process_under_its_own_name(
    services: dict[str, dict[str, Any]],
) -> None:
    """The standard OpenTelemetry settings where `docker compose` runs (the collector's
    `OTEL_EXPORTER_OTLP_ENDPOINT`, its headers) reach every process that serves requests,
    each with its own `service.name`; unset, tracing stays off. docs/deploy.md explains
    each `OTEL_*` setting the compose file sets."""
    written = yaml.safe_load(COMPOSE.read_text())["services"]  # before interpolation
    names: dict[str, str] = {}
    for name, commands in _navex_services(services).items():
        if not {"serve", "mcp"} & {c["name"] for c in commands}:
            continue  # a one-shot job
        env = _environment(written[name])
        for setting in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_HEADERS"):
            assert env.get(setting) == f"${{{setting}:-}}", f"{name} does not pass {setting} on"
        names[name] = env.get("OTEL_SERVICE_NAME", "")
    assert set(names) == {"acme", "mcp", "gateway"}, names
    assert all(names.values()) and len(set(names.values())) == len(names), names
    assert not tracing_wanted(_environment(services["gateway"])), "off unless asked for"
    doc = DEPLOY_DOC.read_text()
    used = {k for s in written.values() for k in _environment(s) if k.startswith("OTEL_")}
    assert used and all(f"`{k}`" in doc for k in used), f"docs/deploy.md: explain {sorted(used)}"
