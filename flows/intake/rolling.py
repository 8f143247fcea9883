"""The receiver's spool files: each request appended to one open file, claimable at any time.

One spool file per request cost the warehouse a load per request (~0.4 s each
here, whatever its size: a transaction, a hash, rollups), so the receiver keeps
one open file per kind under ``.open/`` and appends each accepted request to it
as one line: an OTLP/JSON document per line, or the request's event lines.

- The append is one ``write`` under an exclusive ``flock``, fsynced before the
  reply: a request that got 200 is on disk. A failed write (disk full) is cut
  back off before the lock is released, so the file only ever holds whole
  requests while its lock is free.
- A load claims an open file as it claims an hourly hook file
  (:func:`toolwatch.flows.intake.spool.claim`): rename into ``ingesting/``, then
  take the lock, so an append in progress finishes first; the writer sees its
  path gone and starts a new file. A tail without its newline can only be left
  by a writer that died in the middle of a write, a request never acknowledged:
  the claim cuts it off. So a crash never leaves half a request for ingest.
- A file that reaches ``max_bytes`` is renamed into the spool by the writer
  (ingest parses an OTLP file in memory; this bounds it).

Without ``flock`` (Windows) each request is its own file, written atomically.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from toolwatch.flows.intake.spool import OPEN, fcntl, fsync_dir, received_name, write_atomically

MAX_FILE_BYTES = 16 << 20


class RollingWriter:
    """Appends whole requests to ``.open/<prefix>…<suffix>`` in a spool; thread-safe."""

    def __init__(self, spool: Path, prefix: str, suffix: str, max_bytes: int = MAX_FILE_BYTES) -> None:
        self.spool, self.prefix, self.suffix, self.max_bytes = spool, prefix, suffix, max_bytes
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._path: Path | None = None

    def append(self, data: bytes) -> None:
        """Write ``data`` (whole lines) durably, or raise OSError having written nothing."""
        if fcntl is None:
            write_atomically(self.spool, received_name(self.prefix, self.suffix), data)
            return
        with self._lock:
            for _ in range(5):
                fd, path = self._current()
                fcntl.flock(fd, fcntl.LOCK_EX)
                try:
                    if not _is_at(fd, path):
                        self._forget()  # claimed by a load: start a new file
                        continue
                    start = os.fstat(fd).st_size
                    try:
                        _write_all(fd, data)
                        os.fsync(fd)
                    except OSError:
                        try:
                            os.ftruncate(fd, start)  # never leave part of a request behind
                        except OSError:
                            self._forget()  # nor append after it: the claim cuts that tail off
                        raise
                    if start + len(data) >= self.max_bytes:
                        self._publish()
                    return
                finally:
                    if self._fd == fd:
                        fcntl.flock(fd, fcntl.LOCK_UN)
            raise OSError(f"{self.spool}: open spool file claimed 5 times during one append")

    def close(self) -> None:
        """Move the open file, if any, into the spool (a load would claim it from ``.open/`` anyway)."""
        if fcntl is None:
            return
        with self._lock:
            if self._fd is None:
                return
            fcntl.flock(self._fd, fcntl.LOCK_EX)
            if _is_at(self._fd, self._path) and os.fstat(self._fd).st_size:
                self._publish()
            else:
                self._forget()

    def _current(self) -> tuple[int, Path]:
        if self._fd is None or self._path is None:
            folder = self.spool / OPEN
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / received_name(self.prefix, self.suffix)
            self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_EXCL, 0o600)
            self._path = path
            fsync_dir(folder)  # the new name survives a power loss with the data fsynced into it
        return self._fd, self._path

    def _publish(self) -> None:
        assert self._path is not None
        os.replace(self._path, self.spool / self._path.name)
        fsync_dir(self.spool)
        self._forget()

    def _forget(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # releases its lock
        self._fd, self._path = None, None


def _is_at(fd: int, path: Path | None) -> bool:
    try:
        return path is not None and os.path.samestat(os.fstat(fd), os.stat(path))
    except FileNotFoundError:
        return False


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
