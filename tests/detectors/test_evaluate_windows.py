"""The 2 h window and the 8-error gate: a two-hour rise on a small tool is found, noise is not.

The benchmark's hardest incident (``i17``): a 5x ProviderError rise for two
hours on an MCP tool with about 100 calls an hour across its models. Too few
errors for the 15 min and 1 h windows, diluted by four quiet hours in the 6 h
one; the 2 h window matches its duration. The workload around it (a busy tool
and 240 quiet series, some two thousand tests a bucket) makes the false-discovery
family as large as the benchmark's, which is what buried the incident before.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from detect_rollups import (
    Series,
    at_bucket_end,
    benchmark_sized_family,
    constant,
    replay_alerts,
    step,
    warehouse_per_multiplier,
)

DAY = 288
RISE = 2 * DAY + 180  # day 3, 15:00
HOURS_2 = 24
LAST = RISE + HOURS_2 + 12
BEFORE = {"detect.windows": ["15m", "1h", "6h"], "detect.min_errors": 10}  # the defaults until the 2 h window


def workload(multiplier: float) -> list[Series]:
    small = [Series("mcp__linear__list_issues", m, constant(100.0 / 12 / 3),
                    {"ProviderError": step(0.015, 0.015 * multiplier, RISE, RISE + HOURS_2), "Timeout": constant(0.004)})
             for m in ("model-a", "model-b", "model-c")]
    return small + benchmark_sized_family()


@pytest.fixture(scope="module")
def warehouses(tmp_path_factory) -> dict[float, Path]:
    """One warehouse per rise multiplier, written once; each test replays a copy."""
    return warehouse_per_multiplier(tmp_path_factory, "windows", workload, LAST)


def detect(source: Path, tmp_path: Path, config: dict | None = None) -> list[dict]:
    return replay_alerts(source, tmp_path, LAST, config)


def test_a_two_hour_rise_on_a_small_tool_is_found_tool_wide(warehouses, tmp_path):
    # This draw has 15 errors on 186 calls in the two hours (about 3 expected); a draw with
    # 8 would be missed, as the benchmark misses i17 in the seed where it draws 5.
    alerts = detect(warehouses[5.0], tmp_path)
    assert [(a["tool"], a["model"], a["error_class"]) for a in alerts] == [("mcp__linear__list_issues", None, "ProviderError")]
    assert at_bucket_end(RISE) < alerts[0]["opened_at"] <= at_bucket_end(RISE + HOURS_2 + 6)


def test_the_same_rise_was_missed_with_three_windows_and_ten_errors(warehouses, tmp_path):
    assert detect(warehouses[5.0], tmp_path, BEFORE) == []


def test_the_same_workload_without_the_rise_stays_quiet(warehouses, tmp_path):
    assert detect(warehouses[1.0], tmp_path) == []
