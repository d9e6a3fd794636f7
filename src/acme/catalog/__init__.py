"""Acme's navigation catalog: every screen of the console, loaded once from navigation.json."""

import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

CATALOG_PATH = Path(__file__).with_name("navigation.json")
HOST_PREFIX = "https://{hostname}"

Role = Literal["admin", "operator", "viewer"]
_PLACEHOLDER = re.compile(r"{([a-z_]+)}")


class Screen(BaseModel):
    """One page of the console and how to reach it."""

    model_config = ConfigDict(frozen=True)

    screen_name: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    title: str
    section: str
    description: str
    required_parameters: tuple[str, ...] = ()
    web_url: str
    mobile_path: str
    roles: tuple[Role, ...]

    @property
    def path_template(self) -> str:
        """The web URL without scheme and host, e.g. `/orgs/{org_id}/devices/{device_id}`."""
        return self.web_url.removeprefix(HOST_PREFIX) or "/"

    @property
    def path_parameters(self) -> tuple[str, ...]:
        return tuple(_PLACEHOLDER.findall(self.path_template))

    def path(self, **params: object) -> str:
        """The concrete path with `params` filled in (each one must be given)."""
        return _PLACEHOLDER.sub(lambda m: str(params[m.group(1)]), self.path_template)

    def allows(self, role: str) -> bool:
        return role in self.roles


class Catalog(BaseModel):
    model_config = ConfigDict(frozen=True)

    version: int
    screens: tuple[Screen, ...]

    def screen(self, name: str) -> Screen:
        for screen in self.screens:
            if screen.screen_name == name:
                return screen
        raise KeyError(name)

    def sections(self) -> list[str]:
        """Section names in catalog order."""
        return list(dict.fromkeys(screen.section for screen in self.screens))


@lru_cache
def load_catalog(path: Path = CATALOG_PATH) -> Catalog:
    """The catalog at `path` (Acme's own by default), parsed and validated once."""
    return Catalog.model_validate_json(path.read_bytes())


__all__ = ["CATALOG_PATH", "Catalog", "Screen", "load_catalog"]
