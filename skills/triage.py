"""The weekly triage without an LLM: issues → investigations → tickets → fix agents.

:func:`run_triage` is the plain function that ``toolwatch triage`` and the
weekly Prefect flow both call. Steps, each safe to repeat:

1. refresh the state of known tickets from the backend (closed in Linear?);
2. compute the week's issues and investigate the ones that get a ticket;
3. record the week in ``triage_issues`` and enqueue ticket drafts (outbox);
4. deliver pending ticket rows (this week's and any left by a failed run);
5. plan fix agents within the budget and deliver them.

``dry_run`` stops after step 2 and writes nothing anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from toolwatch.detectors.redact import redact_secrets, safe_label
from toolwatch.skills.agents import (
    AgentConfig,
    Launcher,
    deliver_launches,
    eligibility,
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


@dataclass(frozen=True)
class TriageConfig:
    policy: TriagePolicy = TriagePolicy()
    agents: AgentConfig = AgentConfig()
    attachment_base: str = DEFAULT_ATTACHMENT_BASE
    ui_base_url: str = ""  # the web UI: each ticket links to its fingerprint's page there


@dataclass
class TriageReport:
    week: str
    dry_run: bool
    issues: list[dict[str, Any]] = field(default_factory=list)
    tickets: list[dict[str, Any]] = field(default_factory=list)
    ticket_failures: list[dict[str, Any]] = field(default_factory=list)
    agents: list[dict[str, Any]] = field(default_factory=list)
    launches: list[dict[str, Any]] = field(default_factory=list)
    refreshed: list[dict[str, Any]] = field(default_factory=list)
    verdicts: list[dict[str, str]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def needs_ticket(issue: Issue) -> bool:
    """New, spiking and regressed issues get a ticket; an open ticket gets this week's numbers."""
    if issue.status in ACTIONABLE:
        return True
    return bool(issue.ticket and issue.ticket["state"] == "open")


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
    images = tickets.name == "local"
    done = {(r["kind"], r["fingerprint"]) for r in wh.rows("triage_week_done", {"week": week.label})}
    drafts, investigations = [], {}
    for issue in issues:
        if not needs_ticket(issue):
            continue
        if dry_run or ("ticket", issue.fingerprint) not in done:
            inv = investigations[issue.fingerprint] = investigate(
                wh, issue, week, history_weeks=config.policy.history_weeks)
            drafts.append(draft_for(issue, inv, week, base=config.attachment_base, images=images,
                                    ui_base_url=config.ui_base_url))
    report.issues = [_summary(i) for i in issues]
    if dry_run:
        report.tickets = [{"fingerprint": d.fingerprint, "title": d.title, "status": d.status,
                           "priority": d.priority, "action": _planned_action(d, issues)} for d in drafts]
        report.agents = _dry_agents(wh, issues, investigations, week, config, now)
        return report

    if issues:
        fields = ("fingerprint", "status", "tool", "error_class", "errors", "calls", "sessions", "rate",
                  "baseline_rate", "p_value", "priority")
        wh.run("triage_record_issues", {"week": week.label, "now": now, "rows": [
            {f: (float(v) if f in ("rate", "baseline_rate", "p_value") and v is not None else v)
             for f, v in ((f, getattr(i, f)) for f in fields)} for i in issues]})
    enqueue(wh, drafts, now)
    delivery = deliver_tickets(wh, tickets, now)
    report.tickets, report.ticket_failures = delivery.delivered, delivery.failed

    ticket_rows = {t["fingerprint"]: t for t in wh.rows("triage_tickets")}
    agents_dry = not config.agents.enabled or launcher is None
    spent = wh.rows("triage_agent_launches_in_week",
                    {"week": week.label, "dry_run": agents_dry})[0]["n"] >= config.agents.weekly_budget
    candidates = []
    for issue in issues:
        fp = issue.fingerprint
        if not needs_ticket(issue) or ("agent", fp) in done:
            continue  # decided earlier this week
        if fp not in investigations:  # a re-run: investigate again only if an agent may be launched
            if spent or eligibility(wh, issue, ticket_rows.get(fp), config.agents, now) is not None:
                continue
            investigations[fp] = investigate(wh, issue, week, history_weeks=config.policy.history_weeks)
        candidates.append((issue, agent_prompt(issue, investigations[fp], ticket_rows.get(fp)), ticket_rows.get(fp)))
    report.agents = plan_launches(wh, candidates, week.label, config.agents, now, dry_run=agents_dry)
    if not agents_dry and launcher is not None:
        report.launches = deliver_launches(wh, launcher, tickets, now)
    return report


def _summary(issue: Issue) -> dict[str, Any]:
    return {"fingerprint": issue.fingerprint, "status": issue.status, "tool": redact_secrets(issue.tool),
            "error_class": issue.error_class, "reason": issue.reason, "errors": issue.errors,
            "calls": issue.calls, "rate": issue.rate, "baseline_rate": issue.baseline_rate,
            "sessions": issue.sessions, "priority": issue.priority, "why": issue.why,
            "ticket": (issue.ticket or {}).get("identifier")}


def _planned_action(draft: TicketDraft, issues: list[Issue]) -> str:
    ticket = next(i.ticket for i in issues if i.fingerprint == draft.fingerprint)
    if ticket is None:
        return "create"
    if ticket["state"] == "closed":
        return "reopen" if draft.reopen else "none (closed)"
    return "comment"


def _dry_agents(wh, issues, investigations, week, config, now) -> list[dict[str, Any]]:
    """What the agent step would decide, without recording anything."""
    out, used = [], wh.rows("triage_agent_launches_in_week", {"week": week.label, "dry_run": False})[0]["n"]
    for issue in issues:
        if issue.fingerprint not in investigations:
            continue
        # A ticket this run would create counts as open for the decision.
        ticket = issue.ticket or {"state": "open"}
        why_not = eligibility(wh, issue, ticket, config.agents, now)
        if why_not is None and used >= config.agents.weekly_budget:
            why_not = f"weekly budget of {config.agents.weekly_budget} agents is spent"
        used += why_not is None
        out.append({"fingerprint": issue.fingerprint, "launch": why_not is None, "why_not": why_not,
                    "dry_run": True, "launcher": config.agents.launcher})
    return out


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
