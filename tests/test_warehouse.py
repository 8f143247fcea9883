from __future__ import annotations

import re

import duckdb
import pytest

from toolwatch import warehouse
from toolwatch.warehouse.db import migrations, query, query_names, query_needs
from toolwatch.warehouse.template import TEMPLATE_DIR


def test_migrations_apply_once_and_are_recorded(tmp_path):
    path = tmp_path / "w.duckdb"
    warehouse.connect(path, template_dir=None).close()
    with warehouse.connect(path) as wh:  # second open must not re-apply
        versions = [r[0] for r in wh.con.execute("SELECT version FROM schema_migrations ORDER BY 1").fetchall()]
    assert versions == [m.version for m in migrations()]


@pytest.mark.parametrize("name", query_names())
def test_every_named_query_runs_on_an_empty_warehouse(wh, name):
    sql = query(name)
    if query_needs(name):
        # Run-time inputs (staging tables, files): parse here, executed by the job's own tests.
        assert wh.con.extract_statements(sql), name
        return
    # Bind every $param to NULL: the statement must parse, bind and run on empty tables.
    params = {p: None for p in _param_names(sql)}
    try:
        wh.con.execute("BEGIN TRANSACTION")
        wh.con.execute(sql, params)
    except duckdb.ConstraintException:
        pass  # NULL into a NOT NULL column proves the statement bound correctly
    finally:
        wh.con.execute("ROLLBACK")


def _param_names(sql: str) -> set[str]:
    import re

    return set(re.findall(r"\$([a-z_][a-z0-9_]*)", sql))


def test_unknown_named_query_is_a_clear_error():
    with pytest.raises(warehouse.WarehouseError, match="no named query 'nope'"):
        query("nope")


@pytest.mark.parametrize(("name", "forget", "expected"), [
    ("newest_missing", "newest", "reapplied"),
    ("one_in_the_middle_missing", "middle", "reapplied"),
    ("up_to_date", None, "untouched"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_reopening_applies_exactly_the_missing_migrations(tmp_path, name, forget, expected):
    """The fast path reads the newest version and the count: a migration numbered below the
    newest (a renumbering at rebase) is still applied, and an up-to-date warehouse is left alone."""
    path = tmp_path / "w.duckdb"
    shipped = migrations()
    with warehouse.connect(path) as wh:
        applied_at = wh.con.execute("SELECT max(applied_at) FROM schema_migrations").fetchone()[0]
        if forget:
            # A migration that only creates tables and sequences, undone by hand: reopening must redo it.
            undo = next(m for m in (reversed(shipped) if forget == "newest" else shipped[1:-1])
                        if "ALTER" not in m.sql and "INSERT" not in m.sql)
            tables = re.findall(r"CREATE TABLE (\w+)", undo.sql)
            for kind, names in (("TABLE", tables), ("SEQUENCE", re.findall(r"CREATE SEQUENCE (\w+)", undo.sql))):
                for object_name in names:
                    wh.con.execute(f"DROP {kind} {object_name}")
            wh.con.execute("DELETE FROM schema_migrations WHERE version = $v", {"v": undo.version})
    with warehouse.connect(path) as wh:
        versions = [r[0] for r in wh.con.execute("SELECT version FROM schema_migrations ORDER BY 1").fetchall()]
        latest = wh.con.execute("SELECT max(applied_at) FROM schema_migrations").fetchone()[0]
        if forget:
            assert [wh.con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables] == [0] * len(tables)
    assert versions == [m.version for m in shipped]
    assert (latest > applied_at) == (expected == "reapplied")


def test_pending_migrations_apply_together_or_not_at_all(tmp_path):
    """Two migrations are due and the second fails (its table exists though its row is gone):
    the open fails naming it, and the first, which ran before it, is rolled back with it."""
    path = tmp_path / "w.duckdb"
    shipped = migrations()
    creates_only = [m for m in shipped if "ALTER" not in m.sql and "INSERT" not in m.sql
                    and re.findall(r"CREATE TABLE (\w+)", m.sql)]
    undone, failing = creates_only[-2], creates_only[-1]
    undone_tables = re.findall(r"CREATE TABLE (\w+)", undone.sql)
    with warehouse.connect(path) as wh:
        for table in undone_tables:
            wh.con.execute(f"DROP TABLE {table}")
        for sequence in re.findall(r"CREATE SEQUENCE (\w+)", undone.sql):
            wh.con.execute(f"DROP SEQUENCE {sequence}")
        wh.con.execute("DELETE FROM schema_migrations WHERE version IN ($a, $b)",
                       {"a": undone.version, "b": failing.version})
    with pytest.raises(warehouse.WarehouseError, match=f"migration {failing.name} failed, so none of the 2"):
        warehouse.connect(path)
    con = duckdb.connect(str(path))
    try:
        versions = {r[0] for r in con.execute("SELECT version FROM schema_migrations").fetchall()}
        tables = {r[0] for r in con.execute("SELECT table_name FROM duckdb_tables()").fetchall()}
    finally:
        con.close()
    assert versions == {m.version for m in shipped} - {undone.version, failing.version}
    assert not tables & set(undone_tables)


@pytest.mark.parametrize("template_dir", [TEMPLATE_DIR, None], ids=["from_the_template", "by_the_migrations"])
def test_a_new_warehouses_schema_is_in_the_data_file_not_the_log(tmp_path, template_dir):
    """DuckDB cannot replay migration 010's ALTER TABLE from its log: the schema must be
    in the data file by the time the warehouse is open, so a crash right after cannot strand it."""
    from toolwatch.warehouse.db import schema_version, shipped_versions, wal_bytes

    path = tmp_path / "w.duckdb"
    with warehouse.connect(path, template_dir=template_dir) as wh:
        if template_dir is None:
            assert wal_bytes(path) == 0
        threshold = wh.con.execute("SELECT current_setting('checkpoint_threshold')").fetchone()[0]
        assert threshold == "2.0 MiB"  # the log's bound is back once the schema is written
        (tmp_path / "crashed.duckdb").write_bytes(path.read_bytes())  # the data file alone, no log
    con = duckdb.connect(str(tmp_path / "crashed.duckdb"))
    try:
        assert schema_version(con) == (shipped_versions()[-1], len(shipped_versions()))
    finally:
        con.close()
