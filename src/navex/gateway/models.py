"""The gateway's request bodies (unknown fields rejected, every string bounded) and the data
of its SSE events."""

import re
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StringConstraints, field_validator
from pydantic_core import PydanticCustomError

from navex.gateway.auth import ServiceIdentity
from navex.gateway.problems import Problem
from navex.navigation import NavigationResult, RequestContext
from navex.observability.tracing import current_trace_id

MAX_QUERY_CHARS = 16_000  # hard cap; NAVEX_GATEWAY_MAX_QUERY_CHARS is the configured one
THREAD_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"

ThreadId = Annotated[str, StringConstraints(pattern=THREAD_ID_PATTERN)]
Hostname = Annotated[
    str,
    StringConstraints(
        max_length=267,
        # host[:port], or the origin the product is served on (http://host:port)
        pattern=r"^(?:https?://)?[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
        r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(?::[0-9]{1,5})?$",
    ),
]
Platform = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_-]{0,31}$")]


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", str_max_length=MAX_QUERY_CHARS)


class Metadata(_Body):
    """Who the backend says the user is; must agree with the service JWT's claims."""

    user_id: int
    org_id: int
    role: Annotated[str, StringConstraints(min_length=1, max_length=32)] | None = None
    email: Annotated[str, StringConstraints(max_length=320)] | None = None


class Header(_Body):
    """The user's own token, passed through to the tools; never validated or stored here.
    `data_version`, optional: the product's version of everything this user can read, as
    the product read it before sending the request; any write changes it. Navigation's
    reads of the product under the same version are answered from its copies
    (navigation/copies.py)."""

    user_token: Annotated[str, StringConstraints(max_length=8192)] = ""
    data_version: Annotated[str, StringConstraints(min_length=1, max_length=128)] | None = None


class _Caller(_Body):
    hostname: Hostname
    platform: Platform = "web"
    metadata: Metadata
    header: Header = Field(default_factory=Header)

    def context(self, identity: ServiceIdentity) -> RequestContext:
        """The request's context, identity from the verified claims (403 if the body's
        metadata disagrees with them)."""
        meta = self.metadata
        mismatched = [
            name
            for name, ok in (
                ("user_id", meta.user_id == identity.user_id),
                ("org_id", meta.org_id == identity.org_id),
                ("role", meta.role is None or meta.role == identity.role),
                (
                    "email",
                    meta.email is None
                    or identity.email is None
                    or meta.email.strip().lower() == identity.email.strip().lower(),
                ),
            )
            if not ok
        ]
        if mismatched:
            raise Problem(
                403,
                "The request's metadata does not match the service token: "
                + ", ".join(mismatched)
                + ".",
                kind="identity-mismatch",
            )
        return RequestContext(
            hostname=self.hostname,
            user_id=identity.user_id,
            org_id=identity.org_id,
            role=identity.role,
            email=identity.email or meta.email or "",
            user_token=self.header.user_token,
            platform=self.platform,
            data_version=self.header.data_version,
        )


# C0 controls but tab, LF and CR; DEL; C1 controls: no person types them, PostgreSQL
# cannot store NUL, and the rest garble every screen that shows the message
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


class ChatRequest(_Caller):
    """`POST /v1/chat`: the shape of the system navex reproduces."""

    user_query: Annotated[str, StringConstraints(min_length=1, max_length=MAX_QUERY_CHARS)]
    thread_id: ThreadId | None = None

    @field_validator("user_query")
    @classmethod
    def _plain_text(cls, text: str) -> str:
        found = _CONTROL.search(text)
        if found:
            char = found.group()
            name = "NUL (U+0000)" if char == "\x00" else f"U+{ord(char):04X}"
            raise PydanticCustomError(
                "forbidden_character",
                "The message contains the control character {name} at position {position}; "
                "remove it and send the message again.",
                {"name": name, "position": found.start()},
            )
        return text


class ApprovalDecision(_Caller):
    """`POST /v1/approvals/{approval_id}`: the user's answer, with the same caller fields as
    a chat request (the resumed job calls tools with the user's token)."""

    approve: StrictBool
    thread_id: ThreadId | None = None


class GreetingRequest(_Caller):
    """`POST /v1/greeting`: who asks (the suggestions are read with the user's token)."""


# --- event data ----------------------------------------------------------------------------


def navigation_payload(result: NavigationResult) -> dict[str, Any] | None:
    answer = result.answer
    if answer is None:
        return None
    return {
        "screen_name": answer.screen_name,
        "title": answer.title,
        "url": answer.url,
        "mobile_path": answer.mobile_path,
        "score": answer.score,
        "alternatives": [a.model_dump() for a in answer.alternatives],
        "summary": answer.summary,
    }


def final_payload(
    thread_id: str,
    *,
    navigation: dict[str, Any] | None = None,
    execution: dict[str, Any] | None = None,
    clarification: str | None = None,
    options: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The `final` event's data (ARCHITECTURE.md); `options` lists links to choose among
    when a clarification offers some. A paused job's `final` adds `pending_approval`
    (chat.py)."""
    payload: dict[str, Any] = {
        "thread_id": thread_id,
        "navigation": navigation,
        "execution": execution,
        "clarification": clarification,
    }
    if options:
        payload["options"] = options
    trace_id = current_trace_id()
    if trace_id is not None:  # tracing on: the request's trace, to find it in a trace viewer
        payload["trace_id"] = trace_id
    return payload
