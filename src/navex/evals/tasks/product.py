"""The product, booted through its own commands as `navex demo` runs it (DemoProduct):
navex never imports the product. Only the ports and the database are the evaluation's.

- the demo's `setup_commands` (`acme migrate`, `acme seed`), then `template_commands`
  (`acme rotate-keys`: Acme signs tokens with a key kept in its database, so the key made
  in the template is the one of every copy), run once on a template database;
- the demo's `serve_command` and `tools_command` run as children on free loopback ports:
  each port the demo declares (`DemoProduct.ports`) is moved to a free one in the commands
  and URLs, and the product's database is the evaluation's working copy.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from navex.config import DemoProduct, EvalProduct


class ProductError(RuntimeError):
    """A product command failed or its server did not come up."""


@dataclass(frozen=True)
class ProductUrls:
    api_url: str  # the product's base URL (its REST API and its assistant proxy)
    mcp_url: str  # its MCP tool server
    jwks_url: str  # the keys that sign its service tokens


def _environment(extra: Mapping[str, str]) -> dict[str, str]:
    # the product's commands live beside this interpreter when installed in a virtualenv
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    return {**os.environ, "PATH": path, **extra}


def _moved(text: str, ports: Mapping[int, int]) -> str:
    for old, new in ports.items():
        text = re.sub(rf"(?<!\d){old}(?!\d)", str(new), text)
    return text


def prepare_template(database_url: str, demo: DemoProduct, product: EvalProduct) -> None:
    """The product's own setup commands, on the template database at `database_url`."""
    env = _environment({**product.env, product.database_url_env: database_url})
    for command in [*demo.setup_commands, *product.template_commands]:
        try:
            done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise ProductError(f"`{' '.join(command)}` could not run: {exc}") from exc
        if done.returncode != 0:
            raise ProductError(f"`{' '.join(command)}` failed:\n{done.stderr or done.stdout}")


@contextmanager
def serve_product(
    database_url: str,
    gateway_url: str,
    ports: list[int],
    demo: DemoProduct,
    product: EvalProduct,
) -> Iterator[ProductUrls]:
    """The product's server and tool server as children on `ports` (one per port the
    demo declares), on `database_url`, telling the product where the gateway is."""
    from rich.console import Console

    from navex.demo import DemoError, Supervisor

    if len(ports) != len(demo.ports):
        raise ProductError(f"the product needs {len(demo.ports)} ports, got {len(ports)}")
    moved = dict(zip(demo.ports, ports, strict=True))
    env = _environment({**product.env, product.database_url_env: database_url})
    logs = Path(tempfile.mkdtemp(prefix="navex-eval-product-"))
    supervisor = Supervisor(env, logs, Console(stderr=True, quiet=True))
    try:
        gateway_env = {demo.gateway_url_env: gateway_url} if demo.gateway_url_env else {}
        serve = [_moved(arg, moved) for arg in demo.serve_command]
        server = supervisor.start("product", serve, gateway_env)
        tools = None
        if demo.tools_command:
            tools = supervisor.start("tools", [_moved(a, moved) for a in demo.tools_command])
        health, mcp_url = _moved(demo.health_url, moved), _moved(demo.mcp_url, moved)
        supervisor.wait_for_url(server, health, 120)
        if tools is not None:
            supervisor.wait_for_url(tools, mcp_url, 60)
        parts = urlsplit(health)
        api_url = f"{parts.scheme}://{parts.netloc}"
        yield ProductUrls(api_url, mcp_url, api_url + product.jwks_path)
    except DemoError as exc:
        raise ProductError(str(exc)) from exc  # its logs stay, for the error's reader
    finally:
        supervisor.stop()
    shutil.rmtree(logs, ignore_errors=True)


__all__ = ["EvalProduct", "ProductError", "ProductUrls", "prepare_template", "serve_product"]
