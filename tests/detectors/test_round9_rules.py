"""CLI and service output gets its class; the harness's own contracts stay bugs (issue 13, round 9).

Written from the train split's misses after batch 14 (blind7 until round 9) joined it, as
patterns, not copies of the rows:

- a path the tool's sandbox or allowed directories do not cover is
  ``InvalidArguments/path_outside_workspace`` however the refusal starts (``Access denied -``,
  ``… resolves to a location outside the allowed base directory``, ``not allowed by sandbox``),
  not ``UnexpectedEnvironment/permission_denied``;
- Cobra-style CLIs' usage errors (``unknown shorthand flag``, ``unknown command "x" for "y"``),
  jq's and SQLite's syntax errors are the model's arguments;
- what helm, conda, poetry, nix, pre-commit, shellcheck, terraform, jq at run time,
  Elasticsearch, alembic, prisma and tool policies print is the environment saying no;
- a JSON-RPC peer's *notification*, *request* or *tools/call result* failing validation is the
  harness breaking the protocol, not the model's arguments.

Each case is checked in Python and in DuckDB's RE2, which ingest uses; the near misses keep their
old class.
"""

from __future__ import annotations

import pytest
from rule_engines import decided_by, engines_agree

from toolwatch.detectors.rules import load_ruleset

CASES = [
    # (name, tool, error_type, message, expected (class, reason), rule that must decide)
    # outside the allowed paths
    ("symlink-outside-allowed", "read_file", None,
     "Access denied - symlink target outside allowed directories: /opt/tools not in /home/u/app",
     ("InvalidArguments", "path_outside_workspace"), "ia-outside-workspace"),
    ("resolves-outside-base", "list_dir", None,
     'Access denied: The path "../secrets" resolves to a location outside the allowed base directory.',
     ("InvalidArguments", "path_outside_workspace"), "ia-outside-workspace"),
    ("outside-allowed-paths-rpc", "run_command", None,
     "MCP error -32600: Working directory (D:\\work) outside allowed paths. Ask the admin.",
     ("InvalidArguments", "path_outside_workspace"), "ia-outside-workspace"),
    ("sandbox-path", "shell", None, "directory not allowed by the sandbox: /var/lib/app",
     ("InvalidArguments", "path_outside_workspace"), "ia-outside-workspace"),
    # CLI usage and syntax
    ("cobra-shorthand-flag", "bash", None, "Error: unknown shorthand flag: 'x' in -x\nUsage:\n  kubectl get [flags]",
     ("InvalidArguments", "schema_violation"), "ia-cli-usage"),
    ("cobra-unknown-command", "bash", None, "Error: unknown command \"lst\" for \"gh\"\nRun 'gh --help' for usage.",
     ("InvalidArguments", "schema_violation"), "ia-cli-usage"),
    ("jq-syntax", "bash", None, "jq: error: syntax error, unexpected IDENT, expecting $end at <top-level>, line 1:",
     ("InvalidArguments", "malformed_arguments"), "ia-shell-syntax"),
    ("sqlite-near", "query_db", None, 'Error: near "WHRE": syntax error', ("InvalidArguments", "malformed_arguments"),
     "ia-shell-syntax"),
    # the environment says no
    ("helm-upgrade", "bash", None, 'Error: UPGRADE FAILED: "api" has no deployed releases',
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("helm-install", "bash", None, "Error: INSTALLATION FAILED: cannot re-use a name that is still in use",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("conda-channels", "bash", None,
     "PackagesNotFoundError: The following packages are not available from current channels:\n  - torch==0.4",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("poetry-solver", "bash", None, "SolverProblemError\n\nBecause app depends on requests (2.99) which doesn't match",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("nix-attribute-missing", "bash", None, "error: attribute 'devShell' missing\n\n       at /nix/store/x/flake.nix:3:5:",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("nix-flake-attribute", "bash", None, "error: flake 'path:/src' does not provide attribute 'packages.x86_64-linux.default'",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("pre-commit-fatal", "bash", None, "An error has occurred: FatalError: git failed. Is it installed?",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("shellcheck-line", "bash", None, "In deploy.sh line 12:\nrm -rf $DIR/*\n       ^--^ SC2086: Double quote",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("terraform-diagnostic", "bash", None,
     'Error: Reference to undeclared resource\n\n  on outputs.tf line 9, in output "ip":',
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("jq-runtime", "bash", None, 'jq: error (at data.json:0): Cannot index string with "id"',
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("es-no-index", "search_docs", None, "index_not_found_exception: no such index [logs-2026]",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("alembic-heads", "bash", None, "FAILED: Multiple head revisions are present for given argument 'head'",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("alembic-revision", "bash", None, "FAILED: Can't locate revision identified by 'ae1027a6acf'",
     ("UnexpectedEnvironment", "command_failed"), "ue-cli-output"),
    ("prisma-p1001", "bash", None, "Error: P1001: Can't reach database server at `db`:`5432`",
     ("UnexpectedEnvironment", "network_error"), "ue-network-2"),
    ("tool-policy", "bash", None, 'Tool "write" is blocked by security policy.',
     ("UnexpectedEnvironment", "policy_denied"), "ue-policy-2"),
    # the harness's protocol: bugs
    ("client-notification-validation", "mcp__x__y", None,
     "pydantic_core._pydantic_core.ValidationError: 2 validation errors for ClientNotification\nmethod\n  Input should be",
     ("unknown", "internal_exception"), "unk-harness-contract"),
    ("tools-call-result", "mcp__x__y", None, 'MCP error -32602: Invalid tools/call result: [{"code": "invalid_type"}]',
     ("unknown", "internal_exception"), "unk-harness-contract"),
    # near misses keep their class
    ("outside-without-allowed", "read_file", None, "Access denied: /etc/shadow",
     ("UnexpectedEnvironment", "permission_denied"), "ue-permission"),
    ("args-validation-not-protocol", "search", None, "1 validation error for SearchRequest\nquery\n  Field required",
     None, None),
    ("failed-word-not-helm", "bash", None, "Login failed: wrong password", None, None),
    ("line-in-sentence", "bash", None, "error in main.py line 4: bad indent", None, None),
    ("policy-word-alone", "web_fetch", None, "The page's cookie policy could not be read", None, None),
]
NEW_PATTERNS = {"ia-outside-workspace", "ia-cli-usage", "ia-shell-syntax", "ue-cli-output", "ue-network-2",
                "ue-policy-2", "unk-harness-contract"}


@pytest.mark.parametrize(("name", "tool", "error_type", "message", "expected", "rule"), CASES, ids=[c[0] for c in CASES])
def test_each_case_gets_its_class_from_its_rule(name, tool, error_type, message, expected, rule):
    # a near miss (expected None): none of the widened rules may claim it
    decided_by(load_ruleset(), (tool, error_type, message), expected, rule, NEW_PATTERNS)


def test_python_and_re2_agree_on_every_case():
    engines_agree(load_ruleset(), CASES)
