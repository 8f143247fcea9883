"""Rebuild the learned fallback's shipped examples from the labelled corpus.

    .venv/bin/python bench/learned_examples.py

Writes ``detectors/data/learned_examples.jsonl`` (and the linear models trained on
them, ``detectors/data/learned_linear.npz``) from ``tests/data/error_corpus.jsonl``
and the ``train`` rows of ``tests/data/corpus/batch_*.jsonl`` (the ``test`` rows stay
held out for ``bench/classify_accuracy.py``). Run it after adding a corpus batch;
``tests/detectors/test_learned.py`` fails while the shipped file is stale.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from toolwatch.detectors.learned import EXAMPLES_FILE, examples_from_corpus, load_examples  # noqa: E402
from toolwatch.detectors.linear_text import WEIGHTS_FILE, LinearTextModel  # noqa: E402

CORPUS_FILES = [ROOT / "tests/data/error_corpus.jsonl", *sorted((ROOT / "tests/data/corpus").glob("batch_*.jsonl"))]


def corpus_rows() -> list[dict]:
    return [json.loads(line) for path in CORPUS_FILES for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def main() -> None:
    text = examples_from_corpus(corpus_rows())
    EXAMPLES_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} examples to {EXAMPLES_FILE.relative_to(ROOT)}")
    model = LinearTextModel.train(load_examples())
    model.save()
    print(f"wrote the linear models ({len(model.columns)} hash buckets, examples {model.digest}) "
          f"to {WEIGHTS_FILE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
