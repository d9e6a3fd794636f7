"""The load benchmark's CPU quota per gateway process (bench/load_cgroup.py,
`bench/load.py --gateway-cpus`): the quota the kernel holds is the one asked for, the
process starts inside its group and is throttled there, and the group is gone afterwards.
Needs root and a writable cpu controller (cgroup v1 or v2); skipped otherwise."""

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from bench_modules import bench_module

CGROUP = Path("/sys/fs/cgroup")


def _cpu_controller() -> Path | None:
    """Where a cpu-capped cgroup can be made here, found without the module under test."""
    controllers = CGROUP / "cgroup.controllers"
    if controllers.exists():
        return CGROUP if "cpu" in controllers.read_text().split() else None
    v1 = CGROUP / "cpu"
    return v1 if (v1 / "cpu.cfs_quota_us").exists() else None


def _skip_without_cgroups() -> None:
    if os.geteuid() != 0:
        pytest.skip("making cgroups needs root")
    root = _cpu_controller()
    if root is None:
        pytest.skip(f"no cpu controller under {CGROUP}")
    if not os.access(root, os.W_OK):
        pytest.skip(f"{root} is read-only here")


def _cgroup_of(pid: int) -> str:
    """The process's cgroup in the cpu hierarchy (v1's cpu line, else v2's)."""
    lines = [line.split(":", 2) for line in Path(f"/proc/{pid}/cgroup").read_text().splitlines()]
    for _, controllers, path in lines:
        if "cpu" in controllers.split(","):
            return path
    return next(path for _, controllers, path in lines if controllers == "")


def _joined(group: Any, pid: int) -> list[int]:
    """The group's pids once `pid` (a shell that joins it, then execs) is in it."""
    deadline = time.monotonic() + 10
    while pid not in (pids := group.pids()) and time.monotonic() < deadline:
        time.sleep(0.01)
    return list(pids)


def test_gateway_group_holds_the_quota_throttles_and_is_removed() -> None:
    _skip_without_cgroups()
    cgroup = bench_module("load_cgroup.py")
    where = cgroup.require(0.35)
    label = f"test-{uuid.uuid4().hex[:8]}"
    with cgroup.cpu_group(where, label, 0.35) as group:
        assert group.path.is_dir() and group.path.name.endswith(label)
        assert group.quota() == (35_000, 100_000)  # 0.35 cores: 35 ms of every 100 ms
        # a busy loop started the way the bench starts a gateway: inside the group from its
        # first instruction, and held to 0.35 cores (throttled in some periods)
        busy = "import time\nend = time.monotonic() + 0.6\nwhile time.monotonic() < end: pass"
        before = group.throttling()
        child = subprocess.Popen(group.wrap([sys.executable, "-c", busy]))
        try:
            assert _joined(group, child.pid) == [child.pid]
            assert _cgroup_of(child.pid).endswith("/" + group.path.name)
        finally:
            assert child.wait(timeout=30) == 0
        after = group.throttling()
        assert after.throttled > before.throttled, (before, after)
        assert after.throttled_s > 0
    assert not group.path.exists()


def test_a_group_capped_later_and_its_leftover_moved_back_then_removed() -> None:
    _skip_without_cgroups()
    cgroup = bench_module("load_cgroup.py")
    where = cgroup.require(0.2)
    sleeper = None
    try:
        label = f"test-{uuid.uuid4().hex[:8]}"
        with cgroup.cpu_group(where, label, 0.2, cap=False) as group:
            # as the bench starts a gateway: in the group from the start, capped once ready
            sleeper = subprocess.Popen(group.wrap(["sleep", "30"]))
            assert _joined(group, sleeper.pid) == [sleeper.pid]
            assert group.quota()[0] == -1
            group.cap()
            assert group.quota() == (20_000, 100_000)
        assert not group.path.exists()
        assert sleeper.poll() is None  # still running, in this process's own group again
        assert _cgroup_of(sleeper.pid) == _cgroup_of(os.getpid())
    finally:
        if sleeper is not None:
            sleeper.kill()
            sleeper.wait()


def test_no_cpu_controller_or_no_cores_is_a_one_line_reason(tmp_path: Path) -> None:
    cgroup = bench_module("load_cgroup.py")
    with pytest.raises(cgroup.CgroupError, match="no cpu controller") as caught:
        cgroup.require(0.35, base=tmp_path)
    assert "\n" not in str(caught.value)
    (tmp_path / "cgroup.controllers").write_text("memory pids\n")  # v2 without cpu
    with pytest.raises(cgroup.CgroupError, match="has no cpu controller"):
        cgroup.require(0.35, base=tmp_path)
    with pytest.raises(cgroup.CgroupError, match="more than 0"):
        cgroup.require(0.0, base=tmp_path)
