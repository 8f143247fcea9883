"""Slack alert costs: redaction, rendering, the chart, and outbox delivery end to end.

    .venv/bin/python bench/alerts_delivery.py [--alerts 200] [--repeat 3]

Prints, side by side (best of N):
  * redact      redact_secrets over 8 KB error messages (the ingest limit), MB/s; and safe_slack (redact+escape+truncate)
  * render      render_message for one alert and a burst of 8, ms per message
  * chart       render_chart for 24 h of 5-min buckets: first call (imports matplotlib) and warm, ms
  * deliver     deliver_outbox of N opened alerts (distinct evaluations, so N messages) through the real
                slack_sdk.WebClient against the local Slack API on loopback, vs the local sink; without charts,
                then with charts; messages/s. Loopback hides Slack's latency (~100-300 ms per call in practice)
                and its rate limit (about 1 message per second per channel), which bound real throughput.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "alerts"))

from benchkit import best_of  # noqa: E402
from slack_fixtures import TOKEN, make_payload  # noqa: E402
from slack_server import SlackServer  # noqa: E402

from toolwatch import warehouse  # noqa: E402
from toolwatch.alerts.delivery import Routing, deliver_outbox  # noqa: E402
from toolwatch.alerts.local_sink import LocalSink  # noqa: E402
from toolwatch.alerts.slack_blocks import render_message  # noqa: E402
from toolwatch.alerts.slack_sink import SlackSink, slack_client  # noqa: E402
from toolwatch.detectors.redact import redact_secrets, safe_slack  # noqa: E402

NOW = datetime(2026, 11, 30, 10, 6, tzinfo=UTC)


def _messages(n: int, *, hostile: bool = True) -> list[str]:
    """8 KB messages. Hostile ones are full of secret-looking words and hold one real secret;
    ordinary ones are a stack trace's worth of paths, numbers and words."""
    rng = random.Random(7)
    words = ["ENOENT", "open", "/home/dev/app/src/main.py", "failed", "status", "503", "retry", "line", "42"]
    if hostile:
        words += ["token", "sk-learn", "key=value", "Bearer", "http://x"]
    secrets = ["sk-proj-" + "a1B2" * 12, "Authorization: Bearer " + "z" * 32, "postgres://u:pw@db/x", "API_KEY=abc123"]
    out = []
    for _ in range(n):
        parts = [rng.choice(words) for _ in range(1200)]
        if hostile:
            parts.insert(rng.randrange(len(parts)), rng.choice(secrets))
        out.append(" ".join(parts)[:8192])
    return out


def _fill(path: Path, n: int, series: int) -> None:
    with warehouse.connect(path) as wh:
        for i in range(n):
            payload = make_payload(i + 1, evaluation_id=f"ev-{i}", series_points=series)
            wh.con.execute(
                "INSERT INTO outbox (sink, dedupe_key, payload, created_at) VALUES ('slack', $k, $p, now())",
                {"k": f"alert:{i + 1}:opened:0", "p": json.dumps(payload)},
            )


def _deliver(sink_factory, n: int, charts: bool, series: int) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.duckdb"
        _fill(path, n, series)
        with warehouse.connect(path) as wh:
            sink = sink_factory(Path(tmp))
            start = time.perf_counter()
            report = deliver_outbox(wh, sink, now=NOW, routing=Routing(), charts=charts)
            elapsed = time.perf_counter() - start
            assert report.delivered == n, report
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--alerts", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    for label, hostile in (("ordinary", False), ("hostile", True)):
        msgs = _messages(200, hostile=hostile)
        size_mb = sum(len(m) for m in msgs) / 1e6
        t_redact = best_of(args.repeat, lambda msgs=msgs: [redact_secrets(m) for m in msgs])
        t_safe = best_of(args.repeat, lambda msgs=msgs: [safe_slack(m, 3000) for m in msgs])
        print(f"redact        {label:8s} redact_secrets {size_mb / t_redact:7.1f} MB/s   safe_slack {size_mb / t_safe:7.1f} MB/s"
              f"   ({len(msgs)} messages of 8 KB)")

    one = [make_payload(1)]
    burst = [make_payload(i, model=f"m{i}") for i in range(8)]
    t_one = best_of(args.repeat, lambda: [render_message(one) for _ in range(100)]) / 100
    t_burst = best_of(args.repeat, lambda: [render_message(burst) for _ in range(100)]) / 100
    print(f"render        one alert {t_one * 1e3:7.2f} ms        burst of 8 {t_burst * 1e3:7.2f} ms")

    from toolwatch.alerts.chart import render_chart

    charted = [make_payload(1, series_points=288)]
    start = time.perf_counter()
    render_chart(charted)
    t_cold = time.perf_counter() - start
    t_warm = best_of(args.repeat, lambda: render_chart(charted))
    print(f"chart         first {t_cold * 1e3:7.0f} ms (imports matplotlib)   warm {t_warm * 1e3:7.0f} ms   (288 buckets)")

    n = args.alerts
    with SlackServer(token=TOKEN) as server:
        slack = lambda _tmp: SlackSink(slack_client(TOKEN, server.api_url))  # noqa: E731
        local = lambda tmp: LocalSink(tmp / "alerts")  # noqa: E731
        t_slack = min(_deliver(slack, n, False, 0) for _ in range(args.repeat))
        t_local = min(_deliver(local, n, False, 0) for _ in range(args.repeat))
        print(f"deliver       {n} alerts, no charts:  slack (loopback) {n / t_slack:6.0f} msg/s   local sink {n / t_local:6.0f} msg/s")
        m = max(1, n // 10)
        t_slack_c = _deliver(slack, m, True, 288)
        t_local_c = _deliver(local, m, True, 288)
        print(f"deliver       {m} alerts, with charts: slack (loopback) {m / t_slack_c:6.1f} msg/s   local sink {m / t_local_c:6.1f} msg/s")


if __name__ == "__main__":
    main()
