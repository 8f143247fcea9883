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
``rejects`` keeps the first :data:`MAX_REJECT_ROWS` rejected lines of each file;
the counts (in the report and in ``ingested_files``) cover them all.

A file that cannot be loaded at all (a corrupt Parquet file, a truncated
``.gz``, an OTLP export of the wrong shape) does not stop the batch: its
transaction is rolled back, the report lists it with the reason, and it is
*quarantined* (``quarantined_files``): later runs pass over it until its size
or modification time changes (``touch`` it to retry). Object-store outages
(:class:`TransientIngestError`) and warehouse errors still raise: they are not
the file's fault.
"""

from __future__ import annotations

import contextlib
import functools
import json
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from stat import S_ISREG
from typing import Any, NamedTuple, Protocol

from toolwatch.warehouse.db import Warehouse, query
from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import (
    IngestError,
    ToolwatchError,
    TransientIngestError,
    WarehouseError,
)
from toolwatch.warehouse.lines import FileFacts, file_facts, long_lines
from toolwatch.warehouse.lines import sha256_of as sha256_of
from toolwatch.warehouse.remote import ObjectStore, RemoteObject, is_remote, translate
from toolwatch.warehouse.remote import enable as enable_object_store
from toolwatch.warehouse.sources import (
    DOCUMENT_NOTE,
    SourceFile,
    discover,
    jsonl_fields_sql,
    name_of,
    sniff,
    stage_fields_sql,
)

DEFAULT_BUCKET_SECONDS = 300
# A local file up to this size is hashed before it is read rather than beside it (a thread
# costs more than hashing it) and loaded on one DuckDB thread: for a 1,000-line file (0.6 MB)
# a second thread only adds scheduling, ~50 ms of CPU in ~45 statements (docs/performance.md).
SMALL_FILE_BYTES = 4 << 20
# The rejected lines of one file kept in ``rejects`` (the counts cover all of them).
MAX_REJECT_ROWS = 10_000
# The JSONL reader's max_line_size (queries/ingest.sql): longer lines are rejected.
MAX_LINE_BYTES = 16 * 1024 * 1024


class Classifier(Protocol):
    """What ingest needs from ``toolwatch.detectors.classify.CompiledClassifier``."""

    ruleset_version: str
    params: dict[str, Any]

    def select_sql(self, source: str) -> str: ...

    def refine(self, wh: Warehouse) -> None:
        """Revise the temp table ``classified`` in place (verdicts, the learned fallback)."""


class Progress(Protocol):
    """Told each file's start and end, and each stage of its load as it begins.

    The stages, in order: JSONL ``reading and validating`` (``re-reading line by line``
    follows when the bulk parse refuses the file: see :func:`_bulk_scan`), ``classifying``,
    ``learned fallback``, ``dedupe``, ``storing`` (the insert into tool_calls); Parquet and OTLP
    ``reading error rows``, ``classifying``, ``learned fallback``, ``reading, validating and
    storing``, ``reading rejected rows`` (when some were), ``dedupe``; then
    ``rollups``, ``fingerprints``, ``committing`` (``bench/ingest.py`` times them).
    """

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
    skipped: str | None = None  # why the file was not read (already ingested, still quarantined)
    quarantined: str | None = None  # why the file could not be loaded in this run (nothing of it was)
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

    @property
    def quarantined_files(self) -> int:
        """Files that failed to load in this run (those still quarantined from before are skipped)."""
        return sum(1 for f in self.files if f.quarantined)

    def to_dict(self) -> dict[str, Any]:
        return {
            "lines_read": self.lines_read,
            "accepted": self.accepted,
            "rejected": self.rejected,
            "duplicates": self.duplicates,
            "truncated": self.truncated,
            "skipped_files": self.skipped_files,
            "quarantined_files": self.quarantined_files,
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
    max_name_chars: int = 256,
    future_tolerance_s: int = 86400,
    past_tolerance_s: int = 400 * 86400,
    bucket_seconds: int = DEFAULT_BUCKET_SECONDS,
    now: datetime | None = None,
    progress: Progress | None = None,
    object_store: ObjectStore | None = None,
    ran_at_key: str | None = None,
) -> IngestReport:
    """Ingest every file behind ``paths`` (files, folders, globs, object-store URLs).

    With ``ran_at_key``, ``meta[ran_at_key]`` is set to when the run last committed a file (in
    that file's transaction), or to when it ended when it committed none: when ingest last ran.
    A new warehouse's bucket width goes into the first file's transaction likewise. (Each
    statement of its own is a commit, with its fsync: ~5-25 ms of a 1,000-line ingest.)
    """
    if any(is_remote(spec) for spec in paths):
        enable_object_store(wh.con, object_store or ObjectStore())
    files, problems, notes = discover(list(paths), wh.con)
    report = IngestReport(problems=problems, notes=notes)
    run_meta = _RunMeta(ran_at_key, check_bucket_width(wh, bucket_seconds, record=False))
    now = (now or datetime.now(UTC)).replace(tzinfo=None)
    options = _Options(max_field_chars, max_name_chars, now + timedelta(seconds=future_tolerance_s),
                       now - timedelta(seconds=past_tolerance_s), bucket_seconds, now, run_meta)
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
        file_report = _ingest_one(wh, item, classifier, options, progress, report)
        if file_report is None:
            continue
        report.files.append(file_report)
        if progress:
            progress.end_file(file_report)
    if run_meta.due():
        with wh.transaction():
            advance_max_ingested_ts(wh, None, run_meta.entries())
    return report


@dataclass
class _RunMeta:
    """What a run writes in ``meta`` besides each file's own facts (see :func:`ingest_paths`)."""

    ran_at_key: str | None
    unrecorded: dict[str, str]  # written once, with the first file that commits
    committed: bool = False

    def due(self) -> bool:
        return bool(self.unrecorded) or (self.ran_at_key is not None and not self.committed)

    def entries(self) -> dict[str, str]:
        """The entries to write now, in the caller's transaction (a file's: :func:`_finish`)."""
        entries = dict(self.unrecorded)
        if self.ran_at_key:
            entries[self.ran_at_key] = datetime.now(UTC).replace(tzinfo=None).isoformat()
        return entries

    def committed_file(self) -> None:
        self.unrecorded, self.committed = {}, True


def only_small_files(paths: Sequence[str]) -> bool:
    """Whether every path is a local file of at most SMALL_FILE_BYTES (no folder, glob or URL):
    a load DuckDB runs on one thread throughout, so a command can open the warehouse so
    (``connect(threads=1)``)."""
    for spec in paths:
        if is_remote(spec):
            return False
        try:
            stat = Path(spec).stat()
        except OSError:
            return False
        if not S_ISREG(stat.st_mode) or stat.st_size > SMALL_FILE_BYTES:
            return False
    return bool(paths)


def _ingest_one(
    wh: Warehouse, item: Path | RemoteObject, classifier: Classifier, options: _Options,
    progress: Progress | None, report: IngestReport,
) -> FileReport | None:
    """Load one file, or quarantine it when it cannot be loaded; None when it is not a log."""
    location, size, modified = _identity(item)
    key = {"path": location, "size_bytes": size, "modified": modified}
    quarantined = wh.rows("quarantined_file", key)
    held = [row for row in quarantined if row["unchanged"]]
    if held:
        skipped = FileReport(path=location, format="unknown", skipped=(
            f"quarantined since {held[0]['first_failed_at']:%Y-%m-%d %H:%M} ({held[0]['reason']}); "
            "it is retried when the file changes"))
        if progress:
            progress.start_file(name_of(location), size)
        return skipped
    source: SourceFile | None = None
    try:
        source = sniff(item, wh.con)
        if source.format == "document":
            report.notes.append(f"{source.path}: skipped, {DOCUMENT_NOTE}")
            return None
        if progress:
            progress.start_file(source.name, source.size)
        file_report = _ingest_file(wh, source, classifier, options, progress)
    except (TransientIngestError, WarehouseError):
        raise  # not the file's fault: the caller retries or stops
    except Exception as exc:  # noqa: BLE001 - one bad file must never stop the batch
        if isinstance(exc, ToolwatchError) and not isinstance(exc, IngestError):
            raise
        reason = _reason(exc, location)
        wh.run("quarantine_file", {**key, "reason": reason, "now": options.now})
        if progress and source is None:
            progress.start_file(name_of(location), size)
        return FileReport(path=location, format=source.format if source else "unknown", quarantined=reason)
    if quarantined:
        wh.run("release_quarantine", {"path": location})
    return file_report


def _identity(item: Path | RemoteObject) -> tuple[str, int, str]:
    """Path, size and modification time: what tells a quarantined file has changed."""
    if isinstance(item, RemoteObject):
        return item.url, item.size, item.last_modified
    stat = item.stat()
    return str(item), stat.st_size, str(stat.st_mtime_ns)


def _reason(exc: Exception, location: str) -> str:
    """One line saying why the file failed, without the path (the report shows it)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    text = text.removeprefix(f"{location}: ")
    if not isinstance(exc, IngestError):
        text = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return text[:500]


def _already(seen: dict[str, Any]) -> str:
    return f"already ingested as file {seen['file_id']} ({seen['path']})"


class _Options(NamedTuple):  # NamedTuple, not a frozen dataclass: see lines.FileFacts
    max_field_chars: int
    max_name_chars: int
    latest_allowed: datetime  # events stamped later are rejected
    earliest_allowed: datetime  # ... and earlier
    bucket_seconds: int
    now: datetime
    run_meta: _RunMeta


def check_bucket_width(wh: Warehouse, bucket_seconds: int, *, record: bool = True) -> dict[str, str]:
    """Record the rollup width on first load; refuse a different one later (rollups would not add up).

    With ``record=False`` the first width is returned as the ``meta`` entry to write instead.
    """
    stored = wh.meta_get("bucket_seconds")
    if stored is None:
        if not record:
            return {"bucket_seconds": str(bucket_seconds)}
        wh.meta_set("bucket_seconds", str(bucket_seconds))
    elif int(stored) != bucket_seconds:
        raise WarehouseError(
            f"this warehouse's rollups use {stored} s buckets but the config asks for "
            f"{bucket_seconds} s; set [detect] bucket back, or rebuild into a new warehouse"
        )
    return {}


class _Facts(Protocol):
    """A file's :class:`FileFacts`, computed beside the read (a Future) or known already."""

    def result(self) -> FileFacts: ...


class _Known(NamedTuple):
    facts: FileFacts

    def result(self) -> FileFacts:
        return self.facts


class _AlreadyIngested(Exception):
    """The file's bytes turned out to be loaded before: roll back and skip it."""


def _ingest_file(
    wh: Warehouse, source: SourceFile, classifier: Classifier, options: _Options, progress: Progress | None
) -> FileReport:
    report = FileReport(path=source.path, format=source.format)
    small = not source.remote and source.size <= SMALL_FILE_BYTES
    dropped = False
    with contextlib.ExitStack() as stack:
        stack.enter_context(_one_thread(wh, small))
        sha: _Facts
        # JSONL lines are counted in the same pass: lines the reader drops unreported show up.
        # The line-by-line reader refuses a line of MAX_LINE_BYTES or more (separator left out);
        # read_json takes such a line when its object fits: the bulk rows are then not kept.
        facts_of = functools.partial(
            file_facts, Path(source.path), source.format == "jsonl", MAX_LINE_BYTES - 1
        )
        if source.remote:
            # Known from the listing: nothing to hash, nothing to decide early.
            sha = _Known(FileFacts(source.remote.identity))
        elif small:
            # Hashed at once: a thread to hash beside the read costs more (and imports ~5 ms).
            sha = _Known(facts_of())
        else:
            from concurrent.futures import ThreadPoolExecutor

            pool = stack.enter_context(ThreadPoolExecutor(max_workers=1))
            sha = pool.submit(facts_of)
            if wh.rows("ingested_file_by_path_size", {"path": source.path, "size_bytes": source.size}):
                # Probably a re-run over the same folder: decide before reading anything.
                if progress:
                    progress.stage("hashing")
                sha.result()
        try:
            bulk = _bulk_scan(wh, source, options, progress)
            with wh.transaction():
                # A new file is hashed while DuckDB reads it (a small one before); its
                # identity is checked before anything is written.
                _load_file(wh, source, classifier, options, progress, sha, report, bulk)
                # In the file's transaction, not one of their own after it (~2 ms); after a
                # failed commit they are back, and dropped below.
                _drop_temp(wh.con)
            dropped = True
            options.run_meta.committed_file()
        except _AlreadyIngested as skipped:
            return FileReport(path=source.path, format=source.format, skipped=str(skipped))
        except duckdb.Error as exc:
            if source.remote:
                raise translate(source.path, "load failed and was rolled back", exc) from exc
            raise IngestError(f"{source.path}: load failed and was rolled back: {_first_line(exc)}") from exc
        finally:
            if not dropped:
                _drop_temp(wh.con)
    return report


@contextlib.contextmanager
def _one_thread(wh: Warehouse, small: bool) -> Iterator[None]:
    """DuckDB on one thread while a small file loads (SMALL_FILE_BYTES), then as it was; nothing to
    do in a warehouse opened on one thread (``connect(threads=1)``: setting it back starts a thread,
    ~2-3 ms, and so does the open)."""
    if not small or wh.threads == 1:
        yield
        return
    con = wh.con
    threads = con.execute("SELECT current_setting('threads')").fetchall()[0][0]
    con.execute("SET threads = 1")
    try:
        yield
    finally:
        con.execute("SET threads = $threads", {"threads": threads})


def _load_file(
    wh: Warehouse,
    source: SourceFile,
    classifier: Classifier,
    options: _Options,
    progress: Progress | None,
    sha: _Facts,
    report: FileReport,
    bulk: bool = False,
) -> None:
    pipeline, params = _pipeline(wh.con, source, options)
    if source.format != "jsonl":
        _load_read_once(wh, source, classifier, options, progress, sha, report, pipeline, params)
        return
    if not bulk:
        if progress:
            progress.stage("reading and validating")
        _scan(wh.con, source, pipeline, params)
    facts = _new_file_facts(wh, sha)
    summary = wh.rows("stage_summary")[0]
    if bulk and not _bulk_scan_holds(summary, facts):
        # Some line is not one clean event: read line by line, which names each bad one.
        if progress:
            progress.stage("re-reading line by line")
        wh.con.execute("DROP TABLE scan")
        _scan(wh.con, source, pipeline, params)
        summary = wh.rows("stage_summary")[0]
        bulk = False
    file_id = _insert_ingested_file(wh, source, facts.sha256, options.now)
    if not bulk:  # a bulk scan that holds rejected nothing, and its reader drops no line
        _record_rejects(wh, source, file_id, options.now, report, facts.lines, summary["rows"])
    report.truncated = summary["truncated"]
    good = summary["rows"] - summary["rejected"]
    if good:
        wh.con.execute("CREATE TEMP TABLE staging_errors AS " + query("classify_input"))
        _classify(wh, classifier, summary["errors"], progress)
        _store(wh, file_id, classifier, summary, options, progress)
    _finish(wh, file_id, report, good, summary, options, progress)


def _load_read_once(
    wh: Warehouse, source: SourceFile, classifier: Classifier, options: _Options, progress: Progress | None,
    sha: _Facts, report: FileReport, pipeline: str, params: dict,
) -> None:
    """Parquet and OTLP: the error rows' messages are read first (a few narrow columns) and
    classified, then the good rows go from the reader straight into tool_calls with their
    labels, and the rest of the load reads them there (queries/ingest.sql). The file's rows are
    counted apart (:func:`_row_count`); when fewer were stored, the file is read again for the
    rejected ones."""
    facts = _new_file_facts(wh, sha)
    file_id = _insert_ingested_file(wh, source, facts.sha256, options.now)
    if progress:
        progress.stage("reading error rows")
    _run(wh.con, source, "CREATE TEMP TABLE staging_errors AS " + pipeline + query("classify_input_read"), params)
    errors = wh.con.execute("SELECT count(*) FROM staging_errors").fetchall()[0][0]
    _classify(wh, classifier, errors, progress)
    if progress:
        progress.stage("reading, validating and storing")
    stored = {"file_id": file_id, "now": options.now, "ruleset_version": classifier.ruleset_version}
    _run(wh.con, source, "INSERT INTO tool_calls " + pipeline + query("insert_tool_calls_read"), {**params, **stored})
    summary = wh.rows("stored_summary", {"file_id": file_id})[0]
    rejected = _row_count(wh.con, source) - summary["good"]
    if rejected:
        if progress:
            progress.stage("reading rejected rows")
        _run(wh.con, source, "CREATE TEMP TABLE scan AS " + pipeline + query("scan_fields_rejected"), params)
        _record_rejects(wh, source, file_id, options.now, report, None, 0)
        if report.rejected != rejected:
            raise IngestError(f"{source.path}: {rejected} rows were not stored but {report.rejected} "
                              "were found rejected on a second read; the file changed while it was read?")
    report.truncated = summary["truncated"]
    if summary["good"]:
        if progress:
            progress.stage("dedupe")
        wh.run("delete_known_keys", {"file_id": file_id, "min_ts": summary["min_ts"], "max_ts": summary["max_ts"]})
        _delete_repeats_in_file(wh, file_id, "duplicate_keys_stored", {"file_id": file_id})
        _rollups(wh, file_id, options, progress, summary)
    _finish(wh, file_id, report, summary["good"], summary, options, progress)


def _row_count(con: duckdb.DuckDBPyConnection, source: SourceFile) -> int:
    """How many rows the file holds, valid or not: a Parquet file's footer says it; an OTLP
    export's spans are in memory already (sources.stage_fields_sql)."""
    if source.format == "parquet":
        sql, params = "SELECT num_rows FROM parquet_file_metadata($path)", {"path": source.read_path}
    else:
        sql, params = "SELECT count(*) FROM tw_otlp_fields", {}
    row = con.execute(sql, params).fetchone()
    return int(row[0]) if row else 0


def _new_file_facts(wh: Warehouse, sha: _Facts) -> FileFacts:
    """The file's facts once hashed; raises when its bytes were ingested before or it is damaged."""
    facts = sha.result()
    seen = wh.rows("ingested_file_by_sha", {"sha256": facts.sha256})
    if seen:
        raise _AlreadyIngested(_already(seen[0]))
    if facts.damage:
        raise IngestError(facts.damage)
    return facts


def _insert_ingested_file(wh: Warehouse, source: SourceFile, digest: str, now: datetime) -> int:
    return int(wh.rows(
        "insert_new_ingested_file",
        {"path": source.path, "format": source.format, "size_bytes": source.size, "sha256": digest, "now": now},
    )[0]["file_id"])


def _finish(
    wh: Warehouse, file_id: int, report: FileReport, good: int, summary: dict[str, Any], options: _Options,
    progress: Progress | None,
) -> None:
    """The file's accounting (every line accepted, rejected or a duplicate), and the run's ``meta``."""
    report.accepted = wh.rows(
        "finish_ingested_file",
        {"file_id": file_id, "good": good, "rejected": report.rejected, "truncated": report.truncated,
         "min_ts": summary["min_ts"], "max_ts": summary["max_ts"]},
    )[0]["accepted"]
    report.duplicates = good - report.accepted
    report.lines_read = report.accepted + report.rejected + report.duplicates
    advance_max_ingested_ts(wh, summary["max_ts"], options.run_meta.entries())
    if progress:
        progress.stage("committing")


def _scan(con: duckdb.DuckDBPyConnection, source: SourceFile, pipeline: str, params: dict) -> None:
    _run(con, source, "CREATE TEMP TABLE scan AS " + pipeline + query("scan_fields"), params)


def _bulk_scan(wh: Warehouse, source: SourceFile, options: _Options, progress: Progress | None) -> bool:
    """Stage a local JSONL file's lines in ``scan`` with read_json's bulk parser (queries/ingest.sql:
    ``jsonl_lines_bulk``); False when it refuses the file (a line that is not one JSON object).

    Runs before the file's transaction, which a failed statement would abort: the line-by-line
    reader runs inside it instead. :func:`_bulk_scan_holds` decides whether the rows are kept.
    """
    if source.format != "jsonl" or source.remote or wh.in_transaction:
        return False
    if progress:
        progress.stage("reading and validating")
    fields_sql = jsonl_fields_sql(bulk=True)
    sql = "WITH fields AS (" + fields_sql + "), validated AS (" + query("validate_fields") + ") "
    params = {"path": source.read_path, **_validation_params(options)}
    try:
        wh.con.execute("CREATE TEMP TABLE scan AS " + sql + query("scan_fields"), params)
    except duckdb.Error:
        if progress:
            progress.stage("re-reading line by line")
        wh.con.execute("DROP TABLE IF EXISTS scan")
        return False
    return True


def _bulk_scan_holds(summary: dict[str, Any], facts: FileFacts) -> bool:
    """The bulk parse gave every line of the file as one row, rejected none, and no line is one
    the line-by-line reader refuses as too long: then it is exactly what that reader gives (the
    same fields by the same JSON parser; rejected lines need that reader, for their numbers and
    text). ``summary`` is ``stage_summary`` of the bulk ``scan``."""
    return (facts.lines is not None and summary["rows"] == facts.lines and not summary["rejected"]
            and not facts.long_line)


def advance_max_ingested_ts(wh: Warehouse, newest: datetime | None, entries: dict[str, str] | None = None) -> None:
    """Move ``meta['max_ingested_ts']`` forward to ``newest`` (never back) and set ``entries`` in
    ``meta``: one statement (each of its own costs a round trip and its bound values, ~2.5 ms)."""
    entries = entries or {}
    if newest is not None or entries:
        wh.run("advance_max_ingested_ts", {"newest": newest.isoformat() if newest is not None else None,
                                           "keys": list(entries), "values": list(entries.values())})


def _pipeline(con: duckdb.DuckDBPyConnection, source: SourceFile, options: _Options) -> tuple[str, dict]:
    """``WITH fields AS (…), validated AS (…) `` for this file, and its parameters.

    When the file is read twice, both passes run the same text with the same parameters,
    so they see the same rows.
    """
    fields_sql, params = stage_fields_sql(con, source)
    sql = "WITH fields AS (" + fields_sql + "), validated AS (" + query("validate_fields") + ") "
    return sql, {**params, **_validation_params(options)}


def _validation_params(options: _Options) -> dict[str, Any]:
    return {"max_field_chars": options.max_field_chars, "max_name_chars": options.max_name_chars,
            "latest_allowed": options.latest_allowed, "earliest_allowed": options.earliest_allowed}


def _run(con: duckdb.DuckDBPyConnection, source: SourceFile, sql: str, params: dict) -> None:
    try:
        con.execute(sql, params)
    except (duckdb.IOException, duckdb.HTTPException) as exc:
        if source.remote:
            raise translate(source.path, "cannot read", exc) from exc
        raise IngestError(f"{source.path}: cannot read: {exc}") from exc


def _record_rejects(
    wh: Warehouse, source: SourceFile, file_id: int, now: datetime, report: FileReport, lines: int | None,
    staged: int,
) -> None:
    """Count every rejected line by reason; keep the first MAX_REJECT_ROWS of them in ``rejects``."""
    con = wh.con
    reasons: dict[str, int] = dict(con.execute(
        "SELECT reject_reason, count(*) FROM scan WHERE reject_reason IS NOT NULL GROUP BY 1"
    ).fetchall())
    dropped, dropped_counts = _dropped_lines(wh, source, lines, staged)
    if not reasons and not dropped_counts:
        return
    con.execute("CREATE TEMP TABLE dropped_lines AS SELECT unnest($lines::BIGINT[]) AS line_no",
                {"lines": [row["line_no"] for row in dropped]})
    if source.format == "jsonl":
        if reasons:
            con.execute("CREATE TEMP TABLE reject_lines AS " + query("jsonl_reject_lines"),
                        {"path": source.read_path, "limit": MAX_REJECT_ROWS})
            if dropped:
                wh.run("shift_line_numbers")
        else:
            con.execute("CREATE TEMP TABLE reject_lines AS "
                        "SELECT NULL::BIGINT AS line_no, NULL::VARCHAR AS reject_reason, NULL::VARCHAR AS raw LIMIT 0")
    else:
        con.execute("CREATE TEMP TABLE reject_lines AS SELECT line_no, reject_reason, raw FROM scan "
                    "WHERE reject_reason IS NOT NULL ORDER BY line_no LIMIT $limit", {"limit": MAX_REJECT_ROWS})
    if dropped:
        con.executemany("INSERT INTO reject_lines VALUES ($line_no, $reason, $raw)", dropped)
    wh.run("insert_rejects", {"file_id": file_id, "path": source.path, "now": now, "limit": MAX_REJECT_ROWS})
    if source.format == "parquet" and reasons:
        wh.run("parquet_reject_text", {"file_id": file_id, "path": source.read_path})
    for reason, n in dropped_counts.items():
        reasons[reason] = reasons.get(reason, 0) + n
    report.reject_reasons = dict(sorted(reasons.items(), key=lambda kv: -kv[1]))
    report.rejected = sum(reasons.values())


def _dropped_lines(
    wh: Warehouse, source: SourceFile, lines: int | None, staged: int
) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """Lines the JSONL reader did not return as rows (not UTF-8, or too long): the first
    MAX_REJECT_ROWS of them, and their count by reason.

    The reader reports lines over its max_line_size, but drops lines longer than
    its whole buffer without a word; the file's line count tells, and then those
    are found by a second pass over the text.
    """
    if not _table_exists(wh.con, "tw_read_rejects"):
        return [], {}
    rows = wh.rows("read_rejects", {"limit": MAX_REJECT_ROWS})
    counts = {row["reason"]: row["n"] for row in wh.rows("read_reject_counts")}
    returned = staged + sum(counts.values())
    if lines is None or lines <= returned:
        return rows, counts
    too_long = long_lines(Path(source.path), MAX_LINE_BYTES)
    if not too_long:
        return rows, counts
    # Once the reader has dropped lines silently, its own numbers for long lines are not to be trusted.
    reason = too_long[0]["reason"]
    counts[reason] = len(too_long)
    rows = sorted([row for row in rows if row["reason"] != reason] + too_long, key=lambda row: row["line_no"])
    return rows[:MAX_REJECT_ROWS], counts


def _store(
    wh: Warehouse, file_id: int, classifier: Classifier, summary: dict[str, Any], options: _Options,
    progress: Progress | None,
) -> None:
    """JSONL: the good lines not seen before from ``scan`` into tool_calls, then the rollups and fingerprints."""
    con = wh.con
    if progress:
        progress.stage("dedupe")
    con.execute("CREATE TEMP TABLE known_keys AS " + query("known_keys"),
                {"min_ts": summary["min_ts"], "max_ts": summary["max_ts"]})
    if progress:
        progress.stage("storing")
    con.execute("INSERT INTO tool_calls " + query("insert_tool_calls"),
                {"file_id": file_id, "now": options.now, "ruleset_version": classifier.ruleset_version})
    if summary["distinct_keys"] < summary["rows"] - summary["rejected"]:  # else no key repeats in the file
        if progress:
            progress.stage("dedupe")
        _delete_repeats_in_file(wh, file_id, "duplicate_keys", {})
    _rollups(wh, file_id, options, progress, summary)


def _delete_repeats_in_file(wh: Warehouse, file_id: int, keys_query: str, params: dict[str, Any]) -> None:
    """One row per key among this file's stored rows (the earliest line's); ``keys_query`` finds
    the repeated keys (JSONL: in ``scan``; Parquet and OTLP, which stage nothing: as stored)."""
    wh.con.execute("CREATE TEMP TABLE duplicate_keys AS " + query(keys_query), params)
    if wh.con.execute("SELECT count(*) FROM duplicate_keys").fetchall()[0][0]:
        wh.run("delete_repeats_in_file", {"file_id": file_id})


# Each rollup table, the query of the file's rows for it (its columns, in order), and whether that
# query buckets by time (takes $bucket_seconds).
_ROLLUPS = (("rollup_calls", "file_rollup_calls", True), ("rollup_errors", "file_rollup_errors", True),
            ("rollup_fingerprint_sessions", "file_rollup_fingerprint_sessions", False))


def _rollups(
    wh: Warehouse, file_id: int, options: _Options, progress: Progress | None, summary: dict[str, Any]
) -> None:
    """Add the file's stored rows to the rollups and fingerprints: merged into them, or inserted when
    no rollup row lies in the file's time range (``summary``'s, which covers its stored rows)."""
    if progress:
        progress.stage("rollups")
    bucket = {"bucket_seconds": options.bucket_seconds}
    meet = wh.rows("rollups_meet_file", {**bucket, "min_ts": summary["min_ts"], "max_ts": summary["max_ts"]})[0]["meet"]
    for table, rows, bucketed in _ROLLUPS:
        params = {"file_id": file_id, **(bucket if bucketed else {})}
        if meet:
            wh.con.execute("WITH n AS (" + query(rows) + ") " + query(f"{table}_for_file"), params)
        else:
            wh.con.execute(f"INSERT INTO {table} " + query(rows), params)
    if progress:
        progress.stage("fingerprints")
    wh.run("fingerprints_for_file", {"file_id": file_id})


# Each thread compiles every rule's regex when the statement starts (about 0.3 s
# per thread for the shipped rules), so small batches classify on one thread,
# and batches of few distinct messages in Python (classify_many), whose regexes
# are compiled once per process.
_PARALLEL_CLASSIFY_ROWS = 50_000
PYTHON_CLASSIFY_MESSAGES = 1_000
# The rules' labels of distinct messages kept per warehouse (message_labels, migration 018): about
# 500 hours of 40 new messages an hour, a few MB.
MESSAGE_LABELS_KEPT = 20_000
_LABEL_FIELDS = ("tool", "status", "error_type", "error_message", "error_class", "reason", "rule_id", "template",
                 "fingerprint")


def _classify(wh: Warehouse, classifier: Classifier, errors: int, progress: Progress | None) -> None:
    """Label the file's error rows, the temp table ``staging_errors``, in the temp table ``classified``."""
    con = wh.con
    if progress:
        progress.stage("classifying")
    classify_many = getattr(classifier, "classify_many", None)
    version = {"ruleset_version": classifier.ruleset_version}
    messages = wh.run("staging_messages", {"limit": PYTHON_CLASSIFY_MESSAGES + 1, **version}).fetchall() if classify_many else []
    if classify_many and len(messages) <= PYTHON_CLASSIFY_MESSAGES:
        # The labels message_labels keeps for a message the warehouse has seen; the rules for the rest.
        known = {tuple(m[:4]): tuple(m[4:9]) for m in messages if m[4] is not None}
        missed = list(dict.fromkeys(tuple(m[:4]) for m in messages if m[4] is None))
        labelled = known | dict(zip(missed, classify_many(missed), strict=True))
        # One JSON document, not a list per column: DuckDB's client tries to import pandas
        # for every value bound in a list (~100 µs each, 20-30 ms per small file).
        rows = [dict(zip(_LABEL_FIELDS, key + label, strict=True)) for key, label in labelled.items()]
        wh.run("classified_from_json", {"labels": json.dumps(rows)})
        if missed:
            new = json.dumps([dict(zip(_LABEL_FIELDS, key + labelled[key], strict=True)) for key in missed])
            wh.run("message_labels_insert", {**version, "labels": new})
            kept, stale = messages[0][9:11]
            if stale or kept + len(missed) > MESSAGE_LABELS_KEPT:  # else the prune would delete nothing
                wh.run("message_labels_prune", {**version, "kept": MESSAGE_LABELS_KEPT})
    else:
        # confidence is filled in by refine (the learned fallback, verdicts); rules leave it NULL.
        select = "SELECT *, NULL::DOUBLE AS confidence FROM (" + classifier.select_sql("staging_errors") + ")"
        threads = con.execute("SELECT current_setting('threads')").fetchall()[0][0]
        if errors < _PARALLEL_CLASSIFY_ROWS:
            con.execute("SET threads = 1")
        try:
            con.execute("CREATE TEMP TABLE classified AS " + select, classifier.params)
        finally:
            con.execute("SET threads = $threads", {"threads": threads})
    if not errors:
        return
    if progress:
        progress.stage("learned fallback")
    classifier.refine(wh)


def _first_line(exc: Exception) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__


def _table_exists(con: duckdb.DuckDBPyConnection, name: str) -> bool:
    row = con.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE table_name = $name AND temporary", {"name": name}
    ).fetchone()
    return bool(row and row[0])


_TEMP_TABLES = ("classified", "staging_errors", "duplicate_keys", "known_keys", "reject_lines", "scan",
                "dropped_lines",
                "tw_read_rejects", "tw_read_scans", "tw_read_rejects_2", "tw_read_scans_2")


def _drop_temp(con: duckdb.DuckDBPyConnection) -> None:
    """Drop the load's temp tables that exist, in one call (``temp.main.``: never a warehouse
    table of that name), not a statement per name, nor a listing of the catalog first."""
    con.execute("; ".join(f"DROP TABLE IF EXISTS temp.main.{table}" for table in _TEMP_TABLES))
    with contextlib.suppress(duckdb.Error):
        con.unregister("tw_otlp_fields")
