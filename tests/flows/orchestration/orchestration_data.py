"""Synthetic tool-call logs for the orchestration tests (a module of its own: conftest names collide)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

# A Monday morning: the start of every synthetic dataset here.
T0 = datetime(2026, 11, 2, 9, 0)


def write_events(path: Path, start: datetime, minutes: int, calls_per_minute: int,
                 unknown_from_minute: int | None = None, unknown_per_minute: int = 0,
                 tool: str = "edit_file", prefix: str = "c") -> int:
    """A JSONL file of ok calls, with unknown errors from ``unknown_from_minute`` on; returns the line count."""
    lines = []
    for minute in range(minutes):
        for i in range(calls_per_minute):
            ts = start + timedelta(minutes=minute, seconds=i * 60 / calls_per_minute)
            failing = unknown_from_minute is not None and minute >= unknown_from_minute and i < unknown_per_minute
            event = {"ts": ts.isoformat() + "Z", "tool": tool, "model": "gpt-5",
                     "status": "error" if failing else "ok", "call_id": f"{prefix}-{minute}-{i}",
                     "session_id": f"s{i % 7}"}
            if failing:
                event["error_message"] = f"TypeError: Cannot read properties of null (reading 'lineCount') #{i}"
            lines.append(json.dumps(event))
    path.write_text("\n".join(lines) + "\n")
    return len(lines)
