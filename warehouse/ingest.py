"""Load tool-call logs into the warehouse: every line accepted, rejected with a reason, or a duplicate.

One transaction per file: a crash half-way leaves the warehouse as it was
before that file, and a re-run completes the load. A file whose bytes were
already ingested (same sha256; for object-store URLs, the same URL, size and
last-modified time) is skipped; events seen before (same
``call_id``, or the same event when there is none) are counted as duplicates.

The work is set-based: DuckDB reads, validates, dedupes, classifies and rolls
up each file with a handful of statements; no Python runs per row (OTLP
exports excepted, see :mod:`toolwatch.warehouse.sources`).

Invariant, per file and in total: ``lines_read = accepted + rejected + duplicates``.
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

import duckdb

from toolwatch.warehouse.db import Warehouse, query
from toolwatch.warehouse.errors import IngestError, WarehouseError
from toolwatch.warehouse.remote import ObjectStore, RemoteObject, is_remote, translate
from toolwatch.warehouse.remote import enable as enable_object_store
from toolwatch.warehouse.sources import (
    DOCUMENT_NOTE,
    SourceFile,
    discover,
    name_of,
    sniff,
    stage_fields_sql,
)

DEFAULT_BUCKET_SECONDS = 300


class Classifier(Protocol):
    """What ingest needs from ``toolwatch.detectors.classify.CompiledClassifier``."""

    ruleset_version: str
    params: dict[str, Any]

    def select_sql(self, source: str) -> str: ...

    def refine(self, wh: Warehouse) -> None:
        """Revise the temp table ``classified`` in place (verdicts, the learned fallback)."""


class Progress(Protocol):
    def start_file(self, name: str, size: int) -> None: ...
    def stage(self, text: str) -> None: ...
    def end_file(self, report: FileReport) -> None: ...


@dataclass
class FileReport:
    path: str
    format: str
    lines_read: int = 0
    accepted: int = 0
    rejected: int = 0
    duplicates: int = 0
    truncated: int = 0
    skipped: str | None = None  # why the file was not read (already ingested, a plain JSON document)
    reject_reasons: dict[str, int] = field(default_factory=dict)


@dataclass
class IngestReport:
    files: list[FileReport] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # paths that matched nothing
    notes: list[str] = field(default_factory=list)  # files in folders passed over, with why

    @property
    def lines_read(self) -> int:
        return sum(f.lines_read for f in self.files)

    @property
    def accepted(self) -> int:
        return sum(f.accepted for f in self.files)

    @property
    def rejected(self) -> int:
        return sum(f.rejected for f in self.files)

    @property
    def duplicates(self) -> int:
        return sum(f.duplicates for f in self.files)

    @property
    def truncated(self) -> int:
        return sum(f.truncated for f in self.files)

    @property
    def skipped_files(self) -> int:
        return sum(1 for f in self.files if f.skipped)

    def to_dict(self) -> dict[str, Any]:
        return {
            "lines_read": self.lines_read,
            "accepted": self.accepted,
            "rejected": self.rejected,
            "duplicates": self.duplicates,
            "truncated": self.truncated,
            "skipped_files": self.skipped_files,
            "files": [asdict(f) for f in self.files],
            "problems": self.problems,
            "notes": self.notes,
        }


def ingest_paths(
    wh: Warehouse,
    paths: Sequence[str],
    *,
    classifier: Classifier,
    max_field_chars: int = 8192,
    future_tolerance_s: int = 86400,
    bucket_seconds: int = DEFAULT_BUCKET_SECONDS,
    now: datetime | None = None,
    progress: Progress | None = None,
    object_store: ObjectStore | None = None,
) -> IngestReport:
    """Ingest every file behind ``paths`` (files, folders, globs, object-store URLs)."""
    if any(is_remote(spec) for spec in paths):
        enable_object_store(wh.con, object_store or ObjectStore())
    files, problems, notes = discover(list(paths), wh.con)
    report = IngestReport(problems=problems, notes=notes)
    check_bucket_width(wh, bucket_seconds)
    now = (now or datetime.now(UTC)).replace(tzinfo=None)
    options = _Options(max_field_chars, now + timedelta(seconds=future_tolerance_s), bucket_seconds, now)
    # Nothing depends on the order rows are stored in; not preserving it lets
    # large loads stream in less memory.
    wh.con.execute("SET preserve_insertion_order = false")
    for item in files:
        if isinstance(item, RemoteObject) and (seen := wh.rows("ingested_file_by_sha", {"sha256": item.identity})):
            # Known from the listing alone: nothing of the object is read.
            skipped = FileReport(path=item.url, format=seen[0]["format"], skipped=_already(seen[0]))
            report.files.append(skipped)
            if progress:
                progress.start_file(name_of(item.url), item.size)
                progress.end_file(skipped)
            continue
        source = sniff(item, wh.con)
        if source.format == "document":
            report.notes.append(f"{source.path}: skipped, {DOCUMENT_NOTE}")
            continue
        if progress:
            progress.start_file(source.name, source.size)
        file_report = _ingest_file(wh, source, classifier, options, progress)
        report.files.append(file_report)
        if progress:
            progress.end_file(file_report)
    return report


def _already(seen: dict[str, Any]) -> str:
    return f"already ingested as file {seen['file_id']} ({seen['path']})"


@dataclass(frozen=True)
class _Options:
    max_field_chars: int
    latest_allowed: datetime  # events stamped later are rejected
    bucket_seconds: int
    now: datetime


def check_bucket_width(wh: Warehouse, bucket_seconds: int) -> None:
    """Record the rollup width on first load; refuse a different one later (rollups would not add up)."""
    stored = wh.meta_get("bucket_seconds")
    if stored is None:
        wh.meta_set("bucket_seconds", str(bucket_seconds))
    elif int(stored) != bucket_seconds:
        raise WarehouseError(
            f"this warehouse's rollups use {stored} s buckets but the config asks for "
            f"{bucket_seconds} s; set [detect] bucket back, or rebuild into a new warehouse"
        )


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


class _AlreadyIngested(Exception):
    """The file's bytes turned out to be loaded before: roll back and skip it."""


