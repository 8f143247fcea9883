"""The weekly triage without an LLM: issues → investigations → tickets → fix agents.

:func:`run_triage` is the plain function that ``toolwatch triage`` and the
weekly Prefect flow both call. Steps, each safe to repeat:

1. refresh the state of known tickets from the backend (closed in Linear?);
2. compute the week's issues and :func:`plan_tickets`: every bug (``unknown``
   with ``triage.min_bug_errors``), every new / spiking / regressed issue and
   every open ticket gets this week's figures; bugs of earlier weeks that never
   got a ticket (the backlog of a first run) too, newest first; at most
   ``triage.max_new_tickets`` creations per run, the rest deferred (listed);
3. record the week in ``triage_issues`` and enqueue ticket drafts (outbox);
4. deliver pending ticket rows (this week's and any left by a failed run) and
   link the alerts that fired on each fingerprint to its ticket;
5. decide fix agents within the budget and deliver them.

``dry_run`` runs steps 1-2 and 5's decisions without writing anything and
reports the same plan the real run carries out (:func:`plan_tickets` is shared).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import Any

from toolwatch.detectors.redact import redact_secrets, safe_label
from toolwatch.skills.agents import (
    AgentConfig,
    Launcher,
    deliver_launches,
    plan_launches,
)
from toolwatch.skills.investigation import (
    Investigation,
    investigate,
    render,
    render_investigation,
    sparkline,
)
from toolwatch.skills.issues import ACTIONABLE, Issue, TriagePolicy, Week, weekly_issues
from toolwatch.skills.ticket_verdicts import record_ticket_verdicts
from toolwatch.skills.tickets import (
    LABEL_LIMIT,
    TicketDraft,
    attachment_url,
    deliver_tickets,
    enqueue,
    local_identifier,
    set_state,
    ticket_title,
)
from toolwatch.warehouse.errors import DeliveryError

DEFAULT_ATTACHMENT_BASE = "https://toolwatch.invalid/fingerprints"
ACTIONS = ("create", "comment", "reopen", "closed", "unchanged", "deferred", "pending", "failed")


@dataclass(frozen=True)
class TriageConfig:
    policy: TriagePolicy = TriagePolicy()
    agents: AgentConfig = AgentConfig()
    attachment_base: str = DEFAULT_ATTACHMENT_BASE
    ui_base_url: str = ""  # the web UI: each ticket links to its fingerprint's page there
    max_new_tickets: int = 25


@dataclass
class TriageReport:
    week: str
    dry_run: bool
    issues: list[dict[str, Any]] = field(default_factory=list)
    tickets: list[dict[str, Any]] = field(default_factory=list)  # the plan: one line per ticket and its action
    delivered: list[dict[str, Any]] = field(default_factory=list)  # what the backend did (with older pending rows)
    ticket_failures: list[dict[str, Any]] = field(default_factory=list)
    agents: list[dict[str, Any]] = field(default_factory=list)
    launches: list[dict[str, Any]] = field(default_factory=list)
    refreshed: list[dict[str, Any]] = field(default_factory=list)
    verdicts: list[dict[str, str]] = field(default_factory=list)
    alert_links: list[dict[str, Any]] = field(default_factory=list)
    adopted: list[dict[str, Any]] = field(default_factory=list)  # alerts whose shift became the baseline: regressions
    warnings: list[str] = field(default_factory=list)
    runner: str = "deterministic"  # or "agent": then agent_run says what the agent did and what this run caught
    agent_run: dict[str, Any] | None = None

    @property
    def counts(self) -> dict[str, int]:
        """Tickets per action, and agents launched (or that would be, in a dry run)."""
        out = {a: sum(1 for t in self.tickets if t["action"] == a) for a in ACTIONS}
        out["agents"] = sum(1 for a in self.agents if a["launch"])
        return out

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__, counts=self.counts)


@dataclass
class TicketPlan:
    """One fingerprint's ticket in this run: the issue (of this week or, for the backlog, an
    earlier one) and what happens to its ticket."""

    issue: Issue
    week: Week
    action: str  # create | comment | reopen | closed | unchanged | deferred | pending
    backlog: bool = False


def needs_ticket(issue: Issue, policy: TriagePolicy) -> bool:
    """Bugs, new, spiking and regressed issues get a ticket; an open ticket gets this week's numbers."""
    if issue.status in ACTIONABLE or issue.is_bug(policy):
        return True
    return bool(issue.ticket and issue.ticket["state"] == "open")


def _action(issue: Issue, done: bool) -> str:
    if done:
        return "unchanged"
    ticket = issue.ticket
    if ticket is None:
        return "create"
    if ticket["state"] == "closed":
        return "reopen" if issue.status == "regressed" else "closed"
    return "comment"


