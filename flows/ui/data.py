"""What each page shows, read from a warehouse copy with named queries (``warehouse/queries/ui.sql``).

Every function takes a :class:`~toolwatch.warehouse.Warehouse` over the UI's
snapshot and returns plain dicts for the templates. Times are naive UTC; "now"
is the end of the newest data when the warehouse holds history (a demo, a
backtest), so "the last 24 h" always has something to show.
"""

from __future__ import annotations

import json
import math
import shlex
from datetime import UTC, datetime, timedelta
from typing import Any

from toolwatch.alerts.chart import incident_start, series_rows
from toolwatch.detectors.findings import bucket_floor
from toolwatch.detectors.taxonomy import ErrorClass

CLASSES = [c.value for c in ErrorClass]
NAN = math.nan


def wall_now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def as_of(wh, bucket_seconds: int) -> datetime:
    """Now, or the end of the newest bucket when the data stops earlier."""
    row = wh.rows("ui_data_end")[0]
    now = wall_now()
    if row["last_bucket"] is None:
        return now
    return min(now, row["last_bucket"] + timedelta(seconds=bucket_seconds))


def _iso(ts: datetime | None) -> str | None:
    return None if ts is None else ts.isoformat() + "Z"


def _evidence(raw: Any) -> dict[str, Any]:
    if raw is None:
        return {}
    value = json.loads(raw) if isinstance(raw, str) else raw
    return value if isinstance(value, dict) else {}


def _hour_grid(start: datetime, end: datetime) -> list[datetime]:
    hours, t = [], start.replace(minute=0, second=0, microsecond=0)
    while t < end:
        hours.append(t)
        t += timedelta(hours=1)
    return hours


def _rate_rows(grid: list[datetime], calls: dict[datetime, int], errors: dict[datetime, int],
               baseline: float | None = None) -> list[tuple[datetime, float, float, float]]:
    base = NAN if baseline is None else baseline
    return [(t, (errors.get(t, 0) / calls[t]) if calls.get(t) else NAN, base, NAN) for t in grid]


# -- overview ------------------------------------------------------------------------------------


def overview(wh, now: datetime) -> dict[str, Any]:
    open_alerts = wh.rows("ui_alerts", {"tool": None, "error_class": None, "kind": None, "status": "open",
                                        "from": None, "to": None, "limit": 100})
    for a in open_alerts:
        a["evidence"] = _evidence(a["evidence"])
    events = wh.rows("alert_events_since", {"from": now - timedelta(hours=24), "limit": 200})
    for e in events:
        e["evidence"] = _evidence(e["evidence"])
    start = now - timedelta(days=7)
    grid = _hour_grid(start, now)
    calls: dict[str, dict[datetime, int]] = {}
    errors: dict[tuple[str, str], dict[datetime, int]] = {}
    for r in wh.rows("ui_tool_class_hourly", {"from": start, "to": now}):
        if r["error_class"] is None:
            calls.setdefault(r["tool"], {})[r["hour"]] = int(r["n"])
        else:
            errors.setdefault((r["tool"], r["error_class"]), {})[r["hour"]] = int(r["n"])
    tools = []
    for tool in sorted(calls, key=lambda t: -sum(calls[t].values())):
        series = []
        for cls in CLASSES:
            errs = errors.get((tool, cls), {})
            if not errs:
                continue
            rows = _rate_rows(grid, calls[tool], errs)
            series.append({"error_class": cls, "rows": rows, "errors": sum(errs.values())})
        rates = [r[1] for s in series for r in s["rows"] if r[1] == r[1]]  # type: ignore[attr-defined]
        tools.append({"tool": tool, "calls": sum(calls[tool].values()), "series": series,
                      "ceiling": max(rates, default=0.0) * 1.1 or 0.01})
    health = wh.rows("ui_ingest_health", {"since": wall_now() - timedelta(hours=24)})[0]
    newest = health["newest_event"]
    health["lag_seconds"] = (wall_now() - newest).total_seconds() if newest else None
    return {"open_alerts": open_alerts, "events": events, "tools": tools, "health": health,
            "from": start, "to": now}


# -- alerts --------------------------------------------------------------------------------------


