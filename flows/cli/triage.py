"""``toolwatch triage | issues | show | ticket | agent``: the weekly triage and the skill's commands.

The backends are chosen here, the composition root: ``LINEAR_API_KEY`` set →
Linear (``LINEAR_API_URL`` overrides the endpoint), otherwise Markdown tickets
in ``triage.local_dir``. Fix agents launch only with ``triage.agents.enabled``.
:func:`triage` is what the weekly Prefect flow and the demo call.
"""

from __future__ import annotations

import argparse
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from toolwatch.flows.cli.output import console, open_warehouse, print_json, settings_from


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    week = argparse.ArgumentParser(add_help=False)
    week.add_argument("--week", metavar="YYYY-Www", help="ISO week, e.g. 2026-W48 (default: the last complete week)")

    t = sub.add_parser("triage", parents=[common, week], help="weekly triage: new/spiking/regressed issues → tickets → fix agents",
                       description="Compute the week's issues, create or update one ticket per fingerprint (Linear with "
                       "LINEAR_API_KEY, else Markdown in triage.local_dir) and plan fix agents. Safe to re-run.")
    t.add_argument("--dry-run", action="store_true", help="show what would happen; write nothing anywhere")
    t.add_argument("--all", action="store_true", help="list every issue and ticket, not only the top 10 by impact")
    t.set_defaults(handler=run_triage_cmd)

    i = sub.add_parser("issues", parents=[common, week], help="this week's issues per fingerprint, ranked by impact")
    i.add_argument("--status", action="append", choices=["new", "spiking", "regressed", "ongoing"],
                   help="only these statuses (repeatable)")
    i.add_argument("--limit", type=int, default=50, help="at most this many (default 50)")
    i.set_defaults(handler=run_issues)

    s = sub.add_parser("show", parents=[common, week], help="drill into one fingerprint: trend, breakdowns, redacted samples")
    s.add_argument("fingerprint", help="a fingerprint, a unique prefix of one (4+ characters), or a ticket id such as HAR-123")
    s.add_argument("--markdown", action="store_true", help="print the investigation as the ticket would show it")
    s.add_argument("--samples", type=int, default=5, help="distinct sample messages (default 5)")
    s.set_defaults(handler=run_show)

    ticket = sub.add_parser("ticket", help="tickets keyed by fingerprint (upsert, list, close)")
    ts = ticket.add_subparsers(dest="ticket_command", metavar="SUBCOMMAND", required=True)
    u = ts.add_parser("upsert", parents=[common, week], help="create or update the fingerprint's ticket (idempotent per week)")
    u.add_argument("fingerprint")
    u.add_argument("--description-file", metavar="FILE", help="your own investigation (Markdown) instead of the generated one")
    u.set_defaults(handler=run_ticket_upsert)
    tl = ts.add_parser("list", parents=[common], help="known tickets and their state")
    tl.set_defaults(handler=run_ticket_list)
    tc = ts.add_parser("close", parents=[common], help="close a ticket; --fixed-in keeps old clients from reopening it")
    tc.add_argument("fingerprint")
    tc.add_argument("--fixed-in", metavar="VERSION", help="first harness version with the fix")
    tc.set_defaults(handler=run_ticket_close)

    agent = sub.add_parser("agent", help="fix agents (launch, list)")
    ag = agent.add_subparsers(dest="agent_command", metavar="SUBCOMMAND", required=True)
    al = ag.add_parser("launch", parents=[common, week], help="launch a fix agent on a fingerprint (dry-run unless enabled)")
    al.add_argument("fingerprint")
    al.add_argument("--force", action="store_true", help="skip the eligibility rules (the weekly budget still applies)")
    al.set_defaults(handler=run_agent_launch)
    ls = ag.add_parser("list", parents=[common], help="recorded launches")
    ls.add_argument("fingerprint", nargs="?")
    ls.set_defaults(handler=run_agent_list)


# -- handlers ----------------------------------------------------------------------


TOP = 10


