"""SQL classification throughput: the compiled rules vs a bare DuckDB scan of the same rows.

    .venv/bin/python bench/classify_speed.py [--rows 250000] [--repeat 3]

The rows are the corpus messages repeated with varied paths, numbers and ids
(so templates collapse but the strings differ, as in production). Prints, side
by side, best-of-N seconds and rows/s for:
  * bare      CREATE TABLE out AS SELECT * FROM staging (the floor: one copy of the rows);
  * rules     CREATE TABLE out AS <compiled classifier over staging> (match + template + fingerprint);
  * match     only the CASE over the rules (no normalisation), to show where the time goes;
  * python    classify_one over a 20k-row sample, scaled (the explain path, for comparison).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import duckdb  # noqa: E402

from detectors.classify import classify_one, compile_classifier  # noqa: E402
from detectors.rules import load_ruleset  # noqa: E402


def _vary(message: str, rng: random.Random) -> str:
    """The same bug with other paths, numbers and ids."""
    out = message.replace("/home/dev/app", f"/home/u{rng.randrange(1000)}/repo{rng.randrange(50)}")
    out = out.replace("/Users/", f"/Users/x{rng.randrange(500)}/")
    for digit in "0123456789":
        if rng.random() < 0.3:
            out = out.replace(digit, str(rng.randrange(10)), 1)
    return out + ("" if rng.random() < 0.5 else f" (call {rng.getrandbits(48):x})")


def staging_rows(n: int, seed: int = 7) -> list[tuple]:
    corpus = [json.loads(line) for line in (ROOT / "tests/data/error_corpus.jsonl").read_text().splitlines()]
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        case = corpus[i % len(corpus)]
        rows.append((i, case["tool"], case["status"], case["error_type"], _vary(case["error_message"] or "", rng)))
    return rows


def best_of(repeat: int, fn) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=250_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    ruleset = load_ruleset()
    classifier = compile_classifier(ruleset)
    rows = staging_rows(args.rows)
    con = duckdb.connect()
    con.execute("SET enable_progress_bar = false")
    con.execute("CREATE TABLE staging (line_no BIGINT, tool VARCHAR, status VARCHAR, error_type VARCHAR, error_message VARCHAR)")
    import pyarrow as pa

    columns = ["line_no", "tool", "status", "error_type", "error_message"]
    arrow_rows = pa.table({name: [r[i] for r in rows] for i, name in enumerate(columns)})
    con.register("arrow_rows", arrow_rows)
    con.execute("INSERT INTO staging SELECT * FROM arrow_rows")

    def bare():
        con.execute("CREATE OR REPLACE TEMP TABLE out AS SELECT * FROM staging")

    def rules():
        con.execute("CREATE OR REPLACE TEMP TABLE out AS " + classifier.select_sql("staging"), classifier.params)

    def match_only():
        con.execute(f"CREATE OR REPLACE TEMP TABLE out AS SELECT src.*, {classifier.case_sql} AS rule_no FROM staging AS src")

    sample = rows[:20_000]

    def python():
        for _, tool, status, error_type, message in sample:
            classify_one(ruleset, tool=tool, status=status, error_type=error_type, error_message=message)

    results = {
        "bare scan": best_of(args.repeat, bare),
        "rules (match+template+fingerprint)": best_of(args.repeat, rules),
        "rules, match only": best_of(args.repeat, match_only),
        "python classify_one (scaled)": best_of(1, python) * len(rows) / len(sample),
    }
    rules()
    threads = con.execute("SELECT current_setting('threads')").fetchone()[0]
    fp, msgs = con.execute("SELECT count(DISTINCT fingerprint), count(DISTINCT error_message) FROM out").fetchone()
    print(f"{args.rows:,} error rows, {len(ruleset)} rules, {msgs:,} distinct messages -> {fp:,} fingerprints; "
          f"DuckDB {duckdb.__version__}, threads {threads}")
    base = results["bare scan"]
    print(f"{'':38} {'seconds':>9} {'rows/s':>12} {'vs bare':>9}")
    for name, seconds in results.items():
        print(f"{name:38} {seconds:9.3f} {args.rows / seconds:12,.0f} {seconds / base:8.1f}x")


if __name__ == "__main__":
    main()
