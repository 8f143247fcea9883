"""Round 4: the kNN vote, the linear gate and their ensembles, compared on leave-harness-out CV only.

    .venv/bin/python bench/classify_ensemble_cv.py [--folds 5]

Criterion, fixed before any candidate was measured on a held-out set: on the
train split's leave-harness-out CV, ``learned alone`` row (every row sent to the
model), maximise overall accuracy subject to >= 97% of bugs kept ``unknown``;
the after-rules row must keep >= 92% (round 3's margin). Each family's grid is
swept on the same out-of-fold components (vote, class probabilities, gate),
so a fold's model is trained once.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from classify_cv import TUNED, Scores, as_examples, harness_folds, load, rule_results, split_rows  # noqa: E402

from toolwatch.detectors.learned import (  # noqa: E402
    LearnedFallback,
    Prediction,
    _weights,
    features,
    has_bug_marker,
)
from toolwatch.detectors.linear_text import CLASS_ORDER, UNKNOWN_INDEX, LinearTextModel  # noqa: E402
from toolwatch.detectors.rules import load_ruleset  # noqa: E402
from toolwatch.detectors.taxonomy import ErrorClass  # noqa: E402

# 0.919: "92%" as round 3 printed it; its shipped setting keeps 149 of 162 train bugs after rules (91.98%).
MIN_BUGS_ALONE, MIN_BUGS_AFTER = 0.97, 0.919


@dataclass(frozen=True)
class Parts:
    """What every decision rule reads for one out-of-fold row."""

    vote: Prediction
    linear_class: str
    linear_confidence: float
    gate: float
    marked: bool
    similarity: float


def out_of_fold(folds: int) -> tuple[list[dict], dict[str, tuple[str, bool]], dict[str, Parts]]:
    train, tuned = split_rows("train"), load(TUNED)
    rules = rule_results(load_ruleset(), train)
    parts: dict[str, Parts] = {}
    chunks = harness_folds(train, folds)
    for i, held in enumerate(chunks):
        examples = as_examples(tuned + [r for j, c in enumerate(chunks) if j != i for r in c])
        model = LearnedFallback(examples, linear=LinearTextModel.train(examples))
        model._examples_matrix()
        weights = [_weights(features(r["tool"], r["error_type"], r["error_message"])) for r in held]
        sims = model._query_matrix(weights).dot_transposed(model._examples_matrix())
        probs, gate = model.linear.predict(weights)  # type: ignore[union-attr]
        for r, row, p, g in zip(held, sims, probs, gate, strict=True):
            vote = model._vote(row)
            expected = p[:UNKNOWN_INDEX]
            best = int(expected.argmax())
            parts[r["id"]] = Parts(vote, CLASS_ORDER[best].value, float(expected[best] / max(expected.sum(), 1e-12)),
                                   float(g), has_bug_marker(r["error_message"]), float(row.max()))
    return train, rules, parts


Decide = Callable[[Parts], str | None]  # the class to assign, or None: stays unknown


def linear_gate(max_bug: float, max_bug_unmarked: float, min_similarity: float = 0.2) -> Decide:
    def decide(p: Parts) -> str | None:
        limit = max_bug if p.marked or p.similarity < min_similarity else max_bug_unmarked
        return p.linear_class if p.gate <= limit else None
    return decide


def knn(min_confidence: float, max_unknown_share: float, min_similarity: float = 0.2) -> Decide:
    def decide(p: Parts) -> str | None:
        v = p.vote
        ok = (v.error_class.expected and v.confidence >= min_confidence and v.unknown_share <= max_unknown_share
              and p.similarity >= min_similarity)
        return v.error_class.value if ok else None
    return decide


def both(gate: Decide, vote_max_unknown: float, agree: bool, vote_class: bool = False) -> Decide:
    """Assign only when the gate assigns and the vote's bug share is low (``agree``: same class too)."""
    def decide(p: Parts) -> str | None:
        cls = gate(p)
        if cls is None or p.vote.unknown_share > vote_max_unknown:
            return None
        if agree and p.vote.error_class.value != cls:
            return None
        if vote_class and p.vote.error_class.expected:
            return p.vote.error_class.value
        return cls
    return decide


