"""Bug markers before expected families, and the rule conflicts blind8 showed (issue 13, round 10).

Written from the misses of batches 15 and 16 (blind8 until round 10) once they joined train, as
patterns, not copies of the rows:

- a Rust panic banner (``The application panicked``, ``thread '…' panicked at``) and a server's own
  ``Output validation error`` or Windows code page crash (``'charmap'``/``'cp932' codec can't
  decode``) are bugs, whatever expected error their message reads like;
- Claude Code's ``API Error: 400`` envelope is the provider rejecting the request the harness or a
  proxy built, not the model's arguments;
- edit tools' ``old text not found`` / ``search pattern not found`` / ``Content not found in file``
  are ``edit_no_match``, ``… is not in allowed paths`` is ``path_outside_workspace``, a harness's
  own action rate limit and ``Denied by rule`` are ``policy_denied``, a service's ``HTTP 401`` is
  ``provider_auth``, GNU patch's ``Hunk #N FAILED`` is ``invalid_patch``;
- families no rule knew: ``offset N is beyond end of file``, ``Input is not a valid JSON object``,
  ``Unknown action: X`` and AutoGen's ``Function X not found``, ``'utf-8' codec can't decode`` on a
  read, Playwright's ``Executable doesn't exist``, just's ``Justfile does not contain recipe``.

Each case is checked in Python and in DuckDB's RE2, which ingest uses; the near misses keep their
old class.
"""

from __future__ import annotations

import pytest
from rule_engines import decided_by, engines_agree

from toolwatch.detectors.rules import load_ruleset

