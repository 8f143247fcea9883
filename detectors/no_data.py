"""No-data detection (a dead man's switch): a tool, or the whole stream, silent while traffic is expected.

Error rates say nothing when there are no calls, and the lifecycle never
resolves an alert on missing data, so a broken logging hook or a stuck ingest
would otherwise be silence that reads as "all well". Per tool, and for all
tools together (tool ``*``), the calls of the newest ``detect.no_data_window``
are compared with the calls of the same window of the day on each of the
previous :data:`HISTORY_DAYS` days. The expected count is the *lowest* of
those days, so a quiet weekend or night sets the bar and a tool is never
expected to be busier than it has recently been at that hour. All seven days
are needed (:data:`MIN_HISTORY_DAYS`): with fewer, the first weekend after an
install is judged against weekdays only, and a small tool's usual weekend
lull (a third of a weekday's calls) reads as an outage (measured: a Saturday
23:00 page on a simulated MCP tool with five weekdays of history). The same
week applies to the whole stream's wall-clock check; ingest not running on
schedule (``detect.ingest_every``) needs no history and is watched from the
first day. Under a Poisson count with that mean, zero calls
has probability ``exp(-expected)``; a silent window with a probability of at
most :data:`NO_DATA_P` is a finding of kind ``no_data``. The alert resolves as
soon as calls come back.

>>> round(float(silence_p(np.array([13.8]))[0]), 7)
1e-06
"""

from __future__ import annotations

import numpy as np

# P(no calls in the window | expected calls) at or below this is a finding: 14 expected calls or more.
NO_DATA_P = 1e-6
HISTORY_DAYS = 7
MIN_HISTORY_DAYS = 7  # a full week, so every weekday (the weekend included) has set the bar


def silence_p(expected: np.ndarray) -> np.ndarray:
    """P(0 calls) for a Poisson count with mean ``expected``."""
    return np.exp(-np.asarray(expected, dtype=np.float64))


def expected_calls(cum: np.ndarray, i: int, width: int, day: int, first: int = 0) -> np.ndarray:
    """Per column of the time-major cumulative counts ``cum``, the lowest count of the window of ``width``
    buckets ending at bucket ``i`` on each of the previous days with history (windows starting at or after
    bucket ``first``, where the data begins); NaN with too little history.

    >>> cum = np.cumsum(np.ones((20, 1)) * 5, axis=0)  # 5 calls a bucket, "days" of 2 buckets
    >>> cum = np.vstack([np.zeros((1, 1)), cum])
    >>> expected_calls(cum, 19, 2, 2).tolist(), expected_calls(cum, 19, 2, 2, first=5).tolist()
    ([10.0], [nan])
    """
    counts = []
    for d in range(1, HISTORY_DAYS + 1):
        hi = i + 1 - d * day
        lo = hi - width
        if lo < first:
            break
        counts.append(cum[hi] - cum[lo])
    if len(counts) < MIN_HISTORY_DAYS:
        return np.full(cum.shape[1], np.nan)
    return np.min(np.vstack(counts), axis=0)
