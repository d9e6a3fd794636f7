"""a version of each org's data, for conditional list reads

`orgs.data_version` goes up, in the same transaction, whenever a row the org owns is
inserted, updated or deleted (a trigger on every org-owned table, so that no write path
can forget it). A list answers with an ETag made of it, and a client that sends the ETag
back (If-None-Match) gets 304 without the list being read again: the navex gateway's
record lookups read the same lists over and over.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02 14:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ORG_OWNED = (
    "teams",
    "users",
    "manufacturers",
    "categories",
    "products",
    "sites",
    "devices",
    "alerts",
    "alert_rules",
    "work_orders",
    "invoices",
)

BUMP = """
CREATE FUNCTION acme_bump_org_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE orgs SET data_version = data_version + 1 WHERE id = OLD.org_id;
    END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.org_id IS DISTINCT FROM OLD.org_id) THEN
        UPDATE orgs SET data_version = data_version + 1 WHERE id = NEW.org_id;
    END IF;
    RETURN NULL;
END
$$
"""


def upgrade() -> None:
    op.add_column(
        "orgs", sa.Column("data_version", sa.BigInteger(), server_default="0", nullable=False)
    )
    op.execute(BUMP)
    for table in ORG_OWNED:
        op.execute(
            f"CREATE TRIGGER {table}_bump_org_data_version "
            f"AFTER INSERT OR UPDATE OR DELETE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION acme_bump_org_data_version()"
        )


def downgrade() -> None:
    for table in ORG_OWNED:
        op.execute(f"DROP TRIGGER {table}_bump_org_data_version ON {table}")
    op.execute("DROP FUNCTION acme_bump_org_data_version()")
    op.drop_column("orgs", "data_version")
