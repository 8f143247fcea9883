"""Input formats: find the files behind a path, tell their format, stage their fields.

Each reader fills the temp relation ``fields`` (one row per input line or span,
raw text fields) that ``validate_fields`` in ``queries/ingest.sql`` normalises.
JSONL-like files (contract events and agent hook payloads alike) and Parquet
are read by DuckDB in bulk, local files and object-store URLs alike (see
:mod:`toolwatch.warehouse.remote`); OTLP trace exports are small and nested, so they
are flattened here in Python (see :mod:`toolwatch.warehouse.otlp`).
"""

from __future__ import annotations

import glob
import json
import re
import zlib
from pathlib import Path
from typing import NamedTuple
from urllib.parse import urlsplit

from toolwatch.warehouse.db import query
from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import IngestError, InputFormatError
from toolwatch.warehouse.lines import open_bytes
from toolwatch.warehouse.remote import (
    RemoteObject,
    check_scheme,
    is_remote,
    list_objects,
    literal,
    translate,
)
from toolwatch.warehouse.remote import fetch as remote_fetch
from toolwatch.warehouse.remote import head as remote_head

JSONL_SUFFIXES = (".jsonl", ".ndjson", ".jsonl.gz", ".ndjson.gz", ".json", ".json.gz")
PARQUET_SUFFIXES = (".parquet",)
SUPPORTED_SUFFIXES = JSONL_SUFFIXES + PARQUET_SUFFIXES

# What from_json extracts from each line: the input contract plus the field
# names of Cursor / Claude Code hook payloads. VARCHAR everywhere (a JSON
# number or object arrives as its text): typed JSON fields cost twice the time.
LINE_STRUCT = json.dumps(
    {
        "ts": "VARCHAR", "timestamp": "VARCHAR", "time": "VARCHAR",
        "tool": "VARCHAR", "tool_name": "VARCHAR",
        "status": "VARCHAR",
        "hook_event_name": "VARCHAR", "is_interrupt": "VARCHAR", "failure_type": "VARCHAR",
        "model": "VARCHAR",
        "error_type": "VARCHAR", "error_message": "VARCHAR", "error": "VARCHAR",
        "call_id": "VARCHAR", "tool_use_id": "VARCHAR", "tool_call_id": "VARCHAR",
        "session_id": "VARCHAR", "conversation_id": "VARCHAR",
        "provider": "VARCHAR",
        "harness_version": "VARCHAR", "cursor_version": "VARCHAR",
        "client_os": "VARCHAR",
        "duration_ms": "VARCHAR", "duration": "VARCHAR",
        "args": "JSON", "tool_input": "JSON",
    }
)

# The same fields as the STRUCT literal read_json's ``columns`` takes (it must be a constant),
# written into jsonl_lines_bulk's text for ``$columns`` (:func:`jsonl_fields_sql`) rather than
# bound: DuckDB's client tries to import pandas for each value of a bound dict, 50 of them here
# (~4 ms of a 1,000-line ingest, docs/performance.md). Names and types are this module's own text.
LINE_COLUMNS_SQL = "{" + ", ".join(
    "'{}': '{}'".format(name.replace("'", "''"), kind.replace("'", "''"))
    for name, kind in json.loads(LINE_STRUCT).items()) + "}"

# Parquet columns we read, by input-contract name.
PARQUET_TEXT_COLUMNS = (
    "ts", "tool", "status", "model", "error_type", "error_message", "call_id", "session_id", "provider",
    "harness_version", "client_os", "duration_ms",
)
# Parquet column types whose cast to DOUBLE is the cast of their text to DOUBLE (integers round
# to nearest either way; a DOUBLE's text is its shortest round-trip form).
EXACT_DOUBLE_TYPES = frozenset({"TINYINT", "SMALLINT", "INTEGER", "BIGINT", "UTINYINT", "USMALLINT", "UINTEGER",
                                "UBIGINT", "DOUBLE"})


class SourceFile(NamedTuple):  # NamedTuple, not a frozen dataclass: see lines.FileFacts
    path: str  # a resolved local path, or a URL
    format: str  # jsonl | parquet | otlp | document (a plain JSON document found in a listing)
    size: int
    remote: RemoteObject | None = None

    @property
    def name(self) -> str:
        return name_of(self.path)

    @property
    def read_path(self) -> str:
        """What DuckDB's readers are given: the path or URL taken literally (DuckDB globs both)."""
        return literal(self.path) if self.remote else literal_local(self.path)


def literal_local(path: str) -> str:
    """A local path as DuckDB's readers take it literally: ``a[1].jsonl`` is read as ``a[[]1].jsonl``."""
    return re.sub(r"([\[*?])", r"[\1]", path)


def name_of(location: str) -> str:
    """The last path segment of a local path or URL, without a query string."""
    return urlsplit(location).path.rstrip("/").rsplit("/", 1)[-1] if is_remote(location) else Path(location).name


