"""The spool: a folder of JSONL files that hooks and the receiver write and ingest drains.

Layout under the spool folder::

    hook-20261129T09.jsonl        hourly files the hooks append to (one line per event)
    pending-20261129T09.jsonl     events a hook could not POST to its receiver, re-sent later
    otlp-….json, events-….jsonl   the receiver's files (one request per line), full ones
    .open/                        the receiver's files it is appending to (see :mod:`.rolling`)
    ingesting/                    files claimed by a load, not yet committed
    done/                         files whose load committed
    held/                         OTLP tool spans waiting for the span with their model (:mod:`.held`)
    traces/context.json           recent traces' agent and inference spans (:mod:`.traces`)
    sessions/                     per-session model cache of the Claude Code hook
    .tmp/                         whole files while they are written (write, fsync, rename)

Concurrency: a hook appends one line under an exclusive ``flock`` and then
checks that the path it opened is still the file it locked. A load claims a
file by renaming it into ``ingesting/`` and then taking the same lock on the
renamed file, so a hook that opened the old name either finished its line
before the claim's lock, or sees the rename and writes to a fresh file. The
receiver's open files are claimed the same way, and a tail a dead writer left
without its newline is cut off (that request was never acknowledged). No line
is read twice or lost, and the warehouse skips a file whose bytes it has
loaded already (a crash between commit and the move to ``done/``).
"""

from __future__ import annotations

import os
import sys
import time

# Not `from typing import TYPE_CHECKING`, nor pathlib: the hook imports this module on
# every tool call and needs neither at run time (annotations stay strings); mypy reads
# the name. The functions below take Paths from their callers and build none themselves.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import TypeVar

    PathT = TypeVar("PathT", str, Path)

try:
    import fcntl
except ImportError:  # Windows: appends below the atomic size, no claim lock
    fcntl = None  # type: ignore[assignment]

HOOK_PREFIX = "hook-"
PENDING_PREFIX = "pending-"
RECEIVED_PREFIXES = ("otlp-", "events-")
INGESTING = "ingesting"
DONE = "done"
TMP = ".tmp"
OPEN = ".open"


def default_spool_dir(environ: Mapping[str, str] | None = None) -> Path:
    """``TOOLWATCH_SPOOL``, else ``toolwatch/spool`` under the user's data folder."""
    from pathlib import Path

    return Path(default_spool_folder(environ))


def default_spool_folder(environ: Mapping[str, str] | None = None) -> str:
    """:func:`default_spool_dir` as a string, for the hook (which does without pathlib)."""
    env = os.environ if environ is None else environ
    if env.get("TOOLWATCH_SPOOL"):
        return os.path.expanduser(env["TOOLWATCH_SPOOL"])
    home = os.path.expanduser("~")
    if sys.platform == "darwin":
        base = os.path.join(home, "Library", "Application Support")
    elif sys.platform == "win32":
        base = env.get("LOCALAPPDATA") or os.path.join(home, "AppData", "Local")
    else:
        base = env.get("XDG_DATA_HOME") or os.path.join(home, ".local", "share")
    return os.path.join(base, "toolwatch", "spool")


def hour_stamp(epoch: float) -> str:
    return time.strftime("%Y%m%dT%H", time.gmtime(epoch))


def _lock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX)  # released when the descriptor is closed


def append_line(path: str | os.PathLike[str], line: bytes, attempts: int = 5) -> None:
    """Append one line (``line`` ends with a newline) with a single write, safe against a concurrent claim."""
    for _ in range(attempts):
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            _lock(fd)
            if fcntl is not None:
                try:
                    same = os.path.samestat(os.fstat(fd), os.stat(path))
                except FileNotFoundError:
                    same = False
                if not same:
                    continue  # claimed between open and lock: write to the new file
            os.write(fd, line)
            return
        finally:
            os.close(fd)
    raise OSError(f"{path}: claimed {attempts} times while appending")


