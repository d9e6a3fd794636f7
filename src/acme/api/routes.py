"""Acme's REST API: sign-in, keys, the caller's org, and every resource of the spec."""

from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, Request

from acme.api import schemas as s
from acme.api.auth import (
    Caller,
    CurrentCaller,
    KeyRing,
    authenticate,
    client_address,
    request_host,
    require_role,
)
from acme.api.login_throttle import LoginThrottle
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
from acme.api.problems import PROBLEM_RESPONSES, Problem
from acme.api.resources import (
    RecordId,
    Resource,
    Session,
    build_router,
    commit_with_response,
    load_owned,
    reject_nulls,
)


def _check_user_write(caller: Caller, values: dict[str, Any], existing: Any) -> None:
    if existing is None:
        values["status"] = "invited"
        return
    if existing.id == caller.user_id and (
        values.get("_delete")
        or values.get("status", "active") != "active"
        or values.get("role", "admin") != "admin"
    ):
        raise Problem(409, "You cannot deactivate, delete or demote your own account.")


def _check_device_write(caller: Caller, values: dict[str, Any], existing: Any) -> None:
    # No body sets "decommissioned" (see DeviceUpdate): only the decommission action, an
    # admin's; and once retired, a device is the admin's alone.
    retired = existing is not None and existing.status == "decommissioned"
    if retired and not caller.may("admin"):
        raise Problem(
            403, f"Your role ({caller.role}) may not change decommissioned devices; it needs admin."
        )


RESOURCES = [
    Resource(
        "users",
        "user",
        User,
        s.UserRead,
        s.UserCreate,
        s.UserUpdate,
        search=("full_name", "email", "department"),
        write_role="admin",
        references={"team_id": Team},
        check_write=_check_user_write,
        filters=("role", "status", "team_id"),
    ),
    Resource("teams", "team", Team, s.TeamRead, s.TeamCreate, s.TeamUpdate, write_role="admin"),
    Resource(
        "manufacturers",
        "manufacturer",
        Manufacturer,
        s.ManufacturerRead,
        s.ManufacturerCreate,
        s.ManufacturerUpdate,
    ),
    Resource(
        "categories", "category", Category, s.CategoryRead, s.CategoryCreate, s.CategoryUpdate
    ),
    Resource(
        "products",
        "product",
        Product,
        s.ProductRead,
        s.ProductCreate,
        s.ProductUpdate,
        search=("name", "description"),
        references={"category_id": Category, "manufacturer_id": Manufacturer},
        filters=("category_id", "manufacturer_id"),
    ),
    Resource(
        "devices",
        "device",
        Device,
        s.DeviceRead,
        s.DeviceCreate,
        s.DeviceUpdate,
        search=("serial_number", "name"),
        references={"product_id": Product, "site_id": Site},
        check_write=_check_device_write,
        filters=("status", "site_id", "product_id"),
    ),
    Resource(
        "sites", "site", Site, s.SiteRead, s.SiteCreate, s.SiteUpdate, search=("name", "address")
    ),
    Resource(
        "alerts",
        "alert",
        Alert,
        s.AlertRead,
        search=("message", "severity", "status"),
        references={"device_id": Device},
        filters=("status", "severity", "device_id"),
    ),
    Resource(
        "alert-rules",
        "alert rule",
        AlertRule,
        s.AlertRuleRead,
        s.AlertRuleCreate,
        s.AlertRuleUpdate,
        search=("name", "metric"),
        references={"product_id": Product},
        filters=("severity", "product_id", "enabled"),
    ),
    Resource(
        "work-orders",
        "work order",
        WorkOrder,
        s.WorkOrderRead,
        s.WorkOrderCreate,
        s.WorkOrderUpdate,
        search=("title", "description", "status"),
        references={"device_id": Device, "assignee_id": User},
        filters=("status", "priority", "device_id", "assignee_id"),
    ),
    Resource(
        "invoices",
        "invoice",
        Invoice,
        s.InvoiceRead,
        search=("number", "period"),
        read_role="admin",
        delete_role=None,
        filters=("status",),
    ),
]
_BY_PATH = {resource.path: resource for resource in RESOURCES}

