"""Ingest: every line accepted, rejected with its reason, or a counted duplicate."""

from __future__ import annotations

import gzip
import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from toolwatch import warehouse
from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.warehouse.ingest import ingest_paths
from toolwatch.warehouse.rollup import rebuild_rollups

DATA = Path(__file__).resolve().parents[1] / "data" / "ingest"
NOW = datetime(2026, 11, 30, 12, 0, 0)
CLASSIFIER = compile_classifier(load_ruleset(None, []))


def event(i: int = 0, **overrides) -> dict:
    base = {
        "ts": f"2026-11-29T10:{i // 60 % 60:02d}:{i % 60:02d}Z",
        "tool": "read_file",
        "model": "gpt-5",
        "status": "ok",
        "call_id": f"call-{i}",
        "session_id": "s-1",
    }
    base.update(overrides)
    return {k: v for k, v in base.items() if v is not None}


def write_lines(path: Path, lines: list[bytes | str | dict]) -> Path:
    raw = []
    for line in lines:
        if isinstance(line, dict):
            line = json.dumps(line)
        raw.append(line.encode() if isinstance(line, str) else line)
    path.write_bytes(b"\n".join(raw) + b"\n")
    return path


def ingest(wh, *paths, **kw):
    return ingest_paths(wh, [str(p) for p in paths], classifier=CLASSIFIER, now=NOW, **kw)


def rejects(wh) -> list[tuple[int, str]]:
    return wh.con.execute("SELECT line_no, reason FROM rejects ORDER BY line_no").fetchall()


BAD_LINES = [
    ("malformed_json", b'{"ts": "2026-11-29T10:00:00Z", "tool": ', "malformed JSON"),
    ("trailing_garbage", b'{"ts": "2026-11-29T10:00:00Z"} extra', "malformed JSON"),
    ("json_array", b"[1, 2, 3]", "not a JSON object"),
    ("json_string", b'"read_file failed"', "not a JSON object"),
    ("json_number", b"42", "not a JSON object"),
    ("blank", b"   ", "blank line"),
    ("invalid_utf8", b'{"ts": "2026-11-29T10:00:00Z", "tool": "r\xff\xfe", "status": "ok"}', "invalid UTF-8"),
    ("missing_ts", json.dumps(event(status="ok", ts=None)).encode(), "missing required field: ts"),
    ("missing_tool", json.dumps(event(tool=None)).encode(), "missing required field: tool"),
    ("missing_status", json.dumps(event(status=None)).encode(), "missing required field: status"),
    ("tool_is_object", json.dumps(event(tool={"name": "x"})).encode(), "invalid tool: must be a non-empty string"),
    ("tool_is_empty", json.dumps(event(tool="  ")).encode(), "invalid tool: must be a non-empty string"),
    ("bad_status", json.dumps(event(status="exploded")).encode(), "invalid status"),
    ("bad_ts_text", json.dumps(event(ts="yesterday at noon")).encode(), "unparseable timestamp"),
    ("bad_ts_huge_number", json.dumps(event(ts=1e20)).encode(), "unparseable timestamp"),
    ("bad_ts_ending_in_z", json.dumps(event(ts="noonZ")).encode(), "unparseable timestamp"),
    ("bad_ts_offset_and_z", json.dumps(event(ts="2026-11-29T10:00:00+00:00Z")).encode(), "unparseable timestamp"),
    ("bad_ts_number_and_z", json.dumps(event(ts="1795946400Z")).encode(), "unparseable timestamp"),
    ("future_ts", json.dumps(event(ts=(NOW + timedelta(days=2)).isoformat() + "Z")).encode(),
     "timestamp too far in the future"),
    ("hook_non_tool_event", json.dumps({"timestamp": "2026-11-29T10:00:00Z", "hook_event_name": "preToolUse",
                                        "tool_name": "Shell"}).encode(), "not a tool-call event"),
]


