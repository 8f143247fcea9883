"""Tool-wide or one model: the leave-one-out and leave-two-out spread check of a tool-level finding.

The counts are the benchmark's six-day 2.5x UserAborted rise on ``edit_file`` (seed 9) in its 6 h window
at 255 minutes, when the oracle finds it: the tool-level test passes, the rest without the worst model is
still elevated, but only one other model stands out on its own (the rise is spread thinly: 1.5-2.5x on
each). The sum of the models left after the worst two decides, and it is still elevated.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolwatch.detectors import baselines as bl
from toolwatch.detectors.scoring import BucketScorer
from toolwatch.flows.settings import load_settings
from toolwatch.flows.wiring import detect_config

MODELS = ("claude-opus-4-1", "claude-sonnet-4-5", "gemini-3-pro", "gpt-5", "gpt-5-mini")
CALLS = np.array([195.0, 721.0, 243.0, 465.0, 241.0])
ERRORS = np.array([5.0, 16.0, 6.0, 15.0, 11.0])
EFFECT = np.array([1.52, 1.88, 1.79, 2.51, 3.71])  # observed / baseline per model, as measured
RATE = ERRORS / (CALLS * EFFECT)


def scorer() -> BucketScorer:
    n = len(MODELS)
    state = bl.SeriesState(
        series_id=np.arange(n, dtype=np.int64), tool=np.array(["edit_file"] * n, dtype=object),
        model=np.array(MODELS, dtype=object), error_class=np.array(["UserAborted"] * n, dtype=object),
        **{name: np.zeros(n) for name in ("learned_buckets", "learned_calls", "mean_calls", "mean_errors",
                                          "excluded_streak", "streak_calls", "streak_errors")})
    zeros = np.zeros((1, n))
    return BucketScorer(state, detect_config(load_settings(), 300), zeros, zeros)


def window(calls: np.ndarray, errors: np.ndarray) -> dict:
    return {"n": calls, "k": errors, "gn": np.array([calls.sum()]), "gk": np.array([errors.sum()]),
            "ge": np.array([(calls * RATE).sum()]), "gc": np.array([bl.MAX_CONCENTRATION])}


@pytest.mark.parametrize(("name", "errors", "tool_wide"), [
    ("a thin rise on every model: tool-wide by leave-two-out", ERRORS, True),
    ("the same worst two models, the others at their usual rate: not tool-wide", np.array([2.0, 8.0, 3.0, 15.0, 11.0]), False),
    ("one model alone: not tool-wide", np.array([2.0, 8.0, 3.0, 5.0, 11.0]), False),
], ids=lambda v: v.split(":")[0] if isinstance(v, str) else "")
def test_a_tool_level_finding_is_tool_wide_only_when_the_models_beyond_the_worst_two_share_it(name, errors, tool_wide):
    s = scorer()
    members = np.arange(len(MODELS))
    assert s._spread_over_models(0, members, window(CALLS, errors), RATE) is tool_wide


def test_leave_one_out_alone_holds_the_thin_rise_back():
    # Of the models after the worst, only gpt-5 is at min_effect or significant at halfway on its own:
    # the leave-one-out rule's "two others" is not met, which held this rise back a bucket past the oracle.
    s = scorer()
    rest = np.arange(len(MODELS) - 1)  # gpt-5-mini, the worst, left out
    e = CALLS[rest] * RATE[rest]
    at_effect = ERRORS[rest] >= s.min_effect[rest] * e
    assert int(at_effect.sum()) == 1
    assert s._rest_elevated(0, np.array([4]), window(CALLS, ERRORS), RATE)
    assert s._rest_elevated(0, np.array([4, 3]), window(CALLS, ERRORS), RATE)
