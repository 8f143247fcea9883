"""Ingest speed and memory: toolwatch vs the bare DuckDB load of the same file, in one run, stage by stage.

    .venv/bin/python bench/ingest.py [--events 1800000] [--varied] [--repeat 3] [--workdir /tmp/toolwatch-bench]
    .venv/bin/python bench/ingest.py --small-only [--before DIR] [--repeat 7]

For JSONL and Parquet, prints side by side:
  * bare       CREATE TABLE t AS SELECT * FROM read_json(…) / read_parquet(…) into a fresh file:
               the floor for any loader (no validation, no dedupe, no rollups);
  * toolwatch  `ingest_paths` into a fresh warehouse with the shipped rules and learned fallback:
               validation, per-line accounting, dedupe, classification, rollups and fingerprints,
               with the time of each stage (warehouse.ingest.Progress names them);
  * small      `toolwatch ingest --json` of a 1,000-line file, the whole command (start-up included),
               into a new warehouse and into an existing one (the hourly / per-hook case), with
               the child's CPU time beside its wall time; with --small-only, beside its floors in
               the same run: the interpreter alone (`python -c pass`) and a bare script that
               imports duckdb and loads the same file into a new / an existing DuckDB file.
Each measurement runs in its own process, so peak RSS is that run's own. The machine is
shared: bare and toolwatch runs are interleaved and the median of --repeat is shown, so
their ratio holds better than either time; the load average is printed with them.
``--varied`` simulates messages as diverse as real logs (`toolwatch simulate --varied`).

``--small-only`` measures only the small file (taken from the cached --events file when there
is one, else from a 20,000-event simulation; ``--small-file PATH`` names another, ``--small-seed PATH`` what the existing warehouse holds first); ``--before
DIR`` runs another checkout's command beside this one's, interleaved (e.g. ``git archive main | tar -x -C DIR``). Children run with
``PYTHONDONTWRITEBYTECODE`` removed after an untimed warm-up that writes the bytecode an
installed package ships with; ``--no-bytecode`` keeps the caller's environment and skips the
warm-up (bytecode written earlier is still read: Python only stops writing it).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
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
# the first load's, with every load under "runs". Stage times are summed over the loads.
TOOLWATCH = S3_STORE + """
import json, sys, time
from toolwatch import warehouse
from toolwatch.flows.wiring import build_classifier
from toolwatch.warehouse.partitions import peak_rss_bytes
from toolwatch.flows.settings import load_settings
from toolwatch.warehouse.ingest import ingest_paths

class StageTimes:
    # Each stage runs from its announcement to the next one (or the end of the file); wall and
    # process CPU (all threads), which a busy machine disturbs less.
    def __init__(self):
        self.seconds, self.cpu, self.current, self.since, self.cpu_since = {}, {}, None, None, None
    def _close(self):
        if self.current:
            self.seconds[self.current] = self.seconds.get(self.current, 0.0) + time.perf_counter() - self.since
            self.cpu[self.current] = self.cpu.get(self.current, 0.0) + time.process_time() - self.cpu_since
        self.current = None
    def start_file(self, name, size):
        self.current, self.since, self.cpu_since = "setup", time.perf_counter(), time.process_time()
    def stage(self, text):
        self._close()
        self.current, self.since, self.cpu_since = text, time.perf_counter(), time.process_time()
    def end_file(self, report):
        self._close()

settings = load_settings(environ={})
srcs, db = sys.argv[1].split(","), sys.argv[2]
began = time.perf_counter()
classifier = build_classifier(settings)
times = StageTimes()
runs = []
with warehouse.connect(db, memory_limit=settings["warehouse.memory_limit"]) as wh:
    times.seconds["connect and classifier"] = time.perf_counter() - began
    for src in srcs:
        t = time.perf_counter()
        report = ingest_paths(wh, [src], classifier=classifier, object_store=store, progress=times)
        runs.append({"seconds": time.perf_counter() - t, "rows": report.accepted, "lines": report.lines_read,
                     "skipped": report.skipped_files})
print(json.dumps({**runs[0], "runs": runs, "stages": times.seconds, "stage_cpu": times.cpu,
                  "rss_mb": peak_rss_bytes() / 2**20}))
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


