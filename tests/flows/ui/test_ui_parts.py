"""The UI's pieces without a browser: charts (gaps, incident start), the token gate and binding rule,
`toolwatch alerts --since`, and the deep links in Slack messages and tickets."""

from __future__ import annotations

import json
import math
import os
import threading
from datetime import UTC, datetime, timedelta

import httpx
import pytest

from toolwatch.alerts.chart import incident_start, series_rows
from toolwatch.flows.ui.svg import rate_chart

T0 = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def _payload(calls_errors: list[tuple[int, int] | None], baseline: float = 0.02) -> dict:
    series = [{"bucket": (T0 + timedelta(minutes=5 * i)).isoformat(), "calls": c, "errors": e, "baseline_rate": baseline}
              for i, ce in enumerate(calls_errors) if ce is not None for c, e in [ce]]
    return {"series": series, "evidence": {"window": "5m"}}


def test_buckets_without_calls_are_gaps_never_zero_percent():
    rows = series_rows(_payload([(100, 2), None, None, (100, 3), (0, 0), (100, 2)]))
    assert [r[0].minute for r in rows] == [0, 5, 10, 15, 20, 25]  # missing buckets come back on the grid
    rates = [r[1] for r in rows]
    assert [math.isnan(r) for r in rates] == [False, True, True, False, True, False]
    svg = str(rate_chart(rows, title="t"))
    assert 'data-gaps="3"' in svg and svg.count('class="rate"') == 3  # three pieces of line, no 0% bridge


@pytest.mark.parametrize(("name", "history", "expected_minutes"), [
    ("left-band-before-opening", [(100, 2), (100, 2), (100, 12), (100, 14), (100, 15)], 10),
    ("gap-does-not-end-the-run", [(100, 2), (100, 12), None, (100, 14), (100, 15)], 5),
    ("never-in-band", [(100, 12), (100, 14), (100, 15)], 0),
    ("inside-band-at-opening", [(100, 12), (100, 2)], 5),
], ids=lambda v: v if isinstance(v, str) else "")
def test_incident_starts_where_the_rate_left_its_band(name, history, expected_minutes):
    rows = series_rows(_payload(history))
    opened = T0 + timedelta(minutes=5 * (len(history) - 1))
    assert incident_start(rows, opened) == T0 + timedelta(minutes=expected_minutes)


def test_chart_text_is_escaped():
    rows = series_rows(_payload([(100, 2), (100, 3)]))
    svg = str(rate_chart(rows, title='</title><script>x</script>'))
    assert "<script>" not in svg and "&lt;script&gt;" in svg


@pytest.mark.parametrize(("name", "host", "token", "refused"), [
    ("loopback", "127.0.0.1", "", False),
    ("ipv6-loopback", "::1", "", False),
    ("all-interfaces-no-token", "0.0.0.0", "", True),
    ("all-interfaces-token", "0.0.0.0", "s3cret", False),
    ("hostname-no-token", "ui.internal", "", True),
], ids=lambda v: v if isinstance(v, str) else "")
def test_the_ui_binds_beyond_loopback_only_with_a_token(name, host, token, refused):
    from toolwatch.flows.cli.ui import check_binding
    from toolwatch.warehouse.errors import ConfigError

    if refused:
        with pytest.raises(ConfigError, match="ui.token"):
            check_binding(host, token)
    else:
        check_binding(host, token)


def test_the_ui_lowers_its_own_threads_and_not_the_process():
    """In `toolwatch serve` the UI is a thread beside the deployments: its renders (threads it starts)
    yield the CPU, the process's other threads (flow runs start from them) keep their priority."""
    from toolwatch.flows.cli.ui import UI_NICENESS, lower_priority

    def priority() -> int:
        return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())

    main = priority()
    seen: dict[str, int] = {}

    def ui_thread() -> None:
        lower_priority()
        seen["ui"] = priority()
        render = threading.Thread(target=lambda: seen.update(render=priority()))
        render.start()
        render.join()

    t = threading.Thread(target=ui_thread)
    t.start()
    t.join()
    expected = min(19, main + UI_NICENESS)
    assert seen == {"ui": expected, "render": expected}
    assert priority() == main


def test_with_a_token_pages_need_it_and_slack_does_not(built, tmp_path, serve):
    from toolwatch.flows.settings import load_settings
    from toolwatch.flows.ui.app import create_app

    config = tmp_path / "t.toml"
    config.write_text(built.config.read_text().replace("[ui]\n", '[ui]\ntoken = "s3cret-token"\n'))
    settings = load_settings(config_path=config, db_path=built.db, environ=built.env())
    site = serve(create_app(settings, snapshot_dir=tmp_path / "snap"))
    with httpx.Client(base_url=site.url, timeout=60) as client:
        assert client.get("/alerts").status_code == 401
        assert client.get("/alerts", headers={"Authorization": "Bearer wrong"}).status_code == 401
        assert client.get("/alerts", headers={"Authorization": "Bearer s3cret-token"}).status_code == 200
        first = client.get("/alerts?token=s3cret-token&tool=edit_file")
        assert first.status_code == 303 and first.headers["location"] == "/alerts?tool=edit_file"
        assert client.get("/alerts?tool=edit_file").status_code == 200  # the cookie now
        assert client.post("/slack/actions", content=b"payload=%7B%7D").status_code == 401  # signature, not token