def _ingest_file(
    wh: Warehouse, source: SourceFile, classifier: Classifier, options: _Options, progress: Progress | None
) -> FileReport:
    report = FileReport(path=source.path, format=source.format)
    with ThreadPoolExecutor(max_workers=1) as pool:
        if source.remote:
            # Known from the listing: nothing to hash, nothing to decide early.
            sha: Future[str] = Future()
            sha.set_result(source.remote.identity)
        else:
            sha = pool.submit(sha256_of, Path(source.path))
            if wh.rows("ingested_file_by_path_size", {"path": source.path, "size_bytes": source.size}):
                # Probably a re-run over the same folder: decide before reading anything.
                if progress:
                    progress.stage("hashing")
                sha.result()
        try:
            with wh.transaction():
                # A new file is hashed while DuckDB reads it; its identity is checked
                # before anything is written.
                _load_file(wh, source, classifier, options, progress, sha, report)
        except _AlreadyIngested as skipped:
            return FileReport(path=source.path, format=source.format, skipped=str(skipped))
        except duckdb.Error as exc:
            if source.remote:
                raise translate(source.path, "load failed and was rolled back", exc) from exc
            raise IngestError(f"{source.path}: load failed and was rolled back: {exc}") from exc
        finally:
            _drop_temp(wh.con)
    return report


