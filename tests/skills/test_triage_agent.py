"""``[triage] runner = "agent"``: a coding agent runs the skill, the deterministic triage is its safety net.

The agents are scripted stand-ins (``stand_in_agent.py``) run through the real runner: a
per-run folder with the skill installed, the real ``toolwatch`` commands against a real
DuckDB file, tickets filed in the local Linear server on loopback.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path

import pytest
from triage_fixtures import NEW, NOW, ONGOING, SPIKING, Traffic, standard_week
from triage_servers import API_KEY, LinearServer

from toolwatch import warehouse
from toolwatch.flows.cli import main
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import weekly_triage_step
from toolwatch.skills.issues import parse_week

STAND_IN = Path(__file__).with_name("stand_in_agent.py")
WEEK = "2026-W48"


@pytest.fixture
def fixture_db(tmp_path):
    path = tmp_path / "agent.duckdb"
    with warehouse.connect(path) as wh:
        standard_week(Traffic(wh), parse_week(WEEK))
    return path


def write_config(tmp_path: Path, mode: str, timeout: str = "120s", command: str | None = None) -> Path:
    command = command or f"{shlex.quote(sys.executable)} {shlex.quote(str(STAND_IN))} {mode}"
    config = tmp_path / "toolwatch.toml"
    config.write_text(f"[triage]\nrunner = \"agent\"\nagent_command = {json.dumps(command)}\n"
                      f"agent_timeout = \"{timeout}\"\nlocal_dir = \"tickets\"\n")
    return config


CASES = [
    # (name, stand-in behaviour, agent status, tickets the agent filed, tickets the net had to create)
    ("follows the skill", "full", "ok", {NEW, SPIKING}, set()),
    ("does half the work", "half", "ok", {NEW}, {SPIKING}),
    ("fails", "fail", "failed", set(), {NEW, SPIKING}),
    ("hangs past its timeout", "hang", "timeout", set(), {NEW, SPIKING}),
    ("is not installed", "missing", "not_started", set(), {NEW, SPIKING}),
]


@pytest.mark.parametrize(("name", "mode", "status", "by_agent", "by_net"), CASES, ids=[c[0] for c in CASES])
def test_the_safety_net_files_what_the_agent_left(name, mode, status, by_agent, by_net, fixture_db, tmp_path,
                                                  monkeypatch):
    command = "no-such-triage-agent -p {prompt}" if mode == "missing" else None
    config = write_config(tmp_path, mode, timeout="3s" if mode == "hang" else "120s", command=command)
    with LinearServer() as linear:
        monkeypatch.setenv("LINEAR_API_KEY", API_KEY)
        monkeypatch.setenv("LINEAR_API_URL", linear.url + "/graphql")
        settings = load_settings(config_path=config, db_path=fixture_db)
        report = weekly_triage_step(settings, week=WEEK, now=NOW)
        run = report.agent_run
        assert report.runner == "agent" and run is not None
        assert run["status"] == status, run["log_tail"]
        assert {t["fingerprint"] for t in run["actions"]["tickets"] if t["action"] == "created"} == by_agent
        assert {t["fingerprint"] for t in run["net"]["caught"]} == by_net
        # One Linear issue per fingerprint that needs one, whoever filed it; the ongoing one gets none.
        assert sorted(i["title"].split("]")[0] for i in linear.issues.values()) == ["[InvalidArguments", "[unknown"]
        assert report.ticket_failures == [] and report.counts["create"] == len(by_net)
        by_title = {i["title"]: i["description"] for i in linear.issues.values()}
        agent_written = {t["fingerprint"] for t in run["actions"]["tickets"]}
        for line in report.tickets:
            description = next(d for title, d in by_title.items() if title == line["title"])
            assert ("Investigated by the stand-in agent" in description) == (line["fingerprint"] in agent_written)
        assert ONGOING not in {line["fingerprint"] for line in report.tickets}
    log = Path(run["log"]) if run["log"] else None
    if status == "timeout":
        pids = [int(p) for p in (Path(run["workdir"]) / "pids").read_text().split()]
        assert all(not _alive(pid) for pid in pids), "the agent and its child must be killed with the group"
        assert "triage.agent_timeout" in run["error"]
    if status in ("ok", "failed"):
        assert log is not None and "$ toolwatch issues --week 2026-W48 -> 0" in log.read_text()
    if status != "ok":
        assert any("safety net filed what it left" in w for w in report.warnings)


def _alive(pid: int, wait_s: float = 10.0) -> bool:
    """Still running after waiting up to ``wait_s`` for its exit (a pidfd turns readable when the
    process exits: an event, not a sleep). A zombie waiting for its reaper counts as dead."""
    import select

    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return False
    try:
        if select.select([fd], [], [], wait_s)[0]:
            return False
    finally:
        os.close(fd)
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_cli_reports_the_agent_and_the_net_and_a_rerun_changes_nothing(fixture_db, tmp_path, capsys):
    config = write_config(tmp_path, "half")
    assert main(["triage", "--db", str(fixture_db), "--config", str(config), "--week", WEEK, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["runner"] == "agent" and report["agent_run"]["status"] == "ok"
    assert report["agent_run"]["actions"]["counts"]["created"] == 1
    assert [t["fingerprint"] for t in report["agent_run"]["net"]["caught"]] == [SPIKING]
    assert sorted(p.name for p in (tmp_path / "tickets").glob("*.md")) == sorted(
        f"TW-{fp[:8]}.md" for fp in (NEW, SPIKING))  # the agent's ticket lands where the operator's config says
    write_config(tmp_path, "idle")  # the re-run's agent finds nothing to do, and neither does the net
    assert main(["triage", "--db", str(fixture_db), "--config", str(config), "--week", WEEK]) == 0
    out = capsys.readouterr().out
    assert "agent: finished" in out and "agent did: 0 tickets created" in out
    assert "safety net caught: 0 ticket(s)" in out and "0 created" in out


def test_the_agent_cannot_start_a_nested_triage_run(fixture_db, tmp_path, capsys, monkeypatch):
    config = write_config(tmp_path, "full")
    monkeypatch.setenv("TOOLWATCH_TRIAGE_AGENT_RUN", "1")
    assert main(["triage", "--db", str(fixture_db), "--config", str(config), "--week", WEEK]) == 2
    assert "must not start another triage run" in capsys.readouterr().err
    # The dry run the prompt allows runs the deterministic plan and writes nothing.
    assert main(["triage", "--db", str(fixture_db), "--config", str(config), "--week", WEEK, "--dry-run",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["dry_run"] and report["agent_run"] is None and report["counts"]["create"] == 2
    assert any("dry run does not start the agent" in w for w in report["warnings"])


def test_the_weekly_flow_task_runs_the_agent_and_reports_the_net(fixture_db, tmp_path):
    from toolwatch.flows.prefect_flows.pipeline import triage_task

    settings = load_settings(config_path=write_config(tmp_path, "fail"), db_path=fixture_db)
    summary = triage_task.fn(settings, WEEK, False)  # the task's plain function: no Prefect server needed
    assert (summary["runner"], summary["agent_status"], summary["agent_exit_code"]) == ("agent", "failed", 3)
    assert (summary["agent_tickets_created"], summary["net_caught"], summary["tickets_created"]) == (0, 2, 2)
    assert Path(summary["agent_log"]).read_text().startswith("$ toolwatch issues")
    assert summary["open_alerts"] == []
