"""The allowance for drift is measured per series: a steady series gets (almost) the plain test, a drifting one keeps its protection."""

from __future__ import annotations

import numpy as np
import pytest
from detect_rollups import START, Series, at_bucket_end, constant, past_warmup, write
from scipy import stats

from toolwatch import warehouse
from toolwatch.detectors import baselines as bl
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config

BLOCKS, CALLS, RATE = 28, 2000, 0.01


def blocks(multipliers, calls=CALLS, seed=3):
    rng = np.random.default_rng(seed)
    n = np.full(len(multipliers), float(calls))
    return n, rng.binomial(calls, RATE * np.asarray(multipliers, dtype=float)).astype(float)


def steady(count=BLOCKS):
    return [1.0] * count


def drifting():
    return list(np.exp(np.random.default_rng(11).normal(0.0, 0.3, BLOCKS)))


def one_incident():
    return [1.0] * (BLOCKS - 1) + [10.0]


@pytest.mark.parametrize(("name", "multipliers", "expected"), [
    ("a steady busy series: more than the fixed allowance", steady(), "more"),
    ("drift of ~30 % from block to block: less, a wider test", drifting(), "less"),
    ("one 10x incident in the week: the fixed allowance", one_incident(), "fixed"),
    ("one day of history: too little to measure, the fixed allowance", steady(4), "fixed"),
], ids=lambda v: v if isinstance(v, str) else "")
def test_the_measured_allowance(name, multipliers, expected):
    n, k = blocks(multipliers)
    allowed = float(bl.drift_concentration(n[None], k[None])[0])
    assert bl.MIN_CONCENTRATION <= allowed <= bl.CEILING_CONCENTRATION
    assert {"more": allowed > bl.MAX_CONCENTRATION, "less": allowed < bl.MAX_CONCENTRATION,
            "fixed": allowed == bl.MAX_CONCENTRATION}[expected]


DAY = 288


def busy_tool(rate_of) -> list[Series]:
    return [Series("read_file", m, constant(60.0), {"UnexpectedEnvironment": rate_of})
            for m in ("model-a", "model-b", "model-c")]


def first_alert(tmp_path, series, last: int, drift_days: int) -> list[tuple[str, int]]:
    with warehouse.connect(tmp_path / f"w{drift_days}.duckdb") as wh:
        write(wh, series, 0, last)
        settings = past_warmup(load_settings())
        settings.values["detect.drift_days"] = drift_days
        run_detection(wh, detect_config(settings, 300), lifecycle_config(settings), at_bucket_end(last))
        rows = wh.rows("alerts_opened_between", {"from": START, "to": at_bucket_end(last + 1)})
    return [(a["alert_key"], int((a["opened_at"] - START).total_seconds() // 300) - 1) for a in rows]


def test_a_steady_series_is_tested_nearly_as_a_plain_binomial():
    """Seed 1's 2.5x rise at the oracle's time: 53 errors on 2,109 calls against a 1.18 % baseline
    resting on ~60,000 calls. The fixed allowance (4,000 calls) puts it at p ~ 1e-4; a week that
    measured the series steady lets it claim more, and the test lands near the binomial's."""
    steady_week = blocks(steady(), calls=3400)  # the series: ~570 calls an hour
    cap = bl.drift_concentration(steady_week[0][None], steady_week[1][None])
    state = bl.SeriesState(
        series_id=np.array([1]), tool=np.array(["edit_file"], dtype=object), model=np.array(["m"], dtype=object),
        error_class=np.array(["UserAborted"], dtype=object), learned_buckets=np.array([2000.0]),
        learned_calls=np.array([60_000.0]), mean_calls=np.array([60.0]), mean_errors=np.array([60.0 * 0.0118]),
        excluded_streak=np.zeros(1), streak_calls=np.zeros(1), streak_errors=np.zeros(1))
    params = bl.BaselineParams()
    prior = np.array([0.0118])
    k, n = np.array([53.0]), np.array([2109.0])
    p_fixed = bl.upper_tail(k, n, *bl.beta_parameters(state, prior, params))[0]
    p_measured = bl.upper_tail(k, n, *bl.beta_parameters(state, prior, params, cap))[0]
    p_binomial = stats.binom.sf(52, 2109, 0.0118)
    assert p_fixed > 3e-5  # 7.8e-5: above the cutoff a new condition meets on a quiet bucket (~5e-6)
    assert p_binomial < p_measured < 5e-6  # 5.3e-7 < 4.7e-6
    assert p_measured < p_fixed / 10


def test_a_drifting_series_does_not_page_on_its_drift(tmp_path):
    # The rate wanders from one 6 h block to the next by ~25 % (lognormal): drift, not an incident.
    drift = np.exp(np.random.default_rng(5).normal(0.0, 0.25, 60))
    series = busy_tool(lambda t: 0.01 * drift[t // 72])
    n, k = blocks(drift[:28])
    assert bl.drift_concentration(n[None], k[None])[0] < bl.MAX_CONCENTRATION  # measured as drifting
    assert first_alert(tmp_path, series, 11 * DAY, 7) == []


def detect_to(wh, settings, last: int) -> None:
    run_detection(wh, detect_config(settings, 300), lifecycle_config(settings), at_bucket_end(last))


def drift_cache(wh) -> tuple[str | None, list[tuple]]:
    return wh.meta_get("detect.drift_block"), wh.con.execute("SELECT * FROM detector_drift ORDER BY series_id").fetchall()


def test_live_runs_reuse_the_day_s_drift_and_agree_with_one_replay(tmp_path):
    """A live `detect` (one bucket every 5 minutes) measures the drift once a day and reads it back in
    between; a replay of the same buckets in one run measures at the same day boundaries, so both end
    with the same allowances and the same alerts."""
    incident = 3 * DAY + 20  # a 5x rise on one model, 100 minutes into a new day
    series = [Series("read_file", m, constant(60.0), {"UnexpectedEnvironment": (
        (lambda t: 0.05 if incident <= t < incident + 36 else 0.01) if m == "model-a" else constant(0.01))})
        for m in ("model-a", "model-b", "model-c")]
    last = 3 * DAY + 80  # the live runs cross the day boundary at 3 * DAY
    settings = past_warmup(load_settings())
    results = []
    for name, steps in (("replay", [last]), ("live", [3 * DAY - 1, *range(3 * DAY, last + 1)])):
        with warehouse.connect(tmp_path / f"{name}.duckdb") as wh:
            write(wh, series, 0, last)
            blocks_seen = set()
            for t in steps:
                detect_to(wh, settings, t)
                blocks_seen.add(drift_cache(wh)[0])
            opened = [(a["alert_key"], a["opened_at"]) for a in wh.rows("alerts_opened_between",
                                                                        {"from": START, "to": at_bucket_end(last + 1)})]
            results.append((drift_cache(wh), opened, blocks_seen))
    (replay_cache, replay_opened, _), (live_cache, live_opened, live_blocks) = results
    assert replay_cache[0] == f"{at_bucket_end(3 * DAY - 1).isoformat()} 21600s x 28"
    # One row per series (3 models x 6 classes); the busy tool's UnexpectedEnvironment is measured.
    assert len(replay_cache[1]) == 18 and any(cap != bl.MAX_CONCENTRATION for row in replay_cache[1] for cap in row[1:])
    assert live_cache == replay_cache
    assert live_opened == replay_opened and [k for k, _ in live_opened] == ["anomaly|read_file|model-a|UnexpectedEnvironment"]
    assert len(live_blocks) == 2  # the first run's day, then one measurement when the next day began
