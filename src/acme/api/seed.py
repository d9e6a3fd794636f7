"""Demo data for the two reference tenants, Acme Industrial and Globex Utilities.

The data below is the contract of docs/spec/acme.md ("Tenants and demo users"):
the demo users, org slugs and hostnames must not change. Everything else is realistic
filler that is deliberately DIFFERENT between the two orgs (manufacturers, products,
sites, serial prefixes, people), so that any cross-tenant leak is visible.

The data is fixed; the only moving part is time: `last_seen_at`, alert times, due dates
and invoice periods are offsets from the moment of seeding, so that the demo always
looks current (devices seen minutes ago, a work order overdue by two days, ...).

Reading order: the row shapes, then Acme's data, then Globex's, then the one function
that writes them (`seed_demo_data`).
"""

import asyncio
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any, NamedTuple

import structlog
from pydantic import BaseModel, Field
from sqlalchemy import delete, select, text
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from acme.api.auth import hash_password
from acme.api.models import (
    Alert,
    AlertRule,
    Category,
    Device,
    Invoice,
    Manufacturer,
    Org,
    Product,
    Site,
    Team,
    User,
    WorkOrder,
)
from acme.config import AcmeSettings

log = structlog.get_logger()

DEMO_PASSWORD = "demo-password"
DEMO_SLUGS = ("acme", "globex")
# Serializes concurrent seeders (two processes starting at once): the second one waits,
# then sees the orgs the first one wrote and skips. The value is "acme" in ASCII.
_SEED_LOCK_KEY = 0x61636D65


class SeedSummary(BaseModel):
    """What one call of `seed_demo_data` did."""

    skipped: bool = Field(description="True when the demo orgs existed and nothing was written.")
    reason: str | None = None
    reset: bool = False
    orgs_deleted: list[str] = Field(default_factory=list)
    orgs_created: list[str] = Field(default_factory=list)
    counts: dict[str, dict[str, int]] = Field(
        default_factory=dict, description="Rows written, by org slug, then by table."
    )


# --- row shapes ------------------------------------------------------------------------


class DeviceRow(NamedTuple):
    serial: str
    name: str
    product: str
    site: str
    status: str
    firmware: str
    reading: dict[str, float]
    seen_minutes_ago: int


class AlertRow(NamedTuple):
    device: str | None  # serial number
    severity: str
    status: str  # open | acknowledged | resolved
    message: str
    raised_minutes_ago: int
    acknowledged_by: str | None = None  # email


class WorkOrderRow(NamedTuple):
    title: str
    device: str | None  # serial number
    priority: str
    status: str
    due_in_days: int
    assignee: str | None  # email
    description: str


class InvoiceRow(NamedTuple):
    months_ago: int  # 1 = the month before the seeding month
    amount_cents: int
    status: str  # paid | open


@dataclass(frozen=True)
class OrgSeed:
    org: dict[str, Any]
    invoice_prefix: str
    currency: str
    teams: tuple[dict[str, str], ...]
    users: tuple[dict[str, Any], ...]  # "team" names a team; invited users get no password
    manufacturers: tuple[dict[str, str], ...]
    categories: tuple[dict[str, str], ...]
    products: tuple[dict[str, Any], ...]  # "category"/"manufacturer" name rows above
    sites: tuple[dict[str, str], ...]
    devices: tuple[DeviceRow, ...]
    alert_rules: tuple[dict[str, Any], ...]  # "product" names a product (or None)
    alerts: tuple[AlertRow, ...]
    work_orders: tuple[WorkOrderRow, ...]
    invoices: tuple[InvoiceRow, ...]


# --- Acme Industrial: chemicals and fuels; Lyon, Houston, Rotterdam -----------------------

