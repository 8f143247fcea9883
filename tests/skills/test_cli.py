"""The triage commands: backends chosen from the environment, clear errors, --json everywhere."""

from __future__ import annotations

import json

import pytest
from triage_fixtures import NEW, SPIKING, Traffic, standard_week
from triage_servers import API_KEY, LinearServer

from toolwatch.flows.cli import main
from toolwatch.skills.issues import parse_week


@pytest.fixture
def db(tmp_path, monkeypatch):
    from toolwatch import warehouse

    path = tmp_path / "cli.duckdb"
    with warehouse.connect(path) as wh:
        standard_week(Traffic(wh), parse_week("2026-W48"))
    monkeypatch.setenv("TOOLWATCH_DB", str(path))
    return path


def run(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_linear_backend_from_the_environment(db, capsys, monkeypatch):
    with LinearServer() as linear:
        monkeypatch.setenv("LINEAR_API_KEY", API_KEY)
        monkeypatch.setenv("LINEAR_API_URL", linear.url + "/graphql")
        code, out, _ = run(capsys, "triage", "--week", "2026-W48", "--json")
        assert code == 0
        report = json.loads(out)
        assert sorted(t["identifier"] for t in report["tickets"]) == ["HAR-1", "HAR-2"]
        code, out, _ = run(capsys, "ticket", "list", "--json")
        assert {t["backend"] for t in json.loads(out)["tickets"]} == {"linear"}
        code, out, _ = run(capsys, "ticket", "close", NEW, "--fixed-in", "1.9.0", "--json")
        issue = next(a["issue"] for a in linear.attachments if a["url"].endswith(NEW))
        assert code == 0 and issue["state"]["type"] == "completed"
        assert json.loads(out)["ticket"]["fixed_in_version"] == "1.9.0"


def test_readable_output_names_what_happened(db, capsys):
    code, out, _ = run(capsys, "triage", "--week", "2026-W48")
    assert code == 0
    assert "tickets: 2 created, 0 updated" in out and "fix agents: 2 would launch" in out
    assert "create    TW-cccc0000" in out and "agent cccc000000000003: launch (dry run)" in out
    code, out, _ = run(capsys, "triage", "--week", "2026-W48")  # a re-run says what it did: nothing
    assert "tickets: 0 created, 0 updated (0 reopened), 2 unchanged this week" in out
    code, out, _ = run(capsys, "ticket", "list")
    assert "[unknown] run_terminal_cmd: panic" in out  # titles are not eaten as rich markup


def test_bad_week_and_unknown_fingerprint_are_clear_errors(db, capsys):
    code, out, _ = run(capsys, "issues", "--week", "48", "--json")
    assert code == 2 and json.loads(out) == {"error": "week '48' must look like 2026-W48 (ISO year and week)",
                                             "kind": "ConfigError"}
    code, _, err = run(capsys, "show", "ffffffffffffffff", "--week", "2026-W48")
    assert code == 2 and "no fingerprint or ticket matches 'ffffffffffffffff'" in err
    code, _, err = run(capsys, "ticket", "close", SPIKING)
    assert code == 2 and "no ticket for fingerprint" in err


def test_agent_launch_without_enabled_is_a_dry_run(db, capsys, tmp_path):
    (tmp_path / "toolwatch.toml").write_text('[triage.agents]\nlauncher = "cursor"\nmin_sessions = 100\n')
    code, out, _ = run(capsys, "agent", "launch", NEW, "--week", "2026-W48", "--json")
    decision = json.loads(out)["decision"]
    assert code == 0 and not decision["launch"] and "min_sessions" in decision["why_not"]
    code, out, _ = run(capsys, "agent", "launch", NEW, "--week", "2026-W48", "--force")
    assert code == 0 and "dry run: set [triage.agents] enabled = true" in out
    code, out, _ = run(capsys, "agent", "list", "--json")
    assert json.loads(out)["launches"] == []  # a dry run records nothing and uses no budget
    code, out, _ = run(capsys, "agent", "launch", NEW, "--week", "2026-W48", "--force", "--json")
    assert json.loads(out)["decision"]["launch"] and json.loads(out)["decision"]["dry_run"]


def test_entry_point_for_flows_uses_the_settings_and_the_last_complete_week(db, tmp_path):
    from datetime import UTC, datetime

    from toolwatch import warehouse
    from toolwatch.flows.settings import load_settings
    from toolwatch.flows.steps import triage_step as triage

    (tmp_path / "toolwatch.toml").write_text("[triage]\nmin_new_errors = 40\n")
    settings = load_settings(config_path=tmp_path / "toolwatch.toml", db_path=db)
    with warehouse.connect(db) as wh:
        report = triage(wh, settings, now=datetime(2026, 12, 1, 10, tzinfo=UTC))
    assert report.week == "2026-W48"
    # 30 errors are no longer "new", but an unknown error with >= min_bug_errors is a bug: ticketed anyway
    assert [(t["fingerprint"], t["status"]) for t in report.tickets] == [(NEW, "ongoing"), (SPIKING, "spiking")]
