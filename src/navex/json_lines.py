"""A file of JSON objects, one per line (a catalog's or a routes file's labelled
requests): read so that a bad line names its file and number."""

import json
from pathlib import Path


def json_lines(path: Path, raw: bytes) -> list[object]:
    """The JSON values of `raw`, the bytes of `path`, one per non-blank line."""
    read: list[object] = []
    for number, line in enumerate(raw.splitlines(), 1):
        if line.strip():
            try:
                read.append(json.loads(line))
            except json.JSONDecodeError as error:
                raise ValueError(f"{path}, line {number}: not JSON ({error.msg})") from None
    return read