# fmt: off
_ACME_DEVICES: tuple[DeviceRow, ...] = (
    # Lyon plant
    DeviceRow("GS-1001", "Boiler room CO", "X-am 5600", "Lyon plant", "active", "5.2.1",
              {"co_ppm": 3.1, "lel_pct": 0.0, "battery": 87}, 2),
    DeviceRow("GS-1002", "Reactor hall A", "Polytron 8700", "Lyon plant", "active", "3.4.0",
              {"lel_pct": 1.2}, 1),
    DeviceRow("GS-1003", "Reactor hall B", "Polytron 8700", "Lyon plant", "active", "3.4.0",
              {"lel_pct": 0.8}, 1),
    DeviceRow("GS-1004", "Loading dock", "X-am 5600", "Lyon plant", "offline", "5.1.7",
              {"co_ppm": 1.4, "lel_pct": 0.0, "battery": 9}, 370),
    DeviceRow("GS-1005", "Solvent store", "Polytron 8700", "Lyon plant", "active", "3.4.0",
              {"lel_pct": 2.6}, 1),
    DeviceRow("GS-1006", "Lab fume hood", "X-am 5600", "Lyon plant", "active", "5.2.1",
              {"co_ppm": 0.6, "lel_pct": 0.0, "battery": 64}, 4),
    DeviceRow("GS-1007", "Portable - shift lead", "BW Ultra", "Lyon plant", "active",
              "2.9.3", {"co_ppm": 2.0, "h2s_ppm": 0.0, "o2_pct": 20.9, "battery": 78}, 3),
    # Houston refinery
    DeviceRow("GS-1008", "Crude unit H2S", "BW Ultra", "Houston refinery", "active",
              "2.9.3", {"co_ppm": 4.2, "h2s_ppm": 12.4, "o2_pct": 20.8, "battery": 71}, 1),
    DeviceRow("GS-1009", "Tank farm north", "BW Ultra", "Houston refinery", "active",
              "2.9.3", {"co_ppm": 42.0, "h2s_ppm": 0.3, "o2_pct": 20.7, "battery": 66}, 1),
    DeviceRow("GS-1010", "Tank farm south", "BW Ultra", "Houston refinery", "active",
              "2.9.3", {"co_ppm": 5.5, "h2s_ppm": 0.1, "o2_pct": 20.9, "battery": 90}, 2),
    DeviceRow("GS-1011", "Flare stack", "Polytron 8700", "Houston refinery", "maintenance",
              "3.3.2", {"lel_pct": 0.0}, 1440),
    DeviceRow("GS-1012", "Hydrotreater", "Polytron 8700", "Houston refinery", "active",
              "3.4.0", {"lel_pct": 3.4}, 1),
    DeviceRow("GS-1013", "Control room", "X-am 5600", "Houston refinery", "active", "5.2.1",
              {"co_ppm": 0.9, "lel_pct": 0.0, "battery": 95}, 5),
    DeviceRow("GS-1014", "Portable - rescue team", "BW Ultra", "Houston refinery", "active",
              "2.8.0", {"co_ppm": 1.1, "h2s_ppm": 0.0, "o2_pct": 20.9, "battery": 14}, 6),
    # Rotterdam terminal
    DeviceRow("GS-1015", "Jetty 1", "X-am 5600", "Rotterdam terminal", "active", "5.2.1",
              {"co_ppm": 1.8, "lel_pct": 0.4, "battery": 82}, 2),
    DeviceRow("GS-1016", "Jetty 2", "X-am 5600", "Rotterdam terminal", "active", "5.2.1",
              {"co_ppm": 2.2, "lel_pct": 0.0, "battery": 58}, 3),
    DeviceRow("GS-1017", "Vapour recovery", "Polytron 8700", "Rotterdam terminal",
              "offline", "3.3.2", {"lel_pct": 12.0}, 2900),
    DeviceRow("GS-1018", "Pump house", "Polytron 8700", "Rotterdam terminal", "active",
              "3.4.0", {"lel_pct": 0.5}, 1),
    DeviceRow("GS-1019", "Tank pit 4", "BW Ultra", "Rotterdam terminal", "active", "2.9.3",
              {"co_ppm": 0.7, "h2s_ppm": 0.0, "o2_pct": 20.9, "battery": 73}, 2),
    DeviceRow("GS-1020", "Jetty 3 H2S", "BW Ultra", "Rotterdam terminal", "active", "2.9.3",
              {"co_ppm": 3.1, "h2s_ppm": 1.6, "o2_pct": 20.9, "battery": 87}, 1),
    # thermometers, cameras, gateways
    DeviceRow("TH-2001", "Cold room 1", "WISE-2410", "Lyon plant", "active", "1.6.4",
              {"temperature_c": 4.2, "battery": 91}, 4),
    DeviceRow("TH-2002", "Pump P-101 bearing", "WISE-2410", "Houston refinery", "active",
              "1.6.4", {"temperature_c": 61.3, "vibration_mm_s": 2.8, "battery": 76}, 5),
    DeviceRow("TH-2003", "Crude heater outlet", "SmartLine STT850", "Houston refinery",
              "maintenance", "10.2", {"temperature_c": 342.0}, 720),
    DeviceRow("TH-2004", "Tank 4 product", "SmartLine STT850", "Rotterdam terminal",
              "active", "10.3", {"temperature_c": 18.6}, 1),
    DeviceRow("CAM-3001", "Main gate", "P3265-LVE", "Lyon plant", "active", "11.9.60",
              {"fps": 25, "storage_pct": 62}, 1),
    DeviceRow("CAM-3002", "Flare stack thermal", "Q1961-TE", "Houston refinery", "offline",
              "10.12.199", {"fps": 0, "max_temp_c": 611.0}, 190),
    DeviceRow("CAM-3003", "Jetty overview", "P3265-LVE", "Rotterdam terminal", "active",
              "11.9.60", {"fps": 25, "storage_pct": 48}, 1),
    DeviceRow("GW-4001", "Lyon gateway", "WISE-6610", "Lyon plant", "active", "2.4.1",
              {"connected_devices": 9, "signal_dbm": -71}, 1),
    DeviceRow("GW-4002", "Houston gateway", "WISE-6610", "Houston refinery", "active",
              "2.4.1", {"connected_devices": 10, "signal_dbm": -83}, 1),
    DeviceRow("GW-4003", "Rotterdam gateway", "WISE-6610", "Rotterdam terminal", "active",
              "2.3.8", {"connected_devices": 8, "signal_dbm": -77}, 1),
)
# fmt: on

# fmt: off
_ACME_ALERTS: tuple[AlertRow, ...] = (
    AlertRow("GS-1009", "critical", "open",
             "CO at 42 ppm on GS-1009 (Tank farm north) exceeds the 35 ppm limit", 12),
    AlertRow("GS-1008", "critical", "open",
             "H2S at 12.4 ppm on GS-1008 (Crude unit H2S) exceeds the 10 ppm limit", 35),
    AlertRow("GS-1014", "warning", "open",
             "Battery at 14% on GS-1014 (Portable - rescue team)", 95),
    AlertRow("GS-1004", "warning", "open",
             "GS-1004 (Loading dock) has not reported for 6 hours", 360),
    AlertRow("GS-1020", "info", "open",
             "GS-1020 (Jetty 3 H2S) is due for calibration within 7 days", 1500),
    AlertRow("CAM-3002", "warning", "acknowledged",
             "Video stream lost on CAM-3002 (Flare stack thermal)", 185, "bob@acme.example"),
    AlertRow("GS-1017", "critical", "resolved",
             "LEL at 12% on GS-1017 (Vapour recovery)", 2950, "alice@acme.example"),
)
# fmt: on

