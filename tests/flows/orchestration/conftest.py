"""Fixtures for the orchestration tests: one Prefect test server for the whole session."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def prefect_harness():
    """Prefect's temporary API server with a throwaway database, started once (it takes seconds)."""
    from prefect.testing.utilities import prefect_test_harness

    # The machine is shared with other suites: give the server time to come up.
    with prefect_test_harness(server_startup_timeout=180):
        yield
