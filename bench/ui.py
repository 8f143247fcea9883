"""Web UI: page render time on a big warehouse, and what 20 concurrent page loads cost an ingest.

    python bench/ui.py --events 10000000      # the target size (slow to build on 2 cores)
    python bench/ui.py --events 2000000       # what docs/performance.md reports when 10 M is too slow here
    python bench/ui.py --folder /tmp/ui-10m   # keep the (large) warehouse outside the repository

1. builds a warehouse: ``toolwatch simulate`` (Parquet) → ingest → detect, cached in bench/data/ui-N/;
2. serves ``toolwatch ui`` in its own process and times each page: its *first render of a copy* (a new
   UI process whose copy was just taken: DuckDB reads the page's data from the file for the first
   time), a *render* (a query string the page ignores makes each load a new cache key, so every load
   renders; median and worst of 10 after one warm-up) and a *kept* load (the same URL again: the body
   rendered from this copy);
3. ingests one more simulated day into a fresh copy of the warehouse, alternately alone and while 20
   clients load pages in a loop against a UI on that copy (``--rounds`` pairs, interleaved so both see
   the same machine load): the median ingest slowdown in %. The clients run in a process of their own
   at nice 10 like the UI (``--client-nice 0`` to let them compete; ``--client-nice 20`` runs them under
   SCHED_IDLE, so only the UI's own cost is left): they stand for browsers on other machines, not for
   work of this one.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx

from toolwatch.warehouse.db import copy as copy_warehouse

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

    def cpu_seconds(self) -> float:
        """CPU time (user + system) the UI process has used: unlike wall time, it does not depend on how
        many other processes share the cores (the UI runs at nice 10, so a busy machine stretches its pages)."""
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)


def pages(client: httpx.Client, db: Path | None = None) -> dict[str, str]:
    """The pages timed: the newest alert, its top fingerprint, and with ``db`` also the fingerprint with
    the most errors (seen all 14 days: the most rows behind one page)."""
    alerts = client.get("/alerts").text
    alert_id = alerts.split('href="/alerts/', 1)[1].split('"', 1)[0]
    alert = client.get(f"/alerts/{alert_id}").text
    fp = alert.split('href="/fingerprints/', 1)[1].split('"', 1)[0]
    out = {"overview": "/", "alerts": "/alerts", "alert": f"/alerts/{alert_id}",
           "fingerprint": f"/fingerprints/{fp}", "tool": "/tools/read_file"}
    if db is not None:
        import duckdb

        with duckdb.connect(str(db), read_only=True) as con:
            top = con.execute("SELECT fingerprint FROM fingerprints ORDER BY errors DESC LIMIT 1").fetchone()
        if top:
            out["fp most errors"] = f"/fingerprints/{top[0]}"
    return out


def cold_pages(db: Path) -> dict[str, tuple[float, float]]:
    """Per page, the first render from a fresh copy: a new UI process, its copy taken by a page that reads
    next to nothing (an alert that does not exist), then the page's first load."""
    with httpx.Client(timeout=120) as client:
        ui = UI(db)
        try:
            with httpx.Client(base_url=ui.url, timeout=120) as site:
                paths = pages(site, db)
        finally:
            ui.stop()
        out = {}
        for name, path in paths.items():
            ui = UI(db)
            try:
                assert client.get(ui.url + "/alerts/0").status_code == 404
                cpu, began = ui.cpu_seconds(), time.perf_counter()
                assert client.get(ui.url + path).status_code == 200
                out[name] = (time.perf_counter() - began, ui.cpu_seconds() - cpu)
            finally:
                ui.stop()
    return out


def time_pages(ui: UI, db: Path) -> dict[str, tuple[float, float, float, float]]:
    """Per page: (median render, worst render, median kept load, UI CPU per render) in seconds."""
    out = {}
    with httpx.Client(base_url=ui.url, timeout=120) as client:
        for name, path in pages(client, db).items():
            sep = "&" if "?" in path else "?"
            client.get(path)  # warm-up, and the kept body for the loads below
            renders, kept = [], []
            cpu = 0.0
            for i in range(10):
                cpu -= ui.cpu_seconds()
                began = time.perf_counter()
                assert client.get(f"{path}{sep}bench={i}").status_code == 200
                renders.append(time.perf_counter() - began)
                cpu += ui.cpu_seconds()
                began = time.perf_counter()
                assert client.get(path).status_code == 200
                kept.append(time.perf_counter() - began)
            out[name] = (statistics.median(renders), max(renders), statistics.median(kept), cpu / 10)
    return out


def timed_ingest(db: Path, extra: Path) -> float:
    began = time.perf_counter()
    run("ingest", str(extra), "--db", str(db))
    return time.perf_counter() - began


