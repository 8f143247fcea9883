"""Harness wrappers are stripped before the rules and the templates, the same way in Python and SQL (issue 13).

Claude Code wraps a tool's error in ``<tool_use_error>``, Cline in "The tool
execution failed with the following error: <error>…</error>", many harnesses
prefix ``Error:``. The wrapper carries no class; left in place it hid the
text's start from anchored rules and made one error one template per harness.
Ingest strips it in SQL (``unwrapped_sql``), explanations in Python
(``strip_wrappers``): both must give the same text on every message.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import duckdb
import pytest

from toolwatch.detectors.classify import classify_one, compile_classifier
from toolwatch.detectors.normalize import strip_wrappers, unwrapped_sql
from toolwatch.detectors.rules import load_ruleset

ROOT = Path(__file__).resolve().parents[2]
CLINE = "The tool execution failed with the following error:\n<error>\n{}\n</error>"
WRAPPERS = [
    # (name, format): every one must give the bare text's class, reason, template and fingerprint
    ("bare", "{}"),
    ("claude-code", "<tool_use_error>{}</tool_use_error>"),
    ("claude-code-error-prefix", "<tool_use_error>Error: {}</tool_use_error>"),
    ("cline", CLINE),
    ("error-prefix", "Error: {}"),
    ("upper-error-prefix", "ERROR:  {}"),
    ("tool-call-failed", "Tool call failed: {}"),
    ("tool-error", "Tool error:\n{}"),
]
EXPECTED = [
    # (name, tool, bare message, class): rules anchored at the text's start match inside every wrapper
    ("timeout-anchored", "run_terminal_cmd", "timeout while waiting for npm test", "Timeout"),
    ("not-connected", "mcp__linear__list_issues", "Not connected", "ProviderError"),
    ("file-not-found", "read_file", "File not found: /home/ann/app/src/main.py", "UnexpectedEnvironment"),
    ("old-string", "edit_file", "old_string not found in file", "InvalidArguments"),
    ("bug-stays-unknown", "read_file", "TypeError: Cannot read properties of undefined (reading 'split')", "unknown"),
    ("wrapped-bug-stays-unknown", "mcp__notion__search", "MCP error -32603: Cannot read properties of undefined (reading 'x')",
     "unknown"),
]


@pytest.mark.parametrize(("wrapper", "form"), WRAPPERS, ids=[w[0] for w in WRAPPERS])
@pytest.mark.parametrize(("name", "tool", "bare", "expected"), EXPECTED, ids=[e[0] for e in EXPECTED])
def test_a_wrapped_error_is_the_bare_error(wrapper, form, name, tool, bare, expected):
    ruleset = load_ruleset()
    plain = classify_one(ruleset, tool=tool, status="error", error_message=bare)
    wrapped = classify_one(ruleset, tool=tool, status="error", error_message=form.format(bare))
    assert str(plain.error_class) == expected, name
    assert (wrapped.error_class, wrapped.reason, wrapped.template, wrapped.fingerprint) == (
        plain.error_class, plain.reason, plain.template, plain.fingerprint), (wrapper, name)


KEPT = [
    # (name, message): nothing to strip, or a wrapper with nothing inside
    ("only-a-prefix", "Error:"),
    ("prefix-and-spaces", "Error:  \n"),
    ("unclosed-tag", "<error>File not found"),
    ("prefix-mid-text", "read failed. Error: File not found"),
    ("tag-mid-text", "failed: see <error>x</error> above"),
    ("empty", ""),
]


@pytest.mark.parametrize(("name", "message"), KEPT, ids=[k[0] for k in KEPT])
def test_text_without_a_wrapper_is_kept(name, message):
    assert strip_wrappers(message) == message, name


def _sql_unwrapped(messages: list[str | None]) -> list[str | None]:
    con = duckdb.connect()
    con.execute("CREATE TABLE m (i INT, message VARCHAR)")
    con.executemany("INSERT INTO m VALUES (?, ?)", list(enumerate(messages)))
    return [r[0] for r in con.execute(f"SELECT {unwrapped_sql('message')} FROM m ORDER BY i").fetchall()]


# Tokens where the engines could differ: tags in both spellings and cases, nested and
# unclosed, prefixes with and without text after them, every kind of white space,
# the two characters RE2's (?i) folds into 's' and 'k', newlines inside the tag.
TOKENS = ["<tool_use_error>", "</tool_use_error>", "<error>", "</error>", "<ERROR>", "</Error>", "Error:", "error :",
          "Tool call failed:", "tool execution failed:", "Tool error:", "The tool execution failed with the following error:",
          " ", "  ", "\t", "\n", "\r\n", "\v", "\f", "\u00a0", "x", "File not found", "ſ", "\u212a", "é", "<", ">", ":"]


def test_python_and_sql_strip_the_same():
    rng = random.Random(13)
    corpus = [json.loads(line)["error_message"] for path in [ROOT / "tests/data/error_corpus.jsonl",
                                                            *sorted((ROOT / "tests/data/corpus").glob("batch_*.jsonl"))]
              for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    stitched = ["".join(rng.choices(TOKENS, k=rng.randint(1, 12))) for _ in range(3000)]
    wrapped = [form.format(m) for m in corpus[:200] for _, form in WRAPPERS]
    # Long white-space runs inside a tag: quadratic for a backtracking engine, so Python runs its own steps.
    hostile = ["<error>" + " " * 20000 + "x", "<tool_use_error>" + "x \n" * 5000 + "</error>" + " " * 20000,
               "Error:" + " " * 20000, "<error>" + "</error> x" * 3000]
    messages: list[str | None] = [None, *corpus, *stitched, *wrapped, *hostile]
    python = [None if m is None else strip_wrappers(m) for m in messages]
    assert _sql_unwrapped(messages) == python


def test_sql_classifier_reads_inside_the_wrapper():
    ruleset = load_ruleset()
    classifier = compile_classifier(ruleset)
    rows = [(tool, form.format(bare)) for _, tool, bare, _ in EXPECTED for _, form in WRAPPERS]
    con = duckdb.connect()
    con.execute("CREATE TABLE s (i INT, tool VARCHAR, status VARCHAR, error_type VARCHAR, error_message VARCHAR)")
    con.executemany("INSERT INTO s VALUES (?, ?, 'error', NULL, ?)", [(i, t, m) for i, (t, m) in enumerate(rows)])
    sql = con.execute(f"SELECT error_class, reason, rule_id, template, fingerprint FROM ({classifier.select_sql('s')}) "
                      "ORDER BY i", classifier.params).fetchall()
    python = [classify_one(ruleset, tool=t, status="error", error_message=m) for t, m in rows]
    assert sql == [(str(p.error_class), p.reason, p.rule_id, p.template, p.fingerprint) for p in python]