@pytest.mark.parametrize("raw, reason", [(r, why) for _, r, why in BAD_LINES], ids=[n for n, _, _ in BAD_LINES])
def test_bad_line_is_rejected_with_its_reason_and_neighbours_survive(wh, tmp_path, raw, reason):
    path = write_lines(tmp_path / "mixed.jsonl", [event(1), raw, event(2)])
    report = ingest(wh, path)
    assert rejects(wh) == [(2, reason)]
    assert (report.accepted, report.rejected, report.duplicates) == (2, 1, 0)
    assert wh.con.execute("SELECT list(call_id ORDER BY call_id) FROM tool_calls").fetchone()[0] == ["call-1", "call-2"]
    stored_raw = wh.con.execute("SELECT raw FROM rejects").fetchone()[0]
    assert stored_raw is None or len(stored_raw) <= 2000


TIMESTAMPS = [
    ("rfc3339_z", "2026-11-29T10:00:00Z", datetime(2026, 11, 29, 10, 0)),
    ("rfc3339_offset", "2026-11-29T12:00:00+02:00", datetime(2026, 11, 29, 10, 0)),
    ("rfc3339_negative_offset", "2026-11-29T05:30:00-04:30", datetime(2026, 11, 29, 10, 0)),
    ("rfc3339_fraction", "2026-11-29T10:00:00.250Z", datetime(2026, 11, 29, 10, 0, 0, 250000)),
    # A 'Z' takes the plain TIMESTAMP cast (queries/ingest.sql): the same result as the full one.
    ("rfc3339_z_space_separated", "2026-11-29 10:00:00Z", datetime(2026, 11, 29, 10, 0)),
    ("rfc3339_z_nanoseconds_cut_to_micro", "2026-11-29T10:00:00.123456789Z",
     datetime(2026, 11, 29, 10, 0, 0, 123456)),
    ("rfc3339_z_hour_24", "2026-11-28T24:00:00Z", datetime(2026, 11, 29, 0, 0)),
    ("space_separated", "2026-11-29 10:00:00", datetime(2026, 11, 29, 10, 0)),
    ("epoch_seconds", 1795946400, datetime(2026, 11, 29, 10, 0)),
    ("epoch_seconds_fraction", 1795946400.5, datetime(2026, 11, 29, 10, 0, 0, 500000)),
    ("epoch_millis", 1795946400000, datetime(2026, 11, 29, 10, 0)),
    ("epoch_micros", 1795946400000000, datetime(2026, 11, 29, 10, 0)),
    ("epoch_as_string", "1795946400000", datetime(2026, 11, 29, 10, 0)),
]


@pytest.mark.parametrize("ts, expected", [(t, e) for _, t, e in TIMESTAMPS], ids=[n for n, _, _ in TIMESTAMPS])
def test_timestamp_forms_normalise_to_utc(wh, tmp_path, ts, expected):
    ingest(wh, write_lines(tmp_path / "t.jsonl", [event(ts=ts)]))
    assert wh.con.execute("SELECT ts FROM tool_calls").fetchone()[0] == expected


STATUSES = [
    ("ok", "ok", None), ("OK", "ok", None), ("success", "ok", None), ("Success", "ok", None),
    ("error", "error", None), ("failed", "error", None), ("FAILED", "error", None),
    ("cancelled", "cancelled", "UserAborted"), ("canceled", "cancelled", "UserAborted"),
    ("timeout", "timeout", "Timeout"), ("Timeout", "timeout", "Timeout"),
]


@pytest.mark.parametrize("raw, status, error_class", STATUSES, ids=[s[0] for s in STATUSES])
def test_status_synonyms_and_implied_classes(wh, tmp_path, raw, status, error_class):
    ingest(wh, write_lines(tmp_path / "s.jsonl", [event(status=raw)]))
    row = wh.con.execute("SELECT status, is_error, error_class FROM tool_calls").fetchone()
    assert row[0] == status
    assert row[1] == (status != "ok")
    if error_class:
        assert row[2] == error_class
    elif status == "ok":
        assert row[2] is None