def load_pages(url: str, clients: int, stop_file: str, niceness: int) -> None:
    """The load generator (its own process, at ``niceness``): ``clients`` threads loading every page in a
    loop until ``stop_file`` exists; prints the status counts as JSON."""
    if niceness >= 20:
        # "idle": the browsers stand for other machines; SCHED_IDLE runs them only on a core nothing else
        # wants (the threads started below inherit it), so what is left is the UI's own cost.
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    else:
        os.nice(niceness)
    statuses: list[int] = []

    def client() -> None:
        with httpx.Client(base_url=url, timeout=300) as c:
            paths = list(pages(c).values())
            while not os.path.exists(stop_file):
                for path in paths:
                    statuses.append(c.get(path).status_code)

    threads = [threading.Thread(target=client) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(json.dumps({"loads": len(statuses), "ok": statuses.count(200)}), flush=True)


def busy_ingest(db: Path, extra: Path, clients: int, folder: Path, niceness: int) -> tuple[float, dict, dict]:
    ui = UI(db)
    stop = folder / "stop-loading"
    stop.unlink(missing_ok=True)
    try:
        with httpx.Client(base_url=ui.url, timeout=300) as c:
            for path in pages(c).values():  # the first copy is taken before the ingest holds the file
                c.get(path)
        loader = subprocess.Popen([sys.executable, __file__, "--load", ui.url, "--clients", str(clients),
                                   "--stop-file", str(stop), "--client-nice", str(niceness)], stdout=subprocess.PIPE, text=True)
        try:
            with httpx.Client(base_url=ui.url, timeout=300) as c:
                while c.get("/healthz").json()["page_hits"] < clients:  # the clients are loading
                    time.sleep(0.05)
            busy = timed_ingest(db, extra)
        finally:
            stop.touch()
            out, _ = loader.communicate(timeout=300)
        health = httpx.get(ui.url + "/healthz", timeout=60).json()
    finally:
        ui.stop()
    return busy, json.loads(out.strip().splitlines()[-1]), health


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=10_000_000)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3, help="alone / with clients ingest pairs, interleaved")
    parser.add_argument("--client-nice", type=int, default=10,
                        help="niceness of the load generator (0: compete; 20: SCHED_IDLE, as if the browsers were "
                             "on other machines)")
    parser.add_argument("--load", help=argparse.SUPPRESS)  # internal: run as the load generator for this URL
    parser.add_argument("--stop-file", help=argparse.SUPPRESS)
    parser.add_argument("--folder", type=Path, help="where the warehouse is built and kept (default bench/data/ui-N)")
    parser.add_argument("--skip-ingest", action="store_true", help="page timings only")
    parser.add_argument("--skip-pages", action="store_true", help="the ingest rounds only")
    args = parser.parse_args()
    if args.load:
        return load_pages(args.load, args.clients, args.stop_file, args.client_nice)
    folder = args.folder or ROOT / "bench" / "data" / f"ui-{args.events}"
    db = build(args.events, folder)
    print(f"warehouse {db.stat().st_size / 1e6:.0f} MB; load average {os.getloadavg()[0]:.1f} on "
          f"{os.cpu_count()} cores", flush=True)

    if not args.skip_pages:
        cold = cold_pages(db)
        ui = UI(db)
        try:
            for name, (median, worst, kept, cpu) in time_pages(ui, db).items():
                print(f"  {name:<14} first render of a copy {cold[name][0] * 1000:5.0f} ms (CPU {cold[name][1] * 1000:4.0f} ms)"
                      f"   render median {median * 1000:5.0f} ms  worst of 10 {worst * 1000:5.0f} ms"
                      f"  CPU per render {cpu * 1000:4.0f} ms   kept {kept * 1000:4.1f} ms", flush=True)
            print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
        finally:
            ui.stop()
    if args.skip_ingest:
        return

    extra = folder / "extra"
    events = max(args.events // 14, 100_000)
    if not extra.exists():
        run("simulate", "--out", str(extra), "--events", str(events), "--days", "1",
            "--format", "parquet", "--end", "2026-12-01T00:00Z", "--seed", "4")
    copy = folder / "ingest.duckdb"
    alone, busy = [], []
    for round_ in range(args.rounds):
        for with_ui in (False, True) if round_ % 2 == 0 else (True, False):
            copy_warehouse(db, copy)
            load = os.getloadavg()[0]
            if with_ui:
                took, loads, health = busy_ingest(copy, extra, args.clients, folder, args.client_nice)
                busy.append(took)
                print(f"  round {round_ + 1} with {args.clients} clients (nice {args.client_nice}): {took:.1f} s (load average {load:.1f}); "
                      f"{loads['ok']}/{loads['loads']} page loads answered 200, {health['page_renders']} renders",
                      flush=True)
            else:
                alone.append(timed_ingest(copy, extra))
                print(f"  round {round_ + 1} alone: {alone[-1]:.1f} s (load average {load:.1f})", flush=True)
    copy.unlink(missing_ok=True)
    Path(f"{copy}.wal").unlink(missing_ok=True)
    a, b = statistics.median(alone), statistics.median(busy)
    print(f"ingest of {events:,} events, median of {args.rounds}: alone {a:.1f} s, with {args.clients} clients "
          f"loading pages {b:.1f} s ({(b / a - 1) * 100:+.0f}%)", flush=True)


if __name__ == "__main__":
    main()
