"""The fresh-install warm-up: an expected-class anomaly pages only once its baseline rests on a day.

On a new warehouse every baseline rests on a few hours, and the shrinkage prior on the other
models' equally young rates (measured: two false pages on days 1-2 of one simulated seed). The
unknown threshold needs no baseline and is not held back.
"""

from __future__ import annotations

import json
import random
from datetime import timedelta

import pytest
from detect_rollups import START, Series, at_bucket_end, constant, write

from toolwatch import warehouse
from toolwatch.flows.cli import main
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


def test_a_new_deployment_pages_an_unknown_bug_on_day_one_from_raw_logs(tmp_path, monkeypatch, capsys):
    """The whole path on a fresh install with the default warm-up: raw tool calls ingested, then `detect`.
    Three hours in, a harness bug makes 3 % of read_file calls fail with an error no rule knows, while
    edit_file's InvalidArguments rise 5x on one model: the bug pages, the expected class waits."""
    monkeypatch.chdir(tmp_path)  # no toolwatch.toml: the shipped defaults
    rng = random.Random(3)
    lines = []
    for minute in range(0, 6 * 60):
        ts = (START + timedelta(minutes=minute)).isoformat() + "Z"
        for model in ("model-a", "model-b", "model-c"):
            for tool in ("read_file",) * 5 + ("edit_file",):  # read_file: 900 calls an hour
                status, error_type, message = "ok", None, None
                bug = tool == "read_file" and minute >= 180 and rng.random() < 0.03
                rise = tool == "edit_file" and model == "model-a" and minute >= 180
                if bug:
                    status, message = "error", "TypeError: Cannot read properties of undefined (reading 'encoding')"
                elif tool == "edit_file" and rng.random() < (0.15 if rise else 0.03):
                    status, error_type, message = "error", "InvalidArguments", "old_string not found in file"
                lines.append(json.dumps({"ts": ts, "tool": tool, "model": model, "status": status,
                                         "error_type": error_type, "error_message": message}))
    logs = tmp_path / "calls.jsonl"
    logs.write_text("\n".join(lines) + "\n")
    db = str(tmp_path / "tw.duckdb")
    assert main(["ingest", str(logs), "--db", db]) == 0
    capsys.readouterr()
    assert main(["detect", "--db", db, "--json", "--no-deliver"]) == 0
    events = json.loads(capsys.readouterr().out)["events"]
    assert [(e["event"], e["alert_key"]) for e in events] == [("opened", "unknown_threshold|read_file|*|unknown")]
    assert events[0]["at"] <= (START + timedelta(minutes=200)).isoformat() + "Z"  # within 20 minutes of the bug
