"""New bugs behind an open unknown-threshold alert: each one pages in that alert's thread.

An unknown-threshold alert is one per tool. While it is open, every unknown error of
the tool feeds it, so a *new* bug on the tool would only make an open alert a little
worse, and on-call, who may have learned that this alert is a false one (an expected
error worded in a way the classifier does not know), hears nothing new. Every unknown
error is a bug, so the lifecycle asks, in each evaluated bucket and for each open
unknown-threshold alert whose tool had unknown errors in it, whether one of those
errors' fingerprints is

* **not named yet** by this alert: neither among the top fingerprints of one of its
  notifications (opened, re-opened, widened, re-notified) nor paged before
  (``alert_fingerprints``, migration 017): one fingerprint pages once per alert;
* **new**: no error of it in the week before the longest window (:data:`SEEN_BEFORE`);
  a fingerprint seen then was already part of what the alert stands for;
* **a bug on its own**: its errors alone, against all the tool's calls, pass the unknown
  detector's own rule (:func:`toolwatch.detectors.thresholds.passes_alone`: the threshold
  behind the evidence gate in ``unknown_window``, or P <= ``LONG_WINDOW_P`` over a longer
  window), so it would have opened an alert of its own had none been open.

The one with most errors becomes a ``new_fingerprint`` lifecycle event: a reply in the
alert's Slack thread that is also sent to the channel (a page), naming the fingerprint,
its count, a sample and ``toolwatch show <fingerprint>``. ``detect.new_error_cooldown``
spaces an alert's new-error pages; a candidate held back by it is asked again in later
buckets. A silence of the alert's key does not hold these back: it silences what the
alert was known to be about, not the next bug.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from toolwatch.detectors.config import DetectConfig
from toolwatch.detectors.findings import BucketResult, format_window
from toolwatch.detectors.redact import redact_secrets
from toolwatch.detectors.thresholds import passes_alone
from toolwatch.warehouse import Warehouse

NEW_FINGERPRINT = "new_fingerprint"
# Notifications whose top fingerprints count as already told to on-call.
NAMING_EVENTS = ("opened", "reopened", "widened", "renotified")
# A fingerprint with an error in this long before the longest window is not new.
SEEN_BEFORE = timedelta(days=7)
# A tool's counts are read this far past the bucket that needed them, so a replay reads each tool a day
# at a time instead of once per bucket (only buckets before the evaluated one are ever used).
READ_AHEAD = timedelta(days=1)


@dataclass(frozen=True)
class NewFingerprint:
    """A new bug found behind an open alert: what its page shows."""

    fingerprint: str
    template: str | None
    sample_message: str | None
    errors: int  # in ``window``, the shortest window in which it passed the rule
    calls: int  # the tool's calls in that window
    window_seconds: int
    p_value: float
    threshold: float
    first_seen: datetime | None

    def details(self) -> dict[str, Any]:
        """The payload's ``new_fingerprint`` (secrets redacted here; escaping is the renderer's)."""
        return {
            "fingerprint": self.fingerprint,
            "template": redact_secrets(self.template) if self.template else None,
            "sample_message": redact_secrets(self.sample_message) if self.sample_message else None,
            "errors": self.errors, "calls": self.calls, "window": format_window(self.window_seconds),
            "observed_rate": self.errors / self.calls if self.calls else None, "threshold": self.threshold,
            "p_value": self.p_value,
            "first_seen": None if self.first_seen is None else self.first_seen.isoformat() + "Z",
        }


@dataclass
class _ToolCounts:
    """One tool's calls and unknown errors (per fingerprint) per bucket, over [start, end)."""

    start: datetime
    end: datetime
    calls: dict[datetime, float]
    errors: dict[datetime, dict[str, float]]


