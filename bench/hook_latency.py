"""What a hook adds to every tool call: wall time of `toolwatch hook` vs a bare interpreter.

Runs, interleaved so machine noise hits all alike, N times each:

- ``python -c pass`` (the floor every Python hook pays),
- ``python -m toolwatch hook cursor --spool DIR`` with a real Cursor payload on stdin,
- the same with ``--url`` pointing at a running ``toolwatch receive`` on loopback.

Prints p50 / p99 of each and the added time (hook − bare) at p50 and p99.
Target: p50 ≤ 30 ms above the bare interpreter.

    .venv/bin/python bench/hook_latency.py [--runs 200]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from toolwatch.flows.intake.receiver import ReceiverOptions, start_receiver, stop_receiver

PAYLOAD = (Path(__file__).resolve().parents[1] / "tests" / "data" / "hooks" / "cursor.jsonl").read_text().splitlines()[1]


def _time(cmd: list[str], stdin: bytes) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, input=stdin, stdout=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000


def _pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1] if len(values) > 1 else values[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tw-hook-bench-") as tmp:
        spool, received = Path(tmp) / "spool", Path(tmp) / "received"
        server, thread = start_receiver(ReceiverOptions(spool=received, port=0))
        url = f"http://127.0.0.1:{server.port}"
        commands = {
            "bare python": [sys.executable, "-c", "pass"],
            "hook → spool": [sys.executable, "-m", "toolwatch", "hook", "cursor", "--spool", str(spool)],
            "hook → url": [sys.executable, "-m", "toolwatch", "hook", "cursor", "--spool", str(spool), "--url", url],
        }
        times: dict[str, list[float]] = {name: [] for name in commands}
        payload = PAYLOAD.encode()
        for _ in range(args.runs):
            for name, cmd in commands.items():
                times[name].append(_time(cmd, payload))
        stop_receiver(server, thread)
        spooled = sum(len(p.read_text().splitlines()) for p in spool.glob("hook-*.jsonl"))
        posted = server.accepted
    bare50, bare99 = _pct(times["bare python"], 50), _pct(times["bare python"], 99)
    rows = {}
    for name, values in times.items():
        p50, p99 = _pct(values, 50), _pct(values, 99)
        rows[name] = {"p50_ms": round(p50, 1), "p99_ms": round(p99, 1),
                      "added_p50_ms": round(p50 - bare50, 1), "added_p99_ms": round(p99 - bare99, 1)}
        print(f"{name:<14} p50 {p50:6.1f} ms  p99 {p99:6.1f} ms   added p50 {p50 - bare50:+6.1f} ms  p99 {p99 - bare99:+6.1f} ms")
    print(f"events: {spooled} spooled, {posted} posted (of {args.runs} each)")
    print(json.dumps({"runs": args.runs, "results": rows}))


if __name__ == "__main__":
    main()
