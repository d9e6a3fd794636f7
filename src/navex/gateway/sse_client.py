"""The project's one reader of server-sent events, as a browser's EventSource reads them.

Used wherever navex reads its own streams (`navex eval tasks`, the tests): `event:` and
`data:` fields, a blank line ends an event, `:` lines (pings) are comments, every `data`
is JSON. No server code is imported here.
"""

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx

SseEvent = tuple[str, dict[str, Any]]


class IncompleteEventError(ValueError):
    """The stream ended in the middle of an event (data without its closing blank line)."""


async def read_sse(response: httpx.Response) -> AsyncIterator[SseEvent]:
    """(event, data) pairs of a streamed response, as they arrive. An event without a
    name is a `message`; a stream that ends inside an event raises IncompleteEventError."""
    name, data = "message", list[str]()
    async for line in response.aiter_lines():
        if line == "":
            if data:
                yield name, json.loads("\n".join(data))
            name, data = "message", []
        elif not line.startswith(":"):
            key, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if key == "event":
                name = value
            elif key == "data":
                data.append(value)
    if data:
        raise IncompleteEventError("the stream ended in the middle of an event")


async def collect_sse(response: httpx.Response) -> list[SseEvent]:
    """Every (event, data) pair of the stream, once it has ended."""
    return [event async for event in read_sse(response)]


__all__ = ["IncompleteEventError", "SseEvent", "collect_sse", "read_sse"]
