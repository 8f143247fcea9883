"""Classify failed tool calls: Python for one explanation, one SQL statement for bulk.

:func:`classify_one` walks the ordered rules in Python; it exists for
``toolwatch classify`` explanations and tests. :func:`compile_classifier`
turns the same rules into one DuckDB ``SELECT`` (a ``CASE`` over
``regexp_matches`` where the first matching rule wins, then the normalising
``regexp_replace`` chain and ``md5``) that ingest and reclassify run over
every error row at once. A test proves both paths agree on every corpus case.

The fingerprint is the first 16 hex characters of
``md5(tool|class|reason|template)``, so the same bug with different paths or
numbers shares one fingerprint, and the readable template is kept beside it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from toolwatch.detectors.learned import LEARNED_RULE_ID, Example, LearnedFallback, Prediction
from toolwatch.detectors.normalize import (
    normalize,
    sql_literal,
    strip_wrappers,
    template_sql,
    unwrapped_sql,
)
from toolwatch.detectors.rules import SHIPPED_ORIGIN, Rule, Ruleset, check_regex
from toolwatch.detectors.taxonomy import ErrorClass
from toolwatch.warehouse.errors import RulesError

if TYPE_CHECKING:
    from toolwatch.warehouse.db import Warehouse

FALLBACK_RULE_ID = "fallback"
FALLBACK_REASON = "unmatched"
OUTPUT_COLUMNS = ("error_class", "reason", "rule_id", "template", "fingerprint")

_STATUS_ALIASES = {"ok": "ok", "success": "ok", "error": "error", "failed": "error",
                   "cancelled": "cancelled", "canceled": "cancelled", "timeout": "timeout"}


@dataclass(frozen=True)
class Classification:
    """What classification says about one call; every field is None for an ok call."""

    error_class: ErrorClass | None
    reason: str | None
    rule_id: str | None
    template: str | None
    fingerprint: str | None
    confidence: float | None = None
    learned: Prediction | None = None  # the learned model's vote when no rule matched, assigned or not

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "error_class": None if self.error_class is None else self.error_class.value,
            "reason": self.reason,
            "rule": self.rule_id,
            "template": self.template,
            "fingerprint": self.fingerprint,
        }
        if self.confidence is not None:
            out["confidence"] = round(self.confidence, 3)
        return out


def normalize_status(status: str) -> str | None:
    """The input contract's status spelled as the warehouse stores it, or None if it is not one."""
    return _STATUS_ALIASES.get(status.strip().lower()) if isinstance(status, str) else None


def fingerprint(tool: str, error_class: str, reason: str, template: str) -> str:
    """16 hex characters of md5 over ``tool|class|reason|template`` (DuckDB: ``md5()``).

    >>> fingerprint("read_file", "UnexpectedEnvironment", "file_not_found", "File not found: <path>")
    'fced675f9ee94534'
    """
    return hashlib.md5(f"{tool}|{error_class}|{reason}|{template}".encode()).hexdigest()[:16]


def match_rule(ruleset: Ruleset, *, tool: str, status: str, error_type: str | None, error_message: str | None) -> Rule | None:
    """The first rule that matches, or None."""
    for rule in ruleset.rules:
        if rule.matches(tool=tool, status=status, error_type=error_type, error_message=error_message):
            return rule
    return None


def classify_one(ruleset: Ruleset, *, tool: str, status: str, error_type: str | None = None,
                 error_message: str | None = None, fallback: LearnedFallback | None = None) -> Classification:
    """Classify one call; ``status`` is ``ok|error|cancelled|timeout`` (ok gives all-None).

    With ``fallback``, a call no rule matches goes to the learned model, which
    is what ingest does once per distinct unmatched template.
    """
    if status == "ok":
        return Classification(None, None, None, None, None)
    # Rules and templates read the tool's own text, inside any harness wrapper (as the SQL does).
    message = strip_wrappers(error_message)
    rule = match_rule(ruleset, tool=tool, status=status, error_type=error_type, error_message=message)
    template = normalize(message)
    prediction = confidence = None
    if rule is not None:
        error_class, reason, rule_id = rule.error_class, rule.reason, rule.id
    else:
        error_class, reason, rule_id = ErrorClass.UNKNOWN, FALLBACK_REASON, FALLBACK_RULE_ID
        if fallback is not None:
            prediction = fallback.predict_one(tool, error_type, template)
            if prediction.assigned:
                error_class, reason, rule_id = prediction.error_class, prediction.reason, LEARNED_RULE_ID
                confidence = prediction.confidence
    return Classification(error_class, reason, rule_id, template, fingerprint(tool, error_class.value, reason, template),
                          confidence, prediction)