def measure_small(path: Path, db: Path, root: Path = ROOT, seed: Path | None = None, bytecode: bool = True) -> dict:
    """`toolwatch ingest` of a small file, the whole command as a person or a hook runs it.

    With ``seed``, into a warehouse that file was loaded into first (untimed): the hourly case.
    """
    for stale in (db, db.with_name(db.name + ".wal")):
        stale.unlink(missing_ok=True)
    env = small_env(root, bytecode)
    # `python -m toolwatch`, as `toolwatch hook install` writes it; cwd outside the checkouts
    # (`-m` puts it first on sys.path), so PYTHONPATH chooses the checkout.
    cmd = [sys.executable, "-m", "toolwatch", "ingest", "--db", str(db), "--json"]
    if seed is not None:
        subprocess.run([*cmd, str(seed)], capture_output=True, check=True, cwd=db.parent, env=env)
    seconds, cpu, result = measure_child([*cmd, str(path)], env, db.parent)
    for stale in (db, db.with_name(db.name + ".wal")):
        stale.unlink(missing_ok=True)
    return {"seconds": seconds, "cpu": cpu, "lines": json.loads(result.stdout)["lines_read"]}


# The floor of the small case: the same file into a DuckDB file by a bare script, the whole process
# (`import duckdb` included), new or holding the seed file loaded before (untimed); no validation,
# dedupe, classification or rollups.
BARE_SMALL = """
import duckdb, sys
src, db, table = sys.argv[1:4]
con = duckdb.connect(db)
con.execute("SET enable_progress_bar = false")
con.execute(f"CREATE TABLE {table} AS SELECT * FROM read_json($src)", {"src": src})
con.close()
"""