# fmt: off
_ACME_WORK_ORDERS: tuple[WorkOrderRow, ...] = (
    WorkOrderRow("Replace sensor head on GS-1011", "GS-1011", "high", "in_progress", 3,
                 "tom.becker@acme.example",
                 "IR source degraded; swap the sensor head and re-zero the transmitter."),
    WorkOrderRow("Investigate CO reading at tank farm north", "GS-1009", "urgent", "open", 1,
                 "bob@acme.example",
                 "CO above 35 ppm: check for leaks near tanks T-12 and T-14, then bump test."),
    WorkOrderRow("Bump test rescue team detectors", "GS-1014", "medium", "open", 7,
                 "priya.raman@acme.example",
                 "Monthly bump test; also replace the battery pack of GS-1014."),
    WorkOrderRow("Restore video on flare stack camera", "CAM-3002", "high", "open", -2,
                 "hiroshi.tanaka@acme.example",
                 "Camera dropped off the network; check PoE switch in the flare substation."),
    WorkOrderRow("Upgrade Houston gateway firmware", "GW-4002", "low", "done", -10,
                 "bob@acme.example", "Move GW-4002 from 2.3.8 to 2.4.1."),
    WorkOrderRow("Relocate main gate camera", "CAM-3001", "low", "cancelled", 14, None,
                 "Superseded by the new gatehouse project."),
)
# fmt: on

