"""The repository stands on its own: no tracked file names a path outside it.

A clone has no `../shared/` beside it (where the architecture, the product spec and
CLINC150 once lived) and no `/work/...` of the machine it was written on; what the code,
tests and docs need is in `docs/` and `datasets/`. (`navex eval clinc` from a copy of the
repository: tests/navex/test_clinc.py.)
"""

import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# a sibling folder of the repository, this machine's absolute paths, or a path built in
# code from a "shared" component (`REPO.parent / "shared"`)
OUTSIDE = re.compile(
    r"\.\./shared\b"
    r"|/work/\w"
    r"|(?<![\w.-])shared/(?:spec|data|notes|hooks|ARCHITECTURE)"
    r"|/\s*[\"']shared[\"']"
)
# a Markdown link's relative target: [text](target)
MD_LINK = re.compile(r"\]\((?!https?:|mailto:|#)([^)\s]+)\)")


def _tracked_files() -> list[Path]:
    listing = subprocess.run(
        ["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True, text=True
    )
    return [REPO / name for name in listing.stdout.split("\0") if name]


def _text(path: Path) -> str | None:
    """The file's text, or None for a binary file or one that is gone from the tree."""
    if not path.is_file():
        return None
    raw = path.read_bytes()
    if b"\0" in raw[:8192]:
        return None
    return raw.decode("utf-8", errors="replace")


def outside_references(path: Path, text: str) -> list[str]:
    """`file:line: text` for each place in `text` that names a path outside the repository."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        escapes = [m.group(0) for m in OUTSIDE.finditer(line)]
        if path.suffix == ".md":
            for target in MD_LINK.findall(line):
                resolved = (path.parent / target.split("#")[0]).resolve()
                if not resolved.is_relative_to(REPO):
                    escapes.append(target)
        if escapes:
            found.append(f"{path.relative_to(REPO)}:{number}: {', '.join(escapes)}")
    return found


def test_no_tracked_file_names_a_path_outside_the_repository() -> None:
    files = _tracked_files()
    assert len(files) > 100, "git ls-files should list the repository's files"
    found = []
    for path in files:
        text = _text(path)
        if text is not None and path != Path(__file__).resolve():
            found += outside_references(path, text)
    assert not found, (
        "These lines name a path outside the repository, which a clone does not have; "
        "point them at docs/ or datasets/ instead:\n" + "\n".join(found)
    )


def test_the_check_sees_each_kind_of_outside_path() -> None:
    """The patterns catch what they are for, and leave the repository's own paths alone."""
    doc = REPO / "docs" / "x.md"
    for line in (
        "spec: `../shared/spec/acme.md`",
        "The data below is the contract of /work/shared/spec/acme.md",
        "tools in shared/spec/acme.md.",
        'DEFAULT = REPO.parent / "shared" / "data"',
        "see [the notes](../../notes/a.md)",
    ):
        assert outside_references(doc, line), line
    for line in (
        "spec: `docs/spec/acme.md`, see [architecture](ARCHITECTURE.md)",
        "see [the spec](spec/acme.md) and [the data](../datasets/clinc150/README.md)",
        "the cache is shared by every replica; Redis shared/not shared",
        "https://github.com/clinc/oos-eval",
    ):
        assert not outside_references(doc, line), line
