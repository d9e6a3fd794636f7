"""Reports: figures computed from your organization's records, a builder and exports."""

import csv
import io
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import select

from acme.api.models import Alert, Device, OrgOwned, Site, User, WorkOrder
from acme.web.screens.base import Cell, Content, Filter, ScreenContext, Table, text
from acme.web.screens.listing import names
from acme.web.screens.registry import screen


@dataclass(frozen=True)
class Source:
    label: str
    model: type[OrgOwned]
    groups: dict[str, str]  # column → label
    columns: tuple[str, ...]  # exported columns


SOURCES = {
    "devices": Source(
        "Devices",
        Device,
        {"status": "Status", "firmware_version": "Firmware"},
        ("serial_number", "name", "status", "firmware_version", "last_seen_at"),
    ),
    "alerts": Source(
        "Alerts",
        Alert,
        {"severity": "Severity", "status": "Status"},
        ("severity", "message", "status", "created_at", "acknowledged_by"),
    ),
    "work_orders": Source(
        "Work orders",
        WorkOrder,
        {"status": "Status", "priority": "Priority"},
        ("title", "priority", "status", "due_date"),
    ),
    "users": Source(
        "Users",
        User,
        {"role": "Role", "status": "Status", "department": "Department"},
        ("full_name", "email", "role", "department", "status"),
    ),
}


async def breakdown(ctx: ScreenContext, source: Source, column: str) -> Table:
    counts = await ctx.grouped(getattr(source.model, column), source.model)
    rows = sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0])))
    return Table(
        f"{source.label} by {source.groups[column].lower()}",
        [source.groups[column], "Count"],
        [
            *([Cell(text(k)), Cell(str(n))] for k, n in rows),
            [Cell("Total"), Cell(str(sum(counts.values())))],
        ],
    )


@screen("reports", "Standard reports on your fleet, alerts and maintenance, computed now.")
async def reports(ctx: ScreenContext) -> Content:
    return Content(
        tables=[
            await breakdown(ctx, SOURCES["devices"], "status"),
            await breakdown(ctx, SOURCES["alerts"], "severity"),
            await breakdown(ctx, SOURCES["work_orders"], "status"),
        ],
        links=[
            ctx.link("Build a report", "custom_report_builder"),
            ctx.link("Export data", "data_export"),
        ],
    )


def source_choice(ctx: ScreenContext) -> tuple[str, Source]:
    key = ctx.arg("source")
    key = key if key in SOURCES else "devices"
    return key, SOURCES[key]


@screen("custom_report_builder", "Count any kind of record by the field you choose.")
async def custom_report_builder(ctx: ScreenContext) -> Content:
    key, source = source_choice(ctx)
    group = ctx.arg("group")
    group = group if group in source.groups else next(iter(source.groups))
    return Content(
        filters=[
            Filter("source", "Data", [(k, s.label) for k, s in SOURCES.items()], key),
            Filter("group", "Count by", list(source.groups.items()), group),
        ],
        tables=[await breakdown(ctx, source, group)],
    )


@screen(
    "scheduled_reports",
    "The reports your organization receives regularly, with their latest figures.",
)
async def scheduled_reports(ctx: ScreenContext) -> Content:
    open_alerts = await ctx.count(Alert, Alert.status == "open")
    due = await ctx.count(WorkOrder, WorkOrder.status.in_(["open", "in_progress"]))
    return Content(
        tables=[
            Table(
                "Schedule",
                ["Report", "Sent", "Latest figure"],
                [
                    [
                        ctx.link("Open alerts", "alerts_inbox"),
                        Cell("daily, in the console"),
                        Cell(f"{open_alerts} open"),
                    ],
                    [
                        ctx.link("Planned work", "maintenance_schedule"),
                        Cell("weekly, in the console"),
                        Cell(f"{due} to do"),
                    ],
                    [
                        ctx.link("Invoices", "organization_billing"),
                        Cell("monthly"),
                        Cell("see Billing"),
                    ],
                ],
            )
        ]
    )


