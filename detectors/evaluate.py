"""One evaluation per bucket over the rollups: unknown thresholds, anomalies, FDR, learning.

The only input is ``rollup_calls`` / ``rollup_errors``, so the cost of an
evaluation depends on the number of series and the longest window, never on
raw volume. :class:`Evaluator` walks buckets in order, exactly as ``detect``
does live; ``backtest`` is the same walk over history. For every bucket:

1. **Unknown errors** (:mod:`detectors.thresholds`): per tool over
   ``unknown_window``, fixed threshold with an evidence gate.
2. **Expected classes, per model**: for each window (15 min, 1 h, 6 h by
   default) the errors of a (tool, model, class) series are tested against
   its baseline (:mod:`detectors.baselines`) with the beta-binomial upper
   tail. Several windows let a small tool accumulate evidence over hours
   while a busy one is caught within minutes. A test only counts as a
   candidate with ``min_errors`` errors and ``min_effect`` x the baseline
   rate, so a 2 -> 4 blip is never an incident however small its p-value.
3. **Tool level**: the same test on the sum over models, against the
   *mix-adjusted* expectation sum(calls_m x baseline_m). Adjusting for the mix
   means a surge of one model with a higher normal rate does not look like a
   tool-wide rise. When the tool-level test is significant and at least two
   models are elevated, one tool-wide alert (model = null) replaces the
   per-model ones; when a single model carries it, only that model's own
   test can alert (so a new model with its own normal rate cannot page
   through the aggregate).
4. **False discoveries**: all tests of the bucket (every series x window and
   every tool-level test with calls) form one family, and Benjamini-Hochberg
   at ``fdr`` decides which candidates are findings. Thousands of quiet
   series therefore raise the bar instead of each getting its own 1 % chance.
5. **Learning**: every series then learns the bucket, except those that look
   anomalous (a candidate at raw p <= ``exclude_p``, or part of a significant
   tool-level finding), so a long incident does not become the baseline.

Each chunk of buckets runs in one transaction with the state it learned and
with whatever the ``handle`` callback (the alert lifecycle) writes, so a
crash never leaves learned state without the alerts it led to.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cached_property
from typing import Any

import duckdb
import numpy as np

from detectors import baselines as bl
from detectors.findings import BucketResult, Finding, Observation, bucket_floor
from detectors.taxonomy import ErrorClass
from detectors.thresholds import LONG_WINDOW_P, UnknownGate, crossed, threshold_p_value
from warehouse import Warehouse
from warehouse.errors import ConfigError, WarehouseError

UNKNOWN = ErrorClass.UNKNOWN.value
LAST_BUCKET_META = "detect.last_bucket"
_TUNABLE_PER_TOOL = ("unknown_rate_threshold", "unknown_min_calls", "unknown_min_errors", "min_effect", "min_errors")


@dataclass(frozen=True)
class DetectConfig:
    """Detection settings as plain values (``flows`` builds it from ``[detect]``)."""

    bucket_seconds: int = 300
    unknown_rate_threshold: float = 0.005
    unknown_min_calls: int = 200
    unknown_min_errors: int = 5
    unknown_window: int = 900
    windows: tuple[int, ...] = (900, 3600, 21600)
    min_effect: float = 2.0
    min_errors: int = 10
    fdr: float = 0.01
    exclude_p: float = 0.01
    baseline: bl.BaselineParams = field(default_factory=bl.BaselineParams)
    tools: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for seconds in (*self.windows, self.unknown_window):
            if seconds <= 0 or seconds % self.bucket_seconds:
                raise ConfigError(f"window of {seconds}s is not a whole number of {self.bucket_seconds}s buckets")
        for tool, overrides in self.tools.items():
            unknown = set(overrides) - set(_TUNABLE_PER_TOOL)
            if unknown:
                raise ConfigError(f"[detect.tools.{tool}] has unknown keys {sorted(unknown)}; allowed: {_TUNABLE_PER_TOOL}")

    def per_tool(self, tools: np.ndarray, name: str) -> np.ndarray:
        default = getattr(self, name)
        return np.array([self.tools.get(t, {}).get(name, default) for t in tools], dtype=np.float64)


class Evaluator:
    """Walks buckets of one warehouse, learning and handing each evaluation to ``handle``."""

    def __init__(self, wh: Warehouse, config: DetectConfig, chunk_buckets: int = 288) -> None:
        self.wh = wh
        self.config = config
        self.chunk_buckets = chunk_buckets
        self.bucket = timedelta(seconds=config.bucket_seconds)
        self.lookback = max(*config.windows, config.unknown_window) // config.bucket_seconds

    def last_evaluated(self) -> datetime | None:
        text = self.wh.meta_get(LAST_BUCKET_META)
        return datetime.fromisoformat(text) if text else None

    def pending(self, at: datetime) -> tuple[datetime, datetime] | None:
        """First and last bucket to evaluate so that every bucket ending at or before ``at`` is done."""
        last = bucket_floor(at, self.config.bucket_seconds) - self.bucket
        done = self.last_evaluated()
        first: datetime | None = done + self.bucket if done is not None else None
        if first is None:
            row = self.wh.run("detect_bucket_range").fetchone()
            first = row[0] if row else None
        if first is None:
            return None
        return (first, last) if first <= last else None

    def run(self, first: datetime, last: datetime, handle: Callable[[BucketResult], None],
            flush: Callable[[], None] | None = None) -> int:
        """Evaluate buckets ``first..last`` in order; returns how many were evaluated.

        ``flush`` runs at the end of every chunk, inside its transaction.
        """
        done = 0
        start = first
        while start <= last:
            end = min(last, start + self.bucket * (self.chunk_buckets - 1))
            try:
                with self.wh.transaction():
                    done += self._run_chunk(start, end, handle)
                    if flush is not None:
                        flush()
                    self.wh.meta_set(LAST_BUCKET_META, end.isoformat())
            except duckdb.Error as exc:
                raise WarehouseError(f"evaluation of {start:%Y-%m-%d %H:%M} failed: {exc}") from exc
            start = end + self.bucket
        return done

    def _run_chunk(self, start: datetime, end: datetime, handle: Callable[[BucketResult], None]) -> int:
        cfg = self.config
        classes = [c.value for c in ErrorClass]
        self.wh.run("detect_register_series", {"classes": classes, "from": start, "to": end})
        state = bl.load_state(self.wh)
        if not len(state):
            return 0
        origin = start - self.bucket * self.lookback
        n_t = self.lookback + int((end - start) / self.bucket) + 1
        params = {"from": origin, "to": end, "bucket_seconds": cfg.bucket_seconds}
        # Calls come once per (tool, model) and are shared by its class series; errors per series.
        pairs = np.char.add(np.char.add(state.tool.astype(str), "\x1f"), state.model.astype(str))
        _, pair_of = np.unique(pairs, return_inverse=True)
        cols = self.wh.run("detect_pair_calls", params).fetchnumpy()
        pair_calls = np.zeros((int(pair_of.max()) + 1, n_t + 1))
        first = np.searchsorted(state.series_id, np.asarray(cols["pair_id"], dtype=np.int64))
        pair_calls[pair_of[first], np.asarray(cols["t"], dtype=np.int64) + 1] = np.asarray(cols["calls"], dtype=np.float64)
        calls = pair_calls[pair_of]
        cols = self.wh.run("detect_series_errors", params).fetchnumpy()
        errors = np.zeros((len(state), n_t + 1))
        pos = np.searchsorted(state.series_id, np.asarray(cols["series_id"], dtype=np.int64))
        errors[pos, np.asarray(cols["t"], dtype=np.int64) + 1] = np.asarray(cols["errors"], dtype=np.float64)
        # Time-major cumulative sums: one bucket's row over all series is contiguous in memory.
        walk = _Walk(state, cfg, np.ascontiguousarray(np.cumsum(calls, axis=1).T), np.ascontiguousarray(np.cumsum(errors, axis=1).T))
        for j in range(self.lookback, n_t):
            bucket = origin + self.bucket * j
            handle(walk.step(j, bucket))
        bl.save_state(self.wh, state)
        return n_t - self.lookback


class _Walk:
    """The per-bucket arithmetic over one chunk: cumulative counts, groups, state."""

    def __init__(self, state: bl.SeriesState, cfg: DetectConfig, cum_calls: np.ndarray, cum_errors: np.ndarray) -> None:
        self.state, self.cfg = state, cfg
        self.cum_calls, self.cum_errors = cum_calls, cum_errors
        self.tools, self.tool_of = np.unique(state.tool.astype(str), return_inverse=True)
        pairs = np.char.add(np.char.add(state.tool.astype(str), "\x1f"), state.error_class.astype(str))
        group_names, self.group = np.unique(pairs, return_inverse=True)
        self.n_groups = len(group_names)
        self.group_tool = np.zeros(self.n_groups, dtype=np.int64)
        self.group_tool[self.group] = self.tool_of
        self.group_class = np.array([g.split("\x1f")[1] for g in group_names], dtype=object)
        self.expected = state.error_class != UNKNOWN
        self.unknown = ~self.expected
        self.group_names = group_names
        min_effect, min_errors = cfg.per_tool(self.tools, "min_effect"), cfg.per_tool(self.tools, "min_errors")
        self.min_effect, self.min_errors = min_effect[self.tool_of], min_errors[self.tool_of]
        self.g_min_effect, self.g_min_errors = min_effect[self.group_tool], min_errors[self.group_tool]
        self.gate = UnknownGate(*(cfg.per_tool(self.tools, n) for n in ("unknown_rate_threshold", "unknown_min_calls", "unknown_min_errors")))
        self.windows = [w // cfg.bucket_seconds for w in cfg.windows]

    # Lookups by name are only needed for the few findings and open alerts: built on first use.
    @cached_property
    def series_pos(self) -> dict[tuple[str, str, str], int]:
        st = self.state
        return {(t, m, c): i for i, (t, m, c) in enumerate(zip(st.tool, st.model, st.error_class, strict=True))}

    @cached_property
    def group_pos(self) -> dict[str, int]:
        return {name: i for i, name in enumerate(self.group_names)}

    @cached_property
    def tool_pos(self) -> dict[str, int]:
        return {name: i for i, name in enumerate(self.tools)}

    def _window(self, j: int, width: int) -> tuple[np.ndarray, np.ndarray]:
        lo = max(j + 1 - width, 0)
        return self.cum_calls[j + 1] - self.cum_calls[lo], self.cum_errors[j + 1] - self.cum_errors[lo]

    def step(self, j: int, bucket: datetime) -> BucketResult:
        cfg, st = self.cfg, self.state
        pooled = bl.pooled_rate(st, self.group, self.n_groups, cfg.baseline)
        findings = self._unknown_findings(j, bucket, pooled)
        a, b = bl.beta_parameters(st, pooled[self.group], cfg.baseline)
        rate, conc = a / (a + b), a + b
        grace = cfg.baseline
        mature = self.expected & (st.learned_buckets >= grace.grace_buckets) & (st.learned_calls >= grace.grace_calls)
        windows, tests = self._windows(j, rate, conc, mature)
        self._p_values(windows, a, b)
        best_s, best_g = self._benjamini_hochberg(windows, tests)

        # Learning holds out whatever looks elevated, significant or not. Once a series is held
        # out it stays held out while its longest window is above halfway to min_effect
        # (hysteresis), so a lasting shift accumulates towards adaptation instead of leaking
        # into the baseline whenever noise dips it below min_effect for a bucket.
        anomalous = np.zeros(len(st), dtype=bool)
        for w in windows:
            anomalous |= w["cand"] & (w["pv"] <= cfg.exclude_p)
        anomalous |= (st.excluded_streak > 0) & (windows[-1]["effect"] >= (1.0 + self.min_effect) / 2)
        wide = set()
        for g, (pv_g, wi) in best_g.items():
            w = windows[wi]
            members = np.flatnonzero((self.group == g) & mature & (w["n"] > 0))
            anomalous[members[w["effect"][members] >= self.min_effect[members]]] = True
            if self._spread_over_models(g, members, w, rate):
                wide.add(g)
                findings.append(self._finding("anomaly", self.tools[self.group_tool[g]], None, str(self.group_class[g]),
                                              self.windows[wi], bucket, w["gn"][g], w["gk"][g], w["g_rate"][g], None, pv_g,
                                              w["gk"][g] / max(w["ge"][g], 1e-12)))
        for i, (pv_s, wi) in best_s.items():
            anomalous[i] = True
            if self.group[i] in wide:
                continue
            w = windows[wi]
            findings.append(self._finding("anomaly", st.tool[i], st.model[i], st.error_class[i], self.windows[wi],
                                          bucket, w["n"][i], w["k"][i], rate[i], None, pv_s, w["effect"][i]))

        now_calls = self.cum_calls[j + 1] - self.cum_calls[j]
        now_errors = self.cum_errors[j + 1] - self.cum_errors[j]
        observe = self._observer(now_calls, now_errors, rate)
        bl.learn(st, now_calls, now_errors, anomalous & self.expected, cfg.baseline)
        at = bucket + timedelta(seconds=cfg.bucket_seconds)
        return BucketResult(
            evaluation_id=f"ev-{at:%Y%m%dT%H%M%S}Z", bucket=bucket, at=at, bucket_seconds=cfg.bucket_seconds,
            findings=findings, series=int(np.count_nonzero(now_calls)), tests=tests, observe=observe,
        )

    def _unknown_findings(self, j: int, bucket: datetime, pooled: np.ndarray) -> list[Finding]:
        """Tools over their unknown-error threshold, in the shortest window with enough evidence.

        ``unknown_window`` first; a tool too quiet for the evidence gate there is
        judged over the longer anomaly windows, as long as its newest
        ``unknown_window`` is itself over the threshold (so an ended burst does not
        linger in a 6 h window).
        """
        shortest = self.cfg.unknown_window // self.cfg.bucket_seconds
        widths = [shortest] + [w for w in self.windows if w > shortest]
        done = np.zeros(len(self.tools), dtype=bool)
        eligible = np.ones(len(self.tools), dtype=bool)
        found = []
        for width in widths:
            n, k = self._window(j, width)
            calls = np.bincount(self.tool_of, weights=n * self.unknown, minlength=len(self.tools))
            errors = np.bincount(self.tool_of, weights=k * self.unknown, minlength=len(self.tools))
            hit = crossed(calls, errors, self.gate) & eligible & ~done
            if width == shortest:
                # A longer window may speak only while the newest minutes are over the threshold too,
                # and (below) only when its count is significantly above the threshold, because a
                # long window barely over it is what chance produces now and then on a busy tool.
                eligible = (errors >= 1) & (errors > self.gate.threshold * calls)
            else:
                for ti in np.flatnonzero(hit):
                    if threshold_p_value(errors[ti], calls[ti], float(self.gate.threshold[ti])) > LONG_WINDOW_P:
                        hit[ti] = False
            done |= hit
            for ti in np.flatnonzero(hit):
                threshold = float(self.gate.threshold[ti])
                usual = pooled[self.group_pos[f"{self.tools[ti]}\x1f{UNKNOWN}"]]
                found.append(self._finding("unknown_threshold", self.tools[ti], None, UNKNOWN, width, bucket, calls[ti], errors[ti],
                                           usual, threshold, threshold_p_value(errors[ti], calls[ti], threshold),
                                           errors[ti] / calls[ti] / threshold))
        return found

    def _windows(self, j: int, rate: np.ndarray, conc: np.ndarray, mature: np.ndarray) -> tuple[list[dict], int]:
        """Counts, effects and candidate masks per window, per model and per tool (group)."""
        # Every window must still be elevated in its newest (shortest) part, or an incident
        # that ended would keep "finding" (and block recovery) until it slid out of a 6 h window.
        rn, rk = self._window(j, self.windows[0])
        recent = (rk >= 1) & (rk >= self.min_effect * rn * rate)
        g_rk = np.bincount(self.group, weights=rk * mature, minlength=self.n_groups)
        g_re = np.bincount(self.group, weights=rn * rate * mature, minlength=self.n_groups)
        g_recent = (g_rk >= 1) & (g_rk >= self.g_min_effect * g_re)
        windows, tests = [], 0
        for width in self.windows:
            n, k = self._window(j, width)
            tested = mature & (n > 0)
            effect = np.divide(k, n * rate, out=np.zeros(len(n)), where=tested)
            cand = tested & (effect >= self.min_effect) & (k >= np.minimum(self.min_errors, 3))
            use = mature & (n > 0)
            gn = np.bincount(self.group, weights=n * use, minlength=self.n_groups)
            gk = np.bincount(self.group, weights=k * use, minlength=self.n_groups)
            ge = np.bincount(self.group, weights=n * rate * use, minlength=self.n_groups)
            gc = np.minimum(np.bincount(self.group, weights=conc * use, minlength=self.n_groups), bl.MAX_CONCENTRATION)
            g_rate = np.divide(ge, gn, out=np.zeros(self.n_groups), where=gn > 0)
            g_effect = np.divide(gk, ge, out=np.zeros(self.n_groups), where=ge > 0)
            g_gate = (gn > 0) & (gk >= self.g_min_errors) & (g_effect >= self.g_min_effect) & g_recent
            tests += int(tested.sum()) + int((gn > 0).sum())
            windows.append({"n": n, "k": k, "effect": effect, "cand": cand, "gate": cand & recent & (k >= self.min_errors),
                            "gn": gn, "gk": gk, "ge": ge, "gc": gc, "g_rate": g_rate, "g_gate": g_gate})
        return windows, tests

    def _p_values(self, windows: list[dict], a: np.ndarray, b: np.ndarray) -> None:
        """All beta-binomial tails of the bucket in one vectorised call (it dominates the cost)."""
        parts = []
        for w in windows:
            c, g = w["cand"], w["g_gate"]
            parts.append((w["k"][c], w["n"][c], a[c], b[c]))
            parts.append((w["gk"][g], w["gn"][g], w["g_rate"][g] * w["gc"][g], (1 - w["g_rate"][g]) * w["gc"][g]))
        p_all = bl.upper_tail(*(np.concatenate(col) for col in zip(*parts, strict=True)))
        at = 0
        for w in windows:
            for mask, key in ((w["cand"], "pv"), (w["g_gate"], "g_pv")):
                values = np.ones(len(mask))
                count = int(mask.sum())
                values[mask] = p_all[at:at + count]
                at += count
                w[key] = values

    def _benjamini_hochberg(self, windows: list[dict], tests: int) -> tuple[dict, dict]:
        """Findings at false-discovery rate ``fdr`` over every test of the bucket: per index, (p, window)."""
        pvals: list[np.ndarray] = []
        where: list[tuple[str, int, int]] = []
        for wi, w in enumerate(windows):
            for level, mask, key in (("s", w["gate"], "pv"), ("g", w["g_gate"], "g_pv")):
                idx = np.flatnonzero(mask)
                pvals.append(w[key][idx])
                where.extend((level, wi, int(i)) for i in idx)
        best_s: dict[int, tuple[float, int]] = {}
        best_g: dict[int, tuple[float, int]] = {}
        flat = np.concatenate(pvals)
        if not len(flat):
            return best_s, best_g
        ranked = np.sort(flat)
        ok = ranked <= self.cfg.fdr * np.arange(1, len(ranked) + 1) / max(tests, 1)
        if not ok.any():
            return best_s, best_g
        cutoff = ranked[np.flatnonzero(ok).max()]
        for hit in np.flatnonzero(flat <= cutoff):
            level, wi, i = where[hit]
            best = best_s if level == "s" else best_g
            if i not in best or flat[hit] < best[i][0]:
                best[i] = (float(flat[hit]), wi)
        return best_s, best_g

    def _spread_over_models(self, g: int, members: np.ndarray, w: dict, rate: np.ndarray) -> bool:
        """Is a tool-level finding still elevated without its worst model? Then it is tool-wide.

        Leave-one-out rather than counting elevated models: with six models, one of
        the quiet ones is "2x" by chance in most windows.
        """
        if len(members) < 2:
            return False
        excess = w["k"][members] - w["n"][members] * rate[members]
        top = members[int(np.argmax(excess))]
        k = w["gk"][g] - w["k"][top]
        n = w["gn"][g] - w["n"][top]
        e = w["ge"][g] - w["n"][top] * rate[top]
        if n <= 0 or e <= 0 or k < 3 or k < self.g_min_effect[g] * e:
            return False
        r = e / n
        p = bl.upper_tail(np.array([k]), np.array([n]), np.array([r * w["gc"][g]]), np.array([(1 - r) * w["gc"][g]]))[0]
        return bool(p <= self.cfg.exclude_p)

    def _finding(self, kind, tool, model, error_class, width, bucket, calls, errors, baseline, threshold, p_value, score) -> Finding:
        bs = self.cfg.bucket_seconds
        at = bucket + timedelta(seconds=bs)
        return Finding(
            kind=kind, tool=str(tool), model=None if model is None else str(model), error_class=str(error_class),
            window_seconds=width * bs, window_start=at - timedelta(seconds=width * bs), window_end=at, last_bucket=bucket,
            calls=int(calls), errors=int(errors), observed_rate=float(errors / calls), baseline_rate=float(baseline),
            threshold=threshold, p_value=float(p_value), score=float(score),
        )

    def _observer(self, calls: np.ndarray, errors: np.ndarray, rate: np.ndarray) -> Callable[[str], Observation]:
        from detectors.findings import parse_alert_key

        def observe(key: str) -> Observation:
            kind, tool, model, cls = parse_alert_key(key)
            if kind == "unknown_threshold":
                mask = (self.state.tool == tool) & self.unknown
                ti = self.tool_pos.get(tool)
                limit = float(self.gate.threshold[ti]) if ti is not None else float("inf")
                return Observation(float(calls[mask].sum()), float(errors[mask].sum()), limit)
            if model is not None:
                i = self.series_pos.get((tool, model, cls))
                if i is None:
                    return Observation(0.0, 0.0, float("inf"))
                return Observation(float(calls[i]), float(errors[i]), float(rate[i] * self.min_effect[i]))
            g = self.group_pos.get(f"{tool}\x1f{cls}")
            if g is None:
                return Observation(0.0, 0.0, float("inf"))
            members = self.group == g
            n = float(calls[members].sum())
            expected = float((calls[members] * rate[members]).sum())
            limit = expected / n * float(self.g_min_effect[g]) if n > 0 else float("inf")
            return Observation(n, float(errors[members].sum()), limit)

        return observe
