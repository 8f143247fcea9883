"""What one evaluation hands to the alert lifecycle: findings and recovery observations.

A :class:`Finding` is a series that is alerting *now*, with its evidence in
the shape fixed by docs/DEVELOPING.md ("Findings and alerts"). Alert keys are
``"{kind}|{tool}|{model or '*'}|{error_class}"``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from toolwatch.detectors.redact import redact_secrets
from toolwatch.warehouse import Warehouse

KINDS = ("unknown_threshold", "anomaly", "no_data")
# The class slot of a no_data key: the calls themselves stopped (tool "*" = the whole stream).
NO_DATA_CLASS = "calls"


def alert_key(kind: str, tool: str, model: str | None, error_class: str) -> str:
    """The identity of an alert.

    >>> alert_key("anomaly", "edit_file", None, "InvalidArguments")
    'anomaly|edit_file|*|InvalidArguments'
    """
    return f"{kind}|{tool}|{model or '*'}|{error_class}"


def parse_alert_key(key: str) -> tuple[str, str, str | None, str]:
    """``(kind, tool, model or None, error_class)``; ValueError says what a key looks like."""
    parts = key.split("|")
    if len(parts) != 4 or parts[0] not in KINDS or not parts[1] or not parts[2] or not parts[3]:
        raise ValueError(
            f"alert key {key!r} must look like 'anomaly|TOOL|MODEL or *|CLASS', "
            "'unknown_threshold|TOOL|*|unknown' or 'no_data|TOOL or *|*|calls'"
        )
    return parts[0], parts[1], None if parts[2] == "*" else parts[2], parts[3]


def format_window(seconds: int) -> str:
    """``900`` → ``'15m'``, ``3600`` → ``'1h'``."""
    if seconds % 3600 == 0:
        return f"{seconds // 3600}h"
    if seconds % 60 == 0:
        return f"{seconds // 60}m"
    return f"{seconds}s"


@dataclass(frozen=True)
class Finding:
    kind: str
    tool: str
    model: str | None
    error_class: str
    window_seconds: int
    window_start: datetime
    window_end: datetime
    last_bucket: datetime  # start of the newest bucket in the window
    calls: int
    errors: int
    observed_rate: float
    baseline_rate: float
    threshold: float | None
    p_value: float
    score: float  # how far past normal: observed / baseline, or observed / threshold
    # a tool-wide anomaly: per model, calls, errors and baseline rate in the window, worst first
    models: tuple[dict[str, Any], ...] = ()
    expected_calls: float | None = None  # no_data: the calls the window should have had at least

    @property
    def key(self) -> str:
        return alert_key(self.kind, self.tool, self.model, self.error_class)

    def evidence(self, top_fingerprints: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        by_model: dict[str, Any] = {"models": list(self.models)} if self.models else {}
        if self.expected_calls is not None:
            by_model["expected_calls"] = self.expected_calls
        return by_model | {
            "window": format_window(self.window_seconds),
            "window_start": self.window_start,
            "window_end": self.window_end,
            "calls": self.calls,
            "errors": self.errors,
            "observed_rate": self.observed_rate,
            "baseline_rate": self.baseline_rate,
            "threshold": self.threshold,
            "p_value": self.p_value,
            "score": None if math.isinf(self.score) else self.score,
            "top_fingerprints": top_fingerprints or [],
        }


@dataclass(frozen=True)
class Observation:
    """A series in the evaluated bucket, for recovery: calls, errors, and the rate below which it is normal.

    ``baseline`` is the rate ``normal_below`` is a multiple of (None for a fixed threshold), so the
    lifecycle can hold an open alert to the baseline it opened against rather than one that has
    since learned part of the problem.
    """

    calls: float
    errors: float
    normal_below: float
    baseline: float | None = None


@dataclass(frozen=True)
class Adoption:
    """A series whose held-out shift became its baseline in this bucket (``detect.adapt_after`` held out in a row)."""

    tool: str
    model: str
    error_class: str
    rate_before: float  # the baseline the shift was judged against
    rate_after: float  # the held-out rate, now the baseline
    calls_per_bucket: float  # how much the series weighs in a tool-wide figure
    since: datetime  # start of the held-out streak (its buckets with calls, counted back)


@dataclass
class BucketResult:
    """One evaluation: the bucket ``[bucket, at)`` and what it found."""

    evaluation_id: str
    bucket: datetime
    at: datetime
    bucket_seconds: int
    findings: list[Finding]
    series: int
    tests: int
    observe: Callable[[str], Observation] = field(repr=False)
    adopted: list[Adoption] = field(default_factory=list)


STUCK_REPEATS = 3  # the same error this many times in a session with the same arguments: stuck


def top_fingerprints(wh: Warehouse, finding: Finding, limit: int = 3) -> list[dict[str, Any]]:
    """The fingerprints carrying most of the finding's errors, messages redacted of secrets."""
    rows = wh.rows("detect_top_fingerprints", {
        "tool": finding.tool, "model": finding.model, "error_class": finding.error_class,
        "from": finding.window_start, "to": finding.last_bucket, "limit": limit,
    })
    stuck = {}
    if rows:
        stuck = {r["fingerprint"]: int(r["stuck_sessions"]) for r in wh.rows("detect_stuck_sessions", {
            "tool": finding.tool, "model": finding.model, "fingerprints": [r["fingerprint"] for r in rows],
            "from": finding.window_start, "to": finding.window_end, "repeats": STUCK_REPEATS})}
    return [
        {
            "fingerprint": r["fingerprint"],
            "template": redact_secrets(r["template"]) if r["template"] else None,
            "errors": int(r["errors"]),
            "sample_message": redact_secrets(r["sample_message"]) if r["sample_message"] else None,
            # sessions retrying this error unchanged in the window (for the alert's renderer)
            "stuck_sessions": stuck.get(r["fingerprint"], 0),
        }
        for r in rows
    ]


