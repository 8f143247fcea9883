"""The detection commands end to end: detect, silence, alerts, and backtest over simulated logs."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

import pytest
from detect_rollups import Series, at_bucket_end, constant, write

from toolwatch import warehouse
from toolwatch.flows.cli import main

KEY = "anomaly|edit_file|model-a|InvalidArguments"


@pytest.fixture
def db(tmp_path, monkeypatch):
    # The incident sits in the warehouse's first hours, inside the fresh-install warm-up (a day):
    # these tests are about the commands, so the warm-up is shortened (tests/detectors/test_warmup.py has it).
    config = tmp_path / "toolwatch.toml"
    config.write_text('[detect]\nwarmup = "5m"\nwarmup_calls = 0\n')
    monkeypatch.setenv("TOOLWATCH_CONFIG", str(config))
    path = tmp_path / "tw.duckdb"
    series = [Series("edit_file", m, constant(40.0), {"InvalidArguments": (lambda t: 0.15 if t >= 100 else 0.03) if m == "model-a"
                                                       else constant(0.03)}) for m in ("model-a", "model-b")]
    with warehouse.connect(path) as wh:
        write(wh, series, 0, 110)
    return str(path)


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_detect_json_reports_opened_alerts_and_is_incremental(db, capsys):
    code, out, _ = run(capsys, "detect", "--db", db, "--json")
    report = json.loads(out)
    assert code == 0 and report["buckets"] == 111
    assert report["last_bucket"] == (at_bucket_end(110) - timedelta(minutes=5)).isoformat() + "Z"
    assert [(e["event"], e["alert_key"]) for e in report["events"]] == [("opened", KEY)]
    assert report["events"][0]["errors"] >= 10 and report["events"][0]["window"] in ("15m", "30m", "1h", "2h", "6h")
    # Nothing new arrived: the next run evaluates nothing.
    code, out, _ = run(capsys, "detect", "--db", db, "--json")
    assert code == 0 and json.loads(out)["buckets"] == 0


def test_detect_delivers_what_it_opened_and_no_deliver_leaves_it_queued(db, tmp_path, capsys):
    code, out, _ = run(capsys, "detect", "--db", db, "--json", "--no-deliver")
    report = json.loads(out)
    assert code == 0 and report["delivery"] is None
    assert [e["event"] for e in report["events"]] == ["opened"]
    with warehouse.connect(db) as wh:
        assert wh.con.execute("SELECT count(*) FROM outbox WHERE delivered_at IS NULL").fetchone()[0] == 1
    # The next run has nothing new to evaluate but still delivers what waits, to the local sink
    # (no SLACK_BOT_TOKEN; alerts.local_dir is relative to the test's working directory).
    code, out, _ = run(capsys, "detect", "--db", db, "--json")
    report = json.loads(out)
    assert code == 0 and report["buckets"] == 0
    assert report["delivery"]["sink"] == "local" and report["delivery"]["delivered"] == 1
    assert "edit_file" in (tmp_path / "toolwatch-out" / "alerts" / "alerts.txt").read_text()
    with warehouse.connect(db) as wh:
        assert wh.con.execute("SELECT count(*) FROM outbox WHERE delivered_at IS NULL").fetchone()[0] == 0


def test_detect_readable_output_names_the_alert(db, capsys):
    code, out, _ = run(capsys, "detect", "--db", db)
    assert code == 0 and "1 opened" in out and KEY in out and "usual" in out


def test_detect_at_a_time_evaluates_only_up_to_it(db, capsys):
    at = at_bucket_end(50).isoformat() + "Z"
    code, out, _ = run(capsys, "detect", "--db", db, "--json", "--at", at)
    report = json.loads(out)
    assert code == 0 and report["buckets"] == 51 and report["events"] == []


def test_bad_time_and_bad_key_are_clear_errors(db, capsys):
    code, _, err = run(capsys, "detect", "--db", db, "--at", "yesterday")
    assert code == 2 and "--at 'yesterday' is not an ISO 8601 time" in err
    code, out, _ = run(capsys, "silence", "edit_file", "--for", "2h", "--reason", "x", "--db", db, "--json")
    assert code == 2 and "must look like" in json.loads(out)["error"]
    code, _, err = run(capsys, "silence", KEY, "--for", "soon", "--reason", "x", "--db", db)
    assert code == 2 and "duration 'soon'" in err


def test_silence_and_alerts_listing(db, capsys):
    run(capsys, "detect", "--db", db)
    code, out, _ = run(capsys, "silence", KEY, "--for", "24h", "--reason", "rollout in progress", "--db", db, "--json")
    silence = json.loads(out)
    assert code == 0 and silence["alert_key"] == KEY
    assert datetime.fromisoformat(silence["expires_at"][:-1]) - datetime.fromisoformat(silence["created_at"][:-1]) == timedelta(hours=24)
    code, out, _ = run(capsys, "alerts", "--db", db, "--json")
    listing = json.loads(out)
    assert [a["alert_key"] for a in listing["open"]] == [KEY]
    assert [s["reason"] for s in listing["silences"]] == ["rollout in progress"]
    code, out, _ = run(capsys, "alerts", "--db", db)
    assert code == 0 and KEY in out and "silenced" in out


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    from toolwatch.flows.sim import simulate

    out = tmp_path_factory.mktemp("sim")
    result = simulate(out, days=3, seed=5, events=150_000, end="2026-11-30T12:00:00Z")
    return out, {i["id"]: i for i in result.incidents}


def test_backtest_finds_the_simulated_incidents_and_not_the_traps(simulated, capsys, tmp_path):
    logs, incidents = simulated
    code, out, _ = run(capsys, "backtest", str(logs), "--json", "--db", str(tmp_path / "unused.duckdb"))
    assert code == 0
    alerts = [json.loads(line) for line in out.splitlines()]
    assert not (tmp_path / "unused.duckdb").exists()  # a throwaway warehouse, not --db

    def parse(ts: str) -> datetime:
        return datetime.fromisoformat(ts.removesuffix("Z"))

    def found(iid: str, within: timedelta) -> dict:
        inc = incidents[iid]
        start = parse(inc["start"])
        for a in alerts:
            same_model = inc["model"] is None or a["model"] in (None, inc["model"])
            if (a["tool"], a["error_class"]) == (inc["tool"], inc["error_class"]) and same_model \
                    and start <= parse(a["fired_at"]) <= start + within:
                return a
        raise AssertionError(f"{iid} ({inc['notes']}) not found in {[(a['fired_at'], a['alert_key']) for a in alerts]}")

    spike = found("i01", timedelta(hours=1))  # edit_file, one model, 5x
    assert spike["kind"] == "anomaly" and spike["model"] == "claude-sonnet-4-5"
    assert spike["observed_rate"] >= 2 * spike["baseline_rate"] and spike["p_value"] < 1e-3
    assert spike["top_fingerprints"] and spike["fired_at"].endswith("Z")
    outage = found("i05", timedelta(minutes=30))  # web_search provider down for every model, 20x
    assert outage["model"] is None and outage["error_class"] == "ProviderError"
    assert found("i02", timedelta(minutes=30))["model"] is None  # read_file files missing for every model, 3x
    unknown = found("i06", timedelta(minutes=45))  # a harness bug: unknown errors over the threshold
    assert unknown["kind"] == "unknown_threshold" and unknown["model"] is None and unknown["threshold"] == 0.005

    # The traps: a 3x traffic surge on read_file, a new model, a handful of failures on a tiny tool.
    def during(iid: str) -> list[dict]:
        inc = incidents[iid]
        return [a for a in alerts if parse(inc["start"]) <= parse(a["fired_at"]) <= parse(inc["end"]) + timedelta(minutes=30)]

    assert not [a for a in during("i11") if a["tool"] == "read_file"]
    assert not [a for a in alerts if a["tool"] == "mcp__github__create_issue" or a["model"] == "grok-code-fast-1"]
