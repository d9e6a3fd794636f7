"""Alembic environment for navex's own tables."""

from alembic import context
from sqlalchemy import create_engine, pool, text

from navex.store.schema import metadata

url = context.config.get_main_option("sqlalchemy.url")
assert url, "migrate() sets sqlalchemy.url"
engine = create_engine(url, poolclass=pool.NullPool)
with engine.connect() as connection:
    context.configure(connection=connection, target_metadata=metadata)
    with context.begin_transaction():
        # one process at a time (replicas or `navex serve --workers` started together on a
        # new database): the others wait here, then find the schema at head
        connection.execute(text("SELECT pg_advisory_xact_lock(hashtext('navex-migrations'))"))
        context.run_migrations()
engine.dispose()
