"""Fixtures of the Slack delivery tests (defined in slack_fixtures.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from slack_fixtures import slack, slack_sink  # noqa: E402, F401  (fixtures)
