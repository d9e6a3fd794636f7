"""policy gateway: approvals, tool idempotency and the audit log

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "approvals",
        sa.Column("approval_id", sa.String(64), primary_key=True),
        sa.Column("idempotency_key", sa.String(64), nullable=False, unique=True),
        sa.Column("request_id", sa.String(200), nullable=False),
        sa.Column("thread_id", sa.String(200), nullable=False),
        sa.Column("org_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("email", sa.String(320), nullable=False),
        sa.Column("role", sa.String(32), nullable=False),
        sa.Column("tool", sa.String(200), nullable=False),
        sa.Column("tool_version", sa.String(32)),
        sa.Column("tool_call_id", sa.String(200), nullable=False),
        sa.Column("arguments", JSONB(), nullable=False),
        sa.Column("args_hash", sa.String(64), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False, server_default="pending"),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.Column("decided_at", sa.DateTime(timezone=True)),
        sa.Column("consumed_at", sa.DateTime(timezone=True)),
        sa.CheckConstraint(
            "status IN ('pending', 'approved', 'denied')", name="ck_approvals_status"
        ),
    )
    op.create_index("ix_approvals_org_thread", "approvals", ["org_id", "thread_id"])
    op.create_table(
        "tool_idempotency",
        sa.Column("idempotency_key", sa.String(64), primary_key=True),
        sa.Column("org_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("thread_id", sa.String(200), nullable=False),
        sa.Column("tool_call_id", sa.String(200), nullable=False),
        sa.Column("tool", sa.String(200), nullable=False),
        sa.Column("args_hash", sa.String(64), nullable=False),
        sa.Column("result", JSONB()),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
    )
    op.create_table(
        "audit_log",
        sa.Column("id", sa.BigInteger(), sa.Identity(), primary_key=True),
        sa.Column("request_id", sa.String(200), nullable=False),
        sa.Column("thread_id", sa.String(200), nullable=False),
        sa.Column("org_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("email", sa.String(320), nullable=False),
        sa.Column("role", sa.String(32), nullable=False),
        sa.Column("tool", sa.String(200), nullable=False),
        sa.Column("tool_version", sa.String(32)),
        sa.Column("tool_call_id", sa.String(200)),
        sa.Column("arguments", JSONB(), nullable=False),
        sa.Column("outcome", sa.String(32), nullable=False),
        sa.Column("error", sa.Text()),
        sa.Column("approval_id", sa.String(64)),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column(
            "finished_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
    )
    op.create_index("ix_audit_log_org_started", "audit_log", ["org_id", "started_at"])
    op.create_index("ix_audit_log_org_thread", "audit_log", ["org_id", "thread_id"])


def downgrade() -> None:
    op.drop_table("audit_log")
    op.drop_table("tool_idempotency")
    op.drop_table("approvals")
