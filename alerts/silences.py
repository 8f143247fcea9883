"""Ending silences, and telling a person when the key they silence names nothing toolwatch has seen.

Adding a silence is :func:`toolwatch.alerts.policy.add_silence`; the lifecycle
reads the ``silences`` table when it decides whether to notify.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from toolwatch.detectors.findings import parse_alert_key
from toolwatch.warehouse import Warehouse
from toolwatch.warehouse.errors import ConfigError


def _parsed(key: str) -> tuple[str, str, str | None, str]:
    try:
        return parse_alert_key(key)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None


def key_is_known(wh: Warehouse, key: str) -> bool:
    """Whether ``key`` matches an alert, or a tool (and model) with calls: a typo matches neither."""
    _, tool, model, _ = _parsed(key)
    row = wh.run("silence_key_known", {"alert_key": key, "tool": tool, "model": model}).fetchone()
    return bool(row and row[0])


def end_silences(wh: Warehouse, key: str, now: datetime) -> list[dict[str, Any]]:
    """End the silences of ``key`` in force at ``now``; returns what was ended (empty: none was)."""
    _parsed(key)
    cur = wh.run("silence_end", {"alert_key": key, "now": now})
    cols = [d[0] for d in cur.description or []]
    return [dict(zip(cols, row, strict=True)) for row in cur.fetchall()]
