"""What the learned fallback adds to ingest (issue 13's target: ≤ +10 %), worst case and steady state.

    .venv/bin/python bench/learned_cost.py [--events 100000] [--templates 2000] [--repeat 3] [--root DIR]
                                           [--baseline DIR]

Two files of ``--events`` events each, 10 % errors spread over ``--templates`` distinct templates
(corpus messages, each in several wordings, with varied paths and numbers), the same templates in
both files with other values. Each load runs in a fresh process (``toolwatch ingest`` as a person
or the hourly job runs it: imports, rules, model start-up included), with the learned fallback
off and on, interleaved, median of --repeat:

  * first file   into a fresh warehouse: every unmatched template goes to the model;
  * next file    into a warehouse that already holds the first file: the templates are known.

``--root`` is the checkout to measure (default: this one); ``--baseline DIR`` measures another
checkout (an export of main) in the same run, each repeat running both, interleaved, so the two
tables share the machine's load.
CPU is the child's user + system time, which a shared machine disturbs less than wall time;
"paired CPU" is the median of each repeat's on/off ratio (the two ran seconds apart, under one load).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from toolwatch.warehouse.db import copy as copy_warehouse

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import json, sys, time
from toolwatch import warehouse
from toolwatch.flows.settings import load_settings
from toolwatch.flows.wiring import build_classifier
from toolwatch.warehouse.ingest import ingest_paths
src, db, config = sys.argv[1:4]
settings = load_settings(config_path=config, environ={})
with warehouse.connect(db, memory_limit=settings["warehouse.memory_limit"]) as wh:
    report = ingest_paths(wh, [src], classifier=build_classifier(settings))
    learned = wh.con.execute("SELECT count(*) FROM tool_calls WHERE rule_id = 'learned'").fetchone()[0]
print(json.dumps({"accepted": report.accepted, "learned_rows": learned}))
"""


def remove_warehouse(db: Path) -> None:
    """The file and its write-ahead log (a stale log would be replayed onto the next new file)."""
    for stale in (db, Path(f"{db}.wal")):
        stale.unlink(missing_ok=True)


def corpus_messages(root: Path = ROOT) -> list[tuple[str, str | None, str]]:
    rows = []
    for path in [root / "tests/data/error_corpus.jsonl", *sorted((root / "tests/data/corpus").glob("batch_*.jsonl"))]:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row.get("error_message"):
                rows.append((row["tool"], row.get("error_type"), row["error_message"]))
    return rows


_WORDS = ("while", "during", "in", "for", "on", "after", "before", "via")
_NOUNS = ("stage", "step", "phase", "task", "job", "pass", "round", "turn", "batch", "worker")


def templates(n: int, seed: int = 3, root: Path = ROOT) -> list[tuple[str, str | None, str]]:
    """``n`` distinct wordings: corpus messages with a context phrase made of words (which stay in the template)."""
    rng = random.Random(seed)
    base = corpus_messages(root)
    out, seen = [], set()
    while len(out) < n:
        tool, error_type, message = rng.choice(base)
        phrase = f"{rng.choice(_WORDS)} {rng.choice(_NOUNS)} {rng.choice(_NOUNS)}"
        key = (tool, message, phrase)
        if key in seen:
            continue
        seen.add(key)
        out.append((tool, error_type, f"{message} ({phrase} #N at /srv/app#P/main.py)"))
    return out


