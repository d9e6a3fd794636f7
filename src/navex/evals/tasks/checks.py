"""The judge of a task's checks: the product's state read over its REST API as the given
users, and what the conversation's finals say.

`exists` passes when the listed items are non-empty and their JSON holds every string of
`contains`; `absent` when the list is empty (a 404 too); `unchanged` when, after the task,
the list is still non-empty and still holds every string (which the before-snapshot must
hold too, else the check itself is wrong and fails). Strings match case-insensitively in
the JSON text of the items (`json.dumps` with its default separators, so `"role":
"viewer"` matches one field). `final_has` passes when that field of the last `final` is
not null; `final_says` when the last final's text (summary, question, or the screen's
title, URL and short answer) holds one of `any`; `final_not_says` when no final of the
conversation holds any of them; `asked` when a final asked the user a question on the way.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from navex.evals.tasks.conversation import Conversation, Session
from navex.evals.tasks.dataset import STATE_KINDS, Check
from navex.evals.tasks.words import final_text


def _items(body: Any) -> list[Any]:
    if isinstance(body, dict) and isinstance(body.get("items"), list):
        return list(body["items"])
    if isinstance(body, list):
        return body
    return [body] if body else []


def _missing(items: list[Any], strings: Sequence[str]) -> list[str]:
    text = json.dumps(items, ensure_ascii=False, default=str).casefold()
    return [s for s in strings if s.casefold() not in text]


async def read_list(session: Session, check: Check) -> list[Any] | str:
    """The items a state check reads, or why they could not be read."""
    assert check.path is not None and check.as_user is not None
    status, body = await session.get(check.path, check.as_user)
    if status == 404:
        return []
    if status != 200:
        return f"HTTP {status}"
    return _items(body)


def judge_words_check(check: Check, talk: Conversation) -> str | None:
    """Why a check on the conversation's words failed, or None."""
    ending = talk.ending or {}
    if check.kind == "final_has":
        assert check.field is not None
        return None if ending.get(check.field) else f"the final answer has no {check.field}"
    if check.kind == "asked":
        return None if talk.asked else "no question was asked"
    wanted = [s.casefold() for s in check.any]
    if check.kind == "final_says":
        text = final_text(ending).casefold()
        return None if any(s in text for s in wanted) else "says none of them"
    said = [s for final in talk.finals for s in wanted if s in final_text(final).casefold()]
    return f"says {sorted(set(said))}" if said else None


async def judge_check(
    check: Check, session: Session, talk: Conversation, before: list[Any] | str | None
) -> str | None:
    """Why `check` failed, or None."""
    if check.kind not in STATE_KINDS:
        return judge_words_check(check, talk)
    after = await read_list(session, check)
    if isinstance(after, str):
        return f"read failed: {after}"
    if check.kind == "absent":
        return None if not after else f"{len(after)} item(s) found"
    if check.kind == "unchanged" and (
        isinstance(before, str) or not before or _missing(before, check.contains)
    ):
        return "the before-state does not hold the strings: the check is wrong"
    if not after:
        return "nothing found"
    missing = _missing(after, check.contains)
    return f"missing {missing}" if missing else None


__all__ = ["judge_check", "judge_words_check", "read_list"]
