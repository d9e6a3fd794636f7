"""Alembic environment for navex's own tables."""

from alembic import context
from sqlalchemy import create_engine, pool

from navex.store.schema import metadata

url = context.config.get_main_option("sqlalchemy.url")
assert url, "migrate() sets sqlalchemy.url"
engine = create_engine(url, poolclass=pool.NullPool)
with engine.connect() as connection:
    context.configure(connection=connection, target_metadata=metadata)
    with context.begin_transaction():
        context.run_migrations()
engine.dispose()
