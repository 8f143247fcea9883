"""What a hook adds to every tool call: wall time of `toolwatch hook` vs a bare interpreter.

Runs, interleaved so machine noise hits all alike, N times each:

- ``python -c pass`` (the floor every Python hook pays),
- ``python -m toolwatch hook cursor --spool DIR`` with a real Cursor payload on stdin
  (the command ``toolwatch hook install`` writes into the harness's config),
- the same with ``--url`` pointing at a running ``toolwatch receive`` on loopback,
- with ``--before DIR``, both hook commands again from another checkout (e.g. ``git archive
  main | tar -x -C DIR``), so a change is measured against its base in the same run.

Prints p50 / p99 of each, the added time (hook − bare) at p50 and p99, and the median CPU
time of each child (user + system), which a shared machine disturbs less than wall time.
Target: p50 ≤ 30 ms above the bare interpreter.

Installed packages carry compiled bytecode (pip and ``uv --compile-bytecode`` write it), so
the children run with ``PYTHONDONTWRITEBYTECODE`` removed after one untimed warm-up call that
writes it; ``--no-bytecode`` keeps the caller's environment instead and skips the warm-up
(with ``PYTHONDONTWRITEBYTECODE=1`` and no bytecode written before, every call compiles
every toolwatch module it imports; bytecode written earlier is still read).

    .venv/bin/python bench/hook_latency.py [--runs 200] [--before DIR] [--no-bytecode]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from toolwatch.flows.intake.receiver import ReceiverOptions, start_receiver, stop_receiver

ROOT = Path(__file__).resolve().parents[1]
PAYLOAD = (ROOT / "tests" / "data" / "hooks" / "cursor.jsonl").read_text().splitlines()[1]


def _time(cmd: list[str], stdin: bytes, env: dict[str, str], cwd: str) -> tuple[float, float]:
    """(wall ms, CPU ms) of one child."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # cwd outside any checkout: `python -m` puts it first on sys.path, before PYTHONPATH.
    subprocess.run(cmd, input=stdin, stdout=subprocess.DEVNULL, check=True, env=env, cwd=cwd)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return wall, cpu


def _pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1] if len(values) > 1 else values[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--before", type=Path, help="another checkout whose hook is measured alongside")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="keep PYTHONDONTWRITEBYTECODE as the caller has it (no warm-up)")
    args = parser.parse_args()
    base_env = dict(os.environ)
    if not args.no_bytecode:
        base_env.pop("PYTHONDONTWRITEBYTECODE", None)
    roots = {"": ROOT} | ({"before ": args.before.resolve()} if args.before else {})
    envs = {label: {**base_env, "PYTHONPATH": str(root)} for label, root in roots.items()}
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory(prefix="tw-hook-bench-") as tmp:
        spool, received = Path(tmp) / "spool", Path(tmp) / "received"
        server, thread = start_receiver(ReceiverOptions(spool=received, port=0))
        url = f"http://127.0.0.1:{server.port}"
        hook = [sys.executable, "-m", "toolwatch", "hook", "cursor", "--spool", str(spool)]
        commands: dict[str, tuple[list[str], dict[str, str]]] = {"bare python": ([sys.executable, "-c", "pass"], base_env)}
        for label, env in envs.items():
            commands[f"{label}hook → spool"] = (hook, env)
            commands[f"{label}hook → url"] = ([*hook, "--url", url], env)
        payload = PAYLOAD.encode()
        if not args.no_bytecode:  # one call writes the bytecode an installed package ships with
            for cmd, env in commands.values():
                subprocess.run(cmd, input=payload, stdout=subprocess.DEVNULL, check=True, env=env, cwd=tmp)
        times: dict[str, list[float]] = {name: [] for name in commands}
        cpu: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, (cmd, env) in commands.items():
                wall, used = _time(cmd, payload, env, tmp)
                times[name].append(wall)
                cpu[name].append(used)
        loads.append(os.getloadavg()[0])
        stop_receiver(server, thread)
        spooled = sum(len(p.read_text().splitlines()) for p in spool.glob("hook-*.jsonl"))
        posted = server.accepted
    bare50, bare99 = _pct(times["bare python"], 50), _pct(times["bare python"], 99)
    bare_cpu = statistics.median(cpu["bare python"])
    rows = {}
    width = max(len(name) for name in commands)
    for name, values in times.items():
        p50, p99, used = _pct(values, 50), _pct(values, 99), statistics.median(cpu[name])
        rows[name] = {"p50_ms": round(p50, 1), "p99_ms": round(p99, 1),
                      "added_p50_ms": round(p50 - bare50, 1), "added_p99_ms": round(p99 - bare99, 1),
                      "cpu_ms": round(used, 1), "added_cpu_ms": round(used - bare_cpu, 1)}
        print(f"{name:<{width}} p50 {p50:6.1f} ms  p99 {p99:6.1f} ms   added p50 {p50 - bare50:+6.1f} ms  "
              f"p99 {p99 - bare99:+6.1f} ms   CPU {used:5.1f} ms ({used - bare_cpu:+5.1f})")
    print(f"events: {spooled} spooled, {posted} posted; {args.runs} timed runs each, interleaved; "
          f"bytecode {'as the environment has it' if args.no_bytecode else 'compiled'}; "
          f"load average {loads[0]:.1f} → {loads[-1]:.1f}")
    print(json.dumps({"runs": args.runs, "load": loads, "bytecode": not args.no_bytecode, "results": rows}))


if __name__ == "__main__":
    main()
