"""Retention: drop raw ``tool_calls`` older than a cutoff, exporting them to Parquet first.

Detectors read only rollups, and triage reads recent weeks, so old raw rows
are dead weight. Rollups, fingerprints, alerts and tickets are kept; the fingerprint page's
rollup (``rollup_fingerprint_sessions``), which stands for the raw error rows, follows them. With an
export directory the rows go to one Parquet file per run, are read back and
counted, and only then deleted — in the same transaction, so a failure at any
step removes nothing.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import ConfigError, WarehouseError


@dataclass
class RetentionReport:
    cutoff: datetime
    rows_removed: int
    oldest: datetime | None
    newest: datetime | None
    export_path: str | None
    dry_run: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def cutoff_for(older_than_s: int, now: datetime | None = None) -> datetime:
    if older_than_s <= 0:
        raise ConfigError(f"retention age must be positive, got {older_than_s} s")
    now = (now or datetime.now(UTC)).replace(tzinfo=None)
    return now - timedelta(seconds=older_than_s)


def apply_retention(
    wh,
    older_than_s: int,
    *,
    export_dir: str | Path | None = None,
    now: datetime | None = None,
    dry_run: bool = False,
) -> RetentionReport:
    """Remove raw rows with ``ts`` older than ``now - older_than_s``; see the module docstring."""
    now = (now or datetime.now(UTC)).replace(tzinfo=None)
    cutoff = cutoff_for(older_than_s, now)
    params = {"cutoff": cutoff}
    with wh.transaction():
        found = wh.rows("retention_candidates", params)[0]
        report = RetentionReport(cutoff, found["rows"], found["oldest"], found["newest"], None, dry_run)
        if dry_run or not found["rows"]:
            return report
        if export_dir:
            report.export_path = str(_export(wh, cutoff, Path(export_dir), found["rows"], now))
        removed = wh.run("retention_delete", params).fetchone()[0]
        if removed != found["rows"]:
            # Rows arrived between the count and the delete: keep everything, try again later.
            raise WarehouseError(f"retention counted {found['rows']} rows but would delete {removed}; nothing removed")
        wh.run("retention_trim_fingerprint_sessions", params)
        wh.run("rebuild_rollup_fingerprint_sessions", {"day": cutoff.replace(hour=0, minute=0, second=0, microsecond=0)})
        wh.run("retention_record", {"cutoff": cutoff, "rows_removed": removed,
                                    "export_path": report.export_path, "now": now})
    return report


def _export(wh, cutoff: datetime, directory: Path, expected: int, now: datetime) -> Path:
    from toolwatch.warehouse.db import query

    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(f"cannot create the export directory {directory}: {exc}") from exc
    target = directory / f"tool_calls_before_{cutoff:%Y%m%dT%H%M%S}_{now:%Y%m%dT%H%M%S}.parquet"
    if target.exists():
        raise ConfigError(f"export file {target} already exists; not overwriting it")
    try:
        wh.con.sql(query("retention_export_rows"), params={"cutoff": cutoff}).write_parquet(
            str(target), compression="zstd"
        )
        written = wh.con.execute("SELECT count(*) FROM read_parquet($path)", {"path": str(target)}).fetchone()[0]
    except (duckdb.Error, OSError) as exc:
        target.unlink(missing_ok=True)
        raise WarehouseError(f"exporting old rows to {target} failed, nothing removed: {exc}") from exc
    if written != expected:
        target.unlink(missing_ok=True)
        raise WarehouseError(f"export {target} holds {written} rows, expected {expected}; nothing removed")
    return target
