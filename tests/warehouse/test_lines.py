"""The hashing pass's line count (warehouse.lines): it must agree with DuckDB's line splitter on
every separator, in whatever chunks the bytes arrive, since the bulk JSONL read is only kept
when the counts match."""

from __future__ import annotations

import gzip
import hashlib
from pathlib import Path

import duckdb
import pytest

from toolwatch.warehouse.lines import LineCounter, file_facts

CASES = [
    ("empty", b"", 0),
    ("one line, no final newline", b'{"a": 1}', 1),
    ("lf only", b"a\nb\nc\n", 3),
    ("lf, last line open", b"a\nb\nc", 3),
    ("crlf", b"a\r\nb\r\n", 2),
    ("bare cr", b"a\rb\rc", 3),
    ("cr then lf as separate separators", b"a\n\rb", 3),
    ("mixed", b"a\r\nb\nc\rd", 4),
    ("blank lines count", b"\n\n\n", 3),
]


@pytest.mark.parametrize(("name", "data", "expected"), CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize("chunk", [1, 2, 3, 1 << 20], ids=["bytes1", "bytes2", "bytes3", "whole"])
def test_line_counter_is_independent_of_chunking(name: str, data: bytes, expected: int, chunk: int) -> None:
    counter = LineCounter()
    for start in range(0, len(data), chunk):
        counter.feed(bytearray(data[start:start + chunk]))
    assert counter.lines == expected


def _big(separator: bytes) -> bytes:
    # Over two of the hashing buffer's 4 MiB, with lines straddling its edges.
    line = b'{"tool": "read_file", "status": "ok", "pad": "' + b"x" * 97 + b'"}'
    return separator.join([line] * 90_001)


# (name, separator, suffix): read_json (the bulk reader) splits on LF and CRLF; a bare CR is
# counted as the line-by-line reader splits it, which is what sends such a file to that reader.
FILES = [
    ("lf, no cr anywhere", b"\n", ".jsonl"),
    ("crlf across buffer edges", b"\r\n", ".jsonl"),
    ("gzip, crlf", b"\r\n", ".jsonl.gz"),
]


@pytest.mark.parametrize(("name", "separator", "suffix"), FILES, ids=[f[0] for f in FILES])
def test_file_facts_match_hashlib_and_duckdb(tmp_path: Path, name: str, separator: bytes, suffix: str) -> None:
    text = _big(separator)
    path = tmp_path / f"events{suffix}"
    path.write_bytes(gzip.compress(text) if suffix.endswith(".gz") else text)
    facts = file_facts(path, count_lines=True)
    assert facts.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    assert facts.damage is None
    rows = duckdb.sql("SELECT count(*) FROM read_json($p, format = 'newline_delimited')",
                      params={"p": str(path)}).fetchone()
    assert facts.lines == 90_001 == (rows[0] if rows else None)


def test_file_facts_count_bare_cr_lines_across_buffer_edges(tmp_path: Path) -> None:
    path = tmp_path / "events.jsonl"
    path.write_bytes(_big(b"\r"))
    facts = file_facts(path, count_lines=True)
    assert (facts.lines, facts.sha256) == (90_001, hashlib.sha256(path.read_bytes()).hexdigest())


# (name, text, limit, whether a line is longer than the limit): separators are not part of a line.
LONG = [
    ("all short", b"abc\nde\r\nf", 3, False),
    ("one over, lf", b"abc\nabcd\nab", 3, True),
    ("over only with its crlf", b"abc\r\nabc\r\n", 3, False),
    ("last line over, no final newline", b"abc\nabcd", 3, True),
    ("first line over", b"abcd\nabc", 3, True),
    ("over between bare crs", b"a\rabcd\rb", 3, True),
    ("trailing spaces make it over", b"abc   \nab", 3, True),
    ("blank lines", b"\n\n\r\n\r", 0, False),
]


@pytest.mark.parametrize(("name", "data", "limit", "expected"), LONG, ids=[c[0] for c in LONG])
@pytest.mark.parametrize("chunk", [1, 2, 3, 1 << 20], ids=["bytes1", "bytes2", "bytes3", "whole"])
def test_line_counter_tells_a_line_over_the_limit_in_any_chunking(
    name: str, data: bytes, limit: int, expected: bool, chunk: int
) -> None:
    counter = LineCounter(limit)
    for start in range(0, len(data), chunk):
        counter.feed(bytearray(data[start:start + chunk]))
    assert counter.longest_over is expected
