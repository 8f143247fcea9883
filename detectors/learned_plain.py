"""The shipped learned model read and applied in plain Python, for a few templates: no numpy.

A small file whose messages no rule matches sends a handful of templates to the
learned fallback, and importing numpy (about 0.11 s CPU) cost more than the
model's work on them. Here the shipped model is read with the standard library
(the examples' features as views of the file's bytes, the linear weights
unzipped and unpacked only where a template has a feature) and applied as the
numpy path applies it: every sum in the same order from 0.0, each product the
same two floats, ``exp`` the same function (:func:`math.exp`), so the same
answers, float for float (``tests/detectors/test_learned_plain.py`` compares the
two paths on the corpus). A larger batch goes to numpy
(:data:`toolwatch.detectors.learned.FEW_TEMPLATES`): there Python's loop over the
products costs more than the import.

The sparse-rows file's header and layout are read here (numpy-free) for
:mod:`toolwatch.detectors.sparse_rows` too.
"""

from __future__ import annotations

import ast
import bisect
import json
import math
import struct
import sys
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolwatch.detectors.linear_text import BUCKETS, CLASS_ORDER

MAGIC = b"toolwatch-sparse-rows 2\n"
# What reading a damaged or foreign file can raise here (the caller then takes numpy's path).
READ_ERRORS = (OSError, ValueError, KeyError, TypeError, SyntaxError, struct.error, zipfile.BadZipFile)
NAME_SEPARATOR = "\x00"
CLASSES = len(CLASS_ORDER)
_CLASS_ROW = f"<{CLASSES}e"  # one bucket's class weights, float16
_CLASS_ROW_BYTES = struct.calcsize(_CLASS_ROW)


