"""The learned fallback's linear models: softmax regressions over hashed features, trained with numpy.

Two models read the same features (:func:`toolwatch.detectors.learned.features`:
character 3–5-grams, words, word pairs, tool and ``error_type`` tokens, bug
markers), hashed into ``2**18`` signed buckets:

* the **class model**, a six-way softmax regression with class weights
  (inverse frequency, so the 22 user aborts count as much as the 237
  environment failures), says which class a template is most like;
* the **bug gate**, a two-way regression (genuine bug vs expected error, also
  balanced), says how likely the template is a harness bug. The fallback
  assigns an expected class only when the gate is low, which keeps the bugs
  ``unknown`` even where the class model leans to an expected class.

Training is full-batch Adam on the weighted log-loss with a small L2 term,
a fixed number of steps from zeros: no randomness, so the same examples give
the same weights. It runs when the shipped examples change
(``bench/learned_examples.py``, about 10 s) and the weights ship in
``detectors/data/learned_linear.npz`` (only the buckets some example uses),
stamped with a digest of the examples they were trained on so a test catches
a stale file. Chosen on leave-harness-out cross-validation of the corpus's
train split (``bench/classify_cv.py``; figures in docs/classification.md).
"""

from __future__ import annotations

import functools
import hashlib
import math
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from toolwatch.detectors.taxonomy import ErrorClass

if TYPE_CHECKING:
    # numpy is imported by the functions that compute: the learned fallback imports this
    # module for its constants at start-up, and most ingests never reach the model. scipy
    # only trains (bench/learned_examples.py); predictions multiply with numpy alone.
    import numpy as np
    import scipy.sparse as sp

    from toolwatch.detectors.learned import Example
    from toolwatch.detectors.sparse_rows import NamedRows, SparseRows

WEIGHTS_FILE = Path(__file__).parent / "data" / "learned_linear.npz"
BUCKETS = 1 << 18
CLASS_ORDER: tuple[ErrorClass, ...] = tuple(ErrorClass)
UNKNOWN_INDEX = CLASS_ORDER.index(ErrorClass.UNKNOWN)


