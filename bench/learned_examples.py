"""Rebuild the learned fallback's shipped examples from the labelled corpus.

    .venv/bin/python bench/learned_examples.py [--features-only]

``--features-only`` (``make learned-features``) rewrites only the featurised examples from the
shipped examples file, after a change to the featurising code (``learned.py``, ``char_grams.py``, ``linear_text.py``,
``normalize.py``): the features' stamp names that code, and a stale file is not used.

Writes ``detectors/data/learned_examples.jsonl`` (the examples featurised,
``detectors/data/learned_features.bin``, and the linear models trained on them,
``detectors/data/learned_linear.npz``) from ``tests/data/error_corpus.jsonl``
and the ``train`` rows of ``tests/data/corpus/batch_*.jsonl`` (the ``test`` rows stay
held out for ``bench/classify_accuracy.py``). Run it after adding a corpus batch;
``tests/detectors/test_learned.py`` fails while the shipped file is stale.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from toolwatch.detectors.learned import (  # noqa: E402
    EXAMPLES_FILE,
    FEATURES_FILE,
    examples_from_corpus,
    load_examples,
    write_features,
)
from toolwatch.detectors.linear_text import WEIGHTS_FILE, LinearTextModel  # noqa: E402

CORPUS_FILES = [ROOT / "tests/data/error_corpus.jsonl", *sorted((ROOT / "tests/data/corpus").glob("batch_*.jsonl"))]


def corpus_rows() -> list[dict]:
    return [json.loads(line) for path in CORPUS_FILES for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--features-only", action="store_true")
    args = parser.parse_args()
    if not args.features_only:
        text = examples_from_corpus(corpus_rows())
        EXAMPLES_FILE.write_text(text, encoding="utf-8")
        print(f"wrote {text.count(chr(10))} examples to {EXAMPLES_FILE.relative_to(ROOT)}")
    names, rows = write_features(load_examples())
    print(f"wrote the examples featurised ({len(names)} features, {len(rows.data)} weights) "
          f"to {FEATURES_FILE.relative_to(ROOT)}")
    if args.features_only:
        return
    model = LinearTextModel.train(load_examples())
    model.save()
    print(f"wrote the linear models ({len(model.columns)} hash buckets, examples {model.digest}) "
          f"to {WEIGHTS_FILE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
