"""A new warehouse copied from a shipped empty one instead of built by the migrations.

Creating the schema of every migration in a new file (one transaction, a commit that
checkpoints itself) made opening a new warehouse cost 71–101 ms of CPU, against 38–44 ms
to copy this file and open it (docs/performance.md, fourth round). ``warehouse/data/empty_warehouse.STAMP.duckdb`` is that new
warehouse, built by the migrations when ``make install`` runs (``python -m
toolwatch.warehouse.template``; git ignores it, the wheel ships it compressed, 14 KB): 1.5 MB
of DuckDB blocks, mostly zeros. :func:`place`
copies it where a new warehouse is to be created (the kernel copies: no decompression, ~1 ms);
:func:`toolwatch.warehouse.db.connect` then opens it as an up-to-date warehouse.

STAMP is DuckDB's version and a digest of the migrations' names and text (:func:`stamp`).
Any difference (a migration added or edited, another DuckDB that might write another
storage format) and there is no file of that name, so :func:`place` writes nothing and the
migrations run as before: a stale template costs time, never a schema.
``tests/warehouse/test_template.py`` fails while the built file lags the migrations or the
DuckDB installed, and holds a template schema- and content-identical to a warehouse the
migrations created; a checkout without it (or a DuckDB upgraded by hand) only makes new
warehouses use the migrations until ``make install`` builds it.

Crash safety: the copy is written to a temporary file beside the target and fsynced, then
hard-linked to the target's name, which fails if a file appeared there meanwhile (another
process creating the same warehouse keeps its own), and the folder is fsynced. A crash
leaves no warehouse or a complete one, at worst also a stray ``.NAME.PID.template`` file.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from toolwatch.warehouse.engine import duckdb

if TYPE_CHECKING:
    from collections.abc import Callable

TEMPLATE_DIR = Path(__file__).parent / "data"
# The template's schema_migrations rows carry this time, not the build's: a copy gets its own
# when it is opened (toolwatch.warehouse.db.connect), and a rebuild of the same schema differs less.
_BUILT_AT = "2000-01-01 00:00:00"


def stamp(migrations_dir: Path | None = None, version: str | None = None) -> str:
    """What a new warehouse's bytes depend on: DuckDB's ``version`` (by default the one
    running) and a digest of each migration's name and text (in ``migrations_dir``, by
    default the shipped ones)."""
    return f"duckdb-{version or duckdb.__version__}-{migrations_digest(migrations_dir)}"


def migrations_digest(migrations_dir: Path | None = None) -> str:
    """16 hex of a digest of each migration's name and text, in order."""
    from toolwatch.warehouse.db import MIGRATIONS_DIR

    digest = hashlib.sha256()
    for path in sorted((migrations_dir or MIGRATIONS_DIR).glob("*.sql")):
        digest.update(b"\0" + path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def template_file(folder: Path = TEMPLATE_DIR, stamped: str | None = None) -> Path:
    """Where the template stamped ``stamped`` (by default the current :func:`stamp`) is kept."""
    return folder / f"empty_warehouse.{stamped or stamp()}.duckdb"


def place(path: Path, folder: Path = TEMPLATE_DIR) -> bool:
    """Put the empty warehouse at ``path``, which does not exist yet; whether it did.

    False, with nothing written, when ``folder`` holds no template of the current :func:`stamp`,
    when ``path`` or its write-ahead log exists, or when the file system refuses (no hard
    links, no such folder): the caller then creates the warehouse with the migrations.
    """
    source = template_file(folder)
    if path.exists() or Path(f"{path}.wal").exists() or not source.exists():
        return False
    tmp = path.with_name(f".{path.name}.{os.getpid()}.template")
    try:
        _copy_synced(source, tmp)
        try:
            os.link(tmp, path)
        except FileExistsError:
            return False  # another process created it first: theirs is opened, as with DuckDB's own lock
        _fsync_dir(path.parent)
        return True
    except OSError:
        return False
    finally:
        tmp.unlink(missing_ok=True)


def _copy_synced(source: Path, target: Path, sendfile: Callable[[int, int, int, int], int] | None = None) -> None:
    """Copy ``source`` to ``target`` by the kernel (``sendfile``, as ``shutil.copyfile`` does on
    Linux; read and write where it refuses, as on macOS) and fsync it. Not shutil itself: its
    import loads bz2 and lzma (~2.7 ms of a new warehouse's small ingest)."""
    sendfile = sendfile or getattr(os, "sendfile", None)
    with source.open("rb") as src, target.open("wb") as dst:
        size, copied = os.fstat(src.fileno()).st_size, 0
        try:
            while sendfile is not None and copied < size:
                sent = sendfile(dst.fileno(), src.fileno(), copied, size - copied)
                if not sent:
                    break
                copied += sent
        except OSError:  # no sendfile to a file here: copy through memory
            copied = 0
        if copied < size:
            src.seek(0)
            dst.seek(0)
            dst.truncate()
            dst.write(src.read())
        dst.flush()
        os.fsync(dst.fileno())


def _fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def build(folder: Path = TEMPLATE_DIR) -> Path:
    """Write the template of the current :func:`stamp` (a warehouse the migrations created) and remove older ones."""
    import tempfile

    from toolwatch.warehouse.db import connect, wal_bytes

    target = template_file(folder)
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        path = Path(scratch) / "empty.duckdb"
        with connect(path, template_dir=None) as wh:
            wh.con.execute("UPDATE schema_migrations SET applied_at = $at::TIMESTAMP", {"at": _BUILT_AT})
            wh.con.execute("CHECKPOINT")
        if wal_bytes(path):
            raise RuntimeError("the new warehouse kept a write-ahead log: the template would be incomplete")
        path.replace(target)
    for old in folder.glob("empty_warehouse.*.duckdb"):
        if old != target:
            old.unlink()
    return target


if __name__ == "__main__":
    print(build())