# (name, tool as sent, model as sent, tool stored or None when rejected, model stored). A name whose
# first and last characters are letters, digits or '_' is taken as it is; any other is trimmed.
NAMES = [
    ("plain", "read_file", "gpt-5", "read_file", "gpt-5"),
    ("one_character", "x", "_", "x", "_"),
    ("padded", "  read_file ", " gpt-5  ", "read_file", "gpt-5"),
    ("ends_with_a_dash", "mcp-", "gpt-", "mcp-", "gpt-"),
    ("newline_inside", "a\nb", "m\nn", "a\nb", "m\nn"),
    ("newline_at_the_end", "read_file\n", "gpt\n", "read_file\n", "gpt\n"),
    ("accented_ends", "\u00e9dit", "mod\u00e8le", "\u00e9dit", "mod\u00e8le"),
    ("combining_mark_after_the_first", "a\u0301b", "e\u0301", "a\u0301b", "e\u0301"),
    ("emoji", "\U0001f600", "\U0001f600 ", "\U0001f600", "\U0001f600"),
    ("json_array_text", "[1]", "gpt-5", None, "gpt-5"),
    ("blank_model", "read_file", "   ", "read_file", "unknown"),
]


@pytest.mark.parametrize("fmt", ["jsonl", "parquet"])
@pytest.mark.parametrize(("name", "tool", "model", "stored_tool", "stored_model"), NAMES, ids=[n[0] for n in NAMES])
def test_tool_and_model_names_are_trimmed_only_when_they_need_it(tmp_path, fmt, name, tool, model, stored_tool,
                                                                 stored_model):
    events = [event(0, tool=tool, model=model), event(1)]
    path = (write_lines if fmt == "jsonl" else _parquet)(tmp_path / f"n.{fmt}", events)
    with warehouse.connect(tmp_path / "n.duckdb") as wh:
        report = ingest(wh, path)
        stored = wh.con.execute("SELECT tool, model FROM tool_calls WHERE call_id = 'call-0'").fetchall()
        if stored_tool is None:
            assert report.rejected == 1 and stored == []
        else:
            assert stored == [(stored_tool, stored_model)]


def test_missing_model_becomes_unknown(wh, tmp_path):
    ingest(wh, write_lines(tmp_path / "m.jsonl", [event(model=None)]))
    assert wh.con.execute("SELECT model FROM tool_calls").fetchone()[0] == "unknown"


def test_accounting_invariant_on_a_shuffled_mix(wh, tmp_path):
    rng = random.Random(7)
    lines: list[bytes | dict] = []
    expected = {"accepted": 0, "rejected": 0, "duplicates": 0}
    for i in range(600):
        kind = rng.choice(["good", "good", "good", "bad", "dup"])
        if kind == "good" or (kind == "dup" and not expected["accepted"]):
            lines.append(event(i, status=rng.choice(["ok", "error"]), error_message="boom"))
            expected["accepted"] += 1
        elif kind == "dup":
            previous = rng.choice([line for line in lines if isinstance(line, dict)])
            lines.append(dict(previous))
            expected["duplicates"] += 1
        else:
            lines.append(rng.choice(BAD_LINES)[1])
            expected["rejected"] += 1
    report = ingest(wh, write_lines(tmp_path / "mix.jsonl", lines))
    assert report.lines_read == len(lines) == report.accepted + report.rejected + report.duplicates
    assert {k: getattr(report, k) for k in expected} == expected
    assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0] == expected["accepted"]
    assert wh.con.execute("SELECT count(*) FROM rejects").fetchone()[0] == expected["rejected"]
    calls, errors = wh.con.execute("SELECT sum(calls), sum(errors) FROM rollup_calls").fetchone()
    assert calls == expected["accepted"]
    assert errors == wh.con.execute("SELECT count(*) FROM tool_calls WHERE is_error").fetchone()[0]

    stored = wh.con.execute("SELECT lines_read, accepted, rejected, duplicates, truncated, min_ts, max_ts "
                            "FROM ingested_files").fetchone()
    row_ts = wh.con.execute("SELECT min(ts), max(ts) FROM tool_calls").fetchone()
    assert stored == (len(lines), report.accepted, report.rejected, report.duplicates, 0, *row_ts)


