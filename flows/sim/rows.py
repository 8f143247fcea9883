"""The columns of one day's events: status spelling, messages, durations, sessions, args.

Input is the arrays ``generate`` drew (time, tool, model, outcome, release);
output is an Arrow table whose string columns are dictionary-encoded or taken
from pools, so no per-row Python runs except to render error messages.
"""

from __future__ import annotations

import bisect
from functools import cache

import numpy as np
import pyarrow as pa

from toolwatch.flows.sim import messages, workload
from toolwatch.flows.sim.workload import CLASSES, MODELS, TOOLS

STATUSES = ("ok", "success", "OK", "error", "failed", "ERROR", "timeout", "cancelled")
_TIMEOUT, _ABORTED = CLASSES.index("Timeout") + 1, CLASSES.index("UserAborted") + 1

_MASK64 = np.uint64(0xFFFFFFFFFFFFFFFF)


def splitmix64(x: np.ndarray) -> np.ndarray:
    """A fast, well-mixed 64-bit hash of integer keys (wrapping arithmetic, no warnings)."""
    z = x.astype(np.uint64) + np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return (z ^ (z >> np.uint64(31))) & _MASK64


def _dictionary(indices: np.ndarray, names) -> pa.DictionaryArray:
    return pa.DictionaryArray.from_arrays(pa.array(indices.astype(np.int32)), pa.array(list(names)))


def _status(rng, outcome: np.ndarray, has_message: np.ndarray) -> np.ndarray:
    """Mostly canonical spellings, with a sprinkling of synonyms and upper case."""
    u = rng.random(len(outcome))
    status = np.where(outcome == 0, 0, 3)
    status = np.where((outcome == 0) & (u < 0.02), 1, status)
    status = np.where((outcome == 0) & (u >= 0.02) & (u < 0.025), 2, status)
    plain_error = (outcome > 0) & (outcome != _TIMEOUT) & (outcome != _ABORTED)
    status = np.where(plain_error & (u < 0.025), 4, status)
    status = np.where(plain_error & (u >= 0.025) & (u < 0.03), 5, status)
    # Timeouts and aborts mostly say so in the status; some only in the message.
    status = np.where((outcome == _TIMEOUT) & ~(has_message & (u < 0.25)), 6, status)
    status = np.where((outcome == _ABORTED) & ~(has_message & (u < 0.3)), 7, status)
    return status


def _durations(rng, tool: np.ndarray, outcome: np.ndarray) -> np.ndarray:
    median = np.array([t.median_ms for t in TOOLS])[tool]
    deadline = np.array([t.timeout_ms for t in TOOLS])[tool]
    ms = median * np.exp(0.9 * rng.standard_normal(len(tool)))
    ms = np.where(outcome == _ABORTED, ms * 4, ms)
    ms = np.where(outcome == _TIMEOUT, deadline + rng.integers(0, 250, len(tool)), ms)
    return np.maximum(ms, 1).astype(np.int64)


