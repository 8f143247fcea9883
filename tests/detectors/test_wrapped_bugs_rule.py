"""A runtime error inside a generic server-error wrapper stays a bug (issue 13, round 7).

``MCP error -32603`` and an HTTP 500 only say that something failed inside the
server or tool. When the text inside is an uncaught runtime exception (a
TypeError on ``undefined``, an AttributeError on ``None``, a KeyError, a panic)
the server or tool has a bug and the row must stay ``unknown``; when it is an
upstream failure (a 503, a rate limit, a bare "Internal error") it stays
``ProviderError``. ``unk-wrapped-exception``, ``unk-wrapped-panic`` (messages)
and ``code-wrapped-exception`` (the wrapper given as ``error_type``) run before
the provider rules. Both engines are checked: Python and RE2 in DuckDB, which
ingest uses.
"""

from __future__ import annotations

import pytest
from rule_engines import both_engines

from toolwatch.detectors.classify import classify_one
from toolwatch.detectors.rules import load_ruleset

TRACEBACK = ('Traceback (most recent call last):\n  File "/app/server.py", line 41, in handle\n    return doc.title\n'
             "AttributeError: 'NoneType' object has no attribute 'title'")
CASES = [
    # (name, tool, error_type, message, expected (class, reason))
    # wrapped bugs stay unknown
    ("mcp-cannot-read-undefined", "mcp__notion__search", None,
     "MCP error -32603: Cannot read properties of undefined (reading 'toLowerCase')", ("unknown", "internal_exception")),
    ("mcp-not-a-function", "mcp__figma__get_file", None,
     "MCP error -32603: TypeError: nodes.map is not a function", ("unknown", "internal_exception")),
    ("mcp-python-nonetype", "mcp__sentry__get_issue", None,
     "Error executing MCP tool: MCP error -32603: AttributeError: 'NoneType' object has no attribute 'get'",
     ("unknown", "internal_exception")),
    ("mcp-tool-failed-indexerror", "mcp__obsidian__search", None,
     "MCP tool 'search' failed: IndexError: list index out of range", ("unknown", "internal_exception")),
    ("mcp-java-npe", "mcp__mssql__query", None,
     'MCP error -32603: java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null',
     ("unknown", "internal_exception")),
    ("status-500-traceback", "web_fetch", None, "Request failed with status code 500: " + TRACEBACK,
     ("unknown", "internal_exception")),
    ("http-500-keyerror", "mcp__dbhub__run", None, "HTTP 500: KeyError: 'results'", ("unknown", "internal_exception")),
    ("internal-server-error-referenceerror", "mcp__gitlab__list_mrs", None,
     "500 Internal Server Error: ReferenceError: config is not defined", ("unknown", "internal_exception")),
    ("mcp-go-panic", "mcp__kubernetes__pods_list", None,
     "MCP error -32603: panic: runtime error: invalid memory address or nil pointer dereference\n\ngoroutine 17 [running]:",
     ("unknown", "panic")),
    ("status-500-rust-panic", "mcp__zeph__shell", None,
     "server returned status 500: thread 'tokio-runtime-worker' panicked at src/handler.rs:88:14:\n"
     "called `Option::unwrap()` on a `None` value", ("unknown", "panic")),
    ("code-32603-typeerror", "mcp__supabase__list_tables", "-32603",
     "TypeError: Cannot read properties of null (reading 'id')", ("unknown", "internal_exception")),
    ("code-http-500-keyerror", "web_search", "HTTP 500", "KeyError: 'data'", ("unknown", "internal_exception")),
    # wrapped upstream failures stay ProviderError
    ("mcp-internal-error", "mcp__atlassian__jira_get", None, "MCP error -32603: Internal error",
     ("ProviderError", "mcp_server_error")),
    ("mcp-upstream-503", "mcp__context7__docs", None, "MCP error -32603: upstream returned 503",
     ("ProviderError", "upstream_5xx")),
    ("status-500-plain", "web_fetch", None, "Request failed with status code 500: Internal Server Error",
     ("ProviderError", "upstream_5xx")),
    ("mcp-rate-limited", "mcp__github__search_code", None, "MCP error -32603: 429 Too Many Requests: rate limit exceeded",
     ("ProviderError", "rate_limited")),
    ("mcp-undici-terminated", "mcp__remote__fetch", None, "MCP error -32603: TypeError: terminated",
     ("ProviderError", "mcp_server_error")),
    ("mcp-overloaded-with-none", "mcp__llm__ask", None,
     "MCP error -32603: {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}, 'param': None}",
     ("ProviderError", "overloaded")),
    ("exception-name-before-the-status", "web_fetch", None,
     'ValueError: Request failed with status code 500: {"error":"Internal server error"}', ("ProviderError", "upstream_5xx")),
    ("code-32603-internal-error", "mcp__x__y", "-32603", "Internal error", ("ProviderError", "mcp_server_error")),
    ("code-http-503", "web_search", "HTTP 503", "Service Unavailable", ("ProviderError", "upstream_5xx")),
    # neither: a network TypeError inside the wrapper keeps its own class, an exception without a wrapper its rule
    ("mcp-fetch-failed", "mcp__fetch__fetch", None, "MCP error -32603: TypeError: fetch failed",
     ("UnexpectedEnvironment", "network_error")),
    ("command-output-without-wrapper", "run_terminal_cmd", None, "Command exited with code 1\nKeyError: 'DATABASE_URL'",
     ("UnexpectedEnvironment", "command_failed")),
]


@pytest.mark.parametrize(("name", "tool", "error_type", "message", "expected"), CASES, ids=[c[0] for c in CASES])
def test_what_is_inside_a_generic_wrapper_decides(name, tool, error_type, message, expected):
    got = classify_one(load_ruleset(), tool=tool, status="error", error_type=error_type, error_message=message)
    assert (str(got.error_class), got.reason) == expected, (name, got.rule_id)


def test_python_and_re2_agree_on_every_case():
    sql, python = both_engines(load_ruleset(), [(tool, error_type, message) for _, tool, error_type, message, _ in CASES])
    assert sql == python
    assert [(c, r) for c, r, *_ in sql] == [expected for *_, expected in CASES]


def test_the_wrapped_rules_decide_the_wrapped_bugs():
    """The bugs above are claimed by the new rules themselves, not by a later rule by luck."""
    ruleset = load_ruleset()
    rules = {name: classify_one(ruleset, tool=tool, status="error", error_type=error_type, error_message=message).rule_id
             for name, tool, error_type, message, (cls, _) in CASES if cls == "unknown"}
    # A Rust panic banner inside the wrapper is claimed earlier still, by round 10's unk-panic-banner.
    assert set(rules.values()) == {"unk-wrapped-exception", "unk-wrapped-panic", "code-wrapped-exception",
                                   "unk-panic-banner"}, rules
