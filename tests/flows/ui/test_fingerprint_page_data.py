"""The fingerprint page reads its rollup (whole days) and raw rows only for a window start inside a
day: what it shows equals the aggregate of the raw error rows in its 28-day window, for windows that
start before the data, inside a day of it, and at a midnight."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from toolwatch import warehouse
from toolwatch.flows.ui.data import fingerprint_page

# The reference: the raw rows of the window, grouped the way the page shows them.
RAW = """
SELECT {dim} AS value, count(*) AS errors, count(DISTINCT session_id) AS sessions
FROM tool_calls WHERE fingerprint = $fp AND ts >= $from AND ts <= $to
GROUP BY ALL ORDER BY errors DESC, value
"""
SESSIONS = """
SELECT session_id, count(*) AS errors, min(ts) AS first_ts, max(ts) AS last_ts,
       arg_max(error_message, ts) AS error_message
FROM tool_calls WHERE fingerprint = $fp AND ts >= $from AND ts <= $to AND session_id IS NOT NULL
GROUP BY session_id ORDER BY errors DESC, last_ts DESC, session_id LIMIT 10
"""
LAST = """
SELECT rule_id, ruleset_version FROM tool_calls WHERE fingerprint = $fp AND ts >= $from AND ts <= $to
ORDER BY ts DESC LIMIT 1
"""

# "now" minus 28 days is the window's start; the built warehouse holds 2026-11-27 … 2026-11-29.
WINDOWS = [
    ("window_starts_before_the_data", datetime(2026, 12, 1)),
    ("window_starts_inside_a_day", datetime(2026, 12, 26, 13, 17, 30)),
    ("window_starts_at_midnight", datetime(2026, 12, 27)),
    ("window_starts_inside_the_last_day", datetime(2026, 12, 27, 20, 5)),
]


def _fingerprints(wh) -> list[str]:
    """The most frequent fingerprints and one seen once (a window can miss it entirely)."""
    top = wh.con.execute("SELECT fingerprint FROM fingerprints ORDER BY errors DESC, fingerprint LIMIT 4").fetchall()
    rare = wh.con.execute("SELECT fingerprint FROM fingerprints ORDER BY errors, fingerprint LIMIT 1").fetchall()
    return [fp for (fp,) in top + rare]


@pytest.mark.parametrize(("name", "now"), WINDOWS, ids=[w[0] for w in WINDOWS])
def test_the_page_equals_the_raw_rows_of_its_window(built, name, now):
    with warehouse.connect(built.db, read_only=True) as wh:
        checked_rows = 0
        for fp in _fingerprints(wh):
            page = fingerprint_page(wh, fp, now)
            assert page is not None
            meta = wh.rows("ui_fingerprint", {"fingerprint": fp})[0]
            window = {"fp": fp, "from": max(now - timedelta(days=28), meta["first_seen"]), "to": meta["last_seen"]}
            for dim in ("model", "harness_version", "client_os"):
                expected = [(r["value"] or "(not reported)", r["errors"], r["sessions"])
                            for r in _rows(wh, RAW.format(dim=dim), window)]
                shown = [(r["value"], r["errors"], r["sessions"]) for r in page["breakdown"][dim]]
                assert sorted(shown) == sorted(expected), (fp, dim)
            expected_sessions = _rows(wh, SESSIONS, window)
            assert [(s["session_id"], s["errors"], s["first_ts"], s["last_ts"], s["error_message"])
                    for s in page["sessions"]] == [tuple(r.values()) for r in expected_sessions], fp
            total = _rows(wh, "SELECT count(*) AS errors, count(DISTINCT session_id) AS sessions FROM tool_calls "
                              "WHERE fingerprint = $fp AND ts >= $from AND ts <= $to", window)[0]
            assert page["counts"] == total, fp
            last = _rows(wh, LAST, window)
            assert page["rule"] == (last[0] if last else {"rule_id": None, "ruleset_version": None}), fp
            checked_rows += total["errors"]
        assert checked_rows, "the window must hold errors of the fingerprints checked"


def _rows(wh, sql: str, params: dict) -> list[dict]:
    cur = wh.con.execute(sql, params)
    cols = [d[0] for d in cur.description]
    return [dict(zip(cols, row, strict=True)) for row in cur.fetchall()]
