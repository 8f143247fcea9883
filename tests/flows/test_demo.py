"""`toolwatch demo` runs to the end: simulate → ingest → detect → deliver → triage, local sinks."""

from __future__ import annotations

import json

from toolwatch import warehouse
from toolwatch.flows.cli import main


def test_demo_runs_the_whole_pipeline_and_reports_where_outputs_are(tmp_path, capsys):
    out = tmp_path / "demo"
    code = main(["demo", "--out", str(out), "--days", "8", "--scale", "0.25", "--no-prefect", "--json"])
    result = json.loads(capsys.readouterr().out)
    assert code == 0 and result["used_prefect"] is False
    summary = result["summary"]
    assert summary["events"] == result["simulated"]["events"] > 0
    assert summary["rejected_lines"] == result["simulated"]["dirty_lines"]
    assert summary["errors"] > 0 and summary["fingerprints"] > 0
    # Every notification the detectors wrote went to the local sink, and triage wrote its tickets as files.
    assert summary["alerts_opened"] > 0 and summary["notifications_delivered"] >= summary["alerts_opened"]
    assert (out / "alerts" / "alerts.txt").stat().st_size > 0
    with warehouse.connect(out / "demo.duckdb") as wh:
        pending = wh.con.execute("SELECT count(*) FROM outbox WHERE delivered_at IS NULL").fetchone()[0]
    assert pending == 0
    assert summary["tickets"] > 0 and summary["tickets"] == len(list((out / "tickets").glob("*.md")))
    # It ends with its own score against the simulator's ground truth.
    score = summary["score"]
    found, must = score["recall"]
    assert must > 0 and 0 < found <= must
    assert len(score["found"]) >= found and all(f["delay_min"] >= 0 for f in score["found"])
    assert {m["id"] for m in score["missed"]}.isdisjoint(f["id"] for f in score["found"])
    assert all(m["why"] for m in score["missed"])
