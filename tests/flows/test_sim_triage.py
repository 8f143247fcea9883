"""The triage on the simulator's 14 days: every injected bug ticketed, impact matching the ground truth.

The simulator injects three unknown bugs and, for each, stuck sessions (the
same call retried 3-6 times unchanged) and writes what the triage must
measure into ``incidents.json``: the bug's errors, its wasted context
(characters / 4) and its stuck sessions.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from toolwatch import warehouse
from toolwatch.flows import wiring
from toolwatch.flows.settings import load_settings
from toolwatch.flows.sim.run import simulate
from toolwatch.flows.steps import ingest_step
from toolwatch.skills.issues import parse_week, weekly_issues
from toolwatch.skills.tickets import LocalTickets
from toolwatch.skills.triage import run_triage

END = "2026-11-30T00:00:00Z"  # a Monday: the 14 days are exactly 2026-W47 and 2026-W48
WEEKS = ("2026-W47", "2026-W48")
NOW = datetime(2026, 11, 30, 9, 0)
# A third of the default volume keeps the test under two minutes; the bugs then carry a third of
# their errors, so the bar for "a bug" scales with it (at scale 1 the default bar of 5 holds:
# docs/triage.md has that run's figures).
SCALE = 0.3
MIN_BUG_ERRORS = 2


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    root = tmp_path_factory.mktemp("sim")
    result = simulate(root / "logs", days=14, seed=11, end=END, scale=SCALE)
    db = root / "sim.duckdb"
    settings = load_settings(db_path=db)
    with warehouse.connect(db) as wh:
        ingest_step(wh, [str(root / "logs")], settings)
    truth = json.loads(result.ground_truth_path.read_text())
    # the bugs this draw injected errors for (a small one may get none at a third of the volume)
    bugs = {i["id"]: i["bug"] for i in truth["incidents"] if i.get("bug") and i["bug"]["errors"]}
    return db, settings, bugs


def bug_fingerprints(wh, bugs):
    out = {}
    for iid, bug in bugs.items():
        rows = wh.con.execute("SELECT DISTINCT fingerprint, error_class FROM tool_calls WHERE error_message = ?",
                              [bug["example_message"]]).fetchall()
        assert len(rows) == 1 and rows[0][1] == "unknown", (iid, rows)
        out[iid] = rows[0][0]
    return out


def test_every_injected_bug_has_a_ticket_after_one_run_and_on_a_rerun(simulated, tmp_path):
    db, settings, bugs = simulated
    assert len(bugs) >= 3
    assert sum(b["stuck_sessions"] for b in bugs.values()) >= 1  # few at this scale: scale 1 is in docs/triage.md
    copy = tmp_path / "fresh.duckdb"
    copy.write_bytes(db.read_bytes())  # a fresh warehouse: no ticket yet
    config = wiring.triage_config(settings)
    config = replace(config, policy=replace(config.policy, min_bug_errors=MIN_BUG_ERRORS))
    week = parse_week(WEEKS[-1])
    with warehouse.connect(copy) as wh:
        fps = bug_fingerprints(wh, bugs)
        tickets = LocalTickets(wh, tmp_path / "tickets")
        first = run_triage(wh, week, config, tickets=tickets, launcher=None, now=NOW)
        ticketed = {t["fingerprint"] for t in wh.rows("triage_tickets")}
        assert all(bugs[iid]["errors"] >= MIN_BUG_ERRORS for iid in fps)
        assert set(fps.values()) <= ticketed, first.tickets
        again = run_triage(wh, week, config, tickets=tickets, launcher=None, now=NOW + timedelta(hours=1))
        assert {t["fingerprint"] for t in wh.rows("triage_tickets")} == ticketed
        assert again.counts["create"] == 0 and again.delivered == []


# A bug message whose frame ends in line:col ":129:401" was once filed as ProviderError (rule
# pe-provider-auth-tool read \b401\b; fixed in ruleset 2026.12.03.1, case table in
# tests/detectors/test_provider_auth_rule.py), and those rows left the bug's fingerprint. The
# triage cannot measure what the classifier takes away; the test still subtracts such rows from
# the truth and bounds them, so a new misfire fails it.
MISFILED_AT_MOST = 1  # stuck sessions per bug


def misfiled(wh, bug, fp):
    head = bug["example_message"].split("\n")[0][:40]
    sessions, chars = wh.con.execute(
        "SELECT count(DISTINCT session_id) FILTER (WHERE session_id LIKE 'sess_stuck_%'), sum(length(error_message))"
        " FROM tool_calls WHERE starts_with(error_message, ?) AND fingerprint <> ?", [head, fp]).fetchone()
    return {"stuck_sessions": sessions, "wasted_tokens": round((chars or 0) / 4)}


@pytest.mark.parametrize("measure", ["stuck_sessions", "wasted_tokens"])
def test_impact_matches_the_simulators_ground_truth_within_5_percent(simulated, measure):
    db, settings, bugs = simulated
    policy = wiring.triage_config(settings).policy
    with warehouse.connect(db, read_only=True) as wh:
        fps = bug_fingerprints(wh, bugs)
        measured = {fp: 0 for fp in fps.values()}
        for label in WEEKS:
            for issue in weekly_issues(wh, parse_week(label), policy):
                if issue.fingerprint in measured:
                    measured[issue.fingerprint] += getattr(issue.impact, measure)
        lost = {iid: misfiled(wh, bugs[iid], fp) for iid, fp in fps.items()}
    for iid, fp in fps.items():
        assert lost[iid]["stuck_sessions"] <= MISFILED_AT_MOST, (iid, lost[iid])
        expected = bugs[iid][measure] - lost[iid][measure]
        assert abs(measured[fp] - expected) <= 0.05 * expected, (iid, measure, measured[fp], expected)
