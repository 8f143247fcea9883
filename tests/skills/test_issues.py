"""Weekly issues: statuses judged by rate, regressions judged by harness version."""

from __future__ import annotations

import doctest
from datetime import datetime, timedelta

import pytest
from triage_fixtures import NEW, NOW, ONGOING, SPIKING, standard_week

import toolwatch.skills.investigation
import toolwatch.skills.issues
import toolwatch.skills.tickets
from toolwatch.skills.issues import (
    TriagePolicy,
    last_complete_week,
    parse_week,
    regression_errors,
    weekly_issues,
)
from toolwatch.skills.tickets import LocalTickets
from toolwatch.skills.triage import TriageConfig, run_triage
from toolwatch.warehouse.errors import ConfigError


@pytest.mark.parametrize("module", [toolwatch.skills.issues, toolwatch.skills.investigation, toolwatch.skills.tickets], ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.attempted and not result.failed


def by_fp(issues):
    return {i.fingerprint: i for i in issues}


def test_spike_new_and_more_traffic_are_told_apart(wh, traffic, week):
    issues = by_fp(weekly_issues(wh, standard_week(traffic, week) and week))
    assert issues[SPIKING].status == "spiking"
    assert issues[NEW].status == "new"
    # twice the traffic, twice the errors: the same rate is not a spike
    assert issues[ONGOING].status == "ongoing"
    assert issues[ONGOING].errors == 20 and issues[ONGOING].calls == 2020
    assert "traffic" in issues[ONGOING].why or "similar rate" in issues[ONGOING].why
    assert [h.errors for h in issues[SPIKING].history] == [20, 20, 20, 20, 80]


def test_a_higher_rate_that_is_not_significant_is_not_a_spike(wh, traffic, week):
    for k in range(-4, 0):
        traffic.calls(week.shifted(k), "grep", 100).errors(week.shifted(k), "grep", "ffff000000000006", 1,
                                                           error_class="Timeout")
    traffic.calls(week, "grep", 100).errors(week, "grep", "ffff000000000006", 3, error_class="Timeout")
    traffic.commit()
    issue = by_fp(weekly_issues(wh, week, TriagePolicy(spike_min_errors=1)))["ffff000000000006"]
    assert issue.rate > 2 * issue.baseline_rate  # the ratio alone would call it a spike
    assert issue.p_value > 0.001 and issue.status == "ongoing"


def test_new_needs_the_minimum_number_of_errors(wh, traffic, week):
    traffic.calls(week, "glob", 300).errors(week, "glob", "9999000000000009", 5).commit()
    assert by_fp(weekly_issues(wh, week))["9999000000000009"].status == "ongoing"
    assert by_fp(weekly_issues(wh, week, TriagePolicy(min_new_errors=5)))["9999000000000009"].status == "new"


def test_ranked_unknown_first_then_by_sessions(wh, traffic, week):
    standard_week(traffic, week)
    ranked = [i.fingerprint for i in weekly_issues(wh, week)]
    assert ranked == [NEW, SPIKING, ONGOING]  # unknown (12 sessions) before InvalidArguments (30 sessions)


def _close_local(wh, fingerprint, when, fixed_in=None):
    from toolwatch.skills.tickets import set_state

    set_state(wh, fingerprint, "closed", when, closed_at=when, fixed_in_version=fixed_in)


def test_regression_counts_only_harness_versions_that_should_have_the_fix(wh, traffic, week, tmp_path):
    standard_week(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "tickets")
    run_triage(wh, week, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
    nxt = week.shifted(1)
    _close_local(wh, NEW, nxt.start, fixed_in="1.9.0")
    traffic.calls(nxt, "run_terminal_cmd", 400)
    traffic.errors(nxt, "run_terminal_cmd", NEW, 25, harness="1.8.0", message="panic: nil map write")
    traffic.errors(nxt, "run_terminal_cmd", NEW, 2, harness="1.9.0", message="panic: nil map write")
    traffic.commit()
    issue = by_fp(weekly_issues(wh, nxt))[NEW]
    assert issue.status != "regressed" and "predate the fix" in issue.why  # 2 < regress_min_errors (3)
    traffic.errors(nxt, "run_terminal_cmd", NEW, 2, harness="1.10.0", message="panic: nil map write").commit()
    assert by_fp(weekly_issues(wh, nxt))[NEW].status == "regressed"  # 1.10.0 > 1.9.0 numerically

    run_triage(wh, nxt, TriageConfig(), tickets=tickets, launcher=None, now=NOW + timedelta(days=7))
    ticket = wh.rows("triage_ticket", {"fingerprint": NEW})[0]
    assert (ticket["state"], ticket["reopened"], ticket["closed_at"], ticket["fixed_in_version"]) == ("open", 1, None, None)
    text = tickets.path(NEW).read_text()
    assert "state: open" in text and f"### reopened · {nxt.label}" in text


@pytest.mark.parametrize(
    "name, by_version, fixed_in, expected",
    [
        ("old client after close", [{"harness_version": "1.8.0", "errors_before": 30, "errors_after": 9}], None, 0),
        ("newer client after close", [{"harness_version": "1.8.0", "errors_before": 30, "errors_after": 9},
                                      {"harness_version": "1.8.1", "errors_before": 0, "errors_after": 4}], None, 4),
        ("no version reported", [{"harness_version": None, "errors_before": 30, "errors_after": 5}], None, 5),
        ("fixed_in given", [{"harness_version": "1.8.1", "errors_before": 3, "errors_after": 6},
                            {"harness_version": "1.9.0", "errors_before": 0, "errors_after": 2}], "1.9.0", 2),
        ("numeric order", [{"harness_version": "1.9.2", "errors_before": 5, "errors_after": 1},
                           {"harness_version": "1.10.0", "errors_before": 0, "errors_after": 7}], None, 7),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_regression_errors(name, by_version, fixed_in, expected):
    assert regression_errors(by_version, fixed_in) == expected


def test_weeks_parse_and_default():
    w = parse_week("2026-w01")
    assert (w.label, w.start, w.end) == ("2026-W01", datetime(2025, 12, 29), datetime(2026, 1, 5))
    assert parse_week("2026-W48", "Europe/Paris").start == datetime(2026, 11, 22, 23, 0)
    assert last_complete_week(datetime(2026, 12, 1, 9, 0)).label == "2026-W48"
    assert parse_week("2026-W48").shifted(-1).end == parse_week("2026-W48").start
    for bad in ("2026-48", "W48", "2026-W54"):
        with pytest.raises(ConfigError, match="2026-W48"):
            parse_week(bad)
    with pytest.raises(ConfigError, match="time zone"):
        parse_week("2026-W48", "Mars/Olympus")


def test_week_bounds_follow_the_triage_time_zone(wh, traffic, week):
    late_sunday_utc = week.start - timedelta(hours=1)  # Monday 00:00 in Paris
    traffic.calls(week, "ls", 100).errors(week, "ls", "7777000000000007", 25, start=late_sunday_utc).commit()
    assert "7777000000000007" not in by_fp(weekly_issues(wh, week))
    assert by_fp(weekly_issues(wh, parse_week(week.label, "Europe/Paris")))["7777000000000007"].errors == 25
