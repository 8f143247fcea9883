"""Closing leaves a small write-ahead log: every reader sees it, and it stays bounded.

warehouse.db closes without a checkpoint while ``<path>.wal`` is under the warehouse's bound,
so a small ingest does not pay one; commits (DuckDB's checkpoint_threshold) and closes
checkpoint a log that reached it.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from toolwatch import warehouse
from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.warehouse.db import wal_bytes
from toolwatch.warehouse.ingest import ingest_paths
from toolwatch.warehouse.snapshot import Snapshot

NOW = datetime(2026, 11, 30, 12, 0, 0)
CLASSIFIER = compile_classifier(load_ruleset(None, []))


def _small_file(path: Path, batch: int, lines: int = 200) -> Path:
    rows = []
    for i in range(lines):
        error = i % 5 == 0
        rows.append(json.dumps({
            "ts": f"2026-11-29T{batch % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}Z", "tool": f"tool_{i % 4}",
            "model": "gpt-5", "status": "error" if error else "ok", "call_id": f"b{batch}-{i}",
            "error_message": f"ENOENT: no such file or directory, open '/w/{batch}/{i}.py'" if error else None,
            "args": {"path": f"/w/{batch}/{i}.py", "pad": "x" * 200}}))
    path.write_text("\n".join(rows) + "\n")
    return path


def _ingest(db: Path, path: Path, **connect) -> None:
    with warehouse.connect(db, **connect) as wh:
        report = ingest_paths(wh, [str(path)], classifier=CLASSIFIER, now=NOW)
        assert report.accepted == report.lines_read > 0


def _calls(db: Path) -> int:
    with warehouse.connect(db, read_only=True) as wh:
        return wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0]


def test_a_small_ingest_closes_without_a_checkpoint_and_readers_see_it(tmp_path):
    db = tmp_path / "w.duckdb"
    warehouse.connect(db).close()  # migrations checkpoint: the schema is in the file
    size = db.stat().st_size
    _ingest(db, _small_file(tmp_path / "a.jsonl", 1))
    assert 0 < wal_bytes(db) < warehouse.db.WAL_CHECKPOINT_BYTES
    assert db.stat().st_size == size  # the rows are in the log only
    assert _calls(db) == 200  # a read-only reader replays the log
    snapshot = Snapshot(db, tmp_path / "snapshots")
    assert snapshot.refresh()
    assert snapshot.cursor().execute("SELECT count(*) FROM tool_calls").fetchone()[0] == 200
    snapshot.close()
    with warehouse.connect(db) as wh:  # a writer replays it too, and adds to it
        assert wh.con.execute("SELECT count(*) FROM ingested_files").fetchone()[0] == 1


def test_the_log_stays_under_its_bound_over_many_small_ingests(tmp_path):
    # DuckDB checkpoints at a commit when the log plus its estimate of the commit (~1 MB for
    # these files, far above the ~80 KB each writes) passes the bound: with 1 MiB, every ~9th.
    db = tmp_path / "w.duckdb"
    bound = 1 << 20
    sizes = []
    for batch in range(12):
        _ingest(db, _small_file(tmp_path / f"{batch}.jsonl", batch), wal_checkpoint_bytes=bound)
        sizes.append(wal_bytes(db))
    assert max(sizes) < bound
    assert sizes[1] > sizes[0] >= 0  # small ingests leave their commits in the log...
    assert any(later < earlier for earlier, later in zip(sizes, sizes[1:], strict=False)), sizes  # ...until one checkpoints
    assert _calls(db) == 12 * 200  # nothing checkpointed or left in the log is lost


def test_closing_checkpoints_a_log_that_reached_the_bound(tmp_path):
    db = tmp_path / "w.duckdb"
    _ingest(db, _small_file(tmp_path / "a.jsonl", 1))
    left = wal_bytes(db)
    assert left > 0
    # A warehouse opened with a lower bound than the log it finds: closing it checkpoints.
    warehouse.connect(db, wal_checkpoint_bytes=left).close()
    assert wal_bytes(db) == 0
    assert _calls(db) == 200
    # Read-only readers never checkpoint (they cannot write the file).
    _ingest(db, _small_file(tmp_path / "b.jsonl", 2))
    left = wal_bytes(db)
    warehouse.connect(db, read_only=True, wal_checkpoint_bytes=1).close()
    assert wal_bytes(db) == left


def test_a_copy_takes_the_log_with_the_file_and_drops_a_stale_one(tmp_path):
    db, target = tmp_path / "w.duckdb", tmp_path / "copy.duckdb"
    warehouse.connect(db).close()
    _ingest(db, _small_file(tmp_path / "a.jsonl", 1))
    assert wal_bytes(db) > 0  # the rows are in the log only
    warehouse.db.copy(db, target)
    assert _calls(target) == 200
    # A checkpointed source has no log: copying it over removes the target's old one,
    # which DuckDB would otherwise replay onto the new copy.
    with warehouse.connect(db) as wh:
        wh.con.execute("CHECKPOINT")
    assert not Path(f"{db}.wal").exists()
    _ingest(target, _small_file(tmp_path / "b.jsonl", 2))
    assert Path(f"{target}.wal").exists()
    warehouse.db.copy(db, target)
    assert not Path(f"{target}.wal").exists() and _calls(target) == 200
