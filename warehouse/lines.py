"""What a local file's bytes say on their own: its sha256, how many lines it has, whether its gzip is whole.

Ingest hashes every local file on a side thread while DuckDB reads it. For
JSON Lines the same pass counts the lines the way DuckDB's line splitter
(``new_line = '\\r\\n'``) does, and for ``.gz`` inflates the stream to count
them, which is also what tells a truncated or corrupt ``.gz``: DuckDB's own
reader loads the readable part of one without a word. A file whose count
exceeds what the reader returned had lines too long for its buffer, which the
reader drops silently; :func:`long_lines` finds them (only then: it is a
second pass over the text).

>>> counter = LineCounter(); counter.feed(b'{"a": 1}\\r\\n\\r'); counter.feed(b'\\n{"b": 2}')
>>> counter.lines
3
"""

from __future__ import annotations

import hashlib
import io
import re
import zlib
from pathlib import Path
from typing import NamedTuple

_CHUNK = 1 << 20
# The hashing pass reads into one reused buffer of this size: no allocation per chunk.
_HASH_CHUNK = 1 << 22
# Inflated bytes per step: a small .gz that expands a thousandfold is counted in bounded memory.
_INFLATE_STEP = 1 << 22
_SEPARATOR = re.compile(rb"\r\n|\r|\n")


# A NamedTuple, not a frozen dataclass: every start defines it, and defining a frozen
# dataclass costs ~0.5-1 ms (a NamedTuple ~0.1 ms; bench figures in docs/performance.md).
class FileFacts(NamedTuple):
    sha256: str
    lines: int | None = None  # lines DuckDB's JSONL reader should return; None when not counted
    damage: str | None = None  # why the (inflated) text is not whole: a truncated or corrupt .gz
    long_line: bool = False  # some line is longer than the line limit (counted files only)


class LineCounter:
    """Counts lines ended by CRLF, LF or a bare CR (as DuckDB splits them), fed in chunks, and
    tells whether one of them is longer than ``limit`` bytes (separators left out).

    The length check looks only at the first and last separator of a chunk (two memchr-speed
    searches): a line longer than ``limit`` spans a chunk boundary whenever chunks are shorter
    than ``limit``, which the hashing pass's 4 MiB chunks are, and ``limit`` (16 MiB) is.
    """

    def __init__(self, limit: int | None = None) -> None:
        self.separators = 0
        self.size = 0
        self.last = b""
        self.limit = limit
        self.open_line = 0  # bytes of the line still open at the end of the last chunk
        self.longest_over = False  # some line is longer than limit

    def feed(self, data: bytes | bytearray) -> None:
        if not data:
            return
        # A CRLF is one separator: count LF and CR, then take back each pair (one may straddle chunks).
        # Most logs have no CR at all: one memchr says so, and the two-byte search (slower than
        # hashing the chunk, bench/ingest.py) is left out.
        crs = pairs = 0
        has_cr = b"\r" in data
        if has_cr:
            crs, pairs = data.count(b"\r"), data.count(b"\r\n")
        if self.last == b"\r" and data[:1] == b"\n":
            pairs += 1
        self.separators += data.count(b"\n") + crs - pairs
        self.size += len(data)
        self.last = bytes(data[-1:])
        if self.limit is not None:
            self._measure(data, has_cr, self.limit)

    def _measure(self, data: bytes | bytearray, has_cr: bool, limit: int) -> None:
        first, last = data.find(b"\n"), data.rfind(b"\n")
        if has_cr:
            cr_first, cr_last = data.find(b"\r"), data.rfind(b"\r")
            first = cr_first if first < 0 else min(first, cr_first)
            last = max(last, cr_last)
        if first < 0:
            self.open_line += len(data)
        else:
            self.longest_over |= self.open_line + first > limit
            if len(data) > limit:  # chunks longer than the limit: look at every line
                self.longest_over |= any(len(line) > limit for line in _SEPARATOR.split(data[first:last]))
            self.open_line = len(data) - last - 1
        self.longest_over |= self.open_line > limit

    @property
    def lines(self) -> int:
        if not self.size:
            return 0
        return self.separators + (0 if self.last in (b"\n", b"\r") else 1)


