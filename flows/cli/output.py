"""What every command handler needs: settings from its args, the warehouse, output."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date, datetime
from typing import Any

from toolwatch.flows.settings import Settings, load_settings
from toolwatch.flows.wiring import open_warehouse

__all__ = ["console", "dumps", "open_warehouse", "print_json", "settings_from"]


def settings_from(args: argparse.Namespace) -> Settings:
    return load_settings(config_path=getattr(args, "config", None), db_path=getattr(args, "db", None))


def _default(value: Any) -> Any:
    if isinstance(value, datetime):
        # Warehouse timestamps are naive UTC.
        return value.isoformat() + ("Z" if value.tzinfo is None else "")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, set | frozenset | tuple):
        return list(value)
    if hasattr(value, "to_dict"):
        return value.to_dict()
    return str(value)


# JSON escapes C0 controls itself; DEL and C1 (0x9b is a terminal's CSI) pass raw with ensure_ascii=False.
_JSON_CONTROLS = {c: f"\\u{c:04x}" for c in range(0x7F, 0xA0)}


def dumps(data: Any) -> str:
    """One JSON document on one line; datetimes as ISO 8601 UTC with Z; no raw control character."""
    return json.dumps(data, default=_default, ensure_ascii=False).translate(_JSON_CONTROLS)


def print_json(data: Any) -> None:
    sys.stdout.write(dumps(data) + "\n")


def console(stderr: bool = False):
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=True)
