"""The learned fallback's examples ship featurised, and it predicts with numpy alone (issue 13: its ingest cost).

Neither changes a prediction: the shipped file is what the examples give today,
a stale one is not used, and every prediction on the whole corpus is the one
scipy's products give, float for float.
"""

from __future__ import annotations

import itertools
import json
import zlib
from pathlib import Path

import numpy as np
import pytest
import scipy.sparse as sp

from toolwatch.detectors import char_grams, sparse_rows
from toolwatch.detectors.learned import (
    _MARKS,
    _PROBE,
    _PROBE_MARKS,
    FEATURES_FILE,
    Example,
    LearnedFallback,
    Prediction,
    _compiled,
    _weighed,
    _weighed_calls,
    _weights,
    features,
    has_bug_marker,
    load_examples,
    marks,
    nearest_first,
    shipped_fallback,
    shipped_features,
    shipped_linear,
    write_features,
)
from toolwatch.detectors.linear_text import BUCKETS, _exp, hashed, hashed_columns, hashed_matrix
from toolwatch.detectors.normalize import normalize, strip_wrappers
from toolwatch.detectors.sparse_rows import NamedRows
from toolwatch.detectors.taxonomy import ErrorClass

DATA = Path(__file__).resolve().parents[1] / "data"


def corpus_calls() -> list[tuple[str, str | None, str]]:
    """Every labelled message of the corpus, held-out splits included."""
    rows = [json.loads(line) for f in [DATA / "error_corpus.jsonl", *sorted((DATA / "corpus").glob("batch_*.jsonl"))]
            for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(r["tool"], r.get("error_type"), r["error_message"]) for r in rows if r.get("error_message")]


def scipy_predictions(model: LearnedFallback, calls: list[tuple[str, str | None, str]]) -> list[Prediction]:
    """:meth:`LearnedFallback.predict_many` with scipy's sparse products, as it was computed before numpy alone."""
    linear = model.linear
    assert linear is not None
    weights = [_weights(features(*call)) for call in calls]
    by_feature = model._examples_matrix()
    examples_t = sp.csr_matrix((by_feature.data, by_feature.indices, by_feature.indptr),
                               shape=(len(by_feature), by_feature.width))
    queries = model._query_matrix(weights)
    q = sp.csr_matrix((queries.data, queries.indices, queries.indptr), shape=(len(queries), queries.width))
    sims = (q @ examples_t).toarray()
    x = hashed_matrix(weights)[:, linear.columns]
    z = np.asarray(x @ linear.class_weights, dtype=np.float64) + linear.class_bias
    e = _exp(z - z.max(axis=1, keepdims=True))  # libm's exp, as predictions take it (see linear_text._exp)
    probs = e / e.sum(axis=1, keepdims=True)
    gate = 1.0 / (1.0 + _exp(-(np.asarray(x @ linear.gate_weights, dtype=np.float64) + linear.gate_bias)))
    return [model._decide(model._vote(s), p, float(g), has_bug_marker(call[2]))
            for s, p, g, call in zip(sims, probs, gate, calls, strict=True)]


def test_the_shipped_features_are_the_shipped_examples_featurised_today(tmp_path):
    rebuilt = tmp_path / "features.bin"
    write_features(load_examples(), rebuilt)
    assert rebuilt.read_bytes() == FEATURES_FILE.read_bytes(), "stale: rebuild with make learned-features"


def test_the_shipped_fallback_reads_its_features_instead_of_featurising():
    model = shipped_fallback()
    model._examples_matrix()
    assert model._featurised is not None and model._featurised.width == len(model.examples) == len(load_examples())
    assert model._rows == []  # nothing featurised at start-up


@pytest.mark.parametrize("damage", ["other_examples", "other_stamp", "truncated", "not_a_features_file"])
def test_a_stale_or_damaged_features_file_is_not_used(tmp_path, damage):
    examples = load_examples()
    path = tmp_path / "features.bin"
    write_features(examples[1:] if damage == "other_examples" else examples, path)
    raw = path.read_bytes()
    if damage == "other_stamp":
        path.write_bytes(raw.replace(b'"stamp": "', b'"stamp": "0', 1))
    elif damage == "truncated":
        path.write_bytes(raw[:-100])
    elif damage == "not_a_features_file":
        path.write_bytes(b"hello\n" + raw)
    assert shipped_features(examples, path) is None
    calls = corpus_calls()[:40]
    featurising = LearnedFallback(examples, linear=shipped_linear(), load_features=lambda e: shipped_features(e, path))
    assert featurising.predict_many(calls) == shipped_fallback().predict_many(calls)
    assert featurising._featurised is None and len(featurising._rows) == len(examples)


