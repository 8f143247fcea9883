"""``toolwatch simulate``: write synthetic tool-call logs and their ground truth.

Registers one subcommand; numpy, pyarrow and duckdb are imported inside the
handler so ``toolwatch --help`` stays fast.
"""

from __future__ import annotations

import argparse


def register(sub, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "simulate",
        parents=[common],
        help="realistic synthetic logs with labelled incidents",
        description=(
            "Write DAYS of synthetic tool calls ending at END into DIR (a file per UTC day, "
            "or one file), plus incidents.json: the labelled incidents and the baseline "
            "they depart from. Same arguments, same bytes."
        ),
    )
    p.add_argument("--out", metavar="DIR", default="toolwatch-out/sim", help="output folder (default %(default)s)")
    p.add_argument("--days", type=float, default=14, help="length of the range in days (default %(default)s)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default %(default)s)")
    p.add_argument("--end", metavar="TIME", help="end of the range, e.g. 2026-11-30T00:00Z (default: this hour)")
    p.add_argument("--scale", type=float, default=1.0, help="volume: 1.0 = about 100,000 calls a day (default %(default)s)")
    p.add_argument("--events", type=int, metavar="N", help="exact number of events (overrides --scale)")
    p.add_argument("--format", dest="fmt", choices=["jsonl", "jsonl.gz", "parquet"], default="jsonl")
    p.add_argument("--split", choices=["day", "none"], default="day", help="a file per UTC day or one file")
    p.add_argument("--dirty", type=float, default=0.0, metavar="FRACTION",
                   help="insert malformed lines after this fraction of lines (JSONL only), for rejects")
    p.add_argument("--varied", action="store_true",
                   help="give every error its own paths, commands and URLs, as diverse as real logs "
                        "(tens of thousands of distinct messages per 2 M events)")
    p.add_argument("--reword", type=int, nargs="?", const=0, default=None, metavar="SEED",
                   help="write every expected-class message in another harness's words, chosen by SEED "
                        "(default 0); bugs, events and ground truth stay as without it")
    p.add_argument("--reword-split", choices=["tuned", "blind", "all"], default="tuned",
                   help="which phrasings --reword draws from (default %(default)s; blind is held out "
                        "for the final figure, see docs/simulate.md)")
    p.set_defaults(handler=run_simulate)


def run_simulate(args: argparse.Namespace) -> int:
    import time

    from toolwatch.flows.cli.output import console, print_json
    from toolwatch.flows.sim import simulate

    began = time.perf_counter()
    result = simulate(
        args.out, days=args.days, seed=args.seed, end=args.end, scale=args.scale,
        events=args.events, fmt=args.fmt, split=args.split, dirty=args.dirty, varied=args.varied,
        reword=args.reword, reword_split=args.reword_split,
    )
    elapsed = time.perf_counter() - began
    if getattr(args, "json", False):
        print_json({**result.to_dict(), "seconds": round(elapsed, 2)})
        return 0
    out = console()
    out.print(f"simulated {result.events:,} events from {result.start} to {result.end} "
              f"in {elapsed:.1f} s")
    for path in result.paths:
        out.print(f"  {path}  {result.events_per_file[path.name]:>10,} events")
    if result.dirty_lines:
        out.print(f"  with {result.dirty_lines:,} malformed lines spliced in (for rejects)")
    if result.rewording is not None:
        out.print(f"  expected-class messages reworded (seed {result.rewording['seed']}, "
                  f"{result.rewording['split']} phrasings, {len(result.rewording['templates'])} templates)")
    if result.other_files:
        out.print(f"  [yellow]note:[/yellow] {len(result.other_files)} other tool_calls file(s) in {args.out} "
                  "are from an earlier run; ingesting the folder would read them too")
    alerting = sum(1 for i in result.incidents if i["should_alert"])
    out.print(f"ground truth: {result.ground_truth_path}  "
              f"({len(result.incidents)} incidents, {alerting} should alert)")
    for i in result.incidents:
        where = f"{i['tool'] or '*'} / {i['model'] or 'all models'}"
        if i["kind"] == "trap_surge":
            what = f"calls x{i['traffic_multiplier']:g}"
        elif i["kind"] == "trap_new_model":
            what = "new model"
        elif i["kind"] == "unknown_burst":
            what = f"unknown rate {i['multiplier']:g}"
        else:
            what = f"{i['error_class']} x{i['multiplier']:g}"
        mark = "alert" if i["should_alert"] else "no alert"
        out.print(f"  {i['id']}  {i['start'][5:16]} → {i['end'][5:16]}  {i['kind']:<22} "
                  f"{where:<44} {what:<28} {mark}")
    return 0
