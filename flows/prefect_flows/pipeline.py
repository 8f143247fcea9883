"""The scheduled flows: ``ingest``, ``detect``, ``weekly_triage``, ``retention``.

Each flow loads settings, runs a few tasks and publishes its artifacts. Each
task opens the warehouse, calls one plain step from :mod:`toolwatch.flows.steps` and
closes it again, so the DuckDB file is held only while a task works and other
deployments' runs can get in between. Tasks retry on transient failures only
(:mod:`toolwatch.flows.prefect_flows.retry`); a second ``detect`` that finds the run
lock held stands down and reports ``skipped``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from prefect import flow, get_run_logger, task
from prefect.cache_policies import NO_CACHE

from toolwatch.flows.prefect_flows.artifacts import open_alert_rows, publish
from toolwatch.flows.prefect_flows.retry import RETRY_DELAYS, retry_on_transient
from toolwatch.flows.settings import Settings, load_settings

_TASK_OPTIONS: dict[str, Any] = {
    "retries": len(RETRY_DELAYS),
    "retry_delay_seconds": RETRY_DELAYS,
    "retry_condition_fn": retry_on_transient,
    # Inputs are settings and paths; results must never come from a cache.
    "cache_policy": NO_CACHE,
}


def _settings(db: str | None, config: str | None) -> Settings:
    return load_settings(config_path=config, db_path=db)


def _in_warehouse(settings: Settings, work: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """Run ``work(wh)`` with the warehouse open, and add the open alerts after it."""
    from toolwatch.flows.wiring import open_warehouse

    with open_warehouse(settings) as wh:
        result = work(wh)
        result["open_alerts"] = open_alert_rows(wh)
    return result


@task(name="ingest-files", **_TASK_OPTIONS)
def ingest_task(settings: Settings, paths: list[str]) -> dict[str, Any]:
    from toolwatch.flows.steps import ingest_step

    def work(wh) -> dict[str, Any]:
        report = ingest_step(wh, paths, settings)
        return {"files": len(report.files), "skipped_files": report.skipped_files,
                "quarantined_files": report.quarantined_files,
                "lines_read": report.lines_read, "accepted": report.accepted,
                "rejected": report.rejected, "duplicates": report.duplicates,
                "problems": report.problems}

    return _in_warehouse(settings, work)


@task(name="ingest-spool", **_TASK_OPTIONS)
def ingest_spool_task(settings: Settings, spool: str | None) -> dict[str, Any]:
    from toolwatch.flows.steps import ingest_spool_step

    return _in_warehouse(settings, lambda wh: ingest_spool_step(wh, settings, spool).to_dict())


@task(name="evaluate-detectors", **_TASK_OPTIONS)
def detect_task(settings: Settings, at: str | None = None) -> dict[str, Any]:
    from toolwatch.flows.settings import parse_time
    from toolwatch.flows.steps import detect_step
    from toolwatch.warehouse.run_lock import RunLocked

    def work(wh) -> dict[str, Any]:
        try:
            return detect_step(wh, settings, parse_time(at, "at") if at else None).to_dict()
        except RunLocked as exc:
            get_run_logger().warning(str(exc))
            return {"skipped": str(exc)}

    return _in_warehouse(settings, work)


@task(name="deliver-alerts", **_TASK_OPTIONS)
def deliver_task(settings: Settings) -> dict[str, Any]:
    from toolwatch.flows.steps import deliver_step

    return _in_warehouse(settings, lambda wh: deliver_step(wh, settings).to_dict())


@task(name="triage-week", **_TASK_OPTIONS)
def triage_task(settings: Settings, week: str | None, dry_run: bool) -> dict[str, Any]:
    from toolwatch.flows.steps import weekly_triage_step

    # The step opens the warehouse itself: with runner = "agent" it stays closed while the agent's
    # own toolwatch commands use it.
    result = triage_summary(weekly_triage_step(settings, week=week, dry_run=dry_run, must_exist=False).to_dict())
    return _in_warehouse(settings, lambda wh: result)


def triage_summary(report: dict[str, Any]) -> dict[str, Any]:
    """The flow's figures of one triage run, the agent's part included when it ran."""
    summary = {"week": report["week"], "runner": report["runner"], "issues": len(report["issues"]),
               "tickets": len(report["tickets"]), "tickets_created": report["counts"]["create"],
               "ticket_failures": len(report["ticket_failures"]), "agents_planned": len(report["agents"]),
               "agents_launched": len(report["launches"]), "warnings": len(report["warnings"])}
    run = report.get("agent_run")
    if run:
        summary.update(agent_status=run["status"], agent_exit_code=run["exit_code"],
                       agent_duration_s=run["duration_s"], agent_tickets_created=run["actions"]["counts"]["created"],
                       agent_tickets_updated=run["actions"]["counts"]["updated"],
                       net_caught=len(run["net"]["caught"]), agent_log=run["log"])
    return summary


@task(name="drop-old-rows", **_TASK_OPTIONS)
def retention_task(settings: Settings, older_than: str | None, export_dir: str | None) -> dict[str, Any]:
    from toolwatch.flows.steps import retention_step

    return _in_warehouse(settings, lambda wh: retention_step(wh, settings, older_than, export_dir).to_dict())


def _counts(result: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in result.items() if k != "open_alerts" and not isinstance(v, list | dict)}


@flow(name="ingest", log_prints=True)
def ingest(paths: list[str], db: str | None = None, config: str | None = None) -> dict[str, Any]:
    """Load files, folders or globs into the warehouse."""
    settings = _settings(db, config)
    result = ingest_task(settings, paths)
    publish("toolwatch-ingest", "toolwatch ingest", {"ingested": _counts(result)}, result["open_alerts"])
    return result


@flow(name="detect", log_prints=True)
def detect(db: str | None = None, config: str | None = None, at: str | None = None,
           watch_dir: str | None = None, spool: str | None = None) -> dict[str, Any]:
    """Ingest the spool and new files from ``watch_dir`` (if any), evaluate the detectors once, deliver alerts."""
    settings = _settings(db, config)
    sections: dict[str, dict[str, Any]] = {}
    if spool:
        sections["spool"] = _counts(ingest_spool_task(settings, spool))
    if watch_dir:
        # Ingest must not stand between the data already loaded and alerting: when it
        # fails (after its retries), detection still runs and the failure is reported.
        state = ingest_task(settings, [watch_dir], return_state=True)
        if state.is_completed():
            sections["ingested"] = _counts(state.result())
        else:
            get_run_logger().error(f"ingest of {watch_dir} failed; detecting on the data already loaded: "
                                   f"{state.message}")
            sections["ingested"] = {"failed": str(state.message)}
    result = detect_task(settings, at)
    sections["alerts"] = _counts(result)
    delivered = deliver_task(settings) if "skipped" not in result else {"open_alerts": result["open_alerts"]}
    sections["delivery"] = _counts(delivered)
    publish("toolwatch-detect", "toolwatch detect", sections, delivered["open_alerts"])
    return {**result, "delivery": _counts(delivered), "open_alerts": delivered["open_alerts"]}


@flow(name="weekly-triage", log_prints=True)
def weekly_triage(db: str | None = None, config: str | None = None, week: str | None = None,
                  dry_run: bool = False) -> dict[str, Any]:
    """The weekly triage of the last complete ISO week (or ``week``): tickets and fix agents."""
    settings = _settings(db, config)
    result = triage_task(settings, week, dry_run)
    publish("toolwatch-weekly-triage", f"toolwatch triage {result['week']}", {"triage": _counts(result)},
            result["open_alerts"])
    return result


@flow(name="retention", log_prints=True)
def retention(db: str | None = None, config: str | None = None, older_than: str | None = None,
              export_dir: str | None = None) -> dict[str, Any]:
    """Drop raw rows older than ``ingest.retention`` (exporting them first when configured)."""
    settings = _settings(db, config)
    result = retention_task(settings, older_than, export_dir)
    publish("toolwatch-retention", "toolwatch retention", {"retention": _counts(result)}, result["open_alerts"])
    return result
