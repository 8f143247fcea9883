"""What every command handler needs: settings from its args, the warehouse, output."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolwatch.flows.settings import Settings
    from toolwatch.warehouse.db import Warehouse

__all__ = ["console", "dumps", "open_warehouse", "print_json", "settings_from"]

# Every command module imports this one when `toolwatch` builds its parser, so it imports
# the settings, the wiring and DuckDB only when a handler calls it.


def settings_from(args: argparse.Namespace) -> Settings:
    from toolwatch.flows.settings import load_settings

    return load_settings(config_path=getattr(args, "config", None), db_path=getattr(args, "db", None))


def open_warehouse(settings: Settings, *, read_only: bool = False, must_exist: bool = False,
                   threads: int | None = None) -> Warehouse:
    """:func:`toolwatch.flows.wiring.open_warehouse`, imported when a command opens one."""
    from toolwatch.flows.wiring import open_warehouse as open_configured

    return open_configured(settings, read_only=read_only, must_exist=must_exist, threads=threads)


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
