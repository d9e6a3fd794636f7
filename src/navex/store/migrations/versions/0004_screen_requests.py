"""screen_requests: the catalog's labelled requests, embedded for the screen ranker

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-05
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from pgvector.sqlalchemy import Vector

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "screen_requests",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "screen_name",
            sa.String(100),
            sa.ForeignKey("screens.screen_name", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("model", sa.String(200), nullable=False),
        sa.Column("dim", sa.Integer(), nullable=False),
        sa.Column("embedding", Vector(384), nullable=False),
    )
    op.create_index("ix_screen_requests_screen_name", "screen_requests", ["screen_name"])


def downgrade() -> None:
    op.drop_table("screen_requests")
