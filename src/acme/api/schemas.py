"""The API's request and response bodies. Create/update bodies forbid unknown fields and
never carry an org id: the org always comes from the caller's token."""

from datetime import date, datetime
from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    EmailStr,
    Field,
    StrictBool,
    StringConstraints,
    field_validator,
)
from pydantic_core import PydanticCustomError

from acme.api.input_rules import (
    MAX_JSON_BYTES,
    MAX_JSON_DEPTH,
    bounded_json,
    known_time_zone,
    unstorable,
    web_address,
)

Name = Field(min_length=1, max_length=200)
TimeZone = Annotated[str, Field(min_length=1, max_length=64), AfterValidator(known_time_zone)]
MAX_ID = 2_147_483_647
Id = Annotated[int, Field(ge=1, le=MAX_ID)]
UserRole = Literal["admin", "operator", "viewer"]
UserStatus = Literal["active", "invited", "deactivated"]
DeviceStatus = Literal["active", "offline", "maintenance", "decommissioned"]
# The statuses a client may set. The product sets the others: a device goes "offline" when
# it stops reporting and "decommissioned" only through POST /api/devices/{id}/decommission;
# a user is "invited" only by being invited (POST /api/users).
SettableDeviceStatus = Literal["active", "maintenance"]
SettableUserStatus = Literal["active", "deactivated"]
Severity = Literal["info", "warning", "critical"]
Priority = Literal["low", "medium", "high", "urgent"]
WorkOrderStatus = Literal["open", "in_progress", "done", "cancelled"]
AlertStatus = Literal["open", "acknowledged", "resolved"]
InvoiceStatus = Literal["paid", "open"]
Comparison = Literal[">", ">=", "<", "<=", "=="]
JSONObject = dict[str, Any]
# A free-form object a client writes (config): bounded in depth and size.
ConfigObject = Annotated[
    dict[str, Any],
    AfterValidator(bounded_json),
    Field(
        description=f"Free-form JSON object, at most {MAX_JSON_DEPTH} levels deep and "
        f"{MAX_JSON_BYTES} bytes."
    ),
]


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    @field_validator("*", mode="before")
    @classmethod
    def _storable(cls, value: object) -> object:
        # PostgreSQL cannot hold NUL, lone surrogates or NaN in JSON, and control
        # characters garble every page that shows the text; say so instead of failing on
        # insert (Python's JSON parser accepts them all).
        reason = unstorable(value)
        if reason:
            raise PydanticCustomError("unstorable_value", reason)
        return value


class Record(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    created_at: datetime
    updated_at: datetime


T = TypeVar("T")


class Page(BaseModel, Generic[T]):
    items: list[T]
    total: int
    limit: int
    offset: int


# --- auth -------------------------------------------------------------------------------


class LoginRequest(Body):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"email": "alice@acme.example", "password": "demo-password"}]
        }
    )
    email: EmailStr
    # Passwords are taken verbatim: stripping spaces would lock out whoever chose them.
    password: Annotated[
        str, StringConstraints(strip_whitespace=False, min_length=1, max_length=200)
    ]


class TokenResponse(BaseModel):
    access_token: str
    token_type: Literal["bearer"] = "bearer"
    expires_in: int


class Me(BaseModel):
    user_id: Id
    email: str
    role: str
    org_id: Id
    org_slug: str


# --- org --------------------------------------------------------------------------------


class OrgRead(Record):
    name: str
    slug: str
    hostname: str
    timezone: str
    locale: str
    logo_url: str | None
    plan: str
    primary_color: str


class OrgUpdate(Body):
    model_config = ConfigDict(json_schema_extra={"examples": [{"timezone": "Europe/Paris"}]})
    name: str | None = Field(default=None, min_length=1, max_length=200)
    timezone: TimeZone | None = None
    locale: str | None = Field(default=None, min_length=2, max_length=16)
    logo_url: Annotated[str, Field(max_length=500), AfterValidator(web_address)] | None = None
    primary_color: str | None = Field(default=None, pattern=r"^#[0-9a-fA-F]{6}$")