def measure_child(cmd: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float, subprocess.CompletedProcess]:
    """Wall and CPU seconds (user + system) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    result = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, env=env)
    seconds = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode:
        raise SystemExit(f"{cmd[1:3]} failed: {result.stderr[-2000:]}")
    return seconds, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, result


def small_env(root: Path, bytecode: bool) -> dict[str, str]:
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("TOOLWATCH_")}, "PYTHONPATH": str(root)}
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def measure_floor(kind: str, path: Path, db: Path, seed: Path | None = None, bytecode: bool = True) -> dict:
    """The small case's floors: ``python`` (the interpreter starting and exiting: ``-c pass``) and
    ``bare`` (:data:`BARE_SMALL`, into a new DuckDB file or one holding ``seed``)."""
    env = small_env(ROOT, bytecode)
    for stale in (db, db.with_name(db.name + ".wal")):
        stale.unlink(missing_ok=True)
    if kind == "python":
        cmd = [sys.executable, "-c", "pass"]
    else:
        if seed is not None:
            subprocess.run([sys.executable, "-c", BARE_SMALL, str(seed), str(db), "seed"], check=True, env=env)
        cmd = [sys.executable, "-c", BARE_SMALL, str(path), str(db), "t"]
    seconds, cpu, _ = measure_child(cmd, env, db.parent)
    for stale in (db, db.with_name(db.name + ".wal")):
        stale.unlink(missing_ok=True)
    return {"seconds": seconds, "cpu": cpu}


def small_files(workdir: Path, events: int, varied: bool) -> tuple[Path, Path]:
    """The 1,000-line file and a 100-line seed (the next lines) for the existing-warehouse case."""
    small, seed = workdir / "small-1000.jsonl", workdir / "small-seed-100.jsonl"
    if not small.exists() or not seed.exists():
        cached = sorted((workdir / f"events-{events}-jsonl{'-varied' if varied else ''}").glob("*.jsonl"))
        if not cached:
            from toolwatch.flows.sim import simulate

            out = workdir / f"events-20000-jsonl{'-varied' if varied else ''}"
            simulate(out, days=14, seed=1, end="2026-11-30T00:00:00Z", events=20_000, fmt="jsonl", split="none",
                     varied=varied)
            cached = sorted(out.glob("*.jsonl"))
        with cached[0].open() as src:
            lines = [next(src) for _ in range(1100)]
        small.write_text("".join(lines[:1000]))
        seed.write_text("".join(lines[1000:]))
    return small, seed


def run_small_only(args: argparse.Namespace) -> None:
    """Only the small file: this checkout (and --before), new and existing warehouse, interleaved."""
    small, seed = small_files(args.workdir, args.events, args.varied)
    small = args.small_file or small
    seed = args.small_seed or seed
    roots = {"after": ROOT} | ({"before": args.before.resolve()} if args.before else {})
    kinds = {"new warehouse": None, "existing warehouse": seed}
    db = args.workdir / f"small-{os.getpid()}.duckdb"
    bytecode = not args.no_bytecode
    if bytecode:  # one untimed run each writes the bytecode
        for root in roots.values():
            measure_small(small, db, root, seed, bytecode)
    runs: dict[tuple[str, str], list[dict]] = {("python", "alone"): []}
    runs |= {(r, k): [] for k in kinds for r in (*roots, "bare")}
    loads = [load()]
    for i in range(args.repeat):
        print(f"run {i + 1}/{args.repeat} ({loads[-1]}) …", file=sys.stderr)
        runs[("python", "alone")].append(measure_floor("python", small, db, None, bytecode))
        for kind, seed_file in kinds.items():
            runs[("bare", kind)].append(measure_floor("bare", small, db, seed_file, bytecode))
            for root_name, root in roots.items():
                runs[(root_name, kind)].append(measure_small(small, db, root, seed_file, bytecode))
        loads.append(load())
    print(f"\nsmall file: `python -m toolwatch ingest --json` of {runs[('after', 'new warehouse')][0]['lines']:,} "
          f"lines, whole command; median of {args.repeat}, interleaved; bytecode "
          f"{'compiled' if bytecode else 'as the environment has it'}; {os.cpu_count()} cores")
    print("machine: " + " → ".join(loads))
    print("  python = `python -c pass`; bare = `import duckdb`, CREATE TABLE … AS SELECT * FROM read_json(file) "
          "into a new DuckDB file or one holding the seed lines")
    result = {}
    for (root_name, kind), rows in runs.items():
        wall = statistics.median(r["seconds"] for r in rows)
        cpu = statistics.median(r["cpu"] for r in rows)
        result[f"{root_name}, {kind}"] = {"wall_s": round(wall, 3), "cpu_s": round(cpu, 3)}
        walls = ", ".join(f"{r['seconds']:.2f}" for r in rows)
        cpus = ", ".join(f"{r['cpu']:.2f}" for r in rows)
        print(f"  {root_name:6} {kind:18}  wall {wall:6.3f} s  CPU {cpu:6.3f} s   (runs: wall {walls}; CPU {cpus})")
    print(json.dumps({"repeat": args.repeat, "bytecode": bytecode, "results": result}))


def generate(workdir: Path, events: int, varied: bool) -> dict[str, Path]:
    from toolwatch.flows.sim import simulate

    files = {}
    for fmt in ("jsonl", "parquet"):
        out = workdir / f"events-{events}-{fmt}{'-varied' if varied else ''}"
        existing = sorted(out.glob(f"*.{fmt}"))
        if not existing or not (out / "incidents.json").exists():  # written last: an interrupted run has none
            shutil.rmtree(out, ignore_errors=True)
            t = time.perf_counter()
            simulate(out, days=14, seed=1, end="2026-11-30T00:00:00Z", events=events, fmt=fmt, split="none",
                     varied=varied)
            print(f"  generated {events:,} events as {fmt} in {time.perf_counter() - t:.1f} s", file=sys.stderr)
            existing = sorted(out.glob(f"*.{fmt}"))
        files[fmt] = existing[0]
    files["small"] = small_files(workdir, events, varied)[0]
    return files


def describe(path: Path) -> str:
    import duckdb

    reader = "read_parquet" if path.suffix == ".parquet" else "read_json"
    n, errors, distinct = duckdb.sql(
        f"SELECT count(*), count(error_message), count(DISTINCT error_message) FROM {reader}('{path}')").fetchone()
    return f"{n:,} events, {errors / n:.1%} with a message, {distinct:,} distinct messages"


def load() -> str:
    return "load average " + ", ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=1_800_000)
    parser.add_argument("--varied", action="store_true", help="messages as diverse as real logs")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each measurement; the median is shown")
    parser.add_argument("--formats", default="jsonl,parquet")
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/toolwatch-bench"))
    parser.add_argument("--small-only", action="store_true", help="measure only the small file's whole command")
    parser.add_argument("--before", type=Path, help="with --small-only: another checkout measured alongside")
    parser.add_argument("--small-file", type=Path,
                        help="with --small-only: this file instead of the cached one's first 1,000 lines "
                             "(e.g. one whose error messages no rule matches, so the learned model runs)")
    parser.add_argument("--small-seed", type=Path,
                        help="with --small-only: what the existing warehouse holds first instead of the next 100 "
                             "lines (e.g. the small file's messages under other call ids: their labels are kept)")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="with --small-only: keep PYTHONDONTWRITEBYTECODE as the caller has it, no warm-up")
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(ROOT))
    if args.small_only:
        run_small_only(args)
        return
    print(f"generating {args.events:,} events (cached in {args.workdir}) …", file=sys.stderr)
    files = generate(args.workdir, args.events, args.varied)
    formats = args.formats.split(",")
    db = str(args.workdir / f"bench-{os.getpid()}.duckdb")  # two benchmarks may share the cached data
    runs: dict[str, dict[str, list[dict]]] = {fmt: {"bare": [], "toolwatch": []} for fmt in formats}
    small_runs = []
    loads = [load()]
    for i in range(args.repeat):
        for fmt in formats:
            print(f"run {i + 1}/{args.repeat}: {fmt} ({loads[-1]}) …", file=sys.stderr)
            runs[fmt]["bare"].append(measure(BARE, fmt, str(files[fmt]), db))
            runs[fmt]["toolwatch"].append(measure(TOOLWATCH, str(files[fmt]), db))
        small_runs.append(measure_small(files["small"], args.workdir / f"small-{os.getpid()}.duckdb"))
        loads.append(load())

    def median(fmt: str, kind: str, key: str) -> float:
        return statistics.median(r[key] for r in runs[fmt][kind])

    print(f"\n{describe(files['jsonl'])}; {os.cpu_count()} cores; median of {args.repeat}, interleaved")
    print("machine: " + " → ".join(loads))
    header = (f"{'format':8} {'MB':>6} | {'bare load':>16} | {'toolwatch ingest':>17} | {'vs bare':>7} | "
              f"{'peak RSS bare / toolwatch':>25}")
    print(header)
    print("-" * len(header))
    for fmt in formats:
        size_mb = files[fmt].stat().st_size / 1e6
        bare, full = median(fmt, "bare", "seconds"), median(fmt, "toolwatch", "seconds")
        rows = runs[fmt]["bare"][0]["rows"]
        print(f"{fmt:8} {size_mb:6.0f} | {bare:6.2f} s {rows / bare / 1e6:4.2f} M/s | "
              f"{full:6.2f} s {rows / full / 1e6:4.2f} M/s | {full / bare:6.2f}x | "
              f"{median(fmt, 'bare', 'rss_mb'):8.0f} / {median(fmt, 'toolwatch', 'rss_mb'):.0f} MB")
    print("\ntoolwatch by stage, s (median of each stage; a stage runs from its start to the next)")
    stages = list(dict.fromkeys(s for fmt in formats for r in runs[fmt]["toolwatch"] for s in r["stages"]))
    print(f"{'stage':24} " + " ".join(f"{fmt:>9}" for fmt in formats))
    for stage in stages:
        cells = [statistics.median(r["stages"].get(stage, 0.0) for r in runs[fmt]["toolwatch"]) for fmt in formats]
        print(f"{stage:24} " + " ".join(f"{c:9.2f}" for c in cells))
    print(f"{'bare load':24} " + " ".join(f"{median(fmt, 'bare', 'seconds'):9.2f}" for fmt in formats))
    small = [r["seconds"] for r in small_runs]
    print(f"\nsmall file: `toolwatch ingest` of {small_runs[0]['lines']:,} lines, whole command: "
          f"{statistics.median(small):.2f} s (runs: {', '.join(f'{s:.2f}' for s in small)})")
    for fmt in formats:
        for r, b in zip(runs[fmt]["toolwatch"], runs[fmt]["bare"], strict=True):
            assert r["lines"] == b["rows"], f"{fmt}: toolwatch read {r['lines']} lines, bare {b['rows']}"


if __name__ == "__main__":
    main()