@screen(
    "energy_usage_analytics",
    "The latest readings across your fleet, metric by metric: "
    "how many devices report each one and its range.",
)
async def energy_usage_analytics(ctx: ScreenContext) -> Content:
    readings = await ctx.session.scalars(
        select(Device.last_reading).where(
            Device.org_id == ctx.org_id, Device.last_reading.is_not(None)
        )
    )
    values: dict[str, list[float]] = {}
    for reading in readings:
        for metric, value in (reading or {}).items():
            if isinstance(value, int | float):
                values.setdefault(metric, []).append(float(value))
    rows = [
        [
            Cell(m),
            Cell(str(len(v))),
            Cell(f"{min(v):g}"),
            Cell(f"{sum(v) / len(v):.4g}"),
            Cell(f"{max(v):g}"),
        ]
        for m, v in sorted(values.items())
    ]
    return Content(
        tables=[
            Table(
                "Readings",
                ["Metric", "Devices", "Lowest", "Average", "Highest"],
                rows,
                empty="No readings yet.",
            )
        ]
    )


@screen(
    "compliance_reports",
    "What stands between your sites and compliance: overdue "
    "work, open critical alerts and silent devices.",
)
async def compliance_reports(ctx: ScreenContext) -> Content:
    now = datetime.now(UTC)
    sites = await names(ctx, Site)
    overdue = await ctx.grouped(
        Device.site_id,
        Device,
        Device.id.in_(
            select(WorkOrder.device_id).where(
                WorkOrder.org_id == ctx.org_id,
                WorkOrder.status.in_(["open", "in_progress"]),
                WorkOrder.due_date < now.date(),
            )
        ),
    )
    critical = await ctx.grouped(
        Device.site_id,
        Device,
        Device.id.in_(
            select(Alert.device_id).where(
                Alert.org_id == ctx.org_id, Alert.status == "open", Alert.severity == "critical"
            )
        ),
    )
    silent = await ctx.grouped(
        Device.site_id,
        Device,
        Device.status != "decommissioned",
        Device.last_seen_at < now - timedelta(hours=24),
    )
    return Content(
        tables=[
            Table(
                "By site",
                [
                    "Site",
                    "Devices with overdue work",
                    "Devices with critical alerts",
                    "Silent for a day",
                ],
                [
                    [
                        ctx.link(n, "site_details", site_id=i),
                        Cell(str(overdue.get(i, 0))),
                        Cell(str(critical.get(i, 0))),
                        Cell(str(silent.get(i, 0))),
                    ]
                    for i, n in sites.items()
                ],
                empty="No sites yet.",
            )
        ]
    )


def as_csv(rows: list[Any], columns: tuple[str, ...]) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(columns)
    for row in rows:
        values = [text(getattr(row, c)) for c in columns]
        # a cell a spreadsheet would run as a formula is written as text
        writer.writerow([f"'{v}" if v[:1] in "=+-@" else v for v in values])
    return out.getvalue()


@screen("data_export", "Download your organization's records as a CSV file.")
async def data_export(ctx: ScreenContext) -> Content:
    key, source = source_choice(ctx)
    rows = list(
        await ctx.session.scalars(
            select(source.model).where(source.model.org_id == ctx.org_id).order_by(source.model.id)
        )
    )
    if ctx.arg("format") == "csv":
        return Content(download=(f"{key}.csv", as_csv(rows, source.columns)))
    return Content(
        filters=[Filter("source", "Data", [(k, s.label) for k, s in SOURCES.items()], key)],
        links=[
            Cell(f"Download {source.label.lower()} (CSV)", f"{ctx.path}?source={key}&format=csv")
        ],
        tables=[
            Table(
                f"{source.label}: preview",
                list(source.columns),
                [[Cell(text(getattr(r, c))) for c in source.columns] for r in rows[:10]],
                total=len(rows),
            )
        ],
    )
