"""Unknown-threshold false alerts when the expected errors are worded differently (issue 13).

    .venv/bin/python bench/reword_alerts.py                    # seeds 1 2 3, 14 days, scale 1: ~10 min on 2 busy cores
    .venv/bin/python bench/reword_alerts.py --seeds 4 --scale 0.5 --variants original blind

For each seed, ``toolwatch.flows.sim`` writes 14 days three times: with the
catalogue's messages (``original``), and with every expected-class message
reworded (``simulate(reword=SEED)``) from the ``tuned`` and from the ``blind``
phrasings of ``flows/sim/rewordings.json``. The events, classes and
incidents are the same in all three; only the wording of expected errors
differs. Each variant is ingested with the shipped classifier (rules, then the
learned fallback; no class is given, the classifier decides) and replayed by
``toolwatch.flows.backtest.replay``, exactly as ``toolwatch backtest`` does.
The variants of a seed run one after the other, seeds in turn, so load
drifts hit them alike.

Printed per seed and in total, side by side: unknown-threshold alerts that
match no real incident, per week (target <= 1); each injected unknown-error
incident (the bugs) alerted or not, with its delay, and whether it reached
on-call at all: by an alert of its own, or, when an unknown-threshold alert
was already open on its tool, by a ``new_fingerprint`` page in that alert's
thread (``alerts/new_errors.py``; target: every one labelled
``should_alert``); new-error pages that match no bug (false pages); the
expected-class incidents found, for context; and the
reworded phrasings whose rows ended in ``unknown`` (what pages on-call), with
rows, tools and the false alerts they caused (a false alert is put on the
phrasing with the most unknown rows on its tool in the 15 minutes before it).

``--cost N`` also replays one warehouse per variant N times with the new-error
pages on and N times off, interleaved, and prints the median replay CPU
seconds of each (the pages' cost).

The simulated logs are cached in --workdir (they depend only on the
simulator); the warehouses are rebuilt on every run, so the figures are those
of the classifier checked out now.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import statistics
import sys
import time
from collections import defaultdict
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from toolwatch.flows.sim.score import matches, parse  # noqa: E402  (the path above first)

END = "2026-11-30T00:00:00Z"  # a fixed end (a Monday) so every run simulates the same weeks
VARIANTS = ("original", "tuned", "blind")
_SLOT = re.compile(r"\{(?:path|n|cmd|url|id)\}")


def _sim_key() -> str:
    """Changes when the simulator's code or data does, so cached logs are never stale."""
    h = hashlib.blake2b(digest_size=4)
    for path in sorted((ROOT / "flows/sim").glob("*")):
        if path.suffix in (".py", ".json", ".sql"):
            h.update(path.read_bytes())
    return h.hexdigest()


def simulated(seed: int, variant: str, days: float, scale: float, workdir: Path) -> tuple[list[str], dict]:
    """The logs and ground truth of one (seed, variant), simulated once and cached."""
    from toolwatch.flows.sim import simulate

    folder = workdir / f"seed{seed}-{variant}-d{days:g}-s{scale:g}-{_sim_key()}"
    done = folder / "done.json"
    if not done.exists():
        shutil.rmtree(folder, ignore_errors=True)
        reword = {} if variant == "original" else {"reword": seed, "reword_split": variant}
        sim = simulate(folder, days=days, seed=seed, scale=scale, end=END, **reword)
        done.write_text(json.dumps({"paths": [str(p) for p in sim.paths]}))
    truth = json.loads((folder / "incidents.json").read_text())
    return json.loads(done.read_text())["paths"], truth


def run_variant(paths: list[str], workdir: Path, cost: int = 0
                ) -> tuple[list[dict], list[dict], list[tuple], float, float, dict[bool, list[float]]]:
    """Ingest with the shipped classifier, replay; the alerts opened, the lifecycle events, the unknown
    templates, the seconds, and with ``cost`` the replay CPU seconds with the new-error pages on / off."""
    from toolwatch import warehouse
    from toolwatch.flows.backtest import replay
    from toolwatch.flows.settings import load_settings
    from toolwatch.flows.wiring import build_classifier
    from toolwatch.warehouse.ingest import ingest_paths

    settings = load_settings()
    db = workdir / f"run-{os.getpid()}.duckdb"
    base = workdir / f"run-{os.getpid()}-ingested.duckdb"
    db.unlink(missing_ok=True)
    cpu: dict[bool, list[float]] = {True: [], False: []}
    try:
        with warehouse.connect(db) as wh:
            t0 = time.perf_counter()
            ingest_paths(wh, paths, classifier=build_classifier(settings))
            ingest_s = time.perf_counter() - t0
        if cost:
            shutil.copy(db, base)
        with warehouse.connect(db) as wh:
            t0 = time.perf_counter()
            result = replay(wh, settings)
            replay_s = time.perf_counter() - t0
            unknown = wh.con.execute(
                "SELECT tool, template, any_value(error_message), count(*), "
                "list(time_bucket(INTERVAL 5 MINUTE, ts)) FROM tool_calls "
                "WHERE error_class = 'unknown' GROUP BY tool, template").fetchall()
        for _ in range(cost):
            for pages in (False, True):
                cpu[pages].append(replay_cpu(base, db, settings, pages))
    finally:
        db.unlink(missing_ok=True)
        base.unlink(missing_ok=True)
    return result.alerts, result.lifecycle, unknown, ingest_s, replay_s, cpu


