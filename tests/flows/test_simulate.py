"""The simulator: contract, determinism, traffic shape, and incidents measured in the written files.

Class labels for the rate checks come from the message catalogue itself (each
template turned into a regex), not from the simulator's internals, and the
rates are computed with DuckDB from the files on disk. A separate test runs
the shipped classifier over every message the simulator can emit.
"""

from __future__ import annotations

import gzip
import json
import math
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import duckdb
import numpy as np
import pyarrow as pa
import pytest

from toolwatch.detectors.classify import classify_one, normalize_status
from toolwatch.detectors.rules import load_ruleset
from toolwatch.flows.sim import incidents as incident_plan
from toolwatch.flows.sim import messages, simulate, workload
from toolwatch.warehouse.errors import ConfigError

END = "2026-11-30T00:00Z"  # a Monday: the 14 days hold two weekends
CONTRACT = ("ts", "tool", "model", "status", "error_type", "error_message", "call_id",
            "session_id", "provider", "harness_version", "client_os", "duration_ms", "args")
RFC3339_Z = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")
KINDS = {"class_spike", "unknown_burst", "provider_outage", "trap_surge", "trap_new_model",
         "trap_low_volume_noise", "level_shift"}


def _template_regex() -> re.Pattern[str]:
    """One alternation over every message the simulator can emit, a named group per class."""
    parts = []
    sources = [(t.error_class, t.message) for t in messages.catalogue()]
    sources += [("unknown", m) for m in incident_plan.BUG_MESSAGES.values()]
    for k, (cls, text) in enumerate(sources):
        body = re.sub(r"\\\{(path|n|cmd|url|id)\\\}", ".*?", re.escape(text))
        parts.append(f"(?P<{cls}_{k}>{body})")
    return re.compile("|".join(parts), re.DOTALL)


def _intended_class(status: str, message: str | None, pattern: re.Pattern[str]) -> str:
    status = status.lower()
    if status == "timeout":
        return "Timeout"
    if status == "cancelled":
        return "UserAborted"
    match = pattern.fullmatch(message or "")
    assert match, f"message from nowhere: {message!r}"
    return match.lastgroup.rsplit("_", 1)[0]


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    """14 days at scale 1, loaded into DuckDB with each error's intended class."""
    out = tmp_path_factory.mktemp("sim")
    result = simulate(out, days=14, seed=7, end=END)
    con = duckdb.connect()
    con.execute("SET enable_progress_bar = false")
    con.execute(
        "CREATE TABLE e AS SELECT *, ts::TIMESTAMP AS t, filename AS file FROM read_json($glob, "
        "format='newline_delimited', filename=true, columns=$cols)",
        {"glob": str(out / "tool_calls-*.jsonl"), "cols": {
            "ts": "VARCHAR", "tool": "VARCHAR", "model": "VARCHAR", "status": "VARCHAR",
            "error_type": "VARCHAR", "error_message": "VARCHAR", "call_id": "VARCHAR",
            "session_id": "VARCHAR", "provider": "VARCHAR", "harness_version": "VARCHAR",
            "client_os": "VARCHAR", "duration_ms": "BIGINT", "args": "JSON"}},
    )
    pattern = _template_regex()
    errors = con.execute("SELECT call_id, status, error_message FROM e WHERE lower(status) NOT IN ('ok', 'success')").fetchall()
    labels = pa.table({"call_id": [r[0] for r in errors],
                       "cls": [_intended_class(r[1], r[2], pattern) for r in errors]})
    con.register("labels", labels)
    con.execute("CREATE TABLE calls AS SELECT e.*, labels.cls FROM e LEFT JOIN labels USING (call_id)")
    truth = json.loads(result.ground_truth_path.read_text())
    yield result, con, truth
    con.close()


def _rate(con, tool, model, cls, start, end, exclude_models=()) -> tuple[int, int]:
    """(errors of cls, calls) on a series inside [start, end)."""
    return con.execute(
        "SELECT count(*) FILTER (WHERE cls = $cls), count(*) FROM calls WHERE tool = $tool "
        "AND ($model IS NULL OR model = $model) AND NOT list_contains($excl, model) "
        "AND t >= $start::TIMESTAMP AND t < $end::TIMESTAMP",
        {"cls": cls, "tool": tool, "model": model, "start": start, "end": end,
         "excl": list(exclude_models)},
    ).fetchone()


# --- contract ------------------------------------------------------------------

