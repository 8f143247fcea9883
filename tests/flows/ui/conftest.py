"""Fixtures of the UI tests (defined in ui_fixtures.py, importable by its unique name)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "alerts"))
sys.path.insert(0, str(Path(__file__).parent))

from ui_fixtures import built, private_copy, serve  # noqa: E402, F401  (fixtures)
