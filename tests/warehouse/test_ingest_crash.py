"""kill -9 in the middle of a load leaves the warehouse consistent; a re-run completes it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from toolwatch import warehouse

ROOT = Path(__file__).resolve().parents[2]

# Loads the file, announcing each stage on stdout so the test can kill it mid-transaction.
LOADER = """
import sys
from toolwatch import warehouse
from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.warehouse.ingest import ingest_paths

class Announce:
    def start_file(self, path, size): pass
    def stage(self, text): print(text, flush=True)
    def end_file(self, report): print("done", flush=True)

wh = warehouse.connect(sys.argv[1])
ingest_paths(wh, sys.argv[2:], classifier=compile_classifier(load_ruleset(None, [])), progress=Announce())
wh.close()
"""


def _write_events(path: Path, start: int, count: int) -> None:
    with path.open("w") as fh:
        for i in range(start, start + count):
            status = "error" if i % 10 == 0 else "ok"
            fh.write(json.dumps({"ts": f"2026-11-2{i % 9}T10:00:{i % 60:02d}Z", "tool": f"tool_{i % 7}",
                                 "model": "gpt-5", "status": status, "call_id": f"c{i}",
                                 "error_message": f"ENOENT: no such file '/x/{i}.py'" if status == "error" else None})
                     + "\n")


def _write_parquet(path: Path, start: int, count: int) -> None:
    text = path.with_suffix(".jsonl")
    _write_events(text, start, count)
    duckdb.execute(f"COPY (SELECT * FROM read_json('{text}')) TO '{path}' (FORMAT parquet)")
    text.unlink()


# The stage announced once the second file's rows are in tool_calls, inside its transaction.
FORMATS = [("jsonl", _write_events, "storing"), ("parquet", _write_parquet, "dedupe")]


@pytest.mark.parametrize(("fmt", "write", "stored_stage"), FORMATS, ids=[f[0] for f in FORMATS])
def test_killed_mid_load_then_rerun_gives_exact_counts(tmp_path, fmt, write, stored_stage):
    first, second = tmp_path / f"a.{fmt}", tmp_path / f"b.{fmt}"
    write(first, 0, 20_000)
    write(second, 20_000, 60_000)
    db = tmp_path / "w.duckdb"
    seen = []
    with subprocess.Popen([sys.executable, "-c", LOADER, str(db), str(first), str(second)],
                          stdout=subprocess.PIPE, text=True, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}) as proc:
        assert proc.stdout is not None
        for line in proc.stdout:
            seen.append(line.strip())
            # The first file is committed; the second is inside its transaction.
            if seen.count(stored_stage) == 2:
                proc.send_signal(signal.SIGKILL)
                break
        proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL, seen

    with warehouse.connect(db) as wh:
        assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0] == 20_000
        assert wh.con.execute("SELECT count(*) FROM ingested_files").fetchone()[0] == 1
        assert wh.con.execute("SELECT sum(calls) FROM rollup_calls").fetchone()[0] == 20_000

    rerun = subprocess.run([sys.executable, "-c", LOADER, str(db), str(first), str(second)],
                           capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert rerun.returncode == 0, rerun.stderr
    with warehouse.connect(db) as wh:
        assert wh.con.execute("SELECT count(*), count(DISTINCT call_id) FROM tool_calls").fetchone() == (80_000, 80_000)
        assert wh.con.execute("SELECT sum(calls), sum(errors) FROM rollup_calls").fetchone() == (80_000, 8_000)
        assert wh.con.execute("SELECT sum(errors) FROM fingerprints").fetchone()[0] == 8_000
        assert wh.con.execute("SELECT count(*) FROM ingested_files").fetchone()[0] == 2