def replay_cpu(base: Path, db: Path, settings, pages: bool) -> float:
    """CPU seconds of this process (all threads) for one replay of a copy of ``base``, new-error pages on or off."""
    from dataclasses import replace

    from toolwatch import warehouse
    from toolwatch.flows.steps import default_at, run_detection
    from toolwatch.flows.wiring import bucket_seconds_of, detect_config, lifecycle_config

    shutil.copy(base, db)
    with warehouse.connect(db) as wh:
        seconds = bucket_seconds_of(wh, settings)
        lifecycle = replace(lifecycle_config(settings), page_new_fingerprints=pages)
        t0 = time.process_time()
        run_detection(wh, detect_config(settings, seconds), lifecycle, default_at(wh, seconds))
        return time.process_time() - t0


def _pattern(template: str) -> re.Pattern[str]:
    return re.compile(".+?".join(re.escape(p) for p in _SLOT.split(template)), re.DOTALL)


def masking(bug: dict, alerts: list[dict], lifecycle: list[dict]) -> dict | None:
    """The unknown-threshold alert on the bug's tool that was already open when the bug began, if any:
    the bug's errors then feed that alert instead of opening one (on-call hears nothing new)."""
    start = parse(bug["start"])
    ended = {e["alert_id"]: parse(e["at"]) for e in lifecycle if e["event"] in ("resolved", "adopted", "merged")}
    open_then = [a for a in alerts if a["kind"] == "unknown_threshold" and a["tool"] == bug["tool"]
                 and parse(a["fired_at"]) < start and ended.get(a["alert_id"], start) >= start]
    return max(open_then, key=lambda a: parse(a["fired_at"])) if open_then else None


def new_error_pages(lifecycle: list[dict]) -> list[dict]:
    """The ``new_fingerprint`` pages, shaped like an alert for :func:`matches` (the tool is in the alert key)."""
    return [{"fired_at": e["at"], "tool": e["alert_key"].split("|")[1], "model": None, "error_class": "unknown",
             "fingerprint": e["new_fingerprint"]["fingerprint"], "p_value": e["new_fingerprint"]["p_value"],
             "window": e["new_fingerprint"]["window"], "errors": e["new_fingerprint"]["errors"]}
            for e in lifecycle if e["event"] == "new_fingerprint"]


