"""Each pipeline step as a plain function of (warehouse, settings): what the Prefect tasks wrap.

The flows in :mod:`flows.prefect_flows` only sequence these and add retries,
locks and artifacts; tests and benchmarks call them directly. Each step turns
settings into the arguments of the other packages' functions and nothing
more — the logic stays in ``warehouse/``, ``detectors/``, ``alerts/`` and
``skills/``.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from flows.settings import Settings, parse_duration

# A detect run that takes longer than this is presumed dead and its lock taken over.
DETECT_LOCK_TTL = timedelta(minutes=30)


def ingest_step(wh, paths: list[str], settings: Settings):
    """Load ``paths`` (files, folders, globs) with the configured rules and limits; returns an IngestReport."""
    from flows.cmd_ingest import ingest_with_settings

    return ingest_with_settings(wh, paths, settings)


def alert_sink(settings: Settings):
    """Slack when ``SLACK_BOT_TOKEN`` is set, else the local sink in ``alerts.local_dir``."""
    if settings.secrets.slack_bot_token:
        from alerts.slack_sink import SlackSink, slack_client

        return SlackSink(slack_client(settings.secrets.slack_bot_token, settings.secrets.slack_api_url))
    from alerts.local_sink import LocalSink

    return LocalSink(settings["alerts.local_dir"])


def deliver_step(wh, settings: Settings, now: datetime | None = None, sink=None) -> dict[str, Any]:
    """Flush the Slack outbox under the ``deliver`` run lock (the outbox keeps its own backoff).

    Two deliverers at once could both post a row before either marks it
    delivered; with the lock held elsewhere this returns ``{"skipped": why}``.
    """
    from alerts.delivery import Routing, deliver_outbox
    from alerts.slack_blocks import Links
    from flows.run_lock import RunLocked, run_lock

    routing = Routing(settings["alerts.slack.default_channel"], dict(settings["alerts.slack.routes"]))
    links = Links(runbook_url=settings["alerts.slack.runbook_url"],
                  dashboard_url=settings["alerts.slack.dashboard_url"])
    try:
        with run_lock(wh, "deliver", DETECT_LOCK_TTL):
            report = deliver_outbox(wh, sink or alert_sink(settings), now=now, routing=routing, links=links)
    except RunLocked as exc:
        return {"skipped": str(exc)}
    return report.to_dict()


def detect_step(wh, settings: Settings, at: datetime | None = None) -> dict[str, Any]:
    """One evaluation of every complete bucket not yet evaluated, under the ``detect`` run lock.

    Raises :class:`flows.run_lock.RunLocked` when another detect run holds it.
    """
    from flows.detection import (
        bucket_seconds_of,
        default_at,
        detect_config,
        lifecycle_config,
        run_detection,
    )
    from flows.run_lock import run_lock

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
    from skills.agents import AgentConfig
    from skills.issues import TriagePolicy, last_complete_week, parse_week
    from skills.triage import TriageConfig, run_triage

    tz = settings["triage.timezone"]
    now = now or datetime.now(UTC)
    target = parse_week(week, tz) if week else last_complete_week(now, tz)
    config = TriageConfig(
        policy=TriagePolicy(min_new_errors=settings["triage.min_new_errors"]),
        agents=AgentConfig(
            enabled=settings["triage.agents.enabled"],
            launcher=settings["triage.agents.launcher"],
            weekly_budget=settings["triage.agents.weekly_budget"],
            min_sessions=settings["triage.agents.min_sessions"],
        ),
    )
    report = run_triage(wh, target, config, tickets=ticket_backend(wh, settings), launcher=None,
                        now=now.replace(tzinfo=None), dry_run=dry_run)
    return report.to_dict()


def ticket_backend(wh, settings: Settings):
    """Linear when ``LINEAR_API_KEY`` is set, else Markdown files in ``triage.local_dir``."""
    if settings.secrets.linear_api_key:
        from skills.linear import LinearClient
        from skills.linear_tickets import LinearTickets
        from skills.triage import DEFAULT_ATTACHMENT_BASE

        client = LinearClient(settings.secrets.linear_api_key, settings.secrets.linear_api_url)
        return LinearTickets(client, settings["triage.linear.team_key"], DEFAULT_ATTACHMENT_BASE)
    from skills.tickets import LocalTickets

    return LocalTickets(wh, settings["triage.local_dir"])


def retention_step(wh, settings: Settings, older_than: str | None = None, export_dir: str | None = None,
                   now: datetime | None = None, dry_run: bool = False) -> dict[str, Any]:
    """Drop (or export, then drop) raw rows older than ``ingest.retention``, under the ``retention`` lock."""
    from flows.retention import apply_retention
    from flows.run_lock import run_lock

    age = parse_duration(older_than or settings["ingest.retention"])
    with run_lock(wh, "retention", timedelta(hours=2)):
        report = apply_retention(wh, age, export_dir=export_dir or settings["ingest.export_dir"] or None,
                                 now=now, dry_run=dry_run)
    return report.to_dict()
