"""The Node tools of tests/node (MCP Inspector CLI, AG-UI client), as the tests run them.

`make test` installs them (`make node-tools`). Outside CI a test that needs them is
skipped, with the command that installs them, when Node.js or the packages are missing; in
CI (the `CI` variable set) it fails instead, so that a broken install never passes quietly.
"""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

NODE_DIR = Path(__file__).parent / "node"
MODULES = NODE_DIR / "node_modules"


def require_node_tools(*paths: str) -> None:
    """Skip (or fail in CI) unless `node` and these files under node_modules exist."""
    missing = [p for p in paths if not (MODULES / p).exists()]
    if shutil.which("node") is None:
        missing.insert(0, "node (Debian's nodejs)")
    if not missing:
        return
    reason = f"Node tools missing ({', '.join(missing)}): run 'make node-tools'"
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


def run_node_tool(args: list[str], *, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run a command from tests/node (its node_modules/.bin first on PATH)."""
    env = dict(os.environ, PATH=f"{MODULES / '.bin'}{os.pathsep}{os.environ.get('PATH', '')}")
    return subprocess.run(
        args, cwd=NODE_DIR, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )


def start_node_tool(args: list[str]) -> subprocess.Popen[str]:
    """Start a command from tests/node with pipes for a conversation over stdin/stdout."""
    env = dict(os.environ, PATH=f"{MODULES / '.bin'}{os.pathsep}{os.environ.get('PATH', '')}")
    return subprocess.Popen(
        args,
        cwd=NODE_DIR,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
