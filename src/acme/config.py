"""All of Acme's settings, read from ACME_* environment variables (and `.env`)."""

from functools import lru_cache
from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class AcmeSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ACME_", env_file=".env", extra="ignore")

    database_url: str | None = Field(
        default=None,
        description="Any PostgreSQL URL. Unset: an embedded server under data_dir.",
    )
    data_dir: Path = Field(
        default=Path(".navex"),
        validation_alias=AliasChoices("ACME_DATA_DIR", "NAVEX_DATA_DIR"),
        description="Where the embedded PostgreSQL keeps its files.",
    )
    issuer: str = "acme"
    audience: str = "acme-api"
    token_ttl_seconds: int = Field(default=3600, ge=30)
    bcrypt_rounds: int = Field(default=12, ge=4, le=16)
    public_host: str = Field(
        default="localhost:8000",
        description="host[:port] the console is served on; orgs live at <slug>.<public_host>.",
    )
    assistant_url: str | None = Field(
        default="http://127.0.0.1:8100",
        description="Base URL of the navex gateway the console proxies /api/assistant/* to.",
    )
    service_audience: str = Field(
        default="navex-gateway",
        description="`aud` of the short-lived service JWTs Acme signs for the gateway.",
    )


@lru_cache
def get_settings() -> AcmeSettings:
    return AcmeSettings()
