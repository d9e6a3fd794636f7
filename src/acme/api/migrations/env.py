"""Alembic environment: runs Acme's migrations against the URL the caller configured."""

from alembic import context
from sqlalchemy import create_engine, pool

from acme.api.models import Base

config = context.config


def run_migrations_online() -> None:
    url = config.get_main_option("sqlalchemy.url")
    assert url, "migrate() sets sqlalchemy.url"
    engine = create_engine(url, poolclass=pool.NullPool)
    with engine.connect() as connection:
        context.configure(connection=connection, target_metadata=Base.metadata)
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run_migrations_online()
