"""One contract for every fix-agent launcher (``toolwatch.skills.agents.Launcher``), river-style:
``deliver_launches`` gets the same behaviour from each.

- ``cursor``: ``CursorLauncher`` against the local Cloud Agents API, tickets in Markdown;
- ``linear_delegate``: ``LinearDelegateLauncher`` against the local Linear server, tickets in Linear;
- ``command``: ``CommandLauncher`` running a shell command in a fresh git worktree.

Each comes with a way to count what was launched at its destination, a launcher whose
credentials or command are refused, and (for the remote ones) a way to break the service once.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from triage_servers import API_KEY, CursorServer, LinearServer

from toolwatch.skills.agents import AgentConfig, Launcher, deliver_launches, plan_launches
from toolwatch.skills.tickets import TicketDraft, deliver_tickets, enqueue

NOW = datetime(2026, 12, 1, 9, 0)
WEEK = "2026-W48"
BASE = "https://toolwatch.example/fingerprints"
FINGERPRINTS = ("cccc000000000003", "dddd000000000004")
CONFIG = AgentConfig(enabled=True, weekly_budget=5)


@dataclass
class LauncherUnderTest:
    launcher: Launcher
    tickets: Any  # the ticket backend the launch is linked on
    launched: Callable[[], int]  # agents running at the destination
    refusing: Callable[[], Launcher]  # the same launcher with refused credentials or command
    break_once: Callable[[], None] | None = None  # the service fails the next launch (remote launchers)


def _draft(fingerprint: str) -> TicketDraft:
    return TicketDraft(
        fingerprint=fingerprint, week=WEEK, status="new", tool="run_terminal_cmd", error_class="unknown",
        title=f"[unknown] run_terminal_cmd: {fingerprint}", description="panic", comment="new",
        labels=["unknown"], priority=2, reopen=False, attachment_url=f"{BASE}/{fingerprint}",
    )


def _cursor(wh, tmp_path: Path) -> Iterator[LauncherUnderTest]:
    from toolwatch.skills.agents import CursorLauncher
    from toolwatch.skills.tickets import LocalTickets

    def launcher(key: str) -> CursorLauncher:
        return CursorLauncher(key, "https://github.com/acme/harness", "main", base_url=cursor.url)

    with CursorServer() as cursor:
        yield LauncherUnderTest(
            launcher(cursor.api_key), LocalTickets(wh, tmp_path / "tickets"), lambda: len(cursor.launched),
            lambda: launcher("key_wrong"), lambda: cursor.fail("launch", "500"),
        )


def _linear_delegate(wh, tmp_path: Path) -> Iterator[LauncherUnderTest]:
    from toolwatch.skills.agents import LinearDelegateLauncher
    from toolwatch.skills.linear import LinearClient
    from toolwatch.skills.linear_tickets import LinearTickets

    with LinearServer() as linear:
        client = LinearClient(API_KEY, linear.url + "/graphql", max_retries=0, sleep=lambda s: None)
        wrong = LinearClient("lin_api_wrong", linear.url + "/graphql", max_retries=0, sleep=lambda s: None)
        yield LauncherUnderTest(
            LinearDelegateLauncher(client, "agent-user-1"), LinearTickets(client, "HAR", BASE),
            lambda: sum(i["delegateId"] == "agent-user-1" for i in linear.issues.values()),
            lambda: LinearDelegateLauncher(wrong, "agent-user-1"), lambda: linear.fail("IssueUpdate", "500"),
        )


def _command(wh, tmp_path: Path) -> Iterator[LauncherUnderTest]:
    from toolwatch.skills.agents import CommandLauncher
    from toolwatch.skills.tickets import LocalTickets

    repo = tmp_path / "harness"
    subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True)
    subprocess.run(["git", "-C", str(repo), "-c", "user.email=t@example.com", "-c", "user.name=t",
                    "commit", "-q", "--allow-empty", "-m", "init"], check=True)
    worktrees = tmp_path / "worktrees"
    launchers: list[CommandLauncher] = []

    def launcher(command: str) -> CommandLauncher:
        launchers.append(CommandLauncher(command, repo, "main", worktrees))
        return launchers[-1]

    yield LauncherUnderTest(
        launcher("sh -c 'cp {prompt_file} PROMPT.md'"), LocalTickets(wh, tmp_path / "tickets"),
        lambda: sum(1 for w in worktrees.glob("fix-*") if (w / "PROMPT.md").exists()),
        lambda: launcher("toolwatch-no-such-agent {prompt_file}"),
    )
    for each in launchers:
        for process in each.processes:
            process.wait(timeout=60)


LAUNCHERS = {"cursor": _cursor, "linear_delegate": _linear_delegate, "command": _command}
REMOTE = sorted(name for name in LAUNCHERS if name != "command")


@pytest.fixture(params=sorted(LAUNCHERS))
def under_test(request, wh, tmp_path) -> Iterator[LauncherUnderTest]:
    with_tickets = LAUNCHERS[request.param](wh, tmp_path)
    harness = next(with_tickets)
    enqueue(wh, [_draft(fp) for fp in FINGERPRINTS], NOW)
    assert len(deliver_tickets(wh, harness.tickets, NOW).delivered) == len(FINGERPRINTS)
    yield harness
    next(with_tickets, None)


def _plan(wh, *fingerprints: str, now: datetime = NOW) -> list[dict[str, Any]]:
    candidates = []
    for fp in fingerprints:
        [ticket] = wh.rows("triage_ticket", {"fingerprint": fp})
        candidates.append((SimpleNamespace(fingerprint=fp), f"Fix {fp}: What to do", ticket))
    return plan_launches(wh, candidates, WEEK, CONFIG, now, dry_run=False, force=True)


def _wait(harness: LauncherUnderTest) -> None:
    """The command launcher starts a process: wait for it to exit (an event, not a sleep)."""
    for process in getattr(harness.launcher, "processes", []):
        process.wait(timeout=60)


def _statuses(wh) -> list[str]:
    return [r["status"] for r in wh.rows("triage_agent_launches", {"fingerprint": None})]


def _agent_events(wh, fingerprint: str) -> int:
    return sum(e["kind"] == "agent" for e in wh.rows("triage_ticket_events", {"fingerprint": fingerprint}))


def test_a_planned_launch_runs_once_and_is_linked_on_its_ticket(wh, under_test):
    [decision] = _plan(wh, FINGERPRINTS[0])
    assert decision["launch"]
    [result] = deliver_launches(wh, under_test.launcher, under_test.tickets, NOW)
    _wait(under_test)
    assert result["fingerprint"] == FINGERPRINTS[0] and result["external_id"] and result["linked"]
    assert under_test.launched() == 1
    assert _statuses(wh) == ["launched"] and _agent_events(wh, FINGERPRINTS[0]) == 1


def test_delivering_or_planning_again_launches_nothing_more(wh, under_test):
    _plan(wh, FINGERPRINTS[0])
    deliver_launches(wh, under_test.launcher, under_test.tickets, NOW)
    assert deliver_launches(wh, under_test.launcher, under_test.tickets, NOW + timedelta(hours=1)) == []
    [again] = _plan(wh, FINGERPRINTS[0], now=NOW + timedelta(hours=1))
    assert not again["launch"] and again["why_not"] == "already planned this week"
    assert deliver_launches(wh, under_test.launcher, under_test.tickets, NOW + timedelta(hours=2)) == []
    _wait(under_test)
    assert under_test.launched() == 1 and _agent_events(wh, FINGERPRINTS[0]) == 1


def test_a_refused_launch_fails_its_row_and_the_run_goes_on(wh, under_test):
    _plan(wh, *FINGERPRINTS)
    results = deliver_launches(wh, under_test.refusing(), under_test.tickets, NOW)
    assert [r["launch_id"] for r in results] == [1, 2] and all(r["error"] for r in results)
    assert _statuses(wh) == ["failed", "failed"] and under_test.launched() == 0
    parked = wh.con.execute("SELECT min(next_attempt_at) FROM outbox WHERE sink = 'agent'").fetchone()[0]
    assert parked >= NOW + timedelta(hours=23)  # permanent: retried a day later, not in a loop


@pytest.mark.parametrize("under_test", REMOTE, indirect=True)
def test_an_outage_stops_the_run_and_the_next_run_launches_once(wh, under_test):
    _plan(wh, *FINGERPRINTS)
    under_test.break_once()
    first = deliver_launches(wh, under_test.launcher, under_test.tickets, NOW)
    assert len(first) == 1 and first[0]["error"]  # the second waits: the service is down
    assert under_test.launched() == 0 and _statuses(wh) == ["planned", "planned"]
    later = deliver_launches(wh, under_test.launcher, under_test.tickets, NOW + timedelta(hours=1))
    assert [r["fingerprint"] for r in later] == list(FINGERPRINTS)
    deliver_launches(wh, under_test.launcher, under_test.tickets, NOW + timedelta(hours=2))
    assert under_test.launched() == 2 and _statuses(wh) == ["launched", "launched"]
