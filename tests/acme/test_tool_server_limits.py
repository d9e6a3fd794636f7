"""The MCP tool server refuses an oversized body before reading it (issue #14: every body
has a size limit), declared or streamed, and still serves a normal call."""

from collections.abc import AsyncIterator

import httpx

from conftest import DEMO_PASSWORD

HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


async def test_an_oversized_body_is_413_before_it_is_read(mcp_url: str, live_acme: str) -> None:
    async with httpx.AsyncClient(timeout=30) as http:
        token = (
            await http.post(
                f"{live_acme}/api/auth/login",
                json={"email": "alice@acme.example", "password": DEMO_PASSWORD},
            )
        ).json()["access_token"]
        auth = {**HEADERS, "Authorization": f"Bearer {token}"}
        padding = "x" * (300 * 1024)  # over the default 256 KiB
        big = (
            '{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_pad": "'
            + padding
            + '"}}'
        )
        declared = await http.post(mcp_url, content=big, headers=auth)
        assert declared.status_code == 413, declared.text
        assert "larger than" in declared.text

        async def chunks() -> AsyncIterator[bytes]:  # no Content-Length: counted as it comes
            data = big.encode()
            for start in range(0, len(data), 16 * 1024):
                yield data[start : start + 16 * 1024]

        streamed = await http.post(mcp_url, content=chunks(), headers=auth)
        assert streamed.status_code == 413, streamed.text

        small = '{"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}'
        listed = await http.post(mcp_url, content=small, headers=auth)
        assert listed.status_code == 200, listed.text
        assert "search_records" in listed.text
