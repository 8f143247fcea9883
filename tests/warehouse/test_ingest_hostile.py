"""Hostile logs and honest mistakes (issue 12): one bad file, line or name never stops the batch.

Each case is a reproduction from the issue, asserting the exact counts and reasons.
"""

from __future__ import annotations

import gzip
import json
import os
from datetime import datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.rules import load_ruleset
from toolwatch.warehouse.errors import InputFormatError
from toolwatch.warehouse.ingest import MAX_REJECT_ROWS, ingest_paths

NOW = datetime(2026, 11, 30, 12, 0, 0)
CLASSIFIER = compile_classifier(load_ruleset(None, []))


def event(i: int = 0, **overrides) -> dict:
    base = {"ts": f"2026-11-29T10:{i // 60 % 60:02d}:{i % 60:02d}Z", "tool": "read_file", "model": "gpt-5",
            "status": "ok", "call_id": f"call-{i}"}
    base.update(overrides)
    return base


def jsonl(events: list[dict], newline: bytes = b"\n") -> bytes:
    return b"".join(json.dumps(e).encode() + newline for e in events)


def ingest(wh, *paths, **kw):
    return ingest_paths(wh, [str(p) for p in paths], classifier=CLASSIFIER, now=NOW, **kw)


def rejects(wh) -> list[tuple[int, str]]:
    return wh.con.execute("SELECT line_no, reason FROM rejects ORDER BY line_no").fetchall()


# --- one corrupt file in a batch: reported, counted, quarantined; the others load ---------------

def _parquet_with_reserved_column(path: Path) -> None:
    pq.write_table(pa.table({"ts": ["2026-11-29T10:00:00Z"], "tool": ["x"], "status": ["ok"],
                             "file_row_number": [7]}), path)


