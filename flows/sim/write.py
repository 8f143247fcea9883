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

import numpy as np
import pyarrow as pa

from warehouse.errors import ConfigError

FORMATS = {"jsonl": "copy_jsonl", "jsonl.gz": "copy_jsonl_gz", "parquet": "copy_parquet"}
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
    # One thread keeps the rows in the order the batches arrive, whatever the machine.
    con.execute("SET threads = 1")
    con.execute("SET preserve_insertion_order = true")
    con.execute("SET enable_progress_bar = false")
    written: list[tuple[Path, int]] = []

    def view(table: pa.Table) -> None:
        con.register("sim_batch", table)
        con.execute(statements()["events_view"])

    if split == "day":
        for i, start in enumerate(days):
            table = day_table(i)
            path = out_dir / file_name(fmt, start)
            view(table)
            con.execute(statements()[FORMATS[fmt]], {"path": str(path)})
            written.append((path, table.num_rows))
    else:
        path = out_dir / file_name(fmt, None)
        count = _write_one_file(con, path, fmt, len(days), day_table, view)
        written.append((path, count))
    con.close()
    return written


def _write_one_file(con, path: Path, fmt: str, n_days: int, day_table, view) -> int:
    """All days into one file, one day in memory at a time.

    Streaming every day through one COPY would be simpler, but DuckDB keeps the
    Arrow batches of a scan alive until it ends (memory grew with N); instead
    each day is written on its own and appended: JSONL bytes concatenate, gzip
    members concatenate into a valid gzip file, Parquet days become row groups.
    """
    import pyarrow.parquet as pq

    count = 0
    part = path.with_name(path.name + ".part")
    writer = None
    try:
        with open(path, "wb") as target:
            for i in range(n_days):
                table = day_table(i)
                count += table.num_rows
                view(table)
                if fmt == "parquet":
                    rows = con.execute(statements()["select_parquet"]).to_arrow_table()
                    writer = writer or pq.ParquetWriter(target, rows.schema, compression="zstd")
                    writer.write_table(rows)
                    continue
                con.execute(statements()[FORMATS[fmt]], {"path": str(part)})
                with open(part, "rb") as day_file:
                    shutil.copyfileobj(day_file, target, 1 << 20)
            if writer is not None:
                writer.close()
    finally:
        part.unlink(missing_ok=True)
    return count


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
    opener = (lambda p, m: gzip.GzipFile(p, m, mtime=0)) if gz else open
    with opener(path, "rb") as src, opener(tmp, "wb") as dst:
        for line in src:
            dst.write(line)
            if rng.random() < fraction:
                ts = json.loads(line)["ts"]
                kinds = dirty_lines(rng, ts)
                dst.write(kinds[int(rng.integers(0, len(kinds)))] + b"\n")
                inserted += 1
    tmp.replace(path)
    return inserted
