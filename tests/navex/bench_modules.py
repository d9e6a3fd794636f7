"""The bench's scripts (bench/*.py are not a package) imported by path for their tests."""

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[2] / "bench"


def bench_module(filename: str) -> ModuleType:
    """bench/`filename` as a module of its own name (`navex_bench_<stem>`)."""
    spec = importlib.util.spec_from_file_location(
        f"navex_bench_{Path(filename).stem}", BENCH / filename
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module
