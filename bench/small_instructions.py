"""Instructions of one small ingest, the whole command, counted by valgrind: a figure the load does not move.

On this shared 2-core machine the wall and CPU times of `bench/ingest.py --small-only` swing by
±0.05 s a run with the other helpers' jobs, more than a change of a few milliseconds. Valgrind's
callgrind counts the instructions the process executes (``Collected``: user space, every thread,
the interpreter's start included), which repeat within ~0.1 % whatever else runs. Runs
``python -m toolwatch ingest --json`` of the small file (bench/ingest.py's, or ``--file``) into an
existing warehouse (holding its 100 seed lines, loaded untimed) or a new one (``--new``), for
this checkout and, with ``--before DIR``, another, alternating; ~15 s a run.

    .venv/bin/python bench/small_instructions.py [--before DIR] [--runs 3] [--new] [--file F]
                                                 [--seed F] [--workdir /tmp/parquet5m-bench --events 1800000 --varied]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

from ingest import ROOT, small_env, small_files  # bench/ingest.py

_COLLECTED = re.compile(r"Collected : (\d+)")


def instructions(root: Path, path: Path, db: Path, seed: Path | None) -> int:
    """Callgrind's instruction count of one ``toolwatch ingest`` of ``path`` into ``db`` (new, or
    holding ``seed`` first)."""
    for stale in (db, db.with_name(db.name + ".wal")):
        stale.unlink(missing_ok=True)
    env = small_env(root, bytecode=True)
    cmd = [sys.executable, "-m", "toolwatch", "ingest", "--db", str(db), "--json"]
    if seed is not None:
        subprocess.run([*cmd, str(seed)], check=True, capture_output=True, cwd=db.parent, env=env)
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd, str(path)],
                            capture_output=True, text=True, cwd=db.parent, env=env)
    found = _COLLECTED.search(result.stderr)
    if result.returncode or not found:
        raise SystemExit(f"{root}: valgrind run failed: {result.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", type=Path, help="another checkout counted alongside")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--new", action="store_true", help="into a new warehouse (default: an existing one)")
    parser.add_argument("--file", type=Path, help="the file to ingest (default: bench/ingest.py's small file)")
    parser.add_argument("--seed", type=Path, help="what the existing warehouse holds first (default: bench/ingest.py's "
                                                  "100 seed lines; a file of the same messages measures their labels kept)")
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/toolwatch-bench"))
    parser.add_argument("--events", type=int, default=1_800_000)
    parser.add_argument("--varied", action="store_true")
    args = parser.parse_args()
    small, seed = small_files(args.workdir, args.events, args.varied)
    path = args.file or small
    seed = args.seed or seed
    roots = {"after": ROOT} | ({"before": args.before.resolve()} if args.before else {})
    db = args.workdir / f"small-instructions-{os.getpid()}.duckdb"
    # Uncounted: writes the bytecode an installed package ships with, for both paths (a new
    # warehouse, then an existing one: each imports modules the other does not), else the
    # first counted runs compile it (+0.2 G instructions seen on a fresh checkout).
    for root in roots.values():
        for stale in (db, db.with_name(db.name + ".wal")):
            stale.unlink(missing_ok=True)
        for file in (seed, path):
            subprocess.run([sys.executable, "-m", "toolwatch", "ingest", "--db", str(db), "--json", str(file)],
                           check=True, capture_output=True, cwd=db.parent, env=small_env(root, bytecode=True))
    counts: dict[str, list[int]] = {name: [] for name in roots}
    for i in range(args.runs):
        for name, root in (roots.items() if i % 2 == 0 else reversed(roots.items())):
            counts[name].append(instructions(root, path, db, None if args.new else seed))
    for stale in (db, db.with_name(db.name + ".wal")):
        stale.unlink(missing_ok=True)
    print(f"`toolwatch ingest --json` of {path.name} into {'a new' if args.new else 'an existing'} warehouse, "
          f"instructions (callgrind), {args.runs} runs each, alternating")
    for name, values in counts.items():
        print(f"  {name:6}  median {statistics.median(values):,.0f}   (runs: {', '.join(f'{v:,}' for v in values)})")
    if "before" in counts:
        before, after = statistics.median(counts["before"]), statistics.median(counts["after"])
        print(f"  after - before: {after - before:+,.0f} ({(after - before) / before:+.1%})")


if __name__ == "__main__":
    main()