# What discover finds: local files, or objects behind a URL.
Candidate = Path | RemoteObject


def discover(
    paths: list[str], con: duckdb.DuckDBPyConnection | None = None
) -> tuple[list[Candidate], list[str], list[str]]:
    """Expand files, folders (recursively), globs and URLs into inputs, in a stable order.

    Returns the inputs, the problems (a path that matched nothing) and notes
    (files in a folder that were passed over, with why). URLs need ``con``
    with httpfs enabled (:func:`toolwatch.warehouse.remote.enable`); they are listed,
    not read.
    """
    found: list[Candidate] = []
    problems: list[str] = []
    notes: list[str] = []
    for spec in paths:
        files: list[Candidate]
        if is_remote(spec):
            why = check_scheme(spec)
            if why or con is None:
                problems.append(why or f"{spec}: URLs need an object-store connection")
                continue
            files = [obj for obj in list_objects(con, spec) if not obj.listed or _supported(obj.url)]
        elif Path(spec).is_file():
            # Before globbing: a file named ``a[1].jsonl`` is that file, not ``a1.jsonl``.
            _check_named_file(Path(spec))
            files = [Path(spec)]
        elif any(ch in spec for ch in "*?["):
            matches = [Path(m) for m in sorted(glob.glob(spec, recursive=True))]
            files = _loadable([m for m in matches if m.is_file()], notes)
        elif Path(spec).is_dir():
            files = _loadable([p for p in sorted(Path(spec).rglob("*")) if p.is_file()], notes)
        else:
            problems.append(f"{spec}: no such file or directory")
            continue
        if not files:
            problems.append(
                f"{spec}: no objects (no such object, prefix or bucket, or none named {', '.join(SUPPORTED_SUFFIXES)})"
                if is_remote(spec) else f"{spec}: no input files (expected {', '.join(SUPPORTED_SUFFIXES)})"
            )
        found.extend(files)
    unique = list(dict.fromkeys(p.resolve() if isinstance(p, Path) else p for p in found))
    return unique, problems, notes


DOCUMENT_NOTE = "a JSON document that is neither JSON Lines nor OTLP"
ACCEPTED_FORMATS = (
    "JSON Lines (.jsonl, .ndjson, .json, optionally .gz), Parquet (.parquet) "
    "and OTLP JSON trace exports (.json, .json.gz)"
)


def _loadable(paths: list[Path], notes: list[str]) -> list[Candidate]:
    """The files of a folder or glob that are logs; the others are passed over with a note."""
    files: list[Candidate] = []
    for p in paths:
        if not _supported(str(p)):
            continue
        if _is_json_document_name(p.name) and _is_plain_json_document(_local_head(p)):
            # e.g. a pretty-printed config or ground-truth file next to the logs
            notes.append(f"{p}: skipped, {DOCUMENT_NOTE}")
            continue
        files.append(p)
    return files


def _check_named_file(path: Path) -> None:
    """A file named on the command line must be a log: reading a CSV or a JSON document
    as JSON Lines would only turn every line into a reject."""
    if not _supported(str(path)):
        raise InputFormatError(f"{path}: not a log file; toolwatch reads {ACCEPTED_FORMATS}")
    if _is_json_document_name(path.name) and _is_plain_json_document(_local_head(path)):
        raise InputFormatError(f"{path}: {DOCUMENT_NOTE}; toolwatch reads {ACCEPTED_FORMATS}")


def _is_json_document_name(name: str) -> bool:
    return name.lower().endswith((".json", ".json.gz"))


def _is_plain_json_document(head: bytes) -> bool:
    """The head of a ``.json`` file that is one multi-line JSON value, not JSON Lines, and not OTLP.

    JSON Lines has a JSON object on most lines (one malformed line does not make
    it a document); a pretty-printed document has almost none.
    """
    if _is_otlp(head):
        return False
    lines = head.splitlines()
    if len(head) >= 65536:
        lines = lines[:-1]  # cut short by the head: it does not vote
    lines = [line for line in lines if line.strip()][:200]
    if not lines:
        return False
    objects = sum(1 for line in lines if _is_json_object(line))
    return objects * 2 <= len(lines)


def _is_json_object(line: bytes) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except ValueError:
        return False


def _is_otlp(head: bytes) -> bool:
    return b'"resourceSpans"' in head or b'"resource_spans"' in head


def _local_head(path: Path) -> bytes:
    head = b""
    try:
        with open_bytes(path) as fh:
            # Read piecewise so that a truncated .gz still yields the head it has.
            while len(head) < 65536 and (piece := fh.read(65536 - len(head))):
                head += piece
    except (EOFError, zlib.error):
        pass  # the load finds and reports the damage
    except OSError as exc:
        import gzip  # imported already when the file is a .gz (open_bytes)

        if not isinstance(exc, gzip.BadGzipFile):  # damage the load finds and reports
            raise IngestError(f"{path}: cannot read: {exc}") from exc
    return head