def run_triage_cmd(args: argparse.Namespace) -> int:
    from toolwatch.flows.steps import weekly_triage_step

    settings = settings_from(args)
    report = weekly_triage_step(settings, week=args.week, dry_run=args.dry_run)
    if args.json:
        print_json(report.to_dict())
        return 1 if report.ticket_failures else 0
    from rich.markup import escape

    from toolwatch.detectors.redact import safe_text

    out = console()
    counts = report.counts
    dry = report.dry_run
    out.print(f"[bold]triage {report.week}[/bold]{' (dry run: nothing written, this is what a run would do)' if dry else ''}: "
              f"{len(report.issues)} fingerprints with errors")
    if report.agent_run is not None:
        _agent_summary(out, report.agent_run)
    verb = "would be " if dry else ""
    out.print(f"tickets: {counts['create']} {verb}created, {counts['comment'] + counts['reopen']} {verb}updated "
              f"({counts['reopen']} reopened), {counts['unchanged']} unchanged this week, {counts['closed']} closed "
              f"and left alone, {counts['deferred']} deferred to the next run, {counts['failed']} failed")
    launched = "would launch" if dry or not any(not a["dry_run"] for a in report.agents) else "launched"
    out.print(f"fix agents: {counts['agents']} {launched}"
              + (f"; {len(report.adopted)} alert(s) adopted as the new baseline this week (regressions):"
                 if report.adopted else ""))
    for a in report.adopted:
        before, after = ", ".join((a["versions_before"] or [])[:3]), ", ".join((a["versions_after"] or [])[:3])
        out.print(f"  regression (alert #{a['alert_id']} adopted) {escape(safe_text(a['alert_key'], one_line=True))}: "
                  f"{_rate(a['rate_before'])} → {_rate(a['rate_after'])} since {a['started_at']:%Y-%m-%d %H:%M} UTC; "
                  f"harness before: {escape(safe_text(before or '–', one_line=True))}, "
                  f"after: {escape(safe_text(after or '–', one_line=True))}")
    shown = report.issues if args.all else report.issues[:TOP]
    if shown:
        out.print(f"{'all issues' if args.all else f'top {len(shown)} by impact'}"
                  f"{'' if args.all or len(report.issues) <= TOP else f' (of {len(report.issues)}; --all for every one)'}:")
        _issues_table(out, shown)
    changed = [t for t in report.tickets if t["action"] not in ("unchanged", "closed")]
    for t in changed if args.all else changed[:TOP]:
        where = t.get("url") or t.get("identifier") or ""
        backlog = f" (backlog, {t['week']})" if t.get("backlog") else ""
        out.print(f"  {t['action']:<9} {t.get('identifier') or t['fingerprint']}{backlog}  "
                  f"{escape(safe_text(t['title'], one_line=True))}"
                  f"{'  ' + escape(safe_text(where, one_line=True)) if where and where != t.get('identifier') else ''}",
                  no_wrap=True, overflow="ellipsis")
    if not args.all and len(changed) > TOP:
        out.print(f"  … {len(changed) - TOP} more ticket changes (--all)")
    for f in report.ticket_failures:
        out.print(f"[red]ticket {f['fingerprint']} not delivered[/red]: {escape(safe_text(f['error'], one_line=True))} (retried next run)")
    for a in report.agents:
        if a["launch"]:
            out.print(f"  agent {a['fingerprint']}: {'launch (dry run)' if a['dry_run'] else 'launched'}")
        elif args.all:
            out.print(f"  agent {a['fingerprint']}: no agent: {escape(safe_text(a['why_not'], one_line=True))}")
    for w in report.warnings:
        out.print(f"[yellow]warning[/yellow]: {escape(safe_text(w, one_line=True))}")
    return 1 if report.ticket_failures else 0


