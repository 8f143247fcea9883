"""One evaluation per bucket over the rollups: unknown thresholds, anomalies, FDR, learning.

The only input is ``rollup_calls`` / ``rollup_errors``, so the cost of an
evaluation depends on the number of series and the longest window, never on
raw volume. :class:`Evaluator` walks buckets in order, exactly as ``detect``
does live; ``backtest`` is the same walk over history. For every bucket:

1. **Unknown errors** (:mod:`toolwatch.detectors.thresholds`): per tool over
   ``unknown_window``, fixed threshold with an evidence gate; a tool too quiet
   for the gate is judged over the longer windows.
2. **Expected classes, per model**: for each window (15 min, 1 h, 2 h, 6 h
   by default) the errors of a (tool, model, class) series are tested against
   its baseline (:mod:`toolwatch.detectors.baselines`) with the beta-binomial upper
   tail. Several windows let a small tool accumulate evidence over hours
   while a busy one is caught within minutes; the 2 h window matches
   incidents of about that length on tools with ~100 calls an hour, which
   the 1 h window sees with too few errors and the 6 h one dilutes (measured
   in ``bench/detect_quality.py``: it and ``min_errors`` = 8 together find
   one more incident with no more false alerts; neither alone does). A
   gate-aware family for Benjamini-Hochberg (discrete BH) was measured too
   and rejected: it finds the same incident but with six times the false
   alerts, because the beta-binomial null is only approximate for busy
   series and the full family is what keeps their drift quiet. A test only counts as a
   candidate with ``min_errors`` errors, ``min_effect`` x the baseline rate
   and an elevated newest 15 minutes, so a 2 -> 4 blip is never an incident
   however small its p-value, and an incident that ended stops finding.
3. **Tool level**: the same test on the sum over models, against the
   *mix-adjusted* expectation sum(calls_m x baseline_m). Adjusting for the mix
   means a surge of one model with a higher normal rate does not look like a
   tool-wide rise. When the tool-level test is significant and still elevated
   once its worst model is left out, one tool-wide alert (model = null)
   replaces the per-model ones; when a single model carries it, only that
   model's own test can alert (so a new model with its own normal rate
   cannot page through the aggregate).
4. **False discoveries**: all tests of the bucket (every series x window and
   every tool-level test with calls) form one family, and Benjamini-Hochberg
   at ``fdr`` decides which candidates are findings. Thousands of quiet
   series therefore raise the bar instead of each getting its own 1 % chance.
5. **Learning**: every series then learns the bucket, except those that look
   anomalous (a candidate at raw p <= ``exclude_p``, or part of a significant
   tool-level finding, or already held out with its longest window above
   halfway to ``min_effect``), so a long incident does not become the baseline.

The per-bucket arithmetic lives in :mod:`toolwatch.detectors.scoring`.

Each chunk of buckets runs in one transaction with the state it learned and
with whatever the ``handle`` callback (the alert lifecycle) writes, so a
crash never leaves learned state without the alerts it led to.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from datetime import datetime, timedelta

import numpy as np
import pyarrow as pa

from toolwatch.detectors import baselines as bl
from toolwatch.detectors import no_data
from toolwatch.detectors.config import DetectConfig
from toolwatch.detectors.findings import BucketResult, bucket_floor
from toolwatch.detectors.scoring import BucketScorer, Condition
from toolwatch.detectors.taxonomy import ErrorClass
from toolwatch.warehouse import Warehouse
from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import WarehouseError

UNKNOWN = ErrorClass.UNKNOWN.value
LAST_BUCKET_META = "detect.last_bucket"
# The day (and block shape) whose drift allowances ``detector_drift`` holds.
DRIFT_BLOCK_META = "detect.drift_block"
# How often the drift allowance is measured again (seconds; a multiple of the block). Measured on twelve
# seeds: every 6 h removed two false alerts of seeds 1-2 but let a rise's own first blocks count as drift
# and widen the very test that was about to find it (seed 8's six-day rise: 265 -> 320 min, oracle 260);
# once a day, at 00:00 UTC, is what the tuned replays always did.
DRIFT_EVERY = 86_400
# The first evaluation of a warehouse starts after the last gap this long between buckets
# with data: a few stray old events must not make it walk months of empty buckets.
FIRST_RUN_MAX_GAP = timedelta(days=30)


class Evaluator:
    """Walks buckets of one warehouse, learning and handing each evaluation to ``handle``."""

    def __init__(self, wh: Warehouse, config: DetectConfig, chunk_buckets: int = 288) -> None:
        self.wh = wh
        self.config = config
        self.chunk_buckets = chunk_buckets
        self.bucket = timedelta(seconds=config.bucket_seconds)
        self.lookback = max(*config.windows, config.unknown_window) // config.bucket_seconds
        self.known: Callable[[], Collection[Condition]] | None = None

    def last_evaluated(self) -> datetime | None:
        text = self.wh.meta_get(LAST_BUCKET_META)
        return datetime.fromisoformat(text) if text else None

    def pending(self, at: datetime) -> tuple[datetime, datetime] | None:
        """First and last bucket to evaluate so that every bucket ending at or before ``at`` is done."""
        last = bucket_floor(at, self.config.bucket_seconds) - self.bucket
        done = self.last_evaluated()
        first: datetime | None = done + self.bucket if done is not None else None
        if first is None:
            row = self.wh.run("detect_first_bucket", {"max_gap": FIRST_RUN_MAX_GAP}).fetchone()
            first = row[0] if row else None
        if first is None:
            return None
        return (first, last) if first <= last else None

    def run(self, first: datetime, last: datetime, handle: Callable[[BucketResult], None],
            flush: Callable[[], None] | None = None, known: Callable[[], Collection[Condition]] | None = None) -> int:
        """Evaluate buckets ``first..last`` in order; returns how many were evaluated.

        ``flush`` runs at the end of every chunk, inside its transaction. ``known`` returns, before each
        bucket, the conditions already reported (the open anomaly alerts, as (tool, model or None,
        class)): their discoveries do not loosen the false-discovery bar for new ones
        (:meth:`toolwatch.detectors.scoring.BucketScorer._benjamini_hochberg`).
        """
        self.known = known
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
        walk = BucketScorer(state, cfg, np.ascontiguousarray(np.cumsum(calls, axis=1).T), np.ascontiguousarray(np.cumsum(errors, axis=1).T))
        walk.tool_history = self._tool_history(walk.tools, origin, end)
        measure_drift = self._drift(state, walk, start, end) if cfg.drift_days > 0 else None
        walk.known = self.known
        for j in range(self.lookback, n_t):
            bucket = origin + self.bucket * j
            if measure_drift is not None:
                measure_drift(bucket)
            handle(walk.step(j, bucket))
        bl.save_state(self.wh, state)
        return n_t - self.lookback

    def _drift(self, state: bl.SeriesState, walk: BucketScorer, start: datetime, end: datetime) -> Callable[[datetime], None]:
        """Give ``walk`` each series' drift allowance for the buckets ``start..end``; returns the callback that
        keeps it current as the walk reaches each bucket.

        The allowance is measured once a day (:data:`DRIFT_EVERY`, at 00:00 UTC) on the ``drift_days`` of
        whole blocks (the longest window, 6 h by default) before it, and cached in ``detector_drift``: a live
        ``detect`` (one bucket every 5 minutes) reads it back instead of aggregating a week of rollups, and
        measures again when a day begins. A replay chunk aggregates its blocks once and measures at every
        day boundary in it, so a replay and a live run use the same allowances (tested).
        """
        seconds = max(self.config.windows)
        every = DRIFT_EVERY if DRIFT_EVERY % seconds == 0 else seconds
        block = timedelta(seconds=seconds)
        n_blocks = max(1, int(timedelta(days=self.config.drift_days) / block))
        first, last = bucket_floor(start, every), bucket_floor(end, every)
        tag = f"{seconds}s x {n_blocks}"
        if first == last and self.wh.meta_get(DRIFT_BLOCK_META) == f"{first.isoformat()} {tag}":
            cols = self.wh.run("detect_drift_cached").fetchnumpy()
            ids = np.asarray(cols["series_id"], dtype=np.int64)
            pos = np.minimum(np.searchsorted(state.series_id, ids), len(state) - 1)
            ok = state.series_id[pos] == ids  # series registered since keep the fixed allowance
            walk.cap[pos[ok]] = np.asarray(cols["cap"], dtype=np.float64)[ok]
            walk.g_cap[walk.group[pos[ok]]] = np.asarray(cols["group_cap"], dtype=np.float64)[ok]
            return lambda bucket: None
        calls, errors = self._drift_blocks(state, first - block * n_blocks, n_blocks + int((last - first) / block))
        measured: list[datetime] = []

        def measure(bucket: datetime) -> None:
            key = bucket_floor(bucket, every)
            if measured and measured[-1] == key:
                return
            m = int((key - first) / block)
            walk.set_drift(calls[:, m:m + n_blocks], errors[:, m:m + n_blocks])
            measured.append(key)
            if key == last:
                self.wh.run("detect_drift_clear")
                self.wh.con.from_arrow(pa.table({"series_id": state.series_id, "cap": walk.cap,
                                                 "group_cap": walk.g_cap[walk.group]})).insert_into("detector_drift")
                self.wh.meta_set(DRIFT_BLOCK_META, f"{key.isoformat()} {tag}")

        return measure

    def _drift_blocks(self, state: bl.SeriesState, origin: datetime, n_blocks: int) -> tuple[np.ndarray, np.ndarray]:
        """Calls and errors per series and block (the longest window), ``n_blocks`` blocks from ``origin``."""
        block = max(self.config.windows)
        params = {"from": origin, "to": origin + timedelta(seconds=block * n_blocks), "block_seconds": block}
        cols = self.wh.run("detect_series_blocks", params).fetchnumpy()
        calls, errors = np.zeros((len(state), n_blocks)), np.zeros((len(state), n_blocks))
        pos = np.searchsorted(state.series_id, np.asarray(cols["series_id"], dtype=np.int64))
        b = np.asarray(cols["b"], dtype=np.int64)
        calls[pos, b] = np.asarray(cols["calls"], dtype=np.float64)
        errors[pos, b] = np.asarray(cols["errors"], dtype=np.float64)
        return calls, errors

    def _tool_history(self, tools: np.ndarray, origin: datetime, end: datetime) -> tuple[np.ndarray, int, int]:
        """Cumulative calls per tool (columns, the last one all tools) from ``no_data.HISTORY_DAYS`` before
        ``origin`` to ``end``, time-major with a leading zero row; the row offset of ``origin``, and the row
        where the warehouse's data begins (before it, zero calls mean no history, not no traffic)."""
        offset = int(timedelta(days=no_data.HISTORY_DAYS) / self.bucket)
        first = origin - self.bucket * offset
        row = self.wh.run("detect_bucket_range").fetchone()
        data_first = row[0] if row and row[0] is not None else end
        begins = max(0, int((data_first - first) / self.bucket))
        n = offset + int((end - origin) / self.bucket) + 1
        cols = self.wh.run("detect_tool_calls", {"from": first, "to": end, "bucket_seconds": self.config.bucket_seconds}).fetchnumpy()
        table = np.zeros((n + 1, len(tools) + 1))
        pos = np.searchsorted(tools, np.asarray(cols["tool"], dtype=object).astype(str))
        known = (pos < len(tools)) & (tools[np.minimum(pos, len(tools) - 1)] == np.asarray(cols["tool"], dtype=object).astype(str))
        t = np.asarray(cols["t"], dtype=np.int64) + 1
        table[t[known], pos[known]] = np.asarray(cols["calls"], dtype=np.float64)[known]
        table[:, -1] = table[:, :-1].sum(axis=1)
        return np.cumsum(table, axis=0), offset, begins
