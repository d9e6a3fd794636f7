"""A CPU quota per gateway process for the load benchmark (bench/load.py `--gateway-cpus`).

On a 2-core machine a second gateway process adds no cores: Acme, PostgreSQL and the client
share the same two. To measure whether throughput scales with the cores *given*, each
`navex serve` process is placed in a cgroup of its own, capped at C cores (the CFS quota:
C x period of CPU time per period), so that the gateways have C cores with one replica and
2C with two while the rest of the stack keeps the remainder.

- cgroup v2 when `/sys/fs/cgroup/cgroup.controllers` exists (`cpu.max`, the `cpu`
  controller enabled in the root's `cgroup.subtree_control`), else cgroup v1's `cpu`
  controller at `/sys/fs/cgroup/cpu` (`cpu.cfs_period_us`, `cpu.cfs_quota_us`).
- A group is made before its process starts: the command is wrapped in a shell that
  writes its own pid into the group's `cgroup.procs` and then execs the gateway, so the
  gateway and every process it forks (`--gateway-workers`) start inside it and share its
  quota. The bench caps the group (`cap`) once the gateway answers: its start (imports,
  the model, the catalog's vectors: about 20 s of CPU) took a minute at 0.35 cores, and
  is not what is measured. When the process has stopped, whatever is left in the group
  is moved back to the bench's own cgroup and the directory is removed.
- The group keeps the default weight (`cpu.shares` 1024, `cpu.weight` 100): the quota
  caps it. `nice` orders the tasks inside the group only; with the kernel's autogroup
  (`/proc/sys/kernel/sched_autogroup_enabled`), the rest of the bench weighs as one
  session, 1024 whatever its niceness: each gateway group weighs as much as all of it.
- Nothing is ever run without the limit that was asked for: `require` fails, with a
  one-line reason (`CgroupError`), when the groups cannot be made (not root, no `cpu`
  controller, a read-only hierarchy).
- Groups are named `navex-load-<bench pid>-<label>`; those of a bench that died without
  its cleanup (SIGKILL) are removed by the next `require`.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "CgroupError",
    "CpuGroup",
    "Hierarchy",
    "Throttling",
    "cpu_group",
    "require",
    "throttled_share",
]

BASE = Path("/sys/fs/cgroup")
PERIOD_US = 100_000
PREFIX = "navex-load-"


class CgroupError(RuntimeError):
    """The quota cannot be applied; the message is the reason, on one line."""


@dataclass(frozen=True)
class Hierarchy:
    """Where the groups are made: the root of the hierarchy that has the cpu controller."""

    root: Path
    version: int  # 1 or 2

    def origin(self) -> Path:
        """This process's own cgroup in the hierarchy (where leftovers are moved back)."""
        for line in Path("/proc/self/cgroup").read_text().splitlines():
            _, controllers, path = line.split(":", 2)
            wanted = controllers == "" if self.version == 2 else "cpu" in controllers.split(",")
            if wanted:
                return self.root / path.lstrip("/")
        return self.root


@dataclass(frozen=True)
class Throttling:
    """A group's `cpu.stat`: CFS periods elapsed, periods throttled, time throttled."""

    periods: int
    throttled: int
    throttled_s: float


@dataclass(frozen=True)
class CpuGroup:
    path: Path
    version: int
    cores: float

    @property
    def procs(self) -> Path:
        return self.path / "cgroup.procs"

    def quota(self) -> tuple[int, int]:
        """(quota µs, period µs) as the kernel holds them; -1: no quota."""
        if self.version == 2:
            quota, period = (self.path / "cpu.max").read_text().split()
            return (-1 if quota == "max" else int(quota)), int(period)
        return (
            int((self.path / "cpu.cfs_quota_us").read_text()),
            int((self.path / "cpu.cfs_period_us").read_text()),
        )

    def cap(self) -> None:
        """Hold the group to `cores`: `cores` x the period of CPU time in every period."""
        quota = round(self.cores * PERIOD_US)
        if self.version == 2:
            _write(self.path / "cpu.max", f"{quota} {PERIOD_US}")
        else:
            _write(self.path / "cpu.cfs_period_us", str(PERIOD_US))
            _write(self.path / "cpu.cfs_quota_us", str(quota))

    def throttling(self) -> Throttling:
        stat = dict(line.split() for line in (self.path / "cpu.stat").read_text().splitlines())
        if self.version == 2:
            throttled_s = int(stat.get("throttled_usec", 0)) / 1e6
        else:
            throttled_s = int(stat.get("throttled_time", 0)) / 1e9
        return Throttling(int(stat["nr_periods"]), int(stat["nr_throttled"]), throttled_s)

    def pids(self) -> list[int]:
        try:
            return [int(pid) for pid in self.procs.read_text().split()]
        except FileNotFoundError:
            return []

    def wrap(self, command: Sequence[str]) -> list[str]:
        """`command` started inside the group: a shell joins it, then execs the command (same
        pid), before the command can fork anything."""
        return ["/bin/sh", "-c", 'echo $$ > "$0" && exec "$@"', str(self.procs), *command]


