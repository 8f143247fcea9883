"""A new warehouse copied from the shipped empty one (toolwatch.warehouse.template).

The copy must be the warehouse the migrations would have built (schema, rows, sequences), the
file `make install` builds must be current, and anything else (a stale stamp, a file already there) must
leave the migrations to do the work as before.
"""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta

import duckdb
import pytest

from toolwatch import warehouse
from toolwatch.warehouse.db import MIGRATIONS_DIR, shipped_versions
from toolwatch.warehouse.template import (
    TEMPLATE_DIR,
    build,
    migrations_digest,
    place,
    stamp,
    template_file,
)

# The catalog as text: every object DuckDB keeps for a schema, with its definition.
CATALOG = {
    "tables": "SELECT table_name, sql FROM duckdb_tables() WHERE database_name = current_database()",
    "columns": "SELECT table_name, column_index, column_name, data_type, column_default, is_nullable "
               "FROM duckdb_columns() WHERE database_name = current_database()",
    "constraints": "SELECT table_name, constraint_index, constraint_type, constraint_text "
                   "FROM duckdb_constraints() WHERE database_name = current_database()",
    "indexes": "SELECT index_name, table_name, sql FROM duckdb_indexes() WHERE database_name = current_database()",
    "views": "SELECT view_name, sql FROM duckdb_views() WHERE database_name = current_database() AND NOT internal",
    "sequences": "SELECT sequence_name, start_value, increment_by, last_value "
                 "FROM duckdb_sequences() WHERE database_name = current_database()",
    "macros": "SELECT function_name, macro_definition FROM duckdb_functions() "
              "WHERE database_name = current_database() AND NOT internal",
}


def describe(path) -> dict[str, list]:
    """The warehouse's catalog and every table's rows (schema_migrations without its applied_at)."""
    con = duckdb.connect(str(path), read_only=True)
    try:
        found = {name: sorted(map(repr, con.execute(sql).fetchall())) for name, sql in CATALOG.items()}
        for (table,) in con.execute("SELECT table_name FROM duckdb_tables() WHERE database_name = current_database()"
                                    ).fetchall():
            columns = "version, name" if table == "schema_migrations" else "*"
            found[f"rows of {table}"] = sorted(map(repr, con.execute(f"SELECT {columns} FROM {table}").fetchall()))
        return found
    finally:
        con.close()


def test_make_install_built_the_current_template():
    built = sorted(TEMPLATE_DIR.glob("empty_warehouse.*.duckdb"))
    assert len(built) == 1, f"make install builds one template, not {[p.name for p in built]}"
    assert built[0] == template_file(), (
        f"{built[0].name} predates the migrations or this DuckDB: run `make install` "
        "(new warehouses are built by the migrations meanwhile, ~40 ms slower)")


@pytest.fixture
def templates(tmp_path):
    """The shipped template's folder when it was built by the DuckDB running; else (a newer
    DuckDB release than the shipped file's) a folder with one this DuckDB builds, so the copy
    is still tested against the migrations."""
    if template_file().exists():
        return TEMPLATE_DIR
    folder = tmp_path / "templates"
    build(folder)
    return folder


def test_a_warehouse_from_the_template_is_the_one_the_migrations_build(tmp_path, templates):
    before = datetime.now(UTC).replace(tzinfo=None, microsecond=0) - timedelta(seconds=1)  # naive UTC, as stored
    copied, built = tmp_path / "copied.duckdb", tmp_path / "built.duckdb"
    warehouse.connect(copied, template_dir=templates).close()
    warehouse.connect(built, template_dir=None).close()
    # The copy is the template file (its own applied_at is in the log)...
    assert copied.read_bytes() == template_file(templates).read_bytes()
    assert built.read_bytes() != template_file(templates).read_bytes()
    # ...and holds what the migrations build.
    assert describe(copied) == describe(built)
    assert len(describe(copied)["tables"]) > 20
    con = duckdb.connect(str(copied), read_only=True)
    try:
        con.execute("SET TimeZone = 'UTC'")
        applied = con.execute("SELECT min(applied_at), count(*) FROM schema_migrations").fetchone()
    finally:
        con.close()
    assert applied[1] == len(shipped_versions())
    assert applied[0] >= before  # when this warehouse was created, not when the template was built


@pytest.mark.parametrize("stale_stamp", ["duckdb-0.0.0-{digest}", "duckdb-{version}-0123456789abcdef"])
def test_a_stale_template_is_not_used_and_the_migrations_run(tmp_path, templates, stale_stamp):
    stale_dir = tmp_path / "stale"
    stale_dir.mkdir()
    stale = template_file(stale_dir, stamped=stale_stamp.format(digest=migrations_digest(), version=duckdb.__version__))
    shutil.copyfile(template_file(templates), stale)
    path = tmp_path / "w.duckdb"
    assert not place(path, stale_dir)
    assert not path.exists() and stale_dir in list(tmp_path.iterdir())
    with warehouse.connect(path, template_dir=stale_dir) as wh:
        versions = [r[0] for r in wh.con.execute("SELECT version FROM schema_migrations ORDER BY 1").fetchall()]
    assert versions == list(shipped_versions())
    assert path.read_bytes() != stale.read_bytes()  # built by the migrations, not copied


def test_the_stamp_follows_the_migrations(tmp_path):
    copied = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, copied, ignore=shutil.ignore_patterns("__pycache__"))
    assert stamp(copied) == stamp()
    assert duckdb.__version__ in stamp()
    assert stamp(version="1.9.0") != stamp()
    newest = sorted(copied.glob("*.sql"))[-1]
    newest.write_text(newest.read_text() + "\n-- an edit\n")
    edited = stamp(copied)
    (copied / "999_more.sql").write_text("CREATE TABLE more_things (x INTEGER);\n")
    assert len({stamp(), edited, stamp(copied)}) == 3


@pytest.mark.parametrize("existing", ["file", "log"])
def test_nothing_is_placed_over_a_file_that_is_there(tmp_path, existing):
    path = tmp_path / "w.duckdb"
    there = path if existing == "file" else tmp_path / "w.duckdb.wal"
    there.write_bytes(b"somebody's bytes")
    assert not place(path)
    assert there.read_bytes() == b"somebody's bytes"
    assert sorted(p.name for p in tmp_path.iterdir()) == [there.name]  # no temporary copy left behind


def test_a_folder_that_does_not_exist_leaves_the_error_to_duckdb(tmp_path):
    path = tmp_path / "missing" / "w.duckdb"
    assert not place(path)
    with pytest.raises(warehouse.WarehouseError):
        warehouse.connect(path)


@pytest.mark.parametrize("how", ["sendfile", "through memory"])
def test_the_copy_is_byte_for_byte_and_replaces_what_was_there(tmp_path, how):
    # place() copies without shutil (its import loads bz2 and lzma): by sendfile, or, where the
    # kernel refuses sendfile to a file (macOS), through memory; a longer old file is cut.
    from toolwatch.warehouse.template import _copy_synced

    def refused(*_args: int) -> int:
        raise OSError(38, "sendfile to a file is not supported here")

    source, target = tmp_path / "source", tmp_path / "target"
    data = bytes(range(256)) * 9000 + b"tail"  # 2.3 MB: more than one sendfile call may move
    source.write_bytes(data)
    target.write_bytes(b"x" * (len(data) + 100))
    _copy_synced(source, target, None if how == "sendfile" else refused)
    assert target.read_bytes() == data
