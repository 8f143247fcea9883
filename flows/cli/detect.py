"""``toolwatch detect``, ``backtest``, ``silence`` and ``alerts``: the detection commands.

Handlers import duckdb, numpy and scipy lazily (through ``toolwatch.flows.steps``
and ``toolwatch.flows.backtest``) so ``toolwatch --help`` stays fast.
"""

from __future__ import annotations

import argparse
from datetime import UTC, datetime

from toolwatch.flows.cli.output import console, open_warehouse, print_json, settings_from


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("detect", parents=[common], help="one evaluation: update baselines, open / renotify / resolve alerts")
    p.add_argument("--at", metavar="TIME", help="evaluate every bucket ending by TIME (ISO 8601, UTC); "
                   "default: now, or the end of the newest bucket when the data is historical")
    p.add_argument("--no-deliver", action="store_true",
                   help="leave the notifications in the outbox (`toolwatch deliver` sends them)")
    p.set_defaults(handler=run_detect)

    p = sub.add_parser("backtest", parents=[common], help="replay the detectors over logs with no look-ahead")
    p.add_argument("paths", nargs="+", metavar="PATH", help="files, folders or globs, as for ingest")
    p.add_argument("--from", dest="start", metavar="TIME", help="report alerts opened from TIME (earlier data warms up)")
    p.add_argument("--to", dest="end", metavar="TIME", help="stop replaying at TIME (default: end of the data)")
    p.add_argument("--events", action="store_true",
                   help="also print every lifecycle event (opened, renotified, reopened, merged, resolved, adopted, "
                        "new_fingerprint)")
    p.set_defaults(handler=run_backtest)

    p = sub.add_parser("silence", parents=[common], help="silence an alert key for a while, with a reason")
    p.add_argument("key", metavar="KEY", help="alert key, e.g. 'anomaly|web_search|*|ProviderError'")
    p.add_argument("--for", dest="duration", required=True, metavar="DURATION", help="e.g. 2h, 24h, 7d")
    p.add_argument("--reason", required=True, help="why, for whoever wonders where the alert went")
    p.set_defaults(handler=run_silence)

    p = sub.add_parser("unsilence", parents=[common], help="end the silences of an alert key now")
    p.add_argument("key", metavar="KEY", help="alert key, as given to `toolwatch silence`")
    p.set_defaults(handler=run_unsilence)

    p = sub.add_parser("alerts", parents=[common], help="list open alerts and active silences, or --since: every alert event")
    p.add_argument("--since", metavar="DURATION", help="every lifecycle event (opened, renotified, resolved, …) of the "
                   "last DURATION (e.g. 24h, 7d) of data, newest first, instead of the open alerts")
    p.add_argument("--limit", type=int, default=500, help="at most this many events with --since (default 500)")
    p.set_defaults(handler=run_alerts)


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def run_detect(args: argparse.Namespace) -> int:
    """One evaluation under the ``detect`` run lock, then delivery of what it wrote to the outbox."""
    from toolwatch.flows.settings import parse_duration, parse_time
    from toolwatch.flows.steps import default_at, deliver_step, detect_step, refuse_future
    from toolwatch.flows.wiring import bucket_seconds_of
    from toolwatch.warehouse.run_lock import RunLocked

    settings = settings_from(args)
    requested = parse_time(args.at, "--at") if args.at else None
    if requested is not None:
        refuse_future(requested, parse_duration(settings["detect.bucket"]))
    with open_warehouse(settings) as wh:
        at = requested or default_at(wh, bucket_seconds_of(wh, settings))
        try:
            report = detect_step(wh, settings, at)
        except RunLocked as exc:
            if args.json:
                print_json({"at": at, "skipped": str(exc)})
            else:
                console(stderr=True).print(f"skipped: {exc}", markup=False)
            return 0
        delivery = None if args.no_deliver else deliver_step(wh, settings).to_dict()
    events = [{"event": e.event, "alert_id": e.alert_id, "alert_key": e.alert_key, "at": e.at, **e.evidence,
               **({"new_fingerprint": e.details["new_fingerprint"]} if "new_fingerprint" in e.details else {})}
              for e in report.events]
    # Exit 1 when a notification could not go out now (it stays in the outbox for the next run).
    failed = bool(delivery and (delivery.get("retrying") or delivery.get("failed") or delivery.get("refused")))
    if args.json:
        print_json({"at": at, "first_bucket": report.first_bucket, "last_bucket": report.last_bucket,
                    "buckets": report.buckets, "events": events, "delivery": delivery})
        return 1 if failed else 0
    out = console()
    if not report.buckets:
        out.print(f"nothing to evaluate up to {at:%Y-%m-%d %H:%M}Z (no new complete bucket)")
    else:
        out.print(f"evaluated {report.buckets} bucket(s) {report.first_bucket:%Y-%m-%d %H:%M} .. "
                  f"{report.last_bucket:%Y-%m-%d %H:%M} UTC: "
                  + ", ".join(f"{sum(1 for e in events if e['event'] == k)} {k}"
                              for k in ("opened", "reopened", "renotified", "new_fingerprint", "resolved", "adopted",
                                        "merged")))
    from toolwatch.detectors.redact import safe_text

    for e in events:
        out.print(f"  {e['at']:%Y-%m-%d %H:%M}  {e['event']:<10}  {safe_text(e['alert_key'], one_line=True)}  {_summary(e)}",
                  markup=False)
    if delivery and "skipped" in delivery:
        out.print(f"delivery skipped: {delivery['skipped']}", markup=False)
    elif delivery:
        out.print(f"delivered {delivery['delivered']} notification(s) to {delivery['sink']}"
                  + (f"; {delivery['retrying']} waiting to retry" if delivery["retrying"] else "")
                  + (f"; {delivery['failed']} given up" if delivery["failed"] else "")
                  + (f" ({delivery['stopped']})" if delivery["stopped"] else ""), markup=False)
    return 1 if failed else 0


