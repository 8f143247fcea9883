"""The weekly triage run by a coding agent, with the deterministic triage as its safety net.

With ``[triage] runner = "agent"`` the weekly run:

1. takes a snapshot of toolwatch's own records (tickets, ticket events, outbox rows, launches);
2. prepares a fresh working directory: the skill where the agent looks for skills
   (``.claude/skills/`` for Claude Code, ``.agents/skills/`` for Codex), ``AGENTS.md`` and
   ``CLAUDE.md`` pointing at it, and the prompt naming the week, the warehouse and the commands;
3. starts the agent headless from a command template, in its own process group, with its
   output in ``agent.log``; past ``timeout`` the whole group is killed;
4. reads what the agent did from the records (:func:`agent_actions`): it can only act
   through ``toolwatch`` commands, so the warehouse knows every ticket it filed;
5. the caller then runs the deterministic triage; :func:`net_caught` names what it had to do.

Nothing here reads the environment or opens the warehouse: :mod:`toolwatch.flows.steps`
sequences it, closing the warehouse while the agent's own ``toolwatch`` commands use it.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import signal
import subprocess
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from toolwatch.skills.agents import fill_placeholders
from toolwatch.skills.investigation import render
from toolwatch.warehouse.errors import ConfigError

SKILL_NAME = "tool-error-triage"
SKILL_DIR = Path(__file__).resolve().parent / SKILL_NAME

# Ready-made templates, chosen by name in ``[triage] agent_command``. Arguments are split like a
# shell would (shlex) and placeholders filled in afterwards, so {prompt} is one argument
# whatever it contains; nothing goes through a shell.
PRESETS: dict[str, str] = {
    # Claude Code headless: Bash limited to toolwatch commands (Read/Write for investigation.md and
    # the skill), a turn cap and a spending cap in dollars.
    "claude": ('claude -p {prompt} --allowedTools "Bash(toolwatch:*)" Read Write Skill '
               "--max-turns {max_turns} --max-budget-usd {max_budget_usd} --output-format text"),
    # Codex: no per-command allowlist in exec mode; its sandbox writes only to the working
    # directory and the warehouse's folder, with network for Linear. No cost flag: the timeout bounds it.
    "codex": ("codex exec --skip-git-repo-check --ephemeral --cd {workdir} --sandbox workspace-write "
              "--add-dir {warehouse_dir} -c sandbox_workspace_write.network_access=true {prompt}"),
}

# The commands the agent may use, named in the prompt (each is in SKILL.md and tested there).
ALLOWED_COMMANDS = ("toolwatch issues", "toolwatch show", "toolwatch ticket upsert", "toolwatch ticket list",
                    "toolwatch agent launch", "toolwatch agent list", "toolwatch triage --dry-run")


@dataclass(frozen=True)
class AgentRunConfig:
    command: str = "claude"  # a preset name or a template
    timeout_s: float = 1800.0
    max_turns: int = 60
    max_budget_usd: float = 5.0
    workdir: str | Path = "toolwatch-out/triage-agent"

    def template(self) -> str:
        return PRESETS.get(self.command.strip(), self.command)


@dataclass
class AgentOutcome:
    """How the agent's process ended. ``status`` is ok | failed | timeout | not_started."""

    status: str
    command: list[str]
    workdir: str
    log: str
    exit_code: int | None = None
    duration_s: float = 0.0
    error: str | None = None
    log_tail: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Records:
    """A snapshot of what toolwatch knows about tickets and launches."""

    tickets: dict[str, dict[str, Any]]
    events: frozenset[str]
    outbox_id: int
    launch_id: int


def snapshot(wh) -> Records:
    return Records(
        tickets={t["fingerprint"]: t for t in wh.rows("triage_tickets")},
        events=frozenset(r["dedupe_key"] for r in wh.rows("triage_agent_run_event_keys")),
        outbox_id=wh.rows("triage_agent_run_marks")[0]["outbox_id"],
        launch_id=wh.rows("triage_agent_run_marks")[0]["launch_id"],
    )


