"""The console's screens: one module per area, each registering its screens' views (and
their forms) in the registry by screen name."""

from acme.web.screens import (  # noqa: F401  (each module registers its screens)
    account,
    alerts,
    device_configuration,
    device_import,
    devices,
    help,
    maintenance,
    organization,
    overview,
    products,
    reports,
    sites,
    users,
)
from acme.web.screens.base import Content, ScreenContext
from acme.web.screens.forms import csrf_ok
from acme.web.screens.registry import Saved, ScreenView, check_complete
from acme.web.screens.users import ROLE_PERMISSIONS

__all__ = [
    "ROLE_PERMISSIONS",
    "Content",
    "Saved",
    "ScreenContext",
    "ScreenView",
    "check_complete",
    "csrf_ok",
]
