"""``toolwatch simulate`` through the real CLI entry point: JSON and readable output, errors."""

from __future__ import annotations

import json
from pathlib import Path

from toolwatch.flows.cli import main


def test_json_output_lists_files_counts_and_incidents(tmp_path, capsys):
    out = tmp_path / "sim"
    code = main(["simulate", "--out", str(out), "--days", "2", "--end", "2026-11-30T00:00Z",
                 "--events", "5000", "--format", "jsonl.gz", "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["events"] == 5000 == sum(report["events_per_file"].values())
    assert [Path(p).name for p in report["paths"]] == ["tool_calls-2026-11-28.jsonl.gz", "tool_calls-2026-11-29.jsonl.gz"]
    assert all(Path(p).exists() for p in report["paths"])
    truth = json.loads(Path(report["ground_truth_path"]).read_text())
    assert [i["id"] for i in truth["incidents"]] == [i["id"] for i in report["incidents"]]
    assert report["start"] == "2026-11-28T00:00:00Z" and report["end"] == "2026-11-30T00:00:00Z"


def test_varied_gives_the_same_events_with_their_own_messages(tmp_path, capsys):
    reports = []
    for name, extra in (("plain", []), ("varied", ["--varied"])):
        code = main(["simulate", "--out", str(tmp_path / name), "--days", "1", "--end", "2026-11-30T00:00Z",
                     "--events", "20000", "--split", "none", "--json", *extra])
        assert code == 0
        reports.append(json.loads(capsys.readouterr().out))
    lines = [[json.loads(line) for line in Path(r["paths"][0]).read_text().splitlines()] for r in reports]
    assert [{**e, "error_message": None} for e in lines[0]] == [{**e, "error_message": None} for e in lines[1]]
    distinct = [len({e["error_message"] for e in events if e.get("error_message")}) for events in lines]
    assert distinct[1] > distinct[0]  # at this size most plain messages differ too; bench/ingest.py shows the scale


def test_readable_output_names_files_and_incidents(tmp_path, capsys):
    code = main(["simulate", "--out", str(tmp_path), "--days", "1", "--end", "2026-11-27T00:00Z",
                 "--scale", "0.05", "--split", "none", "--dirty", "0.01"])
    assert code == 0
    text = capsys.readouterr().out
    assert "tool_calls.jsonl" in text and "incidents.json" in text
    assert "malformed lines" in text and "should alert" in text


def test_files_of_an_earlier_run_are_kept_and_pointed_out(tmp_path, capsys):
    args = ["simulate", "--out", str(tmp_path), "--end", "2026-11-30T00:00Z", "--events", "2000"]
    assert main([*args, "--days", "3", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["other_files"] == []
    assert main([*args, "--days", "1"]) == 0
    assert "2 other tool_calls file(s)" in capsys.readouterr().out
    assert all(Path(p).exists() for p in first["paths"])


def test_bad_value_is_a_one_line_error_and_exit_2(tmp_path, capsys):
    code = main(["simulate", "--out", str(tmp_path / "x"), "--end", "yesterday", "--json"])
    assert code == 2
    error = json.loads(capsys.readouterr().out)
    assert error["kind"] == "ConfigError" and "ISO 8601" in error["error"]
    assert not (tmp_path / "x").exists()


def test_ingest_accepts_every_event_and_rejects_every_dirty_line(tmp_path, capsys):
    """The seam with ingest: simulate then `toolwatch ingest` of the folder accounts for every line."""
    out, db = tmp_path / "sim", tmp_path / "w.duckdb"
    assert main(["simulate", "--out", str(out), "--days", "2", "--end", "2026-11-30T00:00Z",
                 "--events", "8000", "--dirty", "0.003", "--json"]) == 0
    sim = json.loads(capsys.readouterr().out)
    assert main(["ingest", str(out), "--db", str(db), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["accepted"] == sim["events"] == 8000
    assert report["rejected"] == sim["dirty_lines"] > 0
    assert report["duplicates"] == 0
