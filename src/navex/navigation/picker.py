"""Optional LLM pick among the top three screens when their scores are close.

Any OpenAI-compatible chat endpoint. The answer is constrained by a JSON schema whose
enum holds only the candidate names (plus "none"), so a small model cannot invent a
screen; anything else, or any failure, keeps the vector ranking.
"""

import json

import httpx
import structlog

from navex.navigation.catalog import Screen

logger = structlog.get_logger(__name__)

SYSTEM = (
    "You choose which screen of a web product best answers a user's request. "
    'Reply with JSON {"screen": <one of the given names, or "none">}.'
)


class LLMScreenPicker:
    def __init__(
        self, base_url: str, model: str, api_key: str | None = None, timeout: float = 10.0
    ) -> None:
        self.client = httpx.AsyncClient(
            base_url=base_url.rstrip("/"),
            timeout=timeout,
            headers={"Authorization": f"Bearer {api_key}"} if api_key else {},
        )
        self.model = model

    async def pick(self, query: str, candidates: list[Screen]) -> str | None:
        names = [screen.screen_name for screen in candidates]
        listing = "\n".join(f"- {s.screen_name}: {s.title}. {s.description}" for s in candidates)
        body = {
            "model": self.model,
            "temperature": 0,
            "max_tokens": 40,
            "messages": [
                {"role": "system", "content": SYSTEM},
                {"role": "user", "content": f"Request: {query}\n\nScreens:\n{listing}"},
            ],
            "response_format": {
                "type": "json_schema",
                "json_schema": {
                    "name": "screen_choice",
                    "schema": {
                        "type": "object",
                        "properties": {"screen": {"type": "string", "enum": [*names, "none"]}},
                        "required": ["screen"],
                    },
                },
            },
        }
        try:
            response = await self.client.post("/chat/completions", json=body)
            response.raise_for_status()
            content = response.json()["choices"][0]["message"]["content"]
            chosen = json.loads(content).get("screen")
        except (httpx.HTTPError, KeyError, IndexError, ValueError, AttributeError) as exc:
            logger.warning("llm_pick_failed", error=str(exc))
            return None
        return chosen if chosen in names else None

    async def aclose(self) -> None:
        await self.client.aclose()
