"""Every unknown error is a bug: a burst on a small tool alerts too, steady traffic under the threshold does not.

The simulator's ``i06`` in the issue's workload: a ``TypeError … computeEditRange``
bug at 3 % of a tool's 335 calls an hour for 40 minutes, about 7 errors where 1
is usual. The 15-minute window sees 84 calls, under the 200-call gate; the longer
windows judge it by a binomial test against the threshold instead, which also
finds a bug on a tool that never has 200 calls in any window (the calls gate
missed it).
"""

from __future__ import annotations

import pytest
from detect_rollups import Series, at_bucket_end, constant, step, write

from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config

DAY = 288
BUG = 2 * DAY + 180  # day 3, 15:00


def small_tool(bug_rate: float, calls_per_hour: float, buckets: int) -> list[Series]:
    models = ("model-a", "model-b")
    per_bucket = calls_per_hour / 12 / len(models)
    return [Series("edit_file", m, constant(per_bucket),
                   {"unknown": step(0.0004, bug_rate, BUG, BUG + buckets), "InvalidArguments": constant(0.03)})
            for m in models]


def opened(wh, last: int) -> list[tuple[str, int]]:
    settings = load_settings()
    events = run_detection(wh, detect_config(settings, 300), lifecycle_config(settings), at_bucket_end(last)).events
    return [(e.alert_key, int((e.at - at_bucket_end(BUG)).total_seconds() // 60)) for e in events if e.event == "opened"]


@pytest.mark.parametrize(("name", "bug_rate", "calls_per_hour", "buckets", "alerts"), [
    ("3% for 40 min on 335 calls an hour: found while it lasts", 0.03, 335.0, 8, 1),
    ("5% for 6 h on 25 calls an hour: under 200 calls in any window, found by the binomial test", 0.05, 25.0, 72, 1),
    ("3% for 40 min on 120 calls an hour: about 2 errors, not enough evidence", 0.03, 120.0, 8, 0),
    ("no bug, 0.04% as usual", 0.0004, 335.0, 72, 0),
], ids=lambda v: v.split(":")[0] if isinstance(v, str) else "")
def test_an_unknown_burst_on_a_small_tool(wh, name, bug_rate, calls_per_hour, buckets, alerts):
    last = BUG + buckets + 36
    write(wh, small_tool(bug_rate, calls_per_hour, buckets), 0, last)
    found = opened(wh, last)
    assert [k for k, _ in found] == ["unknown_threshold|edit_file|*|unknown"] * alerts
    for _, minutes in found:
        assert minutes <= 5 * buckets + 5  # before the burst ends, give or take a bucket
