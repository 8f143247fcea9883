"""Fixture warehouses for the triage tests, filled with plain INSERTs.

``Traffic`` spreads calls and errors over an ISO week and then derives
``rollup_calls`` and ``fingerprints`` from ``tool_calls`` the way ingest keeps
them, so the triage reads the same tables it reads in production.
"""

from __future__ import annotations

import itertools
import json
from datetime import datetime, timedelta

from toolwatch.skills.issues import Week, parse_week

WEEK = "2026-W48"
NOW = datetime(2026, 12, 1, 9, 0)  # the Tuesday after WEEK


COLUMNS = ("event_key", "ts", "tool", "model", "status", "is_error", "error_type", "error_message", "call_id",
           "session_id", "provider", "harness_version", "client_os", "duration_ms", "args", "truncated",
           "error_class", "reason", "rule_id", "ruleset_version", "fingerprint", "ingested_at")


class Traffic:
    _keys = itertools.count(1)

    def __init__(self, wh) -> None:
        self.wh = wh
        self.rows: list[tuple] = []

    def _ts(self, week: Week, i: int, n: int) -> datetime:
        span = (week.end - week.start).total_seconds() - 3600
        return week.start + timedelta(seconds=1800 + span * i / max(1, n))

    def calls(self, week: Week | str, tool: str, n: int, *, model: str = "gpt-5", harness: str = "1.0.0",
              client_os: str = "linux", provider: str = "openai", sessions: int = 50) -> Traffic:
        week = parse_week(week) if isinstance(week, str) else week
        for i in range(n):
            self._add(self._ts(week, i, n), tool, model, "ok", None, None, None, None,
                      f"ok-{week.label}-{i % sessions}", harness, client_os, provider, None)
        return self

    def errors(self, week: Week | str, tool: str, fingerprint: str, n: int, *, error_class: str = "unknown",
               reason: str = "unclassified", message: str = "TypeError: cannot read {i}",
               sessions: int = 10, model: str = "gpt-5", harness: str = "1.0.0", client_os: str = "linux",
               provider: str = "openai", args: dict | None = None, status: str = "error",
               start: datetime | None = None) -> Traffic:
        week = parse_week(week) if isinstance(week, str) else week
        for i in range(n):
            ts = start + timedelta(minutes=i) if start else self._ts(week, i, n)
            self._add(ts, tool, model, status, error_class, reason, fingerprint, message.format(i=i),
                      f"{fingerprint}-{week.label}-{i % sessions}", harness, client_os, provider,
                      json.dumps(args) if args is not None else None)
        return self

    def _add(self, ts, tool, model, status, error_class, reason, fingerprint, message, session, harness,
             client_os, provider, args) -> None:
        self.rows.append((next(self._keys), ts, tool, model, status, status != "ok", status if status != "ok" else None,
                          message, None, session, provider, harness, client_os, 12.0, args, False,
                          error_class, reason, "r1" if error_class else None, "v1" if error_class else None,
                          fingerprint, datetime(2026, 12, 1)))

    def staged(self):
        import pyarrow as pa

        return pa.Table.from_pylist([dict(zip(COLUMNS, r, strict=True)) for r in self.rows])

    def commit(self, staged=None) -> Traffic:
        con = self.wh.con
        for table in [staged, self.staged() if self.rows else None]:
            if table is None:
                continue
            con.register("staged_calls", table)
            con.execute(f"INSERT INTO tool_calls ({', '.join(COLUMNS)}) SELECT * FROM staged_calls")
            con.unregister("staged_calls")
        self.rows = []
        con.execute("DELETE FROM rollup_calls")
        con.execute("""INSERT INTO rollup_calls
            SELECT time_bucket(INTERVAL 5 MINUTE, ts), tool, model, count(*), count(*) FILTER (WHERE is_error)
            FROM tool_calls GROUP BY ALL""")
        con.execute("DELETE FROM fingerprints")
        con.execute("""INSERT INTO fingerprints
            SELECT fingerprint, any_value(tool), any_value(error_class), any_value(reason),
                   regexp_replace(arg_min(error_message, ts), '[0-9]+', '<int>', 'g'), arg_max(error_message, ts),
                   min(ts), max(ts), count(*)
            FROM tool_calls WHERE is_error GROUP BY fingerprint""")
        return self


# Fingerprints of the standard scenario.
SPIKING = "aaaa000000000001"   # InvalidArguments on edit_file: 1% for four weeks, ~4% this week
ONGOING = "bbbb000000000002"   # UnexpectedEnvironment on read_file: twice the traffic, twice the errors
NEW = "cccc000000000003"       # unknown on run_terminal_cmd: first seen this week


_STANDARD: dict[str, object] = {}


def standard_week(traffic: Traffic, week: Week) -> Traffic:
    """Four quiet weeks, then a week with one spike, one traffic surge and one new bug.

    The rows are generated once per week label and reused: only the INSERT runs per test.
    """
    if week.label not in _STANDARD:
        _STANDARD[week.label] = _generate_standard(Traffic(None), week).staged()
    return traffic.commit(_STANDARD[week.label])


def _generate_standard(traffic: Traffic, week: Week) -> Traffic:
    for k in range(-4, 1):
        wk = week.shifted(k)
        traffic.calls(wk, "edit_file", 2000)
        traffic.errors(wk, "edit_file", SPIKING, 20, error_class="InvalidArguments", reason="edit_no_match",
                       message="old_string not found in {i}.py")
        surge = 2 if k == 0 else 1
        traffic.calls(wk, "read_file", 1000 * surge)
        traffic.errors(wk, "read_file", ONGOING, 10 * surge, error_class="UnexpectedEnvironment",
                       reason="file_not_found", message="ENOENT: no such file /src/{i}.ts")
    traffic.errors(week, "edit_file", SPIKING, 60, error_class="InvalidArguments", reason="edit_no_match",
                   message="old_string not found in {i}.py", model="gemini-3-pro", sessions=30)
    traffic.calls(week, "run_terminal_cmd", 400)
    traffic.errors(week, "run_terminal_cmd", NEW, 30, message="panic: nil map write (token=sk-proj-{i}Abcdefghijklmnopqrstuvwx)",
                   args={"command": "make *test*"}, sessions=12, harness="1.8.0")
    return traffic
