"""screens, their embeddings (pgvector) and the index's metadata

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from pgvector.sqlalchemy import Vector

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("CREATE EXTENSION IF NOT EXISTS vector")
    op.create_table(
        "screens",
        sa.Column("screen_name", sa.String(100), primary_key=True),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("section", sa.String(100), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("required_parameters", sa.ARRAY(sa.String(64)), nullable=False),
        sa.Column("web_url", sa.String(500), nullable=False),
        sa.Column("mobile_path", sa.String(500), nullable=False),
        sa.Column("roles", sa.ARRAY(sa.String(32)), nullable=False),
        sa.Column(
            "updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
    )
    op.create_table(
        "screen_embeddings",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "screen_name",
            sa.String(100),
            sa.ForeignKey("screens.screen_name", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("model", sa.String(200), nullable=False),
        sa.Column("dim", sa.Integer(), nullable=False),
        sa.Column("embedding", Vector(384), nullable=False),
    )
    op.create_index("ix_screen_embeddings_screen_name", "screen_embeddings", ["screen_name"])
    op.create_table(
        "index_meta",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("index_meta")
    op.drop_table("screen_embeddings")
    op.drop_table("screens")
