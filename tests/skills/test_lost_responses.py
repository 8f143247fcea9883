"""Lost responses never duplicate work: the server did it, the answer never came back.

The local servers do the work and then drop the connection ("drop"); the
next run must find what was done instead of doing it again.
"""

from __future__ import annotations

import subprocess
from dataclasses import replace
from datetime import timedelta

import pytest
from triage_fixtures import NEW, NOW, standard_week
from triage_servers import API_KEY, CursorServer, LinearServer

from toolwatch.skills.agents import AgentConfig, CommandLauncher, CursorLauncher
from toolwatch.skills.linear import LinearClient
from toolwatch.skills.linear_tickets import LinearTickets
from toolwatch.skills.tickets import LocalTickets
from toolwatch.skills.triage import TriageConfig, run_triage

BASE = "https://toolwatch.example/fingerprints"
AGENTS = AgentConfig(enabled=True, weekly_budget=1, min_sessions=5)


def test_issue_created_whose_answer_was_lost_is_found_not_created_again(wh, traffic, week):
    standard_week(traffic, week)
    with LinearServer() as linear:
        tickets = LinearTickets(LinearClient(API_KEY, linear.url + "/graphql", max_retries=3, sleep=lambda s: None),
                                "HAR", BASE)
        linear.fail("IssueCreate", "drop")
        first = run_triage(wh, week, TriageConfig(attachment_base=BASE), tickets=tickets, launcher=None, now=NOW)
        assert len(linear.issues) == 1 and first.ticket_failures[0]["transient"]  # created, answer lost, not retried
        second = run_triage(wh, week, TriageConfig(attachment_base=BASE), tickets=tickets, launcher=None,
                            now=NOW + timedelta(hours=2))
        assert len(linear.issues) == 2  # the lost one, then the second fingerprint's
        assert linear.operations.count("IssueCreate") == 2 and "IssueById" in linear.operations
        assert sorted(a["issue"]["id"] for a in linear.attachments) == sorted(linear.issues)
        assert [t["action"] for t in second.tickets] == ["create", "create"]


def cursor_launcher(server):
    return CursorLauncher(server.api_key, "https://github.com/acme/harness", "main", base_url=server.url)


def test_cursor_launch_whose_answer_was_lost_is_reconciled_by_its_branch(wh, traffic, week, tmp_path):
    standard_week(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "t")
    config = TriageConfig(agents=AGENTS)
    with CursorServer() as cursor:
        cursor.fail("launch", "drop")
        first = run_triage(wh, week, config, tickets=tickets, launcher=cursor_launcher(cursor), now=NOW)
        assert len(cursor.launched) == 1 and "error" in first.launches[0]
        second = run_triage(wh, week, config, tickets=tickets, launcher=cursor_launcher(cursor),
                            now=NOW + timedelta(hours=2))
        assert len(cursor.launched) == 1  # found by its branch, not launched again
        assert second.launches[0]["external_id"] == "bc_0001" and second.launches[0]["detail"]["reconciled"]
        launch = wh.rows("triage_agent_launches", {"fingerprint": NEW})[0]
        assert (launch["status"], launch["external_id"]) == ("launched", "bc_0001")


def test_cursor_intent_with_no_agent_behind_it_launches_once(wh, traffic, week, tmp_path):
    standard_week(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "t")
    with CursorServer() as cursor:
        cursor.fail("launch", "500")  # refused before any work: nothing to find, launch again
        run_triage(wh, week, TriageConfig(agents=AGENTS), tickets=tickets, launcher=cursor_launcher(cursor), now=NOW)
        run_triage(wh, week, TriageConfig(agents=AGENTS), tickets=tickets, launcher=cursor_launcher(cursor),
                   now=NOW + timedelta(hours=2))
        assert len(cursor.launched) == 1


@pytest.fixture
def repo(tmp_path):
    repo = tmp_path / "harness"
    git = ["git", "-C", str(repo), "-c", "user.email=t@example.com", "-c", "user.name=t"]
    subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True)
    (repo / "README").write_text("harness\n")
    subprocess.run(git + ["add", "README"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "init"], check=True)
    return repo


def test_command_launcher_crash_after_popen_does_not_relaunch(wh, traffic, week, tmp_path, repo):
    standard_week(traffic, week)
    tickets = LocalTickets(wh, tmp_path / "t")
    config = TriageConfig(agents=replace(AGENTS, launcher="command"))
    runs = tmp_path / "runs.log"
    launcher = CommandLauncher(f"sh -c 'echo run >> {runs}'", repo, "main", tmp_path / "worktrees")
    run_triage(wh, week, config, tickets=tickets, launcher=launcher, now=NOW)
    assert launcher.processes[0].wait(timeout=30) == 0
    # The crash: the process started, then toolwatch died before recording it. What the
    # warehouse holds then is the intent only: the row pending, no result.
    wh.con.execute("UPDATE outbox SET delivered_at = NULL, result = json_object('intent', 'x') WHERE sink = 'agent'")
    wh.con.execute("UPDATE agent_launches SET status = 'planned', external_id = NULL")
    for hours in (2, 4, 6):
        again = CommandLauncher(f"sh -c 'echo run >> {runs}'", repo, "main", tmp_path / "worktrees")
        run_triage(wh, week, config, tickets=tickets, launcher=again, now=NOW + timedelta(hours=hours))
        assert again.processes == []
    assert runs.read_text() == "run\n"
    assert wh.rows("triage_agent_launches", {"fingerprint": NEW})[0]["status"] == "launched"


def test_weekly_comment_whose_answer_was_lost_is_found_not_posted_again(wh, traffic, week):
    from toolwatch.skills.issues import parse_week

    standard_week(traffic, week)
    nxt = parse_week("2026-W49")
    traffic.calls(nxt, "run_terminal_cmd", 400).errors(nxt, "run_terminal_cmd", NEW, 30, sessions=12,
                                                      message="panic: nil map write")
    traffic.commit()
    with LinearServer() as linear:
        tickets = LinearTickets(LinearClient(API_KEY, linear.url + "/graphql", max_retries=3, sleep=lambda s: None),
                                "HAR", BASE)
        run_triage(wh, week, TriageConfig(attachment_base=BASE), tickets=tickets, launcher=None, now=NOW)
        issue_id = next(i["id"] for i in linear.issues.values() if i["title"].startswith("[unknown]"))
        linear.fail("CommentCreate", "drop")
        later = NOW + timedelta(days=7)
        first = run_triage(wh, nxt, TriageConfig(attachment_base=BASE), tickets=tickets, launcher=None, now=later)
        assert first.ticket_failures and len(linear.comments_on(issue_id)) == 1  # posted, answer lost
        second = run_triage(wh, nxt, TriageConfig(attachment_base=BASE), tickets=tickets, launcher=None,
                            now=later + timedelta(hours=2))
        assert len(linear.comments_on(issue_id)) == 1, "the comment was posted twice"
        assert linear.operations.count("CommentCreate") == 1  # only the dropped one: the retry looked it up
        assert "CommentById" in linear.operations
        assert [t["action"] for t in second.tickets if t["fingerprint"] == NEW] == ["comment"]
