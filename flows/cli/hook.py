"""``toolwatch hook HARNESS`` (the logging hook itself) and ``toolwatch hook install HARNESS``.

The hook is dispatched before this parser is built (see :func:`toolwatch.flows.cli.main`):
it runs on every tool call and must not pay for argparse and every command
module. The subparsers here document it for ``--help`` and run the same code.
"""

from __future__ import annotations

import argparse
from typing import Any

HARNESSES = ("cursor", "claude-code", "codex")


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "hook",
        help="the logging hook for Cursor, Claude Code and Codex, and its installer",
        description=(
            "`toolwatch hook HARNESS` reads one hook payload on stdin and writes one input-contract "
            "event to the spool (or POSTs it to a receiver). It always exits 0 and prints nothing. "
            "`toolwatch hook install HARNESS` adds it to the harness's own hook configuration."
        ),
    )
    hooks = p.add_subparsers(dest="hook_command", metavar="HARNESS|install", required=True)
    for harness in HARNESSES:
        h = hooks.add_parser(harness, help=f"log one {harness} hook payload from stdin")
        _destination_options(h)
        h.set_defaults(handler=run_hook, harness=harness)
    i = hooks.add_parser(
        "install",
        parents=[common],
        help="merge the logging hook into a harness's configuration",
        description=(
            "Add the hook to .cursor/hooks.json, .claude/settings.json or .codex/hooks.json (of a "
            "project, or the user's with --user), keeping every other hook and setting. Running it "
            "again changes nothing; --uninstall removes only toolwatch's hook."
        ),
    )
    i.add_argument("harness", choices=HARNESSES)
    where = i.add_mutually_exclusive_group()
    where.add_argument("--project", metavar="DIR", help="the project folder (default: the current one)")
    where.add_argument("--user", action="store_true", help="the user's own configuration instead")
    i.add_argument("--uninstall", action="store_true", help="remove toolwatch's hook")
    _destination_options(i)
    i.set_defaults(handler=run_install)


def _destination_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--spool", metavar="DIR",
                   help="spool folder (env TOOLWATCH_SPOOL; default toolwatch/spool in the user's data folder)")
    p.add_argument("--url", metavar="URL",
                   help="POST events to a `toolwatch receive` here instead (env TOOLWATCH_URL, token TOOLWATCH_TOKEN)")


def hook_argv(args: argparse.Namespace) -> list[str]:
    argv = [args.harness]
    if args.spool:
        argv += ["--spool", args.spool]
    if args.url:
        argv += ["--url", args.url]
    return argv


def run_hook(args: argparse.Namespace) -> int:
    from toolwatch.flows.intake.hook import main

    return main(hook_argv(args))


def run_install(args: argparse.Namespace) -> int:
    from pathlib import Path

    from toolwatch.flows.cli.output import print_json
    from toolwatch.flows.intake.install import config_path, hook_command, install, uninstall
    from toolwatch.warehouse.errors import ConfigError

    project = None if args.user else Path(args.project or ".").resolve()
    path = config_path(args.harness, project)
    try:
        if args.uninstall:
            report = uninstall(args.harness, path)
        else:
            report = install(args.harness, path, hook_command(args.harness, args.spool, args.url))
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    if args.json:
        print_json(report.to_dict())
        return 0
    if not report.changes:
        print(f"{path}: nothing to change" + ("" if args.uninstall else " (the hook is installed)"))
        return 0
    print(f"{path}:")
    for change in report.changes:
        print(f"  {change}" + (f"  →  {report.command}" if report.command else ""))
    return 0
