"""The record a navigation link opens, named as people name it ("device GS-1020 ·
Loading dock"), so that an answer can say which record it opens rather than show
"/orgs/1/devices/20".

The link's path is matched against its screen's URL template; the last placeholder that
is a record parameter of the catalog names the record, which is read by id through the
product's API with the user's token (one call; none when the screen opens no record, or
when a copy read under the request's data version holds it).
Labels come from the parameter's `label_fields`, in their order. A record that a list
read of the same request (the navigator's, for the same user, in a list or by id) already
holds is named from it, without another call.
"""

import asyncio
import re
from typing import Any, TypedDict
from urllib.parse import urlsplit

import httpx
import structlog

from navex.navigation import RecordLookup, RequestContext, known_record
from navex.navigation.catalog import Catalog

logger = structlog.get_logger(__name__)

TIMEOUT_SECONDS = 2.0
_PLACEHOLDER = re.compile(r"{([a-z_]+)}")


class RecordName(TypedDict):
    noun: str
    names: list[str]


def path_values(template: str, url: str) -> dict[str, str]:
    """The placeholders' values in `url`'s path, by `template` (empty when it differs)."""
    template_path = urlsplit(template.replace("{hostname}", "host")).path
    pattern = ""
    position = 0
    for match in _PLACEHOLDER.finditer(template_path):
        pattern += re.escape(template_path[position : match.start()])
        pattern += f"(?P<{match.group(1)}>[^/]+)"
        position = match.end()
    pattern += re.escape(template_path[position:])
    found = re.fullmatch(pattern, urlsplit(url).path)
    return dict(found.groupdict()) if found else {}


class RecordNamer:
    def __init__(self, catalog: Catalog | None, lookup: RecordLookup | None) -> None:
        self.catalog = catalog
        self.lookup = lookup

    async def name(self, screen_name: str, url: str, context: RequestContext) -> RecordName | None:
        if self.catalog is None or self.lookup is None:
            return None
        try:
            screen = self.catalog.screen(screen_name)
        except KeyError:
            return None
        values = path_values(screen.web_url, url)
        named = [p for p in values if p in self.catalog.parameters]
        if not named:
            return None
        parameter = self.catalog.parameters[named[-1]]
        if not parameter.api_path or not parameter.label_fields:
            return None
        record_id = values[named[-1]]
        record = known_record(parameter.api_path, context.user_token, record_id)
        if record is None:
            record = await self._read(f"{parameter.api_path}/{record_id}", context)
        if record is None:
            return None
        names = [str(record[f]) for f in parameter.label_fields if record.get(f)]
        return RecordName(noun=parameter.noun, names=names) if names else None

    async def _read(self, path: str, context: RequestContext) -> dict[str, Any] | None:
        assert self.lookup is not None
        try:
            async with asyncio.timeout(TIMEOUT_SECONDS):
                body = await self.lookup.read(path, context.user_token)
        except (TimeoutError, httpx.HTTPError, ValueError) as exc:
            logger.warning("record_name_lookup_failed", path=path, error=repr(exc))
            return None
        return body if isinstance(body, dict) else None
