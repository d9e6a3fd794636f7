"""Semantic routing of a request to navigation, execution or unclear."""

from navex.routing.clauses import asks_for_one_action, clauses
from navex.routing.router import (
    RouteDecision,
    Router,
    Thresholds,
    choose_route,
    decide,
    intent_labels,
)
from navex.routing.routes_file import (
    ROUTES,
    Route,
    RouteRequest,
    RoutesFile,
    load_routes,
    read_routes,
)

__all__ = [
    "ROUTES",
    "Route",
    "RouteDecision",
    "RouteRequest",
    "Router",
    "RoutesFile",
    "Thresholds",
    "asks_for_one_action",
    "choose_route",
    "clauses",
    "decide",
    "intent_labels",
    "load_routes",
    "read_routes",
]