def _truncated_gz(path: Path) -> None:
    whole = gzip.compress(jsonl([event(i) for i in range(2000)]))
    path.write_bytes(whole[: len(whole) // 2])


def _otlp_bomb(path: Path) -> None:
    # 70 MiB of JSON whitespace in ~70 KB of gzip: over the 64 MiB bound for one OTLP document.
    with gzip.open(path, "wb", 9) as fh:
        fh.write(b'{"resourceSpans": [')
        for _ in range(70):
            fh.write(b" " * (1 << 20))
        fh.write(b"]}")


BAD_FILES = [
    ("parquet_garbage", "a.parquet", lambda p: p.write_bytes(b"PAR1 not really"), "not a readable Parquet file"),
    ("parquet_file_row_number_column", "a.parquet", _parquet_with_reserved_column,
     "has a column named file_row_number"),
    ("truncated_gz", "a.jsonl.gz", _truncated_gz, "truncated .gz (the compressed stream ends early)"),
    ("corrupt_gz", "a.jsonl.gz", lambda p: p.write_bytes(gzip.compress(b"x" * 1000)[:10] + b"\xff" * 200),
     "Failed to decode gzip stream"),
    ("otlp_gz_bomb", "a.json.gz", _otlp_bomb, "an OTLP document or line longer than 64 MiB"),
]


@pytest.mark.parametrize("name, write, reason", [c[1:] for c in BAD_FILES], ids=[c[0] for c in BAD_FILES])
def test_a_bad_file_sorted_first_is_quarantined_and_the_others_load(wh, tmp_path, name, write, reason):
    logs = tmp_path / "logs"
    logs.mkdir()
    write(logs / name)
    (logs / "b.jsonl").write_bytes(jsonl([event(i) for i in range(5)]))
    report = ingest(wh, logs)
    assert [Path(f.path).name for f in report.files] == [name, "b.jsonl"]
    assert reason in report.files[0].quarantined
    assert (report.accepted, report.quarantined_files) == (5, 1)
    assert report.to_dict()["files"][0]["quarantined"] == report.files[0].quarantined
    assert wh.con.execute("SELECT count(*) FROM ingested_files").fetchone()[0] == 1  # nothing of it loaded

    again = ingest(wh, logs)
    assert again.files[0].skipped.startswith("quarantined since") and again.quarantined_files == 0
    assert again.files[1].skipped.startswith("already ingested")

    os.utime(logs / name, ns=(0, 10**18))  # the file changed: it is tried again
    third = ingest(wh, logs)
    assert reason in third.files[0].quarantined
    assert wh.con.execute("SELECT attempts FROM quarantined_files").fetchone()[0] == 2


def test_a_repaired_file_loads_and_leaves_quarantine(wh, tmp_path):
    path = tmp_path / "a.jsonl.gz"
    _truncated_gz(path)
    assert ingest(wh, path).quarantined_files == 1
    path.write_bytes(gzip.compress(jsonl([event(i) for i in range(2000)])))
    report = ingest(wh, path)
    assert (report.accepted, report.quarantined_files) == (2000, 0)
    assert wh.con.execute("SELECT count(*) FROM quarantined_files").fetchone()[0] == 0


# --- OTLP documents of the wrong shape: the span is rejected, or read leniently -----------------

def _span(**overrides) -> dict:
    span = {"traceId": "t1", "spanId": "s1", "name": "execute_tool read_file",
            "startTimeUnixNano": "1795946400000000000", "endTimeUnixNano": "1795946401000000000",
            "attributes": [{"key": "gen_ai.tool.name", "value": {"stringValue": "read_file"}}],
            "status": {}}
    span.update(overrides)
    return span


def _otlp(spans: list) -> dict:
    return {"resourceSpans": [{"resource": {}, "scopeSpans": [{"spans": spans}]}]}


OTLP_SHAPES = [
    ("end_time_not_a_number", _otlp([_span(endTimeUnixNano="abc")]), (1, 0, {"unparseable timestamp": 1}), None),
    ("attributes_null", _otlp([_span(attributes=None)]), (1, 1, {}), ("read_file", "ok")),
    ("status_a_bare_string", _otlp([_span(status="ERROR")]), (1, 1, {}), ("read_file", "error")),
    ("status_code_name", _otlp([_span(status={"code": "STATUS_CODE_ERROR"})]), (1, 1, {}), ("read_file", "error")),
    ("span_is_a_list", _otlp([["not", "a", "span"], _span()]),
     (2, 1, {"malformed OTLP span: not a JSON object": 1}), ("read_file", "ok")),
    ("scope_spans_an_object", {"resourceSpans": [{"scopeSpans": {"spans": []}}]}, (0, 0, {}), None),
    ("attribute_value_a_list", _otlp([_span(attributes=[{"key": "gen_ai.tool.name", "value": ["x"]}])]),
     (1, 1, {}), ("read_file", "ok")),
]


@pytest.mark.parametrize("document, counts, row", [c[1:] for c in OTLP_SHAPES], ids=[c[0] for c in OTLP_SHAPES])
def test_otlp_documents_of_the_wrong_shape(wh, tmp_path, document, counts, row):
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(document))
    report = ingest(wh, path)
    assert report.quarantined_files == 0
    assert (report.lines_read, report.accepted, report.files[0].reject_reasons) == counts
    if row:
        assert wh.con.execute("SELECT tool, status FROM tool_calls").fetchone() == row


def test_otlp_model_is_found_through_deep_nesting_and_among_thousands_of_siblings(wh, tmp_path):
    def attrs(**kv):
        return [{"key": k, "value": {"stringValue": v}} for k, v in kv.items()]

    base = 1795946400000000000
    spans = [{"traceId": "t", "spanId": "root", "name": "invoke_agent", "startTimeUnixNano": str(base),
              "endTimeUnixNano": str(base + 10**9), "attributes": attrs(**{"gen_ai.request.model": "deep-model"})}]
    for depth in range(1, 3000):  # a chain 3,000 spans deep: no recursion, no quadratic walk
        spans.append({"traceId": "t", "spanId": f"d{depth}", "parentSpanId": "root" if depth == 1 else f"d{depth - 1}",
                      "name": "step", "startTimeUnixNano": str(base), "endTimeUnixNano": str(base + 10**9)})
    spans.append(_span(traceId="t", spanId="deep-tool", parentSpanId="d2999"))
    for i in range(2000):  # siblings: each tool takes the latest inference that ended before it started
        start = base + (i + 10) * 10**9
        spans.append({"traceId": "u", "spanId": f"c{i}", "name": "chat", "startTimeUnixNano": str(start),
                      "endTimeUnixNano": str(start + 10**8), "attributes": attrs(**{"gen_ai.request.model": f"m{i}"})})
        spans.append(_span(traceId="u", spanId=f"x{i}", startTimeUnixNano=str(start + 2 * 10**8),
                           endTimeUnixNano=str(start + 3 * 10**8),
                           attributes=attrs(**{"gen_ai.tool.name": "read_file", "gen_ai.tool.call.id": f"x{i}"})))
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(_otlp(spans)))
    report = ingest(wh, path)
    assert report.accepted == 2001
    models = dict(wh.con.execute("SELECT coalesce(call_id, 'deep'), model FROM tool_calls").fetchall())
    assert models["deep"] == "deep-model"
    assert all(models[f"x{i}"] == f"m{i}" for i in range(2000))


