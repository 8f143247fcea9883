"""``toolwatch label`` (a person's verdict on a fingerprint, export/import) and ``toolwatch rules suggest``."""

from __future__ import annotations

import argparse
import json
from typing import Any


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "label",
        parents=[common],
        help="record a person's verdict on a fingerprint's class (wins over rules and the learned model)",
        description="Say what class a fingerprint really is. Stored rows of its tool and template are re-labelled "
        "(rule 'label'), rollups rebuilt, and the learned fallback learns the example. --export / --import "
        "share verdicts between warehouses as JSON lines.",
    )
    p.add_argument("fingerprint", nargs="?", help="the 16-hex fingerprint (toolwatch classify, the UI, a ticket)")
    p.add_argument("error_class", nargs="?", metavar="CLASS", help="one of the six class names")
    p.add_argument("--reason", default=None, help="snake_case reason (default labelled_by_person)")
    p.add_argument("--by", default=None, help="who decided (recorded and exported)")
    p.add_argument("--export", metavar="FILE", help="write every verdict to FILE (JSON lines; '-' for stdout)")
    p.add_argument("--import", dest="import_file", metavar="FILE", help="record the verdicts in FILE")
    p.set_defaults(handler=run_label)

    r = sub.add_parser("rules", parents=[common], help="work with classification rules")
    rsub = r.add_subparsers(dest="rules_command", metavar="SUBCOMMAND", required=True)
    s = rsub.add_parser(
        "suggest",
        parents=[common],
        help="draft rules for the templates with most errors that no rule explains",
        description="List the top unmatched and learned templates by volume with the learned model's class, "
        "confidence and a draft rule; --write FILE appends the confident drafts to a rules file.",
    )
    s.add_argument("--limit", type=int, default=20, help="how many templates (default 20)")
    s.add_argument("--write", metavar="FILE", help="append the confident drafts to this TOML rules file")
    s.set_defaults(handler=run_suggest)


def run_label(args: argparse.Namespace) -> int:
    from datetime import UTC, datetime

    from toolwatch.detectors.verdicts import (
        export_verdicts,
        parse_verdict_line,
        record_verdicts,
        verdict_for_fingerprint,
    )
    from toolwatch.flows.cli.output import console, dumps, open_warehouse, print_json, settings_from
    from toolwatch.warehouse.errors import ConfigError

    now = datetime.now(UTC).replace(tzinfo=None)
    modes = sum(x is not None for x in (args.export, args.import_file)) + (args.fingerprint is not None)
    if modes != 1:
        raise ConfigError("give FINGERPRINT CLASS, or --export FILE, or --import FILE")
    settings = settings_from(args)
    if args.export is not None:
        with open_warehouse(settings, read_only=True) as wh:
            rows = export_verdicts(wh)
        text = "".join(dumps(row) + "\n" for row in rows)
        if args.export == "-":
            print(text, end="")
        else:
            with open(args.export, "w", encoding="utf-8") as fh:
                fh.write(text)
            if args.json:
                print_json({"exported": len(rows), "file": args.export})
            else:
                console().print(f"exported {len(rows)} verdicts to {args.export}")
        return 0
    with open_warehouse(settings) as wh:
        if args.import_file is not None:
            verdicts = _read_verdicts(args.import_file, now, parse_verdict_line)
        else:
            if args.error_class is None:
                raise ConfigError("give the CLASS after the fingerprint, e.g. toolwatch label 3f2a… InvalidArguments")
            verdicts = [verdict_for_fingerprint(wh, args.fingerprint, args.error_class, args.reason,
                                                source="cli", now=now, labelled_by=args.by)]
        report = record_verdicts(wh, verdicts)
    if args.json:
        print_json(report.to_dict())
        return 0
    out = console()
    for fp in report.fingerprints or []:  # fingerprints and class names only: nothing from a log
        out.print(f"{fp['from'] or '(imported)'} → {fp['to']}  {fp['class']} / {fp['reason']}")
    out.print(f"{report.verdicts} verdict(s) recorded; {report.rows_relabelled} stored rows re-labelled, "
              "rollups and fingerprints rebuilt")
    return 0


def _read_verdicts(path: str, now: Any, parse: Any) -> list[Any]:
    from toolwatch.warehouse.errors import ConfigError

    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc.strerror or exc}") from exc
    verdicts = []
    for no, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path}:{no}: not JSON: {exc.msg}") from None
        verdicts.append(parse(raw, f"{path}:{no}", now))
    return verdicts


def run_suggest(args: argparse.Namespace) -> int:
    from pathlib import Path

    from toolwatch.detectors.learned import shipped_fallback
    from toolwatch.detectors.suggest import append_rules, suggest
    from toolwatch.flows.cli.output import console, open_warehouse, print_json, settings_from

    settings = settings_from(args)
    fallback = shipped_fallback()
    with open_warehouse(settings, read_only=True) as wh:
        from toolwatch.detectors.classify import learn_verdicts

        learn_verdicts(wh, fallback)
        suggestions = suggest(wh, fallback, limit=args.limit)
    written = append_rules(Path(args.write), suggestions) if args.write else []
    if args.json:
        print_json({"suggestions": [s.to_dict() for s in suggestions], "written": written, "file": args.write})
        return 0
    from rich.markup import escape

    from toolwatch.detectors.redact import printable, redact_secrets

    def shown(text: str) -> str:
        return escape(printable(redact_secrets(text), one_line=True))

    out = console()
    if not suggestions:
        out.print("every stored error is explained by a rule or a verdict: nothing to suggest")
    for s in suggestions:
        verdict = "draft rule" if s.draft_rule() else "no rule: looks like a harness bug (or too unsure)"
        out.print(f"[bold]{s.errors:>7}[/bold]  {shown(s.tool)}  {shown(s.template)}")
        out.print(f"         now {s.rule_id}; proposed {s.error_class} / {escape(s.reason)} "
                  f"(confidence {s.confidence:.2f}) — {verdict}")
        if s.draft_rule():
            out.print(f"         message = {shown(json.dumps(s.regex))}")
    if args.write:
        out.print(f"appended {len(written)} rule(s) to {escape(args.write)}"
                  + ("; run `toolwatch reclassify` to apply them to stored history" if written else ""))
    return 0
