"""``bench/classify_cv.py --forward``: each forward set's model learns only what existed before the blind split it
scores (blind9 for set 1, blind10 for set 2), and the split is scored after round 10's rules, not the shipped ones
(round 12's dev measure)."""

from __future__ import annotations

import tomllib

import pytest
from bench_scripts import load_bench

from toolwatch.detectors.learned import LearnedFallback
from toolwatch.detectors.linear_text import LinearTextModel
from toolwatch.detectors.rules import read_ruleset


@pytest.fixture(scope="module")
def cv():
    return load_bench("classify_cv")


def row(n: int, batch: int, split: str, harness: str, message: str, expected: str = "UnexpectedEnvironment") -> dict:
    return {"id": f"s{batch}-{n}", "tool": "Bash", "status": "error", "error_type": None, "error_message": message,
            "expected_class": expected, "expected_reason": "command_failed" if expected != "unknown" else "bug",
            "harness": harness, "batch": batch, "split": split}


def test_forward_rules_are_round_10s_alone(cv):
    forward = read_ruleset(cv.FORWARD_RULES)
    toml = tomllib.loads(cv.FORWARD_RULES.read_text(encoding="utf-8"))
    assert forward.version == toml["version"] == "2026.12.09.2"
    # The file's rules alone, in its order: the shipped rules are not added after them (as a user's file gets).
    assert [r.id for r in forward.rules] == [raw["id"] for raw in toml["rule"]]


def _learning(learned: list[str]):
    def make(examples):
        learned.extend(e.message for e in examples)
        return LearnedFallback(examples, linear=LinearTextModel.train(examples))

    return make


ROWS = [
    row(1, 15, "train", "old-a", "make: *** [all] Error 2 while building widget alpha"),
    row(2, 16, "train", "old-b", "npm ERR! missing script: frobnicate"),
    row(3, 16, "test", "held-test", "the held-out test split's text, never learned"),
    row(4, 17, "train", "new-a", "blind9 text learned only by the second set one"),
    row(5, 18, "train", "new-b", "blind9 text learned only by the second set two", expected="unknown"),
    row(6, 19, "train", "later-a", "blind10 text in train now, never learned"),
    row(7, 20, "train", "later-b", "blind10 second text in train now, never learned", expected="unknown"),
    row(8, 21, "blind11", "blind-a", "blind11 text, neither learned nor scored"),
]


def test_forward_set_1_trains_on_batches_up_to_16_and_scores_17_and_18(cv):
    learned: list[str] = []
    dev, rules, preds = cv.forward(_learning(learned), read_ruleset(cv.FORWARD_RULES), 16, (17, 18), rows=ROWS)
    assert [r["id"] for r in dev] == ["s17-4", "s18-5"]
    assert set(rules) == set(preds) == {"s17-4", "s18-5"}
    assert "make: *** [all] Error 2 while building widget alpha" in learned
    assert "npm ERR! missing script: frobnicate" in learned
    assert not [m for m in learned if "blind" in m or "held-out" in m]
    # The tuned corpus is learned too (as ingest's model learns it).
    assert len(learned) > 2


def test_forward_set_2_learns_blind9_and_scores_blind10_whatever_its_split(cv):
    learned: list[str] = []
    dev, rules, preds = cv.forward(_learning(learned), read_ruleset(cv.FORWARD_RULES), 18, (19, 20), rows=ROWS)
    assert [r["id"] for r in dev] == ["s19-6", "s20-7"]
    assert set(rules) == set(preds) == {"s19-6", "s20-7"}
    assert {"blind9 text learned only by the second set one", "blind9 text learned only by the second set two",
            "npm ERR! missing script: frobnicate"} <= set(learned)
    assert not [m for m in learned if "blind10" in m or "blind11" in m or "held-out" in m]


def test_forward_sets_are_the_two_sets_then_pooled(cv):
    assert cv.FORWARD_SETS == ((16, (17, 18)), (18, (19, 20)))
    learned: list[str] = []
    sets = cv.forward_sets(_learning(learned), read_ruleset(cv.FORWARD_RULES), rows=ROWS)
    assert [name for name, _ in sets][-1] == "pooled"
    assert [[r["id"] for r in dev] for _, (dev, _, _) in sets] == [
        ["s17-4", "s18-5"], ["s19-6", "s20-7"], ["s17-4", "s18-5", "s19-6", "s20-7"]]
    pooled_rules, pooled_preds = sets[-1][1][1], sets[-1][1][2]
    assert set(pooled_rules) == set(pooled_preds) == {"s17-4", "s18-5", "s19-6", "s20-7"}
    # Set 1's model and set 2's: blind9's texts are learned once (by set 2), blind10's and blind11's never.
    assert learned.count("blind9 text learned only by the second set one") == 1
    assert not [m for m in learned if "blind10" in m or "blind11" in m]
