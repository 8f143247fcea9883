"""Partition-parallel ingest of a Hive-partitioned dataset (``date=…/hour=…``), merged exactly.

Each partition is loaded by the ordinary ingest (:func:`toolwatch.warehouse.ingest.ingest_paths`:
same validation, classification, dedupe and rollup SQL) into its own
in-memory DuckDB, which hands back only small aggregates: its rollup rows,
fingerprints, rejects and file ledger. Merging sums the counts, takes the
min/max of first/last seen and the earliest sample, so the warehouse ends up
with the same rollups and fingerprints as one process loading every file.
Raw rows stay in the dataset: detectors read rollups only.

Dedupe is per partition: an event repeated in two partitions (only possible
when one ``call_id`` arrives with two different timestamps) is counted in
both, where the single-process path would count it once. Files whose bytes
were ingested before, by either path, are skipped (``ingested_files.sha256``).

These are plain functions: :mod:`toolwatch.flows.prefect_flows.partitioned` runs
:func:`toolwatch.flows.partitions.rollup_partition` as one Dask task per partition.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pyarrow as pa

from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import ConfigError, WarehouseError
from toolwatch.warehouse.ingest import advance_max_ingested_ts, check_bucket_width
from toolwatch.warehouse.remote import ObjectStore, is_remote

# The file-ledger columns a partition hands back (ingested_files minus the warehouse's own ids).
LEDGER_COLUMNS = ("path", "format", "size_bytes", "sha256", "lines_read", "accepted", "rejected",
                   "duplicates", "truncated", "min_ts", "max_ts")


@dataclass(frozen=True)
class Partition:
    key: str            # "date=2026-11-30/hour=13", relative to the dataset root ("" for the root)
    files: tuple[str, ...]  # local paths or URLs
    identities: tuple[str, ...] = ()  # objects' identities, known from the listing (local files are hashed)


@dataclass
class PartitionAggregate:
    """What one partition hands back: a few thousand rows, whatever its raw size."""

    key: str
    rollup_calls: pa.Table
    rollup_errors: pa.Table
    fingerprints: pa.Table
    rejects: pa.Table
    files: list[dict[str, Any]] = field(default_factory=list)
    worker_pid: int = 0
    peak_rss_bytes: int = 0


def discover_partitions(root: str | Path, object_store: ObjectStore | None = None) -> list[Partition]:
    """The partitions under ``root``: one per directory (or prefix) holding input files, in a stable order.

    ``root`` may be an ``s3://`` prefix: it is listed here, and each worker
    reads its partition's objects straight from the store, so workers on
    other machines need no shared file system.
    """
    if is_remote(str(root)):
        return _remote_partitions(str(root), object_store or ObjectStore())
    from toolwatch.warehouse.sources import discover

    root = Path(root)
    if not root.is_dir():
        raise ConfigError(f"dataset {root} is not a directory")
    groups: dict[str, list[str]] = {}
    resolved = root.resolve()
    for path in discover([str(root)])[0]:
        assert isinstance(path, Path)
        key = path.parent.relative_to(resolved).as_posix()
        groups.setdefault("" if key == "." else key, []).append(str(path))
    _check_hive(str(root), groups)
    return [Partition(key, tuple(sorted(files))) for key, files in sorted(groups.items())]


def _remote_partitions(root: str, store: ObjectStore) -> list[Partition]:
    from toolwatch.warehouse.remote import RemoteObject, enable
    from toolwatch.warehouse.sources import discover

    con = duckdb.connect()
    try:
        enable(con, store)
        found, problems, _ = discover([root.rstrip("/") + "/"], con)
    finally:
        con.close()
    if problems:
        raise ConfigError(f"dataset {problems[0]}")
    base = root.rstrip("/") + "/"
    groups: dict[str, list[RemoteObject]] = {}
    for obj in found:
        assert isinstance(obj, RemoteObject)
        relative = obj.url[len(base):] if obj.url.startswith(base) else obj.url
        groups.setdefault(relative.rpartition("/")[0], []).append(obj)
    _check_hive(root, groups)
    # Listings come back sorted by URL, so each partition's objects are in a stable order.
    return [Partition(key, tuple(o.url for o in objs), tuple(o.identity for o in objs))
            for key, objs in sorted(groups.items())]


def _check_hive(root: str, groups: dict[str, Any]) -> None:
    for key in groups:
        for part in filter(None, key.split("/")):
            if "=" not in part:
                raise ConfigError(
                    f"{root.rstrip('/')}/{key} is not a Hive partition "
                    "(expected name=value folders such as date=2026-11-30)"
                )


def plan_partitions(wh, partitions: list[Partition]) -> tuple[list[Partition], int]:
    """Drop files already ingested (same bytes, or same object) and repeated files; returns the rest and the skip count."""
    from toolwatch.warehouse.ingest import sha256_of

    seen: set[str] = set()
    skipped = 0
    planned = []
    for part in partitions:
        keep: list[tuple[str, str]] = []
        for i, path in enumerate(part.files):
            sha = part.identities[i] if part.identities else sha256_of(Path(path))
            if sha in seen or wh.rows("ingested_file_by_sha", {"sha256": sha}):
                skipped += 1
                continue
            seen.add(sha)
            keep.append((path, sha))
        if keep:
            planned.append(Partition(part.key, tuple(p for p, _ in keep),
                                     tuple(s for _, s in keep) if part.identities else ()))
    return planned, skipped


def peak_rss_bytes() -> int:
    """This process's own peak RSS so far (VmHWM). Not ru_maxrss: Linux carries that
    across exec, so a worker would report its parent's peak."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError("no VmHWM in /proc/self/status")


