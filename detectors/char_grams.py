"""Character n-grams of many ASCII texts at once, counted as integers instead of strings.

The learned fallback's features are mostly character 3-5-grams (about 350 of a
template's 390), and making each one a Python string, then looking each up in a
dict, was a third of what a batch of templates cost to featurise. Here a gram
is an integer (its size, then its bytes), the batch's distinct grams are found
by one ``np.unique``, and only those become strings (``prefix`` + the gram).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from toolwatch.detectors.sparse_rows import ragged_ranges

SIZES = (3, 4, 5)


def grams(texts: Sequence[str], prefix: str) -> tuple[list[str], np.ndarray, np.ndarray]:
    """(distinct names, each gram's index in them, how many grams each text has) for every text's
    3-, 4- and 5-grams, in the order ``[prefix + t[i:i + n] for n in SIZES for i in range(len(t) - n + 1)]``
    lists them, text after text.

    The texts must be ASCII without NUL (a name is read back from bytes that end at the first NUL).
    """
    width = max(SIZES)
    lengths = np.fromiter(map(len, texts), dtype=np.int64, count=len(texts))
    raw = "".join(texts).encode("ascii")
    if 0 in raw:
        raise ValueError("a text contains NUL")
    buffer = np.frombuffer(raw + bytes(width), dtype=np.uint8).astype(np.int64)
    sizes = np.array(SIZES, dtype=np.int64)
    # One run of grams per (text, size), text after text: where each starts in the buffer, and its length.
    runs = np.maximum(lengths[:, None] - sizes[None, :] + 1, 0).ravel()
    run_starts = np.repeat(np.cumsum(lengths) - lengths, len(SIZES))
    starts = ragged_ranges(run_starts, runs)
    size = np.repeat(np.tile(sizes, len(texts)), runs)
    codes = size << (8 * width)
    for k in range(width):
        byte = buffer[starts + k]
        if k >= min(SIZES):
            byte = np.where(size > k, byte, 0)
        codes |= byte << (8 * (width - 1 - k))
    distinct, ids = np.unique(codes, return_inverse=True)
    chars = ((distinct[:, None] >> (8 * np.arange(width - 1, -1, -1))) & 0xFF).astype(np.uint8)
    names = [prefix + gram.decode("ascii") for gram in np.ascontiguousarray(chars).view(f"S{width}").ravel().tolist()]
    return names, ids.ravel(), runs.reshape(len(texts), len(SIZES)).sum(axis=1)
