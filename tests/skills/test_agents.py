"""Fix agents: dry-run by default, eligibility, weekly budget, three launchers, linked on the ticket."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from datetime import timedelta

import pytest
from triage_fixtures import NEW, NOW, ONGOING, SPIKING, standard_week
from triage_servers import API_KEY, CursorServer, LinearServer

from toolwatch.skills.agents import (
    AgentConfig,
    CommandLauncher,
    CursorLauncher,
    LinearDelegateLauncher,
)
from toolwatch.skills.linear import LinearClient
from toolwatch.skills.linear_tickets import LinearTickets
from toolwatch.skills.tickets import LocalTickets
from toolwatch.skills.triage import TriageConfig, run_triage
from toolwatch.warehouse.errors import ConfigError

ENABLED = AgentConfig(enabled=True, weekly_budget=3, min_sessions=5,
                      eligible_classes=("unknown",), eligible_statuses=("spiking", "regressed"))


@pytest.fixture
def cursor():
    with CursorServer() as server:
        yield server


def cursor_launcher(server, **kw):
    return CursorLauncher(server.api_key, "https://github.com/acme/harness", "main", base_url=server.url,
                          webhook_url="https://hooks.example/cursor", **kw)


def agent_outbox(wh):
    return wh.con.execute("SELECT count(*) FROM outbox WHERE sink = 'agent'").fetchone()[0]


def test_dry_run_by_default_decides_and_records_nothing(wh, traffic, week, tmp_path, cursor):
    standard_week(traffic, week)
    report = run_triage(wh, week, TriageConfig(), tickets=LocalTickets(wh, tmp_path / "t"),
                        launcher=cursor_launcher(cursor), now=NOW)
    decisions = {a["fingerprint"]: a for a in report.agents}
    assert decisions[NEW]["launch"] and decisions[NEW]["dry_run"]
    assert decisions[SPIKING]["launch"]  # spiking InvalidArguments with 30 sessions qualifies by status
    assert ONGOING not in decisions  # no ticket, no investigation, no agent
    assert cursor.launched == [] and agent_outbox(wh) == 0 and report.launches == []
    # Decisions of a dry run use no budget: nothing is recorded, a person's launch later is not refused.
    assert wh.rows("triage_agent_launches", {"fingerprint": None}) == []


def test_triage_dry_run_writes_nothing_anywhere(wh, traffic, week, tmp_path, cursor):
    standard_week(traffic, week)
    config = TriageConfig(agents=ENABLED)
    report = run_triage(wh, week, config, tickets=LocalTickets(wh, tmp_path / "t"),
                        launcher=cursor_launcher(cursor), now=NOW, dry_run=True)
    assert [t["action"] for t in report.tickets] == ["create", "create"]
    assert all(a["launch"] and a["dry_run"] for a in report.agents)
    for table in ("outbox", "tickets", "ticket_events", "agent_launches", "triage_issues"):
        assert wh.con.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,), table
    assert not (tmp_path / "t").exists() and cursor.launched == []


def test_enabled_cursor_launch_sends_the_api_shape_and_links_the_ticket(wh, traffic, week, tmp_path, cursor):
    standard_week(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "t")
    report = run_triage(wh, week, TriageConfig(agents=ENABLED), tickets=tickets, launcher=cursor_launcher(cursor), now=NOW)
    assert len(cursor.launched) == 2 and len(report.launches) == 2
    body = cursor.launched[0]
    assert body["source"] == {"repository": "https://github.com/acme/harness", "ref": "main"}
    assert body["target"]["autoCreatePr"] is True and body["webhook"] == {"url": "https://hooks.example/cursor"}
    assert NEW in body["prompt"]["text"] and "sk-proj-" not in body["prompt"]["text"]
    launch = wh.rows("triage_agent_launches", {"fingerprint": NEW})
    assert [(r["status"], r["dry_run"]) for r in launch] == [("launched", False)]
    assert launch[0]["url"] == "https://cursor.com/agents?id=bc_0001"
    assert "https://cursor.com/agents?id=bc_0001" in tickets.path(NEW).read_text()


def test_weekly_budget_is_respected_across_runs(wh, traffic, week, tmp_path, cursor):
    standard_week(traffic, week)
    config = TriageConfig(agents=replace(ENABLED, weekly_budget=1))
    tickets = LocalTickets(wh, tmp_path / "t")
    first = run_triage(wh, week, config, tickets=tickets, launcher=cursor_launcher(cursor), now=NOW)
    assert [a["launch"] for a in first.agents] == [True, False]
    assert "budget" in first.agents[1]["why_not"]
    again = run_triage(wh, week, config, tickets=tickets, launcher=cursor_launcher(cursor), now=NOW + timedelta(hours=1))
    assert not any(a["launch"] for a in again.agents) and len(cursor.launched) == 1
    # the launched one was decided; the rest is reported again, still over budget
    assert [(a["fingerprint"], a["why_not"]) for a in again.agents] == [(SPIKING, "weekly budget of 1 agents is spent")]


def test_eligibility_rules_are_configurable(wh, traffic, week, tmp_path, cursor):
    standard_week(traffic, week)
    config = TriageConfig(agents=replace(ENABLED, eligible_statuses=(), min_sessions=20))
    report = run_triage(wh, week, config, tickets=LocalTickets(wh, tmp_path / "t"),
                        launcher=cursor_launcher(cursor), now=NOW)
    why = {a["fingerprint"]: a["why_not"] for a in report.agents}
    assert "below triage.agents.min_sessions" in why[NEW]  # unknown, but only 12 sessions
    assert "neither class InvalidArguments" in why[SPIKING]
    assert cursor.launched == []


def test_cursor_outage_is_retried_by_the_next_run_once(wh, traffic, week, tmp_path, cursor):
    standard_week(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "t")
    cursor.fail("launch", "500", times=1)
    first = run_triage(wh, week, TriageConfig(agents=ENABLED), tickets=tickets, launcher=cursor_launcher(cursor), now=NOW)
    assert "HTTP 503" in first.launches[0]["error"] and cursor.launched == []
    later = run_triage(wh, week, TriageConfig(agents=ENABLED), tickets=tickets, launcher=cursor_launcher(cursor),
                       now=NOW + timedelta(hours=1))
    assert len(later.launches) == 2 and len(cursor.launched) == 2
    run_triage(wh, week, TriageConfig(agents=ENABLED), tickets=tickets, launcher=cursor_launcher(cursor),
               now=NOW + timedelta(hours=2))
    assert len(cursor.launched) == 2


def test_cursor_needs_a_repository():
    with pytest.raises(ConfigError, match="triage.agents.repository"):
        CursorLauncher("key", "")


def test_command_launcher_runs_in_a_fresh_git_worktree(wh, traffic, week, tmp_path):
    repo = tmp_path / "harness"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.email=t@example.com", "-c", "user.name=t"]
    subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True)
    (repo / "README").write_text("harness\n")
    subprocess.run(git + ["add", "README"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "init"], check=True)
    standard_week(traffic, week)
    # {prompt} reaches the command as one argument ($1 here), however many spaces and quotes it holds
    launcher = CommandLauncher("sh -c 'cp {prompt_file} {worktree}/PROMPT.md && printf %s \"$1\" > ARG "
                               "&& git branch --show-current > BRANCH' agent {prompt}",
                               repo, "main", tmp_path / "worktrees")
    config = TriageConfig(agents=replace(ENABLED, launcher="command", weekly_budget=1))
    report = run_triage(wh, week, config, tickets=LocalTickets(wh, tmp_path / "t"), launcher=launcher, now=NOW)
    assert len(launcher.processes) == 1 and launcher.processes[0].wait(timeout=30) == 0
    worktree = tmp_path / "worktrees" / f"fix-{NEW}-{week.label}"
    assert report.launches[0]["external_id"] == str(worktree)
    assert NEW in (worktree / "PROMPT.md").read_text()
    assert (worktree / "ARG").read_text() == (worktree / "PROMPT.md").read_text()
    assert (worktree / "BRANCH").read_text().strip() == f"toolwatch/fix-{NEW}-{week.label}"
    assert (repo / "README").read_text() == "harness\n"  # the main checkout is untouched


def test_linear_delegate_sets_the_delegate_and_posts_the_prompt(wh, traffic, week):
    standard_week(traffic, week)
    with LinearServer() as linear:
        client = LinearClient(API_KEY, linear.url + "/graphql", sleep=lambda s: None)
        tickets = LinearTickets(client, "HAR", "https://toolwatch.example/fp")
        config = TriageConfig(attachment_base="https://toolwatch.example/fp",
                              agents=replace(ENABLED, launcher="linear_delegate", weekly_budget=1))
        run_triage(wh, week, config, tickets=tickets, launcher=LinearDelegateLauncher(client, "agent-user-1"), now=NOW)
        issue = next(a["issue"] for a in linear.attachments if a["url"].endswith(NEW))
        assert issue["delegateId"] == "agent-user-1"
        bodies = [c["body"] for c in linear.comments_on(issue["id"])]
        assert any(NEW in b and "What to do" in b for b in bodies)  # the prompt
        assert any(b.startswith("Fix agent launched (linear_delegate)") for b in bodies)  # the link
        others = [i for i in linear.issues.values() if i["id"] != issue["id"]]
        assert all(i["delegateId"] is None for i in others)


def test_no_second_agent_within_the_cooldown(wh, traffic, week):
    from toolwatch.skills.agents import eligibility
    from toolwatch.skills.issues import weekly_issues

    standard_week(traffic, week)
    issue = next(i for i in weekly_issues(wh, week) if i.fingerprint == NEW)
    ticket = {"state": "open"}
    wh.run("triage_agent_insert", {"fingerprint": NEW, "week": "2026-W47", "launcher": "cursor", "dry_run": False,
                                   "status": "launched", "prompt": "p", "now": NOW - timedelta(days=10)})
    assert "already working" in eligibility(wh, issue, ticket, ENABLED, NOW)
    assert eligibility(wh, issue, ticket, replace(ENABLED, cooldown=timedelta(days=7)), NOW) is None