def test_the_newest_event_time_seen_moves_forward_only(wh, tmp_path):
    late = write_lines(tmp_path / "late.jsonl", [event(0, ts="2026-11-29T11:00:00.5Z"), event(1)])
    early = write_lines(tmp_path / "early.jsonl", [event(2, ts="2026-11-29T09:00:00Z")])
    ingest(wh, late)
    assert wh.meta_get("max_ingested_ts") == "2026-11-29T11:00:00.500000"
    ingest(wh, early)
    assert wh.meta_get("max_ingested_ts") == "2026-11-29T11:00:00.500000"
    ingest(wh, write_lines(tmp_path / "later.jsonl", [event(3, ts="2026-11-29T11:00:01Z")]))
    assert wh.meta_get("max_ingested_ts") == "2026-11-29T11:00:01"


def test_reingesting_the_same_file_adds_nothing(wh, tmp_path):
    path = write_lines(tmp_path / "a.jsonl", [event(i) for i in range(20)])
    first = ingest(wh, path)
    second = ingest(wh, path)
    assert first.accepted == 20
    assert second.accepted == 0 and second.skipped_files == 1
    assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0] == 20
    assert wh.con.execute("SELECT sum(calls) FROM rollup_calls").fetchone()[0] == 20


def test_a_copy_of_a_loaded_file_under_another_name_is_skipped_and_nothing_is_written(wh, tmp_path):
    original = write_lines(tmp_path / "a.jsonl", [event(i) for i in range(10)] + [b"not json"])
    ingest(wh, original)
    copy = tmp_path / "elsewhere.jsonl"
    copy.write_bytes(original.read_bytes())
    report = ingest(wh, copy)
    assert report.skipped_files == 1 and report.files[0].skipped.startswith("already ingested as file 1")
    assert wh.con.execute("SELECT count(*) FROM ingested_files").fetchone()[0] == 1
    assert wh.con.execute("SELECT count(*) FROM rejects").fetchone()[0] == 1


def test_same_call_id_in_two_files_is_stored_once(wh, tmp_path):
    a = write_lines(tmp_path / "a.jsonl", [event(1), event(2)])
    b = write_lines(tmp_path / "b.jsonl", [event(2, model="other"), event(3)])
    ingest(wh, a)
    report = ingest(wh, b)
    assert (report.accepted, report.duplicates) == (1, 1)
    assert wh.con.execute("SELECT count(*) FROM tool_calls").fetchone()[0] == 3


def test_events_without_call_id_dedupe_on_content(wh, tmp_path):
    same = event(1, call_id=None)
    report = ingest(wh, write_lines(tmp_path / "a.jsonl", [same, same, event(2, call_id=None)]))
    assert (report.accepted, report.duplicates) == (2, 1)


def test_grown_log_file_loads_only_new_lines(wh, tmp_path):
    path = write_lines(tmp_path / "live.jsonl", [event(i) for i in range(5)])
    ingest(wh, path)
    write_lines(path, [event(i) for i in range(8)])
    report = ingest(wh, path)
    assert (report.accepted, report.duplicates) == (3, 5)


def test_oversize_fields_are_truncated_and_flagged_not_rejected(wh, tmp_path):
    huge = "x" * 1_000_000
    path = write_lines(tmp_path / "big.jsonl", [event(1, status="error", error_message=huge, args={"blob": huge})])
    report = ingest(wh, path, max_field_chars=1000)
    assert (report.accepted, report.truncated) == (1, 1)
    msg_len, args_len, flagged = wh.con.execute(
        "SELECT length(error_message), length(args), truncated FROM tool_calls"
    ).fetchone()
    assert (msg_len, args_len, flagged) == (1000, 1000, True)


def test_gzip_and_parquet_give_the_same_rows_as_jsonl(tmp_path):
    events = [event(i, status="error" if i % 3 == 0 else "ok", error_message="ENOENT: no such file" if i % 3 == 0 else None)
              for i in range(30)]
    plain = write_lines(tmp_path / "e.jsonl", events)
    gz = tmp_path / "e.jsonl.gz"
    gz.write_bytes(gzip.compress(plain.read_bytes()))
    parquet = tmp_path / "e.parquet"
    columns = sorted({k for e in events for k in e})
    pq.write_table(pa.table({c: [e.get(c) for e in events] for c in columns}), parquet)
    results = []
    for path in (plain, gz, parquet):
        with warehouse.connect(tmp_path / f"{path.name}.duckdb") as wh:
            report = ingest(wh, path)
            assert report.accepted == 30
            results.append(wh.con.execute(
                "SELECT ts, tool, model, status, error_class, fingerprint FROM tool_calls ORDER BY call_id"
            ).fetchall())
    assert results[0] == results[1] == results[2]