router = APIRouter()


@router.post(
    "/api/auth/login",
    response_model=s.TokenResponse,
    tags=["auth"],
    responses={
        **PROBLEM_RESPONSES,
        429: PROBLEM_RESPONSES[401] | {"description": "Too many failed sign-ins (Retry-After)"},
    },
    summary="Sign in with email and password",
)
async def login(body: s.LoginRequest, request: Request, session: Session) -> s.TokenResponse:
    throttle: LoginThrottle = request.app.state.login_throttle
    address = client_address(request)
    await throttle.before(body.email, address)
    found = await authenticate(
        session,
        body.email,
        body.password,
        org_for=request_host(request),
        rounds=request.app.state.settings.bcrypt_rounds,
    )
    if found is None:
        raise Problem(401, "Wrong email or password.", kind="invalid-credentials")
    await throttle.succeeded(body.email, address)
    keyring: KeyRing = request.app.state.keyring
    token = await keyring.issue(*found)
    return s.TokenResponse(
        access_token=token, expires_in=request.app.state.settings.token_ttl_seconds
    )


@router.get("/api/auth/me", response_model=s.Me, tags=["auth"], responses=PROBLEM_RESPONSES)
async def me(caller: CurrentCaller) -> s.Me:
    return s.Me(
        user_id=caller.user_id,
        email=caller.email,
        role=caller.role,
        org_id=caller.org_id,
        org_slug=caller.org_slug,
    )


@router.get(
    "/.well-known/jwks.json", tags=["auth"], summary="Public keys that verify Acme's tokens"
)
async def jwks(request: Request) -> dict[str, list[dict[str, Any]]]:
    keyring: KeyRing = request.app.state.keyring
    return await keyring.jwks()


@router.get("/api/org", response_model=s.OrgRead, tags=["org"], responses=PROBLEM_RESPONSES)
async def get_org(session: Session, caller: CurrentCaller) -> Any:
    return await session.get(Org, caller.org_id)


@router.patch("/api/org", response_model=s.OrgRead, tags=["org"], responses=PROBLEM_RESPONSES)
async def update_org(
    body: s.OrgUpdate, session: Session, caller: Caller = require_role("admin")
) -> Any:
    values = body.model_dump(exclude_unset=True)
    reject_nulls(Org, values)
    org = await session.get(Org, caller.org_id)
    for name, value in values.items():
        setattr(org, name, value)
    return await commit_with_response(session, org, s.OrgRead, "organization")


@router.post(
    "/api/alerts/{record_id}/acknowledge",
    response_model=s.AlertRead,
    tags=["alerts"],
    responses=PROBLEM_RESPONSES,
    summary="Acknowledge an open alert",
)
async def acknowledge_alert(
    record_id: RecordId, session: Session, caller: Caller = require_role("operator")
) -> Any:
    alert = await load_owned(session, _BY_PATH["alerts"], caller, record_id)
    if acknowledge(alert, caller):
        return await commit_with_response(session, alert, s.AlertRead, "alert")
    return alert


def acknowledge(alert: Alert, caller: Caller) -> bool:
    """An open alert acknowledged by `caller` (the API's action and the console's form);
    False when it was not open (then nothing changes)."""
    if alert.status != "open":
        return False
    alert.status = "acknowledged"
    alert.acknowledged_by = caller.email
    alert.acknowledged_at = datetime.now(UTC)
    return True


@router.post(
    "/api/devices/{record_id}/decommission",
    response_model=s.DeviceRead,
    tags=["devices"],
    responses=PROBLEM_RESPONSES,
    summary="Retire a device from service",
)
async def decommission_device(
    record_id: RecordId, session: Session, caller: Caller = require_role("admin")
) -> Any:
    device = await load_owned(session, _BY_PATH["devices"], caller, record_id)
    device.status = "decommissioned"
    return await commit_with_response(session, device, s.DeviceRead, "device")


def api_routers() -> list[APIRouter]:
    return [router, *(build_router(resource) for resource in RESOURCES)]
