"""One task's conversation through Acme's assistant proxy, as the browser holds it: the
message, then the task's answer to each approval request and its `reply` to a question,
each in the same thread, until a `final` that asks nothing more."""

from __future__ import annotations

import asyncio
from typing import Any, Literal

import httpx
from pydantic import BaseModel, Field

from navex.evals.tasks.dataset import TaskRow
from navex.gateway.sse_client import IncompleteEventError, read_sse
from navex.navigation.records import retry_after_seconds

DEMO_PASSWORD = "demo-password"
CHAT = "/api/assistant/chat"
MAX_TURNS = 8  # the message, a reply, and a few approvals
READ_RETRIES = 3  # a judge's read answered 429 waits its Retry-After, this many times
LONGEST_WAIT_S = 5.0


class TaskFailure(Exception):
    """The task could not be run as written (a sign-in or a setup call failed)."""


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Session:
    """Sign-ins for one task (fresh data: tokens are not kept across tasks)."""

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self.tokens: dict[str, str] = {}

    async def token(self, email: str) -> str:
        if email not in self.tokens:
            response = await self.http.post(
                "/api/auth/login", json={"email": email, "password": DEMO_PASSWORD}
            )
            if response.status_code != 200:
                raise TaskFailure(f"sign-in as {email}: HTTP {response.status_code}")
            self.tokens[email] = str(response.json()["access_token"])
        return self.tokens[email]

    async def get(self, path: str, email: str) -> tuple[int, Any]:
        """A read as `email`; over the user's API rate (429) it waits as Retry-After says,
        like any client, so that a burst of the attack suite does not fail a judge's read."""
        headers = bearer(await self.token(email))
        response = await self.http.get(path, headers=headers)
        for _ in range(READ_RETRIES):
            if response.status_code != 429:
                break
            await asyncio.sleep(retry_after_seconds(response, LONGEST_WAIT_S))
            response = await self.http.get(path, headers=headers)
        try:
            body = response.json()
        except ValueError:
            body = response.text
        return response.status_code, body


class Conversation(BaseModel):
    """What happened in one task's thread."""

    route: str | None = Field(default=None, description="The message's route.")
    finals: list[dict[str, Any]] = Field(
        default_factory=list, description="Every `final` event's data, in order."
    )
    jobs: list[int] = Field(
        default_factory=list,
        description="For each final, the job it belongs to: 0 for the message's (its "
        "approvals and its reply continue it), 1 for the follow-up's.",
    )
    ending: dict[str, Any] | None = Field(
        default=None,
        description="The last final; {'error': ...} when the stream ended on an error; "
        "a paused final (or nothing) plus `approval_required` when an approval was left "
        "unanswered.",
    )
    user_texts: list[str] = Field(default_factory=list, description="What the user wrote.")
    asked: list[str] = Field(default_factory=list, description="The questions the user was asked.")
    approvals: list[Literal["approve", "deny", "unanswered"]] = Field(default_factory=list)
    replied: bool = Field(default=False, description="Whether the task's reply was sent.")

    @property
    def thread_id(self) -> str | None:
        """The thread, when the conversation may go on there (it ended on a final)."""
        ending = self.ending or {}
        if "error" in ending or "approval_required" in ending:
            return None
        return ending.get("thread_id")


Request = tuple[str, dict[str, Any]]


async def _turn(
    http: httpx.AsyncClient, token: str, request: Request, talk: Conversation, job: int
) -> dict[str, Any] | None:
    """The approval this stream asked for, or None; its ending goes to `talk`. The stream
    is read to its end: a paused job's `final` follows its approval_required."""
    path, body = request
    async with http.stream("POST", path, json=body, headers=bearer(token)) as response:
        if response.status_code != 200:
            await response.aread()
            talk.ending = {"error": {"status": response.status_code, "body": response.text}}
            return None
        asked: dict[str, Any] | None = None
        talk.ending = None
        try:
            async for name, data in read_sse(response):
                if name == "route":
                    talk.route = talk.route or data.get("route")
                elif name == "final":
                    talk.ending = data
                    talk.finals.append(data)
                    talk.jobs.append(job)
                    if data.get("clarification"):
                        talk.asked.append(str(data["clarification"]))
                elif name == "error":
                    talk.ending = {"error": data}
                elif name == "approval_required":
                    asked = data
        except IncompleteEventError as exc:
            talk.ending = {"error": str(exc)}
    return asked


async def _job(
    http: httpx.AsyncClient, token: str, task: TaskRow, talk: Conversation, request: Request
) -> None:
    """One job: a message, then the task's approval for each approval request and its
    `reply` to the first question (in the same thread), until nothing more is asked."""
    job = len(set(talk.jobs))
    talk.user_texts.append(str(request[1]["message"]))
    for _ in range(MAX_TURNS):
        asked = await _turn(http, token, request, talk, job)
        ending = talk.ending or {}
        if asked is not None:
            if task.approval is None:
                talk.approvals.append("unanswered")
                talk.ending = {**ending, "approval_required": asked}
                return
            talk.approvals.append(task.approval)
            decision = {"approve": task.approval == "approve"}
            request = (f"/api/assistant/approvals/{asked['approval_id']}", decision)
        elif ending.get("clarification") and task.reply and not talk.replied and talk.thread_id:
            talk.replied = True
            talk.user_texts.append(task.reply)
            request = (CHAT, {"message": task.reply, "thread_id": talk.thread_id})
        else:
            return
    talk.ending = {"error": "too many turns in a row"}


async def converse(http: httpx.AsyncClient, token: str, task: TaskRow) -> Conversation:
    """The task's conversation: its message (with approvals and reply), then, when that
    ended on a final, its `follow_up` in the same thread (a new job)."""
    talk = Conversation()
    await _job(http, token, task, talk, (CHAT, {"message": task.message}))
    if task.follow_up and talk.thread_id:
        await _job(
            http,
            token,
            task,
            talk,
            (CHAT, {"message": task.follow_up, "thread_id": talk.thread_id}),
        )
    return talk


__all__ = ["CHAT", "DEMO_PASSWORD", "Conversation", "Session", "TaskFailure", "bearer", "converse"]