def _predicate(rule: Rule) -> str:
    """The SQL twin of :meth:`Rule.matches`, with every value an escaped literal; the message
    is read inside its harness wrappers (``tw_message``, as :func:`classify_one` does)."""
    parts: list[str] = []
    if rule.status:
        parts.append(f"src.status IN ({', '.join(map(sql_literal, rule.status))})")
    if rule.tool:
        parts.append(f"src.tool IN ({', '.join(map(sql_literal, rule.tool))})")
    if rule.error_type:
        parts.append(f"lower(src.error_type) IN ({', '.join(map(sql_literal, rule.error_type))})")
    if rule.tool_regex:
        parts.append(f"regexp_matches(coalesce(src.tool, ''), {sql_literal(rule.tool_regex)})")
    if rule.error_type_regex:
        parts.append(f"regexp_matches(coalesce(src.error_type, ''), {sql_literal(rule.error_type_regex)})")
    if rule.message:
        parts.append(f"regexp_matches(coalesce(src.tw_message, ''), {sql_literal(rule.message)})")
    return " AND ".join(parts)


class CompiledClassifier(NamedTuple):  # not a frozen dataclass: ~0.5-1 ms less at every start
    """The ruleset as one SQL statement; literals carry the regexes, parameters the rule table."""

    ruleset: Ruleset
    case_sql: str
    fallback: LearnedFallback | None = None

    def refine(self, wh: Warehouse) -> None:
        """Revise the temp table ``classified`` (:meth:`select_sql` plus a ``confidence`` column) in place.

        People's verdicts win on their tool and template; then each distinct
        template no rule matched goes to the learned fallback once per warehouse
        and model version (``learned_decisions`` keeps its answers, so later files
        and reclassify read them instead of running the model), and the ones it
        is confident about take its class, reason, rule ``learned`` and confidence
        (the fingerprint follows the class, as for rules).
        """
        wh.run("classified_verdicts")
        if self.fallback is None or not wh.run("classified_any_unmatched").fetchall()[0][0]:
            return  # nothing to ask: the model, its examples and its version are not needed
        learn_verdicts(wh, self.fallback)
        version = {"model_version": self.learned_version()}
        unmatched = wh.rows("classified_unmatched", version)
        if not unmatched:
            return
        asked = [r for r in unmatched if not r["decided"]]
        if asked:
            predictions = self.fallback.predict_many([(r["tool"], r["error_type"], r["template"]) for r in asked])
            wh.run("learned_decisions_prune", version)
            wh.run("learned_decisions_insert", {**version, "decisions": json.dumps([
                {"tool": r["tool"], "error_type": r["error_type"], "template": r["template"],
                 "error_class": p.error_class.value, "reason": p.reason, "confidence": round(p.confidence, 4),
                 "assigned": p.assigned} for r, p in zip(asked, predictions, strict=True)])})
        wh.run("classified_learned", version)

    def learned_version(self) -> str:
        """What a stored learned decision is valid for: this ruleset and this model
        (:meth:`LearnedFallback.version`, which covers the verdicts it has learned)."""
        assert self.fallback is not None, "no learned fallback, no learned decisions"
        return f"{self.ruleset.version}/{self.fallback.version()}"

    def classify_many(
        self, rows: list[tuple[str, str, str | None, str | None]]
    ) -> list[tuple[str, str, str, str | None, str | None]]:
        """``(error_class, reason, rule_id, template, fingerprint)`` for each ``(tool, status,
        error_type, error_message)`` of an error, by the rules alone (as :meth:`select_sql`;
        :meth:`refine` adds verdicts and the learned fallback).

        The Python twin of the SQL, for small batches: DuckDB compiles every rule's
        regex in each thread before the first row (0.3 s or more), Python's are
        compiled once per process.
        """
        out = []
        for tool, status, error_type, message in rows:
            got = classify_one(self.ruleset, tool=tool, status=status, error_type=error_type, error_message=message)
            assert got.error_class is not None, "classify_many is for errors; an ok call has no class"
            out.append((got.error_class.value, got.reason or "", got.rule_id or "", got.template, got.fingerprint))
        return out

    @property
    def ruleset_version(self) -> str:
        return self.ruleset.version

    @property
    def params(self) -> dict[str, Any]:
        rules = self.ruleset.rules
        return {
            "cls_classes": [ErrorClass.UNKNOWN.value] + [r.error_class.value for r in rules],
            "cls_reasons": [FALLBACK_REASON] + [r.reason for r in rules],
            "cls_rule_ids": [FALLBACK_RULE_ID] + [r.id for r in rules],
        }

    def select_sql(self, source: str) -> str:
        """``SELECT source.*, error_class, reason, rule_id, template, fingerprint FROM source``.

        ``source`` is a table or view with at least ``tool, status, error_type,
        error_message``; columns of it named like the outputs are replaced.
        Run it with ``con.execute(sql, classifier.params)``.
        """
        if not source.replace("_", "").replace(".", "").isalnum():
            raise RulesError(f"source {source!r} must be a plain table or view name")
        excluded = ", ".join(sql_literal(c) for c in OUTPUT_COLUMNS)
        # Classify each distinct (tool, status, error_type, message) once and
        # join back: repeated messages are the common case and the regexes
        # are the whole cost.
        return f"""
WITH tw_src AS (
    SELECT COLUMNS(c -> c NOT IN ({excluded})) FROM {source}
), tw_distinct AS (
    SELECT DISTINCT tool, status, error_type, error_message FROM tw_src
), tw_unwrapped AS (
    SELECT *, {unwrapped_sql('error_message')} AS tw_message FROM tw_distinct
), tw_ranked AS (
    SELECT src.*, {self.case_sql} AS tw_rule_no, {template_sql('src.tw_message')} AS tw_template
    FROM tw_unwrapped AS src
), tw_labelled AS (
    SELECT tool, status, error_type, error_message,
        $cls_classes[tw_rule_no + 1] AS tw_class,
        $cls_reasons[tw_rule_no + 1] AS tw_reason,
        $cls_rule_ids[tw_rule_no + 1] AS tw_rule_id,
        CASE WHEN tw_rule_no IS NULL THEN NULL ELSE tw_template END AS tw_template,
        CASE WHEN tw_rule_no IS NULL THEN NULL
             ELSE substring(md5(concat_ws('|', tool, $cls_classes[tw_rule_no + 1],
                  $cls_reasons[tw_rule_no + 1], tw_template)), 1, 16) END AS tw_fingerprint
    FROM tw_ranked
)
SELECT s.*,
    l.tw_class AS error_class,
    l.tw_reason AS reason,
    l.tw_rule_id AS rule_id,
    l.tw_template AS template,
    l.tw_fingerprint AS fingerprint
FROM tw_src AS s
LEFT JOIN tw_labelled AS l
  ON s.tool IS NOT DISTINCT FROM l.tool AND s.status IS NOT DISTINCT FROM l.status
 AND s.error_type IS NOT DISTINCT FROM l.error_type AND s.error_message IS NOT DISTINCT FROM l.error_message
"""


