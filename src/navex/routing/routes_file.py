"""The router's examples as a product writes them: routes.yaml, and the labelled requests
of the file its `requests_file` names.

routes.yaml lists example utterances per route, written by hand, and for execution the
tool each one calls (its intent). The requests file holds requests that users of the
product made, each labelled with its route and, for execution, its tool (for Acme: the
execution and unclear rows of the development gold sets, datasets/acme/build_requests.py).
Navigation requests are the catalog's (`Catalog.requests`, labelled with their screen), so
this file holds only the other two routes. Unlike the utterances, requests are never shown
to anyone or used as benign examples elsewhere; an evaluation holds out the ones it scores.
"""

from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from navex.json_lines import json_lines

Route = Literal["navigation", "execution", "unclear"]
ROUTES: tuple[Route, ...] = ("navigation", "execution", "unclear")


class RouteSpec(BaseModel):
    description: str = ""
    utterances: list[str] = Field(default_factory=list)
    intents: dict[str, list[str]] = Field(
        default_factory=dict, description="utterances by intent (for execution: the tool)"
    )

    @model_validator(mode="after")
    def _has_utterances(self) -> "RouteSpec":
        if not self.utterances and not any(self.intents.values()):
            raise ValueError("a route needs at least one utterance")
        return self

    def all_utterances(self) -> list[str]:
        return self.utterances + [text for texts in self.intents.values() for text in texts]


class RouteRequest(BaseModel):
    """A request a user of the product made, labelled with its route (and for execution,
    with the tool that carries it out, when known)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    query: str = Field(min_length=1)
    route: Literal["execution", "unclear"]
    intent: str | None = Field(default=None, description="execution: the tool; else none")
    source: str | None = Field(default=None, description="Where it was taken from (a gold row)")


class RoutesFile(BaseModel):
    routes: dict[Route, RouteSpec]
    requests: tuple[RouteRequest, ...] = Field(
        default=(), description="Labelled requests, read from the file's `requests_file`"
    )

    @model_validator(mode="after")
    def _one_label_per_text(self) -> "RoutesFile":
        """A text listed under two routes or two intents would teach two answers."""
        label_of: dict[str, str] = {}
        for route, spec in self.routes.items():
            listed = [(text, route) for text in spec.utterances] + [
                (text, f"{route}:{intent}")
                for intent, texts in spec.intents.items()
                for text in texts
            ]
            for text, label in listed:
                first = label_of.setdefault(text.casefold(), label)
                if first != label:
                    raise ValueError(f"{text!r} is listed under {first} and {label}")
        return self

    @model_validator(mode="after")
    def _requests_name_intents(self) -> "RoutesFile":
        """A request's intent is one its route lists (an execution request's tool is one
        of the tools routes.yaml teaches); an unclear request has none."""
        for number, request in enumerate(self.requests, 1):
            spec = self.routes.get(request.route)
            known = spec.intents if spec is not None else {}
            if request.intent is not None and request.intent not in known:
                raise ValueError(
                    f"request {number} ({request.query!r}): no {request.route} intent "
                    f"{request.intent}"
                )
        return self

    def utterances(self) -> dict[Route, list[str]]:
        """Every utterance of each route, with or without an intent."""
        return {name: spec.all_utterances() for name, spec in self.routes.items()}

    def intents(self) -> dict[str, str]:
        """The intent of each utterance that names one, keyed by its casefolded text."""
        return {
            text.casefold(): intent
            for spec in self.routes.values()
            for intent, texts in spec.intents.items()
            for text in texts
        }


def read_routes(path: Path) -> RoutesFile:
    """routes.yaml at `path` with the labelled requests of its `requests_file` (a path
    beside it); a bad request line names its file and number."""
    data = yaml.safe_load(path.read_text())
    requests_file = data.pop("requests_file", None) if isinstance(data, dict) else None
    if requests_file is not None:
        requests_path = path.parent / requests_file
        data["requests"] = json_lines(requests_path, requests_path.read_bytes())
    return RoutesFile.model_validate(data)


def load_routes(path: Path) -> dict[Route, list[str]]:
    """Every utterance of each route, with or without an intent."""
    return read_routes(path).utterances()