ACME = OrgSeed(
    org={
        "name": "Acme Industrial",
        "slug": "acme",
        "hostname": "acme.localhost",
        "timezone": "Europe/Paris",
        "locale": "en-GB",
        "plan": "enterprise",
        "primary_color": "#1f6feb",
    },
    invoice_prefix="INV-ACME",
    currency="EUR",
    teams=(
        {"name": "Control Room", "description": "Round-the-clock monitoring of all three sites."},
        {"name": "Maintenance", "description": "Calibration, bump tests and sensor repairs."},
        {"name": "Safety & Compliance", "description": "Gas-detection compliance and audits."},
    ),
    users=(
        {
            "email": "alice@acme.example",
            "full_name": "Alice Admin",
            "role": "admin",
            "department": "Operations",
            "phone": "+33 4 72 10 20 01",
            "status": "active",
            "team": "Control Room",
        },
        {
            "email": "bob@acme.example",
            "full_name": "Bob Operator",
            "role": "operator",
            "department": "Maintenance",
            "phone": "+33 4 72 10 20 02",
            "status": "active",
            "team": "Maintenance",
        },
        {
            "email": "carol@acme.example",
            "full_name": "Carol Viewer",
            "role": "viewer",
            "department": "Quality",
            "phone": "+33 4 72 10 20 03",
            "status": "active",
            "team": "Safety & Compliance",
        },
        {
            "email": "tom.becker@acme.example",
            "full_name": "Tom Becker",
            "role": "operator",
            "department": "Maintenance",
            "phone": "+31 10 555 0141",
            "status": "active",
            "team": "Maintenance",
        },
        {
            "email": "tom.okafor@acme.example",
            "full_name": "Tom Okafor",
            "role": "viewer",
            "department": "Health & Safety",
            "phone": "+1 713 555 0142",
            "status": "active",
            "team": "Safety & Compliance",
        },
        {
            "email": "priya.raman@acme.example",
            "full_name": "Priya Raman",
            "role": "operator",
            "department": "Process Engineering",
            "phone": "+1 713 555 0178",
            "status": "active",
            "team": "Control Room",
        },
        {
            "email": "hiroshi.tanaka@acme.example",
            "full_name": "Hiroshi Tanaka",
            "role": "admin",
            "department": "IT",
            "phone": "+33 4 72 10 20 09",
            "status": "active",
            "team": None,
        },
        {
            "email": "lukas.meyer@acme.example",
            "full_name": "Lukas Meyer",
            "role": "operator",
            "department": "Maintenance",
            "phone": "+31 10 555 0193",
            "status": "deactivated",
            "team": "Maintenance",
        },
        {
            "email": "sofia.marchetti@acme.example",
            "full_name": "Sofia Marchetti",
            "role": "viewer",
            "department": "Quality",
            "phone": None,
            "status": "invited",
            "team": "Safety & Compliance",
        },
        {
            "email": "emma.laurent@acme.example",
            "full_name": "Emma Laurent",
            "role": "operator",
            "department": "Operations",
            "phone": "+33 6 55 01 22 47",
            "status": "invited",
            "team": "Control Room",
        },
    ),
    manufacturers=(
        {"name": "Honeywell", "website": "https://www.honeywell.com", "country": "United States"},
        {"name": "Dräger", "website": "https://www.draeger.com", "country": "Germany"},
        {"name": "Axis Communications", "website": "https://www.axis.com", "country": "Sweden"},
        {"name": "Advantech", "website": "https://www.advantech.com", "country": "Taiwan"},
    ),
    categories=(
        {"name": "Gas sensors", "description": "Portable and fixed toxic/flammable gas detectors."},
        {"name": "Thermometers", "description": "Process and ambient temperature sensors."},
        {"name": "Cameras", "description": "Visual and thermal cameras for plant surveillance."},
        {"name": "Gateways", "description": "LoRaWAN/LTE gateways that relay sensor data."},
    ),
    products=(
        {
            "name": "BW Ultra",
            "category": "Gas sensors",
            "manufacturer": "Honeywell",
            "description": "Portable multi-gas detector (O2, H2S, CO, LEL) with 24-hour runtime.",
            "config": {"sample_interval_s": 15, "gases": ["O2", "H2S", "CO", "LEL"]},
        },
        {
            "name": "X-am 5600",
            "category": "Gas sensors",
            "manufacturer": "Dräger",
            "description": "Compact multi-gas monitor with IR LEL sensor for confined-space entry.",
            "config": {"sample_interval_s": 30, "gases": ["CO", "LEL", "O2"]},
        },
        {
            "name": "Polytron 8700",
            "category": "Gas sensors",
            "manufacturer": "Dräger",
            "description": "Fixed infrared detector for flammable hydrocarbons, 4-20 mA and HART.",
            "config": {"range_lel_pct": 100, "output": "4-20mA"},
        },
        {
            "name": "SmartLine STT850",
            "category": "Thermometers",
            "manufacturer": "Honeywell",
            "description": "Temperature transmitter for RTD and thermocouple process inputs.",
            "config": {"unit": "C", "sample_interval_s": 60},
        },
        {
            "name": "WISE-2410",
            "category": "Thermometers",
            "manufacturer": "Advantech",
            "description": "Wireless LoRaWAN temperature and vibration sensor for rotating assets.",
            "config": {"unit": "C", "report_interval_s": 300},
        },
        {
            "name": "Q1961-TE",
            "category": "Cameras",
            "manufacturer": "Axis Communications",
            "description": "Thermal camera for temperature monitoring of flares and equipment.",
            "config": {"resolution": "384x288", "fps": 8},
        },
        {
            "name": "P3265-LVE",
            "category": "Cameras",
            "manufacturer": "Axis Communications",
            "description": "Outdoor 1080p dome camera with IR illumination.",
            "config": {"resolution": "1920x1080", "fps": 25},
        },
        {
            "name": "WISE-6610",
            "category": "Gateways",
            "manufacturer": "Advantech",
            "description": "LoRaWAN gateway with LTE backhaul for up to 500 field sensors.",
            "config": {"backhaul": "lte", "max_nodes": 500},
        },
    ),
    sites=(
        {
            "name": "Lyon plant",
            "address": "18 Rue de Gerland, 69007 Lyon, France",
            "timezone": "Europe/Paris",
        },
        {
            "name": "Houston refinery",
            "address": "9200 Clinton Dr, Houston, TX 77029, United States",
            "timezone": "America/Chicago",
        },
        {
            "name": "Rotterdam terminal",
            "address": "Maasvlakteweg 951, 3199 LZ Rotterdam, Netherlands",
            "timezone": "Europe/Amsterdam",
        },
    ),
    devices=_ACME_DEVICES,
    alert_rules=(
        {
            "name": "CO high",
            "product": "BW Ultra",
            "device_group": None,
            "metric": "co_ppm",
            "comparison": ">",
            "threshold": 35.0,
            "severity": "critical",
            "enabled": True,
        },
        {
            "name": "H2S high",
            "product": "BW Ultra",
            "device_group": None,
            "metric": "h2s_ppm",
            "comparison": ">",
            "threshold": 10.0,
            "severity": "critical",
            "enabled": True,
        },
        {
            "name": "Flammable gas above 10% LEL",
            "product": "Polytron 8700",
            "device_group": None,
            "metric": "lel_pct",
            "comparison": ">=",
            "threshold": 10.0,
            "severity": "critical",
            "enabled": True,
        },
        {
            "name": "Low battery - portable detectors",
            "product": None,
            "device_group": "portable detectors",
            "metric": "battery",
            "comparison": "<",
            "threshold": 20.0,
            "severity": "warning",
            "enabled": True,
        },
        {
            "name": "Bearing overheating",
            "product": "WISE-2410",
            "device_group": None,
            "metric": "temperature_c",
            "comparison": ">",
            "threshold": 80.0,
            "severity": "warning",
            "enabled": False,
        },
    ),
    alerts=_ACME_ALERTS,
    work_orders=_ACME_WORK_ORDERS,
    invoices=(
        InvoiceRow(6, 489_000, "paid"),
        InvoiceRow(5, 489_000, "paid"),
        InvoiceRow(4, 512_400, "paid"),
        InvoiceRow(3, 512_400, "paid"),
        InvoiceRow(2, 518_900, "paid"),
        InvoiceRow(1, 523_700, "open"),
    ),
)


# --- Globex Utilities: water and power; Springfield, Denver, Leeds -----------------------