def _summary(e: dict) -> str:
    new = e.get("new_fingerprint")
    if new:  # a new bug behind the open alert: the fingerprint is the news, not the alert's numbers
        from toolwatch.detectors.redact import safe_text

        return (f"new fingerprint {safe_text(str(new.get('fingerprint')), one_line=True)}: "
                f"{new.get('errors')}/{new.get('calls')} in {new.get('window')}")
    rate = e.get("observed_rate")
    base = e.get("baseline_rate")
    text = f"{e.get('errors')}/{e.get('calls')} in {e.get('window')}"
    if rate is not None and base:
        text += f" = {rate:.2%} vs {base:.2%} usual"
    if e.get("threshold") is not None:
        text += f" (threshold {e['threshold']:.2%})"
    return text


def run_backtest(args: argparse.Namespace) -> int:
    from toolwatch.flows.backtest import backtest
    from toolwatch.flows.settings import parse_time

    settings = settings_from(args)
    start = parse_time(args.start, "--from") if args.start else None
    end = parse_time(args.end, "--to") if args.end else None
    result = backtest(args.paths, settings, start, end)
    if args.json:
        for alert in result.alerts:
            print_json(alert)
        for event in result.lifecycle if args.events else []:
            print_json(event)
        return 0
    from toolwatch.detectors.redact import safe_text

    out = console()
    out.print(f"replayed {result.buckets} buckets of {result.events:,} events "
              f"({result.first_bucket} .. {result.last_bucket}); {len(result.alerts)} alert(s) opened")
    if result.alerts:
        out.print(f"{'fired at (UTC)':<17} {'kind':<17} {'tool':<26} {'model':<20} {'class':<21} {'window':>6} "
                  f"{'errors/calls':>13} {'rate':>7} {'usual':>7}", markup=False)
        for a in result.alerts:
            out.print(f"{a['fired_at'][:16].replace('T', ' '):<17} {a['kind']:<17} {safe_text(a['tool'], one_line=True)[:26]:<26} "
                      f"{safe_text(a['model'] or '(all models)', one_line=True)[:20]:<20} {a['error_class']:<21} {a['window']:>6} "
                      f"{str(a['errors']) + '/' + str(a['calls']):>13} {a['observed_rate']:>7.2%} {a['baseline_rate']:>7.2%}",
                      markup=False, soft_wrap=True)
        weeks: dict[str, int] = {}
        for a in result.alerts:
            week = datetime.fromisoformat(a["fired_at"][:19]).strftime("%G-W%V")
            weeks[week] = weeks.get(week, 0) + 1
        out.print("alerts per week: " + ", ".join(f"{w}: {n}" for w, n in sorted(weeks.items())), markup=False)
    if args.events:
        out.print(f"{'at (UTC)':<17} {'event':<15} {'alert':>6}  key", markup=False)
        for e in result.lifecycle:
            out.print(f"{e['at'][:16].replace('T', ' '):<17} {e['event']:<15} {e['alert_id']:>6}  "
                      f"{safe_text(e['alert_key'], one_line=True)}"
                      + (f"  {_summary(e)}" if e.get("new_fingerprint") else ""),
                      markup=False, soft_wrap=True)
    return 0


