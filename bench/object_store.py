"""Ingest from an object store: toolwatch vs the bare DuckDB load of the same s3:// object, in one run.

    .venv/bin/python bench/object_store.py [--events 1000000] [--workdir /tmp/toolwatch-bench]

The store is moto's S3 server on loopback (a Python process: its throughput,
not the network's, bounds every s3:// figure here). For JSONL and Parquet,
prints side by side:
  * bare s3      CREATE TABLE t AS SELECT * FROM read_json / read_parquet('s3://…') through httpfs;
  * toolwatch s3 `ingest_paths` of the s3:// URL into a fresh warehouse (everything ingest does);
  * toolwatch local  the same file from local disk, for what the store adds;
  * re-run       ingest of the prefix again: every object known from the listing, nothing read.
Each measurement runs in its own process (peak RSS is that run's own).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tests")]

from ingest import BARE, TOOLWATCH, generate, measure  # noqa: E402  (bench/ingest.py)

ENDPOINT_ENV = "TW_BENCH_S3_ENDPOINT"  # read by the scripts of bench/ingest.py


def main() -> None:
    import s3_server  # tests/s3_server.py: moto's server on a free port

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/toolwatch-bench"))
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    print(f"generating {args.events:,} events (cached in {args.workdir}) …", file=sys.stderr)
    files = generate(args.workdir, args.events, varied=False)
    files.pop("small")
    server = s3_server.start()
    os.environ[ENDPOINT_ENV] = server.endpoint
    db = str(args.workdir / "bench-s3.duckdb")
    rows = []
    try:
        client = server.client()
        client.create_bucket(Bucket="bench")
        for fmt, path in files.items():
            t = time.perf_counter()
            client.upload_file(str(path), "bench", f"{fmt}/{path.name}")
            print(f"uploaded {path.name} ({path.stat().st_size / 1e6:,.0f} MB) in {time.perf_counter() - t:.1f} s",
                  file=sys.stderr)
            url, prefix = f"s3://bench/{fmt}/{path.name}", f"s3://bench/{fmt}/"
            print(f"measuring {fmt} …", file=sys.stderr)
            bare = measure(BARE, fmt, url, db)
            remote = measure(TOOLWATCH, f"{url},{prefix}", db)
            local = measure(TOOLWATCH, str(path), db)
            rows.append((fmt, path.stat().st_size / 1e6, bare, remote, local))
    finally:
        server.process.terminate()
        server.process.wait(timeout=10)

    print(f"\n{args.events:,} events, {os.cpu_count()} cores, S3 = moto server on loopback")
    header = (f"{'format':8} {'MB':>6} | {'bare s3':>16} | {'toolwatch s3':>16} | {'vs bare':>7} | "
              f"{'toolwatch local':>16} | {'re-run (listing)':>16} | peak RSS bare / s3 / local")
    print(header)
    print("-" * len(header))
    for fmt, size_mb, bare, remote, local in rows:
        def cell(m: dict) -> str:
            return f"{m['seconds']:6.1f} s {m['rows'] / m['seconds'] / 1e6:4.2f} M/s"
        rerun = remote["runs"][1]
        print(f"{fmt:8} {size_mb:6.0f} | {cell(bare):>16} | {cell(remote):>16} | "
              f"{remote['seconds'] / bare['seconds']:6.2f}x | {cell(local):>16} | "
              f"{rerun['seconds']:9.2f} s, {rerun['skipped']} skipped | "
              f"{bare['rss_mb']:.0f} / {remote['rss_mb']:.0f} / {local['rss_mb']:.0f} MB")
    for fmt, _, bare, remote, local in rows:
        assert remote["lines"] == bare["rows"] == local["lines"], f"{fmt}: lines differ"
        assert remote["runs"][1]["lines"] == 0, f"{fmt}: the re-run read something"


if __name__ == "__main__":
    main()
