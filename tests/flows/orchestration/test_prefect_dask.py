"""Partition-parallel ingest on a real Dask LocalCluster (2 worker processes) is exact.

The same dataset loaded by one process and by the Dask flow must give the
same rollups and fingerprints, row for row, and the detectors must then open
the same alerts on both.
"""

from __future__ import annotations

import os
from pathlib import Path

import duckdb
from orchestration_data import T0, write_events

from toolwatch import warehouse
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import detect_step, ingest_step
from toolwatch.warehouse.partitions import write_hive_dataset


def _lake(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    # Two tools, three hours, an unknown-error burst in the third hour.
    write_events(src / "a.jsonl", T0, 180, 20, unknown_from_minute=120, unknown_per_minute=2, prefix="a")
    write_events(src / "b.jsonl", T0, 180, 4, tool="read_file", prefix="b")
    con = duckdb.connect()
    for name in ("a", "b"):
        con.execute(f"COPY (SELECT * FROM read_json_auto('{src / name}.jsonl')) TO '{src / name}.parquet' (FORMAT parquet)")
    lake = tmp_path / "lake"
    write_hive_dataset([str(src / "a.parquet"), str(src / "b.parquet")], lake)
    return lake


def _snapshot(wh) -> dict[str, list]:
    tables = {t: wh.con.execute(f"SELECT * FROM {t} ORDER BY ALL").fetchall()
              for t in ("rollup_calls", "rollup_errors", "fingerprints")}
    tables["alerts"] = wh.con.execute(
        "SELECT alert_key, opened_at, status FROM alerts ORDER BY ALL").fetchall()
    return tables


def test_dask_partitioned_ingest_equals_single_process(prefect_harness, tmp_path):
    from toolwatch.flows.prefect_flows.partitioned import run_partitioned_ingest

    lake = _lake(tmp_path)
    single_db, dask_db = tmp_path / "single.duckdb", tmp_path / "dask.duckdb"
    single = load_settings(db_path=single_db)
    with warehouse.connect(single_db) as wh:
        ingest_step(wh, [str(lake)], single)
        detect_step(wh, single)
        expected = _snapshot(wh)

    settings = load_settings(db_path=dask_db)
    report = run_partitioned_ingest(str(lake), settings, workers=2)
    assert report["partitions"] == 3
    assert report["accepted"] == 180 * 24
    # The partitions were rolled up in Dask worker processes, not in this one.
    assert report["worker_pids"] and os.getpid() not in report["worker_pids"]
    with warehouse.connect(dask_db) as wh:
        detect_step(wh, settings)
        got = _snapshot(wh)
    assert expected["alerts"], "the burst must open an alert, or the comparison proves little"
    assert got == expected
