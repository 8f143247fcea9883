"""A private, periodically refreshed copy of the warehouse for readers that must never hold up a writer.

DuckDB allows one writer process per file, and a reader's connection keeps a
writer from opening the file for as long as the reader stays connected. The web
UI therefore never connects to the warehouse itself. It reads a copy:

1. ``refresh()`` stats the warehouse (and its ``.wal``); unchanged since the last
   copy → nothing to do.
2. It takes the same shared ``fcntl`` lock a DuckDB reader takes, without waiting:
   a writer holds the file → the copy stays as it is and is tried again later.
3. It copies the file and its WAL (``copy_file_range``: page cache to page cache),
   releases the lock, and opens the copy as a fresh DuckDB database.

The lock is held only for the copy (0.1 s per 100 MB here); a writer starting in
that moment waits it out (``connect(lock_wait=…)``) instead of failing. Readers
use ``cursor()`` on the newest copy; the previous copy stays open until the next
refresh so a page being rendered is never cut off.

POSIX locks belong to the process, and closing any descriptor of the file drops
all of them: a process that also writes the warehouse (the UI applying Slack
actions) takes :attr:`Snapshot.file_lock` around its writes so the copy never
closes its descriptor under a live writer connection.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from toolwatch.warehouse.db import _migrate, copy, schema_version
from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import WarehouseBusy, WarehouseMissing


@dataclass
class _Generation:
    number: int
    path: Path
    con: duckdb.DuckDBPyConnection
    copied_at: datetime
    source_stat: tuple


def _stat(path: Path) -> tuple:
    wal = Path(f"{path}.wal")
    parts: list[tuple[int, int] | None] = []
    for p in (path, wal):
        try:
            st = p.stat()
            parts.append((st.st_mtime_ns, st.st_size))
        except FileNotFoundError:
            parts.append(None)
    return tuple(parts)


class Snapshot:
    """Copies of the warehouse at ``source`` kept in ``folder``; :meth:`cursor` reads the newest."""

    def __init__(self, source: str | Path, folder: str | Path, *, max_age: float = 30.0, threads: int = 1) -> None:
        self.source = Path(source)
        self.threads = threads
        self.folder = Path(folder)
        self.max_age = max_age
        self.file_lock = threading.Lock()  # see the module docstring
        self._refreshing = threading.Lock()
        self._swap = threading.Lock()
        self._current: _Generation | None = None
        self._previous: _Generation | None = None
        self._checked = 0.0
        self._number = 0
        self.copies = 0
        self.busy = 0  # refreshes skipped because a writer held the file

    @property
    def copied_at(self) -> datetime | None:
        return self._current.copied_at if self._current else None

    def refresh(self) -> bool:
        """Copy the warehouse if it changed and no writer holds it; True when the copy is current."""
        if not self.source.exists():
            raise WarehouseMissing(f"no warehouse at {self.source}: check --db / TOOLWATCH_DB")
        with self._refreshing:
            self._checked = time.monotonic()
            stat = _stat(self.source)
            if self._current is not None and self._current.source_stat == stat:
                return True
            self.folder.mkdir(parents=True, exist_ok=True)
            self._number += 1
            target = self.folder / f"snapshot-{os.getpid()}-{self._number}.duckdb"
            with self.file_lock:
                copied = self._copy(target)
            if not copied:
                self.busy += 1
                return False
            con = duckdb.connect(str(target))  # the copy is ours: replaying its WAL changes nothing shared
            con.execute("SET TimeZone = 'UTC'")
            con.execute("SET enable_progress_bar = false")
            # Pages are small queries: one thread each leaves the other cores to ingest and detect.
            con.execute("SET threads = $threads", {"threads": self.threads})
            _migrate(con, schema_version(con), str(target))  # a warehouse older than this code still shows, with empty new tables
            self.copies += 1
            generation = _Generation(self._number, target, con, datetime.now(UTC).replace(tzinfo=None), stat)
            with self._swap:
                old, self._previous, self._current = self._previous, self._current, generation
            if old is not None:
                old.con.close()
                _remove(old.path)
            return True

    def refresh_soon(self) -> None:
        """Refresh in a background thread unless one is already running: a page never waits for a copy."""
        if self._refreshing.locked():
            return

        def run() -> None:
            try:
                self.refresh()
            except Exception:  # noqa: BLE001 - the next page load tries again; the old copy keeps serving
                self.busy += 1

        threading.Thread(target=run, name="toolwatch-snapshot", daemon=True).start()

    def _copy(self, target: Path) -> bool:
        fd = os.open(self.source, os.O_RDONLY)
        try:
            try:
                fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except OSError:
                return False  # a writer holds it
            try:
                copy(self.source, target)
            finally:
                fcntl.lockf(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
        return True

    def ensure(self, wait: float = 10.0) -> None:
        """A first copy, waiting up to ``wait`` seconds for a writer to let go; a stale one is refreshed."""
        if self._current is None:
            deadline = time.monotonic() + wait
            pause = 0.05
            while not self.refresh():
                if time.monotonic() > deadline:
                    raise WarehouseBusy(f"warehouse {self.source} stayed locked by a writer for {wait:.0f} s; "
                                        "the UI has no copy yet: reload when the ingest or detect run ends")
                time.sleep(pause)  # polling: the writer's lock cannot be waited on
                pause = min(pause * 2, 1.0)
        elif time.monotonic() - self._checked > self.max_age:
            self.refresh_soon()

    def cursor(self) -> duckdb.DuckDBPyConnection:
        """A connection of its own (DuckDB cursors are per thread) to the newest copy."""
        return self.versioned_cursor()[1]

    def versioned_cursor(self) -> tuple[int, duckdb.DuckDBPyConnection]:
        """The newest copy's version (it grows with each new copy) and a connection of its own to it:
        what a reader shows is fixed by that version, so it can key a cache."""
        self.ensure()
        with self._swap:
            assert self._current is not None
            return self._current.number, self._current.con.cursor()

    def close(self) -> None:
        with self._swap:
            for gen in (self._previous, self._current):
                if gen is not None:
                    gen.con.close()
                    _remove(gen.path)
            self._previous = self._current = None


def _remove(path: Path) -> None:
    for p in (path, Path(f"{path}.wal")):
        p.unlink(missing_ok=True)
