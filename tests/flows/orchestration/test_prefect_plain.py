"""The plain functions under the flows: run locks, retention, retry policy, exact partition merge.

No Prefect here: these are what the flows wrap, tested directly.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import duckdb
import httpx
import pytest
from orchestration_data import T0, write_events

from toolwatch.flows.partitions import PartitionOptions, rollup_partition
from toolwatch.flows.prefect_flows.artifacts import summary_markdown
from toolwatch.flows.prefect_flows.retry import is_transient
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import ingest_step
from toolwatch.warehouse.errors import (
    ConfigError,
    IngestError,
    PermanentDeliveryError,
    TransientDeliveryError,
    WarehouseBusy,
)
from toolwatch.warehouse.partitions import (
    discover_partitions,
    merge_aggregates,
    plan_partitions,
    write_hive_dataset,
)
from toolwatch.warehouse.retention import apply_retention
from toolwatch.warehouse.run_lock import RunLocked, acquire, run_lock

# -- run lock -------------------------------------------------------------------------------

def test_second_holder_is_refused_until_release(wh):
    with run_lock(wh, "detect", holder="first"):
        with pytest.raises(RunLocked, match="another detect run \\(first\\)"), \
                run_lock(wh, "detect", holder="second"):
            pass
        # Re-entry by the same holder is allowed (a retried task of the same run).
        assert acquire(wh, "detect", "first", timedelta(minutes=5))
    with run_lock(wh, "detect", holder="second") as holder:
        assert holder == "second"
    assert wh.rows("run_lock_get", {"name": "detect"}) == []


def test_expired_lock_of_a_crashed_run_is_taken_over(wh):
    assert acquire(wh, "detect", "crashed", timedelta(seconds=-1))
    assert acquire(wh, "detect", "next", timedelta(minutes=5))
    assert wh.rows("run_lock_get", {"name": "detect"})[0]["holder"] == "next"


def test_locks_are_per_job(wh):
    with run_lock(wh, "detect", holder="a"), run_lock(wh, "retention", holder="b"):
        assert {name for (name,) in wh.con.execute("SELECT name FROM run_locks").fetchall()} == {"detect", "retention"}


# -- retry policy ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("exc", "transient"),
    [
        (WarehouseBusy("file held"), True),
        (TransientDeliveryError("503"), True),
        (ConnectionResetError(), True),
        (TimeoutError(), True),
        (httpx.ConnectError("refused"), True),
        (PermanentDeliveryError("channel_not_found"), False),
        (IngestError("not parquet"), False),
        (ConfigError("bad cron"), False),
        (ValueError("bug"), False),
        (duckdb.ConversionException("bad data"), False),
        (None, False),
    ],
    ids=lambda v: type(v).__name__ if not isinstance(v, bool) else str(v),
)
def test_only_transient_failures_are_retried(exc, transient):
    assert is_transient(exc) is transient


# -- retention ------------------------------------------------------------------------------

def _load_two_periods(wh, tmp_path: Path) -> tuple[int, int]:
    settings = load_settings(db_path=wh.path)
    old = write_events(tmp_path / "old.jsonl", datetime(2026, 1, 5, 10), 30, 4, 20, 1, prefix="old")
    new = write_events(tmp_path / "new.jsonl", datetime(2026, 6, 10, 10), 30, 4, 20, 1, prefix="new")
    ingest_step(wh, [str(tmp_path / "old.jsonl"), str(tmp_path / "new.jsonl")], settings)
    return old, new


def _derived(wh) -> dict[str, list]:
    return {t: wh.con.execute(f"SELECT * FROM {t} ORDER BY ALL").fetchall()
            for t in ("rollup_calls", "rollup_errors", "fingerprints")}


def test_retention_drops_old_raw_rows_and_keeps_rollups(wh, tmp_path):
    old, new = _load_two_periods(wh, tmp_path)
    derived = _derived(wh)
    report = apply_retention(wh, 90 * 86400, now=datetime(2026, 6, 15))
    assert report.rows_removed == old
    assert wh.con.execute("SELECT count(*), min(ts) >= '2026-06-01' FROM tool_calls").fetchone() == (new, True)
    assert _derived(wh) == derived
    assert wh.con.execute("SELECT rows_removed FROM retention_runs").fetchall() == [(old,)]
    # Nothing left to remove: a second run is a no-op.
    assert apply_retention(wh, 90 * 86400, now=datetime(2026, 6, 15)).rows_removed == 0


def test_retention_exports_exactly_the_removed_rows(wh, tmp_path):
    old, _ = _load_two_periods(wh, tmp_path)
    before = wh.con.execute(
        "SELECT call_id, ts, status, error_message FROM tool_calls WHERE ts < '2026-03-01' ORDER BY call_id"
    ).fetchall()
    report = apply_retention(wh, 90 * 86400, export_dir=tmp_path / "export", now=datetime(2026, 6, 15))
    exported = duckdb.connect().execute(
        "SELECT call_id, ts, status, error_message FROM read_parquet($p) ORDER BY call_id", {"p": report.export_path}
    ).fetchall()
    assert len(exported) == old
    assert exported == before


def test_failed_export_removes_nothing(wh, tmp_path):
    old, new = _load_two_periods(wh, tmp_path)
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the export folder should be")
    with pytest.raises(ConfigError, match="cannot create the export directory"):
        apply_retention(wh, 90 * 86400, export_dir=blocker, now=datetime(2026, 6, 15))
    assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0] == old + new


def test_retention_dry_run_changes_nothing(wh, tmp_path):
    old, new = _load_two_periods(wh, tmp_path)
    report = apply_retention(wh, 90 * 86400, now=datetime(2026, 6, 15), dry_run=True)
    assert (report.rows_removed, report.dry_run) == (old, True)
    assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0] == old + new


def test_retention_command_json(tmp_path, capsys):
    from toolwatch.flows.cli import main

    write_events(tmp_path / "old.jsonl", datetime(2025, 1, 5, 10), 10, 3, prefix="old")
    # Older than the default ingest.past_tolerance (400 days) by now: let it in.
    (tmp_path / "toolwatch.toml").write_text('[ingest]\npast_tolerance = "3650d"\n')
    db = str(tmp_path / "cli.duckdb")
    assert main(["ingest", str(tmp_path / "old.jsonl"), "--db", db, "--json"]) == 0
    capsys.readouterr()
    assert main(["retention", "--older-than", "30d", "--export", str(tmp_path / "exp"), "--db", db, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rows_removed"] == 30
    assert Path(out["export_path"]).exists()
    assert main(["retention", "--older-than", "soon", "--db", db, "--json"]) == 2
    assert "duration" in json.loads(capsys.readouterr().out)["error"]


# -- partitions -----------------------------------------------------------------------------

def _hive_dataset(tmp_path: Path) -> Path:
    """Three hours of events with unknown errors, repartitioned into date=/hour= Parquet folders."""
    src = tmp_path / "src"
    src.mkdir()
    write_events(src / "a.jsonl", T0, 180, 5, 100, 2)
    con = duckdb.connect()
    con.execute("COPY (SELECT * FROM read_json_auto($p)) TO '" + str(src / "a.parquet") + "' (FORMAT parquet)",
                {"p": str(src / "a.jsonl")})
    out = tmp_path / "lake"
    assert write_hive_dataset([str(src / "a.parquet")], out) == 900
    return out


def _options() -> PartitionOptions:
    return PartitionOptions(rules_file=None, inline_rules=[], max_field_chars=8192, future_tolerance_s=86400,
                            bucket_seconds=300, now=datetime(2026, 11, 30))


def test_partitions_are_the_hive_folders(tmp_path):
    lake = _hive_dataset(tmp_path)
    parts = discover_partitions(lake)
    assert [p.key for p in parts] == [f"date=2026-11-02/hour={h:02d}" for h in (9, 10, 11)]
    (tmp_path / "flat").mkdir()
    (tmp_path / "flat" / "loose").mkdir()
    (tmp_path / "flat" / "loose" / "x.jsonl").write_text("{}\n")
    with pytest.raises(ConfigError, match="not a Hive partition"):
        discover_partitions(tmp_path / "flat")


def test_partition_merge_equals_single_process_ingest(tmp_path):
    from toolwatch import warehouse

    lake = _hive_dataset(tmp_path)
    settings = load_settings(db_path=tmp_path / "single.duckdb")
    with warehouse.connect(tmp_path / "single.duckdb") as single:
        ingest_step(single, [str(lake)], settings)
        expected = _derived(single)
    with warehouse.connect(tmp_path / "merged.duckdb") as merged:
        planned, skipped = plan_partitions(merged, discover_partitions(lake))
        report = merge_aggregates(merged, [rollup_partition(p, _options()) for p in planned], 300, skipped)
        assert (report.partitions, report.accepted, report.rejected) == (3, 900, 0)
        assert _derived(merged) == expected
        assert expected["rollup_errors"], "the dataset must contain errors for this test to mean anything"
        # Re-running skips every file: the merge is not applied twice.
        planned, skipped = plan_partitions(merged, discover_partitions(lake))
        assert (planned, skipped) == ([], 3)


def test_summary_markdown_escapes_untrusted_text():
    text = summary_markdown("detect", {"alerts": {"tool": "x|y <b>*bold*</b> xoxb-123456789012-abcdefghijklmnop"}})
    assert "xoxb-123456789012" not in text
    assert "*bold*" not in text
    assert text.count("|") >= 6


def test_a_dataset_under_an_s3_prefix_merges_like_the_local_one(s3, tmp_path, monkeypatch):
    from toolwatch import warehouse

    lake = _hive_dataset(tmp_path)
    bucket = s3.bucket()
    s3.upload_tree(bucket, lake, "lake")
    with warehouse.connect(tmp_path / "local.duckdb") as local:
        planned, skipped = plan_partitions(local, discover_partitions(lake))
        merge_aggregates(local, [rollup_partition(p, _options()) for p in planned], 300, skipped)
        expected = _derived(local)

    root = f"s3://{bucket}/lake"
    parts = discover_partitions(root, s3.store())
    assert [p.key for p in parts] == [f"date=2026-11-02/hour={h:02d}" for h in (9, 10, 11)]
    assert all(f.startswith(f"{root}/{p.key}/") for p in parts for f in p.files)
    # What a Dask worker receives carries no keys: it uses the AWS_* of its own environment.
    without_keys = replace(s3.store(), key_id=None, secret=None)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "test-key-id")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "test-secret-key")
    options = replace(_options(), object_store=without_keys)
    with warehouse.connect(tmp_path / "remote.duckdb") as remote:
        planned, skipped = plan_partitions(remote, parts)
        report = merge_aggregates(remote, [rollup_partition(p, options) for p in planned], 300, skipped)
        assert (report.partitions, report.accepted) == (3, 900)
        assert _derived(remote) == expected
        # Known from the listing: a re-run plans nothing and reads nothing.
        assert plan_partitions(remote, discover_partitions(root + "/", s3.store())) == ([], 3)