def alert_list(wh, filters: dict[str, Any]) -> list[dict[str, Any]]:
    rows = wh.rows("ui_alerts", {"tool": filters.get("tool"), "error_class": filters.get("error_class"),
                                 "kind": filters.get("kind"), "status": filters.get("status"),
                                 "from": filters.get("from"), "to": filters.get("to"), "limit": 500})
    for a in rows:
        a["evidence"] = _evidence(a["evidence"])
    return rows


def alert_page(wh, alert_id: int, now: datetime, bucket_seconds: int) -> dict[str, Any] | None:
    found = wh.rows("ui_alert", {"alert_id": alert_id})
    if not found:
        return None
    alert = found[0]
    evidence = alert["evidence"] = _evidence(alert["evidence"])
    end = min(now, (alert["resolved_at"] or max(alert["last_seen_at"], now)) + timedelta(hours=2))
    start = alert["opened_at"] - timedelta(hours=12)
    buckets = wh.rows("detect_series_buckets", {
        "tool": alert["tool"], "model": alert["model"], "error_class": alert["error_class"],
        "from": bucket_floor(start, bucket_seconds), "to": end})
    baseline = evidence.get("baseline_rate")
    payload = {"evidence": evidence, "series": [
        {"bucket": _iso(b["bucket"]), "calls": int(b["calls"]), "errors": int(b["errors"]), "baseline_rate": baseline}
        for b in buckets]}
    rows = series_rows(payload)
    opened = alert["opened_at"].replace(tzinfo=UTC)
    window_start = evidence.get("window_start")
    left_band = incident_start(rows, opened)
    starts = [t for t in (opened, left_band, _parse(window_start)) if t is not None]
    incident_from = min(starts)
    incident_to = (alert["resolved_at"] or alert["last_seen_at"]).replace(tzinfo=UTC)
    top = evidence.get("top_fingerprints") or []
    fps = [f.get("fingerprint") for f in top if f.get("fingerprint")]
    naive_from = incident_from.replace(tzinfo=None)
    models = wh.rows("ui_alert_models", {"tool": alert["tool"], "error_class": alert["error_class"],
                                         "from": bucket_floor(naive_from, bucket_seconds),
                                         "to": incident_to.replace(tzinfo=None) + timedelta(seconds=bucket_seconds)})
    events = wh.rows("ui_alert_events", {"alert_id": alert_id})
    for e in events:
        e["evidence"] = _evidence(e["evidence"])
    return {
        "alert": alert, "evidence": evidence, "rows": rows, "incident": (incident_from, incident_to),
        "left_band": left_band, "events": events, "top": top, "models": models,
        "tickets": wh.rows("ui_tickets_for", {"fingerprints": fps}) if fps else [],
        "silences": wh.rows("ui_alert_silences", {"alert_key": alert["alert_key"], "from": alert["opened_at"]}),
        "actions": [dict(a, result=_evidence(a["result"])) for a in wh.rows("ui_alert_actions", {"alert_id": alert_id})],
    }


def _parse(value: Any) -> datetime | None:
    if not value:
        return None
    parsed = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


# -- fingerprints and tools ----------------------------------------------------------------------


