"""The fingerprint page's rollup (``rollup_fingerprint_sessions``, migration 014) equals the aggregate
of the error rows it stands for, after every kind of write: ingest, re-ingest, overlapping files,
retention (its cutoff inside a day), reclassify and label."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from toolwatch.detectors.classify import compile_classifier
from toolwatch.detectors.reclassify import reclassify
from toolwatch.detectors.rules import load_ruleset
from toolwatch.detectors.verdicts import record_verdicts, verdict_for_fingerprint
from toolwatch.warehouse.ingest import ingest_paths
from toolwatch.warehouse.retention import apply_retention

NOW = datetime(2026, 11, 30, 12, 0)
CLASSIFIER = compile_classifier(load_ruleset(None, []))

# What the page's old scan computed from raw rows, per rollup key.
FROM_EVENTS = """
SELECT date_trunc('day', ts) AS day, fingerprint, session_id, model, harness_version, client_os,
       count(*) AS errors, min(ts) AS first_ts, max(ts) AS last_ts
FROM tool_calls WHERE is_error GROUP BY ALL ORDER BY ALL
"""
ROLLUP = """
SELECT day, fingerprint, session_id, model, harness_version, client_os, errors, first_ts, last_ts
FROM rollup_fingerprint_sessions ORDER BY ALL
"""

MESSAGES = [
    ("edit_file", "old_string not found in /src/app/{n}.py"),
    ("read_file", "ENOENT: no such file or directory, open '/tmp/{n}.txt'"),
    ("run_terminal_cmd", "segfault in worker {n} at 0x7f"),
]


def events(start: datetime, hours: int, prefix: str) -> list[dict]:
    """Calls every 20 minutes over ``hours``: every third an error, sessions (some missing), versions
    and OS sometimes not reported, so NULL keys are merged too."""
    out = []
    for i in range(hours * 3):
        tool, message = MESSAGES[i // 3 % len(MESSAGES)]
        row = {"ts": (start + timedelta(minutes=20 * i)).isoformat() + "Z", "tool": tool,
               "model": ("gpt-5", "claude-4")[i % 2], "status": "ok", "call_id": f"{prefix}-{i}",
               "session_id": None if i % 7 == 0 else f"s-{i % 5}",
               "harness_version": None if i % 4 == 0 else f"1.{i % 3}", "client_os": None if i % 6 == 0 else "linux"}
        if i % 3 == 0:
            row.update(status="error", error_message=message.format(n=i % 4))
        out.append({k: v for k, v in row.items() if v is not None})
    return out


def write(path: Path, rows: list[dict]) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return str(path)


def ingest(wh, *paths: str) -> None:
    report = ingest_paths(wh, list(paths), classifier=CLASSIFIER, now=NOW)
    assert not report.problems


def assert_rollup_matches(wh) -> None:
    from_events = wh.con.execute(FROM_EVENTS).fetchall()
    assert from_events, "the case must hold errors"
    assert wh.con.execute(ROLLUP).fetchall() == from_events


@pytest.fixture
def loaded(wh, tmp_path):
    """Three days of calls in two files whose last and first day overlap (the same call ids)."""
    first = write(tmp_path / "a.jsonl", events(datetime(2026, 11, 26, 6), 48, "a"))
    second = write(tmp_path / "b.jsonl", events(datetime(2026, 11, 27, 6), 40, "b")
                   + events(datetime(2026, 11, 26, 6), 48, "a")[-30:])
    ingest(wh, first, second)
    return wh, first, second


def test_rollup_equals_errors_after_ingest_of_overlapping_files(loaded):
    wh, _, _ = loaded
    assert_rollup_matches(wh)
    # The second file's repeats were duplicates, counted once.
    assert wh.con.execute("SELECT sum(errors) FROM rollup_fingerprint_sessions").fetchone()[0] == \
        wh.con.execute("SELECT count(*) FROM tool_calls WHERE is_error").fetchone()[0]


def test_reingesting_a_file_changes_nothing(loaded):
    wh, first, second = loaded
    before = wh.con.execute(ROLLUP).fetchall()
    ingest(wh, first, second)
    assert wh.con.execute(ROLLUP).fetchall() == before
    assert_rollup_matches(wh)


RETENTION_CASES = [
    ("cutoff_inside_a_day", datetime(2026, 11, 27, 13, 30), 2),
    ("cutoff_at_midnight", datetime(2026, 11, 28, 0, 0), 1),
    ("cutoff_before_everything", datetime(2026, 11, 1), 3),
]


@pytest.mark.parametrize(("name", "cutoff", "days_left"), RETENTION_CASES, ids=[c[0] for c in RETENTION_CASES])
def test_retention_keeps_the_rollup_equal_to_the_rows_left(loaded, name, cutoff, days_left):
    wh, _, _ = loaded
    apply_retention(wh, 86400, now=cutoff + timedelta(days=1))
    assert_rollup_matches(wh)
    assert wh.con.execute("SELECT count(DISTINCT day) FROM rollup_fingerprint_sessions").fetchone()[0] == days_left


def test_reclassify_rebuilds_the_rollup_under_the_new_fingerprints(loaded):
    wh, _, _ = loaded
    before = {fp for (fp,) in wh.con.execute("SELECT DISTINCT fingerprint FROM rollup_fingerprint_sessions").fetchall()}
    rules = load_ruleset(None, [{"id": "segfault", "class": "UnexpectedEnvironment", "reason": "crashed",
                                 "message": "segfault"}])
    assert reclassify(wh, compile_classifier(rules)).applied
    after = {fp for (fp,) in wh.con.execute("SELECT DISTINCT fingerprint FROM rollup_fingerprint_sessions").fetchall()}
    assert after != before
    assert_rollup_matches(wh)


def test_a_label_rebuilds_the_rollup(loaded):
    wh, _, _ = loaded
    fp = wh.con.execute("SELECT fingerprint FROM tool_calls WHERE tool = 'run_terminal_cmd' AND is_error "
                        "LIMIT 1").fetchone()[0]
    verdict = verdict_for_fingerprint(wh, fp, "UnexpectedEnvironment", "crashed", source="cli", now=NOW)
    assert record_verdicts(wh, [verdict]).rows_relabelled > 0
    assert_rollup_matches(wh)
