"""`toolwatch ingest` from the command line: counts for people, JSON for scripts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def toolwatch(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "toolwatch.flows.cli", *args], capture_output=True, text=True, cwd=cwd,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), **(env or {})})


def test_ingest_json_reports_the_accounting(tmp_path):
    log = tmp_path / "x.jsonl"
    log.write_text(
        '{"ts": "2026-11-29T10:00:00Z", "tool": "read_file", "status": "ok", "call_id": "1"}\n'
        "not json\n"
        '{"ts": "2026-11-29T10:00:01Z", "tool": "read_file", "status": "ok", "call_id": "1"}\n'
    )
    result = toolwatch("ingest", str(log), "--db", str(tmp_path / "w.duckdb"), "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["lines_read"], report["accepted"], report["rejected"], report["duplicates"]) == (3, 1, 1, 1)
    assert report["files"][0]["reject_reasons"] == {"malformed JSON": 1}


def test_ingest_human_output_and_missing_path_exit_code(tmp_path):
    log = tmp_path / "x.jsonl"
    log.write_text('{"ts": "2026-11-29T10:00:00Z", "tool": "t", "status": "weird"}\n')
    result = toolwatch("--db", str(tmp_path / "w.duckdb"), "ingest", str(log), str(tmp_path / "missing.jsonl"),
                       cwd=tmp_path)
    assert result.returncode == 1
    assert "1 lines read = 0 accepted + 1 rejected + 0 duplicates" in result.stdout
    assert "line 1: invalid status" in result.stdout
    assert "missing.jsonl: no such file or directory" in result.stderr


def test_bad_config_is_a_clear_error(tmp_path):
    (tmp_path / "toolwatch.toml").write_text("[detect]\nunknown_rate_threshold = 'high'\n")
    result = toolwatch("ingest", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 2
    assert "detect.unknown_rate_threshold must be float" in result.stderr


def test_ingest_reads_an_s3_prefix_configured_in_toolwatch_toml(s3, tmp_path):
    bucket = s3.bucket()
    good = '{"ts": "2026-11-29T10:00:00Z", "tool": "read_file", "status": "ok", "call_id": "1"}\n'
    s3.put(bucket, "logs/[2026-11-29]/a.jsonl", (good + "not json\n").encode())
    (tmp_path / "toolwatch.toml").write_text(
        f'[ingest.s3]\nendpoint = "{s3.endpoint}"\nurl_style = "path"\nuse_ssl = false\n')
    env = {"AWS_ACCESS_KEY_ID": "test-key-id", "AWS_SECRET_ACCESS_KEY": "test-secret-key"}
    prefix = f"s3://{bucket}/logs/"
    result = toolwatch("ingest", prefix, "--db", "w.duckdb", "--json", cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["accepted"], report["rejected"]) == (1, 1)
    assert report["files"][0]["path"] == f"s3://{bucket}/logs/[2026-11-29]/a.jsonl"

    again = toolwatch("ingest", prefix, f"s3://{bucket}/elsewhere/", "--db", "w.duckdb", cwd=tmp_path, env=env)
    assert again.returncode == 1
    assert "a.jsonl: skipped, already ingested as file 1" in again.stderr
    assert f"s3://{bucket}/elsewhere/: no objects" in again.stderr
    assert "0 lines read" in again.stdout


GOOD = '{"ts": "2026-11-29T10:00:00Z", "tool": "read_file", "status": "ok", "call_id": "1"}\n'

# (name, files to write, command, exit code, text expected on stderr)
MISTAKES = [
    ("csv_named", {"calls.csv": "ts,tool,status\n2026-11-29T10:00:00Z,read_file,ok\n"},
     ["ingest", "calls.csv"], 2, "calls.csv: not a log file; toolwatch reads JSON Lines"),
    ("json_document_named", {"incidents.json": '{\n  "incidents": []\n}\n'},
     ["ingest", "incidents.json"], 2, "incidents.json: a JSON document that is neither JSON Lines nor OTLP"),
    ("json_document_in_a_folder", {"logs/incidents.json": '{\n  "incidents": []\n}\n', "logs/a.jsonl": GOOD},
     ["ingest", "logs"], 0, "incidents.json: skipped, a JSON document that is neither JSON Lines nor OTLP"),
    ("backtest_missing_path", {}, ["backtest", "/nonexistent"], 2, "/nonexistent: no such file or directory"),
    ("corrupt_file_quarantined", {"logs/a.parquet": "PAR1 garbage", "logs/b.jsonl": GOOD},
     ["ingest", "logs"], 1, "(nothing of it was loaded; later runs skip it until it changes)"),
]


@pytest.mark.parametrize("files, command, code, stderr", [c[1:] for c in MISTAKES], ids=[c[0] for c in MISTAKES])
def test_mistakes_get_one_clear_line_and_an_exit_code(tmp_path, files, command, code, stderr):
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    result = toolwatch(*command, "--db", "w.duckdb", cwd=tmp_path)
    assert result.returncode == code, result.stderr
    assert stderr in " ".join(result.stderr.split())
    assert "Traceback" not in result.stderr


def test_a_quarantined_file_is_listed_in_json_and_the_rest_loads(tmp_path):
    (tmp_path / "a.parquet").write_bytes(b"PAR1 garbage")
    (tmp_path / "b.jsonl").write_text(GOOD)
    result = toolwatch("ingest", str(tmp_path / "a.parquet"), str(tmp_path / "b.jsonl"), "--db", "w.duckdb",
                       "--json", cwd=tmp_path)
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert (report["accepted"], report["quarantined_files"]) == (1, 1)
    assert report["files"][0]["quarantined"].startswith("not a readable Parquet file")


def test_detection_starts_from_the_data_not_a_stray_old_event(tmp_path):
    stray = '{"ts": "2026-01-02T00:00:00Z", "tool": "read_file", "status": "ok", "call_id": "old"}\n'
    (tmp_path / "a.jsonl").write_text(stray + GOOD)
    assert toolwatch("ingest", "a.jsonl", "--db", "w.duckdb", cwd=tmp_path).returncode == 0
    result = toolwatch("detect", "--db", "w.duckdb", "--json", "--no-deliver", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["first_bucket"], report["buckets"]) == ("2026-11-29T10:00:00Z", 1)


def test_the_command_collects_young_garbage_in_larger_batches_and_keeps_the_older_thresholds(tmp_path, capsys):
    import gc

    from toolwatch.flows.cli import GC_YOUNG_OBJECTS, main

    log = tmp_path / "x.jsonl"
    log.write_text('{"ts": "2026-11-29T10:00:00Z", "tool": "read_file", "status": "ok", "call_id": "1"}\n')
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)  # CPython's defaults
    try:
        assert main(["ingest", str(log), "--db", str(tmp_path / "w.duckdb"), "--json"]) == 0
        assert gc.get_threshold() == (GC_YOUNG_OBJECTS, 10, 10)
        gc.set_threshold(10 * GC_YOUNG_OBJECTS, 5, 5)  # a host that asked for more keeps it
        assert main(["ingest", str(log), "--db", str(tmp_path / "w.duckdb"), "--json"]) == 0
        assert gc.get_threshold() == (10 * GC_YOUNG_OBJECTS, 5, 5)
    finally:
        gc.set_threshold(*before)
    assert [json.loads(line)["accepted"] for line in capsys.readouterr().out.splitlines()] == [1, 0]
