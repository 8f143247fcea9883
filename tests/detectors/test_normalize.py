"""Normalisation case table, and the SQL chain agrees with the Python one byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pytest

from toolwatch.detectors.normalize import (
    MESSAGE_PREFIX_CHARS,
    TEMPLATE_MAX_CHARS,
    normalize,
    template_sql,
)

CORPUS = Path(__file__).parents[1] / "data" / "error_corpus.jsonl"

CASES = [
    ("posix_path", "ENOENT: no such file or directory, open '/home/ann/app/src/main.py'",
     "ENOENT: no such file or directory, open '<path>'"),
    ("windows_path", r"Failed to edit, 0 occurrences found for old_string in C:\Users\dung\src\object.rs. No edits made.",
     "Failed to edit, <int> occurrences found for old_string in <path>. No edits made."),
    ("relative_file", "File reproduce_bug.py not found", "File <path> not found"),
    ("relative_path", "cannot open src/components/Button.tsx", "cannot open <path>"),
    ("home_and_dotdot", "cd ~/proj/x && ls ../y/z", "cd <path> && ls <path>"),
    ("url", "Error during fallback fetch for https://docs.example.com/api?x=1: fetch failed",
     "Error during fallback fetch for <url>: fetch failed"),
    ("uuid", "session 3fa85f64-5717-4562-b3fc-2c963f66afa6 expired", "session <uuid> expired"),
    ("timestamp", "Last read: 2025-08-11T10:20:03.000Z", "Last read: <ts>"),
    ("ip_port", "connect ECONNREFUSED 127.0.0.1:3000", "connect ECONNREFUSED <ip>"),
    ("duration_ms", "Command timed out after 120000ms: npm test", "Command timed out after <duration>: npm test"),
    ("duration_words", "took more than 1800 seconds", "took more than <duration>"),
    ("hex_hash", "commit 9f8e7d6c5b4a missing", "commit <hex> missing"),
    ("hex_0x", "fault at 0x7ffee3b2", "fault at <hex>"),
    ("ints", "Found 3 matches in lines [45, 88]", "Found <int> matches in lines [<int>, <int>]"),
    ("float", "File size exceeds the limit (54.21MB)", "File size exceeds the limit (<float>MB)"),
    ("email", "invite for ann.lee@example.co.uk failed", "invite for <email> failed"),
    ("provider_id", "tool_use id toolu_01A09q90qw90lq917835lq9 unknown", "tool_use id <id> unknown"),
    ("single_quoted", "TypeError: Cannot read properties of undefined (reading 'split')",
     "TypeError: Cannot read properties of undefined (reading <str>)"),
    ("apostrophe_is_not_a_quote", "The user doesn't want to proceed with this tool use.",
     "The user doesn't want to proceed with this tool use."),
    ("double_quoted", 'Tool "multi_tool_use.parallel" not found', "Tool <str> not found"),
    ("backquoted", "old_str `def f():` did not appear verbatim", "old_str <str> did not appear verbatim"),
    ("quoted_path_keeps_path", "open '/tmp/a.txt'", "open '<path>'"),
    ("whitespace_collapses", "Traceback:\n    at f (/a/b.js:12:3)\n\tat g", "Traceback: at f (<path>:<int>:<int>) at g"),
    ("and_or_http_survive", "read and/or write over HTTP/1.1", "read and/or write over HTTP/<float>"),
    ("none", None, ""),
]


@pytest.mark.parametrize(("message", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_normalize(message, expected):
    assert normalize(message) == expected


def test_template_is_cut_to_a_readable_length():
    assert len(normalize("x" * 5000)) == TEMPLATE_MAX_CHARS
    # Only the first MESSAGE_PREFIX_CHARS characters are read.
    assert normalize("a" * MESSAGE_PREFIX_CHARS + " /tail/path") == normalize("a" * MESSAGE_PREFIX_CHARS)


def _messages() -> list[str | None]:
    corpus = [json.loads(line)["error_message"] for line in CORPUS.read_text().splitlines()]
    tricky = ["é/ü path /home/é/ü.py", "emoji 😀 at /a/b.py:3", "x" * 3000, "tab\tand\r\nnewline", "", None]
    return [c[1] for c in CASES] + corpus + tricky


def test_sql_chain_matches_python_on_every_message():
    messages = _messages()
    con = duckdb.connect()
    con.execute("CREATE TABLE m (i INTEGER, msg VARCHAR)")
    con.executemany("INSERT INTO m VALUES (?, ?)", list(enumerate(messages)))
    rows = con.execute(f"SELECT i, {template_sql('msg')} FROM m ORDER BY i").fetchall()
    differ = [(messages[i], sql, normalize(messages[i])) for i, sql in rows if sql != normalize(messages[i])]
    assert len(rows) == len(messages)
    assert not differ


def _random_messages(n: int, seed: int = 11) -> list[str]:
    """Messages stitched from the tokens where Python re and RE2 could disagree."""
    import random

    tokens = ["/home/a/b.py", "C:\\Users\\x\\y.rs", "'", '"', "`", "<", ">", "<path>", "don't", "12", "3.5", "0x1f",
              "deadbeef9", "-", "@", "a@b.io", "https://x.io/a?b=1", "://", " ", "\t", "\n", "\r\n", "\x0b", "é", "😀",
              "ß", "K", "\u212a", "2025-01-02T03:04:05Z", "10.0.0.1:80", "500ms", "3 seconds", "toolu_01ABCdef9",
              "3fa85f64-5717-4562-b3fc-2c963f66afa6", ".", ",", ":", "(", ")", "[", "]", "ENOENT", "timed out", "_"]
    rng = random.Random(seed)
    return ["".join(rng.choice(tokens) for _ in range(rng.randrange(1, 30))) for _ in range(n)]


def test_sql_chain_matches_python_on_random_token_soup():
    messages = _random_messages(3000)
    con = duckdb.connect()
    con.execute("CREATE TABLE m (i INTEGER, msg VARCHAR)")
    con.executemany("INSERT INTO m VALUES (?, ?)", list(enumerate(messages)))
    rows = con.execute(f"SELECT i, {template_sql('msg')} FROM m ORDER BY i").fetchall()
    differ = [(messages[i], sql, normalize(messages[i])) for i, sql in rows if sql != normalize(messages[i])]
    assert not differ[:5]
