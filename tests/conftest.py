"""Shared fixtures. No test may read a real token or a user's config."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

_CLEARED_PREFIXES = ("TOOLWATCH_", "SLACK_", "LINEAR_", "CURSOR_", "AWS_")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """`--dist loadfile` runs the longest files first (tests/scheduling.py says why)."""
    if config.getvalue("dist") != "loadfile":
        return None
    from scheduling import LongestFirstScheduling

    return LongestFirstScheduling(config, log)


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in list(os.environ):
        if name.startswith(_CLEARED_PREFIXES):
            monkeypatch.delenv(name, raising=False)
    # A toolwatch.toml in the developer's working directory must not leak in.
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def wh(tmp_path: Path):
    """A freshly migrated warehouse in a real DuckDB file."""
    from toolwatch import warehouse

    with warehouse.connect(tmp_path / "test.duckdb") as conn:
        yield conn


@pytest.fixture(scope="session")
def s3():
    """A real S3 API (moto's server) on loopback, started once when a test asks for it."""
    import s3_server

    server = s3_server.start()
    try:
        yield server
    finally:
        server.process.terminate()
        server.process.wait(timeout=10)
