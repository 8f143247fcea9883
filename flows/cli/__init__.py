"""The ``toolwatch`` command line.

Each area registers its subcommands from its own ``flows/cli/<area>.py`` module;
this file only builds the parser, loads settings and turns ToolwatchError into
a one-line message and exit code 2. Imports stay lazy so every command starts
fast: command modules import heavy libraries inside their handlers, never at
module level, and a command line naming a command imports and registers only
the module that owns it (:data:`COMMANDS`; ``--help`` and a mistyped command
get them all).
"""

from __future__ import annotations

import gc
import os
import sys

# Not `from typing import TYPE_CHECKING`: the hook path below imports no typing (~3 ms).
TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence
    from typing import Any

# Each module and the top-level commands it registers (a test holds them to each other).
# Order is the order of `toolwatch --help`.
COMMANDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("toolwatch.flows.cli.ingest", ("ingest",)),
    ("toolwatch.flows.cli.classify", ("classify", "reclassify")),
    ("toolwatch.flows.cli.label", ("label", "rules")),
    ("toolwatch.flows.cli.detect", ("detect", "backtest", "silence", "unsilence", "alerts")),
    ("toolwatch.flows.cli.alerts", ("deliver", "slack")),
    ("toolwatch.flows.cli.triage", ("triage", "issues", "show", "ticket", "agent")),
    ("toolwatch.flows.cli.simulate", ("simulate",)),
    ("toolwatch.flows.cli.demo", ("demo",)),
    ("toolwatch.flows.cli.serve", ("serve", "retention")),
    ("toolwatch.flows.cli.hook", ("hook",)),
    ("toolwatch.flows.cli.receive", ("receive",)),
    ("toolwatch.flows.cli.ui", ("ui",)),
)
COMMAND_MODULES = tuple(module for module, _ in COMMANDS)
# Options of the top-level parser that take a value (what may stand between them and the command).
_VALUE_OPTIONS = ("--db", "--config")
# `toolwatch hook HARNESS` runs on every tool call: it skips the parser (see main).
_HOOK_HARNESSES = ("cursor", "claude-code", "codex")


def _columns() -> int:
    """The terminal's width as ``shutil.get_terminal_size().columns`` gives it (``COLUMNS``, else the
    terminal stdout is, else 80), without importing shutil (with bz2 and lzma: ~2.7 ms)."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def _parser_class() -> type[argparse.ArgumentParser]:
    """argparse's parser, whose formatters get the terminal's width from :func:`_columns`.

    argparse builds a formatter at every ``add_argument`` (to check the metavar) and each asks
    ``shutil.get_terminal_size`` for the width (HelpFormatter's default, the columns less 2):
    the same width, without the import. Subparsers and their own subparsers are of this class.
    """
    import argparse

    class Parser(argparse.ArgumentParser):
        def _get_formatter(self) -> argparse.HelpFormatter:
            return self.formatter_class(prog=self.prog, width=_columns() - 2)  # type: ignore[call-arg]  # HelpFormatter takes it

    return Parser


def _common_options(suppress: bool) -> argparse.ArgumentParser:
    import argparse

    # Subcommands repeat the options with SUPPRESS defaults so that
    # `toolwatch --json ingest x` and `toolwatch ingest x --json` both work.
    default: dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
    common = _parser_class()(add_help=False)
    common.add_argument("--db", metavar="PATH", help="warehouse file (env TOOLWATCH_DB, default ./toolwatch.duckdb)", **default)
    common.add_argument("--config", metavar="PATH", help="config file (env TOOLWATCH_CONFIG, default ./toolwatch.toml when present)", **default)
    common.add_argument("--json", action="store_true", help="machine-readable output", **default)
    return common


def command_of(args: Sequence[str]) -> str | None:
    """The command a command line names (``toolwatch --json ingest x`` → ``ingest``), or None.

    None for ``--help`` before any command and for a word that names no command, whose
    parser then lists them all.
    """
    known = {name for _, names in COMMANDS for name in names}
    takes_value = False
    for arg in args:
        if takes_value:
            takes_value = False
        elif arg in ("-h", "--help"):
            return None
        elif arg.startswith("--") and "=" not in arg:
            # argparse accepts unambiguous prefixes: `--conf PATH` is `--config PATH`.
            takes_value = len(arg) > 2 and any(option.startswith(arg) for option in _VALUE_OPTIONS)
        elif not arg.startswith("-"):
            return arg if arg in known else None
    return None


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The ``toolwatch`` parser: every command, or only ``command`` (its module alone is imported)."""
    import importlib

    parser = _parser_class()(
        prog="toolwatch",
        description="Tool-error monitoring and auto-triage for AI coding agents.",
        parents=[_common_options(suppress=False)],
    )
    common = _common_options(suppress=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, commands in COMMANDS:
        if command is not None and command not in commands:
            continue
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:  # an area that has not landed yet
                continue
            raise
        module.register(sub, common)
    return parser


# The collector's first generation runs every GC_YOUNG_OBJECTS container allocations, not CPython's 700:
# a command's start-up allocates ~10^5 objects (its imports), none of them garbage, and collected
# them 30-40 times (~8-10 ms of a 1,000-line ingest, docs/performance.md). Garbage cycles are
# still collected, in bigger batches: at most this many young objects wait.
GC_YOUNG_OBJECTS = 50_000


def main(argv: Sequence[str] | None = None) -> int:
    young, older, oldest = gc.get_threshold()
    gc.set_threshold(max(GC_YOUNG_OBJECTS, young), older, oldest)
    args_list = list(sys.argv[1:] if argv is None else argv)
    if (len(args_list) >= 2 and args_list[0] == "hook" and args_list[1] in _HOOK_HARNESSES
            and not {"-h", "--help"} & set(args_list)):
        from toolwatch.flows.intake.hook import main as hook_main

        return hook_main(args_list[1:])
    from toolwatch.warehouse.errors import ToolwatchError

    parser = build_parser(command_of(args_list))
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

