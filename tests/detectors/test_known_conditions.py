"""A condition already reported does not make new ones easier to find.

Benjamini-Hochberg holds the k-th smallest p-value of a bucket to k x fdr / m, so every discovery loosens
the bar for the others. A rise that lasts days (already paged, still open) adds its tiny p-values to every
bucket for as long as it lasts; measured on the simulator, that let a chance wobble on another tool page at
six times the cutoff it would have met alone. The scorer therefore takes the open alerts' conditions
(``known``) and judges everything else at the cutoff computed without them.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolwatch.detectors import baselines as bl
from toolwatch.detectors.scoring import BucketScorer
from toolwatch.flows.settings import load_settings
from toolwatch.flows.wiring import detect_config

TESTS = 1000  # the family size: fdr 0.01 / 1000 = 1e-5 for a lone discovery
LASTING, NEW = 1e-9, 3e-5  # a rise found long ago; a wobble between the lone cutoff and the loosened one


def scorer() -> BucketScorer:
    """Two series on two tools: ``edit_file`` (the lasting rise) and ``grep`` (the wobble)."""
    n = 2
    state = bl.SeriesState(
        series_id=np.arange(n, dtype=np.int64), tool=np.array(["edit_file", "grep"], dtype=object),
        model=np.array(["model-a", "model-a"], dtype=object), error_class=np.array(["UserAborted", "Timeout"], dtype=object),
        **{name: np.zeros(n) for name in ("learned_buckets", "learned_calls", "mean_calls", "mean_errors",
                                          "excluded_streak", "streak_calls", "streak_errors")})
    zeros = np.zeros((1, n))
    return BucketScorer(state, detect_config(load_settings(), 300), zeros, zeros)


def windows(s: BucketScorer) -> list[dict]:
    """Four windows: the lasting rise significant in each (per model and tool-wide), the wobble in one."""
    out = []
    for wi in range(4):
        pv = np.array([LASTING, NEW if wi == 1 else 1.0])
        out.append({"gate": pv < 1.0, "pv": pv, "g_gate": np.array([True, False]), "g_pv": np.array([LASTING, 1.0])})
    return out


@pytest.mark.parametrize(("name", "known", "wobble_found"), [
    ("no alert open: the lasting rise's discoveries loosen the bar", None, True),
    ("its tool-wide alert open: the wobble meets the bar it would meet alone", [("edit_file", None, "UserAborted")], False),
    ("its per-model alert open: the same", [("edit_file", "model-a", "UserAborted")], False),
    ("an alert on another condition open changes nothing", [("read_file", None, "UserAborted")], True),
], ids=lambda v: v.split(":")[0] if isinstance(v, str) else "")
def test_an_open_condition_does_not_loosen_the_bar_for_new_ones(name, known, wobble_found):
    s = scorer()
    s.known = (lambda: known) if known is not None else None
    best_s, best_g, _ = s._benjamini_hochberg(windows(s), TESTS)
    assert (1 in best_s) is wobble_found
    # The known condition itself is still found, so its alert stays fed as before.
    assert 0 in best_s and 0 in best_g


def test_a_lone_wobble_meets_the_plain_cutoff():
    s = scorer()
    lone = windows(s)
    for w in lone:
        w["pv"][0], w["gate"][0], w["g_gate"][0] = 1.0, False, False
    assert s._benjamini_hochberg(lone, TESTS)[0] == {}
    for w in lone:
        w["pv"][1] = 5e-6 if w["pv"][1] < 1.0 else 1.0
    assert set(s._benjamini_hochberg(lone, TESTS)[0]) == {1}


def test_the_lifecycle_reports_its_open_anomalies_as_known(wh):
    from toolwatch.alerts.policy import AlertLifecycle
    from toolwatch.flows.wiring import lifecycle_config

    for key, kind, model in (("anomaly|edit_file|*|UserAborted", "anomaly", None),
                             ("anomaly|grep|gpt-5|Timeout", "anomaly", "gpt-5"),
                             ("unknown_threshold|read_file|*|unknown", "unknown_threshold", None)):
        tool, cls = key.split("|")[1], key.split("|")[3]
        wh.con.execute(
            "INSERT INTO alerts (alert_key, kind, tool, model, error_class, status, opened_at, last_seen_at,"
            " last_notified_at, notified_score, notify_seq, evidence, evaluation_id)"
            " VALUES (?, ?, ?, ?, ?, 'open', now(), now(), now(), 1.0, 1, '{}', 'e1')", [key, kind, tool, model, cls])
    policy = AlertLifecycle(wh, lifecycle_config(load_settings()))
    assert sorted(policy.open_conditions(), key=str) == sorted(
        [("edit_file", None, "UserAborted"), ("grep", "gpt-5", "Timeout")], key=str)