# fmt: off
_GLOBEX_DEVICES: tuple[DeviceRow, ...] = (
    # Springfield water works
    DeviceRow("GX-5001", "Chlorine store", "GasGuard Cl2", "Springfield water works",
              "active", "4.0.2", {"cl2_ppm": 0.1}, 1),
    DeviceRow("GX-5002", "Chlorination room", "GasGuard Cl2", "Springfield water works",
              "active", "4.0.2", {"cl2_ppm": 1.8}, 1),
    DeviceRow("GX-5003", "Filter gallery", "GasGuard Cl2", "Springfield water works",
              "offline", "3.9.9", {"cl2_ppm": 0.0}, 2200),
    DeviceRow("GX-5004", "Dosing pump skid", "GasGuard Cl2", "Springfield water works",
              "active", "4.0.2", {"cl2_ppm": 0.2}, 2),
    DeviceRow("GX-5005", "Clearwell vent", "GasGuard Cl2", "Springfield water works",
              "active", "4.0.2", {"cl2_ppm": 0.0}, 1),
    DeviceRow("GXT-6001", "High-lift pump 1", "Sitrans TH320", "Springfield water works",
              "active", "2.1.0", {"temperature_c": 38.4}, 1),
    DeviceRow("GXT-6002", "High-lift pump 2", "Sitrans TH320", "Springfield water works",
              "active", "2.1.0", {"temperature_c": 41.0}, 1),
    DeviceRow("GXT-6003", "Lab refrigerator", "TempLink T100", "Springfield water works",
              "active", "1.2.5", {"temperature_c": 3.9, "battery": 81}, 9),
    DeviceRow("GXC-7001", "Main entrance", "DS-2CD2386G2-IU", "Springfield water works",
              "active", "5.7.15", {"fps": 20, "storage_pct": 71}, 1),
    DeviceRow("GXC-7002", "North fence", "DS-2CD2386G2-IU", "Springfield water works",
              "active", "5.7.15", {"fps": 20, "storage_pct": 33}, 1),
    DeviceRow("GXW-8001", "Springfield router A", "RUT955", "Springfield water works",
              "active", "7.06", {"connected_devices": 6, "signal_dbm": -69}, 1),
    DeviceRow("GXW-8002", "Springfield router B", "TRB245", "Springfield water works",
              "active", "7.06", {"connected_devices": 4, "signal_dbm": -74}, 1),
    # Denver substation
    DeviceRow("GX-5006", "GIS bay 1", "LeakSense SF6", "Denver substation", "active", "1.8.0",
              {"sf6_ppm": 110.0}, 3),
    DeviceRow("GX-5007", "GIS bay 2", "LeakSense SF6", "Denver substation", "active", "1.8.0",
              {"sf6_ppm": 1350.0}, 2),
    DeviceRow("GX-5008", "GIS bay 3", "LeakSense SF6", "Denver substation", "active", "1.8.0",
              {"sf6_ppm": 95.0}, 4),
    DeviceRow("GX-5009", "Cable basement", "LeakSense SF6", "Denver substation", "active",
              "1.7.3", {"sf6_ppm": 20.0}, 6),
    DeviceRow("GXT-6004", "Relay cabinet R1", "TempLink T100", "Denver substation",
              "active", "1.2.5", {"temperature_c": 31.5, "battery": 66}, 8),
    DeviceRow("GXT-6005", "Relay cabinet R3", "TempLink T100", "Denver substation",
              "active", "1.2.5", {"temperature_c": 48.2, "battery": 59}, 7),
    DeviceRow("GXC-7003", "Transformer T1 thermal", "DS-2TD2617-10", "Denver substation",
              "active", "5.5.42", {"fps": 9, "max_temp_c": 71.0}, 1),
    DeviceRow("GXC-7004", "Transformer T2 thermal", "DS-2TD2617-10", "Denver substation",
              "maintenance", "5.5.40", {"fps": 0, "max_temp_c": 96.0}, 600),
    DeviceRow("GXC-7005", "Substation yard", "DS-2CD2386G2-IU", "Denver substation",
              "active", "5.7.15", {"fps": 20, "storage_pct": 54}, 1),
    DeviceRow("GXW-8003", "Denver router", "RUT955", "Denver substation", "active", "7.06",
              {"connected_devices": 8, "signal_dbm": -88}, 1),
    # Leeds pumping station
    DeviceRow("GX-5010", "Hypochlorite tank", "GasGuard Cl2", "Leeds pumping station",
              "active", "4.0.2", {"cl2_ppm": 0.3}, 2),
    DeviceRow("GX-5011", "Wet well", "GasGuard Cl2", "Leeds pumping station", "active",
              "4.0.1", {"cl2_ppm": 0.0}, 2),
    DeviceRow("GX-5012", "Outfall chamber", "GasGuard Cl2", "Leeds pumping station",
              "active", "4.0.1", {"cl2_ppm": 0.1}, 3),
    DeviceRow("GXT-6006", "Pump motor M2", "Sitrans TH320", "Leeds pumping station",
              "maintenance", "2.0.4", {"temperature_c": 22.0}, 3000),
    DeviceRow("GXT-6007", "Control kiosk", "TempLink T100", "Leeds pumping station",
              "active", "1.2.5", {"temperature_c": 19.7, "battery": 92}, 11),
    DeviceRow("GXC-7006", "Station gate", "DS-2CD2386G2-IU", "Leeds pumping station",
              "active", "5.7.12", {"fps": 20, "storage_pct": 80}, 1),
    DeviceRow("GXW-8004", "Leeds outfall router", "TRB245", "Leeds pumping station",
              "offline", "7.05", {"connected_devices": 0, "signal_dbm": -109}, 185),
    DeviceRow("GXW-8005", "Leeds station router", "RUT955", "Leeds pumping station",
              "active", "7.05", {"connected_devices": 5, "signal_dbm": -79}, 1),
)
# fmt: on

# fmt: off
_GLOBEX_ALERTS: tuple[AlertRow, ...] = (
    AlertRow("GX-5002", "critical", "open",
             "Chlorine at 1.8 ppm on GX-5002 (Chlorination room) exceeds 1.0 ppm", 8),
    AlertRow("GX-5007", "warning", "open",
             "SF6 at 1350 ppm on GX-5007 (GIS bay 2) exceeds 1000 ppm", 140),
    AlertRow("GXT-6005", "warning", "open",
             "Cabinet temperature 48.2 °C on GXT-6005 (Relay cabinet R3)", 55),
    AlertRow("GXW-8004", "warning", "open",
             "Router GXW-8004 (Leeds outfall router) offline for 3 hours", 180),
    AlertRow(None, "info", "open",
             "Firmware 7.06 is available for 2 routers still on older versions", 4300),
    AlertRow("GX-5003", "info", "acknowledged",
             "GX-5003 (Filter gallery) has not reported since its last service", 2150,
             "erin.walsh@globex.example"),
    AlertRow("GXC-7004", "critical", "resolved",
             "Hot spot of 96 °C on transformer T2 seen by GXC-7004", 900,
             "dave@globex.example"),
)
# fmt: on

