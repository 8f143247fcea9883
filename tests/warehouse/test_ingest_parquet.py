"""Parquet is read once into tool_calls: its accounting, rejects, repeats and labels as a staged file's.

The labels test runs on JSONL too: whichever line of a repeated call_id is kept carries the labels
of its own message (Parquet keeps the earliest row; JSONL, whose lines are not numbered, one of them)."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
import pytest

from toolwatch import warehouse
from toolwatch.detectors.classify import classify_one, compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.warehouse.ingest import ingest_paths

NOW = datetime(2026, 11, 30, 12, 0, 0)
RULESET = load_ruleset(None, [])
CLASSIFIER = compile_classifier(RULESET)
COLUMNS = ("ts", "tool", "model", "status", "error_type", "error_message", "call_id", "session_id")


def row(i: int, **overrides) -> dict:
    base = {"ts": f"2026-11-29T10:00:{i:02d}Z", "tool": "read_file", "model": "gpt-5", "status": "ok",
            "error_type": None, "error_message": None, "call_id": f"call-{i}", "session_id": "s-1"}
    return {**base, **overrides}


def parquet(path: Path, rows: list[dict]) -> Path:
    schema = pa.schema([(name, pa.string()) for name in COLUMNS])
    pq.write_table(pa.table({name: [r[name] for r in rows] for name in COLUMNS}, schema=schema), path)
    return path


def jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps({k: v for k, v in r.items() if v is not None}) + "\n" for r in rows))
    return path


WRITERS = {"parquet": parquet, "jsonl": jsonl}


def ingest(wh, path: Path, **kw):
    return ingest_paths(wh, [str(path)], classifier=CLASSIFIER, now=NOW, **kw)


ENOENT = "ENOENT: no such file or directory, open '/a/b.py'"
TIMEOUT = "Command timed out after 120000ms"
NO_MATCH = "old_string not found in file src/app.py"


@pytest.mark.parametrize("fmt", sorted(WRITERS))
def test_error_rows_keep_the_labels_of_their_own_message_among_rejects_and_repeats(wh, tmp_path, fmt):
    rows = [
        row(1, status="error", error_message=ENOENT),
        row(2, status="error", error_message=TIMEOUT, ts="not a time"),  # rejected
        row(3, status="error", error_message=TIMEOUT, call_id="call-1"),  # a repeat of row 1, another message
        row(4, tool="edit_file", status="error", error_message=NO_MATCH),
        row(5),
        row(6, status="timeout", error_message=TIMEOUT, tool=None),  # rejected
        row(7, tool="run_terminal_cmd", status="timeout", error_message=TIMEOUT),
        row(8, call_id="call-5", status="error", error_message=ENOENT),  # a repeat of ok row 5, as an error
    ]
    report = ingest(wh, WRITERS[fmt](tmp_path / f"p.{fmt}", rows))
    assert (report.lines_read, report.accepted, report.rejected, report.duplicates) == (8, 4, 2, 2)
    assert report.files[0].reject_reasons == {"unparseable timestamp": 1, "missing required field: tool": 1}
    assert wh.con.execute("SELECT line_no, reason FROM rejects ORDER BY line_no").fetchall() == [
        (2, "unparseable timestamp"), (6, "missing required field: tool")]
    stored = wh.con.execute(
        "SELECT source_line, tool, status, error_type, error_message, error_class, reason, fingerprint "
        "FROM tool_calls WHERE is_error ORDER BY source_line").fetchall()
    if fmt == "parquet":
        assert [r[0] for r in stored] == [1, 4, 7]  # the repeat keeps its earliest row
    # JSONL lines are not numbered: one line of each repeated call_id is kept, either may be an error.
    assert wh.con.execute("SELECT count(*), count(DISTINCT call_id) FROM tool_calls").fetchone() == (4, 4)
    for _, tool, status, error_type, message, error_class, reason, fingerprint in stored:
        label = classify_one(RULESET, tool=tool, status=status, error_type=error_type, error_message=message)
        assert (error_class, reason, fingerprint) == (label.error_class, label.reason, label.fingerprint)
    assert {r[0] for r in wh.con.execute("SELECT error_class FROM tool_calls WHERE NOT is_error").fetchall()} \
        <= {None}
    assert wh.con.execute("SELECT sum(errors) FROM fingerprints").fetchone()[0] == len(stored)
    assert wh.con.execute("SELECT sum(calls), sum(errors) FROM rollup_calls").fetchone() == (4, len(stored))


LONG = "x" * 9000
# (name, rows, expected (lines_read, accepted, rejected, duplicates, truncated))
ACCOUNTING = [
    ("no_rows", [], (0, 0, 0, 0, 0)),
    ("every_row_rejected", [row(1, ts=None), row(2, status="exploded"), row(3, tool="  ")], (3, 0, 3, 0, 0)),
    ("rejected_error_rows_only", [row(1, status="error", ts="x"), row(2)], (2, 1, 1, 0, 0)),
    ("truncated_message", [row(1, status="error", error_message=LONG), row(2)], (2, 2, 0, 0, 1)),
    ("truncated_repeat_counted_once_stored", [row(1, error_message=LONG), row(1, error_message=LONG)],
     (2, 1, 0, 1, 2)),
]


@pytest.mark.parametrize(("name", "rows", "expected"), ACCOUNTING, ids=[a[0] for a in ACCOUNTING])
def test_every_row_is_accounted_for_in_the_report_and_ingested_files(wh, tmp_path, name, rows, expected):
    report = ingest(wh, parquet(tmp_path / f"{name}.parquet", rows))
    assert (report.lines_read, report.accepted, report.rejected, report.duplicates, report.truncated) == expected
    assert wh.con.execute(
        "SELECT lines_read, accepted, rejected, duplicates, truncated FROM ingested_files").fetchone() == expected
    assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0] == expected[1]
    assert wh.con.execute("SELECT count(*) FROM rejects").fetchone()[0] == expected[2]
    assert wh.con.execute("SELECT coalesce(sum(calls), 0) FROM rollup_calls").fetchone()[0] == expected[1]


def test_a_second_load_of_the_file_is_skipped_and_a_copy_counts_its_rows_as_duplicates(tmp_path):
    rows = [row(1, status="error", error_message=ENOENT), row(2), row(3, ts="never")]
    first = parquet(tmp_path / "a.parquet", rows)
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        ingest(wh, first)
        again = ingest(wh, first)
        assert again.files[0].skipped and again.lines_read == 0
        # The same events in a file of other bytes (another row group size): every good row a duplicate.
        copy = tmp_path / "b.parquet"
        pq.write_table(pq.read_table(first), copy, row_group_size=1, compression="none")
        report = ingest(wh, copy)
        assert (report.lines_read, report.accepted, report.rejected, report.duplicates) == (3, 0, 1, 2)
        assert wh.con.execute("SELECT count(*), sum(is_error::INT) FROM tool_calls").fetchone() == (2, 1)
        assert wh.con.execute("SELECT sum(calls) FROM rollup_calls").fetchone()[0] == 2


DURATIONS = [0, 1939, -5, 2**53 + 1, 2**62 + 3]  # past 2**53 a DOUBLE rounds: both ways alike
DURATION_TYPES = [
    ("int64", pa.int64(), DURATIONS),
    ("int32", pa.int32(), [0, 1939, -5, 2**31 - 1]),
    ("uint64", pa.uint64(), [0, 1939, 2**64 - 1]),
    ("double", pa.float64(), [0.1, 1939.5, -0.0, 1e300, 2.0**60]),
    ("float32", pa.float32(), [0.1, 1939.5, 3.3]),  # read as text, as JSONL's number would be
]


@pytest.mark.parametrize(("name", "arrow_type", "values"), DURATION_TYPES, ids=[d[0] for d in DURATION_TYPES])
def test_a_typed_duration_is_stored_and_keyed_as_its_text_would_be(tmp_path, name, arrow_type, values):
    """Without a call_id the key covers duration_ms: a number column read as DOUBLE directly
    must give the DOUBLE, and so the key, that its text gives (sources.EXACT_DOUBLE_TYPES)."""
    typed = pa.array(values, type=arrow_type)
    stored = []
    for label, durations in (("typed", typed), ("text", pc.cast(typed, pa.string()))):
        n = len(values)
        table = pa.table({"ts": [f"2026-11-29T10:00:{i:02d}Z" for i in range(n)], "tool": ["read_file"] * n,
                          "status": ["ok"] * n, "duration_ms": durations})
        path = tmp_path / f"{label}.parquet"
        pq.write_table(table, path)
        with warehouse.connect(tmp_path / f"{label}.duckdb") as wh:
            assert ingest(wh, path).accepted == n
            stored.append(wh.con.execute(
                "SELECT source_line, duration_ms, event_key FROM tool_calls ORDER BY source_line").fetchall())
    assert stored[0] == stored[1]
    assert [row[1] for row in stored[0]] == [float(text) for text in pc.cast(typed, pa.string()).to_pylist()]


@pytest.mark.parametrize("fmt", sorted(WRITERS))
def test_a_load_drops_its_temp_tables_and_never_a_warehouse_table_of_their_names(wh, tmp_path, fmt):
    # The temp tables are dropped by name, without listing them first (warehouse.ingest._drop_temp):
    # named as temp ones, so a table of the same name in the warehouse (another program's, a
    # person's) is never dropped in place of one this load did not make (Parquet stages no `scan`).
    for name in ("scan", "reject_lines"):
        wh.con.execute(f"CREATE TABLE main.{name} (kept INTEGER)")
        wh.con.execute(f"INSERT INTO main.{name} VALUES (1)")
    path = WRITERS[fmt](tmp_path / f"calls.{fmt}", [row(1), row(2, status="error", error_message=ENOENT)])
    assert ingest(wh, path).accepted == 2
    assert wh.con.execute("SELECT table_name FROM duckdb_tables() WHERE temporary").fetchall() == []
    for name in ("scan", "reject_lines"):
        assert wh.con.execute(f"SELECT kept FROM main.{name}").fetchall() == [(1,)]