def _supported(location: str) -> bool:
    return name_of(location).lower().endswith(SUPPORTED_SUFFIXES)


def sniff(item: Candidate, con: duckdb.DuckDBPyConnection | None = None) -> SourceFile:
    """Tell the format from the name, and OTLP from the content of JSON files.

    An object whose name says ``.json`` is sniffed by a ranged read of its head;
    one that was listed under a prefix and is a plain JSON document comes back
    as format ``document``, to be passed over like its local counterpart.
    """
    if isinstance(item, RemoteObject):
        location, size = item.url, item.size
    else:
        location, size = str(item), item.stat().st_size
    name = name_of(location).lower()
    if name.endswith(PARQUET_SUFFIXES):
        return SourceFile(location, "parquet", size, _remote(item))
    if isinstance(item, RemoteObject):
        if not _is_json_document_name(name) or con is None:
            return SourceFile(location, "jsonl", size, item)
        head = remote_head(con, location)
        if item.listed and _is_plain_json_document(head):
            return SourceFile(location, "document", size, item)
    else:
        head = _local_head(item)
    return SourceFile(location, "otlp" if _is_otlp(head) else "jsonl", size, _remote(item))


def _remote(item: Candidate) -> RemoteObject | None:
    return item if isinstance(item, RemoteObject) else None


def jsonl_fields_sql(bulk: bool) -> str:
    """The SQL producing a JSONL file's ``fields``: its lines, read line by line (``jsonl_lines``,
    parameters ``$path``, ``$struct``) or in bulk (``jsonl_lines_bulk``, ``$path``; its ``$columns``
    written in as :data:`LINE_COLUMNS_SQL`), through the one field mapping both share (``jsonl_fields``)."""
    lines = query("jsonl_lines_bulk").replace("$columns", LINE_COLUMNS_SQL) if bulk else query("jsonl_lines")
    return "WITH tw_lines AS (" + lines + ") " + query("jsonl_fields")


def stage_fields_sql(con: duckdb.DuckDBPyConnection, source: SourceFile) -> tuple[str, dict]:
    """The SQL (and parameters) that produces ``fields`` for this file."""
    if source.format == "jsonl":
        return jsonl_fields_sql(bulk=False), {"path": source.read_path, "struct": LINE_STRUCT}
    if source.format == "parquet":
        return _parquet_fields_sql(con, source.read_path), {"path": source.read_path}
    if source.format == "otlp":
        from toolwatch.warehouse.otlp import otlp_fields_table

        data = remote_fetch(con, source.path) if source.remote else None
        con.register("tw_otlp_fields", otlp_fields_table(source.path, data))
        return "SELECT * FROM tw_otlp_fields", {}
    raise IngestError(f"{source.path}: unsupported format {source.format}")


def _parquet_fields_sql(con: duckdb.DuckDBPyConnection, path: str) -> str:
    try:
        described = con.execute("DESCRIBE SELECT * FROM read_parquet($path)", {"path": path}).fetchall()
    except duckdb.Error as exc:
        if is_remote(path):
            raise translate(path, "cannot read Parquet", exc) from exc
        raise IngestError(f"{path}: not a readable Parquet file: {exc}") from exc
    columns = {row[0]: row[1] for row in described}
    if "file_row_number" in columns:
        raise IngestError(f"{path}: has a column named file_row_number, which DuckDB's Parquet reader "
                          "reserves for row numbers; rename that column")

    def col(name: str) -> str:
        # Identifiers come from the fixed lists above, never from the file's values.
        if name not in columns:
            return "NULL::VARCHAR"
        if columns[name].startswith(("STRUCT", "MAP")) or columns[name].endswith("[]"):
            return f'to_json("{name}")::VARCHAR'
        if name == "duration_ms" and columns[name] in EXACT_DOUBLE_TYPES:
            # validate_fields casts the text to DOUBLE: these types give that same DOUBLE directly
            # (0.2 s CPU per 5 M rows less). FLOAT and DECIMAL do not (0.1 as FLOAT prints "0.1").
            return f'"{name}"::DOUBLE'
        return f'"{name}"::VARCHAR'

    select = [
        "file_row_number + 1 AS ordinal",
        "NULL::VARCHAR AS raw",
        "NULL::VARCHAR AS pre_reject",
        "NULL::VARCHAR AS hook_event",
        "NULL::VARCHAR AS is_interrupt",
        "NULL::VARCHAR AS failure_type",
    ]
    renamed = {"ts": "ts_text", "tool": "tool_text", "status": "status_text"}
    select += [f"{col(name)} AS {renamed.get(name, name)}" for name in PARQUET_TEXT_COLUMNS]
    select.append(f"{col('args')} AS args")
    return "SELECT " + ", ".join(select) + " FROM read_parquet($path, file_row_number = true)"