def write_file(path: Path, events: int, wordings: list[tuple[str, str | None, str]], seed: int, day: int) -> None:
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8") as fh:
        for i in range(events):
            ts = f"2026-11-{day:02d}T{i * 86400 // events // 3600:02d}:{i * 86400 // events // 60 % 60:02d}:00Z"
            event = {"ts": ts, "model": rng.choice(("gpt-5", "claude-sonnet-4", "gemini-2.5-pro")),
                     "call_id": f"{seed}-{i}", "duration_ms": rng.randrange(5, 5000)}
            if i % 10 == 0:
                tool, error_type, wording = wordings[(i // 10) % len(wordings)]
                event.update(tool=tool, status="error", error_type=error_type,
                             error_message=wording.replace("#N", str(rng.randrange(10_000)), 1)
                             .replace("#P", str(rng.randrange(1000)), 1))
            else:
                event.update(tool=rng.choice(("read_file", "edit_file", "run_terminal_cmd", "grep")), status="ok")
            fh.write(json.dumps(event) + "\n")


def run(root: Path, src: Path, db: Path, config: Path) -> dict:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    result = subprocess.run([sys.executable, "-c", CHILD, str(src), str(db), str(config)], capture_output=True,
                            text=True, cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    seconds = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode:
        raise SystemExit(result.stderr[-3000:])
    out = json.loads(result.stdout.strip().splitlines()[-1])
    return {**out, "seconds": seconds, "cpu": (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)}


def arguments(doc: str, *, repeat: int, workdir: str,
              more: Sequence[tuple[str, dict[str, Any]]] = ()) -> tuple[argparse.Namespace, Path]:
    """The options this bench and bench/learned_profile.py share (and ``more`` of the caller's own),
    and a fresh working directory."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--templates", type=int, default=2_000)
    parser.add_argument("--repeat", type=int, default=repeat)
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--baseline", type=Path, default=None, help="another checkout, measured interleaved")
    parser.add_argument("--workdir", type=Path, default=Path(workdir))
    for flag, options in more:
        parser.add_argument(flag, **options)
    args = parser.parse_args()
    work = args.workdir / str(os.getpid())
    work.mkdir(parents=True)
    return args, work


def main() -> None:
    args, work = arguments(__doc__ or "", repeat=3, workdir="/tmp/toolwatch-bench/learned-cost")
    try:
        wordings = templates(args.templates, root=ROOT if (ROOT / "tests/data").exists() else args.root)
        first, nxt = work / "first.jsonl", work / "next.jsonl"
        write_file(first, args.events, wordings, seed=1, day=28)
        write_file(nxt, args.events, wordings, seed=2, day=29)
        configs = {}
        roots = {"this": args.root, **({"baseline": args.baseline} if args.baseline else {})}
        for mode, value in (("off", "false"), ("on", "true")):
            configs[mode] = work / f"{mode}.toml"
            configs[mode].write_text(f"[classify]\nlearned = {value}\n")
            for label, root in roots.items():
                # The warehouse the next file goes into: the first file already loaded, with the same setting.
                run(root, first, work / f"seed-{label}-{mode}.duckdb", configs[mode])
        runs: dict[str, list[dict]] = {f"{label} {k}": [] for label in roots
                                       for k in ("first off", "first on", "next off", "next on")}
        loads = [os.getloadavg()[0]]
        for _ in range(args.repeat):
            for label, root in roots.items():
                for mode in ("off", "on"):
                    db = work / "fresh.duckdb"
                    remove_warehouse(db)
                    runs[f"{label} first {mode}"].append(run(root, first, db, configs[mode]))
                    remove_warehouse(db)
                    copy_warehouse(work / f"seed-{label}-{mode}.duckdb", db)
                    runs[f"{label} next {mode}"].append(run(root, nxt, db, configs[mode]))
                    remove_warehouse(db)
            loads.append(os.getloadavg()[0])
        print(f"{args.events:,} events per file, 10 % errors over {args.templates:,} templates; "
              f"median of {args.repeat}, interleaved; 1-minute load average: " + ", ".join(f"{x:.1f}" for x in loads))
        for label, root in roots.items():
            print(f"\n{label}: {root}")
            print(f"{'file':6} | {'learned off s (CPU)':>20} | {'learned on s (CPU)':>19} | {'cost wall':>9} {'cost CPU':>8} "
                  f"| {'paired CPU':>10} | rows learned")
            for name in ("first", "next"):
                off = {k: statistics.median(r[k] for r in runs[f"{label} {name} off"]) for k in ("seconds", "cpu")}
                on = {k: statistics.median(r[k] for r in runs[f"{label} {name} on"]) for k in ("seconds", "cpu")}
                # Each repeat's on against its own off (run minutes apart at most): the load they shared.
                paired = statistics.median(b["cpu"] / a["cpu"] - 1 for a, b in zip(
                    runs[f"{label} {name} off"], runs[f"{label} {name} on"], strict=True))
                print(f"{name:6} | {off['seconds']:9.2f} ({off['cpu']:6.2f}) | {on['seconds']:8.2f} ({on['cpu']:6.2f}) | "
                      f"{on['seconds'] / off['seconds'] - 1:+8.0%} {on['cpu'] / off['cpu'] - 1:+8.0%} | {paired:+10.0%} | "
                      f"{runs[f'{label} {name} on'][0]['learned_rows']:,}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
