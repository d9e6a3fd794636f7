"""A device's configuration: a working form for its name, site, status and settings.

Each setting its product sets a default for (or the device sets itself) is one field,
named by the setting (`?sample_interval_s=60` in a deep link fills it); an empty field
means the product's default. A value is read as the default's type (a whole number, a
number, yes/no, a comma-separated list or text), and refused at its field otherwise. The
write is the API's device update (DeviceUpdate, its references, roles and checks)."""

import re
from typing import Any, get_args

from acme.api.models import Device, Product, Site
from acme.api.schemas import SettableDeviceStatus
from acme.web.screens.base import Cell, Content, Field, FormView, ScreenContext, Table, text
from acme.web.screens.devices import device_page
from acme.web.screens.forms import BY_PATH, csrf_token, form_view, save
from acme.web.screens.listing import id_options, names, value_options
from acme.web.screens.registry import Saved, form, screen

SETTABLE = list(get_args(SettableDeviceStatus))
NEW_NAME, NEW_VALUE = "new_setting", "new_value"
RESERVED = {"csrf", NEW_NAME, NEW_VALUE, *Device.__table__.columns.keys()}
SETTING_NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
YES, NO = ("yes", "true", "on", "1"), ("no", "false", "off", "0")


def field_name(key: str) -> str:
    """A setting's field: its own name, unless the form already has a field of that name."""
    return f"setting.{key}" if key in RESERVED else key


def shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(shown(v) for v in value)
    return text(value) if isinstance(value, dict) else str(value)


def parsed(raw: str, like: Any) -> Any:
    """`raw` read as the type of `like`; ValueError says what to type instead."""
    if isinstance(like, bool):
        if raw.lower() in YES + NO:
            return raw.lower() in YES
        raise ValueError("Enter yes or no.")
    if isinstance(like, int):
        try:
            return int(raw)
        except ValueError:
            raise ValueError("Enter a whole number, e.g. 30.") from None
    if isinstance(like, float):
        try:
            return float(raw)
        except ValueError:
            raise ValueError("Enter a number, e.g. 2.5.") from None
    if isinstance(like, list):
        item = like[0] if like else ""
        return [parsed(part.strip(), item) for part in raw.split(",") if part.strip()]
    if isinstance(like, dict):
        raise ValueError("This setting holds several values: change it through the API.")
    return raw


def guessed(raw: str) -> Any:
    """A new setting's value: a number or yes/no when it reads as one, else text."""
    for like in (0, 0.0, True):
        try:
            return parsed(raw, like)
        except ValueError:
            continue
    return raw


def settings_of(device: Device, product: Product | None) -> dict[str, tuple[Any, Any]]:
    """Every setting the form shows: (the device's own value or None, the product's default)."""
    defaults = dict(product.config or {}) if product is not None else {}
    own = dict(device.config or {})
    return {key: (own.get(key), defaults.get(key)) for key in {**defaults, **own}}


async def config_fields(ctx: ScreenContext, settings: dict[str, tuple[Any, Any]]) -> list[Field]:
    device: Device = ctx.records["device_id"]
    fields = [
        Field("name", "Name", help="Where it is, e.g. “Dock B”."),
        Field("site_id", "Site", "id", False, id_options(await names(ctx, Site))),
    ]
    if device.status in SETTABLE:  # offline and retired devices keep their status
        fields.append(Field("status", "Status", "select", True, value_options(SETTABLE)))
    for key, (_, default) in sorted(settings.items()):
        hint = (
            f"Empty: the product's default ({shown(default)})."
            if default is not None
            else "This device's own setting; empty removes it."
        )
        fields.append(Field(field_name(key), key.replace("_", " ").capitalize(), help=hint))
    fields += [
        Field(NEW_NAME, "Add a setting", help="Its name, e.g. alarm_high_ppm."),
        Field(NEW_VALUE, "Its value"),
    ]
    return fields


def new_config(
    settings: dict[str, tuple[Any, Any]], posted: dict[str, str]
) -> tuple[dict[str, Any], dict[str, str]]:
    """The device's own settings as posted, and the errors at each setting's field."""
    config: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for key, (own, default) in settings.items():
        raw = posted.get(field_name(key), "").strip()
        if not raw:
            continue
        try:
            value = parsed(raw, own if default is None else default)
        except ValueError as exc:
            errors[field_name(key)] = str(exc)
            continue
        if value != default:
            config[key] = value
    name, raw = posted.get(NEW_NAME, "").strip(), posted.get(NEW_VALUE, "").strip()
    if name or raw:
        if not SETTING_NAME.match(name):
            errors[NEW_NAME] = "Use lower-case letters, digits and _, e.g. alarm_high_ppm."
        elif name in settings:
            errors[NEW_NAME] = "This setting is above: change it there."
        elif not raw:
            errors[NEW_VALUE] = "Fill this in."
        else:
            config[name] = guessed(raw)
    return config, errors


@screen(
    "device_configuration",
    "Change this device's name, site, status and settings; an empty setting takes "
    "its product's default.",
)
async def device_configuration(ctx: ScreenContext) -> Content:
    content = await device_page(ctx)
    device: Device = ctx.records["device_id"]
    product = await ctx.owned(Product, device.product_id)
    settings = settings_of(device, product)
    view = form_view(ctx, await config_fields(ctx, settings), device, submit="Save configuration")
    for key, (own, _) in settings.items():
        if own is not None:
            view.values.setdefault(field_name(key), shown(own))
    content.form = view
    content.tables.append(
        Table(
            "Product defaults",
            ["Setting", "Value"],
            [[Cell(k), Cell(shown(v))] for k, v in (product.config if product else {}).items()],
            empty="No defaults.",
        )
    )
    return content


@form("device_configuration")
async def configure_submit(ctx: ScreenContext, posted: dict[str, str]) -> Saved | FormView:
    device: Device = ctx.records["device_id"]
    settings = settings_of(device, await ctx.owned(Product, device.product_id))
    fields = await config_fields(ctx, settings)
    config, errors = new_config(settings, posted)
    if errors:
        return FormView(fields, dict(posted), errors, csrf=csrf_token(ctx.caller))
    # the API's update: DeviceUpdate validates, references and roles are checked
    written = [f for f in fields if f.name in ("name", "site_id", "status")]
    result = await save(
        ctx,
        BY_PATH["devices"],
        written,
        posted,
        lambda d: ctx.href("device_configuration", device_id=d.id),
        record=device,
        extra={"config": config},
    )
    if isinstance(result, FormView):
        result.fields = fields
    return result
