"""The learned fallback's decisions are kept per warehouse and model version (issue 13: its ingest cost).

A template the model has decided is not asked again in that warehouse: a later file reads the
stored decision, and when every unmatched template of a file is known the model is not even
featurised. A new ruleset, other thresholds or a new verdict make a new model version, whose
decisions are made afresh.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.learned import LearnedFallback, shipped_fallback
from toolwatch.detectors.reclassify import reclassify
from toolwatch.detectors.rules import load_ruleset
from toolwatch.detectors.taxonomy import ErrorClass
from toolwatch.detectors.verdicts import Verdict, record_verdicts
from toolwatch.warehouse.ingest import ingest_paths

NOW = datetime(2026, 1, 2)
MISSING = "The requested file is missing on disk: {path}"
TEMPLATE = "The requested file is missing on disk: <path>"
BUG = "TypeError: Cannot read properties of undefined (reading '{name}')"


def _events(path: Path, messages: list[str], tool: str = "read_file") -> str:
    lines = [json.dumps({"ts": f"2026-01-01T00:{i:02d}:00Z", "tool": tool, "status": "error", "error_message": m,
                         "call_id": f"{path.stem}-{i}"}) for i, m in enumerate(messages)]
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def _first_file(tmp_path: Path) -> str:
    return _events(tmp_path / "a.jsonl", [MISSING.format(path="/srv/a.go"), MISSING.format(path="/srv/b.go"),
                                          BUG.format(name="split")])


def _second_file(tmp_path: Path) -> str:
    """The same two templates in other words' clothes: other paths, another property name."""
    return _events(tmp_path / "b.jsonl", [MISSING.format(path="/home/x/c.py"), BUG.format(name="join")])


def _labels(wh, file_name: str) -> list[tuple]:
    return wh.con.execute(
        "SELECT t.error_class, t.rule_id, t.confidence FROM tool_calls AS t JOIN ingested_files AS f "
        "ON f.file_id = t.source_file_id WHERE f.path LIKE '%' || $name ORDER BY t.ts", {"name": file_name}).fetchall()


def _featurised(model: LearnedFallback) -> bool:
    """Whether the model has read its examples, which it does at its first prediction (numpy's path
    reads them into ``examples``; a batch of a few templates, the plain-Python path, into ``_plain``)."""
    return bool(model.examples) or model._plain is not None


def test_a_later_file_reads_the_stored_decisions_and_never_runs_the_model(wh, tmp_path):
    ingest_paths(wh, [_first_file(tmp_path)], classifier=compile_classifier(load_ruleset(), shipped_fallback()), now=NOW)
    first = _labels(wh, "a.jsonl")
    assert [row[:2] for row in first] == [("UnexpectedEnvironment", "learned")] * 2 + [("unknown", "unk-exception")]
    # A later process: a fresh model, which has read nothing yet.
    model = shipped_fallback()
    ingest_paths(wh, [_second_file(tmp_path)], classifier=compile_classifier(load_ruleset(), model), now=NOW)
    assert not _featurised(model)
    assert _labels(wh, "b.jsonl") == [first[0], first[2]]
    stored = wh.con.execute("SELECT tool, template, error_class, assigned FROM learned_decisions").fetchall()
    assert stored == [("read_file", TEMPLATE, "UnexpectedEnvironment", True)]


def test_an_abstention_is_stored_too_so_the_model_is_not_asked_again(wh, tmp_path):
    odd = "zork plugh xyzzy frobozz {n}"
    ingest_paths(wh, [_events(tmp_path / "a.jsonl", [odd.format(n=1)], tool="frobnicate")],
                 classifier=compile_classifier(load_ruleset(), shipped_fallback()), now=NOW)
    model = shipped_fallback()
    ingest_paths(wh, [_events(tmp_path / "b.jsonl", [odd.format(n=2)], tool="frobnicate")],
                 classifier=compile_classifier(load_ruleset(), model), now=NOW)
    assert not _featurised(model)
    assert _labels(wh, "b.jsonl") == [("unknown", "fallback", None)]
    assert wh.con.execute("SELECT error_class, reason, assigned FROM learned_decisions").fetchall() == [
        ("unknown", "unmatched", False)]


@pytest.mark.parametrize("change", [
    pytest.param(lambda: (load_ruleset(inline_rules=[{"id": "ours-quota", "class": "ProviderError",
                                                       "reason": "quota_exceeded", "message": "quota gone"}]),
                          shipped_fallback()), id="another_ruleset"),
    pytest.param(lambda: (load_ruleset(), shipped_fallback(min_class_confidence=1.01)), id="stricter_thresholds"),
])
def test_another_model_version_decides_afresh_and_replaces_the_old_decisions(wh, tmp_path, change):
    ingest_paths(wh, [_first_file(tmp_path)], classifier=compile_classifier(load_ruleset(), shipped_fallback()), now=NOW)
    ruleset, model = change()
    classifier = compile_classifier(ruleset, model)
    ingest_paths(wh, [_second_file(tmp_path)], classifier=classifier, now=NOW)
    assert _featurised(model)
    versions = wh.con.execute("SELECT DISTINCT model_version FROM learned_decisions").fetchall()
    assert versions == [(classifier.learned_version(),)]
    if model.min_class_confidence > 1:  # a model that never assigns: the stored decision must not leak in
        assert _labels(wh, "b.jsonl")[0] == ("unknown", "fallback", None)


