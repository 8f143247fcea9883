"""Alert lifecycle: open -> renotify -> resolve, silences, no resolve on missing data, outbox rows."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import timedelta

import pytest
from detect_rollups import BUCKET, START, Series, at_bucket_end, constant, past_warmup, write

from toolwatch.alerts.policy import add_silence
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import INGEST_RAN_META, detect_step, run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config
from toolwatch.warehouse.errors import ConfigError

KEY = "anomaly|edit_file|model-a|InvalidArguments"
OPEN, WORSE, FIXED = 100, 112, 136  # 5x from OPEN, 15x from WORSE, normal again from FIXED


def incident_rate(t: int) -> float:
    if OPEN <= t < WORSE:
        return 0.15
    if WORSE <= t < FIXED:
        return 0.45
    return 0.03


def workload(rate=incident_rate):
    series = [Series("edit_file", m, constant(40.0), {"InvalidArguments": rate if m == "model-a" else constant(0.03)})
              for m in ("model-a", "model-b", "model-c")]
    return series


def detect(wh, last: int, **lifecycle):
    """Detection up to bucket ``last`` with the default settings, lifecycle fields overridden by ``lifecycle``."""
    settings = past_warmup(load_settings())
    config = replace(lifecycle_config(settings), **lifecycle)
    return run_detection(wh, detect_config(settings, 300), config, at_bucket_end(last)).events


def outbox(wh) -> list[dict]:
    rows = wh.con.execute("SELECT sink, dedupe_key, payload FROM outbox ORDER BY outbox_id").fetchall()
    return [{"sink": s, "dedupe_key": d, **json.loads(p)} for s, d, p in rows]


def test_open_then_renotify_when_worse_after_cooldown_then_resolve_on_recovery(wh):
    write(wh, workload(), 0, FIXED + 30)
    events = detect(wh, FIXED + 30, renotify_cooldown=3600)
    kinds = [e.event for e in events]
    assert {e.alert_key for e in events} == {KEY}
    assert kinds[0] == "opened" and kinds[-1] == "resolved" and set(kinds[1:-1]) == {"renotified"}
    opened, resolved = events[0].at, events[-1].at
    assert at_bucket_end(OPEN) <= opened <= at_bucket_end(OPEN + 5)
    notified = events[:-1]
    for before, after in zip(notified, notified[1:], strict=False):
        assert after.at - before.at >= timedelta(hours=1)  # the cooldown
        assert after.evidence["score"] >= 1.5 * before.evidence["score"]  # and worse
    assert notified[1].at <= at_bucket_end(WORSE) + timedelta(hours=1)
    dwell = timedelta(seconds=lifecycle_config(load_settings()).resolve_dwell)
    assert dwell <= resolved - at_bucket_end(FIXED) <= dwell + timedelta(minutes=30)

    rows = outbox(wh)
    alert_id = events[0].alert_id
    assert [r["dedupe_key"] for r in rows] == [f"alert:{alert_id}:{e.event}:{seq}" for seq, e in enumerate(events, 1)]
    first = rows[0]
    assert first["sink"] == "slack" and first["event"] == "opened" and first["kind"] == "anomaly"
    assert (first["tool"], first["model"], first["error_class"]) == ("edit_file", "model-a", "InvalidArguments")
    assert first["opened_at"] == opened.isoformat() + "Z" and first["resolved_at"] is None
    evidence = first["evidence"]
    assert evidence["errors"] >= 10 and evidence["observed_rate"] >= 2 * evidence["baseline_rate"]
    assert 0.02 < evidence["baseline_rate"] < 0.04 and evidence["p_value"] < 1e-4
    assert evidence["top_fingerprints"][0]["fingerprint"] == "edit_f-Invali"
    assert first["evaluation_id"] and first["series"][-1]["bucket"] == (opened - BUCKET).isoformat() + "Z"
    assert sum(p["errors"] for p in first["series"][-3:]) >= 10
    assert rows[1]["evidence"]["score"] >= 1.5 * evidence["score"]
    # The re-notification says what changed since the opening.
    assert rows[1]["previous"] == {"at": rows[0]["opened_at"], "observed_rate": evidence["observed_rate"],
                                   "score": evidence["score"]}
    assert rows[-1]["resolved_at"] == resolved.isoformat() + "Z"
    assert wh.rows("alerts_open") == []


def test_every_evaluation_is_logged(wh):
    write(wh, workload(), 0, OPEN + 10)
    detect(wh, OPEN + 10)
    logged = wh.con.execute("SELECT count(*), sum(opened), max(bucket) FROM detect_evaluations").fetchone()
    assert logged == (OPEN + 11, 1, START + BUCKET * (OPEN + 10))


def test_a_silenced_key_opens_nothing_until_the_silence_expires(wh):
    write(wh, workload(lambda t: 0.15 if t >= OPEN else 0.03), 0, OPEN + 40)
    silenced_at = at_bucket_end(OPEN - 1)
    add_silence(wh, KEY, 3600, "known: prompt rollout in progress", now=silenced_at)
    assert detect(wh, OPEN + 10) == []
    assert wh.con.execute("SELECT sum(silenced) FROM detect_evaluations").fetchone()[0] > 0
    # Still broken after the silence ends: the alert opens then.
    events = detect(wh, OPEN + 40)
    assert [(e.event, e.alert_key) for e in events] == [("opened", KEY)]
    assert silenced_at + timedelta(hours=1) <= events[0].at <= silenced_at + timedelta(hours=1, minutes=5)


def test_no_resolve_when_data_stops_only_when_normal_calls_come_back(wh):
    write(wh, workload(lambda t: 0.15 if t >= OPEN else 0.03), 0, OPEN + 12)
    assert [e.event for e in detect(wh, OPEN + 12)] == ["opened"]
    # Six hours without any data: the alert stays open.
    assert detect(wh, OPEN + 12 + 72) == []
    assert [a["alert_key"] for a in wh.rows("alerts_open")] == [KEY]
    # Normal traffic returns: it resolves after the dwell.
    write(wh, workload(constant(0.03)), OPEN + 85, OPEN + 130)
    assert [e.event for e in detect(wh, OPEN + 130)] == ["resolved"]


def test_silence_needs_a_valid_key_and_a_reason(wh):
    with pytest.raises(ConfigError, match="must look like"):
        add_silence(wh, "edit_file", 3600, "why", now=START)
    with pytest.raises(ConfigError, match="needs --reason"):
        add_silence(wh, KEY, 3600, "  ", now=START)
    assert wh.con.execute("SELECT count(*) FROM silences").fetchone()[0] == 0


def test_an_incident_on_every_model_is_one_tool_wide_alert(wh):
    series = [Series("edit_file", m, constant(40.0), {"InvalidArguments": lambda t: 0.15 if t >= OPEN else 0.03})
              for m in ("model-a", "model-b", "model-c")]
    write(wh, series, 0, OPEN + 24)
    events = detect(wh, OPEN + 24)
    assert [(e.event, e.alert_key) for e in events] == [("opened", "anomaly|edit_file|*|InvalidArguments")]


# -- hysteresis: one alert per condition -----------------------------------------------------------

BUG = "unknown_threshold|read_file|*|unknown"


def busy_tool(unknown_rate) -> list[Series]:
    """A busy tool (600 calls an hour) whose unknown rate follows ``unknown_rate``."""
    return [Series("read_file", m, constant(25.0), {"unknown": unknown_rate, "UnexpectedEnvironment": constant(0.02)})
            for m in ("model-a", "model-b")]


def test_a_bug_left_unfixed_at_2_4x_the_threshold_is_one_alert_that_stays_open(wh):
    # 0.012 = 2.4 x the 0.005 threshold, for two days: the rate sits over the threshold in most
    # windows but dips under it in many half hours, which used to resolve and re-open the alert.
    write(wh, busy_tool(lambda t: 0.012 if t >= OPEN else 0.0004), 0, OPEN + 576)
    events = detect(wh, OPEN + 576)
    assert [e.event for e in events if e.event != "renotified"] == ["opened"]
    assert {e.alert_key for e in events} == {BUG}
    assert [a["alert_key"] for a in wh.rows("alerts_open")] == [BUG]
    # Renotified at most daily.
    renotified = [e.at for e in events if e.event == "renotified"]
    assert all(b - a >= timedelta(hours=24) for a, b in zip([events[0].at, *renotified], renotified, strict=False))


def test_the_bug_fixed_resolves_once_the_rate_is_shown_below_the_threshold(wh):
    fixed = OPEN + 36
    write(wh, busy_tool(lambda t: 0.012 if OPEN <= t < fixed else 0.0004), 0, fixed + 48)
    events = detect(wh, fixed + 48)
    assert [e.event for e in events if e.event != "renotified"] == ["opened", "resolved"]
    # Since the last finding (which still carries some of the bug's errors), enough calls at ~0.04 %
    # to show the rate below 0.5 %: about two hours of this tool's 600 calls an hour.
    assert at_bucket_end(fixed) < events[-1].at <= at_bucket_end(fixed) + timedelta(hours=3)


def test_a_quiet_night_on_few_calls_does_not_end_a_lasting_bug(wh):
    # A bug at 6 % (12x the 0.005 threshold) by day; an eight-hour night at a fifth of the traffic
    # with no error. Once the long windows no longer hold the day's errors, ~600 night calls at 0
    # errors show the rate below 0.5 % (P < 0.05): judged "enough calls" at the alert's own 6 %, that
    # resolved it and the morning re-opened it (seed 5's i21 in bench/detect_quality.py; this test
    # fails so on a 7-10 h night). Enough calls are those on which the threshold itself would show
    # 5 errors (1,000 here), which the night does not reach after its last finding.
    night, hours = OPEN + 48, 96

    def calls(t):
        return 5.0 if night <= t < night + hours else 25.0

    def rate(t):
        return 0.06 if t >= OPEN and not night <= t < night + hours else 0.0004

    last = night + hours + 48
    write(wh, [Series("read_file", m, calls, {"unknown": rate, "UnexpectedEnvironment": constant(0.02)})
               for m in ("model-a", "model-b")], 0, last)
    events = [e for e in detect(wh, last) if e.event != "renotified"]
    assert [e.event for e in events] == ["opened"]
    assert [a["alert_key"] for a in wh.rows("alerts_open")] == [BUG]


@pytest.mark.parametrize(("name", "dwell", "expected"), [
    ("a 30 min dwell: the dip resolves it and the bug re-opens it", 1800, ["opened", "resolved", "reopened"]),
    ("the default 2 h dwell: one alert through the dip", None, ["opened"]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_a_dip_shorter_than_the_resolve_dwell_keeps_one_alert(wh, name, dwell, expected):
    # The bug unfixed for hours at 2.4x the threshold, with a 110-minute lull in the middle: long enough
    # to show the rate below the threshold on enough calls (~1,100 at 600 an hour: the threshold itself
    # would give 5 errors), so a 30 min dwell gives an all-clear that the bug's return takes back; the
    # recovery must hold for the dwell, and the lull is shorter than 2 h.
    dip, lull = OPEN + 36, 22

    def rate(t):
        return 0.012 if OPEN <= t < dip or t >= dip + lull else 0.0004

    last = dip + lull + 72
    write(wh, busy_tool(rate), 0, last)
    events = [e for e in detect(wh, last, **({"resolve_dwell": dwell} if dwell else {})) if e.event != "renotified"]
    assert [e.event for e in events] == expected
    assert {e.alert_key for e in events} == {BUG} and len({e.alert_id for e in events}) == 1
    if dwell is None:
        assert [a["alert_key"] for a in wh.rows("alerts_open")] == [BUG]


@pytest.mark.parametrize(("name", "gap_buckets", "expected"), [
    ("back within the window: the same alert re-opens in its thread", 36, ["opened", "resolved", "reopened"]),
    ("back after the window: a new alert", 100, ["opened", "resolved", "opened"]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_a_condition_back_soon_after_resolving_reopens_the_same_alert(wh, name, gap_buckets, expected):
    first_end = OPEN + 24
    again = first_end + gap_buckets

    def rate(t):
        return 0.03 if OPEN <= t < first_end or again <= t < again + 24 else 0.0004

    write(wh, busy_tool(rate), 0, again + 24)
    events = [e for e in detect(wh, again + 24, reopen_window=4 * 3600) if e.event != "renotified"]
    assert [e.event for e in events] == expected
    assert {e.alert_key for e in events} == {BUG}
    rows = [r for r in outbox(wh) if r["event"] != "renotified"]
    if expected[-1] == "reopened":
        assert len({e.alert_id for e in events}) == 1
        gap = (events[2].at - events[1].at).total_seconds()
        assert rows[-1]["event"] == "reopened" and rows[-1]["reopened_after_s"] == gap and rows[-1]["reopened"] == 1
        assert [a["alert_id"] for a in wh.rows("alerts_open")] == [events[0].alert_id]
    else:
        assert events[2].alert_id != events[0].alert_id


# -- adopted shift: a new normal is not a recovery -----------------------------------------------

@pytest.mark.parametrize(("name", "models", "key"), [
    ("one model", ("model-a",), KEY),
    ("every model: the tool-wide alert", ("model-a", "model-b", "model-c"), "anomaly|edit_file|*|InvalidArguments"),
], ids=lambda v: v if isinstance(v, str) else "")
def test_a_lasting_shift_adopted_as_baseline_ends_as_adopted_never_resolved(wh, name, models, key):
    series = [Series("edit_file", m, constant(40.0), {"InvalidArguments": (lambda t: 0.09 if t >= OPEN else 0.03)
                                                      if m in models else constant(0.03)})
              for m in ("model-a", "model-b", "model-c")]
    last = OPEN + 288 + 72  # a day held out (detect.adapt_after), then six hours at the new level
    write(wh, series, 0, last)
    events = [e for e in detect(wh, last) if e.event != "renotified"]
    assert [(e.event, e.alert_key) for e in events] == [("opened", key), ("adopted", key)]
    assert events[1].at >= at_bucket_end(OPEN) + timedelta(hours=24)
    row = wh.con.execute("SELECT status, outcome, shift_started_at, rate_before, rate_after, resolved_at "
                         "FROM alerts").fetchone()
    status, outcome, started, before, after, ended = row
    assert (status, outcome, ended) == ("resolved", "adopted", events[1].at)
    assert started <= events[0].at and started >= START + BUCKET * (OPEN - 12)
    assert 0.02 < before < 0.04 and 0.07 < after < 0.11
    adopted = outbox(wh)[-1]
    assert adopted["event"] == "adopted" and adopted["outcome"] == "adopted"
    assert adopted["shift_started_at"] == started.isoformat() + "Z"
    assert (adopted["rate_before"], adopted["rate_after"]) == pytest.approx((before, after))
    assert wh.rows("alerts_open") == []


@pytest.mark.parametrize(("name", "late_rate", "pages"), [
    ("the shift reaching one more model later: part of the new normal", 0.09, False),
    ("that model far above the adopted level: a new condition", 0.45, True),
], ids=lambda v: v if isinstance(v, str) else "")
def test_a_model_the_adopted_shift_reaches_late_is_judged_against_the_adopted_level(wh, name, late_rate, pages):
    """A tool-wide shift was adopted as the new normal; a model whose own baseline missed it (quiet, or
    not yet shifted then) rises to the shifted level a day later. It is the same lasting condition."""
    late = OPEN + 288 + 72 + 24  # after the tool-wide alert was adopted
    series = [Series("edit_file", m, constant(40.0), {"InvalidArguments": (lambda t: 0.09 if t >= OPEN else 0.03)})
              for m in ("model-a", "model-b", "model-c")]
    series.append(Series("edit_file", "model-d", constant(40.0),
                         {"InvalidArguments": lambda t: late_rate if t >= late else 0.03}))
    last = late + 72
    write(wh, series, 0, last)
    events = [e for e in detect(wh, last) if e.event != "renotified"]
    adopted = next(i for i, e in enumerate(events) if e.event == "adopted")
    assert events[adopted].alert_key == WIDE
    later = [(e.event, e.alert_key) for e in events[adopted + 1:]]
    assert later == ([("opened", per_model_key("model-d"))] if pages else [])


# -- inhibition: one outage, one page --------------------------------------------------------------

WIDE = "anomaly|edit_file|*|InvalidArguments"


def per_model_key(model: str) -> str:
    return f"anomaly|edit_file|{model}|InvalidArguments"


@pytest.mark.parametrize(("name", "starts"), [
    ("one model first, then every model", {"model-a": OPEN, "model-b": OPEN + 24, "model-c": OPEN + 24}),
    ("two models first, then every model", {"model-a": OPEN, "model-b": OPEN + 24, "model-c": OPEN + 60}),
], ids=lambda v: v if isinstance(v, str) else "")
def test_a_tool_wide_finding_takes_over_the_per_model_alerts_of_its_tool_and_class(wh, name, starts):
    series = [Series("edit_file", m, constant(40.0), {"InvalidArguments": lambda t, s=start: 0.15 if t >= s else 0.03})
              for m, start in starts.items()]
    last = max(starts.values()) + 36
    write(wh, series, 0, last)
    events = [e for e in detect(wh, last) if e.event != "renotified"]
    first = events[0]
    assert (first.event, first.alert_key) == ("opened", per_model_key("model-a"))
    # No tool-wide alert of its own: the first per-model alert became it; every other per-model one merged into it.
    assert "opened" not in {e.event for e in events if e.alert_key == WIDE}
    assert [(e.event, e.alert_id) for e in events if e.alert_key == WIDE] == [("widened", first.alert_id)]
    others = {e.alert_id for e in events if e.event == "opened"} - {first.alert_id}
    assert {e.alert_id for e in events if e.event == "merged"} == others
    if len(starts) == 3 and starts["model-b"] != starts["model-c"]:
        assert others  # model-b had an alert of its own before the outage spread
    assert [(a["alert_id"], a["alert_key"], a["model"]) for a in wh.rows("alerts_open")] == [(first.alert_id, WIDE, None)]
    ended = wh.con.execute("SELECT DISTINCT outcome, merged_into FROM alerts WHERE alert_id <> ?", [first.alert_id]).fetchall()
    assert ended == ([("merged", first.alert_id)] if others else [])
    widened = next(r for r in outbox(wh) if r["event"] == "widened")
    assert widened["model"] is None and widened["widened_from"] == per_model_key("model-a")
    assert {m["model"] for m in widened["evidence"]["models"]} == set(starts)


# -- no data: a dead man's switch --------------------------------------------------------------------

DAY = 288
SILENT, BACK = 7 * DAY + 100, 7 * DAY + 124  # two hours without calls, after a week of history


def traffic(silent_tools: set[str], quiet_calls: float = 0.5) -> list[Series]:
    """Two busy tools and a quiet one; the tools in ``silent_tools`` send nothing from SILENT to BACK."""
    def calls(tool: str, usual: float):
        return lambda t: 0.0 if tool in silent_tools and SILENT <= t < BACK else usual
    return [Series("read_file", m, calls("read_file", 20.0), {"UnexpectedEnvironment": constant(0.02)})
            for m in ("model-a", "model-b")] + [
        Series("grep_search", "model-a", calls("grep_search", 10.0), {"InvalidArguments": constant(0.01)}),
        Series("mcp__tiny", "model-a", calls("mcp__tiny", quiet_calls), {"InvalidArguments": constant(0.01)})]


@pytest.mark.parametrize(("name", "silent", "expected_key"), [
    ("one busy tool stops: its own alert", {"read_file"}, "no_data|read_file|*|calls"),
    ("every tool stops: one alert for the whole stream", {"read_file", "grep_search", "mcp__tiny"}, "no_data|*|*|calls"),
    ("a tool with a call every ten minutes stops: no alert, silence is usual for it", {"mcp__tiny"}, None),
], ids=lambda v: v.split(":")[0] if isinstance(v, str) else "")
def test_no_calls_while_traffic_is_expected_opens_a_no_data_alert_that_resolves_when_calls_return(
        wh, name, silent, expected_key):
    write(wh, traffic(silent), 0, BACK + 12)
    events = detect(wh, BACK + 12)
    if expected_key is None:
        assert [e for e in events if e.alert_key.startswith("no_data")] == []
        return
    assert [(e.event, e.alert_key) for e in events] == [("opened", expected_key), ("resolved", expected_key)]
    opened, resolved = events[0].at, events[1].at
    # Thirty minutes of silence (detect.no_data_window), then as soon as the first calls are back.
    assert opened == at_bucket_end(SILENT + 5)
    assert resolved == at_bucket_end(BACK)
    payload = outbox(wh)[0]
    assert payload["kind"] == "no_data" and payload["evidence"]["calls"] == 0
    assert payload["evidence"]["expected_calls"] >= 14 and payload["evidence"]["p_value"] <= 1e-6


def live_settings(tmp_path, **detect):
    lines = ["[detect]"] + [f'{k} = "{v}"' for k, v in detect.items()]
    (tmp_path / "toolwatch.toml").write_text("\n".join(lines) + "\n")
    return load_settings(config_path=tmp_path / "toolwatch.toml")


def test_ingest_that_has_not_run_within_its_schedule_opens_a_no_data_alert(wh, tmp_path):
    settings = live_settings(tmp_path, ingest_every="15m")
    write(wh, traffic(set()), 0, 2 * DAY)
    ran = at_bucket_end(2 * DAY)
    wh.meta_set(INGEST_RAN_META, ran.isoformat())
    key = "no_data|*|*|ingest"
    # Within the schedule plus one bucket: nothing. Past it: an alert. Ingest runs again: resolved.
    assert [e for e in detect_step(wh, settings, now=ran + timedelta(minutes=19)).events if e.alert_key == key] == []
    late = detect_step(wh, settings, now=ran + timedelta(minutes=21)).events
    assert [(e.event, e.alert_key) for e in late] == [("opened", key)]
    assert detect_step(wh, settings, now=ran + timedelta(hours=1)).events == []  # still open, not opened twice
    wh.meta_set(INGEST_RAN_META, (ran + timedelta(hours=2)).isoformat())
    back = detect_step(wh, settings, now=ran + timedelta(hours=2, minutes=1)).events
    assert [(e.event, e.alert_key) for e in back] == [("resolved", key)]


def test_the_whole_stream_stopping_live_opens_a_no_data_alert_that_resolves_when_calls_return(wh, tmp_path):
    settings = live_settings(tmp_path)
    key = "no_data|*|*|calls"
    write(wh, traffic(set()), 0, SILENT - 1)
    stopped = at_bucket_end(SILENT - 1)
    # The walk cannot advance past the newest data, so the check runs on the wall clock.
    assert [e for e in detect_step(wh, settings, now=stopped + timedelta(minutes=25)).events if e.alert_key == key] == []
    opened = detect_step(wh, settings, now=stopped + timedelta(minutes=35)).events
    assert [(e.event, e.alert_key) for e in opened] == [("opened", key)]
    write(wh, traffic(set()), BACK, BACK + 2)
    back = detect_step(wh, settings, now=at_bucket_end(BACK + 2)).events
    assert [(e.event, e.alert_key) for e in back] == [("resolved", key)]
    assert back[0].alert_id == opened[0].alert_id


def weekly(weekday: float, weekend: float):
    """Calls per bucket on weekdays and on weekends (START is a Monday)."""
    return lambda t: weekend if (t // DAY) % 7 >= 5 else weekday


@pytest.mark.parametrize(("name", "silent", "expected"), [
    # mcp__small: 5 calls a bucket on weekdays (30 in the window, over the bar), 0.3 on weekends, when a
    # 30-minute lull with no call is usual. Judged against weekdays only, the first Saturday would page.
    ("the first weekend's lull is not an outage", None, []),
    ("a tool busy every day that stops after a week of history pages",
     "read_file", [("opened", "no_data|read_file|*|calls"), ("resolved", "no_data|read_file|*|calls")]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_no_data_waits_for_a_week_of_history_so_a_weekend_lull_is_not_an_outage(wh, name, silent, expected):
    stop = 8 * DAY + 130  # Tuesday of the second week, 10:50

    def calls(tool: str, usual):
        return lambda t: 0.0 if tool == silent and stop <= t < stop + 24 else usual(t)

    series = [Series("read_file", "model-a", calls("read_file", weekly(20.0, 20.0)), {"UnexpectedEnvironment": constant(0.02)}),
              Series("mcp__small", "model-a", calls("mcp__small", weekly(5.0, 0.3)), {"InvalidArguments": constant(0.01)})]
    last = 9 * DAY
    write(wh, series, 0, last)
    events = detect(wh, last)
    assert [(e.event, e.alert_key) for e in events if e.alert_key.startswith("no_data")] == expected
