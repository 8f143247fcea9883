"""Object-store ingest: s3:// prefixes, globs and http(s):// URLs read in place by DuckDB's httpfs.

Against a real S3 API on loopback (moto's server, the ``s3`` fixture). The
reference for every load is the same files ingested from local disk.
"""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from toolwatch import warehouse
from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.flows.prefect_flows.retry import is_transient
from toolwatch.warehouse.errors import ConfigError, TransientIngestError
from toolwatch.warehouse.ingest import ingest_paths
from toolwatch.warehouse.remote import ObjectStore, is_remote

DATA = Path(__file__).resolve().parents[1] / "data" / "ingest"
CLASSIFIER = compile_classifier(load_ruleset(None, []))


def _events(n: int, prefix: str, tool: str = "run_terminal_cmd") -> list[dict]:
    return [
        {"ts": f"2026-11-29T10:{i // 60 % 60:02d}:{i % 60:02d}Z", "tool": tool, "model": "gpt-5",
         "status": "error" if i % 4 == 0 else "ok", "call_id": f"{prefix}-{i}", "session_id": f"s{i % 3}",
         **({"error_message": f"ENOENT: no such file or directory, open '/repo/src/f{i}.ts'"} if i % 4 == 0 else {})}
        for i in range(n)
    ]


def _jsonl(events: list[dict], bad_lines: tuple[bytes, ...] = ()) -> bytes:
    return b"\n".join([json.dumps(e).encode() for e in events] + list(bad_lines)) + b"\n"


def _parquet(events: list[dict], path: Path) -> Path:
    pq.write_table(pa.Table.from_pylist(events), path)
    return path


def _logs_folder(tmp_path: Path) -> Path:
    """A folder mixing every input format, a bad line, a config document and a file to pass over."""
    root = tmp_path / "logs"
    (root / "2026-11-29").mkdir(parents=True)
    (root / "2026-11-29" / "agent.jsonl").write_bytes(
        _jsonl(_events(50, "a"), (b'{"ts": "2026-11-29T10:00:00Z", "tool": ', b"[1, 2]")))
    (root / "2026-11-29" / "agent2.jsonl.gz").write_bytes(gzip.compress(_jsonl(_events(40, "b", "read_file"))))
    _parquet(_events(30, "c", "edit_file"), root / "2026-11-29" / "agent3.parquet")
    shutil.copy(DATA / "otlp_trace.json", root / "2026-11-29" / "trace.json")
    shutil.copy(DATA / "claude_hooks.jsonl", root / "claude_hooks.jsonl")
    (root / "settings.json").write_text('{\n  "not": "logs"\n}\n')
    (root / "README.txt").write_text("not logs\n")
    return root


def _ingest(wh, *specs: str, store: ObjectStore | None = None):
    return ingest_paths(wh, list(specs), classifier=CLASSIFIER, object_store=store)


def _outcome(wh) -> dict[str, list]:
    """What a load leaves behind, with paths reduced to file names (local vs s3://)."""
    def name(p: str) -> str:
        return p.rsplit("/", 1)[-1]

    return {
        "files": sorted((name(r[0]), *r[1:]) for r in wh.con.execute(
            "SELECT path, format, size_bytes, lines_read, accepted, rejected, duplicates FROM ingested_files"
        ).fetchall()),
        "rejects": sorted((name(r[0]), *r[1:]) for r in wh.con.execute(
            "SELECT path, line_no, reason, raw FROM rejects").fetchall()),
        **{t: wh.con.execute(f"SELECT * FROM {t} ORDER BY ALL").fetchall()
           for t in ("rollup_calls", "rollup_errors", "fingerprints")},
        "calls": wh.con.execute("SELECT tool, model, status, error_class, fingerprint, call_id "
                                "FROM tool_calls ORDER BY ALL").fetchall(),
    }


def test_s3_prefix_loads_exactly_what_the_local_folder_loads(s3, tmp_path):
    root = _logs_folder(tmp_path)
    bucket = s3.bucket()
    s3.upload_tree(bucket, root, "agents/prod")
    with warehouse.connect(tmp_path / "local.duckdb") as local:
        local_report = _ingest(local, str(root))
        expected = _outcome(local)
    with warehouse.connect(tmp_path / "remote.duckdb") as remote:
        report = _ingest(remote, f"s3://{bucket}/agents/prod/", store=s3.store())
        assert report.problems == []
        assert [n.split(": ")[1] for n in report.notes] == [n.split(": ")[1] for n in local_report.notes]
        assert report.notes[0].startswith(f"s3://{bucket}/agents/prod/settings.json: skipped")
        assert {f.format for f in report.files} == {"jsonl", "parquet", "otlp"}
        assert (report.accepted, report.rejected) == (local_report.accepted, local_report.rejected)
        assert report.rejected == 2 and report.accepted > 120
        assert _outcome(remote) == expected
        paths = [r[0] for r in remote.con.execute("SELECT path FROM ingested_files ORDER BY 1").fetchall()]
        assert all(p.startswith(f"s3://{bucket}/agents/prod/") for p in paths)


