"""Fingerprint stability: distinct fingerprints per true bug in the simulator (target 1.0).

    .venv/bin/python bench/fingerprint_stability.py [--per-pair 200] [--seed 7]

Every bug the simulator injects (``flows/sim/bugs.py``: the unknown catalogue
entries and the unknown-burst incidents) is rendered ``--per-pair`` times in
each carrier a harness may wrap it in (log timestamps, request ids, hosts,
IPv6 URLs, counts, echoed payloads...), with fresh paths, line numbers, ids,
dates and payloads each time, and classified with the shipped rules. One bug
in one carrier should be one fingerprint; the figure is the mean number of
distinct fingerprints per (bug, carrier) pair, with every pair above 1 listed.
The test ``tests/detectors/test_fingerprint_stability.py`` fails above 1.0.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from toolwatch.detectors.classify import classify_one  # noqa: E402
from toolwatch.detectors.rules import load_ruleset  # noqa: E402
from toolwatch.flows.sim.bugs import CARRIERS, occurrences, true_bugs  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-pair", type=int, default=200, help="occurrences of each bug in each carrier")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    ruleset = load_ruleset()
    prints: dict[tuple[str, str], set[str]] = defaultdict(set)
    templates: dict[tuple[str, str], set[str]] = defaultdict(set)
    classes: dict[tuple[str, str], set[str]] = defaultdict(set)
    for bug, carrier, message in occurrences(args.per_pair, args.seed):
        c = classify_one(ruleset, tool=bug.tool, status="error", error_type=bug.error_type, error_message=message)
        prints[bug.id, carrier].add(str(c.fingerprint))
        templates[bug.id, carrier].add(str(c.template))
        classes[bug.id, carrier].add(str(c.error_class))
    bugs, carriers = true_bugs(), [name for name, _ in CARRIERS]
    print(f"{len(bugs)} true bugs x {len(carriers)} carriers x {args.per_pair} occurrences; "
          f"ruleset {ruleset.version}\n")
    print(f"{'bug':42} {'as simulated':>13} {'mean':>6} {'worst':>6}")
    for bug in bugs:
        counts = [len(prints[bug.id, c]) for c in carriers]
        print(f"{bug.id:42} {counts[0]:13} {sum(counts) / len(counts):6.2f} {max(counts):6}")
    counts = [len(v) for v in prints.values()]
    print(f"\ndistinct fingerprints per true bug: {sum(counts) / len(counts):.2f} "
          f"(mean over {len(counts)} bug x carrier pairs; worst {max(counts)}; target 1.0)")
    by_carrier = {c: sum(len(prints[b.id, c]) for b in bugs) / len(bugs) for c in carriers}
    print("by carrier: " + ", ".join(f"{c} {v:.2f}" for c, v in by_carrier.items()))
    not_unknown = sorted(k for k, v in classes.items() if v != {"unknown"})
    if not_unknown:
        print(f"\nclassified other than unknown: {not_unknown}")
    split = [(k, sorted(templates[k])) for k, v in prints.items() if len(v) > 1]
    if split:
        print("\nsplit pairs (bug, carrier): templates")
        for (bug_id, carrier), seen in split:
            print(f"  {bug_id} / {carrier}: {len(seen)} templates, e.g.")
            for template in seen[:3]:
                print(f"      {template}")


if __name__ == "__main__":
    main()