def agent_actions(wh, before: Records) -> dict[str, Any]:
    """What happened to tickets and launches since ``before``, from the warehouse alone.

    ``tickets``: one line per ticket the agent created, updated, closed or reopened;
    ``events``: what it said on tickets (weekly comments, creations); ``undelivered``:
    ticket upserts it queued that the backend has not acknowledged (the next run retries
    them); ``launches``: fix agents it launched (dry runs record nothing).
    """
    after = {t["fingerprint"]: t for t in wh.rows("triage_tickets")}
    tickets = []
    for fp, now in after.items():
        was = before.tickets.get(fp)
        if was is None:
            action = "created"
        elif was["state"] != now["state"]:
            action = "closed" if now["state"] == "closed" else "reopened"
        elif was["updated_at"] != now["updated_at"] or was["last_week"] != now["last_week"]:
            action = "updated"
        else:
            continue
        tickets.append({"fingerprint": fp, "action": action, "identifier": now["identifier"], "url": now["url"],
                        "state": now["state"], "priority": now["priority"], "title": now["title"]})
    events = [{"fingerprint": e["fingerprint"], "kind": e["kind"], "week": e["week"], "dedupe_key": e["dedupe_key"]}
              for e in wh.rows("triage_agent_run_events") if e["dedupe_key"] not in before.events]
    queued = wh.rows("triage_agent_run_outbox", {"after": before.outbox_id})
    undelivered = [{"dedupe_key": r["dedupe_key"], "sink": r["sink"], "error": r["last_error"]}
                   for r in queued if r["delivered_at"] is None]
    launches = [{"fingerprint": r["fingerprint"], "week": r["week"], "status": r["status"], "launcher": r["launcher"],
                 "external_id": r["external_id"], "url": r["url"]}
                for r in wh.rows("triage_agent_run_launches", {"after": before.launch_id})]
    return {"tickets": tickets, "events": events, "undelivered": undelivered, "launches": launches,
            "counts": {"created": sum(t["action"] == "created" for t in tickets),
                       "updated": sum(t["action"] == "updated" for t in tickets),
                       "closed": sum(t["action"] == "closed" for t in tickets),
                       "reopened": sum(t["action"] == "reopened" for t in tickets),
                       "comments": len(events), "launches": len(launches), "undelivered": len(undelivered)}}