CASES = [
    # (name, tool, error_type, message, expected (class, reason), rule that must decide)
    # bug markers, before any expected family
    ("color-eyre-panic", "bash", None,
     "The application panicked (crashed).\nMessage:  unknown option: --frozen\nLocation: src/cli/mod.rs:88",
     ("unknown", "panic"), "unk-panic-banner"),
    ("std-panic-timeout-words", "cargo_run", None,
     "thread 'worker-3' panicked at src/net.rs:40:9:\nrequest timed out after 30s: called `Result::unwrap()`",
     ("unknown", "panic"), "unk-panic-banner"),
    ("output-validation", "mcp__tasks__list", None,
     "ToolError: Output validation error: None is not of type 'object'",
     ("unknown", "internal_exception"), "unk-server-exception"),
    ("charmap-decode", "mcp__notes__search", None,
     "UnicodeDecodeError: 'charmap' codec can't decode byte 0x81 in position 12: character maps to <undefined>",
     ("unknown", "internal_exception"), "unk-server-exception"),
    ("cp1252-encode", "mcp__pdf__extract", None,
     "'cp1252' codec can't encode character '\\u2713' in position 4",
     ("unknown", "internal_exception"), "unk-server-exception"),
    ("proxy-api-400", "Bash", None,
     'API Error: 400 {"error":{"message":"Invalid value for \'model\': empty.","type":"invalid_request_error"}}',
     ("unknown", "protocol_error"), "unk-request-rejected"),
    ("api-400-credit-balance", "Bash", None,
     'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low '
     'to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."}}',
     ("ProviderError", "quota_exceeded"), "pe-api-400-quota"),
    ("api-400-prompt-too-long", "Read", None,
     'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: '
     '212345 tokens > 200000 maximum"}}',
     ("InvalidArguments", "too_large"), "ia-api-400-context"),
    # rule conflicts on expected errors
    ("old-text-not-found", "edit", None, "Edit 2 failed: old text not found in src/app.ts",
     ("InvalidArguments", "edit_no_match"), "ia-edit-no-match"),
    ("search-pattern-not-found", "replace_in_file", None, "search pattern not found in lib/util.py",
     ("InvalidArguments", "edit_no_match"), "ia-edit-no-match"),
    ("content-not-found", "edit_file", None, "Content not found in file. Read it again.",
     ("InvalidArguments", "edit_no_match"), "ia-edit-no-match"),
    ("old-string-zero-times", "str_replace", None, "old_string found 0 times in README.md",
     ("InvalidArguments", "edit_no_match"), "ia-edit-no-match"),
    ("not-in-allowed-paths", "read_file", None, "Access denied: /root/.ssh is not in allowed paths",
     ("InvalidArguments", "path_outside_workspace"), "ia-outside-workspace"),
    ("harness-action-rate", "browser_click", None, "Rate limit exceeded: too many actions in the last minute",
     ("UnexpectedEnvironment", "policy_denied"), "ue-harness-policy"),
    ("denied-by-rule", "write_memory", None, "[PERMISSION_DENIED] Denied by rule: tools.shell",
     ("UnexpectedEnvironment", "policy_denied"), "ue-harness-policy"),
    ("service-http-401", "create_issue", None, "Linear API request failed (HTTP 401). Check your token.",
     ("ProviderError", "provider_auth"), "pe-provider-auth"),
    ("gnu-patch-hunk", "bash", None, "patching file main.c\nHunk #2 FAILED at 57.\n1 out of 2 hunks FAILED",
     ("InvalidArguments", "invalid_patch"), "ia-invalid-patch"),
    # families with no rule before
    ("offset-beyond-eof", "read", None, "Error: offset 900 is beyond end of file (120 lines)",
     ("InvalidArguments", "schema_violation"), "ia-schema"),
    ("input-not-json-object", "lookup", None, "Tool lookup can't be called. Input is not a valid JSON object.",
     ("InvalidArguments", "malformed_arguments"), "ia-malformed-arguments"),
    ("unknown-action", "editor", None, "ERROR: Unknown action: insert_lines",
     ("InvalidArguments", "unknown_tool"), "ia-unknown-tool"),
    ("autogen-function", "run", None, 'Error: Function "search_web" not found.',
     ("InvalidArguments", "unknown_tool"), "ia-unknown-tool"),
    ("utf8-read", "read_file", None, "Error reading file: 'utf-8' codec can't decode byte 0xff in position 3",
     ("UnexpectedEnvironment", "binary_file"), "ue-binary-file"),
    ("playwright-executable", "browser_navigate", None,
     "browserType.launch: Executable doesn't exist at /root/.cache/ms-playwright/firefox-1400/firefox",
     ("UnexpectedEnvironment", "command_not_found"), "ue-command-not-found"),
    ("just-recipe", "bash", None, "error: Justfile does not contain recipe `deploy`.",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    # near misses keep their class
    ("panic-word-alone", "bash", None, "don't panic: retry the request", None, None),
    ("api-error-404", "Bash", None, "API Error: 404 model not found", None, None),
    ("fetch-401-not-service", "web_fetch", None, "Failed to fetch https://wiki.local/page: 401 Unauthorized", None, None),
    ("provider-rate-limit", "web_search", None, "Rate limit exceeded: 60 requests per minute",
     ("ProviderError", "rate_limited"), "pe-rate-limit"),
    ("function-word-not-tool", "bash", None, "ReferenceError: myFunction is not defined", None, None),
]
NEW_PATTERNS = {"unk-panic-banner", "unk-server-exception", "unk-request-rejected", "ia-edit-no-match",
                "ia-outside-workspace", "ue-harness-policy", "pe-provider-auth", "ia-invalid-patch", "ia-schema",
                "ia-malformed-arguments", "ia-unknown-tool", "ue-binary-file", "ue-command-not-found", "ue-cli-output"}


@pytest.mark.parametrize(("name", "tool", "error_type", "message", "expected", "rule"), CASES, ids=[c[0] for c in CASES])
def test_each_case_gets_its_class_from_its_rule(name, tool, error_type, message, expected, rule):
    # a near miss (expected None): none of the widened rules may claim it
    decided_by(load_ruleset(), (tool, error_type, message), expected, rule, NEW_PATTERNS)


def test_python_and_re2_agree_on_every_case():
    engines_agree(load_ruleset(), CASES)
