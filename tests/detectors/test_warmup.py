"""The fresh-install warm-up: an expected-class anomaly pages only once its baseline rests on a day.

On a new warehouse every baseline rests on a few hours, and the shrinkage prior on the other
models' equally young rates (measured: two false pages on days 1-2 of one simulated seed). The
unknown threshold needs no baseline and is not held back.
"""

from __future__ import annotations

import pytest
from detect_rollups import START, Series, at_bucket_end, constant, write

from toolwatch import warehouse
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config

DAY = 288
MODEL_KEY = "anomaly|edit_file|model-a|InvalidArguments"
UNKNOWN_KEY = "unknown_threshold|edit_file|*|unknown"


def burst(start: int, rate: float, normal: float):
    return lambda t: rate if start <= t < start + 36 else normal


@pytest.mark.parametrize(("name", "start", "cls", "expected"), [
    ("5x on one model in hour 8 of a fresh install: still warming up", 100, "InvalidArguments", []),
    ("the same rise on day 2: pages", DAY + 100, "InvalidArguments", [MODEL_KEY]),
    ("unknown errors in hour 8: no baseline needed, pages", 100, "unknown", [UNKNOWN_KEY]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_expected_classes_page_only_after_a_day_of_history(tmp_path, name, start, cls, expected):
    normal = {"InvalidArguments": 0.03, "unknown": 0.0005}
    series = [Series("edit_file", m, constant(40.0), {
        c: burst(start, 0.15 if c == "InvalidArguments" else 0.03, rate) if (m == "model-a" or c == "unknown") and c == cls
        else constant(rate) for c, rate in normal.items()}) for m in ("model-a", "model-b", "model-c")]
    last = start + 60
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        write(wh, series, 0, last)
        settings = load_settings()  # the defaults: detect.warmup = 1d
        run_detection(wh, detect_config(settings, 300), lifecycle_config(settings), at_bucket_end(last))
        opened = wh.rows("alerts_opened_between", {"from": START, "to": at_bucket_end(last + 1)})
    assert [a["alert_key"] for a in opened] == expected
