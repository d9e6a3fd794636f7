"""CPU time per answer, by process, over one load level (bench/load.py).

Answers per second on a shared 2-core machine move by ±15% run to run with whatever else
runs; the CPU each process spends per answer moves much less, and says where the time
goes: the gateway(s), Acme (its API and proxy), the MCP server, PostgreSQL (the server and
every backend, those that ended during the level included), Redis and this client.
"""

from __future__ import annotations

import psutil

ROLES = ("gateway", "acme", "mcp", "postgres", "redis", "client")


def _role(process: psutil.Process) -> str | None:
    try:
        command = " ".join(process.cmdline())
    except psutil.Error:
        return None
    if "navex serve" in command:
        return "gateway"
    if "acme mcp" in command:
        return "mcp"
    if "acme serve" in command or "acme.app:serving_app" in command:
        return "acme"
    return None


def _seconds(process: psutil.Process, reaped: bool = False) -> float:
    """User and system time; with `reaped`, also that of its children that have ended."""
    try:
        times = process.cpu_times()
    except psutil.Error:
        return 0.0
    total = times.user + times.system
    if reaped:
        total += times.children_user + times.children_system
    return total


class CpuMeter:
    """Snapshots of the stack's processes' CPU seconds, by role."""

    def __init__(self) -> None:
        self.me = psutil.Process()

    def _processes(self) -> dict[str, list[psutil.Process]]:
        found: dict[str, list[psutil.Process]] = {role: [] for role in ROLES}
        roles: dict[int, str | None] = {self.me.pid: None}
        for child in self.me.children(recursive=True):  # parents before their children
            try:
                parent = child.ppid()
            except psutil.Error:
                continue
            # a uvicorn worker (multiprocessing's spawn) counts as the server that started it
            role = _role(child) or roles.get(parent)
            roles[child.pid] = role
            if role is not None:
                found[role].append(child)
        for process in psutil.process_iter(["name", "ppid"]):
            name = process.info["name"]
            if name == "redis-server":
                found["redis"].append(process)
            elif name == "postgres":
                try:
                    if psutil.Process(process.info["ppid"]).name() != "postgres":
                        found["postgres"].append(process)  # a postmaster
                except psutil.Error:
                    continue
        return found

    def snapshot(self) -> dict[str, float]:
        seconds = dict.fromkeys(ROLES, 0.0)
        for role, processes in self._processes().items():
            for process in processes:
                if role == "postgres":  # the server, its live backends, the ended ones
                    seconds[role] += _seconds(process, reaped=True)
                    seconds[role] += sum(_seconds(child) for child in process.children())
                else:
                    seconds[role] += _seconds(process)
        seconds["client"] = _seconds(self.me)
        return seconds


def per_answer(before: dict[str, float], after: dict[str, float], answers: int) -> dict[str, float]:
    """Milliseconds of CPU per answer, by role, and their sum."""
    if answers <= 0:
        return {}
    spent = {role: max(0.0, after[role] - before[role]) * 1000 / answers for role in ROLES}
    spent["total"] = sum(spent.values())
    return {role: round(ms, 2) for role, ms in spent.items()}


__all__ = ["CpuMeter", "per_answer"]
