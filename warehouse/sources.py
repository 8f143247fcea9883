"""Input formats: find the files behind a path, tell their format, stage their fields.

Each reader fills the temp relation ``fields`` (one row per input line or span,
raw text fields) that ``validate_fields`` in ``queries/ingest.sql`` normalises.
JSONL-like files (contract events and agent hook payloads alike) and Parquet
are read by DuckDB in bulk; OTLP trace exports are small and nested, so they
are flattened here in Python (see :mod:`warehouse.otlp`).
"""

from __future__ import annotations

import glob
import gzip
import json
from dataclasses import dataclass
from pathlib import Path

import duckdb

from warehouse.db import query
from warehouse.errors import IngestError

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

# Parquet columns we read, by input-contract name.
PARQUET_TEXT_COLUMNS = (
    "ts", "tool", "status", "model", "error_type", "error_message", "call_id", "session_id", "provider",
    "harness_version", "client_os", "duration_ms",
)


@dataclass(frozen=True)
class SourceFile:
    path: Path
    format: str  # jsonl | parquet | otlp


def discover(paths: list[str]) -> tuple[list[Path], list[str], list[str]]:
    """Expand files, folders (recursively) and globs into input files, in a stable order.

    Returns the files, the problems (a path that matched nothing) and notes
    (files in a folder that were passed over, with why).
    """
    found: list[Path] = []
    problems: list[str] = []
    notes: list[str] = []
    for spec in paths:
        if any(ch in spec for ch in "*?["):
            matches = [Path(m) for m in sorted(glob.glob(spec, recursive=True))]
            files = [m for m in matches if m.is_file()]
        elif Path(spec).is_dir():
            files = []
            for p in sorted(Path(spec).rglob("*")):
                if not (p.is_file() and _supported(p)):
                    continue
                if _is_plain_json_document(p):
                    # e.g. a pretty-printed config or ground-truth file next to the logs
                    notes.append(f"{p}: skipped, a JSON document that is neither JSON Lines nor OTLP")
                    continue
                files.append(p)
        elif Path(spec).is_file():
            files = [Path(spec)]
        else:
            problems.append(f"{spec}: no such file or directory")
            continue
        if not files:
            problems.append(f"{spec}: no input files (expected {', '.join(SUPPORTED_SUFFIXES)})")
        found.extend(files)
    unique = list(dict.fromkeys(p.resolve() for p in found))
    return unique, problems, notes


def _is_plain_json_document(path: Path) -> bool:
    """A ``.json`` file whose first line is not a whole JSON value, and that is not OTLP."""
    if not path.name.lower().endswith((".json", ".json.gz")):
        return False
    opener = gzip.open if path.name.lower().endswith(".gz") else open
    with opener(path, "rb") as fh:
        head = fh.read(65536)
    if b'"resourceSpans"' in head or b'"resource_spans"' in head:
        return False
    first = head.split(b"\n", 1)[0].strip()
    try:
        json.loads(first)
    except ValueError:
        return True
    return False


def _supported(path: Path) -> bool:
    return path.name.lower().endswith(SUPPORTED_SUFFIXES)


def sniff(path: Path) -> SourceFile:
    """Tell the format from the name, and OTLP from the content of JSON files."""
    name = path.name.lower()
    if name.endswith(PARQUET_SUFFIXES):
        return SourceFile(path, "parquet")
    opener = gzip.open if name.endswith(".gz") else open
    try:
        with opener(path, "rb") as fh:
            head = fh.read(65536)
    except OSError as exc:
        raise IngestError(f"{path}: cannot read: {exc}") from exc
    if b'"resourceSpans"' in head or b'"resource_spans"' in head:
        return SourceFile(path, "otlp")
    return SourceFile(path, "jsonl")


def stage_fields_sql(con: duckdb.DuckDBPyConnection, source: SourceFile) -> tuple[str, dict]:
    """The SQL (and parameters) that produces ``fields`` for this file."""
    if source.format == "jsonl":
        return query("fields_jsonl"), {"path": str(source.path), "struct": LINE_STRUCT}
    if source.format == "parquet":
        return _parquet_fields_sql(con, source.path), {"path": str(source.path)}
    if source.format == "otlp":
        from warehouse.otlp import otlp_fields_table

        con.register("tw_otlp_fields", otlp_fields_table(source.path))
        return "SELECT * FROM tw_otlp_fields", {}
    raise IngestError(f"{source.path}: unsupported format {source.format}")


def _parquet_fields_sql(con: duckdb.DuckDBPyConnection, path: Path) -> str:
    try:
        described = con.execute("DESCRIBE SELECT * FROM read_parquet($path)", {"path": str(path)}).fetchall()
    except duckdb.Error as exc:
        raise IngestError(f"{path}: not a readable Parquet file: {exc}") from exc
    columns = {row[0]: row[1] for row in described}

    def col(name: str) -> str:
        # Identifiers come from the fixed lists above, never from the file's values.
        if name not in columns:
            return "NULL::VARCHAR"
        if columns[name].startswith(("STRUCT", "MAP")) or columns[name].endswith("[]"):
            return f'to_json("{name}")::VARCHAR'
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
