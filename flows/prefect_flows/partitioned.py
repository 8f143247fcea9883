"""``partitioned_ingest``: one Dask task per Hive partition, merged exactly into the warehouse.

The fan-out is Prefect's own: ``prefect_dask.DaskTaskRunner`` on a
``LocalCluster`` of ``dask.workers`` processes, or on the existing cluster
at ``dask.address``. Each task runs :func:`toolwatch.flows.partitions.rollup_partition`
and ships back a few thousand aggregate rows; the flow merges them in one
transaction. See :mod:`toolwatch.flows.partitions` for what "exact" covers.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from typing import Any

from prefect import flow, task
from prefect.cache_policies import NO_CACHE

from toolwatch.flows.partitions import PartitionOptions
from toolwatch.flows.prefect_flows.retry import RETRY_DELAYS, retry_on_transient
from toolwatch.flows.settings import Settings, load_settings, parse_duration
from toolwatch.warehouse.partitions import Partition, PartitionAggregate


def dask_task_runner(settings: Settings, workers: int | None = None, address: str | None = None):
    """A DaskTaskRunner on ``address`` (or ``dask.address``), else a LocalCluster of worker processes."""
    from prefect_dask import DaskTaskRunner

    address = address or settings["dask.address"] or None
    if address:
        return DaskTaskRunner(address=address)
    n = workers or settings["dask.workers"]
    # One thread per worker: DuckDB parallelises inside the task (see duckdb_threads).
    return DaskTaskRunner(cluster_kwargs={"n_workers": n, "threads_per_worker": 1, "processes": True,
                                          "dashboard_address": ":0"})


def partition_options(settings: Settings, workers: int | None, remote: bool) -> PartitionOptions:
    from toolwatch.flows.wiring import object_store_from

    # On a local cluster the workers share this machine's cores; a remote worker keeps DuckDB's default.
    threads = None if remote else max(1, (os.cpu_count() or 1) // max(1, workers or settings["dask.workers"]))
    return PartitionOptions(
        rules_file=settings["classify.rules_file"] or None,
        inline_rules=list(settings["classify.rules"]),
        max_field_chars=settings["ingest.max_field_chars"],
        future_tolerance_s=parse_duration(settings["ingest.future_tolerance"]),
        bucket_seconds=parse_duration(settings["detect.bucket"]),
        now=datetime.now(UTC).replace(tzinfo=None),
        duckdb_threads=threads,
        max_name_chars=settings["ingest.max_name_chars"],
        past_tolerance_s=parse_duration(settings["ingest.past_tolerance"]),
        memory_limit=settings["warehouse.memory_limit"] or None,
        # Settings only: each worker adds the AWS keys of its own environment.
        object_store=object_store_from(settings, credentials=False),
    )


@task(name="rollup-partition", retries=len(RETRY_DELAYS), retry_delay_seconds=RETRY_DELAYS,
      retry_condition_fn=retry_on_transient, cache_policy=NO_CACHE)
def rollup_partition_task(partition: Partition, options: PartitionOptions) -> PartitionAggregate:
    from toolwatch.flows.partitions import rollup_partition

    return rollup_partition(partition, options)


@flow(name="rollup-partitions")
def rollup_partitions(partitions: list[Partition], options: PartitionOptions) -> list[PartitionAggregate]:
    """The fan-out: one task per partition on whatever task runner this subflow was given."""
    futures = rollup_partition_task.map(partitions, options=options)
    return [f.result() for f in futures]


@flow(name="partitioned-ingest", log_prints=True)
def partitioned_ingest(dataset: str, db: str | None = None, config: str | None = None,
                       workers: int | None = None, address: str | None = None) -> dict[str, Any]:
    """Ingest a Hive-partitioned dataset partition-parallel on Dask; merge the aggregates exactly."""
    from toolwatch.flows.prefect_flows.artifacts import open_alert_rows, publish
    from toolwatch.flows.wiring import object_store_from, open_warehouse
    from toolwatch.warehouse.partitions import (
        discover_partitions,
        merge_aggregates,
        plan_partitions,
    )

    settings = load_settings(config_path=config, db_path=db)
    options = partition_options(settings, workers, remote=bool(address or settings["dask.address"]))
    with open_warehouse(settings) as wh:
        planned, skipped = plan_partitions(wh, discover_partitions(dataset, object_store_from(settings)))
    aggregates = []
    if planned:
        runner = dask_task_runner(settings, workers, address)
        aggregates = rollup_partitions.with_options(task_runner=runner)(planned, options)
    with open_warehouse(settings) as wh:
        report = merge_aggregates(wh, aggregates, options.bucket_seconds, skipped).to_dict()
        open_alerts = open_alert_rows(wh)
    peaks: dict[int, int] = {}
    for agg in aggregates:
        peaks[agg.worker_pid] = max(peaks.get(agg.worker_pid, 0), agg.peak_rss_bytes)
    report["worker_pids"] = sorted(peaks)
    report["worker_peak_rss_bytes"] = [peaks[pid] for pid in sorted(peaks)]
    publish("toolwatch-partitioned-ingest", "toolwatch partitioned ingest",
            {"ingested": {k: v for k, v in report.items() if not isinstance(v, list)}}, open_alerts)
    return report


def run_partitioned_ingest(dataset: str, settings: Settings, workers: int | None = None,
                           address: str | None = None) -> dict[str, Any]:
    """Run :func:`partitioned_ingest` for ``settings``' warehouse and config."""
    return partitioned_ingest(dataset, db=settings.db_path, config=settings.config_path,
                              workers=workers, address=address)