def test_parquet_bad_rows_are_rejected_with_row_numbers_and_text(wh, tmp_path):
    path = tmp_path / "p.parquet"
    pq.write_table(pa.table({
        "ts": ["2026-11-29T10:00:00Z", "not a time", "2026-11-29T10:00:02Z"],
        "tool": ["read_file", "read_file", None],
        "status": ["ok", "ok", "ok"],
    }), path)
    report = ingest(wh, path)
    assert report.accepted == 1
    assert rejects(wh) == [(2, "unparseable timestamp"), (3, "missing required field: tool")]
    assert "not a time" in wh.con.execute("SELECT raw FROM rejects WHERE line_no = 2").fetchone()[0]


def test_folders_and_globs_expand_and_missing_paths_are_reported(wh, tmp_path):
    (tmp_path / "logs" / "day1").mkdir(parents=True)
    write_lines(tmp_path / "logs" / "day1" / "a.jsonl", [event(1)])
    write_lines(tmp_path / "logs" / "b.ndjson", [event(2)])
    (tmp_path / "logs" / "notes.txt").write_text("not a log")
    (tmp_path / "logs" / "incidents.json").write_text('{\n  "incidents": []\n}\n')
    report = ingest_paths(wh, [str(tmp_path / "logs"), str(tmp_path / "logs" / "*.ndjson"), str(tmp_path / "nope")],
                          classifier=CLASSIFIER, now=NOW)
    assert report.accepted == 2
    assert len(report.files) == 2  # the ndjson file matched twice but loads once
    assert report.problems == [f"{tmp_path / 'nope'}: no such file or directory"]
    assert report.notes == [
        f"{tmp_path / 'logs' / 'incidents.json'}: skipped, a JSON document that is neither JSON Lines nor OTLP"]


def test_otlp_execute_tool_spans_take_the_model_of_their_inference(wh):
    report = ingest(wh, DATA / "otlp_trace.json")
    assert (report.lines_read, report.accepted, report.rejected) == (4, 4, 0)
    rows = wh.con.execute(
        "SELECT tool, model, status, error_type, error_message, call_id, session_id, provider, harness_version "
        "FROM tool_calls ORDER BY ts"
    ).fetchall()
    assert rows == [
        ("read_file", "claude-sonnet-4-5", "ok", None, None, "toolu_01A", "conv-7f3a", "anthropic", "1.8.0"),
        ("edit_file", "claude-sonnet-4-5", "error", "edit_no_match", "old_string not found in file src/app.py",
         "toolu_01B", "conv-7f3a", "anthropic", "1.8.0"),
        ("run_terminal_cmd", "claude-sonnet-4-5", "error", "TypeError",
         "Cannot read properties of undefined (reading 'stdout')", "toolu_01C", "conv-7f3a", "anthropic", "1.8.0"),
        ("web_search", "gpt-5", "error", "HTTP 503", "search provider returned 503 Service Unavailable",
         None, None, "openai", "1.9.0"),
    ]
    assert wh.con.execute("SELECT ts FROM tool_calls WHERE call_id = 'toolu_01A'").fetchone()[0] == \
        datetime(2025, 11, 30, 0, 0, 2, 150000)


def test_cursor_hook_payloads(wh):
    report = ingest(wh, DATA / "cursor_hooks.jsonl")
    assert (report.accepted, report.rejected) == (4, 1)
    assert rejects(wh) == [(5, "not a tool-call event")]
    rows = wh.con.execute(
        "SELECT tool, model, status, error_type, error_class, call_id, session_id, harness_version, duration_ms "
        "FROM tool_calls ORDER BY ts"
    ).fetchall()
    assert [r[:5] for r in rows] == [
        ("Read", "gpt-5", "ok", None, None),
        ("Shell", "gpt-5", "timeout", "timeout", "Timeout"),
        ("Shell", "gpt-5", "error", "permission_denied", "UnexpectedEnvironment"),
        ("Edit", "gpt-5", "cancelled", None, "UserAborted"),
    ]
    assert rows[0][5:] == ("tu-1", "c-81f2", "2.1.3", 41.0)


