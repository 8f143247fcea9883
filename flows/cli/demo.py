"""``toolwatch demo``: simulate → ingest → detect → alert → triage, with local sinks."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "demo",
        parents=[common],
        help="run the whole pipeline on simulated data with local sinks",
        description="Simulate two weeks of tool calls with labelled incidents, then ingest, detect, "
        "deliver alerts and run the weekly triage. Alerts and tickets are files under --out, even "
        "when SLACK_BOT_TOKEN / LINEAR_API_KEY are set, unless --live is given.",
    )
    p.add_argument("--out", type=Path, default=Path("toolwatch-out/demo"), help="output folder (default %(default)s)")
    p.add_argument("--days", type=float, default=14, help="days to simulate (default %(default)s)")
    p.add_argument("--scale", type=float, default=0.3, help="traffic scale, 1.0 = 100k calls a day (default %(default)s)")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--no-prefect", action="store_true", help="run the plain steps instead of the Prefect flows")
    p.add_argument("--live", action="store_true",
                   help="send the demo's fake alerts and tickets to the Slack / Linear that the tokens name")
    p.set_defaults(handler=run_demo_command)


def run_demo_command(args: argparse.Namespace) -> int:
    from toolwatch.flows.cli.output import console, print_json
    from toolwatch.flows.demo import run_demo

    err = console(stderr=True)
    say = (lambda _msg: None) if args.json else (lambda msg: err.print(f"[dim]›[/dim] {msg}"))
    result = run_demo(args.out, days=args.days, seed=args.seed, scale=args.scale,
                      prefect=not args.no_prefect, live=args.live, say=say)
    if args.json:
        print_json(result.to_dict())
        return 0
    _print_summary(console(), result)
    return 0


def _print_summary(out: Any, result: Any) -> None:
    s = result.summary
    out.print()
    out.print(f"[bold]toolwatch demo[/bold] — {result.simulated['events']:,} simulated tool calls "
              f"({result.simulated['start']} → {result.simulated['end']}), "
              f"{result.simulated['incidents']} labelled incidents")
    out.print(f"  ingested {s['events']:,} calls, {s['errors']:,} errors ({s['unknown_errors']:,} unknown), "
              f"{s['rejected_lines']:,} malformed lines rejected, {s['fingerprints']:,} distinct fingerprints")
    out.print(f"  alerts: {s['alerts_opened']} opened, {s['alerts_open']} still open, "
              f"{s['notifications_delivered']} notifications delivered")
    for alert in s["alert_list"][:12]:
        state = "open" if alert["status"] == "open" else f"{alert['outcome'] or 'resolved'} {alert['resolved_at']:%a %H:%M}"
        out.print(f"    {alert['opened_at']:%a %d %H:%M}  {alert['kind']:<17} {alert['tool']:<24} "
                  f"{alert['model']:<18} {alert['error_class']:<21} {state}", markup=False)
    if len(s["alert_list"]) > 12:
        out.print(f"    … and {len(s['alert_list']) - 12} more")
    _print_score(out, s["score"])
    out.print(f"  tickets: {s['tickets']}")
    for ticket in s["ticket_list"][:8]:
        out.print(f"    {ticket['identifier']}  P{ticket['priority']}  {ticket['title']}", markup=False)
    out.print("  top fingerprints:")
    for fp in s["top_fingerprints"]:
        out.print(f"    {fp['errors']:>6,}  {fp['tool']:<18} {fp['error_class']:<21} {fp['template'][:70]}",
                  markup=False)
    out.print()
    out.print(f"  warehouse    {result.db_path}   (try: toolwatch --db {result.db_path} issues)")
    out.print(f"  alerts       {s['alerts_dir']}")
    out.print(f"  tickets      {s['tickets_dir']}")
    out.print(f"  ground truth {result.simulated['ground_truth']}")
    out.print(f"  ran as       {'Prefect flows' if result.used_prefect else 'plain steps'}")
    for note in result.notes:
        out.print(f"  note: {note}")


def _print_score(out: Any, score: dict[str, Any]) -> None:
    """How the run did against the simulator's ground truth: found with delays, missed and why, false alerts."""
    found, must = score["recall"]
    out.print(f"  score against the ground truth: {found}/{must} incidents that should alert found, "
              f"{len(score['false_alerts'])} false alert(s)")
    for f in score["found"]:
        extra = "" if f["should_alert"] else " (not required)"
        out.print(f"    found   {f['id']}  {f['kind']:<16} after {f['delay_min']:.0f} min{extra}", markup=False)
    for m in score["missed"]:
        out.print(f"    missed  {m['id']}  {m['kind']:<16} {m['why'][:110]}", markup=False)
    for a in score["false_alerts"]:
        out.print(f"    false   {a['fired_at']:%a %d %H:%M}  {a['kind']} {a['tool']} {a['model'] or 'all models'} "
                  f"{a['error_class']}", markup=False)