def file_facts(path: Path, count_lines: bool = False, line_limit: int | None = None) -> FileFacts:
    """The sha256 of the file's bytes and, with ``count_lines``, its line count, any gzip damage,
    and whether a line is longer than ``line_limit`` bytes."""
    digest = hashlib.sha256()
    counter = LineCounter(line_limit) if count_lines else None
    inflater = _Inflater() if count_lines and path.name.lower().endswith(".gz") else None
    buffer = bytearray(_HASH_CHUNK)
    with open(path, "rb", buffering=0) as fh:
        while size := fh.readinto(buffer):
            chunk = buffer if size == len(buffer) else buffer[:size]
            digest.update(chunk)
            if counter is None:
                continue
            if inflater is None:
                counter.feed(chunk)
            else:
                inflater.feed(chunk, counter.feed)
    damage = inflater.finish() if inflater else None
    return FileFacts(digest.hexdigest(), counter.lines if counter else None, damage,
                     bool(counter and counter.longest_over))


def sha256_of(path: Path) -> str:
    return file_facts(path).sha256


class _Inflater:
    """Streams the members of a gzip file into a callback, remembering what was wrong with it."""

    def __init__(self) -> None:
        self.stream = zlib.decompressobj(wbits=31)
        self.started = False
        self.damage: str | None = None

    def feed(self, data: bytes | bytearray, out) -> None:
        while data and self.damage is None:
            if not self.started and not data.strip(b"\0"):
                return  # zero padding after the last member, as gzip tools allow
            self.started = True
            try:
                out(self.stream.decompress(data, _INFLATE_STEP))
            except zlib.error as exc:
                self.damage = f"corrupt .gz ({exc}); nothing of it was loaded"
                return
            if self.stream.eof:
                data = self.stream.unused_data
                self.stream = zlib.decompressobj(wbits=31)
                self.started = False
            else:
                data = self.stream.unconsumed_tail

    def finish(self) -> str | None:
        if self.damage is None and self.started and not self.stream.eof:
            self.damage = "truncated .gz (the compressed stream ends early); nothing of it was loaded"
        return self.damage


def open_bytes(path: Path) -> io.BufferedIOBase:
    """The file's bytes, inflated when its name ends in .gz (gzip is imported only then: ~1 ms
    of every small ingest's start-up otherwise)."""
    if path.name.lower().endswith(".gz"):
        import gzip

        return gzip.open(path, "rb")
    return open(path, "rb")


def long_lines(path: Path, limit: int) -> list[dict]:
    """Lines longer than ``limit`` bytes: number (1-based), a reason and the first 2,000 bytes as text."""
    found: list[dict] = []
    line_no, length, head, after_cr = 1, 0, b"", False

    def end_line() -> None:
        if length > limit:
            found.append({"line_no": line_no, "reason": f"line longer than {limit >> 20} MiB",
                          "raw": head.decode("utf-8", errors="replace")})

    with open_bytes(path) as fh:
        while chunk := fh.read(_CHUNK):
            pos = 1 if after_cr and chunk[:1] == b"\n" else 0  # the LF of a CRLF split across chunks
            after_cr = False
            for match in _SEPARATOR.finditer(chunk, pos):
                length += match.start() - pos
                head += chunk[pos:match.start()][: 2000 - len(head)]
                end_line()
                line_no, length, head = line_no + 1, 0, b""
                pos = match.end()
                after_cr = match.group() == b"\r" and pos == len(chunk)
            length += len(chunk) - pos
            head += chunk[pos:][: 2000 - len(head)]
    if length:
        end_line()
    return found