def learn_verdicts(wh: Warehouse, fallback: LearnedFallback) -> int:
    """Teach ``fallback`` the stored verdicts it has not seen yet (each one once per model); returns how many."""
    seen = {e.id for e in fallback.examples} | {e.id for e in fallback.pending()}
    added = 0
    for row in wh.rows("verdicts_for_learning"):
        key = f"verdict:{row['tool']}|{row['template']}|{row['error_class']}|{row['reason']}"
        if key in seen:
            continue
        fallback.learn_one(Example(key, row["tool"], row["error_type"], row["message"] or row["template"],
                                   ErrorClass.parse(row["error_class"]), row["reason"]))
        added += 1
    return added


def compile_classifier(ruleset: Ruleset, fallback: LearnedFallback | None = None) -> CompiledClassifier:
    """Compile ``ruleset`` to SQL, checking each regex with RE2 itself so a bad rule fails here, by name.

    ``fallback`` is the learned model :meth:`CompiledClassifier.refine` consults
    for templates no rule matched (None: they stay ``unknown/unmatched``).
    """
    # The shipped rules are checked (Python's RE2 and DuckDB's) by the test suite
    # (tests/detectors/test_rules.py), not at every start: compiling their ~80 regexes costs
    # ~20 ms of CPU in Python and ~80 ms in DuckDB in every process that classifies, and
    # Rule.pattern compiles the ones a batch reaches. Other rules are checked here.
    checks = [(rule, key, pattern) for rule in ruleset.rules if rule.origin != SHIPPED_ORIGIN
              for key, pattern in rule.regexes().items()]
    for rule, key, pattern in checks:
        if key not in rule._compiled:  # parse_rule checked (and compiled) the rest already
            check_regex(pattern, f"rule {rule.id!r} {key}")
    if checks:
        _check_in_duckdb(checks)
    branches = "\n        ".join(f"WHEN {_predicate(rule)} THEN {i}" for i, rule in enumerate(ruleset.rules, start=1))
    case_sql = f"CASE WHEN src.status = 'ok' THEN NULL\n        {branches}\n        ELSE 0 END"
    return CompiledClassifier(ruleset=ruleset, case_sql=case_sql, fallback=fallback)


def _check_in_duckdb(checks: list[tuple[Rule, str, str]]) -> None:
    """Compile each ``(rule, key, regex)`` with DuckDB's RE2; RulesError names the first one it refuses."""
    from toolwatch.warehouse.engine import duckdb

    con = duckdb.connect()
    try:
        # All at once (start-up time); one by one only to name the rule RE2 refuses.
        con.execute("SELECT " + ", ".join(f"regexp_matches('', {sql_literal(p)})" for _, _, p in checks))
    except duckdb.Error:
        for rule, key, pattern in checks:
            try:
                con.execute(f"SELECT regexp_matches('', {sql_literal(pattern)})")
            except duckdb.Error as exc:
                raise RulesError(f"rule {rule.id!r} {key}: RE2 (DuckDB) rejects {pattern!r}: {exc}") from exc
        raise
    finally:
        con.close()