# fmt: off
_GLOBEX_WORK_ORDERS: tuple[WorkOrderRow, ...] = (
    WorkOrderRow("Replace chlorine sensor cell on GX-5002", "GX-5002", "urgent", "open", 1,
                 "hector.alvarez@globex.example",
                 "Reading 1.8 ppm; verify with a handheld, then replace the cell."),
    WorkOrderRow("Locate SF6 leak in GIS bay 2", "GX-5007", "high", "in_progress", 5,
                 "frank.castillo@globex.example",
                 "Use the leak camera on flanges and density monitors of bay 2."),
    WorkOrderRow("Re-align thermal camera on transformer T2", "GXC-7004", "medium",
                 "in_progress", 2, "erin.walsh@globex.example",
                 "Camera mount moved in the storm; re-aim at the T2 bushings."),
    WorkOrderRow("Restore LTE link at Leeds outfall", "GXW-8004", "high", "open", -1,
                 "leo.fischer@globex.example",
                 "Router offline; check antenna cable and SIM data plan."),
    WorkOrderRow("Quarterly check of relay cabinet thermometers", "GXT-6005", "low", "open",
                 30, None, "Replace batteries below 60% and clean cabinet filters."),
    WorkOrderRow("Install perimeter camera at north fence", "GXC-7002", "low", "done", -14,
                 "erin.walsh@globex.example", "New turret camera on pole NF-3."),
)
# fmt: on