def nearest_bug_veto(gate: Decide, similarity: float) -> Decide:
    """The gate, except that a template whose nearest example is a genuine bug (this alike) stays unknown."""
    def decide(p: Parts) -> str | None:
        n = p.vote.neighbours[0] if p.vote.neighbours else None
        if n is not None and n.example.error_class is ErrorClass.UNKNOWN and n.similarity >= similarity:
            return None
        return gate(p)
    return decide


def mixed(weight: float, limit_marked: float, limit_unmarked: float, min_similarity: float = 0.2) -> Decide:
    """One bug probability, ``weight`` x gate + (1 - weight) x the vote's bug share; an asymmetric limit."""
    def decide(p: Parts) -> str | None:
        bug = weight * p.gate + (1 - weight) * p.vote.unknown_share
        limit = limit_marked if p.marked or p.similarity < min_similarity else limit_unmarked
        return p.linear_class if bug <= limit else None
    return decide


def score(rows: Sequence[dict], rules: dict[str, tuple[str, bool]], parts: dict[str, Parts], decide: Decide,
          alone: bool) -> Scores:
    s = Scores()
    for r in rows:
        got, unmatched = ("unknown", True) if alone else rules[r["id"]]
        if unmatched:
            got = decide(parts[r["id"]]) or "unknown"
        s.add(r["expected_class"], got)
    return s


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--folds", type=int, default=5)
    args = parser.parse_args()
    rows, rules, parts = out_of_fold(args.folds)
    grid = (0.0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5)
    families: dict[str, list[tuple[str, Decide]]] = {
        "shipped (round 3)": [("gate 0.06/0.2", linear_gate(0.06, 0.2))],
        "kNN (round 2)": [("conf 0.4 unk 0.5", knn(0.4, 0.5))],
        "linear gate": [(f"gate {a}/{b}", linear_gate(a, b)) for a, b in itertools.product(grid, grid) if a <= b],
        "kNN vote": [(f"conf {c} unk {u}", knn(c, u)) for c in (0.3, 0.4, 0.5, 0.6, 0.7)
                     for u in (0.05, 0.1, 0.2, 0.3, 0.4, 0.5)],
        "both (gate and vote)": [(f"gate {a}/{b} vote unk<={u} agree={g}", both(linear_gate(a, b), u, g))
                                 for a, b in itertools.product(grid, grid) if a <= b
                                 for u in (0.1, 0.2, 0.3, 0.5) for g in (False, True)],
        "gate, vote's class": [(f"gate {a}/{b} vote unk<={u}", both(linear_gate(a, b), u, False, True))
                               for a, b in itertools.product(grid, grid) if a <= b for u in (0.2, 0.5, 1.0)],
        "gate, nearest-bug veto": [(f"gate {a}/{b} veto sim>={v}", nearest_bug_veto(linear_gate(a, b), v))
                                   for a, b in itertools.product(grid, grid) if a <= b for v in (0.3, 0.4, 0.5, 0.6)],
        "mixed P(bug)": [(f"w {w} limit {a}/{b}", mixed(w, a, b)) for w in (0.25, 0.5, 0.75)
                         for a, b in itertools.product(grid, grid) if a <= b],
    }
    print(f"train split: {len(rows)} rows, {args.folds} leave-harness-out folds; criterion: best learned-alone "
          f"accuracy with bugs kept >= {MIN_BUGS_ALONE:.0%} alone and >= {MIN_BUGS_AFTER:.0%} after rules\n")
    print(f"{'family':22} {'setting':40} {'alone':>7} {'bugs':>7} {'exp->unk':>8} {'after':>7} {'bugs':>7} {'exp->unk':>8}")
    for family, settings in families.items():
        scored = [(name, score(rows, rules, parts, d, True), score(rows, rules, parts, d, False))
                  for name, d in settings]
        ok = [s for s in scored if s[1].bugs_kept >= MIN_BUGS_ALONE and s[2].bugs_kept >= MIN_BUGS_AFTER]
        if len(settings) == 1:  # a reference point: printed whether or not it meets the constraints
            ok = scored
        for name, alone, after in sorted(ok, key=lambda s: (-s[1].overall, -s[2].bugs_kept))[:3]:
            print(f"{family:22} {name:40} {alone.overall:7.1%} {alone.bugs_kept:7.1%} {alone.expected_left_unknown:8.1%} "
                  f"{after.overall:7.1%} {after.bugs_kept:7.1%} {after.expected_left_unknown:8.1%}")
        if not ok:
            print(f"{family:22} (no setting meets the bug constraints)")


if __name__ == "__main__":
    main()
