"""How fast ``toolwatch simulate`` writes N events, per format, and what the DuckDB writer buys.

Each format runs in its own process so peak RSS is that run's alone. The last
line compares DuckDB's ``COPY ... (FORMAT json)`` with the obvious alternative,
a per-event ``json.dumps`` loop over the same rows.

    .venv/bin/python bench/simulate.py            # 5,000,000 events
    .venv/bin/python bench/simulate.py --events 1000000 --split day
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time

CHILD = """
import json, resource, sys, time
from toolwatch.flows.sim import simulate
out, events, fmt, split = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
began = time.perf_counter()
result = simulate(out, days=14, seed=1, end="2026-11-30T00:00Z", events=events, fmt=fmt, split=split)
seconds = time.perf_counter() - began
size = sum(p.stat().st_size for p in result.paths)
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"seconds": seconds, "bytes": size, "rss_mb": rss, "events": result.events}))
"""


def run_format(events: int, fmt: str, split: str) -> dict:
    with tempfile.TemporaryDirectory() as out:
        done = subprocess.run([sys.executable, "-c", CHILD, out, str(events), fmt, split],
                              check=True, capture_output=True, text=True)
        return json.loads(done.stdout.strip().splitlines()[-1])


def json_dumps_rate(rows: int = 200_000) -> tuple[float, float]:
    """Lines per second: DuckDB COPY vs a json.dumps loop, over the same day of events."""
    import duckdb
    import numpy as np
    import pyarrow as pa

    from toolwatch.flows.sim import generate, messages
    from toolwatch.flows.sim.write import statements

    plan = generate.make_plan(1_764_028_800, 1_764_115_200, 1, 1.0, rows)
    rng = np.random.default_rng(0)
    vocab = messages.Vocabulary(rng)
    pools = [vocab.args_pool(t.name, rng, generate.POOL) for t in generate.TOOLS]
    table = generate.day_events(plan, 0, 0, vocab, pools)
    con = duckdb.connect()
    con.execute("SET threads = 1")
    con.register("sim_batch", pa.RecordBatchReader.from_batches(table.schema, table.to_batches()))
    con.execute(statements()["events_view"])
    formatted = con.execute("SELECT * EXCLUDE (args), args::VARCHAR AS args FROM sim_events").to_arrow_table()
    with tempfile.TemporaryDirectory() as out:
        began = time.perf_counter()
        con.register("sim_batch", pa.RecordBatchReader.from_batches(table.schema, table.to_batches()))
        con.execute(statements()["copy_jsonl"], {"path": f"{out}/a.jsonl"})
        duck = table.num_rows / (time.perf_counter() - began)
        began = time.perf_counter()
        with open(f"{out}/b.jsonl", "w") as f:
            for row in formatted.to_pylist():
                row["args"] = json.loads(row["args"])
                f.write(json.dumps(row) + "\n")
        loop = table.num_rows / (time.perf_counter() - began)
    return duck, loop


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=5_000_000)
    parser.add_argument("--split", choices=["day", "none"], default="none")
    args = parser.parse_args()
    print(f"simulate {args.events:,} events over 14 days, split={args.split}")
    print(f"{'format':<10}{'seconds':>10}{'events/s':>14}{'MB written':>12}{'peak RSS MB':>13}")
    for fmt in ("jsonl", "jsonl.gz", "parquet"):
        r = run_format(args.events, fmt, args.split)
        print(f"{fmt:<10}{r['seconds']:>10.1f}{r['events'] / r['seconds']:>14,.0f}"
              f"{r['bytes'] / 1e6:>12,.0f}{r['rss_mb']:>13,.0f}")
    duck, loop = json_dumps_rate()
    print(f"JSON lines/s, one day of 200,000 events: DuckDB COPY {duck:,.0f}  vs  json.dumps loop {loop:,.0f}"
          f"  ({duck / loop:.1f}x)")


if __name__ == "__main__":
    main()
