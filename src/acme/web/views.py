"""What each screen shows: records and tables read from the caller's own org only.

Every query here filters on `caller.org_id` (taken from the signed token); a record of
another org is treated exactly like a missing one.
"""

from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import case, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from acme.api.auth import Caller
from acme.api.models import (
    Alert,
    AlertRule,
    Category,
    Device,
    Invoice,
    Manufacturer,
    Org,
    OrgOwned,
    Product,
    Site,
    Team,
    User,
    WorkOrder,
)
from acme.api.schemas import MAX_ID
from acme.catalog import Catalog, Screen

LIST_LIMIT = 100
EMPTY = "—"

# Path parameters that name one record of the org, and the table it lives in.
RECORD_PARAMETERS: dict[str, type[OrgOwned]] = {
    "device_id": Device,
    "user_id": User,
    "site_id": Site,
    "product_id": Product,
    "manufacturer_id": Manufacturer,
    "team_id": Team,
    "alert_id": Alert,
    "work_order_id": WorkOrder,
    "invoice_id": Invoice,
}

ROLE_PERMISSIONS: dict[str, list[str]] = {
    "admin": [
        "Everything in the organization",
        "Manage users, teams and roles",
        "Billing, plans and organization settings",
        "Decommission devices and delete records",
    ],
    "operator": [
        "Create and update devices, products and sites",
        "Create and update alert rules and work orders",
        "Acknowledge alerts",
        "Read everything else except billing",
    ],
    "viewer": ["Read devices, products, sites, alerts and work orders", "No changes"],
}

# Form screens show their fields (disabled): the console demo does its writes through the
# REST API and the assistant.
FORM_FIELDS: dict[str, list[str]] = {
    "change_password": ["Current password", "New password", "Confirm new password"],
    "invite_user": ["Email", "Full name", "Role", "Team"],
    "onboard_device": ["Serial number", "Product", "Site", "Name", "Configuration (JSON)"],
    "bulk_device_import": ["CSV file (serial_number, product, site, name)"],
    "register_product": ["Name", "Category", "Manufacturer", "Description"],
    "create_site": ["Name", "Address", "Timezone"],
    "create_alert_rule": [
        "Name",
        "Product or device group",
        "Metric",
        "Comparison",
        "Threshold",
        "Severity",
    ],
    "create_work_order": ["Title", "Device", "Priority", "Due date", "Assignee"],
    "custom_report_builder": ["Report name", "Data source", "Columns", "Filters", "Schedule"],
    "data_export": ["Dataset", "Date range", "Format (CSV / Parquet)"],
    "sso_settings": ["Protocol (SAML / OIDC)", "Metadata URL", "Client ID"],
    "webhooks": ["Endpoint URL", "Events", "Signing secret"],
    "data_retention_settings": ["Telemetry retention (days)", "Audit log retention (days)"],
    "notification_preferences": ["Alerts by email", "Alerts by SMS", "Push notifications"],
}


@dataclass(frozen=True)
class Cell:
    text: str
    href: str | None = None


@dataclass
class Table:
    title: str
    columns: list[str]
    rows: list[list[Cell]] = field(default_factory=list)
    total: int | None = None
    empty: str = "Nothing here yet."


@dataclass
class Content:
    """The body of one page, below its title and description."""

    heading: str | None = None
    links: list[Cell] = field(default_factory=list)
    facts: list[tuple[str, Cell]] = field(default_factory=list)
    kpis: list[tuple[str, str]] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    form_fields: list[str] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)
    placeholder: str | None = None
    search_query: str | None = None


def text(value: Any) -> str:
    if value is None or value == "":
        return EMPTY
    if isinstance(value, datetime):
        return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items()) or EMPTY
    return str(value)