# --- timestamps: a documented horizon in the past -------------------------------------------------

TIMESTAMPS = [
    ("epoch_zero", 0, "timestamp too far in the past"),
    ("year_one", "0001-01-01T00:00:00Z", "timestamp too far in the past"),
    ("401_days_ago", (NOW - timedelta(days=401)).isoformat() + "Z", "timestamp too far in the past"),
    ("399_days_ago", (NOW - timedelta(days=399)).isoformat() + "Z", None),
    ("2_days_ahead", (NOW + timedelta(days=2)).isoformat() + "Z", "timestamp too far in the future"),
]


@pytest.mark.parametrize("ts, reason", [c[1:] for c in TIMESTAMPS], ids=[c[0] for c in TIMESTAMPS])
def test_timestamps_outside_the_tolerances_are_rejected(wh, tmp_path, ts, reason):
    path = tmp_path / "t.jsonl"
    path.write_bytes(jsonl([event(1, ts=ts)]))
    report = ingest(wh, path)
    assert rejects(wh) == ([(1, reason)] if reason else [])
    assert report.accepted == (0 if reason else 1)


def test_past_tolerance_is_a_parameter(wh, tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_bytes(jsonl([event(1, ts=(NOW - timedelta(days=3)).isoformat() + "Z")]))
    report = ingest(wh, path, past_tolerance_s=2 * 86400)
    assert rejects(wh) == [(1, "timestamp too far in the past")] and report.rejected == 1


# --- names are bounded: truncated and flagged, distinct names stay distinct ----------------------

NAME_FIELDS = ["tool", "model", "provider", "harness_version", "client_os", "session_id", "call_id", "error_type"]


@pytest.mark.parametrize("field", NAME_FIELDS, ids=NAME_FIELDS)
def test_a_long_name_is_cut_and_flagged_and_distinct_names_stay_distinct(wh, tmp_path, field):
    long_a, long_b = "a" * 5_000, "a" * 4_999 + "b"
    path = tmp_path / "n.jsonl"
    path.write_bytes(jsonl([event(1, status="error", **{field: long_a}), event(2, status="error", **{field: long_b})]))
    report = ingest(wh, path)
    assert (report.accepted, report.truncated) == (2, 2)
    values = [r[0] for r in wh.con.execute(f"SELECT {field} FROM tool_calls ORDER BY ts").fetchall()]
    assert [len(v) for v in values] == [256, 256]
    assert values[0] != values[1]  # a cut name keeps a hash of the whole
    assert values[0].startswith("a" * 247 + "…")


def test_a_500000_character_model_name_is_stored_in_256(wh, tmp_path):
    path = tmp_path / "n.jsonl"
    path.write_bytes(jsonl([event(1, model="m" * 500_000)]))
    assert ingest(wh, path, max_name_chars=64).truncated == 1
    assert wh.con.execute("SELECT length(model), truncated FROM tool_calls").fetchone() == (64, True)


# --- every line accounted for ---------------------------------------------------------------------

def test_a_line_over_32_mib_is_rejected_not_lost(wh, tmp_path):
    path = tmp_path / "huge.jsonl"
    path.write_bytes(jsonl([event(1)]) + b'{"x": "' + b"x" * (33 << 20) + b'"}\n' + jsonl([event(2)]))
    report = ingest(wh, path)
    assert (report.lines_read, report.accepted, report.rejected) == (3, 2, 1)
    assert rejects(wh) == [(2, "line longer than 16 MiB")]


def test_crlf_lines_count_once_and_rejects_keep_their_numbers(wh, tmp_path):
    path = tmp_path / "crlf.jsonl"
    path.write_bytes(jsonl([event(1), event(2)], b"\r\n") + b"not json\r\n" + jsonl([event(3)], b"\r\n") + b"\r\n")
    report = ingest(wh, path)
    assert (report.lines_read, report.accepted, report.rejected) == (5, 3, 2)
    assert rejects(wh) == [(3, "malformed JSON"), (5, "blank line")]


def test_a_json_lines_file_named_json_with_a_bad_first_line_loads(wh, tmp_path):
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "calls.json").write_bytes(b'{"ts": "2026-11-29T10:00:00Z", "tool": \n' + jsonl([event(i) for i in range(100)]))
    report = ingest(wh, logs)
    assert (report.notes, report.accepted, report.rejected) == ([], 100, 1)
    assert rejects(wh) == [(1, "malformed JSON")]