def _agent_summary(out: Any, run: dict[str, Any]) -> None:
    """What the triage agent did and what the safety net caught after it."""
    from rich.markup import escape

    from toolwatch.detectors.redact import safe_text

    how = {"ok": "finished", "failed": f"failed (exit {run['exit_code']})", "timeout": "timed out and was stopped",
           "not_started": "did not start"}[run["status"]]
    colour = "green" if run["status"] == "ok" else "red"
    out.print(f"agent: [{colour}]{how}[/{colour}] after {run['duration_s']:.0f} s; log {escape(run['log'] or '–')}")
    if run["error"] and run["status"] == "not_started":
        out.print(f"  {escape(safe_text(run['error'], one_line=True))}")
    c = run["actions"]["counts"]
    out.print(f"agent did: {c['created']} tickets created, {c['updated']} updated, {c['closed']} closed, "
              f"{c['reopened']} reopened, {c['comments']} ticket event(s), {c['launches']} fix agents launched"
              + (f", {c['undelivered']} ticket(s) not delivered yet" if c["undelivered"] else ""))
    for t in run["actions"]["tickets"]:
        out.print(f"  agent {t['action']:<8} {t['identifier']}  {escape(safe_text(t['title'], one_line=True))}",
                  no_wrap=True, overflow="ellipsis")
    net = run["net"]
    out.print(f"safety net caught: {len(net['caught'])} ticket(s) the agent left undone, "
              f"{len(net['updated'])} weekly update(s) it skipped")
    for t in net["caught"]:
        out.print(f"  net {t['action']:<8} {t.get('identifier') or t['fingerprint']}  "
                  f"{escape(safe_text(t['title'], one_line=True))}", no_wrap=True, overflow="ellipsis")


def _rate(x: float | None) -> str:
    return "–" if x is None else f"{x:.2%}"


def _issues_table(out: Any, issues: list[dict[str, Any]]) -> None:
    """One line per issue at any terminal width: the template is cut to what is left."""
    from rich.table import Table
    from rich.text import Text

    from toolwatch.detectors.redact import safe_text

    cells = [(str(i["priority"]), i["status"], i["error_class"], safe_text(i["tool"], one_line=True), f"{i['errors']:,}",
              f"{i['sessions']:,}/{i.get('stuck_sessions', 0):,}", i["fingerprint"],
              safe_text(" ".join(str(i.get("template") or i.get("why") or "").split()), one_line=True)) for i in issues]
    headers = ("P", "status", "class", "tool", "errors", "sess/stuck", "fingerprint", "template")
    natural = [max([len(h)] + [len(c[n]) for c in cells]) for n, h in enumerate(headers)]
    # Columns get their natural width; class and tool give way first (down to 8), the template
    # takes what is left (at least 12): one line per issue at any width from 80 columns up.
    widths = natural[:7] + [0]
    for n, floor in ((3, 8), (2, 8)):
        over = sum(widths) + len(headers) - 1 + 12 - out.width
        if over > 0:
            widths[n] = max(floor, widths[n] - over)
    widths[7] = max(12, out.width - sum(widths[:7]) - (len(headers) - 1))
    table = Table(box=None, pad_edge=False, header_style="bold", padding=(0, 1, 0, 0), show_edge=False)
    for n, name in enumerate(headers):
        table.add_column(name, justify="right" if name in ("P", "errors", "sess/stuck") else "left", no_wrap=True,
                         overflow="ellipsis", width=widths[n])
    for row in cells:
        table.add_row(*(Text(c) for c in row))
    out.print(table, soft_wrap=False)


def run_issues(args: argparse.Namespace) -> int:
    from toolwatch.flows.steps import triage_week
    from toolwatch.flows.wiring import triage_config
    from toolwatch.skills.issues import weekly_issues
    from toolwatch.skills.triage import _summary

    settings = settings_from(args)
    week = triage_week(settings, args.week, _now())
    with open_warehouse(settings, must_exist=True) as wh:
        issues = weekly_issues(wh, week, triage_config(settings).policy)
    from toolwatch.detectors.redact import redact_secrets

    rows = [_summary(i) | {"template": redact_secrets(i.template), "first_seen": i.first_seen, "last_seen": i.last_seen}
            for i in issues if not args.status or i.status in args.status][: args.limit]
    if args.json:
        print_json({"week": week.label, "issues": rows})
    else:
        out = console()
        out.print(f"[bold]issues {week.label}[/bold]: {len(rows)} fingerprints")
        _issues_table(out, rows)
    return 0