def test_a_new_verdict_makes_the_model_decide_again_with_it(wh, tmp_path):
    ingest_paths(wh, [_first_file(tmp_path)], classifier=compile_classifier(load_ruleset(), shipped_fallback()), now=NOW)
    # A person says a wording next to this template (not the template itself) is a provider outage.
    near = "The requested file is missing on remote disk: <path>"
    record_verdicts(wh, [Verdict("read_file", near, ErrorClass.PROVIDER_ERROR, "upstream_5xx", "cli", NOW,
                                 message=near)])
    model = shipped_fallback()
    ingest_paths(wh, [_second_file(tmp_path)], classifier=compile_classifier(load_ruleset(), model), now=NOW)
    assert _featurised(model)
    assert _labels(wh, "b.jsonl")[0][:2] == ("ProviderError", "learned")


def test_reclassify_uses_the_stored_decisions(wh, tmp_path):
    ingest_paths(wh, [_first_file(tmp_path)], classifier=compile_classifier(load_ruleset(), shipped_fallback()), now=NOW)
    before = wh.con.execute("SELECT event_key, error_class, rule_id, confidence, fingerprint FROM tool_calls "
                            "ORDER BY event_key").fetchall()
    model = shipped_fallback()
    report = reclassify(wh, compile_classifier(load_ruleset(), model))
    assert not _featurised(model)
    assert report.learned == 2 and report.class_changed == 0
    assert wh.con.execute("SELECT event_key, error_class, rule_id, confidence, fingerprint FROM tool_calls "
                          "ORDER BY event_key").fetchall() == before


def test_a_file_that_fails_to_load_leaves_no_decisions(wh, tmp_path):
    good = _first_file(tmp_path)
    classifier = compile_classifier(load_ruleset(), shipped_fallback())
    # The decisions are written inside the file's transaction: a load that fails keeps none of them.
    wh.con.execute("ALTER TABLE fingerprints RENAME TO fingerprints_away")
    report = ingest_paths(wh, [good], classifier=classifier, now=NOW)
    assert report.files[0].quarantined
    assert wh.con.execute("SELECT count(*) FROM learned_decisions").fetchone() == (0,)


def test_the_model_version_does_not_change_when_the_model_loads():
    # Named before its weights and examples are read, and the same after: one process ingesting
    # many files must not take its own decisions for another model's.
    model = shipped_fallback()
    before = model.version()
    model.predict_one("read_file", None, MISSING.format(path="/srv/a.go"))
    assert _featurised(model) and model.linear is not None
    assert model.version() == before


def test_stored_decisions_are_the_models_answers_exactly(wh, tmp_path):
    # One JSON document carries the decisions in: backslashes and non-ASCII text in templates,
    # a missing error_type and a harness code must arrive as the model gave them, confidences to the float.
    calls = [("read_file", None, "The requested file is missing on disk: /srv/a.go"),
             ("shell", "E_WEIRD", 'quota "bucket" drained \\ for tenant\nnext line'),
             ("fetch", None, "la passerelle du fournisseur dort, réessayez plus tard ✓"),
             ("edit_file", "invalid_params", "TypeError: Cannot read properties of undefined (reading 'x')")]
    path = tmp_path / "a.jsonl"
    path.write_text("".join(json.dumps({"ts": f"2026-01-01T00:0{i}:00Z", "tool": tool, "status": "error",
                                        "error_type": error_type, "error_message": message, "call_id": f"c{i}"}) + "\n"
                            for i, (tool, error_type, message) in enumerate(calls)))
    model = shipped_fallback()
    ingest_paths(wh, [str(path)], classifier=compile_classifier(load_ruleset(), model), now=NOW)
    stored = wh.con.execute("SELECT tool, error_type, template, error_class, reason, confidence, assigned "
                            "FROM learned_decisions ORDER BY tool").fetchall()
    templates = [row[2] for row in stored]
    assert len(stored) >= 3 and any("\\" in t for t in templates) and any("✓" in t for t in templates), stored
    asked = [(tool, error_type, template) for tool, error_type, template, *_ in stored]
    expected = [(*call, p.error_class.value, p.reason, round(p.confidence, 4), p.assigned)
                for call, p in zip(asked, shipped_fallback().predict_many(asked), strict=True)]
    assert stored == expected
    assert {(tool, error_type) for tool, error_type, *_ in stored} <= {(t, e) for t, e, _ in calls}