def _sessions(plan, rng, ts_ms, model, on_release, model_per_minute):
    """Session per call: each model's traffic is spread over enough parallel sessions
    of ~CALLS_PER_SESSION calls, each lasting about SESSION_PERIOD_S."""
    lanes = np.maximum(1, np.round(model_per_minute * workload.SESSION_PERIOD_S / 60 / workload.CALLS_PER_SESSION))
    lane = np.minimum((rng.random(len(ts_ms)) * lanes).astype(np.int64), 65_535)
    period = (ts_ms // 1000 + lane * 997) // workload.SESSION_PERIOD_S
    key = ((period * 8 + model) * 2 + on_release) * 65_536 + lane
    unique, inverse = np.unique(key, return_inverse=True)
    h = splitmix64(unique ^ np.int64(plan.seed * 1_000_003 + 17))
    ids = pa.array([f"sess_{v:016x}" for v in h.tolist()])
    pct = (h % np.uint64(100)).astype(np.int64)
    cuts = np.cumsum([p for _, p in workload.CLIENT_OS]) * 100
    os_idx = np.searchsorted(cuts, pct, side="right")
    old = (h >> np.uint64(20)) % np.uint64(100) < np.uint64(round(workload.OLD_VERSIONS[1][1] * 100))
    versions = [v for v, _ in workload.OLD_VERSIONS] + [workload.RELEASE]
    on_new = (unique // 65_536) % 2 == 1
    version_idx = np.where(on_new, 2, np.where(old, 1, 0))
    inv = pa.array(inverse.astype(np.int64))
    return (ids.take(inv), _dictionary(os_idx[inverse], [o for o, _ in workload.CLIENT_OS]),
            _dictionary(version_idx[inverse], versions))


@cache
def _zipf_cumulative(n: int) -> tuple[float, ...]:
    weights = [1 / (k + 1) for k in range(n)]
    total = sum(weights)
    return tuple(sum(weights[: k + 1]) / total for k in range(n))


def _zipf_pick(n: int, u: float) -> int:
    """Template k of n with weight 1/(k+1): a few messages dominate, as in production.

    >>> [_zipf_pick(3, u) for u in (0.1, 0.6, 0.95)]
    [0, 1, 2]
    """
    return min(bisect.bisect_right(_zipf_cumulative(n), u), n - 1)


def _messages(plan, rng, ts_ms, tool, model, outcome, on_release, pool_idx, vocab, pools, reword_rng=None):
    """error_type and error_message per call (None for ok calls): a template per error,
    the incident's own message for the excess errors inside an incident; with a varied
    vocabulary, each error's paths, commands and URLs are its own. With a rewording
    (``plan.rewording``), an expected error's template is rendered as the catalogue's
    (so ``rng`` is drawn as without it) and then replaced by its rewording, rendered
    with ``reword_rng`` from the same values."""
    n = len(ts_ms)
    err = np.flatnonzero(outcome > 0)
    dominant = np.full(len(err), -1)
    for k, inc in enumerate(plan.incidents):
        if inc.message is None:
            continue
        hit = (
            np.isin(tool[err] * len(MODELS) + model[err], inc.series())
            & (outcome[err] == CLASSES.index(inc.error_class) + 1)
            & (ts_ms[err] >= inc.start * 1000) & (ts_ms[err] < inc.end * 1000)
        )
        if inc.kind == "level_shift":
            hit &= on_release[err]
        excess = 1 - 1 / inc.multiplier if inc.kind != "unknown_burst" else 0.97
        dominant[hit & (rng.random(len(err)) < excess)] = k
    choice = rng.random(len(err))
    error_type: list[str | None] = [None] * n
    message: list[str | None] = [None] * n
    has_message = np.zeros(n, bool)
    for j, i in enumerate(err.tolist()):
        t = TOOLS[tool[i]]
        if dominant[j] >= 0:
            inc = plan.incidents[dominant[j]]
            etype, text = inc.error_type, inc.message
        else:
            options = messages.templates_for(t.name, CLASSES[outcome[i] - 1])
            if not options:
                continue
            pick = options[_zipf_pick(len(options), choice[j])]
            etype, text = pick.error_type, pick.message
        error_type[i] = etype
        values = pools[tool[i]][pool_idx[i]][1]
        if vocab.varied:
            values = vocab.vary(t.name, values)
        message[i] = messages.render(text, values, rng, t.timeout_ms)
        swap = plan.rewording.get((CLASSES[outcome[i] - 1], text)) if plan.rewording else None
        if swap is not None:
            error_type[i] = swap.error_type
            message[i] = messages.render(swap.message, values, reword_rng, t.timeout_ms)
        has_message[i] = True
    return pa.array(error_type, pa.string()), pa.array(message, pa.string()), has_message


def build(plan, rng, ts_ms, tool, model, outcome, on_release, model_per_minute, first_seq,
          vocab, pools, reword_rng=None) -> pa.Table:
    """One day's events as an Arrow table (ts as epoch ms; the writer formats it)."""
    n = len(ts_ms)
    pool_idx = rng.integers(0, len(pools[0]), n)
    all_args = pa.array([a for pool in pools for a, _ in pool])
    args = all_args.take(pa.array(tool.astype(np.int64) * len(pools[0]) + pool_idx))
    error_type, message, has_message = _messages(
        plan, rng, ts_ms, tool, model, outcome, on_release, pool_idx, vocab, pools, reword_rng)
    status = _status(rng, outcome, has_message)
    session, client_os, version = _sessions(plan, rng, ts_ms, model, on_release.astype(np.int64), model_per_minute)
    providers = sorted({m.provider for m in MODELS})
    provider_idx = np.array([providers.index(m.provider) for m in MODELS])[model]
    prefix = [("toolu_" if m.provider == "anthropic" else "call_") + plan.tag for m in MODELS]
    return pa.table({
        "ts_ms": pa.array(ts_ms),
        "tool": _dictionary(tool, [t.name for t in TOOLS]),
        "model": _dictionary(model, [m.name for m in MODELS]),
        "status": _dictionary(status, STATUSES),
        "error_type": error_type,
        "error_message": message,
        "call_prefix": _dictionary(model, prefix),
        "seq": pa.array(np.arange(first_seq, first_seq + n, dtype=np.int64)),
        "session_id": session,
        "provider": _dictionary(provider_idx, providers),
        "harness_version": version,
        "client_os": client_os,
        "duration_ms": pa.array(_durations(rng, tool, outcome)),
        "args": args,
    })
