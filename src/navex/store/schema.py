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

index_meta = Table(
    "index_meta",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)