def score(alerts: list[dict], lifecycle: list[dict], unknown: list[tuple], truth: dict) -> dict:
    incidents = truth["incidents"]
    real = [i for i in incidents if not i["kind"].startswith("trap_")]
    days = (parse(truth["end"]) - parse(truth["start"])).total_seconds() / 86_400
    false_unknown = [a for a in alerts if a["kind"] == "unknown_threshold" and not any(matches(a, i) for i in real)]
    pages = new_error_pages(lifecycle)
    bug_incidents = [i for i in real if i["kind"] == "unknown_burst"]
    false_pages = [p for p in pages if not any(matches(p, i) for i in bug_incidents)]
    bugs = []
    for inc in bug_incidents:
        hits = [parse(a["fired_at"]) for a in alerts if a["kind"] == "unknown_threshold" and matches(a, inc)]
        delay = (min(hits) - parse(inc["start"])).total_seconds() / 60 if hits else None
        masked = masking(inc, alerts, lifecycle) if delay is None else None
        paged = [parse(p["fired_at"]) for p in pages if matches(p, inc)]
        page_delay = (min(paged) - parse(inc["start"])).total_seconds() / 60 if paged else None
        bugs.append({"id": inc["id"], "tool": inc["tool"], "should_alert": inc["should_alert"], "delay": delay,
                     "masked_since": parse(masked["fired_at"]) if masked else None, "page_delay": page_delay})
    expected = [i for i in real if i["kind"] != "unknown_burst" and i["should_alert"]]
    found = sum(1 for i in expected if any(matches(a, i) for a in alerts))
    # Which reworded phrasings ended in unknown, and the false alerts they explain.
    reworded = (truth.get("rewording") or {}).get("templates", [])
    patterns = [(r, _pattern(r["message"])) for r in reworded]
    phrasings: dict[str, dict] = {}
    by_tool: dict[str, list[tuple[str, list]]] = defaultdict(list)
    for tool, _template, sample, rows, buckets in unknown:
        hit = next((r for r, p in patterns if p.fullmatch(sample or "")), None)
        if hit is None:
            continue  # a bug: unknown is right
        entry = phrasings.setdefault(hit["message"], {"rows": 0, "tools": set(), "false_alerts": 0, "rewording": hit})
        entry["rows"] += rows
        entry["tools"].add(tool)
        by_tool[tool].append((hit["message"], buckets))
    for a in false_unknown:
        at = parse(a["fired_at"])
        weight = {m: sum(1 for b in buckets if at - timedelta(minutes=15) <= b <= at) for m, buckets in by_tool[a["tool"]]}
        if weight and max(weight.values()) > 0:
            phrasings[max(weight, key=lambda m: weight[m])]["false_alerts"] += 1
    return {"false_unknown": len(false_unknown), "per_week": len(false_unknown) / (days / 7), "bugs": bugs,
            "pages": pages, "false_pages": false_pages,
            "expected": (found, len(expected)), "phrasings": phrasings, "alerts": len(alerts), "days": days}


def _load() -> str:
    return "{:.1f} {:.1f} {:.1f}".format(*os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--days", type=float, default=14)
    parser.add_argument("--scale", type=float, default=1.0, help="volume: 1.0 = about 100,000 calls a day")
    parser.add_argument("--variants", nargs="+", choices=VARIANTS, default=list(VARIANTS))
    parser.add_argument("--cost", type=int, default=0, metavar="N",
                        help="also replay each warehouse N times with the new-error pages on and N off (CPU seconds)")
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/toolwatch-bench/reword"),
                        help="cache of simulated logs")
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    print(f"load average at start: {_load()}", flush=True)
    results: dict[str, list[dict]] = {v: [] for v in args.variants}
    costs: list[tuple[int, str, dict[bool, list[float]]]] = []
    for seed in args.seeds:
        for variant in args.variants:
            t0 = time.perf_counter()
            paths, truth = simulated(seed, variant, args.days, args.scale, args.workdir)
            sim_s = time.perf_counter() - t0
            alerts, lifecycle, unknown, ingest_s, replay_s, cpu = run_variant(paths, args.workdir, args.cost)
            s = score(alerts, lifecycle, unknown, truth)
            results[variant].append(s)
            if args.cost:
                costs.append((seed, variant, cpu))
                print(f"  replay CPU s, new-error pages off: {[round(x, 1) for x in cpu[False]]}, "
                      f"on: {[round(x, 1) for x in cpu[True]]}", flush=True)
            missed = [b["id"] for b in s["bugs"] if b["should_alert"] and b["delay"] is None]
            print(f"seed {seed} {variant:>8}: unknown-threshold false alerts {s['false_unknown']:>3} "
                  f"({s['per_week']:.1f}/week), bugs missed {missed or 'none'}, expected incidents found "
                  "{}/{}".format(*s["expected"]) + f", new-error pages {len(s['pages'])} "
                  f"({len(s['false_pages'])} false)  [simulate {sim_s:.0f} s, ingest {ingest_s:.0f} s, "
                  f"replay {replay_s:.0f} s]", flush=True)
    report(results, args.seeds)
    if costs:
        print("\nReplay CPU seconds (this process, all threads), median of "
              f"{args.cost} interleaved runs: new-error pages off -> on")
        for seed, variant, cpu in costs:
            off, on = statistics.median(cpu[False]), statistics.median(cpu[True])
            print(f"  seed {seed} {variant:>8}: {off:.1f} -> {on:.1f} ({100 * (on - off) / off:+.1f}%)")
    print(f"\nruntime {time.perf_counter() - began:.0f} s; load average at end: {_load()}")


def bug_table(results: dict[str, list[dict]], seeds: list[int], cell) -> None:
    """One row per bug and seed, one column per variant: ``cell(alert delay or None, the bug's score)``."""
    variants = list(results)
    print(f"{'':22}" + "".join(f"{v:>16}" for v in variants))
    for k, seed in enumerate(seeds):
        for b, bug in enumerate(results[variants[0]][k]["bugs"]):
            cells = [cell(results[v][k]["bugs"][b]["delay"], results[v][k]["bugs"][b]) for v in variants]
            label = f"seed {seed} {bug['id']}{'*' if bug['should_alert'] else ''} {bug['tool']}"
            print(f"{label[:22]:22}" + "".join(f"{c:>16}" for c in cells))


