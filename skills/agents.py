"""Fix agents: who gets one, within what budget, and three ways to launch it.

Launchers share one method, ``launch(request) -> LaunchResult``:

- :class:`CursorLauncher` — Cursor Cloud Agents, ``POST /v0/agents`` with the
  prompt, ``source.repository``/``ref``, ``target.autoCreatePr`` and a webhook;
- :class:`LinearDelegateLauncher` — delegates the Linear issue to an agent user
  (``delegateId``) and posts the prompt as a comment for it to read;
- :class:`CommandLauncher` — a local command template (an agent CLI) run in a
  fresh git worktree with the prompt in a file.

Planning writes an ``agent_launches`` row and, unless dry-run, an outbox row
(``sink='agent'``); delivery launches, records the result and links it on the
ticket. Nothing launches unless ``triage.agents.enabled``.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

from toolwatch.warehouse.errors import ConfigError, PermanentDeliveryError, TransientDeliveryError

SINK = "agent"
PROMPT_NAMESPACE = uuid.UUID("0b8e4a52-3c1d-4f0e-8d7b-5a9c2e6f1d34")  # ids of delegate prompt comments


@dataclass(frozen=True)
class AgentConfig:
    enabled: bool = False
    launcher: str = "cursor"
    weekly_budget: int = 3
    min_sessions: int = 5
    eligible_classes: tuple[str, ...] = ("unknown",)
    eligible_statuses: tuple[str, ...] = ("spiking", "regressed")
    cooldown: timedelta = timedelta(days=14)


@dataclass
class LaunchRequest:
    fingerprint: str
    week: str
    prompt: str
    title: str
    ticket: dict[str, Any] = field(default_factory=dict)


@dataclass
class LaunchResult:
    external_id: str
    url: str | None
    detail: dict[str, Any] = field(default_factory=dict)


class Launcher(Protocol):
    """``launch`` starts one agent. A launcher may also have ``reconcile(request)``: the agent an
    earlier attempt started whose answer was lost, or None (then ``launch`` runs again)."""

    name: str

    def launch(self, request: LaunchRequest) -> LaunchResult: ...


class CursorLauncher:
    """Cursor Cloud Agents API (``CURSOR_API_KEY``, basic auth with the key as user name)."""

    name = "cursor"

    def __init__(self, api_key: str, repository: str, ref: str = "main", *, base_url: str | None = None,
                 webhook_url: str | None = None, auto_create_pr: bool = True, timeout: float = 30.0) -> None:
        if not repository:
            raise ConfigError("triage.agents.repository must name the GitHub repository the Cursor agent works on")
        self.api_key, self.repository, self.ref = api_key, repository, ref
        self.base_url = (base_url or "https://api.cursor.com").rstrip("/")
        self.webhook_url, self.auto_create_pr, self.timeout = webhook_url, auto_create_pr, timeout

    def launch(self, request: LaunchRequest) -> LaunchResult:
        import httpx

        body: dict[str, Any] = {
            "prompt": {"text": request.prompt},
            "source": {"repository": self.repository, "ref": self.ref},
            "target": {"autoCreatePr": self.auto_create_pr, "branchName": branch_name(request)},
        }
        if self.webhook_url:
            body["webhook"] = {"url": self.webhook_url}
        try:
            response = httpx.post(f"{self.base_url}/v0/agents", json=body, auth=(self.api_key, ""),
                                  timeout=self.timeout)
        except httpx.HTTPError as exc:
            raise TransientDeliveryError(f"Cursor agents API unreachable: {type(exc).__name__}") from exc
        if response.status_code == 429 or response.status_code >= 500:
            retry = response.headers.get("retry-after")
            raise TransientDeliveryError(f"Cursor agents API HTTP {response.status_code}",
                                         retry_after=float(retry) if retry and retry.isdigit() else None)
        if response.status_code >= 400:
            hint = " (check CURSOR_API_KEY)" if response.status_code in (401, 403) else ""
            raise PermanentDeliveryError(f"Cursor agents API HTTP {response.status_code}{hint}: {response.text[:200]}")
        agent = response.json()
        return LaunchResult(agent["id"], (agent.get("target") or {}).get("url"),
                            {"status": agent.get("status"), "branch": (agent.get("target") or {}).get("branchName")})


    def reconcile(self, request: LaunchRequest, pages: int = 5) -> LaunchResult | None:
        """The agent an earlier attempt launched (its answer lost), found by its branch name."""
        import httpx

        cursor = None
        for _ in range(pages):
            params = {"limit": "100", **({"cursor": cursor} if cursor else {})}
            try:
                response = httpx.get(f"{self.base_url}/v0/agents", params=params, auth=(self.api_key, ""),
                                     timeout=self.timeout)
            except httpx.HTTPError as exc:
                raise TransientDeliveryError(f"Cursor agents API unreachable: {type(exc).__name__}") from exc
            if response.status_code >= 400:
                raise TransientDeliveryError(f"Cursor agents API HTTP {response.status_code} listing agents")
            data = response.json()
            for agent in data.get("agents") or []:
                target = agent.get("target") or {}
                if target.get("branchName") == branch_name(request):
                    return LaunchResult(agent["id"], target.get("url"),
                                        {"status": agent.get("status"), "branch": target.get("branchName"),
                                         "reconciled": True})
            cursor = data.get("nextCursor")
            if not cursor:
                return None
        return None


def branch_name(request: LaunchRequest) -> str:
    """One branch per fingerprint and week: what finds a launch again when its answer was lost."""
    return f"toolwatch/fix-{request.fingerprint}-{request.week}"


class LinearDelegateLauncher:
    """Delegate the Linear issue to an agent user; the prompt goes on the issue as a comment."""

    name = "linear_delegate"

    def __init__(self, client, delegate_id: str) -> None:
        if not delegate_id:
            raise ConfigError("triage.agents.delegate_id must be the Linear user id of the agent")
        self.client, self.delegate_id = client, delegate_id

    def launch(self, request: LaunchRequest) -> LaunchResult:
        issue_id = request.ticket.get("issue_id")
        if not issue_id:
            raise PermanentDeliveryError(f"fingerprint {request.fingerprint} has no Linear issue to delegate")
        issue = self.client.update_issue(issue_id, delegateId=self.delegate_id)
        # One prompt comment per fingerprint and week, even when a retry follows a lost answer.
        self.client.comment(issue_id, request.prompt, comment_id=str(uuid.uuid5(
            PROMPT_NAMESPACE, f"{issue_id}\n{request.fingerprint}\n{request.week}")))
        return LaunchResult(issue_id, issue.get("url"), {"delegate_id": self.delegate_id})


class CommandLauncher:
    """Run a command template in a fresh git worktree.

    Placeholders: ``{prompt}`` (the prompt itself, always one argument),
    ``{prompt_file}`` (a file holding it) and ``{worktree}``. The template is
    split into words first and filled in afterwards; no shell runs it, so
    ``"$(cat {prompt_file})"`` would reach the agent as written: use ``{prompt}``.
    """

    name = "command"

    def __init__(self, command: str, repository: str | Path = ".", ref: str = "main",
                 worktrees: str | Path = "toolwatch-out/worktrees") -> None:
        if not command:
            raise ConfigError("triage.agents.command must be set for the command launcher")
        self.command, self.repository, self.ref = command, Path(repository or "."), ref
        self.worktrees = Path(worktrees).resolve()
        self.processes: list[subprocess.Popen] = []

    def launch(self, request: LaunchRequest) -> LaunchResult:
        worktree = self.worktrees / f"fix-{request.fingerprint}-{request.week}"
        branch = branch_name(request)
        if not worktree.exists():
            done = subprocess.run(["git", "-C", str(self.repository), "worktree", "add", "-b", branch,
                                   str(worktree), self.ref], capture_output=True, text=True)
            if done.returncode:
                raise PermanentDeliveryError(f"git worktree add failed: {done.stderr.strip()[:300]}")
        prompt_file = worktree / ".toolwatch-prompt.md"
        prompt_file.write_text(request.prompt)
        argv = [fill_placeholders(part, prompt_file=prompt_file, worktree=worktree, prompt=request.prompt)
                for part in shlex.split(self.command)]
        log = (worktree / ".toolwatch-agent.log").open("w")
        try:
            process = subprocess.Popen(argv, cwd=worktree, stdout=log, stderr=subprocess.STDOUT)
        except OSError as exc:
            raise PermanentDeliveryError(f"cannot run fix-agent command {argv[0]!r}: {exc}") from exc
        finally:
            log.close()
        self.processes.append(process)
        return LaunchResult(str(worktree), worktree.as_uri(), {"pid": process.pid, "branch": branch})


    def reconcile(self, request: LaunchRequest) -> LaunchResult | None:
        """A crash after the command started and before it was recorded: its log file is there.

        The log is created just before ``Popen``, so its presence means the agent ran (or was
        about to): never start a second one in the same worktree.
        """
        worktree = self.worktrees / f"fix-{request.fingerprint}-{request.week}"
        if (worktree / ".toolwatch-agent.log").exists():
            return LaunchResult(str(worktree), worktree.as_uri(), {"branch": branch_name(request), "reconciled": True})
        return None


def eligibility(wh, issue, ticket: dict[str, Any] | None, config: AgentConfig, now: datetime) -> str | None:
    """None when ``issue`` may get a fix agent, else the reason it may not."""
    from toolwatch.skills.issues import ACTIONABLE

    if issue.status not in ACTIONABLE:
        return f"status {issue.status} is not new, spiking or regressed"
    if issue.error_class not in config.eligible_classes and issue.status not in config.eligible_statuses:
        return (f"neither class {issue.error_class} (eligible: {', '.join(config.eligible_classes)}) "
                f"nor status {issue.status} (eligible: {', '.join(config.eligible_statuses)}) qualifies")
    if issue.sessions < config.min_sessions:
        return f"{issue.sessions} sessions affected, below triage.agents.min_sessions ({config.min_sessions})"
    if ticket is None or ticket["state"] != "open":
        return "no open ticket yet"
    active = wh.rows("triage_agent_active", {"fingerprint": issue.fingerprint, "since": now - config.cooldown})
    if active:
        return f"an agent is already working on it (launch {active[0]['launch_id']}, {active[0]['status']})"
    return None


def plan_launches(wh, candidates: list[tuple[Any, str | Callable[[], str], dict[str, Any] | None]], week: str,
                  config: AgentConfig, now: datetime, *, dry_run: bool, force: bool = False) -> list[dict[str, Any]]:
    """Decide launches for ``(issue, prompt, ticket)`` in impact order, within the weekly budget.

    ``prompt`` may be a callable, called only for a launch. A dry run decides exactly as a
    real run would and records nothing: only real launches use the budget. ``force`` (a
    person asked for this one) skips the eligibility rules, never the budget.
    """
    used = wh.rows("triage_agent_launches_in_week", {"week": week})[0]["n"]
    decisions = []
    for issue, prompt, ticket in candidates:
        why_not = None if force else eligibility(wh, issue, ticket, config, now)
        if why_not is None and used >= config.weekly_budget:
            why_not = f"weekly budget of {config.weekly_budget} agents is spent"
        decision = {"fingerprint": issue.fingerprint, "launch": why_not is None, "why_not": why_not,
                    "dry_run": dry_run, "launcher": config.launcher}
        if why_not is None and dry_run:
            used += 1
        elif why_not is None:
            text = prompt() if callable(prompt) else prompt
            cur = wh.run("triage_agent_insert", {"fingerprint": issue.fingerprint, "week": week,
                                                 "launcher": config.launcher, "dry_run": False,
                                                 "status": "planned", "prompt": text, "now": now})
            row = cur.fetchone()
            if row is None:
                decision.update(launch=False, why_not="already planned this week")
            else:
                used += 1
                decision["launch_id"] = row[0]
                wh.run("triage_outbox_enqueue", {"sink": SINK, "dedupe_key": f"agent:{issue.fingerprint}:{week}",
                                                 "payload": json.dumps({"launch_id": row[0]}), "now": now})
        decisions.append(decision)
    return decisions


def deliver_launches(wh, launcher: Launcher, tickets, now: datetime) -> list[dict[str, Any]]:
    """Launch every pending agent row, record it and link it on the ticket."""
    from toolwatch.skills.tickets import backoff

    results = []
    for row in wh.rows("triage_outbox_pending", {"sink": SINK, "now": now}):
        launch_id = json.loads(row["payload"])["launch_id"]
        launch = wh.rows("triage_agent_launch", {"launch_id": launch_id})[0]
        ticket_rows = wh.rows("triage_ticket", {"fingerprint": launch["fingerprint"]})
        ticket = ticket_rows[0] if ticket_rows else {}
        progress = json.loads(row["result"]) if row["result"] else {}
        request = LaunchRequest(launch["fingerprint"], launch["week"], launch["prompt"],
                                f"Fix {launch['fingerprint']}", ticket)
        try:
            if "external_id" not in progress:
                # An intent without a result: an earlier attempt may have launched and lost the
                # answer (or crashed before recording it). Look for that agent before launching.
                reconcile = getattr(launcher, "reconcile", None)
                result = reconcile(request) if progress.get("intent") and reconcile else None
                if result is None:
                    progress["intent"] = now.isoformat()
                    wh.run("triage_outbox_progress", {"outbox_id": row["outbox_id"], "result": json.dumps(progress)})
                    result = launcher.launch(request)
                progress.update(asdict(result))
                wh.run("triage_agent_update", {"launch_id": launch_id, "status": "launched",
                                               "external_id": result.external_id, "url": result.url,
                                               "launched_at": now})
                wh.run("triage_outbox_progress", {"outbox_id": row["outbox_id"], "result": json.dumps(progress)})
            if ticket and not progress.get("linked"):
                body = f"Fix agent launched ({launcher.name}): {progress.get('url') or progress['external_id']}"
                tickets.link(ticket, progress.get("url"), body)
                progress["linked"] = True
                wh.run("triage_ticket_event_insert", {
                    "dedupe_key": f"agent:{launch['fingerprint']}:{launch['week']}", "fingerprint": launch["fingerprint"],
                    "kind": "agent", "week": launch["week"], "body": body, "external_id": progress["external_id"],
                    "now": now})
                tickets.publish(launch["fingerprint"], None)
        except TransientDeliveryError as exc:
            wh.run("triage_outbox_failed", {"outbox_id": row["outbox_id"], "error": str(exc),
                                            "next_attempt_at": now + backoff(row["attempts"], exc.retry_after)})
            results.append({"launch_id": launch_id, "error": str(exc)})
            break
        except PermanentDeliveryError as exc:
            wh.run("triage_agent_update", {"launch_id": launch_id, "status": "failed", "external_id": None,
                                           "url": None, "launched_at": None})
            wh.run("triage_outbox_failed", {"outbox_id": row["outbox_id"], "error": str(exc),
                                            "next_attempt_at": now + timedelta(days=1)})
            results.append({"launch_id": launch_id, "error": str(exc)})
            continue
        wh.run("triage_outbox_delivered", {"outbox_id": row["outbox_id"], "now": now, "result": json.dumps(progress)})
        results.append({"launch_id": launch_id, "fingerprint": launch["fingerprint"], **progress})
    return results


def fill_placeholders(part: str, **values: object) -> str:
    """Replace ``{name}`` for the given names only: other braces (``awk '{print}'``) stay as written.

    >>> fill_placeholders("awk '{print}' {prompt_file}", prompt_file="p.md")
    "awk '{print}' p.md"
    """
    for name, value in values.items():
        part = part.replace("{" + name + "}", str(value))
    return part
