"""Where the learned step's CPU goes when the first file goes into a fresh warehouse, phase by phase.

    .venv/bin/python bench/learned_profile.py [--events 100000] [--templates 2000] [--repeat 5]
                                              [--root DIR] [--baseline DIR] [--file PATH] [--few 1,4,16]

The file is ``bench/learned_cost.py``'s first file (10 % errors over ``--templates`` wordings).
It is ingested once with the learned fallback on, which gives the distinct templates no rule
matches (what the learned step asks the model about). Then each run is a fresh process that
does what the step does for them, timing each phase's CPU (``time.process_time``): import
numpy, read the model (examples, their features, the linear weights; its version), predict
every template (cold, as ingest does), then predict again and featurise and weigh them again
(warm: the share featurising takes). ``--baseline DIR`` (an export of main) runs interleaved with
``--root``, median of ``--repeat``. ``--file PATH`` profiles the templates of that file instead
(e.g. ``bench/ingest.py --varied``'s 1.8 M events) and prints what ingesting it into a fresh
warehouse costs with the learned step off and on (one load each), to read the step's share. (cProfile was no help here: its cost per Python call
dwarfs the generator-heavy code it measures.) ``--few 1,4,16`` instead times the step for the first 1, 4
and 16 of those templates (a small file's case): a fresh process reads the model and predicts them,
with nothing imported ahead (numpy only if the checkout's model imports it), CPU and wall.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

from learned_cost import arguments, remove_warehouse, run, templates, write_file

CHILD = """
import json, sys, time
calls = [tuple(call) for call in json.load(open(sys.argv[1]))]
clock, out = time.process_time, {}
t = clock()
import numpy
out["import numpy"] = clock() - t
from toolwatch.detectors import learned
from toolwatch.detectors.learned import shipped_fallback
# What predict_many featurises and weighs a batch with (older checkouts: features() then _weighed).
featurise = getattr(learned, "_weighed_calls", None) or (
    lambda calls: learned._weighed([learned.features(*call) for call in calls]))
t = clock()
model = shipped_fallback()
model._examples_matrix(), model.linear, model.version()
out["read the model, its version"] = clock() - t
t = clock()
model.predict_many(calls)
out["predict every template (cold)"] = clock() - t
t = clock()
model.predict_many(calls)
out["  again (warm)"] = clock() - t
t = clock()
featurise(calls)
out["    featurising and weighing (warm)"] = clock() - t
out["    the rest: products, votes (warm)"] = out["  again (warm)"] - out["    featurising and weighing (warm)"]
out["total (cold)"] = out["import numpy"] + out["read the model, its version"] + out["predict every template (cold)"]
print(json.dumps(out))
"""

FEW = """
import json, sys, time
n = int(sys.argv[2])
calls = [tuple(call) for call in json.load(open(sys.argv[1]))][:n]
from toolwatch.detectors.learned import shipped_fallback  # the import is the ingest's, not the step's
modules = set(sys.modules)
cpu, wall = time.process_time(), time.perf_counter()
model = shipped_fallback()
model.version()
model.predict_many(calls)
out = {f"{n} templates: CPU": time.process_time() - cpu, f"{n} templates: wall": time.perf_counter() - wall,
       f"{n} templates: numpy imported": float("numpy" in sys.modules and "numpy" not in modules)}
print(json.dumps(out))
"""


def profile_once(root: Path, calls: Path, child: str = CHILD, *more: str) -> dict[str, float]:
    result = subprocess.run([sys.executable, "-c", child, str(calls), *more], capture_output=True, text=True, cwd=root,
                            env={**os.environ, "PYTHONPATH": str(root)})
    if result.returncode:
        raise SystemExit(result.stderr[-3000:])
    return json.loads(result.stdout.strip().splitlines()[-1])


def asked(root: Path, src: Path, work: Path, *, compare: bool = False) -> Path:
    """The (tool, error_type, template) the learned step asks about, read off a first ingest's decisions
    (``compare``: also print that ingest's cost, and the same load's with the learned step off)."""
    import duckdb

    config, db = work / "on.toml", work / "first.duckdb"
    config.write_text("[classify]\nlearned = true\n")
    if compare:
        (work / "off.toml").write_text("[classify]\nlearned = false\n")
        remove_warehouse(db)
        off = run(root, src, db, work / "off.toml")
        print(f"ingest {src.name} into a fresh warehouse, learned off: {off['seconds']:.2f} s wall, {off['cpu']:.2f} s CPU")
    remove_warehouse(db)
    on = run(root, src, db, config)
    if compare:
        print(f"ingest {src.name} into a fresh warehouse, learned on:  {on['seconds']:.2f} s wall, {on['cpu']:.2f} s CPU; "
              f"{on['learned_rows']:,} rows learned")
    with duckdb.connect(str(db)) as con:
        rows = con.execute("SELECT tool, error_type, template FROM learned_decisions ORDER BY ALL").fetchall()
    remove_warehouse(db)
    calls = work / "calls.json"
    calls.write_text(json.dumps(rows))
    return calls


def main() -> None:
    args, work = arguments(__doc__ or "", repeat=5, workdir="/tmp/toolwatch-bench/learned-profile",
                           more=[("--file", {"type": Path, "default": None, "help": "profile this file's templates"}),
                                 ("--few", {"default": None, "help": "time the step for this many templates (1,4,16)"})])
    try:
        if args.file is None:
            src = work / "first.jsonl"
            write_file(src, args.events, templates(args.templates), seed=1, day=28)
        else:
            src = args.file
        calls = asked(args.root, src, work, compare=args.file is not None)
        roots = {**({"baseline": args.baseline} if args.baseline else {}), "this": args.root}
        runs: dict[str, list[dict[str, float]]] = {label: [] for label in roots}
        loads = [os.getloadavg()[0]]
        for _ in range(args.repeat):
            for label, root in roots.items():
                if args.few is None:
                    runs[label].append(profile_once(root, calls))
                else:  # each size in its own process: a second would find the model read
                    runs[label].append({k: v for n in args.few.split(",")
                                        for k, v in profile_once(root, calls, FEW, n).items()})
            loads.append(os.getloadavg()[0])
        print(f"{len(json.loads(calls.read_text()))} templates; CPU s, median of {args.repeat}, interleaved; "
              "1-minute load average: " + ", ".join(f"{x:.1f}" for x in loads))
        print(f"{'phase':44}" + "".join(f" | {label:>9}" for label in roots))
        for phase in runs[next(iter(roots))][0]:
            print(f"{phase:44}" + "".join(f" | {statistics.median(r[phase] for r in runs[label]):9.3f}"
                                          for label in roots))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
