"""``toolwatch serve`` (the scheduled deployments) and ``toolwatch retention``.

``serve`` is the one command that goes through Prefect: it builds the
deployments from settings, finds or starts a Prefect API, and serves until
interrupted. ``retention`` calls the plain function directly, like every
other command. Prefect is imported inside the handlers only.
"""

from __future__ import annotations

import argparse


def register(sub, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "serve",
        parents=[common],
        help="run the Prefect deployments (detect every 5 min, weekly triage, retention)",
        description=(
            "Serve the detect, weekly-triage, retention and ingest deployments with the cron "
            "schedules from settings until interrupted. Uses PREFECT_API_URL when set; otherwise "
            "starts a local `prefect server start` on a free loopback port and stops it on exit."
        ),
    )
    p.add_argument("--check", action="store_true",
                   help="verify the setup (logs coming in, warehouse, Slack, Linear, receiver port), "
                        "print the deployments, then exit without serving; exit 1 when something fails")
    p.add_argument("--server-log", metavar="FILE", help="append the local Prefect server's output here")
    p.set_defaults(handler=run_serve)

    r = sub.add_parser(
        "retention",
        parents=[common],
        help="drop raw tool calls older than ingest.retention (optionally exporting them to Parquet)",
        description=(
            "Delete tool_calls rows older than the cutoff. With --export (or ingest.export_dir) they "
            "are written to a Parquet file first, read back and counted; nothing is deleted unless "
            "the export is complete. Rollups, fingerprints, alerts and tickets are kept."
        ),
    )
    r.add_argument("--older-than", metavar="AGE", help="e.g. 90d, 12w (default: setting ingest.retention)")
    r.add_argument("--export", metavar="DIR", help="export the rows to Parquet here before deleting")
    r.add_argument("--dry-run", action="store_true", help="count what would be removed, change nothing")
    r.set_defaults(handler=run_retention)


def run_retention(args: argparse.Namespace) -> int:
    from toolwatch.flows.cli.output import console, open_warehouse, print_json, settings_from
    from toolwatch.flows.steps import retention_step

    settings = settings_from(args)
    with open_warehouse(settings, must_exist=True) as wh:
        report = retention_step(wh, settings, args.older_than, args.export, dry_run=args.dry_run).to_dict()
    if args.json:
        print_json(report)
        return 0
    out = console()
    verb = "would remove" if report["dry_run"] else "removed"
    out.print(f"{verb} {report['rows_removed']:,} raw tool calls older than {report['cutoff']:%Y-%m-%d %H:%M} UTC")
    if report["rows_removed"] and report["oldest"]:
        out.print(f"  oldest {report['oldest']:%Y-%m-%d %H:%M}, newest {report['newest']:%Y-%m-%d %H:%M}")
    if report["export_path"]:
        out.print(f"  exported to {report['export_path']}")
    return 0


def _describe(deployments, api_url: str, started: bool) -> dict:
    rows = []
    for d in deployments:
        schedules = [{"cron": s.schedule.cron, "timezone": s.schedule.timezone} for s in d.schedules or []]
        rows.append({"deployment": f"{d.flow_name}/{d.name}", "schedules": schedules,
                     "concurrency_limit": d.concurrency_limit, "parameters": d.parameters})
    return {"api_url": api_url, "started_local_server": started, "deployments": rows}


def run_serve(args: argparse.Namespace) -> int:
    import os
    from contextlib import ExitStack

    from toolwatch.flows.cli.output import console, print_json, settings_from
    from toolwatch.flows.prefect_flows.deployments import build_deployments
    from toolwatch.flows.prefect_flows.server import configured_api_url, local_server

    settings = settings_from(args)
    deployments = build_deployments(settings)  # bad crons and time zones fail here, before any server
    out = console(stderr=bool(args.json))
    with ExitStack() as stack:
        configured = configured_api_url()
        started = configured is None
        if configured is not None:
            api_url = configured
        elif args.check:
            api_url = "(a local server would be started)"
        else:
            out.print("PREFECT_API_URL is not set: starting a local Prefect server…")
            api_url = stack.enter_context(local_server(log_path=args.server_log))
        summary = _describe(deployments, api_url, started)
        checks = []
        if args.check:
            from toolwatch.flows.setup_check import check_setup

            checks = check_setup(settings)
            summary["checks"] = [c.to_dict() for c in checks]
        if args.json:
            print_json(summary)
        else:
            for check in checks:
                mark = {"ok": "[green]ok  [/green]", "warn": "[yellow]warn[/yellow]", "fail": "[red]FAIL[/red]"}[check.status]
                out.print(f"{mark} {check.name:<24} ", end="")
                out.print(check.detail, markup=False)
            out.print(f"Prefect API: {api_url}" + (" (local, stopped on exit)" if started and not args.check else ""))
            for row in summary["deployments"]:
                when = ", ".join(f"{s['cron']} ({s['timezone']})" for s in row["schedules"]) or "on demand"
                out.print(f"  {row['deployment']:<40} {when}")
        if args.check:
            return 1 if any(c.status == "fail" for c in checks) else 0
        if settings["receive.enabled"]:
            from toolwatch.flows.intake.receiver import start_receiver, stop_receiver
            from toolwatch.flows.wiring import receiver_options

            options = receiver_options(settings)
            receiver = start_receiver(options)
            stack.callback(stop_receiver, *receiver)
            out.print(f"receiving OTLP and hook events at http://{options.host}:{receiver[0].port} → {options.spool}")
        if settings["ui.enabled"]:
            stack.callback(_start_ui(settings, out))
        from prefect import serve
        from prefect.settings import PREFECT_API_URL, temporary_settings

        # Flow runs start in their own processes: they find the API through the environment.
        os.environ["PREFECT_API_URL"] = api_url
        with temporary_settings(updates={PREFECT_API_URL: api_url}):
            serve(*deployments, print_starting_message=not args.json)
    return 0


def _start_ui(settings, out):
    """The web UI (``ui.enabled``) in a thread beside the deployments; returns its stop function."""
    import threading

    import uvicorn

    from toolwatch.flows.cli.ui import check_binding, lower_priority
    from toolwatch.flows.ui.app import create_app

    host, port = settings["ui.host"], settings["ui.port"]
    check_binding(host, settings["ui.token"])
    server = uvicorn.Server(uvicorn.Config(create_app(settings), host=host, port=port, log_level="warning"))

    def run() -> None:
        lower_priority()  # this thread and the ones it starts (page renders); the flow runs keep theirs
        server.run()

    thread = threading.Thread(target=run, name="toolwatch-ui", daemon=True)
    thread.start()
    out.print(f"UI: http://{host}:{port}/", markup=False)

    def stop() -> None:
        server.should_exit = True
        thread.join(timeout=10)

    return stop