def assistant_actions_table(entries: list[dict[str, Any]] | None) -> Table:
    """The assistant's tool calls in this org (its audit log, newest first), as text only:
    the template escapes every cell."""

    def when(value: Any) -> str:
        try:
            return text(datetime.fromisoformat(str(value)))
        except ValueError:
            return text(value)

    rows = [
        [
            Cell(when(e.get("started_at"))),
            Cell(text(e.get("email") or e.get("user_id"))),
            Cell(text(e.get("tool"))),
            Cell(text(e.get("outcome"))),
            Cell(text(e.get("error"))),
        ]
        for e in entries or []
    ]
    return Table(
        "Assistant actions",
        ["Time", "User", "Tool", "Outcome", "Error"],
        rows,
        empty="The assistant has not acted in this organization yet."
        if entries is not None
        else "The assistant's log cannot be read right now.",
    )


def money(cents: int, currency: str) -> str:
    return f"{cents / 100:,.2f} {currency}"


class Screens:
    """Builds the content of the catalog's screens for one caller."""

    def __init__(self, session: AsyncSession, caller: Caller, catalog: Catalog) -> None:
        self.session = session
        self.caller = caller
        self.catalog = catalog

    # -- links ---------------------------------------------------------------------------
    def href(self, screen_name: str, **params: Any) -> str | None:
        """The path of a screen this caller may open, or None (then no link is shown)."""
        screen = self.catalog.screen(screen_name)
        if not screen.allows(self.caller.role) or any(v is None for v in params.values()):
            return None
        return screen.path(org_id=self.caller.org_id, **params)

    def link(self, label: Any, screen_name: str, **params: Any) -> Cell:
        return Cell(text(label), self.href(screen_name, **params))

    # -- records -------------------------------------------------------------------------
    async def owned(self, model: type[OrgOwned], ident: Any) -> Any:
        """One record of the caller's org, or None (missing and foreign look the same)."""
        if not isinstance(ident, int) or not 1 <= ident <= MAX_ID:
            return None
        return await self.session.scalar(
            select(model).where(model.id == ident, model.org_id == self.caller.org_id)
        )

    async def name_of(self, model: type[OrgOwned], ident: int | None, attr: str = "name") -> Any:
        if ident is None:
            return None
        record = await self.owned(model, ident)
        return getattr(record, attr) if record is not None else None

    async def load_records(self, screen: Screen, params: dict[str, Any]) -> dict[str, Any] | None:
        """The records the URL names, or None when one is not in the caller's org."""
        records: dict[str, Any] = {}
        for name in screen.path_parameters:
            model = RECORD_PARAMETERS.get(name)
            if model is None:
                continue
            record = await self.owned(model, params.get(name))
            if record is None:
                return None
            records[name] = record
        return records

    # -- dispatch ------------------------------------------------------------------------
    async def build(
        self, screen: Screen, params: dict[str, Any], records: dict[str, Any], q: str | None
    ) -> Content:
        name = screen.screen_name
        builder = getattr(self, f"screen_{name}", None)
        if builder is not None:
            return await builder(records=records, params=params, q=q)
        for param, kind in [
            ("device_id", "device"),
            ("user_id", "user"),
            ("site_id", "site"),
            ("product_id", "product"),
            ("manufacturer_id", "manufacturer"),
            ("team_id", "team"),
            ("alert_id", "alert"),
            ("work_order_id", "work_order"),
            ("invoice_id", "invoice"),
        ]:
            if param in records:
                content: Content = await getattr(self, f"{kind}_record")(records[param])
                break
        else:
            content = Content()
        if name in FORM_FIELDS:
            content.form_fields = FORM_FIELDS[name]
        if not (content.facts or content.tables or content.kpis or content.form_fields):
            content.placeholder = (
                f"{screen.title} is part of the {screen.section} area of the console. "
                "Its data appears here once your organization starts using it."
            )
        return content

    # -- single records ------------------------------------------------------------------
    async def device_record(self, device: Device) -> Content:
        product = await self.owned(Product, device.product_id)
        site = await self.owned(Site, device.site_id) if device.site_id else None
        related = [
            ("Overview", "device_details"),
            ("Telemetry", "device_telemetry"),
            ("Configuration", "device_configuration"),
            ("Calibration", "device_calibration"),
            ("Decommission", "decommission_device"),
        ]
        return Content(
            heading=device.name or device.serial_number,
            links=[self.link(label, name, device_id=device.id) for label, name in related],
            facts=[
                ("Serial number", Cell(device.serial_number)),
                ("Name", Cell(text(device.name))),
                ("Status", Cell(device.status)),
                (
                    "Product",
                    self.link(
                        product and product.name, "product_details", product_id=device.product_id
                    ),
                ),
                ("Site", self.link(site and site.name, "site_details", site_id=device.site_id)),
                ("Firmware", Cell(text(device.firmware_version))),
                ("Last reading", Cell(text(device.last_reading))),
                ("Last seen", Cell(text(device.last_seen_at))),
            ],
        )

    async def screen_device_details(self, records: dict[str, Any], **_: Any) -> Content:
        device: Device = records["device_id"]
        content = await self.device_record(device)
        alerts = await self.session.scalars(
            select(Alert)
            .where(Alert.org_id == self.caller.org_id, Alert.device_id == device.id)
            .order_by(Alert.created_at.desc())
            .limit(LIST_LIMIT)
        )
        content.tables.append(
            Table(
                "Alerts",
                ["Severity", "Message", "Status", "Raised"],
                [
                    [
                        Cell(a.severity),
                        self.link(a.message, "alert_details", alert_id=a.id),
                        Cell(a.status),
                        Cell(text(a.created_at)),
                    ]
                    for a in alerts
                ],
                empty="No alerts for this device.",
            )
        )
        orders = await self.session.scalars(
            select(WorkOrder)
            .where(WorkOrder.org_id == self.caller.org_id, WorkOrder.device_id == device.id)
            .order_by(WorkOrder.id)
            .limit(LIST_LIMIT)
        )
        content.tables.append(
            Table(
                "Work orders",
                ["Title", "Priority", "Status", "Due"],
                [
                    [
                        self.link(w.title, "work_order_details", work_order_id=w.id),
                        Cell(w.priority),
                        Cell(w.status),
                        Cell(text(w.due_date)),
                    ]
                    for w in orders
                ],
                empty="No work orders for this device.",
            )
        )
        return content

    async def screen_device_configuration(self, records: dict[str, Any], **_: Any) -> Content:
        device: Device = records["device_id"]
        content = await self.device_record(device)
        content.tables.append(
            Table(
                "Configuration",
                ["Setting", "Value"],
                [[Cell(str(k)), Cell(text(v))] for k, v in (device.config or {}).items()],
                empty="This device uses its product's default configuration.",
            )
        )
        return content

    async def screen_device_telemetry(self, records: dict[str, Any], **_: Any) -> Content:
        device: Device = records["device_id"]
        content = await self.device_record(device)
        content.tables.append(
            Table(
                "Latest readings",
                ["Metric", "Value", "At"],
                [
                    [Cell(str(k)), Cell(text(v)), Cell(text(device.last_seen_at))]
                    for k, v in (device.last_reading or {}).items()
                ],
                empty="No readings received yet.",
            )
        )
        return content

    async def screen_device_calibration(self, records: dict[str, Any], **_: Any) -> Content:
        content = await self.device_record(records["device_id"])
        content.tables.append(
            Table(
                "Calibration and bump tests",
                ["Date", "Kind", "Result", "Technician"],
                empty="No calibration or bump-test records yet for this device.",
            )
        )
        return content

    async def screen_decommission_device(self, records: dict[str, Any], **_: Any) -> Content:
        content = await self.device_record(records["device_id"])
        content.bullets = [
            "Decommissioning retires the device: it stops reporting and leaves alert rules.",
            "Its history (readings, alerts, work orders) is kept.",
            "This cannot be undone from the console.",
        ]
        return content

    async def user_record(self, user: User) -> Content:
        team = await self.name_of(Team, user.team_id)
        related = [("Details", "user_details"), ("Edit", "edit_user_details")]
        return Content(
            heading=user.full_name,
            links=[self.link(label, name, user_id=user.id) for label, name in related],
            facts=[
                ("Full name", Cell(user.full_name)),
                ("Email", Cell(user.email)),
                ("Phone", Cell(text(user.phone))),
                ("Role", self.link(user.role, "edit_role", role_id=user.role)),
                ("Department", Cell(text(user.department))),
                ("Status", Cell(user.status)),
                ("Team", self.link(team, "team_details", team_id=user.team_id)),
            ],
        )

    async def site_record(self, site: Site) -> Content:
        related = [("Overview", "site_details"), ("Floor plans", "floor_plans")]
        content = Content(
            heading=site.name,
            links=[self.link(label, name, site_id=site.id) for label, name in related],
            facts=[
                ("Name", Cell(site.name)),
                ("Address", Cell(text(site.address))),
                ("Timezone", Cell(site.timezone)),
            ],
        )
        content.tables.append(
            await self.device_table(Device.site_id == site.id, "Devices at this site")
        )
        return content

    async def product_record(self, product: Product) -> Content:
        category = await self.name_of(Category, product.category_id)
        maker = await self.name_of(Manufacturer, product.manufacturer_id)
        content = Content(
            heading=product.name,
            facts=[
                ("Name", Cell(product.name)),
                ("Category", Cell(text(category))),
                (
                    "Manufacturer",
                    self.link(
                        maker, "manufacturer_details", manufacturer_id=product.manufacturer_id
                    ),
                ),
                ("Description", Cell(text(product.description))),
                ("Default configuration", Cell(text(product.config))),
            ],
        )
        content.tables.append(
            await self.device_table(Device.product_id == product.id, "Devices of this product")
        )
        return content

    async def manufacturer_record(self, maker: Manufacturer) -> Content:
        products = await self.session.scalars(
            select(Product)
            .where(Product.org_id == self.caller.org_id, Product.manufacturer_id == maker.id)
            .order_by(Product.name)
            .limit(LIST_LIMIT)
        )
        return Content(
            heading=maker.name,
            facts=[
                ("Name", Cell(maker.name)),
                ("Country", Cell(text(maker.country))),
                ("Website", Cell(text(maker.website))),
            ],
            tables=[
                Table(
                    "Products",
                    ["Name", "Description"],
                    [
                        [
                            self.link(p.name, "product_details", product_id=p.id),
                            Cell(text(p.description)),
                        ]
                        for p in products
                    ],
                    empty="No products from this manufacturer.",
                )
            ],
        )

    async def team_record(self, team: Team) -> Content:
        members = await self.session.scalars(
            select(User)
            .where(User.org_id == self.caller.org_id, User.team_id == team.id)
            .order_by(User.full_name)
            .limit(LIST_LIMIT)
        )
        return Content(
            heading=team.name,
            facts=[("Name", Cell(team.name)), ("Description", Cell(text(team.description)))],
            tables=[
                Table(
                    "Members",
                    ["Name", "Email", "Role"],
                    [
                        [
                            self.link(u.full_name, "user_details", user_id=u.id),
                            Cell(u.email),
                            Cell(u.role),
                        ]
                        for u in members
                    ],
                    empty="This team has no members.",
                )
            ],
        )

    async def alert_record(self, alert: Alert) -> Content:
        serial = await self.name_of(Device, alert.device_id, "serial_number")
        return Content(
            heading=alert.message,
            facts=[
                ("Severity", Cell(alert.severity)),
                ("Message", Cell(alert.message)),
                ("Status", Cell(alert.status)),
                ("Device", self.link(serial, "device_details", device_id=alert.device_id)),
                ("Raised", Cell(text(alert.created_at))),
                ("Acknowledged by", Cell(text(alert.acknowledged_by))),
                ("Acknowledged at", Cell(text(alert.acknowledged_at))),
            ],
        )

    async def work_order_record(self, order: WorkOrder) -> Content:
        serial = await self.name_of(Device, order.device_id, "serial_number")
        assignee = await self.name_of(User, order.assignee_id, "full_name")
        return Content(
            heading=order.title,
            facts=[
                ("Title", Cell(order.title)),
                ("Description", Cell(text(order.description))),
                ("Device", self.link(serial, "device_details", device_id=order.device_id)),
                ("Priority", Cell(order.priority)),
                ("Status", Cell(order.status)),
                ("Due", Cell(text(order.due_date))),
                ("Assignee", self.link(assignee, "user_details", user_id=order.assignee_id)),
            ],
        )

    async def invoice_record(self, invoice: Invoice) -> Content:
        return Content(
            heading=f"Invoice {invoice.number}",
            facts=[
                ("Number", Cell(invoice.number)),
                ("Period", Cell(invoice.period)),
                ("Amount", Cell(money(invoice.amount_cents, invoice.currency))),
                ("Status", Cell(invoice.status)),
                ("Issued", Cell(text(invoice.created_at))),
            ],
        )

    # -- lists ---------------------------------------------------------------------------
    async def count(self, model: type[OrgOwned], *where: Any) -> int:
        total = await self.session.scalar(
            select(func.count())
            .select_from(model)
            .where(model.org_id == self.caller.org_id, *where)
        )
        return int(total or 0)

    async def device_table(self, where: Any = None, title: str = "Devices") -> Table:
        conditions = [Device.org_id == self.caller.org_id]
        if where is not None:
            conditions.append(where)
        rows = await self.session.execute(
            select(Device, Product.name, Site.name)
            .join(Product, Product.id == Device.product_id)
            .outerjoin(Site, Site.id == Device.site_id)
            .where(*conditions)
            .order_by(Device.serial_number)
            .limit(LIST_LIMIT)
        )
        return Table(
            title,
            ["Serial number", "Name", "Product", "Site", "Status", "Last seen"],
            [
                [
                    self.link(d.serial_number, "device_details", device_id=d.id),
                    Cell(text(d.name)),
                    self.link(product, "product_details", product_id=d.product_id),
                    self.link(site, "site_details", site_id=d.site_id),
                    Cell(d.status),
                    Cell(text(d.last_seen_at)),
                ]
                for d, product, site in rows
            ],
            total=await self.count(Device, *conditions[1:]),
            empty="No devices.",
        )

    async def screen_device_list(self, **_: Any) -> Content:
        return Content(tables=[await self.device_table()])

    async def screen_user_list(self, **_: Any) -> Content:
        rows = await self.session.execute(
            select(User, Team.name)
            .outerjoin(Team, Team.id == User.team_id)
            .where(User.org_id == self.caller.org_id)
            .order_by(User.full_name)
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Users",
            ["Name", "Email", "Role", "Department", "Team", "Status"],
            [
                [
                    self.link(u.full_name, "user_details", user_id=u.id),
                    Cell(u.email),
                    Cell(u.role),
                    Cell(text(u.department)),
                    self.link(team, "team_details", team_id=u.team_id),
                    Cell(u.status),
                ]
                for u, team in rows
            ],
            total=await self.count(User),
        )
        return Content(tables=[table])

    async def screen_teams(self, **_: Any) -> Content:
        members = func.count(User.id)
        rows = await self.session.execute(
            select(Team, members)
            .outerjoin(User, User.team_id == Team.id)
            .where(Team.org_id == self.caller.org_id)
            .group_by(Team.id)
            .order_by(Team.name)
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Teams",
            ["Name", "Description", "Members"],
            [
                [
                    self.link(t.name, "team_details", team_id=t.id),
                    Cell(text(t.description)),
                    Cell(str(n)),
                ]
                for t, n in rows
            ],
            total=await self.count(Team),
        )
        return Content(tables=[table])

    async def screen_product_catalog(self, **_: Any) -> Content:
        maker = aliased(Manufacturer)
        rows = await self.session.execute(
            select(Product, Category.name, maker.name)
            .join(Category, Category.id == Product.category_id)
            .join(maker, maker.id == Product.manufacturer_id)
            .where(Product.org_id == self.caller.org_id)
            .order_by(Product.name)
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Products",
            ["Name", "Category", "Manufacturer", "Description"],
            [
                [
                    self.link(p.name, "product_details", product_id=p.id),
                    Cell(category),
                    self.link(made_by, "manufacturer_details", manufacturer_id=p.manufacturer_id),
                    Cell(text(p.description)),
                ]
                for p, category, made_by in rows
            ],
            total=await self.count(Product),
        )
        return Content(tables=[table])

    async def screen_manufacturers(self, **_: Any) -> Content:
        rows = await self.session.scalars(
            select(Manufacturer)
            .where(Manufacturer.org_id == self.caller.org_id)
            .order_by(Manufacturer.name)
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Manufacturers",
            ["Name", "Country", "Website"],
            [
                [
                    self.link(m.name, "manufacturer_details", manufacturer_id=m.id),
                    Cell(text(m.country)),
                    Cell(text(m.website)),
                ]
                for m in rows
            ],
            total=await self.count(Manufacturer),
        )
        return Content(tables=[table])

    async def screen_product_categories(self, **_: Any) -> Content:
        rows = await self.session.scalars(
            select(Category)
            .where(Category.org_id == self.caller.org_id)
            .order_by(Category.name)
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Categories",
            ["Name", "Description"],
            [[Cell(c.name), Cell(text(c.description))] for c in rows],
            total=await self.count(Category),
        )
        return Content(tables=[table])

    async def screen_site_list(self, **_: Any) -> Content:
        rows = await self.session.scalars(
            select(Site)
            .where(Site.org_id == self.caller.org_id)
            .order_by(Site.name)
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Sites",
            ["Name", "Address", "Timezone"],
            [
                [
                    self.link(s.name, "site_details", site_id=s.id),
                    Cell(text(s.address)),
                    Cell(s.timezone),
                ]
                for s in rows
            ],
            total=await self.count(Site),
        )
        return Content(tables=[table])

    async def alert_table(self, title: str = "Alerts", limit: int = LIST_LIMIT) -> Table:
        open_first = case((Alert.status == "open", 0), (Alert.status == "acknowledged", 1), else_=2)
        rows = await self.session.execute(
            select(Alert, Device.serial_number)
            .outerjoin(Device, Device.id == Alert.device_id)
            .where(Alert.org_id == self.caller.org_id)
            .order_by(open_first, Alert.created_at.desc(), Alert.id.desc())
            .limit(limit)
        )
        return Table(
            title,
            ["Severity", "Message", "Device", "Status", "Raised"],
            [
                [
                    Cell(a.severity),
                    self.link(a.message, "alert_details", alert_id=a.id),
                    self.link(serial, "device_details", device_id=a.device_id),
                    Cell(a.status),
                    Cell(text(a.created_at)),
                ]
                for a, serial in rows
            ],
            total=await self.count(Alert),
            empty="No alerts.",
        )

    async def screen_alerts_inbox(self, **_: Any) -> Content:
        return Content(tables=[await self.alert_table()])

    async def screen_alert_rules(self, **_: Any) -> Content:
        rows = await self.session.execute(
            select(AlertRule, Product.name)
            .outerjoin(Product, Product.id == AlertRule.product_id)
            .where(AlertRule.org_id == self.caller.org_id)
            .order_by(AlertRule.name)
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Alert rules",
            ["Name", "Applies to", "Condition", "Severity", "Enabled"],
            [
                [
                    Cell(r.name),
                    self.link(product, "product_details", product_id=r.product_id)
                    if product
                    else Cell(text(r.device_group)),
                    Cell(f"{r.metric} {r.comparison} {r.threshold:g}"),
                    Cell(r.severity),
                    Cell(text(r.enabled)),
                ]
                for r, product in rows
            ],
            total=await self.count(AlertRule),
        )
        return Content(tables=[table])

    async def work_order_table(self, *where: Any, title: str = "Work orders") -> Table:
        rows = await self.session.execute(
            select(WorkOrder, Device.serial_number, User.full_name)
            .outerjoin(Device, Device.id == WorkOrder.device_id)
            .outerjoin(User, User.id == WorkOrder.assignee_id)
            .where(WorkOrder.org_id == self.caller.org_id, *where)
            .order_by(WorkOrder.due_date.asc().nulls_last(), WorkOrder.id)
            .limit(LIST_LIMIT)
        )
        return Table(
            title,
            ["Title", "Device", "Priority", "Status", "Due", "Assignee"],
            [
                [
                    self.link(w.title, "work_order_details", work_order_id=w.id),
                    self.link(serial, "device_details", device_id=w.device_id),
                    Cell(w.priority),
                    Cell(w.status),
                    Cell(text(w.due_date)),
                    self.link(assignee, "user_details", user_id=w.assignee_id),
                ]
                for w, serial, assignee in rows
            ],
            total=await self.count(WorkOrder, *where),
            empty="No work orders.",
        )

    async def screen_work_orders(self, **_: Any) -> Content:
        return Content(tables=[await self.work_order_table()])

    async def screen_maintenance_schedule(self, **_: Any) -> Content:
        upcoming = WorkOrder.status.in_(["open", "in_progress"])
        return Content(tables=[await self.work_order_table(upcoming, title="Planned work")])

    async def org(self) -> Org:
        org = await self.session.get(Org, self.caller.org_id)
        assert org is not None
        return org

    async def screen_organization_billing(self, **_: Any) -> Content:
        org = await self.org()
        rows = await self.session.scalars(
            select(Invoice)
            .where(Invoice.org_id == self.caller.org_id)
            .order_by(Invoice.created_at.desc(), Invoice.id.desc())
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Invoices",
            ["Number", "Period", "Amount", "Status"],
            [
                [
                    self.link(i.number, "invoice_detail", invoice_id=i.id),
                    Cell(i.period),
                    Cell(money(i.amount_cents, i.currency)),
                    Cell(i.status),
                ]
                for i in rows
            ],
            total=await self.count(Invoice),
            empty="No invoices yet.",
        )
        plans = self.href("subscription_plans")
        return Content(facts=[("Plan", Cell(org.plan, plans))], tables=[table])

    async def screen_manage_organization(self, **_: Any) -> Content:
        org = await self.org()
        return Content(
            facts=[
                ("Name", Cell(org.name)),
                ("Slug", Cell(org.slug)),
                ("Hostname", Cell(org.hostname)),
                ("Timezone", Cell(org.timezone)),
                ("Locale", Cell(org.locale)),
                ("Plan", Cell(org.plan)),
            ]
        )

    async def screen_branding_settings(self, **_: Any) -> Content:
        org = await self.org()
        return Content(
            facts=[
                ("White-label hostname", Cell(org.hostname)),
                ("Primary colour", Cell(org.primary_color)),
                ("Logo", Cell(text(org.logo_url))),
            ]
        )

    async def screen_subscription_plans(self, **_: Any) -> Content:
        org = await self.org()
        plans = [
            ("starter", "Up to 50 devices", "Email support"),
            ("professional", "Up to 1,000 devices", "SSO, webhooks, business-hours support"),
            ("enterprise", "Unlimited devices", "Dedicated support, custom retention"),
        ]
        return Content(
            tables=[
                Table(
                    "Plans",
                    ["Plan", "Devices", "Includes", "Current"],
                    [
                        [Cell(p), Cell(d), Cell(i), Cell("current plan" if p == org.plan else "")]
                        for p, d, i in plans
                    ],
                )
            ]
        )

    async def screen_roles_permissions(self, **_: Any) -> Content:
        counts = dict(
            (
                await self.session.execute(
                    select(User.role, func.count())
                    .where(User.org_id == self.caller.org_id)
                    .group_by(User.role)
                )
            ).all()
        )
        return Content(
            tables=[
                Table(
                    "Roles",
                    ["Role", "May", "Users"],
                    [
                        [
                            self.link(role, "edit_role", role_id=role),
                            Cell("; ".join(perms)),
                            Cell(str(counts.get(role, 0))),
                        ]
                        for role, perms in ROLE_PERMISSIONS.items()
                    ],
                )
            ]
        )

    async def screen_edit_role(self, params: dict[str, Any], **_: Any) -> Content:
        role = str(params["role_id"])
        return Content(heading=f"Role: {role}", bullets=ROLE_PERMISSIONS[role])

    async def screen_pending_invitations(self, **_: Any) -> Content:
        rows = await self.session.scalars(
            select(User)
            .where(User.org_id == self.caller.org_id, User.status == "invited")
            .order_by(User.created_at.desc())
            .limit(LIST_LIMIT)
        )
        table = Table(
            "Invitations",
            ["Name", "Email", "Role", "Invited"],
            [
                [
                    self.link(u.full_name, "user_details", user_id=u.id),
                    Cell(u.email),
                    Cell(u.role),
                    Cell(text(u.created_at)),
                ]
                for u in rows
            ],
            empty="No pending invitations.",
        )
        return Content(tables=[table])

    async def screen_main_dashboard(self, **_: Any) -> Content:
        by_status = dict(
            (
                await self.session.execute(
                    select(Device.status, func.count())
                    .where(Device.org_id == self.caller.org_id)
                    .group_by(Device.status)
                )
            ).all()
        )
        today = datetime.now(UTC).date()
        overdue = await self.count(
            WorkOrder,
            WorkOrder.status.in_(["open", "in_progress"]),
            WorkOrder.due_date < today,
        )
        return Content(
            kpis=[
                ("Devices", str(sum(by_status.values()))),
                ("Active", str(by_status.get("active", 0))),
                ("Offline", str(by_status.get("offline", 0))),
                ("In maintenance", str(by_status.get("maintenance", 0))),
                ("Open alerts", str(await self.count(Alert, Alert.status == "open"))),
                ("Overdue work orders", str(overdue)),
            ],
            tables=[await self.alert_table("Recent alerts", limit=8)],
        )

    async def screen_notifications(self, **_: Any) -> Content:
        return Content(tables=[await self.alert_table("Notifications", limit=20)])

    async def screen_profile(self, records: dict[str, Any], **_: Any) -> Content:
        return await self.user_record(records["user_id"])

    async def screen_edit_profile(self, records: dict[str, Any], **_: Any) -> Content:
        content = await self.user_record(records["user_id"])
        content.form_fields = ["Full name", "Phone", "Avatar"]
        return content

    async def screen_edit_user_details(self, records: dict[str, Any], **_: Any) -> Content:
        content = await self.user_record(records["user_id"])
        content.form_fields = ["Full name", "Email", "Phone", "Role", "Status", "Department"]
        return content

    async def screen_global_search(self, q: str | None, **_: Any) -> Content:
        content = Content(search_query=q or "")
        if not q:
            return content
        pattern = "%" + q.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"

        def like(*cols: Any) -> Any:
            return or_(*(col.ilike(pattern, escape="\\") for col in cols))

        org = self.caller.org_id
        devices = await self.session.scalars(
            select(Device)
            .where(Device.org_id == org, like(Device.serial_number, Device.name))
            .limit(20)
        )
        users = await self.session.scalars(
            select(User).where(User.org_id == org, like(User.full_name, User.email)).limit(20)
        )
        products = await self.session.scalars(
            select(Product).where(Product.org_id == org, like(Product.name)).limit(20)
        )
        sites = await self.session.scalars(
            select(Site).where(Site.org_id == org, like(Site.name, Site.address)).limit(20)
        )
        rows = [
            *[
                [
                    Cell("device"),
                    self.link(d.serial_number, "device_details", device_id=d.id),
                    Cell(text(d.name)),
                ]
                for d in devices
            ],
            *[
                [Cell("user"), self.link(u.full_name, "user_details", user_id=u.id), Cell(u.email)]
                for u in users
            ],
            *[
                [
                    Cell("product"),
                    self.link(p.name, "product_details", product_id=p.id),
                    Cell(text(p.description)),
                ]
                for p in products
            ],
            *[
                [
                    Cell("site"),
                    self.link(s.name, "site_details", site_id=s.id),
                    Cell(text(s.address)),
                ]
                for s in sites
            ],
        ]
        content.tables.append(
            Table(f"Results for “{q}”", ["Kind", "Name", "Details"], rows, empty="No matches.")
        )
        return content
