"""What ``[triage] runner = "agent"`` costs next to the deterministic triage, on the standard test week.

    .venv/bin/python bench/triage_agent.py [--repeat 5]

Each repeat runs, interleaved on fresh copies of one warehouse (3 fingerprints, 2 need tickets):

  * deterministic  weekly_triage_step with runner = "deterministic"
  * agent idle     runner = "agent" with a stand-in agent that exits at once: the runner's own cost
                   (snapshot, run folder, process start, reading the records) plus the full safety net
  * agent full     the stand-in that follows the skill (issues, show and ticket upsert per issue,
                   one agent launch: 6 `toolwatch` processes), then the net that finds nothing to do

and prints the median and spread of wall seconds, with the load average before and after. A real
agent adds its model's latency and turns on top of "agent full"; the runner's part is "agent idle".
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "skills"))

from triage_fixtures import NOW, WEEK, Traffic, standard_week  # noqa: E402

from toolwatch import warehouse  # noqa: E402
from toolwatch.flows.settings import load_settings  # noqa: E402
from toolwatch.flows.steps import weekly_triage_step  # noqa: E402
from toolwatch.skills.issues import parse_week  # noqa: E402
from toolwatch.warehouse.db import copy  # noqa: E402

STAND_IN = ROOT / "tests" / "skills" / "stand_in_agent.py"
MODES = ("deterministic", "idle", "full")


def one_run(base: Path, template: Path, mode: str, n: int) -> float:
    run = base / f"{mode}-{n}"
    run.mkdir()
    db = run / "w.duckdb"
    copy(template, db)
    lines = ['[triage]', f'local_dir = "{run / "tickets"}"', f'agent_workdir = "{run / "agent"}"']
    if mode != "deterministic":
        command = f"{shlex.quote(sys.executable)} {shlex.quote(str(STAND_IN))} {mode}"
        lines += ['runner = "agent"', f"agent_command = {json.dumps(command)}"]
    (run / "toolwatch.toml").write_text("\n".join(lines) + "\n")
    settings = load_settings(config_path=run / "toolwatch.toml", db_path=db)
    start = time.perf_counter()
    report = weekly_triage_step(settings, week=WEEK, now=NOW)
    took = time.perf_counter() - start
    created = report.counts["create"] + (report.agent_run or {}).get("actions", {}).get("counts", {}).get("created", 0)
    assert created == 2, f"{mode}: {created} tickets"
    return took


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        template = base / "template.duckdb"
        with warehouse.connect(template) as wh:
            standard_week(Traffic(wh), parse_week(WEEK))
        load_before = os.getloadavg()
        times: dict[str, list[float]] = {m: [] for m in MODES}
        for n in range(args.repeat):
            for mode in MODES if n % 2 == 0 else reversed(MODES):  # interleaved, order alternating
                times[mode].append(one_run(base, template, mode, n))
        load_after = os.getloadavg()
    print(f"load average (1, 5, 15 min) before: {', '.join(f'{x:.1f}' for x in load_before)}; "
          f"after: {', '.join(f'{x:.1f}' for x in load_after)}; {os.cpu_count()} cores")
    print(f"{'run':<16}{'median s':>10}{'min s':>8}{'max s':>8}   (n = {args.repeat})")
    for mode in MODES:
        t = times[mode]
        name = mode if mode == "deterministic" else f"agent {mode}"
        print(f"{name:<16}{statistics.median(t):>10.2f}{min(t):>8.2f}{max(t):>8.2f}")


if __name__ == "__main__":
    main()
