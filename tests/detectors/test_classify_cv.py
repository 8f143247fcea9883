"""``bench/classify_cv.py --forward``: the model learns only what existed before blind9, and blind9 is scored
after round 10's rules, not the shipped ones (round 12's dev measure)."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path

import pytest

from toolwatch.detectors.learned import LearnedFallback
from toolwatch.detectors.linear_text import LinearTextModel
from toolwatch.detectors.rules import read_ruleset

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def cv():
    spec = importlib.util.spec_from_file_location("classify_cv", ROOT / "bench/classify_cv.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["classify_cv"] = module
    spec.loader.exec_module(module)
    return module


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


def test_forward_trains_on_batches_up_to_16_and_scores_17_and_18(cv):
    rows = [
        row(1, 15, "train", "old-a", "make: *** [all] Error 2 while building widget alpha"),
        row(2, 16, "train", "old-b", "npm ERR! missing script: frobnicate"),
        row(3, 16, "test", "held-test", "the held-out test split's text, never learned"),
        row(4, 17, "train", "new-a", "blind9 text the model must not learn one"),
        row(5, 18, "train", "new-b", "blind9 text the model must not learn two", expected="unknown"),
        row(6, 19, "blind10", "later", "a later batch, neither learned nor scored"),
    ]
    learned: list[str] = []

    def make(examples):
        learned.extend(e.message for e in examples)
        return LearnedFallback(examples, linear=LinearTextModel.train(examples))

    dev, rules, preds = cv.forward(make, read_ruleset(cv.FORWARD_RULES), rows=rows)
    assert [r["id"] for r in dev] == ["s17-4", "s18-5"]
    assert set(rules) == set(preds) == {"s17-4", "s18-5"}
    assert "make: *** [all] Error 2 while building widget alpha" in learned
    assert "npm ERR! missing script: frobnicate" in learned
    assert not [m for m in learned if "blind9" in m or "held-out" in m or "later batch" in m]
    # The tuned corpus is learned too (as ingest's model learns it).
    assert len(learned) > 2
