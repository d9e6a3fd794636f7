"""What a person is offered when the router cannot tell what they want.

A vague request near some screens ("settings", "devices") gets those screens, as links
under their catalog titles, and the product's curated requests nearest to it; a request
near no screen ("tell me a joke", "what's the weather in Paris") is out of scope and is
told what the assistant can do, with a few curated requests. Only screens the user's
role may open are offered, never a training utterance, and the words are in the
request's language when the product's file has them (English otherwise).
"""

import re
from pathlib import Path

import numpy as np
import structlog
import yaml
from pydantic import BaseModel, ConfigDict, Field

from navex.embeddings import Encoder
from navex.navigation.catalog import Catalog, Screen
from navex.navigation.index import ScreenIndex, ScreenMatch
from navex.navigation.links import RequestContext, fill

logger = structlog.get_logger(__name__)

DEFAULT_LANGUAGE = "en"
# a few frequent words per language: enough to answer in the request's language
_LANGUAGE_WORDS = {
    "fr": "le la les des une est quel quels quelle où mon ma mes je vous il fait quoi "
    "pourquoi comment bonjour merci blague temps aide",
    "de": "der die das ein eine ist wie wo mein meine ich sie nicht und was wetter hilfe "
    "witz danke hallo bitte",
    "es": "el la los las una es qué que dónde mi mis yo usted cómo hola gracias chiste "
    "tiempo ayuda por",
}


def language_of(text: str) -> str:
    """The request's language among those with a word list, English when unsure."""
    words = re.findall(r"\w+", text.casefold())
    hits = {
        lang: sum(w in listed.split() for w in words) for lang, listed in _LANGUAGE_WORDS.items()
    }
    best = max(hits, key=lambda lang: hits[lang])
    return best if hits[best] > 0 else DEFAULT_LANGUAGE


class CuratedRequest(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    screen: str = Field(description="the catalog screen it opens (its roles apply)")
    text: dict[str, str] = Field(description="the request, per language")

    def said(self, language: str) -> str:
        return self.text.get(language) or self.text[DEFAULT_LANGUAGE]


class SuggestionsFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    fit_similarity: float = Field(
        default=0.5, description="a screen this close (cosine) fits a vague request"
    )
    fit_ranked: tuple[float, float] = Field(
        default=(0.4, 0.3),
        description="(cosine, ranker score): a screen this close that the ranker also "
        "favours this much fits too",
    )
    offered: int = Field(default=4, ge=1, le=8)
    messages: dict[str, dict[str, str]] = Field(default_factory=dict)
    requests: tuple[CuratedRequest, ...] = ()


def read_suggestions(path: Path | None) -> SuggestionsFile:
    if path is None or not path.exists():
        return SuggestionsFile()
    return SuggestionsFile.model_validate(yaml.safe_load(path.read_text()) or {})


class Choice(BaseModel):
    """A clickable choice: a link (`url`) or a request to send as the next message."""

    label: str
    url: str = ""
    mobile_path: str = ""
    value: str = ""


class Suggestion(BaseModel):
    question: str
    options: list[Choice]
    out_of_scope: bool


class Suggestions:
    def __init__(self, spec: SuggestionsFile, index: ScreenIndex, encoder: Encoder) -> None:
        self.spec = spec
        self.index = index
        self.encoder = encoder
        texts = [r.said(DEFAULT_LANGUAGE) for r in spec.requests]
        self._vectors = encoder.encode(texts) if texts else np.zeros((0, encoder.dim))

    async def suggest(self, query: str, vector: np.ndarray, context: RequestContext) -> Suggestion:
        catalog = self.index.catalog
        language = language_of(query)
        if catalog is None:  # the index was not checked: no screens to offer
            return Suggestion(
                question=self._message("unclear", language), options=[], out_of_scope=False
            )
        matches = await self.index.search(query, vector, context.role, k=self.spec.offered)
        fitting = [m for m in matches if self._fits(m)][: max(1, self.spec.offered - 1)]
        allowed = [r for r in self.spec.requests if _opens(catalog, r.screen, context.role)]
        if fitting:
            screens = [catalog.screen(m.screen_name) for m in fitting]
            choices = [_link(screen, context) for screen in screens]
            shown = {c.label for c in choices}
            nearest = self._nearest(vector, allowed)
            choices += [
                Choice(label=r.said(language), value=r.said(language))
                for r in nearest
                if catalog.screen(r.screen).title not in shown
            ]
            logger.info("suggestions_unclear", screens=[s.screen_name for s in screens])
            return Suggestion(
                question=self._message("unclear", language),
                options=choices[: self.spec.offered],
                out_of_scope=False,
            )
        logger.info("suggestions_out_of_scope", best=matches[0].similarity if matches else None)
        return Suggestion(
            question=self._message("out_of_scope", language),
            options=[
                Choice(label=r.said(language), value=r.said(language))
                for r in allowed[: self.spec.offered]
            ],
            out_of_scope=True,
        )

    def _fits(self, match: ScreenMatch) -> bool:
        similarity = match.similarity or 0.0
        near, favoured = self.spec.fit_ranked
        return similarity >= self.spec.fit_similarity or (
            similarity >= near and match.score >= favoured
        )

    def _nearest(self, vector: np.ndarray, allowed: list[CuratedRequest]) -> list[CuratedRequest]:
        if not allowed:
            return []
        position = {id(r): i for i, r in enumerate(self.spec.requests)}
        similarity = self._vectors[[position[id(r)] for r in allowed]] @ vector
        order = np.argsort(-similarity)[:2]
        return [allowed[int(i)] for i in order]

    def _message(self, kind: str, language: str) -> str:
        said = self.spec.messages.get(kind, {})
        fallback = (
            "I'm not sure what you need. Did you mean one of these?"
            if kind == "unclear"
            else "I can't help with that. I help you with this product's screens and actions, "
            "for example:"
        )
        return said.get(language) or said.get(DEFAULT_LANGUAGE) or fallback


def _opens(catalog: Catalog, screen_name: str, role: str) -> bool:
    try:
        return catalog.screen(screen_name).allows_role(role)
    except KeyError:
        return False


def _link(screen: Screen, context: RequestContext) -> Choice:
    """A link to `screen` when the caller's context fills its URL; else its title, sent as
    the next message (the record to open is asked for then)."""
    values = {"hostname": context.hostname, "org_id": context.org_id, "user_id": context.user_id}
    if any(p not in values for p in screen.placeholders()):
        return Choice(label=screen.title, value=screen.title)
    return Choice(
        label=screen.title,
        url=fill(screen.web_url, values),
        mobile_path=fill(screen.mobile_path, values),
    )
