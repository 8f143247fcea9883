"""Output for people: a dry run predicts the real run exactly; summaries, `show` and `issues` read well."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from triage_fixtures import NEW, NOW, SPIKING, Traffic, standard_week
from triage_servers import CursorServer

from toolwatch.flows.cli import main
from toolwatch.skills.agents import AgentConfig, CursorLauncher
from toolwatch.skills.issues import parse_week
from toolwatch.skills.tickets import LocalTickets, set_state
from toolwatch.skills.triage import TriageConfig, run_triage

AGENTS = AgentConfig(enabled=True, weekly_budget=1, min_sessions=5)
STEADY = "dddd000000000004"
OPEN = "dddd000000000005"


def week_with_every_kind_of_ticket(wh, traffic, week, tmp_path):
    """New, spiking, an ongoing bug, a closed ticket left alone, and an open ticket to comment on."""
    standard_week(traffic, week)
    for k in range(-4, 1):
        traffic.calls(week.shifted(k), "grep", 1000)
        traffic.errors(week.shifted(k), "grep", STEADY, 8, message="TypeError: x {i}", sessions=5)
        traffic.errors(week.shifted(k), "grep", OPEN, 6, message="RangeError: y {i}", sessions=5)
    traffic.commit()
    tickets = LocalTickets(wh, tmp_path / "t")
    earlier = week.shifted(-1)
    run_triage(wh, earlier, TriageConfig(), tickets=tickets, launcher=None, now=NOW - timedelta(days=7))
    set_state(wh, STEADY, "closed", NOW - timedelta(days=6), fixed_in_version="9.9.9")
    return tickets


def plan(report):
    return ([(t["fingerprint"], t["week"], t["action"]) for t in report.tickets],
            [(a["fingerprint"], a["launch"], a["why_not"]) for a in report.agents])


def test_dry_run_predicts_exactly_what_the_real_run_does_and_uses_no_budget(wh, traffic, week, tmp_path):
    tickets = week_with_every_kind_of_ticket(wh, traffic, week, tmp_path)
    config = TriageConfig(agents=AGENTS)
    with CursorServer() as cursor:
        launcher = CursorLauncher(cursor.api_key, "https://github.com/acme/harness", base_url=cursor.url)
        for hours in (0, 1):  # and again: the re-run's plan too
            dry = run_triage(wh, week, config, tickets=tickets, launcher=launcher, now=NOW + timedelta(hours=hours),
                             dry_run=True)
            real = run_triage(wh, week, config, tickets=tickets, launcher=launcher, now=NOW + timedelta(hours=hours))
            assert plan(dry) == plan(real)
            assert dry.counts == real.counts
        assert len(cursor.launched) == 1  # the budget of one went to the real run, not the dry ones
    assert {a for _, _, a in plan(dry)[0]} == {"unchanged"}


def test_first_dry_run_covers_every_action(wh, traffic, week, tmp_path):
    week_with_every_kind_of_ticket(wh, traffic, week, tmp_path)
    dry = run_triage(wh, week, TriageConfig(), tickets=LocalTickets(wh, tmp_path / "t"), launcher=None, now=NOW,
                     dry_run=True)
    actions = {fp: a for fp, _, a in plan(dry)[0]}
    assert actions == {NEW: "create", SPIKING: "create", OPEN: "comment", STEADY: "closed"}


@pytest.fixture
def db(tmp_path, monkeypatch):
    from toolwatch import warehouse

    path = tmp_path / "out.duckdb"
    with warehouse.connect(path) as wh:
        traffic = Traffic(wh)
        standard_week(traffic, parse_week("2026-W48"))
        for n in range(14):  # enough issues for a top 10
            traffic.errors("2026-W48", "grep", f"9999{n:012d}", 3 + n, message=f"grep failure {n} {{i}}",
                           error_class="Timeout", reason="timeout")
        traffic.calls("2026-W48", "grep", 2000).commit()
    monkeypatch.setenv("TOOLWATCH_DB", str(path))
    monkeypatch.setenv("COLUMNS", "80")
    return path


def run(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_triage_prints_a_short_summary_and_the_top_10_with_all_for_everything(db, capsys):
    code, out, _ = run(capsys, "triage", "--week", "2026-W48", "--dry-run")
    assert code == 0 and "top 10 by impact (of 17; --all for every one)" in out
    assert "tickets: 2 would be created" in out
    code, everything, _ = run(capsys, "triage", "--week", "2026-W48", "--dry-run", "--all")
    assert everything.count("9999") > out.count("9999")
    code, data, _ = run(capsys, "triage", "--week", "2026-W48", "--dry-run", "--json")
    assert len(json.loads(data)["issues"]) == 17 and json.loads(data)["counts"]["create"] == 2


def test_issues_fit_80_columns_one_line_each_with_the_template(db, capsys):
    code, out, _ = run(capsys, "issues", "--week", "2026-W48")
    lines = out.splitlines()
    assert code == 0 and all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]
    row = next(line for line in lines if NEW in line)
    assert "panic" in row  # the template is there, cut to fit
    assert len([line for line in lines if "9999" in line]) == 14  # one line per issue


def test_show_renders_for_the_terminal_and_markdown_only_when_asked(db, capsys):
    code, out, _ = run(capsys, "show", NEW, "--week", "2026-W48")
    assert code == 0 and "run_terminal_cmd" in out and "run\\_terminal\\_cmd" not in out
    assert "\\(" not in out and "| week |" not in out  # tables drawn, escapes resolved
    code, md, _ = run(capsys, "show", NEW, "--week", "2026-W48", "--markdown")
    assert "run\\_terminal\\_cmd" in md and "| week | errors | calls | rate | sessions |" in md
