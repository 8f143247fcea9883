"""``toolwatch deliver`` (flush the Slack outbox) and ``toolwatch slack test|outbox|preview`` for on-call.

The sink is chosen here, the composition root: ``SLACK_BOT_TOKEN`` set → Slack
(``SLACK_API_URL`` overrides the endpoint), otherwise the local sink in
``alerts.local_dir``. Other flows (``toolwatch detect``, the demo) call
:func:`deliver` so every path delivers the same way. Heavy imports
(duckdb, slack_sdk, matplotlib) stay inside functions.
"""

from __future__ import annotations

import argparse
from datetime import UTC, datetime
from typing import Any

from toolwatch.flows.cli.output import console, open_warehouse, print_json, settings_from


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    d = sub.add_parser(
        "deliver",
        parents=[common],
        help="deliver pending Slack alerts from the outbox (retries, in order, never twice)",
        description="Send undelivered outbox rows to Slack, or to the local sink when SLACK_BOT_TOKEN is not set. "
        "Exit 0 when everything went, 1 when some rows wait for a retry or were given up, 2 when Slack refused the token.",
    )
    d.add_argument("--retry-failed", action="store_true", help="re-queue rows given up earlier, then deliver")
    d.add_argument("--max-attempts", type=int, default=8, help="give a row up after this many transient failures (default 8)")
    d.add_argument("--no-charts", action="store_true", help="do not attach the 24 h chart")
    d.set_defaults(handler=run_deliver)

    slack = sub.add_parser("slack", help="Slack set-up checks and outbox inspection for on-call")
    slack_sub = slack.add_subparsers(dest="slack_command", metavar="SUBCOMMAND", required=True)
    t = slack_sub.add_parser(
        "test", parents=[common],
        help="post a sample alert through the configured sink, edit it to resolved, reply in its thread",
    )
    t.add_argument("--channel", help="channel to test (default: alerts.slack.default_channel)")
    t.set_defaults(handler=run_slack_test)
    o = slack_sub.add_parser("outbox", parents=[common], help="what is waiting or was given up in the Slack outbox")
    o.add_argument("--limit", type=int, default=20, help="rows to list (default 20)")
    o.set_defaults(handler=run_slack_outbox)
    p = slack_sub.add_parser("preview", parents=[common], help="print how an outbox row (or a sample alert) renders, send nothing")
    p.add_argument("--outbox-id", type=int, help="outbox row to render (default: a sample alert)")
    p.set_defaults(handler=run_slack_preview)


def run_deliver(args: argparse.Namespace) -> int:
    from toolwatch.alerts.sink import SinkRefused
    from toolwatch.flows.steps import deliver
    from toolwatch.warehouse.errors import ConfigError

    if args.max_attempts < 1:
        raise ConfigError(f"--max-attempts must be at least 1, got {args.max_attempts}")
    settings = settings_from(args)
    with open_warehouse(settings, must_exist=True) as wh:
        if args.retry_failed:
            wh.run("slack_outbox_requeue_failed")
        out = None if args.json else console()
        report = deliver(wh, settings, out=out, max_attempts=args.max_attempts, charts=not args.no_charts)
    if report.refused:
        raise SinkRefused(report.stopped + f"; {report.retrying + report.waiting} notifications are kept for later")
    if args.json:
        print_json(report.to_dict())
    else:
        _print_report(report)
    return 0 if not (report.retrying or report.waiting or report.failed) else 1


def _print_report(report: Any) -> None:
    from toolwatch.detectors.redact import safe_text

    c = console()
    where = "Slack" if report.sink == "slack" else "the local sink"
    c.print(f"delivered {report.delivered} to {where}: {report.posted} new messages, {report.replies} thread replies, "
            f"{report.updated} edits, {report.charts} charts"
            + (f", {report.adopted} found already posted" if report.adopted else "")
            + (f", {report.silenced} silenced" if report.silenced else ""), markup=False)
    if report.retrying or report.waiting:
        c.print(f"waiting: {report.retrying} to retry, {report.waiting} not tried this run (after a stop, not due, or behind an earlier row of their alert)", markup=False)
    if report.stopped:
        c.print(f"stopped early: {safe_text(report.stopped, one_line=True)}", markup=False)
    for error in report.errors:
        c.print(f"given up: {safe_text(error, one_line=True)}", markup=False)
    for warning in report.warnings:
        c.print(f"warning: {safe_text(warning, one_line=True)}", markup=False)


def sample_payload(now: datetime | None = None) -> dict[str, Any]:
    """A realistic alert payload (docs/DEVELOPING.md "Outbox" shape) for tests of the set-up and previews."""
    from datetime import timedelta

    # Opened 25 minutes ago, so the resolved edit of `slack test` shows a duration.
    now = (now or datetime.now(UTC)).replace(microsecond=0) - timedelta(minutes=25)
    iso = lambda t: t.strftime("%Y-%m-%dT%H:%M:%SZ")  # noqa: E731
    series = [
        {"bucket": iso(now - timedelta(minutes=5 * i)), "calls": 120, "errors": 9 if i < 3 else 1, "baseline_rate": 0.012}
        for i in range(287, -1, -1)
    ]
    return {
        "event": "opened", "alert_id": 0, "alert_key": "anomaly|edit_file|*|InvalidArguments", "kind": "anomaly",
        "tool": "edit_file", "model": None, "error_class": "InvalidArguments",
        "opened_at": iso(now), "resolved_at": None,
        "evidence": {
            "window": "15m", "window_start": iso(now - timedelta(minutes=15)), "window_end": iso(now),
            "calls": 360, "errors": 27, "observed_rate": 0.075, "baseline_rate": 0.012, "threshold": None,
            "p_value": 3.1e-9, "score": 9.2,
            "top_fingerprints": [{"fingerprint": "0000000000000000", "template": "old_string not found in <path>",
                                  "errors": 21, "sample_message": "old_string not found in src/app.py (toolwatch slack test)"}],
        },
        "series": series, "evaluation_id": "toolwatch-slack-test",
    }


