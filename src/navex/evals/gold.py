"""Gold-set files: one JSON object per line, validated with line numbers in errors."""

from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from navex.routing import Route

M = TypeVar("M", bound=BaseModel)


class GoldError(ValueError):
    """A gold-set file that cannot be read; the message names the file and line."""


class RoutingRow(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: str
    query: str
    route: Route
    screen: str | None = None
    tool: str | None = None
    user: str | None = Field(default=None, description="Who asks (absent: the eval's default)")
    record: dict[str, int | str] | Literal["several", "none"] | None = Field(
        default=None,
        description="The record the link must open ({parameter: id}), or that several fit, "
        "or that none of the user's org does",
    )
    denied: bool = Field(default=False, description="The user's role may not open the screen")


def read_jsonl(path: Path, model: type[M]) -> list[M]:
    if not path.exists():
        raise GoldError(f"{path}: no such file")
    rows: list[M] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rows.append(model.model_validate_json(line))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "line"
            raise GoldError(f"{path}:{number}: {where}: {first['msg']}") from exc
    if not rows:
        raise GoldError(f"{path}: no rows")
    return rows