def test_rerun_over_a_prefix_reads_only_new_or_rewritten_objects(s3, tmp_path):
    bucket = s3.bucket()
    s3.put(bucket, "logs/a.jsonl", _jsonl(_events(20, "a")))
    s3.put(bucket, "logs/b.jsonl", _jsonl(_events(10, "b", "read_file")))
    with warehouse.connect(tmp_path / "wh.duckdb") as wh:
        first = _ingest(wh, f"s3://{bucket}/logs", store=s3.store())
        assert (first.accepted, first.skipped_files) == (30, 0)
        again = _ingest(wh, f"s3://{bucket}/logs", store=s3.store())
        assert (again.lines_read, again.skipped_files) == (0, 2)
        assert all(f.skipped and "already ingested" in f.skipped for f in again.files)
        # A new object, and one rewritten in place with more events: only those are read.
        s3.put(bucket, "logs/c.jsonl", _jsonl(_events(5, "c", "grep")))
        s3.put(bucket, "logs/b.jsonl", _jsonl(_events(15, "b", "read_file")))
        third = _ingest(wh, f"s3://{bucket}/logs/", store=s3.store())
        read = {f.path.rsplit("/", 1)[-1]: (f.accepted, f.duplicates) for f in third.files if not f.skipped}
        assert read == {"b.jsonl": (5, 10), "c.jsonl": (5, 0)}
        assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone() == (40,)


def test_globs_select_objects_and_http_urls_read_one_object(s3, tmp_path):
    bucket = s3.bucket()
    _parquet(_events(12, "p", "edit_file"), tmp_path / "p.parquet")
    s3.put(bucket, "lake/date=2026-11-29/part-0.parquet", (tmp_path / "p.parquet").read_bytes())
    s3.put(bucket, "lake/date=2026-11-29/events.jsonl", _jsonl(_events(7, "j")))
    s3.put(bucket, "public/events.jsonl", _jsonl(_events(3, "h", "web_search")), public=True)
    with warehouse.connect(tmp_path / "wh.duckdb") as wh:
        report = _ingest(wh, f"s3://{bucket}/lake/**/*.parquet", f"{s3.url}/{bucket}/public/events.jsonl",
                         store=s3.store())
        assert report.problems == []
        assert sorted((f.path.rsplit("/", 1)[-1], f.format, f.accepted) for f in report.files) == [
            ("events.jsonl", "jsonl", 3), ("part-0.parquet", "parquet", 12)]
        assert wh.con.execute("SELECT DISTINCT tool FROM tool_calls ORDER BY 1").fetchall() == [
            ("edit_file",), ("web_search",)]


def test_missing_objects_are_problems_and_the_rest_still_loads(s3, tmp_path):
    bucket = s3.bucket()
    s3.put(bucket, "logs/a.jsonl", _jsonl(_events(4, "a")))
    with warehouse.connect(tmp_path / "wh.duckdb") as wh:
        report = _ingest(wh, f"s3://{bucket}/nothing-here/", "s3://no-such-bucket-tw/x.jsonl",
                         f"{s3.url}/{bucket}/logs/missing.jsonl", "gs://bucket/logs/",
                         f"s3://{bucket}/logs/a.jsonl", store=s3.store())
        assert report.accepted == 4
        assert len(report.problems) == 4
        assert "no objects" in report.problems[0] and "no objects" in report.problems[1]
        assert report.problems[3].startswith("gs://bucket/logs/: this scheme is not configured")


def test_an_unreachable_store_is_a_transient_error(tmp_path):
    import socket

    # Bound but not listening: connections are refused, and no other process can take the port.
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        store = ObjectStore(endpoint=f"127.0.0.1:{closed.getsockname()[1]}", url_style="path", use_ssl=False)
        with warehouse.connect(tmp_path / "wh.duckdb") as wh, \
                pytest.raises(TransientIngestError, match="cannot list") as caught:
            _ingest(wh, "s3://logs/a.jsonl", store=store)
    assert is_transient(caught.value)


def test_credentials_stay_in_memory(s3, tmp_path):
    bucket = s3.bucket()
    s3.put(bucket, "a.jsonl", _jsonl(_events(3, "a")))
    store = s3.store()
    with warehouse.connect(tmp_path / "wh.duckdb") as wh:
        assert _ingest(wh, f"s3://{bucket}/a.jsonl", store=store).accepted == 3
        assert "test-secret-key" not in repr(store)
    con = duckdb.connect(str(tmp_path / "wh.duckdb"))
    assert con.execute("SELECT count(*) FROM duckdb_secrets()").fetchone() == (0,)
    con.close()
    assert b"test-secret-key" not in (tmp_path / "wh.duckdb").read_bytes()


@pytest.mark.parametrize("spec, remote", [
    ("s3://bucket/logs/", True), ("https://logs.example/a.jsonl", True), ("gs://b/x", True),
    ("logs/2026-11-29/", False), ("/var/log/agent*.jsonl", False), ("weird:name.jsonl", False),
])
def test_urls_are_told_from_paths(spec, remote):
    assert is_remote(spec) is remote


@pytest.mark.parametrize("kwargs, message", [
    ({"url_style": "virtual"}, "url_style"),
    ({"endpoint": "http://minio:9000"}, "host\\[:port\\]"),
    ({"key_id": "AKIA"}, "set together"),
])
def test_object_store_settings_are_checked(kwargs, message):
    with pytest.raises(ConfigError, match=message):
        ObjectStore(**kwargs)


def test_without_keys_a_public_object_is_read_anonymously(s3, tmp_path):
    from dataclasses import replace

    bucket = s3.bucket()
    s3.put(bucket, "open/events.jsonl", _jsonl(_events(6, "o")), public=True)
    anonymous = replace(s3.store(), key_id=None, secret=None)
    with warehouse.connect(tmp_path / "wh.duckdb") as wh:
        assert _ingest(wh, f"s3://{bucket}/open/events.jsonl", store=anonymous).accepted == 6
        secret = wh.con.execute("SELECT secret_string FROM duckdb_secrets() WHERE name = 'toolwatch_s3'").fetchone()
        assert secret and "key_id" not in secret[0]