def test_numpy_predictions_equal_scipys_on_the_whole_corpus():
    calls = corpus_calls()
    model = shipped_fallback()
    got = model.predict_many(calls)
    assert len(got) > 1500
    assert got == scipy_predictions(model, calls)  # class, reason, confidence, shares, neighbours: every float


def test_numpy_predictions_equal_scipys_after_learning_a_verdict():
    # A verdict is featurised at start-up and stacked under the shipped rows, with new features of its own.
    calls = corpus_calls()[::7]
    model = shipped_fallback()
    model.learn_one(Example("verdict:x", "jobs", None, "frobnicator quota bucket drained for tenant 7",
                            ErrorClass.PROVIDER_ERROR, "quota_exceeded"))
    calls.append(("jobs", None, "frobnicator quota bucket drained for tenant 9"))
    got = model.predict_many(calls)
    assert got[-1].neighbours[0].example.id == "verdict:x"
    assert got == scipy_predictions(model, calls)


def test_features_file_round_trips_and_refuses_a_name_with_nul(tmp_path):
    rows = sparse_rows.SparseRows.from_dicts([{0: 0.5, 2: 0.25}, {}, {1: 1.0}], 3)
    path = tmp_path / "f.bin"
    sparse_rows.write(path, ["a", "b\nc", "é"], rows, "stamp-1")
    stamp, names, by_column = sparse_rows.read(path)
    assert (stamp, names, sparse_rows.read_header(path)) == ("stamp-1", ["a", "b\nc", "é"], ("stamp-1", 3))
    assert (len(by_column), by_column.width) == (3, 3)  # column-major: a row per column
    assert [a.tolist() for a in (by_column.indptr, by_column.indices, by_column.data)] == [
        [0, 1, 2, 3], [0, 2, 0], [0.5, 1.0, 0.25]]
    back = by_column.transposed()
    assert [a.tolist() for a in (back.indptr, back.indices, back.data)] == [[0, 2, 2, 3], [0, 2, 1], [0.5, 0.25, 1.0]]
    with pytest.raises(ValueError, match="NUL"):
        sparse_rows.write(path, ["a", "b\x00", "c"], rows, "stamp-1")


# Text on which RE2 and Python's re could part: line ends against ``.`` and ``$``, control characters
# (``\s`` differs on \x1c–\x1f and \v), word boundaries at the ends, case, and text long enough
# for the set's "none" to be checked pattern by pattern.
EDGES = ["", "\n", "rate\nlimit", "rate-limit", "rate limit", "TypeError\n", "\x1ctimeout\x1f", "a\vpanic\x00b",
         "ENOENTx", "_ENOENT_", "xENOENT", "File \"a\nb\", line 3", "at foo (x.js:1:2)", "UNDEFINED", "Null",
         "json.decoder.JSONDecodeError", "ERR_AB", "ERR_ABC", "x" * 5000, "x" * 5000 + " TypeError",
         "TYPEERROR", "typeerror", "Kelvin \u212a timeout", "ſtack overflow"]


def test_marks_found_by_re2_are_the_ones_pythons_re_finds():
    assert [name for name, pattern in _compiled(_MARKS) if pattern.search(_PROBE)] == _PROBE_MARKS
    texts = EDGES + [strip_wrappers(m) for _, _, m in corpus_calls()]
    texts += [normalize(t).lower() for t in texts]
    for text in texts:
        assert marks(text) == [name for name, pattern in _compiled(_MARKS) if pattern.search(text)], repr(text[:200])


def test_nearest_first_is_a_stable_argsort_cut_to_k():
    # Ties (many equal similarities, 0.0 against -0.0) are where a partial sort could part from a full one.
    rng = np.random.default_rng(7)
    for trial in range(200):
        n, width, k = (int(x) for x in rng.integers(1, [30, 40, 15]))
        sims = rng.random((n, width)) if trial % 3 == 0 else rng.integers(0, 4, size=(n, width)) / 3
        if trial % 5 == 0:
            sims[sims == 0] = -0.0
        assert nearest_first(sims, k).tolist() == np.argsort(-sims, axis=1, kind="stable")[:, :k].tolist()