# --- users and teams --------------------------------------------------------------------


class UserRead(Record):
    email: str
    full_name: str
    phone: str | None
    role: UserRole
    department: str | None
    status: UserStatus
    team_id: Id | None


def _lowercase(value: str | None) -> str | None:
    # Sign-in looks emails up in lower case; store them so, or a differently cased
    # duplicate slips past the unique constraint and can never sign in.
    return value.lower() if value else value


class UserCreate(Body):
    """Invite a user: they start as `invited`."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "email": "nina@acme.example",
                    "full_name": "Nina Novak",
                    "role": "operator",
                    "department": "Maintenance",
                }
            ]
        }
    )
    email: EmailStr
    full_name: str = Name
    role: UserRole = "viewer"
    phone: str | None = Field(default=None, max_length=40)
    department: str | None = Field(default=None, max_length=100)
    team_id: Id | None = None

    _lowercase_email = field_validator("email", mode="after")(_lowercase)


class UserUpdate(Body):
    model_config = ConfigDict(json_schema_extra={"examples": [{"phone": "+33 6 12 34 56 78"}]})
    email: EmailStr | None = None
    full_name: str | None = Field(default=None, min_length=1, max_length=200)
    role: UserRole | None = None
    phone: str | None = Field(default=None, max_length=40)
    department: str | None = Field(default=None, max_length=100)
    status: SettableUserStatus | None = Field(
        default=None,
        description="`active` or `deactivated`; a user is `invited` only by being invited.",
    )
    team_id: Id | None = None

    _lowercase_email = field_validator("email", mode="after")(_lowercase)


class TeamRead(Record):
    name: str
    description: str | None


class TeamCreate(Body):
    model_config = ConfigDict(json_schema_extra={"examples": [{"name": "Night shift"}]})
    name: str = Name
    description: str | None = Field(default=None, max_length=2000)


class TeamUpdate(Body):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    description: str | None = Field(default=None, max_length=2000)


# --- catalog: manufacturers, categories, products ---------------------------------------


class ManufacturerRead(Record):
    name: str
    website: str | None
    country: str | None


class ManufacturerCreate(Body):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"name": "Wesco", "country": "United States"}]}
    )
    name: str = Name
    website: str | None = Field(default=None, max_length=500)
    country: str | None = Field(default=None, max_length=100)


class ManufacturerUpdate(Body):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    website: str | None = Field(default=None, max_length=500)
    country: str | None = Field(default=None, max_length=100)


class CategoryRead(Record):
    name: str
    description: str | None


class CategoryCreate(Body):
    model_config = ConfigDict(json_schema_extra={"examples": [{"name": "Gas sensors"}]})
    name: str = Name
    description: str | None = Field(default=None, max_length=2000)


class CategoryUpdate(Body):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    description: str | None = Field(default=None, max_length=2000)


class ProductRead(Record):
    name: str
    category_id: Id
    manufacturer_id: Id
    description: str | None
    config: JSONObject


class ProductCreate(Body):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "Wesco gas sensor",
                    "category_id": 1,
                    "manufacturer_id": 1,
                    "description": "Four-gas detector",
                }
            ]
        }
    )
    name: str = Name
    category_id: Id
    manufacturer_id: Id
    description: str | None = Field(default=None, max_length=2000)
    config: ConfigObject = Field(default_factory=dict)


class ProductUpdate(Body):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    category_id: Id | None = None
    manufacturer_id: Id | None = None
    description: str | None = Field(default=None, max_length=2000)
    config: ConfigObject | None = None


# --- sites and devices ------------------------------------------------------------------


class SiteRead(Record):
    name: str
    address: str | None
    timezone: str


class SiteCreate(Body):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"name": "Lyon plant", "address": "12 Rue X, Lyon", "timezone": "Europe/Paris"}
            ]
        }
    )
    name: str = Name
    address: str | None = Field(default=None, max_length=500)
    timezone: TimeZone = "UTC"


class SiteUpdate(Body):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    address: str | None = Field(default=None, max_length=500)
    timezone: TimeZone | None = None


class DeviceRead(Record):
    serial_number: str
    name: str | None
    product_id: Id
    site_id: Id | None
    status: DeviceStatus
    firmware_version: str | None
    config: JSONObject
    last_reading: JSONObject | None
    last_seen_at: datetime | None


class DeviceCreate(Body):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"serial_number": "GS-2001", "product_id": 1, "site_id": 1, "name": "Boiler room"}
            ]
        }
    )
    serial_number: str = Field(min_length=1, max_length=100)
    product_id: Id
    site_id: Id | None = None
    name: str | None = Field(default=None, max_length=200)
    firmware_version: str | None = Field(default=None, max_length=40)
    config: ConfigObject = Field(default_factory=dict)


class DeviceUpdate(Body):
    model_config = ConfigDict(json_schema_extra={"examples": [{"status": "maintenance"}]})
    name: str | None = Field(default=None, max_length=200)
    site_id: Id | None = None
    product_id: Id | None = None
    status: SettableDeviceStatus | None = Field(
        default=None,
        description="`active` or `maintenance`. A device goes `offline` by itself when it "
        "stops reporting, and is `decommissioned` only through its decommission action.",
    )
    firmware_version: str | None = Field(default=None, max_length=40)
    config: ConfigObject | None = None


# --- alerts, rules, work orders, invoices -----------------------------------------------


class AlertRead(Record):
    device_id: Id | None
    severity: Severity
    message: str
    status: AlertStatus
    acknowledged_by: str | None
    acknowledged_at: datetime | None


class AlertRuleRead(Record):
    name: str
    product_id: Id | None
    device_group: str | None
    metric: str
    comparison: Comparison
    threshold: float
    severity: Severity
    enabled: bool


class AlertRuleCreate(Body):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "CO high",
                    "product_id": 1,
                    "metric": "co_ppm",
                    "comparison": ">",
                    "threshold": 35,
                    "severity": "critical",
                }
            ]
        }
    )
    name: str = Name
    product_id: Id | None = None
    device_group: str | None = Field(default=None, max_length=100)
    metric: str = Field(min_length=1, max_length=64)
    comparison: Comparison
    threshold: float = Field(allow_inf_nan=False)
    severity: Severity = "warning"
    enabled: StrictBool = True


class AlertRuleUpdate(Body):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    product_id: Id | None = None
    device_group: str | None = Field(default=None, max_length=100)
    metric: str | None = Field(default=None, min_length=1, max_length=64)
    comparison: Comparison | None = None
    threshold: float | None = Field(default=None, allow_inf_nan=False)
    severity: Severity | None = None
    enabled: StrictBool | None = None


class WorkOrderRead(Record):
    title: str
    description: str | None
    device_id: Id | None
    priority: Priority
    status: WorkOrderStatus
    due_date: date | None
    assignee_id: Id | None


class WorkOrderCreate(Body):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "title": "Replace sensor head",
                    "device_id": 1,
                    "priority": "high",
                    "due_date": "2026-12-15",
                }
            ]
        }
    )
    title: str = Name
    description: str | None = Field(default=None, max_length=4000)
    device_id: Id | None = None
    priority: Priority = "medium"
    due_date: date | None = None
    assignee_id: Id | None = None


class WorkOrderUpdate(Body):
    title: str | None = Field(default=None, min_length=1, max_length=200)
    description: str | None = Field(default=None, max_length=4000)
    device_id: Id | None = None
    priority: Priority | None = None
    status: WorkOrderStatus | None = None
    due_date: date | None = None
    assignee_id: Id | None = None


class InvoiceRead(Record):
    number: str
    period: str
    amount_cents: int
    currency: str
    status: InvoiceStatus
