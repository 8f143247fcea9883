"""Sparse rows with numpy alone: what the learned fallback multiplies at prediction time, and its file.

The learned fallback compares a few hundred templates with about a thousand
examples over tens of thousands of features; scipy.sparse did the products,
but importing it costs a process 0.2–0.4 s, a share of a small ingest that
issue 13 (the learned step's ingest cost) does not allow. These products sum
each entry's terms in the order scipy's compressed-row kernels do (the row's
stored order, from 0.0), so every float is the same as scipy's, bit for bit
(``tests/detectors/test_learned_features.py`` checks against scipy on the corpus).

:func:`write` / :func:`read` keep rows and their feature names in one file
with a stamp (the learned fallback ships its examples featurised this way):
a text header, then the rows column-major as raw little-endian arrays, then
the names. Not deflated: 4.6 MB for the shipped examples (zlib took it to
0.6 MB but inflating cost 12-25 ms of every first prediction, and git packs
it deflated anyway). The same rows and stamp give the same bytes.
"""

from __future__ import annotations

import functools
import itertools
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from toolwatch.detectors.learned_plain import MAGIC, NAME_SEPARATOR, layout, read_header

__all__ = ["MAGIC", "NamedRows", "SparseRows", "layout", "read", "read_header", "ragged_ranges", "write"]
_TERMS_PER_CHUNK = 1 << 16  # terms summed per step: arrays that stay in the CPU cache (1 << 20 took 1.4x as long)
_RECORD = np.dtype([("data", "<f8"), ("index", "<i8")])


