"""Blind accuracy of the shipped rules on each batch of the large corpus.

    .venv/bin/python bench/corpus_blind.py [--markdown]

Every batch in ``tests/data/corpus/batch_NN.jsonl`` was collected and labelled
(by the DESIGN.md definitions) before any classifier was run on it; this script
is the "measure" step of that protocol. Per batch it prints the class accuracy
overall and per class, the reason accuracy, the share of genuine bugs
(``unknown``) the rules keep ``unknown``, the share of expected errors they
leave in ``unknown`` and the expected errors they put in a wrong expected class.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from toolwatch.detectors.classify import classify_one  # noqa: E402
from toolwatch.detectors.rules import load_ruleset  # noqa: E402
from toolwatch.detectors.taxonomy import ErrorClass  # noqa: E402

CORPUS = ROOT / "tests/data/corpus"
SHORT = {"InvalidArguments": "IA", "UnexpectedEnvironment": "UE", "ProviderError": "PE",
         "Timeout": "TO", "UserAborted": "UA", "unknown": "unknown"}


def score(rows: list[dict], ruleset) -> dict:
    total, right, reason_right = Counter(), Counter(), Counter()
    expected_left_unknown = wrong_expected = 0
    for row in rows:
        got = classify_one(ruleset, tool=row["tool"], status=row["status"],
                           error_type=row["error_type"], error_message=row["error_message"])
        want = row["expected_class"]
        total[want] += 1
        if got.error_class == want:
            right[want] += 1
            reason_right[want] += got.reason == row["expected_reason"]
        elif want != "unknown":
            if got.error_class == ErrorClass.UNKNOWN:
                expected_left_unknown += 1
            else:
                wrong_expected += 1
    n = len(rows)
    n_expected = n - total["unknown"]
    return {
        "rows": n, "harnesses": len({r["harness"] for r in rows}),
        "class": sum(right.values()) / n, "reason": sum(reason_right.values()) / n,
        "per_class": {c: (right[c], total[c]) for c in SHORT if total[c]},
        "bugs_kept_unknown": (right["unknown"], total["unknown"]),
        "expected_left_unknown": (expected_left_unknown, n_expected),
        "wrong_expected": (wrong_expected, n_expected),
    }


def _pct(pair: tuple[int, int]) -> str:
    hit, n = pair
    return f"{hit / n:.0%} ({hit}/{n})" if n else "–"


def main() -> None:
    ruleset = load_ruleset()
    batches = sorted(CORPUS.glob("batch_*.jsonl"))
    everything: list[dict] = []
    lines = [f"ruleset {ruleset.version}", "",
             "| batch | rows | harnesses | class right | reason right | per class (right/total) "
             "| bugs kept `unknown` | expected left `unknown` | expected in a wrong class |",
             "|---|---|---|---|---|---|---|---|---|"]
    for path in batches + [None]:
        rows = [json.loads(x) for x in path.read_text().splitlines()] if path else everything
        if path:
            everything += rows
        s = score(rows, ruleset)
        per = ", ".join(f"{SHORT[c]} {h}/{t}" for c, (h, t) in s["per_class"].items())
        name = path.stem.removeprefix("batch_") if path else "all"
        lines.append(f"| {name} | {s['rows']} | {s['harnesses']} | {s['class']:.1%} | {s['reason']:.1%} | {per} "
                     f"| {_pct(s['bugs_kept_unknown'])} | {_pct(s['expected_left_unknown'])} "
                     f"| {_pct(s['wrong_expected'])} |")
    for split in ("train", "test"):
        rows = [r for r in everything if r["split"] == split]
        if rows:
            s = score(rows, ruleset)
            per = ", ".join(f"{SHORT[c]} {h}/{t}" for c, (h, t) in s["per_class"].items())
            lines.append(f"| {split} split | {s['rows']} | {s['harnesses']} | {s['class']:.1%} | {s['reason']:.1%} "
                         f"| {per} | {_pct(s['bugs_kept_unknown'])} | {_pct(s['expected_left_unknown'])} "
                         f"| {_pct(s['wrong_expected'])} |")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