def test_a_batch_is_weighed_as_each_call_alone():
    # predict_many weighs a batch at once (numpy divides); the floats, names and order are _weights' own.
    calls = [features(*call) for call in corpus_calls()]
    named, marked = _weighed(calls)
    rows = [_weights(names) for names in calls]
    flat = [(named.names[i], float(w)) for i, w in zip(named.ids, named.data, strict=True)]
    assert flat == [item for row in rows for item in row.items()]
    assert named.indptr.tolist() == np.cumsum([0, *map(len, rows)]).tolist()
    assert marked == [has_bug_marker(call[2]) for call in corpus_calls()]
    assert any(marked) and not all(marked)
    odd = [[], ["w:x", "bug:panic", "w:x", "c:abc", "w:x"], [], ["c:abc"]]  # empty calls, repeats
    named, marked = _weighed(odd)
    flat = [(named.names[i], float(w)) for i, w in zip(named.ids, named.data, strict=True)]
    assert flat == [item for names in odd for item in _weights(names).items()]
    assert (named.indptr.tolist(), marked) == ([0, 0, 3, 3, 4], [False, True, False, False])


def test_hashed_columns_equal_hashing_then_keeping_columns_even_when_a_rows_names_share_a_bucket():
    seen: dict[int, str] = {}
    for i in itertools.count():  # two names whose crc32 falls into one bucket
        name = f"w:n{i}"
        bucket = zlib.crc32(name.encode()) & (BUCKETS - 1)
        if bucket in seen:
            break
        seen[bucket] = name
    rows = [_weights(features(*call)) for call in corpus_calls()[:300]]
    rows[3] = {**rows[3], seen[bucket]: 0.25, name: 0.5}
    rows[4] = {name: 0.125, **rows[4], seen[bucket]: 0.75}
    linear = shipped_linear()
    assert linear is not None
    keep = np.union1d(linear.columns, [bucket])
    column_of_bucket = np.full(BUCKETS, -1, dtype=np.int64)
    column_of_bucket[keep] = np.arange(len(keep))
    named = NamedRows.of(rows)
    expected, got = hashed(named).columns(keep), hashed_columns(named, column_of_bucket)
    assert got.width == expected.width == len(keep)
    for field in ("indptr", "indices", "data"):
        assert getattr(got, field).tolist() == getattr(expected, field).tolist(), field
    assert [float(x).hex() for x in got.data] == [float(x).hex() for x in expected.data]


def test_products_equal_scipys_with_empty_rows_and_columns_over_many_chunks():
    rng = np.random.default_rng(7)
    rows = [{int(c): float(rng.random()) for c in rng.choice(60, size=int(rng.integers(0, 40)), replace=False)}
            for _ in range(1000)]
    rows[5] = {}
    other = [{int(c): float(rng.random()) for c in rng.choice(50, size=int(rng.integers(0, 30)), replace=False)}
             for _ in range(400)]  # columns 50-59 of the queries are in no other row
    queries, others = sparse_rows.SparseRows.from_dicts(rows, 60), sparse_rows.SparseRows.from_dicts(other, 60)
    by_column = others.transposed()
    terms = int(np.diff(by_column.indptr)[queries.indices].sum())
    assert terms > 20 * sparse_rows._TERMS_PER_CHUNK
    expected = (sp.csr_matrix((queries.data, queries.indices, queries.indptr), shape=(1000, 60))
                @ sp.csr_matrix((others.data, others.indices, others.indptr), shape=(400, 60)).T).toarray()
    got = queries.dot_transposed(by_column)
    assert got.shape == (1000, 400)
    assert got.tobytes() == expected.tobytes()


@pytest.mark.parametrize("texts", [[" hello world ", " ab ", "", " x ", " aaaaaaa <int> "], [], ["  ", "abcde" * 90]],
                         ids=["short-and-repeats", "none", "blank-and-long"])
def test_char_grams_are_the_slices_in_order(texts):
    names, ids, counts = char_grams.grams(texts, "c:")
    expected = [[f"c:{t[i:i + n]}" for n in (3, 4, 5) for i in range(len(t) - n + 1)] for t in texts]
    assert [names[i] for i in ids] == [name for row in expected for name in row]
    assert counts.tolist() == list(map(len, expected)) and len(set(names)) == len(names)


def test_char_grams_refuse_nul():
    with pytest.raises(ValueError, match="NUL"):
        char_grams.grams([" a\x00b "], "c:")


def test_a_batch_featurised_at_once_is_each_call_featurised_and_weighed():
    calls = corpus_calls() + [("t", None, ""), ("t", "ENOENT", None), ("x", None, "héllo wörld TypeError at line 3"),
                              ("x", None, "a\x00b is null"), ("y", None, "x" * 900)]
    expected, expected_marked = _weighed([features(*call) for call in calls])
    got, marked = _weighed_calls(calls)
    assert [(got.names[i], float(w).hex()) for i, w in zip(got.ids, got.data, strict=True)] == [
        (expected.names[i], float(w).hex()) for i, w in zip(expected.ids, expected.data, strict=True)]
    assert got.indptr.tolist() == expected.indptr.tolist()
    assert marked == expected_marked and len(set(got.names)) == len(got.names)
