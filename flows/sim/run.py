"""``simulate()``: plan, generate day by day, write the files and the ground truth."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from toolwatch.flows.sim import generate, messages, workload
from toolwatch.flows.sim import reword as reword_mod
from toolwatch.flows.sim.incidents import (
    ORACLE_ALPHA,
    UNKNOWN_MIN_ERRORS,
    UNKNOWN_MIN_MULTIPLE,
    UNKNOWN_THRESHOLD,
)
from toolwatch.flows.sim.workload import CLASSES, MODELS, TOOLS
from toolwatch.flows.sim.write import FORMATS, SPLITS, splice_dirty, write_files
from toolwatch.warehouse.errors import ConfigError

GROUND_TRUTH = "incidents.json"


@dataclass(frozen=True)
class SimulationResult:
    paths: list[Path]
    ground_truth_path: Path
    events: int
    incidents: list[dict]
    events_per_file: dict[str, int] = field(default_factory=dict)
    dirty_lines: int = 0
    start: str = ""
    end: str = ""
    # tool_calls files already in the folder that this run did not write
    # (an earlier run's); they are left alone, but ingesting the folder reads them.
    other_files: list[Path] = field(default_factory=list)
    # with --reword: seed, split and what was written instead of each catalogue template (as in the ground truth)
    rewording: dict | None = None

    def to_dict(self) -> dict:
        out = {
            "paths": [str(p) for p in self.paths],
            "ground_truth_path": str(self.ground_truth_path),
            "events": self.events,
            "events_per_file": self.events_per_file,
            "dirty_lines": self.dirty_lines,
            "start": self.start,
            "end": self.end,
            "incidents": self.incidents,
            "other_files": [str(p) for p in self.other_files],
        }
        if self.rewording is not None:
            out["rewording"] = self.rewording
        return out


def _iso(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def default_end(now: datetime | None = None) -> datetime:
    """The current hour, rounded down: a demo's data ends now."""
    now = now or datetime.now(UTC)
    return now.astimezone(UTC).replace(minute=0, second=0, microsecond=0)


def _check(days, seed, scale, events, events_per_day, fmt, split, dirty, end) -> datetime:
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ConfigError(f"seed must be a non-negative whole number, got {seed!r}")
    if not (isinstance(days, int | float) and 1 / 24 <= days <= 3660):
        raise ConfigError(f"days must be between 1/24 and 3660, got {days!r}")
    if not (isinstance(scale, int | float) and 0 < scale <= 1000):
        raise ConfigError(f"scale must be a positive number up to 1000, got {scale!r}")
    for name, value in (("events", events), ("events_per_day", events_per_day)):
        if value is not None and (not isinstance(value, int) or value < 0):
            raise ConfigError(f"{name} must be a non-negative whole number, got {value!r}")
    if fmt not in FORMATS:
        raise ConfigError(f"format {fmt!r} is not one of {', '.join(FORMATS)}")
    if split not in SPLITS:
        raise ConfigError(f"split {split!r} is not one of {', '.join(SPLITS)}")
    if not 0 <= dirty < 0.5:
        raise ConfigError(f"dirty must be a fraction in [0, 0.5), got {dirty!r}")
    if dirty and fmt == "parquet":
        raise ConfigError("dirty lines are malformed JSON; they need --format jsonl or jsonl.gz")
    end = default_end() if end is None else end
    if isinstance(end, str):
        try:
            end = datetime.fromisoformat(end.replace("Z", "+00:00"))
        except ValueError:
            raise ConfigError(f"end {end!r} is not an ISO 8601 time like 2026-11-30T00:00Z") from None
    if end.tzinfo is None:
        raise ConfigError(f"end {end.isoformat()} has no time zone; add Z for UTC")
    return end.astimezone(UTC)


