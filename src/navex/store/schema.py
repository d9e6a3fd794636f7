"""navex's tables. Vectors carry the model and dimension they were made with."""

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    ARRAY,
    Column,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    func,
)

DEFAULT_DIM = 384
metadata = MetaData()

screens = Table(
    "screens",
    metadata,
    Column("screen_name", String(100), primary_key=True),
    Column("title", String(200), nullable=False),
    Column("section", String(100), nullable=False),
    Column("description", Text, nullable=False),
    Column("required_parameters", ARRAY(String(64)), nullable=False),
    Column("web_url", String(500), nullable=False),
    Column("mobile_path", String(500), nullable=False),
    Column("roles", ARRAY(String(32)), nullable=False),
    Column("updated_at", DateTime(timezone=True), server_default=func.now(), nullable=False),
)

screen_embeddings = Table(
    "screen_embeddings",
    metadata,
    Column("id", Integer, primary_key=True),
    Column(
        "screen_name",
        String(100),
        ForeignKey("screens.screen_name", ondelete="CASCADE"),
        nullable=False,
        index=True,
    ),
    Column("kind", String(32), nullable=False),
    Column("text", Text, nullable=False),
    Column("model", String(200), nullable=False),
    Column("dim", Integer, nullable=False),
    Column("embedding", Vector(DEFAULT_DIM), nullable=False),
)

screen_requests = Table(
    "screen_requests",
    metadata,
    Column("id", Integer, primary_key=True),
    Column(
        "screen_name",
        String(100),
        ForeignKey("screens.screen_name", ondelete="CASCADE"),
        nullable=False,
        index=True,
    ),
    Column("text", Text, nullable=False),
    Column("model", String(200), nullable=False),
    Column("dim", Integer, nullable=False),
    Column("embedding", Vector(DEFAULT_DIM), nullable=False),
)
"""The catalog's labelled requests, embedded: the screen ranker learns from them; the
cosine search never reads them (navex.navigation.ranker)."""

index_meta = Table(
    "index_meta",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

# --- policy gateway: approvals, idempotency, audit (navex.policy) ----------------------

from sqlalchemy import BigInteger, CheckConstraint, Identity, Index  # noqa: E402
from sqlalchemy.dialects.postgresql import JSONB  # noqa: E402

approvals = Table(
    "approvals",
    metadata,
    Column("approval_id", String(64), primary_key=True),
    # one approval per (user, thread, tool call, arguments): asking again finds it
    Column("idempotency_key", String(64), nullable=False, unique=True),
    Column("request_id", String(200), nullable=False),
    Column("thread_id", String(200), nullable=False),
    Column("org_id", BigInteger, nullable=False),
    Column("user_id", BigInteger, nullable=False),
    Column("email", String(320), nullable=False),
    Column("role", String(32), nullable=False),
    Column("tool", String(200), nullable=False),
    Column("tool_version", String(32)),
    Column("tool_call_id", String(200), nullable=False),
    Column("arguments", JSONB, nullable=False),
    Column("args_hash", String(64), nullable=False),
    Column("summary", Text, nullable=False),
    Column("status", String(16), nullable=False, server_default="pending"),
    Column("created_at", DateTime(timezone=True), server_default=func.now(), nullable=False),
    Column("decided_at", DateTime(timezone=True)),
    Column("consumed_at", DateTime(timezone=True)),
    CheckConstraint("status IN ('pending', 'approved', 'denied')", name="ck_approvals_status"),
    Index("ix_approvals_org_thread", "org_id", "thread_id"),
)

tool_idempotency = Table(
    "tool_idempotency",
    metadata,
    Column("idempotency_key", String(64), primary_key=True),
    Column("org_id", BigInteger, nullable=False),
    Column("user_id", BigInteger, nullable=False),
    Column("thread_id", String(200), nullable=False),
    Column("tool_call_id", String(200), nullable=False),
    Column("tool", String(200), nullable=False),
    Column("args_hash", String(64), nullable=False),
    Column("result", JSONB),
    Column("created_at", DateTime(timezone=True), server_default=func.now(), nullable=False),
)

audit_log = Table(
    "audit_log",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("request_id", String(200), nullable=False),
    Column("thread_id", String(200), nullable=False),
    Column("org_id", BigInteger, nullable=False),
    Column("user_id", BigInteger, nullable=False),
    Column("email", String(320), nullable=False),
    Column("role", String(32), nullable=False),
    Column("tool", String(200), nullable=False),
    Column("tool_version", String(32)),
    Column("tool_call_id", String(200)),
    Column("arguments", JSONB, nullable=False),
    Column("outcome", String(32), nullable=False),
    Column("error", Text),
    Column("approval_id", String(64)),
    Column("started_at", DateTime(timezone=True), nullable=False),
    Column("finished_at", DateTime(timezone=True), server_default=func.now(), nullable=False),
    Index("ix_audit_log_org_started", "org_id", "started_at"),
    Index("ix_audit_log_org_thread", "org_id", "thread_id"),
)

# --- gateway: the clean chat history the UI shows (navex.gateway) -----------------------

chat_messages = Table(
    "chat_messages",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("thread_id", String(128), nullable=False),
    Column("org_id", BigInteger, nullable=False),
    Column("user_id", BigInteger, nullable=False),
    Column("role", String(16), nullable=False),
    Column("content", Text, nullable=False),
    # the `final` (or `error`) event's data, for the UI to render links and calls; a
    # pause's final also holds its approval request under `approval`
    Column("payload", JSONB),
    Column("created_at", DateTime(timezone=True), server_default=func.now(), nullable=False),
    CheckConstraint("role IN ('user', 'assistant')", name="ck_chat_messages_role"),
    # every read and delete is by owner and thread: a thread belongs to one user
    Index("ix_chat_messages_owner_thread", "org_id", "user_id", "thread_id", "id"),
)
