"""Expected-error families worded the way other harnesses word them, and the harness wrappers around them (issue 13).

The simulator's tuned rewordings (flows/sim/rewordings.json, ``tuned`` split)
showed four phrasings paging on-call as ``unknown``: each was a wording of a
family the rules already knew ("X must differ from Y", "not inside a git
repository", "was never read", "Not connected" inside Cline's ``<error>``
block). The rules now match the family, and the learned fallback reads the
text inside the harness's wrapper (``<tool_use_error>`` read as a protocol
break). Both engines are checked: Python ``re`` and RE2 (DuckDB), which ingest
uses. Genuine bugs in the same wrappers stay ``unknown``.
"""

from __future__ import annotations

import duckdb
import pytest

from toolwatch.detectors.classify import classify_one, compile_classifier
from toolwatch.detectors.learned import has_bug_marker, shipped_fallback
from toolwatch.detectors.normalize import strip_wrappers
from toolwatch.detectors.rules import load_ruleset

CLINE = "The tool execution failed with the following error:\n<error>\n{}\n</error>"
CASES = [
    # (name, tool, message, expected class, expected reason)
    ("newstring-must-differ", "edit_file", "Error: newString must differ from oldString.", "InvalidArguments", "edit_no_change"),
    ("new-str-should-be-different", "str_replace", "new_str should be different from old_str", "InvalidArguments", "edit_no_change"),
    ("not-inside-git", "run_terminal_cmd", "Error: current directory is not inside a git repository", "UnexpectedEnvironment", "not_a_repository"),
    ("not-in-git-worktree", "run_terminal_cmd", "fatal: this operation must be run in a work tree: not in a git work tree", "UnexpectedEnvironment", "not_a_repository"),
    ("never-read", "write_file", "Cannot write: file was never read in this session", "InvalidArguments", "read_before_write"),
    ("not-yet-been-read", "edit_file", "src/app.py has not yet been read in this conversation", "InvalidArguments", "read_before_write"),
    ("token-cap", "read_file", "Requested content is 41230 tokens, over the 25000 token cap; narrow the line range", "InvalidArguments", "too_large"),
    ("token-limit", "read_file", "File content exceeds the 10000-token limit", "InvalidArguments", "too_large"),
    ("upstream-api-error", "mcp__sentry__get_issue", "Upstream API error while fetching issue 4711", "ProviderError", "upstream_5xx"),
    ("not-connected-cline", "mcp__linear__list_issues", CLINE.format("Not connected"), "ProviderError", "mcp_unavailable"),
    ("not-connected-claude", "mcp__linear__list_issues", "<tool_use_error>Not connected</tool_use_error>", "ProviderError", "mcp_unavailable"),
    ("not-connected-bare", "mcp__linear__list_issues", "Not connected", "ProviderError", "mcp_unavailable"),
    # "Tool call failed:" is a harness prefix, not the name of a tool that does not exist
    ("prefix-not-a-tool", "read_file", "Tool call failed: File does not exist.", "UnexpectedEnvironment", "file_not_found"),
    ("tool-does-not-exist", "mcp__x__y", "Tool 'search_docs' does not exist", "InvalidArguments", "unknown_tool"),
    # bugs that share the words stay unknown
    ("bug-connected-attr", "mcp__linear__list_issues", "TypeError: this.client.connected is not a function", "unknown", "internal_exception"),
    ("bug-read-undefined", "write_file", "TypeError: Cannot read properties of undefined (reading 'newString')", "unknown", "internal_exception"),
]
IDS = [c[0] for c in CASES]


@pytest.mark.parametrize(("name", "tool", "message", "expected", "reason"), CASES, ids=IDS)
def test_rules_know_the_family(name, tool, message, expected, reason):
    got = classify_one(load_ruleset(), tool=tool, status="error", error_type=None, error_message=message)
    assert (str(got.error_class), got.reason) == (expected, reason), name


def test_python_and_re2_agree_on_every_case():
    ruleset = load_ruleset()
    classifier = compile_classifier(ruleset)
    con = duckdb.connect()
    con.execute("CREATE TABLE s (i INT, tool VARCHAR, status VARCHAR, error_type VARCHAR, error_message VARCHAR)")
    con.executemany("INSERT INTO s VALUES (?, ?, 'error', NULL, ?)", [(i, c[1], c[2]) for i, c in enumerate(CASES)])
    sql = con.execute(f"SELECT error_class, rule_id FROM ({classifier.select_sql('s')}) ORDER BY i", classifier.params).fetchall()
    python = [classify_one(ruleset, tool=c[1], status="error", error_type=None, error_message=c[2]) for c in CASES]
    assert sql == [(str(p.error_class), p.rule_id) for p in python]


WRAPPED = [
    # (name, message, inside)
    ("bare", "File not found", "File not found"),
    ("claude-code", "<tool_use_error>File not found</tool_use_error>", "File not found"),
    ("cline", CLINE.format("File not found"), "File not found"),
    ("error-prefix", "Error: File not found", "File not found"),
    ("tool-call-failed", "Tool call failed: File not found", "File not found"),
    ("nested", "<tool_use_error>Error: File not found</tool_use_error>", "File not found"),
    ("only-a-prefix", "Error:", "Error:"),
    ("unclosed-tag-kept", "<error>File not found", "<error>File not found"),
    ("prefix-inside-text-kept", "read failed. Error: File not found", "read failed. Error: File not found"),
]


@pytest.mark.parametrize(("name", "message", "inside"), WRAPPED, ids=[w[0] for w in WRAPPED])
def test_strip_wrappers(name, message, inside):
    assert strip_wrappers(message) == inside, name


MARKED = [
    # (name, message, has a bug marker)
    ("wrapper-is-no-protocol-break", "<tool_use_error>File not found</tool_use_error>", False),
    ("bug-inside-wrapper", "<tool_use_error>TypeError: x is not a function</tool_use_error>", True),
    ("protocol-break-unwrapped", "tool_use ids were found without tool_result blocks", True),
]


@pytest.mark.parametrize(("name", "message", "marked"), MARKED, ids=[m[0] for m in MARKED])
def test_bug_markers_read_inside_the_wrapper(name, message, marked):
    assert has_bug_marker(message) is marked, name


LEARNED = [
    # (name, tool, message): no rule matches these bugs; the model must keep them unknown inside any wrapper
    ("destructure-in-claude-wrapper", "read_file", "<tool_use_error>Cannot destructure property 'path' of 'args' as it is undefined.</tool_use_error>"),
    ("index-in-cline-wrapper", "edit_file", CLINE.format("list index out of range")),
    ("protocol-in-claude-wrapper", "edit_file", "<tool_use_error>tool_use_id mismatch in result block</tool_use_error>"),
]


@pytest.mark.parametrize(("name", "tool", "message"), LEARNED, ids=[c[0] for c in LEARNED])
def test_wrapped_bugs_stay_unknown_with_the_fallback(name, tool, message):
    got = classify_one(load_ruleset(), tool=tool, status="error", error_message=message, fallback=shipped_fallback())
    assert (str(got.error_class), got.rule_id) == ("unknown", "fallback"), name