@dataclass
class MergeReport:
    partitions: int
    files: int
    skipped_files: int
    lines_read: int
    accepted: int
    rejected: int
    duplicates: int

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def merge_aggregates(wh, aggregates: list[PartitionAggregate], bucket_seconds: int,
                     skipped_files: int = 0) -> MergeReport:
    """Add the partitions' aggregates to ``wh`` in one transaction (all or nothing)."""
    files = [f for agg in aggregates for f in agg.files]
    tables = {
        "part_calls": [a.rollup_calls for a in aggregates],
        "part_errors": [a.rollup_errors for a in aggregates],
        "part_fingerprints": [a.fingerprints for a in aggregates],
        "part_rejects": [a.rejects for a in aggregates],
    }
    con = wh.con
    with wh.transaction():
        check_bucket_width(wh, bucket_seconds)
        try:
            for name, parts in tables.items():
                if parts:
                    con.register(name, pa.concat_tables(parts))
            if aggregates:
                wh.run("partition_merge_rollup_calls")
                wh.run("partition_merge_rollup_errors")
                wh.run("partition_merge_fingerprints")
            now = datetime.now(UTC).replace(tzinfo=None)
            for f in files:
                file_id = wh.run("insert_ingested_file", {**f, "now": now}).fetchone()[0]
                if f["rejected"]:
                    wh.run("partition_merge_rejects", {"file_id": file_id, "path": f["path"]})
        finally:
            for name in tables:
                with contextlib.suppress(duckdb.Error):  # a name that was never registered
                    con.unregister(name)
        advance_max_ingested_ts(wh, max((f["max_ts"] for f in files if f["max_ts"] is not None), default=None))
    return MergeReport(
        partitions=len(aggregates), files=len(files), skipped_files=skipped_files,
        lines_read=sum(f["lines_read"] for f in files), accepted=sum(f["accepted"] for f in files),
        rejected=sum(f["rejected"] for f in files), duplicates=sum(f["duplicates"] for f in files),
    )


def write_hive_dataset(sources: list[str], out_dir: str | Path) -> int:
    """Repartition Parquet event files into ``out_dir/date=…/hour=…/`` Parquet files; returns the row count.

    Rows whose ``ts`` cannot be read are left out (they would be rejects);
    use the single-process ingest for such files.
    """
    from toolwatch.warehouse.db import query

    out = Path(out_dir)
    if out.exists() and any(out.iterdir()):
        raise ConfigError(f"{out} is not empty; repartition into a new folder")
    con = duckdb.connect()
    con.execute("SET enable_progress_bar = false")  # it writes to stdout
    try:
        con.execute("SET TimeZone = 'UTC'")
        rel = con.sql(query("partition_source_rows"), params={"paths": [str(s) for s in sources]})
        rel.write_parquet(str(out), partition_by=["date", "hour"], compression="zstd")
        row = con.execute("SELECT count(*) FROM read_parquet($glob)", {"glob": str(out / "**" / "*.parquet")}).fetchone()
        return int(row[0]) if row else 0
    except duckdb.Error as exc:
        raise WarehouseError(f"repartitioning into {out} failed: {exc}") from exc
    finally:
        con.close()
