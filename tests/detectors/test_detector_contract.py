"""One contract every detector passes (river's test_estimators pattern).

The two detectors are the unknown-error threshold and the rate anomaly
baseline; each scenario is written once per detector as rollup rows in a real
warehouse, then run through the same entry point ``detect`` uses.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from detect_rollups import START, Series, at_bucket_end, constant, past_warmup, step, write

from toolwatch import warehouse
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config

MODELS = ("model-a", "model-b", "model-c")
CHANGE = 150  # bucket where the step or surge starts (day 1, 12:30)
DAY = 288


@dataclass(frozen=True)
class Detector:
    kind: str
    error_class: str

    def workload(self, *, step_at: int | None = None, surge: tuple[int, int] | None = None, until: int | None = None):
        """Three models of edit_file; a step raises this detector's class, a surge multiplies calls."""
        series = []
        for m in MODELS:
            calls = constant(40.0)
            if surge:
                calls = step(40.0, 200.0, surge[0], surge[1])
            ia = constant(0.03)
            unknown = constant(0.0005)
            if step_at is not None and self.kind == "anomaly" and m == "model-a":
                ia = step(0.03, 0.15, step_at, until)
            if step_at is not None and self.kind == "unknown_threshold":
                unknown = step(0.0005, 0.03, step_at, until)
            series.append(Series("edit_file", m, calls, {"InvalidArguments": ia, "unknown": unknown, "Timeout": constant(0.004)}))
        series.append(Series("read_file", "model-a", constant(60.0), {"UnexpectedEnvironment": constant(0.02), "unknown": constant(0.0003)}))
        return series


DETECTORS = [Detector("unknown_threshold", "unknown"), Detector("anomaly", "InvalidArguments")]


def detect(wh, last: int) -> list[dict]:
    settings = past_warmup(load_settings())
    run_detection(wh, detect_config(settings, 300), lifecycle_config(settings), at_bucket_end(last))
    return wh.rows("alerts_opened_between", {"from": START, "to": at_bucket_end(last + 1)})


def opened(alerts: list[dict]) -> list[tuple]:
    return [(a["alert_key"], a["opened_at"], a["evidence"]) for a in alerts]


@pytest.mark.parametrize("detector", DETECTORS, ids=lambda d: d.kind)
def test_constant_series_never_alerts(wh, detector):
    write(wh, detector.workload(), 0, DAY + 100)
    assert detect(wh, DAY + 100) == []


@pytest.mark.parametrize("detector", DETECTORS, ids=lambda d: d.kind)
def test_step_change_is_detected_within_half_an_hour(wh, detector):
    write(wh, detector.workload(step_at=CHANGE), 0, CHANGE + 36)
    alerts = detect(wh, CHANGE + 36)
    assert [a["kind"] for a in alerts] == [detector.kind]
    alert = alerts[0]
    assert alert["tool"] == "edit_file" and alert["error_class"] == detector.error_class
    assert alert["model"] == ("model-a" if detector.kind == "anomaly" else None)
    assert at_bucket_end(CHANGE) <= alert["opened_at"] <= at_bucket_end(CHANGE + 5)


@pytest.mark.parametrize("detector", DETECTORS, ids=lambda d: d.kind)
def test_volume_surge_at_constant_rate_does_not_alert(wh, detector):
    write(wh, detector.workload(surge=(CHANGE, CHANGE + 30)), 0, CHANGE + 60)
    assert detect(wh, CHANGE + 60) == []


@pytest.mark.parametrize("detector", DETECTORS, ids=lambda d: d.kind)
def test_restart_gives_the_same_decisions_and_state(tmp_path, detector):
    workload = detector.workload(step_at=CHANGE, until=CHANGE + 24)
    last = CHANGE + 100
    with warehouse.connect(tmp_path / "straight.duckdb") as wh:
        write(wh, workload, 0, last)
        straight = detect(wh, last)
        straight_state = wh.con.execute("SELECT * EXCLUDE (series_id) FROM detector_series ORDER BY tool, model, error_class").fetchall()
    with warehouse.connect(tmp_path / "restarted.duckdb") as wh:
        write(wh, workload, 0, last)
        detect(wh, CHANGE + 7)  # stops in the middle of the incident, with an alert open
    with warehouse.connect(tmp_path / "restarted.duckdb") as wh:  # a new process: state comes from the file
        restarted = detect(wh, last)
        restarted_state = wh.con.execute("SELECT * EXCLUDE (series_id) FROM detector_series ORDER BY tool, model, error_class").fetchall()
    assert straight, "the scenario must open an alert"
    assert opened(restarted) == opened(straight)
    assert restarted_state == straight_state


@pytest.mark.parametrize("detector", DETECTORS, ids=lambda d: d.kind)
def test_no_look_ahead_day_n_does_not_change_when_day_n_plus_1_is_appended(tmp_path, detector):
    # Incidents on day 1 and day 2; the replay of day 1 must not change once day 2 exists.
    def workload():
        first = detector.workload(step_at=CHANGE, until=CHANGE + 24)
        later = detector.workload(step_at=DAY + 150, until=DAY + 180)
        return [Series(a.tool, a.model, a.calls, {c: (lambda t, f=a.rates[c], g=b.rates[c]: max(f(t), g(t))) for c in a.rates})
                for a, b in zip(first, later, strict=True)]

    with warehouse.connect(tmp_path / "day_1.duckdb") as wh:
        write(wh, workload(), 0, DAY - 1)
        day_1 = detect(wh, DAY - 1)
    with warehouse.connect(tmp_path / "days_1_2.duckdb") as wh:
        write(wh, workload(), 0, 2 * DAY - 1)
        days_1_2 = detect(wh, 2 * DAY - 1)
    end_of_day_1 = at_bucket_end(DAY - 1)
    assert len(days_1_2) > len(day_1) >= 1
    assert opened([a for a in days_1_2 if a["opened_at"] <= end_of_day_1]) == opened(day_1)