def throttled_share(groups: Sequence[CpuGroup], before: Sequence[Throttling]) -> float | None:
    """The share of the groups' CFS periods since `before` in which they were throttled."""
    if not groups:
        return None
    after = [group.throttling() for group in groups]
    periods = sum(a.periods - b.periods for a, b in zip(after, before, strict=True))
    throttled = sum(a.throttled - b.throttled for a, b in zip(after, before, strict=True))
    return round(throttled / periods, 3) if periods else 0.0


def hierarchy(base: Path = BASE) -> Hierarchy:
    """The hierarchy with the cpu controller (v2 if the unified hierarchy is mounted at
    `base`, else v1's `base/cpu`), or CgroupError saying why there is none."""
    if (base / "cgroup.controllers").exists():
        if "cpu" not in (base / "cgroup.controllers").read_text().split():
            raise CgroupError(f"cgroup v2 at {base} has no cpu controller")
        found = Hierarchy(base, 2)
    elif (base / "cpu" / "cpu.cfs_quota_us").exists():
        found = Hierarchy(base / "cpu", 1)
    else:
        raise CgroupError(
            f"no cpu controller: neither {base}/cgroup.controllers (v2) "
            f"nor {base}/cpu/cpu.cfs_quota_us (v1)"
        )
    if not os.access(found.root, os.W_OK):
        raise CgroupError(f"{found.root} is not writable (uid {os.geteuid()}; run as root)")
    return found


def _write(path: Path, value: str) -> None:
    try:
        path.write_text(value)
    except OSError as exc:
        raise CgroupError(f"cannot write {value!r} to {path}: {exc.strerror}") from exc


def _make(where: Hierarchy, name: str, cores: float, cap: bool) -> CpuGroup:
    if round(cores * PERIOD_US) < 1000:  # the kernel's least quota: 1 ms a period
        raise CgroupError(f"{cores} cores is below the least CFS quota (0.01)")
    if where.version == 2:
        control = where.root / "cgroup.subtree_control"
        if "cpu" not in control.read_text().split():
            _write(control, "+cpu")
    path = where.root / name
    try:
        path.mkdir()
    except OSError as exc:
        raise CgroupError(f"cannot make the cgroup {path}: {exc.strerror}") from exc
    group = CpuGroup(path, where.version, cores)
    if cap:
        try:
            group.cap()
        except CgroupError:
            _remove(group, where.origin())
            raise
    return group


def _remove(group: CpuGroup, origin: Path) -> None:
    """Move what is left in the group back to `origin`, then remove the group (a process
    that is exiting may take a moment to leave it)."""
    for attempt in range(50):
        for pid in group.pids():
            with contextlib.suppress(OSError):  # it ended meanwhile
                (origin / "cgroup.procs").write_text(str(pid))
        try:
            group.path.rmdir()
            return
        except FileNotFoundError:
            return
        except OSError:
            if attempt == 49:
                raise
            time.sleep(0.1)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _sweep(where: Hierarchy) -> None:
    """Remove the groups of benches that died without removing theirs."""
    for path in where.root.glob(PREFIX + "*"):
        owner = path.name.removeprefix(PREFIX).split("-", 1)[0]
        if path.is_dir() and owner.isdigit() and not _alive(int(owner)):
            _remove(CpuGroup(path, where.version, 0.0), where.origin())


def require(cores: float, base: Path = BASE) -> Hierarchy:
    """Where `cores`-capped groups can be made, proved by making (and removing) one; or
    CgroupError with the reason."""
    if not cores > 0:
        raise CgroupError(f"--gateway-cpus must be more than 0 (got {cores})")
    where = hierarchy(base)
    _sweep(where)
    _remove(_make(where, f"{PREFIX}{os.getpid()}-probe", cores, cap=True), where.origin())
    return where


@contextmanager
def cpu_group(
    where: Hierarchy, label: str, cores: float, *, cap: bool = True
) -> Iterator[CpuGroup]:
    """A group capped at `cores` (with `cap=False`, from its `cap()` on), removed on exit
    (what is left in it moved back first)."""
    group = _make(where, f"{PREFIX}{os.getpid()}-{label}", cores, cap)
    try:
        yield group
    finally:
        _remove(group, where.origin())
