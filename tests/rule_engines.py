"""Test support for rule case tables: classify the same calls in DuckDB's RE2 (what ingest runs) and in Python."""

from __future__ import annotations

from collections.abc import Sequence

import duckdb

from toolwatch.detectors.classify import classify_one, compile_classifier
from toolwatch.detectors.rules import Ruleset

Call = tuple[str, str | None, str]  # (tool, error_type, message), status "error"
Decided = tuple[str, str, str, str]  # (class, reason, rule id, fingerprint)


def both_engines(ruleset: Ruleset, calls: Sequence[Call]) -> tuple[list[Decided], list[Decided]]:
    """What the compiled SQL and ``classify_one`` decide for each call, in order: (sql, python)."""
    classifier = compile_classifier(ruleset)
    con = duckdb.connect()
    con.execute("CREATE TABLE s (i INT, tool VARCHAR, status VARCHAR, error_type VARCHAR, error_message VARCHAR)")
    con.executemany("INSERT INTO s VALUES (?, ?, 'error', ?, ?)",
                    [(i, tool, error_type, message) for i, (tool, error_type, message) in enumerate(calls)])
    sql = con.execute(f"SELECT error_class, reason, rule_id, fingerprint FROM ({classifier.select_sql('s')}) ORDER BY i",
                      classifier.params).fetchall()
    python = [classify_one(ruleset, tool=tool, status="error", error_type=error_type, error_message=message)
              for tool, error_type, message in calls]
    return [tuple(row) for row in sql], [(str(p.error_class), p.reason, p.rule_id, p.fingerprint) for p in python]


def decided_by(ruleset: Ruleset, call: Call, expected: tuple[str, str] | None, rule: str | None,
               new_rules: set[str]) -> None:
    """A case-table row: ``call`` gets ``expected`` (class, reason) from ``rule``; a near miss
    (``expected`` None) is claimed by none of ``new_rules``, whatever else it gets."""
    tool, error_type, message = call
    got = classify_one(ruleset, tool=tool, status="error", error_type=error_type, error_message=message)
    if expected is None:
        assert got.rule_id not in new_rules, (message, got.rule_id)
        return
    assert ((str(got.error_class), got.reason), got.rule_id) == (expected, rule), message


def engines_agree(ruleset: Ruleset, cases: Sequence[tuple]) -> None:
    """A case table's rows (name, tool, error_type, message, …) get the same answer in RE2 and Python."""
    sql, python = both_engines(ruleset, [(tool, error_type, message) for _, tool, error_type, message, *_ in cases])
    assert sql == python
