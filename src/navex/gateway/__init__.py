"""The gateway (FastAPI, :8100): what the product's backend calls for its users.

Service-JWT authentication against the backend's JWKS, rate limits per tenant and user,
input guardrails, the router, then navigation or the execution agent, answered as
server-sent events (`route`, `step`, `approval_required`, then exactly one `final` or
`error`), with the clean chat history in `chat_messages`.
"""

from navex.gateway.app import GatewayState, create_app
from navex.gateway.auth import JwksCache, ServiceAuth, ServiceIdentity
from navex.gateway.models import ApprovalDecision, ChatRequest
from navex.gateway.problems import Problem

__all__ = [
    "ApprovalDecision",
    "ChatRequest",
    "GatewayState",
    "JwksCache",
    "Problem",
    "ServiceAuth",
    "ServiceIdentity",
    "create_app",
]
