"""Several checkouts' small ingest, interleaved run by run: wall and CPU medians and paired differences.

`bench/ingest.py --small-only --before DIR` compares two checkouts beside the bare load; this
compares any number (``NAME=DIR``, e.g. main and one export per change), one case at a time, the
order reversed every other round so that none always runs first. The paired difference (each run
minus the first checkout's in the same round) is less moved by the machine's drift than the
medians are; on a shared machine both still swing by ±10-20 ms.

    .venv/bin/python bench/small_ab.py main=/tmp/main change=/tmp/change [--case existing|new]
                     [--repeat 21] [--file F] [--seed F] [--workdir /tmp/toolwatch-bench]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
from pathlib import Path

from ingest import load, measure_small, small_files  # bench/ingest.py


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("roots", nargs="+", metavar="NAME=DIR", help="checkouts, the first one the reference")
    parser.add_argument("--case", choices=("existing", "new"), default="existing",
                        help="into a warehouse holding --seed first, or a new one")
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--file", type=Path, help="the small file (default: bench/ingest.py's)")
    parser.add_argument("--seed", type=Path, help="what the existing warehouse holds first (default: bench/ingest.py's)")
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/toolwatch-bench"))
    parser.add_argument("--events", type=int, default=1_800_000)
    parser.add_argument("--varied", action="store_true")
    args = parser.parse_args()
    roots = {name: Path(path).resolve() for name, path in (spec.split("=", 1) for spec in args.roots)}
    default_file, default_seed = small_files(args.workdir, args.events, args.varied)
    path = args.file or default_file
    seed = None if args.case == "new" else (args.seed or default_seed)
    db = args.workdir / f"small-ab-{os.getpid()}.duckdb"
    for root in roots.values():  # untimed: writes the bytecode
        measure_small(path, db, root, seed)
    runs: dict[str, list[dict]] = {name: [] for name in roots}
    loads = [load()]
    for i in range(args.repeat):
        for name in (list(roots) if i % 2 == 0 else list(roots)[::-1]):
            runs[name].append(measure_small(path, db, roots[name], seed))
        loads.append(load())
    first = next(iter(roots))
    print(f"{args.case} warehouse, {path.name}, median of {args.repeat}; machine: {loads[0]} … {loads[-1]}")
    result = {}
    for name, rows in runs.items():
        wall = statistics.median(r["seconds"] for r in rows)
        cpu = statistics.median(r["cpu"] for r in rows)
        d_wall = statistics.median(r["seconds"] - f["seconds"] for r, f in zip(rows, runs[first], strict=True))
        d_cpu = statistics.median(r["cpu"] - f["cpu"] for r, f in zip(rows, runs[first], strict=True))
        result[name] = {"wall_s": round(wall, 3), "cpu_s": round(cpu, 3), "paired_wall_ms": round(d_wall * 1e3, 1),
                        "paired_cpu_ms": round(d_cpu * 1e3, 1)}
        print(f"  {name:12} wall {wall:.3f} s  CPU {cpu:.3f} s   paired vs {first}: wall {d_wall * 1e3:+.1f} ms, "
              f"CPU {d_cpu * 1e3:+.1f} ms")
    print(json.dumps({"case": args.case, "repeat": args.repeat, "results": result}))


if __name__ == "__main__":
    main()
