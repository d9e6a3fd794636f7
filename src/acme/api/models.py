"""Acme's tables. Every tenant-owned row carries `org_id`; queries filter on it."""

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Timestamped:
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now(), onupdate=func.now()
    )


class Org(Timestamped, Base):
    __tablename__ = "orgs"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    slug: Mapped[str] = mapped_column(String(64), unique=True)
    hostname: Mapped[str] = mapped_column(String(255), unique=True)
    timezone: Mapped[str] = mapped_column(String(64), default="UTC")
    locale: Mapped[str] = mapped_column(String(16), default="en-US")
    logo_url: Mapped[str | None] = mapped_column(String(500))
    plan: Mapped[str] = mapped_column(String(32), default="professional")
    primary_color: Mapped[str] = mapped_column(String(16), default="#1f6feb")
    # goes up with every write to a row the org owns (triggers, migration 0003): the
    # lists' ETags are made of it
    data_version: Mapped[int] = mapped_column(BigInteger, server_default="0")


class OrgOwned(Timestamped):
    id: Mapped[int] = mapped_column(primary_key=True)
    org_id: Mapped[int] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)


class Team(OrgOwned, Base):
    __tablename__ = "teams"
    __table_args__ = (UniqueConstraint("org_id", "name"),)
    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text)


class User(OrgOwned, Base):
    __tablename__ = "users"
    # Unique per org (migration 0002): the same address in another org is another account,
    # so an invite's answer says nothing about other tenants.
    __table_args__ = (UniqueConstraint("org_id", "email", name="users_org_id_email_key"),)
    email: Mapped[str] = mapped_column(String(320), index=True)
    full_name: Mapped[str] = mapped_column(String(200))
    phone: Mapped[str | None] = mapped_column(String(40))
    role: Mapped[str] = mapped_column(String(16))
    department: Mapped[str | None] = mapped_column(String(100))
    status: Mapped[str] = mapped_column(String(16), default="active")
    team_id: Mapped[int | None] = mapped_column(ForeignKey("teams.id", ondelete="SET NULL"))
    password_hash: Mapped[str | None] = mapped_column(String(200))


class Manufacturer(OrgOwned, Base):
    __tablename__ = "manufacturers"
    __table_args__ = (UniqueConstraint("org_id", "name"),)
    name: Mapped[str] = mapped_column(String(200))
    website: Mapped[str | None] = mapped_column(String(500))
    country: Mapped[str | None] = mapped_column(String(100))


class Category(OrgOwned, Base):
    __tablename__ = "categories"
    __table_args__ = (UniqueConstraint("org_id", "name"),)
    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text)


class Product(OrgOwned, Base):
    __tablename__ = "products"
    __table_args__ = (UniqueConstraint("org_id", "name"),)
    name: Mapped[str] = mapped_column(String(200))
    category_id: Mapped[int] = mapped_column(ForeignKey("categories.id", ondelete="RESTRICT"))
    manufacturer_id: Mapped[int] = mapped_column(
        ForeignKey("manufacturers.id", ondelete="RESTRICT")
    )
    description: Mapped[str | None] = mapped_column(Text)
    config: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)


class Site(OrgOwned, Base):
    __tablename__ = "sites"
    __table_args__ = (UniqueConstraint("org_id", "name"),)
    name: Mapped[str] = mapped_column(String(200))
    address: Mapped[str | None] = mapped_column(String(500))
    timezone: Mapped[str] = mapped_column(String(64), default="UTC")


class Device(OrgOwned, Base):
    __tablename__ = "devices"
    __table_args__ = (UniqueConstraint("org_id", "serial_number"),)
    serial_number: Mapped[str] = mapped_column(String(100))
    name: Mapped[str | None] = mapped_column(String(200))
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="RESTRICT"))
    site_id: Mapped[int | None] = mapped_column(ForeignKey("sites.id", ondelete="SET NULL"))
    status: Mapped[str] = mapped_column(String(20), default="active")
    firmware_version: Mapped[str | None] = mapped_column(String(40))
    config: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    last_reading: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    last_seen_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Alert(OrgOwned, Base):
    __tablename__ = "alerts"
    device_id: Mapped[int | None] = mapped_column(ForeignKey("devices.id", ondelete="SET NULL"))
    severity: Mapped[str] = mapped_column(String(16))
    message: Mapped[str] = mapped_column(String(500))
    status: Mapped[str] = mapped_column(String(16), default="open")
    acknowledged_by: Mapped[str | None] = mapped_column(String(320))
    acknowledged_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class AlertRule(OrgOwned, Base):
    __tablename__ = "alert_rules"
    __table_args__ = (UniqueConstraint("org_id", "name"),)
    name: Mapped[str] = mapped_column(String(200))
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"))
    device_group: Mapped[str | None] = mapped_column(String(100))
    metric: Mapped[str] = mapped_column(String(64))
    comparison: Mapped[str] = mapped_column(String(4))
    threshold: Mapped[float] = mapped_column(Float)
    severity: Mapped[str] = mapped_column(String(16))
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)


class WorkOrder(OrgOwned, Base):
    __tablename__ = "work_orders"
    title: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text)
    device_id: Mapped[int | None] = mapped_column(ForeignKey("devices.id", ondelete="SET NULL"))
    priority: Mapped[str] = mapped_column(String(16), default="medium")
    status: Mapped[str] = mapped_column(String(16), default="open")
    due_date: Mapped[date | None] = mapped_column(Date)
    assignee_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))


class Invoice(OrgOwned, Base):
    __tablename__ = "invoices"
    number: Mapped[str] = mapped_column(String(40))
    period: Mapped[str] = mapped_column(String(20))
    amount_cents: Mapped[int] = mapped_column(Integer)
    currency: Mapped[str] = mapped_column(String(3), default="USD")
    status: Mapped[str] = mapped_column(String(16), default="paid")


class SigningKey(Base):
    """An RS256 key pair. The newest is used to sign; older ones stay published in the
    JWKS until every token they signed has expired."""

    __tablename__ = "signing_keys"
    kid: Mapped[str] = mapped_column(String(64), primary_key=True)
    private_pem: Mapped[str] = mapped_column(Text)
    public_jwk: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    retired_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