def plan_tickets(wh, week: Week, issues: list[Issue], config: TriageConfig, now: datetime) -> list[TicketPlan]:
    """What this run does to each ticket, the same for a dry run and a real one.

    This week's issues come first, in impact order, then the backlog: ``unknown``
    fingerprints with ``min_bug_errors`` in an earlier week of the history window and
    no ticket, judged this week if they still fail, else in their latest such week. Creations beyond
    ``max_new_tickets`` are deferred to the next run.
    """
    policy = config.policy
    plans, created = [], 0

    def add(issue: Issue, wk: Week, backlog: bool) -> None:
        nonlocal created
        rows = wh.rows("triage_outbox_row", {"dedupe_key": f"ticket:{issue.fingerprint}:{wk.label}"})
        action = _action(issue, bool(rows and rows[0]["delivered_at"]))
        if rows and not rows[0]["delivered_at"] and rows[0]["next_attempt_at"] and rows[0]["next_attempt_at"] > now:
            action = "pending"  # failed earlier, waiting for its retry time
        if action == "create":
            created += 1
            if created > config.max_new_tickets:
                action = "deferred"
        plans.append(TicketPlan(issue, wk, action, backlog))

    for issue in issues:
        if needs_ticket(issue, policy):
            add(issue, week, False)
    planned = {p.issue.fingerprint for p in plans}
    this_week = {i.fingerprint: i for i in issues}
    history_start = week.shifted(-policy.history_weeks).start
    earlier: dict[int, dict[str, Issue]] = {}
    for row in wh.rows("triage_backlog", {"history_start": history_start, "week_start": week.start,
                                         "min_errors": policy.min_bug_errors}):
        if row["fingerprint"] in planned:
            continue
        if row["fingerprint"] in this_week:  # still failing: file it with this week's figures
            add(this_week[row["fingerprint"]], week, True)
            continue
        index = row["week_index"]
        wk = week.shifted(index - policy.history_weeks)
        if index not in earlier:
            earlier[index] = {i.fingerprint: i for i in weekly_issues(wh, wk, policy)}
        found = earlier[index].get(row["fingerprint"])
        if found is not None:
            add(found, wk, True)
    return plans


def page_url(ui_base_url: str, fingerprint: str) -> str | None:
    """The fingerprint's page in the web UI, or None without ``ui.base_url``."""
    return f"{ui_base_url.rstrip('/')}/fingerprints/{fingerprint}" if ui_base_url else None


def draft_for(issue: Issue, inv: Investigation, week: Week, *, base: str, images: bool,
              ui_base_url: str = "") -> TicketDraft:
    chart_path = f"{local_identifier(issue.fingerprint)}.svg" if images else None
    rates = [h.rate for h in issue.history]
    return TicketDraft(
        fingerprint=issue.fingerprint, week=week.label, status=issue.status, tool=safe_label(issue.tool, 200),
        error_class=issue.error_class, title=ticket_title(issue.tool, issue.error_class, issue.template),
        description=render_investigation(inv, chart_path=chart_path, page_url=page_url(ui_base_url, issue.fingerprint)),
        comment=render("weekly_comment.md.j2", week=week.label, issue=issue, spark=sparkline(rates),
                       reopened=issue.status == "regressed"),
        labels=[issue.error_class, safe_label(f"tool:{issue.tool}", LABEL_LIMIT)], priority=issue.priority,
        reopen=issue.status == "regressed", attachment_url=attachment_url(base, issue.fingerprint),
        chart={"weeks": [h.week for h in issue.history], "rates": rates,
               "title": f"{safe_label(issue.tool, 60)} · {issue.fingerprint}"} if images else {},
    )


def agent_prompt(issue: Issue, inv: Investigation, ticket: dict[str, Any] | None) -> str:
    from toolwatch.detectors.taxonomy import ErrorClass

    try:
        description = ErrorClass(issue.error_class).description
    except ValueError:
        description = "not one of the six classes"
    return render("agent_prompt.md.j2", issue=issue, inv=inv, class_description=description,
                  ticket_url=(ticket or {}).get("url"))


def refresh_tickets(wh, backend, now: datetime) -> list[dict[str, Any]]:
    """Mirror ticket states changed in the backend (closed or reopened by a person)."""
    changed = []
    for ticket in wh.rows("triage_tickets"):
        if ticket["backend"] != backend.name:
            continue
        remote = backend.refresh(ticket)
        if remote is None or remote["state"] == ticket["state"]:
            continue
        set_state(wh, ticket["fingerprint"], remote["state"], now, closed_at=remote.get("closed_at"))
        changed.append({"fingerprint": ticket["fingerprint"], "identifier": ticket["identifier"],
                        "state": remote["state"]})
    return changed


