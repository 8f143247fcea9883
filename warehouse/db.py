"""Open a warehouse: connect to DuckDB, apply numbered migrations, run named SQL.

Migrations are ``warehouse/migrations/NNN_name.sql`` applied in order, once,
recorded in ``schema_migrations``; those a warehouse lacks are applied in one
transaction (all or none); a new warehouse is instead a copy of a shipped empty one
built by them, when that is current (:mod:`toolwatch.warehouse.template`). Opening an up-to-date warehouse costs one statement,
a read of that table (its newest version and count against the shipped files'
names): the catalog is listed only when the table is missing, and the files are
read only when a migration is. Named
queries live in ``warehouse/queries/*.sql`` as ``-- name: query_name``
blocks and take DuckDB ``$name`` parameters; :func:`query` returns the text.

A query that reads what only exists while a job runs (a staging table, an
input file) says so on a ``-- needs: …`` line; the test that runs every query
on an empty warehouse then checks that it parses, and the job's own tests run it.

Closing does not checkpoint a small write-ahead log. A commit is durable once it
is in ``<path>.wal`` (DuckDB replays the log when the file is next opened, by a
writer or a read-only reader alike), so checkpointing at every close only cost
time: 50–90 ms of a 1,000-line ingest. The log is bounded instead: a commit
that takes it past :data:`WAL_CHECKPOINT_BYTES` checkpoints it into the file
(DuckDB's ``checkpoint_threshold``), and so does a close that finds it there.
The bound is small because every open replays the log, at about 5 ms per small
ingest in it (docs/performance.md). The warehouse is therefore the file *and*
its ``.wal``: copy both (:func:`copy`), or run ``CHECKPOINT`` first.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from toolwatch.warehouse import template
from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import (
    NotAWarehouse,
    WarehouseBusy,
    WarehouseError,
    WarehouseMissing,
)

MIGRATIONS_DIR = Path(__file__).parent / "migrations"
QUERIES_DIR = Path(__file__).parent / "queries"
_MIGRATION_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")
_QUERY_HEADER = re.compile(r"^--\s*name:\s*([a-z_][a-z0-9_]*)\s*$", re.MULTILINE)
_QUERY_NEEDS = re.compile(r"^--\s*needs:\s*(.+?)\s*$", re.MULTILINE)
# The write-ahead log is checkpointed into the file once it reaches this size (see the module docstring).
# DuckDB decides at commit on the log's size plus its estimate of the commit's, which for a
# 1,000-line file is ~4x the 135 KB it writes: at 2 MiB a series of such ingests checkpoints
# every ~11th (1.4 MB of log), and the first ingest into a new warehouse does not.
WAL_CHECKPOINT_BYTES = 2 << 20


def copy(source: str | Path, target: str | Path) -> None:
    """Copy a closed warehouse: the file and its write-ahead log, when it has one.

    A stale ``target.wal`` is removed (DuckDB would replay it onto the copy). The
    caller keeps writers out while it copies (the UI's snapshot takes a shared lock).
    """
    import shutil

    shutil.copyfile(source, target)
    wal, target_wal = Path(f"{source}.wal"), Path(f"{target}.wal")
    if wal.exists():
        shutil.copyfile(wal, target_wal)
    else:
        target_wal.unlink(missing_ok=True)


class Migration(NamedTuple):  # NamedTuple, not a frozen dataclass: see lines.FileFacts
    version: int
    name: str
    sql: str


@cache
def shipped_versions() -> tuple[int, ...]:
    """The numbers of the shipped migrations, from the file names alone (nothing is read)."""
    return tuple(sorted(int(m.group(1)) for path in MIGRATIONS_DIR.glob("*.sql")
                        if (m := _MIGRATION_NAME.match(path.name))))


def migrations() -> list[Migration]:
    """The shipped migrations in version order; a duplicate number is a packaging bug."""
    found: list[Migration] = []
    for path in sorted(MIGRATIONS_DIR.glob("*.sql")):
        match = _MIGRATION_NAME.match(path.name)
        if not match:
            raise WarehouseError(f"migration file {path.name!r} is not named NNN_name.sql")
        found.append(Migration(int(match.group(1)), path.stem, path.read_text()))
    versions = [m.version for m in found]
    if len(set(versions)) != len(versions):
        raise WarehouseError(f"two migrations share a number: {versions}")
    return found


@cache
def _named_queries() -> dict[str, str]:
    queries: dict[str, str] = {}
    for path in sorted(QUERIES_DIR.glob("*.sql")):
        text = path.read_text()
        headers = list(_QUERY_HEADER.finditer(text))
        for i, header in enumerate(headers):
            end = headers[i + 1].start() if i + 1 < len(headers) else len(text)
            name = header.group(1)
            if name in queries:
                raise WarehouseError(f"named query {name!r} is defined twice ({path.name})")
            queries[name] = text[header.end() : end].strip().rstrip(";")
    return queries


def query(name: str) -> str:
    """The SQL text of the named query ``name`` (see ``warehouse/queries``)."""
    try:
        return _named_queries()[name]
    except KeyError:
        raise WarehouseError(f"no named query {name!r} in {QUERIES_DIR}") from None


def query_names() -> list[str]:
    return sorted(_named_queries())


def query_needs(name: str) -> str | None:
    """What the named query needs beyond the migrated schema (its ``-- needs:`` line), if anything."""
    match = _QUERY_NEEDS.search(query(name))
    return match.group(1) if match else None


class Warehouse:
    """A migrated DuckDB connection with helpers for named queries.

    ``wh.con`` is the raw ``duckdb.DuckDBPyConnection`` for bulk work.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, path: str, *, read_only: bool = False,
                 wal_checkpoint_bytes: int = WAL_CHECKPOINT_BYTES, threads: int | None = None) -> None:
        self.con = con
        self.path = path
        self.read_only = read_only
        self.wal_checkpoint_bytes = wal_checkpoint_bytes
        self.threads = threads  # as opened (connect's ``threads``); None: DuckDB's default, one per core
        self._tx_depth = 0

    @property
    def in_transaction(self) -> bool:
        return bool(self._tx_depth)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One transaction; nested uses join the outer one (DuckDB has no savepoints)."""
        if self._tx_depth:
            self._tx_depth += 1
            try:
                yield
            finally:
                self._tx_depth -= 1
            return
        self.con.execute("BEGIN TRANSACTION")
        self._tx_depth = 1
        try:
            yield
        except BaseException:
            self._tx_depth = 0
            self.con.execute("ROLLBACK")
            raise
        self._tx_depth = 0
        self.con.execute("COMMIT")

    def run(self, name: str, params: dict[str, Any] | None = None) -> duckdb.DuckDBPyConnection:
        """Execute the named query with ``$name`` parameters and return the cursor."""
        return self.con.execute(query(name), params or {})

    def rows(self, name: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        """Execute the named query and return its rows as dicts."""
        cur = self.run(name, params)
        cols = [d[0] for d in cur.description or []]
        return [dict(zip(cols, row, strict=True)) for row in cur.fetchall()]

    def meta_get(self, key: str, default: str | None = None) -> str | None:
        row = self.con.execute("SELECT value FROM meta WHERE key = $key", {"key": key}).fetchone()
        return row[0] if row else default

    def meta_set(self, key: str, value: str) -> None:
        self.con.execute(
            "INSERT INTO meta VALUES ($key, $value) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            {"key": key, "value": value},
        )

    def close(self) -> None:
        """Close the connection; checkpoint only a write-ahead log that has reached its bound."""
        if not self.read_only and self.path != ":memory:" and wal_bytes(self.path) >= self.wal_checkpoint_bytes:
            with suppress(duckdb.Error):  # e.g. a transaction left open by a failure: DuckDB rolls it back
                self.con.execute("CHECKPOINT")
        self.con.close()

    def __enter__(self) -> Warehouse:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def connect(path: str | Path = ":memory:", *, read_only: bool = False, memory_limit: str | None = None,
            must_exist: bool = False, lock_wait: float = 0.0,
            wal_checkpoint_bytes: int = WAL_CHECKPOINT_BYTES,
            template_dir: Path | None = template.TEMPLATE_DIR, threads: int | None = None) -> Warehouse:
    """Open the warehouse at ``path`` (creating it unless ``must_exist``) and bring its schema up to date.

    ``memory_limit`` (e.g. ``"1GB"``) caps DuckDB's buffer pool; larger loads
    spill to ``<path>.tmp`` instead of growing the process. A file that is not
    a toolwatch warehouse (SQLite, a corrupt file, another DuckDB database) is
    refused before anything is written to it. While another process holds the
    file's lock, the open is retried for up to ``lock_wait`` seconds (a UI
    snapshot copy holds a reader's lock for a moment; a writer waits it out).
    ``wal_checkpoint_bytes`` bounds the write-ahead log (module docstring). A new warehouse
    is a copy of the empty one in ``template_dir`` when that is current
    (:mod:`toolwatch.warehouse.template`), else (or with None) built by the migrations.
    ``threads`` sets DuckDB's thread count from the start (a command loading only small files
    passes 1: DuckDB then starts no worker thread, and ingest need not set it and set it back).
    """
    path = str(path)
    placed = False
    if path != ":memory:":
        _check_file(Path(path), must_exist=must_exist or read_only)
        if not read_only and template_dir is not None and not Path(path).exists():
            placed = template.place(Path(path), template_dir)
    deadline = time.monotonic() + lock_wait
    pause = 0.02
    while True:
        try:
            con = duckdb.connect(path, read_only=read_only, config={"threads": threads} if threads else {})
            break
        except duckdb.IOException as exc:
            if "lock" not in str(exc).lower():
                raise NotAWarehouse(f"{path} cannot be opened as a DuckDB file: {exc}") from exc
            if time.monotonic() + pause > deadline:
                raise WarehouseBusy(
                    f"cannot open warehouse {path}: {exc}. If another toolwatch process holds it, "
                    "wait for it to finish (DuckDB allows one writer per file)."
                ) from exc
            time.sleep(pause)  # polling: DuckDB offers no way to wait on its file lock
            pause = min(pause * 2, 0.5)
    try:
        # One read tells a warehouse, its schema's version and whether migrations are due;
        # the catalog is listed only for a file without it (new, or another program's).
        schema = schema_version(con)
        if schema is None:
            _refuse_foreign(con, path)
    except NotAWarehouse:
        con.close()
        raise
    # One call for the fixed settings (each statement of its own is a round trip, ~0.3-0.6 ms):
    # DuckDB's own progress bar writes to stdout and would corrupt --json output; commits
    # checkpoint a log past the bound, and closing leaves a smaller one (module docstring).
    settings = ["SET TimeZone = 'UTC'", "SET enable_progress_bar = false"]
    if not read_only and path != ":memory:":
        settings += [f"SET checkpoint_threshold = '{int(wal_checkpoint_bytes)}B'", "PRAGMA disable_checkpoint_on_shutdown"]
    con.execute("; ".join(settings))
    if memory_limit:
        con.execute("SET memory_limit = $limit", {"limit": memory_limit})
    wh = Warehouse(con, path, read_only=read_only, wal_checkpoint_bytes=wal_checkpoint_bytes, threads=threads)
    if not read_only:
        try:
            _migrate(con, schema, path)
            if placed:  # the template's rows carry its build time
                con.execute("UPDATE schema_migrations SET applied_at = now()::TIMESTAMP")
        except BaseException:
            con.close()  # the file's lock goes with it
            raise
    return wh


def wal_bytes(path: str | Path) -> int:
    """The size of the warehouse's write-ahead log (``<path>.wal``); 0 when there is none."""
    try:
        return Path(f"{path}.wal").stat().st_size
    except FileNotFoundError:
        return 0