def test_claude_code_hook_payloads(wh):
    report = ingest(wh, DATA / "claude_hooks.jsonl")
    assert report.accepted == 3
    rows = wh.con.execute(
        "SELECT ts, tool, model, status, error_message, error_class, call_id, session_id, args::JSON->>'command' "
        "FROM tool_calls ORDER BY ts"
    ).fetchall()
    assert rows[0] == (datetime(2025, 11, 29, 9, 15, 0, 123000), "Bash", "unknown", "ok", None, None,
                       "toolu_01X", "9c1e-4b", "pytest -q")
    assert rows[1][3:6] == ("error", "String to replace not found in file.\nString: foo", "InvalidArguments")
    assert rows[2][3] == "cancelled" and rows[2][5] == "UserAborted"


def test_rollups_and_fingerprints_follow_the_rows(wh, tmp_path):
    lines = [event(i, status="error", tool="read_file", error_type="ENOENT",
                   error_message=f"ENOENT: no such file or directory, open '/src/mod{i}.py'") for i in range(6)]
    ingest(wh, write_lines(tmp_path / "f.jsonl", lines))
    fingerprints = wh.con.execute("SELECT fingerprint, errors, template FROM fingerprints").fetchall()
    assert len(fingerprints) == 1 and fingerprints[0][1] == 6
    assert "/src/mod" not in fingerprints[0][2]
    assert wh.con.execute("SELECT sum(errors) FROM rollup_errors").fetchone()[0] == 6
    assert wh.con.execute("SELECT DISTINCT bucket FROM rollup_calls").fetchall() == [(datetime(2026, 11, 29, 10, 0),)]


def _calls(day: int, hour: int, first: int, n: int, session: str) -> list[dict]:
    """n calls from minute `first` on, every third an error of one of two messages."""
    return [event(first + i, ts=f"2026-11-{day}T{hour:02d}:{(first + i) // 60 % 60:02d}:{(first + i) % 60:02d}Z",
                  call_id=f"{session}-{day}-{hour}-{first}-{i}", session_id=session,
                  model="gpt-5" if i % 2 else "claude-4",
                  **({"status": "error", "error_message": "ENOENT: no such file or directory, open '/a.py'" if i % 2
                      else "Command timed out after 30s"}
                     if i % 3 == 0 else {}))
            for i in range(n)]