def read_header(path: Path) -> tuple[str, int] | None:
    """The stamp and row count of a sparse-rows file (None: no such file, or not one of these)."""
    try:
        with path.open("rb") as fh:
            if fh.read(len(MAGIC)) != MAGIC:
                return None
            header = json.loads(fh.readline())
            return str(header["stamp"]), int(header["rows"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def layout(raw: bytes, path: Path) -> tuple[dict[str, Any], int, list[str]]:
    """(header, offset of the arrays, column names) of a sparse-rows file's bytes; ValueError if damaged.

    The arrays at the offset: ``indptr`` (``<i8``, width + 1), ``data`` (``<f8``, entries),
    ``indices`` (``<i4``, entries), then the names joined by NUL.
    """
    if not raw.startswith(MAGIC):
        raise ValueError(f"{path} is not a sparse-rows file")
    end = raw.index(b"\n", len(MAGIC)) + 1
    header = json.loads(raw[len(MAGIC):end])
    offset, width, entries = end + (-end % 8), header["width"], header["entries"]
    if offset + 8 * (width + 1) + 12 * entries + header["names_bytes"] != len(raw):
        raise ValueError(f"{path} is truncated or inconsistent")
    blob = raw[len(raw) - header["names_bytes"]:].decode("utf-8")
    names = blob.split(NAME_SEPARATOR) if width else []
    if len(names) != width:
        raise ValueError(f"{path} is truncated or inconsistent")
    return header, offset, names


@dataclass(frozen=True)
class PlainExamples:
    """The shipped examples' features column-major (feature ``j``: examples ``indices[indptr[j]:indptr[j+1]]``
    with weights ``data[…]``), as memoryviews of the file's bytes."""

    column: dict[str, int]
    indptr: memoryview
    indices: memoryview
    data: memoryview[float]
    rows: int

    @classmethod
    def read(cls, path: Path) -> PlainExamples:
        if sys.byteorder != "little":
            raise ValueError("the file's arrays are little-endian")  # the caller takes numpy's path
        raw = path.read_bytes()
        header, offset, names = layout(raw, path)
        width, entries = header["width"], header["entries"]
        view = memoryview(raw)
        at = offset + 8 * (width + 1)
        return cls(dict(zip(names, range(width), strict=True)), view[offset:at].cast("q"),
                   view[at + 8 * entries:at + 12 * entries].cast("i"), view[at:at + 8 * entries].cast("d"),
                   header["rows"])

    def similarities(self, weights: dict[str, float]) -> list[float]:
        """Each example's cosine similarity with a call's weights: for each of its features in order, its
        products with the examples that have it, added to each example's sum (the numpy path's order)."""
        sims = [0.0] * self.rows
        indptr, indices, data = self.indptr, self.indices, self.data
        for name, weight in weights.items():
            j = self.column.get(name)
            if j is None:
                continue
            lo, hi = indptr[j], indptr[j + 1]
            for i, value in zip(indices[lo:hi], data[lo:hi], strict=True):
                sims[i] += weight * value
        return sims


def _npy(data: bytes, descr: str) -> tuple[memoryview, tuple[int, ...]]:
    """The array bytes of a ``.npy`` file of dtype ``descr``, C order, and its shape."""
    if data[:6] != b"\x93NUMPY":
        raise ValueError("not a .npy file")
    size, start = (struct.unpack_from("<H", data, 8)[0], 10) if data[6] == 1 else (struct.unpack_from("<I", data, 8)[0], 12)
    header = ast.literal_eval(data[start:start + size].decode("latin-1"))
    if header["descr"] != descr or header["fortran_order"]:
        raise ValueError(f"expected {descr} in C order, found {header}")
    return memoryview(data)[start + size:], tuple(header["shape"])


@dataclass(frozen=True)
class PlainLinear:
    """The linear models of ``learned_linear.npz`` (:class:`toolwatch.detectors.linear_text.LinearTextModel`):
    weights stay float16 bytes and are unpacked per kept bucket a call has."""

    columns: memoryview  # int64, sorted: the buckets with weights
    class_weights: memoryview  # float16, len(columns) x 6
    class_bias: tuple[float, ...]
    gate_weights: memoryview  # float16, len(columns)
    gate_bias: float

    @classmethod
    def read(cls, path: Path) -> PlainLinear:
        if sys.byteorder != "little":
            raise ValueError("the weights are read as little-endian")
        with zipfile.ZipFile(path) as z:
            columns, (n,) = _npy(z.read("columns.npy"), "<i8")
            class_weights, shape = _npy(z.read("class_weights.npy"), "<f2")
            class_bias, _ = _npy(z.read("class_bias.npy"), "<f4")
            gate_weights, _ = _npy(z.read("gate_weights.npy"), "<f2")
            gate_bias, _ = _npy(z.read("gate_bias.npy"), "<f8")
        if shape != (n, CLASSES):
            raise ValueError(f"class weights of shape {shape}, not {(n, CLASSES)}")
        return cls(columns.cast("q"), class_weights, tuple(class_bias.cast("f")), gate_weights,
                   float(gate_bias.cast("d")[0]))

    def predict(self, weights: dict[str, float]) -> tuple[list[float], float]:
        """(class probabilities in ``CLASS_ORDER``, probability of a genuine bug) for one call's weights.

        As ``LinearTextModel.predict``: each name hashed (crc32) to a signed bucket, names of the call
        that share a kept bucket added at the first one's place, then each sum in the entries' order."""
        kept: dict[int, float] = {}
        columns = self.columns
        for name, weight in weights.items():
            h = zlib.crc32(name.encode())
            bucket = h & (BUCKETS - 1)
            c = bisect.bisect_left(columns, bucket)
            if c == len(columns) or columns[c] != bucket:
                continue
            signed = weight if h >> 31 else -weight
            kept[c] = kept[c] + signed if c in kept else signed
        z, gate = [0.0] * CLASSES, 0.0
        for c, x in kept.items():
            for k, w in enumerate(struct.unpack_from(_CLASS_ROW, self.class_weights, _CLASS_ROW_BYTES * c)):
                z[k] += x * w
            gate += x * struct.unpack_from("<e", self.gate_weights, 2 * c)[0]
        return softmax([v + b for v, b in zip(z, self.class_bias, strict=True)]), sigmoid(gate + self.gate_bias)


def softmax(z: list[float]) -> list[float]:
    """One row's softmax as ``linear_text`` computes it for a batch: ``exp(z - max)`` over its sum, added in order."""
    top = max(z)
    e = [math.exp(v - top) for v in z]
    total = 0.0
    for v in e:
        total += v
    return [v / total for v in e]


def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))
