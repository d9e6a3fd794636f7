"""The assistant proxy: `/api/assistant/*` forwarded to the navex gateway as the signed-in
user, with a short-lived service JWT. Acme never imports navex; it only speaks HTTP to it."""

from acme.assistant.proxy import GatewayClient, assistant_audit, assistant_router
from acme.assistant.service_token import SERVICE_TOKEN_TTL_SECONDS, mint_service_token

__all__ = [
    "SERVICE_TOKEN_TTL_SECONDS",
    "GatewayClient",
    "assistant_audit",
    "assistant_router",
    "mint_service_token",
]