def _load_file(
    wh: Warehouse,
    source: SourceFile,
    classifier: Classifier,
    options: _Options,
    progress: Progress | None,
    sha: Future[str],
    report: FileReport,
) -> None:
    pipeline, params = _pipeline(wh.con, source, options)
    if progress:
        progress.stage("reading and validating")
    _run(wh.con, source, "CREATE TEMP TABLE scan AS " + pipeline + query("scan_fields"), params)
    digest = sha.result()
    seen = wh.rows("ingested_file_by_sha", {"sha256": digest})
    if seen:
        raise _AlreadyIngested(_already(seen[0]))
    file_id = wh.rows(
        "insert_ingested_file",
        {"path": source.path, "format": source.format, "size_bytes": source.size,
         "sha256": digest, "lines_read": 0, "accepted": 0, "rejected": 0, "duplicates": 0,
         "truncated": 0, "min_ts": None, "max_ts": None, "now": options.now},
    )[0]["file_id"]
    _record_rejects(wh, source, file_id, options.now, report)
    summary = wh.rows("stage_summary")[0]
    report.truncated = summary["truncated"]
    good = summary["rows"] - summary["rejected"]
    if good:
        if progress:
            progress.stage("classifying")
        _classify(wh, classifier, summary["errors"])
        if progress:
            progress.stage("storing")
        _store(wh, source, file_id, classifier, pipeline, params, summary, options)
    report.accepted = wh.rows("accepted_for_file", {"file_id": file_id})[0]["accepted"]
    report.duplicates = good - report.accepted
    report.lines_read = report.accepted + report.rejected + report.duplicates
    wh.run(
        "update_ingested_file",
        {"file_id": file_id, "lines_read": report.lines_read, "accepted": report.accepted,
         "rejected": report.rejected, "duplicates": report.duplicates,
         "truncated": report.truncated, "min_ts": summary["min_ts"], "max_ts": summary["max_ts"]},
    )
    advance_max_ingested_ts(wh, summary["max_ts"])


def advance_max_ingested_ts(wh: Warehouse, newest: datetime | None) -> None:
    """Move ``meta['max_ingested_ts']`` forward to ``newest`` (never back)."""
    if newest is None:
        return
    current = wh.meta_get("max_ingested_ts")
    if current is None or newest.isoformat() > current:
        wh.meta_set("max_ingested_ts", newest.isoformat())


def _pipeline(con: duckdb.DuckDBPyConnection, source: SourceFile, options: _Options) -> tuple[str, dict]:
    """``WITH fields AS (…), validated AS (…) `` for this file, and its parameters.

    Both passes run the same text with the same parameters, so they see the same rows.
    """
    fields_sql, params = stage_fields_sql(con, source)
    sql = "WITH fields AS (" + fields_sql + "), validated AS (" + query("validate_fields") + ") "
    return sql, {**params, "max_field_chars": options.max_field_chars, "latest_allowed": options.latest_allowed}


def _run(con: duckdb.DuckDBPyConnection, source: SourceFile, sql: str, params: dict) -> None:
    try:
        con.execute(sql, params)
    except (duckdb.IOException, duckdb.HTTPException) as exc:
        if source.remote:
            raise translate(source.path, "cannot read", exc) from exc
        raise IngestError(f"{source.path}: cannot read: {exc}") from exc


