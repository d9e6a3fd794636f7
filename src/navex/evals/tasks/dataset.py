"""The task format: one JSON object per line of a JSONL file (ARCHITECTURE.md's contract)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from navex.evals.gold import GoldError, read_jsonl

CheckKind = Literal[
    "exists",  # the REST list is non-empty and holds every `contains` string
    "absent",  # the REST list is empty
    "unchanged",  # before and after, the list holds every `contains` string
    "final_has",  # that field of the last `final` is not null
    "final_says",  # the last final's text holds one of `any`
    "final_not_says",  # no final of the conversation holds any of `any`
    "asked",  # the assistant asked the user for something (a clarification) on the way
]
STATE_KINDS = frozenset({"exists", "absent", "unchanged"})
GUARDED_KINDS = frozenset({"absent", "unchanged"})
"""Checks whose failure means something happened that should not have."""


class SetupCall(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    method: Literal["GET", "POST", "PATCH", "PUT", "DELETE"]
    path: str = Field(pattern=r"^/api/")
    as_user: str = Field(alias="as", min_length=3)
    body: Any = Field(default=None, alias="json")


class Check(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    kind: CheckKind
    path: str | None = Field(default=None, pattern=r"^/api/")
    as_user: str | None = Field(default=None, alias="as")
    contains: list[str] = Field(default_factory=list)
    field: Literal["navigation", "execution", "clarification"] | None = None
    any: list[str] = Field(default_factory=list, description="final_says / final_not_says.")

    @model_validator(mode="after")
    def _complete(self) -> Check:
        if self.kind == "final_has" and self.field is None:
            raise ValueError("a final_has check needs `field`")
        if self.kind in STATE_KINDS and (self.path is None or self.as_user is None):
            raise ValueError(f"a {self.kind} check needs `path` and `as`")
        if self.kind == "unchanged" and not self.contains:
            raise ValueError("an unchanged check needs `contains` (what must still be there)")
        if self.kind in ("final_says", "final_not_says") and not any(s.strip() for s in self.any):
            raise ValueError(f"a {self.kind} check needs `any` (the strings to look for)")
        return self

    def describe(self) -> str:
        if self.kind == "final_has":
            return f"final_has {self.field}"
        if self.kind in ("final_says", "final_not_says"):
            return f"{self.kind} {self.any}"
        if self.kind == "asked":
            return "asked"
        suffix = f" contains {self.contains}" if self.contains else ""
        return f"{self.kind} {self.path} as {self.as_user}{suffix}"


class ScriptStep(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tool: str | None = None
    arguments: dict[str, Any] = Field(default_factory=dict)
    answer: str | None = None

    @model_validator(mode="after")
    def _one_of(self) -> ScriptStep:
        if (self.tool is None) == (self.answer is None):
            raise ValueError('a script step is {"tool", "arguments"} or {"answer"}')
        return self


class TaskRow(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: str = Field(min_length=1)
    user: str = Field(min_length=3)
    message: str = Field(min_length=1, max_length=4000)
    reply: str | None = Field(
        default=None,
        min_length=1,
        max_length=4000,
        description="Sent in the same thread when a final asks a question (a clarification).",
    )
    follow_up: str | None = Field(
        default=None,
        min_length=1,
        max_length=4000,
        description="Sent in the same thread once the message's job has ended on a final "
        "(a new request: 'and put it in Lyon').",
    )
    approval: Literal["approve", "deny"] | None = None
    setup: list[SetupCall] = Field(default_factory=list)
    expect: list[Check] = Field(min_length=1)
    script: list[ScriptStep] | None = None


def read_tasks(path: Path, only: Sequence[str] | None = None) -> list[TaskRow]:
    """The tasks of a JSONL file; a bad line is a GoldError naming `file:line`."""
    rows = read_jsonl(path, TaskRow)
    seen: set[str] = set()
    for row in rows:
        if row.id in seen:
            raise GoldError(f"{path}: task id {row.id!r} appears twice")
        seen.add(row.id)
    if only:
        unknown = sorted(set(only) - seen)
        if unknown:
            raise GoldError(f"{path}: no task with id {', '.join(unknown)}")
        rows = [row for row in rows if row.id in set(only)]
    return rows


__all__ = [
    "GUARDED_KINDS",
    "STATE_KINDS",
    "Check",
    "CheckKind",
    "ScriptStep",
    "SetupCall",
    "TaskRow",
    "read_tasks",
]
