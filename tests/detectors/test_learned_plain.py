"""A few templates are predicted in plain Python, without numpy (issue 13: the learned step's ingest cost).

The plain path must answer as numpy's does, float for float: on the whole corpus,
for a linear model saved and read back, and it must step aside when the model is
not the shipped one (a verdict learned, a stale features file).
"""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest
from test_learned_features import corpus_calls

from toolwatch.detectors.learned import (
    FEATURES_FILE,
    FEW_TEMPLATES,
    Example,
    LearnedFallback,
    Prediction,
    _weights,
    features,
    load_examples,
    shipped_fallback,
    shipped_plain,
    write_features,
)
from toolwatch.detectors.learned_plain import PlainLinear
from toolwatch.detectors.linear_text import WEIGHTS_FILE, LinearTextModel
from toolwatch.detectors.sparse_rows import NamedRows
from toolwatch.detectors.taxonomy import ErrorClass


def in_batches(calls: list[tuple[str, str | None, str]], size: int) -> tuple[list[Prediction], LearnedFallback]:
    model, got = shipped_fallback(), []
    for i in range(0, len(calls), size):
        got += model.predict_many(calls[i:i + size])
    return got, model


def test_a_few_templates_at_a_time_answer_as_numpys_batch_on_the_whole_corpus():
    calls = corpus_calls()
    plain, plain_model = in_batches(calls, FEW_TEMPLATES)
    numpy_model = shipped_fallback()
    batch = numpy_model.predict_many(calls)
    assert plain_model._plain is not None and plain_model.examples == []  # the plain path answered every batch
    assert numpy_model.examples != []  # and numpy's the whole corpus at once
    assert len(calls) > 1500
    assert plain == batch  # class, reason, confidence, shares, neighbours and their similarities: every float


def test_a_few_templates_are_predicted_without_importing_numpy():
    calls = corpus_calls()[:3]
    child = ("import json, sys\nfrom toolwatch.detectors.learned import shipped_fallback\n"
             "model = shipped_fallback()\ngot = model.predict_many([tuple(c) for c in json.loads(sys.argv[1])])\n"
             "print(json.dumps(['numpy' in sys.modules, [[p.error_class.value, p.confidence.hex()] for p in got]]))")
    result = subprocess.run([sys.executable, "-c", child, json.dumps(calls)], capture_output=True, text=True, check=True)
    imported, got = json.loads(result.stdout)
    assert imported is False
    assert got == [[p.error_class.value, p.confidence.hex()] for p in shipped_fallback().predict_many(calls * 6)[:3]]


def test_a_learned_verdict_sends_a_few_templates_to_numpy_and_counts():
    model = shipped_fallback()
    model.predict_one("Bash", None, "warm up")  # the plain path, before the verdict
    model.learn_one(Example("verdict:x", "jobs", None, "frobnicator quota bucket drained for tenant 7",
                            ErrorClass.PROVIDER_ERROR, "quota_exceeded"))
    got = model.predict_one("jobs", None, "frobnicator quota bucket drained for tenant 9")
    assert got.neighbours[0].example.id == "verdict:x"
    assert model.examples != []  # numpy's path: the shipped examples and the verdict


def test_a_stale_features_file_is_not_read_by_the_plain_path(tmp_path):
    examples = load_examples()
    path = tmp_path / "features.bin"
    write_features(examples[1:], path)
    assert shipped_plain(examples, path) is None
    assert shipped_plain(examples[1:], path) is not None
    truncated = tmp_path / "truncated.bin"
    truncated.write_bytes(path.read_bytes()[:-100])
    assert shipped_plain(examples[1:], truncated) is None
    assert shipped_plain(examples[1:], tmp_path / "missing.bin") is None
    assert shipped_plain(examples, FEATURES_FILE) is not None


@pytest.mark.parametrize("damage", [b"not a zip", "truncated", "float32 weights"])
def test_a_damaged_weights_file_is_not_read_by_the_plain_path(tmp_path, damage):
    examples = load_examples()
    weights = tmp_path / "linear.npz"
    if damage == "float32 weights":  # a format the plain reader does not know: numpy's path then
        saved = LinearTextModel.load(WEIGHTS_FILE)
        with weights.open("wb") as fh:
            np.savez(fh, columns=saved.columns, class_weights=saved.class_weights, class_bias=saved.class_bias,
                     gate_weights=saved.gate_weights, gate_bias=np.float64(saved.gate_bias), digest=np.str_(saved.digest))
    else:
        weights.write_bytes(damage if isinstance(damage, bytes) else WEIGHTS_FILE.read_bytes()[:-5000])
    assert shipped_plain(examples, FEATURES_FILE, weights) is None
    assert shipped_plain(examples, FEATURES_FILE, WEIGHTS_FILE) is not None


def test_plain_linear_reads_a_saved_model_and_predicts_as_numpy(tmp_path):
    examples = load_examples()[::9]
    model = LinearTextModel.train(examples, steps=20)
    path = tmp_path / "linear.npz"
    model.save(path)
    saved, plain = LinearTextModel.load(path), PlainLinear.read(path)
    rows = [_weights(features(e.tool, e.error_type, e.message)) for e in load_examples()[1::37]]
    probs, gate = saved.predict(NamedRows.of(rows))
    got = [plain.predict(row) for row in rows]
    assert [p for p, _ in got] == probs.tolist()
    assert [g for _, g in got] == gate.tolist()
    assert len({row.index(max(row)) for row in probs.tolist()}) > 1  # not one class everywhere