def test_every_line_follows_the_input_contract(big):
    result, con, _ = big
    assert result.events == con.execute("SELECT count(*) FROM e").fetchone()[0] > 1_000_000
    first = json.loads(result.paths[0].read_text().split("\n", 1)[0])
    assert tuple(first) == CONTRACT
    bad_ts = con.execute("SELECT count(*) FROM e WHERE NOT regexp_full_match(ts, $re)",
                         {"re": RFC3339_Z.pattern}).fetchone()[0]
    assert bad_ts == 0
    statuses = dict(con.execute("SELECT status, count(*) FROM e GROUP BY ALL").fetchall())
    assert set(statuses) <= {"ok", "success", "OK", "error", "failed", "ERROR", "timeout", "cancelled"}
    assert statuses["ok"] > 20 * statuses["success"] > 0 and statuses["failed"] > 0 and statuses["timeout"] > 0
    unique = con.execute("SELECT count(DISTINCT call_id) = count(*), count(*) FILTER (WHERE json_type(args) <> 'OBJECT') FROM e").fetchone()
    assert unique == (True, 0)
    ok_with_error = con.execute("SELECT count(*) FROM e WHERE status IN ('ok', 'OK', 'success') AND (error_message IS NOT NULL OR error_type IS NOT NULL)").fetchone()[0]
    assert ok_with_error == 0
    assert con.execute("SELECT count(DISTINCT tool), count(DISTINCT model) FROM e").fetchone() == (14, 6)


def test_each_file_is_one_utc_day_sorted_by_time(big):
    _, con, _ = big
    rows = con.execute(
        "SELECT file, count(DISTINCT t::DATE), count(*) FILTER (WHERE t < prev) FROM "
        "(SELECT file, t, lag(t) OVER (PARTITION BY file ORDER BY rowid) AS prev FROM e) GROUP BY file"
    ).fetchall()
    assert len(rows) == 14 and all(days == 1 and unsorted == 0 for _, days, unsorted in rows)


