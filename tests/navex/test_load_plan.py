"""The load benchmark's plan and its replica figure (bench/load.py), without a stack: at each
`--replica-users` level one gateway is measured right before two, so that every 2-replica
level has its 1-replica twin, and `replica_scaling` is their ratio."""

import sys

from bench_modules import bench_module


def test_each_replica_level_is_measured_with_one_gateway_then_two() -> None:
    load = bench_module("load.py")
    runs = load.planned_runs([10, 50], [50, 200], 2, [150.0], 40)
    assert runs == [
        ("proxy", 10, 1, None),
        ("proxy", 50, 1, None),
        ("direct", 10, 1, None),
        ("direct", 50, 1, None),
        ("direct", 50, 2, None),
        ("direct", 200, 1, None),
        ("direct", 200, 2, None),
        ("proxy", 40, 1, 150.0),
    ]
    # one gateway booted: no replica levels
    assert load.planned_runs([10], [50], 1, [], 40) == [
        ("proxy", 10, 1, None),
        ("direct", 10, 1, None),
    ]


def test_replica_scaling_is_the_ratio_at_the_same_users() -> None:
    load = bench_module("load.py")
    phase = sys.modules["load_client"].Phase

    def level(users: int, replicas: int, rps: float, gateway_ms: float) -> object:
        return phase(
            "direct",
            users,
            replicas,
            8.0,
            int(rps * 8),
            0,
            rps,
            10.0,
            20.0,
            {},
            cpu_ms_per_answer={"gateway": gateway_ms},
        )

    phases = [level(10, 1, 30.0, 10.0), level(50, 1, 35.0, 10.0), level(50, 2, 63.0, 11.0)]
    assert load.replica_scaling(phases) == [
        {
            "users": 50,
            "replicas": 2,
            "rps_1": 35.0,
            "rps_2": 63.0,
            "ratio": 1.8,
            "gateway_cores_used_1": 0.35,
            "gateway_cores_used_2": 0.69,
        }
    ]
    assert "| 50 | 35.0 | 63.0 | 1.8 | 0.35 / 0.69 |" in load.scaling_table(
        load.replica_scaling(phases)
    )