def simulate(out_dir, *, days: float = 14, seed: int = 0, end: datetime | str | None = None,
             scale: float = 1.0, events: int | None = None, events_per_day: int | None = None,
             fmt: str = "jsonl", split: str = "day", dirty: float = 0.0,
             varied: bool = False, reword: int | None = None,
             reword_split: str = "tuned") -> SimulationResult:
    """Write ``days`` of synthetic tool calls ending at ``end`` into ``out_dir``, plus ``incidents.json``.

    Volume: ``events`` exactly, else ``events_per_day * days``, else
    ``scale`` x 100,000 calls a day on average. Same arguments, same bytes.
    ``varied`` gives every error its own paths, commands and URLs (messages as
    diverse as real logs'; see :mod:`toolwatch.flows.sim.messages`); the
    events, classes and incidents are the same as without it.
    ``reword`` (a seed) writes every expected-class message in another phrasing
    drawn from the ``reword_split`` of ``rewordings.json`` (``tuned``,
    ``blind`` or ``all``; see :mod:`toolwatch.flows.sim.reword`): only those
    messages and their ``error_type`` change; the ground truth gains a
    ``rewording`` record of what was written instead of each template.
    """
    end_dt = _check(days, seed, scale, events, events_per_day, fmt, split, dirty, end)
    rewording = reword_mod.plan_rewording(reword, reword_split) if reword is not None else {}
    end_s = int(end_dt.timestamp()) // 60 * 60
    start_s = end_s - int(round(days * 86_400)) // 60 * 60
    if events is None and events_per_day is not None:
        events = round(events_per_day * days)
    plan = generate.make_plan(start_s, end_s, seed, scale, events)
    plan.rewording, plan.reword_seed = rewording, reword or 0
    total = sum(plan.day_events)
    rng = np.random.default_rng(np.random.SeedSequence([seed, 2]))
    vocab = messages.Vocabulary(
        rng, varied=np.random.default_rng(np.random.SeedSequence([seed, 4])) if varied else None)
    pools = [vocab.args_pool(tool.name, rng, generate.POOL) for tool in TOOLS]
    firsts = np.concatenate([[0], np.cumsum(plan.day_events)[:-1]]).tolist()
    day_starts = [a for a, _ in generate.chunks(start_s, end_s)]
    out = Path(out_dir)

    def day_table(i: int):
        return generate.day_events(plan, i, int(firsts[i]), vocab, pools)

    written = write_files(out, fmt, split, day_starts, day_table)
    dirty_count = 0
    if dirty:
        dirty_rng = np.random.default_rng(np.random.SeedSequence([seed, 3]))
        dirty_count = sum(splice_dirty(path, dirty, dirty_rng) for path, _ in written)
    mine = {p.resolve() for p, _ in written}
    others = sorted(p for p in out.glob("tool_calls*") if p.resolve() not in mine)
    incidents = [i.to_json() for i in plan.incidents]
    for row in incidents:  # what the triage must measure for each bug (flows/sim/stuck.py)
        if row["id"] in plan.bug_tally:
            row["bug"] = plan.bug_tally[row["id"]].to_json()
    truth = ground_truth(plan, start_s, end_s, seed, total, fmt, dirty_count, written, incidents)
    applied = None
    if reword is not None:
        applied = {"seed": reword, "split": reword_split,
                   "templates": [r.to_json() for r in rewording.values()]}
        truth["rewording"] = applied
    truth_path = out / GROUND_TRUTH
    truth_path.write_text(json.dumps(truth, indent=1) + "\n")
    return SimulationResult(
        paths=[p for p, _ in written], ground_truth_path=truth_path, events=total,
        incidents=incidents, events_per_file={p.name: n for p, n in written},
        dirty_lines=dirty_count, start=_iso(start_s), end=_iso(end_s), other_files=others, rewording=applied)


def ground_truth(plan, start_s, end_s, seed, total, fmt, dirty_count, written, incidents) -> dict:
    """The labels the detection benchmark scores against, and the baseline behind them."""
    rates = workload.baseline_rates()
    hours = (end_s - start_s) / 3600
    baseline = [
        {"tool": t.name, "model": m.name, "error_class": c, "rate": round(float(rates[ti, mi, ci]), 6)}
        for ti, t in enumerate(TOOLS) for mi, m in enumerate(MODELS) for ci, c in enumerate(CLASSES)
    ]
    traffic = []
    for s in range(generate.N_SERIES):
        active_h = plan.series_minutes[s] / 60
        traffic.append({
            "tool": TOOLS[s // generate.N_MODELS].name,
            "model": MODELS[s % generate.N_MODELS].name,
            "calls_per_hour": round(float(plan.series_sum[s] / active_h), 2) if active_h else 0.0,
            "peak_calls_per_hour": round(float(plan.series_peak[s]), 2),
        })
    return {
        "generator": "toolwatch simulate",
        "seed": seed,
        "start": _iso(start_s),
        "end": _iso(end_s),
        "hours": hours,
        "events": total,
        "format": fmt,
        "files": [{"path": p.name, "events": n} for p, n in written],
        "dirty_lines": dirty_count,
        "alert_rule": {
            "oracle_alpha": ORACLE_ALPHA,
            "unknown_rate_threshold": UNKNOWN_THRESHOLD,
            "unknown_min_errors": UNKNOWN_MIN_ERRORS,
            "unknown_min_multiple": UNKNOWN_MIN_MULTIPLE,
        },
        "harness_release": {"version": workload.RELEASE, "at": _iso(plan.release_at) if plan.release_at else None,
                            "rollout_hours": workload.RELEASE_ROLLOUT_S / 3600},
        "incidents": incidents,
        "baseline_rates": baseline,
        "calls_per_hour": traffic,
    }

