"""``toolwatch classify`` (explain one message or a JSONL file) and ``toolwatch reclassify``.

``classify`` uses the Python path (:func:`toolwatch.detectors.classify.classify_one`), so
it needs neither the warehouse nor DuckDB and answers at once; ``reclassify``
runs the compiled SQL over stored history. Heavy imports stay inside handlers.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "classify",
        parents=[common],
        help="explain how one error message, or each line of a JSONL file, is classified",
        description="Classify one message (class, reason, rule, template, fingerprint) or, with --input, "
        "every input-contract event of a JSONL file: one output line per input line, in order.",
    )
    p.add_argument("message", nargs="?", help="the error message to classify")
    p.add_argument("--tool", default="unknown_tool", help="tool name (part of the fingerprint)")
    p.add_argument("--error-type", default=None, help="harness error code, e.g. ENOENT, invalid_tool_params, -32602")
    p.add_argument("--status", default="error", help="ok | error | cancelled | timeout (default error)")
    p.add_argument("--input", metavar="FILE", help="JSONL of input-contract events ('-' for stdin)")
    p.set_defaults(handler=run_classify)

    r = sub.add_parser(
        "reclassify",
        parents=[common],
        help="re-derive classes, fingerprints and rollups of stored history after a rules change",
    )
    r.add_argument("--dry-run", action="store_true", help="report what would change, write nothing")
    r.set_defaults(handler=run_reclassify)


def classify_event(ruleset: Any, event: Any, fallback: Any = None) -> dict[str, Any]:
    """One input-contract event (a parsed JSON value) to its classification, or an ``error`` explaining why not."""
    from toolwatch.detectors.classify import classify_one, normalize_status

    if not isinstance(event, dict):
        return {"error": f"expected a JSON object, got {type(event).__name__}"}
    tool, status = event.get("tool"), event.get("status")
    if not isinstance(tool, str) or not tool:
        return {"error": "missing or non-string 'tool'"}
    normalized = normalize_status(status) if isinstance(status, str) else None
    if normalized is None:
        return {"error": f"'status' must be ok, success, error, failed, cancelled or timeout, got {status!r}"}
    fields = {}
    for key in ("error_type", "error_message"):
        value = event.get(key)
        if value is not None and not isinstance(value, str | int | float):
            return {"error": f"'{key}' must be a string"}
        fields[key] = None if value is None else str(value)
    return classify_one(ruleset, tool=tool, status=normalized, fallback=fallback, **fields).to_dict()


def _explain(ruleset: Any, fallback: Any, args: argparse.Namespace) -> dict[str, Any]:
    from toolwatch.detectors.classify import FALLBACK_RULE_ID, classify_one, normalize_status
    from toolwatch.detectors.learned import LEARNED_RULE_ID
    from toolwatch.warehouse.errors import ConfigError

    status = normalize_status(args.status)
    if status is None:
        raise ConfigError(f"--status must be ok, error, cancelled or timeout, got {args.status!r}")
    classification = classify_one(ruleset, tool=args.tool, status=status, error_type=args.error_type,
                                  error_message=args.message, fallback=fallback)
    result = classification.to_dict()
    result["ruleset_version"] = ruleset.version
    if classification.learned is not None:
        result["learned"] = classification.learned.to_dict()
    if result["rule"] and result["rule"] not in (FALLBACK_RULE_ID, LEARNED_RULE_ID):
        rule = ruleset.rule(result["rule"])
        result["rule_origin"], result["rule_note"] = rule.origin, rule.note
    if result["error_class"]:
        from toolwatch.detectors.taxonomy import ErrorClass

        result["description"] = ErrorClass(result["error_class"]).description
    return result


def run_classify(args: argparse.Namespace) -> int:
    from toolwatch.flows.cli.output import console, dumps, print_json, settings_from
    from toolwatch.flows.wiring import learned_fallback_from, ruleset_from
    from toolwatch.warehouse.errors import ConfigError

    settings = settings_from(args)
    ruleset = ruleset_from(settings)
    fallback = learned_fallback_from(settings)
    if args.input is None:
        if args.message is None:
            raise ConfigError("give a MESSAGE to classify or --input FILE.jsonl")
        result = _redacted(_explain(ruleset, fallback, args))
        if args.json:
            print_json(result)
            return 0
        from rich.markup import escape

        from toolwatch.detectors.redact import printable

        out = console()
        if result["error_class"] is None:
            out.print("status ok: not an error, nothing to classify")
            return 0
        out.print(f"[bold]{result['error_class']}[/bold] / {escape(result['reason'])}  ({escape(result['description'])})")
        rule_line = escape(result["rule"])
        if result.get("rule_origin"):
            rule_line += escape(f" [{result['rule_origin']} rules]")
            if result.get("rule_note"):
                rule_line += f" — {escape(result['rule_note'])}"
        elif result["rule"] == "learned":
            rule_line += f" — no rule matched; the learned fallback is confident (confidence {result['confidence']:.2f})"
        else:
            rule_line += " — no rule matched: unknown errors are harness bugs until a rule explains them"
        out.print(f"rule         {rule_line}")
        learned = result.get("learned")
        if learned:
            verdict = "assigned" if learned["assigned"] else "abstained: too unsure, or too close to known bugs"
            out.print(f"learned      {learned['class']} / {escape(learned['reason'])}  confidence {learned['confidence']:.2f}, "
                      f"bug-like share {learned['unknown_share']:.2f} — {verdict}")
            for n in learned["neighbours"]:
                out.print(f"  nearest    {n['similarity']:.2f}  {n['class']} / {escape(n['reason'])}  "
                          f"{escape(printable(n['tool'], one_line=True))}: {escape(printable(n['message'][:100], one_line=True))}")
        out.print(f"template     {escape(printable(result['template'], one_line=True))}")
        out.print(f"fingerprint  {result['fingerprint']}   (ruleset {escape(ruleset.version)})")
        return 0
    if args.message is not None:
        raise ConfigError("give either MESSAGE or --input, not both")
    return _classify_file(ruleset, args.input, as_json=args.json, write=sys.stdout.write, dumps=dumps,
                          fallback=fallback)


def _classify_file(ruleset: Any, path: str, *, as_json: bool, write: Any, dumps: Any, fallback: Any = None) -> int:
    from toolwatch.detectors.redact import printable
    from toolwatch.warehouse.errors import IngestError

    try:
        stream = sys.stdin if path == "-" else open(path, encoding="utf-8", errors="replace")  # noqa: SIM115
    except OSError as exc:
        raise IngestError(f"cannot read {path}: {exc.strerror or exc}") from exc
    with stream:
        for line_no, line in enumerate(stream, start=1):
            text = line.strip()
            result: dict[str, Any]
            if not text:
                result = {"error": "empty line"}
            else:
                try:
                    result = classify_event(ruleset, json.loads(text), fallback)
                except json.JSONDecodeError as exc:
                    result = {"error": f"not JSON: {exc.msg} at column {exc.colno}"}
            result = _redacted({"line": line_no, **result})
            if as_json:
                write(dumps(result) + "\n")
            elif "error" in result:
                write(f"{line_no}\terror\t{printable(result['error'], one_line=True)}\n")
            else:
                write(f"{line_no}\t{result['error_class'] or 'ok'}\t{result['reason'] or '-'}\t"
                      f"{result['fingerprint'] or '-'}\t{printable(result['template'] or '', one_line=True)}\n")
    return 0


def _redacted(result: dict[str, Any]) -> dict[str, Any]:
    """The template and error text shown or written: from a log, so secret-redacted (the fingerprint is of the original)."""
    from toolwatch.detectors.redact import redact_secrets

    return {k: redact_secrets(v) if k in ("template", "error") and isinstance(v, str) else v for k, v in result.items()}


def run_reclassify(args: argparse.Namespace) -> int:
    from toolwatch.detectors.reclassify import reclassify
    from toolwatch.flows.cli.output import console, open_warehouse, print_json, settings_from
    from toolwatch.flows.wiring import build_classifier

    settings = settings_from(args)
    classifier = build_classifier(settings)
    with open_warehouse(settings, must_exist=True) as wh:
        report = reclassify(wh, classifier, dry_run=args.dry_run)
    if args.json:
        print_json(report.to_dict())
        return 0
    out = console()
    verb = "would change" if args.dry_run else "changed"
    out.print(f"reclassified {report.error_rows} error rows with ruleset {report.ruleset_version}")
    out.print(f"  {verb}: class {report.class_changed}, reason {report.reason_changed}, "
              f"fingerprint {report.fingerprint_changed}; rows from an older ruleset: {report.older_ruleset}")
    out.print(f"  decided by the learned fallback: {report.learned}; by people's verdicts: {report.labelled}")
    for name, count in report.by_class.items():
        out.print(f"  {name:<22} {count}")
    out.print("rollups and fingerprints rebuilt" if report.applied else "dry run: nothing written")
    return 0
