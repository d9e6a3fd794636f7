"""The load benchmark's client works (bench/load.py): on the booted stack, a few seconds at
low concurrency give figures and no error. It measures nothing here: timing is never
asserted."""

import asyncio
import math

import pytest
from bench_modules import bench_module

pytestmark = pytest.mark.load


def test_load_client_reports_figures_and_no_errors(pg_server_url: str, redis_url: str) -> None:
    load = bench_module("load.py")
    left_out: list[str] = []
    with load.boot(1, redis_url, pg_server_url) as stack:
        phases = asyncio.run(
            load.navigation_load(
                stack, [2], 2.0, [], left_out, max_queries=12, rates=[4.0], rate_users=2
            )
        )
        harness = asyncio.run(load.execution_overhead(stack, repeats=1, max_steps=1))
    assert [(p.path, p.users) for p in phases] == [("proxy", 2), ("direct", 2), ("proxy", 2)]
    assert [p.offered_rps for p in phases] == [None, None, 4.0]
    assert 5 <= phases[-1].ok + phases[-1].errors <= 9  # 4/s for 2 s (the open loop)
    for phase in phases:
        assert phase.errors == 0, phase.error_kinds
        assert phase.ok > 0 and phase.rps > 0
        assert not math.isnan(phase.p50_ms) and phase.p99_ms >= phase.p50_ms
        # the CPU each process spent per answer (load_cpu.py): the gateway's always
        assert phase.cpu_ms_per_answer["gateway"] > 0, phase.cpu_ms_per_answer
    assert phases[0].cpu_ms_per_answer["acme"] > 0  # the proxy's and the API's
    assert len(left_out) < 12
    # one model call for the answer, one more for each tool step
    assert harness.model_calls_seen == {0: 1, 1: 2}
    assert harness.mcp_call_ms > 0 and set(harness.job_ms_by_steps) == {0, 1}


def test_navex_serve_workers_share_the_port_and_their_cpu_is_counted(
    pg_server_url: str, redis_url: str
) -> None:
    """`navex serve --workers 2` (NAVEX_GATEWAY_WORKERS): two processes answer on one port
    behind Acme's proxy, and the bench counts their CPU as the gateway's."""
    import psutil

    load = bench_module("load.py")
    with load.boot(1, redis_url, pg_server_url, gateway_workers=2) as stack:
        phases = asyncio.run(
            load.navigation_load(stack, [4], 2.0, [], [], max_queries=12, rates=[], rate_users=2)
        )
        serving = [
            p
            for p in psutil.Process().children(recursive=True)
            if "serve" in " ".join(p.cmdline()) and "navex" in " ".join(p.cmdline())
        ]
        assert len(serving) == 1
        workers = serving[0].children()
        assert len([w for w in workers if w.is_running()]) >= 2, workers
    for phase in phases:
        assert phase.errors == 0 and phase.ok > 0, phase.error_kinds
        # the workers' CPU, not only their supervisor's (which answers nothing)
        assert phase.cpu_ms_per_answer["gateway"] > 1.0, phase.cpu_ms_per_answer
