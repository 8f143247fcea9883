"""The ``toolwatch`` command line.

Each area registers its subcommands from its own ``flows/cli/<area>.py`` module;
this file only builds the parser, loads settings and turns ToolwatchError into
a one-line message and exit code 2. Imports stay lazy so ``--help`` and
``classify`` answer fast: command modules import heavy libraries inside their
handlers, never at module level.
"""

from __future__ import annotations

import sys

# Not `from typing import TYPE_CHECKING`: the hook path below imports no typing (~3 ms).
TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence
    from typing import Any

# Order is the order of `toolwatch --help`.
COMMAND_MODULES = (
    "toolwatch.flows.cli.ingest",
    "toolwatch.flows.cli.classify",
    "toolwatch.flows.cli.label",
    "toolwatch.flows.cli.detect",
    "toolwatch.flows.cli.alerts",
    "toolwatch.flows.cli.triage",
    "toolwatch.flows.cli.simulate",
    "toolwatch.flows.cli.demo",
    "toolwatch.flows.cli.serve",
    "toolwatch.flows.cli.hook",
    "toolwatch.flows.cli.receive",
    "toolwatch.flows.cli.ui",
)
# `toolwatch hook HARNESS` runs on every tool call: it skips the parser (see main).
_HOOK_HARNESSES = ("cursor", "claude-code", "codex")


def _common_options(suppress: bool) -> argparse.ArgumentParser:
    import argparse

    # Subcommands repeat the options with SUPPRESS defaults so that
    # `toolwatch --json ingest x` and `toolwatch ingest x --json` both work.
    default: dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", metavar="PATH", help="warehouse file (env TOOLWATCH_DB, default ./toolwatch.duckdb)", **default)
    common.add_argument("--config", metavar="PATH", help="config file (env TOOLWATCH_CONFIG, default ./toolwatch.toml when present)", **default)
    common.add_argument("--json", action="store_true", help="machine-readable output", **default)
    return common


def build_parser() -> argparse.ArgumentParser:
    import argparse
    import importlib

    parser = argparse.ArgumentParser(
        prog="toolwatch",
        description="Tool-error monitoring and auto-triage for AI coding agents.",
        parents=[_common_options(suppress=False)],
    )
    common = _common_options(suppress=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:  # an area that has not landed yet
                continue
            raise
        module.register(sub, common)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if (len(args_list) >= 2 and args_list[0] == "hook" and args_list[1] in _HOOK_HARNESSES
            and not {"-h", "--help"} & set(args_list)):
        from toolwatch.flows.intake.hook import main as hook_main

        return hook_main(args_list[1:])
    from toolwatch.warehouse.errors import ToolwatchError

    parser = build_parser()
    args = parser.parse_args(args_list)
    try:
        return int(args.handler(args) or 0)
    except ToolwatchError as exc:
        if getattr(args, "json", False):
            import json

            print(json.dumps({"error": str(exc), "kind": type(exc).__name__}))
        else:
            print(f"toolwatch {args.command}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130