# A value "concentrates" an alert when it holds at least this share of the errors ...
CONCENTRATED_SHARE = 0.6
# ... and this multiple of its share of the calls (a model with 90 % of the traffic is not news).
CONCENTRATED_LIFT = 1.5


def impact(wh: Warehouse, finding: Finding) -> dict[str, Any]:
    """Sessions with the finding's errors and where they concentrate (model, harness version, OS).

    ``{"sessions": n, "concentration": [{dimension, value, errors_share, calls_share}]}`` with only the
    dimensions whose top value holds :data:`CONCENTRATED_SHARE` of the errors at :data:`CONCENTRATED_LIFT`
    x its share of the calls; empty when the raw rows are gone (retention).
    """
    rows = wh.rows("detect_alert_impact", {
        "tool": finding.tool, "model": finding.model, "error_class": finding.error_class,
        "from": finding.window_start, "to": finding.window_end,
    })
    if not rows or not rows[0]["all_errors"]:
        return {}
    concentration = []
    for r in rows:
        errors_share, calls_share = r["errors"] / r["all_errors"], r["calls"] / max(r["all_calls"], 1)
        if errors_share >= CONCENTRATED_SHARE and errors_share >= CONCENTRATED_LIFT * calls_share:
            concentration.append({"dimension": r["dimension"], "value": redact_secrets(str(r["value"])),
                                  "errors_share": round(errors_share, 3), "calls_share": round(calls_share, 3)})
    return {"sessions": int(rows[0]["sessions"]), "concentration": concentration}


def bucket_floor(ts: datetime, bucket_seconds: int) -> datetime:
    """Start of the bucket holding ``ts`` (naive UTC).

    >>> bucket_floor(datetime(2026, 11, 30, 12, 7, 31), 300)
    datetime.datetime(2026, 11, 30, 12, 5)
    """
    epoch = datetime(1970, 1, 1)
    seconds = int((ts - epoch).total_seconds())
    return epoch + timedelta(seconds=seconds - seconds % bucket_seconds)
