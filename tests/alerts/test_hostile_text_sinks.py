"""Issue 12 reproductions at the alert sinks: a hostile message never stops detection, no secret or
terminal escape reaches Slack, alerts.txt, the console or the CLI."""

from __future__ import annotations

import io
import json
from datetime import UTC, datetime

import pytest
from detect_rollups import Series, constant, step, write
from rich.console import Console
from slack_fixtures import enqueue, make_payload

from toolwatch import warehouse
from toolwatch.alerts.delivery import Routing, deliver_outbox
from toolwatch.alerts.local_sink import LocalSink
from toolwatch.flows.cli import main

NOW = datetime(2026, 11, 30, 10, 6, tzinfo=UTC)
GHP = "gh" + "p_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
TOOL = "mcp__x__" + GHP
ESCAPES = "\x1b[2J\x1b]8;;https://evil.example\x07click\x1b]8;;\x07\x9b31m"
CLASSPATH = "java -cp " + ":".join(f"lib/dep{i}.jar" for i in range(600))


def _raw_controls(text: str) -> list[str]:
    return [c for c in text if (ord(c) < 32 and c not in "\n\t") or 0x7F <= ord(c) < 0xA0]


def test_secret_tool_name_and_escapes_never_reach_slack_fields_or_chart_title(wh, slack, slack_sink):
    enqueue(wh, make_payload(1, tool=TOOL, model="gpt-5" + ESCAPES, sample_message="boom " + ESCAPES + " GH_TOKEN_" + GHP,
                             template="boom <str>" + ESCAPES, alert_key=f"anomaly|{TOOL}|*|InvalidArguments", series_points=12))
    report = deliver_outbox(wh, slack_sink, now=NOW, routing=Routing(), charts=True)
    assert (report.delivered, report.failed, report.charts) == (1, 0, 1)
    raw = slack.raw_traffic().decode("utf-8", "replace")
    assert GHP not in raw and GHP[4:20] not in raw
    texts = json.dumps([call.params for call in slack.calls()], default=repr, ensure_ascii=False)
    assert _raw_controls(json.loads(texts).__repr__()) == [] and "\\u001b" not in texts and "\x9b" not in texts
    [message] = slack.top_level("C0ALERTS01")
    fields = [f["text"] for b in message["blocks"] for f in b.get("fields", [])]
    assert "*Tool*\n`mcp__x__[REDACTED:github_token]`" in fields
    [chart] = slack.state.files
    assert chart["title"] == "Last 24 h: mcp__x__[REDACTED:github_token]"


def test_alerts_txt_and_console_show_escapes_as_text(wh, tmp_path):
    out = io.StringIO()
    local = LocalSink(tmp_path / "alerts", Console(file=out, width=200, force_terminal=True, color_system=None))
    enqueue(wh, make_payload(1, tool="edit_file" + ESCAPES, sample_message="failed " + ESCAPES + " token " + GHP))
    report = deliver_outbox(wh, local, now=NOW, routing=Routing(), charts=False)
    assert report.delivered == 1
    text = (tmp_path / "alerts" / "alerts.txt").read_text()
    assert _raw_controls(text) == [] and GHP not in text
    assert "edit_file\\x1b[2J\\x1b]8;;https://evil.example\\x07click" in text
    assert "\x1b]8" not in out.getvalue() and "\x1b[2J" not in out.getvalue() and GHP not in out.getvalue()


@pytest.fixture
def hostile_db(tmp_path, monkeypatch):
    """A spike whose top fingerprints hold a 600-jar classpath and "a=" * 500 (RecursionError before)."""
    # The spike sits in the warehouse's first hours, inside the fresh-install warm-up (a day): shortened here.
    config = tmp_path / "toolwatch.toml"
    config.write_text('[detect]\nwarmup = "5m"\nwarmup_calls = 0\n')
    monkeypatch.setenv("TOOLWATCH_CONFIG", str(config))
    path = tmp_path / "tw.duckdb"
    series = [Series(TOOL + ESCAPES, "m", constant(40.0), {"InvalidArguments": step(0.03, 0.2, 100)})]
    with warehouse.connect(path) as wh:
        write(wh, series, 0, 110)
        fp = f"{(TOOL + ESCAPES)[:6]}-Invali"
        wh.con.execute("INSERT INTO fingerprints VALUES (?, ?, 'InvalidArguments', 'r', ?, ?, now(), now(), 1)",
                       [fp, TOOL + ESCAPES, CLASSPATH, "a=" * 500 + " token " + GHP])
    return str(path)


def test_detect_over_a_hostile_row_completes_and_prints_no_secret_or_escape(hostile_db, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["detect", "--db", hostile_db, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["buckets"] == 111 and [e["event"] for e in report["events"]] == ["opened"]
    [top] = report["events"][0]["top_fingerprints"]
    assert top["template"] == CLASSPATH and top["sample_message"] == "a=" * 500 + " token [REDACTED:github_token]"
    assert main(["alerts", "--db", hostile_db]) == 0
    printed = capsys.readouterr().out
    assert GHP not in printed and _raw_controls(printed) == []
    assert "anomaly|mcp__x__[REDACTED:github_token]\\x1b[2J\\x1b]8;;https://evil.example\\x07click" in printed
    assert main(["alerts", "--db", hostile_db, "--json"]) == 0
    as_json = capsys.readouterr().out
    assert GHP not in as_json and "\x9b" not in as_json and "\\u009b" in as_json
    alerts_txt = (tmp_path / "toolwatch-out" / "alerts" / "alerts.txt").read_text()
    assert GHP not in alerts_txt and _raw_controls(alerts_txt) == []
