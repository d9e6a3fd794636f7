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
    assistant_caller_cache_seconds: float = Field(
        default=3.0,
        ge=0,
        le=30,
        description="How long the assistant proxy keeps a verified caller's account (active, "
        "role, org) before reading it again: a deactivated or demoted user is refused, or "
        "gets the new role, within this many seconds there (the API reads it on every "
        "request). 0: read on every request.",
    )
    key_refresh_seconds: float = Field(
        default=5.0,
        ge=0,
        description="How often each process re-reads the signing keys, so that a key rotated "
        "by another process signs here within this many seconds (0: on every use).",
    )

    # limits: bad input refused before it does anything (README: Limits)
    redis_url: str | None = Field(
        default=None,
        description="Redis shared by every Acme process for rate limits and sign-in "
        "throttling. Unset: counted in each process.",
    )
    max_body_bytes: int = Field(
        default=256 * 1024,
        ge=1024,
        description="Largest request body (API and console forms); larger ones get 413.",
    )
    rate_limit_user: str = Field(
        default="30/second;600/minute",
        description="API requests per signed-in user (the `limits` notation; `;` between "
        "windows); over it: 429 with Retry-After.",
    )
    login_throttle: bool = Field(
        default=True, description="Throttle failed sign-ins per account and per address."
    )
    login_free_failures_account: int = Field(
        default=5, ge=1, description="Failed sign-ins of one account before backoff starts."
    )
    login_free_failures_address: int = Field(
        default=20, ge=1, description="Failed sign-ins from one address before backoff starts."
    )
    login_backoff_seconds: float = Field(
        default=1.0, gt=0, description="First wait after the free failures; doubles each time."
    )
    login_backoff_max_seconds: float = Field(
        default=900.0, gt=0, description="Longest wait between sign-in attempts."
    )
    login_failure_window_seconds: float = Field(
        default=900.0, gt=0, description="Failures older than this are forgotten."
    )


@lru_cache
def get_settings() -> AcmeSettings:
    return AcmeSettings()
