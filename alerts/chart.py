"""The alert chart: the last 24 h of a series as a PNG, observed rate against its baseline band.

A picture answers "is this a blip or a cliff?" faster than numbers. Each panel
shows the observed rate per bucket (errors / calls), the baseline rate with a
band of ±2 binomial standard errors for that bucket's calls (the range a
normal bucket of that size falls in), the threshold for unknown-error alerts,
and the incident shaded from ``opened_at`` to ``resolved_at`` (or the end).

Rendered with matplotlib's Agg backend: no display, no GUI toolkit, safe in a
worker process. Titles use the redacted tool and model names (they leave the machine).
"""

from __future__ import annotations

import io
import math
from datetime import datetime, timedelta
from typing import Any

from toolwatch.alerts.slack_blocks import format_rate, parse_time
from toolwatch.detectors.redact import safe_label

MAX_PANELS = 4


_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def _window_seconds(window: Any) -> int | None:
    """``"15m"`` → 900; None when the evidence has no readable window."""
    text = str(window or "")
    if len(text) < 2 or text[-1] not in _UNITS or not text[:-1].isdigit():
        return None
    return int(text[:-1]) * _UNITS[text[-1]]


def series_rows(payload: dict[str, Any]):
    """(time, rate, baseline, band half-width) per bucket, the rate taken over the alert's window.

    Per-bucket rates on a few calls swing from 0 to 100 %; summing errors and
    calls over the evidence window (what the detector tested) shows the same
    rate the message quotes. A bucket without calls is NaN — a gap in the line,
    never a 0 % rate — and so is every bucket missing from the series.
    """
    points = []
    for point in payload.get("series") or []:
        when = parse_time(point.get("bucket"))
        if when is not None:
            baseline = point.get("baseline_rate")
            points.append((when, point.get("calls") or 0, point.get("errors") or 0,
                           math.nan if baseline is None else float(baseline)))
    points.sort(key=lambda p: p[0])
    if not points:
        return []
    gaps = sorted((b[0] - a[0]).total_seconds() for a, b in zip(points, points[1:], strict=False))
    bucket = (gaps[0] if gaps else 0) or 300
    # Missing buckets come back as buckets with no calls, so time stays evenly spaced.
    grid: list[tuple[datetime, int, int, float]] = []
    by_time = {p[0]: p for p in points}
    when, last = points[0][0], points[-1][0]
    while when <= last and len(grid) < 20_000:
        grid.append(by_time.get(when, (when, 0, 0, math.nan)))
        when += timedelta(seconds=bucket)
    baselines = [p[3] for p in grid if p[3] == p[3]]
    fill = baselines[-1] if baselines else math.nan
    window = _window_seconds((payload.get("evidence") or {}).get("window")) or bucket
    span = max(1, round(window / bucket))
    rows = []
    for i, (when, own_calls, _errors, baseline) in enumerate(grid):
        baseline = baseline if baseline == baseline else fill
        recent = grid[max(0, i - span + 1) : i + 1]
        calls = sum(p[1] for p in recent)
        errors = sum(p[2] for p in recent)
        rate = errors / calls if calls and own_calls else math.nan
        spread = 2 * math.sqrt(baseline * (1 - baseline) / calls) if calls and baseline == baseline else math.nan
        rows.append((when, rate, baseline, spread))
    # The first span-1 points cover less than a window: noisier than everything after them.
    return rows[span - 1 :] if len(rows) > 2 * span else rows


def incident_start(rows, opened: datetime | None) -> datetime | None:
    """When the rate left its band for the incident that was ``opened``: walking back from the
    opening, the first of the points above baseline + band that run up to it (gaps do not end the
    run). The evidence window only says where the detector became sure, not where it began.
    """
    if opened is None:
        return None
    start = opened
    for when, rate, baseline, spread in reversed([r for r in rows if r[0] <= opened]):
        if rate != rate:
            continue  # no calls: no evidence either way
        high = baseline + (spread if spread == spread else 0.0)
        if baseline != baseline or rate <= high:
            break
        start = when
    return start


def render_chart(payloads: list[dict[str, Any]]) -> bytes | None:
    """PNG bytes with one panel per alert (at most four), or None when no alert has a series."""
    drawable = [p for p in payloads if series_rows(p)][:MAX_PANELS]
    if not drawable:
        return None
    import matplotlib

    matplotlib.use("Agg", force=True)
    from matplotlib import dates as mdates
    from matplotlib.figure import Figure

    # Figure() directly (not pyplot) keeps no global state between renders.
    fig = Figure(figsize=(8, 2.6 * len(drawable)), dpi=100, layout="constrained")
    axes = fig.subplots(len(drawable), 1, squeeze=False)[:, 0]
    for ax, payload in zip(axes, drawable, strict=True):
        rows = series_rows(payload)
        when = [r[0] for r in rows]
        rate = [r[1] for r in rows]
        base = [r[2] for r in rows]
        low = [max(0.0, r[2] - r[3]) for r in rows]
        high = [r[2] + r[3] for r in rows]
        ax.fill_between(when, low, high, color="#9ecae1", alpha=0.5, linewidth=0, label="baseline ±2σ")
        ax.plot(when, base, color="#3182bd", linewidth=1, label="baseline")
        window = (payload.get("evidence") or {}).get("window")
        label = f"observed ({window} window)" if _window_seconds(window) else "observed"
        ax.plot(when, rate, color="#de2d26", linewidth=1.6, label=label)
        threshold = (payload.get("evidence") or {}).get("threshold")
        if payload.get("kind") == "unknown_threshold" and isinstance(threshold, int | float):
            ax.axhline(threshold, color="#636363", linestyle="--", linewidth=1, label="threshold")
        # The incident starts where the rate left its band (or its evidence window did), not
        # when the evaluation noticed.
        opened = parse_time(payload.get("opened_at"))
        window_start = parse_time((payload.get("evidence") or {}).get("window_start"))
        left_band = incident_start(rows, opened)
        known = [t for t in (opened, window_start, left_band) if t is not None]
        start = min(known) if known else None
        if start is not None:
            end = parse_time(payload.get("resolved_at")) or max(when[-1], opened or start)
            ax.axvspan(start, end, color="#fdae6b", alpha=0.35, linewidth=0, label="incident")
        model = payload.get("model") or "all models"
        title = f"{payload.get('tool')} · {model} · {payload.get('error_class')}"
        # "$" would start matplotlib mathtext: a tool name must not be parsed as a formula.
        ax.set_title(safe_label(title, 120).replace("$", r"\$"), fontsize=10, loc="left")
        ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _pos: format_rate(v)))
        ax.xaxis.set_major_formatter(mdates.DateFormatter("%H:%M", tz=opened.tzinfo if opened else None))
        ax.set_ylim(bottom=0)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, loc="upper left", ncols=5, frameon=False)
    fig.text(1.0, 0.0, "UTC", ha="right", va="bottom", fontsize=7, color="#636363")
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()
