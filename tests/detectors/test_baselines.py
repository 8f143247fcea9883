"""Baseline statistics: the EW recurrence, the beta-binomial tail, cold start, adaptation, low volume."""

from __future__ import annotations

import numpy as np
import pytest
from detect_rollups import START, Series, at_bucket_end, constant, past_warmup, step, write
from river import stats as river_stats
from scipy import stats

from toolwatch.detectors import baselines as bl
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config


def _state(n: int) -> bl.SeriesState:
    zeros = np.zeros(n)
    return bl.SeriesState(np.arange(1, n + 1), np.array(["t"] * n, dtype=object), np.array(["m"] * n, dtype=object),
                          np.array(["Timeout"] * n, dtype=object), *(zeros.copy() for _ in range(7)))


def test_learned_means_follow_river_ewmean_once_its_start_up_has_faded():
    params = bl.BaselineParams(halflife_buckets=3.0, adapt_buckets=10**6)
    rng = np.random.default_rng(3)
    calls, errors = rng.poisson(50, 200).astype(float), rng.poisson(2, 200).astype(float)
    state = _state(1)
    river_calls, river_errors = river_stats.EWMean(fading_factor=params.alpha), river_stats.EWMean(fading_factor=params.alpha)
    for c, e in zip(calls, errors, strict=True):
        bl.learn(state, np.array([c]), np.array([e]), np.array([False]), params)
        river_calls.update(c)
        river_errors.update(e)
    assert state.mean_calls[0] == pytest.approx(river_calls.get(), rel=1e-9)
    assert state.mean_errors[0] == pytest.approx(river_errors.get(), rel=1e-9)
    assert state.learned_buckets[0] == 200 and state.learned_calls[0] == calls.sum()


def test_first_buckets_weigh_equally_unlike_a_plain_ewmean():
    params = bl.BaselineParams(halflife_buckets=864.0)
    state = _state(1)
    for c in (10.0, 30.0):
        bl.learn(state, np.array([c]), np.array([1.0]), np.array([False]), params)
    assert state.mean_calls[0] == pytest.approx(20.0, rel=1e-3)


def test_anomalous_buckets_are_held_out_and_a_lasting_shift_is_adopted():
    params = bl.BaselineParams(halflife_buckets=100.0, adapt_buckets=5)
    state = _state(1)
    for _ in range(20):
        bl.learn(state, np.array([100.0]), np.array([1.0]), np.array([False]), params)
    for i in range(4):
        adopted = bl.learn(state, np.array([100.0]), np.array([9.0]), np.array([True]), params)
        assert not adopted.any() and state.excluded_streak[0] == i + 1
    assert state.mean_errors[0] / state.mean_calls[0] == pytest.approx(0.01)
    adopted = bl.learn(state, np.array([100.0]), np.array([9.0]), np.array([True]), params)
    assert adopted.all() and state.mean_errors[0] / state.mean_calls[0] == pytest.approx(0.09)


@pytest.mark.parametrize(("k", "n", "a", "b"), [
    (12, 300, 3.0, 297.0), (1, 5, 0.5, 60.0), (40, 2000, 20.0, 1980.0), (60, 3000, 40.0, 3960.0), (5, 5, 2.0, 2.0),
])
def test_upper_tail_matches_scipy_betabinom(k, n, a, b):
    ours = bl.upper_tail(np.array([float(k)]), np.array([float(n)]), np.array([a]), np.array([b]))[0]
    assert ours == pytest.approx(stats.betabinom.sf(k - 1, n, a, b), rel=1e-6, abs=1e-12)


def detect(wh, last):
    s = past_warmup(load_settings())
    run_detection(wh, detect_config(s, 300), lifecycle_config(s), at_bucket_end(last))
    return wh.rows("alerts_opened_between", {"from": START, "to": at_bucket_end(last + 1)})


def test_a_new_model_with_its_own_higher_rate_is_not_an_incident(wh):
    # "model-new" appears on day 2 at 2.5x the others' rate and ramps up: shrinkage and the grace period.
    old = [Series("edit_file", m, constant(40.0), {"InvalidArguments": constant(0.03)}) for m in ("model-a", "model-b")]
    new = Series("edit_file", "model-new", lambda t: 0.0 if t < 300 else min(40.0, (t - 300) / 4), {"InvalidArguments": constant(0.075)})
    write(wh, [*old, new], 0, 700)
    assert detect(wh, 700) == []


def test_a_blip_on_a_quiet_tool_is_not_an_incident_but_a_real_rise_over_hours_is(wh):
    # Two calls per 5 minutes at 2 %: a 2 -> 4 error blip is noise; 10x for six hours is found.
    quiet = [Series("mcp__tiny", "model-a", constant(2.0), {"InvalidArguments": step(0.02, 0.06, 200, 203)})]
    write(wh, quiet, 0, 400)
    assert detect(wh, 400) == []
    loud = [Series("mcp__tiny2", "model-a", constant(2.0), {"InvalidArguments": step(0.02, 0.2, 500, 572)})]
    write(wh, loud, 0, 600)
    alerts = detect(wh, 600)
    assert [(a["tool"], a["model"]) for a in alerts] == [("mcp__tiny2", "model-a")]
    assert alerts[0]["evidence"] and at_bucket_end(500) < alerts[0]["opened_at"] <= at_bucket_end(572)


def test_many_quiet_series_stay_quiet(wh):
    # False discoveries are controlled across the family: 150 series (750 tests a bucket) of noise for a day.
    series = [Series(f"tool_{i // 6}", f"model-{i % 6}", constant(10.0), {"Timeout": constant(0.01 + 0.0005 * (i % 7))})
              for i in range(150)]
    write(wh, series, 0, 287)
    assert detect(wh, 287) == []


def test_a_lasting_level_shift_alerts_once_then_becomes_the_baseline(wh):
    # A release triples model-a's rate for good: one alert, resolved once adapt_after (24 h) has passed.
    shift = 100
    series = [Series("edit_file", m, constant(40.0), {"InvalidArguments": step(0.03, 0.09, shift) if m == "model-a" else constant(0.03)})
              for m in ("model-a", "model-b", "model-c")]
    last = shift + 288 + 48
    write(wh, series, 0, last)
    detect(wh, last)
    alerts = wh.con.execute("SELECT alert_key, opened_at, resolved_at FROM alerts ORDER BY alert_id").fetchall()
    assert [a[0] for a in alerts] == ["anomaly|edit_file|model-a|InvalidArguments"]
    _, opened, resolved = alerts[0]
    assert opened <= at_bucket_end(shift + 12)
    assert resolved is not None
    assert at_bucket_end(shift + 288) <= resolved <= at_bucket_end(shift + 288 + 24)