# A DuckDB file carries "DUCK" at bytes 8..12 of its first block.
_DUCKDB_MAGIC = (8, b"DUCK")


def _check_file(path: Path, *, must_exist: bool) -> None:
    """Say what the file is when it cannot be a warehouse, before DuckDB touches it."""
    if not path.exists():
        if must_exist:
            raise WarehouseMissing(f"no warehouse at {path}: check --db / TOOLWATCH_DB "
                                   "(`toolwatch ingest` creates one); nothing was created")
        return
    if path.is_dir():
        raise NotAWarehouse(f"{path} is a folder, not a warehouse file")
    with path.open("rb") as f:
        head = f.read(16)
    if head.startswith(b"SQLite format 3"):
        raise NotAWarehouse(f"{path} is a SQLite database, not a toolwatch warehouse (DuckDB); it was left unchanged")
    offset, magic = _DUCKDB_MAGIC
    if head[offset:offset + len(magic)] != magic:
        what = "an empty file" if not head else f"not a DuckDB file (it starts with {head[:8]!r})"
        raise NotAWarehouse(f"{path} is {what}: corrupt, or another format; it was left unchanged")


def schema_version(con: duckdb.DuckDBPyConnection) -> tuple[int | None, int] | None:
    """The newest migration applied to ``con``'s database and how many are; None without ``schema_migrations``."""
    try:
        newest, count = con.execute("SELECT max(version), count(*) FROM schema_migrations").fetchall()[0]
    except duckdb.CatalogException:
        return None
    return newest, count


