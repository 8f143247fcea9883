"""Every bug the simulator injects is one fingerprint, however its variable text varies (issue 13, point 6).

``bench/fingerprint_stability.py`` prints the same measure at a larger size.
"""

from __future__ import annotations

from collections import defaultdict

import duckdb
import pytest

from toolwatch.detectors.classify import classify_one, compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.flows.sim.bugs import CARRIERS, occurrences, true_bugs


@pytest.fixture(scope="module")
def logged():
    return list(occurrences(per_pair=12, seed=3))


def test_the_simulator_has_bugs_and_each_carrier_varies_the_text(logged):
    bugs = true_bugs()
    assert len(bugs) >= 8 and len({b.id for b in bugs}) == len(bugs)
    texts: dict[tuple[str, str], set[str]] = defaultdict(set)
    for bug, carrier, message in logged:
        texts[bug.id, carrier].add(message)
    assert len(texts) == len(bugs) * len(CARRIERS)
    # Otherwise one fingerprint proves nothing. Two catalogue bugs have no
    # placeholder of their own (KeyError: 'matches'), so only carriers vary them.
    assert all(len(seen) > 1 for (_, carrier), seen in texts.items() if carrier != "as_simulated")
    assert sum(len(texts[b.id, "as_simulated"]) > 1 for b in bugs) >= 6


def test_each_simulated_bug_is_exactly_one_unknown_fingerprint(logged):
    ruleset = load_ruleset()
    prints: dict[tuple[str, str], set[str | None]] = defaultdict(set)
    classes: dict[tuple[str, str], set[str | None]] = defaultdict(set)
    for bug, carrier, message in logged:
        c = classify_one(ruleset, tool=bug.tool, status="error", error_type=bug.error_type, error_message=message)
        prints[bug.id, carrier].add(c.fingerprint)
        classes[bug.id, carrier].add(c.error_class)
    assert {k: v for k, v in classes.items() if v != {"unknown"}} == {}
    assert {k: len(v) for k, v in prints.items() if len(v) != 1} == {}


def test_the_sql_path_gives_the_same_fingerprints(logged):
    ruleset = load_ruleset()
    classifier = compile_classifier(ruleset)
    con = duckdb.connect()
    con.execute("CREATE TABLE s (i INT, tool VARCHAR, status VARCHAR, error_type VARCHAR, error_message VARCHAR)")
    con.executemany("INSERT INTO s VALUES (?, ?, ?, ?, ?)",
                    [(i, bug.tool, "error", bug.error_type, m) for i, (bug, _, m) in enumerate(logged)])
    rows = con.execute(f"SELECT template, fingerprint FROM ({classifier.select_sql('s')}) ORDER BY i",
                       classifier.params).fetchall()
    python = [classify_one(ruleset, tool=bug.tool, status="error", error_type=bug.error_type, error_message=m)
              for bug, _, m in logged]
    differ = [(m, r, (p.template, p.fingerprint)) for (_, _, m), r, p in zip(logged, rows, python, strict=True)
              if r != (p.template, p.fingerprint)]
    assert not differ[:3]
