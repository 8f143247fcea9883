"""The deployments ``toolwatch serve`` runs, built from settings (``prefect.yaml`` mirrors them).

- ``toolwatch-detect``: ``serve.detect_cron`` (every 5 minutes); drains the
  spool (``serve.spool_dir``, where hooks and the receiver write) and ingests
  ``serve.watch_dir`` first when set. At most one run at a time: a run due
  while another is still going is cancelled (the next one catches up, since
  detection evaluates every bucket not yet evaluated).
- ``toolwatch-weekly-triage``: ``serve.triage_cron`` (Mondays 09:00).
- ``toolwatch-retention``: daily at 03:17.
- ``toolwatch-ingest``: no schedule, run on demand with ``paths``.

Schedules are in ``triage.timezone``. Parameters carry absolute warehouse and
config paths, because runs start in their own processes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from toolwatch.flows.settings import Settings
from toolwatch.flows.wiring import spool_dir_of
from toolwatch.warehouse.errors import ConfigError
from toolwatch.warehouse.remote import is_remote

RETENTION_CRON = "17 3 * * *"
TAGS = ["toolwatch"]


def _cron(expression: str, timezone: str, setting: str):
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    from prefect.schedules import Cron

    try:
        ZoneInfo(timezone)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ConfigError(f"triage.timezone {timezone!r} is not an IANA time zone such as Europe/Berlin") from exc
    try:
        return Cron(expression, timezone=timezone)
    except ValueError as exc:
        raise ConfigError(f"{setting} {expression!r} in time zone {timezone!r} is not valid: {exc}") from exc


def deployment_parameters(settings: Settings) -> dict[str, Any]:
    return {
        "db": str(Path(settings.db_path).resolve()),
        "config": str(Path(settings.config_path).resolve()) if settings.config_path else None,
    }


def build_deployments(settings: Settings) -> list:
    """The four RunnerDeployments, ready for ``prefect.serve``."""
    from prefect.client.schemas.objects import ConcurrencyLimitConfig, ConcurrencyLimitStrategy
    from prefect.types.entrypoint import EntrypointType

    from toolwatch.flows.prefect_flows.pipeline import detect, ingest, retention, weekly_triage

    tz = settings["triage.timezone"]
    # Runs start in fresh processes: load the flows by module, wherever serve was started.
    MODULE = EntrypointType.MODULE_PATH  # noqa: N806
    params = deployment_parameters(settings)
    one_at_a_time = ConcurrencyLimitConfig(limit=1, collision_strategy=ConcurrencyLimitStrategy.CANCEL_NEW)
    watch_dir = settings["serve.watch_dir"] or None
    if watch_dir and not is_remote(watch_dir) and not Path(watch_dir).is_dir():
        raise ConfigError(f"serve.watch_dir {watch_dir} is not a directory (nor an s3:// prefix)")
    if watch_dir and not is_remote(watch_dir):
        watch_dir = str(Path(watch_dir).resolve())
    return [
        detect.to_deployment(
            name="toolwatch-detect",
            schedules=[_cron(settings["serve.detect_cron"], tz, "serve.detect_cron")],
            parameters={**params, "watch_dir": watch_dir, "spool": str(spool_dir_of(settings).resolve())},
            concurrency_limit=one_at_a_time,
            tags=TAGS,
            entrypoint_type=MODULE,
            description="Evaluate the detectors on new buckets and deliver alerts.",
        ),
        weekly_triage.to_deployment(
            name="toolwatch-weekly-triage",
            schedules=[_cron(settings["serve.triage_cron"], tz, "serve.triage_cron")],
            parameters=params,
            concurrency_limit=one_at_a_time,
            tags=TAGS,
            entrypoint_type=MODULE,
            description="Weekly triage: tickets for new and spiking issues, fix agents.",
        ),
        retention.to_deployment(
            name="toolwatch-retention",
            schedules=[_cron(RETENTION_CRON, tz, "retention schedule")],
            parameters=params,
            concurrency_limit=one_at_a_time,
            tags=TAGS,
            entrypoint_type=MODULE,
            description="Drop raw tool calls older than ingest.retention.",
        ),
        ingest.to_deployment(
            name="toolwatch-ingest",
            parameters=params,
            tags=TAGS,
            entrypoint_type=MODULE,
            description="Load files on demand: prefect deployment run ingest/toolwatch-ingest -p paths='[...]'",
        ),
    ]
