"""The 30 min window: a half-hour rise that the 15 min and 1 h windows both miss is found.

A 5x UnexpectedEnvironment rise for 30 minutes on one model of a tool with ~360
calls an hour (2 % usual): in its newest 15 minutes it shows ~9 errors where ~1.8
are usual, too few for the false-discovery bar of a ~2,000-test family; the 1 h
window holds the half hour before it and dilutes it to ~2.5x; the 30 min window
is the incident. Around it, a busy tool and 240 quiet series make the family as
large as the benchmark's (as in test_evaluate_windows.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import detect_rollups as rollups
import pytest

DAY = 288
RISE = 2 * DAY + 180  # day 3, 15:00
HALF_HOUR = 6
LAST = RISE + HALF_HOUR + 12
WITHOUT = {"detect.windows": ["15m", "1h", "2h", "6h"]}  # the defaults before the 30 min window


def workload(multiplier: float) -> list[rollups.Series]:
    rise = rollups.step(0.02, 0.02 * multiplier, RISE, RISE + HALF_HOUR)
    target = [rollups.Series("read_file", "model-a", rollups.constant(30.0),
                             {"UnexpectedEnvironment": rise, "Timeout": rollups.constant(0.004)})]
    return target + rollups.benchmark_sized_family()


@pytest.fixture(scope="module")
def warehouses(tmp_path_factory) -> dict[float, Path]:
    return rollups.warehouse_per_multiplier(tmp_path_factory, "half-hour", workload, LAST)


def test_a_half_hour_rise_is_found_in_the_30_min_window(warehouses, tmp_path):
    alerts = rollups.replay_alerts(warehouses[5.0], tmp_path, LAST)
    assert [(a["tool"], a["model"], a["error_class"]) for a in alerts] == [("read_file", "model-a", "UnexpectedEnvironment")]
    assert json.loads(alerts[0]["evidence"])["window"] == "30m"
    assert rollups.at_bucket_end(RISE) < alerts[0]["opened_at"] <= rollups.at_bucket_end(RISE + HALF_HOUR)


def test_the_same_rise_is_missed_by_the_15_min_and_1_h_windows(warehouses, tmp_path):
    assert rollups.replay_alerts(warehouses[5.0], tmp_path, LAST, WITHOUT) == []


def test_the_same_workload_without_the_rise_stays_quiet_with_the_30_min_window(warehouses, tmp_path):
    assert rollups.replay_alerts(warehouses[1.0], tmp_path, LAST) == []