def ragged_ranges(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """``np.concatenate([np.arange(s, s + n) for s, n in zip(starts, lengths)])``, without the loop."""
    return np.repeat(starts - (np.cumsum(lengths) - lengths), lengths) + np.arange(int(lengths.sum()))


@dataclass(frozen=True)
class SparseRows:
    """Compressed rows: row ``i`` holds ``data[indptr[i]:indptr[i+1]]`` at columns ``indices[…]``, in stored order."""

    indptr: np.ndarray  # int64, len(rows) + 1
    indices: np.ndarray  # int64 (int32 when read from a file)
    data: np.ndarray  # float64
    width: int

    def __len__(self) -> int:
        return len(self.indptr) - 1

    @classmethod
    def from_dicts(cls, rows: Sequence[dict[int, float]], width: int) -> SparseRows:
        """One row per ``{column: value}`` dict, entries in the dict's order."""
        indptr = np.cumsum([0] + [len(r) for r in rows], dtype=np.int64)
        count = int(indptr[-1])
        indices = np.fromiter((i for r in rows for i in r), dtype=np.int64, count=count)
        data = np.fromiter((v for r in rows for v in r.values()), dtype=np.float64, count=count)
        return cls(indptr, indices, data, width)

    def stacked(self, below: SparseRows) -> SparseRows:
        """These rows, then ``below``'s (the width grows to the wider of the two)."""
        return SparseRows(np.concatenate([self.indptr, below.indptr[1:] + self.indptr[-1]]),
                          np.concatenate([self.indices, below.indices]), np.concatenate([self.data, below.data]),
                          max(self.width, below.width))

    def row_ids(self) -> np.ndarray:
        """The row of each stored entry."""
        return np.repeat(np.arange(len(self), dtype=np.int64), np.diff(self.indptr))

    def transposed(self) -> SparseRows:
        """Column-major: row ``j`` of the result lists column ``j``'s entries in increasing row order."""
        order = np.argsort(self.indices, kind="stable")
        indptr = np.concatenate([[0], np.cumsum(np.bincount(self.indices, minlength=self.width))]).astype(np.int64)
        return SparseRows(indptr, self.row_ids()[order], self.data[order], len(self))

    def columns(self, keep: np.ndarray) -> SparseRows:
        """The entries at the sorted, distinct columns ``keep``, renumbered to their position in it."""
        position = np.searchsorted(keep, self.indices)
        found = position < len(keep)
        found[found] = keep[position[found]] == self.indices[found]
        counts = np.bincount(self.row_ids()[found], minlength=len(self))
        return SparseRows(np.concatenate([[0], np.cumsum(counts)]).astype(np.int64), position[found],
                          self.data[found], len(keep))

    def dot(self, dense: np.ndarray) -> np.ndarray:
        """``self @ dense`` (a vector, or a matrix with one row per column), in float64."""
        rows = self.row_ids()
        terms = self.data[:, None] * np.asarray(dense, dtype=np.float64)[self.indices].reshape(len(self.indices), -1)
        out = np.stack([np.bincount(rows, weights=terms[:, c], minlength=len(self)) for c in range(terms.shape[1])],
                       axis=1)
        return out if dense.ndim > 1 else out[:, 0]

    def dot_transposed(self, other_by_column: SparseRows) -> np.ndarray:
        """``self @ other.T`` as a dense array, given ``other.transposed()``.

        Each query row's entries are walked in stored order and each adds its
        products with the other rows at that column: scipy's order of sums.
        """
        t = other_by_column
        out = np.zeros((len(self), t.width))
        starts = t.indptr[self.indices]
        lengths = t.indptr[self.indices + 1] - starts
        keep = lengths > 0  # an entry whose column no other row has adds no term
        row_ids, starts, lengths, data = self.row_ids()[keep], starts[keep], lengths[keep], self.data[keep]
        indptr = np.concatenate([[0], np.cumsum(np.bincount(row_ids, minlength=len(self)))])
        ends = np.cumsum(np.bincount(row_ids, weights=lengths, minlength=len(self)).astype(np.int64))
        records = t._records
        first = 0
        while first < len(self):
            done = int(ends[first - 1]) if first else 0
            last = max(first + 1, int(np.searchsorted(ends, done + _TERMS_PER_CHUNK, side="right")))
            lo, hi = indptr[first], indptr[last]
            if lo == hi:
                first = last
                continue
            n, s = lengths[lo:hi], starts[lo:hi]
            # Ragged ranges: each entry's column's positions in ``t``, as a run of +1 steps that
            # jumps at each entry's first term to the start of its column.
            steps = np.ones(int(ends[last - 1]) - done, dtype=np.int64)
            jumps = np.empty_like(s)
            jumps[0], jumps[1:] = s[0], s[1:] - (s[:-1] + n[:-1] - 1)
            steps[np.cumsum(n) - n] = jumps
            terms = records[np.cumsum(steps, out=steps)].view(_RECORD)  # one gather for weight and row
            targets = np.repeat((row_ids[lo:hi] - first) * t.width, n)
            targets += terms["index"]
            weights = np.repeat(data[lo:hi], n)
            weights *= terms["data"]
            out[first:last] = np.bincount(targets, weights=weights, minlength=(last - first) * t.width).reshape(
                last - first, t.width)
            first = last
        return out

    @functools.cached_property
    def _records(self) -> np.ndarray:
        """Each entry's value and column side by side, as 16-byte items: a product's terms gather both at once."""
        records = np.empty(len(self.data), dtype=_RECORD)
        records["data"], records["index"] = self.data, self.indices
        return records.view(np.complex128)


@dataclass(frozen=True)
class NamedRows:
    """Rows of named weights, flattened once for every model that reads them: each distinct name
    once (first-seen order), so per-name work (a vocabulary's column, a hash) is done once per
    batch, and each entry as the index of its name, in the rows' order."""

    names: list[str]
    ids: np.ndarray  # int64: entry -> its name's index in ``names``
    data: np.ndarray  # float64
    indptr: np.ndarray  # int64, len(rows) + 1

    def __len__(self) -> int:
        return len(self.indptr) - 1

    @classmethod
    def of(cls, rows: Sequence[dict[str, float]]) -> NamedRows:
        """One row per ``{name: weight}`` dict, entries in the dict's order."""
        data = np.fromiter(itertools.chain.from_iterable(map(dict.values, rows)), dtype=np.float64,
                           count=sum(map(len, rows)))
        return cls.flat(list(itertools.chain.from_iterable(rows)), data, list(map(len, rows)))

    @classmethod
    def flat(cls, entries: list[str], data: np.ndarray, lengths: list[int]) -> NamedRows:
        """Rows given flat: each entry's name and weight, and how many entries each row has."""
        position = dict(zip(dict.fromkeys(entries), itertools.count()))
        ids = np.fromiter(map(position.__getitem__, entries), dtype=np.int64, count=len(entries))
        return cls(list(position), ids, data, np.cumsum([0, *lengths], dtype=np.int64))

    def row_ids(self) -> np.ndarray:
        """The row of each entry."""
        return np.repeat(np.arange(len(self), dtype=np.int64), np.diff(self.indptr))

    def at(self, name_columns: np.ndarray, width: int) -> SparseRows:
        """The entries whose name has a column (``name_columns[i]`` for ``names[i]``; -1: none), in stored order."""
        columns = name_columns[self.ids]
        known = columns >= 0
        counts = np.bincount(self.row_ids()[known], minlength=len(self))
        return SparseRows(np.concatenate([[0], np.cumsum(counts)]).astype(np.int64), columns[known], self.data[known],
                          width)


def write(path: Path, names: Sequence[str], rows: SparseRows, stamp: str) -> None:
    """``rows`` and the name of each column (a name may not contain NUL), stamped with ``stamp``.

    The rows are stored column-major (``rows.transposed()``: what :meth:`SparseRows.dot_transposed`
    multiplies), as raw little-endian arrays aligned to 8 bytes, so :func:`read` maps them
    without parsing, inflating or transposing anything.
    """
    if any(NAME_SEPARATOR in name for name in names):
        raise ValueError("a column name contains NUL, which separates names in the file")
    blob = NAME_SEPARATOR.join(names).encode("utf-8")
    by_column = rows.transposed()
    header = {"stamp": stamp, "rows": len(rows), "width": rows.width, "entries": len(rows.data),
              "names_bytes": len(blob)}
    head = MAGIC + json.dumps(header, sort_keys=True).encode() + b"\n"
    arrays = [by_column.indptr.astype("<i8"), by_column.data.astype("<f8"), by_column.indices.astype("<i4")]
    path.write_bytes(head + bytes(-len(head) % 8) + b"".join(array.tobytes() for array in arrays) + blob)


def read(path: Path) -> tuple[str, list[str], SparseRows]:
    """(stamp, column names, the rows column-major: row ``j`` lists column ``j``'s entries in increasing
    row order, i.e. ``rows.transposed()``) from a file :func:`write` wrote. The arrays are read-only
    views of the file's bytes."""
    raw = path.read_bytes()
    header, offset, names = layout(raw, path)
    width, entries = header["width"], header["entries"]
    indptr = np.frombuffer(raw, dtype="<i8", count=width + 1, offset=offset)
    data = np.frombuffer(raw, dtype="<f8", count=entries, offset=offset + 8 * (width + 1))
    indices = np.frombuffer(raw, dtype="<i4", count=entries, offset=offset + 8 * (width + 1) + 8 * entries)
    return header["stamp"], names, SparseRows(indptr, indices, data, header["rows"])
