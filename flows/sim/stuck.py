"""Stuck sessions: an agent retrying a failing call unchanged, with known answers.

An unknown bug's errors (the rows carrying an ``unknown_burst`` incident's
own message) are regrouped, in time order, into runs of 3 to 6; two runs in
three become one stuck session each: the same session (id, model, client, harness
version), the same arguments and the same message on each of its calls. No
call is added or removed and every call keeps its tool, time and outcome, so
tool-level rates, counts and incident labels stay as drawn. The day's
tally (``BugTally``: errors, error characters — wasted context is
characters / 4 — and stuck sessions) goes to ``incidents.json`` as the
answer the triage must find.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyarrow as pa

REPEATS = (3, 4, 5, 6)
# What a session fixes for all its calls, copied from the run's first call onto the others.
SESSION_COLUMNS = ("session_id", "args", "model", "provider", "call_prefix", "client_os", "harness_version")


@dataclass
class BugTally:
    errors: int = 0
    chars: int = 0
    stuck_sessions: int = 0
    stuck_calls: int = 0
    example: str | None = None

    def to_json(self) -> dict:
        return {"errors": self.errors, "wasted_tokens": round(self.chars / 4), "stuck_sessions": self.stuck_sessions,
                "stuck_calls": self.stuck_calls, "example_message": self.example}


def _bug_heads(plan) -> list[tuple[str, str]]:
    """(incident id, the fixed start of its message) of every injected bug."""
    return [(inc.id, inc.message.split("{")[0]) for inc in plan.incidents
            if inc.kind == "unknown_burst" and inc.message]


def make_stuck(plan, day: pa.Table, index: int, acc: dict[str, BugTally]) -> pa.Table:
    """``day`` with its bug errors regrouped into stuck sessions; the tally added to ``acc``."""
    heads = _bug_heads(plan)
    if not heads:
        return day
    messages = day.column("error_message").to_pylist()
    columns: dict[str, list] = {}
    for iid, head in heads:
        rows = [i for i, m in enumerate(messages) if m is not None and m.startswith(head)]
        entry = acc.setdefault(iid, BugTally())
        if rows and not columns:
            columns = {name: day.column(name).to_pylist() for name in SESSION_COLUMNS}
        start, run = 0, 0
        while start < len(rows):
            size = REPEATS[run % len(REPEATS)]
            group = rows[start:start + size]
            if run % 3 != 2 and len(group) == size:
                first = group[0]
                for i in group:
                    # one session: its model (and what follows from it), client, arguments and message
                    for values in columns.values():
                        values[i] = values[first]
                    columns["session_id"][i] = f"sess_stuck_{plan.tag}_{iid}_{index:03d}_{run:04d}"
                    messages[i] = messages[first]
                entry.stuck_sessions += 1
                entry.stuck_calls += size
            start += size
            run += 1
        entry.errors += len(rows)
        entry.chars += sum(len(messages[i]) for i in rows)
        if rows and entry.example is None:
            entry.example = messages[rows[0]]
    if not columns:
        return day
    columns["error_message"] = messages
    for name, values in columns.items():
        field = day.schema.field(name)
        array = (pa.array(values, field.type.value_type).dictionary_encode() if pa.types.is_dictionary(field.type)
                 else pa.array(values, field.type))
        day = day.set_column(day.schema.get_field_index(name), field.name, array)
    return day
