"""Rendered Slack messages of representative alerts, as text snapshots reviewed in diffs.

A snapshot that changes fails the test; after reviewing the new rendering, run
``TOOLWATCH_UPDATE_SNAPSHOTS=1 .venv/bin/pytest tests/alerts/test_snapshots.py``
and commit the changed ``tests/alerts/snapshots/*.txt``. A missing snapshot fails too.
"""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest
from conftest import OPENED_AT, make_payload

from alerts.slack_blocks import Links, Rendered, blocks_to_text, render_message, render_reply

SNAPSHOTS = Path(__file__).parent / "snapshots"
LINKS = Links(runbook_url="https://runbook.example/toolwatch", dashboard_url="https://grafana.example/d/tools")
# The autouse fixture clears TOOLWATCH_* before tests run, so read the switch at import.
UPDATE = os.environ.get("TOOLWATCH_UPDATE_SNAPSHOTS") == "1"

RESOLVED_AT = OPENED_AT + timedelta(hours=1, minutes=25)
CASES = {
    "anomaly_opened": lambda: render_message([make_payload(12)], links=LINKS),
    "unknown_threshold_opened": lambda: render_message(
        [make_payload(13, kind="unknown_threshold", tool="run_terminal_cmd", model="gpt-5", error_class="unknown",
                      observed_rate=0.031, baseline_rate=None, calls=640, errors=20,
                      template="spawn <path> EACCES: sandbox helper crashed (code <int>)",
                      sample_message="spawn /usr/bin/zsh EACCES: sandbox helper crashed (code 139)")],
        links=LINKS),
    "anomaly_resolved": lambda: render_message([make_payload(12, "resolved", resolved_at=RESOLVED_AT, observed_rate=0.09, errors=11)]),
    "burst_grouped": lambda: render_message(
        [make_payload(20, model="gpt-5"), make_payload(21, model="claude-sonnet-4", error_class="UnexpectedEnvironment"),
         make_payload(22, "resolved", model=None, resolved_at=RESOLVED_AT)],
        links=LINKS),
    "renotified_reply": lambda: render_reply(make_payload(12, "renotified", observed_rate=0.14, errors=17)),
    "resolved_reply": lambda: render_reply(make_payload(12, "resolved", resolved_at=RESOLVED_AT, observed_rate=0.09, errors=11)),
    "untrusted_text": lambda: render_message([make_payload(
        30, tool="mcp__evil__<!channel>", model="*bold* _model_",
        template="<https://evil.example|click here> for `free` <@U123>",
        sample_message="Authorization: Bearer " + "A" * 24 + " ```\n*ping* <!here> & done",
    )]),
}


def _snapshot(rendered: Rendered) -> str:
    return f"text: {rendered.text}\n\n{blocks_to_text(rendered.blocks)}\n"


@pytest.mark.parametrize("name", sorted(CASES))
def test_rendered_message_matches_snapshot(name):
    actual = _snapshot(CASES[name]())
    path = SNAPSHOTS / f"{name}.txt"
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text(actual)
    assert path.exists(), f"no snapshot {path.name}; review the rendering and run with TOOLWATCH_UPDATE_SNAPSHOTS=1"
    assert actual == path.read_text(), f"{name} rendering changed; review and update the snapshot"