def report(results: dict[str, list[dict]], seeds: list[int]) -> None:
    variants = list(results)
    print(f"\nUnknown-threshold false alerts per week (target <= 1), seeds {seeds}\n")
    print(f"{'':22}" + "".join(f"{v:>12}" for v in variants))
    for k, seed in enumerate(seeds):
        print(f"{f'seed {seed}':22}" + "".join(f"{results[v][k]['per_week']:>12.1f}" for v in variants))
    total = {v: sum(s["false_unknown"] for s in results[v]) / sum(s["days"] / 7 for s in results[v]) for v in variants}
    print(f"{'all seeds':22}" + "".join(f"{total[v]:>12.1f}" for v in variants))
    found = {v: (sum(s["expected"][0] for s in results[v]), sum(s["expected"][1] for s in results[v])) for v in variants}
    print(f"{'expected incidents':22}" + "".join(f"{f'{a}/{b}':>12}" for a, b in found.values()))
    print("\nInjected unknown-error incidents (bugs): delay of the first unknown-threshold alert, minutes "
          "(* = labelled should_alert; - = none; 'open DD HH:MM' = none, because an unknown-threshold alert "
          "on the tool opened then was still open: the bug fed it)\n")
    bug_table(results, seeds, lambda d, got: f"{d:.0f}" if d is not None else
              f"open {got['masked_since']:%d %H:%M}" if got["masked_since"] else "-")
    all_alert = {v: all(b["delay"] is not None for s in results[v] for b in s["bugs"] if b["should_alert"])
                 for v in variants}
    print(f"{'every * bug alerted':22}" + "".join(f"{'yes' if all_alert[v] else 'NO':>16}" for v in variants))
    print("\nBugs reaching on-call: an alert of their own (the column above), or a new_fingerprint page in the "
          "thread of the alert open on their tool (delay of the page, minutes, marked 'page')\n")
    bug_table(results, seeds, lambda d, got: f"{d:.0f}" if d is not None else
              f"page {got['page_delay']:.0f}" if got["page_delay"] is not None else "-")
    for name, count in (("* bugs alerted", lambda b: b["delay"] is not None),
                        ("* bugs reaching on-call", lambda b: b["delay"] is not None or b["page_delay"] is not None)):
        cells = []
        for v in variants:
            must = [b for s in results[v] for b in s["bugs"] if b["should_alert"]]
            cells.append(f"{sum(1 for b in must if count(b))}/{len(must)}")
        print(f"{name:22}" + "".join(f"{c:>16}" for c in cells))
    print(f"{'new-error pages':22}" + "".join(f"{sum(len(s['pages']) for s in results[v]):>16}" for v in variants))
    print(f"{'  of which false':22}" + "".join(f"{sum(len(s['false_pages']) for s in results[v]):>16}" for v in variants))
    for v in variants:
        for k, seed in enumerate(seeds):
            for p in results[v][k]["pages"]:
                ok = "FALSE" if p in results[v][k]["false_pages"] else "bug"
                print(f"  {v} seed {seed} page {p['fired_at']} {p['tool']} {p['fingerprint']} "
                      f"{p['errors']} errors in {p['window']}, p = {p['p_value']:.2g} ({ok})")
    for v in variants:
        merged: dict[str, dict] = {}
        for s in results[v]:
            for message, e in s["phrasings"].items():
                m = merged.setdefault(message, {"rows": 0, "tools": set(), "false_alerts": 0, "seeds": 0,
                                                "rewording": e["rewording"]})
                m["rows"] += e["rows"]
                m["tools"] |= e["tools"]
                m["false_alerts"] += e["false_alerts"]
                m["seeds"] += 1
        if v == "original" and not merged:
            continue
        print(f"\nReworded phrasings that ended in unknown, {v} ({len(merged)}; by false alerts, then rows)")
        for message, m in sorted(merged.items(), key=lambda kv: (-kv[1]["false_alerts"], -kv[1]["rows"])):
            r = m["rewording"]
            print(f"  {m['false_alerts']:>3} false alerts {m['rows']:>7} rows  {r['error_class']}/{r['reason']} "
                  f"on {', '.join(sorted(m['tools']))} (seeds: {m['seeds']}): {json.dumps(message)[:160]}")


if __name__ == "__main__":
    main()
