"""All of navex's settings, read from NAVEX_* environment variables (and `.env`)."""

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class DemoProduct(BaseSettings):
    """How `navex demo` prepares and starts the product navex is built into.

    navex never imports the product; it runs these commands.
    """

    model_config = SettingsConfigDict(env_prefix="NAVEX_PRODUCT_", extra="ignore")

    setup_commands: list[list[str]] = Field(
        default=[["acme", "migrate"], ["acme", "seed"]],
        description="Run in order before serving (migrations, demo data).",
    )
    serve_command: list[str] = Field(default=["acme", "serve", "--port", "8000"])
    tools_command: list[str] | None = Field(
        default=["acme", "mcp", "--port", "8200", "--api-url", "http://127.0.0.1:8000"],
        description="The product's MCP tool server (none: the tools run elsewhere).",
    )
    mcp_url: str = Field(
        default="http://127.0.0.1:8200/mcp",
        description="Where the tool server answers; the gateway's NAVEX_MCP_URL.",
    )
    ports: list[int] = Field(
        default=[8000, 8200],
        description="Loopback ports the product's commands listen on (checked free first).",
    )
    gateway_url_env: str | None = Field(
        default="ACME_ASSISTANT_URL",
        description="The environment variable that tells the product where the gateway is.",
    )
    url: str = Field(default="http://acme.localhost:8000", description="What the user opens.")
    health_url: str = Field(
        default="http://127.0.0.1:8000/login",
        description="Polled until the product answers (loopback: *.localhost may not resolve).",
    )
    logins: list[str] = Field(
        default=[
            "alice@acme.example (admin)",
            "bob@acme.example (operator)",
            "carol@acme.example (viewer)",
            "dave@globex.example (admin, Globex: http://globex.localhost:8000)",
        ]
    )
    password: str = "demo-password"


# The reference product's files; another product points these settings at its own.
_ACME_CATALOG = Path(__file__).resolve().parents[1] / "acme" / "catalog"


class EvalProduct(BaseSettings):
    """What the evaluation adds to the demo's product commands (NAVEX_EVAL_PRODUCT_*)."""

    model_config = SettingsConfigDict(env_prefix="NAVEX_EVAL_PRODUCT_", extra="ignore")

    database_url_env: str = Field(
        default="ACME_DATABASE_URL",
        description="The environment variable that tells the product's commands its database.",
    )
    env: dict[str, str] = Field(
        default={"ACME_BCRYPT_ROUNDS": "4"},
        description="More environment for the product's commands (fast password hashing).",
    )
    template_commands: list[list[str]] = Field(
        default=[["acme", "rotate-keys"]],
        description="Run on the template after the demo's setup commands.",
    )
    jwks_path: str = Field(
        default="/.well-known/jwks.json", description="Where the product publishes its keys."
    )


class NavexSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="NAVEX_", env_file=".env", extra="ignore")

    data_dir: Path = Field(
        default=Path(".navex"), description="Embedded PostgreSQL, model files, reports."
    )
    cache_dir: Path | None = Field(
        default=None,
        description="Utterance vectors and fitted classifiers, derived data that is safe to "
        "delete and may be shared by several data dirs. Unset: NAVEX_DATA_DIR/cache.",
    )

    @property
    def cache_directory(self) -> Path:
        """`cache_dir`, or `data_dir/cache` when it is unset."""
        return self.cache_dir or self.data_dir / "cache"

    database_url: str | None = Field(
        default=None, description="Any PostgreSQL with pgvector. Unset: the embedded server."
    )
    redis_url: str | None = Field(
        default=None, description="Shared cache and rate limits across replicas. Unset: in-process."
    )

    # the product navex is built into
    catalog_path: Path = _ACME_CATALOG / "navigation.json"
    routes_path: Path = _ACME_CATALOG / "routes.yaml"
    thresholds_path: Path = _ACME_CATALOG / "router_thresholds.json"
    short_answers_path: Path = Field(
        default=_ACME_CATALOG / "short_answers.yaml",
        description="What a question's short answer reads, per screen "
        "(navex.navigation.summaries).",
    )
    suggestions_path: Path = Field(
        default=_ACME_CATALOG / "suggestions.yaml",
        description="What an unclear or out-of-scope request is offered "
        "(navex.navigation.suggestions).",
    )
    name_words_path: Path = Field(
        default=_ACME_CATALOG / "name_words.yaml",
        description="The words for common parts of records' names in the catalog's other "
        "languages (navex.navigation.name_words).",
    )
    tool_policy_path: Path = Field(
        default=_ACME_CATALOG / "tool_policy.yaml", description="Which roles may call which tools."
    )
    product_api_url: str = Field(
        default="http://127.0.0.1:8000", description="Base URL of the product's REST API."
    )

    # embeddings
    embeddings_provider: Literal["local", "openai"] = "local"
    embeddings_base_url: str | None = None
    embeddings_model: str = "all-MiniLM-L6-v2"
    embeddings_api_key: str | None = None
    embeddings_dim: int = 384
    embeddings_threads: int = Field(default=2, ge=1, le=64)
    embeddings_recent_texts: int = Field(
        default=4096,
        ge=0,
        le=1_000_000,
        description="Vectors of the last texts embedded, kept by their token ids (local "
        "encoder; 1.5 kB each): a request said again is not run again. 0 keeps none.",
    )

    # navigation
    top_k: int = Field(default=3, ge=1, le=20)
    hnsw: bool = Field(default=False, description="Build an HNSW index at ingest (large catalogs).")
    cache_min_similarity: float = Field(default=0.8, ge=0.0, le=1.0)
    cache_ttl_seconds: int = Field(default=3600, ge=1)
    llm_base_url: str | None = Field(
        default=None, description="OpenAI-compatible chat endpoint. Unset: no LLM pick."
    )
    llm_model: str = "qwen2.5-coder-1.5b-instruct"
    llm_api_key: str | None = None
    # chat model (navex.llm): requests and the embedded llama.cpp model
    llm_timeout_seconds: float = Field(
        default=120.0, gt=0, description="Per request; a 2-core CPU model's first step is slow."
    )
    llm_max_retries: int = Field(
        default=2, ge=0, le=10, description="Retries with exponential backoff (openai client)."
    )
    llm_local_model: Literal["qwen2.5-coder-1.5b", "qwen2.5-coder-0.5b"] = Field(
        default="qwen2.5-coder-1.5b", description="The packaged GGUF served when no base URL."
    )
    llm_threads: int = Field(default=2, ge=1, le=64, description="llama.cpp CPU threads.")
    llm_n_ctx: int = Field(
        default=8192, ge=512, le=32768, description="llama.cpp context, per slot."
    )
    llm_slots: int = Field(
        default=2,
        ge=1,
        le=16,
        description="llama.cpp slots: requests it serves at once, each with its own cached "
        "prompt (memory: about 28 KB per token of context, per slot, for the 1.5B model).",
    )
    llm_prompt_cache: bool = Field(
        default=True,
        description="Keep the agent's prompt computed in the model server's slots: computed "
        "once, saved to the cache directory (llm-slots) and restored at the next start "
        "(llama.cpp's /slots API; a server without it is left alone).",
    )
    llm_pick_margin: float = Field(
        default=0.03,
        ge=0.0,
        description="Top screen probabilities closer than this go to the LLM pick.",
    )

    # execution agent (navex.execution)
    mcp_url: str = Field(
        default="http://127.0.0.1:8200/mcp", description="The product's MCP tool server."
    )
    execution_max_turns: int = Field(
        default=8, ge=1, le=50, description="Model turns per job before it stops."
    )
    execution_tool_timeout_seconds: float = Field(default=60.0, gt=0)
    execution_heartbeat_seconds: float = Field(
        default=3.0,
        ge=0,
        description="While the model thinks, a `step` event says so this often, with the "
        "time elapsed (and a Stop from another replica is noticed); 0: none.",
    )
    execution_token_margin_seconds: float = Field(
        default=5.0,
        ge=0.0,
        description="A write is not started when the user's token expires sooner than this.",
    )
    execution_unauthorized_pattern: str = Field(
        default=r"\(401\)|token has expired|sign in again|no bearer token",
        description="Tool error text (regex, case-insensitive) meaning the user's sign-in "
        "is gone: the job stops at once.",
    )
    execution_refuse_intent_share: float = Field(
        default=0.6,
        ge=0.0,
        le=1.0,
        description="A request whose most likely tool (the router's intent) holds at least "
        "this share of the execution route is refused at once, without the model, when the "
        "user's role may not use that tool.",
    )
    execution_one_action_share: float = Field(
        default=0.8,
        ge=0.0,
        le=1.01,
        description="A request of one clause whose most likely tool holds at least this share "
        "of the execution route asks for that one action: once its call succeeds, the job "
        "ends with the answer composed from its record, without another model call (1.01: "
        "always ask the model).",
    )
    # evaluation only: each turns off one protection so that `navex eval tasks` can show
    # its `false_claims` / `invented_values` checks catching what the protection prevents
    unsafe_model_answers: bool = Field(
        default=False,
        description="UNSAFE, evaluation only: the final answer is the model's own text, "
        "not the one composed from the job's record.",
    )
    unsafe_untraced_values: bool = Field(
        default=False,
        description="UNSAFE, evaluation only: the policy gateway lets write calls through "
        "with values that neither the user nor a tool result gave.",
    )

    # guardrails (navex.guardrails): input checks and output PII redaction
    guardrails_injection_semantic: bool = Field(
        default=True, description="Also flag text similar to injection exemplars (local MiniLM)."
    )
    guardrails_injection_threshold: float = Field(
        default=0.0671,
        description="Semantic margin above which a text is an injection; fitted on "
        "datasets/guardrails/injection-train.jsonl (`navex eval guardrails` prints the fit).",
    )
    guardrails_pii_policy: dict[
        Literal["credit_card", "national_id", "api_key", "email", "phone"],
        Literal["block", "redact", "allow"],
    ] = Field(
        default={
            "credit_card": "block",
            "national_id": "block",
            "api_key": "block",
            "email": "allow",
            "phone": "allow",
        },
        description="Input PII, per kind (JSON); kinds left out keep these defaults.",
    )
    guardrails_output_pii_policy: dict[Literal["email", "phone"], Literal["redact", "allow"]] = (
        Field(
            default={"email": "allow", "phone": "redact"},
            description="Output emails and phones (JSON); cards, national ids and secrets "
            "are always redacted.",
        )
    )

    # gateway (navex.gateway): the product's backend calls it with a short-lived service JWT
    gateway_host: str = "127.0.0.1"
    gateway_port: int = Field(default=8100, ge=1, le=65535)
    gateway_workers: int = Field(
        default=1,
        ge=1,
        le=64,
        description="Gateway processes on the one port (`navex serve`): one Python process "
        "uses about one core; with Redis and PostgreSQL they share what replicas share.",
    )
    service_jwks_url: str = Field(
        default="http://127.0.0.1:8000/.well-known/jwks.json",
        description="The backend's JWKS: the keys its service JWTs are signed with.",
    )
    service_audience: str = "navex-gateway"
    service_issuer: str = "acme"
    service_jwks_ttl_seconds: float = Field(default=300.0, gt=0, description="JWKS cache life.")
    service_jwks_refresh_cooldown_seconds: float = Field(
        default=10.0, ge=0, description="At most one refetch per this on unknown key ids."
    )
    service_jwt_leeway_seconds: float = Field(default=10.0, ge=0, le=300)
    service_jwt_max_lifetime_seconds: int = Field(
        default=900, ge=1, description="Service JWTs living longer (exp - iat) are refused."
    )
    rate_limit_org: str = Field(default="300/minute", description="Requests per org (limits).")
    rate_limit_user: str = Field(default="30/minute", description="Requests per user (limits).")
    gateway_max_body_bytes: int = Field(default=64 * 1024, ge=1024)
    gateway_max_query_chars: int = Field(default=4000, ge=1)
    gateway_sse_ping_seconds: float = Field(default=15.0, ge=0, description="0: no pings.")
    gateway_audit_roles: list[str] = Field(
        default=["admin"],
        description="Roles (from the service JWT) that may read their org's audit log "
        "(GET /v1/audit).",
    )
    gateway_execution: bool = Field(
        default=True,
        description="Start the execution agent when a chat model is configured (LLM URL).",
    )
    gateway_tool_calls: Literal["native", "text", "constrained"] = Field(
        default="native",
        description="How the agent's model writes tool calls: native (OpenAI tool_calls), "
        "text (parsed from its text), constrained (JSON schema: the local llama.cpp model).",
    )
    gateway_tools_prompt: Literal["json", "compact"] = Field(
        default="compact",
        description="How the tools read in the system prompt when tool calls are constrained: "
        "compact signatures (about half the tokens) or the tools' JSON schemas.",
    )
    gateway_metrics_token: SecretStr | None = Field(
        default=None,
        description="Serve /metrics on the gateway's own port only to `Authorization: Bearer "
        "<this>`. Unset: /metrics is not served there (404).",
    )
    gateway_metrics_port: int | None = Field(
        default=None,
        ge=1,
        le=65535,
        description="Serve Prometheus metrics on their own port (on gateway_metrics_host), "
        "e.g. one only the monitoring network reaches. Unset: no metrics port.",
    )
    gateway_metrics_host: str = Field(
        default="127.0.0.1", description="Interface of the metrics port."
    )


@lru_cache
def get_settings() -> NavexSettings:
    return NavexSettings()
