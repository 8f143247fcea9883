"""Investigations: concentration against traffic, the version it started with, related alerts."""

from __future__ import annotations

from datetime import timedelta

from triage_fixtures import NEW, NOW, SPIKING, standard_week

from toolwatch.skills.investigation import investigate, render_investigation, started_with
from toolwatch.skills.issues import weekly_issues


def issue_of(wh, week, fp):
    return next(i for i in weekly_issues(wh, week) if i.fingerprint == fp)


def test_concentration_is_weighed_against_each_values_traffic(wh, traffic, week):
    traffic.calls(week, "edit_file", 900, model="gpt-5").calls(week, "edit_file", 100, model="gemini-3-pro")
    traffic.errors(week, "edit_file", "1111000000000001", 47, model="gemini-3-pro", error_class="InvalidArguments")
    traffic.errors(week, "edit_file", "1111000000000001", 3, model="gpt-5", error_class="InvalidArguments")
    # client_os: nearly all traffic is linux, so "94% on linux" says nothing and is not called out
    traffic.commit()
    inv = investigate(wh, issue_of(wh, week, "1111000000000001"), week)
    assert inv.concentrations == ["94% on gemini-3-pro (which made 14% of model calls)"]
    model = {s.value: s for s in inv.breakdowns["model"]}
    assert (model["gemini-3-pro"].errors, model["gpt-5"].errors) == (47, 3)
    assert "94% on gemini\\-3\\-pro" in render_investigation(inv)


def test_a_majority_far_above_its_traffic_is_called_out(wh, traffic, week):
    standard_week(traffic, week)
    inv = investigate(wh, issue_of(wh, week, SPIKING), week)
    # 60 of 80 errors on gemini-3-pro, which made 60 of 2,080 calls; harness 1.0.0 vs 1.8.0 alike
    assert "75% on gemini-3-pro (which made 3% of model calls)" in inv.concentrations
    assert "gemini\\-3\\-pro" in inv.next_step


def test_started_with_names_the_first_broken_release(wh, traffic, week):
    for k in (-2, -1):
        traffic.calls(week.shifted(k), "grep", 300, harness="1.7.9")
    traffic.calls(week, "grep", 200, harness="1.7.9").calls(week, "grep", 300, harness="1.8.0")
    traffic.errors(week, "grep", "2222000000000002", 40, harness="1.8.0").commit()
    inv = investigate(wh, issue_of(wh, week, "2222000000000002"), week)
    assert inv.started_with == "1.8.0"
    assert "Errors start with harness 1\\.8\\.0" in inv.next_step
    assert "**Started with harness 1\\.8\\.0**" in render_investigation(inv)


def test_started_with_stays_silent_when_older_versions_fail_too():
    history = [{"harness_version": "1.7.9", "calls": 500, "errors": 3},
               {"harness_version": "1.8.0", "calls": 400, "errors": 37}]
    assert started_with(history) is None
    assert started_with([{"harness_version": "1.8.0", "calls": 5, "errors": 5},  # too little traffic to judge
                         {"harness_version": "1.7.0", "calls": 900, "errors": 0}]) is None


def test_related_open_alerts_on_the_same_tool(wh, traffic, week):
    standard_week(traffic, week)
    insert = """INSERT INTO alerts (alert_key, kind, tool, model, error_class, status, opened_at, last_seen_at,
                last_notified_at, notified_score, notify_seq, resolved_at, evidence, evaluation_id)
                VALUES ($key, $kind, $tool, NULL, $cls, $status, $at, $at, $at, 1.0, 1, $resolved, '{}', 'e1')"""
    at = NOW - timedelta(days=3)
    wh.con.execute(insert, {"key": "anomaly|edit_file|*|InvalidArguments", "kind": "anomaly", "tool": "edit_file",
                            "cls": "InvalidArguments", "status": "open", "at": at, "resolved": None})
    wh.con.execute(insert, {"key": "anomaly|edit_file|*|Timeout", "kind": "anomaly", "tool": "edit_file",
                            "cls": "Timeout", "status": "resolved", "at": at, "resolved": at + timedelta(hours=1)})
    wh.con.execute(insert, {"key": "unknown_threshold|read_file|*|unknown", "kind": "unknown_threshold",
                            "tool": "read_file", "cls": "unknown", "status": "open", "at": at, "resolved": None})
    inv = investigate(wh, issue_of(wh, week, SPIKING), week)
    assert [a["alert_key"] for a in inv.related_alerts] == ["anomaly|edit_file|*|InvalidArguments"]
    assert "anomaly\\|edit\\_file\\|\\*\\|InvalidArguments" in render_investigation(inv)


def test_json_form_is_redacted(wh, traffic, week):
    standard_week(traffic, week)
    data = investigate(wh, issue_of(wh, week, NEW), week).to_dict()
    text = str(data)
    assert "sk-proj-" not in text and "[REDACTED:" in text
    assert data["samples"][0]["args"] == '{"command": "make *test*"}'  # redacted, not escaped: it's JSON
