"""A lock row with expiry, so two runs of one job never work on a warehouse at once.

Across processes DuckDB's single-writer file lock keeps a second process out
(it gets :class:`~warehouse.errors.WarehouseBusy`). Inside one process —
Prefect runs flows in threads, and an overlapping scheduled run shares the
DuckDB instance — that lock does not apply, so ``run_locks`` does: the first
run takes the row, a second one sees it held and stands down. A run that
crashed leaves the row behind; it expires after ``ttl`` and is taken over.
"""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import ToolwatchError, WarehouseBusy


class RunLocked(ToolwatchError):
    """Another run holds this job's lock; this run did nothing."""

    def __init__(self, name: str, holder: str, expires_at: datetime | None) -> None:
        super().__init__(
            f"another {name} run ({holder}) is in progress until {expires_at:%Y-%m-%d %H:%M:%S} UTC "
            "at the latest; this run did nothing"
            if expires_at
            else f"another {name} run ({holder}) is in progress; this run did nothing"
        )
        self.name = name
        self.holder = holder


def new_holder() -> str:
    """An identity unique to one run: host, process and a random part."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def acquire(wh, name: str, holder: str, ttl: timedelta) -> bool:
    """Take ``name`` for ``holder`` if it is free, expired or already ``holder``'s."""
    now = _now()
    try:
        with wh.transaction():
            rows = wh.run(
                "run_lock_acquire",
                {"name": name, "holder": holder, "now": now, "expires_at": now + ttl},
            ).fetchall()
    except duckdb.TransactionException as exc:
        # Two connections raced for the same row: the other one won.
        raise WarehouseBusy(f"lock {name!r} is being taken by another run: {exc}") from exc
    return bool(rows)


def release(wh, name: str, holder: str) -> None:
    wh.run("run_lock_release", {"name": name, "holder": holder})


@contextmanager
def run_lock(wh, name: str, ttl: timedelta = timedelta(minutes=30), holder: str | None = None) -> Iterator[str]:
    """Hold ``name`` for the block, or raise :class:`RunLocked` if another run holds it."""
    holder = holder or new_holder()
    try:
        got = acquire(wh, name, holder, ttl)
    except WarehouseBusy:
        got = False
    if not got:
        row = wh.rows("run_lock_get", {"name": name})
        current: dict[str, Any] = row[0] if row else {"holder": "unknown", "expires_at": None}
        raise RunLocked(name, str(current["holder"]), current["expires_at"])
    try:
        yield holder
    finally:
        release(wh, name, holder)
