"""Each command installs what it needs: `make demo` the product and its default model only.

The demo's install (pyproject.toml's dependencies plus the Makefile's `EXTRAS_demo`,
followed through every installed package's own requirements) must hold every package the
product's code imports, anywhere in src/ (also inside functions), and none of the test or
benchmark packages (pytest, Playwright, torch, sentence-transformers, semantic-router, ...)
nor the second model's parts.
"""

import ast
import importlib.metadata
import re
import sys
import tomllib
from collections.abc import Iterable
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[1]
OWN = {"navex", "acme"}
DEFAULT_MODEL_EXTRA = "local-llm"  # the packaged model navex serves when no base URL is set


def _pyproject() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text())


def _demo_extras() -> list[str]:
    found = re.search(r"^EXTRAS_demo\s*:=\s*(\S+)", (REPO / "Makefile").read_text(), re.M)
    assert found, "the Makefile names the demo's extras in EXTRAS_demo"
    return found.group(1).split(",")


def _closure(requirements: Iterable[str]) -> set[str]:
    """The distributions `requirements` bring, following each installed one's own (with
    the extras it is asked for: `uvicorn[standard]` brings uvloop)."""
    done: dict[str, set[str]] = {}
    todo = [Requirement(text) for text in requirements]
    while todo:
        requirement = todo.pop()
        name = canonicalize_name(requirement.name)
        extras = set(requirement.extras) | {""}
        if extras <= done.get(name, set()):
            continue
        done.setdefault(name, set()).update(extras)
        try:
            requires = importlib.metadata.requires(name) or []
        except importlib.metadata.PackageNotFoundError:
            continue
        for text in requires:
            needed = Requirement(text)
            marker = needed.marker
            if marker is None or any(marker.evaluate({"extra": e}) for e in extras):
                todo.append(needed)
    return set(done)


def demo_install() -> set[str]:
    project = _pyproject()["project"]
    requirements = list(project["dependencies"])
    for extra in _demo_extras():
        requirements += project["optional-dependencies"][extra]
    return _closure(requirements)


def imported_modules(root: Path) -> dict[str, str]:
    """Top-level module -> the first file that imports it, over every .py under `root`."""
    found: dict[str, str] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], str(path.relative_to(REPO)))
    return {
        module: where
        for module, where in found.items()
        if module not in sys.stdlib_module_names and module not in OWN
    }


def test_the_demo_installs_every_package_the_product_imports() -> None:
    installed = demo_install()
    providers = importlib.metadata.packages_distributions()
    missing = []
    for module, where in imported_modules(REPO / "src").items():
        dists = {canonicalize_name(d) for d in providers.get(module, [])}
        if not dists & installed:
            missing.append(f"{module} ({where}; from {sorted(dists) or 'no installed package'})")
    assert not missing, (
        "The product imports packages that `make demo` does not install: add them to "
        "pyproject.toml's dependencies (or the extra the demo installs):\n" + "\n".join(missing)
    )


def test_the_demo_installs_no_test_or_benchmark_package() -> None:
    """Nothing of the test, benchmark or second model's extras: only the default model's
    (local-llm) is the demo's."""
    optional = _pyproject()["project"]["optional-dependencies"]

    def names(extras: Iterable[str]) -> set[str]:
        return {canonicalize_name(Requirement(t).name) for e in extras for t in optional[e]}

    others = names(e for e in optional if e != DEFAULT_MODEL_EXTRA)
    # and what the test extras pull in besides their own names
    others |= {"sympy", "transformers", "pytest", "playwright", "torch"}
    others -= names([DEFAULT_MODEL_EXTRA])
    installed = demo_install()
    assert not installed & others, f"`make demo` would install {sorted(installed & others)}"
