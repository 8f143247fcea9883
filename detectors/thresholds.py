"""Unknown errors against a fixed per-tool threshold.

An ``unknown`` error is a harness bug by definition, so there is no baseline
to learn: the unknown-error rate of a tool (all models together, over
``detect.unknown_window``) is compared with ``unknown_rate_threshold``, and the
alert fires in the first bucket where it is crossed. An evidence gate
(``unknown_min_calls`` calls and ``unknown_min_errors`` errors in the window)
keeps three calls with one failure from paging anyone; a tool too quiet to
pass the gate in ``unknown_window`` is judged over the longer ``windows`` by a
binomial test against the threshold instead of the calls gate, because every
unknown error is a bug and small tools have them too
(see :meth:`toolwatch.detectors.scoring.BucketScorer._unknown_findings`).

The p-value reported with the evidence is the binomial tail
P(X >= errors | calls, threshold): how surprising the count would be if the
tool sat exactly at its threshold. In ``unknown_window`` it is information for
the reader, the decision being the fixed threshold the team agreed on; over
the longer windows it must also be at most :data:`LONG_WINDOW_P`. These tests
stay outside the false-discovery family of the anomalies.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import special

# A tool judged over a longer window must be over its threshold with P(X >= errors | threshold) <= this:
# a busy tool at 10 % of its threshold reaches "barely over" in some hour now and then by chance,
# but not "clearly over" (a 1 h window of 1,000 calls needs 9 unknown errors instead of 6).
LONG_WINDOW_P = 0.1


@dataclass(frozen=True)
class UnknownGate:
    """Per-tool threshold and evidence gate, as arrays aligned with the tools."""

    threshold: np.ndarray
    min_calls: np.ndarray
    min_errors: np.ndarray


def crossed(calls: np.ndarray, errors: np.ndarray, gate: UnknownGate) -> np.ndarray:
    """Mask of tools whose unknown-error rate is above the threshold with enough evidence.

    >>> g = UnknownGate(np.array([0.005] * 3), np.array([200] * 3), np.array([5] * 3))
    >>> crossed(np.array([1000, 1000, 100]), np.array([6, 4, 50]), g).tolist()
    [True, False, False]
    """
    rate = np.divide(errors, calls, out=np.zeros(len(calls)), where=calls > 0)
    return (calls >= gate.min_calls) & (errors >= gate.min_errors) & (rate > gate.threshold)


def threshold_p_value(errors: float, calls: float, threshold: float) -> float:
    """P(X >= errors) for X ~ Binomial(calls, threshold).

    >>> round(threshold_p_value(10, 1000, 0.005), 4)
    0.0315
    """
    return float(special.bdtrc(errors - 1, int(calls), threshold))


def passes_alone(windows: list[tuple[int, float, float]], shortest: int, threshold: float, min_calls: float,
                 min_errors: float) -> tuple[int, float] | None:
    """The first window ``(seconds, P)`` in which these errors alone pass the unknown rule, else None.

    ``windows`` are ``(seconds, calls, errors)``, shortest first: the tool's calls and one
    fingerprint's errors. The rule is the detector's (:meth:`toolwatch.detectors.scoring.BucketScorer._unknown_findings`):
    in ``shortest`` (``unknown_window``) the threshold behind the evidence gate; in a longer window
    ``min_errors`` errors over the threshold with P(X >= errors | calls, threshold) <= :data:`LONG_WINDOW_P`.
    The new-bug page behind an open alert (``alerts/new_errors.py``) asks it of one new fingerprint.

    >>> width, p = passes_alone([(900, 300, 6), (3600, 1200, 6)], 900, 0.005, 200, 5); width, round(p, 4)
    (900, 0.0043)
    >>> passes_alone([(900, 300, 2), (3600, 1200, 6)], 900, 0.005, 200, 5) is None
    True
    >>> width, p = passes_alone([(900, 40, 2), (3600, 150, 5)], 900, 0.005, 200, 5); width, round(p, 4)
    (3600, 0.001)
    """
    for seconds, calls, errors in windows:
        if seconds == shortest:
            gate = UnknownGate(np.array([threshold]), np.array([min_calls]), np.array([min_errors]))
            ok = bool(crossed(np.array([calls]), np.array([errors]), gate)[0])
        else:
            gate = UnknownGate(np.array([threshold]), np.array([0.0]), np.array([min_errors]))
            ok = (bool(crossed(np.array([calls]), np.array([errors]), gate)[0])
                  and threshold_p_value(errors, calls, threshold) <= LONG_WINDOW_P)
        if ok:
            return seconds, threshold_p_value(errors, calls, threshold)
    return None
