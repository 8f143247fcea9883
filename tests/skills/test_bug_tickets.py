"""Every bug has a ticket: unknown fingerprints with volume, the backlog of a first run, alerts linked both ways."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from triage_fixtures import NOW

from toolwatch.skills.issues import TriagePolicy
from toolwatch.skills.tickets import LocalTickets
from toolwatch.skills.triage import TriageConfig, run_triage

STEADY = "dddd000000000004"  # unknown, the same few errors every week: "ongoing", and a bug


def steady_bug(traffic, week, weeks=range(-4, 1), errors=8):
    for k in weeks:
        wk = week.shifted(k)
        traffic.calls(wk, "read_file", 1000)
        traffic.errors(wk, "read_file", STEADY, errors, message="TypeError: x is undefined at line {i}", sessions=5)
    traffic.commit()


@pytest.mark.parametrize(("name", "errors", "ticketed"), [
    ("at min_bug_errors", 5, True),
    ("below min_bug_errors", 4, False),
], ids=lambda v: v if isinstance(v, str) else None)
def test_an_ongoing_unknown_error_with_volume_is_a_bug_and_gets_a_ticket(wh, traffic, week, tmp_path, name, errors, ticketed):
    steady_bug(traffic, week, errors=errors)
    report = run_triage(wh, week, TriageConfig(), tickets=LocalTickets(wh, tmp_path / "t"), launcher=None, now=NOW)
    issue = next(i for i in report.issues if i["fingerprint"] == STEADY)
    assert issue["status"] == "ongoing"
    assert ([t["action"] for t in report.tickets if t["fingerprint"] == STEADY] == ["create"]) is ticketed
    if ticketed:
        assert "a harness bug" in issue["why"]


def test_first_run_files_the_backlog_newest_week_first_capped_per_run(wh, traffic, week, tmp_path):
    # Three bugs that stopped before this week: a first install must still file them.
    for n, k in enumerate((-3, -2, -1)):
        wk = week.shifted(k)
        traffic.calls(wk, "grep", 500)
        traffic.errors(wk, "grep", f"eeee00000000000{n}", 6, message=f"Error {n}: boom {{i}}", sessions=3)
    traffic.errors(week.shifted(-1), "grep", "ffff000000000000", 4, message="below the bar {i}")
    traffic.calls(week, "grep", 500)
    traffic.commit()
    config = TriageConfig(max_new_tickets=2)
    tickets = LocalTickets(wh, tmp_path / "t")
    first = run_triage(wh, week, config, tickets=tickets, launcher=None, now=NOW)
    lines = [(t["fingerprint"], t["week"], t["action"], t["backlog"]) for t in first.tickets]
    assert lines == [("eeee000000000002", week.shifted(-1).label, "create", True),
                     ("eeee000000000001", week.shifted(-2).label, "create", True),
                     ("eeee000000000000", week.shifted(-3).label, "deferred", True)]
    assert first.counts["deferred"] == 1 and len(wh.rows("triage_tickets")) == 2
    second = run_triage(wh, week, config, tickets=tickets, launcher=None, now=NOW + timedelta(hours=1))
    assert [(t["fingerprint"], t["action"]) for t in second.tickets] == [("eeee000000000000", "create")]
    assert len(wh.rows("triage_tickets")) == 3


def add_alert(wh, alert_id, *, tool, error_class, fingerprints, opened, resolved=None, slack=None):
    evidence = {"top_fingerprints": [{"fingerprint": fp, "errors": 3} for fp in fingerprints]}
    wh.con.execute(
        "INSERT INTO alerts (alert_id, alert_key, kind, tool, model, error_class, status, opened_at, last_seen_at,"
        " last_notified_at, notified_score, notify_seq, resolved_at, evidence, evaluation_id)"
        " VALUES (?, ?, 'unknown_threshold', ?, NULL, ?, ?, ?, ?, ?, 1.0, 1, ?, ?, 'e1')",
        [alert_id, f"unknown_threshold|{tool}|*|{error_class}", tool, error_class,
         "resolved" if resolved else "open", opened, resolved or opened, opened, resolved, json.dumps(evidence)])
    if slack:
        wh.con.execute("INSERT INTO slack_messages VALUES ('slack', ?, 'g', 0, ?, ?, 'open', '{}', ?, ?)",
                       [alert_id, slack[0], slack[1], opened, opened])


def test_alerts_that_fired_on_the_fingerprint_are_linked_both_ways(wh, traffic, week, tmp_path):
    steady_bug(traffic, week)
    mid = week.start + timedelta(days=2)
    add_alert(wh, 1, tool="read_file", error_class="unknown", fingerprints=[STEADY], opened=mid,
              resolved=mid + timedelta(hours=1), slack=("C0ALERTS", "1764000000.000100"))
    add_alert(wh, 2, tool="read_file", error_class="unknown", fingerprints=["0000000000000000"], opened=mid)
    add_alert(wh, 3, tool="read_file", error_class="unknown", fingerprints=[STEADY],
              opened=week.start - timedelta(days=9), resolved=week.start - timedelta(days=8))  # before the week
    add_alert(wh, 4, tool="edit_file", error_class="unknown", fingerprints=[], opened=mid)  # another tool
    tickets = LocalTickets(wh, tmp_path / "t")
    report = run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
    text = tickets.path(STEADY).read_text()
    assert ("[alert #1](https://slack.com/archives/C0ALERTS/p1764000000000100) unknown\\_threshold\\|read\\_file\\|\\*\\|unknown: "
            "fired on this fingerprint") in text
    assert "alert #2 unknown\\_threshold\\|read\\_file\\|\\*\\|unknown: same tool and class" in text
    assert "alert #3" not in text and "alert #4" not in text
    assert report.alert_links == [{"alert_id": 1, "fingerprint": STEADY, "identifier": "TW-dddd0000"}]
    assert [(r["alert_id"], r["identifier"]) for r in wh.rows("triage_alert_tickets", {"alert_id": 1})] == [(1, "TW-dddd0000")]


def test_min_bug_errors_is_a_setting(wh, traffic, week, tmp_path):
    steady_bug(traffic, week, errors=8)
    config = TriageConfig(policy=TriagePolicy(min_bug_errors=9))
    report = run_triage(wh, week, config, tickets=LocalTickets(wh, tmp_path / "t"), launcher=None, now=NOW)
    assert report.tickets == []


def test_alert_evidence_counts_the_sessions_stuck_on_each_fingerprint(wh, traffic, week):
    from toolwatch.detectors.findings import Finding, top_fingerprints

    start = week.start + timedelta(days=1)
    # 4 sessions each retry the same call 3 times; 2 sessions vary the arguments: not stuck.
    traffic.errors(week, "edit_file", STEADY, 12, sessions=4, args={"path": "a.py"}, start=start)
    for n in range(6):
        traffic.errors(week, "edit_file", STEADY, 1, args={"path": f"{n}.py"}, start=start + timedelta(minutes=20 + n),
                       sessions=1)
    traffic.commit()
    wh.con.execute("""INSERT INTO rollup_errors SELECT time_bucket(INTERVAL 5 MINUTE, ts), tool, model, error_class,
                      fingerprint, count(*) FROM tool_calls WHERE is_error GROUP BY ALL""")
    finding = Finding("unknown_threshold", "edit_file", None, "unknown", 3600, start, start + timedelta(hours=1),
                      start + timedelta(minutes=55), 100, 18, 0.18, 0.0, 0.005, 1e-9, 36.0)
    top = top_fingerprints(wh, finding)
    assert [(t["fingerprint"], t["errors"], t["stuck_sessions"]) for t in top] == [(STEADY, 18, 4)]


def test_alerts_adopted_this_week_are_listed_as_regressions_with_the_versions_around_them(wh, traffic, week, tmp_path):
    shift = week.start + timedelta(days=3)
    traffic.calls(week, "grep", 200, harness="1.7.0")  # spread over the week: before and after the shift
    traffic.calls(week, "grep", 60, harness="1.8.0")
    traffic.commit()
    # the new release's calls all come right after the shift started
    wh.con.execute("UPDATE tool_calls SET ts = ? + INTERVAL 5 MINUTE WHERE harness_version = '1.8.0'", [shift])
    add_alert(wh, 7, tool="grep", error_class="Timeout", fingerprints=[], opened=shift + timedelta(hours=1),
              resolved=shift + timedelta(hours=8))
    wh.con.execute("UPDATE alerts SET outcome = 'adopted', shift_started_at = ?, rate_before = 0.01, rate_after = 0.04 "
                   "WHERE alert_id = 7", [shift])
    add_alert(wh, 8, tool="grep", error_class="Timeout", fingerprints=[], opened=shift, resolved=shift + timedelta(hours=2))
    wh.con.execute("UPDATE alerts SET outcome = 'resolved' WHERE alert_id = 8")
    report = run_triage(wh, week, TriageConfig(), tickets=LocalTickets(wh, tmp_path / "t"), launcher=None, now=NOW)
    [adopted] = report.adopted
    assert (adopted["alert_id"], adopted["started_at"], adopted["rate_before"], adopted["rate_after"]) == (
        7, shift, 0.01, 0.04)
    assert adopted["versions_before"] == ["1.7.0"] and adopted["versions_after"] == ["1.8.0", "1.7.0"]
