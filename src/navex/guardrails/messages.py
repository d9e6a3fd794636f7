"""Messages from a client: only the `user` role.

The system prompt and tool results are the server's own: a client that sends a
`system`, `developer`, `tool` or `assistant` message is trying to write them, so the
request is refused (as a 400 problem) rather than the message quietly dropped.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

CLIENT_ROLES = frozenset({"user"})


class ClientMessage(BaseModel):
    model_config = ConfigDict(extra="ignore")

    role: str
    content: str


class ForbiddenRoleError(ValueError):
    """A client sent a message with a role only the server may use."""

    code = "forbidden_role"
    status = 400

    def __init__(self, role: str, index: int) -> None:
        self.role = role
        self.index = index
        super().__init__(
            f"message {index} has role {role!r}: a client may only send 'user' messages"
        )

    def problem(self) -> dict[str, Any]:
        """An RFC 9457 problem body for the gateway's `error` event or response."""
        return {
            "type": "about:blank",
            "title": "Forbidden message role",
            "status": self.status,
            "detail": str(self),
            "code": self.code,
            "role": self.role,
            "index": self.index,
        }


def check_messages(
    messages: Sequence[ClientMessage | Mapping[str, Any]],
) -> list[ClientMessage]:
    """The messages as `ClientMessage`s; raises ForbiddenRoleError at the first message
    whose role is not `user` (compared case-insensitively, spaces stripped)."""
    checked: list[ClientMessage] = []
    for index, message in enumerate(messages):
        parsed = (
            message if isinstance(message, ClientMessage) else ClientMessage.model_validate(message)
        )
        if parsed.role.strip().lower() not in CLIENT_ROLES:
            raise ForbiddenRoleError(parsed.role, index)
        checked.append(parsed)
    return checked
