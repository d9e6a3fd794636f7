"""The load benchmark's output (bench/load.py): the levels' table, the replica figure
(answers/s with one gateway and with more, at the same users, against the gateway cores
used) and the plot."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from load_client import Phase


def plot(phases: Sequence[Phase], path: Path, gateway_cpus: float | None = None) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (rate, tail) = plt.subplots(1, 2, figsize=(8, 3.2), dpi=90)
    for name, replicas, style in (("proxy", 1, "o-"), ("direct", 1, "s--"), ("direct", 2, "^:")):
        rows = sorted(
            (
                p
                for p in phases
                if p.path == name and p.replicas == replicas and p.offered_rps is None
            ),
            key=lambda p: p.users,
        )
        if not rows:
            continue
        label = f"{name} ({replicas} gateway{'s' if replicas > 1 else ''})"
        rate.plot([p.users for p in rows], [p.rps for p in rows], style, label=label)
        tail.plot([p.users for p in rows], [p.p99_ms for p in rows], style, label=label)
    for p in phases:
        if p.offered_rps is not None:  # the open loop: its p99 at the rate offered
            label = f"proxy, {p.offered_rps:g}/s offered"
            tail.plot([p.users], [p.p99_ms], "kx", label=label)
    rate.axhline(150, color="grey", lw=0.8)
    tail.axhline(150, color="grey", lw=0.8)
    rate.set(xscale="log", xlabel="concurrent users", ylabel="navigation answers/s")
    tail.set(xscale="log", yscale="log", xlabel="concurrent users", ylabel="p99 (ms)")
    rate.set_ylim(bottom=0)
    rate.legend(fontsize=7)
    if any(p.offered_rps is not None for p in phases):
        tail.legend(fontsize=7)
    cores = f"{os.cpu_count()} cores"
    if gateway_cpus is not None:
        cores += f", {gateway_cpus:g} cores per gateway process"
    fig.suptitle(f"navex navigation under load ({cores}, loopback)", fontsize=9)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def _cpu(phase: Phase) -> str:
    """CPU ms per answer: the total (gateway / Acme / PostgreSQL / client)."""
    ms = phase.cpu_ms_per_answer
    if not ms:
        return "-"
    parts = " / ".join(f"{ms[role]:g}" for role in ("gateway", "acme", "postgres", "client"))
    return f"{ms['total']:g} ({parts})"


def table(phases: Sequence[Phase]) -> str:
    quota = any(p.gateway_throttled is not None for p in phases)
    lines = [
        "| users | path | gateways | offered/s | req/s | p50 ms | p99 ms | errors "
        "| CPU ms/answer (gateway / Acme / PostgreSQL / client) |"
        + (" gateway periods throttled |" if quota else ""),
        "|---|---|---|---|---|---|---|---|---|" + ("---|" if quota else ""),
    ]
    for p in phases:
        offered = "closed loop" if p.offered_rps is None else f"{p.offered_rps:g}"
        throttled = f" {p.gateway_throttled:.0%} |" if p.gateway_throttled is not None else ""
        lines.append(
            f"| {p.users} | {p.path} | {p.replicas} | {offered} | {p.rps} | {p.p50_ms} "
            f"| {p.p99_ms} | {p.errors} | {_cpu(p)} |" + throttled
        )
    return "\n".join(lines)


def replica_scaling(phases: Sequence[Phase]) -> list[dict[str, float]]:
    """At each users level measured straight to one gateway and to more: answers/s with
    each, their ratio, and the gateway cores the answers used (answers/s x the gateway's
    CPU ms per answer), to hold against the cores given."""
    one = {p.users: p for p in phases if p.path == "direct" and p.replicas == 1}
    rows = []
    for many in phases:
        single = one.get(many.users)
        if many.path != "direct" or many.replicas == 1 or single is None or not single.rps:
            continue
        row = {
            "users": many.users,
            "replicas": many.replicas,
            "rps_1": single.rps,
            f"rps_{many.replicas}": many.rps,
            "ratio": round(many.rps / single.rps, 2),
        }
        for name, phase in (("1", single), (str(many.replicas), many)):
            gateway_ms = phase.cpu_ms_per_answer.get("gateway")
            if gateway_ms is not None:
                row[f"gateway_cores_used_{name}"] = round(phase.rps * gateway_ms / 1000, 2)
        rows.append(row)
    return rows


def scaling_table(rows: Sequence[dict[str, float]]) -> str:
    lines = [
        "| users | answers/s, 1 gateway | answers/s, 2 gateways | 2 / 1 "
        "| gateway cores used (1 / 2) |",
        "|---|---|---|---|---|",
    ]
    for row in rows:
        n = int(row["replicas"])
        used = f"{row.get('gateway_cores_used_1', '-')} / {row.get(f'gateway_cores_used_{n}', '-')}"
        lines.append(
            f"| {int(row['users'])} | {row['rps_1']} | {row[f'rps_{n}']} | {row['ratio']} "
            f"| {used} |"
        )
    return "\n".join(lines)