def test_rollups_inserted_for_new_hours_and_merged_where_they_meet_match_a_rebuild(tmp_path):
    """A file whose time range holds no rollup row inserts its rows; one that meets stored rows
    merges into them: either way the rollups are what a rebuild from tool_calls gives."""
    loads = [
        ("first.jsonl", _calls(28, 10, 0, 200, "s-1")),     # a fresh warehouse: inserted
        ("overlap.jsonl", _calls(28, 10, 50, 300, "s-1")),  # the same buckets, sessions and days: merged
        ("new_day.jsonl", _calls(29, 9, 0, 120, "s-2")),    # a day of its own: inserted
        ("meets.parquet", _calls(29, 9, 100, 90, "s-3")),   # Parquet, into that day's buckets: merged
    ]
    tables = ("rollup_calls", "rollup_errors", "rollup_fingerprint_sessions")
    with warehouse.connect(tmp_path / "r.duckdb") as wh:
        for name, events in loads:
            path = (_parquet if name.endswith(".parquet") else write_lines)(tmp_path / name, events)
            assert ingest(wh, path).accepted == len(events)
        incremental = {t: sorted(wh.con.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in tables}
        rebuild_rollups(wh)
        rebuilt = {t: sorted(wh.con.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in tables}
    assert incremental == rebuilt
    assert all(incremental[t] for t in tables)
    # The overlap's buckets were merged, not added twice: one row per key.
    keys = [row[:3] for row in incremental["rollup_calls"]]
    assert len(keys) == len(set(keys))


def test_changing_the_bucket_width_of_a_built_warehouse_is_refused(wh, tmp_path):
    ingest(wh, write_lines(tmp_path / "a.jsonl", [event(1)]))
    with pytest.raises(warehouse.WarehouseError, match="300 s buckets"):
        ingest(wh, write_lines(tmp_path / "b.jsonl", [event(2)]), bucket_seconds=60)


RAN_AT = "ingest.last_run_at"


def meta(wh) -> dict[str, str]:
    return dict(wh.con.execute("SELECT key, value FROM meta WHERE key IN ('bucket_seconds', $k)", {"k": RAN_AT}).fetchall())


@pytest.mark.parametrize("case", ["loads_a_file", "file_already_loaded", "file_quarantined", "nothing_matched"])
def test_a_run_records_its_bucket_width_and_when_it_ran_whatever_it_loaded(wh, tmp_path, case):
    """They go into the first committed file's transaction; a run that commits none writes them alone."""
    good = write_lines(tmp_path / "a.jsonl", [event(1)])
    paths = {"loads_a_file": [good], "file_already_loaded": [good],
             "file_quarantined": [tmp_path / "bad.parquet"], "nothing_matched": [tmp_path / "none-*.jsonl"]}[case]
    (tmp_path / "bad.parquet").write_bytes(b"PAR1 not really")
    if case == "file_already_loaded":
        ingest(wh, good, bucket_seconds=60, ran_at_key=RAN_AT)
        first = meta(wh)[RAN_AT]
    started = datetime.now(UTC).replace(tzinfo=None)
    report = ingest(wh, *paths, bucket_seconds=60, ran_at_key=RAN_AT)
    recorded = meta(wh)
    assert recorded["bucket_seconds"] == "60"
    assert datetime.fromisoformat(recorded[RAN_AT]) >= started
    if case == "file_already_loaded":
        assert recorded[RAN_AT] > first and report.skipped_files == 1
    assert report.accepted == (1 if case == "loads_a_file" else 0)


def test_without_a_key_a_run_records_no_time(wh, tmp_path):
    ingest(wh, write_lines(tmp_path / "a.jsonl", [event(1)]))
    assert meta(wh) == {"bucket_seconds": "300"}


def test_now_defaults_to_wall_clock_for_future_check(wh, tmp_path):
    soon = (datetime.now(UTC) + timedelta(hours=1)).replace(tzinfo=None).isoformat() + "Z"
    report = ingest_paths(wh, [str(write_lines(tmp_path / "a.jsonl", [event(ts=soon)]))], classifier=CLASSIFIER)
    assert report.accepted == 1


def test_small_and_large_batches_classify_alike(tmp_path):
    """A batch of few distinct messages is classified in Python, a larger one in SQL: same labels."""
    from toolwatch.warehouse.ingest import PYTHON_CLASSIFY_MESSAGES

    corpus = [json.loads(line) for line in (DATA.parent / "error_corpus.jsonl").read_text().splitlines()]
    cases = [event(i, tool=c["tool"], status=c["status"], error_type=c["error_type"],
                   error_message=c["error_message"], call_id=f"case-{i}") for i, c in enumerate(corpus)]
    filler = [event(i, status="error", error_message=f"widget {i} failed at step {i % 7}", call_id=f"fill-{i}")
              for i in range(PYTHON_CLASSIFY_MESSAGES + 1)]
    small = write_lines(tmp_path / "small.jsonl", cases[:PYTHON_CLASSIFY_MESSAGES])
    large = write_lines(tmp_path / "large.jsonl", cases[:PYTHON_CLASSIFY_MESSAGES] + filler)
    labels = []
    for path in (small, large):
        with warehouse.connect(tmp_path / f"{path.stem}.duckdb") as wh:
            ingest(wh, path)
            labels.append(wh.con.execute(
                "SELECT call_id, error_class, reason, rule_id, template, fingerprint, confidence FROM tool_calls "
                "WHERE call_id LIKE 'case-%' ORDER BY call_id").fetchall())
    assert len(labels[0]) == min(len(cases), PYTHON_CLASSIFY_MESSAGES) > 300
    assert labels[0] == labels[1]


def _mixed_events(pad: int) -> list[bytes | str | dict]:
    """6,000 lines with errors, a repeated call id and two bad lines; ``pad`` characters of a
    field ingest does not read, so the same events make a file over or under SMALL_FILE_BYTES."""
    lines: list[bytes | str | dict] = []
    for i in range(6000):
        row = event(i, ts=f"2026-11-29T{i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}Z",
                    tool=f"tool_{i % 5}", pad="x" * pad)
        if i % 7 == 0:
            row.update(status="error", error_message=f"ENOENT: no such file or directory, open '/w/{i % 40}.py'")
        lines.append(row)
    lines[100] = dict(lines[99])  # a repeated call: one duplicate
    lines[200] = b'{"ts": "2026-11-29T10:00:00Z", "tool": '  # malformed
    lines[300] = json.dumps(event(300, status="exploded", pad="x" * pad))
    return lines


@pytest.mark.parametrize("pad", [0, 700], ids=["small_file_one_thread", "large_file_hashed_beside_the_read"])
def test_a_small_and_a_large_file_of_the_same_events_load_the_same(tmp_path, pad):
    from toolwatch.warehouse.ingest import SMALL_FILE_BYTES

    path = write_lines(tmp_path / "a.jsonl", _mixed_events(pad))
    assert (path.stat().st_size > SMALL_FILE_BYTES) == bool(pad)
    with warehouse.connect(tmp_path / "w.duckdb") as wh:
        threads = wh.con.execute("SELECT current_setting('threads')").fetchone()[0]
        report = ingest(wh, path).files[0]
        assert wh.con.execute("SELECT current_setting('threads')").fetchone()[0] == threads  # set back
        stored = wh.con.execute(
            "SELECT count(*), count(DISTINCT event_key), count(*) FILTER (WHERE is_error), "
            "count(DISTINCT fingerprint), count(DISTINCT reason) FROM tool_calls").fetchone()
        assert (report.lines_read, report.accepted, report.rejected, report.duplicates) == (6000, 5997, 2, 1)
        assert report.reject_reasons == {"malformed JSON": 1, "invalid status": 1}
        assert rejects(wh) == [(201, "malformed JSON"), (301, "invalid status")]
        assert stored == (5997, 5997, 858, 5, 1)  # one template per tool, all file_not_found


def _parquet(path: Path, events: list[dict]) -> Path:
    columns = sorted({k for e in events for k in e})
    pq.write_table(pa.table({c: [e.get(c) for e in events] for c in columns}), path)
    return path


ERR = {"status": "error", "error_message": "ENOENT: no such file or directory, open '/a/b.py'"}
# (name, first file's events, second file's events, expected (accepted, duplicates) of each): Parquet finds
# repeats among the rows it stored (its first pass keys error rows only); JSONL among its staged lines.
REPEATS = [
    ("call_id_repeated_ok", [event(1), event(1), event(2)], [], [(2, 1), (0, 0)]),
    ("call_id_repeated_error", [event(1, **ERR), event(1, **ERR), event(2)], [], [(2, 1), (0, 0)]),
    ("same_event_no_call_id", [event(1, call_id=None), event(1, call_id=None), event(2, call_id=None, **ERR)],
     [], [(2, 1), (0, 0)]),
    ("resent_in_a_later_file", [event(1), event(2, **ERR)], [event(2, **ERR), event(3), event(3)], [(2, 0), (1, 2)]),
]


@pytest.mark.parametrize(("name", "first", "second", "expected"), REPEATS, ids=[r[0] for r in REPEATS])
def test_parquet_counts_repeats_as_jsonl_does(tmp_path, name, first, second, expected):
    stored = []
    for fmt in ("jsonl", "parquet"):
        with warehouse.connect(tmp_path / f"{fmt}.duckdb") as wh:
            counts = []
            for n, events in enumerate((first, second)):
                if not events:
                    counts.append((0, 0))
                    continue
                path = tmp_path / f"{fmt}-{n}.{fmt}"
                report = ingest(wh, write_lines(path, events) if fmt == "jsonl" else _parquet(path, events))
                counts.append((report.accepted, report.duplicates))
            assert counts == expected
            stored.append(wh.con.execute(
                "SELECT event_key, ts, tool, status, error_class, fingerprint FROM tool_calls ORDER BY event_key"
            ).fetchall())
    assert stored[0] == stored[1]
