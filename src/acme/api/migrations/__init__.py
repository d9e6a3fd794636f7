"""Alembic migrations for Acme's schema; run them with `acme migrate`."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy.engine import make_url


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent))
    sync_url = make_url(url).set(drivername="postgresql+psycopg")
    # Alembic's config is an INI file: a literal % must be doubled.
    rendered = sync_url.render_as_string(hide_password=False).replace("%", "%%")
    config.set_main_option("sqlalchemy.url", rendered)
    return config


def migrate(url: str) -> None:
    """Bring the database at `url` to the newest schema."""
    command.upgrade(alembic_config(url), "head")
