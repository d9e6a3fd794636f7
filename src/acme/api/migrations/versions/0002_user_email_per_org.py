"""e-mail addresses unique per org, not across orgs

An org's admin inviting an address that has an account in another org got 409, a new
address 201: any tenant could probe which addresses exist elsewhere. An account belongs
to one org, so the address need only be unique within it; the same person in two orgs
has two accounts. Sign-in picks the account whose password matches (README: Limits).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-08 18:00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_constraint("users_email_key", "users", type_="unique")
    op.create_unique_constraint("users_org_id_email_key", "users", ["org_id", "email"])
    op.create_index("ix_users_email", "users", ["email"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_users_email", table_name="users")
    op.drop_constraint("users_org_id_email_key", "users", type_="unique")
    op.create_unique_constraint("users_email_key", "users", ["email"])