def hashed(rows: Sequence[dict[str, float]] | NamedRows) -> SparseRows:
    """Named feature weights to signed hash buckets (crc32: the same on every platform).

    Names sharing a bucket in a row add up in the row's order, and the row keeps
    its buckets in first-seen order: the order a dict of buckets gave, which the
    products' sums follow.
    """
    import numpy as np

    from toolwatch.detectors.sparse_rows import NamedRows, SparseRows

    named = rows if isinstance(rows, NamedRows) else NamedRows.of(rows)
    # One hash per distinct name: a batch shares most n-grams.
    h = np.fromiter(map(zlib.crc32, map(str.encode, named.names)), dtype=np.int64, count=len(named.names))[named.ids]
    w = named.data
    keys, first, inverse = np.unique(named.row_ids() * BUCKETS + (h & (BUCKETS - 1)), return_index=True,
                                     return_inverse=True)
    sums = np.bincount(inverse, weights=np.where(h >> 31 != 0, w, -w), minlength=len(keys))
    order = np.argsort(first, kind="stable")
    keys = keys[order]
    indptr = np.concatenate([[0], np.cumsum(np.bincount(keys // BUCKETS, minlength=len(named)))]).astype(np.int64)
    return SparseRows(indptr, keys % BUCKETS, sums[order], BUCKETS)


def hashed_columns(rows: NamedRows, column_of_bucket: np.ndarray) -> SparseRows:
    """``hashed(rows).columns(keep)`` without sorting the batch's entries, given each bucket's
    position in ``keep`` (-1: not kept): the same entries, order and floats.

    Each distinct name is hashed once and looked up in ``column_of_bucket``; an entry keeps its
    place and weight unless another name of its row fell into the same kept bucket (rare: 2**18
    buckets). Only those entries are grouped, and each group adds up at its first entry's place,
    in the row's order from 0.0, as :func:`hashed`'s ``bincount`` does.
    """
    import numpy as np

    from toolwatch.detectors.sparse_rows import SparseRows

    h = np.fromiter(map(zlib.crc32, map(str.encode, rows.names)), dtype=np.int64, count=len(rows.names))
    name_column = column_of_bucket[h & (BUCKETS - 1)]
    columns = name_column[rows.ids]
    weights = np.where((h >> 31 != 0)[rows.ids], rows.data, -rows.data)
    kept = columns >= 0
    names_per_column = np.bincount(name_column[name_column >= 0], minlength=1)
    shared = np.flatnonzero(kept & (names_per_column[np.maximum(columns, 0)] > 1))
    row_ids = rows.row_ids()
    if len(shared):
        _, first, group = np.unique(row_ids[shared] * len(column_of_bucket) + columns[shared], return_index=True,
                                    return_inverse=True)
        kept[shared] = False
        kept[shared[first]] = True
        weights[shared[first]] = np.bincount(group, weights=weights[shared])
    counts = np.bincount(row_ids[kept], minlength=len(rows))
    return SparseRows(np.concatenate([[0], np.cumsum(counts)]).astype(np.int64), columns[kept], weights[kept],
                      int(column_of_bucket.max()) + 1)


def hashed_matrix(rows: Sequence[dict[str, float]]) -> sp.csr_matrix:
    """:func:`hashed` as a scipy matrix, for training (the only place scipy is imported)."""
    import scipy.sparse as sp

    x = hashed(rows)
    return sp.csr_matrix((x.data, x.indices, x.indptr), shape=(len(x), BUCKETS))


def _softmax(z: np.ndarray) -> np.ndarray:
    import numpy as np

    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def _exp(a: np.ndarray) -> np.ndarray:
    """``exp`` of each entry by :func:`math.exp` (the C library's), which the plain-Python path
    (learned_plain.py) uses too: numpy's own float64 ``exp`` (AVX-512 on machines that have it)
    differs from it in the last bit on ~5 % of arguments, so an answer would depend on the path,
    and on the machine. Training keeps ``np.exp``: a few thousand values per prediction batch cost
    well under a millisecond here, a training run's millions would not."""
    import numpy as np

    return np.fromiter(map(math.exp, a.ravel().tolist()), dtype=np.float64, count=a.size).reshape(a.shape)


def _fit(x: sp.csr_matrix, y: np.ndarray, k: int, *, steps: int, l2: float = 1e-4, rate: float = 0.05,
         balance: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
    """Softmax regression by full-batch Adam from zeros (deterministic).

    ``balance`` 1 weighs every class alike (inverse frequency), 0 keeps the
    corpus's own frequencies (its prior), in between is a power of the two.
    """
    import numpy as np

    n = x.shape[0]
    target = np.zeros((n, k))
    target[np.arange(n), y] = 1.0
    counts = np.bincount(y, minlength=k)
    sample = ((n / (k * np.maximum(counts, 1))) ** balance)[y]
    sample /= sample.sum()
    xt = x.T.tocsr()
    w, b = np.zeros((x.shape[1], k)), np.zeros(k)
    mw, vw, mb, vb = np.zeros_like(w), np.zeros_like(w), np.zeros(k), np.zeros(k)
    for t in range(1, steps + 1):
        g = (_softmax(x @ w + b) - target) * sample[:, None]
        gw, gb = xt @ g + l2 * w, g.sum(axis=0)
        mw, vw = 0.9 * mw + 0.1 * gw, 0.999 * vw + 0.001 * gw * gw
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        c1, c2 = 1 - 0.9 ** t, 1 - 0.999 ** t
        w -= rate * (mw / c1) / (np.sqrt(vw / c2) + 1e-8)
        b -= rate * (mb / c1) / (np.sqrt(vb / c2) + 1e-8)
    return w, b


def examples_digest(examples: Sequence[Example]) -> str:
    h = hashlib.sha256()
    for e in examples:
        h.update(f"{e.id}\x00{e.tool}\x00{e.error_type}\x00{e.message}\x00{e.error_class.value}\x01".encode())
    return h.hexdigest()[:16]


@dataclass(frozen=True)
class LinearTextModel:
    """Class probabilities and the bug gate's probability for hashed feature rows."""

    columns: np.ndarray  # the hash buckets some training example uses, sorted
    class_weights: np.ndarray  # len(columns) x 6
    class_bias: np.ndarray
    gate_weights: np.ndarray  # len(columns): logit of "genuine bug"
    gate_bias: float
    digest: str

    @classmethod
    def train(cls, examples: Sequence[Example], *, steps: int = 150) -> LinearTextModel:
        import numpy as np

        from toolwatch.detectors.learned import _weights, features

        x = hashed_matrix([_weights(features(e.tool, e.error_type, e.message)) for e in examples])
        columns = np.unique(x.indices)
        x = x[:, columns]
        y = np.array([CLASS_ORDER.index(e.error_class) for e in examples])
        cw, cb = _fit(x, y, len(CLASS_ORDER), steps=steps)
        gw, gb = _fit(x, (y == UNKNOWN_INDEX).astype(np.int64), 2, steps=steps)
        return cls(columns.astype(np.int64), cw.astype(np.float32), cb.astype(np.float32),
                   (gw[:, 1] - gw[:, 0]).astype(np.float32), float(gb[1] - gb[0]), examples_digest(examples))

    def predict(self, rows: Sequence[dict[str, float]] | NamedRows) -> tuple[np.ndarray, np.ndarray]:
        """(class probabilities n x 6 in :data:`CLASS_ORDER`, probability of a genuine bug n)."""
        from toolwatch.detectors.sparse_rows import NamedRows

        # The sums run in scipy's order (the weights were trained and checked with it): same floats.
        column_of_bucket, class_weights, gate_weights = self._applied
        x = hashed_columns(rows if isinstance(rows, NamedRows) else NamedRows.of(rows), column_of_bucket)
        z = x.dot(class_weights) + self.class_bias
        e = _exp(z - z.max(axis=1, keepdims=True))
        gate = 1.0 / (1.0 + _exp(-(x.dot(gate_weights) + self.gate_bias)))
        return e / e.sum(axis=1, keepdims=True), gate

    @functools.cached_property
    def _applied(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """What :meth:`predict` reads, made once per model: each hash bucket's position in
        ``columns`` (-1: no weight), and the weights in float64 (the products' type)."""
        import numpy as np

        column_of_bucket = np.full(BUCKETS, -1, dtype=np.int64)
        column_of_bucket[self.columns] = np.arange(len(self.columns))
        return column_of_bucket, self.class_weights.astype(np.float64), self.gate_weights.astype(np.float64)

    def save(self, path: Path = WEIGHTS_FILE) -> None:
        import numpy as np

        with path.open("wb") as fh:
            np.savez_compressed(fh, columns=self.columns, class_weights=self.class_weights.astype(np.float16),
                                class_bias=self.class_bias, gate_weights=self.gate_weights.astype(np.float16),
                                gate_bias=np.float64(self.gate_bias), digest=np.str_(self.digest))

    @classmethod
    def load(cls, path: Path = WEIGHTS_FILE) -> LinearTextModel:
        import numpy as np

        with np.load(path, allow_pickle=False) as data:
            return cls(data["columns"], data["class_weights"].astype(np.float32), data["class_bias"],
                       data["gate_weights"].astype(np.float32), float(data["gate_bias"]), str(data["digest"]))