class NewErrorWatch:
    """Finds new bugs behind open unknown-threshold alerts; remembers what each alert has named."""

    def __init__(self, wh: Warehouse, config: DetectConfig, cooldown: int) -> None:
        self.wh = wh
        self.config = config
        self.cooldown = timedelta(seconds=cooldown)
        shortest = config.unknown_window
        self.widths = [shortest] + sorted(w for w in config.windows if w > shortest)
        self.bucket = timedelta(seconds=config.bucket_seconds)
        self._named: dict[int, set[str]] = {}
        self._last_page: dict[int, datetime] = {}
        # Fingerprints found seen before the alert's candidates were asked about: old for the alert's life.
        self._old: dict[int, set[str]] = defaultdict(set)
        self._tools: dict[str, _ToolCounts] = {}

    def _load(self, alert_id: int) -> set[str]:
        if alert_id not in self._named:
            rows = self.wh.rows("alert_fingerprints_of", {"alert_id": alert_id})
            self._named[alert_id] = {r["fingerprint"] for r in rows}
            pages = [r["named_at"] for r in rows if r["event"] == NEW_FINGERPRINT]
            if pages:
                self._last_page[alert_id] = max(pages)
        return self._named[alert_id]

    def named(self, alert_id: int, event: str, evidence: dict[str, Any], at: datetime) -> None:
        """A notification of the alert showed these top fingerprints: they are not news any more."""
        named = self._load(alert_id)
        for fp in evidence.get("top_fingerprints") or []:
            if fp.get("fingerprint") and fp["fingerprint"] not in named:
                named.add(fp["fingerprint"])
                self.wh.run("alert_fingerprints_add", {"alert_id": alert_id, "fingerprint": fp["fingerprint"],
                                                       "event": event, "named_at": at, "errors": fp.get("errors")})

    def paged(self, alert_id: int, new: NewFingerprint, at: datetime) -> None:
        self._load(alert_id).add(new.fingerprint)
        self._last_page[alert_id] = at
        self.wh.run("alert_fingerprints_add", {"alert_id": alert_id, "fingerprint": new.fingerprint,
                                               "event": NEW_FINGERPRINT, "named_at": at, "errors": new.errors})

    def find(self, alert: dict[str, Any], result: BucketResult) -> NewFingerprint | None:
        """The new bug on the alert's tool worth a page in this bucket, if any (see the module docstring)."""
        alert_id, tool = alert["alert_id"], alert["tool"]
        if result.observe(alert["alert_key"]).errors <= 0:
            return None  # no unknown error on the tool in this bucket: nothing new can have passed
        named = self._load(alert_id)
        last = self._last_page.get(alert_id)
        if last is not None and result.at - last < self.cooldown:
            return None
        counts = self._counts(tool, result.at)
        candidates = sorted(set(counts.errors.get(result.bucket, {})) - named - self._old[alert_id])
        if not candidates:
            return None
        cfg = self.config
        threshold = float(alert["evidence"].get("threshold") or cfg.setting(tool, "unknown_rate_threshold"))
        min_calls, min_errors = cfg.setting(tool, "unknown_min_calls"), cfg.setting(tool, "unknown_min_errors")
        longest = timedelta(seconds=self.widths[-1])
        best: NewFingerprint | None = None
        for fingerprint, windows in self._windows(counts, result.at, candidates).items():
            passed = passes_alone(windows, self.widths[0], threshold, min_calls, min_errors)
            if passed is None:
                continue
            # Only a fingerprint that passes costs a look at the week before (rarely: a replay asks a few times).
            [seen] = self.wh.rows("new_errors_seen_before", {
                "fingerprint": fingerprint, "from": result.at - longest - SEEN_BEFORE, "to": result.at - longest})
            if seen["errors_before"]:
                self._old[alert_id].add(fingerprint)
                continue
            width, p_value = passed
            _, calls, errors = next(w for w in windows if w[0] == width)
            new = NewFingerprint(fingerprint, seen["template"], seen["sample_message"], int(errors), int(calls), width,
                                 p_value, threshold, seen["first_seen"])
            if best is None or (new.errors, -new.p_value) > (best.errors, -best.p_value):
                best = new
        return best

    def _counts(self, tool: str, at: datetime) -> _ToolCounts:
        """The tool's counts covering the longest window before ``at``, read a day ahead at a time."""
        start = at - timedelta(seconds=self.widths[-1])
        have = self._tools.get(tool)
        if have is not None and have.start <= start and at <= have.end:
            return have
        end = at + READ_AHEAD
        params = {"tool": tool, "from": start, "to": end}
        calls = {r["bucket"]: float(r["calls"]) for r in self.wh.rows("new_errors_tool_calls", params)}
        errors: dict[datetime, dict[str, float]] = defaultdict(dict)
        for r in self.wh.rows("new_errors_tool_unknown", params):
            errors[r["bucket"]][r["fingerprint"]] = float(r["errors"])
        self._tools[tool] = _ToolCounts(start, end, calls, dict(errors))
        return self._tools[tool]

    def _windows(self, counts: _ToolCounts, at: datetime, fingerprints: list[str]) -> dict[str, list[tuple[int, float, float]]]:
        """Per fingerprint, ``(seconds, tool calls, its errors)`` in each window ending at ``at``, shortest first."""
        out: dict[str, list[tuple[int, float, float]]] = {fp: [] for fp in fingerprints}
        calls, errors = 0.0, dict.fromkeys(fingerprints, 0.0)
        bucket, done = at - self.bucket, 0
        for width in self.widths:
            while done < width // self.config.bucket_seconds:
                calls += counts.calls.get(bucket, 0.0)
                for fp, k in counts.errors.get(bucket, {}).items():
                    if fp in errors:
                        errors[fp] += k
                bucket, done = bucket - self.bucket, done + 1
            for fp in fingerprints:
                out[fp].append((width, calls, errors[fp]))
        return out
