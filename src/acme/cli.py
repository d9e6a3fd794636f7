"""`acme`: run, migrate and seed the reference product."""

import asyncio

import typer
from rich.console import Console

from acme.config import get_settings

app = typer.Typer(help="Acme IoT Console, the reference product navex is built into.")
console = Console()


def _database_url() -> str:
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    from acme.app import resolve_database_url

    url = resolve_database_url(get_settings())
    try:
        make_url(url)
    except ArgumentError:
        console.print(
            "[red]error:[/red] ACME_DATABASE_URL is not a database URL; expected "
            "postgresql://user:password@host:5432/dbname"
        )
        raise typer.Exit(code=2) from None
    return url


@app.command()
def migrate() -> None:
    """Bring the database to the newest schema."""
    from acme.api.migrations import migrate as run_migrations

    run_migrations(_database_url())
    console.print("[green]Acme database is up to date.[/green]")


@app.command()
def seed(
    reset: bool = typer.Option(False, help="Delete the demo orgs' data and seed it again."),
) -> None:
    """Create the two demo orgs, their users (password demo-password) and their fleets."""
    from acme.api.database import create_engine, session_factory
    from acme.api.seed import seed_demo_data

    async def run() -> None:
        engine = create_engine(_database_url())
        try:
            summary = await seed_demo_data(session_factory(engine), get_settings(), reset=reset)
        finally:
            await engine.dispose()
        console.print(summary.model_dump_json(indent=2))

    asyncio.run(run())


@app.command("rotate-keys")
def rotate_keys() -> None:
    """Start signing with a new key; tokens of the old one stay valid until they expire."""
    from acme.api.auth import KeyRing
    from acme.api.database import create_engine, session_factory

    async def run() -> str:
        engine = create_engine(_database_url())
        try:
            return await KeyRing(get_settings(), session_factory(engine)).rotate()
        finally:
            await engine.dispose()

    console.print(f"New signing key: {asyncio.run(run())}")


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", help="Interface to listen on."),
    port: int = typer.Option(8000, help="Port to listen on."),
) -> None:
    """Serve the API and the web console (migrations must be current: `acme migrate`)."""
    import uvicorn

    from acme.app import serving_app
    from acme.tracing import configure_tracing

    configure_tracing("acme-console")  # only when OTEL_EXPORTER_OTLP_ENDPOINT is set
    uvicorn.run(serving_app(), host=host, port=port, log_level="info")


@app.command()
def mcp(
    host: str = typer.Option("127.0.0.1", help="Interface to listen on."),
    port: int = typer.Option(8200, help="Port to listen on."),
    api_url: str = typer.Option(
        "http://127.0.0.1:8000", envvar="ACME_API_URL", help="Base URL of Acme's REST API."
    ),
) -> None:
    """Serve the MCP tool server (streamable HTTP at /mcp); every tool calls Acme's API
    with the caller's own bearer token."""
    import uvicorn

    from acme.tools import MCP_PATH, create_tool_app
    from acme.tracing import configure_tracing

    configure_tracing("acme-tools")

    console.print(f"Acme MCP tools at http://{host}:{port}{MCP_PATH} → {api_url}")
    uvicorn.run(create_tool_app(api_url), host=host, port=port, log_level="info")


if __name__ == "__main__":
    app()
