"""``pe-provider-auth-tool`` reads 401/403 as the provider's credentials only in a status context.

A harness bug's stack frame carries ``line:column`` numbers; ``:129:401)`` or a
frame in a file called ``http`` must not turn the bug into a ``ProviderError``
(issue 13: a bug's frame read as an HTTP 401 left the bug's fingerprint).
Both engines are checked: Python ``re`` and RE2 (DuckDB), which ingest uses.
"""

from __future__ import annotations

import duckdb
import pytest

from toolwatch.detectors.classify import classify_one, compile_classifier
from toolwatch.detectors.rules import load_ruleset

FRAME = "TypeError: Cannot read properties of undefined (reading 'results')\n    at "
CASES = [
    # (name, tool, message, expected class)
    ("line-col-401", "web_search", FRAME + "buildSearchResults (/srv/agent/src/search.ts:129:401)", "unknown"),
    ("line-col-403", "codebase_search", FRAME + "rank (C:\\agent\\dist\\index.js:12:403)", "unknown"),
    ("file-named-http", "mcp__brave__search", "RangeError: Invalid array length\n    at request (node:http:401:5)", "unknown"),
    ("file-named-status", "mcp__brave__search", "RangeError: Invalid array length\n    at poll (/app/lib/status:401:17)", "unknown"),
    ("identifier-forbidden", "embed_docs", "RangeError: Invalid array length\n    at checkForbidden (/app/embed.js:40:9)", "unknown"),
    ("http-401", "web_search", "Brave API error: HTTP 401 Unauthorized", "ProviderError"),
    ("status-403", "mcp__github__search_code", "request failed, status: 403", "ProviderError"),
    ("colon-403", "codebase_search", "index request failed: 403", "ProviderError"),
    ("reason-phrase", "web_search", "Exa search failed (403 Forbidden)", "ProviderError"),
    ("word-unauthorized", "mcp__linear__search", "UnauthorizedError: invalid api key", "ProviderError"),
]


@pytest.mark.parametrize(("name", "tool", "message", "expected"), CASES, ids=[c[0] for c in CASES])
def test_a_status_needs_a_status_context(name, tool, message, expected):
    got = classify_one(load_ruleset(), tool=tool, status="error", error_type=None, error_message=message)
    assert str(got.error_class) == expected, name


def test_python_and_re2_agree_on_every_case():
    ruleset = load_ruleset()
    classifier = compile_classifier(ruleset)
    con = duckdb.connect()
    con.execute("CREATE TABLE s (i INT, tool VARCHAR, status VARCHAR, error_type VARCHAR, error_message VARCHAR)")
    con.executemany("INSERT INTO s VALUES (?, ?, 'error', NULL, ?)", [(i, t, m) for i, (_, t, m, _) in enumerate(CASES)])
    sql = con.execute(f"SELECT error_class, rule_id FROM ({classifier.select_sql('s')}) ORDER BY i", classifier.params).fetchall()
    python = [classify_one(ruleset, tool=t, status="error", error_type=None, error_message=m) for _, t, m, _ in CASES]
    assert sql == [(str(p.error_class), p.rule_id) for p in python]
    assert [c for c, _ in sql] == [expected for *_, expected in CASES]