def test_a_million_blank_lines_stream_and_only_the_first_rejects_are_kept(wh, tmp_path):
    path = tmp_path / "blank.jsonl.gz"
    path.write_bytes(gzip.compress(b"\n" * 1_000_000 + jsonl([event(1)]), 9))
    report = ingest(wh, path)
    assert (report.lines_read, report.accepted, report.rejected) == (1_000_001, 1, 1_000_000)
    assert report.files[0].reject_reasons == {"blank line": 1_000_000}
    assert wh.con.execute("SELECT count(*), min(line_no), max(line_no) FROM rejects").fetchone() == \
        (MAX_REJECT_ROWS, 1, MAX_REJECT_ROWS)


def test_a_local_name_with_glob_characters_is_that_file(wh, tmp_path):
    (tmp_path / "a[1].jsonl").write_bytes(jsonl([event(i) for i in range(5)]))
    (tmp_path / "a1.jsonl").write_bytes(jsonl([event(99)]))
    report = ingest(wh, tmp_path / "a[1].jsonl")
    assert [Path(f.path).name for f in report.files] == ["a[1].jsonl"]
    assert report.accepted == 5


# --- inputs that are not logs ---------------------------------------------------------------------

NOT_LOGS = [
    ("csv", "calls.csv", "ts,tool,status\n2026-11-29T10:00:00Z,read_file,ok\n", "calls.csv: not a log file"),
    ("json_document", "incidents.json", '{\n  "incidents": [\n    {"id": 1}\n  ]\n}\n',
     "incidents.json: a JSON document that is neither JSON Lines nor OTLP"),
]


@pytest.mark.parametrize("name, text, message", [c[1:] for c in NOT_LOGS], ids=[c[0] for c in NOT_LOGS])
def test_a_named_file_that_is_not_a_log_is_an_error_naming_the_formats(wh, tmp_path, name, text, message):
    (tmp_path / name).write_text(text)
    good = tmp_path / "good.jsonl"
    good.write_bytes(jsonl([event(1)]))
    with pytest.raises(InputFormatError, match=message) as caught:
        ingest(wh, good, tmp_path / name)
    assert "JSON Lines (.jsonl, .ndjson, .json, optionally .gz), Parquet (.parquet)" in str(caught.value)
    assert wh.con.execute("SELECT count(*) FROM ingested_files").fetchone()[0] == 0
