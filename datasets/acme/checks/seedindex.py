"""Record ids of the demo seed, derived from its insertion order.

`acme.api.seed._write_org` inserts, per org, teams, users, manufacturers, categories,
products, sites, devices, alert rules, alerts, work orders and invoices; `seed_demo_data`
writes ACME first, then GLOBEX, so every table has one id sequence across both orgs
(Acme's rows 1..n, then Globex's). This module numbers the seed module's own tuples the
same way, so that a gold row's `record` can be checked against the asking user's org.

Run it (PYTHONPATH=src) to print the whole index: parameter, id, org, label.
"""

from __future__ import annotations

from dataclasses import dataclass

from acme.api.seed import ACME, GLOBEX

ORGS = (("acme", 1, ACME), ("globex", 2, GLOBEX))

# table of the seed -> the catalog parameter that names one of its records
PARAMETERS = (
    ("teams", "team_id"),
    ("users", "user_id"),
    ("manufacturers", "manufacturer_id"),
    ("categories", "category_id"),
    ("products", "product_id"),
    ("sites", "site_id"),
    ("devices", "device_id"),
    ("alert_rules", "alert_rule_id"),
    ("alerts", "alert_id"),
    ("work_orders", "work_order_id"),
    ("invoices", "invoice_id"),
)


@dataclass(frozen=True)
class Record:
    parameter: str
    id: int
    org: str
    org_id: int
    label: str


def _label(table: str, row: object) -> str:
    if table == "devices":
        return (
            f"{row.serial} {row.name} ({row.product}, {row.site}, {row.status}, fw {row.firmware})"
        )
    if table == "alerts":
        by = f", by {row.acknowledged_by}" if row.acknowledged_by else ""
        return f"[{row.severity}/{row.status}{by}] {row.message}"
    if table == "work_orders":
        return (
            f"{row.title} [{row.priority}/{row.status}, due {row.due_in_days:+d} d, "
            f"{row.assignee or 'unassigned'}] {row.description}"
        )
    if table == "invoices":
        return (
            f"{row.months_ago} month(s) before seeding, {row.amount_cents / 100:.2f}, {row.status}"
        )
    if table == "users":
        return (
            f"{row['full_name']} <{row['email']}> {row['role']}, {row['department']}, "
            f"{row['status']}, team {row['team']}, {row['phone']}"
        )
    if table == "products":
        return f"{row['name']} ({row['manufacturer']}, {row['category']}) {row['description']}"
    if table == "alert_rules":
        target = row["product"] or row["device_group"]
        return f"{row['name']} ({target}, {row['severity']}, enabled={row['enabled']})"
    if table == "sites":
        return f"{row['name']} ({row['address']})"
    if table == "manufacturers":
        return f"{row['name']} ({row['country']})"
    return row["name"]


def build() -> list[Record]:
    records: list[Record] = []
    for table, parameter in PARAMETERS:
        next_id = 1
        for org, org_id, seed in ORGS:
            for row in getattr(seed, table):
                records.append(Record(parameter, next_id, org, org_id, _label(table, row)))
                next_id += 1
    return records


RECORDS = build()
BY_KEY = {(r.parameter, r.id): r for r in RECORDS}


def org_of(parameter: str, record_id: int) -> str | None:
    record = BY_KEY.get((parameter, record_id))
    return record.org if record else None


def label(parameter: str, record_id: int) -> str:
    record = BY_KEY.get((parameter, record_id))
    return record.label if record else "?"


if __name__ == "__main__":
    for r in RECORDS:
        print(f"{r.parameter:16} {r.id:3} {r.org:7} {r.label}")