def _refuse_foreign(con: duckdb.DuckDBPyConnection, path: str) -> list[str]:
    """The database's tables, when it has no ``schema_migrations``; NotAWarehouse unless there are none."""
    tables = [row[0] for row in con.execute(
        "SELECT table_name FROM duckdb_tables() WHERE database_name = current_database() ORDER BY 1").fetchall()]
    if tables and "schema_migrations" not in tables:
        shown = ", ".join(tables[:5]) + (f" and {len(tables) - 5} more" if len(tables) > 5 else "")
        raise NotAWarehouse(f"{path} is a DuckDB database but not a toolwatch warehouse (tables: {shown}); "
                            "it was left unchanged: point --db at a toolwatch warehouse or a new file")
    return tables


def _migrate(con: duckdb.DuckDBPyConnection, schema: tuple[int | None, int] | None, path: str) -> None:
    """Apply the shipped migrations ``con`` (the warehouse at ``path``) lacks; ``schema`` is
    :func:`schema_version` (None: a new warehouse)."""
    new = schema is None
    if schema is not None:
        # The common case, up to date: nothing more to read. A renumbered or missing migration
        # (a lower number added later) changes the count, so it is not passed over.
        newest, count = schema
        shipped = shipped_versions()
        if shipped and newest == shipped[-1] and count == len(shipped):
            return
    applied = set() if new else {row[0] for row in con.execute("SELECT version FROM schema_migrations").fetchall()}
    pending = [m for m in migrations() if m.version not in applied]
    if not pending:
        return
    # Every pending migration in one transaction, sent as one script with one insert of their
    # versions: for a new warehouse one commit instead of seventeen (each wrote the catalog to
    # the log) and two statements instead of thirty-three (docs/performance.md). A failure
    # leaves none of them applied; the migrations are then run one by one to name the failing one.
    # The commit checkpoints (threshold 0), writing the schema to the data file without first
    # writing it to the log: DuckDB cannot replay from its WAL an ALTER TABLE on a table whose
    # default calls nextval() (alerts, 010), so a crash before a checkpoint would leave a warehouse
    # that no longer opens. Cheaper than a commit then a CHECKPOINT (~9 ms CPU, ~15 ms wall).
    threshold = con.execute("SELECT current_setting('checkpoint_threshold')").fetchall()[0][0]
    con.execute("SET checkpoint_threshold = '0B'")
    con.execute("BEGIN TRANSACTION")
    try:
        if new:
            con.execute(_SCHEMA_MIGRATIONS)
        con.execute("\n;\n".join(m.sql for m in pending))
        con.execute(_RECORD_MIGRATIONS, {"applied": json.dumps([{"version": m.version, "name": m.name}
                                                                  for m in pending])})
        con.execute("COMMIT")
    except duckdb.Error as exc:
        con.execute("ROLLBACK")
        raise WarehouseError(f"migration {_failing(con, pending, new)} failed, so none of the {len(pending)} "
                             f"pending was applied: {exc}") from exc
    finally:
        con.execute("SET checkpoint_threshold = $threshold", {"threshold": threshold})
    if path != ":memory:" and wal_bytes(path):
        con.execute("CHECKPOINT")  # the commit could not checkpoint (another transaction was open)


_SCHEMA_MIGRATIONS = ("CREATE TABLE schema_migrations ("
                      "version INTEGER PRIMARY KEY, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL)")
# $applied: one JSON string, not lists (DuckDB's client tries to import pandas for each value bound).
_RECORD_MIGRATIONS = ("INSERT INTO schema_migrations SELECT version, name, now()::TIMESTAMP FROM "
                      "(SELECT unnest($applied::JSON::STRUCT(version INTEGER, name VARCHAR)[], recursive := true))")


def _failing(con: duckdb.DuckDBPyConnection, pending: list[Migration], new: bool) -> str:
    """The name of the first of ``pending`` that fails when they run one by one (rolled back)."""
    con.execute("BEGIN TRANSACTION")
    try:
        if new:
            con.execute(_SCHEMA_MIGRATIONS)
        for migration in pending:
            try:
                con.execute(migration.sql)
            except duckdb.Error:
                return migration.name
        return "recording the versions"
    finally:
        con.execute("ROLLBACK")
