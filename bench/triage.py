"""Weekly triage costs: issue statistics, investigations, and ticket delivery end to end.

    .venv/bin/python bench/triage.py [--rows 200000 1000000] [--fingerprints 300] [--repeat 3]

Builds warehouses of N tool calls over five ISO weeks (10 tools, F fingerprints,
~3% errors, 20% of fingerprints spiking in the last week) with DuckDB SQL, then
prints, side by side per size (best of --repeat):

  * issues       weekly_issues over the whole week: statistics for every fingerprint, seconds
  * investigate  investigate() for one issue (breakdowns, versions, samples, alerts), ms
  * triage       run_triage with local Markdown tickets: first run (creates every ticket),
                 and a re-run of the same week (finds everything delivered), seconds
  * linear       the first run again against the local Linear GraphQL server on loopback,
                 and GraphQL requests per ticket. Loopback hides Linear's latency
                 (~100-300 ms a request) and rate limits, which bound real throughput:
                 multiply requests/ticket by the real latency.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "skills"))

from benchkit import best_of  # noqa: E402
from triage_servers import API_KEY, LinearServer  # noqa: E402

from toolwatch import warehouse  # noqa: E402
from toolwatch.skills.investigation import investigate  # noqa: E402
from toolwatch.skills.issues import parse_week, weekly_issues  # noqa: E402
from toolwatch.skills.linear import LinearClient  # noqa: E402
from toolwatch.skills.linear_tickets import LinearTickets  # noqa: E402
from toolwatch.skills.tickets import LocalTickets  # noqa: E402
from toolwatch.skills.triage import TriageConfig, run_triage  # noqa: E402

WEEK = parse_week("2026-W48")
NOW = datetime(2026, 12, 1, 9, 0)

# Synthetic history: uniform calls over 5 weeks; an error row carries one of F fingerprints;
# fingerprints with id % 5 = 0 triple their share in the last week (spiking), id % 7 = 0 are new.
BUILD = """
INSERT INTO tool_calls (event_key, ts, tool, model, status, is_error, error_message, session_id, provider,
                        harness_version, client_os, args, error_class, reason, fingerprint, ingested_at)
SELECT i::UHUGEINT, ts, 'tool_' || (fp % 10), ['gpt-5', 'claude-4', 'gemini-3-pro'][1 + i % 3],
       CASE WHEN err THEN 'error' ELSE 'ok' END, err,
       CASE WHEN err THEN 'failure ' || fp || ' at line ' || (i % 97) END,
       's' || (i % 5000), 'openai', ['1.7.0', '1.8.0', '1.8.1'][1 + i % 3], 'linux',
       CASE WHEN err THEN '{"path": "/src/' || (i % 13) || '.py"}' END,
       CASE WHEN err THEN (CASE WHEN fp % 4 = 0 THEN 'unknown' ELSE 'InvalidArguments' END) END,
       CASE WHEN err THEN 'r' || (fp % 4) END,
       CASE WHEN err THEN printf('%016x', fp) END, TIMESTAMP '2026-12-01'
FROM (
    SELECT i, ts, fp,
           hash(i) % 1000 < (CASE WHEN ts >= $week_start AND fp % 5 = 0 THEN 90 ELSE 30 END) AS err
    FROM (SELECT i, $start + to_seconds(i * $span // $n) AS ts, hash(i * 7) % $fps AS fp
          FROM range($n) t(i))
    WHERE NOT (fp % 7 = 0 AND ts < $week_start)
)
"""


def build(path: Path, n: int, fps: int) -> None:
    with warehouse.connect(path) as wh:
        start = WEEK.shifted(-4).start
        wh.con.execute(BUILD, {"n": n, "fps": fps, "start": start, "span": 5 * 7 * 86400,
                               "week_start": WEEK.start})
        wh.con.execute("""INSERT INTO rollup_calls SELECT time_bucket(INTERVAL 5 MINUTE, ts), tool, model,
                          count(*), count(*) FILTER (WHERE is_error) FROM tool_calls GROUP BY ALL""")
        wh.con.execute("""INSERT INTO fingerprints SELECT fingerprint, any_value(tool), any_value(error_class),
                          any_value(reason), any_value(error_message), any_value(error_message), min(ts), max(ts),
                          count(*) FROM tool_calls WHERE is_error GROUP BY fingerprint""")


def measure(n: int, fps: int, repeat: int, tmp: Path) -> dict[str, str]:
    base = tmp / f"w{n}.duckdb"
    t0 = time.perf_counter()
    build(base, n, fps)
    built = time.perf_counter() - t0
    out: dict[str, str] = {"build warehouse (s)": f"{built:.1f}"}
    with warehouse.connect(base) as wh:
        issues = weekly_issues(wh, WEEK)
        out["fingerprints this week"] = str(len(issues))
        out["new / spiking"] = f"{sum(i.status == 'new' for i in issues)} / {sum(i.status == 'spiking' for i in issues)}"
        out["issues (s)"] = f"{best_of(repeat, lambda: weekly_issues(wh, WEEK)):.3f}"
        out["investigate one (ms)"] = f"{1000 * best_of(repeat, lambda: investigate(wh, issues[0], WEEK)):.1f}"

    local = tmp / f"local{n}.duckdb"
    local.write_bytes(base.read_bytes())
    with warehouse.connect(local) as wh:
        tickets = LocalTickets(wh, tmp / f"tickets{n}")
        t0 = time.perf_counter()
        report = run_triage(wh, WEEK, TriageConfig(), tickets=tickets, launcher=None, now=NOW)
        first = time.perf_counter() - t0
        out["tickets created"] = str(len(report.tickets))
        out["triage local, first (s)"] = f"{first:.2f}"
        out["triage local, re-run (s)"] = f"{best_of(repeat, lambda: run_triage(wh, WEEK, TriageConfig(), tickets=tickets, launcher=None, now=NOW)):.2f}"

    remote = tmp / f"linear{n}.duckdb"
    remote.write_bytes(base.read_bytes())
    with warehouse.connect(remote) as wh, LinearServer() as server:
        client = LinearClient(API_KEY, server.url + "/graphql")
        client.team("HAR")  # imports and connection warm, as in a long-running triage
        client.requests = 0
        t0 = time.perf_counter()
        report = run_triage(wh, WEEK, TriageConfig(), tickets=LinearTickets(client, "HAR", "https://t.example/fp"),
                            launcher=None, now=NOW)
        out["triage linear, first (s)"] = f"{time.perf_counter() - t0:.2f}"
        out["linear requests/ticket"] = f"{client.requests / max(1, len(report.tickets)):.1f}"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, nargs="+", default=[200_000, 1_000_000])
    parser.add_argument("--fingerprints", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        results = {n: measure(n, args.fingerprints, args.repeat, Path(tmp)) for n in args.rows}
    keys = list(next(iter(results.values())))
    width = max(map(len, keys)) + 2
    print(f"{'rows':<{width}}" + "".join(f"{n:>14,}" for n in args.rows))
    for key in keys:
        print(f"{key:<{width}}" + "".join(f"{results[n][key]:>14}" for n in args.rows))


if __name__ == "__main__":
    main()