def write_atomically(spool: Path, name: str, data: bytes) -> Path:
    """Write a whole file into the spool: temp file, fsync, rename, fsync the folder."""
    tmp_dir = spool / TMP
    tmp_dir.mkdir(parents=True, exist_ok=True)
    import uuid

    tmp = tmp_dir / f"{name}.{uuid.uuid4().hex}"
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    final = spool / name
    os.replace(tmp, final)
    fsync_dir(spool)
    return final


def fsync_dir(folder: Path) -> None:
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def received_name(prefix: str, suffix: str, epoch: float | None = None) -> str:
    """A unique, time-ordered name for a file the receiver writes."""
    import uuid

    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime(epoch if epoch is not None else time.time()))
    return f"{prefix}{stamp}-{uuid.uuid4().hex[:12]}{suffix}"


def _is_ingestible(path: Path) -> bool:
    name = path.name
    if not path.is_file() or not name.endswith((".jsonl", ".json")):
        return False
    return name.startswith(HOOK_PREFIX) or name.startswith(RECEIVED_PREFIXES)


def claim(spool: Path) -> list[Path]:
    """Move every ingestible file into ``ingesting/``; returns those, with any left there by a crashed run."""
    if not spool.is_dir():
        return []
    import uuid

    ingesting = spool / INGESTING
    ingesting.mkdir(exist_ok=True)
    for path in sorted(spool.iterdir()):
        if _is_ingestible(path):
            # A unique name: the next hook of the same hour creates the old name afresh.
            claim_file(path, ingesting / f"{path.stem}-{uuid.uuid4().hex[:8]}{path.suffix}")
    if fcntl is not None and (spool / OPEN).is_dir():
        # The receiver's open files: without flock it writes none (a file per request instead).
        for path in sorted((spool / OPEN).iterdir()):
            claimed = claim_open_file(path, ingesting / path.name) if _is_ingestible(path) else None
            if claimed is not None and not claimed.stat().st_size:
                claimed.unlink()  # claimed between its creation and its first append
    return sorted(p for p in ingesting.iterdir() if p.is_file())


def mark_done(spool: Path, path: Path) -> Path:
    """After the load of ``path`` committed: move it to ``done/``."""
    done = spool / DONE
    done.mkdir(exist_ok=True)
    target = done / path.name
    os.replace(path, target)
    return target


def recent_files(spool: Path, within_s: float, now: float | None = None) -> list[Path]:
    """Spool files (waiting or done) modified within the last ``within_s`` seconds."""
    now = time.time() if now is None else now
    found = []
    for folder in (spool, spool / OPEN, spool / INGESTING, spool / DONE):
        if not folder.is_dir():
            continue
        for path in folder.iterdir():
            try:
                if path.is_file() and now - path.stat().st_mtime <= within_s:
                    found.append(path)
            except OSError:
                continue
    return found


def claim_file(path: PathT, target: PathT) -> PathT | None:
    """Rename ``path`` to ``target`` and wait out a writer holding its lock; None when it is gone."""
    try:
        os.replace(path, target)
    except FileNotFoundError:
        return None
    fd = os.open(target, os.O_RDONLY)
    try:
        _lock(fd)
    finally:
        os.close(fd)
    return target


def claim_open_file(path: Path, target: Path) -> Path | None:
    """:func:`claim_file` for the receiver's open files, then cut off a last line without its newline.

    Only a writer that died mid-write leaves one (a live one finishes, or cuts back,
    before it lets go of the lock), and once the claim has had the lock no writer
    appends to the file again: each re-checks its path under the lock first.
    """
    claimed = claim_file(path, target)
    if claimed is not None:
        fd = os.open(claimed, os.O_RDWR)
        try:
            _cut_partial_line(fd)
        finally:
            os.close(fd)
    return claimed


def _cut_partial_line(fd: int, chunk: int = 1 << 16) -> None:
    end = size = os.fstat(fd).st_size
    while end > 0:
        start = max(0, end - chunk)
        piece = os.pread(fd, end - start, start)
        newline = piece.rfind(b"\n")
        if newline >= 0:
            end = start + newline + 1
            break
        end = start
    if end != size:
        os.ftruncate(fd, end)
        os.fsync(fd)