def run_triage(wh, week: Week, config: TriageConfig, *, tickets, launcher: Launcher | None,
               now: datetime, dry_run: bool = False) -> TriageReport:
    """One weekly triage. ``tickets`` is a backend (local or Linear); ``launcher`` may be None."""
    report = TriageReport(week=week.label, dry_run=dry_run)
    if not dry_run:
        try:
            report.refreshed = refresh_tickets(wh, tickets, now)
        except DeliveryError as exc:
            report.warnings.append(f"could not refresh ticket states: {exc}")
        try:  # class labels a triager changed are verdicts (issue 13)
            report.verdicts = record_ticket_verdicts(wh, tickets, now)
        except DeliveryError as exc:
            report.warnings.append(f"could not read ticket labels: {exc}")
    issues = weekly_issues(wh, week, config.policy)
    report.issues = [_summary(i) for i in issues]
    report.adopted = adopted_alerts(wh, week)
    plans = plan_tickets(wh, week, issues, config, now)
    images = tickets.name == "local"
    investigations: dict[str, Investigation] = {}
    drafts = []
    for plan in plans:
        if plan.action in ("unchanged", "deferred", "pending"):
            continue
        inv = investigations[plan.issue.fingerprint] = investigate(
            wh, plan.issue, plan.week, history_weeks=config.policy.history_weeks)
        drafts.append(draft_for(plan.issue, inv, plan.week, base=config.attachment_base, images=images,
                                ui_base_url=config.ui_base_url))
    report.tickets = [_ticket_line(p) for p in plans]
    if dry_run:
        report.agents = decide_agents(wh, plans, investigations, week, config, now, launcher=None, record=False)
        return report

    if issues:
        fields = ("fingerprint", "status", "tool", "error_class", "errors", "calls", "sessions", "rate",
                  "baseline_rate", "p_value", "priority")
        wh.run("triage_record_issues", {"week": week.label, "now": now, "rows": [
            {f: (float(v) if f in ("rate", "baseline_rate", "p_value") and v is not None else v)
             for f, v in ((f, getattr(i, f)) for f in fields)} for i in issues]})
    enqueue(wh, drafts, now)
    delivery = deliver_tickets(wh, tickets, now)
    report.ticket_failures = delivery.failed
    failed = {f["fingerprint"] for f in delivery.failed}
    for line in report.tickets:
        if line["fingerprint"] in failed and line["action"] not in ("unchanged", "deferred", "pending"):
            line["action"] = "failed"
    report.delivered = delivery.delivered
    delivered = {d["fingerprint"]: d for d in delivery.delivered}
    for line in report.tickets:
        done = delivered.get(line["fingerprint"])
        if done and line["action"] not in ("unchanged", "deferred", "pending"):
            # What the backend found decides: a ticket the warehouse forgot is commented, not created.
            line.update(identifier=done["identifier"], url=done["url"], action=(
                "create" if done["created"] else "reopen" if done["reopened"] else "closed" if done["closed"] else "comment"))
        elif not done and line["action"] in ("create", "comment", "reopen", "closed"):
            line["action"] = "pending"  # the run stopped before it (a transient error): next run
    report.alert_links = link_alerts(wh, investigations, week, now)
    report.agents = decide_agents(wh, plans, investigations, week, config, now, launcher=launcher, record=True)
    if config.agents.enabled and launcher is not None:
        report.launches = deliver_launches(wh, launcher, tickets, now)
    return report


def adopted_alerts(wh, week: Week) -> list[dict[str, Any]]:
    """Alerts adopted this week (a lasting shift became the baseline): regressions, with the
    shift's start and the harness versions of the day before and after it."""
    if not wh.rows("triage_alerts_table_exists")[0]["n"] or not wh.rows("triage_alerts_have_outcome")[0]["n"]:
        return []
    return [dict(r, alert_key=redact_secrets(r["alert_key"]), tool=redact_secrets(r["tool"]))
            for r in wh.rows("triage_adopted_alerts", {"week_start": week.start, "week_end": week.end})]


def _ticket_line(plan: TicketPlan) -> dict[str, Any]:
    issue = plan.issue
    return {"fingerprint": issue.fingerprint, "week": plan.week.label, "action": plan.action,
            "backlog": plan.backlog, "status": issue.status, "priority": issue.priority,
            "title": ticket_title(issue.tool, issue.error_class, issue.template),
            "identifier": (issue.ticket or {}).get("identifier"), "url": (issue.ticket or {}).get("url")}


