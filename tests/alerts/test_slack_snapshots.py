"""Rendered Slack messages of representative alerts, as text snapshots reviewed in diffs.

A snapshot that changes fails the test; after reviewing the new rendering, run
``TOOLWATCH_UPDATE_SNAPSHOTS=1 .venv/bin/pytest tests/alerts/test_slack_snapshots.py``
and commit the changed ``tests/alerts/snapshots/*.txt``. A missing snapshot fails too.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from slack_cases import CASES

from toolwatch.alerts.slack_blocks import Rendered
from toolwatch.alerts.slack_text import blocks_to_text

SNAPSHOTS = Path(__file__).parent / "snapshots"
# The autouse fixture clears TOOLWATCH_* before tests run, so read the switch at import.
UPDATE = os.environ.get("TOOLWATCH_UPDATE_SNAPSHOTS") == "1"


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