def _find_issue(wh: Any, settings: Any, fingerprint: str, week: Any):
    from toolwatch.flows.wiring import triage_config
    from toolwatch.skills.issues import weekly_issues
    from toolwatch.warehouse.errors import ConfigError

    for issue in weekly_issues(wh, week, triage_config(settings).policy):
        if issue.fingerprint == fingerprint:
            return issue
    raise ConfigError(f"fingerprint {fingerprint!r} has no errors in {week.label}; see `toolwatch issues --week {week.label}`")


def run_show(args: argparse.Namespace) -> int:
    from toolwatch.flows.steps import triage_week
    from toolwatch.flows.wiring import triage_config
    from toolwatch.skills.investigation import investigate, render_investigation
    from toolwatch.skills.lookup import resolve_fingerprint

    settings = settings_from(args)
    week = triage_week(settings, args.week, _now())
    with open_warehouse(settings, must_exist=True) as wh:
        issue = _find_issue(wh, settings, resolve_fingerprint(wh, args.fingerprint), week)
        inv = investigate(wh, issue, week, history_weeks=triage_config(settings).policy.history_weeks, samples=args.samples)
    if args.json:
        print_json(inv.to_dict())
    elif args.markdown:
        print(render_investigation(inv), end="")
    else:
        from rich.markdown import Markdown

        # The ticket's Markdown rendered for the terminal: escapes resolved, tables drawn.
        console().print(Markdown(render_investigation(inv)), soft_wrap=False)
    return 0


def run_ticket_upsert(args: argparse.Namespace) -> int:
    from toolwatch.detectors.redact import redact_secrets
    from toolwatch.flows.steps import triage_week
    from toolwatch.flows.wiring import build_tickets, triage_config
    from toolwatch.skills.investigation import investigate
    from toolwatch.skills.lookup import resolve_fingerprint
    from toolwatch.skills.tickets import deliver_tickets, enqueue
    from toolwatch.skills.triage import draft_for

    settings = settings_from(args)
    now = _now()
    week = triage_week(settings, args.week, now)
    with open_warehouse(settings, must_exist=True) as wh:
        issue = _find_issue(wh, settings, resolve_fingerprint(wh, args.fingerprint), week)
        config = triage_config(settings)
        tickets = build_tickets(wh, settings)
        inv = investigate(wh, issue, week, history_weeks=config.policy.history_weeks)
        draft = draft_for(issue, inv, week, base=config.attachment_base, images=tickets.name == "local")
        if args.description_file:
            text = Path(args.description_file).read_text() if args.description_file != "-" else _stdin()
            draft.description = draft.comment = redact_secrets(text)
        queued = enqueue(wh, [draft], now)
        report = deliver_tickets(wh, tickets, now)
        ticket = next(iter(wh.rows("triage_ticket", {"fingerprint": issue.fingerprint})), None)
    result = {"fingerprint": issue.fingerprint, "week": week.label, "queued": bool(queued),
              "delivered": report.delivered, "failed": report.failed, "ticket": ticket}
    if args.json:
        print_json(result)
    else:
        out = console()
        if not queued:
            out.print(f"{issue.fingerprint}: ticket already up to date for {week.label}")
        for d in report.delivered:
            out.print(f"{d['identifier']}: {'created' if d['created'] else 'updated'}  {d['url']}")
        for f in report.failed:
            out.print(f"[red]{f['fingerprint']}: not delivered[/red]: {f['error']}")
    return 1 if report.failed else 0


def _stdin() -> str:
    import sys

    return sys.stdin.read()


def run_ticket_list(args: argparse.Namespace) -> int:
    settings = settings_from(args)
    with open_warehouse(settings, must_exist=True) as wh:
        tickets = wh.rows("triage_tickets")
    if args.json:
        print_json({"tickets": tickets})
    else:
        from toolwatch.detectors.redact import safe_text

        out = console()
        for t in tickets:
            out.print(f"{t['identifier']}  {t['state']:<6}  P{t['priority']}  {t['fingerprint']}  {safe_text(t['title'], one_line=True)}",
                      markup=False)
        if not tickets:
            out.print("no tickets yet")
    return 0


