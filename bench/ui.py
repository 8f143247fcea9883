"""Web UI: page render time on a big warehouse, and what 20 concurrent page loads cost an ingest.

    python bench/ui.py --events 10000000      # the target size (slow to build on 2 cores)
    python bench/ui.py --events 2000000       # what the README reports when 10 M is too slow here

1. builds a warehouse: ``toolwatch simulate`` (Parquet) → ingest → detect, cached in bench/data/ui-N/;
2. serves ``toolwatch ui`` in its own process and times each page (the median and worst of 10 loads
   after one warm-up; the snapshot copy is already taken);
3. ingests one more simulated day into a copy of the warehouse alone, then into another copy while
   20 clients load pages in a loop against a UI on that copy: the ingest slowdown in %.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
TOOLWATCH = [sys.executable, "-m", "toolwatch"]


def run(*args: str, env: dict | None = None) -> dict:
    out = subprocess.run([*TOOLWATCH, *args, "--json"], check=True, capture_output=True, text=True,
                         env={**os.environ, **(env or {})})
    return json.loads(out.stdout.strip().splitlines()[-1])


def build(events: int, folder: Path) -> Path:
    db = folder / "w.duckdb"
    if db.exists():
        return db
    folder.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    run("simulate", "--out", str(folder / "logs"), "--events", str(events), "--days", "14", "--format", "parquet",
        "--end", "2026-11-30T00:00Z", "--seed", "3")
    print(f"simulated {events:,} events in {time.perf_counter() - began:.0f} s", flush=True)
    began = time.perf_counter()
    run("ingest", str(folder / "logs"), "--db", str(db))
    print(f"ingested in {time.perf_counter() - began:.0f} s", flush=True)
    began = time.perf_counter()
    run("detect", "--db", str(db), "--no-deliver")
    print(f"detected in {time.perf_counter() - began:.0f} s", flush=True)
    return db


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class UI:
    def __init__(self, db: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc = subprocess.Popen([*TOOLWATCH, "ui", "--db", str(db), "--port", str(self.port)],
                                     stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/healthz", timeout=5).status_code == 200:
                    return
            except httpx.TransportError:
                time.sleep(0.2)
        raise RuntimeError("the UI did not start")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)


def pages(client: httpx.Client) -> dict[str, str]:
    alerts = client.get("/alerts").text
    alert_id = alerts.split('href="/alerts/', 1)[1].split('"', 1)[0]
    alert = client.get(f"/alerts/{alert_id}").text
    fp = alert.split('href="/fingerprints/', 1)[1].split('"', 1)[0]
    return {"overview": "/", "alerts": "/alerts", "alert": f"/alerts/{alert_id}",
            "fingerprint": f"/fingerprints/{fp}", "tool": "/tools/read_file"}


def time_pages(ui: UI) -> dict[str, tuple[float, float]]:
    out = {}
    with httpx.Client(base_url=ui.url, timeout=120) as client:
        for name, path in pages(client).items():
            client.get(path)  # warm-up
            times = []
            for _ in range(10):
                began = time.perf_counter()
                assert client.get(path).status_code == 200
                times.append(time.perf_counter() - began)
            out[name] = (statistics.median(times), max(times))
    return out


def timed_ingest(db: Path, extra: Path) -> float:
    began = time.perf_counter()
    run("ingest", str(extra), "--db", str(db))
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=10_000_000)
    parser.add_argument("--clients", type=int, default=20)
    args = parser.parse_args()
    folder = ROOT / "bench" / "data" / f"ui-{args.events}"
    db = build(args.events, folder)
    print(f"warehouse {db.stat().st_size / 1e6:.0f} MB", flush=True)

    ui = UI(db)
    try:
        for name, (median, worst) in time_pages(ui).items():
            print(f"  {name:<12} median {median * 1000:6.0f} ms   worst of 10 {worst * 1000:6.0f} ms", flush=True)
    finally:
        ui.stop()

    extra = folder / "extra"
    if not extra.exists():
        run("simulate", "--out", str(extra), "--events", str(max(args.events // 14, 100_000)), "--days", "1",
            "--format", "parquet", "--end", "2026-12-01T00:00Z", "--seed", "4")
    alone_db, busy_db = folder / "alone.duckdb", folder / "busy.duckdb"
    for copy in (alone_db, busy_db):
        shutil.copyfile(db, copy)
    alone = timed_ingest(alone_db, extra)
    ui = UI(busy_db)
    loads: list[int] = []
    done = threading.Event()

    def client() -> None:
        with httpx.Client(base_url=ui.url, timeout=300) as c:
            paths = list(pages(c).values())
            while not done.is_set():
                for path in paths:
                    loads.append(c.get(path).status_code)

    threads = [threading.Thread(target=client) for _ in range(args.clients)]
    try:
        for t in threads:
            t.start()
        busy = timed_ingest(busy_db, extra)
        done.set()
        for t in threads:
            t.join()
    finally:
        ui.stop()
    ok = sum(1 for s in loads if s == 200)
    print(f"ingest of {max(args.events // 14, 100_000):,} events: alone {alone:.1f} s, with {args.clients} clients "
          f"loading pages {busy:.1f} s ({(busy / alone - 1) * 100:+.0f}%); {ok}/{len(loads)} page loads answered 200",
          flush=True)
    for copy in (alone_db, busy_db):
        copy.unlink(missing_ok=True)


if __name__ == "__main__":
    main()
