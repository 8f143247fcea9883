"""Partition-parallel ingest + rollup: one process vs Dask with 1 and 2 workers, side by side.

    .venv/bin/python bench/scale.py                  # 10 M events over 2 days (48 hourly partitions)
    .venv/bin/python bench/scale.py --events 1000000 # a quicker look

Generates a Hive-partitioned Parquet dataset (``date=…/hour=…``) with the
simulator into a temporary folder, then loads it three ways, each in a fresh
process so its peak memory is its own:

- ``single``: ``ingest_paths`` over the whole dataset into one warehouse;
- ``dask-1`` / ``dask-2``: the ``partitioned-ingest`` Prefect flow on a
  ``DaskTaskRunner`` LocalCluster of 1 or 2 worker processes.

Prints wall time (the flow runs include starting the Dask cluster, not the
Prefect API), events/s, peak RSS per process / per worker, and whether the
rollups and fingerprints of each Dask run equal the single-process ones.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchkit import peak_rss_bytes

TABLES = ("rollup_calls", "rollup_errors", "fingerprints")


def generate(root: Path, events: int, days: float) -> tuple[Path, float]:
    from toolwatch.flows.sim import simulate
    from toolwatch.warehouse.partitions import write_hive_dataset

    started = time.perf_counter()
    flat = root / "flat"
    sim = simulate(flat, days=days, seed=7, events=events, fmt="parquet", split="day",
                   end="2026-11-23T00:00Z")
    lake = root / "lake"
    write_hive_dataset([str(p) for p in sim.paths], lake)
    shutil.rmtree(flat)
    return lake, time.perf_counter() - started


def run_mode(mode: str, lake: str, db: str) -> dict:
    """One measurement, in this (fresh) process."""
    from toolwatch.flows.settings import load_settings

    settings = load_settings(db_path=db)
    if mode == "single":
        from toolwatch import warehouse
        from toolwatch.flows.steps import ingest_step

        with warehouse.connect(db, memory_limit=settings["warehouse.memory_limit"]) as wh:
            started = time.perf_counter()
            report = ingest_step(wh, [lake], settings)
            wall = time.perf_counter() - started
        peak = [peak_rss_bytes()]
        return {"mode": mode, "wall_s": wall, "accepted": report.accepted, "peak_rss_bytes": peak}
    from prefect.testing.utilities import prefect_test_harness

    from toolwatch.flows.prefect_flows.partitioned import run_partitioned_ingest

    workers = int(mode.split("-")[1])
    with prefect_test_harness(server_startup_timeout=300):
        started = time.perf_counter()
        report = run_partitioned_ingest(lake, settings, workers=workers)
        wall = time.perf_counter() - started
    return {"mode": mode, "wall_s": wall, "accepted": report["accepted"],
            "peak_rss_bytes": report["worker_peak_rss_bytes"]}


def identical(db_a: str, db_b: str) -> bool:
    import duckdb

    con = duckdb.connect()
    con.execute(f"ATTACH '{db_a}' AS a (READ_ONLY)")
    con.execute(f"ATTACH '{db_b}' AS b (READ_ONLY)")
    for table in TABLES:
        # sample_message is any earliest message; ties in ts may pick either.
        cols = "* EXCLUDE (sample_message)" if table == "fingerprints" else "*"
        diff = con.execute(
            f"SELECT count(*) FROM ((SELECT {cols} FROM a.{table} EXCEPT ALL SELECT {cols} FROM b.{table}) "
            f"UNION ALL (SELECT {cols} FROM b.{table} EXCEPT ALL SELECT {cols} FROM a.{table}))"
        ).fetchone()[0]
        if diff:
            return False
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=10_000_000)
    parser.add_argument("--days", type=float, default=2.0)
    parser.add_argument("--modes", default="single,dask-1,dask-2")
    parser.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (default: a temp dir, removed)")
    parser.add_argument("--mode", help=argparse.SUPPRESS)
    parser.add_argument("--lake", help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.mode:  # a child measuring one mode
        print(json.dumps(run_mode(args.mode, args.lake, args.db)))
        return 0

    root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="toolwatch-scale-"))
    root.mkdir(parents=True, exist_ok=True)
    try:
        lake, gen_s = generate(root, args.events, args.days)
        partitions = sum(1 for _ in lake.glob("date=*/hour=*"))
        size = sum(p.stat().st_size for p in lake.rglob("*.parquet"))
        print(f"dataset: {args.events:,} events, {partitions} partitions, {size / 1e6:.0f} MB Parquet "
              f"(generated in {gen_s:.0f} s); {os.cpu_count()} cores", flush=True)
        results = []
        for mode in args.modes.split(","):
            db = str(root / f"{mode}.duckdb")
            out = subprocess.run([sys.executable, __file__, "--mode", mode, "--lake", str(lake), "--db", db],
                                 capture_output=True, text=True, check=True)
            result = json.loads(out.stdout.strip().splitlines()[-1])
            result["db"] = db
            results.append(result)
            print(f"  {mode}: {result['wall_s']:.1f} s", flush=True)
        base = next((r for r in results if r["mode"] == "single"), None)
        print()
        print(f"{'mode':<8} {'wall s':>8} {'events/s':>10} {'speed-up':>9}  {'peak RSS per process/worker':<28} exact")
        for r in results:
            speed = f"{base['wall_s'] / r['wall_s']:.2f}x" if base else "-"
            peaks = ", ".join(f"{b / 2**20:.0f} MiB" for b in r["peak_rss_bytes"])
            exact = "ref" if r is base else ("yes" if base and identical(base["db"], r["db"]) else "NO")
            print(f"{r['mode']:<8} {r['wall_s']:>8.1f} {r['accepted'] / r['wall_s']:>10,.0f} {speed:>9}  {peaks:<28} {exact}")
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