def run_ticket_close(args: argparse.Namespace) -> int:
    from toolwatch.flows.wiring import build_tickets
    from toolwatch.skills.tickets import set_state
    from toolwatch.warehouse.errors import ConfigError

    settings = settings_from(args)
    now = _now()
    with open_warehouse(settings, must_exist=True) as wh:
        rows = wh.rows("triage_ticket", {"fingerprint": args.fingerprint})
        if not rows:
            raise ConfigError(f"no ticket for fingerprint {args.fingerprint!r}; see `toolwatch ticket list`")
        tickets = build_tickets(wh, settings)
        if rows[0]["backend"] == tickets.name:
            tickets.close(rows[0])
        set_state(wh, args.fingerprint, "closed", now, fixed_in_version=args.fixed_in)
        if tickets.name == "local" and rows[0]["backend"] == "local":
            tickets.publish(args.fingerprint, None)
        ticket = wh.rows("triage_ticket", {"fingerprint": args.fingerprint})[0]
    if args.json:
        print_json({"ticket": ticket})
    else:
        fixed = f", fixed in {ticket['fixed_in_version']}" if ticket["fixed_in_version"] else ""
        console().print(f"{ticket['identifier']}: closed{fixed}")
    return 0


def run_agent_launch(args: argparse.Namespace) -> int:
    from toolwatch.flows.steps import triage_week
    from toolwatch.flows.wiring import build_launcher, build_tickets, triage_config
    from toolwatch.skills.agents import deliver_launches, plan_launches
    from toolwatch.skills.investigation import investigate
    from toolwatch.skills.lookup import resolve_fingerprint
    from toolwatch.skills.triage import agent_prompt

    settings = settings_from(args)
    now = _now()
    week = triage_week(settings, args.week, now)
    config = triage_config(settings)
    with open_warehouse(settings, must_exist=True) as wh:
        issue = _find_issue(wh, settings, resolve_fingerprint(wh, args.fingerprint), week)
        tickets = build_tickets(wh, settings)
        ticket = next(iter(wh.rows("triage_ticket", {"fingerprint": issue.fingerprint})), None)
        inv = investigate(wh, issue, week, history_weeks=config.policy.history_weeks)
        launcher = build_launcher(settings, tickets) if config.agents.enabled else None
        dry = launcher is None
        decisions = plan_launches(wh, [(issue, agent_prompt(issue, inv, ticket), ticket)], week.label,
                                  config.agents, now, dry_run=dry, force=args.force)
        launches = [] if launcher is None else deliver_launches(wh, launcher, tickets, now)
    result = {"decision": decisions[0], "launches": launches}
    if args.json:
        print_json(result)
    else:
        d = decisions[0]
        out = console()
        if not d["launch"]:
            out.print(f"{issue.fingerprint}: no agent: {d['why_not']}", markup=False)
        elif d["dry_run"]:
            out.print(f"{issue.fingerprint}: would launch ({d['launcher']}); dry run: set [triage.agents] enabled = true "
                      "and the launcher's key to launch for real", markup=False)
        for launch in launches:
            out.print(f"{issue.fingerprint}: launched {launch.get('url') or launch.get('external_id') or launch.get('error')}",
                      markup=False)
    return 0


def run_agent_list(args: argparse.Namespace) -> int:
    settings = settings_from(args)
    with open_warehouse(settings, must_exist=True) as wh:
        rows = wh.rows("triage_agent_launches", {"fingerprint": args.fingerprint})
    for r in rows:
        r.pop("prompt")
    if args.json:
        print_json({"launches": rows})
    else:
        out = console()
        for r in rows:
            dry = " (dry run)" if r["dry_run"] else ""
            out.print(f"#{r['launch_id']} {r['week']} {r['fingerprint']} {r['launcher']} {r['status']}{dry} {r['url'] or ''}")
        if not rows:
            out.print("no launches recorded")
    return 0