GLOBEX = OrgSeed(
    org={
        "name": "Globex Utilities",
        "slug": "globex",
        "hostname": "globex.localhost",
        "timezone": "America/Chicago",
        "locale": "en-US",
        "plan": "professional",
        "primary_color": "#2da44e",
    },
    invoice_prefix="INV-GLBX",
    currency="USD",
    teams=(
        {"name": "Field Service", "description": "Technicians who visit stations and substations."},
        {"name": "Grid Operations", "description": "Dispatch and network monitoring."},
        {"name": "Security Operations", "description": "Perimeter cameras and site access."},
    ),
    users=(
        {
            "email": "dave@globex.example",
            "full_name": "Dave Admin",
            "role": "admin",
            "department": "Operations",
            "phone": "+1 217 555 0100",
            "status": "active",
            "team": "Grid Operations",
        },
        {
            "email": "erin.walsh@globex.example",
            "full_name": "Erin Walsh",
            "role": "operator",
            "department": "Field Service",
            "phone": "+1 217 555 0111",
            "status": "active",
            "team": "Field Service",
        },
        {
            "email": "frank.castillo@globex.example",
            "full_name": "Frank Castillo",
            "role": "operator",
            "department": "Substations",
            "phone": "+1 303 555 0123",
            "status": "active",
            "team": "Field Service",
        },
        {
            "email": "grace.liu@globex.example",
            "full_name": "Grace Liu",
            "role": "viewer",
            "department": "Finance",
            "phone": "+1 217 555 0135",
            "status": "active",
            "team": None,
        },
        {
            "email": "hector.alvarez@globex.example",
            "full_name": "Hector Alvarez",
            "role": "operator",
            "department": "Water Treatment",
            "phone": "+1 217 555 0147",
            "status": "active",
            "team": "Field Service",
        },
        {
            "email": "irene.kowalski@globex.example",
            "full_name": "Irene Kowalski",
            "role": "admin",
            "department": "IT",
            "phone": "+1 217 555 0159",
            "status": "active",
            "team": "Grid Operations",
        },
        {
            "email": "leo.fischer@globex.example",
            "full_name": "Leo Fischer",
            "role": "operator",
            "department": "Field Service",
            "phone": "+44 113 496 0721",
            "status": "active",
            "team": "Field Service",
        },
        {
            "email": "kim.larsen@globex.example",
            "full_name": "Kim Larsen",
            "role": "operator",
            "department": "Grid Operations",
            "phone": "+1 303 555 0162",
            "status": "deactivated",
            "team": "Grid Operations",
        },
        {
            "email": "jamal.wright@globex.example",
            "full_name": "Jamal Wright",
            "role": "viewer",
            "department": "Security",
            "phone": None,
            "status": "invited",
            "team": "Security Operations",
        },
        {
            "email": "maya.patel@globex.example",
            "full_name": "Maya Patel",
            "role": "viewer",
            "department": "Compliance",
            "phone": "+1 217 555 0188",
            "status": "invited",
            "team": None,
        },
    ),
    manufacturers=(
        {"name": "Siemens", "website": "https://www.siemens.com", "country": "Germany"},
        {"name": "Bosch", "website": "https://www.bosch.com", "country": "Germany"},
        {"name": "Hikvision", "website": "https://www.hikvision.com", "country": "China"},
        {"name": "Teltonika", "website": "https://teltonika-networks.com", "country": "Lithuania"},
    ),
    categories=(
        {"name": "Gas sensors", "description": "Chlorine and SF6 leak detectors."},
        {"name": "Thermometers", "description": "Cabinet, transformer and process temperatures."},
        {"name": "Cameras", "description": "Perimeter and thermal hot-spot cameras."},
        {"name": "Gateways", "description": "LTE routers that connect remote stations."},
    ),
    products=(
        {
            "name": "GasGuard Cl2",
            "category": "Gas sensors",
            "manufacturer": "Siemens",
            "description": "Electrochemical chlorine detector for chlorination and dosing rooms.",
            "config": {"sample_interval_s": 20, "gases": ["Cl2"], "range_ppm": 10},
        },
        {
            "name": "LeakSense SF6",
            "category": "Gas sensors",
            "manufacturer": "Bosch",
            "description": "Infrared SF6 leak detector for gas-insulated switchgear bays.",
            "config": {"sample_interval_s": 60, "gases": ["SF6"], "range_ppm": 2000},
        },
        {
            "name": "Sitrans TH320",
            "category": "Thermometers",
            "manufacturer": "Siemens",
            "description": "Head-mounted temperature transmitter for pumps and pipework.",
            "config": {"unit": "C", "sample_interval_s": 60},
        },
        {
            "name": "TempLink T100",
            "category": "Thermometers",
            "manufacturer": "Bosch",
            "description": "Battery-powered wireless thermometer for relay cabinets and kiosks.",
            "config": {"unit": "C", "report_interval_s": 600},
        },
        {
            "name": "DS-2TD2617-10",
            "category": "Cameras",
            "manufacturer": "Hikvision",
            "description": "Bi-spectrum thermal camera for substation hot-spot detection.",
            "config": {"resolution": "160x120", "fps": 9, "hotspot_alarm_c": 90},
        },
        {
            "name": "DS-2CD2386G2-IU",
            "category": "Cameras",
            "manufacturer": "Hikvision",
            "description": "8 MP turret camera for perimeter surveillance.",
            "config": {"resolution": "3840x2160", "fps": 20},
        },
        {
            "name": "RUT955",
            "category": "Gateways",
            "manufacturer": "Teltonika",
            "description": "Industrial LTE router with RS232/RS485 and digital I/O.",
            "config": {"backhaul": "lte", "modbus": True},
        },
        {
            "name": "TRB245",
            "category": "Gateways",
            "manufacturer": "Teltonika",
            "description": "Compact LTE gateway for Modbus field devices.",
            "config": {"backhaul": "lte", "modbus": True, "din_rail": True},
        },
    ),
    sites=(
        {
            "name": "Springfield water works",
            "address": "700 N Grand Ave E, Springfield, IL 62702, United States",
            "timezone": "America/Chicago",
        },
        {
            "name": "Denver substation",
            "address": "4100 Brighton Blvd, Denver, CO 80216, United States",
            "timezone": "America/Denver",
        },
        {
            "name": "Leeds pumping station",
            "address": "Kirkstall Road, Leeds LS4 2AZ, United Kingdom",
            "timezone": "Europe/London",
        },
    ),
    devices=_GLOBEX_DEVICES,
    alert_rules=(
        {
            "name": "Chlorine leak",
            "product": "GasGuard Cl2",
            "device_group": None,
            "metric": "cl2_ppm",
            "comparison": ">",
            "threshold": 1.0,
            "severity": "critical",
            "enabled": True,
        },
        {
            "name": "SF6 leak",
            "product": "LeakSense SF6",
            "device_group": None,
            "metric": "sf6_ppm",
            "comparison": ">",
            "threshold": 1000.0,
            "severity": "warning",
            "enabled": True,
        },
        {
            "name": "Relay cabinet overheating",
            "product": "TempLink T100",
            "device_group": None,
            "metric": "temperature_c",
            "comparison": ">",
            "threshold": 45.0,
            "severity": "warning",
            "enabled": True,
        },
        {
            "name": "Weak LTE signal",
            "product": None,
            "device_group": "station routers",
            "metric": "signal_dbm",
            "comparison": "<",
            "threshold": -100.0,
            "severity": "info",
            "enabled": True,
        },
    ),
    alerts=_GLOBEX_ALERTS,
    work_orders=_GLOBEX_WORK_ORDERS,
    invoices=(
        InvoiceRow(6, 129_900, "paid"),
        InvoiceRow(5, 129_900, "paid"),
        InvoiceRow(4, 129_900, "paid"),
        InvoiceRow(3, 134_500, "paid"),
        InvoiceRow(2, 134_500, "open"),
        InvoiceRow(1, 138_200, "open"),
    ),
)

DEMO_ORGS: tuple[OrgSeed, ...] = (ACME, GLOBEX)


# --- writing -----------------------------------------------------------------------------


async def seed_demo_data(
    sessions: async_sessionmaker[AsyncSession],
    settings: AcmeSettings,
    *,
    reset: bool = False,
) -> SeedSummary:
    """Write both demo orgs unless they exist. With `reset`, delete them first.

    Everything happens in one transaction: on any failure nothing is written or deleted.
    """
    async with sessions() as session, session.begin():
        await session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _SEED_LOCK_KEY})
        existing = list(await session.scalars(select(Org).where(Org.slug.in_(DEMO_SLUGS))))
        existing_slugs = sorted(org.slug for org in existing)
        if existing and not reset:
            log.info("demo_seed_skipped", existing=existing_slugs)
            return SeedSummary(
                skipped=True,
                reason=f"demo orgs already exist: {', '.join(existing_slugs)}",
            )
        if existing:
            await _delete_orgs(session, [org.id for org in existing])
            log.info("demo_orgs_deleted", slugs=existing_slugs)
        # One bcrypt hash for every seeded user: bcrypt is deliberately slow (about 0.25 s
        # at 12 rounds), and twenty hashes would make every fresh database and test session
        # seconds slower. Sharing a salt between demo accounts with the same, published
        # password costs nothing. Run off the event loop since it is CPU-bound.
        password_hash = await asyncio.to_thread(
            hash_password, DEMO_PASSWORD, settings.bcrypt_rounds
        )
        now = datetime.now(UTC)
        counts = {
            seed.org["slug"]: await _write_org(session, seed, password_hash, now)
            for seed in DEMO_ORGS
        }
    log.info("demo_seed_written", orgs=list(counts), reset=reset)
    return SeedSummary(
        skipped=False,
        reset=reset,
        orgs_deleted=existing_slugs,
        orgs_created=list(counts),
        counts=counts,
    )


