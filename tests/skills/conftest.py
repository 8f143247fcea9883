"""Fixtures of the triage tests (helpers live in triage_fixtures.py and triage_servers.py)."""

from __future__ import annotations

import pytest
from triage_fixtures import WEEK, Traffic

from toolwatch.skills.issues import Week, parse_week


@pytest.fixture
def traffic(wh) -> Traffic:
    return Traffic(wh)


@pytest.fixture
def week() -> Week:
    return parse_week(WEEK)
