"""SQL classification throughput: the compiled rules vs a bare DuckDB scan of the same rows.

    .venv/bin/python bench/classify_speed.py [--rows 250000] [--repeat 3]

The rows are the corpus messages with varied paths, numbers and ids (so
templates collapse but the strings differ). Two workloads:
  * varied     every row varied independently: ~57% of rows are distinct messages (worst case);
  * repeating  rows drawn from a pool of one varied message per 4 rows, like the
               foundation benchmark's simulator data (41,558 errors, 9,981 distinct messages).
Prints, side by side, best-of-N seconds and rows/s for:
  * bare      CREATE TABLE out AS SELECT * FROM staging (the floor: one copy of the rows);
  * rules     CREATE TABLE out AS <compiled classifier over staging> (match + template + fingerprint);
  * python    classify_one over a 20k-row sample, scaled (the explain path, for comparison).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import duckdb  # noqa: E402
from benchkit import best_of  # noqa: E402

from toolwatch.detectors.classify import classify_one, compile_classifier  # noqa: E402
from toolwatch.detectors.rules import load_ruleset  # noqa: E402


def _vary(message: str, rng: random.Random) -> str:
    """The same bug with other paths, numbers and ids."""
    out = message.replace("/home/dev/app", f"/home/u{rng.randrange(1000)}/repo{rng.randrange(50)}")
    out = out.replace("/Users/", f"/Users/x{rng.randrange(500)}/")
    for digit in "0123456789":
        if rng.random() < 0.3:
            out = out.replace(digit, str(rng.randrange(10)), 1)
    return out + ("" if rng.random() < 0.5 else f" (call {rng.getrandbits(48):x})")


def staging_rows(n: int, seed: int = 7, pool: int | None = None) -> list[tuple]:
    """``n`` error rows; with ``pool``, drawn from that many varied messages instead of all fresh."""
    corpus = [json.loads(line) for line in (ROOT / "tests/data/error_corpus.jsonl").read_text().splitlines()]
    rng = random.Random(seed)
    fresh = [
        (case["tool"], case["status"], case["error_type"], _vary(case["error_message"] or "", rng))
        for case in (corpus[i % len(corpus)] for i in range(pool or n))
    ]
    if pool is None:
        return [(i, *row) for i, row in enumerate(fresh)]
    return [(i, *fresh[rng.randrange(pool)]) for i in range(n)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=250_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    ruleset = load_ruleset()
    classifier = compile_classifier(ruleset)
    con = duckdb.connect()
    con.execute("SET enable_progress_bar = false")
    threads = con.execute("SELECT current_setting('threads')").fetchone()[0]
    print(f"{args.rows:,} error rows, {len(ruleset)} rules (ruleset {ruleset.version}); DuckDB {duckdb.__version__}, threads {threads}")
    print(f"{'workload':10} {'':30} {'seconds':>9} {'rows/s':>12} {'vs bare':>9}   distinct msgs -> fingerprints")
    for workload, pool in (("varied", None), ("repeating", args.rows // 4)):
        rows = staging_rows(args.rows, pool=pool)
        load(con, rows)

        def bare():
            con.execute("CREATE OR REPLACE TEMP TABLE out AS SELECT * FROM staging")

        def rules():
            con.execute("CREATE OR REPLACE TEMP TABLE out AS " + classifier.select_sql("staging"), classifier.params)

        sample = rows[:20_000]

        def python(sample=sample):
            for _, tool, status, error_type, message in sample:
                classify_one(ruleset, tool=tool, status=status, error_type=error_type, error_message=message)

        base = best_of(args.repeat, bare)
        timed = {"bare scan": base, "rules": best_of(args.repeat, rules)}
        if workload == "varied":
            timed["python classify_one (scaled)"] = best_of(1, python) * len(rows) / len(sample)
        msgs, fps = con.execute("SELECT count(DISTINCT error_message), count(DISTINCT fingerprint) FROM out").fetchone()
        for name, seconds in timed.items():
            extra = f"   {msgs:,} -> {fps:,}" if name == "rules" else ""
            print(f"{workload:10} {name:30} {seconds:9.3f} {args.rows / seconds:12,.0f} {seconds / base:8.1f}x{extra}")


def load(con, rows: list[tuple]) -> None:
    import pyarrow as pa

    columns = ["line_no", "tool", "status", "error_type", "error_message"]
    arrow_rows = pa.table({name: [r[i] for r in rows] for i, name in enumerate(columns)})
    con.register("arrow_rows", arrow_rows)
    con.execute("CREATE OR REPLACE TABLE staging AS SELECT * FROM arrow_rows")
    con.unregister("arrow_rows")


if __name__ == "__main__":
    main()
