"""JSONL read in bulk (issue 18): read_json parses a clean file in one pass; any line that is not one
clean event sends the file back to the line-by-line reader, so accounting and rejects are exact.

The line-by-line reader is what a nested ingest (inside an outer transaction) always uses, so each
file is loaded both ways and the stored rows are compared.
"""

from __future__ import annotations

import gzip
import json
from datetime import datetime
from pathlib import Path

import pytest

from toolwatch import warehouse
from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.warehouse.ingest import FileReport, ingest_paths

NOW = datetime(2026, 11, 30, 12, 0, 0)
CLASSIFIER = compile_classifier(load_ruleset(None, []))
REREAD = "re-reading line by line"
STORED = ("event_key, ts, tool, model, status, is_error, error_type, error_message, call_id, session_id, provider, "
          "harness_version, client_os, duration_ms, args, truncated, error_class, reason, rule_id, fingerprint, "
          "template, source_line")


class Stages:
    """Records the stages ingest announces (warehouse.ingest.Progress)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def start_file(self, name: str, size: int) -> None:
        pass

    def stage(self, text: str) -> None:
        self.seen.append(text)

    def end_file(self, report: FileReport) -> None:
        pass


# Every field shape the line-by-line reader turns into text: numbers, objects, escapes, hook payloads.
CLEAN = [
    {"ts": "2026-11-29T10:00:00Z", "tool": "read_file", "status": "ok", "model": "gpt-5", "call_id": "a"},
    {"ts": 1764410400, "tool": "edit_file", "status": "ERROR", "error_message": "String to replace not found in file",
     "duration_ms": 12.5, "args": {"path": "/x/y.py", "lines": [1, 2]}, "call_id": "b"},
    {"timestamp": 1764410400123, "tool_name": "Bash", "status": "failed", "error": "Command timed out after 120s",
     "session_id": "s1", "args": "ls -la", "harness_version": "1.2.3"},
    {"ts": "2026-11-29T10:00:01+02:00", "tool": "web_search", "status": "timeout", "error_type": "ETIMEDOUT",
     "error_message": "snowman ☃ \"quoted\" \\ back\nslash", "provider": "brave", "client_os": "linux"},
    {"hook_event_name": "PostToolUseFailure", "tool_name": "Write", "tool_input": {"file_path": "/a"},
     "error": "EACCES: permission denied", "is_interrupt": False, "tool_use_id": "c",
     "time": "2026-11-29T10:00:02Z"},
    {"ts": "2026-11-29T10:00:03Z", "tool": "read_file", "status": "ok", "model": "m" * 300, "call_id": "d"},
    {"ts": "2026-11-29T10:00:04Z", "tool": "grep", "status": "error", "error_message": "x" * 9000, "call_id": "e",
     "unknown_field": {"nested": True}},
    {"ts": "2026-11-29T10:00:05Z", "tool": "read_file", "status": "ok", "call_id": "a"},  # a repeat of the first
]


def _write(path: Path, lines: list[bytes], newline: bytes = b"\n") -> Path:
    data = b"".join(line + newline for line in lines)
    path.write_bytes(gzip.compress(data) if path.name.endswith(".gz") else data)
    return path


def _clean_lines() -> list[bytes]:
    return [json.dumps(e, ensure_ascii=False).encode() for e in CLEAN]


def _load(db: Path, path: Path, nested: bool) -> tuple[dict, list[tuple], list[tuple], list[str]]:
    stages = Stages()
    with warehouse.connect(db) as wh:
        if nested:
            with wh.transaction():
                report = ingest_paths(wh, [str(path)], classifier=CLASSIFIER, now=NOW, progress=stages)
        else:
            report = ingest_paths(wh, [str(path)], classifier=CLASSIFIER, now=NOW, progress=stages)
        rows = wh.con.execute(f"SELECT {STORED} FROM tool_calls ORDER BY event_key").fetchall()
        rejects = wh.con.execute("SELECT line_no, reason, raw FROM rejects ORDER BY line_no").fetchall()
    counts = {k: report.to_dict()[k] for k in ("lines_read", "accepted", "rejected", "duplicates", "truncated")}
    return counts, rows, rejects, stages.seen


@pytest.mark.parametrize(("name", "newline"), [
    pytest.param("events.jsonl", b"\n", id="lf"),
    pytest.param("events.jsonl", b"\r\n", id="crlf"),
    pytest.param("events.jsonl.gz", b"\n", id="gzip"),
])
def test_a_clean_file_is_read_in_bulk_and_stores_what_the_line_reader_stores(tmp_path, name, newline):
    path = _write(tmp_path / name, _clean_lines(), newline)
    bulk = _load(tmp_path / "bulk.duckdb", path, nested=False)
    lines = _load(tmp_path / "lines.duckdb", path, nested=True)
    assert REREAD not in bulk[3]
    assert bulk[:3] == lines[:3]
    assert bulk[0] == {"lines_read": 8, "accepted": 7, "rejected": 0, "duplicates": 1, "truncated": 2}


GOOD = json.dumps({"ts": "2026-11-29T10:00:00Z", "tool": "read_file", "status": "ok"}).encode()


@pytest.mark.parametrize(("name", "bad", "reason"), [
    ("malformed", b'{"ts": "2026-11-29T10:00:00Z", "tool": ', "malformed JSON"),
    ("two_objects_on_a_line", GOOD + GOOD, "malformed JSON"),
    ("an_array", b"[1, 2]", "not a JSON object"),
    ("a_string", b'"read_file"', "not a JSON object"),
    ("null", b"null", "not a JSON object"),
    ("blank", b"", "blank line"),
    ("spaces", b"   ", "blank line"),
    ("not_utf8", b'{"ts": "2026-11-29T10:00:00Z", "tool": "r\xff", "status": "ok"}', "invalid UTF-8"),
    ("duplicate_keys", b'{"ts": "2026-11-29T10:00:00Z", "tool": "a", "tool": "b", "status": "ok"}', None),
    ("missing_status", b'{"ts": "2026-11-29T10:00:00Z", "tool": "a"}', "missing required field: status"),
    ("a_bare_cr_inside", GOOD + b"\r" + GOOD, None),
])
def test_a_bad_line_sends_the_file_to_the_line_reader_with_exact_accounting(tmp_path, name, bad, reason):
    path = _write(tmp_path / "events.jsonl", [*_clean_lines()[:3], bad, *_clean_lines()[3:]])
    bulk = _load(tmp_path / "bulk.duckdb", path, nested=False)
    lines = _load(tmp_path / "lines.duckdb", path, nested=True)
    assert REREAD in bulk[3]
    assert bulk[:3] == lines[:3]
    counts, _, rejects, _ = bulk
    assert counts["lines_read"] == counts["accepted"] + counts["rejected"] + counts["duplicates"]
    if reason is not None:
        assert [(line, why) for line, why, _ in rejects] == [(4, reason)]


MIB16 = 16 * 1024 * 1024


def _event_of_bytes(n: int) -> bytes:
    """A clean event whose JSON text is exactly n bytes (its args padded)."""
    event = {"ts": "2026-11-29T10:00:00Z", "tool": "read_file", "status": "ok", "args": ""}
    event["args"] = "x" * (n - len(json.dumps(event)))
    text = json.dumps(event).encode()
    assert len(text) == n
    return text


# (name, the long line, whether the line reader refuses it): read_json takes an object that fits its
# maximum_object_size and more, whatever whitespace follows it; the line reader refuses a line of
# 16 MiB or more. The bulk rows are kept only when no line is that long, so both ways agree.
LONG_LINES = [
    ("just_under_16_mib", _event_of_bytes(MIB16 - 1), False),
    ("exactly_16_mib", _event_of_bytes(MIB16), True),
    ("over_16_mib", _event_of_bytes(MIB16 + 1), True),
    ("object_under_16_mib_trailing_spaces_over", _event_of_bytes(MIB16 - 5) + b" " * 10, True),
    ("object_under_16_mib_leading_spaces_over", b" " * 10 + _event_of_bytes(MIB16 - 5), True),
]


@pytest.mark.parametrize(("name", "line", "refused"), LONG_LINES, ids=[case[0] for case in LONG_LINES])
def test_a_line_of_16_mib_or_more_is_rejected_on_both_paths(tmp_path, name, line, refused):
    path = _write(tmp_path / "events.jsonl", [*_clean_lines()[:2], line, *_clean_lines()[2:4]])
    bulk = _load(tmp_path / "bulk.duckdb", path, nested=False)
    lines = _load(tmp_path / "lines.duckdb", path, nested=True)
    assert bulk[:3] == lines[:3]
    assert (REREAD in bulk[3]) == refused
    counts, _, rejects, _ = bulk
    assert (counts["lines_read"], counts["rejected"]) == (5, int(refused))
    assert [(line_no, why) for line_no, why, _ in rejects] == ([(3, "line longer than 16 MiB")] if refused else [])