def run_slack_test(args: argparse.Namespace) -> int:
    from datetime import timedelta

    from toolwatch.alerts.chart import render_chart
    from toolwatch.alerts.slack_blocks import render_message, render_reply
    from toolwatch.flows.wiring import build_sink, routing_links
    from toolwatch.warehouse.errors import PermanentDeliveryError

    settings = settings_from(args)
    routing, links = routing_links(settings)
    channel = args.channel or routing.default_channel
    out = None if args.json else console()
    sink = build_sink(settings, out)
    steps: dict[str, Any] = {"sink": sink.kind, "channel": channel}
    opened = sample_payload()
    post_key = f"toolwatch:test:{opened['opened_at']}"
    started = datetime.now(UTC) - timedelta(minutes=5)
    posted = sink.post(channel, render_message([opened], links=links), post_key=post_key)
    steps.update(channel_id=posted.channel_id, ts=posted.ts)
    # The crash-safe posting guarantee needs to find a message again by its metadata.
    try:
        found = sink.find_post(channel, post_key, thread_ts=None, since=started)
        steps["lookup"] = "ok" if found and found.ts == posted.ts else "message not found by its metadata"
    except PermanentDeliveryError as exc:
        steps["lookup"] = str(exc)
    png = render_chart([opened])
    if png:
        sink.upload_png(posted.channel_id, posted.ts, png, filename="toolwatch-test.png", title="toolwatch slack test")
    resolved = dict(opened, event="resolved", resolved_at=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"))
    sink.update(posted.channel_id, posted.ts, render_message([resolved], links=links))
    reply = sink.post(posted.channel_id, render_reply(resolved), post_key=f"toolwatch:test:{opened['opened_at']}:reply", thread_ts=posted.ts)
    ok = steps["lookup"] == "ok"
    steps.update(reply_ts=reply.ts, chart=bool(png), ok=ok)
    if args.json:
        print_json(steps)
    else:
        console().print(f"posted {posted.ts} in {posted.channel_id}, attached a chart, edited it to resolved "
                        f"and replied in its thread ({sink.kind} sink)", markup=False)
        console().print("look-up by metadata: ok (a crash mid-post cannot duplicate a message)" if ok else
                        f"look-up by metadata failed: {steps['lookup']}; after a crash mid-post an alert may be "
                        "posted twice", markup=False)
    return 0 if ok else 1


def run_slack_outbox(args: argparse.Namespace) -> int:
    settings = settings_from(args)
    with open_warehouse(settings, must_exist=True) as wh:
        [status] = wh.rows("slack_outbox_status")
        rows = wh.rows("slack_outbox_undelivered", {"limit": args.limit})
    if args.json:
        print_json({"status": status, "undelivered": rows})
        return 0
    from toolwatch.detectors.redact import safe_text

    c = console()
    c.print(f"slack outbox: {status['delivered']} delivered, {status['pending']} pending, {status['failed']} given up"
            + (f"; oldest pending from {status['oldest_pending']:%Y-%m-%d %H:%M} UTC" if status["oldest_pending"] else ""), markup=False)
    for row in rows:
        state = "given up" if row["failed"] else (f"retry at {row['next_attempt_at']:%H:%M:%S}" if row["next_attempt_at"] else "due")
        c.print(f"  #{row['outbox_id']} {safe_text(row['dedupe_key'], one_line=True)} attempts={row['attempts']} {state}"
                + (f" — {safe_text(row['last_error'], one_line=True)}" if row["last_error"] else ""), markup=False)
    if status["failed"]:
        c.print("re-queue given-up rows with: toolwatch deliver --retry-failed", markup=False)
    return 0


def run_slack_preview(args: argparse.Namespace) -> int:
    import json

    from toolwatch.alerts.slack_blocks import render_message, render_reply
    from toolwatch.alerts.slack_text import blocks_to_text
    from toolwatch.flows.wiring import routing_links
    from toolwatch.warehouse.errors import ConfigError

    settings = settings_from(args)
    routing, links = routing_links(settings)
    if args.outbox_id is None:
        payload = sample_payload()
    else:
        with open_warehouse(settings, read_only=True, must_exist=True) as wh:
            found = wh.rows("slack_outbox_payload", {"outbox_id": args.outbox_id})
        if not found:
            raise ConfigError(f"no Slack outbox row {args.outbox_id}; list them with `toolwatch slack outbox`")
        payload = json.loads(found[0]["payload"])
    rendered = render_message([payload], links=links) if payload.get("event") == "opened" else render_reply(payload)
    channel = routing.channel_for(str(payload.get("tool")))
    if args.json:
        print_json({"channel": channel, "text": rendered.text, "blocks": rendered.blocks})
    else:
        console().print(f"to {channel}:\n{blocks_to_text(rendered.blocks, readable=True)}", markup=False, highlight=False)
    return 0
