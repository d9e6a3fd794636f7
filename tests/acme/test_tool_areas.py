"""The MCP tool server's tools live one module per area, each with a `register(mcp)`:
an area registers alone on a server of its own (so it can be tested alone), and the areas
together are the server's 14 tools, each registered once."""

from fastmcp import Client, FastMCP

from acme.tools import TOOL_NAMES
from acme.tools.server import AREAS


async def test_each_area_registers_its_own_tools_alone() -> None:
    seen: list[str] = []
    for area in AREAS:
        mcp = FastMCP(area.__name__)
        area.register(mcp)
        async with Client(mcp) as client:
            names = [tool.name for tool in await client.list_tools()]
        assert names, area.__name__
        seen += names
    assert len(seen) == len(set(seen)) == 14
    assert set(seen) == set(TOOL_NAMES)
