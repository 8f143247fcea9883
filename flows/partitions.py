"""What a Dask worker runs: load one partition the way the warehouse would, hand back aggregates.

The partition model, the plan and the exact merge are warehouse-only and live in
:mod:`toolwatch.warehouse.partitions`; this module adds the classifier and the
worker's own object-store credentials, which come from the settings.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from toolwatch.warehouse.errors import ConfigError
from toolwatch.warehouse.partitions import (
    LEDGER_COLUMNS,
    Partition,
    PartitionAggregate,
    peak_rss_bytes,
)
from toolwatch.warehouse.remote import ObjectStore


@dataclass(frozen=True)
class PartitionOptions:
    """Everything a worker needs to load a partition the way the warehouse would."""

    rules_file: str | None
    inline_rules: list[dict]
    max_field_chars: int
    future_tolerance_s: int
    bucket_seconds: int
    now: datetime
    duckdb_threads: int | None = None
    max_name_chars: int = 256
    past_tolerance_s: int = 400 * 86400
    memory_limit: str | None = None   # per partition's DuckDB; spills to a temp dir beyond it
    object_store: ObjectStore | None = None  # how workers reach s3:// datasets; keys come from the worker



def rollup_partition(partition: Partition, options: PartitionOptions) -> PartitionAggregate:
    """Load one partition into a private in-memory warehouse and return its aggregates."""
    import os

    from toolwatch import warehouse
    from toolwatch.detectors.classify import compile_classifier
    from toolwatch.detectors.rules import load_ruleset
    from toolwatch.flows.settings import aws_credentials
    from toolwatch.warehouse.ingest import ingest_paths

    classifier: Any = compile_classifier(load_ruleset(options.rules_file, options.inline_rules))
    store = options.object_store
    if store is not None and store.key_id is None:
        keys = aws_credentials()
        store = replace(store, key_id=keys["aws_access_key_id"], secret=keys["aws_secret_access_key"],
                        session_token=keys["aws_session_token"])
    with warehouse.connect(":memory:", memory_limit=options.memory_limit) as wh:
        if options.duckdb_threads:
            wh.con.execute(f"SET threads = {int(options.duckdb_threads)}")
        report = ingest_paths(wh, list(partition.files), classifier=classifier,
                              max_field_chars=options.max_field_chars,
                              max_name_chars=options.max_name_chars,
                              future_tolerance_s=options.future_tolerance_s,
                              past_tolerance_s=options.past_tolerance_s,
                              bucket_seconds=options.bucket_seconds, now=options.now,
                              object_store=store)
        ledger = wh.con.execute(
            "SELECT " + ", ".join(LEDGER_COLUMNS) + " FROM ingested_files ORDER BY file_id"
        ).fetchall()
        aggregate = PartitionAggregate(
            key=partition.key,
            rollup_calls=wh.con.execute("SELECT * FROM rollup_calls").to_arrow_table(),
            rollup_errors=wh.con.execute("SELECT * FROM rollup_errors").to_arrow_table(),
            fingerprints=wh.con.execute("SELECT * FROM fingerprints").to_arrow_table(),
            rejects=wh.con.execute("SELECT path, line_no, reason, raw, rejected_at FROM rejects").to_arrow_table(),
            files=[dict(zip(LEDGER_COLUMNS, row, strict=True)) for row in ledger],
        )
    if report.problems:
        raise ConfigError(f"partition {partition.key}: {'; '.join(report.problems)}")
    aggregate.worker_pid = os.getpid()
    aggregate.peak_rss_bytes = peak_rss_bytes()
    return aggregate