def run_silence(args: argparse.Namespace) -> int:
    from toolwatch.alerts.policy import add_silence
    from toolwatch.alerts.silences import key_is_known
    from toolwatch.flows.settings import parse_duration

    settings = settings_from(args)
    with open_warehouse(settings, must_exist=True) as wh:
        silence = add_silence(wh, args.key, parse_duration(args.duration), args.reason, _now())
        known = key_is_known(wh, args.key)
    warning = None if known else (f"warning: no alert and no calls match {args.key!r} (a typo?); "
                                  "the silence is recorded and will apply if it ever fires")
    if args.json:
        print_json({**silence, "warning": warning})
    else:
        from toolwatch.detectors.redact import safe_text

        console().print(f"silenced {safe_text(silence['alert_key'], one_line=True)} until {silence['expires_at']:%Y-%m-%d %H:%M} UTC: "
                        f"{safe_text(silence['reason'], one_line=True)}", markup=False)
        if warning:
            console(stderr=True).print(safe_text(warning, one_line=True), markup=False)
    return 0


def run_unsilence(args: argparse.Namespace) -> int:
    from toolwatch.alerts.silences import end_silences
    from toolwatch.detectors.redact import safe_text

    key = safe_text(args.key, one_line=True)
    settings = settings_from(args)
    with open_warehouse(settings, must_exist=True) as wh:
        ended = end_silences(wh, args.key, _now())
    if args.json:
        print_json({"alert_key": args.key, "ended": ended})
    elif ended:
        console().print(f"ended {len(ended)} silence(s) of {key}: alerts for it notify again", markup=False)
    else:
        console(stderr=True).print(f"no silence of {key!r} is in force; nothing changed", markup=False)
    return 0 if ended else 1


def run_alerts(args: argparse.Namespace) -> int:
    import json

    from toolwatch.detectors.redact import redact_secrets, safe_text

    if args.since:
        return _alert_history(args)
    settings = settings_from(args)
    with open_warehouse(settings, must_exist=True) as wh:
        alerts = wh.rows("alerts_open")
        silences = wh.rows("silences_active", {"at": _now()})
    for a in alerts:
        a["evidence"] = json.loads(a["evidence"])
    for row in (*alerts, *silences):  # keys, tools and models are names from the logs
        for name in ("alert_key", "tool", "model"):
            if isinstance(row.get(name), str):
                row[name] = redact_secrets(row[name])
    if args.json:
        print_json({"open": alerts, "silences": silences})
        return 0
    out = console()
    if not alerts:
        out.print("no open alerts")
    for a in alerts:
        ev = a["evidence"]
        out.print(f"#{a['alert_id']}  {safe_text(a['alert_key'], one_line=True)}  open since {a['opened_at']:%Y-%m-%d %H:%M}Z  "
                  f"last seen {a['last_seen_at']:%H:%M}Z  {_summary(ev)}", markup=False)
    for s in silences:
        out.print(f"silenced: {safe_text(s['alert_key'], one_line=True)} until {s['expires_at']:%Y-%m-%d %H:%M}Z "
                  f"({safe_text(s['reason'], one_line=True)})", markup=False)
    return 0


def _alert_history(args: argparse.Namespace) -> int:
    """``toolwatch alerts --since 24h``: what fired, renotified and ended over the period."""
    import json
    from datetime import timedelta

    from toolwatch.detectors.findings import bucket_floor
    from toolwatch.detectors.redact import redact_secrets, safe_text
    from toolwatch.flows.settings import parse_duration
    from toolwatch.flows.wiring import bucket_seconds_of

    settings = settings_from(args)
    period = parse_duration(args.since)
    with open_warehouse(settings, read_only=True, must_exist=True) as wh:
        width = bucket_seconds_of(wh, settings)
        last = wh.rows("ui_data_end")[0]["last_bucket"]
        # "Now" is the end of the newest data: a warehouse of history still answers "the last 24 h".
        now = min(_now(), bucket_floor(last, width) + timedelta(seconds=width)) if last else _now()
        events = wh.rows("alert_events_since", {"from": now - timedelta(seconds=period), "limit": args.limit})
    for e in events:
        e["evidence"] = json.loads(e["evidence"]) if e["evidence"] else {}
        for name in ("alert_key", "tool", "model"):
            if isinstance(e.get(name), str):
                e[name] = redact_secrets(e[name])
    if args.json:
        print_json({"from": now - timedelta(seconds=period), "to": now, "events": events})
        return 0
    out = console()
    out.print(f"{len(events)} alert event(s) from {now - timedelta(seconds=period):%Y-%m-%d %H:%M} to {now:%Y-%m-%d %H:%M} UTC"
              + (f" (the newest {args.limit})" if len(events) >= args.limit else ""), markup=False)
    for e in events:
        out.print(f"  {e['at']:%Y-%m-%d %H:%M}  {safe_text(e['event'], one_line=True):<10}  #{e['alert_id']:<5} "
                  f"{safe_text(e['alert_key'], one_line=True)}  {_summary(e['evidence'])}", markup=False)
    return 0