async def _delete_orgs(session: AsyncSession, org_ids: list[int]) -> None:
    """Delete orgs and everything they own.

    Most rows cascade from `orgs`, but devices -> products and products -> categories /
    manufacturers are ON DELETE RESTRICT. A bare org delete passes today, but only because
    of the order in which PostgreSQL happens to run the cascades; deleting the RESTRICT
    children first (devices, then products; alert rules cascade from products) makes the
    order irrelevant.
    """
    await session.execute(delete(Device).where(Device.org_id.in_(org_ids)))
    await session.execute(delete(Product).where(Product.org_id.in_(org_ids)))
    await session.execute(delete(Org).where(Org.id.in_(org_ids)))


async def _write_org(
    session: AsyncSession, seed: OrgSeed, password_hash: str, now: datetime
) -> dict[str, int]:
    """Insert one org's rows, parents first; returns rows written per table."""
    counts: Counter[str] = Counter()

    async def insert(table: str, rows: list[Any]) -> None:
        session.add_all(rows)
        await session.flush()  # assigns ids that the next tables refer to
        counts[table] += len(rows)

    org = Org(**seed.org)
    await insert("orgs", [org])
    oid = org.id

    teams = {t["name"]: Team(org_id=oid, **t) for t in seed.teams}
    await insert("teams", list(teams.values()))

    users = {
        u["email"]: User(
            org_id=oid,
            email=u["email"].lower(),
            full_name=u["full_name"],
            role=u["role"],
            department=u["department"],
            phone=u["phone"],
            status=u["status"],
            team_id=teams[u["team"]].id if u["team"] else None,
            # Invited users have not chosen a password yet.
            password_hash=None if u["status"] == "invited" else password_hash,
        )
        for u in seed.users
    }
    await insert("users", list(users.values()))

    makers = {m["name"]: Manufacturer(org_id=oid, **m) for m in seed.manufacturers}
    await insert("manufacturers", list(makers.values()))
    categories = {c["name"]: Category(org_id=oid, **c) for c in seed.categories}
    await insert("categories", list(categories.values()))

    products = {
        p["name"]: Product(
            org_id=oid,
            name=p["name"],
            category_id=categories[p["category"]].id,
            manufacturer_id=makers[p["manufacturer"]].id,
            description=p["description"],
            config=dict(p["config"]),
        )
        for p in seed.products
    }
    await insert("products", list(products.values()))

    sites = {s["name"]: Site(org_id=oid, **s) for s in seed.sites}
    await insert("sites", list(sites.values()))

    devices = {
        d.serial: Device(
            org_id=oid,
            serial_number=d.serial,
            name=d.name,
            product_id=products[d.product].id,
            site_id=sites[d.site].id,
            status=d.status,
            firmware_version=d.firmware,
            config={},
            last_reading=dict(d.reading),
            last_seen_at=now - timedelta(minutes=d.seen_minutes_ago),
        )
        for d in seed.devices
    }
    await insert("devices", list(devices.values()))

    rules = [
        AlertRule(
            org_id=oid,
            name=r["name"],
            product_id=products[r["product"]].id if r["product"] else None,
            device_group=r["device_group"],
            metric=r["metric"],
            comparison=r["comparison"],
            threshold=r["threshold"],
            severity=r["severity"],
            enabled=r["enabled"],
        )
        for r in seed.alert_rules
    ]
    await insert("alert_rules", rules)

    alerts = []
    for a in seed.alerts:
        raised = now - timedelta(minutes=a.raised_minutes_ago)
        handled = a.acknowledged_by is not None
        alerts.append(
            Alert(
                org_id=oid,
                device_id=devices[a.device].id if a.device else None,
                severity=a.severity,
                status=a.status,
                message=a.message,
                acknowledged_by=a.acknowledged_by,
                acknowledged_at=raised + timedelta(minutes=a.raised_minutes_ago // 2)
                if handled
                else None,
                created_at=raised,
                updated_at=raised,
            )
        )
    await insert("alerts", alerts)

    today = now.date()
    orders = [
        WorkOrder(
            org_id=oid,
            title=w.title,
            description=w.description,
            device_id=devices[w.device].id if w.device else None,
            priority=w.priority,
            status=w.status,
            due_date=today + timedelta(days=w.due_in_days),
            assignee_id=users[w.assignee].id if w.assignee else None,
        )
        for w in seed.work_orders
    ]
    await insert("work_orders", orders)

    invoices = []
    for inv in seed.invoices:
        period = _month_before(today, inv.months_ago)
        invoices.append(
            Invoice(
                org_id=oid,
                number=f"{seed.invoice_prefix}-{period}",
                period=period,
                amount_cents=inv.amount_cents,
                currency=seed.currency,
                status=inv.status,
            )
        )
    await insert("invoices", invoices)
    return dict(counts)


def _month_before(day: date, months: int) -> str:
    """'YYYY-MM' of the month `months` before the month of `day`."""
    index = day.year * 12 + (day.month - 1) - months
    return f"{index // 12:04d}-{index % 12 + 1:02d}"