def _record_rejects(
    wh: Warehouse, source: SourceFile, file_id: int, now: datetime, report: FileReport
) -> None:
    con = wh.con
    read_rejects = wh.rows("read_rejects") if _table_exists(con, "tw_read_rejects") else []
    reasons: dict[str, int] = dict(con.execute(
        "SELECT reject_reason, count(*) FROM scan WHERE reject_reason IS NOT NULL GROUP BY 1"
    ).fetchall())
    if source.format == "jsonl":
        if reasons:
            con.execute("CREATE TEMP TABLE reject_lines AS " + query("jsonl_reject_lines"), {"path": source.read_path})
            if read_rejects:
                wh.run("shift_line_numbers")
        else:
            con.execute("CREATE TEMP TABLE reject_lines AS SELECT line_no, reject_reason, raw FROM scan LIMIT 0")
    else:
        con.execute("CREATE TEMP TABLE reject_lines AS "
                    "SELECT line_no, reject_reason, raw FROM scan WHERE reject_reason IS NOT NULL")
    wh.run("insert_rejects", {"file_id": file_id, "path": source.path, "now": now})
    if source.format == "parquet" and reasons:
        wh.run("parquet_reject_text", {"file_id": file_id, "path": source.read_path})
    if read_rejects:
        con.executemany(
            "INSERT INTO rejects VALUES ($file_id, $path, $line_no, $reason, $raw, $now)",
            [{**r, "file_id": file_id, "path": source.path, "now": now} for r in read_rejects],
        )
        for r in read_rejects:
            reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    report.reject_reasons = dict(sorted(reasons.items(), key=lambda kv: -kv[1]))
    report.rejected = sum(reasons.values())


def _store(
    wh: Warehouse,
    source: SourceFile,
    file_id: int,
    classifier: Classifier,
    pipeline: str,
    params: dict,
    summary: dict[str, Any],
    options: _Options,
) -> None:
    con = wh.con
    con.execute("CREATE TEMP TABLE known_keys AS " + query("known_keys"),
                {"min_ts": summary["min_ts"], "max_ts": summary["max_ts"]})
    _run(con, source, "INSERT INTO tool_calls " + pipeline + query("insert_tool_calls"), {
        **params, "file_id": file_id, "now": options.now, "ruleset_version": classifier.ruleset_version})
    con.execute("CREATE TEMP TABLE duplicate_keys AS " + query("duplicate_keys"))
    if con.execute("SELECT count(*) FROM duplicate_keys").fetchall()[0][0]:
        wh.run("delete_repeats_in_file", {"file_id": file_id})
    bucket = {"file_id": file_id, "bucket_seconds": options.bucket_seconds}
    wh.run("rollup_calls_for_file", bucket)
    wh.run("rollup_errors_for_file", bucket)
    wh.run("fingerprints_for_file", {"file_id": file_id})


# Each thread compiles every rule's regex when the statement starts (about 0.3 s
# per thread for the shipped rules), so small batches classify on one thread.
_PARALLEL_CLASSIFY_ROWS = 50_000


def _classify(wh: Warehouse, classifier: Classifier, errors: int) -> None:
    con = wh.con
    con.execute("CREATE TEMP TABLE staging_errors AS " + query("classify_input"))
    # confidence is filled in by refine (the learned fallback, verdicts); rules leave it NULL.
    select = "SELECT *, NULL::DOUBLE AS confidence FROM (" + classifier.select_sql("staging_errors") + ")"
    if not errors:
        con.execute("CREATE TEMP TABLE classified AS " + select + " LIMIT 0", classifier.params)
        return
    threads = con.execute("SELECT current_setting('threads')").fetchall()[0][0]
    if errors < _PARALLEL_CLASSIFY_ROWS:
        con.execute("SET threads = 1")
    try:
        con.execute("CREATE TEMP TABLE classified AS " + select, classifier.params)
    finally:
        con.execute("SET threads = $threads", {"threads": threads})
    classifier.refine(wh)


def _table_exists(con: duckdb.DuckDBPyConnection, name: str) -> bool:
    row = con.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE table_name = $name AND temporary", {"name": name}
    ).fetchone()
    return bool(row and row[0])


_TEMP_TABLES = ("classified", "staging_errors", "duplicate_keys", "known_keys", "reject_lines", "scan",
                "tw_read_rejects", "tw_read_scans", "tw_read_rejects_2", "tw_read_scans_2")


def _drop_temp(con: duckdb.DuckDBPyConnection) -> None:
    for table in _TEMP_TABLES:
        con.execute(f"DROP TABLE IF EXISTS {table}")
    with contextlib.suppress(duckdb.Error):
        con.unregister("tw_otlp_fields")