def fingerprint_page(wh, fingerprint: str, now: datetime) -> dict[str, Any] | None:
    found = wh.rows("ui_fingerprint", {"fingerprint": fingerprint})
    if not found:
        return None
    fp = found[0]
    since = now - timedelta(days=28)
    weeks = wh.rows("ui_fingerprint_weeks", {"fingerprint": fingerprint, "tool": fp["tool"]})
    breakdown: dict[str, list[dict[str, Any]]] = {"model": [], "harness_version": [], "client_os": [], "session": []}
    totals: dict[str, Any] = {"errors": 0, "sessions": 0, "last_ts": None}
    # Whole days from the page's rollup; raw rows only for a window start inside a day (there are
    # none of this fingerprint before its first sighting, so that start needs none).
    start = max(since, fp["first_seen"])
    rollup_from = _midnight(start) if start == fp["first_seen"] else _next_midnight(start)
    scan = {"fingerprint": fingerprint, "from": start, "rollup_from": rollup_from, "to": fp["last_seen"], "limit": 10}
    for r in wh.rows("ui_fingerprint_errors", scan):
        if r["dimension"] == "all":
            totals = r
        else:
            breakdown[r["dimension"]].append(dict(r, value=r["value"] or "(not reported)"))
    times = sorted({r["last_ts"] for r in [totals, *breakdown["session"]] if r["last_ts"] is not None})
    latest = wh.rows("ui_fingerprint_latest", {"fingerprint": fingerprint, "times": times}) if times else []
    # The newest row at each time wins a tie, as the raw scan's arg_max over rowids did.
    last: dict[str, Any] = next((r for r in reversed(latest) if r["ts"] == totals["last_ts"]), {})
    by_session = {(r["session_id"], r["ts"]): r for r in latest}
    rule = {"rule_id": last.get("rule_id"), "ruleset_version": last.get("ruleset_version")}
    counts = {"sessions": totals["sessions"], "errors": totals["errors"]}
    sessions = [dict(s, session_id=s["value"], model=s["latest_model"],
                     error_message=by_session.get((s["value"], s["last_ts"]), {}).get("error_message"))
                for s in breakdown.pop("session")]
    tickets = wh.rows("ui_tickets_for", {"fingerprints": [fingerprint]})
    launches = wh.rows("ui_fingerprint_launches", {"fingerprint": fingerprint})
    label = " ".join(["toolwatch", "label", fingerprint, fp["error_class"], "--reason", shlex.quote(fp["reason"] or "")])
    return {
        "fp": fp, "since": since, "rule": rule, "counts": counts,
        "weeks": [(f"{w['week']:%m-%d}", (w["errors"] / w["calls"]) if w["calls"] else None) for w in weeks][-12:],
        "breakdown": breakdown,
        "sessions": sessions,
        "ticket": tickets[0] if tickets else None, "launches": launches,
        "alerts": wh.rows("ui_fingerprint_alerts", {"fingerprint": fingerprint, "tool": fp["tool"]}),
        "label_command": label,
    }


def _midnight(t: datetime) -> datetime:
    return t.replace(hour=0, minute=0, second=0, microsecond=0)


def _next_midnight(t: datetime) -> datetime:
    """``t`` when it is a midnight, else the next one: where the rollup's whole days start."""
    return t if t == _midnight(t) else _midnight(t) + timedelta(days=1)


def tool_page(wh, tool: str, now: datetime) -> dict[str, Any] | None:
    series = wh.rows("ui_tool_series", {"tool": tool})
    recent_from = now - timedelta(hours=1)
    recent = wh.rows("ui_tool_recent", {"tool": tool, "from": recent_from})
    if not series and not recent:
        return None
    calls_1h: dict[str, int] = {}
    errors_1h: dict[tuple[str, str], int] = {}
    for r in recent:
        calls_1h[r["model"]] = int(r["calls"])
        if r["error_class"]:
            errors_1h[(r["model"], r["error_class"])] = int(r["errors"])
    start = now - timedelta(hours=24)
    grid = _hour_grid(start, now)
    hourly_calls: dict[str, dict[datetime, int]] = {}
    hourly_errors: dict[tuple[str, str], dict[datetime, int]] = {}
    for r in wh.rows("ui_tool_model_hourly", {"tool": tool, "from": start}):
        hourly_calls.setdefault(r["model"], {})[r["hour"]] = int(r["calls"])
        if r["error_class"]:
            hourly_errors.setdefault((r["model"], r["error_class"]), {})[r["hour"]] = int(r["errors"] or 0)
    out = []
    for s in series:
        key = (s["model"], s["error_class"])
        calls = calls_1h.get(s["model"], 0)
        errs = errors_1h.get(key, 0)
        out.append({**s, "recent_calls": calls, "recent_errors": errs,
                    "recent_rate": errs / calls if calls else None,
                    "rows": _rate_rows(grid, hourly_calls.get(s["model"], {}), hourly_errors.get(key, {}),
                                       s["baseline_rate"])})
    alerts = wh.rows("ui_alerts", {"tool": tool, "error_class": None, "kind": None, "status": "open",
                                   "from": None, "to": None, "limit": 50})
    return {"tool": tool, "series": out, "recent_from": recent_from, "alerts": alerts,
            "fingerprints": wh.rows("ui_tool_fingerprints", {"tool": tool, "limit": 20})}
