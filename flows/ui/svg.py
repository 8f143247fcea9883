"""Inline SVG charts for the web UI: no JavaScript, no image files, readable offline and in a screenshot.

Rows are ``(time, rate, baseline, band)`` as :func:`toolwatch.alerts.chart.series_rows`
makes them for the Slack image: a NaN rate is a bucket without calls and the
line stops there (a gap, never a 0 % rate); the band is baseline ± ``band``.
Every text that reaches the SVG is XML-escaped; numbers are formatted here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime
from html import escape

from markupsafe import Markup

from toolwatch.alerts.slack_blocks import format_rate

Row = tuple[datetime, float, float, float]


def _ok(x: object) -> bool:
    return isinstance(x, int | float) and x == x and not math.isinf(x)


def _runs(rows: Sequence[Row], index: int) -> list[list[Row]]:
    """Consecutive rows whose value at ``index`` is a number: the pieces a line is drawn in."""
    runs: list[list[Row]] = []
    current: list[Row] = []
    for row in rows:
        if _ok(row[index]) and (index != 3 or _ok(row[2])):
            current.append(row)
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


class _Scale:
    def __init__(self, rows: Sequence[Row], width: int, height: int, pad: tuple[int, int, int, int],
                 ceiling: float) -> None:
        self.t0 = rows[0][0].timestamp()
        span = rows[-1][0].timestamp() - self.t0
        self.span = span or 1.0
        self.left, self.top, self.right, self.bottom = pad
        self.w = width - self.left - self.right
        self.h = height - self.top - self.bottom
        self.ceiling = ceiling

    def x(self, when: datetime) -> float:
        return self.left + self.w * (when.timestamp() - self.t0) / self.span

    def y(self, value: float) -> float:
        return self.top + self.h * (1 - min(value, self.ceiling) / self.ceiling)


def _ceiling(rows: Sequence[Row], threshold: float | None) -> float:
    values = [r[1] for r in rows if _ok(r[1])]
    values += [r[2] + (r[3] if _ok(r[3]) else 0.0) for r in rows if _ok(r[2])]
    if threshold is not None:
        values.append(threshold)
    top = max(values, default=0.0)
    return top * 1.15 if top > 0 else 0.01


def _path(points: list[tuple[float, float]]) -> str:
    return "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in points)


def rate_chart(rows: Sequence[Row], *, title: str, width: int = 760, height: int = 230,
               threshold: float | None = None, incident: tuple[datetime, datetime] | None = None,
               label: str = "observed") -> Markup:
    """Observed rate against its baseline band, the incident shaded, gaps where there were no calls."""
    if not rows:
        return Markup('<p class="muted">No calls in this period.</p>')
    scale = _Scale(rows, width, height, (56, 22, 12, 26), _ceiling(rows, threshold))
    gaps = sum(1 for r in rows if not _ok(r[1]))
    parts = [f'<svg class="chart" role="img" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
             f'data-points="{len(rows) - gaps}" data-gaps="{gaps}" xmlns="http://www.w3.org/2000/svg">',
             f"<title>{escape(title)}</title>"]
    if incident is not None:
        x0, x1 = scale.x(max(incident[0], rows[0][0])), scale.x(min(incident[1], rows[-1][0]))
        if x1 >= x0:
            parts.append(f'<rect class="incident" x="{x0:.1f}" y="{scale.top}" width="{max(x1 - x0, 2):.1f}" '
                         f'height="{scale.h}" fill="#fdae6b" fill-opacity="0.35"/>')
    for run in _runs(rows, 3):  # the band: where the baseline and the bucket's calls give one
        upper = [(scale.x(r[0]), scale.y(r[2] + r[3])) for r in run]
        lower = [(scale.x(r[0]), scale.y(max(0.0, r[2] - r[3]))) for r in reversed(run)]
        parts.append(f'<path class="band" d="{_path(upper + lower)} Z" fill="#9ecae1" fill-opacity="0.5"/>')
    for run in _runs(rows, 2):
        parts.append(f'<path class="baseline" d="{_path([(scale.x(r[0]), scale.y(r[2])) for r in run])}" '
                     'fill="none" stroke="#3182bd" stroke-width="1"/>')
    if threshold is not None:
        y = scale.y(threshold)
        parts.append(f'<line class="threshold" x1="{scale.left}" x2="{scale.left + scale.w}" y1="{y:.1f}" y2="{y:.1f}" '
                     'stroke="#636363" stroke-dasharray="4 3"/>')
    for run in _runs(rows, 1):
        points = [(scale.x(r[0]), scale.y(r[1])) for r in run]
        if len(points) == 1:
            parts.append(f'<circle class="rate" cx="{points[0][0]:.1f}" cy="{points[0][1]:.1f}" r="2" fill="#de2d26"/>')
        else:
            parts.append(f'<path class="rate" d="{_path(points)}" fill="none" stroke="#de2d26" stroke-width="1.6"/>')
    parts.extend(_axes(rows, scale))
    legend = [("#de2d26", label), ("#9ecae1", "baseline ±2σ")]
    if incident is not None:
        legend.append(("#fdae6b", "incident"))
    if threshold is not None:
        legend.append(("#636363", f"threshold {format_rate(threshold)}"))
    x = scale.left
    for color, text in legend:
        parts.append(f'<rect x="{x}" y="6" width="10" height="8" fill="{color}"/>'
                     f'<text x="{x + 14}" y="14" font-size="11">{escape(text)}</text>')
        x += 24 + 7 * len(text)
    parts.append("</svg>")
    return Markup("".join(parts))


def _axes(rows: Sequence[Row], scale: _Scale) -> list[str]:
    bottom = scale.top + scale.h
    out = [f'<line x1="{scale.left}" x2="{scale.left + scale.w}" y1="{bottom}" y2="{bottom}" stroke="#999"/>',
           f'<text x="{scale.left - 4}" y="{scale.top + 4}" font-size="10" text-anchor="end">{format_rate(scale.ceiling)}</text>',
           f'<text x="{scale.left - 4}" y="{bottom}" font-size="10" text-anchor="end">0%</text>']
    span = rows[-1][0] - rows[0][0]
    fmt = "%m-%d %H:%M" if span.total_seconds() > 86400 else "%H:%M"
    for i, anchor in ((0, "start"), (len(rows) // 2, "middle"), (len(rows) - 1, "end")):
        when = rows[i][0]
        out.append(f'<text x="{scale.x(when):.1f}" y="{bottom + 16}" font-size="10" text-anchor="{anchor}">'
                   f"{when:{fmt}}</text>")
    out.append(f'<text x="{scale.left + scale.w}" y="{scale.top - 6}" font-size="9" text-anchor="end" fill="#666">UTC</text>')
    return out


def sparkline(rows: Sequence[Row], *, title: str, width: int = 180, height: int = 40,
              ceiling: float | None = None) -> Markup:
    """A small rate line (gaps kept) for the small multiples; ``ceiling`` shares one scale across them."""
    if not rows:
        return Markup('<span class="muted">no calls</span>')
    top = ceiling if ceiling else _ceiling(rows, None)
    scale = _Scale(rows, width, height, (2, 2, 2, 2), top)
    parts = [f'<svg class="spark" role="img" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
             f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>',
             f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fafafa"/>']
    for run in _runs(rows, 2):
        parts.append(f'<path d="{_path([(scale.x(r[0]), scale.y(r[2])) for r in run])}" fill="none" '
                     'stroke="#3182bd" stroke-width="1" stroke-dasharray="2 2"/>')
    for run in _runs(rows, 1):
        points = [(scale.x(r[0]), scale.y(r[1])) for r in run]
        if len(points) == 1:
            parts.append(f'<circle cx="{points[0][0]:.1f}" cy="{points[0][1]:.1f}" r="1.5" fill="#de2d26"/>')
        else:
            parts.append(f'<path d="{_path(points)}" fill="none" stroke="#de2d26" stroke-width="1.2"/>')
    parts.append("</svg>")
    return Markup("".join(parts))


def bars(values: Sequence[tuple[str, float | None]], *, title: str, width: int = 420, height: int = 120) -> Markup:
    """Weekly rates as bars; a week without calls has no bar and says so."""
    if not values:
        return Markup('<p class="muted">No weeks with calls.</p>')
    top = max((v for _, v in values if v is not None), default=0.0) or 0.01
    step = (width - 20) / len(values)
    bottom = height - 18
    parts = [f'<svg class="chart bars" role="img" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
             f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>']
    for i, (label, value) in enumerate(values):
        x = 10 + i * step
        if value is None:
            parts.append(f'<text x="{x + step / 2:.1f}" y="{bottom - 4}" font-size="9" text-anchor="middle" fill="#999">no calls</text>')
        else:
            h = (bottom - 14) * value / top
            parts.append(f'<rect x="{x + 3:.1f}" y="{bottom - h:.1f}" width="{max(step - 6, 2):.1f}" height="{h:.1f}" fill="#d9534f"/>'
                         f'<text x="{x + step / 2:.1f}" y="{bottom - h - 3:.1f}" font-size="9" text-anchor="middle">{format_rate(value)}</text>')
        parts.append(f'<text x="{x + step / 2:.1f}" y="{height - 4}" font-size="9" text-anchor="middle">{escape(label)}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))
