"""A small file's load with fewer statements: a warehouse opened on one thread, the temp tables
dropped in the file's transaction, the in-file dedupe only when a key repeats (docs/performance.md,
"Small file and start-up, ninth round"). Each must leave the rows and the accounting as they were."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from toolwatch import warehouse
from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.warehouse.ingest import SMALL_FILE_BYTES, ingest_paths, only_small_files

CLASSIFIER = compile_classifier(load_ruleset(None, []))


def event(i: int, **overrides) -> dict:
    base = {"ts": f"2026-11-29T10:00:{i % 60:02d}Z", "tool": "read_file", "model": "gpt-5", "status": "ok",
            "call_id": f"call-{i}"}
    return {k: v for k, v in (base | overrides).items() if v is not None}


def write_lines(path, lines):
    path.write_text("".join((json.dumps(line) if isinstance(line, dict) else line) + "\n" for line in lines))
    return path


def ingest(wh, *paths):
    return ingest_paths(wh, [str(p) for p in paths], classifier=CLASSIFIER, now=datetime(2026, 11, 30, 12))

STORED = ("SELECT event_key, ts, tool, status, error_class, rule_id, fingerprint, source_line FROM tool_calls "
          "ORDER BY event_key")


def temp_tables(wh) -> list[str]:
    return [row[0] for row in wh.con.execute("SELECT table_name FROM duckdb_tables() WHERE temporary").fetchall()]


def mixed_file(tmp_path):
    """A repeated call id, a rejected line, an error: every branch of the accounting."""
    return write_lines(tmp_path / "mixed.jsonl", [
        event(1), event(1, model="again"), "not json", event(2),
        event(3, status="error", error_message="ENOENT: no such file or directory, open '/tmp/a'"),
    ])


def test_a_warehouse_opened_on_one_thread_stays_on_one_and_stores_the_same_rows(tmp_path):
    path = mixed_file(tmp_path)
    stored, counts = [], []
    for threads in (None, 1):
        with warehouse.connect(tmp_path / f"w{threads}.duckdb", threads=threads) as wh:
            assert wh.threads == threads
            opened = wh.con.execute("SELECT current_setting('threads')").fetchone()[0]
            if threads == 1:
                assert opened == 1  # from the open: DuckDB started no other thread
            report = ingest(wh, path)
            assert wh.con.execute("SELECT current_setting('threads')").fetchone()[0] == opened  # as it was opened
            counts.append((report.lines_read, report.accepted, report.rejected, report.duplicates))
            stored.append(wh.con.execute(STORED).fetchall())
    assert counts == [(5, 3, 1, 1)] * 2
    assert stored[0] == stored[1]


@pytest.mark.parametrize("case, expected", [
    ("one_small_file", True), ("two_small_files", True), ("a_file_just_over_the_bound", False),
    ("a_folder", False), ("a_glob", False), ("a_missing_file", False), ("a_url", False), ("nothing", False),
])
def test_only_small_files_names_loads_that_run_on_one_thread(tmp_path, case, expected):
    small = write_lines(tmp_path / "a.jsonl", [event(1)])
    other = write_lines(tmp_path / "b.jsonl", [event(2)])
    large = tmp_path / "large.jsonl"
    with large.open("wb") as f:
        f.truncate(SMALL_FILE_BYTES + 1)
    paths = {"one_small_file": [small], "two_small_files": [small, other], "a_file_just_over_the_bound": [small, large],
             "a_folder": [tmp_path], "a_glob": [tmp_path / "*.jsonl"], "a_missing_file": [tmp_path / "none.jsonl"],
             "a_url": ["s3://bucket/a.jsonl"], "nothing": []}[case]
    assert only_small_files([str(p) for p in paths]) is expected


def test_the_temp_tables_are_gone_after_a_loaded_a_skipped_and_a_quarantined_file(wh, tmp_path):
    path = mixed_file(tmp_path)
    report = ingest(wh, path)
    assert report.accepted == 3 and temp_tables(wh) == []
    # Seen bytes: the scan is staged, then the file's transaction finds it loaded and rolls back.
    again = ingest(wh, path)
    assert again.skipped_files == 1 and temp_tables(wh) == []
    (tmp_path / "bad.parquet").write_bytes(b"PAR1 not really")
    failed = ingest(wh, tmp_path / "bad.parquet", write_lines(tmp_path / "c.jsonl", [event(7)]))
    assert failed.quarantined_files == 1 and failed.accepted == 1 and temp_tables(wh) == []


@pytest.mark.parametrize("lines, expected", [
    ([event(1), event(2), event(3)], (3, 3, 0, 0)),
    ([event(1), event(1, model="later"), event(2)], (3, 2, 0, 1)),
    ([event(1, call_id=None), "not json", event(1, call_id=None), event(2)], (4, 2, 1, 1)),
    (["not json", event(1)], (2, 1, 1, 0)),
], ids=["no_repeat", "a_repeated_call_id", "a_repeated_event_beside_a_reject", "a_reject_no_repeat"])
def test_a_key_repeated_in_the_file_is_stored_once_with_or_without_rejects(wh, tmp_path, lines, expected):
    report = ingest(wh, write_lines(tmp_path / "a.jsonl", lines))
    assert (report.lines_read, report.accepted, report.rejected, report.duplicates) == expected
    stored = wh.con.execute("SELECT count(*), count(DISTINCT event_key), list(DISTINCT model) FROM tool_calls").fetchone()
    assert stored == (expected[1], expected[1], ["gpt-5"])  # the earliest line of a repeated call id kept
