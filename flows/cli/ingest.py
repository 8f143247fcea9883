"""``toolwatch ingest PATH…``: load logs, print accepted / rejected / duplicate counts."""

from __future__ import annotations

import argparse
from typing import Any


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "ingest",
        parents=[common],
        help="load tool-call logs (files, folders, globs, s3:// and http(s):// URLs)",
        description=(
            "Load JSONL (.jsonl, .ndjson, .json, optionally .gz), Parquet, OTLP JSON trace exports "
            "and Cursor / Claude Code hook payload logs, from local paths or object stores "
            "(s3:// objects, prefixes and globs; http(s):// URLs). Every line is accepted, rejected "
            "with a reason (see the rejects table), or counted as a duplicate."
        ),
    )
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="file, folder, glob, or URL (s3://bucket/prefix/, s3://bucket/**/*.parquet, https://…)")
    p.add_argument("--show-rejects", type=int, default=5, metavar="N",
                   help="print up to N rejected lines per file (default 5)")
    p.set_defaults(handler=run_ingest)


class RichProgress:
    """One line per file with its stage, then its counts."""

    def __init__(self, console: Any) -> None:
        from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        self.console = console
        self.progress = Progress(
            SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), TimeElapsedColumn(),
            console=console, transient=True,
        )
        self.task: Any = None

    def __enter__(self) -> RichProgress:
        self.progress.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.progress.__exit__(*exc)

    def start_file(self, name: str, size: int) -> None:
        from rich.markup import escape

        self.name = escape(name)
        self.task = self.progress.add_task(f"{self.name} ({size / 1e6:.1f} MB)", total=None)

    def stage(self, text: str) -> None:
        self.progress.update(self.task, description=f"{self.name}: {text}")

    def end_file(self, report: Any) -> None:
        self.progress.remove_task(self.task)
        from rich.markup import escape

        if report.quarantined:
            self.console.print(f"[red]{self.name}: quarantined, nothing loaded:[/red] {escape(report.quarantined)}")
        elif report.skipped:
            self.console.print(f"[dim]{self.name}: skipped, {escape(report.skipped)}[/dim]")
        else:
            self.console.print(
                f"{self.name}: {report.lines_read:,} lines → [green]{report.accepted:,} accepted[/green], "
                f"[red]{report.rejected:,} rejected[/red], {report.duplicates:,} duplicates"
                + (f", {report.truncated:,} truncated" if report.truncated else "")
            )


def run_ingest(args: argparse.Namespace) -> int:
    from toolwatch.flows.cli.output import console, open_warehouse, print_json, settings_from
    from toolwatch.flows.steps import ingest_step
    from toolwatch.warehouse.ingest import only_small_files

    settings = settings_from(args)
    # Small local files load on one thread: opened so, DuckDB starts none to stop again.
    with open_warehouse(settings, threads=1 if only_small_files(args.paths) else None) as wh:
        if args.json:
            report = ingest_step(wh, args.paths, settings)
        else:
            with RichProgress(console(stderr=True)) as progress:
                report = ingest_step(wh, args.paths, settings, progress)
        samples = _reject_samples(wh, report, args.show_rejects) if not args.json else {}
    # Exit 1 when part of the input could not be loaded: a path that matched nothing,
    # or a file quarantined by this run (the other files are loaded all the same).
    status = 1 if report.problems or report.quarantined_files else 0
    if args.json:
        print_json(report.to_dict())
        return status
    # rich only for people: a hook's --json run starts faster without it.
    from rich.markup import escape

    out = console()
    # Paths and URLs may hold brackets (globs, [ingest.s3]) that are not markup.
    for note in report.notes:
        console(stderr=True).print(f"[yellow]note:[/yellow] {escape(note)}")
    for problem in report.problems:
        console(stderr=True).print(f"[red]error:[/red] {escape(problem)}")
    for file_report in report.files:
        if file_report.quarantined:
            console(stderr=True).print(
                f"[red]quarantined:[/red] {escape(file_report.path)}: {escape(file_report.quarantined)} "
                "(nothing of it was loaded; later runs skip it until it changes)")
    for path, rows in samples.items():
        out.print(f"[bold]rejected in {escape(path)}[/bold] (first {len(rows)}):")
        for row in rows:
            out.print(f"  line {row['line_no']}: {row['reason']}", markup=False)
    out.print(
        f"[bold]{report.lines_read:,} lines read[/bold] = {report.accepted:,} accepted + "
        f"{report.rejected:,} rejected + {report.duplicates:,} duplicates"
        + (f"  ({report.truncated:,} truncated, {report.skipped_files} files skipped)"
           if report.truncated or report.skipped_files else "")
        + (f"; {report.quarantined_files} file(s) quarantined" if report.quarantined_files else "")
    )
    return status


def _reject_samples(wh: Any, report: Any, limit: int) -> dict[str, list[dict[str, Any]]]:
    samples: dict[str, list[dict[str, Any]]] = {}
    if limit <= 0:
        return samples
    for file_report in report.files:
        if file_report.rejected:
            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
    return samples
