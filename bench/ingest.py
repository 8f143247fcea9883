"""Ingest speed and memory: toolwatch vs the bare DuckDB load of the same file, in one run.

    .venv/bin/python bench/ingest.py [--events 5000000] [--workdir /tmp/toolwatch-bench]

For JSONL and Parquet, prints side by side:
  * bare     CREATE TABLE t AS SELECT * FROM read_json(…) / read_parquet(…) into a fresh file:
             the floor for any loader (no validation, no dedupe, no rollups);
  * toolwatch  `toolwatch ingest` into a fresh warehouse: validation, per-line accounting,
             dedupe, classification, rollups and fingerprints included;
  * toolwatch, null rules: the same with a classifier that puts every error in `unknown`
             without looking at it, so the difference is what classification costs.
Each measurement runs in its own process, so peak RSS is that run's own.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# With TW_BENCH_S3_ENDPOINT set (bench/object_store.py), sources may be s3:// URLs on that server.
S3_STORE = """
import os
from toolwatch.warehouse.remote import ObjectStore
endpoint = os.environ.get("TW_BENCH_S3_ENDPOINT")
store = ObjectStore(endpoint=endpoint, url_style="path", use_ssl=False, key_id="bench",
                    secret="bench") if endpoint else None
"""

# Peak memory is VmHWM (toolwatch.warehouse.partitions.peak_rss_bytes), not ru_maxrss: Linux carries
# ru_maxrss across exec, so a child would report the parent's peak from generating the data.
BARE = S3_STORE + """
import duckdb, json, sys, time
from toolwatch.warehouse.partitions import peak_rss_bytes
from toolwatch.warehouse.remote import enable
fmt, src, db = sys.argv[1:4]
con = duckdb.connect(db)
con.execute("SET enable_progress_bar = false")
if store:
    enable(con, store)
t = time.perf_counter()
reader = "read_json" if fmt == "jsonl" else "read_parquet"
con.execute(f"CREATE TABLE t AS SELECT * FROM {reader}($src)", {"src": src})
rows = con.execute("SELECT count(*) FROM t").fetchone()[0]
con.close()
print(json.dumps({"seconds": time.perf_counter() - t, "rows": rows, "rss_mb": peak_rss_bytes() / 2**20}))
"""

# Sources are comma-separated, loaded in turn into one warehouse; the figures are
# the first load's, with every load under "runs".
TOOLWATCH = S3_STORE + """
import json, sys, time
from toolwatch import warehouse
from toolwatch.flows.wiring import build_classifier
from toolwatch.warehouse.partitions import peak_rss_bytes
from toolwatch.flows.settings import load_settings
from toolwatch.warehouse.ingest import ingest_paths

class NullClassifier:
    # Every error is `unknown`, nothing is matched: the cost of ingest without the rules.
    ruleset_version = "null"
    params = {}
    def select_sql(self, source):
        return ("SELECT *, 'unknown' AS error_class, 'unclassified' AS reason, NULL AS rule_id, "
                "'' AS template, '0000000000000000' AS fingerprint FROM " + source)

mode, srcs, db = sys.argv[1], sys.argv[2].split(","), sys.argv[3]
classifier = NullClassifier() if mode == "null" else build_classifier(load_settings(environ={}))
runs = []
with warehouse.connect(db, memory_limit="1GB") as wh:
    for src in srcs:
        t = time.perf_counter()
        report = ingest_paths(wh, [src], classifier=classifier, object_store=store)
        runs.append({"seconds": time.perf_counter() - t, "rows": report.accepted, "lines": report.lines_read,
                     "skipped": report.skipped_files})
print(json.dumps({**runs[0], "runs": runs, "rss_mb": peak_rss_bytes() / 2**20}))
"""


def measure(script: str, *args: str) -> dict:
    for suffix in ("", ".wal"):
        Path(args[-1] + suffix).unlink(missing_ok=True)
    result = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    if result.returncode:
        raise SystemExit(f"benchmark step failed: {result.stderr[-2000:]}")
    for suffix in ("", ".wal"):
        Path(args[-1] + suffix).unlink(missing_ok=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def generate(workdir: Path, events: int) -> dict[str, Path]:
    from toolwatch.flows.sim import simulate

    files = {}
    for fmt in ("jsonl", "parquet"):
        out = workdir / f"events-{events}-{fmt}"
        existing = sorted(out.glob(f"*.{fmt}"))
        if not existing:
            shutil.rmtree(out, ignore_errors=True)
            t = time.perf_counter()
            simulate(out, days=14, seed=1, end="2026-11-30T00:00:00Z", events=events, fmt=fmt, split="none")
            print(f"  generated {events:,} events as {fmt} in {time.perf_counter() - t:.1f} s", file=sys.stderr)
            existing = sorted(out.glob(f"*.{fmt}"))
        files[fmt] = existing[0]
    return files


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=5_000_000)
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/toolwatch-bench"))
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(ROOT))
    print(f"generating {args.events:,} events (cached in {args.workdir}) …", file=sys.stderr)
    files = generate(args.workdir, args.events)
    db = str(args.workdir / "bench.duckdb")
    rows = []
    for fmt, path in files.items():
        size_mb = path.stat().st_size / 1e6
        print(f"measuring {fmt} ({size_mb:,.0f} MB) …", file=sys.stderr)
        bare = measure(BARE, fmt, str(path), db)
        null = measure(TOOLWATCH, "null", str(path), db)
        full = measure(TOOLWATCH, "rules", str(path), db)
        rows.append((fmt, size_mb, bare, null, full))
    print(f"\n{args.events:,} events, {os.cpu_count()} cores")
    header = f"{'format':8} {'MB':>6} | {'bare load':>16} | {'toolwatch, null rules':>22} | {'toolwatch ingest':>22} | {'vs bare':>7} | {'rules cost':>10}"
    print(header)
    print("-" * len(header))
    for fmt, size_mb, bare, null, full in rows:
        def cell(m: dict) -> str:
            return f"{m['seconds']:6.1f} s {m['rows'] / m['seconds'] / 1e6:4.2f} M/s"
        print(f"{fmt:8} {size_mb:6.0f} | {cell(bare):>16} | {cell(null):>22} | {cell(full):>22} | "
              f"{full['seconds'] / bare['seconds']:6.2f}x | {100 * (full['seconds'] / null['seconds'] - 1):+9.0f}%")
    print("\npeak RSS (MB)")
    for fmt, _, bare, null, full in rows:
        print(f"{fmt:8} bare {bare['rss_mb']:7.0f} | toolwatch {full['rss_mb']:7.0f} | null rules {null['rss_mb']:7.0f}")
    for fmt, _, bare, _, full in rows:
        assert full["lines"] == bare["rows"], f"{fmt}: toolwatch read {full['lines']} lines, bare {bare['rows']}"


if __name__ == "__main__":
    main()
