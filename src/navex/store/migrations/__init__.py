"""Alembic migrations for navex's schema (`navex ingest` and `navex serve` apply them)."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy.engine import make_url


def migrate(url: str) -> None:
    """Bring the database at `url` to the newest schema."""
    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent))
    sync_url = make_url(url).set(drivername="postgresql+psycopg")
    config.set_main_option(
        "sqlalchemy.url", sync_url.render_as_string(hide_password=False).replace("%", "%%")
    )
    command.upgrade(config, "head")