def test_alerts_since_lists_every_event_of_the_period(built, capsys):
    from toolwatch.flows.cli import main

    assert main(["alerts", "--since", "24h", "--json", "--db", str(built.db), "--config", str(built.config)]) == 0
    out = json.loads(capsys.readouterr().out)
    events = [(e["event"], e["alert_id"]) for e in out["events"]]
    assert ("opened", built.hostile_alert) in events
    # Every lifecycle event the outbox holds for the period is listed, whatever its kind.
    import duckdb

    with duckdb.connect(str(built.db), read_only=True) as con:
        stored = con.execute(
            "SELECT json_extract_string(payload, '$.event'), CAST(json_extract(payload, '$.alert_id') AS BIGINT) "
            "FROM outbox WHERE sink = 'slack' AND dedupe_key LIKE 'alert:%'").fetchall()
    assert stored and sorted(events) == sorted(stored)
    assert all("sk-proj-Abcdefghij" not in json.dumps(e) for e in out["events"])
    assert main(["alerts", "--since", "24h", "--db", str(built.db), "--config", str(built.config)]) == 0
    text = capsys.readouterr().out
    assert f"{len(stored)} alert event(s) from" in text
    assert all(f"{event:<10}  #{alert_id}" in text for event, alert_id in stored)


def test_slack_alerts_link_to_their_page_and_carry_buttons_behind_the_flag(built):
    from toolwatch.alerts.slack_blocks import Links, render_message

    payload = {"event": "opened", "alert_id": 7, "alert_key": "anomaly|x|*|Timeout", "kind": "anomaly",
               "tool": "x", "model": None, "error_class": "Timeout", "evidence": {}}
    plain = json.dumps(render_message([payload]).blocks)
    assert "toolwatch_ack" not in plain and "/alerts/7" not in plain
    linked = json.dumps(render_message([payload], links=Links(ui_base_url="https://tw.example", buttons=True)).blocks)
    assert "<https://tw.example/alerts/7|Open in toolwatch>" in linked
    assert all(a in linked for a in ("toolwatch_ack", "toolwatch_silence_24h", "toolwatch_ticket"))
    resolved = json.dumps(render_message([dict(payload, event="resolved")], links=Links(buttons=True)).blocks)
    assert "toolwatch_ack" not in resolved


def test_tickets_link_to_the_fingerprint_page(built):
    from toolwatch import warehouse
    from toolwatch.skills.investigation import investigate
    from toolwatch.skills.issues import parse_week, weekly_issues
    from toolwatch.skills.triage import draft_for

    week = parse_week("2026-W48")
    with warehouse.connect(built.db, read_only=True) as wh:
        issue = weekly_issues(wh, week)[0]
        inv = investigate(wh, issue, week)
    draft = draft_for(issue, inv, week, base="https://toolwatch.invalid/fingerprints", images=False,
                      ui_base_url="https://tw.example/")
    assert f"[Open in toolwatch](https://tw.example/fingerprints/{issue.fingerprint})" in draft.description
    assert draft.attachment_url == f"https://toolwatch.invalid/fingerprints/{issue.fingerprint}"  # the key is unchanged


@pytest.mark.parametrize(("name", "stuck", "expected"), [
    ("several", 3, '<b class="stuck">3</b> sessions stuck retrying it unchanged'),
    ("one", 1, '<b class="stuck">1</b> session stuck retrying it unchanged'),
    ("none", 0, None),
    ("not a number", "3<script>", None),
], ids=lambda v: v if isinstance(v, str) else None)
def test_the_alert_page_shows_the_sessions_stuck_on_each_fingerprint(built, private_copy, tmp_path, serve, name, stuck,
                                                                     expected):
    import duckdb

    from toolwatch.flows.settings import load_settings
    from toolwatch.flows.ui.app import create_app

    with duckdb.connect(str(private_copy)) as con:
        [evidence] = con.execute("SELECT evidence FROM alerts WHERE alert_id = ?", [built.hostile_alert]).fetchone()
        evidence = json.loads(evidence)
        assert evidence["top_fingerprints"], "the built alert has fingerprints in its evidence"
        evidence["top_fingerprints"][0]["stuck_sessions"] = stuck
        con.execute("UPDATE alerts SET evidence = ? WHERE alert_id = ?", [json.dumps(evidence), built.hostile_alert])
    settings = load_settings(config_path=built.config, db_path=private_copy, environ=built.env())
    site = serve(create_app(settings, snapshot_dir=tmp_path / "snap"))
    with httpx.Client(base_url=site.url, timeout=60) as client:
        page = client.get(f"/alerts/{built.hostile_alert}")
    assert page.status_code == 200
    if expected is None:
        assert "stuck retrying" not in page.text and "3&lt;script" not in page.text
    else:
        assert expected in page.text
