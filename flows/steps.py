"""Each pipeline step as a plain function of (warehouse, settings): what the Prefect tasks wrap.

The flows in :mod:`toolwatch.flows.prefect_flows` only sequence these and add retries,
locks and artifacts; tests and benchmarks call them directly. Each step turns
settings into the arguments of the other packages' functions and nothing
more — the logic stays in ``warehouse/``, ``detectors/``, ``alerts/`` and
``skills/``.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from toolwatch.flows.settings import Settings, parse_duration

# A detect run that takes longer than this is presumed dead and its lock taken over.
DETECT_LOCK_TTL = timedelta(minutes=30)


def ingest_step(wh, paths: list[str], settings: Settings):
    """Load ``paths`` (files, folders, globs) with the configured rules and limits; returns an IngestReport."""
    from toolwatch.flows.cmd_ingest import ingest_with_settings

    return ingest_with_settings(wh, paths, settings)


def deliver_step(wh, settings: Settings, now: datetime | None = None) -> dict[str, Any]:
    """Flush the Slack outbox (``toolwatch.flows.cmd_alerts.deliver``: configured sink, routes, links).

    Delivery holds the ``deliver`` run lock; when another deliverer holds it,
    this returns ``{"skipped": why}`` — that run is delivering the same rows.
    The outbox keeps its own backoff for transient failures.
    """
    from toolwatch.flows.cmd_alerts import deliver
    from toolwatch.flows.run_lock import RunLocked

    try:
        return deliver(wh, settings, now=now).to_dict()
    except RunLocked as exc:
        return {"skipped": str(exc)}


def detect_step(wh, settings: Settings, at: datetime | None = None) -> dict[str, Any]:
    """One evaluation of every complete bucket not yet evaluated, under the ``detect`` run lock.

    Raises :class:`toolwatch.flows.run_lock.RunLocked` when another detect run holds it.
    """
    from toolwatch.flows.detection import (
        bucket_seconds_of,
        default_at,
        detect_config,
        lifecycle_config,
        run_detection,
    )
    from toolwatch.flows.run_lock import run_lock

    with run_lock(wh, "detect", DETECT_LOCK_TTL):
        width = bucket_seconds_of(wh, settings)
        at = at or default_at(wh, width)
        report = run_detection(wh, detect_config(settings, width), lifecycle_config(settings), at)
    counts: dict[str, int] = {"opened": 0, "renotified": 0, "resolved": 0}
    for event in report.events:
        counts[event.event] = counts.get(event.event, 0) + 1
    return {"at": at, "first_bucket": report.first_bucket, "last_bucket": report.last_bucket,
            "buckets": report.buckets, **counts}


def triage_step(wh, settings: Settings, week: str | None = None, now: datetime | None = None,
                dry_run: bool = False) -> dict[str, Any]:
    """The weekly triage of ``week`` (default: the last complete ISO week in ``triage.timezone``)."""
    from toolwatch.flows.cmd_triage import triage

    return triage(wh, settings, week=week, now=now, dry_run=dry_run).to_dict()


def retention_step(wh, settings: Settings, older_than: str | None = None, export_dir: str | None = None,
                   now: datetime | None = None, dry_run: bool = False) -> dict[str, Any]:
    """Drop (or export, then drop) raw rows older than ``ingest.retention``, under the ``retention`` lock."""
    from toolwatch.flows.retention import apply_retention
    from toolwatch.flows.run_lock import run_lock

    age = parse_duration(older_than or settings["ingest.retention"])
    with run_lock(wh, "retention", timedelta(hours=2)):
        report = apply_retention(wh, age, export_dir=export_dir or settings["ingest.export_dir"] or None,
                                 now=now, dry_run=dry_run)
    return report.to_dict()
