"""Per-tool-per-model error-rate baselines, learned online and kept in the warehouse.

Each series is one (tool, model, error class). Its state is two exponentially
weighted means of per-bucket counts, ``mean_calls`` and ``mean_errors``: the
decayed sums of the learned buckets divided by their total weight, so the
weights of old buckets halve every ``detect.baseline_halflife``. (This is
``river.stats.EWMean`` with the bias correction it lacks: EWMean starts at the
first value and gives it weight 1, so with a half-life of days the first
bucket would dominate the baseline for days. The test suite checks the two
agree once that start-up term has faded.) Why this statistic:

* **Rates, not counts.** ``mean_errors / mean_calls`` is the call-weighted
  recent error rate, so a traffic surge at an unchanged rate moves both means
  together and leaves the baseline alone; quiet nights weigh little.
* **An online Beta posterior.** ``mean_calls x n_eff`` (``n_eff`` = the total
  weight of the learned buckets) is how many recent calls the baseline rests on.
  Together with the rate it is a Beta(a, b) over the series' true rate, like
  ``river.proba.Beta`` but forgetting with a half-life (``detect.baseline_halflife``),
  so the tests in :mod:`toolwatch.detectors.evaluate` can use the beta-binomial tail,
  which widens automatically when the baseline rests on few calls. The weight is
  capped (:data:`MAX_CONCENTRATION`) because real rates drift from day to day
  more than a binomial allows: without the cap a series with a million calls of
  history would call a 10 % wobble significant.
* **Cold start by shrinkage.** ``PRIOR_CALLS`` pseudo-calls at the rate of the
  same tool and class across the other models are added to every series, so a
  new model borrows its tool's rate and only its own evidence moves it away.
  Until a series has learned ``grace`` buckets and ``grace_calls`` calls it is
  not scored at all (river's ``grace_period``): being new never alerts.
* **No poisoning, but adaptation.** The evaluator tells :func:`learn` which
  buckets were anomalous; those are held out, summed in ``streak_*``. When a
  series has been held out for ``adapt_after`` in a row, the shift is taken as
  lasting (a new harness release): the baseline is replaced by the held-out
  rate and alerts on it resolve after the resolve dwell.

Everything is numpy arrays over all series at once, because one ``detect`` must
score 10,000 series in well under a second and a backtest replays 4,000 buckets.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa
from scipy import special

from toolwatch.warehouse import Warehouse

# Pseudo-calls at the tool-wide rate added to every series (shrinkage strength).
PRIOR_CALLS = 200.0
# The calls a baseline may claim to rest on when its own drift cannot be measured yet (overdispersion floor).
MAX_CONCENTRATION = 4000.0
# Bounds of the measured allowance (:func:`drift_concentration`): a series measured to drift a lot is
# still allowed this many calls, and one measured steady at most that many (~ a plain binomial).
MIN_CONCENTRATION = 500.0
CEILING_CONCENTRATION = 200_000.0
# Mean of the lower 90 % of a chi-square(1) variable: the blocks whose residuals are in the top 10 % are
# left out when deciding a series drifts (an incident is a few blocks; drift is most of them).
TRIMMED_CHI2_MEAN = 0.6230
# Calling a series drifting (a wider test than the fixed allowance) needs this many errors in the blocks.
MIN_DRIFT_ERRORS = 50
# A drift estimate needs this many blocks (6 h each by default: two days) with calls and errors.
MIN_DRIFT_BLOCKS = 8
# Terms of the beta-binomial tail summed directly before falling back to scipy.
TAIL_TERMS = 256

_STATE_COLUMNS = (
    "learned_buckets", "learned_calls", "mean_calls", "mean_errors",
    "excluded_streak", "streak_calls", "streak_errors",
)


@dataclass(frozen=True)
class BaselineParams:
    """How the baseline learns; all durations are in buckets."""

    halflife_buckets: float = 864.0  # 3 days of 5-minute buckets
    grace_buckets: int = 12
    grace_calls: float = 100.0
    adapt_buckets: int = 288  # 24 hours
    # Warm-up: an expected-class series pages only once its baseline rests on a full daily cycle of
    # its own learned buckets and this many calls (a fresh install's first hours page nothing).
    warmup_buckets: int = 0
    warmup_calls: float = 0.0

    @property
    def alpha(self) -> float:
        """EWMean fading factor whose weights halve every ``halflife_buckets`` learned buckets.

        >>> round(BaselineParams(halflife_buckets=1).alpha, 3)
        0.5
        """
        return 1.0 - 0.5 ** (1.0 / self.halflife_buckets)


@dataclass
class SeriesState:
    """The baseline state of every series, row ``i`` = ``series_id[i]``."""

    series_id: np.ndarray
    tool: np.ndarray
    model: np.ndarray
    error_class: np.ndarray
    learned_buckets: np.ndarray
    learned_calls: np.ndarray
    mean_calls: np.ndarray
    mean_errors: np.ndarray
    excluded_streak: np.ndarray
    streak_calls: np.ndarray
    streak_errors: np.ndarray

    def __len__(self) -> int:
        return len(self.series_id)


def load_state(wh: Warehouse) -> SeriesState:
    """Every series of the warehouse, in ``series_id`` order."""
    cols = wh.run("detect_series_state").fetchnumpy()
    return SeriesState(
        series_id=np.asarray(cols["series_id"], dtype=np.int64),
        tool=np.asarray(cols["tool"], dtype=object),
        model=np.asarray(cols["model"], dtype=object),
        error_class=np.asarray(cols["error_class"], dtype=object),
        **{name: np.asarray(cols[name], dtype=np.float64) for name in _STATE_COLUMNS},
    )


def save_state(wh: Warehouse, state: SeriesState) -> None:
    """Write the learned state back (inside the caller's transaction)."""
    if not len(state):
        return
    table = pa.table({"series_id": state.series_id} | {
        name: getattr(state, name).astype(np.int64) if name in ("learned_buckets", "excluded_streak")
        else getattr(state, name)
        for name in _STATE_COLUMNS
    })
    wh.con.from_arrow(table).insert_into("detector_series_upload")
    wh.run("detect_save_state")
    wh.run("detect_clear_upload")


def effective_buckets(learned_buckets: np.ndarray, alpha: float) -> np.ndarray:
    """Total EWMean weight of ``n`` learned buckets: 1 + (1-a) + ... + (1-a)^(n-1).

    >>> effective_buckets(np.array([0.0, 1.0, 2.0]), 0.5).tolist()
    [0.0, 1.0, 1.5]
    """
    return (1.0 - (1.0 - alpha) ** learned_buckets) / alpha


def beta_parameters(state: SeriesState, prior_rate: np.ndarray, params: BaselineParams,
                    cap: np.ndarray | float = MAX_CONCENTRATION) -> tuple[np.ndarray, np.ndarray]:
    """Beta(a, b) over each series' rate: own history (capped at ``cap`` calls) plus shrinkage to ``prior_rate``."""
    weight = effective_buckets(state.learned_buckets, params.alpha)
    own_calls = state.mean_calls * weight
    scale = np.minimum(1.0, cap / np.maximum(own_calls, 1e-12))
    own_calls = own_calls * scale
    own_errors = state.mean_errors * weight * scale
    a = own_errors + PRIOR_CALLS * prior_rate + 0.5
    b = (own_calls - own_errors) + PRIOR_CALLS * (1.0 - prior_rate) + 0.5
    return a, b


def drift_concentration(calls: np.ndarray, errors: np.ndarray) -> np.ndarray:
    """Per row (a series, or a tool and class) the beta-binomial concentration its own drift allows.

    ``calls`` and ``errors`` are (rows, blocks) counts of the recent past (6 h blocks over the
    last week by default). If the rate were fixed, the Pearson statistic
    X2 = sum_b (k_b - n_b p)^2 / (n_b p (1 - p)) would be chi-square with B - 1 degrees of
    freedom; under a beta-binomial with concentration c each block's variance is inflated by
    1 + (n_b - 1) rho, rho = 1 / (c + 1), so the method of moments gives
    rho = (X2 - (B - 1)) / sum_b (n_b - 1) (the quasi-binomial dispersion, per call).

    Cautious both ways. A series is allowed more than the fixed :data:`MAX_CONCENTRATION`
    only if even rho + one standard error of X2 (sqrt(2 (B - 1))) allows it, up to
    :data:`CEILING_CONCENTRATION`: a steady busy series is tested almost as a plain binomial,
    while an incident in the week (which inflates X2 like drift) keeps the fixed allowance. It
    is allowed fewer (down to :data:`MIN_CONCENTRATION`) only if the drift shows in most
    blocks: rho is then taken from the blocks without the top 10 % of residuals
    (:data:`TRIMMED_CHI2_MEAN`), and its lower bound (two standard errors, on at least :data:`MIN_DRIFT_ERRORS` errors) must still ask for it; otherwise one
    45-minute 10x incident made its series look drifting for a week (measured: ~500). Too
    little history (:data:`MIN_DRIFT_BLOCKS` blocks with calls, 5 errors) keeps the fixed one.

    >>> calls = np.full((2, 28), 2000.0)
    >>> steady = [24.0, 16, 21, 19, 18, 22, 20, 23, 17, 20] * 2 + [20.0] * 8
    >>> drifting = [10.0, 30, 12, 28, 15, 35, 9, 31, 14, 26] * 2 + [20.0] * 8
    >>> drift_concentration(calls, np.array([steady, drifting])).round(-2).tolist()
    [7600.0, 600.0]
    """
    n = np.asarray(calls, dtype=np.float64)
    k = np.asarray(errors, dtype=np.float64)
    used = n > 0
    blocks = used.sum(axis=1)
    total_n, total_k = n.sum(axis=1), k.sum(axis=1)
    p = np.divide(total_k, total_n, out=np.zeros(len(n)), where=total_n > 0)
    var = n * (p * (1.0 - p))[:, None]
    x2 = np.where(used & (var > 0), (k - n * p[:, None]) ** 2 / np.where(var > 0, var, 1.0), 0.0).sum(axis=1)
    dof = np.maximum(blocks - 1, 1)
    spread = np.maximum(np.where(used, n - 1.0, 0.0).sum(axis=1), 1.0)
    se = np.sqrt(2.0 * dof) / spread
    rho_upper = np.maximum((x2 - dof) / spread, 0.0) + se
    allowed = np.clip(1.0 / rho_upper - 1.0, MAX_CONCENTRATION, CEILING_CONCENTRATION)
    # Drift: the same estimate on the blocks below the 90th percentile of squared residuals, with the
    # rate of those blocks (an incident's blocks would otherwise inflate every other residual too).
    r2 = np.where(used & (var > 0), (k - n * p[:, None]) ** 2 / np.where(var > 0, var, 1.0), 0.0)
    order = np.sort(np.where(used, r2, np.inf), axis=1)
    cut = order[np.arange(len(n)), np.clip(np.ceil(0.9 * blocks).astype(np.int64) - 1, 0, n.shape[1] - 1)]
    kept = used & (r2 <= cut[:, None])
    kept_n, kept_k = np.where(kept, n, 0.0).sum(axis=1), np.where(kept, k, 0.0).sum(axis=1)
    q = np.divide(kept_k, kept_n, out=p.copy(), where=kept_n > 0)
    kept_var = n * (q * (1.0 - q))[:, None]
    kept_r2 = np.where(kept & (kept_var > 0), (k - n * q[:, None]) ** 2 / np.where(kept_var > 0, kept_var, 1.0), 0.0)
    count = np.maximum(kept.sum(axis=1), 1)
    mean_n1 = np.maximum(np.where(kept, n - 1.0, 0.0).sum(axis=1) / count, 1.0)
    rho_trimmed = (kept_r2.sum(axis=1) / count / TRIMMED_CHI2_MEAN - 1.0) / mean_n1
    drifts = ((rho_trimmed - 2.0 * se) > 1.0 / (MAX_CONCENTRATION + 1.0)) & (total_k >= MIN_DRIFT_ERRORS)
    allowed = np.where(drifts, np.clip(1.0 / np.maximum(rho_trimmed, 1e-12) - 1.0, MIN_CONCENTRATION, MAX_CONCENTRATION),
                       allowed)
    enough = (blocks >= MIN_DRIFT_BLOCKS) & (total_k >= 5) & (p < 1)
    return np.where(enough, allowed, MAX_CONCENTRATION)


def pooled_rate(state: SeriesState, group: np.ndarray, n_groups: int, params: BaselineParams) -> np.ndarray:
    """Per group (a tool and class across models) the rate of all its learned history."""
    weight = effective_buckets(state.learned_buckets, params.alpha)
    calls = np.bincount(group, weights=state.mean_calls * weight, minlength=n_groups)
    errors = np.bincount(group, weights=state.mean_errors * weight, minlength=n_groups)
    return np.divide(errors, calls, out=np.zeros(n_groups), where=calls > 0)


def learn(state: SeriesState, calls: np.ndarray, errors: np.ndarray, anomalous: np.ndarray,
          params: BaselineParams) -> np.ndarray:
    """Learn one bucket for every series; returns the mask of series that adopted a level shift.

    Series without calls learn nothing (an idle bucket is no evidence). Anomalous
    series are held out; after ``adapt_buckets`` held-out buckets in a row the
    held-out counts become the baseline.
    """
    active = calls > 0
    held = active & anomalous
    normal = active & ~anomalous
    a = params.alpha
    before = effective_buckets(state.learned_buckets[normal], a)
    after = (1.0 - a) * before + 1.0
    for mean, value in ((state.mean_calls, calls), (state.mean_errors, errors)):
        mean[normal] = ((1.0 - a) * before * mean[normal] + value[normal]) / after
    state.learned_buckets[normal] += 1
    state.learned_calls[normal] += calls[normal]
    state.excluded_streak[normal] = 0
    state.streak_calls[normal] = 0.0
    state.streak_errors[normal] = 0.0

    state.excluded_streak[held] += 1
    state.streak_calls[held] += calls[held]
    state.streak_errors[held] += errors[held]
    adopt = held & (state.excluded_streak >= params.adapt_buckets)
    if adopt.any():
        n = state.excluded_streak[adopt]
        state.mean_calls[adopt] = state.streak_calls[adopt] / n
        state.mean_errors[adopt] = state.streak_errors[adopt] / n
        state.learned_buckets[adopt] = n
        state.learned_calls[adopt] += state.streak_calls[adopt]
        state.excluded_streak[adopt] = 0
        state.streak_calls[adopt] = 0.0
        state.streak_errors[adopt] = 0.0
    return adopt


def adopt_rates(state: SeriesState, idx: np.ndarray, rates: np.ndarray, params: BaselineParams) -> None:
    """Take ``rates`` as the new baseline of the series ``idx``, as :func:`learn` does after ``adapt_buckets``.

    For the other elevated models of a tool and class when one of them adopts: a shift of the
    whole tool is one shift, and models too quiet to be held out in every bucket would otherwise
    keep their old baseline (and page again) long after the busy ones moved on.
    """
    state.mean_errors[idx] = state.mean_calls[idx] * rates
    state.learned_buckets[idx] = np.minimum(state.learned_buckets[idx], params.adapt_buckets)
    state.excluded_streak[idx] = 0
    state.streak_calls[idx] = 0.0
    state.streak_errors[idx] = 0.0


def upper_tail(errors: np.ndarray, calls: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """P(X >= errors) for X ~ BetaBinomial(calls, a, b): the chance of this many errors or more
    if the rate were the baseline, allowing for how uncertain the baseline is.

    Summed directly over the first :data:`TAIL_TERMS` terms of the tail, which is
    where all its mass is for the counts detection sees (the terms fall off
    geometrically past the mean); the rare longer tail falls back to scipy's
    exact ``betabinom.sf``, which is 50x slower.

    >>> float(upper_tail(np.array([0.0]), np.array([10.0]), np.array([1.0]), np.array([99.0]))[0])
    1.0
    >>> round(float(upper_tail(np.array([12.0]), np.array([300.0]), np.array([3.0]), np.array([297.0]))[0]), 4)
    0.0061
    """
    k = np.asarray(errors, dtype=np.float64)
    n = np.asarray(calls, dtype=np.float64)
    out = np.ones(len(k))
    todo = np.flatnonzero(k > 0)
    # Few terms suffice when the count is far above the mean (the usual case for a candidate);
    # the rest get more terms, and the rare long tail scipy's exact sum.
    for terms in (32, TAIL_TERMS):
        if not len(todo):
            return out
        tail, finished = _tail_sum(k[todo], n[todo], a[todo], b[todo], terms)
        out[todo[finished]] = tail[finished]
        todo = todo[~finished]
    if len(todo):
        from scipy import stats

        out[todo] = stats.betabinom.sf(k[todo] - 1, n[todo].astype(np.int64), a[todo], b[todo])
    return np.clip(out, 0.0, 1.0)


def _tail_sum(k, n, a, b, terms: int) -> tuple[np.ndarray, np.ndarray]:
    """Sum of the first ``terms`` beta-binomial probabilities from ``k`` up, and whether that is all of it."""
    kk, nn, aa, bb = k[:, None], n[:, None], a[:, None], b[:, None]
    j = kk + np.arange(terms)[None, :]
    valid = j <= nn
    jj = np.minimum(j, nn)
    log_pmf = (special.gammaln(nn + 1) - special.gammaln(jj + 1) - special.gammaln(nn - jj + 1)
               + special.betaln(jj + aa, nn - jj + bb) - special.betaln(aa, bb))
    pmf = np.where(valid, np.exp(log_pmf), 0.0)
    tail = pmf.sum(axis=1)
    finished = ~valid[:, -1] | (pmf[:, -1] <= 1e-12 * np.maximum(tail, 1e-300))
    return np.clip(tail, 0.0, 1.0), finished
