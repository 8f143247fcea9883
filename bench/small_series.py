"""Small ingests in a row: the steady state of the hourly / per-hook file, log checkpoints included.

`bench/ingest.py --small-only` times one small ingest into a fresh warehouse. A warehouse that
receives one small file after another also pays, now and then, the checkpoint of its
write-ahead log (``warehouse.db.WAL_CHECKPOINT_BYTES``), and at every open the replay of the log
left so far. This runs ``--runs`` ingests of the same 1,000-line file (its call ids renamed
per run, so every line is new) into one warehouse, each a fresh
``python -m toolwatch ingest --json``, for this checkout and, with ``--before DIR``, another
(``git archive main | tar -x -C DIR``) interleaved run by run; prints each child's CPU and
the mean, median and worst. Children run with ``PYTHONDONTWRITEBYTECODE`` removed after an
untimed warm-up (as bench/ingest.py does).

    .venv/bin/python bench/small_series.py --file SMALL.jsonl [--runs 12] [--before DIR] [--workdir DIR]

``SMALL.jsonl`` is e.g. the ``small-1000.jsonl`` that ``bench/ingest.py --small-only`` writes.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(root: Path, db: Path, path: Path) -> tuple[float, float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOOLWATCH_")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = str(root)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "toolwatch", "ingest", "--db", str(db), "--json", str(path)],
                   check=True, capture_output=True, cwd=db.parent, env=env)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--file", type=Path, required=True, help="the small JSONL file (lines with call_id)")
    parser.add_argument("--runs", type=int, default=12)
    parser.add_argument("--before", type=Path, help="another checkout measured alongside")
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/toolwatch-bench/series"))
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    roots = {"after": ROOT} | ({"before": args.before.resolve()} if args.before else {})
    lines = args.file.read_text().splitlines(keepends=True)
    dbs = {name: args.workdir / f"series-{name}-{os.getpid()}.duckdb" for name in roots}
    for root in roots.values():  # untimed: writes the bytecode
        warm = args.workdir / f"warm-{os.getpid()}.duckdb"
        _run(root, warm, args.file)
        for stale in (warm, Path(f"{warm}.wal")):
            stale.unlink(missing_ok=True)
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in roots}
    loads = [os.getloadavg()[0]]
    for i in range(args.runs):
        path = args.workdir / f"series-{os.getpid()}-{i}.jsonl"
        # Every call id new: each run stores 1,000 new rows, as the next hour's file would.
        path.write_text("".join(line.replace('"call_id":"', f'"call_id":"r{i}-', 1) for line in lines))
        for name, root in roots.items():
            runs[name].append(_run(root, dbs[name], path))
        path.unlink()
        loads.append(os.getloadavg()[0])
    print(f"{args.runs} ingests of {len(lines):,} lines in a row into one warehouse, each a fresh process; "
          f"load average (1 min) {min(loads):.1f}-{max(loads):.1f}")
    result = {}
    for name, rows in runs.items():
        cpu = [c for c, _ in rows]
        wall = [w for _, w in rows]
        result[name] = {"cpu_mean_s": round(statistics.mean(cpu), 3), "cpu_median_s": round(statistics.median(cpu), 3),
                        "cpu_max_s": round(max(cpu), 3), "wall_median_s": round(statistics.median(wall), 3)}
        print(f"  {name:6}  CPU mean {statistics.mean(cpu):.2f} s, median {statistics.median(cpu):.2f}, "
              f"worst {max(cpu):.2f}; wall median {statistics.median(wall):.2f} s   (CPU runs: "
              + ", ".join(f"{c:.2f}" for c in cpu) + ")")
        for stale in (dbs[name], Path(f"{dbs[name]}.wal")):
            stale.unlink(missing_ok=True)
    print(json.dumps({"runs": args.runs, "results": result}))


if __name__ == "__main__":
    main()