def test_sessions_group_calls_of_one_model(big):
    _, con, _ = big
    per_session = con.execute("SELECT count(DISTINCT model), count(*), max(t) - min(t) FROM e GROUP BY session_id").fetchall()
    assert all(models == 1 for models, _, _ in per_session)
    sizes = sorted(n for _, n, _ in per_session)
    assert 10 <= sizes[len(sizes) // 2] <= 200
    assert max(span for _, _, span in per_session).total_seconds() < 3 * 3600


# --- traffic shape ---------------------------------------------------------------

def test_nights_are_quieter_than_days_and_weekends_than_weekdays(big):
    _, con, _ = big
    by_hour = dict(con.execute("SELECT hour(t), count(*) FROM e WHERE dayofweek(t) BETWEEN 1 AND 5 GROUP BY 1").fetchall())
    assert max(by_hour[h] for h in range(1, 5)) * 3 < min(by_hour[h] for h in range(14, 18))
    by_day = con.execute("SELECT t::DATE AS d, dayofweek(d) IN (0, 6), count(*) FROM e GROUP BY 1").fetchall()
    weekend = max(n for _, is_weekend, n in by_day if is_weekend)
    weekday = min(n for _, is_weekend, n in by_day if not is_weekend)
    assert weekend * 2 < weekday


def test_volumes_differ_per_tool_and_model(big):
    _, con, _ = big
    tools = dict(con.execute("SELECT tool, count(*) FROM e GROUP BY 1").fetchall())
    assert tools["read_file"] > 50 * tools["mcp__github__create_issue"] > 0
    models = dict(con.execute("SELECT model, count(*) FROM e GROUP BY 1").fetchall())
    assert models["claude-sonnet-4-5"] > 2 * models["gemini-3-pro"]


def test_model_quirk_edit_file_invalid_arguments(big):
    _, con, _ = big
    gemini = _rate(con, "edit_file", "gemini-3-pro", "InvalidArguments", "2026-11-16", "2026-11-19")
    opus = _rate(con, "edit_file", "claude-opus-4-1", "InvalidArguments", "2026-11-16", "2026-11-19")
    assert 2.3 < (gemini[0] / gemini[1]) / (opus[0] / opus[1]) < 3.9


def test_baseline_unknown_rate_is_well_below_the_threshold(big):
    _, con, truth = big
    bursts = [i for i in truth["incidents"] if i["kind"] == "unknown_burst"]
    con.register("bursts", pa.table({"s": [datetime.fromisoformat(i["start"][:19]) for i in bursts],
                                     "e": [datetime.fromisoformat(i["end"][:19]) for i in bursts]}))
    rates = con.execute(
        "SELECT tool, avg(coalesce(cls = 'unknown', false)::INT) FROM calls "
        "WHERE NOT EXISTS (SELECT 1 FROM bursts WHERE t >= s AND t < e) GROUP BY 1").fetchall()
    assert max(r for _, r in rates) < incident_plan.UNKNOWN_THRESHOLD / 2


# --- incidents and ground truth -------------------------------------------------

def test_ground_truth_is_complete_and_parseable(big):
    result, _, truth = big
    assert truth["events"] == result.events and truth["end"] == "2026-11-30T00:00:00Z"
    assert {i["kind"] for i in truth["incidents"]} == KINDS
    for inc in truth["incidents"]:
        assert set(inc) >= {"id", "kind", "tool", "model", "error_class", "multiplier", "start", "end", "should_alert", "notes"}
        start = datetime.fromisoformat(inc["start"].replace("Z", "+00:00"))
        end = datetime.fromisoformat(inc["end"].replace("Z", "+00:00"))
        assert start < end and start.tzinfo == UTC and isinstance(inc["should_alert"], bool)
    assert len(truth["baseline_rates"]) == len(workload.TOOLS) * len(workload.MODELS) * len(workload.CLASSES)
    assert len(truth["calls_per_hour"]) == len(workload.TOOLS) * len(workload.MODELS)
    alerting = [i for i in truth["incidents"] if i["should_alert"]]
    assert len(alerting) >= 6 and len(truth["incidents"]) - len(alerting) >= 6


def test_expected_calls_per_hour_match_the_data(big):
    _, con, truth = big
    for inc in truth["incidents"]:
        if inc["tool"] is None:
            continue
        _, calls = _rate(con, inc["tool"], inc["model"], None, inc["start"][:19], inc["end"][:19])
        hours = (datetime.fromisoformat(inc["end"][:19]) - datetime.fromisoformat(inc["start"][:19])).total_seconds() / 3600
        expected = inc["expected_calls_per_hour"] * hours
        assert abs(calls - expected) <= 4 * math.sqrt(expected) + 3, inc["id"]


RATE_KINDS = ("class_spike", "provider_outage", "trap_low_volume_noise")


def test_rate_incidents_are_in_the_data_at_their_stated_multiple(big):
    _, con, truth = big
    checked = 0
    for inc in truth["incidents"]:
        if inc["kind"] not in RATE_KINDS:
            continue
        new_model = ("grok-code-fast-1",) if inc["model"] is None else ()
        e_in, n_in = _rate(con, inc["tool"], inc["model"], inc["error_class"], inc["start"][:19], inc["end"][:19], new_model)
        # Outside: the same series before any incident on the tool (and before the release).
        e_out, n_out = _rate(con, inc["tool"], inc["model"], inc["error_class"], "2026-11-16", "2026-11-19", new_model)
        expected = n_in * (e_out / n_out) * inc["multiplier"]
        assert abs(e_in - expected) <= 4.5 * math.sqrt(expected) + 2, (inc["id"], e_in, expected)
        if expected >= 30:
            assert e_in / n_in > 1.5 * e_out / n_out, inc["id"]
        checked += 1
    assert checked >= 10


def test_unknown_bursts_reach_their_absolute_rate(big):
    _, con, truth = big
    bursts = [i for i in truth["incidents"] if i["kind"] == "unknown_burst"]
    for inc in bursts:
        e_in, n_in = _rate(con, inc["tool"], inc["model"], "unknown", inc["start"][:19], inc["end"][:19])
        expected = n_in * inc["multiplier"]
        assert abs(e_in - expected) <= 4 * math.sqrt(expected) + 2, (inc["id"], e_in, expected)
    above = {i["id"] for i in bursts if i["should_alert"]}
    below = {i["id"] for i in bursts if not i["should_alert"]}
    assert above and below


def test_level_shift_lasts_from_the_release_to_the_end(big):
    _, con, truth = big
    shift = next(i for i in truth["incidents"] if i["kind"] == "level_shift")
    settled_at = (datetime.fromisoformat(shift["start"][:19]) + timedelta(seconds=workload.RELEASE_ROLLOUT_S)).isoformat()
    old = ("grok-code-fast-1",)
    e_before, n_before = _rate(con, "run_terminal_cmd", None, "Timeout", "2026-11-16", "2026-11-21", old)
    e_after, n_after = _rate(con, "run_terminal_cmd", None, "Timeout", settled_at, shift["end"][:19], old)
    ratio = (e_after / n_after) / (e_before / n_before)
    assert 0.8 * shift["multiplier"] < ratio < 1.2 * shift["multiplier"]
    first_new = con.execute("SELECT min(t) FROM e WHERE harness_version = $v", {"v": workload.RELEASE}).fetchone()[0]
    assert first_new >= datetime.fromisoformat(shift["start"][:19])


def test_traps(big):
    _, con, truth = big
    by_kind = {}
    for inc in truth["incidents"]:
        by_kind.setdefault(inc["kind"], []).append(inc)
    assert not any(i["should_alert"] for k in by_kind if k.startswith("trap") for i in by_kind[k])
    for surge in by_kind["trap_surge"]:
        # Same weekday and hours one week earlier: calls x traffic_multiplier, error rate unchanged.
        week_before = [(datetime.fromisoformat(surge[k][:19]) - timedelta(days=7)).isoformat() for k in ("start", "end")]
        _, n_surge = _rate(con, surge["tool"], surge["model"], None, surge["start"][:19], surge["end"][:19])
        _, n_before = _rate(con, surge["tool"], surge["model"], None, *week_before)
        assert 0.75 * surge["traffic_multiplier"] < n_surge / n_before < 1.3 * surge["traffic_multiplier"]
        # The error rate during the surge matches the three hours right after it.
        after = (datetime.fromisoformat(surge["end"][:19]) + timedelta(hours=3)).isoformat()
        errs = [con.execute(
            "SELECT avg((cls IS NOT NULL)::INT) FROM calls WHERE tool = $tool AND ($model IS NULL OR model = $model) "
            "AND t >= $a::TIMESTAMP AND t < $b::TIMESTAMP",
            {"tool": surge["tool"], "model": surge["model"], "a": a, "b": b}).fetchone()[0]
            for a, b in ((surge["start"][:19], surge["end"][:19]), (surge["end"][:19], after))]
        assert 0.7 < errs[0] / errs[1] < 1.4
    new_model = by_kind["trap_new_model"][0]
    first = con.execute("SELECT min(t) FROM e WHERE model = $m", {"m": new_model["model"]}).fetchone()[0]
    assert first >= datetime.fromisoformat(new_model["start"][:19])
    noise = by_kind["trap_low_volume_noise"][0]
    assert noise["expected_calls_per_hour"] < incident_plan.ALERT_MIN_CALLS_PER_HOUR


@pytest.mark.parametrize("end", ["2026-11-30T00:00", "2026-11-30T12:00", "2026-12-02T12:00", "2026-12-06T09:00"])
@pytest.mark.parametrize("days", [2, 3, 7, 14])
def test_every_incident_is_placed_after_warmup_inside_the_range(end, days):
    from toolwatch.flows.sim.generate import _message_for

    range_end = datetime.fromisoformat(end).replace(tzinfo=UTC).timestamp()
    range_start = range_end - days * 86_400
    placed = incident_plan.schedule(range_start, range_end, _message_for)
    lasting = len(incident_plan._LASTING) if days < incident_plan.LASTING_MIN_DAYS else 0
    assert len(placed) == len(incident_plan._PLAN) + 2 - lasting  # + the level shift and the new model
    for inc in placed:
        assert range_start < inc.start < inc.end <= range_end
        if inc.kind != "trap_new_model":
            assert inc.start >= range_start + incident_plan.WARMUP * days * 86_400
    if days >= 7:  # room for every working-day incident on a working day
        weekend = [i.id for i in placed if i.kind not in ("level_shift", "trap_new_model")
                   and i.id not in incident_plan._ANY_DAY
                   and datetime.fromtimestamp(i.start, UTC).weekday() >= 5]
        assert weekend == []


# --- messages classify as intended -------------------------------------------------

def test_every_simulated_message_classifies_into_its_intended_class():
    ruleset = load_ruleset(None, [])
    rng = np.random.default_rng(3)
    vocab = messages.Vocabulary(rng)
    rates = workload.baseline_rates()
    checked = 0
    for ti, tool in enumerate(workload.TOOLS):
        pool = vocab.args_pool(tool.name, rng, 8)
        for ci, cls in enumerate(workload.CLASSES):
            if rates[ti, :, ci].max() == 0:  # never emitted: no incident adds a class without a baseline
                assert not [i for i in incident_plan._PLAN if i[2] == tool.name and i[4] == cls]
                continue
            for template in messages.templates_for(tool.name, cls):
                for values in (pool[0][1], pool[5][1]):
                    text = messages.render(template.message, values, rng, tool.timeout_ms)
                    for status in ("error", "failed", "ERROR"):
                        got = classify_one(ruleset, tool=tool.name, status=normalize_status(status),
                                           error_type=template.error_type, error_message=text)
                        assert got.error_class.value == cls, (tool.name, cls, text)
                        checked += 1
        for status, cls in (("timeout", "Timeout"), ("cancelled", "UserAborted")):
            got = classify_one(ruleset, tool=tool.name, status=status)
            assert got.error_class.value == cls
    for text in incident_plan.BUG_MESSAGES.values():
        got = classify_one(ruleset, tool="edit_file", status="error",
                           error_message=messages.render(text, vocab.args_pool("edit_file", rng, 1)[0][1], rng, 1000))
        assert got.error_class.value == "unknown"
    assert checked > 500


def test_the_shipped_sql_classifier_agrees_with_the_intended_class_on_every_row(big):
    _, con, _ = big
    from toolwatch.detectors.classify import compile_classifier

    classifier = compile_classifier(load_ruleset(None, []))
    con.execute(
        "CREATE OR REPLACE TEMP VIEW sim_errors AS SELECT call_id, tool, error_type, error_message, cls, "
        "CASE lower(status) WHEN 'failed' THEN 'error' ELSE lower(status) END AS status "
        "FROM calls WHERE cls IS NOT NULL")
    rows = con.execute(
        f"SELECT cls, error_class, count(*) FROM ({classifier.select_sql('sim_errors')}) GROUP BY ALL",
        classifier.params).fetchall()
    assert sum(n for *_, n in rows) > 30_000
    assert [r for r in rows if r[0] != r[1]] == []
    assert {r[0] for r in rows} == set(workload.CLASSES)


# --- determinism, formats, volume, bad input ------------------------------------------

def _digest(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("fmt", ["jsonl", "jsonl.gz", "parquet"])
def test_same_seed_same_bytes(tmp_path, fmt):
    runs = [simulate(tmp_path / name, days=2, seed=seed, end=END, scale=0.05, fmt=fmt)
            for name, seed in (("a", 1), ("b", 1), ("c", 2))]
    assert _digest(tmp_path / "a") == _digest(tmp_path / "b")
    assert _digest(tmp_path / "a") != _digest(tmp_path / "c")
    assert runs[0].events == runs[1].events > 3_000  # a weekend at 5% scale


def test_formats_and_splits_hold_the_same_events(tmp_path):
    common = {"days": 2, "seed": 4, "end": END, "events": 20_000}
    jsonl = simulate(tmp_path / "j", split="none", **common)
    gz = simulate(tmp_path / "g", fmt="jsonl.gz", **common)
    parquet = simulate(tmp_path / "p", fmt="parquet", split="none", **common)
    assert jsonl.events == gz.events == parquet.events == 20_000
    assert len(jsonl.paths) == 1 and len(gz.paths) == 2
    lines = jsonl.paths[0].read_text().splitlines()
    unzipped = b"".join(gzip.decompress(p.read_bytes()) for p in gz.paths).decode().splitlines()
    assert lines == unzipped
    table = duckdb.execute("SELECT * FROM read_parquet($p)", {"p": str(parquet.paths[0])}).fetchall()
    first = json.loads(lines[0])
    assert list(table[0][:4]) == [first["ts"], first["tool"], first["model"], first["status"]]
    assert json.loads(table[0][-1]) == first["args"] and len(table) == len(lines)


@pytest.fixture(scope="module")
def plain_and_varied(tmp_path_factory):
    """The same simulation with and without --varied, as rows in file order."""
    folder = tmp_path_factory.mktemp("varied")
    common = {"days": 3, "seed": 6, "end": END, "events": 120_000, "split": "none"}
    rows = []
    for name, varied in (("plain", False), ("varied", True)):
        result = simulate(folder / name, varied=varied, **common)
        rows.append(duckdb.execute("SELECT * FROM read_json($p, format = 'newline_delimited')",
                                   {"p": str(result.paths[0])}).fetchall())
    return rows


def test_varied_messages_change_nothing_but_the_messages(plain_and_varied):
    plain, varied = plain_and_varied
    message = CONTRACT.index("error_message")
    assert len(plain) == len(varied) == 120_000
    assert [r[:message] + r[message + 1:] for r in plain] == [r[:message] + r[message + 1:] for r in varied]
    assert [r[message] is None for r in plain] == [r[message] is None for r in varied]


def test_varied_messages_are_far_more_diverse(plain_and_varied):
    plain, varied = plain_and_varied
    message = CONTRACT.index("error_message")
    distinct = [len({r[message] for r in rows if r[message]}) for rows in (plain, varied)]
    errors = sum(1 for r in varied if r[message])
    # Plain messages already differ in their numbers and ids; varied ones in paths, commands and URLs too.
    assert distinct[1] > 0.65 * errors and distinct[1] > 1.3 * distinct[0], (distinct, errors)


def test_varied_messages_classify_as_the_plain_ones(plain_and_varied):
    ruleset = load_ruleset(None, [])
    status, tool = CONTRACT.index("status"), CONTRACT.index("tool")
    etype, message = CONTRACT.index("error_type"), CONTRACT.index("error_message")
    checked = 0
    for a, b in zip(*plain_and_varied, strict=True):
        if a[message] is None:
            continue
        got = [classify_one(ruleset, tool=r[tool], status=normalize_status(r[status]), error_type=r[etype],
                            error_message=r[message]) for r in (a, b)]
        assert got[0].error_class == got[1].error_class, (a[message], b[message])
        checked += 1
    assert checked > 2_000


def test_events_per_day_and_scale_set_the_volume(tmp_path):
    per_day = simulate(tmp_path / "a", days=3, seed=0, end=END, events_per_day=4_000)
    small = simulate(tmp_path / "b", days=3, seed=0, end=END, scale=0.02)
    larger = simulate(tmp_path / "c", days=3, seed=0, end=END, scale=0.06)
    assert per_day.events == 12_000
    assert 2.9 < larger.events / small.events < 3.1


def test_dirty_lines_are_malformed_and_counted(tmp_path):
    result = simulate(tmp_path, days=1, seed=0, end=END, events=3_000, dirty=0.01)
    assert 10 <= result.dirty_lines <= 60
    bad = 0
    for path in result.paths:
        for raw in path.read_bytes().splitlines():
            try:
                row = json.loads(raw)
            except (json.JSONDecodeError, UnicodeDecodeError):
                bad += 1
                continue
            if not isinstance(row, dict) or "tool" not in row or not RFC3339_Z.match(str(row.get("ts"))) \
                    or row["status"] not in {"ok", "success", "OK", "error", "failed", "ERROR", "timeout", "cancelled"} \
                    or row["ts"].startswith("2099"):
                bad += 1
    assert bad == result.dirty_lines
    truth = json.loads(result.ground_truth_path.read_text())
    assert truth["dirty_lines"] == result.dirty_lines and truth["events"] == 3_000


@pytest.mark.parametrize("kwargs, fragment", [
    ({"fmt": "csv"}, "format"),
    ({"split": "week"}, "split"),
    ({"events": -5}, "events"),
    ({"seed": -1}, "seed"),
    ({"days": 0}, "days"),
    ({"scale": 0}, "scale"),
    ({"end": "last tuesday"}, "ISO 8601"),
    ({"end": "2026-11-30T00:00"}, "time zone"),
    ({"fmt": "parquet", "dirty": 0.01}, "dirty"),
    ({"dirty": 0.9}, "dirty"),
])
def test_bad_arguments_raise_config_error_and_write_nothing(tmp_path, kwargs, fragment):
    with pytest.raises(ConfigError, match=fragment):
        simulate(tmp_path / "out", **{"end": END, **kwargs})
    assert not (tmp_path / "out").exists()


def test_default_end_is_the_current_hour():
    from toolwatch.flows.sim import default_end

    now = datetime(2026, 11, 30, 13, 47, 12, tzinfo=UTC)
    assert default_end(now) == datetime(2026, 11, 30, 13, 0, tzinfo=UTC)


@pytest.mark.parametrize("module", ["toolwatch.flows.sim.workload", "toolwatch.flows.sim.rows"])
def test_docstring_examples_hold(module):
    import doctest
    import importlib

    failures, tried = doctest.testmod(importlib.import_module(module))
    assert tried > 0 and failures == 0