def net_caught(net_tickets: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """What the safety net did that the agent had not: tickets it created or reopened (issues the
    agent left without an open ticket) and weekly figures it posted on tickets the agent skipped."""
    keep = ("fingerprint", "week", "action", "status", "priority", "title", "identifier", "url", "backlog")
    return {
        "caught": [{k: t.get(k) for k in keep} for t in net_tickets if t["action"] in ("create", "reopen")],
        "updated": [{k: t.get(k) for k in keep} for t in net_tickets if t["action"] == "comment"],
        "failed": [{k: t.get(k) for k in keep} for t in net_tickets if t["action"] in ("failed", "pending")],
    }


# -- the run ------------------------------------------------------------------------------


def prompt_text(week: str, *, db: str, config: str, max_turns: int) -> str:
    return render("triage_agent_prompt.md.j2", week=week, db=db, config=config, skill=SKILL_NAME,
                  commands=ALLOWED_COMMANDS, max_turns=max_turns)


def prepare_workdir(root: str | Path, week: str, now: datetime) -> Path:
    """A fresh directory for one run, with the skill installed where agents look for it
    (the prompt follows with :func:`write_prompt`, once the run's config copy is there)."""
    workdir = Path(root).resolve() / f"{week}-{now:%Y%m%dT%H%M%S}"
    n = 1
    while workdir.exists():  # two runs in the same second (a retry): never share a directory
        n += 1
        workdir = workdir.with_name(f"{week}-{now:%Y%m%dT%H%M%S}-{n}")
    skill = (SKILL_DIR / "SKILL.md").read_text()
    for where in (".claude/skills", ".agents/skills"):  # Claude Code, Codex (the open standard's place)
        target = workdir / where / SKILL_NAME / "SKILL.md"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(skill)
    pointer = (f"# Weekly tool-error triage\n\nFollow the skill `{SKILL_NAME}` "
               f"(.agents/skills/{SKILL_NAME}/SKILL.md) and the task in prompt.md.\n")
    (workdir / "AGENTS.md").write_text(pointer)
    (workdir / "CLAUDE.md").write_text(pointer.replace(".agents/", ".claude/"))
    return workdir


def write_prompt(workdir: Path, prompt: str) -> Path:
    path = workdir / "prompt.md"
    path.write_text(prompt)
    return path


def agent_argv(config: AgentRunConfig, *, prompt: str, workdir: Path, db: str, config_path: str | None,
               week: str) -> list[str]:
    """The command line: the template split like a shell would, then the placeholders filled in."""
    template = config.template()
    try:
        parts = shlex.split(template)
    except ValueError as exc:
        raise ConfigError(f"triage.agent_command is not a valid command line: {exc}") from exc
    if not parts:
        raise ConfigError('triage.agent_command is empty; use "claude", "codex" or a command template')
    values = {"prompt": prompt, "prompt_file": workdir / "prompt.md", "workdir": workdir, "week": week,
              "db": db, "config": config_path or "", "warehouse_dir": Path(db).resolve().parent,
              "max_turns": config.max_turns, "max_budget_usd": f"{config.max_budget_usd:g}"}
    return [fill_placeholders(part, **values) for part in parts]


def run_agent(argv: list[str], *, workdir: Path, env: dict[str, str], timeout_s: float,
              grace_s: float = 5.0) -> AgentOutcome:
    """Run the agent to its end or its timeout; past the timeout its whole process group is
    killed (SIGTERM, then SIGKILL after ``grace_s``), so a ``toolwatch`` it started dies too."""
    log_path = workdir / "agent.log"
    outcome = AgentOutcome(status="not_started", command=_shown(argv), workdir=str(workdir), log=str(log_path))
    start = time.monotonic()
    with log_path.open("wb") as log:
        try:
            process = subprocess.Popen(argv, cwd=workdir, env=env, stdin=subprocess.DEVNULL, stdout=log,
                                       stderr=subprocess.STDOUT, start_new_session=True)
        except OSError as exc:
            outcome.error = f"cannot start the triage agent {argv[0]!r}: {exc}"
            return outcome
        try:
            outcome.exit_code = process.wait(timeout=timeout_s)
            outcome.status = "ok" if outcome.exit_code == 0 else "failed"
            if outcome.exit_code:
                outcome.error = f"the triage agent exited with status {outcome.exit_code}"
        except subprocess.TimeoutExpired:
            _kill_group(process, grace_s)
            outcome.status, outcome.exit_code = "timeout", process.returncode
            outcome.error = f"the triage agent ran past triage.agent_timeout ({timeout_s:g} s) and was stopped"
        finally:
            _kill_group(process, 0)  # whatever it left running in its group (a background job) goes too
    outcome.duration_s = round(time.monotonic() - start, 2)
    outcome.log_tail = _tail(log_path)
    return outcome


def _kill_group(process: subprocess.Popen, grace_s: float) -> None:
    """SIGTERM to the group, SIGKILL after ``grace_s`` (at once when 0)."""
    if grace_s > 0:
        _signal_group(process, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=grace_s)
    _signal_group(process, signal.SIGKILL)
    if process.returncode is None:
        process.wait()


def _signal_group(process: subprocess.Popen, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):  # the group is gone already
        os.killpg(process.pid, sig)


def _tail(path: Path, limit: int = 2000) -> str:
    from toolwatch.detectors.redact import redact_secrets

    data = path.read_bytes()[-limit:]
    return redact_secrets(data.decode("utf-8", "replace"))


def _shown(argv: list[str]) -> list[str]:
    """The command for the report: the prompt argument (long) shortened."""
    return [a if len(a) <= 200 else a[:80] + f"… ({len(a):,} characters)" for a in argv]


@dataclass
class AgentRun:
    """The agent's part of a run, for the report: its outcome, what it did, what the net caught."""

    outcome: AgentOutcome
    actions: dict[str, Any] = field(default_factory=dict)
    net: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {**self.outcome.to_dict(), "actions": self.actions, "net": self.net}
