"""The alert lifecycle: open, renotify if worse at most daily, resolve on evidence, re-open, silence.

Rules, per alert key (one open alert per key at most):

* **open** when an evaluation has a finding for a key with no open alert,
  unless an unexpired silence covers the key (then nothing is opened; when
  the silence expires and the problem is still there, the alert opens).
* **stay open** while the condition holds. A finding keeps it open; so does
  any stretch without one in which the rate is not *shown* to be back
  (hysteresis: opening needs evidence of a problem, resolving needs evidence
  of recovery, and between the two the alert stays as it is).
* **renotify** when a finding persists, ``renotify_cooldown`` (a day by
  default) has passed since the last notification and its score is at least
  ``renotify_factor`` times the score last notified (worse, not merely still
  there); the notification says what changed since the last one.
* **resolve** only on evidence of recovery, with the same statistical care as
  opening: since the last finding, for at least ``resolve_dwell``, the calls
  of the series (buckets *with calls* only) show a rate significantly below
  the bar the evaluator calls normal (the unknown threshold, or ``min_effect``
  x the baseline): the binomial P(X <= errors | calls, bar) is at most
  :data:`RESOLVE_P`, i.e. the upper confidence bound of the recent rate is
  under the bar. For anomalies the bar sits halfway between the baseline the
  alert opened against and the opening bar (1.5x with ``min_effect`` 2):
  opening above 2x and resolving below 1.5x is hysteresis in level as well
  as in evidence. A rate hovering at or above the bar can never resolve, so a
  lasting condition is one alert, not one per lucky half hour. The calls
  must also be enough that the bar itself would show ``min_errors`` errors
  (``unknown_min_errors`` for the unknown threshold): a few hundred night-time
  calls at no error are no proof that a lasting rise is over. Buckets without calls add
  nothing, so an alert never resolves because data stopped arriving.
* **inhibit**: a per-model finding while the tool-wide alert of its tool and
  class is open joins that alert; a tool-wide finding while per-model alerts
  of that tool and class are open turns the oldest of them into the tool-wide
  alert (``widened``: same message and thread, the per-model breakdown inside)
  and ends any other as ``merged`` into it. One outage, one page.
* **adopted is the new normal**: once the tool-wide alert of a tool and class
  ended ``adopted``, a per-model finding of that tool and class (a new model,
  or one whose own baseline missed the shift) is judged against the adopted
  level: its baseline times the tool's shift (``rate_after / rate_before``).
  It opens an alert only if it is ``min_effect`` times that level and
  significant against it (binomial P <= :data:`ADOPTED_P`); otherwise it is
  part of the adopted condition and pages nobody again.
* **new bugs page** while an unknown-threshold alert is open: a new fingerprint of its
  tool that passes the unknown rule on its own is a ``new_fingerprint`` event in the
  alert's thread, once per fingerprint and alert (:mod:`toolwatch.alerts.new_errors`),
  so an open (perhaps false) alert never swallows the next bug.
* **re-open** when a finding for a key comes within ``reopen_window`` of that
  key's resolution: the same alert opens again (``reopened``), its Slack
  message turns open again and the thread says "back after 40 min", instead
  of a new page. Either way only *fresh* evidence counts: a window that
  starts before the last resolution of that tool and class never re-opens.

Every change that must reach a person writes one ``outbox`` row
(``sink='slack'``) in the same transaction as the alert row; the payload is the
contract in docs/DEVELOPING.md ("Outbox"). The caller owns the transaction
(:class:`toolwatch.detectors.evaluate.Evaluator` runs one per chunk of buckets).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from scipy import special

from toolwatch.alerts.new_errors import (
    NAMING_EVENTS,
    NEW_FINGERPRINT,
    NewErrorWatch,
    NewFingerprint,
)
from toolwatch.detectors.findings import (
    BucketResult,
    Finding,
    Observation,
    alert_key,
    impact,
    parse_alert_key,
    top_fingerprints,
)
from toolwatch.warehouse import Warehouse
from toolwatch.warehouse.errors import ConfigError, WarehouseError

# Resolve only when P(X <= errors | calls, bar) is at most this: the one-sided 95 % upper
# confidence bound of the rate since the last finding is below the bar.
RESOLVE_P = 0.05
# A per-model finding against its tool's adopted level is a new condition only at this p or below
# (about the Benjamini-Hochberg cutoff a new condition meets on a quiet bucket, 5e-6 measured).
ADOPTED_P = 1e-6


@dataclass(frozen=True)
class LifecycleConfig:
    renotify_cooldown: int = 86400
    resolve_dwell: int = 7200
    renotify_factor: float = 1.5
    min_errors: int = 8  # = detect.min_errors
    min_effect: float = 2.0  # = detect.min_effect
    unknown_min_errors: int = 5
    series_hours: int = 24
    reopen_window: int = 21600
    new_error_cooldown: int = 3600  # = detect.new_error_cooldown
    # False only to measure what the new-bug pages cost (bench/reword_alerts.py --cost).
    page_new_fingerprints: bool = True


@dataclass(frozen=True)
class LifecycleEvent:
    """What happened to an alert in one evaluation (also what ``detect`` prints)."""

    event: str  # opened | renotified | reopened | widened | resolved | adopted | merged | new_fingerprint
    alert_id: int
    alert_key: str
    at: datetime
    evidence: dict[str, Any]
    details: dict[str, Any] = field(default_factory=dict)  # what the event adds: previous, reopened_after_s, outcome...


_EPOCH = datetime(1970, 1, 1)


class AlertLifecycle:
    """Applies evaluations to the alerts table; keeps open alerts in memory between buckets."""

    def __init__(self, wh: Warehouse, config: LifecycleConfig, new_errors: NewErrorWatch | None = None) -> None:
        self.wh = wh
        self.config = config
        # Pages new bugs behind open unknown-threshold alerts (None: the no_data watch, or switched off).
        self.new_errors = new_errors if config.page_new_fingerprints else None
        self.open = {row["alert_key"]: row for row in wh.rows("alerts_open")}
        for row in self.open.values():
            row["evidence"] = json.loads(row["evidence"])
        # Evaluations may replay history, so every silence is kept and checked against the bucket's time.
        self.silences = wh.rows("silences_all")
        self.events: list[LifecycleEvent] = []
        self._by_id = {row["alert_id"]: row for row in self.open.values()}
        self._dirty: set[int] = set()
        self._log: list[dict[str, Any]] = []
        self._resolved = {(r["kind"], r["tool"], r["error_class"]): r["resolved_at"] for r in wh.rows("alerts_last_resolved")}
        self._closed = {row["alert_key"]: row for row in wh.rows("alerts_last_closed")}

    def open_conditions(self) -> list[tuple[str, str | None, str]]:
        """(tool, model or None, class) of every open anomaly alert: conditions already reported, whose
        findings must not make new ones easier to find (the evaluator's ``known``)."""
        return [(a["tool"], a["model"], a["error_class"]) for a in self.open.values() if a["kind"] == "anomaly"]

    def _part_of_adopted(self, finding: Finding) -> bool:
        """Is a per-model finding explained by its tool and class's adopted shift (the new normal)?"""
        if finding.kind != "anomaly":
            return False
        wide = self._closed.get(alert_key("anomaly", finding.tool, None, finding.error_class))
        if wide is None or wide.get("outcome") != "adopted" or not wide.get("rate_before") or not wide.get("rate_after"):
            return False
        level = min(finding.baseline_rate * max(wide["rate_after"] / wide["rate_before"], 1.0), 1.0)
        if finding.observed_rate < self.config.min_effect * level or level >= 1.0:
            return True
        return float(special.bdtrc(finding.errors - 1, finding.calls, level)) > ADOPTED_P

    def _silenced(self, key: str, at: datetime) -> bool:
        return any(s["alert_key"] == key and s["created_at"] <= at < s["expires_at"] for s in self.silences)

    def apply(self, result: BucketResult) -> list[LifecycleEvent]:
        """Apply one evaluation. Changes that notify are written at once; the rest at :meth:`flush`."""
        events: list[LifecycleEvent] = []
        silenced = 0
        found: dict[str, Finding] = {}
        for f in result.findings:
            found.setdefault(f.key, f)
        for key, finding in list(found.items()):
            alert = self.open.get(key)
            family = (finding.kind, finding.tool, finding.error_class)
            if alert is None and finding.model is not None:
                # A per-model finding while the tool-wide alert is open is part of that incident.
                wide = self.open.get(alert_key(finding.kind, finding.tool, None, finding.error_class))
                if wide is not None:
                    found.setdefault(wide["alert_key"], finding)
                    del found[key]
                    continue
            if alert is None and finding.model is not None and self._part_of_adopted(finding):
                del found[key]
                continue
            if alert is None and finding.window_start < self._resolved.get(family, _EPOCH):
                # Evidence from before the last resolution of this tool and class was already
                # reported; a long window still holding the old incident must not reopen it.
                del found[key]
                continue
            is_silenced = self._silenced(key, result.at)
            if alert is None:
                if is_silenced:
                    silenced += 1
                    continue
                narrow = [a for a in self.open.values() if a["model"] is not None and finding.model is None
                          and (a["kind"], a["tool"], a["error_class"]) == family]
                if narrow:
                    events.extend(self._widen(narrow, finding, result))
                    continue
                closed = self._closed.get(key)
                if (closed is not None and closed.get("outcome") == "resolved"
                        and result.at - closed["resolved_at"] <= timedelta(seconds=self.config.reopen_window)):
                    events.append(self._reopen(closed, finding, result))
                else:
                    events.append(self._open(finding, result))
            else:
                events.extend(self._seen(alert, finding, result, is_silenced))
        for key, finding in found.items():
            if finding.key != key:  # a per-model finding keeping its tool-wide alert open
                alert = self.open[key]
                alert.update(last_seen_at=result.at, recovery_since=None, recovery_calls=0.0, recovery_errors=0.0)
                self._dirty.add(alert["alert_id"])
        events.extend(self._adoptions(result))
        for key in [k for k in self.open if k not in found]:
            events.extend(self._recovering(self.open[key], result))
        if self.new_errors is not None:
            for alert in [a for a in self.open.values() if a["kind"] == "unknown_threshold"]:
                new = self.new_errors.find(alert, result)
                if new is not None:
                    events.append(self._new_fingerprint(self.new_errors, alert, new, result))
        counts = {e: sum(1 for x in events if x.event == e) for e in ("opened", "renotified", "resolved")}
        counts["opened"] += sum(1 for x in events if x.event == "reopened")
        counts["resolved"] += sum(1 for x in events if x.event in ("adopted", "merged"))
        self._log.append({
            "evaluation_id": result.evaluation_id, "bucket": result.bucket, "evaluated_at": datetime.now(),
            "series": result.series, "tests": result.tests, "findings": len(found),
            "opened": counts["opened"], "renotified": counts["renotified"], "resolved": counts["resolved"],
            "silenced": silenced,
        })
        self.events.extend(events)
        return events

    def flush(self) -> None:
        """Write the in-memory progress of open alerts and the evaluation log (inside the caller's transaction).

        Per-bucket bookkeeping stays in memory because one DuckDB statement per
        bucket and alert would dominate a backtest's time.
        """
        for alert_id in sorted(self._dirty):
            alert = self._by_id[alert_id]
            self.wh.run("alert_sync", {
                "alert_id": alert_id, "last_seen_at": alert["last_seen_at"], "evidence": json.dumps(alert["evidence"]),
                "evaluation_id": alert["evaluation_id"], "recovery_since": alert["recovery_since"],
                "recovery_calls": alert["recovery_calls"], "recovery_errors": alert["recovery_errors"],
            })
        self._dirty.clear()
        if self._log:
            import pyarrow as pa

            columns = list(self._log[0])
            self.wh.con.from_arrow(pa.table({c: [row[c] for row in self._log] for c in columns})).insert_into("detect_evaluations")
            self._log.clear()

    def _open(self, finding: Finding, result: BucketResult) -> LifecycleEvent:
        evidence = self._evidence(finding)
        alert_id = _one(self.wh.run("alert_insert", {
            "alert_key": finding.key, "kind": finding.kind, "tool": finding.tool, "model": finding.model,
            "error_class": finding.error_class, "at": result.at, "score": finding.score,
            "rate": finding.observed_rate, "evidence": json.dumps(evidence), "evaluation_id": result.evaluation_id,
            "rate_before": finding.baseline_rate,
        }))
        row = {
            "alert_id": alert_id, "alert_key": finding.key, "kind": finding.kind, "tool": finding.tool,
            "model": finding.model, "error_class": finding.error_class, "opened_at": result.at,
            "last_notified_at": result.at, "notified_score": finding.score, "notified_rate": finding.observed_rate,
            "notify_seq": 1, "recovery_since": None, "recovery_calls": 0.0, "recovery_errors": 0.0,
            "evidence": evidence, "last_seen_at": result.at, "evaluation_id": result.evaluation_id,
            "outcome": None, "reopened": 0, "last_reopened_at": None, "rate_before": finding.baseline_rate,
        }
        self.open[finding.key] = row
        self._by_id[alert_id] = row
        return self._notify(row, "opened", 1, result, resolved_at=None)

    def _evidence(self, finding: Finding) -> dict[str, Any]:
        """A finding's evidence with what a notification looks up: top fingerprints, sessions, concentration."""
        if finding.kind == "no_data":
            return _jsonable(finding.evidence())
        return _jsonable(finding.evidence(top_fingerprints(self.wh, finding))) | impact(self.wh, finding)

    def _reopen(self, closed: dict, finding: Finding, result: BucketResult) -> LifecycleEvent:
        """The condition is back soon after its alert resolved: that alert opens again, in its thread."""
        evidence = self._evidence(finding)
        seq = _one(self.wh.run("alert_reopen", {
            "alert_id": closed["alert_id"], "at": result.at, "score": finding.score, "rate": finding.observed_rate,
            "evidence": json.dumps(evidence), "evaluation_id": result.evaluation_id, "rate_before": finding.baseline_rate,
        }))
        gap = (result.at - closed["resolved_at"]).total_seconds()
        row = dict(closed, status="open", outcome=None, resolved_at=None, reopened=(closed.get("reopened") or 0) + 1,
                   last_reopened_at=result.at, last_seen_at=result.at, last_notified_at=result.at,
                   notified_score=finding.score, notified_rate=finding.observed_rate, notify_seq=seq,
                   evidence=evidence, evaluation_id=result.evaluation_id, recovery_since=None,
                   recovery_calls=0.0, recovery_errors=0.0,
                   rate_before=_lowest(closed.get("rate_before"), finding.baseline_rate))
        del self._closed[closed["alert_key"]]
        self.open[row["alert_key"]] = row
        self._by_id[row["alert_id"]] = row
        return self._notify(row, "reopened", seq, result, resolved_at=None,
                            extra={"reopened_after_s": gap, "reopened": row["reopened"]})

    def _widen(self, narrow: list[dict], finding: Finding, result: BucketResult) -> list[LifecycleEvent]:
        """A tool-wide finding covers open per-model alerts: the oldest becomes the tool-wide alert
        (its message and thread carry on, no second page); any other ends ``merged`` into it."""
        survivor, *others = narrow
        evidence = self._evidence(finding)
        seq = _one(self.wh.run("alert_widen", {
            "alert_id": survivor["alert_id"], "alert_key": finding.key, "at": result.at, "score": finding.score,
            "rate": finding.observed_rate, "evidence": json.dumps(evidence), "evaluation_id": result.evaluation_id,
            "rate_before": finding.baseline_rate,
        }))
        old_key = survivor["alert_key"]
        del self.open[old_key]
        survivor.update(alert_key=finding.key, model=None, rate_before=finding.baseline_rate,
                        last_seen_at=result.at, last_notified_at=result.at,
                        notified_score=finding.score, notified_rate=finding.observed_rate, notify_seq=seq,
                        evidence=evidence, evaluation_id=result.evaluation_id, recovery_since=None,
                        recovery_calls=0.0, recovery_errors=0.0)
        self.open[finding.key] = survivor
        events = [self._notify(survivor, "widened", seq, result, resolved_at=None, extra={"widened_from": old_key})]
        for other in others:
            events.append(self._end(other, result, "merged", merged_into=survivor["alert_id"]))
        return events

    def _seen(self, alert: dict, finding: Finding, result: BucketResult, silenced: bool) -> list[LifecycleEvent]:
        cooled = result.at - alert["last_notified_at"] >= timedelta(seconds=self.config.renotify_cooldown)
        worse = finding.score >= self.config.renotify_factor * alert["notified_score"]
        renotify = cooled and worse and not silenced
        if renotify:
            evidence = self._evidence(finding)
        else:  # the per-bucket update keeps what the last notification looked up
            kept = {k: alert["evidence"][k] for k in ("sessions", "concentration") if k in alert["evidence"]}
            evidence = _jsonable(finding.evidence(alert["evidence"].get("top_fingerprints", []))) | kept
        alert.update(evidence=evidence, last_seen_at=result.at, evaluation_id=result.evaluation_id,
                     recovery_since=None, recovery_calls=0.0, recovery_errors=0.0)
        self._dirty.add(alert["alert_id"])
        if not renotify:
            return []
        previous = {"at": _iso(alert["last_notified_at"]), "observed_rate": alert.get("notified_rate"),
                    "score": alert["notified_score"]}
        seq = _one(self.wh.run("alert_renotified", {"alert_id": alert["alert_id"], "at": result.at,
                                               "score": finding.score, "rate": finding.observed_rate}))
        alert.update(last_notified_at=result.at, notified_score=finding.score, notified_rate=finding.observed_rate,
                     notify_seq=seq)
        return [self._notify(alert, "renotified", seq, result, resolved_at=None, extra={"previous": previous})]

    def _new_fingerprint(self, watch: NewErrorWatch, alert: dict, new: NewFingerprint,
                         result: BucketResult) -> LifecycleEvent:
        """A new bug behind the open alert: a page in its thread; the alert itself stays as it is."""
        seq = _one(self.wh.run("alert_new_fingerprint_seq", {"alert_id": alert["alert_id"]}))
        alert["notify_seq"] = seq
        watch.paged(alert["alert_id"], new, result.at)
        return self._notify(alert, NEW_FINGERPRINT, seq, result, resolved_at=None,
                            extra={"new_fingerprint": new.details()})

    def watch(self, key: str, finding: Finding | None, at: datetime, bucket_seconds: int,
              resolve: bool = True) -> list[LifecycleEvent]:
        """A live check outside the bucket walk (ingest not running, the whole stream stopped): the alert
        ``key`` opens while ``finding`` is given and, with ``resolve``, resolves when it is not."""
        result = BucketResult(evaluation_id=f"watch-{at:%Y%m%dT%H%M%S}Z", bucket=at - timedelta(seconds=bucket_seconds),
                              at=at, bucket_seconds=bucket_seconds, findings=[], series=0, tests=0,
                              observe=lambda _key: Observation(0.0, 0.0, float("inf")))
        alert = self.open.get(key)
        events = []
        if finding is not None and alert is None and not self._silenced(key, at):
            events.append(self._open(finding, result))
        elif finding is not None and alert is not None:
            alert.update(last_seen_at=at, evidence=_jsonable(finding.evidence()))
            self._dirty.add(alert["alert_id"])
        elif finding is None and alert is not None and resolve:
            events.append(self._end(alert, result, "resolved"))
        self.events.extend(events)
        return events

    def _adoptions(self, result: BucketResult) -> list[LifecycleEvent]:
        """Series whose lasting shift became the baseline: their alert ends as ``adopted``, never resolved.

        A per-model alert ends with its series; a tool-wide alert with the models of its tool and
        class that adopted (the evaluator adopts every elevated model of the tool together), its
        rates weighted by their calls.
        """
        events = []
        wide: dict[str, list] = {}
        for a in result.adopted:
            own = self.open.get(alert_key("anomaly", a.tool, a.model, a.error_class))
            if own is not None:
                events.append(self._end(own, result, "adopted", shift_started_at=min(a.since, own["opened_at"]),
                                        rate_before=_lowest(own.get("rate_before"), a.rate_before), rate_after=a.rate_after))
            wide.setdefault(alert_key("anomaly", a.tool, None, a.error_class), []).append(a)
        for key, adopted in wide.items():
            alert = self.open.get(key)
            if alert is None:
                continue
            weight = sum(a.calls_per_bucket for a in adopted) or 1.0
            events.append(self._end(
                alert, result, "adopted", shift_started_at=min(min(a.since for a in adopted), alert["opened_at"]),
                rate_before=_lowest(alert.get("rate_before"), sum(a.calls_per_bucket * a.rate_before for a in adopted) / weight),
                rate_after=sum(a.calls_per_bucket * a.rate_after for a in adopted) / weight))
        return events

    def _recovering(self, alert: dict, result: BucketResult) -> list[LifecycleEvent]:
        obs = result.observe(alert["alert_key"])
        if obs.calls <= 0:
            return []  # no calls, no evidence either way
        if alert["kind"] == "no_data":  # calls are back: that is the whole recovery
            return [self._end(alert, result, "resolved")]
        since = alert["recovery_since"] or result.bucket
        calls = alert["recovery_calls"] + obs.calls
        errors = alert["recovery_errors"] + obs.errors
        alert.update(recovery_since=since, recovery_calls=calls, recovery_errors=errors)
        self._dirty.add(alert["alert_id"])
        min_errors = self.config.unknown_min_errors if alert["kind"] == "unknown_threshold" else self.config.min_errors
        dwelt = result.at - since >= timedelta(seconds=self.config.resolve_dwell)
        bar = obs.normal_below
        if obs.baseline:
            # Hysteresis in level too: an anomaly resolves below halfway from its baseline to the bar it
            # opened above (1.5x with min_effect 2), and against the baseline it opened against when the
            # current one has since learned part of the problem. A recovery picked right after a lucky
            # dip, tested again every bucket, would otherwise end a lasting 2.5x rise now and then.
            baseline = _lowest(alert.get("rate_before"), obs.baseline)
            bar = baseline * (1.0 + (obs.normal_below / obs.baseline - 1.0) / 2)
        # Enough calls means enough that the bar itself would show min_errors: judged at the rate
        # the alert last saw, a night's few hundred calls "proved" a lasting 2.5x rise over.
        if not (dwelt and calls * bar >= min_errors and shown_below(errors, calls, bar)):
            return []
        return [self._end(alert, result, "resolved")]

    def _end(self, alert: dict, result: BucketResult, outcome: str, **details: Any) -> LifecycleEvent:
        """Close an open alert with ``outcome`` (resolved | adopted | merged) and notify."""
        params = {"shift_started_at": None, "rate_before": None, "rate_after": None, "merged_into": None} | details
        if outcome != "adopted":  # the stored opening baseline stays; only an adoption reports the shift
            params["rate_before"] = None
        seq = _one(self.wh.run("alert_resolve", {"alert_id": alert["alert_id"], "at": result.at, "outcome": outcome,
                                                 "evaluation_id": result.evaluation_id, **params}))
        del self.open[alert["alert_key"]]
        self._dirty.discard(alert["alert_id"])
        self._resolved[(alert["kind"], alert["tool"], alert["error_class"])] = result.at
        closed = dict(alert, status="resolved", outcome=outcome, resolved_at=result.at, notify_seq=seq)
        if outcome == "adopted":
            closed.update(rate_before=params["rate_before"], rate_after=params["rate_after"])
        self._closed[alert["alert_key"]] = closed
        extra = {"outcome": outcome} | {k: _iso(v) if isinstance(v, datetime) else v for k, v in details.items()}
        return self._notify(closed, outcome, seq, result, resolved_at=result.at, extra=extra)

    def _notify(self, alert: dict, event: str, seq: int, result: BucketResult, resolved_at: datetime | None,
                extra: dict[str, Any] | None = None) -> LifecycleEvent:
        _, tool, model, error_class = parse_alert_key(alert["alert_key"])
        evidence = alert["evidence"]
        rows = self.wh.rows("detect_series_buckets", {
            "tool": tool, "model": model, "error_class": error_class,
            "from": result.bucket - timedelta(hours=self.config.series_hours) + timedelta(seconds=result.bucket_seconds),
            "to": result.bucket,
        })
        baseline = evidence.get("baseline_rate")
        payload = {
            "event": event, "alert_id": alert["alert_id"], "alert_key": alert["alert_key"],
            "kind": alert["kind"], "tool": tool, "model": model, "error_class": error_class,
            "opened_at": _iso(alert["opened_at"]), "resolved_at": _iso(resolved_at), "evidence": evidence,
            "series": [{"bucket": _iso(r["bucket"]), "calls": int(r["calls"]), "errors": int(r["errors"]),
                        "baseline_rate": baseline} for r in rows],
            "evaluation_id": result.evaluation_id, **(extra or {}),
        }
        self.wh.run("outbox_enqueue", {
            "sink": "slack", "dedupe_key": f"alert:{alert['alert_id']}:{event}:{seq}",
            "payload": json.dumps(payload), "created_at": result.at,
        })
        if self.new_errors is not None and alert["kind"] == "unknown_threshold" and event in NAMING_EVENTS:
            self.new_errors.named(alert["alert_id"], event, evidence, result.at)
        return LifecycleEvent(event, alert["alert_id"], alert["alert_key"], result.at, evidence, dict(extra or {}))


def shown_below(errors: float, calls: float, bar: float) -> bool:
    """Is the rate significantly below ``bar``: P(X <= errors | calls, bar) <= :data:`RESOLVE_P`?

    >>> shown_below(0, 600, 0.005), shown_below(2, 600, 0.005), shown_below(30, 600, 0.005)
    (True, False, False)
    """
    if calls <= 0 or not 0.0 < bar < 1.0:
        return bar >= 1.0 and calls > 0
    return float(special.bdtr(int(errors), int(calls), bar)) <= RESOLVE_P


def add_silence(wh: Warehouse, key: str, seconds: int, reason: str, now: datetime) -> dict[str, Any]:
    """Silence ``key`` from ``now`` for ``seconds``; a silence needs a reason a colleague can read."""
    try:
        parse_alert_key(key)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    if not reason.strip():
        raise ConfigError("a silence needs --reason, so whoever sees it knows why the alert is quiet")
    if seconds <= 0:
        raise ConfigError("a silence must last a positive duration, e.g. --for 24h")
    expires = now + timedelta(seconds=seconds)
    silence_id = _one(wh.run("silence_insert", {"alert_key": key, "reason": reason.strip(), "created_at": now,
                                           "expires_at": expires}))
    return {"silence_id": silence_id, "alert_key": key, "reason": reason.strip(), "created_at": now, "expires_at": expires}


def _lowest(stored: float | None, now: float) -> float:
    """The baseline an alert opened against, or the current one when lower (or nothing was stored)."""
    return now if stored is None else min(stored, now)


def _one(cursor) -> Any:
    """The single value a RETURNING statement produced."""
    row = cursor.fetchone()
    if row is None:
        raise WarehouseError("an alert statement returned no row; the alerts table may have been changed underneath")
    return row[0]


def _iso(ts: datetime | None) -> str | None:
    return None if ts is None else ts.isoformat() + "Z"


def _jsonable(evidence: dict[str, Any]) -> dict[str, Any]:
    return {k: _iso(v) if isinstance(v, datetime) else v for k, v in evidence.items()}