def link_alerts(wh, investigations: dict[str, Investigation], week: Week, now: datetime) -> list[dict[str, Any]]:
    """Alert → ticket: each alert that fired on a ticketed fingerprint records the ticket."""
    links = []
    for fp, inv in investigations.items():
        rows = wh.rows("triage_ticket", {"fingerprint": fp})
        if not rows:
            continue
        for alert in inv.related_alerts:
            if alert["on_fingerprint"]:
                wh.run("triage_alert_ticket_link", {"alert_id": alert["alert_id"], "fingerprint": fp,
                                                    "identifier": rows[0]["identifier"], "url": rows[0]["url"],
                                                    "week": week.label, "now": now})
                links.append({"alert_id": alert["alert_id"], "fingerprint": fp, "identifier": rows[0]["identifier"]})
    return links


def decide_agents(wh, plans: list[TicketPlan], investigations: dict[str, Investigation], week: Week,
                  config: TriageConfig, now: datetime, *, launcher: Launcher | None, record: bool) -> list[dict[str, Any]]:
    """Fix-agent decisions for this week's ticketed issues, in impact order.

    A dry run (``record=False``) or a run without an enabled launcher decides the same
    way and writes nothing: only real launches count against the weekly budget.
    A ticket this run creates counts as open.
    """
    real = record and config.agents.enabled and launcher is not None
    decided = {r["fingerprint"] for r in wh.rows("triage_agent_launches_week", {"week": week.label})}
    candidates: list[tuple[Any, str | Callable[[], str], dict[str, Any] | None]] = []
    for plan in plans:
        issue = plan.issue
        if plan.backlog or plan.action == "deferred" or issue.fingerprint in decided:
            continue
        rows = wh.rows("triage_ticket", {"fingerprint": issue.fingerprint}) if record else []
        ticket = rows[0] if rows else issue.ticket
        if not record and plan.action == "create":
            ticket = {"state": "open"}
        elif not record and plan.action == "reopen":
            ticket = dict(issue.ticket or {}, state="open")

        candidates.append((issue, partial(_prompt, wh, issue, ticket, investigations, week, config), ticket))
    return plan_launches(wh, candidates, week.label, config.agents, now, dry_run=not real)


def _prompt(wh, issue: Issue, ticket: dict[str, Any] | None, investigations: dict[str, Investigation],
            week: Week, config: TriageConfig) -> str:
    inv = investigations.get(issue.fingerprint) or investigate(wh, issue, week, history_weeks=config.policy.history_weeks)
    return agent_prompt(issue, inv, ticket)


def _summary(issue: Issue) -> dict[str, Any]:
    return {"fingerprint": issue.fingerprint, "status": issue.status, "tool": redact_secrets(issue.tool),
            "error_class": issue.error_class, "reason": issue.reason, "errors": issue.errors,
            "calls": issue.calls, "rate": issue.rate, "baseline_rate": issue.baseline_rate,
            "baseline_weeks": issue.baseline_weeks, "sessions": issue.sessions,
            "stuck_sessions": issue.impact.stuck_sessions, "derailed_sessions": issue.impact.derailed_sessions,
            "wasted_tokens": issue.impact.wasted_tokens, "score": round(issue.score, 1),
            "priority": issue.priority, "why": issue.why, "ticket": (issue.ticket or {}).get("identifier"),
            "template": issue.template}


def file_ticket_now(wh, fingerprint: str, week: Week, config: TriageConfig, *, tickets,
                    now: datetime) -> dict[str, Any]:
    """File (or update) one fingerprint's ticket now, from this week so far: the alert's
    *Create ticket* button. Same draft, outbox and backend as the weekly triage, so the
    Monday run finds the ticket and comments instead of creating a second one."""
    issue = next((i for i in weekly_issues(wh, week, config.policy) if i.fingerprint == fingerprint), None)
    if issue is None:
        return {"error": f"fingerprint {fingerprint} has no errors in {week.label}; the weekly triage files it "
                         "if it comes back"}
    inv = investigate(wh, issue, week, history_weeks=config.policy.history_weeks)
    draft = draft_for(issue, inv, week, base=config.attachment_base, images=tickets.name == "local",
                      ui_base_url=config.ui_base_url)
    enqueue(wh, [draft], now)
    delivery = deliver_tickets(wh, tickets, now)
    done = next((d for d in delivery.delivered if d["fingerprint"] == fingerprint), None)
    if done is None:
        failed = next((f for f in delivery.failed if f["fingerprint"] == fingerprint), None)
        ticket = wh.rows("triage_ticket", {"fingerprint": fingerprint})
        if ticket:  # filed earlier this week: the outbox row was already delivered
            return {"identifier": ticket[0]["identifier"], "url": ticket[0]["url"], "created": False}
        return {"error": (failed or {}).get("error") or "the ticket is waiting in the outbox for a retry"}
    return {"identifier": done["identifier"], "url": done["url"], "created": bool(done.get("created"))}
