"""Two checkouts' ingest against the bare load, interleaved in one run: what a change gave, stage by stage.

    .venv/bin/python bench/ingest_ab.py BEFORE_DIR AFTER_DIR [--events 1800000] [--repeat 3]
    # e.g. BEFORE_DIR from: git worktree add /tmp/tw-before main

Uses the data `bench/ingest.py --varied --events N` caches in --workdir (run it first), and
that script's bare and toolwatch loads; each load in a fresh process into a fresh file,
bare / before / after in turn, median of --repeat. CPU is the child's user + system time,
which a shared machine disturbs less than wall time.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ingest import BARE, TOOLWATCH  # noqa: E402  (bench/ingest.py)


def run(script: str, args: list[str], root: Path) -> dict:
    db = Path(args[-1])
    for path in (db, db.with_name(db.name + ".wal")):
        path.unlink(missing_ok=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, cwd=root,
                            env={**os.environ, "PYTHONPATH": str(root)})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    for path in (db, db.with_name(db.name + ".wal")):
        path.unlink(missing_ok=True)
    if result.returncode:
        raise SystemExit(f"{root}: {result.stderr[-3000:]}")
    out = json.loads(result.stdout.strip().splitlines()[-1])
    out["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--events", type=int, default=1_800_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/toolwatch-bench"))
    parser.add_argument("--formats", default="jsonl,parquet")
    args = parser.parse_args()
    files = {fmt: next((args.workdir / f"events-{args.events}-{fmt}-varied").glob(f"*.{fmt}"))
             for fmt in args.formats.split(",")}
    db = str(args.workdir / f"ab-{os.getpid()}.duckdb")
    roots = {"before": args.before.resolve(), "after": args.after.resolve()}
    runs: dict[str, dict[str, list[dict]]] = {fmt: {"bare": [], "before": [], "after": []} for fmt in files}
    loads = [os.getloadavg()[0]]
    for i in range(args.repeat):
        for fmt, path in files.items():
            runs[fmt]["bare"].append(run(BARE, [fmt, str(path), db], roots["after"]))
            for name, root in roots.items():
                runs[fmt][name].append(run(TOOLWATCH, [str(path), db], root))
            loads.append(os.getloadavg()[0])
            print(f"run {i + 1}/{args.repeat} {fmt}: "
                  + ", ".join(f"{k} {v[-1]['seconds']:.1f} s ({v[-1]['cpu']:.1f} CPU)" for k, v in runs[fmt].items()),
                  file=sys.stderr)
            # Every run in full as it ends: a run cut short on a busy machine still has its figures.
            print(json.dumps({"run": i + 1, "format": fmt, "load": loads[-1],
                              **{k: v[-1] for k, v in runs[fmt].items()}}), file=sys.stderr, flush=True)
    print(f"{args.events:,} events, median of {args.repeat}, interleaved; 1-minute load average: "
          + ", ".join(f"{x:.1f}" for x in loads))
    print(f"{'format':8} | {'bare s (CPU)':>14} | {'before s (CPU)':>15} {'vs bare':>7} | "
          f"{'after s (CPU)':>14} {'vs bare':>7} | peak RSS MB bare / before / after")
    for fmt in files:
        m = {k: {key: statistics.median(r[key] for r in v) for key in ("seconds", "cpu", "rss_mb")}
             for k, v in runs[fmt].items()}
        bare = m["bare"]["seconds"]
        print(f"{fmt:8} | {bare:6.1f} ({m['bare']['cpu']:5.1f}) | "
              f"{m['before']['seconds']:6.1f} ({m['before']['cpu']:5.1f}) {m['before']['seconds'] / bare:6.2f}x | "
              f"{m['after']['seconds']:6.1f} ({m['after']['cpu']:5.1f}) {m['after']['seconds'] / bare:6.2f}x | "
              f"{m['bare']['rss_mb']:.0f} / {m['before']['rss_mb']:.0f} / {m['after']['rss_mb']:.0f}")
        stages = list(dict.fromkeys(s for k in roots for r in runs[fmt][k] for s in r["stages"]))
        for stage in stages:
            cells = [statistics.median(r["stages"].get(stage, 0.0) for r in runs[fmt][k]) for k in roots]
            cpu = [statistics.median(r.get("stage_cpu", {}).get(stage, 0.0) for r in runs[fmt][k]) for k in roots]
            print(f"    {stage:24} {cells[0]:7.2f} s → {cells[1]:7.2f} s    CPU {cpu[0]:7.2f} s → {cpu[1]:7.2f} s")


if __name__ == "__main__":
    main()
