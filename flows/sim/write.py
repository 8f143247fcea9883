"""Write the events: DuckDB formats and writes JSONL, gzipped JSONL or Parquet.

A per-event ``json.dumps`` loop runs at a few hundred thousand lines a second;
DuckDB's ``COPY ... (FORMAT json)`` writes the same lines several times
faster from the Arrow tables (``bench/simulate.py`` measures both), escapes
strings correctly, and gzips with a zero mtime so output stays
byte-identical. Memory is one day's events whatever the range.

``dirty`` lines (for the demo's rejects) are spliced in afterwards by a plain
line copy, since DuckDB will not write malformed JSON.
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
from collections.abc import Callable
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa

from toolwatch.warehouse.errors import ConfigError

FORMATS = ("jsonl", "jsonl.gz", "parquet")
SPLITS = ("day", "none")
_SQL = Path(__file__).with_name("write.sql")
_HEADER = re.compile(r"^--\s*name:\s*([a-z_]+)\s*$", re.MULTILINE)


@cache
def statements() -> dict[str, str]:
    text = _SQL.read_text()
    heads = list(_HEADER.finditer(text))
    return {
        h.group(1): text[h.end() : heads[i + 1].start() if i + 1 < len(heads) else len(text)].strip()
        for i, h in enumerate(heads)
    }


def file_name(fmt: str, day_start: int | None) -> str:
    if day_start is None:
        return f"tool_calls.{fmt}"
    return f"tool_calls-{datetime.fromtimestamp(day_start, UTC):%Y-%m-%d}.{fmt}"


def write_files(out_dir: Path, fmt: str, split: str, days: list[int],
                day_table: Callable[[int], pa.Table]) -> list[tuple[Path, int]]:
    """Write the days ``day_table(i)`` for each start in ``days``; returns (path, events) per file."""
    import duckdb

    if fmt not in FORMATS:
        raise ConfigError(f"format {fmt!r} is not one of {', '.join(FORMATS)}")
    if split not in SPLITS:
        raise ConfigError(f"split {split!r} is not one of {', '.join(SPLITS)}")
    out_dir.mkdir(parents=True, exist_ok=True)
    con = duckdb.connect()
    # One thread keeps the rows in the order they arrive, whatever the machine.
    con.execute("SET threads = 1")
    con.execute("SET preserve_insertion_order = true")
    con.execute("SET enable_progress_bar = false")
    written: list[tuple[Path, int]] = []
    groups = [[(i, start)] for i, start in enumerate(days)] if split == "day" else [list(enumerate(days))]
    try:
        for group in groups:
            path = out_dir / file_name(fmt, group[0][1] if split == "day" else None)
            count = 0
            with _Sink(con, path, fmt) as sink:
                for i, _ in group:
                    table = day_table(i)
                    sink.add(table)
                    count += table.num_rows
            written.append((path, count))
    finally:
        con.close()
    return written


class _Sink:
    """One output file that takes a day at a time, so memory stays one day's events.

    JSON lines come from DuckDB's ``COPY`` into a scratch file whose bytes are
    appended (gzip is done here at level 3: DuckDB's gzip took four times as
    long for the same size); Parquet days become row groups of one writer.
    Streaming all days through a single ``COPY`` was simpler, but DuckDB keeps
    the Arrow batches of a scan alive until it ends, so memory grew with N.
    """

    def __init__(self, con, path: Path, fmt: str) -> None:
        self.con, self.path, self.fmt = con, path, fmt
        self.part = path.with_name(path.name + ".part")
        self.file = open(path, "wb")  # noqa: SIM115 - closed in __exit__
        self.stream = (gzip.GzipFile(filename="", mode="wb", fileobj=self.file, compresslevel=3, mtime=0)
                       if fmt == "jsonl.gz" else self.file)
        self.parquet: Any = None  # pyarrow.parquet.ParquetWriter once the first day arrives

    def __enter__(self) -> _Sink:
        return self

    def add(self, table: pa.Table) -> None:
        self.con.register("sim_batch", table)
        self.con.execute(statements()["events_view"])
        if self.fmt == "parquet":
            import pyarrow.parquet as pq

            rows = self.con.execute(statements()["select_parquet"]).to_arrow_table()
            if self.parquet is None:
                self.parquet = pq.ParquetWriter(self.file, rows.schema, compression="zstd")
            self.parquet.write_table(rows)
            return
        self.con.execute(statements()["copy_jsonl"], {"path": str(self.part)})
        with open(self.part, "rb") as day_file:
            shutil.copyfileobj(day_file, self.stream, 1 << 20)

    def __exit__(self, *exc) -> None:
        if self.parquet is not None:
            self.parquet.close()
        if self.stream is not self.file:
            self.stream.close()
        self.file.close()
        self.part.unlink(missing_ok=True)


# --- dirty lines ---------------------------------------------------------------

def dirty_lines(rng: np.random.Generator, ts: str) -> list[bytes]:
    """One malformed line of each kind ingest must reject, around timestamp ``ts``."""
    ok = {"ts": ts, "tool": "read_file", "model": "gpt-5", "status": "ok"}
    return [
        json.dumps(ok).encode()[: int(rng.integers(10, 40))],  # truncated JSON
        b'["read_file", "ok"]',  # not an object
        json.dumps({k: v for k, v in ok.items() if k != "tool"}).encode(),  # missing required field
        json.dumps({**ok, "ts": "yesterday at noon"}).encode(),  # unparseable timestamp
        json.dumps({**ok, "ts": "2099-01-01T00:00:00Z"}).encode(),  # far in the future
        json.dumps({**ok, "status": "maybe"}).encode(),  # invalid status
        b'{"ts": "' + ts.encode() + b'", "tool": "read_file", "status": "error", "error_message": "\xff\xfe"}',
    ]


def splice_dirty(path: Path, fraction: float, rng: np.random.Generator) -> int:
    """Insert malformed lines after a ``fraction`` of the lines of ``path``; returns how many."""
    gz = path.name.endswith(".gz")
    tmp = path.with_name(path.name + ".tmp")
    inserted = 0
    with open(path, "rb") as raw_src, open(tmp, "wb") as raw_dst, \
            (gzip.GzipFile(fileobj=raw_src, mode="rb") if gz else raw_src) as src, \
            (gzip.GzipFile(filename="", fileobj=raw_dst, mode="wb", compresslevel=3, mtime=0) if gz else raw_dst) as dst:
        for line in src:
            dst.write(line)
            if rng.random() < fraction:
                ts = json.loads(line)["ts"]
                kinds = dirty_lines(rng, ts)
                dst.write(kinds[int(rng.integers(0, len(kinds)))] + b"\n")
                inserted += 1
    tmp.replace(path)
    return inserted
