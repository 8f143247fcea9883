"""Turn the workload and the incidents into tool-call events, one UTC day at a time.

The model is a grid of minutes x series (tool x model). Each cell has a call
intensity (traffic shape, model presence, surges) and class probabilities
(baseline, quirks, incidents). Per day, numpy draws how many calls land in each
cell (a multinomial of the day's total, so ``events=N`` is exact), splits them
between the old and the new harness release, then draws each cell's outcomes
as one multinomial over ok + the six classes. Only error rows go through
Python, to render their messages; everything else stays in arrays, and the
day comes out as an Arrow table sorted by time. Memory is one day's events.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

import numpy as np
import pyarrow as pa

from toolwatch.flows.sim import incidents as inc_mod
from toolwatch.flows.sim import messages, workload
from toolwatch.flows.sim.workload import CLASSES, MODELS, TOOLS

N_MODELS = len(MODELS)
N_SERIES = len(TOOLS) * len(MODELS)
POOL = 512


def chunks(start: int, end: int) -> list[tuple[int, int]]:
    """[start, end) cut at UTC midnights, in epoch seconds (both minute-aligned)."""
    bounds = [start] + list(range(start - start % 86_400 + 86_400, end, 86_400)) + [end]
    return [(a, b) for a, b in zip(bounds, bounds[1:], strict=False) if b > a]


def _mean_shape() -> float:
    """Mean of diurnal x weekly over a week: turns ``scale`` into events per day."""
    t = np.arange(0, 7 * 86_400, 60, dtype=np.float64)
    hour = (t % 86_400) / 3600
    return float(np.mean(workload.diurnal(hour) * workload.weekly((t // 86_400).astype(int))))


@dataclass
class Plan:
    """Everything fixed before the first event is drawn."""

    start: int
    end: int
    seed: int
    incidents: list[inc_mod.Incident]
    per_unit: float  # expected events per unit of intensity
    day_events: list[int]
    tag: str  # in every call_id, so two runs never share one
    release_at: float | None
    series_sum: np.ndarray = field(repr=False)
    series_peak: np.ndarray = field(repr=False)
    series_minutes: np.ndarray = field(repr=False)
    bug_tally: dict = field(default_factory=dict, repr=False)  # incident id -> stuck.BugTally, filled as days are drawn
    # (class, catalogue message) -> reword.Rewording: what the run writes instead (--reword); empty = the catalogue
    rewording: dict = field(default_factory=dict, repr=False)
    reword_seed: int = 0


def make_plan(start: int, end: int, seed: int, scale: float, events: int | None) -> Plan:
    """Schedule the incidents, sum the intensity per day, fix the total and share it out."""
    incidents = inc_mod.schedule(start, end, _message_for)
    release_at = inc_mod.release_time(incidents)
    day_sums, inc_sums = [], {i.id: np.zeros(4) for i in incidents}
    base = workload.baseline_rates().reshape(N_SERIES, len(CLASSES))
    series_sum, series_minutes = np.zeros(N_SERIES), np.zeros(N_SERIES)
    series_peak = np.zeros(N_SERIES)
    for a, b in chunks(start, end):
        t = np.arange(a, b, 60, dtype=np.float64)
        lam, rates, _ = intensity(t, start, end, incidents)
        day_sums.append(lam.sum())
        series_sum += lam.sum(axis=0)
        series_minutes += (lam > 0).sum(axis=0)
        hours = lam[: len(t) - len(t) % 60].reshape(-1, 60, N_SERIES).sum(axis=1)
        if len(hours):
            series_peak = np.maximum(series_peak, hours.max(axis=0))
        for inc in incidents:
            inside = (t >= inc.start) & (t < inc.end)
            tool_cols = [s for s in range(N_SERIES) if TOOLS[s // N_MODELS].name == inc.tool]
            unknown = rates[:, :, workload.CLASS_INDEX["unknown"]]
            cls = workload.CLASS_INDEX.get(str(inc.error_class))
            inc_sums[inc.id] += (
                lam[inside][:, inc.series()].sum(),
                lam[inside][:, tool_cols].sum() if tool_cols else 0.0,
                (lam * unknown)[inside][:, tool_cols].sum() if tool_cols else 0.0,
                (lam[inside][:, inc.series()] * base[inc.series(), cls]).sum() if cls is not None else 0.0,
            )
    total_intensity = float(np.sum(day_sums))
    if events is None:
        per_unit = workload.BASE_EVENTS_PER_DAY * scale / (1440 * _mean_shape())
        events = round(per_unit * total_intensity)
    else:
        per_unit = events / total_intensity
    root = np.random.default_rng(np.random.SeedSequence([seed, 0]))
    day_events = root.multinomial(events, np.array(day_sums) / total_intensity).tolist()
    labelled = []
    for inc in incidents:
        hours = max((inc.end - inc.start) / 3600, 1e-9)
        series, tool, unknown, class_errors = inc_sums[inc.id]
        labelled.append(inc_mod.label(
            inc, per_unit * series / hours, per_unit * tool / hours, unknown / tool if tool else 0.0,
            class_errors / series if series else 0.0))
    tag = hashlib.blake2b(f"{seed}|{start}|{end}|{events}".encode(), digest_size=3).hexdigest()
    return Plan(start, end, seed, labelled, per_unit, day_events, tag, release_at,
                series_sum * per_unit, series_peak * per_unit, series_minutes)


def intensity(t: np.ndarray, start: int, end: int, incidents):
    """Per-minute traffic (minutes, series) and class rates (minutes, series, classes).

    Two rate arrays: for calls on the old harness and on the new release,
    which alone carries the level shift.
    """
    lam = workload.traffic(t, start, end - start)
    base = workload.baseline_rates().reshape(1, N_SERIES, len(CLASSES))
    rates_old = np.repeat(base, len(t), axis=0)
    rates_new = rates_old.copy()
    inc_mod.apply(incidents, t, rates_old, lam, new_release=False)
    inc_mod.apply(incidents, t, rates_new, None, new_release=True)
    return lam, rates_old, rates_new


def _message_for(tool: str, error_class: str, fragment: str) -> tuple[str | None, str]:
    for template in messages.templates_for(tool, error_class):
        if fragment in template.message:
            return template.error_type, template.message
    raise LookupError(f"no {error_class} message for {tool} containing {fragment!r}")


def _outcomes(rng, counts: np.ndarray, rates: np.ndarray):
    """(cell, outcome) per call: outcome 0 is ok, 1..6 the classes in CLASSES order."""
    cells = np.flatnonzero(counts)
    p = rates.reshape(-1, len(CLASSES))[cells]
    pvals = np.hstack([np.clip(1.0 - p.sum(axis=1, keepdims=True), 0.0, 1.0), p])
    drawn = rng.multinomial(counts[cells], pvals)
    flat = np.repeat(np.arange(drawn.size), drawn.ravel())
    return cells[flat // drawn.shape[1]], flat % drawn.shape[1]


def day_events(plan: Plan, index: int, first_seq: int, vocab, pools) -> pa.Table:
    """The events of chunk ``index`` as an Arrow table sorted by ``ts_ms``."""
    a, b = chunks(plan.start, plan.end)[index]
    n = plan.day_events[index]
    rng = np.random.default_rng(np.random.SeedSequence([plan.seed, 1, index]))
    t = np.arange(a, b, 60, dtype=np.float64)
    lam, rates_old, rates_new = intensity(t, plan.start, plan.end, plan.incidents)
    counts = rng.multinomial(n, (lam / lam.sum()).ravel())
    adoption = np.repeat(workload.release_adoption(t, plan.release_at), N_SERIES)
    new = rng.binomial(counts, adoption)
    cell_o, out_o = _outcomes(rng, counts - new, rates_old)
    cell_n, out_n = _outcomes(rng, new, rates_new)
    cell = np.concatenate([cell_o, cell_n])
    outcome = np.concatenate([out_o, out_n])
    on_release = np.concatenate([np.zeros(len(cell_o), bool), np.ones(len(cell_n), bool)])
    minute, series = cell // N_SERIES, cell % N_SERIES
    ts_ms = (t[minute] * 1000).astype(np.int64) + rng.integers(0, 60_000, len(cell))
    order = np.argsort(ts_ms, kind="stable")
    ts_ms, minute, series, outcome, on_release = (
        ts_ms[order], minute[order], series[order], outcome[order], on_release[order])
    tool, model = series // N_MODELS, series % N_MODELS
    model_per_minute = plan.per_unit * lam.reshape(len(t), len(TOOLS), N_MODELS).sum(axis=1)
    from toolwatch.flows.sim import rows, stuck

    # Reworded messages draw their numbers from a stream of their own, so every other column stays as without it.
    reword_rng = (np.random.default_rng(np.random.SeedSequence([plan.seed, 6, plan.reword_seed, index]))
                  if plan.rewording else None)
    day = rows.build(plan, rng, ts_ms, tool, model, outcome, on_release,
                     model_per_minute[minute, model], first_seq, vocab, pools, reword_rng)
    return stuck.make_stuck(plan, day, index, plan.bug_tally)
