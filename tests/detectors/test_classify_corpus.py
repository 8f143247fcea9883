"""Accuracy on the labelled corpus of real harness errors, and SQL == Python on every case.

The corpus (tests/data/error_corpus.jsonl) holds real messages with their
source. A case the rules still get wrong carries ``known_incorrect`` with the
reason; this test keeps that list honest in both directions.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import duckdb
import pytest

from toolwatch.detectors.classify import classify_one, compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.detectors.taxonomy import ErrorClass
from toolwatch.flows.sim.messages import CATALOGUE_PATH

DATA = Path(__file__).parents[1] / "data"
CASES = [json.loads(line) for line in (DATA / "error_corpus.jsonl").read_text().splitlines()]
MIN_OVERALL, MIN_PER_CLASS = 0.95, 0.85


@pytest.fixture(scope="module")
def ruleset():
    return load_ruleset()


def _predict(ruleset, case):
    return classify_one(ruleset, tool=case["tool"], status=case["status"],
                        error_type=case["error_type"], error_message=case["error_message"])


def test_corpus_is_large_labelled_and_sourced():
    assert len(CASES) >= 250
    assert len({c["id"] for c in CASES}) == len(CASES)
    assert {c["expected_class"] for c in CASES} == {c.value for c in ErrorClass}
    assert all(c["source"].strip() for c in CASES)
    assert all(c["status"] in ("error", "cancelled", "timeout") for c in CASES)


def test_accuracy_overall_and_per_class(ruleset):
    total, right = Counter(), Counter()
    for case in CASES:
        total[case["expected_class"]] += 1
        right[case["expected_class"]] += _predict(ruleset, case).error_class == case["expected_class"]
    overall = sum(right.values()) / len(CASES)
    per_class = {cls: right[cls] / total[cls] for cls in total}
    assert overall >= MIN_OVERALL, f"overall accuracy {overall:.3f}"
    assert min(per_class.values()) >= MIN_PER_CLASS, per_class


def test_known_incorrect_is_exactly_what_disagrees(ruleset):
    wrong = {c["id"] for c in CASES
             if (lambda r: (r.error_class, r.reason))(_predict(ruleset, c)) != (c["expected_class"], c["expected_reason"])}
    listed = {c["id"] for c in CASES if c.get("known_incorrect")}
    assert wrong - listed == set(), "new disagreements: fix the rule or list them with a reason"
    assert listed - wrong == set(), "listed as known_incorrect but now right: drop the entry"


def test_sql_and_python_agree_on_every_case(ruleset):
    classifier = compile_classifier(ruleset)
    con = duckdb.connect()
    con.execute("CREATE TABLE staging (i INTEGER, tool VARCHAR, status VARCHAR, error_type VARCHAR, error_message VARCHAR)")
    con.executemany("INSERT INTO staging VALUES (?, ?, ?, ?, ?)",
                    [(i, c["tool"], c["status"], c["error_type"], c["error_message"]) for i, c in enumerate(CASES)])
    rows = con.execute(f"SELECT * FROM ({classifier.select_sql('staging')}) ORDER BY i", classifier.params).fetchall()
    assert len(rows) == len(CASES)
    differ = []
    for row, case in zip(rows, CASES, strict=True):
        py = _predict(ruleset, case)
        if row[5:] != (py.error_class.value, py.reason, py.rule_id, py.template, py.fingerprint):
            differ.append((case["id"], row[5:], py))
    assert not differ


def test_simulator_messages_classify_as_labelled(ruleset):
    catalogue = json.loads(CATALOGUE_PATH.read_text())
    fill = {"path": "/home/dev/app/src/main.py", "n": "7", "cmd": "npm test", "url": "https://example.com/x",
            "id": "3fa85f64-5717-4562-b3fc-2c963f66afa6"}
    wrong = []
    for cls, entries in catalogue.items():
        assert cls in {c.value for c in ErrorClass}
        for entry in entries:
            message = re.sub(r"\{(path|n|cmd|url|id)\}", lambda m: fill[m.group(1)], entry["message"])
            got = classify_one(ruleset, tool=entry["tool"], status="error", error_type=entry["error_type"], error_message=message)
            if (got.error_class, got.reason) != (cls, entry["reason"]):
                wrong.append((cls, entry["reason"], got.error_class, got.reason, message[:60]))
    assert not wrong
